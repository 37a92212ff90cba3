/* wrap_reference.c - gltfa_wrap_time and gltfa_wrap_repeat of 0.9.0, before any rewrite for
   size (issue 42), kept verbatim but for the names (gltfa__ -> wr_) and the assertion: the
   reference of the differential test test_wrap_differential (tests/test_span.c), which asks
   gltfa_wrap_time and gltfa_wrap_repeat for the same bits and loop counts. Not to be edited:
   it is what "the same results" means. */
#include "../gltf_anim.h"
#include "wrap_reference.h"
#include <limits.h>
#include <string.h>

typedef unsigned long wr_u32; /* at least 32 bits; every result is masked to 32 */
#define WR_LO32(x) ((x) & 0xFFFFFFFFu)

static wr_u32 wr_f32_to_bits(float f)
{
    unsigned int u; /* 32 bits on every target of the suite (gltf_anim.h checks it) */
    memcpy(&u, &f, 4);
    return (wr_u32)u;
}

static float wr_bits_to_f32(wr_u32 v)
{
    unsigned int u = (unsigned int)v;
    float f;
    memcpy(&f, &u, 4);
    return f;
}

static int wr_finite(float f) { return (wr_f32_to_bits(f) & 0x7F800000u) != 0x7F800000u; }

/* A 64-bit integer as two 32-bit words: unsigned, or two's complement where noted. */
typedef struct wr_w64 {
    wr_u32 hi, lo;
} wr_w64;

/* The low 32 bits (a no-op where wr_u32 has exactly 32). */
#define WR_LO32(x) ((x) & 0xFFFFFFFFu)

/* Index of the highest set bit of x != 0 (x < 2^32). */
static int wr_msb32(wr_u32 x)
{
    int n = 0;
    if (x >> 16) { x >>= 16; n += 16; }
    if (x >> 8) { x >>= 8; n += 8; }
    if (x >> 4) { x >>= 4; n += 4; }
    if (x >> 2) { x >>= 2; n += 2; }
    return n + (int)(x >> 1);
}

/* Index of the highest set bit of x != 0. */
static int wr_w64_msb(const wr_w64 *x)
{
    return x->hi ? 32 + wr_msb32(x->hi) : wr_msb32(x->lo);
}

/* *x <<= n, 0 <= n < 64 (bits above 2^64 are dropped). */
static void wr_w64_shl(wr_w64 *x, int n)
{
    if (n >= 32) { x->hi = x->lo; x->lo = 0; n -= 32; }
    if (n) {
        x->hi = WR_LO32(x->hi << n) | (x->lo >> (32 - n));
        x->lo = WR_LO32(x->lo << n);
    }
}

/* *x >>= n, 0 <= n < 64; returns nonzero when a 1 was shifted out. */
static wr_u32 wr_w64_shr(wr_w64 *x, int n)
{
    wr_u32 lost = 0;
    if (n >= 32) { lost = x->lo; x->lo = x->hi; x->hi = 0; n -= 32; }
    if (n) {
        lost |= WR_LO32(x->lo << (32 - n));
        x->lo = (x->lo >> n) | WR_LO32(x->hi << (32 - n));
        x->hi >>= n;
    }
    return lost;
}

/* *x = m 2^sh for sh < 64 (m < 2^32; for sh < 0 truncated); returns nonzero when
   truncation dropped a 1. */
static wr_u32 wr_w64_set(wr_w64 *x, wr_u32 m, int sh)
{
    x->hi = 0;
    x->lo = m;
    if (sh >= 0) { wr_w64_shl(x, sh); return 0; }
    if (sh > -64) return wr_w64_shr(x, -sh);
    x->lo = 0;
    return m;
}

/* *a += *b, or *a -= *b when sub, modulo 2^64; returns the carry out (for sub: 1 when
   there was no borrow, *a >= *b unsigned). */
static int wr_w64_add(wr_w64 *a, const wr_w64 *b, int sub)
{
    wr_u32 bl = b->lo, bh = b->hi, t;
    int c;
    if (sub) { bl = WR_LO32(~bl); bh = WR_LO32(~bh); }
    t = WR_LO32(a->lo + bl + (wr_u32)sub);
    c = sub ? t <= a->lo : t < a->lo;
    a->lo = t;
    t = WR_LO32(a->hi + bh + (wr_u32)c);
    c = c ? t <= a->hi : t < a->hi;
    a->hi = t;
    return c;
}

