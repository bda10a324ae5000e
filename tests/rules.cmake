# Rule fixtures (included from tests/CMakeLists.txt): fixtures/rules/<rule>/ holds the
# fixtures of one rule of the registry, each run with --only-rules=<rule> so that the rule
# is seen alone: .cu/.cuh files as golden translation tests (cu2hip_golden), CMakeLists.txt
# and Makefile as build-script golden tests (GoldenBuildScript.cmake, options in 'args').
# rules.registry checks the registry against them and the ownership of every finding.
file(GLOB RULE_FIXTURES CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/fixtures/rules/*/*.cu
     ${CMAKE_SOURCE_DIR}/fixtures/rules/*/*.cpp
     ${CMAKE_SOURCE_DIR}/fixtures/rules/*/*.cuh)
list(SORT RULE_FIXTURES)
foreach(fixture IN LISTS RULE_FIXTURES)
  get_filename_component(rule_dir ${fixture} DIRECTORY)
  get_filename_component(rule ${rule_dir} NAME)
  get_filename_component(case ${fixture} NAME_WE)
  add_test(NAME rules.${rule}.${case} COMMAND cu2hip_golden $<TARGET_FILE:cu2hip> ${fixture})
endforeach()

file(GLOB RULE_BUILD_SCRIPTS CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/fixtures/rules/*/CMakeLists.txt
     ${CMAKE_SOURCE_DIR}/fixtures/rules/*/Makefile)
list(SORT RULE_BUILD_SCRIPTS)
foreach(script IN LISTS RULE_BUILD_SCRIPTS)
  get_filename_component(rule_dir ${script} DIRECTORY)
  get_filename_component(rule ${rule_dir} NAME)
  get_filename_component(name ${script} NAME)
  add_test(NAME rules.${rule}.${name}
           COMMAND ${CMAKE_COMMAND} -DCU2HIP=$<TARGET_FILE:cu2hip> -DCASE_DIR=${rule_dir}
                   -DINPUT_NAME=${name} -DWORK_DIR=${CMAKE_BINARY_DIR}/rules/${rule}/${name}
                   -P ${CMAKE_CURRENT_SOURCE_DIR}/buildscripts/GoldenBuildScript.cmake)
endforeach()

add_test(NAME rules.registry
         COMMAND /usr/bin/python3 ${CMAKE_CURRENT_SOURCE_DIR}/rules/check_registry.py
                 $<TARGET_FILE:cu2hip> ${CMAKE_SOURCE_DIR} ${CMAKE_BINARY_DIR}/rules-registry)
