#!/usr/bin/env python3
"""Every report the test suite wrote, against its schema (issue 33: a report that failed its
own schema went unnoticed because only some tests validated what they wrote).

usage: check_all_reports.py BUILD_DIR REPORT_SCHEMA SARIF_SCHEMA
Runs after the other tests (a ctest fixture cleanup): it finds every cu2hip JSON report
(schema_version + tool cu2hip) and every SARIF log under BUILD_DIR and validates each.
Prints 'N passed, M failed'; fails also when it finds too few reports to mean anything or no
report with a migrated build script (the case the schema once rejected).
"""
import json
import os
import sys

import jsonschema

BUILD, OURS, SARIF = sys.argv[1:4]
ours = jsonschema.Draft202012Validator(json.load(open(OURS, encoding="utf-8")))
sarif_schema = json.load(open(SARIF, encoding="utf-8"))
sarif = jsonschema.validators.validator_for(sarif_schema)(sarif_schema)
passed = failed = build_scripts = 0
for root, dirs, files in os.walk(BUILD):
    dirs[:] = [d for d in dirs if d not in ("CMakeFiles", "_deps")]
    for name in files:
        if not (name.endswith(".json") or name.endswith(".sarif")):
            continue
        path = os.path.join(root, name)
        try:
            with open(path, encoding="utf-8") as f:
                document = json.load(f)
        except (ValueError, OSError):
            continue
        if not isinstance(document, dict):
            continue
        if document.get("tool", {}).get("name") == "cu2hip" and "schema_version" in document:
            validator = ours
            build_scripts += any(f.get("mode") == "build-script" for f in document.get("files", []))
        elif name.endswith(".sarif") or document.get("version") == "2.1.0" and "runs" in document:
            validator = sarif
        else:
            continue
        errors = [e.message for e in validator.iter_errors(document)]
        if errors:
            failed += 1
            print("FAIL " + path + ": " + errors[0][:300])
        else:
            passed += 1
if passed + failed < 10:
    failed += 1
    print("FAIL only %d reports found under %s: run the whole suite" % (passed + failed, BUILD))
if build_scripts == 0:
    failed += 1
    print("FAIL no report with a migrated build script was found")
print("%d passed, %d failed" % (passed, failed))
sys.exit(1 if failed else 0)
