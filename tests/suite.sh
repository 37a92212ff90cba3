#!/bin/sh
# tests/suite.sh PART... - make test's programs, run in turn and counted as one suite (the
# Makefile's test and fuzz-regress rules call it; the programs are built first). PARTs:
#   regress      each committed fuzz regression input and seed (tests/fuzz/regress/TARGET/,
#                and BUILD/fuzz/seed_TARGET/) through BUILD/regress_TARGET, one process an
#                input: a test each, passed when it exits 0. TARGET over $REGRESS_TARGETS;
#                a target whose program was not built, or cgltf without $CGLTF_DIR/cgltf.h
#                (a program left from a build with another SHARED), counts its inputs as
#                skipped.
#   conformance  BUILD/gltf_anim_conformance over $SHARED/assets (a test per file); without
#                $SHARED/reference/assets.ref, the files of tests/shared_assets.txt are
#                counted as skipped.
#   runner       BUILD/test_runner.
# Each program's output is shown as it runs; its last line "N passed, N failed[, N skipped]"
# and its "skipped N: why" lines are gathered. The output ends with every "skipped N: why"
# line, a count line per part that names it ("fuzz regressions: 23 passed, 0 failed"), then
# the sum "N passed, N failed[, N skipped]", the last line; the exit status is 1 when
# anything failed (a program that ends without its count line counts as one failure).
# Environment: BUILD (build), SHARED (../shared; given to the programs as GLTF_ANIM_SHARED),
# REGRESS_TARGETS, CGLTF_DIR.
BUILD=${BUILD:-build}
SHARED=${SHARED:-../shared}
GLTF_ANIM_SHARED=$SHARED
export GLTF_ANIM_SHARED
passed=0
failed=0
skipped=0
skips=$BUILD/suite_skips.txt
: > "$skips"
parts=$BUILD/suite_parts.txt
: > "$parts"

# part_line LABEL P F S: the part's count line, "LABEL: P passed, F failed[, S skipped]".
part_line() {
    if [ "$4" -gt 0 ]; then echo "$1: $2 passed, $3 failed, $4 skipped" >> "$parts"
    else echo "$1: $2 passed, $3 failed" >> "$parts"; fi
}

# add_counts NAME LOG: adds the last count line of LOG and its "skipped N: why" lines.
add_counts() {
    logf=$2
    line=$(grep -E '^[0-9]+ passed, [0-9]+ failed' "$logf" | tail -n 1)
    if [ -z "$line" ]; then
        echo "$1: ended without its \"N passed, N failed\" line: counted as 1 failed"
        failed=$((failed + 1))
        return
    fi
    set -- $(echo "$line" | awk '{ print $1, $3, ($5 == "" ? 0 : $5) }')
    passed=$((passed + $1))
    failed=$((failed + $2))
    skipped=$((skipped + $3))
    grep -E '^skipped [0-9]+: ' "$logf" >> "$skips"
}

# skip N WHY: N tests that could not run.
skip() {
    [ "$1" -gt 0 ] || return 0
    echo "skip: $2"
    skipped=$((skipped + $1))
    echo "skipped $1: $2" >> "$skips"
}

for part in "$@"; do
    p0=$passed f0=$failed s0=$skipped
    case $part in
    regress)
        for t in $REGRESS_TARGETS; do
            files=$(ls tests/fuzz/regress/$t/* "$BUILD"/fuzz/seed_$t/* 2>/dev/null)
            n=$(echo "$files" | grep -c .)
            [ "$n" -gt 0 ] || continue
            if [ ! -x "$BUILD/regress_$t" ] || { [ $t = cgltf ] && [ ! -f "${CGLTF_DIR:-}/cgltf.h" ]; }; then
                skip "$n" "fuzz-regress $t: $BUILD/regress_$t not built (cgltf.h not found in ${CGLTF_DIR:-?}: make test SHARED=DIR or CGLTF_DIR=DIR)"
                continue
            fi
            bad=0
            for f in $files; do
                if "$BUILD/regress_$t" "$f" > "$BUILD/regress_$t.log" 2>&1; then
                    passed=$((passed + 1))
                else
                    cat "$BUILD/regress_$t.log"
                    echo "FAIL fuzz-regress $t: $f"
                    failed=$((failed + 1))
                    bad=$((bad + 1))
                fi
            done
            if [ $bad -eq 0 ]; then echo "fuzz-regress $t: $n inputs, no crash"
            else echo "fuzz-regress $t: $n inputs, $bad FAILED"; fi
        done
        ;;
    conformance)
        if [ -f "$SHARED/reference/assets.ref" ]; then
            log=$BUILD/conformance.log
            "$BUILD/gltf_anim_conformance" 2>&1 | tee "$log"
            add_counts conformance "$log"
        else
            skip "$(grep -c '^[^#]' tests/shared_assets.txt)" \
                 "conformance: $SHARED/reference/assets.ref not found (make test SHARED=DIR: the folder with assets/ and reference/)"
        fi
        ;;
    runner)
        log=$BUILD/test_runner.log
        "$BUILD/test_runner" 2>&1 | tee "$log"
        add_counts test_runner "$log"
        ;;
    *)
        echo "tests/suite.sh: unknown part '$part'"
        exit 2
        ;;
    esac
    case $part in
    regress) label="fuzz regressions (tests/fuzz/regress, one input each)" ;;
    conformance) label="conformance (the Khronos sample assets, one file each)" ;;
    runner) label="test runner (the library, the loader and the tool)" ;;
    esac
    part_line "$label" $((passed - p0)) $((failed - f0)) $((skipped - s0))
done

echo "== $*: each part's count, then all of them together (the last line)"
cat "$skips"
cat "$parts"
if [ $skipped -gt 0 ]; then echo "$passed passed, $failed failed, $skipped skipped"
else echo "$passed passed, $failed failed"; fi
[ $failed -eq 0 ]
