# Fails when docs/diagnostics.md differs from what `cu2hip diagnostics-docs` generates from
# the diagnostics catalogue.
execute_process(COMMAND ${CU2HIP} diagnostics-docs ${WORK} RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "cu2hip diagnostics-docs failed (${rc})")
endif()
file(READ ${WORK} want)
file(READ ${DOC} have)
if(NOT want STREQUAL have)
  message(FATAL_ERROR "docs/diagnostics.md is stale; run: cmake --build build --target diagnostics-docs")
endif()
