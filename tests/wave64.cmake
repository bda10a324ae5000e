# The wave64 tier: translated programs run on the CPU with 64-lane wavefronts
# (docs/wave64.md). First the tier's own semantic tests, then every runnable fixture in
# the translation it is validated with; fixtures that prove a warp-size fix also run
# unfixed, where they must print the wrong result the fix removes.
add_library(cu2hip_wave64_runtime STATIC
  ${CMAKE_CURRENT_SOURCE_DIR}/wave64/runtime/wave64/Collectives.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/wave64/runtime/wave64/FiberSwitch.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/wave64/runtime/wave64/Findings.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/wave64/runtime/wave64/Scheduler.cpp)
target_compile_options(cu2hip_wave64_runtime PRIVATE -O1)

set(wave64_driver /usr/bin/python3 ${CMAKE_CURRENT_SOURCE_DIR}/wave64/run_wave64.py)
set(wave64_common --runtime ${CMAKE_CURRENT_SOURCE_DIR}/wave64/runtime
                  --runtime-lib $<TARGET_FILE:cu2hip_wave64_runtime>
                  --cxx ${CMAKE_CXX_COMPILER})

file(GLOB wave64_semantic_tests CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/wave64/semantics/*.cpp)
foreach(test_source IN LISTS wave64_semantic_tests)
  get_filename_component(test_name ${test_source} NAME_WE)
  add_test(NAME wave64.semantics.${test_name}
           COMMAND ${wave64_driver} semantic ${test_source} ${wave64_common}
                   --work ${CMAKE_BINARY_DIR}/wave64/semantics)
  set_tests_properties(wave64.semantics.${test_name} PROPERTIES LABELS wave64)
endforeach()

file(GLOB wave64_fixture_files CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/fixtures/run/*/fixture.json)
foreach(fixture_file IN LISTS wave64_fixture_files)
  get_filename_component(fixture_dir ${fixture_file} DIRECTORY)
  get_filename_component(fixture_name ${fixture_dir} NAME)
  file(READ ${fixture_file} fixture_text)
  set(variants own)
  if(fixture_text MATCHES "\"unfixed_output\"")
    set(variants fixed unfixed)
  endif()
  foreach(variant IN LISTS variants)
    set(test_name wave64.fixture.${fixture_name})
    if(NOT variant STREQUAL "own")
      set(test_name ${test_name}.${variant})
    endif()
    add_test(NAME ${test_name}
             COMMAND ${wave64_driver} fixture ${fixture_dir} --variant ${variant}
                     --cu2hip $<TARGET_FILE:cu2hip> ${wave64_common}
                     --work ${CMAKE_BINARY_DIR}/wave64/fixtures)
    set_tests_properties(${test_name} PROPERTIES LABELS wave64 SKIP_RETURN_CODE 77)
  endforeach()
endforeach()
