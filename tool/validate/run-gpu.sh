#!/usr/bin/env bash
# Runs prepared validation fixtures on an NVIDIA GPU (docs/validation.md): builds each CUDA
# original and its HIP translation (through HIP's NVIDIA backend) with nvcc, in parallel,
# then runs them one at a time so that timings are fair. Needs only bash, nvcc and the work
# directory that `cu2hip validate prepare` wrote; the verdicts come from `cu2hip validate report`.
#
# usage: bash tool/validate/run-gpu.sh WORK_DIR RESULTS_DIR [FIXTURE...]
# environment: NVCC (default: nvcc on PATH, then /usr/local/cuda/bin/nvcc),
#   CU2HIP_NVIDIA_ARCH (default: from nvidia-smi, else sm_90), CU2HIP_RUN_TIMEOUT (60 s),
#   CU2HIP_BUILD_JOBS (default: nproc), CU2HIP_RUN_JOBS (programs run at the same time,
#   default 1: timings are fair only then), CU2HIP_GPU_BUILD_DIR (default: a temporary directory,
#   removed at the end; the binaries are not results)
# Writes RESULTS_DIR/<fixture>/{cuda,hip}.{build.log,build.exit,stdout,stderr,exit,wall_ms}
# and RESULTS_DIR/run-info.txt. Exit status: 0 when every step could be attempted (failing
# fixtures included: the report judges them), 2 on a usage or setup error.
set -euo pipefail

die() { echo "run-gpu.sh: error: $*" >&2; exit 2; }

