# libFuzzer target over the token-level translator and the mapping loader (issue 8).
# The project is built with the system C++ compiler (GCC on Debian), but libFuzzer and its
# coverage instrumentation come with clang, so the target is compiled by LLVM's own clang++:
# the sources of the token path and of the loader are recompiled instrumented (ASan, UBSan,
# fuzzer coverage), the rest of cu2hip is linked from the normal static libraries (both
# compilers use libstdc++, so the objects mix).
option(CU2HIP_FUZZ "build the libFuzzer target and its ctest (label fuzz)" OFF)
if(NOT CU2HIP_FUZZ)
  return()
endif()

find_program(CU2HIP_FUZZ_CLANG clang++ PATHS ${LLVM_TOOLS_BINARY_DIR} NO_DEFAULT_PATH)
file(GLOB CU2HIP_FUZZ_RUNTIME
     ${LLVM_LIBRARY_DIR}/clang/${LLVM_VERSION_MAJOR}/lib/*/libclang_rt.fuzzer*.a)
if(NOT CU2HIP_FUZZ_CLANG OR NOT CU2HIP_FUZZ_RUNTIME)
  message(WARNING "CU2HIP_FUZZ: no clang++ or libFuzzer runtime in ${LLVM_TOOLS_BINARY_DIR}; "
                  "install libclang-rt-22-dev (tool/install-deps.sh does); fuzz target skipped")
  return()
endif()

set(fuzz_instrumented
  ${PROJECT_SOURCE_DIR}/tests/fuzz/TokenLevelFuzzer.cpp
  ${PROJECT_SOURCE_DIR}/rewriters/RuleRegistry.cpp
  ${PROJECT_SOURCE_DIR}/rewriters/TokenStream.cpp
  ${PROJECT_SOURCE_DIR}/rewriters/TokenLevelFacts.cpp
  ${PROJECT_SOURCE_DIR}/rewriters/EditSet.cpp
  ${PROJECT_SOURCE_DIR}/rewriters/detectors/InlinePtxRule.cpp
  ${PROJECT_SOURCE_DIR}/rewriters/detectors/TextureReferenceRule.cpp
  ${PROJECT_SOURCE_DIR}/rewriters/detectors/CudaFeatureNameRule.cpp
  ${PROJECT_SOURCE_DIR}/mappings/ApiVersion.cpp
  ${PROJECT_SOURCE_DIR}/mappings/MappingEntry.cpp
  ${PROJECT_SOURCE_DIR}/mappings/MappingLoader.cpp
  ${PROJECT_SOURCE_DIR}/mappings/MappingTable.cpp)
file(GLOB fuzz_rules ${PROJECT_SOURCE_DIR}/rewriters/rules/*.cpp
     ${PROJECT_SOURCE_DIR}/rewriters/registry/*.cpp)
list(APPEND fuzz_instrumented ${fuzz_rules})

# The uninstrumented rest of cu2hip, in link order (a later library serves an earlier one).
# tool/ -> project/ -> rewriters/ (build scripts included) -> report/ (the findings model
# the rewriters fill) -> mappings/ (docs/architecture.md).
set(fuzz_libraries cu2hip_driver cu2hip_project)
list(APPEND fuzz_libraries cu2hip_rewriters cu2hip_report cu2hip_coverage cu2hip_mappings)
set(fuzz_archives)
foreach(library IN LISTS fuzz_libraries)
  list(APPEND fuzz_archives $<TARGET_FILE:${library}>)
endforeach()

set(fuzz_binary ${CMAKE_CURRENT_BINARY_DIR}/cu2hip_fuzzer)
set(fuzz_includes "$<TARGET_PROPERTY:cu2hip_driver,INCLUDE_DIRECTORIES>")
add_custom_command(
  OUTPUT ${fuzz_binary}
  COMMAND ${CU2HIP_FUZZ_CLANG} -std=c++20 -O1 -g -fno-rtti
          -fsanitize=fuzzer,address,undefined -fno-sanitize=vptr -fno-sanitize-recover=undefined
          "-I$<JOIN:${fuzz_includes},;-I>" ${fuzz_instrumented}
          ${fuzz_archives} -L${LLVM_LIBRARY_DIR} -lclang-cpp -lLLVM
          -Wl,-rpath,${LLVM_LIBRARY_DIR} -o ${fuzz_binary}
  DEPENDS ${fuzz_instrumented} ${fuzz_libraries}
  COMMAND_EXPAND_LISTS VERBATIM
  COMMENT "Building the libFuzzer target with ${CU2HIP_FUZZ_CLANG}")
add_custom_target(cu2hip_fuzz ALL DEPENDS ${fuzz_binary})

# Seeds: real CUDA snippets and mapping tables; findings and new inputs go to the build tree.
# The test replays a fixed stretch of the search (a few minutes on the CI machine), so its
# outcome depends on the code alone; target fuzz-explore searches on, from a fresh seed.
set(fuzz_arguments -DFUZZER=${fuzz_binary} -DSEEDS=${PROJECT_SOURCE_DIR}/fixtures
                   -DMAPPINGS=${PROJECT_SOURCE_DIR}/mappings/data)
add_test(NAME fuzz.token_level_and_mappings
         COMMAND ${CMAKE_COMMAND} ${fuzz_arguments} -DWORK=${CMAKE_CURRENT_BINARY_DIR}/fuzz
                 -DRUNS=120000 -DSEED=20261203 -P ${CMAKE_CURRENT_SOURCE_DIR}/fuzz/run_fuzzer.cmake)
set_tests_properties(fuzz.token_level_and_mappings PROPERTIES LABELS fuzz TIMEOUT 600)
add_custom_target(fuzz-explore
  COMMAND ${CMAKE_COMMAND} ${fuzz_arguments} -DWORK=${CMAKE_CURRENT_BINARY_DIR}/fuzz-explore
          -DSECONDS=1800 -P ${CMAKE_CURRENT_SOURCE_DIR}/fuzz/run_fuzzer.cmake
  DEPENDS cu2hip_fuzz
  COMMENT "Fuzzing for 30 minutes from a fresh seed; findings in tests/fuzz-explore/artifacts"
  USES_TERMINAL VERBATIM)
