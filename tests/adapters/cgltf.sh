#!/bin/sh
# cgltf.sh - make test-cgltf, once the Makefile has built its programs: the cgltf adapter's
# tests (BUILD/test_cgltf, ASan+UBSan), the tests and the examples compiled as C89 by clang
# and as C++98 by g++, and the examples on CGLTF_ASSET: play_cgltf plays it, cgltf_channels
# and cgltf_clip must print cgltf_channels.expected and cgltf_clip.expected (beside this);
# on every skinned asset of SHARED, cgltf_skin must print what gltf_anim_play --joints
# prints at the same times, bit for bit.
# on bad_keys.gltf they name the failing channel and key, on a missing file cgltf's reason;
# files that claim gigabytes are refused with GLTFA_CGLTF_ERROR_BUDGET.
# Environment: BUILD SHARED CGLTF_DIR CGLTF_ASSET STRICT STRICT_C, CLANG and GXX (the
# compilers' paths, empty when not installed).
set -eu
here=tests/adapters
GLTF_ANIM_SHARED=$SHARED ./"$BUILD"/test_cgltf > "$BUILD"/test_cgltf.log 2>&1 ||
  { cat "$BUILD"/test_cgltf.log; exit 1; }
grep -E "^  (ok|FAIL)|clips through|skip:" "$BUILD"/test_cgltf.log | sed 's/^/  /' | tail -n 4
if [ -n "$CLANG" ]; then
  clang -std=c89 $STRICT_C -I. -isystem "$CGLTF_DIR" -c $here/test_cgltf.c -o "$BUILD"/test_cgltf_clang.o
  for f in play_cgltf cgltf_channels cgltf_clip cgltf_skin; do
    clang -std=c89 $STRICT_C -I. -isystem "$CGLTF_DIR" -c examples/$f.c -o "$BUILD"/${f}_clang.o
  done
fi
if [ -n "$GXX" ]; then
  g++ -x c++ -std=c++98 $STRICT -I. -isystem "$CGLTF_DIR" -c $here/test_cgltf.c -o "$BUILD"/test_cgltf_cpp.o
  for f in play_cgltf cgltf_channels cgltf_clip cgltf_skin; do
    g++ -x c++ -std=c++98 $STRICT -I. -isystem "$CGLTF_DIR" -c examples/$f.c -o "$BUILD"/${f}_cpp.o
  done
fi
f=$CGLTF_ASSET
if [ -f "$f" ]; then
  ./"$BUILD"/play_cgltf "$f" 0.5 > "$BUILD"/play_cgltf.out
  echo "play_cgltf $f: $(grep -c '^animation' "$BUILD"/play_cgltf.out) animations played"
  for p in channels clip; do
    ./"$BUILD"/cgltf_$p "$f" > "$BUILD"/cgltf_$p.out
    diff -u $here/cgltf_$p.expected "$BUILD"/cgltf_$p.out
    echo "cgltf_$p $f: $(wc -l < "$BUILD"/cgltf_$p.out) ${p%s}s, as $here/cgltf_$p.expected"
  done
fi
n=0
for f in CesiumMan/CesiumMan.glb Fox/Fox.glb RiggedFigure/RiggedFigure.glb RiggedSimple/RiggedSimple.glb \
         SimpleSkin/SimpleSkin.gltf RecursiveSkeletons/RecursiveSkeletons.glb; do
  [ -f "$SHARED/assets/$f" ] || continue
  ./"$BUILD"/cgltf_skin "$SHARED/assets/$f" > "$BUILD"/cgltf_skin.out
  cut -d' ' -f1 "$BUILD"/cgltf_skin.out | uniq > "$BUILD"/cgltf_skin.times
  ./"$BUILD"/gltf_anim_play --joints "$SHARED/assets/$f" --times @"$BUILD"/cgltf_skin.times > "$BUILD"/cgltf_skin.tool
  tail -n +2 "$BUILD"/cgltf_skin.tool | cmp - "$BUILD"/cgltf_skin.out ||
    { echo "cgltf_skin $f: not what gltf_anim_play --joints prints"; exit 1; }
  n=$((n + 1))
