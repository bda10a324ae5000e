# What cu2hip writes, tried as a hostile user would (issue 33): reports never over a file
# the run reads or writes, no path through a shell, --in-place resumable and restorable,
# exact reports of what was written, long names, messages that are not silent.
foreach(section reports shell in-place writes messages)
  add_test(NAME safety.${section}
           COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/safety/safety.sh $<TARGET_FILE:cu2hip>
                   ${CMAKE_SOURCE_DIR} ${CMAKE_CURRENT_BINARY_DIR}/safety/${section} ${section})
  set_tests_properties(safety.${section} PROPERTIES TIMEOUT 900)
endforeach()

# Every JSON and SARIF report the suite wrote, validated once the other tests are done.
add_test(NAME reports.every_report_valid
         COMMAND /usr/bin/python3 ${CMAKE_CURRENT_SOURCE_DIR}/reports/check_all_reports.py
                 ${CMAKE_BINARY_DIR} ${CMAKE_SOURCE_DIR}/docs/report-schema.json
                 ${CMAKE_CURRENT_SOURCE_DIR}/schemas/sarif-schema-2.1.0.json)
set_tests_properties(reports.every_report_valid PROPERTIES FIXTURES_CLEANUP written_reports)
