/* bench.c - `make bench`: gltf_anim.h against a textbook C sampler on a fixed workload, in
   the same process, interleaved round by round. Reports per row the median ns per
   channel-sample (min, max), the median of the per-round ratios library / baseline, and
   the max error of the library against a double-precision evaluation of the spec formulas.
   One machine-readable line per row: RESULT <row> ns=<median> ratio=<median ratio>
   maxerr=<max error>.

   The workload ("character"): 64 joints x 3 channels: T (VEC3 LINEAR), R (VEC4 LINEAR,
   slerp), S (VEC3 LINEAR); 300 keys per channel at 30 keys/s, interior times jittered by
   +-10 %, each channel its own time array; smooth values; rotations with 5 % of keys
   sign-flipped (q -> -q). Sequential: 6000 frames at 60 fps, looping, all 192 channels each
   frame. Random: 100,000 uniform times, all channels at each. Fixed seed.

   The baseline is what a C engine writes by hand: float arrays, a binary search on every
   call, no cursor, slerp with acosf/sinf (normalized lerp when dot > 0.9995), clamping at
   both ends. */
#define _POSIX_C_SOURCE 200809L /* NOLINT(bugprone-reserved-identifier,cert-dcl37-c,cert-dcl51-cpp): clock_gettime */
#define GLTF_ANIM_IMPLEMENTATION
#include "../../gltf_anim.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* ---------------------------------------------------------------------------------------
   Workload
   --------------------------------------------------------------------------------------- */

typedef struct chan {
    float *times;      /* keys */
    float *values;     /* keys x comps (x3 for cubic) */
    size_t keys;
    int comps;         /* 3, 4, or N (weights) */
    int quat;
    int interp;        /* gltfa_interp */
    int ct;            /* component type of the output bytes */
    void *bytes;       /* output as stored (floats, or SHORT for the quantized row) */
    gltfa_sampler s;
} chan;

typedef struct workload {
    chan *ch;
    size_t n;
    float duration;
} workload;

static unsigned long rng_state = 12345;

static double rnd(void) /* [0, 1) */
{
    rng_state = (rng_state * 1103515245UL + 12345UL) & 0x7FFFFFFFUL;
    return (double)rng_state / 2147483648.0;
}

static float *make_times(size_t keys, double rate, const float *shared)
{
    float *t = (float *)malloc(keys * sizeof(float));
    size_t i;
    if (shared != NULL) { memcpy(t, shared, keys * sizeof(float)); return t; }
    for (i = 0; i < keys; ++i) {
        double base = (double)i / rate;
        if (i > 0 && i + 1 < keys) base += (rnd() * 0.2 - 0.1) / rate; /* +-10 % */
        t[i] = (float)base;
    }
    return t;
}

/* Smooth values: a random walk with small steps; rotations a walk on the unit sphere,
   5 % of the keys stored as -q. */
static void fill_values(chan *c, int per_key_slots)
{
    size_t k, j, slot, w = (size_t)c->comps;
    double v[64], q[4], l;
    for (j = 0; j < w; ++j) v[j] = rnd() * 2 - 1;
    for (j = 0; j < 4; ++j) q[j] = rnd() * 2 - 1;
    for (k = 0; k < c->keys; ++k) {
        if (c->quat) {
            for (j = 0; j < 4; ++j) q[j] += (rnd() - 0.5) * 0.1;
            l = sqrt(q[0] * q[0] + q[1] * q[1] + q[2] * q[2] + q[3] * q[3]);
            for (j = 0; j < 4; ++j) { q[j] /= l; v[j] = q[j]; }
        } else {
            for (j = 0; j < w; ++j) v[j] += (rnd() - 0.5) * 0.2;
        }
        for (slot = 0; slot < (size_t)per_key_slots; ++slot)
            for (j = 0; j < w; ++j) {
                double x = v[j];
                if (per_key_slots == 3 && slot != 1) x = (rnd() - 0.5) * 0.5; /* tangents */
                c->values[(k * (size_t)per_key_slots + slot) * w + j] = (float)x;
            }
        if (c->quat && per_key_slots == 1 && rnd() < 0.05)
            for (j = 0; j < 4; ++j) c->values[k * 4 + j] = -c->values[k * 4 + j];
    }
}

