#!/usr/bin/env python3
"""Checks that every Debian package the build and the tests really use is installed by
the project's install step (tool/install-deps.sh) or comes with a fresh machine.

A package installed here by hand hides a missing install step: the tests pass on this
machine and fail on a new one (it happened with librocrand-dev, which libhiprand-dev's
headers include but no package dependency names). So the packages are derived from what
is used, never listed by hand:
  - every header the build compiled (ninja's dependency log),
  - every shared library the built programs load (ldd),
  - every program and file CMake found at configure time (CMakeCache FILEPATH entries),
  - every program, file and Python module the registered tests name (ctest's test list),
  - every header and device library hipcc reaches when it compiles the translated
    fixtures for the AMD targets (hipcc -M, and hipcc -### for the device libraries).
Each file is mapped to its package (dpkg -S). A package is allowed when a fresh machine
has it, or the install step names it, or it is a dependency (recursively) of one of those.

Usage: check_install_packages.py BUILD_DIR INSTALL_SCRIPT FRESH_PACKAGES_LIST SOURCE_DIR
Exit 0: all used packages allowed; 1: some are not (named, with a file that needs each).
"""
import glob
import json
import os
import re
import shutil
import subprocess
import sys


def run(argv, cwd=None):
    return subprocess.run(argv, cwd=cwd, capture_output=True, text=True)


def existing(path):
    return path if path.startswith('/') and os.path.isfile(path) else None


def headers_compiled(build_dir):
    out = run(['ninja', '-C', build_dir, '-t', 'deps']).stdout
    return {line.strip() for line in out.splitlines() if line.startswith('    /')}


def libraries_loaded(build_dir):
    files = set()
    for exe in glob.glob(os.path.join(build_dir, '*')):
        if not (os.path.isfile(exe) and os.access(exe, os.X_OK)) or exe.endswith(('.sh', '.py')):
            continue
        for line in run(['ldd', exe]).stdout.splitlines():
            m = re.search(r'=> (/\S+)', line)
            if m:
                files.add(m.group(1))
    return files


def cmake_cache_files(build_dir):
    files = set()
    with open(os.path.join(build_dir, 'CMakeCache.txt'), encoding='utf-8') as cache:
        for line in cache:
            m = re.match(r'[^#/][^:]*:FILEPATH=(/.*)$', line.strip())
            if m and existing(m.group(1)):
                files.add(m.group(1))
    return files


def test_command_files(build_dir):
    """Programs and files named on the registered tests' command lines, and the Python
    modules imported by the Python scripts among them."""
    listing = json.loads(run(['ctest', '--show-only=json-v1'], cwd=build_dir).stdout)
    files, modules = set(), set()
    for test in listing.get('tests', []):
        for arg in test.get('command', []):
            for part in re.split(r'[=;]', arg):
                if existing(part):
                    files.add(part)
                    if part.endswith('.py'):
                        modules |= imported_modules(part)
    return files, modules


def imported_modules(script):
    with open(script, encoding='utf-8') as source:
        text = source.read()
    return set(re.findall(r'^\s*(?:import|from)\s+([A-Za-z_]\w*)', text, re.M))


def module_files(modules, python):
    files = set()
    for name in sorted(modules):
        probe = run([python, '-c', f'import {name}, sys; print(getattr({name}, "__file__", "") or "")'])
        path = probe.stdout.strip()
        if probe.returncode == 0 and existing(path):
            files.add(path)
    return files


