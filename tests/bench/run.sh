#!/bin/sh
# run.sh - make bench: gltf_anim_impl.c, baseline.c and bench.c compiled alone with
# BENCH_FLAGS by each of BENCH_COMPILERS, linked and run (the file rows from BENCH_ASSETS
# through cgltf and gltfa_cgltf.h, as is and packed by gltfpack; the skeleton rows from
# Fox and CesiumMan). The driver must call the
# library and the baseline as external functions. See README.md for the rows and figures.
# Environment: BUILD SHARED CGLTF_DIR CGLTF_H (empty without cgltf.h) BENCH_COMPILERS
# BENCH_FLAGS BENCH_TUS BENCH_ASSETS BENCH_GLTFPACK BENCH_FILTER BENCH_ROUNDS.
set -eu
here=tests/bench
BENCH_FILTER=${BENCH_FILTER:-}
BENCH_ROUNDS=${BENCH_ROUNDS:-}
echo "machine: $(uname -m), $(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2 | sed 's/^ //'), $(nproc 2>/dev/null) cores; $(for c in $BENCH_COMPILERS; do $c --version | head -n 1; done | paste -sd ';' - | sed 's/;/; /g')"
files=
cg=
cgo=
if [ -z "$CGLTF_H" ]; then
  echo "skip: bench file rows: no cgltf.h in $CGLTF_DIR (set CGLTF_DIR)"
elif [ -z "$BENCH_ASSETS" ]; then
  echo "skip: bench file rows: no glTF assets in $SHARED/assets"
else
  cg="-DBENCH_CGLTF -isystem $CGLTF_DIR"
  command -v $BENCH_GLTFPACK > /dev/null || echo "skip: bench gltfpack file rows: $BENCH_GLTFPACK is not installed"
  mkdir -p "$BUILD"/bench/gltfpack
  for a in $BENCH_ASSETS; do
    n=$(basename "$(dirname "$a")")
    o=$BUILD/bench/gltfpack/$n.glb
    files="$files $n=$a" # every asset: the driver picks its rows (file_*, skel_*) by BENCH_FILTER
    case "file_${n}_gltfpack_seq" in *"$BENCH_FILTER"*)
      if command -v $BENCH_GLTFPACK > /dev/null; then
        [ "$o" -nt "$a" ] || $BENCH_GLTFPACK -i "$a" -o "$o" > "$o".log 2>&1 ||
          { echo "skip: bench file_${n}_gltfpack_seq: gltfpack failed ($o.log)"; rm -f "$o"; }
        [ ! -f "$o" ] || files="$files ${n}_gltfpack=$o"
      fi;;
    esac
  done
fi
for c in $BENCH_COMPILERS; do
  d=$BUILD/bench/$(basename $c)
  mkdir -p "$d"
  objs=
  for f in $BENCH_TUS; do
    x=
    [ $f != bench ] || x=" -pthread${cg:+ $cg}"
    echo "$c $BENCH_FLAGS$x -c $here/$f.c -o $d/$f.o"
    $c $BENCH_FLAGS$x -c $here/$f.c -o "$d"/$f.o
    objs="$objs $d/$f.o"
  done
  if [ -n "$cg" ]; then
    cgo=$d/cgltf_impl.o
    echo "$c -std=c99 -O2 -fno-lto -I$CGLTF_DIR -c $here/cgltf_impl.c -o $cgo"
    $c -std=c99 -O2 -fno-lto -I"$CGLTF_DIR" -c $here/cgltf_impl.c -o "$cgo"
  fi
  $c -pthread -o "$d"/bench $objs $cgo -lm
  for s in gltfa_sampler_sample_cursor gltfa_clip_sample bl_lerp3 bl_slerp gltfa_skeleton_world gltfa_skin_joints bl_world bl_joints; do
    nm -u "$d"/bench.o | grep -qw $s || { echo "bench: $s is not an external call from bench.o"; exit 1; }
  done
  BENCH_ROUNDS="$BENCH_ROUNDS" ./"$d"/bench "$BENCH_FILTER" $files
done
