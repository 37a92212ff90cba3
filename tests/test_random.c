/* test_random.c - randomized accuracy against the double-precision model of the spec
   formulas (refmodel.c), over all modes, targets, component types, strides and
   alignments; and the property tests: cursor == fresh search, LINEAR stays within its
   keys, quaternions unit, continuity at keys, no NaN, nothing written past the width.
   Fixed seeds: a failure reproduces. Each sampler's bytes are exact-size heap blocks, so
   AddressSanitizer (make check) catches any read outside the views. */
#include "fixture.h"
#include "harness.h"
#include "test_list.h"
#include "refmodel.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>


#define RK_MAX_KEYS 16
#define RK_MAX_WIDTH 8
#define RK_MAX_VALUES (RK_MAX_KEYS * 3 * RK_MAX_WIDTH)

typedef struct rcase {
    int interp, target, ct, normalized, components, quat;
    size_t keys, width, per_key; /* per_key: floats per key in the output (width or 3 width) */
    float times[RK_MAX_KEYS];
    double dtimes[RK_MAX_KEYS];
    double stored[RK_MAX_VALUES]; /* float values or integer codes, as stored */
    double values[RK_MAX_VALUES]; /* dequantized in double by the spec formulas */
    unsigned char *tbuf, *vbuf;
    gltfa_accessor in, out;
    gltfa_sampler s;
    ref_sampler ref;
} rcase;

static const int rotation_types[5] = { GLTFA_FLOAT, GLTFA_BYTE, GLTFA_UNSIGNED_BYTE, GLTFA_SHORT,
                                       GLTFA_UNSIGNED_SHORT };
static const int vector_types[6] = { GLTFA_BYTE, GLTFA_UNSIGNED_BYTE, GLTFA_SHORT,
                                     GLTFA_UNSIGNED_SHORT, GLTFA_UNSIGNED_INT, GLTFA_FLOAT };

/* %.2g of v in buf, with the exponent's two digits on every C library (Windows' msvcrt
   prints three: 1.7e-007), so that the log reads the same everywhere. */
static const char *g2(double v, char *buf)
{
    char *e;
    sprintf(buf, "%.2g", v);
    e = strchr(buf, 'e');
    if (e != NULL && (e[1] == '-' || e[1] == '+') && e[2] == '0' && strlen(e + 2) == 3)
        memmove(e + 2, e + 3, 3); /* "007" to "07", the NUL too */
    return buf;
}

static long code_max(int ct)
{
    switch (ct) {
    case GLTFA_BYTE: return 127;
    case GLTFA_UNSIGNED_BYTE: return 255;
    case GLTFA_SHORT: return 32767;
    default: return 65535;
    }
}

static int is_signed(int ct) { return ct == GLTFA_BYTE || ct == GLTFA_SHORT; }

/* Stores value x (in [-1, 1] for normalized types) as the type's code or float. */
static double store(const rcase *c, double x)
{
    double m, q;
    if (c->ct == GLTFA_FLOAT) return (double)(float)x;
    m = c->ct == GLTFA_UNSIGNED_INT ? 4294967295.0 : (double)code_max(c->ct);
    q = c->normalized ? floor(x * m + 0.5) : floor(x + 0.5);
    if (q > m) q = m;
    if (is_signed(c->ct) && q < -m - 1) q = -m - 1;
    if (!is_signed(c->ct) && q < 0) q = 0;
    return q;
}

static void random_quat(th_rng *r, double *q, int positive)
{
    double l;
    int i;
    do {
        l = 0;
        for (i = 0; i < 4; ++i) {
            q[i] = th_rng_range(r, -1.0, 1.0);
            if (positive && q[i] < 0) q[i] = -q[i];
            l += q[i] * q[i];
        }
    } while (l < 0.05 || l > 1.0);
    l = sqrt(l);
    for (i = 0; i < 4; ++i) q[i] /= l;
}

