# Fails when docs/rules.md differs from what `cu2hip rules-docs` generates from
# the rule registry.
execute_process(COMMAND ${CU2HIP} rules-docs ${WORK} RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "cu2hip rules-docs failed (${rc})")
endif()
file(READ ${WORK} want)
file(READ ${DOC} have)
if(NOT want STREQUAL have)
  message(FATAL_ERROR "docs/rules.md is stale; run: cmake --build build --target rules-docs")
endif()
