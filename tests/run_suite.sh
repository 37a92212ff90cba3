#!/bin/sh
# run_suite.sh "COMPILER FLAGS..." [SOURCE...] - one build of the test suite, run in full:
# the sources (default: $TEST_SRC) built into BUILD/suite with that command and run; the
# build must compile (warnings are errors under the strict flags) and pass every test. The
# Makefile's run_suite (matrix, float, small, sanitize, ...) calls it.
# Environment: BUILD SHARED (given to the suite as GLTF_ANIM_SHARED), TEST_SRC.
set -eu
cmd=$1
shift
[ $# -gt 0 ] || set -- $TEST_SRC
echo "== $cmd"
$cmd -o "$BUILD"/suite "$@" -lm
GLTF_ANIM_SHARED=$SHARED ./"$BUILD"/suite > "$BUILD"/suite.log || { cat "$BUILD"/suite.log; exit 1; }
tail -n 1 "$BUILD"/suite.log