/* Builds a random valid sampler. kind_hint < 0: any. */
static void make_case(rcase *c, th_rng *r)
{
    static const int targets[6] = { GLTFA_PROPERTY_TRANSLATION, GLTFA_PROPERTY_ROTATION,
                                    GLTFA_PROPERTY_SCALE, GLTFA_PROPERTY_WEIGHTS,
                                    GLTFA_PROPERTY_VECTOR, GLTFA_PROPERTY_QUATERNION };
    size_t k, j, slot, slots, csize, esize, stride, tstride, toff, voff, elements;
    double t, amp, step, q[4], prev[4];
    int positive, rough;
    memset(c, 0, sizeof *c);
    c->interp = th_rng_int(r, 0, 2);
    c->target = targets[th_rng_int(r, 0, 5)];
    c->quat = c->target == GLTFA_PROPERTY_ROTATION || c->target == GLTFA_PROPERTY_QUATERNION;
    c->ct = GLTFA_FLOAT;
    switch (c->target) {
    case GLTFA_PROPERTY_TRANSLATION: case GLTFA_PROPERTY_SCALE:
        c->components = 3;
        break;
    case GLTFA_PROPERTY_ROTATION: case GLTFA_PROPERTY_QUATERNION:
        c->components = 4;
        if (th_rng_int(r, 0, 1)) c->ct = rotation_types[th_rng_int(r, 1, 4)];
        break;
    case GLTFA_PROPERTY_WEIGHTS:
        c->components = 1;
        if (th_rng_int(r, 0, 1)) c->ct = rotation_types[th_rng_int(r, 1, 4)];
        break;
    default:
        c->components = th_rng_int(r, 1, 4);
        c->ct = vector_types[th_rng_int(r, 0, 5)];
        break;
    }
    c->normalized = c->ct != GLTFA_FLOAT && c->ct != GLTFA_UNSIGNED_INT &&
                    (c->target != GLTFA_PROPERTY_VECTOR || th_rng_int(r, 0, 1));
    c->width = c->components == 1 ? (size_t)th_rng_int(r, 1, c->target == GLTFA_PROPERTY_WEIGHTS ? 8 : 4)
                                  : (size_t)c->components;
    c->keys = (size_t)th_rng_int(r, c->interp == 2 ? 2 : 1, RK_MAX_KEYS);
    c->per_key = c->width * (c->interp == 2 ? 3 : 1);
    slots = c->interp == 2 ? 3 : 1;

    /* key times: strictly increasing floats; a first key after 0 sometimes; tiny and
       large segments sometimes; sometimes far from 0 */
    t = th_rng_int(r, 0, 3) == 0 ? 0.0 : th_rng_range(r, 0.0, 3.0);
    if (th_rng_int(r, 0, 19) == 0) t += 1000.0;
    for (k = 0; k < c->keys; ++k) {
        float f = (float)t;
        if (k > 0 && !(f > c->times[k - 1])) f = th_next_up(c->times[k - 1]);
        c->times[k] = f;
        c->dtimes[k] = (double)f;
        t = (double)f + (th_rng_int(r, 0, 9) == 0 ? th_rng_range(r, 1e-4, 1e-3)
                                                  : th_rng_range(r, 0.02, 1.0));
    }

    /* values */
    rough = th_rng_int(r, 0, 3) == 0;
    positive = c->ct == GLTFA_UNSIGNED_BYTE || c->ct == GLTFA_UNSIGNED_SHORT;
    if (c->quat) {
        random_quat(r, prev, positive);
        for (k = 0; k < c->keys; ++k) {
            if (k > 0) {
                double d = rough ? 1.0 : 0.3;
                double l = 0;
                for (j = 0; j < 4; ++j) {
                    q[j] = prev[j] + th_rng_range(r, -d, d);
                    if (positive && q[j] < 0) q[j] = -q[j];
                    l += q[j] * q[j];
                }
                if (l < 0.05) { random_quat(r, q, positive); l = 1; }
                l = sqrt(l);
                for (j = 0; j < 4; ++j) q[j] /= l;
                /* CUBICSPLINE: keep neighbours on one hemisphere, as exporters do (a
                   cubic from q to nearly -q passes near zero; tested on its own) */
                if (c->interp == 2 && q[0] * prev[0] + q[1] * prev[1] + q[2] * prev[2] +
                                      q[3] * prev[3] < 0)
                    for (j = 0; j < 4; ++j) q[j] = -q[j];
            } else {
                memcpy(q, prev, sizeof q);
            }
            memcpy(prev, q, sizeof q);
            /* LINEAR and STEP: flip signs now and then (shortest arc must hold) */
            if (c->interp != 2 && !positive && th_rng_int(r, 0, 4) == 0)
                for (j = 0; j < 4; ++j) q[j] = -q[j];
            for (slot = 0; slot < slots; ++slot)
                for (j = 0; j < 4; ++j) {
                    double x = slot == 1 || slots == 1 ? q[j] : th_rng_range(r, -0.5, 0.5);
                    if (positive && slot != 1 && slots == 3) x = th_rng_range(r, 0.0, 0.5);
                    c->stored[(k * slots + slot) * 4 + j] = store(c, x);
                }
        }
    } else {
        amp = 1.0;
        if (c->ct == GLTFA_FLOAT) amp = rough ? 2.0 : th_rng_range(r, 1.0, 100.0);
        else if (!c->normalized) amp = (double)(c->ct == GLTFA_UNSIGNED_INT ? 16777216L : code_max(c->ct));
        step = rough ? amp : amp * 0.1;
        for (j = 0; j < c->width; ++j) {
            double v = th_rng_range(r, is_signed(c->ct) || c->ct == GLTFA_FLOAT ? -amp : 0.0, amp);
            for (k = 0; k < c->keys; ++k) {
                if (k > 0) v += th_rng_range(r, -step, step);
                if (v > amp) v = amp;
                if (v < -amp) v = -amp;
                if (!(is_signed(c->ct) || c->ct == GLTFA_FLOAT) && v < 0) v = -v;
                for (slot = 0; slot < slots; ++slot) {
                    double x = v;
                    if (slots == 3 && slot != 1) {
                        x = th_rng_range(r, -step, step) * 2.0;
                        if (!(is_signed(c->ct) || c->ct == GLTFA_FLOAT)) x = x < 0 ? -x : x;
                        if (c->normalized && x > 1) x = 1;
                        if (c->normalized && x < -1) x = -1;
                    }
                    c->stored[(k * slots + slot) * c->width + j] = store(c, x);
                }
            }
        }
    }
    elements = c->keys * slots * (c->components == 1 ? c->width : 1);
    for (k = 0; k < elements * (size_t)c->components; ++k)
        c->values[k] = c->ct == GLTFA_FLOAT ? c->stored[k]
                                            : th_dequant(c->ct, c->normalized, (long)c->stored[k]);

    /* layout: random stride padding and misalignment, exact-size heap blocks */
    csize = th_component_size(c->ct);
    esize = csize * (size_t)c->components;
    stride = th_rng_int(r, 0, 2) == 0 ? esize + (size_t)th_rng_int(r, 1, 9) : esize;
    tstride = th_rng_int(r, 0, 3) == 0 ? 4 + (size_t)th_rng_int(r, 1, 9) : 4;
    toff = (size_t)th_rng_int(r, 0, 3);
    voff = (size_t)th_rng_int(r, 0, 3);
    c->tbuf = (unsigned char *)malloc(toff + (c->keys - 1) * tstride + 4);
    c->vbuf = (unsigned char *)malloc(voff + (elements - 1) * stride + esize);
    memset(c->tbuf, 0xEE, toff + (c->keys - 1) * tstride + 4);
    memset(c->vbuf, 0xEE, voff + (elements - 1) * stride + esize);
    for (k = 0; k < c->keys; ++k) th_put_f32(c->tbuf + toff + k * tstride, c->times[k]);
    for (k = 0; k < elements; ++k)
        for (j = 0; j < (size_t)c->components; ++j)
            th_put_component(c->vbuf + voff + k * stride + j * csize, c->ct,
                             c->stored[k * (size_t)c->components + j]);
    gltfa_accessor_init(&c->in, c->tbuf + toff, c->keys, GLTFA_FLOAT, 1);
    c->in.byte_stride = tstride == 4 ? 0 : tstride;
    gltfa_accessor_init(&c->out, c->vbuf + voff, elements, c->ct, c->components);
    c->out.normalized = c->normalized;
    c->out.byte_stride = stride == esize ? 0 : stride;
    c->out.byte_length = (elements - 1) * stride + esize;
    c->ref.interp = c->interp;
    c->ref.quat = c->quat;
    c->ref.keys = c->keys;
    c->ref.width = c->width;
    c->ref.times = c->dtimes;
    c->ref.values = c->values;
}

