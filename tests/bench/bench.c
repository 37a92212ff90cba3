/* bench.c - the driver of `make bench`: gltf_anim.h against a textbook C sampler on fixed
   workloads, in the same process, interleaved round by round, as a user builds it.

   Three translation units, each compiled on its own with -std=c99 -O2 (no -march, no LTO)
   and linked together:
     gltf_anim_impl.c  the library: GLTF_ANIM_IMPLEMENTATION and the include, nothing else
     baseline.c        the textbook sampler (baseline.h says what it is)
     bench.c           this file: workloads, timing, the double-precision reference; it
                       sees only the declarations of both, so neither can be inlined into
                       its loops (`make bench` checks that this object calls both).
   `make bench` builds and runs this with gcc and with clang (when installed).

   Per row: the median ns per channel-sample over the rounds (min, max), the baseline's
   median, the median of the per-round ratios library / baseline (below 1: the library is
   faster), and the max error of the library's results (the path timed) against a
   double-precision evaluation of the spec formulas (relative to max(1, |v|); rotations
   normalized, up to sign); the baseline's max error alongside. One machine-readable line
   per row: RESULT <compiler> <row> ns=<median> ratio=<median ratio> maxerr=<max error>; for
   the rows with a speed target, TARGET <compiler> <row> ratio= target<= met | missed by N %.
   crowd_mt (threads, no baseline) prints
   RESULT <compiler> crowd_mt ns=<N threads> threads=N ns1=<1 thread> scaling= cpus= maxerr=
   and TARGET <compiler> crowd_mt scaling= target>=0.9 N met | missed by N %.

   The workload ("character"): 64 joints x 3 channels: T (VEC3 LINEAR), R (VEC4 LINEAR,
   slerp), S (VEC3 LINEAR); 300 keys per channel at 30 keys/s, interior times jittered by
   +-10 %, each channel its own time array; smooth values; rotations with 5 % of keys
   sign-flipped (q -> -q). Sequential: 6000 frames at 60 fps, looping, all 192 channels
   each frame. Random: 20,000 uniform times, all channels at each. Fixed seed. *_shared_seq:
   the same with one time array (the same pointer: one input accessor) for all 192
   channels; clip_joint_shared_seq: one per joint, shared by its T, R and S. crowd_seq: 32
   instances of the character at phases spread over the loop, one clip (and its slot
   array) each, all 32 sampled every frame (600 frames). crowd_mt: 256 such characters
   (150 frames), split over the online cores in threads (pthreads, in this driver only),
   each thread playing its share every frame: throughput on 1 thread and on N = the online
   cores in the same run, and the scaling (crowd_mt() says more). The per-mode rows have
   192 channels of one kind; keysN_rate has N keys per channel at 30 keys/s, keysN_dense N
   keys over 10 s (the playhead skips keys above 60 keys/s).

   Paths: character_* and the per-mode and keys* rows call gltfa_sampler_sample_cursor per
   channel with one cursor per channel (character_rand_nocursor: gltfa_sampler_sample);
   clip_*, crowd_seq and crowd_mt call gltfa_clip_sample once per frame per clip
   (gltfa_clip_init with the clip's slot array, outside the timing). Every path writes each
   channel's values into its own slot of a pose array; so does the baseline, called once per channel (a switch on
   the channel's kind, fixed at load, picks the routine). Times are wrapped with
   gltfa_wrap_time before the timed loops.

   Families (mode_rows(): <name>_seq, clip_<name>_seq, <name>_rand, clip_<name>_rand) of 192
   channels of one kind: step, cubic_vec3, cubic_quat, rotation, weights8 (FLOAT), and the
   quantized short_rotation, byte_rotation (normalized SHORT, BYTE), ubyte_weights8,
   ushort_weights8 (normalized UNSIGNED_BYTE, UNSIGNED_SHORT), each the same curves as its
   FLOAT twin, which the baseline reads; gltfpack and gltfpack_float: the gltfpack-shaped
   character (make_workload). A quantized clip row prints its ns against its twin's.
   File rows (with BENCH_CGLTF and name=path arguments): file_<name>_seq, every animation
   of the file as a clip through gltfa_cgltf.h (file_row()). At the end, the
   every-row target line over the rows this run measured.

   Usage: bench [row-filter] [name=file.gltf|glb ...] (the filter a substring of the row
   names, "" for all); BENCH_ROUNDS=n in the environment caps the rounds per row. */
#define _POSIX_C_SOURCE 200809L /* NOLINT(bugprone-reserved-identifier,cert-dcl37-c,cert-dcl51-cpp): clock_gettime */
#include "../../gltf_anim_bind.h" /* gltf_anim.h, and the cgltf rows' binding */
#include "baseline.h"
#ifdef BENCH_CGLTF /* the file rows: cgltf 1.15 (its implementation in cgltf_impl.c) */
#include "cgltf.h"
#include "../../gltfa_cgltf.h"
#endif
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* crowd_mt: POSIX threads, in this driver only (the library has none of its own); none
   for WASI (bench-wasm) or with -DBENCH_NO_THREADS. */
#if !defined(__wasi__) && !defined(BENCH_NO_THREADS)
#define BENCH_THREADS 1
#include <pthread.h>
#include <unistd.h>
#else
#define BENCH_THREADS 0
#endif

#ifndef BENCH_COMPILER
#if defined(__clang__)
#define BENCH_COMPILER "clang"
#elif defined(__GNUC__)
#define BENCH_COMPILER "gcc"
#else
#define BENCH_COMPILER "cc"
#endif
#endif
#ifdef __VERSION__
#define BENCH_COMPILER_VERSION __VERSION__
#else
#define BENCH_COMPILER_VERSION "?"
#endif

#define SLOT 8 /* floats per channel in a pose array (the widest channel: weights x8) */

/* ---------------------------------------------------------------------------------------
   Workload
   --------------------------------------------------------------------------------------- */

typedef struct chan {
    float *times;      /* keys (shared between channels in the "shared" workloads) */
    int owns_times;    /* 1 for the channel that allocated times */
    float *values;     /* keys x comps (x3 for cubic), as floats (what the baseline reads) */
    void *q;           /* quantized rows: the values as stored (qtype), or NULL; values
                          then holds the FLOAT originals they were quantized from */
    int qtype;         /* GLTFA_BYTE, GLTFA_UNSIGNED_BYTE, GLTFA_SHORT, GLTFA_UNSIGNED_SHORT
                          (normalized), or 0 for FLOAT */
    int unit;          /* weights kept in [0, 1] (so that unsigned normalized types hold them) */
    size_t keys;
    int comps;         /* 3, 4, or N (weights) */
    int quat;
    int interp;        /* gltfa_interp */
} chan;

typedef struct workload {
    chan *ch;
    float *times[2];   /* time arrays no channel owns (the gltfpack-shaped workload) */
    gltfa_sampler *s;  /* the library's samplers, one per channel */
    bl_channel *bl;    /* the baseline's channels */
    size_t n;
    float duration;
} workload;

static unsigned long rng_state = 12345;

static double rnd(void) /* [0, 1) */
{
    rng_state = (rng_state * 1103515245UL + 12345UL) & 0x7FFFFFFFUL;
    return (double)rng_state / 2147483648.0;
}

