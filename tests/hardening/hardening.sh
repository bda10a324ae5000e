#!/usr/bin/env bash
# Hardening cases of issue 8 with the real binary: bad inputs and unsafe output plans each
# get a clear message naming the file, a documented exit code (docs/usage.md), never a
# crash or a hang, and never a partial output or a leftover temporary file.
# usage: hardening.sh CU2HIP WORKDIR
# The ctest uses a 1 MB generated source and a 60 s limit per run; the issue's 50 MB case
# is run by hand, as a benchmark: HARDENING_BIG_MB=50 HARDENING_TIMEOUT=1800 hardening.sh ...
set -uo pipefail
CU2HIP=$1
WORK=$2
BIG_MB=${HARDENING_BIG_MB:-1}
LIMIT=${HARDENING_TIMEOUT:-60}
rm -rf "$WORK" && mkdir -p "$WORK" && cd "$WORK" || exit 1
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

RUN_AS=() # a command prefix that runs cu2hip as another user
# run NAME EXPECTED_EXIT ARGS...: runs cu2hip (LIMIT seconds at most), stderr in NAME.err.
run() {
  local name=$1 expected=$2
  shift 2
  timeout "$LIMIT" "${RUN_AS[@]}" "$CU2HIP" "$@" >"$name.out" 2>"$name.err"
  local status=$?
  if [ "$status" -ne "$expected" ]; then
    fail "$name: exit $status, expected $expected"; sed 's/^/  | /' "$name.err" | head -20
  fi
}
expect_message() { grep -q -- "$2" "$1.err" || { fail "$1: message lacks '$2'"; sed 's/^/  | /' "$1.err" | head; }; }
expect_absent() { [ ! -e "$2" ] || fail "$1: '$2' was written"; }
expect_no_temporaries() {
  local left
  left=$(find "$2" -name '*.tmp*' -o -name '.cu2hip-tmp*' -o -name '*~' | head -3)
  [ -z "$left" ] || fail "$1: temporary files left in $2: $left"
}

# --- inputs --------------------------------------------------------------------------
: >empty.cu
run empty 0 empty.cu -o empty.hip
[ -f empty.hip ] && [ ! -s empty.hip ] || fail "empty: output is not an empty file"

printf '__global__ void k() {}\n\0\1\2binary' >binary.cu
run binary 2 binary.cu -o binary.hip
expect_message binary "binary.cu"
expect_absent binary binary.hip

# Latin-1 bytes in a comment and a string: kept byte for byte, CUDA names still renamed.
printf '#include <cuda_runtime.h>\n// caf\xe9 \xff\xfe\nconst char *s = "na\xefve";\nvoid f() { cudaDeviceSynchronize(); }\n' >latin1.cu
printf '#include <hip/hip_runtime.h>\n// caf\xe9 \xff\xfe\nconst char *s = "na\xefve";\nvoid f() { hipDeviceSynchronize(); }\n' >latin1.expected
run latin1 0 latin1.cu -o latin1.hip
cmp -s latin1.hip latin1.expected || fail "latin1: output is not byte-exact: $(cmp latin1.hip latin1.expected)"

printf '#include <cuda_runtime.h>\r\nvoid f() {\r\n  cudaDeviceSynchronize();\r\n}\r\n' >crlf.cu
printf '#include <hip/hip_runtime.h>\r\nvoid f() {\r\n  hipDeviceSynchronize();\r\n}\r\n' >crlf.expected
run crlf 0 crlf.cu -o crlf.hip
cmp -s crlf.hip crlf.expected || fail "crlf: CRLF line endings not kept"

# A large generated source: many small kernels, each with runtime calls.
{
  echo '#include <cuda_runtime.h>'
  i=0
  target=$((BIG_MB * 1024 * 1024))
  chunk=$(for j in $(seq 0 199); do
    echo "__global__ void k_N_$j(float *p) { p[threadIdx.x] += $j.0f; }"
    echo "void h_N_$j(float *d) { cudaMemset(d, 0, 64); k_N_$j<<<1, 64>>>(d); }"
  done)
  while [ "$(stat -c %s big.cu 2>/dev/null || echo 0)" -lt "$target" ]; do
    echo "${chunk//_N_/_${i}_}"
    i=$((i + 1))
  done
} >big.cu
start=$(date +%s)
run big 0 big.cu -o big.hip
echo "big: $(stat -c %s big.cu) bytes translated in $(($(date +%s) - start)) s"
[ "$(grep -c hipMemset big.hip 2>/dev/null)" = "$(grep -c cudaMemset big.cu)" ] ||
  fail "big: not every cudaMemset became hipMemset"

# A 10 000-level macro nest: no crash, no hang, a clean result either way.
{
  echo '#include <cuda_runtime.h>'
  echo '#define M0 cudaDeviceSynchronize()'
  for i in $(seq 1 10000); do echo "#define M$i M$((i - 1))"; done
  echo 'void f() { M10000; }'
} >macros.cu
timeout 120 "$CU2HIP" macros.cu -o macros.hip >macros.out 2>macros.err
status=$?
case $status in
  0 | 2) ;;
  *) fail "macros: exit $status (crash, hang or internal error)"; tail -5 macros.err ;;
esac
[ $status -ne 0 ] || grep -q 'hipDeviceSynchronize()' macros.hip || fail "macros: M0 not translated"