static void free_case(rcase *c)
{
    free(c->tbuf);
    free(c->vbuf);
}

static int all_finite(const float *v, size_t n)
{
    size_t i;
    for (i = 0; i < n; ++i)
        if (!th_isfinite((double)v[i])) return 0;
    return 1;
}

/* Error statistics: worst ratio error / tolerance seen per interpolation. */
static double worst_ratio[3];
static double worst_unit;

/* Compares one sample with the model; returns 1 when it is within the tolerance. */
static int compare(const rcase *c, float tc, const float *got)
{
    double want[RK_MAX_WIDTH];
    size_t j;
    int ok = 1;
    ref_eval(&c->ref, (double)tc, want);
    if (c->quat) {
        double dot = 0, l = 0, sgn;
        for (j = 0; j < 4; ++j) { dot += (double)got[j] * want[j]; l += (double)got[j] * (double)got[j]; }
        sgn = dot < 0 ? -1.0 : 1.0;
        for (j = 0; j < 4; ++j) {
            double e = fabs((double)got[j] - sgn * want[j]);
            if (e / 2e-6 > worst_ratio[c->interp]) worst_ratio[c->interp] = e / 2e-6;
            if (!(e <= 2e-6)) ok = 0;
        }
        l = fabs(sqrt(l) - 1.0);
        if (l > worst_unit) worst_unit = l;
        if (!(l <= 1e-6)) ok = 0;
    } else {
        /* the library says which kernels it chose (GLTFA_NO_DOUBLE, or automatic on an FPU
           without double: Cortex-M4F, M0); float kernels: the documented bound is relative
           to the largest term */
        int float_kernels = (gltfa_config() & GLTFA_CONFIG_FLOAT_KERNELS) != 0;
        for (j = 0; j < c->width; ++j) {
            double tol = float_kernels ? 2e-6 * ref_term_scale(&c->ref, (double)tc, j)
                                       : 2e-6 * (fabs(want[j]) > 1 ? fabs(want[j]) : 1.0);
            double e = fabs((double)got[j] - want[j]);
            if (e / tol > worst_ratio[c->interp]) worst_ratio[c->interp] = e / tol;
            if (!(e <= tol)) ok = 0;
        }
    }
    if (!ok) {
        static int shown = 0;
        if (shown++ < 10) {
            printf("    mismatch: interp %d target %d ct %d norm %d keys %u width %u tc %.9g:",
                   c->interp, c->target, c->ct, c->normalized, (unsigned)c->keys,
                   (unsigned)c->width, (double)tc);
            for (j = 0; j < c->width && j < 4; ++j)
                printf(" %.9g/%.9g", (double)got[j], want[j]);
            printf("\n");
        }
    }
    return ok;
}

