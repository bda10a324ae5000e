# Runs the fuzz target with a seed corpus copied from the fixtures (.cu/.cuh sources) and the
# mapping tables; any crash, sanitizer report or non-idempotent translation makes libFuzzer
# exit non-zero and leaves the input in WORK/artifacts.
# RUNS inputs from the random SEED: the same inputs on every machine and in every clone
# (seeds are named by their contents, not their paths), so a test that fails fails again.
# SECONDS instead (no RUNS): explore, for as long as that, from a seed of libFuzzer's own.
file(REMOVE_RECURSE ${WORK}/seeds)
if(DEFINED RUNS) # a replay starts from the seeds alone, not from what an earlier run added
  file(REMOVE_RECURSE ${WORK}/corpus)
endif()
file(MAKE_DIRECTORY ${WORK}/seeds ${WORK}/corpus ${WORK}/artifacts)
file(GLOB_RECURSE sources ${SEEDS}/*.cu ${SEEDS}/*.cuh)
file(GLOB tables ${MAPPINGS}/*.json)
foreach(seed IN LISTS sources tables)
  file(SIZE ${seed} size)
  if(size LESS 65536)
    file(MD5 ${seed} name)
    file(COPY_FILE ${seed} ${WORK}/seeds/${name})
  endif()
endforeach()
if(DEFINED RUNS)
  set(extent -runs=${RUNS} -seed=${SEED})
else()
  set(extent -max_total_time=${SECONDS})
endif()
execute_process(
  COMMAND ${FUZZER} ${extent} -max_len=16384 -timeout=30 -rss_limit_mb=4096
          -print_final_stats=1 -artifact_prefix=${WORK}/artifacts/ ${WORK}/corpus ${WORK}/seeds
  RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "the fuzzer found a problem (exit ${status}); input in ${WORK}/artifacts")
endif()