/* *x = -*x (two's complement). */
static void wr_w64_neg(wr_w64 *x)
{
    x->lo = WR_LO32(~x->lo + 1u);
    x->hi = WR_LO32(~x->hi + (x->lo == 0));
}

/* *x += 1. */
static void wr_w64_inc(wr_w64 *x)
{
    x->lo = WR_LO32(x->lo + 1u);
    if (!x->lo) x->hi = WR_LO32(x->hi + 1u);
}

/* Float bits ordered as unsigned integers like the floats (not NaN; -0 equals +0). */
static wr_u32 wr_f32_key(wr_u32 b)
{
    return (b >> 31) ? 0x80000000u - (b & 0x7FFFFFFFu) : (b | 0x80000000u);
}

/* The bits of the float nearest to x 2^ex (ties to even; x != 0, x 2^ex within float
   range), sticky: a nonzero tail below x's last bit; sign: the sign bit. */
static wr_u32 wr_w64_round(wr_w64 *x, int ex, wr_u32 sticky, int sign)
{
    int lsb = ex + wr_w64_msb(x) - 23, n;
    wr_u32 mant;
    if (lsb < -149) lsb = -149; /* subnormal: fewer bits */
    n = lsb - ex;               /* bits to drop, < 64 */
    if (n <= 0) {
        mant = WR_LO32(x->lo << -n); /* x < 2^24: exact */
    } else {
        sticky |= wr_w64_shr(x, n - 1);
        mant = x->lo >> 1;
        if ((x->lo & 1u) && (sticky || (mant & 1u))) mant++;
    }
    /* the exponent field plus the mantissa with its leading bit: a carry of the rounding
       into 2^24 (or out of the subnormals) steps the exponent by itself */
    return ((wr_u32)sign << 31) | (((wr_u32)(lsb + 149) << 23) + mant);
}

/* A finite float's bits as |x| = m 2^ex, m odd (or 0), and its sign. */
typedef struct wr_f32_parts {
    wr_u32 m;
    int ex, neg;
} wr_f32_parts;

static void wr_f32_split(wr_u32 bits, wr_f32_parts *p)
{
    wr_u32 m = bits & 0x7FFFFFu;
    int ex = (int)((bits >> 23) & 0xFFu);
    if (ex) m |= 0x800000u; else ex = 1;
    ex -= 150;
    if (m) {
        while (!(m & 0xFFu)) { m >>= 8; ex += 8; }
        while (!(m & 1u)) { m >>= 1; ex++; }
    }
    p->m = m;
    p->ex = ex;
    p->neg = (int)((bits >> 31) & 1u);
}

/* Phase 1, the lattice: 2^e is the finer ulp of start and end (a zero has none), raised when
   start or end would need 62 bits or more on it (the fallback: the one much smaller in
   magnitude is truncated onto the lattice). S and E are start and end on it, |S|, |E| <
   2^62 (two's complement). Returns e. */
static int wr_wrap_lattice(wr_u32 start_bits, wr_u32 end_bits, wr_w64 *s,
                               wr_w64 *e_end)
{
    wr_f32_parts p[2]; /* start, end */
    int e, i;
    wr_f32_split(start_bits, &p[0]);
    wr_f32_split(end_bits, &p[1]);
    e = !p[0].m ? p[1].ex : (!p[1].m || p[0].ex < p[1].ex ? p[0].ex : p[1].ex);
    for (i = 0; i < 2; ++i)
        if (p[i].m && p[i].ex + wr_msb32(p[i].m) - 61 > e)
            e = p[i].ex + wr_msb32(p[i].m) - 61;
    for (i = 0; i < 2; ++i) {
        wr_w64 *x = i ? e_end : s;
        wr_w64_set(x, p[i].m, p[i].ex - e); /* m = 0: ex - e <= 0 */
        if (p[i].neg) wr_w64_neg(x);
    }
    return e;
}

