#!/usr/bin/env bash
# Build-script findings are findings like any other (issue 16, item 3): a Makefile flag
# nvcc alone understands (W100) is listed in the JSON and SARIF reports with its file and
# line, counted in the CSV row and the summary's severities, and gates CI with --fail-on and
# --max-unconverted exactly as an unconverted CUDA call does.
# usage: build_script_findings.sh CU2HIP WORKDIR
set -uo pipefail
CU2HIP=$1
WORK=$2
rm -rf "$WORK" && mkdir -p "$WORK/proj" && cd "$WORK" || exit 1
export XDG_CACHE_HOME=$WORK/xdg-cache
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

cat >proj/k.cu <<'K'
#include <cuda_runtime.h>
__global__ void twice(float *v) { v[threadIdx.x] *= 2.0f; }
int main() { float *d; cudaMalloc(&d, 64 * sizeof(float)); twice<<<1, 64>>>(d); cudaFree(d); }
K
cat >proj/Makefile <<'M'
NVCC ?= nvcc
k: k.cu
	$(NVCC) -arch=sm_80 -Xptxas -v $< -o $@
M

"$CU2HIP" -q --hip-version 5.2 --out-root out --report r.json --report r.sarif --report r.csv \
  proj 2>stderr.txt
rc=$?
[ $rc = 0 ] || fail "plain run exited $rc"
python3 - <<'P' || failures=$((failures + 1))
import json, sys
report = json.load(open('r.json'))
make = [f for f in report['files'] if f['path'].endswith('Makefile')]
if len(make) != 1:
    sys.exit('FAIL: the Makefile is not one file of the JSON report')
found = [x for x in make[0]['findings'] if x['id'] == 'CU2HIP-W100']
if len(found) != 1 or found[0]['line'] != 3 or not found[0]['unconverted']:
    sys.exit('FAIL: W100 on Makefile line 3 missing from the JSON findings: %r' % make[0]['findings'])
if make[0]['findings_by_severity'].get('warning') != 1:
    sys.exit('FAIL: the Makefile\'s warning is not counted by severity')
if report['summary']['findings_by_severity'].get('warning', 0) < 1:
    sys.exit('FAIL: the summary\'s severities leave the build script out')
sarif = json.load(open('r.sarif'))
hits = [r for run in sarif['runs'] for r in run['results'] if r['ruleId'] == 'CU2HIP-W100']
if len(hits) != 1 or not hits[0]['locations'][0]['physicalLocation']['artifactLocation']['uri'].endswith('Makefile'):
    sys.exit('FAIL: W100 missing from SARIF: %r' % hits)
P
# The CSV has one row of counts per file: the Makefile's row counts its warning.
awk -F, 'NR == 1 { for (i = 1; i <= NF; ++i) if ($i == "warnings") w = i }
          $1 == "proj/Makefile" && w && $w == 1 { found = 1 } END { exit !found }' r.csv ||
  fail "the CSV row of the Makefile does not count its warning: $(grep Makefile r.csv)"

# The gate: the Makefile's flag is an unconverted reference (the only one of the run).
"$CU2HIP" -q --hip-version 5.2 --out-root out2 --max-unconverted 0 proj 2>/dev/null
[ $? = 1 ] || fail "--max-unconverted 0 did not fail on the Makefile's nvcc-only flag"
"$CU2HIP" -q --hip-version 5.2 --out-root out3 --max-unconverted 1 proj 2>/dev/null
[ $? = 0 ] || fail "--max-unconverted 1 failed with one unconverted reference"
"$CU2HIP" -q --hip-version 5.2 --out-root out4 --fail-on=unconverted --no-build-scripts proj 2>/dev/null
[ $? = 0 ] || fail "--fail-on=unconverted failed with the build script left alone"

[ $failures = 0 ] && echo "build-script findings: all checks passed"
exit $((failures > 0))
