#!/bin/sh
# size.sh - the mechanics of `make size` (the Makefile's "Footprint" comment says what it
# measures). The Makefile passes, in the environment:
#   BUILD               build folder (the files go to $BUILD/size/<target>/)
#   SIZE_FLAGS          compile flags of every row
#   SIZE_CORTEX_M4F, SIZE_CORTEX_M0, SIZE_RV32IMAFC, SIZE_RV32IMAC
#                       each target's compiler and its flags
#   SIZE_CLIP, SIZE_API, SIZE_SPARSE, SIZE_PLAY, SIZE_SKELETON
#                       the symbols the rows keep (the first is the entry point)
#   SIZE_STACK_GOAL     bytes of stack per call (TARGET lines, every target)
#   SIZE_STRICT         1: exit 1 after the report when a symbol check failed; 0: measure only
#   SIZE_VERBOSE        1: print every command and every public function's stack
# Per target: each row's translation unit compiled once, then linked -nostdlib
# --gc-sections from the row's symbols, without any library and unresolved symbols
# ignored: `nm -u` of that image is what the row needs from outside. Where float is soft
# (no FPU: -lgcc), linked again with libgcc: that image's size is the row's text.
set -u
out=$BUILD/size
mkdir -p "$out"
goals=$out/goals.txt
: > "$goals"
fails=0
verbose=${SIZE_VERBOSE:-0}

run() {
    [ "$verbose" = 1 ] && echo "  $*"
    "$@"
}

fail() {
    echo "FAIL $*"
    fails=$((fails + 1))
}

# goal <kind> <target> <row> <limit> <value> [detail]: a TARGET line
goal() {
    if [ "$5" -le "$4" ]; then s=met; else s="missed by $(($5 - $4)) B${6:+: $6}"; fi
    case $1 in size) w=text;; *) w=stack;; esac
    echo "TARGET $1 $2 $3 $w<=$4 $s" >> "$goals"
}

# libgcc's double-precision routines: ARM EABI names (__aeabi_dadd, __aeabi_cdcmple,
# __aeabi_d2f, __aeabi_f2d, __aeabi_ui2d, ...) and the generic ones (__adddf3,
# __extendsfdf2, __floatunsidf, __eqdf2, ...: *df*, and *tf* for long double).
double_re='^__aeabi_(c?d|[a-z0-9]*2d$)|^__[a-z0-9]*(df|tf)[a-z0-9]*$'

