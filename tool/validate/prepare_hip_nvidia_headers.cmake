# prepare_hip_nvidia_headers.cmake -- build-time copy of HIP's headers, patched
# so that HIP's header-only NVIDIA backend compiles with nvcc against CUDA 12/13.
#
#   cmake -DHIP_INCLUDE_DIR=/usr/include -DOUT_DIR=<dir> \
#         -P tool/validate/prepare_hip_nvidia_headers.cmake
#
# Copies ${HIP_INCLUDE_DIR}/hip to ${OUT_DIR}/hip and applies the textual edits
# listed in hip_nvidia_edits.cmake (next to this script).  Compile HIP code with
#   nvcc -x cu -D__HIP_PLATFORM_NVIDIA__ -I${OUT_DIR} ...
#
# Every edit must find its expected text exactly once, or the script stops with
# FATAL_ERROR (that means a different HIP version: review the edit list).
# The copy is built in ${OUT_DIR}/hip.tmp and renamed into place only when
# complete, so an interrupted run never leaves a half-patched ${OUT_DIR}/hip.
# Re-running with unchanged inputs is a no-op (a content hash is recorded in
# ${OUT_DIR}/hip/.cu2hip-prepared).
#
# Optional: -DEDITS_FILE=<file> to use another edit list.

cmake_minimum_required(VERSION 3.16)

if(NOT HIP_INCLUDE_DIR)
  message(FATAL_ERROR "prepare_hip_nvidia_headers: pass -DHIP_INCLUDE_DIR=<dir holding hip/> (e.g. /usr/include)")
endif()
if(NOT OUT_DIR)
  message(FATAL_ERROR "prepare_hip_nvidia_headers: pass -DOUT_DIR=<output include dir>")
endif()
if(NOT EDITS_FILE)
  set(EDITS_FILE "${CMAKE_CURRENT_LIST_DIR}/hip_nvidia_edits.cmake")
endif()

set(_src "${HIP_INCLUDE_DIR}/hip")
foreach(_must hip_runtime.h hip_runtime_api.h hip_version.h nvidia_detail/nvidia_hip_runtime_api.h)
  if(NOT EXISTS "${_src}/${_must}")
    message(FATAL_ERROR "prepare_hip_nvidia_headers: ${_src}/${_must} not found; "
                        "is libamdhip64-dev installed and HIP_INCLUDE_DIR right?")
  endif()
endforeach()

# ---------------------------------------------------------------------------
# The edit list.  hip_nvidia_edit(ID <id> FILE <path under hip/> GUARD <cond>
#                                 WHY <text> OLD <text> NEW <text>)
# With a GUARD the replacement is written as
#     #if <GUARD> /* cu2hip <id> */
#     <NEW>#else
#     <OLD>#endif
# so the original stays in force where the condition is false; OLD must then
# be whole lines (start at a line start, end with a newline) and NEW must be
# empty or end with a newline.  GUARD "" means a plain replacement.
# Arguments are read one by one (not with cmake_parse_arguments) so that the
# semicolons of C code survive.
# ---------------------------------------------------------------------------
set(_hne_count 0)
function(hip_nvidia_edit)
  foreach(_k ID FILE GUARD WHY OLD NEW)
    set(_have_${_k} FALSE)
  endforeach()
  set(_i 0)
  while(_i LESS ARGC)
    set(_k "${ARGV${_i}}")
    if(NOT _k MATCHES "^(ID|FILE|GUARD|WHY|OLD|NEW)$")
      message(FATAL_ERROR "hip_nvidia_edit: unexpected argument '${_k}' (edit #${_hne_count})")
    endif()
    math(EXPR _i "${_i} + 1")
    if(NOT _i LESS ARGC)
      message(FATAL_ERROR "hip_nvidia_edit: keyword ${_k} without a value (edit #${_hne_count})")
    endif()
    set(_v_${_k} "${ARGV${_i}}")
    set(_have_${_k} TRUE)
    math(EXPR _i "${_i} + 1")
  endwhile()
  foreach(_k ID FILE GUARD WHY OLD NEW)
    if(NOT _have_${_k})
      message(FATAL_ERROR "hip_nvidia_edit: ${_k} missing (edit #${_hne_count} ${_v_ID})")
    endif()
  endforeach()
  if(_v_OLD STREQUAL "")
    message(FATAL_ERROR "hip_nvidia_edit ${_v_ID}: OLD must not be empty")
  endif()
  set(_n ${_hne_count})
  foreach(_k ID FILE GUARD WHY OLD NEW)
    set(_hne_${_n}_${_k} "${_v_${_k}}" PARENT_SCOPE)
  endforeach()
  math(EXPR _n "${_n} + 1")
  set(_hne_count ${_n} PARENT_SCOPE)
