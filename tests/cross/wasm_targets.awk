# wasm_targets.awk - the TARGET lines of `make bench-wasm` (tests/cross/wasm.mk), from the
# RESULT lines of its runs (RESULT <compiler> <row> ns=<ns> ratio=<ratio> maxerr=<err>):
#
#   awk -v native=gcc -f wasm_targets.awk SCALAR.log SIMD128.log [NATIVE.log]
#
# For each clip row (gltfa_clip_sample: the rows named clip_* and crowd_seq) that
# wasm-simd128 ran, in its order:
#   TARGET wasm-simd128 <row> ns=N target<=T (wasm-scalar ns=S / 2) met | missed by N %
#     the library's own time with SIMD128 at most half its scalar time (2x faster);
#   TARGET wasm-simd128 <row> ratio=R target<=T (gcc ratio=G x 1.5) met | missed by N %
#     its ratio to the baseline within 1.5x of the native compiler's ratio (no line without
#     a native RESULT for the row).
# "missed by N %" is by how much the value is above the target, as bench.c says it; a row
# whose max error is above the bench's bound 2e-6 misses, "(error above 2e-6)".
$1 == "RESULT" && NF >= 6 {
    for (i = 4; i <= NF; ++i) {
        eq = index($i, "=");
        if (eq > 0) val[$2, $3, substr($i, 1, eq - 1)] = substr($i, eq + 1);
    }
    if ($2 == "wasm-simd128" && ($3 ~ /^clip_/ || $3 == "crowd_seq") && !(($3) in seen)) {
        seen[$3] = 1;
        rows[++n] = $3;
    }
}

function err_ok(s) { return s ~ /^[0-9.eE+-]+$/ && s + 0 <= 2e-6; }

function line(row, what, got, want, why, ok) {
    if (ok && got <= want)
        printf "TARGET wasm-simd128 %s %s=%.3f target<=%.3f (%s) met\n", row, what, got, want, why;
    else
        printf "TARGET wasm-simd128 %s %s=%.3f target<=%.3f (%s) missed by %.0f %%%s\n", row, what,
               got, want, why, (got / want - 1.0) * 100.0, ok ? "" : " (error above 2e-6)";
}

END {
    if (n == 0) { print "bench-wasm: no clip row ran (BENCH_FILTER): no target"; exit 0; }
    for (k = 1; k <= n; ++k) {
        r = rows[k];
        ok = err_ok(val["wasm-simd128", r, "maxerr"]);
        if (("wasm-scalar", r, "ns") in val) {
            s = val["wasm-scalar", r, "ns"] + 0;
            line(r, "ns", val["wasm-simd128", r, "ns"] + 0, s / 2, sprintf("wasm-scalar ns=%.3f / 2", s), ok);
        } else {
            printf "bench-wasm: %s: no wasm-scalar RESULT\n", r;
        }
        if (native != "" && ((native, r, "ratio") in val)) {
            g = val[native, r, "ratio"] + 0;
            line(r, "ratio", val["wasm-simd128", r, "ratio"] + 0, g * 1.5,
                 sprintf("%s ratio=%.3f x 1.5", native, g), ok);
        }
    }
}
