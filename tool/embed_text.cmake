# Shared by the scripts that compile JSON data into the binary (mappings/embed_tables.cmake,
# report/embed_effort_model.cmake): appends TEXT to the variable BODY_VAR as a sequence of
# raw string literals, which the compiler concatenates. The text is split into chunks
# because compilers limit the length of one literal.
function(append_raw_string_literal body_var text)
  set(body "${${body_var}}")
  string(LENGTH "${text}" length)
  set(offset 0)
  while(offset LESS length)
    string(SUBSTRING "${text}" ${offset} 8000 chunk)
    string(APPEND body "R\"cu2hipjson(${chunk})cu2hipjson\"\n")
    math(EXPR offset "${offset} + 8000")
  endwhile()
  set(${body_var} "${body}" PARENT_SCOPE)
endfunction()