/* Samples at tc into a canary-guarded buffer and checks everything that holds at every
   time: success, nothing past width, finite, unit quaternions, accuracy. */
static int check_sample(rcase *c, float tc, float *out, long *samples)
{
    float buf[RK_MAX_WIDTH + 2];
    size_t j;
    int ok;
    buf[c->width] = 777.0f;
    buf[c->width + 1] = 777.0f;
    ok = gltfa_sampler_sample(&c->s, tc, buf, c->width) == GLTFA_SUCCESS;
    ok = ok && buf[c->width] == 777.0f && buf[c->width + 1] == 777.0f;
    ok = ok && all_finite(buf, c->width);
    ok = ok && compare(c, tc, buf);
    for (j = 0; j < c->width; ++j) out[j] = buf[j];
    ++*samples;
    return ok;
}

/* Which key does tc sit in (the model's segment search), for the LINEAR bounds check. */
static size_t segment_of(const rcase *c, float tc)
{
    size_t k = 0;
    while (k + 1 < c->keys && c->times[k + 1] <= tc) ++k;
    return k;
}

void test_random_accuracy(void)
{
    th_rng r;
    rcase *c = (rcase *)malloc(sizeof *c);
    long samples = 0, bad = 0, key_bad = 0, bound_bad = 0;
    int n, i;
    size_t k, j;
    float out[RK_MAX_WIDTH];
    char unit_text[32];
    th_rng_seed(&r, 20261129UL);
    for (n = 0; n < 3500; ++n) {
        make_case(c, &r);
        if (gltfa_sampler_init(&c->s, &c->in, &c->out, (gltfa_interp)c->interp,
                               (gltfa_property)c->target) != GLTFA_SUCCESS ||
            gltfa_sampler_check(&c->s, NULL) != GLTFA_SUCCESS ||
            gltfa_sampler_width(&c->s) != c->width) {
            CHECK(!"random case rejected");
            free_case(c);
            continue;
        }
        /* every key, exactly: the stored (dequantized) value bit for bit, normalized for
           quaternions; and one float step either side */
        for (k = 0; k < c->keys; ++k) {
            if (!check_sample(c, c->times[k], out, &samples)) ++bad;
            if (!c->quat) {
                const double *v = ref_value(&c->ref, k);
                for (j = 0; j < c->width; ++j) {
                    float want = (float)v[j];
                    if (memcmp(&out[j], &want, sizeof want) != 0) ++key_bad;
                }
            }
            if (!check_sample(c, th_next_up(c->times[k]), out, &samples)) ++bad;
            if (!check_sample(c, th_next_down(c->times[k]), out, &samples)) ++bad;
        }
        /* midpoints, random times inside, before and after */
        for (i = 0; i < 24; ++i) {
            float tc;
            if (i < 8 && c->keys > 1) {
                k = (size_t)th_rng_int(&r, 0, (int)c->keys - 2);
                tc = (float)(0.5 * (c->dtimes[k] + c->dtimes[k + 1]));
            } else if (i == 8) {
                tc = c->times[0] - 1.0f;
            } else if (i == 9) {
                tc = c->times[c->keys - 1] + 1.0f;
            } else {
                tc = (float)th_rng_range(&r, c->dtimes[0], c->dtimes[c->keys - 1]);
            }
            if (!check_sample(c, tc, out, &samples)) ++bad;
            /* LINEAR (not slerp) stays within its two keys, component-wise */
            if (c->interp == 0 && !c->quat && c->keys > 1 && tc > c->times[0] &&
                tc < c->times[c->keys - 1]) {
                size_t s = segment_of(c, tc);
                for (j = 0; j < c->width; ++j) {
                    float a = (float)ref_value(&c->ref, s)[j], b = (float)ref_value(&c->ref, s + 1)[j];
                    float lo = a < b ? a : b, hi = a < b ? b : a;
                    if (!(out[j] >= lo && out[j] <= hi)) ++bound_bad;
                }
            }
        }
        free_case(c);
    }
    free(c);
    printf("  %ld samples; worst error / tolerance: STEP %.3f, LINEAR %.3f, CUBICSPLINE %.3f; "
           "worst | |q| - 1 |: %s\n", samples, worst_ratio[1], worst_ratio[0], worst_ratio[2],
           g2(worst_unit, unit_text));
    CHECK(samples >= 100000);
    CHECK_INT(bad, 0);
    CHECK_INT(key_bad, 0);
    CHECK_INT(bound_bad, 0);
}