static void build_sampler(chan *c)
{
    gltfa_accessor in, out;
    size_t slots = c->interp == GLTFA_INTERP_CUBICSPLINE ? 3 : 1;
    size_t elements = c->keys * slots * (c->comps == 1 || (!c->quat && c->comps > 4) ? (size_t)c->comps : 1);
    int comps = (!c->quat && c->comps > 4) ? 1 : c->comps;
    gltfa_property property = c->quat ? GLTFA_PROPERTY_ROTATION : (comps == 1 ? GLTFA_PROPERTY_WEIGHTS : GLTFA_PROPERTY_TRANSLATION);
    gltfa_accessor_init(&in, c->times, c->keys, GLTFA_FLOAT, 1);
    gltfa_accessor_init(&out, c->bytes, elements, c->ct, comps);
    out.normalized = c->ct != GLTFA_FLOAT;
    if (gltfa_sampler_init(&c->s, &in, &out, (gltfa_interp)c->interp, property) != GLTFA_SUCCESS ||
        gltfa_sampler_check(&c->s, NULL) != GLTFA_SUCCESS) {
        fprintf(stderr, "bench: sampler rejected\n");
        exit(1);
    }
}

/* kind: 0 character (T, R, S per joint); 1 STEP; 2 CUBIC vec3; 3 CUBIC quat; 4 SHORT rot;
   5 weights x8. shared: one time array for all channels. */
static void make_workload(workload *w, int kind, size_t keys, double rate, int shared, int joints)
{
    size_t i;
    float *shared_times = NULL;
    rng_state = 12345 + (unsigned long)kind * 7 + keys;
    w->n = kind == 0 ? (size_t)joints * 3 : (size_t)joints;
    w->ch = (chan *)calloc(w->n, sizeof(chan));
    if (shared) shared_times = make_times(keys, rate, NULL);
    for (i = 0; i < w->n; ++i) {
        chan *c = &w->ch[i];
        int slots;
        c->keys = keys;
        c->times = make_times(keys, rate, shared_times);
        c->interp = GLTFA_INTERP_LINEAR;
        c->ct = GLTFA_FLOAT;
        switch (kind) {
        case 0: c->comps = i % 3 == 1 ? 4 : 3; c->quat = i % 3 == 1; break;
        case 1: c->comps = 3; c->interp = GLTFA_INTERP_STEP; break;
        case 2: c->comps = 3; c->interp = GLTFA_INTERP_CUBICSPLINE; break;
        case 3: c->comps = 4; c->quat = 1; c->interp = GLTFA_INTERP_CUBICSPLINE; break;
        case 4: c->comps = 4; c->quat = 1; c->ct = GLTFA_SHORT; break;
        default: c->comps = 8; break;
        }
        slots = c->interp == GLTFA_INTERP_CUBICSPLINE ? 3 : 1;
        c->values = (float *)malloc(keys * (size_t)slots * (size_t)c->comps * sizeof(float));
        fill_values(c, slots);
        if (c->ct == GLTFA_SHORT) {
            size_t j, n = keys * (size_t)c->comps;
            short *sv = (short *)malloc(n * sizeof(short));
            for (j = 0; j < n; ++j) {
                sv[j] = (short)floor((double)c->values[j] * 32767.0 + 0.5);
                c->values[j] = (float)((double)sv[j] / 32767.0); /* what the file holds */
            }
            c->bytes = sv;
        } else {
            c->bytes = c->values;
        }
        build_sampler(c);
    }
    free(shared_times);
    w->duration = w->ch[0].times[keys - 1];
    for (i = 1; i < w->n; ++i)
        if (w->ch[i].times[keys - 1] > w->duration) w->duration = w->ch[i].times[keys - 1];
}

