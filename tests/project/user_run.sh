#!/usr/bin/env bash
# What a user meets converting a whole project folder (issue 17), with the real binary:
# the first screen of stderr, the output tree's hygiene (no cache inside it, the umask's
# modes, executables kept executable), build scripts migrated for the AMD targets the
# chosen HIP version's compiler accepts, and the commands a user discovers from --help.
# usage: user_run.sh CU2HIP WORKDIR
set -uo pipefail
CU2HIP=$1
WORK=$2
FIXTURES=$(cd "$(dirname "$0")/../../fixtures" && pwd)
rm -rf "$WORK" && mkdir -p "$WORK" && cd "$WORK" || exit 1
export XDG_CACHE_HOME=$WORK/xdg-cache # the default cache folder, kept inside the sandbox
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
show() { sed 's/^/  | /' "$1" | head -"${2:-20}"; }

# --- a project: 30 kernels full of notes and warnings, one error in the last file -------
mkdir -p proj/include/proj proj/src proj/scripts
cat >proj/include/proj/common.cuh <<'H'
#pragma once
#include <cuda_runtime.h>
__device__ inline float warpSum(float v) {
  for (int o = 16; o > 0; o /= 2) v += __shfl_down_sync(0xffffffff, v, o);
  return v;
}
H
for i in $(seq -w 1 30); do
  cat >proj/src/k$i.cu <<K
#include "proj/common.cuh"
__global__ void k$i(float *p) {
  int lane = threadIdx.x % 32;
  p[threadIdx.x] = warpSum(p[threadIdx.x]) + lane;
}
void launch$i(float *p) { k$i<<<1, 64>>>(p); cudaDeviceSynchronize(); }
K
done
cat >proj/src/z_last.cu <<'K'
#include "proj/common.cuh"
__device__ unsigned smid() { unsigned s; asm("mov.u32 %0, %%smid;" : "=r"(s)); return s; }
K
cat >proj/Makefile <<'M'
NVCC ?= nvcc
k.o: src/k01.cu
	$(NVCC) -arch=sm_80 -Iinclude -c $< -o $@
M
cat >proj/CMakeLists.txt <<'C'
cmake_minimum_required(VERSION 3.25)
project(p LANGUAGES CXX CUDA)
set(CMAKE_CUDA_ARCHITECTURES 80)
C
printf '#!/bin/sh\necho run\n' >proj/scripts/run.sh
chmod 755 proj/scripts/run.sh

(umask 022 && "$CU2HIP" --hip-version 5.2 --out-root out proj >run.out 2>run.err)
status=$?
[ "$status" -eq 0 ] || { fail "project run: exit $status"; show run.err; }

# The first screen: the error first, each kind once with a count, no notes, short.
lines=$(wc -l <run.err)
[ "$lines" -le 40 ] || { fail "project run printed $lines lines on stderr (at most 40 wanted)"; show run.err 50; }
# 34 files: the 32 sources and the two build scripts, whose findings count like any other.
head -1 run.err | grep -q "^cu2hip: 1 error, [0-9]* warnings and [0-9]* notes in 34 files" ||
  { fail "first line is not the count of findings"; show run.err; }
sed -n 2p run.err | grep -q "z_last.cu:2:.*error: .*%smid.*\[CU2HIP-W037\]" ||
  { fail "the error is not the first finding shown"; show run.err; }
grep -q "and 29 more \[CU2HIP-W010\]: 30 in 30 files" run.err ||
  { fail "30 lane-arithmetic warnings are not folded into one line and a count"; show run.err; }
grep -q "note:" run.err && { fail "notes printed without -v"; show run.err; }
grep -q "does not parse" run.err && { fail "a file failed to parse (include folder not found)"; show run.err; }
grep -q "\[1/" run.err && { fail "per-file progress lines in a log without -v"; show run.err; }

# -v: every finding, notes too, as each file is done.
"$CU2HIP" -v --hip-version 5.2 --out-root out-v proj >/dev/null 2>verbose.err
[ "$(grep -c 'warning: .*\[CU2HIP-W010\]' verbose.err)" -eq 30 ] || { fail "-v does not print every W010"; show verbose.err; }
grep -q "note: .*\[CU2HIP-N003\]" verbose.err || { fail "-v does not print notes"; show verbose.err; }

