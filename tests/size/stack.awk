# stack.awk - worst-case stack per function from GCC's -fcallgraph-info=su output (VCG):
# a function's own frame plus the deepest chain of its callees (the library has no
# recursion and no calls through pointers). Prints "STACK <function> <bytes>" for every
# public (gltfa_) function, and "MAXSTACK <bytes>".
/^node:/ {
    t = $0; sub(/.*title: "/, "", t); sub(/".*/, "", t); sub(/.*:/, "", t)
    b = $0; sub(/.*\\n/, "", b); sub(/ bytes.*/, "", b)
    frame[t] = b + 0
    if (b ~ /dynamic/) dyn[t] = 1
}
/^edge:/ {
    a = $0; sub(/.*sourcename: "/, "", a); sub(/".*/, "", a); sub(/.*:/, "", a)
    c = $0; sub(/.*targetname: "/, "", c); sub(/".*/, "", c); sub(/.*:/, "", c)
    n[a]++; callee[a, n[a]] = c
}
function depth(f,    i, d, best) {
    if (f in memo) return memo[f]
    best = 0
    for (i = 1; i <= n[f]; ++i) { d = depth(callee[f, i]); if (d > best) best = d }
    memo[f] = frame[f] + best
    return memo[f]
}
END {
    max = 0
    for (f in frame) if (f ~ /^gltfa_[a-z]/) {
        d = depth(f); printf "STACK %s %d\n", f, d; if (d > max) max = d
    }
    printf "MAXSTACK %d\n", max
}