static void free_workload(workload *w)
{
    size_t i;
    for (i = 0; i < w->n; ++i) {
        if (w->ch[i].bytes != w->ch[i].values) free(w->ch[i].bytes);
        free(w->ch[i].values);
        free(w->ch[i].times);
    }
    free(w->ch);
}

/* ---------------------------------------------------------------------------------------
   The textbook baseline
   --------------------------------------------------------------------------------------- */

static void baseline_sample(const chan *c, float tc, float *out)
{
    const float *t = c->times;
    size_t n = c->keys, lo, hi, k, j, w = (size_t)c->comps;
    int cubic = c->interp == GLTFA_INTERP_CUBICSPLINE;
    size_t stride = w * (cubic ? 3 : 1), voff = cubic ? w : 0;
    const float *a, *b;
    float u, td;
    if (tc <= t[0]) { memcpy(out, c->values + voff, w * sizeof(float)); return; }
    if (tc >= t[n - 1]) { memcpy(out, c->values + (n - 1) * stride + voff, w * sizeof(float)); return; }
    lo = 0; hi = n - 1; /* t[lo] <= tc < t[hi] */
    while (hi - lo > 1) {
        size_t mid = (lo + hi) / 2;
        if (t[mid] <= tc) lo = mid; else hi = mid;
    }
    k = lo;
    td = t[k + 1] - t[k];
    u = (tc - t[k]) / td;
    a = c->values + k * stride + voff;
    b = c->values + (k + 1) * stride + voff;
    if (c->interp == GLTFA_INTERP_STEP) {
        memcpy(out, a, w * sizeof(float));
    } else if (cubic) {
        float u2 = u * u, u3 = u2 * u;
        const float *bo = a + w, *ai = b - w;
        for (j = 0; j < w; ++j)
            out[j] = (2 * u3 - 3 * u2 + 1) * a[j] + td * (u3 - 2 * u2 + u) * bo[j] +
                     (-2 * u3 + 3 * u2) * b[j] + td * (u3 - u2) * ai[j];
        if (c->quat) {
            float l = sqrtf(out[0] * out[0] + out[1] * out[1] + out[2] * out[2] + out[3] * out[3]);
            for (j = 0; j < 4; ++j) out[j] /= l;
        }
    } else if (c->quat) {
        float d = a[0] * b[0] + a[1] * b[1] + a[2] * b[2] + a[3] * b[3], s = 1.0f, w0, w1;
        if (d < 0) { d = -d; s = -1.0f; }
        if (d > 0.9995f) {
            float l;
            for (j = 0; j < 4; ++j) out[j] = (1 - u) * a[j] + u * s * b[j];
            l = sqrtf(out[0] * out[0] + out[1] * out[1] + out[2] * out[2] + out[3] * out[3]);
            for (j = 0; j < 4; ++j) out[j] /= l;
        } else {
            float th = acosf(d), st = sinf(th);
            w0 = sinf((1 - u) * th) / st;
            w1 = s * sinf(u * th) / st;
            for (j = 0; j < 4; ++j) out[j] = w0 * a[j] + w1 * b[j];
        }
    } else {
        for (j = 0; j < w; ++j) out[j] = (1 - u) * a[j] + u * b[j];
    }
}

/* ---------------------------------------------------------------------------------------
   Double-precision reference (the spec formulas), for the error column
   --------------------------------------------------------------------------------------- */

