#!/bin/sh
# tsan.sh - the mechanics of `make tsan` (the Makefile's comment says what it checks):
# tests/probes/threads.c built with -fsanitize=thread by each compiler given and run, then its race
# control, which must be reported.
#
#   sh tests/probes/tsan.sh BUILD "FLAGS" cc [cc ...]
#
# A compiler that is not installed, or whose ThreadSanitizer runtime is missing or does not
# start on this machine (probed with an empty program), is skipped with a "skip:" line; at
# least one must run. A TSan runtime that cannot map its shadow memory under this kernel's
# address-space randomization ("unexpected memory mapping": clang 14 on kernels with 32
# bits of mmap randomness) is run under `setarch -R` (randomization off, for these runs).
# Any failure (a build, a data race, a result that differs from the single-threaded run,
# a race control that TSan does not report) fails, with the log.
build=$1
flags=$2
shift 2
ran=0
tsan_options="${TSAN_OPTIONS:+$TSAN_OPTIONS }halt_on_error=1"
for cc in "$@"; do
  name=$(basename "$cc")
  if ! command -v "$cc" >/dev/null 2>&1; then echo "skip: tsan $name: not installed"; continue; fi
  probe=$build/tsan_probe_$name
  printf 'int main(void) { return 0; }\n' > "$probe.c"
  if ! "$cc" -fsanitize=thread -o "$probe" "$probe.c" > "$probe.log" 2>&1; then
    echo "skip: tsan $name: no ThreadSanitizer runtime ($(grep -m1 -E 'cannot find|not found|error' "$probe.log" | cut -c1-120))"
    continue
  fi
  run=""
  if ! "$probe" >> "$probe.log" 2>&1; then
    if command -v setarch >/dev/null 2>&1 && setarch "$(uname -m)" -R "$probe" >> "$probe.log" 2>&1; then
      run="setarch $(uname -m) -R"
    else
      echo "skip: tsan $name: the ThreadSanitizer runtime does not start here ($(grep -m1 -E 'FATAL|ERROR' "$probe.log" | cut -c1-120))"
      continue
    fi
  fi
  exe=$build/threads_$name
  echo "$cc $flags -fsanitize=thread -pthread -o $exe tests/probes/threads.c -lm${run:+ (run under $run)}"
  "$cc" $flags -fsanitize=thread -pthread -o "$exe" tests/probes/threads.c -lm || exit 1
  # shellcheck disable=SC2086
  TSAN_OPTIONS="$tsan_options" $run "$exe" > "$exe.log" 2>&1
  rc=$?
  if [ $rc -ne 0 ]; then
    cat "$exe.log"
    echo "tsan $name: FAILED (exit status $rc; the log: $exe.log)"
    exit 1
  fi
  echo "tsan $name: $(tail -n 1 "$exe.log" | sed 's/^threads: //')"
  # the control: two clips over one channel array sampled at once, without a lock
  # shellcheck disable=SC2086
  TSAN_OPTIONS="$tsan_options" $run "$exe" --race-control > "$exe.control.log" 2>&1
  rc=$?
  if [ $rc -eq 0 ] || ! grep -q "WARNING: ThreadSanitizer: data race" "$exe.control.log" ||
     ! grep -q "gltfa_clip_sample" "$exe.control.log"; then
    cat "$exe.control.log"
    echo "tsan $name: FAILED: the race control (two threads writing the same destinations) was not reported (exit status $rc)"
    exit 1
  fi
  echo "tsan $name: race control: two clips over one channel array sampled at once without a lock: the data race on their shared destinations reported, as it must be"
  ran=$((ran + 1))
done
if [ $ran -eq 0 ]; then
  echo "tsan: no compiler with a working ThreadSanitizer runtime (clang: apt-get install libclang-rt-14-dev; gcc: libtsan2)"
  exit 1
fi
