# Build-script migration tests (included from tests/CMakeLists.txt): one golden test per
# fixtures/buildscripts/<case>/, and the bundled example project converted and built for
# AMD with Debian's HIP toolchain through CMake's HIP language.
file(GLOB BUILDSCRIPT_CASES LIST_DIRECTORIES true CONFIGURE_DEPENDS
     ${CMAKE_SOURCE_DIR}/fixtures/buildscripts/*)
list(SORT BUILDSCRIPT_CASES)
foreach(case_dir IN LISTS BUILDSCRIPT_CASES)
  if(NOT IS_DIRECTORY ${case_dir})
    continue()
  endif()
  get_filename_component(case ${case_dir} NAME)
  add_test(NAME buildscripts.${case}
           COMMAND ${CMAKE_COMMAND} -DCU2HIP=$<TARGET_FILE:cu2hip> -DCASE_DIR=${case_dir}
                   -DWORK_DIR=${CMAKE_BINARY_DIR}/buildscripts/${case}
                   -P ${CMAKE_CURRENT_SOURCE_DIR}/buildscripts/GoldenBuildScript.cmake)
endforeach()

add_test(NAME buildscripts.cli
         COMMAND ${CMAKE_COMMAND} -DCU2HIP=$<TARGET_FILE:cu2hip>
                 -DFIXTURE=${CMAKE_SOURCE_DIR}/fixtures/buildscripts/cmake_language/CMakeLists.txt
                 -DWORK_DIR=${CMAKE_BINARY_DIR}/buildscripts-cli
                 -P ${CMAKE_CURRENT_SOURCE_DIR}/buildscripts/MigrateBuildCli.cmake)

# Debian 12's HIP 5.2 (hipcc) compiles with LLVM 15's clang; CMake's HIP language wants that
# clang itself, from its real directory (hip-lang-config looks for clang_rt next to it), and
# called clang++ there (resolved to 'clang' it would link as C: no libstdc++, no libm).
find_program(DEBIAN_HIP_CLANG clang++-15)
if(DEBIAN_HIP_CLANG)
  get_filename_component(DEBIAN_HIP_CLANG_DIR ${DEBIAN_HIP_CLANG} REALPATH)
  get_filename_component(DEBIAN_HIP_CLANG_DIR ${DEBIAN_HIP_CLANG_DIR} DIRECTORY)
  set(DEBIAN_HIP_CLANG_REAL ${DEBIAN_HIP_CLANG_DIR}/clang++)
endif()
if(HIPCC AND DEBIAN_HIP_CLANG AND EXISTS ${DEBIAN_HIP_CLANG_REAL})
  add_test(NAME amd_build.example
           COMMAND ${CMAKE_COMMAND} -DCU2HIP=$<TARGET_FILE:cu2hip>
                   -DEXAMPLE=${CMAKE_SOURCE_DIR}/fixtures/example -DHIP_CLANG=${DEBIAN_HIP_CLANG_REAL}
                   -DWORK_DIR=${CMAKE_BINARY_DIR}/amd_build/example
                   -P ${CMAKE_CURRENT_SOURCE_DIR}/buildscripts/ExampleAmdBuild.cmake)
  set_tests_properties(amd_build.example PROPERTIES LABELS amd TIMEOUT 1800)
  add_test(NAME amd_build.example_in_place
           COMMAND ${CMAKE_COMMAND} -DCU2HIP=$<TARGET_FILE:cu2hip> -DIN_PLACE=ON
                   -DEXAMPLE=${CMAKE_SOURCE_DIR}/fixtures/example -DHIP_CLANG=${DEBIAN_HIP_CLANG_REAL}
                   -DWORK_DIR=${CMAKE_BINARY_DIR}/amd_build/example_in_place
                   -P ${CMAKE_CURRENT_SOURCE_DIR}/buildscripts/ExampleAmdBuild.cmake)
  set_tests_properties(amd_build.example_in_place PROPERTIES LABELS amd TIMEOUT 1800)
endif()
find_program(MAKE_PROGRAM make)
if(HIPCC AND MAKE_PROGRAM)
  add_test(NAME amd_build.make_project
           COMMAND ${CMAKE_COMMAND} -DCU2HIP=$<TARGET_FILE:cu2hip>
                   -DPROJECT=${CMAKE_SOURCE_DIR}/fixtures/example_make
                   -DWORK_DIR=${CMAKE_BINARY_DIR}/amd_build/make_project
                   -P ${CMAKE_CURRENT_SOURCE_DIR}/buildscripts/MakeProjectAmdBuild.cmake)
  set_tests_properties(amd_build.make_project PROPERTIES LABELS amd TIMEOUT 1800)
endif()
