#!/bin/sh
# meshopt_cgltf.sh - make test-meshopt-cgltf, once the Makefile has built its programs:
# test_meshopt_cgltf (gltfpack -c and -cc outputs through the loader and through cgltf, the
# README's decode step and the adapter: within ACCURACY of each other, ASan+UBSan), the
# decode step (examples/cgltf_meshopt.c) compiled by clang as C89 and g++ as C++98 too; and
# cgltf_meshopt plays Fox packed with -c to what cgltf_clip prints for Fox packed without
# -c, which cgltf_clip refuses (GLTFA_CGLTF_ERROR_COMPRESSED).
# Environment: BUILD SHARED CGLTF_DIR STRICT STRICT_C, CLANG and GXX (the compilers' paths,
# empty when not installed).
set -eu
if [ -n "$CLANG" ]; then
  clang -std=c89 $STRICT_C -I. -isystem "$CGLTF_DIR" -c examples/cgltf_meshopt.c -o "$BUILD"/cgltf_meshopt_clang.o
fi
if [ -n "$GXX" ]; then
  g++ -x c++ -std=c++98 $STRICT -I. -isystem "$CGLTF_DIR" -c examples/cgltf_meshopt.c -o "$BUILD"/cgltf_meshopt_cpp.o
fi
echo "GLTF_ANIM_SHARED=\"$SHARED\" ./$BUILD/test_meshopt_cgltf"
GLTF_ANIM_SHARED=$SHARED ./"$BUILD"/test_meshopt_cgltf
f=$SHARED/assets/Fox/Fox.glb
if [ -f "$f" ]; then
  m=$BUILD/meshopt
  mkdir -p "$m"
  gltfpack -i "$f" -o "$m"/Fox.glb > /dev/null
  gltfpack -c -i "$f" -o "$m"/Fox-c.glb > /dev/null
  ./"$BUILD"/cgltf_clip "$m"/Fox.glb > "$m"/cgltf_clip.out
  ./"$BUILD"/cgltf_meshopt "$m"/Fox-c.glb > "$m"/cgltf_meshopt.out
  test -s "$m"/cgltf_meshopt.out
  diff -u "$m"/cgltf_clip.out "$m"/cgltf_meshopt.out
  echo "cgltf_meshopt $m/Fox-c.glb: $(wc -l < "$m"/cgltf_meshopt.out) clips, as cgltf_clip prints for Fox.glb"
  if ./"$BUILD"/cgltf_clip "$m"/Fox-c.glb 2> "$m"/cgltf_clip.err > /dev/null; then
    echo "cgltf_clip $m/Fox-c.glb: played a compressed file"; exit 1
  fi
  # the refusal names the fix: the decode call, the header, the library
  grep -q 'GLTFA_CGLTF_ERROR_COMPRESSED.*gltfa_cgltf_decode_meshopt.*meshoptimizer.h.*-lmeshoptimizer' "$m"/cgltf_clip.err
  echo "cgltf_clip $m/Fox-c.glb (not decoded): $(cat "$m"/cgltf_clip.err)"
fi
