#!/usr/bin/env python3
"""The README's example outputs, regenerated from real runs so they cannot go stale.

A region of README.md between
    <!-- example: show=console; cmd: cu2hip ARGS... -->
and
    <!-- end example -->
is what running that command prints: a ```console block with the command (OUT written as
'out') and its stderr and stdout, plus 'exit code N' when it is not 0. With show=FILE the
region is instead the content of FILE (relative to OUT) after the run, in a fenced block.
Commands run in the repository root; 'cu2hip' is the built binary, OUT a fresh folder
(the cache goes there too, so every run parses from scratch). Absolute paths of the
repository are printed relative to it. Timings change from run to run: the numbers on a
'time:' line are not compared.

usage: readme_examples.py CU2HIP REPO_ROOT [--write]
Without --write: exit 1 and a diff when README.md differs from what the runs print.
"""
import difflib
import os
import re
import shlex
import subprocess
import sys
import tempfile

MARKER = re.compile(r"<!-- example: show=([^;]+); cmd: (.*?) -->\n(.*?)<!-- end example -->\n",
                    re.S)


def run_example(cu2hip, repo, show, command):
    with tempfile.TemporaryDirectory(prefix="cu2hip-readme-") as out:
        args = shlex.split(command.replace("OUT", out))
        if args[0] != "cu2hip":
            raise SystemExit(f"README example does not start with cu2hip: {command}")
        env = dict(os.environ, XDG_CACHE_HOME=os.path.join(out, "cache"), LC_ALL="C")
        done = subprocess.run([cu2hip] + args[1:], cwd=repo, env=env, capture_output=True,
                              text=True)

        def tidy(text):
            return text.replace(repo.rstrip("/") + "/", "").replace(out, "out")

        if show == "console":
            body = f"$ {command.replace('OUT', 'out')}\n" + tidy(done.stderr) + tidy(done.stdout)
            if done.returncode:
                body += f"exit code {done.returncode}\n"
            return "```console\n" + body + "```\n"
        if done.returncode not in (0, 1):
            raise SystemExit(f"README example failed (exit {done.returncode}): {command}\n"
                             + done.stderr)
        with open(os.path.join(out, show), encoding="utf-8") as f:
            text = tidy(f.read()).rstrip("\n") + "\n"
        language = {".md": "markdown", ".json": "json", ".csv": "csv"}.get(
            os.path.splitext(show)[1], "text")
        return f"```{language}\n{text}```\n"


def mask_times(text):
    return re.sub(r"(time:\s+)[0-9.]+ s parsing, [0-9.]+ s rewriting",
                  r"\1N s parsing, N s rewriting", text)


def main():
    if len(sys.argv) not in (3, 4) or (len(sys.argv) == 4 and sys.argv[3] != "--write"):
        raise SystemExit(__doc__)
    cu2hip, repo = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    readme_path = os.path.join(repo, "README.md")
    with open(readme_path, encoding="utf-8") as f:
        readme = f.read()
    count = 0

    def regenerate(match):
        nonlocal count
        count += 1
        show, command = match.group(1), match.group(2)
        return (f"<!-- example: show={show}; cmd: {command} -->\n"
                + run_example(cu2hip, repo, show, command) + "<!-- end example -->\n")

    generated = MARKER.sub(regenerate, readme)
    if count == 0:
        raise SystemExit("README.md has no '<!-- example: ... -->' region")
    if len(sys.argv) == 4:
        if generated != readme:
            tmp = readme_path + ".tmp"
            with open(tmp, "w", encoding="utf-8") as f:
                f.write(generated)
            os.replace(tmp, readme_path)
        print(f"README.md: {count} examples regenerated")
        return 0
    if mask_times(generated) == mask_times(readme):
        print(f"README.md: {count} examples match real runs")
        return 0
    sys.stdout.writelines(difflib.unified_diff(readme.splitlines(True),
                                               generated.splitlines(True),
                                               "README.md", "README.md from real runs"))
    print("README.md examples are stale: cmake --build BUILD --target readme-examples")
    return 1


if __name__ == "__main__":
    sys.exit(main())
