#!/usr/bin/env bash
# What cu2hip writes, as a hostile user would try it (issue 33), with the real binary: a
# report never lands on a file the run reads or writes; no path reaches a shell; a killed
# --in-place run resumes to the tree an uninterrupted run gives and --restore undoes it;
# reports say exactly which files were written; long names; the smaller promises.
# usage: safety.sh CU2HIP SOURCE_DIR WORKDIR SECTION
# SECTION: reports | shell | in-place | writes | messages. Prints 'N passed, M failed'.
set -uo pipefail
CU2HIP=$1
SOURCE=$2
WORK=$3
SECTION=$4
rm -rf "$WORK" && mkdir -p "$WORK" && cd "$WORK" || exit 1
passed=0 failed=0
check() { # check EXIT_STATUS WHAT: passes on 0
  if [ "$1" -eq 0 ]; then passed=$((passed + 1)); echo "ok   $2"; else failed=$((failed + 1)); echo "FAIL $2"; fi
}
check_true() { # check_true ARITHMETIC_TRUTH WHAT: passes on 1, as $(( ... )) gives it
  check $(( $1 == 1 ? 0 : 1 )) "$2"
}
# run NAME ARGS...: cu2hip with stdout/stderr in NAME.out/NAME.err, its exit status in $status
run() {
  local name=$1
  shift
  timeout 300 "$CU2HIP" "$@" >"$name.out" 2>"$name.err"
  status=$?
}
same() { cmp -s "$1" "$2"; }
has() { grep -q -- "$2" "$1"; }

# A small CUDA project: sources, a header, a CMake file, a README.
make_project() {
  rm -rf "$1" && cp -r "$SOURCE/fixtures/example" "$1"
}

printf '#include <cuda_runtime.h>\nvoid f() { cudaDeviceSynchronize(); }\n' >v.cu
cp v.cu v.orig-copy

reports() {
  # Translation: a report over the input, over the output, over another report, over a file of
  # the input tree; in every format. Nothing is written, exit 2, the file keeps its bytes.
  for format in json md csv sarif; do
    run "input-$format" -q -o /dev/null --report-format $format --report v.cu v.cu
    check_true $(( status == 2 && $(same v.cu v.orig-copy; echo $?) == 0 )) "translate --report-format $format over the input: refused, input kept"
    run "output-$format" -q -o out.hip --report-format $format --report out.hip v.cu
    check_true $(( status == 2 )) "translate --report-format $format over the -o output: refused"
  done
  [ ! -e out.hip ]; check $? "a refused run writes no translation"
  # HTML is chosen by the name alone: an input named page.html (named files are translated).
  cp v.cu page.html && cp v.cu page.copy
  run input-html -q -o /dev/null --report page.html page.html
  check_true $(( status == 2 )) "translate --report page.html over the input: refused"
  same page.html page.copy; check $? "...and the input keeps its bytes"
  make_project proj
  cp proj/README.md readme.copy
  run tree-readme -q --out-root OUT --report proj/README.md proj
  check_true $(( status == 2 )) "--report naming a file of the --out-root input tree: refused"
  same proj/README.md readme.copy; check $? "the input tree's README.md keeps its bytes"
  [ ! -e OUT ]; check $? "a refused --out-root run writes no tree"
  cp proj/src/solver.cu solver.copy
  run tree-source -q --out-root OUT --report-format md --report proj/src/solver.cu proj
  check_true $(( status == 2 )) "--report naming a source of the tree: refused"
  same proj/src/solver.cu solver.copy; check $? "...and the source keeps its bytes"
  run same-twice -q --out-root OUT --report r.json --report ./r.json proj
  check_true $(( status == 2 )) "the same report named twice: refused"
  ln -s v.cu link-to-input.json
  run through-link -q -o /dev/null --report link-to-input.json v.cu
  check_true $(( status == 2 )) "a report path that is a link to the input: refused"
  same v.cu v.orig-copy; check $? "the linked input keeps its bytes"
  cp v.cu x.findings.csv
  run csv-findings -q -o /dev/null --report x.csv x.findings.csv
  check_true $(( status == 2 )) "a CSV report whose findings file would replace the input: refused"
  # A report of an earlier run in the analyzed folder may be replaced (a CI job updating it).
  make_project rproj
  run in-tree-1 analyze rproj --report rproj/estimate.json
  run in-tree-2 analyze rproj --report rproj/estimate.json
  check_true $(( status == 0 )) "an earlier cu2hip report inside the analyzed folder may be replaced"

  # analyze: every format its --report writes, over a file of the input folder; several reports.
  printf 'notes, not a report\n' >notes.txt
  for ext in html md txt json sarif; do
    make_project aproj
    printf 'the team notes\n' >"aproj/notes.$ext"
    run "analyze-$ext" analyze aproj --report "aproj/notes.$ext"
    check_true $(( status == 2 )) "analyze --report aproj/notes.$ext (a file of the input folder): refused"
    [ "$(cat "aproj/notes.$ext")" = "the team notes" ]; check $? "aproj/notes.$ext keeps its bytes"
  done
  run analyze-input analyze v.cu --report v.cu
  check_true $(( status == 2 )) "analyze --report over its input: refused"
  run analyze-two analyze v.cu --report est.json --report est.html --report est.sarif
  check_true $(( status == 0 )) "analyze with three --report options"
  [ -s est.json ] && [ -s est.html ] && [ -s est.sarif ]; check $? "analyze writes every --report, not the last one only"
}

