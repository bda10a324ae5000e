#!/usr/bin/env python3
"""End-to-end checks of cu2hip's machine-readable reports and CI mode, with the real binary.

usage: check_reports.py CU2HIP SOURCE_DIR CHECK
CHECK is one of: formats, merge, exit-codes, baseline. Prints 'N passed, M failed'.
The schemas: docs/report-schema.json (ours) and tests/schemas/sarif-schema-2.1.0.json (OASIS).
"""
import csv
import io
import json
import os
import shutil
import subprocess
import sys
import tempfile

try:
    import jsonschema
except ImportError:
    sys.exit("check_reports.py: python3-jsonschema is missing (tool/install-deps.sh installs it)")

CU2HIP, SOURCE = sys.argv[1], sys.argv[2]
FIXTURES = os.path.join(SOURCE, "fixtures", "translate")
results = {"passed": 0, "failed": 0}


def check(condition, what):
    results["passed" if condition else "failed"] += 1
    print(("ok   " if condition else "FAIL ") + what)
    return condition


def run(args, cwd=None):
    p = subprocess.run([CU2HIP] + args, cwd=cwd, capture_output=True, text=True)
    return p.returncode, p.stdout, p.stderr


def load(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def fixtures():
    return sorted(os.path.join(FIXTURES, n) for n in os.listdir(FIXTURES) if n.endswith(".cu"))


def translate(work, files, reports, extra=()):
    out = os.path.join(work, "out-" + str(len(os.listdir(work))))
    os.makedirs(out)
    args = ["--hip-version", "5.2", "--keep-going", "-q", "--out-dir", out,
            "--report-root", FIXTURES] + list(extra)
    for r in reports:
        args += ["--report", r]
    return run(args + files)


def schema_errors(validator, document):
    return [e.message for e in validator.iter_errors(document)]


def check_formats(work):
    paths = {ext: os.path.join(work, "r" + ext) for ext in (".json", ".sarif", ".md", ".csv")}
    files = fixtures()
    code, _, err = translate(work, files, paths.values())
    check(code == 0, "translating every fixture with four reports exits 0 (" + err.strip()[-200:] + ")")
    report = load(paths[".json"])
    ours = jsonschema.Draft202012Validator(load(os.path.join(SOURCE, "docs", "report-schema.json")))
    errors = schema_errors(ours, report)
    check(not errors, "the JSON report validates against docs/report-schema.json " + str(errors[:3]))
    broken = json.loads(json.dumps(report))
    broken["files"][0]["findings_by_id"] = {"W010": 1}
    check(schema_errors(ours, broken), "a report with a malformed ID does not validate (the check can fail)")

    sarif = load(paths[".sarif"])
    oasis = jsonschema.Draft7Validator(load(os.path.join(SOURCE, "tests", "schemas", "sarif-schema-2.1.0.json")))
    errors = schema_errors(oasis, sarif)
    check(not errors, "the SARIF report validates against the SARIF 2.1.0 schema " + str(errors[:3]))
    broken = json.loads(json.dumps(sarif))
    broken["runs"][0]["results"][0]["level"] = "fatal"
    check(schema_errors(oasis, broken), "a SARIF result with level 'fatal' does not validate")

    findings = [(f["path"], x) for f in report["files"] for x in f["findings"]]
    summary = report["summary"]
    check(len(report["files"]) == len(files) == summary["files"], "one JSON entry per fixture")
    check([f["path"] for f in report["files"]] == sorted(f["path"] for f in report["files"]),
          "files are sorted by path")
    check(summary["references_unconverted"] == sum(f["references_unconverted"] for f in report["files"]),
          "summary totals are the sum of the files")
    check(summary["references_unconverted"] == sum(1 for _, x in findings if x["unconverted"]) > 0,
          "unconverted references are the unconverted findings")
    check(summary["includes_rewritten"] > 0, "includes rewritten are counted")
    check("runtime" in summary["converted_by_family"], "converted references have families")
    results_ = sarif["runs"][0]["results"]
    check(len(results_) == len(findings) > 0, "one SARIF result per finding (%d)" % len(findings))
    rules = sarif["runs"][0]["tool"]["driver"]["rules"]
    check(all(rules[r["ruleIndex"]]["id"] == r["ruleId"] for r in results_), "every ruleIndex names its rule")
    first = results_[0]["locations"][0]["physicalLocation"]
    path0, finding0 = findings[0]
    check(first["artifactLocation"]["uri"] == path0 and first["region"]["startLine"] == finding0["line"],
          "SARIF locations are the findings' files and lines")

    with open(paths[".csv"], newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    check(len(rows) == len(report["files"]) + 1 and rows[-1]["path"] == "TOTAL",
          "report.csv has one row per file and a TOTAL row")
    check(int(rows[-1]["references_converted"]) == summary["references_converted"],
          "the CSV TOTAL row has the JSON totals")
    with open(os.path.join(work, "r.findings.csv"), newline="", encoding="utf-8") as f:
        finding_rows = list(csv.DictReader(f))
    check(len(finding_rows) == len(findings), "r.findings.csv has one row per finding")
    check(all(r["snippet"] == x["snippet"] for r, (_, x) in zip(finding_rows, findings)),
          "CSV snippets read back unchanged (quoting holds)")

    with open(paths[".md"], encoding="utf-8") as f:
        markdown = f.read()
    check("| CUDA references | %d converted, %d unconverted" % (summary["references_converted"],
          summary["references_unconverted"]) in markdown, "the Markdown summary has the JSON totals")
    hazard_ids = sorted({x["id"] for _, x in findings if not x["unconverted"]})
    check(hazard_ids and all("](docs/diagnostics.md#%s)" % i.lower() in markdown for i in hazard_ids),
          "every hazard ID links to its docs anchor")


def check_merge(work):
    files = fixtures()
    half = len(files) // 2
    whole, one, two = (os.path.join(work, n + ".json") for n in ("whole", "one", "two"))
    for target, subset in ((whole, files), (one, files[:half]), (two, files[half:])):
        code, _, err = translate(work, subset, [target], ["--report-no-times"])
        check(code == 0, "report of %d fixtures written (%s)" % (len(subset), err.strip()[-200:]))
    merged = os.path.join(work, "merged.json")
    code, _, err = run(["report", "merge", two, one, "-o", merged])
    check(code == 0, "report merge exits 0 " + err)
    with open(whole, encoding="utf-8") as a, open(merged, encoding="utf-8") as b:
        check(a.read() == b.read(), "merging the two halves gives the report of one run, byte for byte")
    code, _, err = run(["report", "merge", one, one, "-o", os.path.join(work, "twice.json")])
    check(code == 2 and "more than one report" in err, "a file in two shard reports is refused (exit 2)")
    check(not os.path.exists(os.path.join(work, "twice.json")), "...and nothing is written")
    code, _, err = run(["report", "merge", os.path.join(FIXTURES, "vector_add.cu")])
    check(code == 2 and "vector_add.cu" in err, "merging a non-report is refused, naming the file")


def check_exit_codes(work):
    clean = [os.path.join(FIXTURES, "vector_add.cu")]
    unsupported = [os.path.join(FIXTURES, "unsupported_api.cu")]
    report = os.path.join(work, "clean.json")
    code, _, err = translate(work, clean, [report], ["--fail-on=unsupported,unconverted,hazard:error"])
    check(code == 0 and load(report)["summary"]["references_unconverted"] == 0,
          "exit 0: a clean file passes every check " + err)
    code, _, err = translate(work, unsupported, [], ["--fail-on=unsupported"])
    check(code == 1 and "CI check failed" in err, "exit 1: --fail-on=unsupported with unsupported APIs")
    code, _, _ = translate(work, unsupported, [], ["--max-unconverted=3"])
    check(code == 0, "exit 0: 3 unconverted references with --max-unconverted=3")
    code, _, err = translate(work, unsupported, [], ["--max-unconverted=2"])
    check(code == 1 and "limit 2" in err, "exit 1: 3 unconverted references with --max-unconverted=2")
    code, _, _ = translate(work, unsupported, [], ["--fail-on=hazard:error"])
    check(code == 0, "exit 0: no hazard of severity error in unsupported_api.cu")

    out = os.path.join(work, "refused")
    os.makedirs(out)
    base = [CU2HIP, "--out-dir", out] + unsupported
    for extra, name in ((["--fail-on=everything"], "--fail-on"),
                        (["--report", os.path.join(work, "r.txt")], "r.txt"),
                        (["--max-unconverted", "-1"], "--max-unconverted"),
                        (["--baseline", os.path.join(work, "missing.json")], "missing.json")):
        p = subprocess.run(base + extra, capture_output=True, text=True)
        check(p.returncode == 2 and name in p.stderr, "exit 2 naming '%s' (%s)" % (name, p.stderr.strip()))
    check(os.listdir(out) == [], "nothing is written when the command line is refused")


def check_baseline(work):
    with open(os.path.join(FIXTURES, "unsupported_api.cu"), encoding="utf-8") as f:
        original = f.read()
    source = os.path.join(work, "project", "stencil.cu")
    os.makedirs(os.path.dirname(source))

    def write(text):
        with open(source, "w", encoding="utf-8") as f:
            f.write(text)

    def run_project(reports, extra=()):
        out = os.path.join(work, "out-%d" % len(os.listdir(work)))
        os.makedirs(out)
        args = ["--hip-version", "5.2", "--out-dir", out, "--report-root", os.path.dirname(source)]
        for r in reports:
            args += ["--report", r]
        return run(args + list(extra) + [source])

    write(original)
    old = os.path.join(work, "old.json")
    code, _, err = run_project([old])
    check(code == 0 and load(old)["summary"]["references_unconverted"] == 3, "baseline report written " + err)
    # Shift every line: a comment block on top, and re-indent one of the calls.
    shifted = "// ported in stages\n// see MIGRATION.md\n\n" + original.replace(
        "    cudaError_t err = cudaCtxResetPersistingL2Cache();", "\tcudaError_t err  =  cudaCtxResetPersistingL2Cache();")
    write(shifted)
    new = os.path.join(work, "new.json")
    sarif = os.path.join(work, "new.sarif")
    code, _, err = run_project([new, sarif], ["--baseline", old, "--fail-on=unsupported,unconverted"])
    check(code == 0, "exit 0: the same findings on shifted lines are not new (%s)" % err.strip())
    findings = [x for f in load(new)["files"] for x in f["findings"]]
    check(findings and all(x["baseline"] == "unchanged" for x in findings), "every finding is 'unchanged'")
    check(load(old)["files"][0]["findings"][0]["line"] + 3 == findings[0]["line"], "...although the lines moved")
    check({r["baselineState"] for r in load(sarif)["runs"][0]["results"]} == {"unchanged"},
          "SARIF carries baselineState 'unchanged'")
    added = shifted.replace("    resetL2Between(stream);", "    resetL2Between(stream);\n    cudaCtxResetPersistingL2Cache();")
    check(added != shifted, "the test adds a new unsupported call")
    write(added)
    code, _, err = run_project([new], ["--baseline", old, "--fail-on=unsupported"])
    check(code == 1 and "1 new finding" in err, "exit 1: one new unsupported call (%s)" % err.strip())
    states = [x["baseline"] for f in load(new)["files"] for x in f["findings"]]
    check(states.count("new") == 1 and states.count("unchanged") == len(states) - 1,
          "exactly the added call is 'new'")


def main():
    checks = {"formats": check_formats, "merge": check_merge, "exit-codes": check_exit_codes,
              "baseline": check_baseline}
    name = sys.argv[3]
    work = tempfile.mkdtemp(prefix="cu2hip-reports-")
    try:
        checks[name](work)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print("%d passed, %d failed" % (results["passed"], results["failed"]))
    return 1 if results["failed"] or not results["passed"] else 0


if __name__ == "__main__":
    sys.exit(main())