# Output tree hygiene: the umask's modes, executables stay executable, no cache inside.
[ "$(stat -c %a out/src)" = 755 ] || fail "folder mode $(stat -c %a out/src) under umask 022 (755 wanted)"
[ "$(stat -c %a out/src/k01.hip)" = 644 ] || fail "file mode $(stat -c %a out/src/k01.hip) under umask 022"
[ "$(stat -c %a out/scripts/run.sh)" = 755 ] || fail "copied script lost its mode: $(stat -c %a out/scripts/run.sh)"
hidden=$(find out -name '.*' | head -3)
[ -z "$hidden" ] || fail "hidden files in the output tree: $hidden"
[ -n "$(find "$XDG_CACHE_HOME/cu2hip" -name '*.out' 2>/dev/null | head -1)" ] ||
  fail "no cache entries in \$XDG_CACHE_HOME/cu2hip"
"$CU2HIP" --print-stats -q --hip-version 5.2 --out-root out proj 2>again.err
grep -q "32 files translated (0 parsed, 32 cached)" again.err || { fail "second run not served from the cache"; show again.err; }

# Build scripts: the targets HIP 5.2's compiler (clang 15) accepts; --offload-arch wins;
# --no-build-scripts copies them unchanged.
grep -q -- "--offload-arch=gfx90a --offload-arch=gfx940" out/Makefile || { fail "Makefile targets for HIP 5.2"; show out/Makefile; }
grep -q "gfx942" out/Makefile out/CMakeLists.txt && fail "gfx942 (unknown to HIP 5.2's clang) asked for"
grep -q "CMAKE_HIP_ARCHITECTURES \"gfx90a;gfx940\"\|CMAKE_HIP_ARCHITECTURES gfx90a gfx940" out/CMakeLists.txt ||
  { fail "CMake targets for HIP 5.2"; show out/CMakeLists.txt; }
"$CU2HIP" -q --out-root out-new proj 2>/dev/null
grep -q -- "--offload-arch=gfx942" out-new/Makefile || fail "newest HIP: gfx942 not asked for"
"$CU2HIP" -q --hip-version 5.2 --offload-arch gfx90a --out-root out-arch proj 2>/dev/null
grep -q -- "--offload-arch=gfx90a -Iinclude" out-arch/Makefile || { fail "--offload-arch gfx90a not used"; show out-arch/Makefile; }
"$CU2HIP" -q --no-build-scripts --out-root out-copy proj 2>/dev/null
cmp -s proj/Makefile out-copy/Makefile || fail "--no-build-scripts changed the Makefile"
cmp -s proj/CMakeLists.txt out-copy/CMakeLists.txt || fail "--no-build-scripts changed CMakeLists.txt"
"$CU2HIP" --offload-arch sm_80 --out-root out-bad proj 2>bad.err
[ $? -eq 2 ] || fail "--offload-arch sm_80 accepted"
grep -q "option '--offload-arch'" bad.err || { fail "bad --offload-arch not named"; show bad.err; }
[ ! -e out-bad ] || fail "a refused run wrote its output tree"

# Discoverability: every command --help names lists answers its own --help.
"$CU2HIP" --help >help.txt || fail "--help exits non-zero"
commands=$(sed -n '/^Commands:/,/^$/p' help.txt | grep -o '^  [a-z-]*' | tr -d ' ')
[ "$(echo "$commands" | wc -w)" -ge 8 ] || { fail "--help lists no commands"; show help.txt; }
for c in diagnostics-docs rules-docs options-docs api-docs; do
  ! grep -q "^  $c " help.txt || fail "--help lists the maintainer command '$c'"
done
for c in $commands; do
  "$CU2HIP" "$c" --help >c.txt 2>&1 || fail "'cu2hip $c --help' exits non-zero"
  grep -q "usage: cu2hip $c" c.txt || { fail "'cu2hip $c --help' prints no usage"; show c.txt 3; }
done
[ ! -e --help ] || fail "a command wrote a file named '--help'"
"$CU2HIP" query --format json cudaMemcpy cudaNoSuchName >q.json || fail "query --format json failed"
python3 - q.json <<'P' || fail "query --format json: wrong document"
import json, sys
doc = json.load(open(sys.argv[1]))
m = doc["matches"]
assert len(m) == 1 and m[0]["cuda"] == "cudaMemcpy" and m[0]["hip"] == "hipMemcpy", m
assert m[0]["family"] == "runtime" and m[0]["status"] in ("supported", "partial"), m[0]
assert doc["unmatched"] == ["cudaNoSuchName"], doc["unmatched"]
P
mkdir -p fixtures-copy && cp -r "$FIXTURES/run/vector_add" fixtures-copy/
"$CU2HIP" validate prepare fixtures-copy --work vwork --no-amd --no-nvidia >v.out 2>&1 ||
  { fail "validate refuses a folder of fixtures"; show v.out; }
grep -q "1 of 1 fixtures passed" v.out || { fail "validate did not prepare the folder's fixture"; show v.out; }

if [ "$failures" -ne 0 ]; then
  echo "$failures failure(s)"
  exit 1
fi
echo "user run: all checks passed"
