# The HIP 6.3 tier for one runnable fixture (fixtures/run/<name>/, issue 34): translate its
# sources (and the headers they reach) for HIP 6.3 in one run, then compile each translated
# source syntax-only with Debian's LLVM 22 clang against HIP 6.3's headers for gfx90a, gfx942
# and gfx950, as amd_compile_hip63.cmake does for the golden programs. The hipRAND and
# hipSPARSE fixtures find Debian's (HIP 5.2-era) library headers after the HIP 6.3 tree.
# A target the fixture cannot compile for is named in fixture.json's "amd_unsupported" with
# the reason; the test then checks that it still fails there.
# Run as: cmake -DCU2HIP=... -DFIXTURE_DIR=... -DCLANG=... -DHIP_ROOT=... -DWORK_DIR=... -P
file(READ ${FIXTURE_DIR}/fixture.json fixture)
string(JSON source_count LENGTH "${fixture}" sources)
math(EXPR last "${source_count} - 1")
set(sources "")
foreach(i RANGE ${last})
  string(JSON source GET "${fixture}" sources ${i})
  list(APPEND sources ${FIXTURE_DIR}/${source})
endforeach()
# cu2hip_flags: what `cu2hip validate` passes for this fixture too.
set(cu2hip_flags "")
string(JSON flag_count ERROR_VARIABLE no_flags LENGTH "${fixture}" cu2hip_flags)
if(no_flags STREQUAL "NOTFOUND" AND flag_count GREATER 0)
  math(EXPR last "${flag_count} - 1")
  foreach(i RANGE ${last})
    string(JSON flag GET "${fixture}" cu2hip_flags ${i})
    list(APPEND cu2hip_flags ${flag})
  endforeach()
endif()
get_filename_component(case ${FIXTURE_DIR} NAME)
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})
execute_process(COMMAND ${CU2HIP} ${cu2hip_flags} --hip-version 6.3 --quiet
                        --in-root ${FIXTURE_DIR} --out-root ${WORK_DIR} ${sources}
                RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "cu2hip failed on ${FIXTURE_DIR} (exit ${rc}):\n${err}")
endif()
# One target at a time: a target the fixture declares unsupported ("amd_unsupported": the
# texture fixture on the image-less gfx942/gfx950) must still fail, the others compile.
set(failures "")
foreach(arch gfx90a gfx942 gfx950)
  string(JSON why ERROR_VARIABLE supported GET "${fixture}" amd_unsupported ${arch})
  set(arch_failed FALSE)
  set(arch_errors "")
  foreach(source IN LISTS sources)
    file(RELATIVE_PATH relative ${FIXTURE_DIR} ${source})
    string(REGEX REPLACE "\\.cu$" ".hip" relative ${relative})
    execute_process(COMMAND ${CLANG} -x hip -std=c++17 -fsyntax-only -nogpulib
                            --offload-arch=${arch} --rocm-path=${HIP_ROOT}
                            -isystem ${HIP_ROOT}/include -D__AMDGCN_WAVEFRONT_SIZE=64
                            -Wno-unused-result -I${WORK_DIR} ${WORK_DIR}/${relative}
                    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT rc EQUAL 0)
      set(arch_failed TRUE)
      string(APPEND arch_errors "${relative}:\n${out}${err}\n")
    endif()
  endforeach()
  if(supported STREQUAL "NOTFOUND") # declared unsupported
    if(NOT arch_failed)
      string(APPEND failures "${arch} now compiles: remove amd_unsupported['${arch}']\n")
    else()
      message(STATUS "${case}: ${arch} unsupported as declared (${why})")
    endif()
  elseif(arch_failed)
    string(APPEND failures "${arch}:\n${arch_errors}")
  endif()
endforeach()
if(NOT failures STREQUAL "")
  message(FATAL_ERROR "HIP 6.3 syntax check of ${case}:\n${failures}")
endif()
message(STATUS "${case} compiles for HIP 6.3 on its targets among gfx90a, gfx942, gfx950")
