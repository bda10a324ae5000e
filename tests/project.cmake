# Project conversion: the benchmark runner (a target, not a test) and the ctests of
# directory mode, compile databases, -j determinism, the cache and sharding.
add_executable(cu2hip_benchmark EXCLUDE_FROM_ALL benchmark/BenchmarkRunner.cpp)
target_link_libraries(cu2hip_benchmark PRIVATE nlohmann_json::nlohmann_json)
set(CU2HIP_BENCH_TREE ${CMAKE_BINARY_DIR}/benchmark/tree)
add_custom_target(benchmark
  COMMAND ${CMAKE_COMMAND} -DOUT=${CU2HIP_BENCH_TREE} -DMODULES=75 -DREAL_CODE=ON
          -P ${CMAKE_CURRENT_SOURCE_DIR}/benchmark/generate_tree.cmake
  COMMAND cu2hip_benchmark $<TARGET_FILE:cu2hip> ${CU2HIP_BENCH_TREE}
          ${CMAKE_BINARY_DIR}/benchmark/work
  DEPENDS cu2hip cu2hip_benchmark
  USES_TERMINAL
  COMMENT "Converting a generated 300-file CUDA tree with several cu2hip configurations")
# The same figures on real code kept outside the repository (a fetched cuda-samples or
# HeCBench tree): cmake -DCU2HIP_BENCH_REAL_TREE=DIR, then the benchmark-real target.
set(CU2HIP_BENCH_REAL_TREE "" CACHE PATH "a real CUDA tree for the benchmark-real target")
# The benchmark edits one .cu of its tree (the incremental case): it runs on a copy.
add_custom_target(benchmark-real
  COMMAND ${CMAKE_COMMAND} -E rm -rf ${CMAKE_BINARY_DIR}/benchmark/real-tree
  COMMAND ${CMAKE_COMMAND} -E copy_directory ${CU2HIP_BENCH_REAL_TREE}
          ${CMAKE_BINARY_DIR}/benchmark/real-tree
  COMMAND cu2hip_benchmark $<TARGET_FILE:cu2hip> ${CMAKE_BINARY_DIR}/benchmark/real-tree
          ${CMAKE_BINARY_DIR}/benchmark/real-work
  DEPENDS cu2hip cu2hip_benchmark
  USES_TERMINAL
  COMMENT "Converting ${CU2HIP_BENCH_REAL_TREE} with several cu2hip configurations")

foreach(case directory refusals in_place included_headers includer_context compile_db jobs_identical cache shards shards_merge)
  add_test(NAME project.${case}
           COMMAND ${CMAKE_COMMAND} -DCU2HIP=$<TARGET_FILE:cu2hip> -DCASE=${case}
                   -DWORK=${CMAKE_BINARY_DIR}/project-tests/${case}
                   -DGENERATOR=${CMAKE_CURRENT_SOURCE_DIR}/benchmark/generate_tree.cmake
                   -P ${CMAKE_CURRENT_SOURCE_DIR}/project/project_case.cmake)
endforeach()

# What a user meets converting a project folder: the first screen of stderr, output tree
# hygiene, build-script targets per HIP version, --help for every command (issue 17).
add_test(NAME project.user_run
         COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/project/user_run.sh $<TARGET_FILE:cu2hip>
                 ${CMAKE_BINARY_DIR}/project-tests/user_run)
set_tests_properties(project.user_run PROPERTIES TIMEOUT 900)
add_test(NAME project.build_script_findings
         COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/project/build_script_findings.sh $<TARGET_FILE:cu2hip>
                 ${CMAKE_BINARY_DIR}/project-tests/build_script_findings)