shell() {
  # Every path the user gives, holding '$(...)', backticks, ';' and quotes: nothing runs.
  local evil='x $(touch pwned-a)`touch pwned-b`;touch pwned-c;"q'"'"
  mkdir -p "fx$evil"
  cat >"fx$evil/fixture.json" <<'EOF'
{"description": "a kernel writing its lane numbers", "sources": ["main.cu"], "needs_gpu": true,
 "expected_exit_code": 0, "expected_output": ["ok"], "compare": "exact"}
EOF
  cat >"fx$evil/main.cu" <<'EOF'
#include <cstdio>
#include <cuda_runtime.h>
__global__ void k(int *p) { p[threadIdx.x] = threadIdx.x; }
int main() {
  int *d;
  cudaMalloc(&d, 64 * sizeof(int));
  k<<<1, 64>>>(d);
  cudaDeviceSynchronize();
  cudaFree(d);
  printf("ok\n");
  return 0;
}
EOF
  run validate validate prepare "fx$evil" --work "work$evil" -j 1
  ls pwned-* >/dev/null 2>&1; check_true $(( $? != 0 )) "validate prepare with a fixture folder and --work holding shell syntax runs none of it"
  # The same without quotes, whose imbalance alone would stop a shell from running anything.
  cp -r "fx$evil" 'fy$(touch pwned-d);q'
  run validate-plain validate prepare 'fy$(touch pwned-d);q' --work 'w $(touch pwned-e)`touch pwned-f`' -j 1
  ls pwned-* >/dev/null 2>&1; check_true $(( $? != 0 )) "validate prepare 'fy\$(touch pwned-d);q' --work 'w \$(touch pwned-e)...' runs none of it"
  has validate.out "gfx90a.*pass\|pass.*pass"; check $? "...and the AMD builds still pass through the inert alias"
  has validate.err "nvcc"; check $? "...and says why nvcc is not run"
  # A translation run: file, folder, compile-database entry, --report, --out-root.
  mkdir -p "tree$evil/src"
  cp v.cu "tree$evil/src/a$evil.cu"
  python3 -c 'import json, sys; d, f = sys.argv[1:]; json.dump([{"directory": d, "file": f, "arguments": ["nvcc", "-c", f]}], sys.stdout)' \
    "$PWD/tree$evil" "$PWD/tree$evil/src/a$evil.cu" >compile_commands.json
  run translate-evil -q -p compile_commands.json --out-root "out$evil" --report "r$evil.json"
  ls pwned-* >/dev/null 2>&1; check_true $(( $? != 0 )) "a translation run with such file, database, --out-root and --report paths runs none of it"
  # One file named by the database: its folder is the tree converted.
  grep -q hipDeviceSynchronize "out$evil/a$evil.hip"; check $? "...and writes the translation"
  # verify-targets starts hipcc with temporary files: a TMPDIR holding shell syntax is refused.
  mkdir -p "tmp$evil"
  TMPDIR="$PWD/tmp$evil" timeout 300 "$CU2HIP" verify-targets >vt.out 2>vt.err
  ls pwned-* >/dev/null 2>&1; check_true $(( $? != 0 )) "verify-targets with TMPDIR holding shell syntax runs none of it"
}

