#!/bin/sh
# fuzz.sh - make fuzz: each libFuzzer target (BUILD/fuzz_TARGET, built by make fuzz-build)
# for FUZZ_SECONDS over its corpus and the committed regressions (regress/TARGET/; the loader,
# cgltf and tinygltf also with gltf.dict and the demo asset's seeds). Fails on any finding (crash
# inputs land in BUILD/fuzz/findings_TARGET/) or a fuzzer that exits non-zero.
# Environment: BUILD FUZZ_TARGETS FUZZ_SECONDS.
set -eu
here=tests/fuzz
total=0
fail=0
for t in $FUZZ_TARGETS; do
  mkdir -p "$BUILD"/fuzz/corpus_$t "$BUILD"/fuzz/findings_$t
  extra=""
  if [ $t = loader ] || [ $t = cgltf ] || [ $t = tinygltf ]; then extra="-dict=$here/gltf.dict $BUILD/fuzz/seed_$t"; fi
  rc=0
  ./"$BUILD"/fuzz_$t -max_total_time="$FUZZ_SECONDS" -print_final_stats=1 \
    -artifact_prefix="$BUILD"/fuzz/findings_$t/ "$BUILD"/fuzz/corpus_$t $here/regress/$t \
    $extra > "$BUILD"/fuzz/$t.log 2>&1 || rc=$?
  n=$(awk '/stat::number_of_executed_units/ {print $2}' "$BUILD"/fuzz/$t.log)
  n=${n:-0}
  f=$(ls "$BUILD"/fuzz/findings_$t | wc -l)
  echo "fuzz $t: $n executions in $FUZZ_SECONDS s, $f findings"
  total=$((total + n))
  if [ "$f" -ne 0 ] || [ $rc -ne 0 ]; then fail=1; tail -n 30 "$BUILD"/fuzz/$t.log; fi
done
echo "fuzz: $total executions in total, $([ $fail = 0 ] && echo no || echo SOME) findings"
exit $fail