static float *make_times(size_t keys, double rate)
{
    float *t = (float *)malloc(keys * sizeof(float));
    size_t i;
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
    for (j = 0; j < w; ++j) v[j] = c->unit ? rnd() : rnd() * 2 - 1;
    for (j = 0; j < 4; ++j) q[j] = rnd() * 2 - 1;
    for (k = 0; k < c->keys; ++k) {
        if (c->quat) {
            for (j = 0; j < 4; ++j) q[j] += (rnd() - 0.5) * 0.1;
            l = sqrt(q[0] * q[0] + q[1] * q[1] + q[2] * q[2] + q[3] * q[3]);
            for (j = 0; j < 4; ++j) { q[j] /= l; v[j] = q[j]; }
        } else {
            for (j = 0; j < w; ++j) {
                v[j] += (rnd() - 0.5) * 0.2;
                if (c->unit && v[j] < 0) v[j] = -v[j];      /* reflected into [0, 1] */
                if (c->unit && v[j] > 1) v[j] = 2 - v[j];
            }
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

static void build_sampler(const chan *c, gltfa_sampler *s)
{
    gltfa_accessor in, out;
    size_t slots = c->interp == GLTFA_INTERP_CUBICSPLINE ? 3 : 1;
    int per_key = !c->quat && c->comps > 4; /* weights: SCALAR, N elements per key */
    size_t elements = c->keys * slots * (per_key ? (size_t)c->comps : 1);
    int comps = per_key ? 1 : c->comps;
    gltfa_property property = c->quat ? GLTFA_PROPERTY_ROTATION
                                      : (per_key ? GLTFA_PROPERTY_WEIGHTS : GLTFA_PROPERTY_TRANSLATION);
    gltfa_accessor_init(&in, c->times, c->keys, GLTFA_FLOAT, 1);
    if (c->q != NULL) {
        gltfa_accessor_init(&out, c->q, elements, (gltfa_component_type)c->qtype, comps);
        out.normalized = 1;
    } else {
        gltfa_accessor_init(&out, c->values, elements, GLTFA_FLOAT, comps);
    }
    if (gltfa_sampler_init(s, &in, &out, (gltfa_interp)c->interp, property) != GLTFA_SUCCESS ||
        gltfa_sampler_check(s, NULL) != GLTFA_SUCCESS) {
        fprintf(stderr, "bench: sampler rejected\n");
        exit(1);
    }
}

static int baseline_kind(const chan *c)
{
    if (c->interp == GLTFA_INTERP_CUBICSPLINE) return c->quat ? BL_CUBIC_QUAT : c->comps == 3 ? BL_CUBIC3 : BL_CUBICN;
    if (c->interp == GLTFA_INTERP_STEP) return c->comps == 3 ? BL_STEP3 : BL_STEPN;
    if (c->quat) return BL_SLERP;
    return c->comps == 3 ? BL_LERP3 : BL_LERPN;
}

/* The stored integer of a normalized component type for x (round to nearest): the inverse
   of the specification's decoding (BYTE max(c/127, -1), UNSIGNED_BYTE c/255, SHORT
   max(c/32767, -1), UNSIGNED_SHORT c/65535). */
static long quantize(double x, int qtype)
{
    double scale = qtype == GLTFA_BYTE ? 127.0 : qtype == GLTFA_UNSIGNED_BYTE ? 255.0
                 : qtype == GLTFA_SHORT ? 32767.0 : 65535.0;
    double lo = qtype == GLTFA_BYTE || qtype == GLTFA_SHORT ? -scale : 0.0;
    double v = floor(x * scale + 0.5);
    return (long)(v < lo ? lo : v > scale ? scale : v);
}

/* The channel's values stored as qtype (normalized), from its FLOAT originals, which stay in
   c->values for the baseline. bits < 16: rounded to that many bits first, then stored as
   SHORT (gltfpack's -ar 12: 12-bit rotations in SHORT components). */
static void quantize_channel(chan *c, size_t m, int qtype, int bits)
{
    size_t j;
    c->qtype = qtype;
    c->q = malloc(m * (qtype == GLTFA_BYTE || qtype == GLTFA_UNSIGNED_BYTE ? 1 : 2));
    for (j = 0; j < m; ++j) {
        double x = (double)c->values[j];
        long v;
        if (bits > 0 && bits < 16) {
            double r = (double)((1L << (bits - 1)) - 1);
            x = floor(x * r + 0.5) / r;
        }
        v = quantize(x, qtype);
        switch (qtype) {
        case GLTFA_BYTE: ((signed char *)c->q)[j] = (signed char)v; break;
        case GLTFA_UNSIGNED_BYTE: ((unsigned char *)c->q)[j] = (unsigned char)v; break;
        case GLTFA_SHORT: ((short *)c->q)[j] = (short)v; break;
        default: ((unsigned short *)c->q)[j] = (unsigned short)v; break;
        }
    }
}

/* kind: 0 character (T, R, S per joint); 1 STEP; 2 CUBIC vec3; 3 CUBIC quat; 4 rotations
   (LINEAR, slerp); 5 weights x8 in [0, 1]; 6 gltfpack-shaped character (below). shared: 0
   every channel its own time array; 1 one time array (the same pointer, one input accessor)
   for all channels; 2 one per joint (T, R and S share it). qtype: 0 FLOAT, else the
   normalized type the rotations (kinds 4, 6) or weights (kind 5) are stored as; the data is
   the same for every qtype (the seed depends on kind and keys only), so a quantized row
   and its FLOAT twin sample the same curves.
   Kind 6, the shape gltfpack gives an animation (measured on its outputs of the shipped
   assets: tests/bench/README.md): keys resampled at `rate` keys/s, evenly spaced, one time
   array for every full channel (gltfpack writes one input accessor per key count); one
   channel in 5 (i % 5 == 2: T, R and S alike) collapsed to one key at time 0, sharing a
   one-key time array (gltfpack writes a constant track as one key; it drops the constant
   tracks equal to the rest pose altogether); rotations rounded to 12 bits and stored as
   normalized SHORT when qtype is GLTFA_SHORT (gltfpack's default -ar 12), T and S FLOAT. */
static void make_workload(workload *w, int kind, size_t keys, double rate, int shared, int joints,
                          int qtype)
{
    size_t i;
    rng_state = 12345 + (unsigned long)kind * 7 + keys;
    w->n = kind == 0 || kind == 6 ? (size_t)joints * 3 : (size_t)joints;
    w->ch = (chan *)calloc(w->n, sizeof(chan));
    w->s = (gltfa_sampler *)calloc(w->n, sizeof(gltfa_sampler));
    w->bl = (bl_channel *)calloc(w->n, sizeof(bl_channel));
    w->times[0] = w->times[1] = NULL;
    if (kind == 6) {
        w->times[0] = (float *)malloc(keys * sizeof(float));
        for (i = 0; i < keys; ++i) w->times[0][i] = (float)((double)i / rate);
        w->times[1] = (float *)calloc(1, sizeof(float));
    }
    for (i = 0; i < w->n; ++i) {
        chan *c = &w->ch[i];
        int slots;
        c->keys = keys;
        if (kind == 6) {
            c->owns_times = 0;
            if (i % 5 == 2) c->keys = 1;
            c->times = w->times[c->keys == 1];
        } else {
            c->owns_times = shared == 0 || (shared == 1 && i == 0) || (shared == 2 && i % 3 == 0);
            c->times = c->owns_times ? make_times(keys, rate) : w->ch[shared == 1 ? 0 : i - i % 3].times;
        }
        c->interp = GLTFA_INTERP_LINEAR;
        switch (kind) {
        case 0: case 6: c->comps = i % 3 == 1 ? 4 : 3; c->quat = i % 3 == 1; break;
        case 1: c->comps = 3; c->interp = GLTFA_INTERP_STEP; break;
        case 2: c->comps = 3; c->interp = GLTFA_INTERP_CUBICSPLINE; break;
        case 3: c->comps = 4; c->quat = 1; c->interp = GLTFA_INTERP_CUBICSPLINE; break;
        case 4: c->comps = 4; c->quat = 1; break;
        default: c->comps = 8; c->unit = 1; break;
        }
        slots = c->interp == GLTFA_INTERP_CUBICSPLINE ? 3 : 1;
        c->values = (float *)malloc(keys * (size_t)slots * (size_t)c->comps * sizeof(float));
        fill_values(c, slots);
        if (qtype != 0 && (kind == 4 || kind == 5 || (kind == 6 && c->quat)))
            quantize_channel(c, c->keys * (size_t)slots * (size_t)c->comps, qtype, kind == 6 ? 12 : 0);
        build_sampler(c, &w->s[i]);
        w->bl[i].times = c->times;
        w->bl[i].values = c->values;
        w->bl[i].keys = c->keys;
        w->bl[i].width = c->comps;
        w->bl[i].kind = baseline_kind(c);
    }
    w->duration = w->ch[0].times[w->ch[0].keys - 1];
    for (i = 1; i < w->n; ++i)
        if (w->ch[i].times[w->ch[i].keys - 1] > w->duration) w->duration = w->ch[i].times[w->ch[i].keys - 1];
}

static void free_workload(workload *w)
{
    size_t i;
    for (i = 0; i < w->n; ++i) {
        free(w->ch[i].q);
        free(w->ch[i].values);
        if (w->ch[i].owns_times) free(w->ch[i].times);
    }
    free(w->times[0]);
    free(w->times[1]);
    free(w->ch);
    free(w->s);
    free(w->bl);
}

/* ---------------------------------------------------------------------------------------
   Double-precision reference (the spec formulas), for the error column
   --------------------------------------------------------------------------------------- */

/* Value element i of c: stored 1 decodes the values as the library reads them (a quantized
   channel's integers, by the specification's formulas), 0 the FLOAT values the baseline reads
   (a quantized channel's originals). */
static double value_of(const chan *c, int stored, size_t i)
{
    double x;
    if (!stored || c->q == NULL) return (double)c->values[i];
    switch (c->qtype) {
    case GLTFA_BYTE: x = (double)((const signed char *)c->q)[i] / 127.0; break;
    case GLTFA_UNSIGNED_BYTE: return (double)((const unsigned char *)c->q)[i] / 255.0;
    case GLTFA_SHORT: x = (double)((const short *)c->q)[i] / 32767.0; break;
    default: return (double)((const unsigned short *)c->q)[i] / 65535.0;
    }
    return x < -1.0 ? -1.0 : x;
}

static void ref_sample(const chan *c, int stored, float tcf, double *out)
{
    const float *t = c->times;
    size_t n = c->keys, lo, hi, k, j, w = (size_t)c->comps;
    int cubic = c->interp == GLTFA_INTERP_CUBICSPLINE;
    size_t stride = w * (cubic ? 3 : 1), voff = cubic ? w : 0, a, b;
    double tc = (double)tcf, u, td;
    if (n == 1 || tc <= (double)t[0]) { for (j = 0; j < w; ++j) out[j] = value_of(c, stored, voff + j); goto norm; }
    if (tc >= (double)t[n - 1]) { for (j = 0; j < w; ++j) out[j] = value_of(c, stored, (n - 1) * stride + voff + j); goto norm; }
    lo = 0; hi = n - 1;
    while (hi - lo > 1) { size_t mid = (lo + hi) / 2; if ((double)t[mid] <= tc) lo = mid; else hi = mid; }
    k = lo;
    td = (double)t[k + 1] - (double)t[k];
    u = (tc - (double)t[k]) / td;
    a = k * stride + voff;
    b = (k + 1) * stride + voff;
    if (c->interp == GLTFA_INTERP_STEP || u == 0) {
        for (j = 0; j < w; ++j) out[j] = value_of(c, stored, a + j);
    } else if (cubic) {
        double u2 = u * u, u3 = u2 * u;
        for (j = 0; j < w; ++j)
            out[j] = (2 * u3 - 3 * u2 + 1) * value_of(c, stored, a + j) + td * (u3 - 2 * u2 + u) * value_of(c, stored, a + w + j) +
                     (-2 * u3 + 3 * u2) * value_of(c, stored, b + j) + td * (u3 - u2) * value_of(c, stored, b - w + j);
    } else if (c->quat) {
        double d = 0, s = 1, th, w0, w1;
        for (j = 0; j < 4; ++j) d += value_of(c, stored, a + j) * value_of(c, stored, b + j);
        if (d < 0) { d = -d; s = -1; }
        if (d > 1) d = 1;
        th = acos(d);
        if (th < 1e-9) { w0 = 1 - u; w1 = u; }
        else { w0 = sin((1 - u) * th) / sin(th); w1 = sin(u * th) / sin(th); }
        for (j = 0; j < 4; ++j) out[j] = w0 * value_of(c, stored, a + j) + s * w1 * value_of(c, stored, b + j);
    } else {
        for (j = 0; j < w; ++j) out[j] = (1 - u) * value_of(c, stored, a + j) + u * value_of(c, stored, b + j);
    }
norm:
    if (c->quat) {
        double l = sqrt(out[0] * out[0] + out[1] * out[1] + out[2] * out[2] + out[3] * out[3]);
        for (j = 0; j < 4; ++j) out[j] /= l;
    }
}

static double error_of(const chan *c, int stored, float tc, const float *got)
{
    double want[256], e = 0, dot = 0, s;
    size_t j, w = (size_t)c->comps;
    ref_sample(c, stored, tc, want);
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
   The paths, timed
   --------------------------------------------------------------------------------------- */

typedef enum path { PATH_CURSOR, PATH_NOCURSOR, PATH_CLIP, PATH_BASE } path;

/* One row's state: inst playheads (instances) over the workload, each with its own pose
   array (n x SLOT floats), cursors, and clip with its slots. t holds frames x inst clip
   times. */
typedef struct bcase {
    const workload *w;
    const float *t;
    size_t frames, inst;
    float *poses;                /* inst x n x SLOT */
    gltfa_cursor *cursors;       /* inst x n */
    gltfa_channel *chs;          /* inst x n (clip rows) */
    gltfa_clip_slot *clip_slots; /* inst x n (clip rows): each clip its own */
    gltfa_clip *clips;           /* inst (clip rows) */
} bcase;

/* A case of inst instances of w played over times t: poses zeroed, nothing else yet. */
static void bcase_init(bcase *b, const workload *w, const float *t, size_t frames, size_t inst)
{
    memset(b, 0, sizeof *b);
    b->w = w;
    b->t = t;
    b->frames = frames;
    b->inst = inst;
    b->poses = (float *)calloc(inst * w->n * SLOT, sizeof(float));
}

static double now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

static volatile float g_sink;

/* The baseline's dispatch: the routine for the channel's kind (fixed at load). */
static void baseline_call(const bl_channel *c, float tc, float *out)
{
    switch (c->kind) {
    case BL_LERP3: bl_lerp3(c, tc, out); break;
    case BL_SLERP: bl_slerp(c, tc, out); break;
    case BL_STEP3: bl_step3(c, tc, out); break;
    case BL_CUBIC3: bl_cubic3(c, tc, out); break;
    case BL_CUBIC_QUAT: bl_cubic_quat(c, tc, out); break;
    case BL_STEPN: bl_stepn(c, tc, out); break;
    case BL_CUBICN: bl_cubicn(c, tc, out); break;
    default: bl_lerpn(c, tc, out); break;
    }
}

/* One pass over every frame and instance; returns ns per channel-sample. */
static double run(const bcase *b, path p)
{
    const size_t n = b->w->n, inst = b->inst, frames = b->frames;
    const gltfa_sampler *s = b->w->s;
    const bl_channel *bl = b->w->bl;
    size_t f, k, i;
    double t0, t1;
    float acc = 0;
    t0 = now_ns();
    switch (p) {
    case PATH_CURSOR:
        for (f = 0; f < frames; ++f)
            for (k = 0; k < inst; ++k) {
                float tc = b->t[f * inst + k], *pose = b->poses + k * n * SLOT;
                gltfa_cursor *cur = b->cursors + k * n;
                for (i = 0; i < n; ++i) gltfa_sampler_sample_cursor(&s[i], tc, &cur[i], pose + i * SLOT, SLOT);
                acc += pose[0];
            }
        break;
    case PATH_NOCURSOR:
        for (f = 0; f < frames; ++f)
            for (k = 0; k < inst; ++k) {
                float tc = b->t[f * inst + k], *pose = b->poses + k * n * SLOT;
                for (i = 0; i < n; ++i) gltfa_sampler_sample(&s[i], tc, pose + i * SLOT, SLOT);
                acc += pose[0];
            }
        break;
    case PATH_CLIP:
        for (f = 0; f < frames; ++f)
            for (k = 0; k < inst; ++k) {
                gltfa_clip_sample(&b->clips[k], b->t[f * inst + k]);
                acc += b->poses[k * n * SLOT];
            }
        break;
    case PATH_BASE:
        for (f = 0; f < frames; ++f)
            for (k = 0; k < inst; ++k) {
                float tc = b->t[f * inst + k], *pose = b->poses + k * n * SLOT;
                for (i = 0; i < n; ++i) baseline_call(&bl[i], tc, pose + i * SLOT);
                acc += pose[0];
            }
        break;
    }
    t1 = now_ns();
    g_sink = acc;
    return (t1 - t0) / ((double)frames * (double)inst * (double)n);
}

static size_t gcd(size_t a, size_t b)
{
    while (b != 0) { size_t r = a % b; a = b; b = r; }
    return a;
}

/* The same pass untimed, comparing (a subsample of) the results with the reference. */
static double max_error(const bcase *b, path p)
{
    const size_t n = b->w->n, inst = b->inst, frames = b->frames;
    size_t f, k, i, idx = 0, step = frames * inst * n / 300000 + 1;
    double err = 0;
    while (gcd(step, n) != 1) ++step; /* every channel gets checked */
    for (f = 0; f < frames; ++f)
        for (k = 0; k < inst; ++k) {
            float tc = b->t[f * inst + k], *pose = b->poses + k * n * SLOT;
            if (p == PATH_CLIP) gltfa_clip_sample(&b->clips[k], tc);
            for (i = 0; i < n; ++i, ++idx) {
                float *out = pose + i * SLOT;
                if (p == PATH_CURSOR) gltfa_sampler_sample_cursor(&b->w->s[i], tc, &b->cursors[k * n + i], out, SLOT);
                else if (p == PATH_NOCURSOR) gltfa_sampler_sample(&b->w->s[i], tc, out, SLOT);
                else if (p == PATH_BASE) baseline_call(&b->w->bl[i], tc, out);
                if (idx % step == 0) {
                    double e = error_of(&b->w->ch[i], p != PATH_BASE, tc, out);
                    if (e > err || e != e) err = e != e ? HUGE_VAL : e;
                }
            }
        }
    return err;
}

/* ---------------------------------------------------------------------------------------
   Rows
   --------------------------------------------------------------------------------------- */

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double median(const double *v, int n)
{
    double s[32];
    memcpy(s, v, (size_t)n * sizeof(double));
    qsort(s, (size_t)n, sizeof(double), cmp_double);
    return n % 2 ? s[n / 2] : 0.5 * (s[n / 2 - 1] + s[n / 2]);
}

/* frames x inst clip times: instance k plays from phase k/inst of the loop at 60 fps. */
static float *sequential_times(float duration, size_t frames, size_t inst)
{
    float *t = (float *)malloc(frames * inst * sizeof(float));
    size_t f, k;
    for (f = 0; f < frames; ++f)
        for (k = 0; k < inst; ++k) {
            double play = (double)f / 60.0 + (double)duration * (double)k / (double)inst;
            t[f * inst + k] = gltfa_wrap_time((float)play, 0.0f, duration, GLTFA_WRAP_REPEAT, 0);
        }
    return t;
}

static float *random_times(float duration, size_t count)
{
    float *t = (float *)malloc(count * sizeof(float));
    size_t f;
    rng_state = 777;
    for (f = 0; f < count; ++f) t[f] = (float)(rnd() * (double)duration);
    return t;
}

static const char *g_filter = NULL;

static int wanted(const char *name)
{
    return g_filter == NULL || strstr(name, g_filter) != NULL;
}

/* The library's clips: one per instance, each over its own channel and slot arrays,
   writing into its own pose array. */
static void make_clips(bcase *b)
{
    const size_t n = b->w->n;
    size_t k, i;
    b->chs = (gltfa_channel *)malloc(b->inst * n * sizeof(gltfa_channel));
    b->clip_slots = (gltfa_clip_slot *)malloc(b->inst * n * sizeof(gltfa_clip_slot));
    b->clips = (gltfa_clip *)malloc(b->inst * sizeof(gltfa_clip));
    for (k = 0; k < b->inst; ++k) {
        for (i = 0; i < n; ++i) {
            b->chs[k * n + i].sampler = b->w->s[i];
            b->chs[k * n + i].dest = b->poses + (k * n + i) * SLOT;
        }
        if (gltfa_clip_init(&b->clips[k], b->chs + k * n, n, b->clip_slots + k * n) != GLTFA_SUCCESS) {
            fprintf(stderr, "bench: gltfa_clip_init failed\n");
            exit(1);
        }
    }
}

/* The project's speed targets (ratios to the baseline, -O2, no -march; the exactness bound
   2e-6 on every row): one TARGET line per targeted row says met or by how much it is missed. */
typedef struct target { const char *row; double gcc, clang; } target;
static const target g_targets[] = {
    { "character_seq", 0.35, 0.50 },       /* the per-channel cursor call, sequential */
    { "clip_seq", 0.18, 0.27 },            /* a clip, every channel its own times */
    { "clip_shared_seq", 0.12, 0.20 },     /* a clip, one time array for every channel */
    { "clip_rand", 0.38, 0.60 },           /* a clip at random times */
    { "clip_step_seq", 0.35, 0.50 },       /* STEP, CUBICSPLINE and (FLOAT) weight clips */
    { "clip_cubic_vec3_seq", 0.35, 0.50 },
    { "clip_cubic_quat_seq", 0.35, 0.50 },
    { "clip_weights8_seq", 0.35, 0.50 },
    { "keys30000_dense_seq", 0.35, 0.50 },
    { "clip_keys30000_dense_seq", 0.35, 0.50 },
    { "skel_fox", 0.50, 0.60 },            /* world + joint matrices (gltf_anim_bind.h) */
    { "skel_cesiumman", 0.50, 0.60 },
    { "skel_crowd256", 0.50, 0.60 }
};

/* "No row of make bench above": every row with a baseline (the synthetic rows and the file
   rows; crowd_mt has none) at most this ratio, one TARGET line naming the worst row. A
   quantized clip row at most 1.15x the ns of its FLOAT twin (the same curves stored as
   FLOAT, measured in the same run): one TARGET line per quantized clip row. */
static const target g_every_row = { "every_row", 0.60, 0.80 };
#define QUANT_TWIN_TARGET 1.15

/* The rows measured so far in this run (for the twin comparisons and the every-row line). */
typedef struct result { char name[64]; double ns, ratio, err, frame_ns; } result;
static result g_results[512];
static int g_result_count = 0;
static int g_rounds_cap = 0; /* BENCH_ROUNDS: at most this many rounds per row (0: no cap) */

static int capped(int rounds)
{
    return g_rounds_cap > 0 && rounds > g_rounds_cap ? g_rounds_cap : rounds;
}

static void record(const char *name, double ns, double ratio, double err)
{
    if (g_result_count >= (int)(sizeof g_results / sizeof g_results[0])) return;
    sprintf(g_results[g_result_count].name, "%.63s", name);
    g_results[g_result_count].ns = ns;
    g_results[g_result_count].ratio = ratio;
    g_results[g_result_count].err = err;
    g_results[g_result_count].frame_ns = 0;
    ++g_result_count;
}

static const result *find_result(const char *name)
{
    int i;
    for (i = 0; i < g_result_count; ++i)
        if (strcmp(g_results[i].name, name) == 0) return &g_results[i];
    return NULL;
}

/* A quantized clip row against its FLOAT twin, both measured in this run: the ratio of
   their median ns per channel-sample, TARGET <= 1.15. */
static void twin_line(const char *row_name, const char *twin_name)
{
    const result *q = find_result(row_name), *f = find_result(twin_name);
    double r;
    if (q == NULL) return;
    if (f == NULL) {
        printf("TARGET %s %s_vs_float not measured: its FLOAT twin %s was not run (BENCH_FILTER)\n",
               BENCH_COMPILER, row_name, twin_name);
        return;
    }
    r = q->ns / f->ns;
    printf("%-5s %-26s %8.2f ns against its FLOAT twin %s %.2f ns: %.3fx\n", BENCH_COMPILER,
           row_name, q->ns, twin_name, f->ns, r);
    if (r <= QUANT_TWIN_TARGET)
        printf("TARGET %s %s_vs_float ratio=%.3f target<=%.2f met\n", BENCH_COMPILER, row_name, r,
               QUANT_TWIN_TARGET);
    else
        printf("TARGET %s %s_vs_float ratio=%.3f target<=%.2f missed by %.0f %%\n", BENCH_COMPILER,
               row_name, r, QUANT_TWIN_TARGET, (r / QUANT_TWIN_TARGET - 1.0) * 100.0);
    fflush(stdout);
}

/* The every-row target over the rows this run measured: the worst ratio and how many rows
   are above the target. */
static void every_row_line(void)
{
    double want = strcmp(BENCH_COMPILER, "clang") == 0 ? g_every_row.clang : g_every_row.gcc;
    int i, worst = -1, above = 0;
    for (i = 0; i < g_result_count; ++i) {
        if (g_results[i].ratio > want) ++above;
        if (worst < 0 || g_results[i].ratio > g_results[worst].ratio) worst = i;
    }
    if (worst < 0) return;
    if (above == 0)
        printf("TARGET %s every_row ratio=%.3f target<=%.2f met (worst: %s; %d rows)\n", BENCH_COMPILER,
               g_results[worst].ratio, want, g_results[worst].name, g_result_count);
    else
        printf("TARGET %s every_row ratio=%.3f target<=%.2f missed by %.0f %% (worst: %s; %d of %d rows above)\n",
               BENCH_COMPILER, g_results[worst].ratio, want, (g_results[worst].ratio / want - 1.0) * 100.0,
               g_results[worst].name, above, g_result_count);
    fflush(stdout);
}

static void target_line(const char *name, double ratio, double err)
{
    size_t i;
    for (i = 0; i < sizeof g_targets / sizeof g_targets[0]; ++i) {
        double want = strcmp(BENCH_COMPILER, "clang") == 0 ? g_targets[i].clang : g_targets[i].gcc;
        if (strcmp(g_targets[i].row, name) != 0) continue;
        if (ratio <= want && err <= 2e-6)
            printf("TARGET %s %s ratio=%.3f target<=%.2f met\n", BENCH_COMPILER, name, ratio, want);
        else
            printf("TARGET %s %s ratio=%.3f target<=%.2f missed by %.0f %%%s\n", BENCH_COMPILER,
                   name, ratio, want, (ratio / want - 1.0) * 100.0,
                   err <= 2e-6 ? "" : " (error above 2e-6)");
    }
}

/* One row: a warm-up pass of each, then `rounds` rounds, library and baseline interleaved
   (alternating which goes first); medians of the times and of the per-round ratios. */
static void row(const char *name, const workload *w, const float *t, size_t frames, size_t inst,
                path lib_path, int rounds)
{
    double lib[32], base[32], ratio[32], lo, hi, err, base_err;
    bcase b;
    int r;
    if (!wanted(name)) return;
    rounds = capped(rounds);
    bcase_init(&b, w, t, frames, inst);
    b.cursors = (gltfa_cursor *)calloc(inst * w->n, sizeof(gltfa_cursor));
    if (lib_path == PATH_CLIP) make_clips(&b);
    run(&b, lib_path);
    run(&b, PATH_BASE);
    for (r = 0; r < rounds; ++r) {
        if (r % 2 == 0) {
            lib[r] = run(&b, lib_path);
            base[r] = run(&b, PATH_BASE);
        } else {
            base[r] = run(&b, PATH_BASE);
            lib[r] = run(&b, lib_path);
        }
        ratio[r] = lib[r] / base[r];
    }
    lo = hi = lib[0];
    for (r = 1; r < rounds; ++r) { if (lib[r] < lo) lo = lib[r]; if (lib[r] > hi) hi = lib[r]; }
    err = max_error(&b, lib_path);
    base_err = max_error(&b, PATH_BASE);
    printf("%-5s %-26s %8.2f ns (min %7.2f, max %7.2f)  baseline %8.2f ns  ratio %.3f  "
           "max error %.2e (baseline %.2e)\n",
           BENCH_COMPILER, name, median(lib, rounds), lo, hi, median(base, rounds),
           median(ratio, rounds), err, base_err);
    printf("RESULT %s %s ns=%.3f ratio=%.4f maxerr=%.3g\n", BENCH_COMPILER, name,
           median(lib, rounds), median(ratio, rounds), err);
    target_line(name, median(ratio, rounds), err);
    record(name, median(lib, rounds), median(ratio, rounds), err);
    fflush(stdout);
    free(b.poses);
    free(b.cursors);
    free(b.chs);
    free(b.clip_slots);
    free(b.clips);
}

/* ---------------------------------------------------------------------------------------
   crowd_mt: the crowd on every core
   --------------------------------------------------------------------------------------- */

#if BENCH_THREADS
#define CROWD_MAX_THREADS 64

/* One thread's share: characters first .. first + count - 1, every frame. */
typedef struct crowd_part {
    const bcase *b;
    size_t first, count;
} crowd_part;

static void *crowd_play(void *arg)
{
    const crowd_part *part = (const crowd_part *)arg;
    const bcase *b = part->b;
    const size_t inst = b->inst, end = part->first + part->count;
    size_t f, k;
    for (f = 0; f < b->frames; ++f)
        for (k = part->first; k < end; ++k) gltfa_clip_sample(&b->clips[k], b->t[f * inst + k]);
    return NULL;
}

static double cpu_ns(void) /* the process's CPU time, every thread's */
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

/* Every character for every frame, split over `threads` threads (the calling one plays the
   first share); returns wall-clock ns per channel-sample, thread starts and joins included.
   cpus [out]: the CPU time the threads got over the wall-clock time (how many cores'
   worth: below `threads` when the machine is busy). */
static double crowd_run(const bcase *b, int threads, double *cpus)
{
    pthread_t tid[CROWD_MAX_THREADS];
    crowd_part part[CROWD_MAX_THREADS];
    size_t first = 0;
    int i;
    double t0, t1, c0, c1;
    for (i = 0; i < threads; ++i) {
        part[i].b = b;
        part[i].first = first;
        part[i].count = b->inst / (size_t)threads + ((size_t)i < b->inst % (size_t)threads);
        first += part[i].count;
    }
    c0 = cpu_ns();
    t0 = now_ns();
    for (i = 1; i < threads; ++i)
        if (pthread_create(&tid[i], NULL, crowd_play, &part[i]) != 0) {
            fprintf(stderr, "bench: pthread_create failed\n");
            exit(1);
        }
    crowd_play(&part[0]);
    for (i = 1; i < threads; ++i) pthread_join(tid[i], NULL);
    t1 = now_ns();
    c1 = cpu_ns();
    if (cpus != NULL) *cpus = (c1 - c0) / (t1 - t0);
    return (t1 - t0) / ((double)b->frames * (double)b->inst * (double)b->w->n);
}
#endif

/* crowd_mt: `inst` characters (one clip each, as crowd_seq) played for `frames` frames, by 1
   thread and by N = the online cores (at most 64), interleaved round by round (alternating
   which goes first): the median ns per channel-sample of each (wall clock: 1 / throughput)
   and the median of the per-round scalings, N-thread throughput / 1-thread throughput; and
   how many cores' worth of CPU time the N threads got (CPU time / wall time: below N on a
   busy machine or under an affinity mask, which the TARGET line then says). The target:
   0.9 N (1.80 on 2 cores, 3.60 on 4); N counts logical CPUs, so where they are hyperthreads
   of fewer cores the target is out of reach by construction. Checks that both runs give
   the same bits, and the max error of the last frame's poses (every channel). */
static void crowd_mt(const char *name, const workload *w, const float *t, size_t frames, size_t inst,
                     int rounds)
{
#if BENCH_THREADS
    double one[32], many[32], scaling[32], cpus[32], err = 0, lo, hi, want;
    long online = sysconf(_SC_NPROCESSORS_ONLN);
    int threads = online < 1 ? 1 : (online > CROWD_MAX_THREADS ? CROWD_MAX_THREADS : (int)online);
    float *check;
    bcase b;
    size_t k, i;
    int r;
    if (!wanted(name)) return;
    rounds = capped(rounds);
    if ((size_t)threads > inst) threads = (int)inst;
    bcase_init(&b, w, t, frames, inst);
    check = (float *)malloc(inst * w->n * SLOT * sizeof(float));
    make_clips(&b);
    crowd_run(&b, 1, NULL);
    if (threads > 1) crowd_run(&b, threads, NULL);
    for (r = 0; r < rounds; ++r) {
        if (threads == 1) {
            one[r] = many[r] = crowd_run(&b, 1, &cpus[r]);
        } else if (r % 2 == 0) {
            one[r] = crowd_run(&b, 1, NULL);
            many[r] = crowd_run(&b, threads, &cpus[r]);
        } else {
            many[r] = crowd_run(&b, threads, &cpus[r]);
            one[r] = crowd_run(&b, 1, NULL);
        }
        scaling[r] = one[r] / many[r];
    }
    lo = hi = many[0];
    for (r = 1; r < rounds; ++r) { if (many[r] < lo) lo = many[r]; if (many[r] > hi) hi = many[r]; }
    /* the last frame's poses: the same bits from N threads as from 1, and their error */
    crowd_run(&b, threads, NULL);
    memcpy(check, b.poses, inst * w->n * SLOT * sizeof(float));
    crowd_run(&b, 1, NULL);
    if (memcmp(check, b.poses, inst * w->n * SLOT * sizeof(float)) != 0) {
        printf("%-5s %s: the %d-thread poses differ from the 1-thread ones\n", BENCH_COMPILER, name, threads);
        err = HUGE_VAL;
    }
    for (k = 0; k < inst; ++k)
        for (i = 0; i < w->n; ++i) {
            double e = error_of(&w->ch[i], 1, t[(frames - 1) * inst + k], b.poses + (k * w->n + i) * SLOT);
            if (e > err || e != e) err = e != e ? HUGE_VAL : e;
        }
    printf("%-5s %-26s %8.2f ns (min %7.2f, max %7.2f)  1 thread %8.2f ns  %d threads: scaling %.2fx "
           "(%.0f vs %.0f M channel-samples/s; the threads got %.2f cores' worth of CPU time)  "
           "max error %.2e\n",
           BENCH_COMPILER, name, median(many, rounds), lo, hi, median(one, rounds), threads,
           median(scaling, rounds), 1e3 / median(many, rounds), 1e3 / median(one, rounds),
           median(cpus, rounds), err);
    printf("RESULT %s %s ns=%.3f threads=%d ns1=%.3f scaling=%.3f cpus=%.2f maxerr=%.3g\n", BENCH_COMPILER,
           name, median(many, rounds), threads, median(one, rounds), median(scaling, rounds),
           median(cpus, rounds), err);
    want = 0.9 * threads;
    if (threads < 2)
        printf("TARGET %s %s scaling=%.3f target>=%.2f not measured: 1 online core\n", BENCH_COMPILER, name,
               median(scaling, rounds), 1.8);
    else if (median(scaling, rounds) >= want && err <= 2e-6)
        printf("TARGET %s %s scaling=%.3f target>=%.2f met\n", BENCH_COMPILER, name, median(scaling, rounds), want);
    else {
        printf("TARGET %s %s scaling=%.3f target>=%.2f missed by %.0f %%%s", BENCH_COMPILER, name,
               median(scaling, rounds), want, (1.0 - median(scaling, rounds) / want) * 100.0,
               err <= 2e-6 ? "" : " (error above 2e-6)");
        if (median(cpus, rounds) < want) /* not the library's doing */
            printf(" (the threads got %.2f of %d cores: other load, or an affinity mask)", median(cpus, rounds), threads);
        printf("\n");
    }
    fflush(stdout);
    free(check);
    free(b.poses);
    free(b.chs);
    free(b.clip_slots);
    free(b.clips);
#else
    (void)w; (void)t; (void)frames; (void)inst; (void)rounds;
    if (wanted(name)) printf("skip: %s %s: no threads in this build\n", BENCH_COMPILER, name);
#endif
}

/* ---------------------------------------------------------------------------------------
   File rows: shipped glTF assets, played as clips through the cgltf adapter
   --------------------------------------------------------------------------------------- */

#ifdef BENCH_CGLTF
/* One animation of a file: the library's clip (gltfa_cgltf_clip over the file's nodes), and
   per clip channel its keys decoded to float at load (cgltf_accessor_unpack_floats: what the
   baseline reads) with the stored integers of a quantized output kept for the reference. */
typedef struct file_anim {
    gltfa_clip clip;
    void *memory;              /* the clip's (gltfa_cgltf_clip_size bytes) */
    gltfa_cgltf_status status;
    size_t n;                  /* channels in the clip */
    size_t width;              /* the widest channel's floats per sample */
    size_t frames;             /* frames played per pass */
    chan *ch;                  /* per clip channel, in clip order */
    bl_channel *bl;
    float **dest;              /* where the clip writes channel i */
    float *base_pose;          /* n x width: the baseline's outputs */
    float *t;                  /* frames clip times */
} file_anim;

typedef struct file_set {
    cgltf_data *data;
    void *nodes_memory;
    gltfa_nodes nodes;
    file_anim *anims;
    size_t count;              /* animations played */
    size_t channels;           /* over all of them */
    double samples, frames;    /* channel-samples and frames per pass */
} file_set;

/* cgltf's decoding of an accessor (normalized integers as c / (2^(b-1) - 1) without the
   clamp at -1, as a textbook loader does), into a new float array; the count in *count. */
static float *unpack(const cgltf_accessor *a, size_t *count)
{
    size_t n = cgltf_accessor_unpack_floats(a, NULL, 0);
    float *f = (float *)malloc((n ? n : 1) * sizeof(float));
    if (cgltf_accessor_unpack_floats(a, f, n) != n) n = 0;
    *count = n;
    return f;
}

/* Clip channel c from the animation channel ac: times, values (floats), and for a
   normalized integer output its stored integers (q, qtype) for the reference. 0 when the
   data cannot be read so (sparse or undecoded). */
static int decode_channel(chan *c, const cgltf_animation_channel *ac)
{
    const cgltf_animation_sampler *sm = ac->sampler;
    const cgltf_accessor *out = sm->output;
    size_t nt = 0, nv = 0, slots, size = 0, comps, i, j;
    memset(c, 0, sizeof *c);
    c->times = unpack(sm->input, &nt);
    c->owns_times = 1;
    c->values = unpack(out, &nv);
    c->keys = nt;
    c->interp = sm->interpolation == cgltf_interpolation_type_step ? GLTFA_INTERP_STEP
              : sm->interpolation == cgltf_interpolation_type_cubic_spline ? GLTFA_INTERP_CUBICSPLINE
              : GLTFA_INTERP_LINEAR;
    c->quat = ac->target_path == cgltf_animation_path_type_rotation;
    slots = c->interp == GLTFA_INTERP_CUBICSPLINE ? 3 : 1;
    if (nt == 0 || nv == 0 || nv % (nt * slots) != 0 || nv / (nt * slots) > 256) return 0;
    c->comps = (int)(nv / (nt * slots));
    if (out->component_type == cgltf_component_type_r_32f) return 1;
    if (!out->normalized || out->is_sparse || out->buffer_view == NULL ||
        cgltf_buffer_view_data(out->buffer_view) == NULL) return 0;
    switch (out->component_type) {
    case cgltf_component_type_r_8: c->qtype = GLTFA_BYTE; size = 1; break;
    case cgltf_component_type_r_8u: c->qtype = GLTFA_UNSIGNED_BYTE; size = 1; break;
    case cgltf_component_type_r_16: c->qtype = GLTFA_SHORT; size = 2; break;
    case cgltf_component_type_r_16u: c->qtype = GLTFA_UNSIGNED_SHORT; size = 2; break;
    default: return 0;
    }
    comps = cgltf_num_components(out->type);
    c->q = malloc(nv * size);
    for (i = 0; i < out->count; ++i)
        for (j = 0; j < comps; ++j)
            memcpy((unsigned char *)c->q + (i * comps + j) * size,
                   cgltf_buffer_view_data(out->buffer_view) + out->offset + i * out->stride + j * size, size);
    return 1;
}

static void file_free(file_set *fs)
{
    size_t a, i;
    for (a = 0; a < fs->count; ++a) {
        file_anim *A = &fs->anims[a];
        for (i = 0; i < A->n; ++i) {
            free(A->ch[i].times);
            free(A->ch[i].values);
            free(A->ch[i].q);
        }
        free(A->ch);
        free(A->bl);
        free(A->dest);
        free(A->base_pose);
        free(A->t);
        free(A->memory);
    }
    free(fs->anims);
    free(fs->nodes_memory);
    if (fs->data != NULL) cgltf_free(fs->data);
}

/* Loads path (cgltf_parse_file, cgltf_load_buffers), its nodes (gltfa_cgltf_nodes) and a
   clip per animation (gltfa_cgltf_clip), each played for max(600, 60000 / channels)
   frames at 60 fps from the clip's start, looping (gltfa_clip_time, REPEAT). 0 and a
   reason when it cannot. */
static int file_load(file_set *fs, const char *path, const char **why)
{
    cgltf_options opt;
    size_t bytes = 0, a, i, f;
    memset(fs, 0, sizeof *fs);
    memset(&opt, 0, sizeof opt);
    if (cgltf_parse_file(&opt, path, &fs->data) != cgltf_result_success) { *why = "cgltf_parse_file failed"; return 0; }
    if (cgltf_load_buffers(&opt, fs->data, path) != cgltf_result_success) { *why = "cgltf_load_buffers failed"; return 0; }
    if (fs->data->animations_count == 0) { *why = "no animations"; return 0; }
    if (gltfa_cgltf_nodes_size(fs->data, &bytes) != GLTFA_SUCCESS) { *why = "gltfa_cgltf_nodes_size failed"; return 0; }
    fs->nodes_memory = malloc(bytes ? bytes : 1);
    if (gltfa_cgltf_nodes(&fs->nodes, fs->data, fs->nodes_memory, bytes) != GLTFA_SUCCESS) { *why = "gltfa_cgltf_nodes failed"; return 0; }
    fs->anims = (file_anim *)calloc(fs->data->animations_count, sizeof(file_anim));
    for (a = 0; a < fs->data->animations_count; ++a) {
        const cgltf_animation *anim = &fs->data->animations[a];
        file_anim *A = &fs->anims[fs->count];
        float start, end;
        if (gltfa_cgltf_clip_size(anim, &bytes, NULL) != GLTFA_SUCCESS) { *why = "gltfa_cgltf_clip_size failed"; return 0; }
        A->memory = malloc(bytes ? bytes : 1);
        ++fs->count; /* file_free frees it from here on */
        if (gltfa_cgltf_clip(&A->clip, fs->data, anim, &fs->nodes, NULL, NULL, A->memory, bytes, &A->status) !=
                GLTFA_SUCCESS || A->status.channels == 0) {
            *why = "gltfa_cgltf_clip failed (or a clip without channels)";
            return 0;
        }
        A->n = A->status.channels;
        A->ch = (chan *)calloc(A->n, sizeof(chan));
        A->bl = (bl_channel *)calloc(A->n, sizeof(bl_channel));
        A->dest = (float **)calloc(A->n, sizeof(float *));
        for (i = 0; i < A->n; ++i) {
            size_t width = 0, index = 0;
            chan *c = &A->ch[i];
            A->dest[i] = gltfa_cgltf_clip_dest(&A->clip, &A->status, i, &width, &index);
            if (!decode_channel(c, &anim->channels[index]) || (size_t)c->comps != width) {
                *why = "a channel the bench cannot decode (sparse, or not FLOAT nor normalized)";
                return 0;
            }
            if (width > A->width) A->width = width;
            A->bl[i].times = c->times;
            A->bl[i].values = c->values;
            A->bl[i].keys = c->keys;
            A->bl[i].width = c->comps;
            A->bl[i].kind = baseline_kind(c);
            if (c->keys < 2 && (c->interp == GLTFA_INTERP_CUBICSPLINE)) { *why = "CUBICSPLINE with one key"; return 0; }
        }
        A->base_pose = (float *)calloc(A->n * A->width, sizeof(float));
        A->frames = 60000 / A->n > 600 ? 60000 / A->n : 600;
        A->t = (float *)malloc(A->frames * sizeof(float));
        start = gltfa_clip_start(&A->clip);
        end = gltfa_clip_end(&A->clip);
        for (f = 0; f < A->frames; ++f)
            A->t[f] = end > start ? gltfa_clip_time(&A->clip, start + (float)((double)f / 60.0), GLTFA_WRAP_REPEAT, 0)
                                  : start;
        fs->channels += A->n;
        fs->samples += (double)A->frames * (double)A->n;
        fs->frames += (double)A->frames;
    }
    return 1;
}

/* One pass over every animation's frames; ns per channel-sample. lib: gltfa_clip_sample
   once per frame; else the baseline, once per channel per frame. */
static double file_run(file_set *fs, int lib)
{
    size_t a, f, i;
    double t0, t1;
    float acc = 0;
    t0 = now_ns();
    for (a = 0; a < fs->count; ++a) {
        file_anim *A = &fs->anims[a];
        if (lib)
            for (f = 0; f < A->frames; ++f) {
                gltfa_clip_sample(&A->clip, A->t[f]);
                acc += A->dest[0][0];
            }
        else
            for (f = 0; f < A->frames; ++f) {
                for (i = 0; i < A->n; ++i) baseline_call(&A->bl[i], A->t[f], A->base_pose + i * A->width);
                acc += A->base_pose[0];
            }
    }
    t1 = now_ns();
    g_sink = acc;
    return (t1 - t0) / fs->samples;
}

/* Max error of every channel over every 7th frame against the double-precision reference
   (the library: of the stored values, integers decoded by the specification; the baseline:
   of the floats it reads). */
static double file_error(file_set *fs, int lib)
{
    size_t a, f, i;
    double err = 0;
    for (a = 0; a < fs->count; ++a) {
        file_anim *A = &fs->anims[a];
        for (f = 0; f < A->frames; f += 7) {
            if (lib) gltfa_clip_sample(&A->clip, A->t[f]);
            for (i = 0; i < A->n; ++i) {
                const float *got = lib ? A->dest[i] : A->base_pose + i * A->width;
                double e;
                if (!lib) baseline_call(&A->bl[i], A->t[f], A->base_pose + i * A->width);
                e = error_of(&A->ch[i], lib, A->t[f], got);
                if (e > err || e != e) err = e != e ? HUGE_VAL : e;
            }
        }
    }
    return err;
}
#endif

/* A file row, file_<name>_seq: the asset at path (name=path on the command line) through
   cgltf, every animation as a clip, library and baseline interleaved round by round as in
   row(). ns per channel-sample (and per frame). A <name>_gltfpack row also prints its ns
   per frame against the original file's (<name>), when that ran: a comparison only (gltfpack
   resamples to 30 Hz and drops or collapses constant tracks: not the same data). */
#ifdef BENCH_CGLTF
/* The TARGET line of a gltfpack file against its original (twin_path: the FLOAT file),
   both played by the library in turn, round by round (the order alternating), ns per frame:
   the median of the per-round ratios. */
static void twin_target(file_set *fs, const char *file_name, const char *twin_path, int rounds)
{
    double ratio[32], r;
    file_set orig;
    const char *why = "";
    int i;
    if (twin_path == NULL || !file_load(&orig, twin_path, &why)) {
        printf("TARGET %s %s_vs_float not measured: the original file %s\n", BENCH_COMPILER,
               file_name, twin_path == NULL ? "was not given (its name=path argument)" : why);
        if (twin_path != NULL) file_free(&orig);
        return;
    }
    file_run(&orig, 1);
    for (i = 0; i < rounds; ++i) {
        double a, b;
        if (i % 2 == 0) {
            a = file_run(fs, 1);
            b = file_run(&orig, 1);
        } else {
            b = file_run(&orig, 1);
            a = file_run(fs, 1);
        }
        ratio[i] = (a * fs->samples / fs->frames) / (b * orig.samples / orig.frames);
    }
    r = median(ratio, rounds);
    if (r <= QUANT_TWIN_TARGET)
        printf("TARGET %s %s_vs_float ratio=%.3f target<=%.2f met\n", BENCH_COMPILER, file_name,
               r, QUANT_TWIN_TARGET);
    else
        printf("TARGET %s %s_vs_float ratio=%.3f target<=%.2f missed by %.0f %%\n",
               BENCH_COMPILER, file_name, r, QUANT_TWIN_TARGET,
               (r / QUANT_TWIN_TARGET - 1.0) * 100.0);
    file_free(&orig);
}
#endif

/* One file row; twin_path: for a gltfpack output, its original's path (or NULL). */
static void file_row(const char *spec, const char *twin_path, int rounds)
{
    char name[128], file_name[160];
    const char *eq = strchr(spec, '=');
    size_t len = eq != NULL ? (size_t)(eq - spec) : 0;
    if (eq == NULL || len == 0 || len >= 100) {
        printf("bench: a file row is name=path, not %s\n", spec);
        return;
    }
    memcpy(name, spec, len);
    name[len] = '\0';
    sprintf(file_name, "file_%s_seq", name);
    if (!wanted(file_name)) return;
#ifdef BENCH_CGLTF
    {
        double lib[32], base[32], ratio[32], lo, hi, err, base_err, frame_ns;
        file_set fs;
        const char *why = "";
        int r;
        rounds = capped(rounds);
        if (!file_load(&fs, eq + 1, &why)) {
            printf("skip: %s %s: %s: %s\n", BENCH_COMPILER, file_name, eq + 1, why);
            file_free(&fs);
            return;
        }
        file_run(&fs, 1);
        file_run(&fs, 0);
        for (r = 0; r < rounds; ++r) {
            if (r % 2 == 0) {
                lib[r] = file_run(&fs, 1);
                base[r] = file_run(&fs, 0);
            } else {
                base[r] = file_run(&fs, 0);
                lib[r] = file_run(&fs, 1);
            }
            ratio[r] = lib[r] / base[r];
        }
        lo = hi = lib[0];
        for (r = 1; r < rounds; ++r) { if (lib[r] < lo) lo = lib[r]; if (lib[r] > hi) hi = lib[r]; }
        err = file_error(&fs, 1);
        base_err = file_error(&fs, 0);
        frame_ns = median(lib, rounds) * fs.samples / fs.frames;
        printf("%-5s %-26s %8.2f ns (min %7.2f, max %7.2f)  baseline %8.2f ns  ratio %.3f  "
               "max error %.2e (baseline %.2e)  %lu animations, %lu channels, %.0f ns per frame\n",
               BENCH_COMPILER, file_name, median(lib, rounds), lo, hi, median(base, rounds),
               median(ratio, rounds), err, base_err, (unsigned long)fs.count,
               (unsigned long)fs.channels, frame_ns);
        printf("RESULT %s %s ns=%.3f ratio=%.4f maxerr=%.3g\n", BENCH_COMPILER, file_name,
               median(lib, rounds), median(ratio, rounds), err);
        record(file_name, median(lib, rounds), median(ratio, rounds), err);
        g_results[g_result_count - 1].frame_ns = frame_ns;
        if (len > 9 && strcmp(name + len - 9, "_gltfpack") == 0) {
            const result *orig;
            char orig_name[160];
            sprintf(orig_name, "file_%.*s_seq", (int)(len - 9), name);
            orig = find_result(orig_name);
            if (orig != NULL)
                printf("%-5s %-26s %8.0f ns per frame against the original file's %.0f (%s): %.3fx "
                       "(not the same data: gltfpack resamples at 30 Hz, drops or collapses constant tracks)\n",
                       BENCH_COMPILER, file_name, frame_ns, orig->frame_ns, orig_name,
                       frame_ns / orig->frame_ns);
            /* Fox: gltfpack's default output (rotations as normalized SHORT) plays within
               QUANT_TWIN_TARGET of the FLOAT file per frame (the same 63 channels, keys
               resampled from 24 to 30 Hz): the goal of quantized keys at FLOAT speed. The
               two files played in turn, round by round: the median of the per-round
               ratios of ns per frame */
            if (strcmp(name, "Fox_gltfpack") == 0) twin_target(&fs, file_name, twin_path, rounds);
        }
        fflush(stdout);
        file_free(&fs);
    }
#else
    (void)rounds;
    (void)twin_path;
    printf("skip: %s %s: this bench was built without cgltf (BENCH_CGLTF)\n", BENCH_COMPILER, file_name);
#endif
}

/* ---------------------------------------------------------------------------------------
   Skeleton rows: world and joint matrices (gltf_anim_bind.h) against the baseline's walk
   --------------------------------------------------------------------------------------- */

/* The rows (with BENCH_CGLTF and the Fox=... and CesiumMan=... arguments):
     skel_fox, skel_cesiumman  one character: every node's world matrix
                               (gltfa_skeleton_world) and its skin's joint matrices
                               (gltfa_skin_joints) per frame, against bl_world + bl_joints
                               (baseline.h: T x R x S to 4x4, a general 4x4 multiply per node
                               in parent-first order, then world x inverseBind per joint)
     skel_crowd256             256 instances of Fox's skeleton, each at another pose, each
                               its own output arrays, all 256 every frame
     skel_frame_fox            the whole frame: gltfa_clip_sample + world + joints, against
                               the textbook sampler once per channel (into the baseline's
                               poses) + bl_world + bl_joints; every animation of the file,
                               played as file_row() plays it.
   The matrix-only rows time the matrices alone: the poses are sampled beforehand, the
   file's first animation at SKEL_POSES times spread evenly over its time range (clip
   sample, then a copy of every node's pose), and each frame takes the next of them (the
   crowd: instance k at pose (frame + k) mod SKEL_POSES). Both sides read the same numbers
   (gltfa_trs and bl_trs hold the same floats) and the same inverse bind matrices
   (cgltf_accessor_unpack_floats; the library's through gltfa_skin_init). The hierarchy is
   read from cgltf (node->parent, has_matrix / matrix, the first skin's joints and
   inverseBindMatrices); the baseline's parent-first order is computed at load (by depth), as
   the library's is by gltfa_skeleton_init, neither timed. ns per character frame (world and
   joints of one character).
   Errors: every matrix element against the same composition in double from the same float
   poses and matrices (the quaternion normalized, as glTF reads it): max error relative to
   max(1, |v|) as in the other rows, and "bound", the largest error as a fraction of the
   bound gltf_anim_bind.h documents ((d + 1) x 2^-20 x A per element of a world matrix at
   depth d, (d + 2) x 2^-20 x A |B| for a joint: "SKELETONS AND MATRICES"), which must be
   at most 1 for TARGET to say met. For skel_frame_fox, maxerr is the larger of the
   sampler's (the poses against the spec formulas, as file_row's) and the matrices'. */
#define SKEL_POSES 256
#define SKEL_CROWD 256

#ifdef BENCH_CGLTF

typedef struct skel_set {
    file_set fs;               /* the file, its nodes (fs.nodes.poses) and clips */
    size_t n, nj;              /* nodes, the first skin's joints */
    size_t *parent;            /* per node: its parent or GLTFA_NO_PARENT */
    size_t *depth;             /* per node: its depth (a root 0) */
    size_t *order;             /* the baseline's parent-first order */
    const float **matrices;    /* per node: its glTF matrix or NULL */
    size_t *joints;
    float *ibm;                /* nj x 16 */
    gltfa_skeleton sk;
    size_t *sk_memory;
    gltfa_skin skin;
    float *skin_memory;
    bl_skeleton bl;
    gltfa_trs *poses;          /* SKEL_POSES x n */
    bl_trs *bl_poses;          /* the same numbers */
    gltfa_trs *rest;           /* n: the file's rest poses (the frame row's baseline starts there) */
    float *world, *jm;         /* SKEL_CROWD x n x 16, SKEL_CROWD x nj x 16: the library's */
    float *bl_world, *bl_jm;   /* the baseline's */
    double *ref_w, *ref_j, *bound_w, *bound_j; /* the double composition and the bounds */
} skel_set;

static void skel_free(skel_set *S)
{
    file_free(&S->fs);
    free(S->parent); free(S->depth); free(S->order); free((void *)S->matrices);
    free(S->joints); free(S->ibm); free(S->sk_memory); free(S->skin_memory);
    free(S->poses); free(S->bl_poses); free(S->rest);
    free(S->world); free(S->jm); free(S->bl_world); free(S->bl_jm);
    free(S->ref_w); free(S->ref_j); free(S->bound_w); free(S->bound_j);
}

static void pose_to_bl(const gltfa_trs *p, bl_trs *b)
{
    memcpy(b->t, p->translation, sizeof b->t);
    memcpy(b->r, p->rotation, sizeof b->r);
    memcpy(b->s, p->scale, sizeof b->s);
}

static int skel_load(skel_set *S, const char *path, const char **why)
{
    cgltf_data *d;
    const cgltf_skin *skin;
    size_t i, j, f, k, count = 0;
    gltfa_accessor acc;
    float start, end;
    memset(S, 0, sizeof *S);
    if (!file_load(&S->fs, path, why)) return 0;
    d = S->fs.data;
    if (d->skins_count == 0) { *why = "no skin"; return 0; }
    skin = &d->skins[0];
    S->n = d->nodes_count;
    S->nj = skin->joints_count;
    S->parent = (size_t *)malloc(S->n * sizeof(size_t));
    S->depth = (size_t *)malloc(S->n * sizeof(size_t));
    S->order = (size_t *)malloc(S->n * sizeof(size_t));
    S->matrices = (const float **)malloc(S->n * sizeof(float *));
    for (i = 0; i < S->n; ++i) {
        const cgltf_node *nd = &d->nodes[i];
        S->parent[i] = nd->parent != NULL ? (size_t)(nd->parent - d->nodes) : GLTFA_NO_PARENT;
        S->matrices[i] = nd->has_matrix ? nd->matrix : NULL;
    }
    for (i = 0; i < S->n; ++i) { /* cgltf refuses cycles: the walks end */
        S->depth[i] = 0;
        for (j = S->parent[i]; j != GLTFA_NO_PARENT; j = S->parent[j]) ++S->depth[i];
    }
    for (k = 0; count < S->n; ++k) /* by depth, parents first */
        for (i = 0; i < S->n; ++i)
            if (S->depth[i] == k) S->order[count++] = i;
    S->joints = (size_t *)malloc(S->nj * sizeof(size_t));
    for (j = 0; j < S->nj; ++j) S->joints[j] = (size_t)(skin->joints[j] - d->nodes);
    S->ibm = (float *)malloc(S->nj * 16 * sizeof(float));
    if (skin->inverse_bind_matrices == NULL ||
        cgltf_accessor_unpack_floats(skin->inverse_bind_matrices, S->ibm, S->nj * 16) != S->nj * 16) {
        *why = "no inverseBindMatrices";
        return 0;
    }
    S->sk_memory = (size_t *)malloc(2 * S->n * sizeof(size_t));
    S->skin_memory = (float *)malloc(S->nj * 16 * sizeof(float));
    gltfa_accessor_init(&acc, S->ibm, S->nj, GLTFA_FLOAT, 16);
    if (gltfa_skeleton_init(&S->sk, S->parent, S->matrices, S->n, S->sk_memory, NULL) != GLTFA_SUCCESS ||
        gltfa_skin_init(&S->skin, S->joints, S->nj, S->n, &acc, S->skin_memory, NULL) != GLTFA_SUCCESS) {
        *why = "gltfa_skeleton_init or gltfa_skin_init failed";
        return 0;
    }
    S->bl.order = S->order;
    S->bl.parent = S->parent;
    S->bl.matrices = S->matrices;
    S->bl.node_count = S->n;
    S->bl.joints = S->joints;
    S->bl.inverse_bind = S->ibm;
    S->bl.joint_count = S->nj;
    S->rest = (gltfa_trs *)malloc(S->n * sizeof(gltfa_trs));
    memcpy(S->rest, S->fs.nodes.poses, S->n * sizeof(gltfa_trs));
    S->poses = (gltfa_trs *)malloc(SKEL_POSES * S->n * sizeof(gltfa_trs));
    S->bl_poses = (bl_trs *)malloc(SKEL_POSES * S->n * sizeof(bl_trs));
    start = gltfa_clip_start(&S->fs.anims[0].clip);
    end = gltfa_clip_end(&S->fs.anims[0].clip);
    for (f = 0; f < SKEL_POSES; ++f) {
        gltfa_clip_sample(&S->fs.anims[0].clip, start + (end - start) * (float)((double)f / (SKEL_POSES - 1)));
        memcpy(S->poses + f * S->n, S->fs.nodes.poses, S->n * sizeof(gltfa_trs));
        for (i = 0; i < S->n; ++i) pose_to_bl(&S->poses[f * S->n + i], &S->bl_poses[f * S->n + i]);
    }
    memcpy(S->fs.nodes.poses, S->rest, S->n * sizeof(gltfa_trs));
    S->world = (float *)malloc(SKEL_CROWD * S->n * 16 * sizeof(float));
    S->bl_world = (float *)malloc(SKEL_CROWD * S->n * 16 * sizeof(float));
    S->jm = (float *)malloc(SKEL_CROWD * S->nj * 16 * sizeof(float));
    S->bl_jm = (float *)malloc(SKEL_CROWD * S->nj * 16 * sizeof(float));
    S->ref_w = (double *)malloc(S->n * 16 * sizeof(double));
    S->bound_w = (double *)malloc(S->n * 16 * sizeof(double));
    S->ref_j = (double *)malloc(S->nj * 16 * sizeof(double));
    S->bound_j = (double *)malloc(S->nj * 16 * sizeof(double));
    return 1;
}

static void mul_d(double *out, const double *a, const double *b) /* out = a x b, column-major */
{
    int r, c, k;
    for (c = 0; c < 4; ++c)
        for (r = 0; r < 4; ++r) {
            double v = 0;
            for (k = 0; k < 4; ++k) v += a[4 * k + r] * b[4 * c + k];
            out[4 * c + r] = v;
        }
}

/* The double composition of poses (n nodes) into S->ref_w, S->ref_j, with the documented
   bounds in S->bound_w, S->bound_j. */
static void skel_reference(skel_set *S, const gltfa_trs *poses)
{
    double *mag = (double *)malloc(S->n * 16 * sizeof(double));
    const double ulp20 = 1.0 / 1048576.0;
    size_t k, j;
    int e;
    for (k = 0; k < S->n; ++k) {
        size_t v = S->order[k], p = S->parent[v];
        double l[16], a[16];
        if (S->matrices[v] != NULL) {
            for (e = 0; e < 16; ++e) { l[e] = S->matrices[v][e]; a[e] = fabs(l[e]); }
        } else {
            const gltfa_trs *q = &poses[v];
            double x = q->rotation[0], y = q->rotation[1], z = q->rotation[2], w = q->rotation[3];
            double nn = x * x + y * y + z * z + w * w, s = nn > 0 ? 2.0 / nn : 0.0;
            double sx = q->scale[0], sy = q->scale[1], sz = q->scale[2];
            l[0] = (1 - s * (y * y + z * z)) * sx; l[1] = s * (x * y + w * z) * sx; l[2] = s * (x * z - w * y) * sx;
            l[4] = s * (x * y - w * z) * sy; l[5] = (1 - s * (x * x + z * z)) * sy; l[6] = s * (y * z + w * x) * sy;
            l[8] = s * (x * z + w * y) * sz; l[9] = s * (y * z - w * x) * sz; l[10] = (1 - s * (x * x + y * y)) * sz;
            l[3] = l[7] = l[11] = 0; l[15] = 1;
            l[12] = q->translation[0]; l[13] = q->translation[1]; l[14] = q->translation[2];
            for (e = 0; e < 16; ++e) a[e] = e % 4 == 3 ? (e == 15 ? 1.0 : 0.0) : fabs(e < 12 ? (&q->scale[0])[e / 4] : l[e]);
        }
        if (p == GLTFA_NO_PARENT) {
            memcpy(S->ref_w + 16 * v, l, sizeof l);
            memcpy(mag + 16 * v, a, sizeof a);
        } else {
            mul_d(S->ref_w + 16 * v, S->ref_w + 16 * p, l);
            mul_d(mag + 16 * v, mag + 16 * p, a);
        }
        for (e = 0; e < 16; ++e) S->bound_w[16 * v + e] = (double)(S->depth[v] + 1) * ulp20 * mag[16 * v + e];
    }
    for (j = 0; j < S->nj; ++j) {
        double b[16], ab[16], m[16];
        size_t v = S->joints[j];
        for (e = 0; e < 16; ++e) { b[e] = S->ibm[16 * j + e]; ab[e] = fabs(b[e]); }
        mul_d(S->ref_j + 16 * j, S->ref_w + 16 * v, b);
        mul_d(m, mag + 16 * v, ab);
        for (e = 0; e < 16; ++e) S->bound_j[16 * j + e] = (double)(S->depth[v] + 2) * ulp20 * m[e];
    }
    free(mag);
}

/* world (n x 16) and joints (nj x 16) against the reference: err (relative to max(1, |v|))
   and the fraction of the bound, each raised to the largest seen. */
static void skel_compare(const skel_set *S, const float *world, const float *jm, double *err, double *frac)
{
    size_t i;
    for (i = 0; i < (S->n + S->nj) * 16; ++i) {
        int w = i < S->n * 16;
        double got = w ? world[i] : jm[i - S->n * 16];
        double ref = w ? S->ref_w[i] : S->ref_j[i - S->n * 16];
        double bound = w ? S->bound_w[i] : S->bound_j[i - S->n * 16];
        double d = fabs(got - ref), e = d / (fabs(ref) > 1 ? fabs(ref) : 1.0);
        double fr = d == 0 ? 0 : (bound > 0 ? d / bound : HUGE_VAL);
        if (e > *err || e != e) *err = e != e ? HUGE_VAL : e;
        if (fr > *frac || fr != fr) *frac = fr != fr ? HUGE_VAL : fr;
    }
}

/* One pass of the matrix-only rows: frames x inst character frames; ns per character frame. */
static double skel_run(skel_set *S, int lib, size_t inst, size_t frames)
{
    const size_t n = S->n, nj = S->nj;
    size_t f, k;
    double t0, t1;
    float acc = 0;
    t0 = now_ns();
    if (lib)
        for (f = 0; f < frames; ++f)
            for (k = 0; k < inst; ++k) {
                size_t p = (f + k) % SKEL_POSES;
                gltfa_skeleton_world(&S->sk, S->poses + p * n, S->world + k * n * 16);
                gltfa_skin_joints(&S->skin, S->world + k * n * 16, S->jm + k * nj * 16);
                acc += S->jm[k * nj * 16 + 12];
            }
    else
        for (f = 0; f < frames; ++f)
            for (k = 0; k < inst; ++k) {
                size_t p = (f + k) % SKEL_POSES;
                bl_world(&S->bl, S->bl_poses + p * n, S->bl_world + k * n * 16);
                bl_joints(&S->bl, S->bl_world + k * n * 16, S->bl_jm + k * nj * 16);
                acc += S->bl_jm[k * nj * 16 + 12];
            }
    t1 = now_ns();
    g_sink = acc;
    return (t1 - t0) / ((double)frames * (double)inst);
}

/* Every pre-sampled pose through both sides, against the double composition. */
static void skel_errors(skel_set *S, double *err, double *frac, double *base_err, double *base_frac)
{
    size_t p;
    *err = *frac = *base_err = *base_frac = 0;
    for (p = 0; p < SKEL_POSES; ++p) {
        gltfa_skeleton_world(&S->sk, S->poses + p * S->n, S->world);
        gltfa_skin_joints(&S->skin, S->world, S->jm);
        bl_world(&S->bl, S->bl_poses + p * S->n, S->bl_world);
        bl_joints(&S->bl, S->bl_world, S->bl_jm);
        skel_reference(S, S->poses + p * S->n);
        skel_compare(S, S->world, S->jm, err, frac);
        skel_compare(S, S->bl_world, S->bl_jm, base_err, base_frac);
    }
}

/* The whole frame (skel_frame_fox): per channel the baseline's destination in its poses. */
typedef struct skel_frame {
    bl_trs *bl_pose;   /* n: the baseline's poses (from the rest poses) */
    float ***dest;     /* per animation, per channel: where the baseline writes */
    float *scratch;    /* a channel that is not T, R or S (weights): written, not used */
} skel_frame;

static double frame_run(skel_set *S, skel_frame *F, int lib)
{
    file_set *fs = &S->fs;
    size_t a, f, i;
    double t0, t1;
    float acc = 0;
    t0 = now_ns();
    for (a = 0; a < fs->count; ++a) {
        file_anim *A = &fs->anims[a];
        if (lib)
            for (f = 0; f < A->frames; ++f) {
                gltfa_clip_sample(&A->clip, A->t[f]);
                gltfa_skeleton_world(&S->sk, fs->nodes.poses, S->world);
                gltfa_skin_joints(&S->skin, S->world, S->jm);
                acc += S->jm[12];
            }
        else
            for (f = 0; f < A->frames; ++f) {
                for (i = 0; i < A->n; ++i) baseline_call(&A->bl[i], A->t[f], F->dest[a][i]);
                bl_world(&S->bl, F->bl_pose, S->bl_world);
                bl_joints(&S->bl, S->bl_world, S->bl_jm);
                acc += S->bl_jm[12];
            }
    }
    t1 = now_ns();
    g_sink = acc;
    return (t1 - t0) / fs->frames;
}

/* Every 7th frame of every animation: the matrices of each side against the double
   composition of that side's own poses (the poses' own errors: file_error). */
static void frame_errors(skel_set *S, skel_frame *F, double *err, double *frac, double *base_err,
                         double *base_frac)
{
    file_set *fs = &S->fs;
    gltfa_trs *bp = (gltfa_trs *)malloc(S->n * sizeof(gltfa_trs));
    size_t a, f, i;
    *err = *frac = *base_err = *base_frac = 0;
    for (a = 0; a < fs->count; ++a) {
        file_anim *A = &fs->anims[a];
        for (f = 0; f < A->frames; f += 7) {
            gltfa_clip_sample(&A->clip, A->t[f]);
            gltfa_skeleton_world(&S->sk, fs->nodes.poses, S->world);
            gltfa_skin_joints(&S->skin, S->world, S->jm);
            skel_reference(S, fs->nodes.poses);
            skel_compare(S, S->world, S->jm, err, frac);
            for (i = 0; i < A->n; ++i) baseline_call(&A->bl[i], A->t[f], F->dest[a][i]);
            bl_world(&S->bl, F->bl_pose, S->bl_world);
            bl_joints(&S->bl, S->bl_world, S->bl_jm);
            for (i = 0; i < S->n; ++i) {
                memcpy(bp[i].translation, F->bl_pose[i].t, sizeof bp[i].translation);
                memcpy(bp[i].rotation, F->bl_pose[i].r, sizeof bp[i].rotation);
                memcpy(bp[i].scale, F->bl_pose[i].s, sizeof bp[i].scale);
            }
            skel_reference(S, bp);
            skel_compare(S, S->bl_world, S->bl_jm, base_err, base_frac);
        }
    }
    free(bp);
    { /* the poses themselves against the spec formulas */
        double e = file_error(fs, 1), b = file_error(fs, 0);
        if (e > *err || e != e) *err = e;
        if (b > *base_err || b != b) *base_err = b;
    }
}

static int frame_setup(skel_set *S, skel_frame *F)
{
    file_set *fs = &S->fs;
    size_t a, i;
    F->bl_pose = (bl_trs *)malloc(S->n * sizeof(bl_trs));
    F->scratch = (float *)malloc(256 * sizeof(float));
    F->dest = (float ***)calloc(fs->count, sizeof(float **));
    for (i = 0; i < S->n; ++i) pose_to_bl(&S->rest[i], &F->bl_pose[i]);
    for (a = 0; a < fs->count; ++a) {
        file_anim *A = &fs->anims[a];
        const cgltf_animation *anim = &fs->data->animations[a];
        F->dest[a] = (float **)malloc(A->n * sizeof(float *));
        for (i = 0; i < A->n; ++i) {
            size_t width = 0, index = 0, node;
            const cgltf_animation_channel *ch;
            gltfa_cgltf_clip_dest(&A->clip, &A->status, i, &width, &index);
            ch = &anim->channels[index];
            F->dest[a][i] = F->scratch;
            if (ch->target_node == NULL) continue;
            node = (size_t)(ch->target_node - fs->data->nodes);
            if (ch->target_path == cgltf_animation_path_type_translation) F->dest[a][i] = F->bl_pose[node].t;
            else if (ch->target_path == cgltf_animation_path_type_rotation) F->dest[a][i] = F->bl_pose[node].r;
            else if (ch->target_path == cgltf_animation_path_type_scale) F->dest[a][i] = F->bl_pose[node].s;
        }
    }
    return 1;
}

static void frame_free(const file_set *fs, skel_frame *F)
{
    size_t a;
    for (a = 0; a < fs->count && F->dest != NULL; ++a) free(F->dest[a]);
    free(F->dest);
    free(F->bl_pose);
    free(F->scratch);
}
#endif

/* A skeleton target: the ratio and the error within the documented bound. */
static void skel_target_line(const char *name, double ratio, double frac)
{
    size_t i;
    for (i = 0; i < sizeof g_targets / sizeof g_targets[0]; ++i) {
        double want = strcmp(BENCH_COMPILER, "clang") == 0 ? g_targets[i].clang : g_targets[i].gcc;
        if (strcmp(g_targets[i].row, name) != 0) continue;
        if (ratio <= want && frac <= 1.0)
            printf("TARGET %s %s ratio=%.3f target<=%.2f met\n", BENCH_COMPILER, name, ratio, want);
        else
            printf("TARGET %s %s ratio=%.3f target<=%.2f missed by %.0f %%%s\n", BENCH_COMPILER, name,
                   ratio, want, ratio > want ? (ratio / want - 1.0) * 100.0 : 0.0,
                   frac <= 1.0 ? "" : " (error above the documented bound)");
    }
}

/* The skeleton rows of the file given as name=path (path NULL: skipped): kind 0 one
   character, 1 the crowd of SKEL_CROWD, 2 the whole frame. */
static void skel_row(const char *name, const char *path, int kind, int rounds)
{
    if (!wanted(name)) return;
    if (path == NULL) {
        printf("skip: %s %s: no asset given (its name=path argument)\n", BENCH_COMPILER, name);
        return;
    }
#ifdef BENCH_CGLTF
    {
        double lib[32], base[32], ratio[32], lo, hi, err, frac, base_err, base_frac;
        skel_set S;
        skel_frame F;
        const char *why = "";
        size_t inst = kind == 1 ? SKEL_CROWD : 1, frames = kind == 1 ? 32 : 8192;
        int r;
        rounds = capped(rounds);
        memset(&F, 0, sizeof F);
        if (!skel_load(&S, path, &why)) {
            printf("skip: %s %s: %s: %s\n", BENCH_COMPILER, name, path, why);
            skel_free(&S);
            return;
        }
        if (kind == 2) frame_setup(&S, &F);
        for (r = -1; r < rounds; ++r) { /* r = -1: the warm-up */
            double l, b;
            if (r % 2 == 0 || r < 0) {
                l = kind == 2 ? frame_run(&S, &F, 1) : skel_run(&S, 1, inst, frames);
                b = kind == 2 ? frame_run(&S, &F, 0) : skel_run(&S, 0, inst, frames);
            } else {
                b = kind == 2 ? frame_run(&S, &F, 0) : skel_run(&S, 0, inst, frames);
                l = kind == 2 ? frame_run(&S, &F, 1) : skel_run(&S, 1, inst, frames);
            }
            if (r < 0) continue;
            lib[r] = l;
            base[r] = b;
            ratio[r] = l / b;
        }
        lo = hi = lib[0];
        for (r = 1; r < rounds; ++r) { if (lib[r] < lo) lo = lib[r]; if (lib[r] > hi) hi = lib[r]; }
        if (kind == 2) frame_errors(&S, &F, &err, &frac, &base_err, &base_frac);
        else skel_errors(&S, &err, &frac, &base_err, &base_frac);
        printf("%-5s %-26s %8.1f ns (min %7.1f, max %7.1f)  baseline %8.1f ns  ratio %.3f  "
               "max error %.2e (baseline %.2e), %.2f of the bound (baseline %.2f)  per character frame: "
               "%lu nodes, %lu joints%s\n",
               BENCH_COMPILER, name, median(lib, rounds), lo, hi, median(base, rounds),
               median(ratio, rounds), err, base_err, frac, base_frac, (unsigned long)S.n,
               (unsigned long)S.nj, kind == 1 ? ", 256 characters" : kind == 2 ? ", sampled too" : "");
        printf("RESULT %s %s ns=%.3f ratio=%.4f maxerr=%.3g bound=%.3g\n", BENCH_COMPILER, name,
               median(lib, rounds), median(ratio, rounds), err, frac);
        skel_target_line(name, median(ratio, rounds), frac);
        record(name, median(lib, rounds), median(ratio, rounds), err);
        fflush(stdout);
        if (kind == 2) frame_free(&S.fs, &F);
        skel_free(&S);
    }
#else
    (void)kind;
    (void)rounds;
    printf("skip: %s %s: this bench was built without cgltf (BENCH_CGLTF)\n", BENCH_COMPILER, name);
#endif
}

/* Root motion (gltf_anim_bind.h): root_motion_cesiumman times, per 60 Hz frame of looping
   playback (8192 frames, about 70 passes of CesiumMan's 1.96 s walk), gltfa_root_motion_delta from
   the last frame's time to this one's (the root, the skin's first joint, up z under the
   file's Z-up node, the yaw too), beside gltfa_clip_sample of the whole clip at the same
   frames (gltfa_clip_time, REPEAT): ns per frame of each, interleaved round by round, and
   the ratio delta / sample (what root motion adds to the frame's sampling). Not a
   comparison with the baseline: not in every_row. */
static void root_row(const char *name, const char *path, unsigned up, int rounds)
{
    if (!wanted(name)) return;
    if (path == NULL) {
        printf("skip: %s %s: no asset given (its name=path argument)\n", BENCH_COMPILER, name);
        return;
    }
#ifdef BENCH_CGLTF
    {
        enum { FRAMES = 8192 };
        double dl[32], sm[32], ratio[32];
        static float t[FRAMES];
        skel_set S;
        gltfa_root_motion rm;
        const char *why = "";
        file_anim *A;
        size_t root, f;
        int r;
        rounds = capped(rounds);
        if (!skel_load(&S, path, &why) || S.fs.count == 0) {
            printf("skip: %s %s: %s: %s\n", BENCH_COMPILER, name, path, why);
            skel_free(&S);
            return;
        }
        A = &S.fs.anims[0];
        root = (size_t)(S.fs.data->skins[0].joints[0] - S.fs.data->nodes);
        if (gltfa_root_motion_init(&rm, &A->clip, &S.fs.nodes, root, up, GLTFA_ROOT_MOTION_YAW) != GLTFA_SUCCESS) {
            printf("skip: %s %s: %s: gltfa_root_motion_init failed\n", BENCH_COMPILER, name, path);
            skel_free(&S);
            return;
        }
        for (f = 0; f < FRAMES; ++f) t[f] = (float)((double)f / 60.0);
        for (r = -1; r < rounds; ++r) { /* r = -1: the warm-up */
            int pass;
            double ns[2];
            for (pass = 0; pass < 2; ++pass) {
                int delta = (pass ^ (r & 1)) != 0;
                double t0, t1;
                float acc = 0;
                gltfa_motion d;
                t0 = now_ns();
                if (delta)
                    for (f = 1; f < FRAMES; ++f) {
                        gltfa_root_motion_delta(&rm, t[f - 1], t[f], &d);
                        acc += d.translation[0];
                    }
                else
                    for (f = 1; f < FRAMES; ++f) {
                        gltfa_clip_sample(&A->clip, gltfa_clip_time(&A->clip, t[f], GLTFA_WRAP_REPEAT, 0));
                        acc += S.fs.nodes.poses[root].translation[0];
                    }
                t1 = now_ns();
                g_sink = acc;
                ns[delta] = (t1 - t0) / (FRAMES - 1);
            }
            if (r < 0) continue;
            dl[r] = ns[1];
            sm[r] = ns[0];
            ratio[r] = ns[1] / ns[0];
        }
        printf("%-5s %-26s %8.1f ns per frame (root motion delta)  clip sample %8.1f ns per frame "
               "(%lu channels)  ratio delta / sample %.3f\n", BENCH_COMPILER, name, median(dl, rounds),
               median(sm, rounds), (unsigned long)A->n, median(ratio, rounds));
        printf("ROOTMOTION %s %s delta_ns=%.3f sample_ns=%.3f ratio=%.4f\n", BENCH_COMPILER, name,
               median(dl, rounds), median(sm, rounds), median(ratio, rounds));
        fflush(stdout);
        skel_free(&S);
    }
#else
    (void)up;
    (void)rounds;
    printf("skip: %s %s: this bench was built without cgltf (BENCH_CGLTF)\n", BENCH_COMPILER, name);
#endif
}

/* The path of the name=path argument called name, or NULL. */
static const char *asset_arg(int argc, char **argv, const char *name)
{
    int i;
    size_t len = strlen(name);
    for (i = 2; i < argc; ++i)
        if (strncmp(argv[i], name, len) == 0 && argv[i][len] == '=') return argv[i] + len + 1;
    return NULL;
}

/* One workload's family of rows: <base>_seq and <base>_rand per channel (the cursor call),
   clip_<base>_seq and clip_<base>_rand as a clip; 3000 frames at 60 fps (the 10 s loop 5
   times), 2500 random times.
   twin: the FLOAT twin's base name for a quantized workload (its rows must have run first):
   a twin line per clip row. */
static void mode_rows(const char *base, int kind, int qtype, size_t channels, const char *twin)
{
    static const char *const form[4] = { "%s_seq", "clip_%s_seq", "%s_rand", "clip_%s_rand" };
    char names[4][64], twin_name[64];
    workload w;
    float *seq, *rnd_t;
    const size_t frames = 3000, random_count = 2500;
    int i, any = 0;
    for (i = 0; i < 4; ++i) {
        sprintf(names[i], form[i], base);
        any |= wanted(names[i]);
    }
    if (!any) return;
    make_workload(&w, kind, 300, 30.0, 0, (int)channels, qtype);
    seq = sequential_times(w.duration, frames, 1);
    rnd_t = random_times(w.duration, random_count);
    row(names[0], &w, seq, frames, 1, PATH_CURSOR, 9);
    row(names[1], &w, seq, frames, 1, PATH_CLIP, 9);
    row(names[2], &w, rnd_t, random_count, 1, PATH_CURSOR, 7);
    row(names[3], &w, rnd_t, random_count, 1, PATH_CLIP, 7);
    if (twin != NULL)
        for (i = 1; i < 4; i += 2) {
            sprintf(twin_name, form[i], twin);
            if (wanted(names[i])) twin_line(names[i], twin_name);
        }
    free(seq);
    free(rnd_t);
    free_workload(&w);
}

int main(int argc, char **argv)
{
    workload w;
    float *seq, *rnd_t;
    const int rounds = 9;
    const size_t frames = 6000, random_count = 20000;
    static const size_t scale_keys[4] = { 30, 300, 3000, 30000 };
    char name[64];
    const char *env;
    int i;
    if (argc > 1 && argv[1][0] != '\0') g_filter = argv[1];
    env = getenv("BENCH_ROUNDS");
    if (env != NULL && atoi(env) > 0) g_rounds_cap = atoi(env) < 32 ? atoi(env) : 31;
    printf("gltf_anim.h %s benchmark, %s %s: the library, the textbook baseline and this driver "
           "in three translation units; median ns per channel-sample over %d rounds (5 for "
           "the largest rows); ratio = library / baseline, median of the per-round ratios; "
           "max error against the double-precision spec formulas.%s\n",
           GLTFA_VERSION_STRING, BENCH_COMPILER, BENCH_COMPILER_VERSION, rounds,
           g_rounds_cap > 0 ? " BENCH_ROUNDS caps the rounds (a short run: noisier figures)." : "");
    if (g_rounds_cap > 0) printf("rounds: at most %d per row (BENCH_ROUNDS)\n", g_rounds_cap);
    fflush(stdout);

    make_workload(&w, 0, 300, 30.0, 0, 64, 0);
    seq = sequential_times(w.duration, frames, 1);
    rnd_t = random_times(w.duration, random_count);
    row("character_seq", &w, seq, frames, 1, PATH_CURSOR, rounds);
    row("clip_seq", &w, seq, frames, 1, PATH_CLIP, rounds);
    row("character_rand", &w, rnd_t, random_count, 1, PATH_CURSOR, 7);
    row("character_rand_nocursor", &w, rnd_t, random_count, 1, PATH_NOCURSOR, 7);
    row("clip_rand", &w, rnd_t, random_count, 1, PATH_CLIP, 7);
    free(seq);
    free(rnd_t);
    seq = sequential_times(w.duration, 600, 32);
    row("crowd_seq", &w, seq, 600, 32, PATH_CLIP, 7);
    free(seq);
    seq = sequential_times(w.duration, 150, 256);
    crowd_mt("crowd_mt", &w, seq, 150, 256, 7);
    free(seq);
    free_workload(&w);

    if (wanted("character_shared_seq") || wanted("clip_shared_seq")) {
        make_workload(&w, 0, 300, 30.0, 1, 64, 0);
        seq = sequential_times(w.duration, frames, 1);
        row("character_shared_seq", &w, seq, frames, 1, PATH_CURSOR, rounds);
        row("clip_shared_seq", &w, seq, frames, 1, PATH_CLIP, rounds);
        free(seq);
        free_workload(&w);
    }
    if (wanted("clip_joint_shared_seq")) {
        make_workload(&w, 0, 300, 30.0, 2, 64, 0);
        seq = sequential_times(w.duration, frames, 1);
        row("clip_joint_shared_seq", &w, seq, frames, 1, PATH_CLIP, rounds);
        free(seq);
        free_workload(&w);
    }

    /* 192 channels of one kind, each its own times (300 keys at 30 keys/s, jittered) */
    mode_rows("step", 1, 0, 192, NULL);
    mode_rows("cubic_vec3", 2, 0, 192, NULL);
    mode_rows("cubic_quat", 3, 0, 192, NULL);
    mode_rows("rotation", 4, 0, 192, NULL);
    mode_rows("short_rotation", 4, GLTFA_SHORT, 192, "rotation");
    mode_rows("byte_rotation", 4, GLTFA_BYTE, 192, "rotation");
    mode_rows("weights8", 5, 0, 192, NULL);
    mode_rows("ubyte_weights8", 5, GLTFA_UNSIGNED_BYTE, 192, "weights8");
    mode_rows("ushort_weights8", 5, GLTFA_UNSIGNED_SHORT, 192, "weights8");
    /* the gltfpack-shaped character: 64 joints x (T, R, S), 30 Hz, 1 channel in 5 one key */
    mode_rows("gltfpack_float", 6, 0, 64, NULL);
    mode_rows("gltfpack", 6, GLTFA_SHORT, 64, "gltfpack_float");
    for (i = 0; i < 4; ++i) {
        int big = scale_keys[i] >= 3000;
        /* fixed key rate: 30 keys/s, the duration grows */
        sprintf(name, "keys%lu_rate_seq", (unsigned long)scale_keys[i]);
        if (wanted(name)) {
            make_workload(&w, 0, scale_keys[i], 30.0, 0, 64, 0);
            seq = sequential_times(w.duration, frames, 1);
            row(name, &w, seq, frames, 1, PATH_CURSOR, big ? 5 : rounds);
            free(seq);
            free_workload(&w);
        }
        /* fixed 10 s: the key rate grows (at 60 fps the playhead skips keys above 60 keys/s) */
        sprintf(name, "keys%lu_dense_seq", (unsigned long)scale_keys[i]);
        if (wanted(name) || (i == 3 && wanted("clip_keys30000_dense_seq"))) {
            make_workload(&w, 0, scale_keys[i], (double)scale_keys[i] / 10.0, 0, 64, 0);
            seq = sequential_times(w.duration, frames, 1);
            row(name, &w, seq, frames, 1, PATH_CURSOR, big ? 5 : rounds);
            if (i == 3) row("clip_keys30000_dense_seq", &w, seq, frames, 1, PATH_CLIP, 5);
            free(seq);
            free_workload(&w);
        }
    }
    for (i = 2; i < argc; ++i) {
        /* a gltfpack output, name_gltfpack=path: its original is the name=path argument */
        char orig[128];
        const char *eq = strchr(argv[i], '=');
        const char *twin = NULL;
        if (eq != NULL && eq - argv[i] > 9 && eq - argv[i] < 128 + 9 &&
            strncmp(eq - 9, "_gltfpack", 9) == 0) {
            memcpy(orig, argv[i], (size_t)(eq - argv[i]) - 9);
            orig[eq - argv[i] - 9] = '\0';
            twin = asset_arg(argc, argv, orig);
        }
        file_row(argv[i], twin, 9);
    }
    skel_row("skel_fox", asset_arg(argc, argv, "Fox"), 0, rounds);
    skel_row("skel_cesiumman", asset_arg(argc, argv, "CesiumMan"), 0, rounds);
    skel_row("skel_crowd256", asset_arg(argc, argv, "Fox"), 1, 7);
    skel_row("skel_frame_fox", asset_arg(argc, argv, "Fox"), 2, rounds);
    root_row("root_motion_cesiumman", asset_arg(argc, argv, "CesiumMan"), 2, rounds);
    every_row_line();
    return 0;
}