[[ $# -ge 2 ]] || die "usage: run-gpu.sh WORK_DIR RESULTS_DIR [FIXTURE...]"
[[ -f $1/manifest.json && -f $1/fixtures.list ]] ||
  die "'$1' is not a prepared work directory (run 'cu2hip validate prepare --work $1')"
WORK=$(cd "$1" && pwd)
mkdir -p "$2"
RESULTS=$(cd "$2" && pwd)
shift 2

if [[ $# -gt 0 ]]; then
  FIXTURES=("$@")
else
  mapfile -t FIXTURES < "$WORK/fixtures.list"
fi
for name in "${FIXTURES[@]}"; do
  [[ -f $WORK/$name/build.env ]] || die "fixture '$name' is not prepared in $WORK"
done

NVCC=${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
[[ -x $NVCC ]] || die "nvcc not found (set NVCC)"
TIMEOUT_S=${CU2HIP_RUN_TIMEOUT:-60}
JOBS=${CU2HIP_BUILD_JOBS:-$(nproc)}
# Programs run one at a time unless told otherwise: timings are fair only then. A loop over
# many real programs that checks results, not speed, may share the GPU (CU2HIP_RUN_JOBS=8).
RUN_JOBS=${CU2HIP_RUN_JOBS:-1}
[[ $RUN_JOBS =~ ^[1-9][0-9]*$ ]] || die "CU2HIP_RUN_JOBS must be a positive number"
if [[ -n ${CU2HIP_GPU_BUILD_DIR:-} ]]; then
  BUILD=$CU2HIP_GPU_BUILD_DIR
else
  BUILD=$(mktemp -d "${TMPDIR:-/tmp}/cu2hip-gpu-build.XXXXXX")
  trap 'rm -rf "$BUILD"' EXIT
fi

detect_arch() {
  local cap
  cap=$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader 2>/dev/null | head -n 1 | tr -d ' .') || true
  if [[ $cap =~ ^[0-9]+$ ]]; then echo "sm_$cap"; else echo sm_90; fi
}
ARCH=${CU2HIP_NVIDIA_ARCH:-$(detect_arch)}

# build_one NAME SIDE: SIDE is cuda (the original) or hip (the translation). Never fails:
# the status goes to SIDE.build.exit.
build_one() {
  local name=$1 side=$2 dir=$WORK/$1 out=$RESULTS/$1
  local -a flags libs extra cmd
  # shellcheck source=/dev/null
  source "$dir/build.env"
  if [[ $side == cuda ]]; then
    flags=(${CUDA_FLAGS[@]+"${CUDA_FLAGS[@]}"})
    libs=(${CUDA_LIBS[@]+"${CUDA_LIBS[@]}"})
    extra=()
  else
    flags=(${HIP_FLAGS[@]+"${HIP_FLAGS[@]}"} -I "$WORK/hip-nvidia")
    libs=(${HIP_LIBS[@]+"${HIP_LIBS[@]}"})
    extra=()
    for shim in ${HIP_SHIMS[@]+"${HIP_SHIMS[@]}"}; do extra+=("$WORK/hip-nvidia/$shim"); done
  fi
  mkdir -p "$BUILD/$name"
  cmd=("$NVCC" "-arch=$ARCH" "${flags[@]}" "${SOURCES[@]}" ${extra[@]+"${extra[@]}"}
       -o "$BUILD/$name/$side.bin" ${libs[@]+"${libs[@]}"})
  {
    printf '$ cd %q &&' "$dir/$side"
    printf ' %q' "${cmd[@]}"
    printf '\n'
  } > "$out/$side.build.log"
  local status=0
  (cd "$dir/$side" && "${cmd[@]}") >> "$out/$side.build.log" 2>&1 || status=$?
  echo "$status" > "$out/$side.build.exit"
  return 0
}

# run_one NAME SIDE: runs a built program from its source directory with a time limit and
# the fixture's run arguments (RUN_ARGS of build.env, absent in work folders of older
# releases).
run_one() {
  local name=$1 side=$2 out=$RESULTS/$1 bin=$BUILD/$1/$2.bin
  [[ $(cat "$out/$side.build.exit") == 0 ]] || return 0
  local start end status=0
  start=$(date +%s%N)
  (
    RUN_ARGS=()
    # shellcheck source=/dev/null
    source "$WORK/$name/build.env"
    # Both sides see the same argv[0]: programs that print their own path (cuda-samples'
    # "[./prog] - Starting...") would otherwise differ in that line alone.
    cd "$WORK/$name/$side" &&
      exec timeout --kill-after=5 "$TIMEOUT_S" bash -c 'exec -a "./$0" "$@"' "$name" "$bin" \
        ${RUN_ARGS[@]+"${RUN_ARGS[@]}"}
  ) > "$out/$side.stdout" 2> "$out/$side.stderr" < /dev/null || status=$?
  end=$(date +%s%N)
  echo "$status" > "$out/$side.exit"
  echo $(( (end - start) / 1000000 )) > "$out/$side.wall_ms"
}

{
  echo "gpu: $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null | head -n 1 || echo unknown)"
  echo "nvidia_arch: $ARCH"
  echo "nvcc: $("$NVCC" --version | tail -n 1)"
  echo "timeout_s: $TIMEOUT_S"
  echo "run_jobs: $RUN_JOBS"
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
} > "$RESULTS/run-info.txt"

echo "run-gpu.sh: building ${#FIXTURES[@]} fixtures (CUDA + HIP) for $ARCH on $JOBS jobs"
for name in "${FIXTURES[@]}"; do
  rm -rf "${RESULTS:?}/$name" "${BUILD:?}/$name"
  mkdir -p "$RESULTS/$name"
  for side in cuda hip; do
    while [[ $(jobs -rp | wc -l) -ge $JOBS ]]; do wait -n || true; done
    build_one "$name" "$side" &
  done
done
wait

# run_pair NUMBER NAME: the original, then the translation; one line of progress.
run_pair() {
  local line="[$1/${#FIXTURES[@]}] $2:" side
  for side in cuda hip; do
    # An original that ran out of time leaves nothing to compare: the translation is not run
    # (the report says "CUDA timeout"), which spares the GPU a second wait.
    if [[ $side == hip && $(cat "$RESULTS/$2/cuda.exit" 2>/dev/null) =~ ^(124|137)$ ]]; then
      line+=" hip not run (the original timed out)"
      continue
    fi
    run_one "$2" "$side"
    if [[ -f $RESULTS/$2/$side.exit ]]; then
      line+=" $side exit $(cat "$RESULTS/$2/$side.exit") ($(cat "$RESULTS/$2/$side.wall_ms") ms)"
    else
      line+=" $side build FAILED"
    fi
  done
  echo "$line"
}

count=0
for name in "${FIXTURES[@]}"; do
  count=$((count + 1))
  if [[ $RUN_JOBS -le 1 ]]; then
    run_pair "$count" "$name"
  else
    while [[ $(jobs -rp | wc -l) -ge $RUN_JOBS ]]; do wait -n || true; done
    run_pair "$count" "$name" &
  fi
done
wait
echo "run-gpu.sh: results in $RESULTS (next: cu2hip validate report WORK_DIR RESULTS_DIR)"