endfunction()

include("${EDITS_FILE}")
if(_hne_count EQUAL 0)
  message(FATAL_ERROR "prepare_hip_nvidia_headers: no edits found in ${EDITS_FILE}")
endif()

# ---------------------------------------------------------------------------
# Up-to-date check: hash of this script, the edit list and every source file.
# ---------------------------------------------------------------------------
file(GLOB_RECURSE _src_files LIST_DIRECTORIES false RELATIVE "${_src}" "${_src}/*")
list(SORT _src_files)
set(_fingerprint "")
foreach(_f "${CMAKE_CURRENT_LIST_FILE}" "${EDITS_FILE}")
  file(SHA256 "${_f}" _h)
  string(APPEND _fingerprint "${_h}\n")
endforeach()
foreach(_f IN LISTS _src_files)
  if(IS_SYMLINK "${_src}/${_f}" OR IS_DIRECTORY "${_src}/${_f}")
    string(APPEND _fingerprint "${_f} (link)\n")
  else()
    file(SHA256 "${_src}/${_f}" _h)
    string(APPEND _fingerprint "${_f} ${_h}\n")
  endif()
endforeach()
string(SHA256 _fingerprint "${_fingerprint}")

set(_dst "${OUT_DIR}/hip")
set(_tmp "${OUT_DIR}/hip.tmp")
set(_old_copy "${OUT_DIR}/hip.old")

# Stop with an error, leaving no partial copy behind (${_dst} is untouched).
# The message parts are read through ARGV<n> so that semicolons survive.
function(_hne_fail)
  set(_msg "prepare_hip_nvidia_headers: ")
  math(EXPR _last "${ARGC} - 1")
  foreach(_i RANGE 0 ${_last})
    string(APPEND _msg "${ARGV${_i}}")
  endforeach()
  file(REMOVE_RECURSE "${_tmp}")
  message(FATAL_ERROR "${_msg}")
endfunction()

set(_stamp_name ".cu2hip-prepared")
if(EXISTS "${_dst}/${_stamp_name}" AND EXISTS "${_dst}/hip_runtime.h")
  file(STRINGS "${_dst}/${_stamp_name}" _old_fp LIMIT_COUNT 1 REGEX "^fingerprint ")
  if(_old_fp STREQUAL "fingerprint ${_fingerprint}")
    # Nothing changed: keep the copy; refresh the build-system output's time.
    file(TOUCH_NOCREATE "${_dst}/hip_runtime.h")
    message(STATUS "prepare_hip_nvidia_headers: ${_dst} is up to date")
    return()
  endif()
endif()

# ---------------------------------------------------------------------------
# Copy into hip.tmp (a stale one from an interrupted run is discarded).
# ---------------------------------------------------------------------------
file(REMOVE_RECURSE "${_tmp}" "${_old_copy}")
file(MAKE_DIRECTORY "${OUT_DIR}")
# Trailing slash: copy the contents of hip/ into hip.tmp.  Symlinks
# (nvcc_detail -> nvidia_detail, hcc_detail -> amd_detail) are kept as links.
file(COPY "${_src}/" DESTINATION "${_tmp}")