def hipcc_files(source_dir, build_dir):
    """Headers and device libraries hipcc uses for the translated program fixtures."""
    hipcc = shutil.which('hipcc', path='/usr/bin')
    if not hipcc:
        return set()
    files = {hipcc}
    work = os.path.join(build_dir, 'packages-check')
    os.makedirs(work, exist_ok=True)
    translations = sorted(glob.glob(os.path.join(source_dir, 'fixtures/translate/*.hip')))
    for translation in translations:
        deps = os.path.join(work, os.path.basename(translation) + '.d')
        run([hipcc, '--offload-arch=gfx90a', '-std=c++17', '-x', 'hip', '-M', '-MF', deps,
             translation])
        if os.path.exists(deps):
            with open(deps, encoding='utf-8') as listing:
                files |= {w for w in listing.read().replace('\\\n', ' ').split() if existing(w)}
    if translations:
        driver = run([hipcc, '--offload-arch=gfx90a', '-x', 'hip', '-###', '-c', translations[0],
                      '-o', os.path.join(work, 'probe.o')])
        for word in re.findall(r'"(/[^"]+)"', driver.stderr):
            if existing(word):
                files.add(word)
    return files


def owning_packages(files):
    """dpkg -S for each file (also through symlinks); files of no package are skipped."""
    owner = {}
    candidates = {}
    for path in files:
        for variant in {path, os.path.realpath(path)}:
            candidates.setdefault(variant, path)
    names = sorted(candidates)
    for start in range(0, len(names), 200):
        out = run(['dpkg', '-S'] + names[start:start + 200]).stdout
        for line in out.splitlines():
            if ': ' not in line or line.startswith('diversion '):
                continue
            packages, path = line.split(': ', 1)
            for package in packages.split(', '):
                owner.setdefault(package.split(':')[0], candidates.get(path, path))
    return owner


def installed_dependency_closure(roots):
    status = run(['dpkg-query', '-W', '-f=${Package}\t${Status}\t${Provides}\t${Depends}, ${Pre-Depends}\n']).stdout
    installed, provides, depends = set(), {}, {}
    for line in status.splitlines():
        name, state, provided, deps = (line.split('\t') + ['', '', ''])[:4]
        if 'install ok installed' not in state:
            continue
        installed.add(name)
        for virtual in provided.split(','):
            if virtual.strip():
                provides.setdefault(virtual.split()[0].split(':')[0], set()).add(name)
        depends[name] = deps
    closure, todo = set(), [r for r in roots if r in installed]
    while todo:
        name = todo.pop()
        if name in closure:
            continue
        closure.add(name)
        for clause in depends.get(name, '').split(','):
            for alternative in clause.split('|'):
                dep = alternative.strip().split(' ')[0].split(':')[0]
                for real in ({dep} if dep in installed else set()) | provides.get(dep, set()):
                    todo.append(real)
    return closure


def install_step_packages(script):
    listed = run(['bash', script, '--list'])
    if listed.returncode != 0:
        sys.exit(f'{script}: --list failed: {listed.stderr.strip()}')
    return set(listed.stdout.split())


def main():
    if len(sys.argv) != 5:
        sys.exit(__doc__)
    build_dir, install_script, fresh_list, source_dir = sys.argv[1:]
    with open(fresh_list, encoding='utf-8') as listing:
        fresh = {line.strip() for line in listing if line.strip()}
    named = install_step_packages(install_script)

    files = headers_compiled(build_dir) | libraries_loaded(build_dir) | cmake_cache_files(build_dir)
    command_files, modules = test_command_files(build_dir)
    files |= command_files | module_files(modules, '/usr/bin/python3')
    files |= hipcc_files(source_dir, build_dir)
    used = owning_packages(files)

    allowed = installed_dependency_closure(fresh | named) | fresh | named
    missing = {p: f for p, f in used.items() if p not in allowed}
    print(f'{len(files)} files used by the build and the tests, from {len(used)} Debian packages; '
          f'{len(named)} named by {os.path.basename(install_script)}, {len(fresh)} on a fresh machine')
    for package in sorted(missing):
        print(f'error: package {package} is used ({missing[package]}) but neither a fresh machine '
              f'has it nor {install_script} installs it (directly or as a dependency)')
    return 1 if missing else 0


if __name__ == '__main__':
    sys.exit(main())
