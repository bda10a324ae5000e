#!/usr/bin/env python3
"""Checks the tables' 'hip_nvidia_absent', 'hip_nvidia_present' and 'hip_nvidia_attribute_unserved' marks against the real HIP NVIDIA platform headers.

HIP's NVIDIA platform is header-only (hip/nvidia_detail/*.h forward each hip* call to CUDA) and
lags the AMD implementation. For a HIP version V whose NVIDIA headers are installed here, an
entry of the runtime, driver and cuComplex families that is mapped for V (no 'hip_since' after
V) must carry "hip_nvidia_absent": [V] exactly when nvcc, preprocessing hip/hip_runtime.h (and
the complex and fp16 headers) with __HIP_PLATFORM_NVIDIA__, sees no declaration or macro of
its HIP name. A hipDeviceAttribute constant mapped for V and declared there must carry
"hip_nvidia_attribute_unserved": [V] exactly when V's hipDeviceGetAttribute (NVIDIA platform)
has no case for it. '--write' adds or removes the absent marks instead of failing.

Usage: hip_nvidia_names.py HIP_NVIDIA_INCLUDE NVCC VERSION MAPPINGS_DIR [--write]
"""
import json
import os
import re
import subprocess
import sys
import tempfile

FAMILIES = {'runtime', 'driver', 'cucomplex'}


def declared_names(include, nvcc):
    with tempfile.TemporaryDirectory() as work:
        source = os.path.join(work, 'probe.cu')
        with open(source, 'w', encoding='utf-8') as probe:
            probe.write('#include <hip/hip_runtime.h>\n#include <hip/hip_complex.h>\n'
                        '#include <hip/hip_fp16.h>\n')
        common = [nvcc, '-E', '-x', 'cu', '-std=c++17', '-D__HIP_PLATFORM_NVIDIA__', '-I' + include, source]
        text = subprocess.run(common, capture_output=True, text=True, check=True).stdout
        macros = subprocess.run(common + ['-Xcompiler', '-dM'], capture_output=True, text=True,
                                check=True).stdout
    names = set(re.findall(r'[A-Za-z_]\w*', text))
    names |= set(re.findall(r'^#define\s+([A-Za-z_]\w*)', macros, re.M))
    return names


def version_tuple(text):
    return tuple(int(part) for part in text.split('.'))


def checked_entries(entry, version):
    if entry.get('status') == 'unsupported' or 'hip' not in entry:
        return False
    if entry['kind'] in ('header', 'namespace') or not entry['hip'].isidentifier():
        return False
    if entry['hip'].startswith('__'):
        return False  # compiler keywords and builtins: nvcc provides them itself
    return 'hip_since' not in entry or version_tuple(entry['hip_since']) <= version_tuple(version)


def present_mark_problems(path, entry, version, names):
    """'hip_nvidia_present': [V] must be on exactly the entries newer than V (for AMD) whose
    HIP name V's NVIDIA headers already declare, except those with an 'older_hip' form and
    compiler builtins. Checked only: the marks are few and each changes what is written."""
    if entry.get('status') == 'unsupported' or 'hip' not in entry or 'hip_since' not in entry:
        return []
    if version_tuple(entry['hip_since']) <= version_tuple(version):
        return []
    if entry['kind'] in ('header', 'namespace') or entry['hip'].startswith('__'):
        return []
    declared = entry['hip'] in names
    has_mark = version in entry.get('hip_nvidia_present', [])
    if declared == has_mark or (declared and 'older_hip' in entry):
        return []
    return [f"{path}#{entry['cuda']}: '{entry['hip']}' (HIP {entry['hip_since']} on AMD) is "
            f"{'declared by' if declared else 'absent from'} HIP {version}'s NVIDIA headers; "
            f"{'add' if declared else 'remove'} \"hip_nvidia_present\": [\"{version}\"]"]


