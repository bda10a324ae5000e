#!/usr/bin/env python3
"""Builds a HIP program against the wave64 CPU tier with g++, runs it with 64-lane
wavefronts and checks what it prints against what it must print (docs/wave64.md).

  run_wave64.py semantic SOURCE.cpp --runtime DIR --work DIR
  run_wave64.py fixture FIXTURE_DIR --runtime DIR --work DIR --cu2hip BIN [--variant fixed|unfixed]

Exit codes: 0 passed, 1 failed (the reason on stderr), 77 declared unsupported (the
reason printed; ctest shows it as skipped).
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys

UNSUPPORTED = 77
RUN_TIMEOUT_S = 120
FINDING = re.compile(r"^wave64: ([a-z-]+) at (.+?):(\d+):(\d+): (.*)$")
# extern __shared__ T name[]; (also written extern T __shared__ name[];)
_ALIGN = r"(?:__align__\s*\((?:[^()]|\([^()]*\))*\)\s+)?"
DYNAMIC_SHARED = re.compile(
    r"extern\s+(?:__shared__\s+(" + _ALIGN + r"[\w:<>\s\*]+?)|(" + _ALIGN + r"[\w:<>\s\*]+?)\s+__shared__)"
    r"\s*\b(\w+)\s*\[\s*\]\s*;")


def dynamic_shared_macro(match):
    return f"HIP_DYNAMIC_SHARED({match.group(1) or match.group(2)}, {match.group(3)})"


def fail(message):
    print("FAIL: " + message, file=sys.stderr)
    sys.exit(1)


def runtime_objects(args):
    if args.runtime_lib:
        return [args.runtime_lib]
    folder = os.path.join(args.runtime, "wave64")
    return sorted(os.path.join(folder, f) for f in os.listdir(folder) if f.endswith(".cpp"))


def compile_program(args, sources, output, extra_flags):
    # -x c++ for the translated .hip/.cu files, then -x none so the runtime's files are
    # taken by their own extension.
    # -fpermissive: g++ rejects some code clang accepts (a member alias named like its
    # type); whether code compiles for AMD is the AMD compile tiers' question, not this one's.
    command = ([args.cxx, "-std=c++20", "-O1", "-w", "-fpermissive", "-I", args.runtime] + extra_flags +
               ["-x", "c++"] + sources + ["-x", "none"] + runtime_objects(args) + ["-o", output])
    result = subprocess.run(command, capture_output=True, text=True)
    return result.returncode == 0, result.stderr


def run_program(program, arguments, cwd):
    try:
        result = subprocess.run([program] + arguments, capture_output=True, text=True,
                                timeout=RUN_TIMEOUT_S, cwd=cwd)
    except subprocess.TimeoutExpired:
        fail(f"{program} ran longer than {RUN_TIMEOUT_S} s (a lane spinning on another lane "
             "or block never yields in the tier: docs/wave64.md, limits)")
    return result.returncode, result.stdout, result.stderr


def findings_in(stderr):
    return [FINDING.match(line) for line in stderr.splitlines() if FINDING.match(line)]


def numbers_match(expected, actual, tolerance):
    a, b = expected.split(), actual.split()
    if len(a) != len(b):
        return False
    for x, y in zip(a, b):
        if x == y:
            continue
        try:
            fx, fy = float(x), float(y)
        except ValueError:
            return False
        if abs(fx - fy) > tolerance * max(1.0, abs(fx), abs(fy)):
            return False
    return True


def check_lines(expected_lines, stdout, tolerance):
    printed = [line.rstrip() for line in stdout.splitlines()]
    missing = []
    for want in expected_lines:
        want = want.rstrip()
        if tolerance is None:
            found = want in printed
        else:
            found = any(numbers_match(want, line, tolerance) for line in printed)
        if not found:
            missing.append(want)
    return missing


def semantic(args):
    source = os.path.abspath(args.source)
    with open(source, encoding="utf-8") as f:
        lines = f.read().splitlines()
    expected = [l.split("// expect:", 1)[1].strip() for l in lines if "// expect:" in l]
    expected_findings = {(l.split("// expect-finding:", 1)[1].strip(), number + 1)
                         for number, l in enumerate(lines) if "// expect-finding:" in l}
    if not expected and not expected_findings:
        fail(f"{source} states no expectation ('// expect:' lines)")
    os.makedirs(args.work, exist_ok=True)
    program = os.path.join(args.work, os.path.splitext(os.path.basename(source))[0])
    ok, errors = compile_program(args, [source], program, [])
    if not ok:
        fail(f"{source} does not compile against the tier:\n{errors}")
    code, stdout, stderr = run_program(program, [], args.work)
    sys.stdout.write(stdout)
    sys.stderr.write(stderr)
    if code != 0:
        fail(f"exit code {code}")
    missing = check_lines(expected, stdout, None)
    if missing:
        fail("missing from the output: " + " | ".join(missing))
    reported = {(m.group(1), int(m.group(3))) for m in findings_in(stderr)
                if os.path.samefile(m.group(2), source)}
    if reported != expected_findings:
        fail(f"findings {sorted(reported)} but expected {sorted(expected_findings)}")
    print("PASS")


def translate(args, spec, variant, source_dir, out):
    """Translates the fixture's folder as a project (its data files are copied with it)."""
    flags = [f for f in spec.get("cu2hip_flags", []) if f != "--fix-warp-size"]
    if variant == "fixed" or (variant == "own" and "--fix-warp-size" in spec.get("cu2hip_flags", [])):
        flags.append("--fix-warp-size")
    parser_flags = [f for f in spec.get("nvcc_flags", []) if f.startswith(("-D", "-I", "-std="))]
    command = ([args.cu2hip, "--hip-version", "6.3", "--launch-syntax", "hip", "--out-root", out,
                "--no-build-scripts"] + flags + [source_dir])
    if parser_flags:
        command += ["--"] + parser_flags
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode not in (0, 1):
        fail(f"cu2hip failed ({result.returncode}):\n{result.stderr}")
    return result.stderr


