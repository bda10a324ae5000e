# Runs the fuzz target with a seed corpus copied from the fixtures (.cu/.cuh sources) and the
# mapping tables; any crash, sanitizer report or non-idempotent translation makes libFuzzer
# exit non-zero and leaves the input in WORK/artifacts.
#
# RUNS (a replay): RUNS inputs from the random SEED, the same inputs on every machine and in
# every clone, so a test that fails fails again and a test that passes here passes in CI.
# Four things made libFuzzer's search differ from run to run (it diverged within a thousand
# inputs) and are taken out of a replay:
#  - the order of the seeds: read from a folder, they come in the file system's order, and
#    libFuzzer's sort by size keeps no order among equal sizes. They are given as one list
#    in name order (named by content, so every clone lists the same);
#  - comparison tracing (-use_cmp): it feeds the operands of the target's comparisons to the
#    mutator, and some of those are addresses;
#  - address randomization: hash tables keyed by pointers probe differently at different
#    addresses, and the coverage of those probes steers the search. The replay runs under
#    `setarch -R` where the system allows it, from WORK with relative paths, so that neither
#    the clone's location nor the environment moves the heap;
#  - leak checks after single inputs (-detect_leaks): whether one runs depends on allocations
#    that any thread makes meanwhile. LeakSanitizer still checks the whole run at its end.
# SECONDS instead (no RUNS): explore, for as long as that, from a seed of libFuzzer's own, with
# comparison tracing on, from the seeds and all an earlier exploration kept in WORK/corpus.
file(REMOVE_RECURSE ${WORK}/seeds)
if(DEFINED RUNS) # a replay starts from the seeds alone, not from what an earlier run left
  file(REMOVE_RECURSE ${WORK}/corpus ${WORK}/artifacts)
endif()
file(MAKE_DIRECTORY ${WORK}/seeds ${WORK}/corpus ${WORK}/artifacts)
file(GLOB_RECURSE sources ${SEEDS}/*.cu ${SEEDS}/*.cuh)
file(GLOB tables ${MAPPINGS}/*.json)
set(seed_list)
foreach(seed IN LISTS sources tables)
  file(SIZE ${seed} size)
  if(size LESS 65536)
    file(MD5 ${seed} name)
    file(COPY_FILE ${seed} ${WORK}/seeds/${name})
    list(APPEND seed_list seeds/${name})
  endif()
endforeach()
list(REMOVE_DUPLICATES seed_list)
list(SORT seed_list)
list(JOIN seed_list "," seed_inputs)
file(WRITE ${WORK}/seed-inputs.txt "${seed_inputs}")

file(CREATE_LINK ${FUZZER} ${WORK}/cu2hip_fuzzer SYMBOLIC) # the same argv[0] in any clone
set(launcher)
if(DEFINED RUNS)
  set(extent -runs=${RUNS} -seed=${SEED} -use_cmp=0 -detect_leaks=0
             -seed_inputs=@seed-inputs.txt)
  execute_process(COMMAND uname -m OUTPUT_VARIABLE machine OUTPUT_STRIP_TRAILING_WHITESPACE)
  execute_process(COMMAND setarch ${machine} -R true RESULT_VARIABLE no_aslr_refused
                  OUTPUT_QUIET ERROR_QUIET)
  if(no_aslr_refused)
    message(WARNING "setarch -R is refused here: the replay runs with randomized addresses "
                    "and may take another path through the inputs than on other machines")
  else()
    set(launcher setarch ${machine} -R)
  endif()
else()
  set(extent -max_total_time=${SECONDS} corpus seeds)
endif()
execute_process(
  COMMAND ${launcher} ./cu2hip_fuzzer ${extent} -max_len=16384 -timeout=30 -rss_limit_mb=4096
          -print_final_stats=1 -artifact_prefix=artifacts/
  WORKING_DIRECTORY ${WORK}
  RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  file(GLOB findings ${WORK}/artifacts/*)
  if(findings)
    message(FATAL_ERROR "the fuzzer found a problem (exit ${status}); replay it with\n"
                        "  ${FUZZER} ${findings}")
  endif()
  message(FATAL_ERROR "the fuzzer failed (exit ${status}) with no input to blame: "
                      "a leak found at the end of the run, or the run itself (its output above)")
endif()