done
[ "$n" = 0 ] && echo "skip: cgltf_skin: no skinned asset under $SHARED/assets" ||
  echo "cgltf_skin: what gltf_anim_play --joints prints, bit for bit, on $n skinned assets"
# bad_keys.gltf (beside this): channel 0's key times are 0, 1, 1 (key 2 is not after key 1),
# channel 1's output is (0, 0, 0), (NaN, 0, 0) (float 3 of the accessor): the programs name
# the animation, the channel, and the key or float.
./"$BUILD"/cgltf_channels $here/bad_keys.gltf > "$BUILD"/bad_keys.out
grep -q '^animation 0 channel 0: (key 2) GLTFA_ERROR_TIME_NOT_INCREASING' "$BUILD"/bad_keys.out
grep -q '^animation 0 channel 1: (float 3) GLTFA_ERROR_VALUE_NOT_FINITE' "$BUILD"/bad_keys.out
! ./"$BUILD"/cgltf_clip $here/bad_keys.gltf 2> "$BUILD"/bad_keys.err
grep -q 'animation 0 channel 0 (key 2): GLTFA_ERROR_TIME_NOT_INCREASING' "$BUILD"/bad_keys.err
echo "cgltf_channels, cgltf_clip $here/bad_keys.gltf: $(cat "$BUILD"/bad_keys.err)"
# a missing file: cgltf's own reason, named
! ./"$BUILD"/cgltf_clip "$BUILD"/no-such-file.glb 2> "$BUILD"/bad_keys.err
grep -q 'cgltf_result_file_not_found' "$BUILD"/bad_keys.err
echo "cgltf_clip $BUILD/no-such-file.glb: $(cat "$BUILD"/bad_keys.err)"
# Files whose counts claim far more memory than they hold (41 bufferView-less accessors of
# 64 MB each; hostile_claims.sh's nodes x morph targets and 100,000,000 keys): the README's
# program refuses each at once with the adapter's budget error (before the budget it wrote
# 1.5 to 2.7 GB for them).
sh $here/hostile_claims.sh "$BUILD"/hostile_claims
for f in tests/fuzz/regress/loader/hostile-accessor-counts.gltf "$BUILD"/hostile_claims/morph-square.gltf \
         "$BUILD"/hostile_claims/dense-count.gltf; do
  rc=0
  ./"$BUILD"/cgltf_clip "$f" > /dev/null 2> "$BUILD"/cgltf_clip.err || rc=$?
  if [ $rc -ne 1 ] || ! grep -q GLTFA_CGLTF_ERROR_BUDGET "$BUILD"/cgltf_clip.err; then
    echo "cgltf_clip $f: exit $rc, not GLTFA_CGLTF_ERROR_BUDGET:"; cat "$BUILD"/cgltf_clip.err; exit 1
  fi
  echo "cgltf_clip $f: $(cut -c1-120 "$BUILD"/cgltf_clip.err)"
done
# What a newcomer meets first. A .gltf whose .bin is missing: every program names the
# buffer and its file (gltfa_cgltf_failed_buffer); buffers[1] when buffers[0] (a data: URI)
# loaded; a data: URI that is not base64, by what it is. An empty file: cgltf's reason says
# empty. The examples under ASan+UBSan with the leak checker, on a good file and on each bad
# one: nothing leaks on any path.
b=$BUILD/cgltf_bad
mkdir -p "$b"
cp "$SHARED"/assets/SimpleSkin/SimpleSkin.gltf "$b"/ 2> /dev/null ||
  printf '{"asset":{"version":"2.0"},"buffers":[{"byteLength":4,"uri":"skinGeometry.bin"}]}\n' > "$b"/SimpleSkin.gltf
