# Fails when a generated page (docs/diagnostics.md, rules.md, options.md) differs from what
# `cu2hip-docs COMMAND` writes today from its source (the catalogue, the registry, option tables).
# Run as: cmake -DCU2HIP=<cu2hip-docs> -DCOMMAND=rules-docs -DDOC=docs/rules.md -DWORK=... -P this file
execute_process(COMMAND ${CU2HIP} ${COMMAND} ${WORK} RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "cu2hip-docs ${COMMAND} failed (${rc})")
endif()
file(READ ${WORK} want)
file(READ ${DOC} have)
if(NOT want STREQUAL have)
  message(FATAL_ERROR "${DOC} is stale; run: cmake --build build --target ${COMMAND}")
endif()