# ---------------------------------------------------------------------------
# Apply the edits.
# ---------------------------------------------------------------------------
set(_log "")
math(EXPR _lastedit "${_hne_count} - 1")
foreach(_n RANGE 0 ${_lastedit})
  set(_id    "${_hne_${_n}_ID}")
  set(_rel   "${_hne_${_n}_FILE}")
  set(_guard "${_hne_${_n}_GUARD}")
  set(_old   "${_hne_${_n}_OLD}")
  set(_new   "${_hne_${_n}_NEW}")
  set(_path  "${_tmp}/${_rel}")
  if(NOT EXISTS "${_path}")
    _hne_fail("edit '${_id}': file hip/${_rel} does not exist in ${_src} "
              "(a different HIP version? review ${EDITS_FILE})")
  endif()
  file(READ "${_path}" _text)

  # Count occurrences of OLD; it must occur exactly once.
  string(LENGTH "${_old}" _oldlen)
  set(_rest "${_text}")
  set(_hits 0)
  set(_pos -1)
  set(_base 0)
  while(TRUE)
    string(FIND "${_rest}" "${_old}" _p)
    if(_p EQUAL -1)
      break()
    endif()
    math(EXPR _hits "${_hits} + 1")
    if(_hits EQUAL 1)
      math(EXPR _pos "${_base} + ${_p}")
    endif()
    math(EXPR _skip "${_p} + ${_oldlen}")
    math(EXPR _base "${_base} + ${_skip}")
    string(SUBSTRING "${_rest}" ${_skip} -1 _rest)
  endwhile()
  if(NOT _hits EQUAL 1)
    _hne_fail(
      "edit '${_id}' expects this text exactly once in "
      "hip/${_rel} (from ${_src}/${_rel}), found it ${_hits} times "
      "(a different HIP version? review ${EDITS_FILE}):\n"
      "----- expected text -----\n${_old}-------------------------")
  endif()

  if(_guard STREQUAL "")
    set(_replacement "${_new}")
  else()
    # Whole-line checks so the #if/#else/#endif lines are well formed.
    if(_pos GREATER 0)
      math(EXPR _before "${_pos} - 1")
      string(SUBSTRING "${_text}" ${_before} 1 _ch)
      if(NOT _ch STREQUAL "\n")
        _hne_fail("edit '${_id}' (hip/${_rel}): guarded OLD text must start at the "
                  "beginning of a line")
      endif()
    endif()
    if(NOT _old MATCHES "\n$")
      _hne_fail("edit '${_id}': guarded OLD text must end with a newline")
    endif()
    if(NOT _new STREQUAL "" AND NOT _new MATCHES "\n$")
      _hne_fail("edit '${_id}': guarded NEW text must be empty or end with a newline")
    endif()
    set(_replacement "#if ${_guard} /* cu2hip ${_id} */\n${_new}#else\n${_old}#endif /* cu2hip ${_id} */\n")
  endif()

  string(SUBSTRING "${_text}" 0 ${_pos} _head)
  math(EXPR _after "${_pos} + ${_oldlen}")
  string(SUBSTRING "${_text}" ${_after} -1 _tail)
  file(WRITE "${_path}" "${_head}${_replacement}${_tail}")
  string(APPEND _log "edit ${_id} hip/${_rel} guard: ${_guard}\n")
endforeach()

# Give every file in the copy a fresh time stamp so that objects compiled
# against an older copy are rebuilt (file(COPY) keeps the package's times).
file(GLOB_RECURSE _copied LIST_DIRECTORIES false "${_tmp}/*")
foreach(_f IN LISTS _copied)
  if(NOT IS_SYMLINK "${_f}")
    file(TOUCH_NOCREATE "${_f}")
  endif()
endforeach()

file(WRITE "${_tmp}/${_stamp_name}"
  "fingerprint ${_fingerprint}\n"
  "Produced by cu2hip tool/validate/prepare_hip_nvidia_headers.cmake from ${_src}.\n"
  "Do not commit: this is a patched copy of HIP's installed headers.\n"
  "${_log}")

# ---------------------------------------------------------------------------
# Move into place.  Only a complete copy is ever renamed to ${OUT_DIR}/hip;
# the previous copy is moved aside first and deleted last.
# ---------------------------------------------------------------------------
if(EXISTS "${_dst}" OR IS_SYMLINK "${_dst}")
  file(RENAME "${_dst}" "${_old_copy}")
endif()
file(RENAME "${_tmp}" "${_dst}")
file(REMOVE_RECURSE "${_old_copy}")
message(STATUS "prepare_hip_nvidia_headers: wrote ${_dst} (${_hne_count} edits)")
