# stack.awk - worst-case stack per function from GCC's -fcallgraph-info=su output (VCG):
# a function's own frame plus the deepest chain of its callees.
#   -v roots="f g ..."  count only what is reachable from these functions (a row's kept
#                       symbols); without it, every function of the file.
# Prints "STACK <function> <bytes>" for every public (gltfa_) function counted, then
# "MAXSTACK <bytes> <function>" (the worst of them).
# - Calls through a pointer (the clip code's sort takes its compare and swap that way) count
#   as the deepest of the private (gltfa__) functions no one calls directly: those are the
#   ones whose address is taken, the only possible targets.
# - libgcc helpers (soft float, division) count 0: their frames are not in the file.
# - Recursion would make the bound meaningless: "RECURSION <function>" (counted once).
# - A frame whose size is not static: "DYNAMIC <function> <label>".
/^node:/ {
    t = $0; sub(/.*title: "/, "", t); sub(/".*/, "", t); sub(/.*:/, "", t)
    b = $0; sub(/.*\\n/, "", b); sub(/ bytes.*/, "", b)
    frame[t] = b + 0
    l = $0; sub(/.*\\n/, "", l); sub(/".*/, "", l)
    if (l ~ /dynamic/) dyn[t] = l
}
/^edge:/ {
    a = $0; sub(/.*sourcename: "/, "", a); sub(/".*/, "", a); sub(/.*:/, "", a)
    c = $0; sub(/.*targetname: "/, "", c); sub(/".*/, "", c); sub(/.*:/, "", c)
    n[a]++; callee[a, n[a]] = c; called[c] = 1
}
function depth(f,    i, d, best, g) {
    if (f in memo) return memo[f]
    if (f in busy) { if (!(f in rec)) { rec[f] = 1; printf "RECURSION %s\n", f }; return 0 }
    busy[f] = 1
    best = 0
    if (f == "__indirect_call") {
        for (g in frame) if (g ~ /^gltfa__/ && !(g in called)) { d = depth(g); if (d > best) best = d }
    } else {
        for (i = 1; i <= n[f]; ++i) { d = depth(callee[f, i]); if (d > best) best = d }
    }
    delete busy[f]
    memo[f] = frame[f] + best
    return memo[f]
}
function reach(f,    i, g) {
    if (f in seen) return
    seen[f] = 1
    if (f == "__indirect_call") {
        for (g in frame) if (g ~ /^gltfa__/ && !(g in called)) reach(g)
    } else {
        for (i = 1; i <= n[f]; ++i) reach(callee[f, i])
    }
}
END {
    if (roots != "") { k = split(roots, r, " "); for (i = 1; i <= k; ++i) reach(r[i]) }
    else for (f in frame) seen[f] = 1
    max = 0; worst = "-"
    for (f in seen) {
        if (f in dyn) printf "DYNAMIC %s %s\n", f, dyn[f]
        if (f ~ /^gltfa_[a-z]/ && (f in frame)) {
            d = depth(f); printf "STACK %s %d\n", f, d
            if (d > max) { max = d; worst = f }
        }
    }
    printf "MAXSTACK %d %s\n", max, worst
}
