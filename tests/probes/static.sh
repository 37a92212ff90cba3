#!/bin/sh
# static.sh - make static: GLTF_ANIM_STATIC in two translation units linked together (no
# clash, no exported gltfa_ symbols), and the include-twice pattern (compile_twice.c) built
# and run as C and as C++.
# Environment: BUILD CC CXX STRICT STRICT_C.
set -eu
here=tests/probes
run() { echo "$*"; "$@"; }
run $CC -std=c89 $STRICT_C -c $here/static_a.c -o "$BUILD"/static_a.o
run $CC -std=c89 $STRICT_C -c $here/static_b.c -o "$BUILD"/static_b.o
run $CC -o "$BUILD"/static_ab "$BUILD"/static_a.o "$BUILD"/static_b.o -lm
run ./"$BUILD"/static_ab
if nm "$BUILD"/static_a.o "$BUILD"/static_b.o | grep -E ' [TDB] gltfa_'; then
  echo "static mode exported symbols"; exit 1
fi
run $CC -std=c89 $STRICT_C -o "$BUILD"/twice_c $here/compile_twice.c -lm
run ./"$BUILD"/twice_c
run $CXX -x c++ -std=c++98 $STRICT -o "$BUILD"/twice_cpp $here/compile_twice.c -lm
run ./"$BUILD"/twice_cpp
