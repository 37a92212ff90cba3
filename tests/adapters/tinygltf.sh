#!/bin/sh
# tinygltf.sh - make test-tinygltf, once the Makefile has built tinygltf_clip,
# tinygltf_channels and tinygltf_skin (and the cgltf twins, with cgltf.h): all compiled by
# clang++ too; on CGLTF_ASSET the first two must print cgltf_clip.expected and
# cgltf_channels.expected (beside this); with cgltf.h, on every sample asset, each prints
# what its cgltf twin prints (tinygltf_skin: its standard output, the joint matrices);
# tinygltf_skin refuses the bad hierarchies and node transforms written below with the
# adapter's named errors; with gltfpack and the meshopt decoder, Fox packed with -c is
# refused with GLTFA_TINYGLTF_ERROR_COMPRESSED (naming the fix), tinygltf_meshopt plays
# Fox packed with -c and -cc as tinygltf_clip plays it packed without, and
# test_meshopt_tinygltf compares gltfpack's outputs through tinygltf with the loader;
# hostile files are refused with a message (the budget: accessors, nodes x morph targets;
# an exception tinygltf throws), by tinygltf_skin too (a directory: no abort), whose
# message for a missing .bin is one line.
# Environment: BUILD SHARED CGLTF_H (empty without cgltf.h) CGLTF_ASSET MESHOPT STRICT,
# CLANGXX (clang++'s path, empty when not installed).
set -eu
here=tests/adapters
if [ -n "$CLANGXX" ]; then
  for f in tinygltf_clip tinygltf_channels tinygltf_skin; do
    clang++ -std=c++11 $STRICT -I. -c examples/$f.cpp -o "$BUILD"/${f}_clang.o
  done
fi
f=$CGLTF_ASSET
if [ -f "$f" ]; then
  for p in channels clip; do
    ./"$BUILD"/tinygltf_$p "$f" > "$BUILD"/tinygltf_$p.out
    diff -u $here/cgltf_$p.expected "$BUILD"/tinygltf_$p.out
  done
  echo "tinygltf_channels, tinygltf_clip $f: as $here/cgltf_channels.expected, $here/cgltf_clip.expected"
else
  echo "skip: test-tinygltf: $f not found"
fi
if [ -n "$CGLTF_H" ]; then
  n=0
  for f in "$SHARED"/assets/*/*.gl*; do
    for p in clip channels; do
      ./"$BUILD"/cgltf_$p "$f" > "$BUILD"/twin_cgltf.out 2>&1 || true
      ./"$BUILD"/tinygltf_$p "$f" > "$BUILD"/twin_tinygltf.out 2>&1 || true
      diff -u "$BUILD"/twin_cgltf.out "$BUILD"/twin_tinygltf.out ||
        { echo "tinygltf_$p $f: not what cgltf_$p prints"; exit 1; }
      n=$((n + 1))
    done
  done
  echo "tinygltf_clip, tinygltf_channels: what the cgltf twins print, on $n file x program runs"
  n=0
  for f in "$SHARED"/assets/*/*.gl*; do
    ./"$BUILD"/cgltf_skin "$f" > "$BUILD"/twin_cgltf.out 2> /dev/null || true
    ./"$BUILD"/tinygltf_skin "$f" > "$BUILD"/twin_tinygltf.out 2> /dev/null || true
    cmp "$BUILD"/twin_cgltf.out "$BUILD"/twin_tinygltf.out ||
      { echo "tinygltf_skin $f: not what cgltf_skin prints"; exit 1; }
    [ -s "$BUILD"/twin_cgltf.out ] && n=$((n + 1))
  done
  echo "tinygltf_skin: the joint matrices cgltf_skin prints, bit for bit, on $n skinned assets"
