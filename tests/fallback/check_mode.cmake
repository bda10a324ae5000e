# Second half of a fallback-corpus test: translates FIXTURE once more with a JSON report
# and checks the mode its "// mode: ast|fallback" header promises (the golden runner has
# already compared the output and the findings).
file(STRINGS ${FIXTURE} mode_line REGEX "^// mode: ")
string(REGEX REPLACE "^// mode: ([a-z]+).*" "\\1" expected "${mode_line}")
if(NOT expected MATCHES "^(ast|fallback)$")
  message(FATAL_ERROR "${FIXTURE}: missing '// mode: ast|fallback' header line")
endif()
file(MAKE_DIRECTORY ${WORK})
get_filename_component(name ${FIXTURE} NAME)
set(report ${WORK}/${name}.json)
execute_process(COMMAND ${CU2HIP} ${FIXTURE} -o ${WORK}/${name}.out --report ${report}
                        --report-no-times
                RESULT_VARIABLE status OUTPUT_QUIET ERROR_QUIET)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "cu2hip exited with ${status} on ${FIXTURE}")
endif()
file(READ ${report} json)
string(JSON actual GET "${json}" files 0 mode)
if(NOT actual STREQUAL expected)
  message(FATAL_ERROR "${FIXTURE}: translated in mode '${actual}', expected '${expected}'")
endif()
string(JSON fallback_count GET "${json}" summary files_fallback)
string(JSON ast_count GET "${json}" summary files_ast)
message(STATUS "${name}: mode ${actual} (files_ast ${ast_count}, files_fallback ${fallback_count})")