/* |U|, U = floor(time / 2^e) - S, streamed most significant bit first: the bits of top, then
   `ones` copies of fill, then the 64 bits of low. back: U < 0 (time before start). time =
   m 2^(e - k); frac: its part below the lattice, frac 2^(e - k) with time's sign (0: time
   is on the lattice). */
typedef struct wr_dividend {
    wr_u32 top, fill, frac;
    int ones, back, k;
    wr_w64 low;
} wr_dividend;

/* Phase 2, the dividend. */
static void wr_wrap_dividend(wr_u32 time_bits, int e, const wr_w64 *s,
                                 wr_dividend *u)
{
    wr_f32_parts time_parts;
    const wr_f32_parts *time = &time_parts;
    int k;
    wr_f32_split(time_bits, &time_parts);
    k = u->k = e - time->ex;
    u->top = 0;
    u->fill = 0;
    u->frac = 0;
    u->ones = 0;
    if (k > 0 || !time->m || wr_msb32(time->m) - k < 62) {
        /* floor(time / 2^e) fits in 62 bits: U in low */
        wr_w64_set(&u->low, time->m, -k);
        if (k > 0) u->frac = k < 24 ? time->m & ((1u << k) - 1u) : time->m;
        if (time->neg) { /* -low, and floor: one less with a fraction (-x - 1 = ~x) */
            if (u->frac) {
                u->low.hi = WR_LO32(~u->low.hi);
                u->low.lo = WR_LO32(~u->low.lo);
            } else {
                wr_w64_neg(&u->low);
            }
        }
        wr_w64_add(&u->low, s, 1); /* |U| < 2^63 */
        u->back = (int)(u->low.hi >> 31);
        if (u->back) wr_w64_neg(&u->low);
    } else {
        /* |time| >= 2^62 2^e > |S|: U has time's sign, |U| = m 2^K - S' (K = -k >= 39; S' = S,
           or -S before start), streamed as top 2^(64 + ones) + (ones bits of fill) 2^64 +
           low, with low = (m 2^K mod 2^64) - S' modulo 2^64, whose carry or borrow (-1, 0 or
           1) goes into top = floor(m 2^K / 2^64) + carry >= 0. For K >= 64 (ones = K - 64)
           the carry is 0 or -1, and m 2^ones - 1 is the bits of m - 1, then ones ones. */
        int borrows; /* S' < 0: adding it borrows unless it carries */
        u->back = time->neg;
        wr_w64_set(&u->low, -k < 64 ? time->m : 0u, -k < 64 ? -k : 0);
        /* here k <= -39 (time is at least 2^62 lattice steps): the shift is 1 .. 25 bits */
        /* cppcheck-suppress shiftTooManyBits */
        u->top = -k < 64 ? time->m >> (64 + k) : time->m;
        u->ones = -k < 64 ? 0 : -k - 64;
        borrows = (int)(s->hi >> 31) ^ (u->back ? 0 : 1);
        if (wr_w64_add(&u->low, s, !u->back)) u->top += (wr_u32)!borrows;
        else if (borrows) { u->top -= 1u; u->fill = 1u; }
    }
}

/* Phase 3, |U| = passes D + r by shift-subtract, r < D < 2^63: passes saturates at ULONG_MAX
   (above every play count), *odd is its last bit. The leading bits of |U| that stay below D
   give no quotient bit: they start r, so the loop runs once per quotient bit
   (O(log(U / D))), plus top's bits when top >= D. */
