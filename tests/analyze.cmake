# Tests of `cu2hip analyze` and its reports, with the real binary (included by tests/CMakeLists.txt).

# Golden estimates: one per fixtures/analyze/<project>/ with an expected-estimate.txt.
file(GLOB ANALYZE_FIXTURES CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/fixtures/analyze/*/expected-estimate.txt)
foreach(expected IN LISTS ANALYZE_FIXTURES)
  get_filename_component(project_dir ${expected} DIRECTORY)
  get_filename_component(project ${project_dir} NAME)
  add_test(NAME analyze.golden.${project}
           COMMAND ${CMAKE_COMMAND} -DCU2HIP=$<TARGET_FILE:cu2hip> -DFIXTURE=${project_dir}
                   -DWORK=${CMAKE_BINARY_DIR}/analyze/${project} -P ${CMAKE_SOURCE_DIR}/tests/analyze_golden.cmake)
endforeach()

# Bad input and quiet mode: exit codes, messages naming the flag or path, no progress with -q.
add_test(NAME analyze.cli
         COMMAND ${CMAKE_COMMAND} -DCU2HIP=$<TARGET_FILE:cu2hip>
                 -DFIXTURE=${CMAKE_SOURCE_DIR}/fixtures/analyze/runtime-api
                 -DWORK=${CMAKE_BINARY_DIR}/analyze/cli -P ${CMAKE_SOURCE_DIR}/tests/analyze_cli.cmake)

# The HTML report renders in headless Chromium with the numbers of the model.
find_program(CHROMIUM NAMES chromium chromium-browser)
if(CHROMIUM)
  add_test(NAME analyze.html_chromium
           COMMAND ${CMAKE_COMMAND} -DCU2HIP=$<TARGET_FILE:cu2hip> -DCHROMIUM=${CHROMIUM}
                   -DFIXTURE=${CMAKE_SOURCE_DIR}/fixtures/analyze/runtime-api
                   # The model's numbers for that fixture, worked out by hand in its
                   # expected-estimate.txt: 66 lines, 34 renames, 2 N003 notes, 2.07-8.34 h.
                   -DEXPECT_LINES=66 -DEXPECT_CONVERTED=34 -DEXPECT_FINDINGS=2 -DEXPECT_HOURS=2.1-8.3
                   -DWORK=${CMAKE_BINARY_DIR}/analyze/html -P ${CMAKE_SOURCE_DIR}/tests/analyze_html.cmake)
  set_tests_properties(analyze.html_chromium PROPERTIES TIMEOUT 400)
endif()

# The calibrated effort model shipped in report/effort_model.json is what a refit of the
# committed corpus gives (docs/effort-calibration.md); refit with the refit-effort-model target.
add_test(NAME effort.calibration_matches_refit
         COMMAND cu2hip-calibrate fit ${CMAKE_SOURCE_DIR}/report/calibration/hecbench_dev_corpus.json
                 --model ${CMAKE_SOURCE_DIR}/report/effort_model.json --check)