fi
# What tinygltf lets through and the adapter refuses (a node's children name a node out of
# range, or a node already another's child; a sheared matrix, one of 15 numbers; a number
# beyond float, a morph weight too; too few inverse bind matrices), and a cycle, which gltfa_skeleton_init
# refuses: each file has one skin and an empty animation. Fields: name|error|more|nodes|joints
mkdir -p "$BUILD"/tinygltf_bad
zeros64=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==
ibm='"buffers":[{"byteLength":64,"uri":"data:application/octet-stream;base64,'$zeros64'"}],"bufferViews":[{"buffer":0,"byteLength":64}],"accessors":[{"bufferView":0,"componentType":5126,"count":1,"type":"MAT4"}],'
n=0
for c in 'two|PARENT_INDEX||[{"children":[2]},{"children":[2]},{}]|[0]' \
         'range|PARENT_INDEX||[{"children":[5]},{}]|[0]' \
         'shear|NOT_DECOMPOSABLE||[{"matrix":[1,0,0,0,1,1,0,0,0,0,1,0,0,0,0,1]}]|[0]' \
         'short|NOT_DECOMPOSABLE||[{"matrix":[1,0,0,0,0,1,0,0,0,0,1,0,0,0,0]}]|[0]' \
         'big|VALUE_NOT_FINITE||[{"translation":[1e39,0,0]}]|[0]' \
         'weight|VALUE_NOT_FINITE|"meshes":[{"primitives":[{"attributes":{},"targets":[{}]}]}],|[{"mesh":0,"weights":[1e39]}]|[0]' \
         'cycle|CYCLE||[{"children":[1]},{"children":[0]}]|[0]' \
         "ibm|COUNT_MISMATCH|$ibm|[{},{}]|[0,1],\"inverseBindMatrices\":0"; do
  name=$(echo "$c" | cut -d'|' -f1)
  code=$(echo "$c" | cut -d'|' -f2)
  extra=$(echo "$c" | cut -d'|' -f3)
  nodes=$(echo "$c" | cut -d'|' -f4)
  joints=$(echo "$c" | cut -d'|' -f5)
  printf '{"asset":{"version":"2.0"},%s"nodes":%s,"skins":[{"joints":%s}],"animations":[{"channels":[],"samplers":[]}]}\n' \
    "$extra" "$nodes" "$joints" > "$BUILD"/tinygltf_bad/$name.gltf
  if ./"$BUILD"/tinygltf_skin "$BUILD"/tinygltf_bad/$name.gltf > /dev/null 2> "$BUILD"/tinygltf_bad/$name.err; then
    echo "tinygltf_skin $BUILD/tinygltf_bad/$name.gltf: played"; exit 1
  fi
  grep -q "GLTFA_ERROR_$code" "$BUILD"/tinygltf_bad/$name.err ||
    { echo "tinygltf_skin $name.gltf: not GLTFA_ERROR_$code:"; cat "$BUILD"/tinygltf_bad/$name.err; exit 1; }
  n=$((n + 1))
done
echo "tinygltf_skin: $n bad hierarchies, node transforms and skins refused with their named errors"
if [ "$MESHOPT" = 1 ] && command -v gltfpack > /dev/null && [ -f "$SHARED"/assets/Fox/Fox.glb ]; then
  m=$BUILD/meshopt
  mkdir -p "$m"
  gltfpack -i "$SHARED"/assets/Fox/Fox.glb -o "$m"/Fox.glb > /dev/null
  gltfpack -c -i "$SHARED"/assets/Fox/Fox.glb -o "$m"/Fox-c.glb > /dev/null
  if ./"$BUILD"/tinygltf_clip "$m"/Fox-c.glb 2> "$BUILD"/tinygltf_clip.err > /dev/null; then
    echo "tinygltf_clip $m/Fox-c.glb: played a compressed file"; exit 1
  fi
  # the refusal names the fix: the decode call, the header, the library
  grep -q 'GLTFA_TINYGLTF_ERROR_COMPRESSED.*gltfa_tinygltf_decode_meshopt.*-lmeshoptimizer' "$BUILD"/tinygltf_clip.err
  echo "tinygltf_clip $m/Fox-c.glb: $(cat "$BUILD"/tinygltf_clip.err)"
  # the decode step (README): Fox -c and -cc play as Fox without -c
  ./"$BUILD"/tinygltf_clip "$m"/Fox.glb > "$m"/tinygltf_clip.out
  for o in c cc; do
    gltfpack -$o -i "$SHARED"/assets/Fox/Fox.glb -o "$m"/Fox-$o.glb > /dev/null
    ./"$BUILD"/tinygltf_meshopt "$m"/Fox-$o.glb > "$m"/tinygltf_meshopt.out
    test -s "$m"/tinygltf_meshopt.out
    diff -u "$m"/tinygltf_clip.out "$m"/tinygltf_meshopt.out
    echo "tinygltf_meshopt $m/Fox-$o.glb: $(wc -l < "$m"/tinygltf_meshopt.out) clips, as tinygltf_clip prints for Fox.glb"
  done
  [ -z "$CLANGXX" ] || clang++ -std=c++11 $STRICT -I. -c examples/tinygltf_meshopt.cpp -o "$BUILD"/tinygltf_meshopt_clang.o
  echo "GLTF_ANIM_SHARED=\"$SHARED\" ./$BUILD/test_meshopt_tinygltf"
  GLTF_ANIM_SHARED=$SHARED ./"$BUILD"/test_meshopt_tinygltf