def served_attributes(include):
    """The hipDeviceAttribute constants that the NVIDIA platform's hipDeviceGetAttribute has a
    case for (it returns hipErrorInvalidValue for the others)."""
    path = os.path.join(include, 'hip', 'nvidia_detail', 'nvidia_hip_runtime_api.h')
    with open(path, encoding='utf-8') as header:
        text = header.read()
    start = text.index('hipError_t hipDeviceGetAttribute(')
    body = text[start:text.index('\n}\n', start)]
    return set(re.findall(r'case\s+(hipDeviceAttribute\w+)\s*:', body))


def unserved_mark_problems(path, entry, version, names, served):
    if entry['kind'] != 'enum_constant' or not checked_entries(entry, version):
        return []
    hip = entry['hip']
    if not hip.startswith('hipDeviceAttribute') or hip not in names:
        return []
    unserved = hip not in served
    has_mark = version in entry.get('hip_nvidia_attribute_unserved', [])
    if unserved == has_mark:
        return []
    return [f"{path}#{entry['cuda']}: HIP {version}'s NVIDIA hipDeviceGetAttribute "
            f"{'has no case for' if unserved else 'serves'} '{hip}'; "
            f"{'add' if unserved else 'remove'} \"hip_nvidia_attribute_unserved\": [\"{version}\"]"]


def with_absent_mark(line, version, absent):
    """The entry's line with VERSION added to (or removed from) its one hip_nvidia_absent list."""
    found = re.search(r', "hip_nvidia_absent": \[([^\]]*)\]', line)
    versions = re.findall(r'"([0-9.]+)"', found.group(1)) if found else []
    versions = [v for v in versions if v != version] + ([version] if absent else [])
    versions.sort(key=version_tuple)
    mark = (', "hip_nvidia_absent": [' + ', '.join(f'"{v}"' for v in versions) + ']') if versions else ''
    if found:
        return line[:found.start()] + mark + line[found.end():]
    end = line.rstrip().rstrip(',')
    return end[:-1] + mark + '}' + (',' if line.rstrip().endswith(',') else '')


def main():
    if len(sys.argv) not in (5, 6):
        sys.exit(__doc__)
    include, nvcc, version, mappings = sys.argv[1:5]
    write = len(sys.argv) == 6 and sys.argv[5] == '--write'
    names = declared_names(include, nvcc)
    served = served_attributes(include)
    problems, marked = [], 0
    for path in sorted(os.listdir(mappings)):
        if not path.endswith('.json'):
            continue
        full = os.path.join(mappings, path)
        with open(full, encoding='utf-8') as table:
            text = table.read()
        data = json.loads(text)
        if data['family'] not in FAMILIES:
            continue
        lines = text.split('\n')
        for entry in data['entries']:
            problems += present_mark_problems(path, entry, version, names)
            problems += unserved_mark_problems(path, entry, version, names, served)
            if not checked_entries(entry, version):
                continue
            absent = entry['hip'] not in names
            has_mark = version in entry.get('hip_nvidia_absent', [])
            marked += absent
            if absent == has_mark:
                continue
            if not write:
                problems.append(f"{path}#{entry['cuda']}: '{entry['hip']}' is "
                                f"{'absent from' if absent else 'declared by'} HIP {version}'s NVIDIA "
                                f"headers; {'add' if absent else 'remove'} \"hip_nvidia_absent\": [\"{version}\"]")
                continue
            key = f'{{"cuda": "{entry["cuda"]}",'
            index = next(i for i, line in enumerate(lines) if line.strip().startswith(key))
            lines[index] = with_absent_mark(lines[index], version, absent)
        if write:
            with open(full, 'w', encoding='utf-8') as table:
                table.write('\n'.join(lines))
    for problem in problems:
        print('error: ' + problem)
    print(f'{marked} mapped HIP names of the runtime, driver and cuComplex tables are absent from '
          f'HIP {version}\'s NVIDIA platform headers; {len(problems)} marks out of date')
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