static double ref_sample(const chan *c, float tcf, double *out)
{
    const float *t = c->times;
    size_t n = c->keys, lo, hi, k, j, w = (size_t)c->comps;
    int cubic = c->interp == GLTFA_INTERP_CUBICSPLINE;
    size_t stride = w * (cubic ? 3 : 1), voff = cubic ? w : 0;
    const float *a, *b;
    double tc = (double)tcf, u, td;
    if (n == 1 || tc <= (double)t[0]) { k = 0; for (j = 0; j < w; ++j) out[j] = (double)c->values[voff + j]; goto norm; }
    if (tc >= (double)t[n - 1]) { for (j = 0; j < w; ++j) out[j] = (double)c->values[(n - 1) * stride + voff + j]; goto norm; }
    lo = 0; hi = n - 1;
    while (hi - lo > 1) { size_t mid = (lo + hi) / 2; if ((double)t[mid] <= tc) lo = mid; else hi = mid; }
    k = lo;
    td = (double)t[k + 1] - (double)t[k];
    u = (tc - (double)t[k]) / td;
    a = c->values + k * stride + voff;
    b = c->values + (k + 1) * stride + voff;
    if (c->interp == GLTFA_INTERP_STEP || u == 0) {
        for (j = 0; j < w; ++j) out[j] = (double)a[j];
    } else if (cubic) {
        double u2 = u * u, u3 = u2 * u;
        const float *bo = a + w, *ai = b - w;
        for (j = 0; j < w; ++j)
            out[j] = (2 * u3 - 3 * u2 + 1) * (double)a[j] + td * (u3 - 2 * u2 + u) * (double)bo[j] +
                     (-2 * u3 + 3 * u2) * (double)b[j] + td * (u3 - u2) * (double)ai[j];
    } else if (c->quat) {
        double d = 0, s = 1, th, w0, w1;
        for (j = 0; j < 4; ++j) d += (double)a[j] * (double)b[j];
        if (d < 0) { d = -d; s = -1; }
        if (d > 1) d = 1;
        th = acos(d);
        if (th < 1e-9) { w0 = 1 - u; w1 = u; }
        else { w0 = sin((1 - u) * th) / sin(th); w1 = sin(u * th) / sin(th); }
        for (j = 0; j < 4; ++j) out[j] = w0 * (double)a[j] + s * w1 * (double)b[j];
    } else {
        for (j = 0; j < w; ++j) out[j] = (1 - u) * (double)a[j] + u * (double)b[j];
    }
norm:
    if (c->quat) {
        double l = sqrt(out[0] * out[0] + out[1] * out[1] + out[2] * out[2] + out[3] * out[3]);
        for (j = 0; j < 4; ++j) out[j] /= l;
    }
    return 0;
}

static double error_of(const chan *c, float tc, const float *got)
{
    double want[64], e = 0, dot = 0, s;
    size_t j, w = (size_t)c->comps;
    ref_sample(c, tc, want);
    if (c->quat) {
        for (j = 0; j < 4; ++j) dot += want[j] * (double)got[j];
        s = dot < 0 ? -1 : 1;
        for (j = 0; j < 4; ++j) if (fabs((double)got[j] - s * want[j]) > e) e = fabs((double)got[j] - s * want[j]);
    } else {
        for (j = 0; j < w; ++j) {
            double d = fabs((double)got[j] - want[j]) / (fabs(want[j]) > 1 ? fabs(want[j]) : 1.0);
            if (d > e) e = d;
        }
    }
    return e;
}

/* ---------------------------------------------------------------------------------------
   Timing
   --------------------------------------------------------------------------------------- */

static double now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

static volatile float g_sink;

typedef enum { RUN_LIB, RUN_LIB_NOCURSOR, RUN_CLIP, RUN_BASE } run_kind;

typedef struct times_set {
    float *t;
    size_t n;
} times_set;

static float g_out[64];

