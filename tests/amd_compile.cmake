# AMD compile tier for one fixture: translate it with cu2hip (with the fixture's own
# '// args:' line), then compile and link the HIP result with hipcc for each AMD target.
# Run as: cmake -DCU2HIP=... -DINPUT=... -DHIPCC=... -DWORK_DIR=... -DOFFLOAD_ARCHS=...
#        [-DLIB_INCLUDE=...] -P
file(STRINGS ${INPUT} args_line REGEX "^// args:" LIMIT_COUNT 1)
string(REGEX REPLACE "^// args:[ ]*" "" args "${args_line}")
separate_arguments(args UNIX_COMMAND "${args}")
file(MAKE_DIRECTORY ${WORK_DIR})
get_filename_component(case ${INPUT} NAME_WE)
set(translated ${WORK_DIR}/${case}.hip)
execute_process(COMMAND ${CU2HIP} ${args} ${INPUT} -o ${translated} --quiet
                RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "cu2hip failed on ${INPUT} (exit ${rc}):\n${err}")
endif()
set(arch_flags "")
foreach(arch IN LISTS OFFLOAD_ARCHS)
  list(APPEND arch_flags --offload-arch=${arch})
endforeach()
file(STRINGS ${INPUT} libs_line REGEX "^// libs:" LIMIT_COUNT 1)
string(REGEX REPLACE "^// libs:[ ]*" "" libs "${libs_line}")
separate_arguments(libs UNIX_COMMAND "${libs}")
# The fixture's own folder stays on the include path: a fixture may include a header of
# fixtures/translate/support/ as a program includes its own headers.
get_filename_component(fixture_dir ${INPUT} DIRECTORY)
# LIB_INCLUDE: rocThrust/hipCUB (header-only) for this HIP; Debian ships neither.
set(lib_flags "")
if(LIB_INCLUDE AND EXISTS ${LIB_INCLUDE})
  set(lib_flags -isystem ${LIB_INCLUDE})
endif()
execute_process(COMMAND ${HIPCC} -std=c++17 ${arch_flags} -I${fixture_dir} ${lib_flags} ${translated} -o ${WORK_DIR}/${case} ${libs}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
# A fixture translated for a newer HIP on purpose says so in '// hip52-known-failure: WHY'.
include(${CMAKE_CURRENT_LIST_DIR}/KnownFailure.cmake)
cu2hip_check_known_failure(${INPUT} hip52-known-failure "HIP 5.2" rc "${err}")
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "hipcc failed for ${translated} (${OFFLOAD_ARCHS}):\n${out}${err}")
endif()
message(STATUS "compiled and linked ${case} for ${OFFLOAD_ARCHS}")
