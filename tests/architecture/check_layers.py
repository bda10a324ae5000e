#!/usr/bin/env python3
"""Fails on an #include that crosses cu2hip's layers the wrong way (docs/architecture.md).

  mappings/   the tables and their loader: nothing of cu2hip outside mappings/
  report/     the findings model (diagnostic catalogue, findings, statistics) and every
              printer of it: mappings/ and itself, no Clang
  rewriters/  translation, hazards, build-script migration: mappings/, itself, and of
              report/ only the model it fills (MODEL below), never a printer
  project/    the project engine (inputs, compile database, plan, cache, shards, worker
              pool): everything but tool/
  tool/       the command line, its subcommands and validation: anything

Known exceptions would be listed below with the issue that removes them; an exception that
no longer occurs fails too, so the list only shrinks.

usage: check_layers.py REPO_ROOT
"""
import os
import re
import sys

PARTS = ("mappings", "rewriters", "report", "project", "tool")
ALLOWED = {
    "mappings": {"mappings"},
    "rewriters": {"rewriters", "mappings"},  # plus MODEL
    "report": {"report", "mappings"},
    "project": {"project", "rewriters", "report", "mappings"},
    "tool": set(PARTS),
}
NO_CLANG = {"report"}
# The files of report/ that make up the findings model the rewriters fill.
MODEL = {"report/Diagnostics.h", "report/DiagnosticCatalog.def",
         "report/RetiredDiagnostics.def", "report/Statistics.h"}
# (including file, included path): why it is still allowed.
EXCEPTIONS = {}
INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"', re.M)
ANGLED = re.compile(r'^\s*#\s*include\s*<(clang/[^>]+)>|^\s*#\s*include\s*"(clang/[^"]+)"', re.M)


def part_of(path, root):
    rel = os.path.relpath(path, root)
    top = rel.split(os.sep)[0]
    return top if top in PARTS else None


def resolve(including, name, root):
    """The file an include names: beside the including file, else from the repository root."""
    beside = os.path.normpath(os.path.join(os.path.dirname(including), name))
    if os.path.exists(beside):
        return beside
    from_root = os.path.normpath(os.path.join(root, name))
    return from_root if os.path.exists(from_root) else None


def main():
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    root = os.path.abspath(sys.argv[1])
    problems, seen = [], set()
    for part in PARTS:
        for folder, _, files in os.walk(os.path.join(root, part)):
            for name in sorted(files):
                if not name.endswith((".cpp", ".h", ".def")):
                    continue
                path = os.path.join(folder, name)
                rel = os.path.relpath(path, root)
                text = open(path, encoding="utf-8", errors="replace").read()
                if part in NO_CLANG:
                    for m in ANGLED.finditer(text):
                        problems.append(f"{rel}: includes Clang ({m.group(1) or m.group(2)}); "
                                        f"{part}/ must not depend on Clang")
                for included in INCLUDE.findall(text):
                    target = resolve(path, included, root)
                    target_part = part_of(target, root) if target else None
                    if target_part is None or target_part in ALLOWED[part]:
                        continue
                    key = (rel, os.path.relpath(target, root))
                    if part == "rewriters" and key[1] in MODEL:
                        continue
                    if key in EXCEPTIONS:
                        seen.add(key)
                        continue
                    problems.append(f"{rel}: includes {key[1]}: {part}/ may include only "
                                    f"{', '.join(sorted(ALLOWED[part]))}/ (docs/architecture.md)")
    for key in sorted(set(EXCEPTIONS) - seen):
        problems.append(f"{key[0]} no longer includes {key[1]}: remove the exception from "
                        "tests/architecture/check_layers.py")
    for p in problems:
        print(p)
    if problems:
        return 1
    print(f"layers respected; {len(EXCEPTIONS)} known exceptions")
    return 0


if __name__ == "__main__":
    sys.exit(main())
