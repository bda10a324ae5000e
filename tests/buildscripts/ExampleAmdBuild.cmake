# Converts the bundled example project (fixtures/example) the way the README does: the
# whole folder at --hip-version 5.2, its CMakeLists.txt migrated on the way with the AMD
# targets HIP 5.2's compiler accepts (gfx90a, gfx940), include folders found from the
# project's own headers. Then configures and builds the result with CMake's HIP language
# and Debian's HIP 5.2 toolchain (compile and link; no GPU needed, nothing is run).
# With -DIN_PLACE=ON a copy of the project is converted with --in-place instead: the sources
# keep their '.cu' names, and the migrated CMakeLists.txt must name them so (issue 33).
# Run as: cmake -DCU2HIP=... -DEXAMPLE=... -DHIP_CLANG=... -DWORK_DIR=... -P ExampleAmdBuild.cmake
file(REMOVE_RECURSE ${WORK_DIR})
set(source ${WORK_DIR}/hip)
set(build ${WORK_DIR}/build)

include(${CMAKE_CURRENT_LIST_DIR}/RunStep.cmake)

if(IN_PLACE)
  file(COPY ${EXAMPLE}/ DESTINATION ${source})
  run("cu2hip --in-place" ${CU2HIP} --quiet --hip-version 5.2 --cache-dir ${WORK_DIR}/cache
      --in-place --report ${WORK_DIR}/report.json ${source})
  set(cuda_left "CUDA")
else()
  run("cu2hip" ${CU2HIP} --quiet --hip-version 5.2 --cache-dir ${WORK_DIR}/cache
      --out-root ${source} --report ${WORK_DIR}/report.json ${EXAMPLE})
  set(cuda_left "CUDA|\\.cu[^h]")
endif()
file(READ ${WORK_DIR}/report.json report)
if(report MATCHES "\"mode\": \"fallback\"")
  message(FATAL_ERROR "a file of the example was translated at token level: its include folder "
                      "was not found from the project's headers")
endif()

# The migrated project must not ask for anything of CUDA's any more.
file(READ ${source}/CMakeLists.txt migrated)
if(migrated MATCHES "${cuda_left}")
  message(FATAL_ERROR "CUDA left in the migrated CMakeLists.txt:\n${migrated}")
endif()

# What Debian's packages need for CMake's HIP language (CMake 3.25):
# - CMake looks for <rocm>/lib/cmake/hip-lang/hip-lang-config.cmake, but Debian installs it in
#   /usr/lib/x86_64-linux-gnu/cmake: a ROCm root whose lib/cmake links there is given instead;
# - hip-lang-config finds amd_comgr/AMDDeviceLibs, also there, from CMake's compiler checks,
#   before CMake knows the library architecture: CMAKE_PREFIX_PATH names the folder;
# - clang needs the HIP runtime and device libraries' locations (hipcc passes the same).
set(rocm_root ${WORK_DIR}/rocm)
file(MAKE_DIRECTORY ${rocm_root}/lib)
file(CREATE_LINK /usr/lib/x86_64-linux-gnu/cmake ${rocm_root}/lib/cmake SYMBOLIC)
set(hip_flags "--rocm-path=/usr --rocm-device-lib-path=/usr/lib/x86_64-linux-gnu/amdgcn/bitcode")
run("configuring the HIP project"
    ${CMAKE_COMMAND} -E env CMAKE_PREFIX_PATH=/usr/lib/x86_64-linux-gnu/cmake HIPFLAGS=${hip_flags}
    ${CMAKE_COMMAND} -S ${source} -B ${build} -G Ninja -DCMAKE_HIP_COMPILER=${HIP_CLANG}
    -DCMAKE_HIP_COMPILER_ROCM_ROOT=${rocm_root})
run("building the HIP project" ${CMAKE_COMMAND} --build ${build})
if(NOT EXISTS ${build}/heatsim)
  message(FATAL_ERROR "the build finished but ${build}/heatsim is missing")
endif()
foreach(arch gfx90a gfx940)
  file(STRINGS ${build}/build.ninja arch_flags REGEX "--offload-arch=${arch}")
  if(NOT arch_flags)
    message(FATAL_ERROR "the HIP sources were not compiled for ${arch}")
  endif()
endforeach()
message(STATUS "example project converted and built for gfx90a and gfx940")