/* Runs one pass; returns ns per channel-sample. */
static double run(workload *w, const times_set *ts, run_kind kind, gltfa_clip *clip, float *dst,
                  gltfa_cursor *cursors)
{
    size_t f, i;
    double t0, t1, acc = 0;
    memset(cursors, 0, w->n * sizeof(gltfa_cursor));
    t0 = now_ns();
    for (f = 0; f < ts->n; ++f) {
        float tc = ts->t[f];
        if (kind == RUN_CLIP) {
            gltfa_clip_sample(clip, tc);
            acc += (double)dst[0];
        } else if (kind == RUN_BASE) {
            for (i = 0; i < w->n; ++i) { baseline_sample(&w->ch[i], tc, g_out); acc += (double)g_out[0]; }
        } else if (kind == RUN_LIB) {
            for (i = 0; i < w->n; ++i) {
                gltfa_sampler_sample_cursor(&w->ch[i].s, tc, &cursors[i], g_out, 64);
                acc += (double)g_out[0];
            }
        } else {
            for (i = 0; i < w->n; ++i) { gltfa_sampler_sample(&w->ch[i].s, tc, g_out, 64); acc += (double)g_out[0]; }
        }
    }
    t1 = now_ns();
    g_sink = (float)acc;
    return (t1 - t0) / ((double)ts->n * (double)w->n);
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double median(double *v, int n)
{
    qsort(v, (size_t)n, sizeof(double), cmp_double);
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

static void sequential_times(times_set *ts, float duration, size_t frames)
{
    size_t f;
    ts->n = frames;
    ts->t = (float *)malloc(frames * sizeof(float));
    for (f = 0; f < frames; ++f)
        ts->t[f] = gltfa_wrap_time((float)((double)f / 60.0), 0.0f, duration, GLTFA_WRAP_REPEAT, 0);
}

static void random_times(times_set *ts, float duration, size_t count)
{
    size_t f;
    ts->n = count;
    ts->t = (float *)malloc(count * sizeof(float));
    rng_state = 777;
    for (f = 0; f < count; ++f) ts->t[f] = (float)(rnd() * (double)duration);
}

static const char *g_filter = NULL;

/* One row: ROUNDS rounds, library and baseline interleaved (alternating which goes first). */
static void row(const char *name, workload *w, const times_set *ts, run_kind lib_kind, int rounds)
{
    double lib[16], base[16], ratio[16], lo, hi, med, err = 0;
    gltfa_cursor *cursors = (gltfa_cursor *)calloc(w->n, sizeof(gltfa_cursor));
    gltfa_channel *chs = NULL;
    float *dst = NULL;
    gltfa_clip clip;
    size_t i, f, step;
    int r;
    if (g_filter != NULL && strstr(name, g_filter) == NULL) { free(cursors); return; }
    if (lib_kind == RUN_CLIP) {
        chs = (gltfa_channel *)malloc(w->n * sizeof(gltfa_channel));
        dst = (float *)malloc(w->n * 8 * sizeof(float));
        for (i = 0; i < w->n; ++i) { chs[i].sampler = w->ch[i].s; chs[i].dest = dst + 8 * i; }
        gltfa_clip_init(&clip, chs, w->n, cursors);
    }
    /* warm-up */
    run(w, ts, lib_kind, &clip, dst, cursors);
    run(w, ts, RUN_BASE, &clip, dst, cursors);
    for (r = 0; r < rounds; ++r) {
        if (r % 2 == 0) {
            lib[r] = run(w, ts, lib_kind, &clip, dst, cursors);
            base[r] = run(w, ts, RUN_BASE, &clip, dst, cursors);
        } else {
            base[r] = run(w, ts, RUN_BASE, &clip, dst, cursors);
            lib[r] = run(w, ts, lib_kind, &clip, dst, cursors);
        }
        ratio[r] = lib[r] / base[r];
    }
    lo = hi = lib[0];
    for (r = 1; r < rounds; ++r) { if (lib[r] < lo) lo = lib[r]; if (lib[r] > hi) hi = lib[r]; }
    /* error: the library against the double model, over (a subsample of) the workload */
    step = ts->n * w->n > 400000 ? ts->n * w->n / 400000 + 1 : 1;
    memset(cursors, 0, w->n * sizeof(gltfa_cursor));
    for (f = 0; f < ts->n; ++f)
        for (i = 0; i < w->n; ++i) {
            float out[64];
            gltfa_sampler_sample_cursor(&w->ch[i].s, ts->t[f], &cursors[i], out, 64);
            if ((f * w->n + i) % step == 0) {
                double e = error_of(&w->ch[i], ts->t[f], out);
                if (e > err) err = e;
            }
        }
    med = median(lib, rounds);
    {
        double base_med = median(base, rounds), ratio_med = median(ratio, rounds);
        printf("%-22s %8.2f ns  (min %6.2f, max %6.2f)  baseline %8.2f ns  ratio %.3f  max error %.2e\n",
               name, med, lo, hi, base_med, ratio_med, err);
        printf("RESULT %s ns=%.3f ratio=%.4f maxerr=%.3g\n", name, med, ratio_med, err);
    }
    fflush(stdout);
    free(cursors);
    free(chs);
    free(dst);
}

int main(int argc, char **argv)
{
    workload w;
    times_set seq, rnd_t;
    int rounds = 9;
    static const size_t scale_keys[4] = { 30, 300, 3000, 30000 };
    char name[64];
    int i;
    if (argc > 1) g_filter = argv[1];
    printf("gltf_anim.h %s benchmark: median ns per channel-sample over %d rounds; ratio = "
           "library / textbook baseline, median of per-round ratios; max error against the "
           "double-precision spec formulas (rotations normalized, up to sign).\n\n",
           GLTFA_VERSION_STRING, rounds);

    make_workload(&w, 0, 300, 30.0, 0, 64);
    sequential_times(&seq, w.duration, 6000);
    random_times(&rnd_t, w.duration, 100000);
    row("character_seq", &w, &seq, RUN_LIB, rounds);
    row("character_rand", &w, &rnd_t, RUN_LIB_NOCURSOR, 5);
    row("clip_seq", &w, &seq, RUN_CLIP, rounds);
    free(seq.t); free(rnd_t.t);
    free_workload(&w);

    make_workload(&w, 0, 300, 30.0, 1, 64);
    sequential_times(&seq, w.duration, 6000);
    row("character_shared_seq", &w, &seq, RUN_LIB, rounds);
    row("clip_shared_seq", &w, &seq, RUN_CLIP, rounds);
    free(seq.t);
    free_workload(&w);

    for (i = 1; i <= 5; ++i) {
        static const char *const names[6] = { "", "step_seq", "cubic_vec3_seq", "cubic_quat_seq",
                                              "short_rotation_seq", "weights8_seq" };
        make_workload(&w, i, 300, 30.0, 0, 192);
        sequential_times(&seq, w.duration, 6000);
        row(names[i], &w, &seq, RUN_LIB, rounds);
        free(seq.t);
        free_workload(&w);
    }
    for (i = 0; i < 4; ++i) {
        /* fixed key rate: 30 keys/s, duration grows */
        sprintf(name, "keys%lu_rate_seq", (unsigned long)scale_keys[i]);
        make_workload(&w, 0, scale_keys[i], 30.0, 0, 64);
        sequential_times(&seq, w.duration, 6000);
        row(name, &w, &seq, RUN_LIB, scale_keys[i] >= 3000 ? 5 : rounds);
        free(seq.t);
        free_workload(&w);
        /* fixed 10 s: key rate grows (the playhead skips keys at 60 fps above 60 keys/s) */
        sprintf(name, "keys%lu_dense_seq", (unsigned long)scale_keys[i]);
        make_workload(&w, 0, scale_keys[i], (double)scale_keys[i] / 10.0, 0, 64);
        sequential_times(&seq, w.duration, 6000);
        row(name, &w, &seq, RUN_LIB, scale_keys[i] >= 3000 ? 5 : rounds);
        free(seq.t);
        free_workload(&w);
    }
    return 0;
}
