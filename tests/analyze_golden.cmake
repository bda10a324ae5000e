# Golden estimate of one fixture project: `cu2hip analyze --format json` on a fresh copy
# must report the class and total range of <fixture>/expected-estimate.txt, write no file
# (the copy's file list is the same before and after), and print progress lines on a
# non-terminal stderr.
# Run as: cmake -DCU2HIP=<bin> -DFIXTURE=<dir> -DWORK=<dir> -P analyze_golden.cmake
file(REMOVE_RECURSE "${WORK}")
file(COPY "${FIXTURE}/" DESTINATION "${WORK}/project")
file(REMOVE "${WORK}/project/expected-estimate.txt")
file(GLOB_RECURSE before RELATIVE "${WORK}/project" "${WORK}/project/*")

execute_process(COMMAND "${CU2HIP}" analyze --format json .
                WORKING_DIRECTORY "${WORK}/project"
                OUTPUT_VARIABLE json ERROR_VARIABLE progress RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "cu2hip analyze exited with ${rc}:\n${progress}")
endif()

file(GLOB_RECURSE after RELATIVE "${WORK}/project" "${WORK}/project/*")
if(NOT before STREQUAL after)
  message(FATAL_ERROR "analyze changed the project's files:\nbefore: ${before}\nafter:  ${after}")
endif()

string(JSON class GET "${json}" class)
# string(JSON) would print the hours with 17 digits: read them as the report writes them.
# The top-level "hours" comes before any per-file one (the report's key order is fixed).
string(JSON low_present GET "${json}" hours low) # fails loudly if the key is missing
string(REGEX MATCH "\"hours\": {[ \n]*\"low\": ([0-9.]+),[ \n]*\"high\": ([0-9.]+)" _ "${json}")
set(low "${CMAKE_MATCH_1}")
set(high "${CMAKE_MATCH_2}")
string(JSON count GET "${json}" files_count)
set(actual "class: ${class}\nhours: ${low}-${high}\nfiles: ${count}\n")
file(READ "${FIXTURE}/expected-estimate.txt" expected_text)
# The expectation file may carry '#' comment lines (the hand check); compare the rest.
string(REGEX REPLACE "#[^\n]*\n" "" expected "${expected_text}")
if(NOT actual STREQUAL expected)
  file(WRITE "${WORK}/estimate.json" "${json}")
  message(FATAL_ERROR "estimate differs from ${FIXTURE}/expected-estimate.txt\n"
                      "expected:\n${expected}actual:\n${actual}full report: ${WORK}/estimate.json")
endif()

# Progress on a non-terminal: one '[i/n] path' line per file, nothing else.
string(REGEX MATCHALL "\\[[0-9]+/${count}\\] [^\n]+\n" lines "${progress}")
list(LENGTH lines line_count)
if(NOT line_count EQUAL count)
  message(FATAL_ERROR "expected ${count} progress lines on stderr, got:\n${progress}")
endif()
message(STATUS "${actual}")
