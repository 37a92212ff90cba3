#!/bin/sh
# strict.sh - make examples-strict: the tools (the loader, gltf_anim_play, the conformance
# run, the demo asset's generator) and examples/demo.c compiled under the strict warning
# flags as C89 by gcc and by clang, and as C++98 by g++ (each compiler when installed).
# Environment: BUILD STRICT STRICT_C.
set -eu
files="tools/gltf_anim_play tools/conformance tools/gltf_load tools/make_demo_asset examples/demo"
for cc in gcc clang; do
  command -v $cc > /dev/null || continue
  for f in $files; do
    $cc -std=c89 $STRICT_C -I. -c $f.c -o "$BUILD"/strict_${cc}_$(basename $f).o
  done
done
if command -v g++ > /dev/null; then
  for f in $files; do
    g++ -x c++ -std=c++98 $STRICT -I. -c $f.c -o "$BUILD"/strict_cpp_$(basename $f).o
  done
fi
echo "examples and tools build clean under the strict flags (gcc, clang, g++)"