for t in cortex-m4f cortex-m0 rv32imafc rv32imac; do
    case $t in
        cortex-m4f) cc=$SIZE_CORTEX_M4F; float=hard;;
        cortex-m0)  cc=$SIZE_CORTEX_M0;  float=soft;;
        rv32imafc)  cc=$SIZE_RV32IMAFC;  float=hard;;
        rv32imac)   cc=$SIZE_RV32IMAC;   float=soft;;
    esac
    gcc=${cc%% *}
    tp=${gcc%gcc}
    if ! command -v "$gcc" > /dev/null 2>&1; then
        case $gcc in *riscv*) p=gcc-riscv64-unknown-elf;; *) p=gcc-arm-none-eabi;; esac
        echo "FAIL size: $gcc not found (apt-get install $p)"; exit 1
    fi
    d=$out/$t
    mkdir -p "$d"
    # $cc, $SIZE_FLAGS and $ld are word lists: unquoted on purpose
    libgcc=$($cc -print-libgcc-file-name)
    "${tp}nm" -g --defined-only "$libgcc" 2> /dev/null | awk 'NF == 3 {print $3}' | sort -u > "$d/libgcc.syms"
    # binutils 2.39 and later warn about the default script's RWX segment: not ours to fix
    norwx=""
    "$gcc" -Wl,--no-warn-rwx-segments -Wl,--version > /dev/null 2>&1 && norwx=-Wl,--no-warn-rwx-segments
    for src in clip api minimal skeleton; do
        run $cc $SIZE_FLAGS -c "tests/size/$src.c" -o "$d/$src.o" || { echo "FAIL size: $t: tests/size/$src.c does not compile"; exit 1; }
    done
    for row in clip api api+sparse minimal skeleton; do
        case $row in
            clip)       src=clip;    keep=$SIZE_CLIP;;
            api)        src=api;     keep=$SIZE_API;;
            api+sparse) src=api;     keep="$SIZE_API $SIZE_SPARSE";;
            minimal)    src=minimal; keep=$SIZE_PLAY;;
            skeleton)   src=skeleton; keep=$SIZE_SKELETON;;
        esac
        # a kept symbol the object does not define (renamed, or gone from the header) would
        # be an undefined symbol of its own: reported, and left out of the link
        "${tp}nm" -g --defined-only "$d/$src.o" | awk '{print $3}' > "$d/$src.defined"
        keepu=""; entry=""; absent=""
        for s in $keep; do
            if grep -Fqx "$s" "$d/$src.defined"; then
                keepu="$keepu -Wl,-u,$s"; [ -n "$entry" ] || entry=$s
            else absent="$absent $s"; fi
        done
        [ -n "$entry" ] || entry=0
        ld="-nostdlib -Wl,--gc-sections -Wl,-e,$entry $keepu -Wl,--unresolved-symbols=ignore-all $norwx"
        elf=$d/$row.elf
        if [ $float = soft ]; then
            run $cc $ld "$d/$src.o" -o "$d/$row.nolib.elf" || { echo "FAIL size: $t $row: link"; exit 1; }
            und=$("${tp}nm" -u "$d/$row.nolib.elf" | awk '{print $2}' | sort -u | tr '\n' ' ' | sed 's/ $//')
            run $cc $ld "$d/$src.o" -lgcc -o "$elf" || { echo "FAIL size: $t $row: link"; exit 1; }
        else
            run $cc $ld "$d/$src.o" -o "$elf" || { echo "FAIL size: $t $row: link"; exit 1; }
            und=$("${tp}nm" -u "$elf" | awk '{print $2}' | sort -u | tr '\n' ' ' | sed 's/ $//')
        fi
        missing=$("${tp}nm" -u "$elf" | awk '{print $2}' | sort -u | tr '\n' ' ' | sed 's/ $//')
        text=$("${tp}size" "$elf" | awk 'NR == 2 {print $1}')
        awk -v roots="$keep" -f tests/size/stack.awk "$d/$src.ci" > "$d/$row.stack"
        stack=$(awk '/^MAXSTACK/ {print $2}' "$d/$row.stack")
        worst=$(awk '/^MAXSTACK/ {print $3}' "$d/$row.stack")
        echo "SIZE $t $row text=$text stack=$stack"
        echo "  undefined: ${und:-none}"
        if [ "$missing" = "$und" ] && [ -n "$missing" ]; then
            echo "  not linked: all of them (nothing provides them on $t: text leaves them out)"
        elif [ -n "$missing" ]; then
            echo "  not linked: $missing (not in libgcc: text leaves them out)"
        fi
        if [ "$verbose" = 1 ]; then
            sort "$d/$row.stack" | awk '/^STACK/ {printf "  stack %-30s %4d bytes\n", $2, $3}'
        fi
        awk '/^(RECURSION|DYNAMIC)/ {print "  stack bound not static: " $0}' "$d/$row.stack"
        [ -z "$absent" ] || fail "$t $row: keeps symbols tests/size/$src.c does not define:$absent"
        dbl=""; libc=""; helpers=""
        for s in $und; do
            if echo "$s" | grep -Eq "$double_re"; then dbl="$dbl $s"
            elif grep -Fqx "$s" "$d/libgcc.syms"; then helpers="$helpers $s"
            else libc="$libc $s"; fi
        done
        [ -z "$dbl" ] || fail "$t $row: double precision:$dbl"
        [ -z "$libc" ] || fail "$t $row: libc (symbols libgcc does not define):$libc"
        if [ $float = hard ] && [ -n "$helpers" ]; then
            fail "$t $row: hard float links nothing from outside, but this needs libgcc's:$helpers"
        fi
        if [ $t = cortex-m4f ]; then
            case $row in
                clip) goal size $t $row 4096 "$text";;
                api) goal size $t $row 3072 "$text";;
                minimal) goal size $t $row 2048 "$text";;
            esac
        fi
        goal stack $t $row "$SIZE_STACK_GOAL" "$stack" "$worst $stack"
    done
    # GLTFA_NO_STDLIB needs no flag: each translation unit at -O0, -O2, -Os and -O3
    # without -ffreestanding (where gcc would make memset and memcpy calls of zeroing and
    # copying loops and of struct copies) references nothing libgcc does not define.
    plain=$(echo " $SIZE_FLAGS " | sed 's/ -ffreestanding / /; s/ -fcallgraph-info=su / /; s/ -O[0-3s] / /')
    nolibc=""
    for opt in -O0 -O2 -Os -O3; do
        for src in clip api minimal skeleton; do
            run $cc $plain $opt -c "tests/size/$src.c" -o "$d/plain.o" || { echo "FAIL size: $t: tests/size/$src.c $opt does not compile"; exit 1; }
            for s in $("${tp}nm" -u "$d/plain.o" | awk '{print $2}' | sort -u); do
                grep -Fqx "$s" "$d/libgcc.syms" || nolibc="$nolibc $src$opt:$s"
            done
        done
    done
    [ -z "$nolibc" ] || fail "$t: without -ffreestanding, libc (symbols libgcc does not define):$nolibc"
done
# the goals: the text ones first
grep '^TARGET size' "$goals"
grep '^TARGET stack' "$goals"
if [ $fails -eq 0 ]; then
    echo "size: symbol checks passed (no double precision, no libc with or without -ffreestanding; hard float: nothing from outside)"
elif [ "${SIZE_STRICT:-1}" = 0 ]; then
    echo "size: $fails symbol checks FAILED, listed above (SIZE_STRICT=0: measuring only, not failing)"
else
    echo "FAIL size: $fails symbol checks failed, listed above (make size SIZE_STRICT=0 to measure without failing)"
    exit 1
fi
