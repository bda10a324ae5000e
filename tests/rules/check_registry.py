#!/usr/bin/env python3
"""rules.registry: checks the rule registry (cu2hip rules --json) against the fixtures and
against what the rules really report.

- every rule has its folder fixtures/rules/<rule>/ with at least one fixture, every fixture
  there runs with --only-rules=<rule>[,...] (the rule first: a rule that reads another's
  results may name it too), and every folder there is a registered rule;
- every diagnostic ID is reported by exactly one rule (the registry's 'reports' lists);
- every finding of a real run (all fixtures: rules, translation, fallback, build scripts, the
  example project) names a registered rule that owns its ID: a rule that reports another
  rule's ID, or a finding made outside any rule, fails here.

usage: check_registry.py CU2HIP SOURCE_DIR WORK_DIR
"""
import json
import pathlib
import shutil
import subprocess
import sys

cu2hip, source, work = sys.argv[1], pathlib.Path(sys.argv[2]), pathlib.Path(sys.argv[3])
problems = []

rules = json.loads(subprocess.run([cu2hip, "rules", "--json"], capture_output=True, text=True,
                                  check=True).stdout)
by_name = {r["name"]: r for r in rules}
if len(by_name) != len(rules):
    problems.append("two rules share a name")

owner = {}
for rule in rules:
    for diagnostic in rule["reports"]:
        if diagnostic in owner:
            problems.append(f"{diagnostic} is reported by both {owner[diagnostic]} and {rule['name']}")
        owner[diagnostic] = rule["name"]
    for needed in rule["needs"]:
        if needed not in by_name:
            problems.append(f"{rule['name']} needs '{needed}', which is not a rule")

fixtures_root = source / "fixtures" / "rules"
for folder in sorted(p for p in fixtures_root.iterdir() if p.is_dir()):
    if folder.name not in by_name:
        problems.append(f"fixtures/rules/{folder.name} is not a registered rule")
def selects(words, name):
    """Whether the options select the rule: --only-rules=LIST with name first in LIST."""
    for word in words:
        if word.startswith("--only-rules="):
            return word[len("--only-rules="):].split(",")[0] == name
    return False


for name in by_name:
    folder = fixtures_root / name
    sources = sorted(p for pattern in ("*.cu", "*.cuh", "*.cpp") for p in folder.glob(pattern))
    scripts = [folder / n for n in ("CMakeLists.txt", "Makefile") if (folder / n).exists()]
    if not sources and not scripts:
        problems.append(f"rule {name} has no fixture in fixtures/rules/{name}/")
    for path in sources:
        args = [line for line in path.read_text().splitlines() if line.startswith("// args:")]
        if not args or not selects(args[0].split(), name):
            problems.append(f"{path.relative_to(source)}: its '// args:' line must select "
                            f"--only-rules={name}")
    if scripts:
        args_file = folder / "args"
        words = args_file.read_text().split() if args_file.exists() else []
        if not selects(words, name):
            problems.append(f"fixtures/rules/{name}/args must select --only-rules={name}")

# Every finding of a real run, with the rule that made it.
shutil.rmtree(work, ignore_errors=True)
work.mkdir(parents=True)
report = work / "report.json"
# The fixtures' inputs only (their expected outputs sit beside them under the output names).
inputs = work / "in"
for folder in ("rules", "translate", "fallback", "hazards", "buildscripts", "example",
               "example_make"):
    for path in (source / "fixtures" / folder).rglob("*"):
        if path.is_file() and (path.suffix in (".cu", ".cuh")
                               or path.name in ("CMakeLists.txt", "Makefile")):
            target = inputs / path.relative_to(source / "fixtures")
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(path, target)
run = subprocess.run([cu2hip, "-q", "-j2", "--keep-going", "--in-root", str(inputs),
                      "--out-root", str(work / "out"), "--report", str(report), str(inputs)],
                     capture_output=True, text=True)
if not report.exists():
    problems.append(f"the run over the fixtures wrote no report (exit {run.returncode}):\n"
                    + run.stderr[-2000:])
else:
    seen = 0
    for file in json.loads(report.read_text())["files"]:
        for finding in file["findings"]:
            seen += 1
            rule, diagnostic = finding["rule"], finding["id"]
            if rule not in by_name:
                problems.append(f"{file['path']}:{finding['line']}: {diagnostic} reported by "
                                f"'{rule}', which is not a registered rule")
            elif owner.get(diagnostic) != rule:
                problems.append(f"{file['path']}:{finding['line']}: {diagnostic} reported by "
                                f"{rule}, but it is {owner.get(diagnostic, 'no rule')}'s")
    if seen < 100:
        problems.append(f"only {seen} findings in the run over the fixtures: the check saw "
                        "too little to mean anything")
    print(f"{len(rules)} rules, {len(owner)} diagnostic IDs, {seen} findings checked")

for problem in problems:
    print("error: " + problem)
sys.exit(1 if problems else 0)