printf '{"asset":{"version":"2.0"},"buffers":[{"byteLength":4,"uri":"data:application/octet-stream;base64,AAAAAA=="},{"byteLength":4,"uri":"missing%%20file.bin"}]}\n' > "$b"/second.gltf
printf '{"asset":{"version":"2.0"},"buffers":[{"byteLength":4,"uri":"data:text/plain,abcd"}]}\n' > "$b"/datauri.gltf
: > "$b"/empty.gltf
for c in 'SimpleSkin.gltf|buffers\[0\] "skinGeometry.bin": cgltf_result_file_not_found' \
         'second.gltf|buffers\[1\] "missing%20file.bin": cgltf_result_file_not_found' \
         'datauri.gltf|buffers\[0\] "a data: URI": cgltf_result_unknown_format' \
         'empty.gltf|cgltf_result_data_too_short: the file is empty'; do
  f=$b/${c%%|*}
  want=${c#*|}
  for p in cgltf_clip cgltf_skin cgltf_channels cgltf_clip_san cgltf_skin_san cgltf_channels_san; do
    rc=0
    ASAN_OPTIONS=detect_leaks=1 ./"$BUILD"/$p "$f" > /dev/null 2> "$b"/$p.err || rc=$?
    if [ $rc -ne 1 ] || ! grep -q "$want" "$b"/$p.err || [ "$(wc -l < "$b"/$p.err)" != 1 ]; then
      echo "$p $f: exit $rc, not one line matching '$want':"; cat "$b"/$p.err; exit 1
    fi
  done
  echo "cgltf_clip, cgltf_skin, cgltf_channels $f: $(cut -d: -f2- "$b"/cgltf_skin.err | cut -c1-120)"
done
for f in "$SHARED"/assets/CesiumMan/CesiumMan.glb tests/adapters/bad_keys.gltf "$BUILD"/hostile_claims/dense-count.gltf; do
  [ -f "$f" ] || continue
  for p in cgltf_clip_san cgltf_skin_san cgltf_channels_san; do
    ASAN_OPTIONS=detect_leaks=1 ./"$BUILD"/$p "$f" > /dev/null 2> "$b"/$p.err || true
    if grep -q 'Sanitizer' "$b"/$p.err; then echo "$p $f:"; cat "$b"/$p.err; exit 1; fi
  done
done
echo "cgltf_clip, cgltf_skin, cgltf_channels: no leak, no sanitizer report (ASan+UBSan, detect_leaks) on good and bad files"
# The README's C89 build with cgltf, its lines as written, in the layout it describes
# (cgltf.h in third_party/cgltf/, the program beside the headers), with gcc and clang.
for cc in gcc ${CLANG:+clang}; do
  d=$BUILD/c89_layout_$cc
  rm -rf "$d"
  mkdir -p "$d"/third_party/cgltf
  cp "$CGLTF_DIR"/cgltf.h "$d"/third_party/cgltf/
  cp gltf_anim.h gltf_anim_bind.h gltfa_cgltf.h examples/cgltf_clip.c "$d"/
  awk '/^<!-- cgltf C89 build/ { on = 1; next } on && /^```sh$/ { next } on && /^```$/ { exit } on' README.md |
    sed "s/^cc /$cc /" > "$d"/build.sh
  [ "$(grep -c . "$d"/build.sh)" = 3 ] || { echo "README: the cgltf C89 build block not found"; exit 1; }
  (cd "$d" && sh -e build.sh > build.log 2>&1) || { echo "the README's cgltf C89 build, $cc:"; cat "$d"/build.log; exit 1; }
  [ ! -s "$d"/build.log ] || { echo "the README's cgltf C89 build, $cc: not silent:"; cat "$d"/build.log; exit 1; }
  [ ! -f "$CGLTF_ASSET" ] || "$d"/cgltf_clip "$CGLTF_ASSET" | diff -u $here/cgltf_clip.expected -
done
echo "the README's cgltf C89 build: gcc${CLANG:+ and clang}, -std=c89 -pedantic -Werror, no warning, plays"
echo "test-cgltf: $(tail -n 1 "$BUILD"/test_cgltf.log) (ASan+UBSan; also built with clang C89 and g++ C++98)"