in_place() {
  make_project original
  # The uninterrupted run, then the same run killed at several points and run again.
  cp -r original whole
  run whole -q --in-place whole
  check $status "an uninterrupted --in-place run"
  local interrupted=0
  # A warm run of this project takes about half a second here, a cold one a few seconds.
  for delay in 0.02 0.05 0.1 0.15 0.2 0.3 0.45 0.7 1.5; do
    rm -rf killed && cp -r original killed
    timeout -s KILL "$delay" "$CU2HIP" -q --in-place killed >/dev/null 2>&1
    [ $? -eq 137 ] && interrupted=$((interrupted + 1))
    run "resume-$delay" -q --in-place killed
    diff -r whole killed >"resume-$delay.diff"
    check_true $(( status == 0 && $? == 0 )) "killed after ${delay}s, then run again: the uninterrupted run's tree"
    run "restore-$delay" -q --in-place --restore killed
    diff -r original killed >"restore-$delay.diff"
    check_true $(( status == 0 && $? == 0 )) "...and --restore gives back the original tree byte for byte"
  done
  [ $interrupted -ge 2 ]; check $? "at least two of the runs were really killed ($interrupted)"
  # The software textures header an --in-place run writes beside texture code goes again with
  # --restore; a file of the user's by that name is never overwritten.
  rm -rf tex tex-original && mkdir tex && cp "$SOURCE/fixtures/run/texture_object/main.cu" tex/
  cp -r tex tex-original
  run tex -q --in-place tex
  [ -f tex/cu2hip_soft_texture.h ]; check $? "--in-place over texture code writes cu2hip_soft_texture.h beside it"
  run tex-restore -q --in-place --restore tex
  diff -r tex-original tex >tex.diff
  check_true $(( status == 0 && $? == 0 )) "...and --restore gives back the original tree byte for byte"
  rm -rf own && mkdir own && cp "$SOURCE/fixtures/run/texture_object/main.cu" own/
  echo '// mine' >own/cu2hip_soft_texture.h
  run own -q -o own/main.hip own/main.cu
  check_true $(( status == 2 )) "a file of the user's named cu2hip_soft_texture.h beside the output: an error"
  [ "$(cat own/cu2hip_soft_texture.h)" = "// mine" ]; check $? "...and it keeps its bytes"
  # A finished run run again changes nothing; --restore undoes it.
  cp -r whole again
  run again -q --in-place again
  diff -r whole again >/dev/null; check_true $(( status == 0 && $? == 0 )) "an --in-place run over its own finished tree changes nothing"
  run restore-whole -q --in-place --restore again
  diff -r original again >/dev/null; check_true $(( status == 0 && $? == 0 )) "--restore of a finished run: the original tree"
  # A file edited after the run is never overwritten.
  cp -r whole edited
  echo '// edited by hand' >>edited/src/solver.cu
  cp edited/src/solver.cu solver.edited
  run edited -q --in-place edited
  check_true $(( status == 2 )) "an --in-place rerun over a file edited since: an error"
  same edited/src/solver.cu solver.edited; check $? "...and the edited file keeps its bytes"
  has edited.err "neither its backup"; check $? "...with a message naming the file and what to do"
  # Without backups: translating cu2hip's own output again changes nothing (no journal needed).
  cp -r original nobackup && run nb1 -q --in-place --no-backup nobackup
  cp -r nobackup nobackup2 && run nb2 -q --in-place --no-backup nobackup2
  diff -r nobackup nobackup2 >nb.diff; check_true $(( status == 0 && $? == 0 )) "--in-place --no-backup over its own output: nothing changes"
  for delay in 0.05 0.15 0.3 1; do
    rm -rf nbk && cp -r original nbk
    timeout -s KILL "$delay" "$CU2HIP" -q --in-place --no-backup nbk >/dev/null 2>&1
    run "nb-resume-$delay" -q --in-place --no-backup nbk
    diff -r nobackup nbk >/dev/null; check_true $(( status == 0 && $? == 0 )) "--no-backup killed after ${delay}s, run again: the uninterrupted tree"
  done
  # Idempotence over every translation fixture: cu2hip's output translated again is itself.
  mkdir idem && cp "$SOURCE"/fixtures/translate/*.cu idem/
  run idem-1 -q --keep-going --keep-extensions --hip-version 5.2 --out-root idem-a idem
  run idem-2 -q --keep-going --keep-extensions --hip-version 5.2 --out-root idem-b idem-a
  diff -r idem-a idem-b >idem.diff; check $? "every translate fixture's output, translated again, is unchanged ($(grep -c '^diff' idem.diff) differ)"
  # The migrated CMake file names the sources as --in-place leaves them (.cu, LANGUAGE HIP).
  grep -q '\.hip\b' whole/CMakeLists.txt
  check_true $(( $? != 0 )) "--in-place: the migrated CMakeLists.txt names no .hip file the run did not write"
}

writes() {
  # A name of 250 characters (the folder takes 255): its temporary must fit as well.
  local long
  long=$(printf 'n%.0s' $(seq 1 247))
  cp v.cu "$long.cu"
  run long -q -o "$long.cu.hip" "$long.cu"
  check $status "an output name of 254 characters is written"
  [ -f "$long.cu.hip" ]; check $? "...and is there"
  # Out of space: the report says which files were written, which failed, which were not reached.
  make_project full-src
  mkdir -p small
  # 12 KB: room for a few of the project's files (each takes a 4 KB page at least), not all.
  if mount -t tmpfs -o size=12k tmpfs small 2>/dev/null; then
    run full -q --no-cache --out-root small/out --report full.json full-src
    umount small
    python3 - full.json <<'EOF'
import json, sys
r = json.load(open(sys.argv[1]))
files = r["files"]
s = r["summary"]
ok = s["files"] == len(files) and s["outputs_failed"] == sum(f.get("output") == "failed" for f in files)
ok = ok and s["files_not_reached"] == sum(f["mode"] == "not-reached" for f in files)
ok = ok and s["outputs_failed"] >= 1
print("full disk report:", s["files"], "files,", s["outputs_written"], "written,", s["outputs_failed"],
      "failed,", s["files_not_reached"], "not reached")
sys.exit(0 if ok else 1)
EOF
    check $? "out of space: the report counts written, failed and not-reached files exactly"
  else
    echo "note: no tmpfs mount here (not root?): the full-disk case is covered by the blocked output below"
  fi
  # A write that fails (a folder where the output goes): that file 'failed', later ones 'not-reached'.
  rm -rf blocked-out && mkdir -p blocked-out/include/heat/device_helpers.cuh
  run blocked -q --no-cache --out-root blocked-out --report blocked.json full-src
  check_true $(( status == 2 )) "a write that fails: exit 2"
  python3 - blocked.json <<'EOF'
import json, sys
r = json.load(open(sys.argv[1]))
states = {f["path"].split("/")[-1]: (f["mode"], f["output"]) for f in r["files"]}
ok = states.get("device_helpers.cuh", ("", ""))[1] == "failed"
ok = ok and all(o in ("written", "up-to-date", "failed") or m == "not-reached" for m, o in states.values())
ok = ok and r["summary"]["outputs_failed"] == 1 and r["summary"]["files"] == len(r["files"])
sys.exit(0 if ok else 1)
EOF
  check $? "the report marks the unwritten file failed and lists every file of the plan"
  [ -z "$(find blocked-out -name '.cu2hip-*')" ]; check $? "no temporary file is left behind"
}

messages() {
  run version -q -o /dev/null v.cu --hip-version 99.0
  run version-loud -o /dev/null v.cu --hip-version 99.0
  has version-loud.err "newer than the newest HIP"; check $? "--hip-version 99.0 is not taken silently"
  run typo --out-rot x v.cu
  has typo.err "did you mean '--out-root'"; check_true $(( $? == 0 && status == 2 )) "a mistyped flag gets 'did you mean'"
  mkdir -p inc-outside/lib tree-in/src
  printf '#include <cuda_runtime.h>\n__device__ int twice(int x) { return 2 * x; }\n' >inc-outside/lib/helper.cuh
  printf '#include "helper.cuh"\n__global__ void k(int *p) { p[0] = twice(1); }\n' >tree-in/src/k.cu
  run outside-include -q --out-root out-in tree-in -- -I"$PWD/inc-outside/lib"
  run outside-include-loud --out-root out-in2 tree-in -- -I"$PWD/inc-outside/lib"
  has outside-include-loud.err "outside the input tree"; check $? "a CUDA header reached through -I outside the tree is reported"
  printf '[{"directory": "%s", "file": "%s", "arguments": ["nvcc", "-c", "%s"]},
{"directory": "%s", "file": "%s", "arguments": ["nvcc", "-c", "%s"]}]\n' \
    "$PWD" "$PWD/tree-in/src/k.cu" "$PWD/tree-in/src/k.cu" "$PWD" "$PWD/v.cu" "$PWD/v.cu" >db.json
  run db-outside -p db.json --in-root tree-in --out-root out-db
  has db-outside.err "outside --in-root"; check $? "compilation-database entries outside --in-root are reported"
  # A path past PATH_MAX is reported as such, not as a dangling link.
  mkdir -p deep && (cd deep && for i in $(seq 1 20); do d=$(printf 'd%.0s' $(seq 1 250)); mkdir "$d" && cd "$d" || break; done; cp "$WORK/v.cu" . 2>/dev/null)
  run deep-tree --out-root out-deep deep
  has deep-tree.err "dangling"; check_true $(( $? != 0 )) "a path past PATH_MAX is not called a dangling link"
  # The HTML report counts families as the JSON report does.
  make_project hproj
  cp "$SOURCE/fixtures/translate/unsupported_api.cu" "$SOURCE/fixtures/translate/vector_compound_assignment.cu" hproj/src/
  run html -q --out-root out-html --report h.json --report h.html hproj
  python3 - h.json h.html <<'EOF' 
import json, re, sys
r = json.load(open(sys.argv[1]))["summary"]
fams = {}
for key in ("converted_by_family", "unconverted_by_family"):
    for k, v in r[key].items():
        fams[k] = fams.get(k, 0) + v
html = open(sys.argv[2]).read()
chart = html.split('id="chart-families"')[1].split("</div>\n<h2>")[0]
bars = r'bar-label">([^<]*)</span><span class="bar-count">(\d+)'
shown = {m[0]: int(m[1]) for m in re.findall(bars, chart)}
# One label, one number: a category of the chart and the breakdown's row for it agree.
categories = html.split('id="chart-categories"')[1].split("</div>\n<h2>")[0]
rows = dict(re.findall(r'<tr><td>findings: ([^<]*)</td><td class="num">(\d+)', html))
agree = all(rows.get(k, v) == v for k, v in re.findall(bars, categories))
print("families", shown, "json", fams, "categories agree", agree, "rows", rows)
sys.exit(0 if shown == fams and agree and rows else 1)
EOF
  check $? "the HTML report's family counts equal the JSON report's; each category shows one number"
  # A file Clang cannot parse is translated at token level: exit 0, as the README now says.
  printf '#include <cuda_runtime.h>\nvoid f( { cudaDeviceSynchronize(); }\n' >broken.cu
  run broken -q -o broken.hip broken.cu
  check_true $(( status == 0 )) "a file Clang cannot parse: token level, exit 0"
  grep -q "translated at token level and says so (exit code 0)" "$SOURCE/README.md"; check $? "...which the README says"
}

case $SECTION in
reports) reports ;;
shell) shell ;;
in-place) in_place ;;
writes) writes ;;
messages) messages ;;
*) echo "unknown section '$SECTION'"; exit 2 ;;
esac
echo "$passed passed, $failed failed"
[ $failed -eq 0 ]
