#!/usr/bin/env bash
# run-gpu.sh without a GPU: a stand-in nvcc builds each side from a small C program with the
# system compiler, so that what the script itself decides can be checked: both sides run
# with the same argv[0] and the description's run arguments, and a translation is not run
# when its original ran out of time.
# usage: run_gpu_script_test.sh RUN_GPU_SCRIPT SCRATCH_DIR
set -euo pipefail
script=$1 scratch=$2
rm -rf "$scratch" && mkdir -p "$scratch/work" "$scratch/bin"
work=$scratch/work

cat > "$scratch/prog.c" <<'PROG'
#include <stdio.h>
#include <unistd.h>
int main(int argc, char **argv) {
#ifdef SLEEP
  sleep(SLEEP);
#endif
  printf("argv0=%s", argv[0]);
  for (int i = 1; i < argc; ++i)
    printf(" [%s]", argv[i]);
  printf("\n");
  return 0;
}
PROG
# The stand-in nvcc: '-o OUT' names the program; the fixture 'slow' sleeps on its CUDA side.
cat > "$scratch/bin/nvcc" <<STANDIN
#!/usr/bin/env bash
out=
while [[ \$# -gt 0 ]]; do [[ \$1 == -o ]] && out=\$2; shift; done
extra=()
[[ \$out == */slow/cuda.bin ]] && extra=(-DSLEEP=5)
exec cc "\${extra[@]}" "$scratch/prog.c" -o "\$out"
STANDIN
chmod +x "$scratch/bin/nvcc"

echo '{}' > "$work/manifest.json"
printf 'quick\nslow\n' > "$work/fixtures.list"
for name in quick slow; do
  mkdir -p "$work/$name/cuda" "$work/$name/hip"
  printf "SOURCES=('main.cu')\nRUN_ARGS=('two words' '7')\n" > "$work/$name/build.env"
done

NVCC=$scratch/bin/nvcc CU2HIP_NVIDIA_ARCH=sm_90 CU2HIP_RUN_TIMEOUT=1 CU2HIP_BUILD_JOBS=2 \
  bash "$script" "$work" "$scratch/results" > "$scratch/log" 2>&1 ||
  { cat "$scratch/log"; echo "FAIL: run-gpu.sh exited non-zero"; exit 1; }

fail() { cat "$scratch/log"; echo "FAIL: $*"; exit 1; }
r=$scratch/results
for side in cuda hip; do
  [[ $(cat "$r/quick/$side.stdout") == "argv0=./quick [two words] [7]" ]] ||
    fail "quick/$side.stdout is '$(cat "$r/quick/$side.stdout")'"
  [[ $(cat "$r/quick/$side.exit") == 0 ]] || fail "quick/$side.exit"
done
[[ $(cat "$r/slow/cuda.exit") == 124 ]] || fail "slow/cuda.exit is $(cat "$r/slow/cuda.exit")"
[[ ! -e $r/slow/hip.exit ]] || fail "the translation ran although its original timed out"
grep -q "slow: cuda exit 124 .* hip not run (the original timed out)" "$scratch/log" ||
  fail "the progress line does not say why the translation was not run"
echo "run-gpu.sh: argv[0], run arguments and the timed-out original behave"
