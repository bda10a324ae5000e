# A fixture that cannot build on one tier says why in a '// <TAG>: WHY' header line; the tier's
# test then passes only while the build still fails there, so a fix must remove the line.
# cu2hip_check_known_failure(INPUT <fixture> TAG <hip52-known-failure> TIER <"HIP 5.2">
#                            RC <exit status> ERR <stderr>):
# ends the calling script (a macro: its return() is the script's) when the fixture declares
# a known failure; does nothing otherwise.
macro(cu2hip_check_known_failure INPUT TAG TIER RC ERR)
  file(STRINGS ${INPUT} known_line REGEX "^// ${TAG}:" LIMIT_COUNT 1)
  if(known_line)
    get_filename_component(known_case ${INPUT} NAME_WE)
    if(${RC} EQUAL 0)
      message(FATAL_ERROR "${known_case} now builds with ${TIER}: remove its '${known_line}' line")
    endif()
    string(REGEX MATCH "[^\n]*error:[^\n]*" first "${ERR}")
    message(STATUS "${known_case}: known failure for ${TIER} (${known_line}); first error: ${first}")
    return()
  endif()
endmacro()