def translated_path(out, name):
    stem, extension = os.path.splitext(name)
    for candidate in (stem + ".hip", name):
        path = os.path.join(out, candidate)
        if os.path.exists(path):
            return path
    fail(f"no translation of {name} under {out}")


def fixture(args):
    folder = os.path.abspath(args.fixture)
    with open(os.path.join(folder, "fixture.json"), encoding="utf-8") as f:
        spec = json.load(f)
    wave64 = spec.get("wave64", {})
    known = {"unsupported", "note"} | {f"{v}_{k}" for v in ("own", "fixed", "unfixed")
                                       for k in ("output", "exit_code", "findings")}
    unknown = sorted(set(wave64) - known)
    if unknown:
        fail(f"{folder}/fixture.json: unknown wave64 field(s) {unknown}; known: {sorted(known)}")
    if "unsupported" in wave64:
        print("UNSUPPORTED: " + wave64["unsupported"])
        sys.exit(UNSUPPORTED)
    if args.variant == "unfixed" and "unfixed_output" not in wave64:
        fail("the fixture has no wave64.unfixed_output to check the unfixed translation against")
    # What the CUDA original prints, unless the fixture says why 64 lanes print otherwise.
    expected = wave64.get(f"{args.variant}_output", spec["expected_output"])
    expected_code = wave64.get(f"{args.variant}_exit_code", spec["expected_exit_code"])
    expected_findings = set(wave64.get(f"{args.variant}_findings", []))
    work = os.path.join(os.path.abspath(args.work), os.path.basename(folder) + "-" + args.variant)
    shutil.rmtree(work, ignore_errors=True)
    out = os.path.join(work, "hip")
    os.makedirs(work)
    source_dir = os.path.normpath(os.path.join(folder, spec.get("source_dir", ".")))
    diagnostics = translate(args, spec, args.variant, source_dir, out)
    # g++ cannot declare an extern array as block-shared: HIP's own macro form instead,
    # in every translated source and header.
    for folder_path, _, names in os.walk(out):
        for name in names:
            if os.path.splitext(name)[1] in (".hip", ".cu", ".cuh", ".h", ".hpp", ".inl"):
                path = os.path.join(folder_path, name)
                with open(path, encoding="utf-8", errors="surrogateescape") as f:
                    text = f.read()
                rewritten = DYNAMIC_SHARED.sub(dynamic_shared_macro, text)
                if rewritten != text:
                    with open(path, "w", encoding="utf-8", errors="surrogateescape") as f:
                        f.write(rewritten)
    sources = [translated_path(out, name) for name in spec["sources"]]
    include_flags = ["-I" + out]
    include_flags += [f for f in spec.get("nvcc_flags", []) if f.startswith(("-D", "-U"))]
    program = os.path.join(work, "program")
    ok, errors = compile_program(args, sources, program, include_flags)
    if not ok:
        first = next((l for l in errors.splitlines() if "error" in l), errors[:400])
        fail(f"the {args.variant} translation does not compile against the tier: {first}\n"
             f"cu2hip said:\n{diagnostics}")
    code, stdout, stderr = run_program(program, spec.get("run_arguments", []), out)
    sys.stdout.write(stdout)
    sys.stderr.write(stderr)
    problems = []
    if code != expected_code:
        problems.append(f"exit code {code}, expected {expected_code}")
    tolerance = spec["compare"]["tolerance"] if isinstance(spec.get("compare"), dict) else None
    missing = check_lines(expected, stdout, tolerance)
    if missing:
        problems.append("missing from the output: " + " | ".join(missing))
    reported = {m.group(1) for m in findings_in(stderr)}
    if reported != expected_findings:
        problems.append(f"run-time findings {sorted(reported)}, expected {sorted(expected_findings)}")
    if problems:
        if "CU2HIP-W024" in diagnostics:
            # Warp-synchronous code without __syncwarp relies on lanes running in
            # lockstep, which AMD wavefronts do and the tier's fibers do not.
            problems.append("cu2hip reported W024 (implicit warp-synchronous code): the tier "
                            "does not run lanes in lockstep, so this failure may be the tier's")
        fail("; ".join(problems) + f"\ncu2hip said:\n{diagnostics}")
    print("PASS")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="mode", required=True)
    s = sub.add_parser("semantic")
    s.add_argument("source")
    f = sub.add_parser("fixture")
    f.add_argument("fixture")
    f.add_argument("--cu2hip", required=True)
    f.add_argument("--variant", choices=["own", "fixed", "unfixed"], default="own")
    for p in (s, f):
        p.add_argument("--runtime", required=True, help="the tier's include folder")
        p.add_argument("--runtime-lib", help="the tier's runtime built as a library "
                       "(default: compile its sources with the program)")
        p.add_argument("--cxx", default="g++")
        p.add_argument("--work", required=True)
    args = parser.parse_args()
    semantic(args) if args.mode == "semantic" else fixture(args)


if __name__ == "__main__":
    main()