/* Where a cursor call leaves the cursor: the position's key index, the last key k with
   t_k <= tc (the segment, or the key copied: 0 before the first key, the last key at or
   after the end). */
static size_t key_index(const rcase *c, float tc)
{
    size_t k = 0;
    while (k + 1 < c->keys && c->dtimes[k + 1] <= (double)tc) ++k;
    return k;
}

/* Cursor vs fresh search over random time sequences: forward small steps, backward
   steps, random jumps (inside and outside the range), and a large jump after many small
   steps; two cursors on two samplers sharing one input accessor. Bit-identical, and each
   cursor left at the position's key (key_index). */
void test_random_cursor_sequences(void)
{
    th_rng r;
    rcase *c = (rcase *)malloc(sizeof *c);
    gltfa_sampler shared;
    long compared = 0, differ = 0;
    int n, i;
    th_rng_seed(&r, 777UL);
    for (n = 0; n < 600; ++n) {
        gltfa_cursor cur = (gltfa_cursor)th_rng_u32(&r), cur2 = 0;
        double t, span;
        make_case(c, &r);
        if (gltfa_sampler_init(&c->s, &c->in, &c->out, (gltfa_interp)c->interp,
                               (gltfa_property)c->target) != GLTFA_SUCCESS) {
            CHECK(!"random case rejected");
            free_case(c);
            continue;
        }
        /* a second channel: same input bytes, other interpolation, STEP over the values */
        {
            gltfa_accessor out2 = c->out;
            if (c->interp == 2) out2.count /= 3;
            CHECK_INT(gltfa_sampler_init(&shared, &c->in, &out2, GLTFA_INTERP_STEP,
                                         (gltfa_property)c->target), GLTFA_SUCCESS);
        }
        span = c->dtimes[c->keys - 1] - c->dtimes[0];
        t = c->dtimes[0] - 0.1;
        for (i = 0; i < 400; ++i) {
            float a[RK_MAX_WIDTH], b[RK_MAX_WIDTH];
            int kind = th_rng_int(&r, 0, 9);
            if (i == 300) t = c->dtimes[c->keys - 1] - 1e-3; /* big jump after small steps */
            else if (kind < 5) t += th_rng_range(&r, 0.0, span / 20 + 1e-3);
            else if (kind < 7) t -= th_rng_range(&r, 0.0, span / 20 + 1e-3);
            else if (kind < 9) t = th_rng_range(&r, c->dtimes[0] - 0.5, c->dtimes[c->keys - 1] + 0.5);
            else t = c->dtimes[th_rng_int(&r, 0, (int)c->keys - 1)]; /* exactly a key */
            gltfa_sampler_sample_cursor(&c->s, (float)t, &cur, a, c->width);
            gltfa_sampler_sample(&c->s, (float)t, b, c->width);
            ++compared;
            if (memcmp(a, b, c->width * sizeof(float)) != 0) ++differ;
            if (cur != key_index(c, (float)t)) ++differ;
            gltfa_sampler_sample_cursor(&shared, (float)t, &cur2, a, c->width);
            gltfa_sampler_sample(&shared, (float)t, b, c->width);
            if (memcmp(a, b, c->width * sizeof(float)) != 0) ++differ;
            if (cur2 != cur) ++differ; /* the same input: the same position */
        }
        free_case(c);
    }
    free(c);
    printf("  %ld cursor samples compared with fresh searches\n", compared);
    CHECK_INT(differ, 0);
}