static unsigned long wr_wrap_divide(wr_dividend *u, const wr_w64 *d,
                                        int *odd, wr_w64 *r)
{
    const int d_bits = wr_w64_msb(d); /* D >= 2^d_bits */
    wr_u32 top = u->top, rh, rl, yh, yl;
    wr_w64 *const low = &u->low; /* consumed: shifted in place */
    unsigned long passes = 0;
    int n, bit_q = 0;
    r->hi = 0;
    r->lo = 0;
    if (top || u->ones) {
        n = u->ones + 64;
        if (top && wr_msb32(top) < d_bits) {
            r->lo = top;
            top = 0;
        } else if (top) {
            n += wr_msb32(top) + 1;
        }
    } else { /* |U| = low, below 2^64 */
        int rest;
        n = (low->hi | low->lo) ? wr_w64_msb(low) + 1 : 0;
        rest = n > d_bits ? n - d_bits : 0; /* the bits left for the loop */
        r->hi = low->hi;
        r->lo = low->lo;
        if (rest < 64) wr_w64_shr(r, rest); /* the top n - rest <= d_bits bits: r < D */
        else r->hi = r->lo = 0;                 /* (D = 1) */
        if (rest) wr_w64_shl(low, 64 - rest);
        n = rest;
    }
    /* in scalars */
    rh = r->hi;
    rl = r->lo;
    yh = low->hi;
    yl = low->lo;
    while (n-- > 0) {
        wr_u32 bit;
        if (n >= 64 + u->ones) {
            bit = (top >> (n - 64 - u->ones)) & 1u;
        } else if (n >= 64) {
            bit = u->fill;
        } else { /* low, shifted out at the top */
            bit = yh >> 31;
            yh = WR_LO32(yh << 1) | (yl >> 31);
            yl = WR_LO32(yl << 1);
        }
        rh = WR_LO32(rh << 1) | (rl >> 31);
        rl = WR_LO32(rl << 1) | bit;
        bit_q = rh != d->hi ? rh > d->hi : rl >= d->lo;
        if (bit_q) {
            rh = WR_LO32(rh - d->hi - (rl < d->lo));
            rl = WR_LO32(rl - d->lo);
        }
        passes = passes > (~0UL >> 1) ? ~0UL : (passes << 1) | (unsigned long)bit_q;
    }
    r->hi = rh;
    r->lo = rl;
    *odd = bit_q;
    return passes;
}

/* Phase 4, the value's bits: N 2^e plus time's fraction (u->frac 2^(e - k)), N = S + r, or
   E - r on a ping-pong's backward pass (the fraction then counts backwards; a negative one
   borrows one lattice step), rounded once to the nearest float (ties to even). */
static wr_u32 wr_wrap_value(const wr_w64 *s, const wr_w64 *e_end, wr_w64 *r,
                                    int backward, int time_neg, const wr_dividend *u, int e)
{
    const int k = u->k;
    const wr_w64 *base = backward ? e_end : s;
    wr_w64 y, w;
    wr_u32 sticky = 0;
    int frac_neg = time_neg ^ backward, neg, scale;
    if (u->frac && time_neg) wr_w64_inc(r);
    y.hi = base->hi;
    y.lo = base->lo;
    wr_w64_add(&y, r, backward);
    neg = (int)(y.hi >> 31); /* the sign of N, |N| < 2^62 */
    if (neg) wr_w64_neg(&y);
    if (!(y.hi | y.lo)) {
        scale = k; /* the value is the fraction itself: exact */
        neg = frac_neg;
    } else {
        scale = 62 - wr_w64_msb(&y); /* |N| 2^scale in [2^62, 2^63) */
        wr_w64_shl(&y, scale);
    }
    if (u->frac) { /* the fraction on the scale 2^(e - scale), below |N|'s last bit */
        sticky = wr_w64_set(&w, u->frac, scale - k);
        if (frac_neg == neg) {
            wr_w64_add(&y, &w, 0);
        } else {
            if (sticky) wr_w64_inc(&w);
            wr_w64_add(&y, &w, 1);
        }
    }
    return (y.hi | y.lo) ? wr_w64_round(&y, e - scale, sticky, neg) : 0u; /* 0: +0 */
}

