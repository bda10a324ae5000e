# 'cu2hip migrate-build' against the real binary: refusals (exit 2, the flag or file named,
# nothing written) and --in-place keeping a byte-identical backup.
# Run as: cmake -DCU2HIP=... -DFIXTURE=<a CMakeLists.txt> -DWORK_DIR=... -P MigrateBuildCli.cmake
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR}/project)
set(input ${WORK_DIR}/project/CMakeLists.txt)
file(COPY_FILE ${FIXTURE} ${input})
file(READ ${input} original)

function(expect_refusal what pattern)
  execute_process(COMMAND ${CU2HIP} migrate-build ${ARGN} WORKING_DIRECTORY ${WORK_DIR}
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 2 OR NOT err MATCHES "${pattern}")
    message(FATAL_ERROR "${what}: expected exit 2 and '${pattern}', got ${rc}:\n${err}")
  endif()
endfunction()

expect_refusal("no output mode" "give exactly one of -o" ${input})
expect_refusal("input as output" "inputs are never overwritten" -o ${input} ${input})
expect_refusal("bad target" "'--offload-arch' takes AMD targets" --offload-arch sm_80 -o - ${input})
expect_refusal("not a build script" "'main.cu' is not a build script" -o - main.cu)
expect_refusal("out-root in the tree" "--out-root .* is inside the input tree"
               --out-root ${WORK_DIR}/project/hip ${input})
file(READ ${input} after)
if(NOT after STREQUAL original OR EXISTS ${WORK_DIR}/project/hip)
  message(FATAL_ERROR "a refused run changed or wrote files")
endif()

execute_process(COMMAND ${CU2HIP} migrate-build -q --in-place ${input} RESULT_VARIABLE rc)
file(READ ${input}.orig backup)
file(READ ${input} migrated)
if(NOT rc EQUAL 0 OR NOT backup STREQUAL original OR migrated STREQUAL original)
  message(FATAL_ERROR "--in-place: exit ${rc}; the backup must be the original, the file migrated")
endif()
expect_refusal("existing backup" "backup .* exists already" --in-place ${input})
message(STATUS "migrate-build refusals and --in-place behave")
