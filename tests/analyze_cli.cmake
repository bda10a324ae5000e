# `cu2hip analyze` on bad input (exit 2, message naming the flag or path) and with --quiet
# (no progress). Run as: cmake -DCU2HIP=<bin> -DFIXTURE=<dir> -DWORK=<dir> -P analyze_cli.cmake
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")

function(expect_failure needle)
  execute_process(COMMAND "${CU2HIP}" analyze ${ARGN} WORKING_DIRECTORY "${WORK}"
                  OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
  if(NOT rc EQUAL 2)
    message(FATAL_ERROR "analyze ${ARGN}: expected exit 2, got ${rc}\n${err}")
  endif()
  string(FIND "${err}" "${needle}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "analyze ${ARGN}: stderr lacks '${needle}':\n${err}")
  endif()
endfunction()

expect_failure("option '--format' takes table, text, md or json, not 'xml'" --format xml "${FIXTURE}")
expect_failure("no-such-dir" "${WORK}/no-such-dir")
expect_failure("'analyze' writes no translation" --out-dir "${WORK}" "${FIXTURE}")
file(WRITE "${WORK}/bad-model.json" "{\"schema_version\": 1}")
expect_failure("effort model '${WORK}/bad-model.json': model: missing \"assumptions\"" --effort-model "${WORK}/bad-model.json" "${FIXTURE}")
file(WRITE "${WORK}/docs-only/notes.txt" "no CUDA here\n")
expect_failure("no CUDA or C++ source files" "${WORK}/docs-only")

# --quiet: the estimate on stdout, nothing on stderr; --report writes the JSON file.
execute_process(COMMAND "${CU2HIP}" analyze -q --report "${WORK}/estimate.json" "${FIXTURE}"
                OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
if(NOT rc EQUAL 0 OR NOT err STREQUAL "")
  message(FATAL_ERROR "analyze -q: exit ${rc}, stderr should be empty:\n${err}")
endif()
string(FIND "${out}" "estimate: " at)
if(at EQUAL -1)
  message(FATAL_ERROR "analyze -q printed no estimate:\n${out}")
endif()
# What users need first: the library inventory, then the class, then the calibrated
# residual with its interval and where the calibration comes from (issue 37).
set(previous -1)
foreach(section "CUDA libraries the code depends on: none" "class:    runtime-api"
                "residual: " ", 80 % interval " "calibration: fitted " "Spearman "
                "drivers (" "per file (each alone")
  string(FIND "${out}" "${section}" at)
  if(at LESS_EQUAL previous)
    message(FATAL_ERROR "analyze's text lacks '${section}' after the sections before it:\n${out}")
  endif()
  set(previous ${at})
endforeach()
file(READ "${WORK}/estimate.json" report)
string(JSON class GET "${report}" class)
if(NOT class STREQUAL "runtime-api")
  message(FATAL_ERROR "--report JSON has class '${class}'")
endif()
string(JSON libraries LENGTH "${report}" libraries)
string(JSON residual_low GET "${report}" residual interval low)
string(JSON residual_high GET "${report}" residual interval high)
string(JSON corpus GET "${report}" residual calibration corpus)
string(JSON check_rho GET "${report}" residual calibration check_spearman)
if(NOT libraries EQUAL 0 OR residual_low GREATER residual_high OR NOT corpus MATCHES "HeCBench")
  message(FATAL_ERROR "--report JSON: libraries ${libraries}, interval ${residual_low}-"
                      "${residual_high}, corpus '${corpus}'")
endif()

# A translation run writes the same HTML page with --report FILE.html (part of the
# --report dispatch), with the estimate of the built-in model.
file(MAKE_DIRECTORY "${WORK}/translated")
execute_process(COMMAND "${CU2HIP}" -q --out-dir "${WORK}/translated" --report "${WORK}/run.html"
                        "${FIXTURE}/src/saxpy.cu" "${FIXTURE}/src/streams.cu"
                OUTPUT_QUIET ERROR_VARIABLE err RESULT_VARIABLE rc)
if(NOT rc EQUAL 0 OR NOT EXISTS "${WORK}/run.html")
  message(FATAL_ERROR "translation run with --report run.html failed (${rc}):\n${err}")
endif()
file(READ "${WORK}/run.html" page)
# saxpy.cu + streams.cu: 30 renames x 0.002-0.01 + set-up 2-8 = 2.06-8.30 h (std::printf
# is the C library's, not a CUDA reference; saxpy.cu's __global__, blockIdx, blockDim and
# threadIdx are already portable).
foreach(expected "id=\"summary-files\">2<" "id=\"summary-converted\">30<"
                 "id=\"estimate-hours\">2.1-8.3<")
  string(FIND "${page}" "${expected}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "run.html lacks '${expected}'")
  endif()
endforeach()

# --report FILE.sarif: the findings as SARIF 2.1.0 (it once wrote the JSON estimate into
# any name it did not know); an extension analyze cannot write is refused, nothing written.
execute_process(COMMAND "${CU2HIP}" analyze -q --report "${WORK}/findings.sarif" "${FIXTURE}"
                OUTPUT_QUIET ERROR_VARIABLE err RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "analyze --report findings.sarif failed (${rc}):\n${err}")
endif()
file(READ "${WORK}/findings.sarif" sarif)
string(JSON version GET "${sarif}" version)
string(JSON results LENGTH "${sarif}" runs 0 results)
string(JSON first_rule GET "${sarif}" runs 0 results 0 ruleId)
if(NOT version STREQUAL "2.1.0" OR results LESS 1 OR NOT first_rule MATCHES "^CU2HIP-")
  message(FATAL_ERROR "analyze --report findings.sarif is not SARIF with findings:\n${sarif}")
endif()
execute_process(COMMAND "${CU2HIP}" analyze -q --report "${WORK}/estimate.xyz" "${FIXTURE}"
                OUTPUT_QUIET ERROR_VARIABLE err RESULT_VARIABLE rc)
if(NOT rc EQUAL 2 OR NOT err MATCHES "estimate\\.xyz" OR EXISTS "${WORK}/estimate.xyz")
  message(FATAL_ERROR "analyze --report estimate.xyz: exit ${rc}, expected 2 naming the file:\n${err}")
endif()

# analyze runs on the translation run's project engine: -p hands each file the compilation
# database's flags (needs_define.cu parses only with its -D: without -p it is translated at
# token level), build scripts are analysed like sources (the Makefile's W100 reaches the
# SARIF findings), and -j changes nothing in the estimate.
set(db "${WORK}/db-project")
file(MAKE_DIRECTORY "${db}")
file(WRITE "${db}/needs_define.cu"
     "#ifndef FROM_DATABASE\n#error the compilation database defines FROM_DATABASE\n#endif\n"
     "#include <cuda_runtime.h>\n__global__ void fill(float *x) { x[threadIdx.x] = 1; }\n"
     "int main() { float *d; cudaMalloc(&d, 4); fill<<<1, 1>>>(d); cudaFree(d); }\n")
file(WRITE "${db}/Makefile" "NVCC_FLAGS := -O3 -Xptxas -v\n")
file(WRITE "${db}/compile_commands.json"
     "[{\"directory\": \"${db}\", \"file\": \"${db}/needs_define.cu\",\n"
     "  \"command\": \"nvcc -DFROM_DATABASE -c needs_define.cu\"}]\n")
execute_process(COMMAND "${CU2HIP}" analyze -q --format text "${db}"
                OUTPUT_VARIABLE without_db ERROR_VARIABLE err RESULT_VARIABLE rc)
if(NOT rc EQUAL 0 OR NOT without_db MATCHES "needs_define\\.cu[^\n]*\\(fallback\\)")
  message(FATAL_ERROR "analyze without -p: exit ${rc}, needs_define.cu should fall back:\n"
                      "${without_db}\n${err}")
endif()
execute_process(COMMAND "${CU2HIP}" analyze -q --format text -p "${db}"
                        --report "${WORK}/db-findings.sarif"
                OUTPUT_VARIABLE with_db ERROR_VARIABLE err RESULT_VARIABLE rc)
if(NOT rc EQUAL 0 OR NOT with_db MATCHES "needs_define\\.cu" OR with_db MATCHES "\\(fallback\\)")
  message(FATAL_ERROR "analyze -p: exit ${rc}, needs_define.cu should parse:\n${with_db}\n${err}")
endif()
file(READ "${WORK}/db-findings.sarif" sarif)
string(FIND "${sarif}" "\"ruleId\": \"CU2HIP-W100\"" at)
if(at EQUAL -1)
  message(FATAL_ERROR "analyze -p --report .sarif lacks the Makefile's W100:\n${sarif}")
endif()
foreach(jobs 1 2)
  execute_process(COMMAND "${CU2HIP}" analyze -q --format json -j ${jobs} "${FIXTURE}"
                  OUTPUT_VARIABLE estimate_j${jobs} RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "analyze -j ${jobs}: exit ${rc}")
  endif()
endforeach()
if(NOT estimate_j1 STREQUAL estimate_j2)
  message(FATAL_ERROR "analyze -j 2 changed the estimate:\n${estimate_j1}\n---\n${estimate_j2}")
endif()
