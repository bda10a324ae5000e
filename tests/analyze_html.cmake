# The HTML report of the runtime-api fixture in headless Chromium: a screenshot that is not
# blank, the summary numbers in the rendered DOM exactly as the model gives them (worked out
# by hand in fixtures/analyze/runtime-api/expected-estimate.txt), and the table sorted by
# the page's own script when a header is clicked.
# Run as: cmake -DCU2HIP=<bin> -DCHROMIUM=<bin> -DFIXTURE=<dir> -DWORK=<dir> -P analyze_html.cmake
file(REMOVE_RECURSE "${WORK}")
file(COPY "${FIXTURE}/" DESTINATION "${WORK}/project")
execute_process(COMMAND "${CU2HIP}" analyze -q --report "${WORK}/report.html" .
                WORKING_DIRECTORY "${WORK}/project" OUTPUT_QUIET RESULT_VARIABLE rc)
if(NOT rc EQUAL 0 OR NOT EXISTS "${WORK}/report.html")
  message(FATAL_ERROR "cu2hip analyze --report report.html failed (${rc})")
endif()

set(chrome "${CHROMIUM}" --headless --no-sandbox --disable-gpu --no-first-run
           "--user-data-dir=${WORK}/chromium-profile")
execute_process(COMMAND ${chrome} "--screenshot=${WORK}/report.png" --window-size=1200,1600
                        "file://${WORK}/report.html"
                OUTPUT_QUIET ERROR_QUIET TIMEOUT 120)
if(NOT EXISTS "${WORK}/report.png")
  message(FATAL_ERROR "chromium wrote no screenshot")
endif()
file(SIZE "${WORK}/report.png" png_size)
# A blank 1200x1600 page compresses to a few KB; text, tables and bars take far more.
if(png_size LESS 30000)
  message(FATAL_ERROR "screenshot is only ${png_size} bytes: the page looks empty")
endif()

execute_process(COMMAND ${chrome} --dump-dom "file://${WORK}/report.html"
                OUTPUT_VARIABLE dom ERROR_QUIET TIMEOUT 120)
foreach(expected
    "id=\"summary-files\">3<"
    "id=\"summary-lines\">${EXPECT_LINES}<"
    "id=\"summary-converted\">${EXPECT_CONVERTED}<"
    "id=\"summary-findings\">${EXPECT_FINDINGS}<"
    "id=\"estimate-hours\">${EXPECT_HOURS}<"
    "id=\"project-class\">runtime-api<")
  string(FIND "${dom}" "${expected}" at)
  if(at EQUAL -1)
    file(WRITE "${WORK}/dom.html" "${dom}")
    message(FATAL_ERROR "rendered DOM lacks '${expected}' (see ${WORK}/dom.html)")
  endif()
endforeach()

# Click the 'file' header twice with the page's own script: the first click sorts by path
# descending, the second ascending, which differs from the page's initial order (most
# effort first: streams.cu, saxpy.cu, check.cuh), so only a working script passes.
file(READ "${WORK}/report.html" page)
string(REPLACE "</body>"
       "<script>var h = document.querySelectorAll('#files th')[0]; h.click(); h.click();</script></body>"
       page "${page}")
file(WRITE "${WORK}/clicked.html" "${page}")
execute_process(COMMAND ${chrome} --dump-dom "file://${WORK}/clicked.html"
                OUTPUT_VARIABLE clicked ERROR_QUIET TIMEOUT 120)
string(REGEX MATCHALL "<tr><td data-value=\"[^\"]+\"" rows "${clicked}")
string(REGEX REPLACE "<tr><td data-value=\"([^\"]+)\"" "\\1" rows "${rows}")
if(NOT rows STREQUAL "include/check.cuh;src/saxpy.cu;src/streams.cu")
  message(FATAL_ERROR "after clicking 'file' twice the rows are: ${rows}")
endif()