# --file-timeout: a file whose budget runs out still gets its translation and a W059
# warning naming the stage; the run goes on and exits 0. A millionth of a second is spent
# before the parse reaches the file's first declaration.
printf '#include <cuda_runtime.h>\nvoid f() { cudaDeviceSynchronize(); }\n' >timeout.cu
run file_timeout 0 timeout.cu -o timeout.hip --file-timeout 0.000001
expect_message file_timeout "CU2HIP-W059"
expect_message file_timeout "parse (host side)"
grep -q 'hipDeviceSynchronize()' timeout.hip 2>/dev/null || fail "file_timeout: not translated"
run file_timeout_bad 2 timeout.cu -o timeout2.hip --file-timeout soon
expect_message file_timeout_bad "option '--file-timeout' takes a number of seconds"
expect_absent file_timeout_bad timeout2.hip

# A crash in one file never aborts the run. '#pragma clang __debug crash' makes Clang itself
# trap while parsing: the file is reported with the stage that crashed and translated at
# token level, the other file is translated normally, and the exit code says "internal".
mkdir -p crash crash-out
printf '#include <cuda_runtime.h>\n#pragma clang __debug crash\nvoid f() { cudaDeviceSynchronize(); }\n' >crash/boom.cu
printf '#include <cuda_runtime.h>\nvoid g() { cudaDeviceSynchronize(); }\n' >crash/fine.cu
run crash 3 crash --out-root crash-out
expect_message crash "internal error in '.*boom.cu': Clang crashed"
grep -q hipDeviceSynchronize crash-out/fine.hip 2>/dev/null || fail "crash: fine.cu not translated"
grep -q hipDeviceSynchronize crash-out/boom.hip 2>/dev/null || fail "crash: boom.cu not translated at token level"

# A file that changes while it is translated (an editor saving, a build generating it):
# --in-place must not overwrite the new text with a translation of the old one.
{ cat big.cu; for i in 1 2 3; do sed -e 1d -e "s/\([kh]\)_/\1${i}_/g" big.cu; done; } >changing.cu
"$CU2HIP" --in-place changing.cu >changing.out 2>changing.err &
pid=$!
sleep 1
if kill -0 "$pid" 2>/dev/null; then
  echo '// edited during the run' >>changing.cu
  wait "$pid"
  status=$?
  [ "$status" -eq 2 ] || fail "changing: exit $status, expected 2"
  expect_message changing "changing.cu' changed while"
  [ "$(tail -1 changing.cu)" = "// edited during the run" ] ||
    fail "changing: the edit made during the run was overwritten"
  expect_absent changing changing.cu.orig
else
  wait "$pid"
  fail "changing: translated within 1 s, before the file could be changed (make it larger)"
fi

# Unreadable input. chmod 000 does not stop root: as root the case runs as user nobody
# (setpriv), when nobody can reach the binary and this folder.
echo 'void f() {}' >unreadable.cu
chmod 000 unreadable.cu
mkdir -p unreadable-out && chmod 777 unreadable-out
if [ "$(id -u)" -ne 0 ]; then
  run unreadable 2 unreadable.cu -o unreadable-out/unreadable.hip
elif command -v setpriv >/dev/null &&
  setpriv --reuid=65534 --regid=65534 --clear-groups test -x "$CU2HIP" -a -w unreadable-out; then
  RUN_AS=(setpriv --reuid=65534 --regid=65534 --clear-groups)
  run unreadable 2 unreadable.cu -o unreadable-out/unreadable.hip
  RUN_AS=()
else
  echo "unreadable: skipped (root, and user nobody cannot reach $CU2HIP or $WORK)"
fi
if [ -e unreadable.err ]; then
  expect_message unreadable "unreadable.cu': Permission denied"
  expect_absent unreadable unreadable-out/unreadable.hip
fi
chmod 644 unreadable.cu

# A tree with a symlink loop and a dangling link: the real files are translated.
mkdir -p tree/src tree-out
printf '#include <cuda_runtime.h>\nvoid f() { cudaDeviceSynchronize(); }\n' >tree/src/a.cu
ln -s .. tree/src/loop
ln -s missing.cu tree/src/dangling.cu
run tree 0 tree --out-root tree-out
expect_message tree "loop"
expect_message tree "dangling.cu"
grep -q hipDeviceSynchronize tree-out/src/a.hip 2>/dev/null || fail "tree: src/a.cu not translated"

# --- outputs: refused before anything is written ----------------------------------------
printf '#include <cuda_runtime.h>\nvoid f() { cudaDeviceSynchronize(); }\n' >same.cu
cp same.cu same.before
run output_is_input 2 same.cu -o same.cu
expect_message output_is_input "same.cu"
cmp -s same.cu same.before || fail "output_is_input: the input was modified"

mkdir -p one two clash-out
cp same.cu one/k.cu && cp same.cu two/k.cu
run two_inputs_one_output 2 one/k.cu two/k.cu --out-dir clash-out
expect_message two_inputs_one_output "k.hip"
[ -z "$(ls -A clash-out)" ] || fail "two_inputs_one_output: clash-out is not empty: $(ls -A clash-out)"

# An output folder that cannot be written: read-only for normal users; for root (who may
# write anywhere) a path through a regular file, which no one can create.
mkdir -p ro-out
chmod 555 ro-out
if [ "$(id -u)" -eq 0 ]; then
  : >not-a-dir
  run unwritable_output 2 same.cu --out-dir not-a-dir
  expect_message unwritable_output "not-a-dir"
  run output_below_file 2 same.cu -o not-a-dir/same.hip
  expect_message output_below_file "not-a-dir"
else
  run unwritable_output 2 same.cu --out-dir ro-out
  expect_message unwritable_output "ro-out"
fi
expect_no_temporaries unwritable_output ro-out
chmod 755 ro-out
expect_no_temporaries all "$WORK"

if [ $failures -ne 0 ]; then
  echo "$failures hardening case(s) failed"
  exit 1
fi
echo "all hardening cases passed"
