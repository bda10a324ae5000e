# Runs the fuzz target for SECONDS with a seed corpus copied from the fixtures (.cu/.cuh
# sources) and the mapping tables; any crash, sanitizer report or non-idempotent
# translation makes libFuzzer exit non-zero and leaves the input in WORK/artifacts.
file(REMOVE_RECURSE ${WORK}/seeds)
file(MAKE_DIRECTORY ${WORK}/seeds ${WORK}/corpus ${WORK}/artifacts)
file(GLOB_RECURSE sources ${SEEDS}/*.cu ${SEEDS}/*.cuh)
file(GLOB tables ${MAPPINGS}/*.json)
foreach(seed IN LISTS sources tables)
  file(SIZE ${seed} size)
  if(size LESS 65536)
    string(MD5 name "${seed}")
    file(COPY_FILE ${seed} ${WORK}/seeds/${name})
  endif()
endforeach()
execute_process(
  COMMAND ${FUZZER} -max_total_time=${SECONDS} -max_len=16384 -timeout=30 -rss_limit_mb=4096
          -print_final_stats=1 -artifact_prefix=${WORK}/artifacts/ ${WORK}/corpus ${WORK}/seeds
  RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "the fuzzer found a problem (exit ${status}); input in ${WORK}/artifacts")
endif()
