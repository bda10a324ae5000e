# run(WHAT COMMAND...): runs the command, fails the script naming WHAT with the output when
# it exits non-zero, and leaves its stdout in LAST_OUT. Shared by the AMD build scripts.
function(run what)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${what} failed (exit ${rc}):\n${out}${err}")
  endif()
  set(LAST_OUT "${out}" PARENT_SCOPE)
endfunction()