/* Continuity at interior keys for LINEAR and CUBICSPLINE: one float step before a key the
   value is within the slope bound of the value at the key (a sampler that read a tangent
   as the value, or used the wrong element at t -> 1, jumps here). */
void test_random_continuity_at_keys(void)
{
    th_rng r;
    rcase *c = (rcase *)malloc(sizeof *c);
    long jumps = 0, checked = 0;
    int n;
    size_t k, j;
    th_rng_seed(&r, 4242UL);
    for (n = 0; n < 1500; ++n) {
        make_case(c, &r);
        if (c->interp == 1 || c->keys < 3 ||
            gltfa_sampler_init(&c->s, &c->in, &c->out, (gltfa_interp)c->interp,
                               (gltfa_property)c->target) != GLTFA_SUCCESS) {
            free_case(c);
            continue;
        }
        for (k = 1; k + 1 < c->keys; ++k) {
            float at[RK_MAX_WIDTH], before[RK_MAX_WIDTH];
            float tb = th_next_down(c->times[k]);
            double td = c->dtimes[k] - c->dtimes[k - 1], eps = c->dtimes[k] - (double)tb, sgn = 1;
            double dot = 0;
            gltfa_sampler_sample(&c->s, c->times[k], at, c->width);
            gltfa_sampler_sample(&c->s, tb, before, c->width);
            if (c->quat) {
                for (j = 0; j < 4; ++j) dot += (double)at[j] * (double)before[j];
                sgn = dot < 0 ? -1 : 1;
            }
            for (j = 0; j < c->width; ++j) {
                /* derivative bound on the segment before key k: LINEAR |dv|/td; Hermite
                   1.5 |dv|/td + |b_{k-1}| + |a_k|; quaternions: x4 for the normalization */
                const double *v0 = ref_value(&c->ref, k - 1), *v1 = ref_value(&c->ref, k);
                double slope = fabs(v1[j] - v0[j]) / td * 1.5;
                double tol;
                if (c->interp == 2) slope += fabs(v0[j + c->width]) + fabs((v1 - c->width)[j]);
                if (c->quat) slope = slope * 4 + 4 * 4 / td;
                tol = slope * eps * 2 + 4e-6 * (fabs(v1[j]) > 1 ? fabs(v1[j]) : 1.0);
                ++checked;
                if (!(fabs((double)before[j] - sgn * (double)at[j]) <= tol)) ++jumps;
            }
        }
        free_case(c);
    }
    free(c);
    CHECK(checked > 1000);
    CHECK_INT(jumps, 0);
}

/* The slerp's three ranges of d = |dot(a, b)| (gltf_anim.h, THE SLERP): the lerp above
   0.999999, the series above 0.95, acos and sines below; angles on both sides of each
   boundary and across the rest, both signs of b, keys along random axes, times across the
   segment. Each result within 4e-7 of the double model (tighter than ACCURACY's 2e-6: the
   measured error is about 1.7e-7, and a wrong series coefficient shows above 4e-7), of unit
   length to 4e-7, and the lanes (a clip of eight channels) equal to the per-channel call. */
