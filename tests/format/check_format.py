#!/usr/bin/env python3
"""Fails when a C++ file of cu2hip's own code differs from what clang-format makes of it
(the style is the repository's .clang-format).

Checked: the C++ sources and headers under the code folders below. Not checked: text that
cu2hip writes into users' files (rewriters/support/: its layout is part of the golden
outputs), fixtures and test inputs (they are CUDA as users write it).

usage: check_format.py REPO_ROOT CLANG_FORMAT
Prints each file that differs and the command that fixes them all; exit 1 if any differ.
"""
import os
import subprocess
import sys

CODE_FOLDERS = ["tool", "project", "mappings", "rewriters", "report",
                "tests/unit", "tests/wave64", "tests/benchmark", "tests/fuzz"]
NOT_CODE = ["rewriters/support"]
SUFFIXES = (".cpp", ".h", ".hpp")


def checked_files(root):
    for folder in CODE_FOLDERS:
        for dirpath, dirnames, filenames in os.walk(os.path.join(root, folder)):
            relative_dir = os.path.relpath(dirpath, root)
            dirnames[:] = sorted(d for d in dirnames
                                 if os.path.join(relative_dir, d) not in NOT_CODE)
            for name in sorted(filenames):
                if name.endswith(SUFFIXES):
                    yield os.path.join(relative_dir, name)


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    root, clang_format = sys.argv[1], sys.argv[2]
    files = list(checked_files(root))
    if not files:
        sys.exit(f"check_format.py: no C++ files under '{root}': wrong REPO_ROOT?")
    differing = []
    for i in range(0, len(files), 50):
        batch = files[i:i + 50]
        # --dry-run --Werror prints a warning per reformatted line and fails the batch;
        # then each file of the batch is asked alone to name the ones that differ.
        result = subprocess.run([clang_format, "--dry-run", "--Werror", *batch], cwd=root,
                                capture_output=True, text=True)
        if result.returncode == 0:
            continue
        for path in batch:
            alone = subprocess.run([clang_format, "--dry-run", "--Werror", path], cwd=root,
                                   capture_output=True, text=True)
            if alone.returncode != 0:
                differing.append(path)
        if not differing:
            sys.exit(f"{clang_format} failed: {result.stderr.strip()}")
    if differing:
        print(f"{len(differing)} of {len(files)} files are not formatted as .clang-format says:")
        for path in differing:
            print(f"  {path}")
        print(f"fix: (cd {root} && {clang_format} -i " + " ".join(differing) + ")")
        return 1
    print(f"{len(files)} files formatted as .clang-format says")
    return 0


if __name__ == "__main__":
    sys.exit(main())