else
  echo "skip: tinygltf and meshopt: no meshoptimizer decoder, gltfpack or Fox.glb (Debian: libmeshoptimizer-dev, gltfpack)"
fi
# bad_keys.gltf (its key 2 and float 3, as tests/adapters/cgltf.sh says): what cgltf's
# programs print.
if [ -n "$CGLTF_H" ]; then
  for p in channels clip; do
    ./"$BUILD"/cgltf_$p $here/bad_keys.gltf 2>&1 | sed 's/^cgltf_/tinygltf_/' > "$BUILD"/twin_cgltf.out || true
    ./"$BUILD"/tinygltf_$p $here/bad_keys.gltf > "$BUILD"/twin_tinygltf.out 2>&1 || true
    diff -u "$BUILD"/twin_cgltf.out "$BUILD"/twin_tinygltf.out
  done
  grep -q '(key 2)' "$BUILD"/twin_tinygltf.out
  echo "tinygltf_channels, tinygltf_clip $here/bad_keys.gltf: as the cgltf programs (key 2, float 3)"
fi
# Hostile files the README's program must refuse with a message, exit status 1: what the
# accessors claim past the adapter's budget (41 bufferView-less accessors of 64 MB each;
# hostile_claims.sh's 100,000,000 keys), nodes x morph targets past it (hostile_claims.sh),
# and a GLB whose buffers[0].byteLength is 0 (tinygltf 2.7 throws std::out_of_range).
sh $here/hostile_claims.sh "$BUILD"/hostile_claims
for c in "tests/fuzz/regress/loader/hostile-accessor-counts.gltf GLTFA_TINYGLTF_ERROR_BUDGET" \
         "$BUILD/hostile_claims/dense-count.gltf GLTFA_TINYGLTF_ERROR_BUDGET" \
         "$BUILD/hostile_claims/morph-square.gltf GLTFA_TINYGLTF_ERROR_BUDGET" \
         "tests/fuzz/regress/tinygltf/buffer-bytelength-zero.glb tinygltf threw"; do
  f=${c%% *}
  want=${c#* }
  rc=0
  ./"$BUILD"/tinygltf_clip "$f" > /dev/null 2> "$BUILD"/tinygltf_clip.err || rc=$?
  if [ $rc -ne 1 ] || ! grep -q "$want" "$BUILD"/tinygltf_clip.err; then
    echo "tinygltf_clip $f: exit $rc, not \"$want\":"; cat "$BUILD"/tinygltf_clip.err; exit 1
  fi
  echo "tinygltf_clip $f: $(cut -c1-160 "$BUILD"/tinygltf_clip.err)"
done
# tinygltf_skin (the README's skin program) on what makes tinygltf 2.7 throw (a directory:
# std::bad_alloc; a GLB whose buffers[0].byteLength is 0) and on a .gltf whose .bin is
# missing: exit status 1 and a message of one line (tinygltf's err ends in blank lines).
mkdir -p "$BUILD"/tinygltf_bad/nobin
printf '{"asset":{"version":"2.0"},"buffers":[{"byteLength":4,"uri":"missing.bin"}]}\n' > "$BUILD"/tinygltf_bad/nobin/nobin.gltf
for c in "$BUILD/tinygltf_bad|tinygltf threw" "tests/fuzz/regress/tinygltf/buffer-bytelength-zero.glb|tinygltf threw" \
         "$BUILD/tinygltf_bad/nobin/nobin.gltf|missing.bin"; do
  f=${c%%|*}
  want=${c#*|}
  rc=0
  ./"$BUILD"/tinygltf_skin "$f" > /dev/null 2> "$BUILD"/tinygltf_skin.err || rc=$?
  if [ $rc -ne 1 ] || ! grep -q "$want" "$BUILD"/tinygltf_skin.err || [ "$(wc -l < "$BUILD"/tinygltf_skin.err)" != 1 ]; then
    echo "tinygltf_skin $f: exit $rc, not one line with \"$want\":"; cat "$BUILD"/tinygltf_skin.err; exit 1
  fi
  echo "tinygltf_skin $f: $(cut -c1-160 "$BUILD"/tinygltf_skin.err)"
done