void test_random_slerp_ranges(void)
{
    static const double dots[] = {
        1.0, 0.9999999, 0.99999905, 0.999999, 0.99999895, 0.9999, 0.999, 0.99, 0.97,
        0.9500001, 0.95, 0.9499999, 0.94, 0.9, 0.8, 0.6, 0.3, 0.1, 1e-3, 0.0, -1.0
    };
    static const float tcs[] = { 0.001f, 0.1f, 0.25f, 0.5f, 0.625f, 0.9f, 0.999f };
    enum { NQ = (int)(sizeof dots / sizeof dots[0]) * 2 };
    float keys[NQ][8];
    unsigned char times[8], bytes[NQ][32]; /* as accessors hold them: little-endian */
    gltfa_sampler s[NQ];
    th_rng r;
    size_t i, j, n;
    double worst = 0, worst_len = 0;
    long lane_diff = 0;
    th_rng_seed(&r, 20261203UL);
    th_put_f32(times, 0.0f);
    th_put_f32(times + 4, 1.0f);
    for (n = 0; n < (size_t)NQ; ++n) {
        /* a = a random unit quaternion; b = a cos w + p sin w, p a unit quaternion at a
           right angle to a, so that dot(a, b) = cos w = d (to float rounding), b = -b for
           every other one. Near d = 0 the two arcs swap on the sign of d, which float
           rounding would decide: there the keys are exact, d = 0 ((1/2, 1/2, 1/2, 1/2) and
           (1/2, -1/2, 1/2, -1/2)) and d = 2^-31 ((1, 0, 0, 0) and (2^-31, 1, 0, 0), below
           the acos polynomial's 2^-30) */
        double a[4], p[4], l = 0, pa = 0, d = dots[n / 2], w = acos(d > 0 ? d : 0), sg = (n & 1) ? -1 : 1;
        gltfa_accessor in, out;
        for (j = 0; j < 4; ++j) { a[j] = th_rng_range(&r, -1, 1); p[j] = th_rng_range(&r, -1, 1); }
        for (j = 0; j < 4; ++j) l += a[j] * a[j];
        for (j = 0; j < 4; ++j) { a[j] /= sqrt(l); pa += p[j] * a[j]; }
        for (l = 0, j = 0; j < 4; ++j) { p[j] -= pa * a[j]; l += p[j] * p[j]; }
        for (j = 0; j < 4; ++j) {
            keys[n][j] = (float)a[j];
            keys[n][4 + j] = (float)(sg * (a[j] * cos(w) + p[j] / sqrt(l) * sin(w)));
            if (d == 0.0) {
                keys[n][j] = 0.5f;
                keys[n][4 + j] = (float)(sg * ((j & 1) ? -0.5 : 0.5));
            } else if (d < 0) {
                keys[n][j] = j == 0 ? 1.0f : 0.0f;
                keys[n][4 + j] = (float)(sg * (j == 0 ? 4.656612873077393e-10 : j == 1 ? 1.0 : 0.0));
            }
        }
        for (j = 0; j < 8; ++j) th_put_f32(bytes[n] + 4 * j, keys[n][j]);
        memset(&in, 0, sizeof in);
        memset(&out, 0, sizeof out);
        in.data = times; in.count = 2; in.component_type = GLTFA_FLOAT; in.components = 1;
        out.data = bytes[n]; out.count = 2; out.component_type = GLTFA_FLOAT; out.components = 4;
        CHECK_INT(gltfa_sampler_init(&s[n], &in, &out, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_ROTATION),
                  GLTFA_SUCCESS);
    }
    for (i = 0; i < sizeof tcs / sizeof tcs[0]; ++i) {
        float got[NQ][4], lanes[NQ][4];
        gltfa_channel ch[NQ];
        gltfa_clip_slot slot[NQ];
        gltfa_clip clip;
        for (n = 0; n < (size_t)NQ; ++n) {
            double kd[8], want[4], dot = 0, len = 0, e;
            ref_sampler ref;
            static const double dt[2] = { 0.0, 1.0 };
            CHECK_INT(gltfa_sampler_sample(&s[n], tcs[i], got[n], 4), GLTFA_SUCCESS);
            for (j = 0; j < 8; ++j) kd[j] = (double)keys[n][j];
            ref.interp = 0; ref.quat = 1; ref.keys = 2; ref.width = 4; ref.times = dt; ref.values = kd;
            ref_eval(&ref, (double)tcs[i], want);
            for (j = 0; j < 4; ++j) { dot += want[j] * (double)got[n][j]; len += (double)got[n][j] * (double)got[n][j]; }
            for (j = 0; j < 4; ++j) {
                e = fabs((dot < 0 ? -want[j] : want[j]) - (double)got[n][j]);
                if (e > worst) worst = e;
            }
            if (fabs(sqrt(len) - 1) > worst_len) worst_len = fabs(sqrt(len) - 1);
            ch[n].sampler = s[n];
            ch[n].dest = lanes[n];
        }
        CHECK_INT(gltfa_clip_init(&clip, ch, (size_t)NQ, slot), GLTFA_SUCCESS);
        CHECK_INT(gltfa_clip_sample(&clip, tcs[i]), GLTFA_SUCCESS);
        lane_diff += memcmp(got, lanes, sizeof got) != 0;
    }
    printf("  slerp ranges: max error %.3g, max |length - 1| %.3g\n", worst, worst_len);
    CHECK(worst <= 4e-7);
    CHECK(worst_len <= 4e-7);
    CHECK_INT(lane_diff, 0);
}

