#!/bin/sh
# hooks.sh - make hooks: hooks.c (GLTFA_API, GLTFA_ASSERT and GLTFA_SQRTF used) built and
# run; nostdlib.c (GLTFA_NO_STDLIB) compiled freestanding into an object with no undefined
# symbol at all (no libc, no libm).
# Environment: BUILD CC STRICT_C.
set -eu
here=tests/probes
run() { echo "$*"; "$@"; }
run $CC -std=c89 $STRICT_C -o "$BUILD"/hooks $here/hooks.c -lm
run ./"$BUILD"/hooks
run $CC -std=c89 $STRICT_C -O2 -ffreestanding -c $here/nostdlib.c -o "$BUILD"/nostdlib.o
u=$(nm -u "$BUILD"/nostdlib.o | awk '{print $2}' | sort | tr '\n' ' ')
echo "nostdlib.o undefined symbols: $u"
test -z "$u" || { echo "unexpected symbols"; exit 1; }
