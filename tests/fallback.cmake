# Token-level fallback corpus (issue 8): fixtures/fallback/<case>.cu|.cuh are files Clang
# cannot parse in isolation (plus a few controls that do). Each test compares the whole
# output with <case>.hip and the findings with the '// expect:' comments (golden runner),
# then checks the translation mode named by the '// mode:' header.
file(GLOB fallback_fixtures CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/fixtures/fallback/*.cu
     ${PROJECT_SOURCE_DIR}/fixtures/fallback/*.cuh)
foreach(fixture IN LISTS fallback_fixtures)
  get_filename_component(case ${fixture} NAME_WE)
  add_test(NAME fallback.${case}.output COMMAND cu2hip_golden $<TARGET_FILE:cu2hip> ${fixture})
  # A hang is a failure (one file of HIPIFY's tests once sent an analysis into a loop).
  set_tests_properties(fallback.${case}.output PROPERTIES TIMEOUT 120)
  add_test(NAME fallback.${case}.mode
           COMMAND ${CMAKE_COMMAND} -DCU2HIP=$<TARGET_FILE:cu2hip> -DFIXTURE=${fixture}
                   -DWORK=${CMAKE_CURRENT_BINARY_DIR}/fallback-mode -P
                   ${CMAKE_CURRENT_SOURCE_DIR}/fallback/check_mode.cmake)
endforeach()

# Hardening against bad input and unsafe output plans, with the real binary.
add_test(NAME hardening.inputs_and_outputs
         COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/hardening/hardening.sh $<TARGET_FILE:cu2hip>
                 ${CMAKE_CURRENT_BINARY_DIR}/hardening)
set_tests_properties(hardening.inputs_and_outputs PROPERTIES TIMEOUT 600)

include(${CMAKE_CURRENT_SOURCE_DIR}/fuzz.cmake)
