# A make-built CUDA project (fixtures/example_make: nvcc, -arch=sm_80, CUDA_PATH, -lcudart)
# converted as a whole folder at --hip-version 5.2, then built with 'make' and Debian's
# hipcc for the AMD targets HIP 5.2's compiler accepts. ROCM_PATH=/usr is where Debian
# installs ROCm (the migrated Makefile defaults to /opt/rocm, ROCm's own location), the
# same override a CUDA user makes with CUDA_PATH. Compile and link only; nothing is run.
# Run as: cmake -DCU2HIP=... -DPROJECT=... -DWORK_DIR=... -P MakeProjectAmdBuild.cmake
file(REMOVE_RECURSE ${WORK_DIR})
set(source ${WORK_DIR}/hip)

include(${CMAKE_CURRENT_LIST_DIR}/RunStep.cmake)

run("cu2hip" ${CU2HIP} --quiet --hip-version 5.2 --cache-dir ${WORK_DIR}/cache --out-root ${source}
    ${PROJECT})
file(STRINGS ${source}/Makefile makefile REGEX "^[^#]") # comments are kept as written
if(makefile MATCHES "nvcc|NVCC|sm_|\\.cu[ :)]|gfx942")
  message(FATAL_ERROR "CUDA (or a target HIP 5.2 cannot compile) left in the Makefile:\n${makefile}")
endif()
run("make" make -C ${source} ROCM_PATH=/usr)
foreach(arch gfx90a gfx940)
  if(NOT LAST_OUT MATCHES "--offload-arch=${arch}")
    message(FATAL_ERROR "make did not compile for ${arch}:\n${LAST_OUT}")
  endif()
endforeach()
if(NOT EXISTS ${source}/saxpy)
  message(FATAL_ERROR "make finished but ${source}/saxpy is missing")
endif()
message(STATUS "make project converted and built for gfx90a and gfx940")