/* LINEAR morph weights of the four normalized types, every code: two keys of w weights
   (w = 1 .. 17: the lanes, and the tails after them), key 0 holding codes from the type's
   minimum upward and key 1 codes from its maximum downward, so that every 8-bit code and
   the 16-bit extremes (-32768, which is -1 like -32767, and 32767, 65535) are decoded in
   either key at every lane position. Sampled at t = 1/4, 1/2 and 5/8 (times 0 and 1, so t
   is tc exactly), per channel and as a clip. Want: the specification's decode rounded to
   float (th_dequant: a = c / (2^(b-1) - 1), max -1), then (1 - t) a + t b in double,
   rounded to float: the library's operations (gltf_anim.h: the lerp), bit for bit where
   gltfa_config() has GLTFA_CONFIG_REFERENCE_BITS (u and t are exact; each product and the
   sum are rounded once, in double), else within 2.5e-7 (float kernels). */
void test_random_lerp_normalized_codes(void)
{
    static const int types[4] = { GLTFA_BYTE, GLTFA_UNSIGNED_BYTE, GLTFA_SHORT, GLTFA_UNSIGNED_SHORT };
    static const float ts[3] = { 0.25f, 0.5f, 0.625f };
    const int exact = (gltfa_config() & GLTFA_CONFIG_REFERENCE_BITS) != 0;
    unsigned char tbuf[8], vbuf[2 * 17 * 2];
    float out[17], out2[17];
    int i, bad = 0, checked = 0;
    size_t w, j, ti;
    th_put_f32(tbuf, 0.0f);
    th_put_f32(tbuf + 4, 1.0f);
    for (i = 0; i < 4; ++i) {
        const size_t size = th_component_size(types[i]);
        const long lo = types[i] == GLTFA_BYTE ? -128 : (types[i] == GLTFA_SHORT ? -32768L : 0);
        const long hi = size == 1 ? lo + 255 : lo + 65535L;
        long c0 = lo, c1 = hi;
        while (c0 <= hi) {
            for (w = 1; w <= 17 && c0 <= hi; ++w) {
                gltfa_accessor in, vals;
                gltfa_sampler s;
                long codes[2][17];
                for (j = 0; j < w; ++j) {
                    codes[0][j] = c0 <= hi ? c0 : lo;
                    codes[1][j] = c1 >= lo ? c1 : hi;
                    ++c0;
                    --c1;
                    th_put_component(vbuf + j * size, types[i], (double)codes[0][j]);
                    th_put_component(vbuf + (w + j) * size, types[i], (double)codes[1][j]);
                }
                gltfa_accessor_init(&in, tbuf, 2, GLTFA_FLOAT, 1);
                gltfa_accessor_init(&vals, vbuf, 2 * w, types[i], 1);
                vals.normalized = 1;
                if (gltfa_sampler_init(&s, &in, &vals, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_WEIGHTS) !=
                    GLTFA_SUCCESS) {
                    CHECK(0);
                    return;
                }
                for (ti = 0; ti < 3; ++ti) {
                    const double t = (double)ts[ti], u = 1.0 - t;
                    gltfa_channel ch;
                    gltfa_clip clip;
                    gltfa_clip_slot slot[1];
                    CHECK_INT(gltfa_sampler_sample(&s, ts[ti], out, w), GLTFA_SUCCESS);
                    memset(&ch, 0, sizeof ch);
                    ch.sampler = s;
                    ch.dest = out2;
                    CHECK_INT(gltfa_clip_init(&clip, &ch, 1, slot), GLTFA_SUCCESS);
                    CHECK_INT(gltfa_clip_sample(&clip, ts[ti]), GLTFA_SUCCESS);
                    for (j = 0; j < w; ++j) {
                        const double a = (double)(float)th_dequant(types[i], 1, codes[0][j]);
                        const double b = (double)(float)th_dequant(types[i], 1, codes[1][j]);
                        const double pa = u * a, pb = t * b; /* each rounded once */
                        const float want = (float)(pa + pb);
                        ++checked;
                        if (exact ? (memcmp(&out[j], &want, sizeof want) != 0 || /* NOLINT(bugprone-suspicious-memory-comparison,cert-exp42-c,cert-flp37-c): bit equality is the point */
                                     memcmp(&out2[j], &want, sizeof want) != 0) /* NOLINT(bugprone-suspicious-memory-comparison,cert-exp42-c,cert-flp37-c) */
                                  : (fabs((double)out[j] - (double)want) > 2.5e-7 ||
                                     fabs((double)out2[j] - (double)want) > 2.5e-7)) {
                            if (bad++ < 5) {
                                CHECK_BITS(out[j], want);
                                CHECK_BITS(out2[j], want);
                            }
                        }
                    }
                }
            }
            if (size == 2 && c0 > lo + 300 && c0 < hi - 300) { /* 16 bits: the ends and a middle */
                c0 = hi - 300;
                c1 = lo + 300;
            }
        }
    }
    CHECK_INT(bad, 0);
    CHECK(checked > 3000);
}
