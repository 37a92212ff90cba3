#!/bin/sh
# matrix.sh - make matrix: the test suite built and run in full by each installed compiler
# (gcc, clang as C89, C99 and C11; g++, clang++ as C++98, C++11 and C++17) at -O0, -O2 and
# -O3 under the strict flags, through run_suite.sh: every build must pass every test.
# Environment: BUILD SHARED TEST_SRC STRICT STRICT_C, GCC CLANG GXX CLANGXX (the compilers'
# paths, empty when not installed).
set -eu
suite() { sh tests/run_suite.sh "$1"; }
if [ -n "$GCC" ]; then
  suite "gcc -std=c89 -O2 $STRICT_C"
  suite "gcc -std=c99 -O0 $STRICT_C"
  suite "gcc -std=c11 -O3 $STRICT_C"
  # a clip's runs of one kernel cut every 3 entries (GLTFA__RUN_CAP, private: 2^31 by
  # default): lanes and scalar tails at every offset must give the same values
  suite "gcc -std=c89 -O2 $STRICT_C -DGLTFA__RUN_CAP=3u"
fi
if [ -n "$CLANG" ]; then
  suite "clang -std=c89 -O2 $STRICT_C"
  suite "clang -std=c99 -O0 $STRICT_C"
  suite "clang -std=c11 -O3 $STRICT_C"
fi
if [ -n "$GXX" ]; then
  suite "g++ -x c++ -std=c++98 -O2 $STRICT"
  suite "g++ -x c++ -std=c++11 -O0 $STRICT"
  suite "g++ -x c++ -std=c++17 -O3 $STRICT"
fi
if [ -n "$CLANGXX" ]; then
  suite "clang++ -x c++ -std=c++98 -O2 $STRICT -Wno-deprecated"
  suite "clang++ -x c++ -std=c++11 -O0 $STRICT"
  suite "clang++ -x c++ -std=c++17 -O3 $STRICT"
fi
