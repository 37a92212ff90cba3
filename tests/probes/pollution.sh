#!/bin/sh
# pollution.sh - make pollution: pollution.c (the macros of pollution.h over ordinary words,
# then the quick start with the implementation) built and run, which must print 0.5 1 1.5,
# by each compiler (gcc, clang as C89, g++ as C++98; CC when none is installed) with the
# default options, GLTFA_NO_DOUBLE, GLTFA_NO_CLIPS and GLTF_ANIM_STATIC. Every build is
# tried; any failure fails.
# Environment: BUILD CC STRICT STRICT_C, GCC CLANG GXX (their paths, empty when not installed).
set -eu
here=tests/probes
set --
[ -z "$GCC" ] || set -- "$@" "gcc -std=c89 $STRICT_C"
[ -z "$CLANG" ] || set -- "$@" "clang -std=c89 $STRICT_C"
[ -z "$GXX" ] || set -- "$@" "g++ -x c++ -std=c++98 $STRICT"
[ $# -gt 0 ] || set -- "$CC -std=c89 $STRICT_C"
fail=0
for cc in "$@"; do
  for opt in "" -DGLTFA_NO_DOUBLE -DGLTFA_NO_CLIPS -DGLTF_ANIM_STATIC; do
    echo "== $cc ${opt:+$opt }$here/pollution.c"
    if $cc $opt -I. -o "$BUILD"/pollution $here/pollution.c -lm; then
      test "$(./"$BUILD"/pollution)" = "0.5 1 1.5" || fail=$((fail + 1))
    else
      fail=$((fail + 1))
    fi
  done
done
if [ $fail -ne 0 ]; then echo "pollution: $fail builds failed"; exit 1; fi
echo "pollution: every build compiled and sampled"