float wr_wrap_time(float time, float start, float end, gltfa_wrap mode,
                                unsigned long play_count)
{
    const wr_u32 bs = wr_f32_to_bits(start), be = wr_f32_to_bits(end);
    const wr_u32 bt = wr_f32_to_bits(time);
    wr_u32 ks, ke, kt;
    wr_dividend u;
    wr_w64 s, e_end, d, r;
    unsigned long passes;
    int e, odd;

    /* Phase 0: the cases without arithmetic */
    if (!wr_finite(start)) return 0.0f;
    ks = wr_f32_key(bs);
    ke = wr_f32_key(be);
    if (!wr_finite(end) || ke <= ks) return start; /* zero-length: the first pose */
    if ((bt & 0x7FFFFFFFu) > 0x7F800000u) return start; /* NaN */
    kt = wr_f32_key(bt);
    if (mode != GLTFA_WRAP_REPEAT && mode != GLTFA_WRAP_PINGPONG) {
        return kt < ks ? start : (kt > ke ? end : time);
    }
    if (kt >= ks && kt <= ke) /* the first pass: time itself (zero as +0); at end the end pose */
        return kt == ke && (mode == GLTFA_WRAP_REPEAT || play_count == 1)
                   ? end : ((bt & 0x7FFFFFFFu) ? time : 0.0f);
    if (kt < ks && play_count != 0) return start; /* a counted playback starts at start */
    if (bt == 0xFF800000u) return start;          /* -inf */
    if (bt == 0x7F800000u) /* +inf: the end of the last pass */
        return mode == GLTFA_WRAP_PINGPONG && play_count != 0 && !(play_count & 1u) ? start
                                                                                     : end;
    /* Phases 1-3: U = q D + r on the lattice */
    e = wr_wrap_lattice(bs, be, &s, &e_end);
    d.hi = e_end.hi;
    d.lo = e_end.lo;
    wr_w64_add(&d, &s, 1); /* D = E - S, 0 < D < 2^63 */
    wr_wrap_dividend(bt, e, &s, &u);
    passes = wr_wrap_divide(&u, &d, &odd, &r);
    if (u.back) {
        /* the mathematical mod: r = D - (|U| mod D), floor(U / D) = -q - 1 */
        if (r.hi | r.lo) { /* D - r = -(r - D) */
            wr_w64_add(&r, &d, 1);
            wr_w64_neg(&r);
            odd ^= 1;
        }
    } else if (play_count != 0 && passes >= play_count) {
        /* after the last pass: where it ended */
        return mode == GLTFA_WRAP_PINGPONG && !(play_count & 1u) ? start : end;
    }
    if (mode == GLTFA_WRAP_REPEAT && !u.back && !(r.hi | r.lo) && !u.frac)
        return end; /* the end of a pass (U = q D, q >= 1): the end pose */
    /* Phase 4; only the fallback can leave [start, end] */
    kt = wr_wrap_value(&s, &e_end, &r, mode == GLTFA_WRAP_PINGPONG && odd, (int)(bt >> 31),
                           &u, e);
    return wr_f32_key(kt) < ks ? start
                                   : (wr_f32_key(kt) > ke ? end : wr_bits_to_f32(kt));
}

float wr_wrap_repeat(float time, float start, float end, long *loops)
{
    const float q = wr_wrap_time(time, start, end, GLTFA_WRAP_REPEAT, 0);
    const wr_u32 ks = wr_f32_key(wr_f32_to_bits(start));
    const wr_u32 ke = wr_f32_key(wr_f32_to_bits(end));
    const wr_u32 kt = wr_f32_key(wr_f32_to_bits(time));
    long k = 0;
    if (wr_finite(start) && wr_finite(end) && wr_finite(time) && ke > ks &&
        (kt < ks || kt > ke)) {
        /* gltfa_wrap_time's phases 1-3: |U| = passes D + r on the lattice */
        wr_dividend u;
        wr_w64 s, e_end, d, r;
        unsigned long passes;
        int e, odd;
        e = wr_wrap_lattice(wr_f32_to_bits(start), wr_f32_to_bits(end), &s, &e_end);
        d.hi = e_end.hi;
        d.lo = e_end.lo;
        wr_w64_add(&d, &s, 1);
        wr_wrap_dividend(wr_f32_to_bits(time), e, &s, &u);
        passes = wr_wrap_divide(&u, &d, &odd, &r);
        if (passes >= (unsigned long)LONG_MAX) { /* saturated: +-LONG_MAX, whatever r */
            k = u.back ? -LONG_MAX : LONG_MAX;
        } else {
            k = (long)passes;
            if (u.back) /* floor(U / D): -passes, or one more back with a remainder */
                k = (r.hi | r.lo) ? -k - 1 : -k;
            else if (!(r.hi | r.lo) && !u.frac) /* the end of a pass (passes >= 1): q = end */
                k -= 1;
        }
    }
    if (loops != NULL) *loops = k;
    return q;
}
