# The second AMD tier for one fixture (issue 34): translate it for HIP 6.3 (the fixture's own
# '// args:' line with its --hip-version replaced), then compile the result syntax-only with
# Debian's LLVM 22 clang against HIP 6.3's headers for gfx90a, gfx942 and gfx950 (wave64).
# Code generation would need device libraries for gfx942+ that Debian lacks.
# A fixture that cannot compile there yet says why in a '// hip63-known-failure: WHY' line:
# the test then passes only while the compile still fails (a fix must remove the line).
# Run as: cmake -DCU2HIP=... -DINPUT=... -DCLANG=... -DHIP_ROOT=... -DWORK_DIR=... -P
file(STRINGS ${INPUT} args_line REGEX "^// args:" LIMIT_COUNT 1)
string(REGEX REPLACE "^// args:[ ]*" "" args "${args_line}")
string(REGEX REPLACE "--hip-version[ =][0-9.]+" "" args "${args}")
separate_arguments(args UNIX_COMMAND "${args}")
file(MAKE_DIRECTORY ${WORK_DIR})
get_filename_component(case ${INPUT} NAME_WE)
set(translated ${WORK_DIR}/${case}.hip)
execute_process(COMMAND ${CU2HIP} ${args} --hip-version 6.3 ${INPUT} -o ${translated} --quiet
                RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "cu2hip failed on ${INPUT} (exit ${rc}):\n${err}")
endif()
get_filename_component(fixture_dir ${INPUT} DIRECTORY)
execute_process(COMMAND ${CLANG} -x hip -std=c++17 -fsyntax-only -nogpulib
                        --offload-arch=gfx90a --offload-arch=gfx942 --offload-arch=gfx950
                        --rocm-path=${HIP_ROOT} -isystem ${HIP_ROOT}/include
                        -D__AMDGCN_WAVEFRONT_SIZE=64 -Wno-unused-result -I${fixture_dir}
                        ${translated}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
include(${CMAKE_CURRENT_LIST_DIR}/../KnownFailure.cmake)
cu2hip_check_known_failure(${INPUT} hip63-known-failure "HIP 6.3" rc "${err}")
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "HIP 6.3 syntax check failed for ${translated} (gfx90a, gfx942, gfx950):\n${out}${err}")
endif()
message(STATUS "${case} compiles for HIP 6.3 on gfx90a, gfx942 and gfx950")
