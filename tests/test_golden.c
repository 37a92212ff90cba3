/* test_golden.c - the reference bits (ACCURACY in gltf_anim.h): every interpolation mode,
   every property of the rules table and every component type it allows, the clip paths
   (position lanes, lane slerps, VEC3 lerps, the general kernels), the blends, the time
   mapping and rotations in the slerp's series range, gltf_anim_bind.h's world and joint
   matrices (not with TH_NO_BIND), a few thousand samples in all, against tests/golden_bits.txt: the float32 bits
   of an x86-64 build, written by `make golden`.
   A build with GLTFA_CONFIG_REFERENCE_BITS (x86-64, AArch64, wasm32 scalar and SIMD128,
   Windows x64) must give those bits exactly. Any other build (float kernels, no square-root
   instruction, FLT_EVAL_METHOD != 0) keeps ACCURACY's bound: both it and the reference are
   within 2e-6 x max(1, |v|) of the spec model (of the largest term with float kernels), so
   they must agree within twice that, of the largest magnitude in the case.
   The inputs are made from integers by exact or double arithmetic (no libm, no float
   expression the host could evaluate in excess precision), so every host builds the same
   bytes. The golden file is found at tests/golden_bits.txt from the repository's root (the
   runner's working folder on every target) or at $GLTF_ANIM_GOLDEN; without it the test
   is skipped with a line saying so. */
#include "fixture.h"
#include "harness.h"
#include "test_list.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define GD_PATH "tests/golden_bits.txt"
#define GD_KEYS 7
#define GD_TIMES 32
#define GD_MAX_WORDS 24576
#define GD_MAX_BYTES 1024

typedef struct gd_run {
    FILE *fp;           /* the golden file, read or written */
    int write;          /* 1: writing it (make golden) */
    int exact;          /* 1: bit for bit (GLTFA_CONFIG_REFERENCE_BITS) */
    int float_kernels;  /* 1: GLTFA_CONFIG_FLOAT_KERNELS (the bound of the largest term) */
    double matrix_rel;  /* > 0: a matrix case (th_golden_case): without the reference bits, within
                           this x the case's largest magnitude */
    unsigned long n;    /* words of the case being built */
    unsigned long words[GD_MAX_WORDS];
    float values[GD_MAX_WORDS];
    unsigned long cases, total, bad_cases, bad_words;
} gd_run;

static gd_run gd;

static unsigned long gd_bits(float f)
{
    unsigned char b[4];
    th_put_f32(b, f);
    return (unsigned long)b[0] | ((unsigned long)b[1] << 8) | ((unsigned long)b[2] << 16) |
           ((unsigned long)b[3] << 24);
}

static float gd_float(unsigned long u)
{
    unsigned char b[4];
    b[0] = (unsigned char)(u & 0xFF); b[1] = (unsigned char)((u >> 8) & 0xFF);
    b[2] = (unsigned char)((u >> 16) & 0xFF); b[3] = (unsigned char)((u >> 24) & 0xFF);
    return th_get_f32(b);
}

static void gd_push(const float *v, size_t count)
{
    size_t i;
    for (i = 0; i < count; ++i) {
        if (gd.n < GD_MAX_WORDS) {
            gd.values[gd.n] = v[i];
            gd.words[gd.n] = gd_bits(v[i]);
        }
        ++gd.n;
    }
}

static double gd_abs(double x) { return x < 0 ? -x : x; }

/* Reads the next token of the golden file that is not a comment (# to the end of the line). */
static int gd_token(char *tok, size_t size)
{
    int c;
    size_t len = 0;
    for (;;) {
        c = getc(gd.fp);
        if (c == EOF) return 0;
        if (c == '#') {
            while (c != '\n' && c != EOF) c = getc(gd.fp);
            continue;
        }
        if (c != ' ' && c != '\n' && c != '\r' && c != '\t') break;
    }
    while (c != EOF && c != ' ' && c != '\n' && c != '\r' && c != '\t') {
        if (len + 1 < size) tok[len++] = (char)c;
        c = getc(gd.fp);
    }
    tok[len] = '\0';
    return 1;
}

/* The case just built (gd.words[0 .. gd.n)): written, or compared with the file's. */
static void gd_case(const char *name)
{
    char tok[96];
    unsigned long i, count = 0, bad = 0;
    double tol = 0.0, scale = 1.0;
    CHECK(gd.n <= GD_MAX_WORDS);
    if (gd.n > GD_MAX_WORDS) gd.n = GD_MAX_WORDS;
    ++gd.cases;
    gd.total += gd.n;
    if (gd.write) {
        fprintf(gd.fp, "%s %lu", name, gd.n);
        for (i = 0; i < gd.n; ++i) fprintf(gd.fp, "%s%08lx", i % 8 ? " " : "\n", gd.words[i]);
        fprintf(gd.fp, "\n");
        return;
    }
    if (!gd_token(tok, sizeof tok) || strcmp(tok, name) != 0) {
        printf("  golden: expected case %s, the file has %s\n", name, tok);
        CHECK(!"golden file out of step with the test: make golden");
        ++gd.bad_cases;
        return;
    }
    if (!gd_token(tok, sizeof tok)) tok[0] = '\0';
    count = strtoul(tok, NULL, 10);
    if (count != gd.n) {
        printf("  golden: %s has %lu words, the file %lu\n", name, gd.n, count);
        CHECK(count == gd.n);
        ++gd.bad_cases;
        return;
    }
    if (!gd.exact) {
        /* twice ACCURACY's bound; with float kernels, of the case's largest magnitude */
        for (i = 0; i < gd.n; ++i)
            if (gd_abs((double)gd.values[i]) > scale) scale = gd_abs((double)gd.values[i]);
        tol = gd.float_kernels ? 4e-6 * scale : 4e-6;
        if (gd.matrix_rel > 0) tol = gd.matrix_rel * scale;
    }
    for (i = 0; i < gd.n; ++i) {
        unsigned long want;
        int ok;
        if (!gd_token(tok, sizeof tok)) tok[0] = '\0';
        want = strtoul(tok, NULL, 16);
        if (gd.exact) {
            ok = want == gd.words[i];
        } else {
            double w = (double)gd_float(want), g = (double)gd.values[i];
            double bound = gd.float_kernels || gd.matrix_rel > 0 ? tol : tol * (gd_abs(w) > 1.0 ? gd_abs(w) : 1.0);
            ok = gd_abs(g - w) <= bound;
        }
        if (!ok) {
            if (bad < 3)
                printf("  golden: %s word %lu: got %08lx (%.9g), want %08lx (%.9g)\n", name, i,
                       gd.words[i], (double)gd.values[i], want, (double)gd_float(want));
            ++bad;
        }
    }
    if (bad) {
        printf("  golden: %s: %lu of %lu words differ\n", name, bad, gd.n);
        ++gd.bad_cases;
        gd.bad_words += bad;
    }
    CHECK(bad == 0);
}

/* ---- the inputs: integers, then exact or double arithmetic ---------------------------- */

/* A component: a FLOAT value (a multiple of 1/64 in [-62.5, 62.5], or of 1/1000 in [-1, 1]
   for quaternions), or an integer code of the type. */
static double gd_component(th_rng *r, int ct, int quat)
{
    unsigned long u = th_rng_u32(r);
    switch (ct) {
    case GLTFA_BYTE: return (double)((long)(u % 256) - 128);
    case GLTFA_UNSIGNED_BYTE: return (double)(u % 256);
    case GLTFA_SHORT: return (double)((long)(u % 65536) - 32768);
    case GLTFA_UNSIGNED_SHORT: return (double)(u % 65536);
    case GLTFA_UNSIGNED_INT: return (double)u; /* large codes: the conversion rounds */
    default:
        return quat ? (double)((long)(u % 2001) - 1000) / 1000.0 : (double)((long)(u % 8001) - 4000) / 64.0;
    }
}

typedef struct gd_sampler {
    unsigned char times[GD_KEYS * 4];
    unsigned char values[GD_MAX_BYTES];
    float key_times[GD_KEYS];
    gltfa_accessor in, out;
    gltfa_sampler s;
} gd_sampler;

/* key times: a first key in {0, 0.25, 0.5, 0.75}, then steps of (7 .. 46) / 29 s */
static void gd_times(th_rng *r, gd_sampler *g, size_t keys)
{
    double t = (double)(th_rng_u32(r) % 4) * 0.25;
    size_t k;
    for (k = 0; k < keys; ++k) {
        g->key_times[k] = (float)t;
        th_put_f32(g->times + 4 * k, g->key_times[k]);
        t = (double)g->key_times[k] + (double)(7 + th_rng_u32(r) % 40) / 29.0;
    }
}

/* Builds a sampler of keys keys (times from gd_times), components x elements per key of
   type ct; returns gltfa_sampler_init's result. */
static gltfa_result gd_make(th_rng *r, gd_sampler *g, size_t keys, gltfa_interp interp,
                            gltfa_property prop, int ct, int normalized, int components,
                            size_t per_key)
{
    size_t i, comps = keys * per_key * (interp == GLTFA_INTERP_CUBICSPLINE ? 3 : 1) * (size_t)components;
    size_t cs = th_component_size(ct);
    int quat = prop == GLTFA_PROPERTY_ROTATION || prop == GLTFA_PROPERTY_QUATERNION;
    memset(g, 0, sizeof *g);
    gd_times(r, g, keys);
    if (comps * cs > GD_MAX_BYTES) return GLTFA_ERROR_INVALID_ARGUMENT;
    for (i = 0; i < comps; ++i) {
        double v = gd_component(r, ct, quat);
        if (prop == GLTFA_PROPERTY_BOOL) v = (double)((unsigned long)v % 3);
        th_put_component(g->values + i * cs, ct, v);
    }
    gltfa_accessor_init(&g->in, g->times, keys, GLTFA_FLOAT, 1);
    gltfa_accessor_init(&g->out, g->values, comps / (size_t)components, ct, components);
    g->out.normalized = normalized;
    return gltfa_sampler_init(&g->s, &g->in, &g->out, interp, prop);
}

/* ---- the cases ------------------------------------------------------------------------ */

typedef struct gd_kind {
    const char *name;
    gltfa_property prop;
    int ct, normalized, components;
    size_t per_key;
} gd_kind;

#define GD_F GLTFA_FLOAT
#define GD_B GLTFA_BYTE
#define GD_UB GLTFA_UNSIGNED_BYTE
#define GD_S GLTFA_SHORT
#define GD_US GLTFA_UNSIGNED_SHORT
#define GD_UI GLTFA_UNSIGNED_INT

/* Every row of the rules table, with every component type it allows (normalized and
   plain where both are allowed, for one row each of the any-type properties). */
static const gd_kind gd_kinds[] = {
    { "translation", GLTFA_PROPERTY_TRANSLATION, GD_F, 0, 3, 1 },
    { "scale", GLTFA_PROPERTY_SCALE, GD_F, 0, 3, 1 },
    { "rotation.float", GLTFA_PROPERTY_ROTATION, GD_F, 0, 4, 1 },
    { "rotation.byte_n", GLTFA_PROPERTY_ROTATION, GD_B, 1, 4, 1 },
    { "rotation.ubyte_n", GLTFA_PROPERTY_ROTATION, GD_UB, 1, 4, 1 },
    { "rotation.short_n", GLTFA_PROPERTY_ROTATION, GD_S, 1, 4, 1 },
    { "rotation.ushort_n", GLTFA_PROPERTY_ROTATION, GD_US, 1, 4, 1 },
    { "weights.float", GLTFA_PROPERTY_WEIGHTS, GD_F, 0, 1, 3 },
    { "weights.byte_n", GLTFA_PROPERTY_WEIGHTS, GD_B, 1, 1, 3 },
    { "weights.ubyte_n", GLTFA_PROPERTY_WEIGHTS, GD_UB, 1, 1, 3 },
    { "weights.short_n", GLTFA_PROPERTY_WEIGHTS, GD_S, 1, 1, 3 },
    { "weights.ushort_n", GLTFA_PROPERTY_WEIGHTS, GD_US, 1, 1, 3 },
    { "float.float", GLTFA_PROPERTY_FLOAT, GD_F, 0, 1, 1 },
    { "float.byte", GLTFA_PROPERTY_FLOAT, GD_B, 0, 1, 1 },
    { "float.byte_n", GLTFA_PROPERTY_FLOAT, GD_B, 1, 1, 1 },
    { "float.ubyte", GLTFA_PROPERTY_FLOAT, GD_UB, 0, 1, 1 },
    { "float.ubyte_n", GLTFA_PROPERTY_FLOAT, GD_UB, 1, 1, 1 },
    { "float.short", GLTFA_PROPERTY_FLOAT, GD_S, 0, 1, 1 },
    { "float.short_n", GLTFA_PROPERTY_FLOAT, GD_S, 1, 1, 1 },
    { "float.ushort", GLTFA_PROPERTY_FLOAT, GD_US, 0, 1, 1 },
    { "float.ushort_n", GLTFA_PROPERTY_FLOAT, GD_US, 1, 1, 1 },
    { "float.uint", GLTFA_PROPERTY_FLOAT, GD_UI, 0, 1, 1 },
    { "float2.float", GLTFA_PROPERTY_FLOAT2, GD_F, 0, 2, 1 },
    { "float2.short_n", GLTFA_PROPERTY_FLOAT2, GD_S, 1, 2, 1 },
    { "float3.float", GLTFA_PROPERTY_FLOAT3, GD_F, 0, 3, 1 },
    { "float3.ubyte", GLTFA_PROPERTY_FLOAT3, GD_UB, 0, 3, 1 },
    { "float4.float", GLTFA_PROPERTY_FLOAT4, GD_F, 0, 4, 1 },
    { "float4.ubyte_n", GLTFA_PROPERTY_FLOAT4, GD_UB, 1, 4, 1 },
    { "float4.ushort_n", GLTFA_PROPERTY_FLOAT4, GD_US, 1, 4, 1 },
    { "float_array.float", GLTFA_PROPERTY_FLOAT_ARRAY, GD_F, 0, 1, 2 },
    { "float_array.byte_n", GLTFA_PROPERTY_FLOAT_ARRAY, GD_B, 1, 1, 2 },
    { "float_array.uint", GLTFA_PROPERTY_FLOAT_ARRAY, GD_UI, 0, 1, 2 },
    { "quaternion.float", GLTFA_PROPERTY_QUATERNION, GD_F, 0, 4, 1 },
    { "quaternion.short_n", GLTFA_PROPERTY_QUATERNION, GD_S, 1, 4, 1 },
    { "quaternion.uint", GLTFA_PROPERTY_QUATERNION, GD_UI, 0, 4, 1 },
    { "vector.float", GLTFA_PROPERTY_VECTOR, GD_F, 0, 4, 1 },
    { "vector.ushort", GLTFA_PROPERTY_VECTOR, GD_US, 0, 2, 1 },
    { "vector.scalar.ubyte_n", GLTFA_PROPERTY_VECTOR, GD_UB, 1, 1, 5 },
    { "int.byte", GLTFA_PROPERTY_INT, GD_B, 0, 1, 1 },
    { "int.ushort", GLTFA_PROPERTY_INT, GD_US, 0, 1, 1 },
    { "int.uint", GLTFA_PROPERTY_INT, GD_UI, 0, 1, 1 },
    { "bool", GLTFA_PROPERTY_BOOL, GD_UB, 0, 1, 1 }
};

static const char *const gd_interp_names[3] = { "linear", "step", "cubic" };

/* Each kind in each mode it takes (INT and BOOL: STEP only), at 32 times: before the first
   key, every key exactly, 21 times between, the last key and after it. The cursor path is
   checked against the same bits on the way. */
static void gd_samplers(th_rng *r)
{
    static gd_sampler g;
    size_t c, m, j, k;
    for (c = 0; c < sizeof gd_kinds / sizeof gd_kinds[0]; ++c) {
        const gd_kind *kd = &gd_kinds[c];
        for (m = 0; m < 3; ++m) {
            char name[96];
            gltfa_interp interp = (gltfa_interp)m;
            gltfa_cursor cursor = 0;
            double t0, tl;
            int step_only = kd->prop == GLTFA_PROPERTY_INT || kd->prop == GLTFA_PROPERTY_BOOL;
            if (step_only && interp != GLTFA_INTERP_STEP) continue;
            sprintf(name, "%s.%s", gd_interp_names[m], kd->name);
            CHECK_INT(gd_make(r, &g, GD_KEYS, interp, kd->prop, kd->ct, kd->normalized,
                              kd->components, kd->per_key), GLTFA_SUCCESS);
            gd.n = 0;
            t0 = (double)g.key_times[0];
            tl = (double)g.key_times[GD_KEYS - 1];
            for (j = 0; j < GD_TIMES; ++j) {
                float tc, out[16], cur[16];
                size_t w = gltfa_sampler_width(&g.s);
                if (j == 0) tc = (float)(t0 - 1.0);
                else if (j <= GD_KEYS) tc = g.key_times[j - 1];
                else if (j < GD_TIMES - 2) tc = (float)(t0 + (tl - t0) * ((double)(j - GD_KEYS - 1) + 0.318) / 22.0);
                else tc = (float)(j == GD_TIMES - 2 ? tl : tl + 0.5);
                memset(out, 0, sizeof out);
                CHECK_INT(gltfa_sampler_sample(&g.s, tc, out, 16), GLTFA_SUCCESS);
                CHECK_INT(gltfa_sampler_sample_cursor(&g.s, tc, &cursor, cur, 16), GLTFA_SUCCESS);
                for (k = 0; k < w; ++k) CHECK(gd_bits(cur[k]) == gd_bits(out[k]));
                gd_push(out, w);
            }
            gd_case(name);
        }
    }
}

/* A clip of 26 channels over 7 input accessors (4 position lanes and the rest), sampled
   over three seconds of 60 fps playback looping, then 40 jumps: 10 rotations of packed
   FLOAT keys (lane slerps), 8 translations and scales (VEC3 lerps), a normalized rotation,
   a cubic rotation, a cubic translation, weights, a STEP translation, a float4 color, a
   vector of plain integers, a 2-key sampler. */
#define GD_CLIP_CHANNELS 26
#define GD_CLIP_INPUTS 7
static void gd_clip(th_rng *r)
{
    static const gd_kind rot = { "", GLTFA_PROPERTY_ROTATION, GD_F, 0, 4, 1 };
    static const gd_kind tra = { "", GLTFA_PROPERTY_TRANSLATION, GD_F, 0, 3, 1 };
    static const gd_kind sca = { "", GLTFA_PROPERTY_SCALE, GD_F, 0, 3, 1 };
    static const gd_kind more[8] = {
        { "", GLTFA_PROPERTY_ROTATION, GD_S, 1, 4, 1 }, { "", GLTFA_PROPERTY_ROTATION, GD_F, 0, 4, 1 },
        { "", GLTFA_PROPERTY_TRANSLATION, GD_F, 0, 3, 1 }, { "", GLTFA_PROPERTY_WEIGHTS, GD_UB, 1, 1, 4 },
        { "", GLTFA_PROPERTY_TRANSLATION, GD_F, 0, 3, 1 }, { "", GLTFA_PROPERTY_FLOAT4, GD_F, 0, 4, 1 },
        { "", GLTFA_PROPERTY_VECTOR, GD_S, 0, 3, 1 }, { "", GLTFA_PROPERTY_ROTATION, GD_F, 0, 4, 1 } };
    static const gltfa_interp more_interp[8] = {
        GLTFA_INTERP_LINEAR, GLTFA_INTERP_CUBICSPLINE, GLTFA_INTERP_CUBICSPLINE, GLTFA_INTERP_LINEAR,
        GLTFA_INTERP_STEP, GLTFA_INTERP_LINEAR, GLTFA_INTERP_LINEAR, GLTFA_INTERP_LINEAR };
    static const size_t input_keys[GD_CLIP_INPUTS] = { 7, 5, 6, 7, 3, 2, 7 };
    static gd_sampler g[GD_CLIP_CHANNELS];
    static gltfa_channel ch[GD_CLIP_CHANNELS];
    static gltfa_clip_slot slots[GD_CLIP_CHANNELS];
    static float dest[GD_CLIP_CHANNELS][16];
    gltfa_clip clip;
    size_t i, j;
    for (i = 0; i < GD_CLIP_CHANNELS; ++i) {
        /* channel i reads input i % 7 (the last one its own 2 keys) */
        const gd_kind *kd = i < 10 ? &rot : i < 18 ? (i % 2 ? &sca : &tra) : &more[i - 18];
        gltfa_interp interp = i < 18 ? GLTFA_INTERP_LINEAR : more_interp[i - 18];
        size_t keys = i + 1 == GD_CLIP_CHANNELS ? 2 : input_keys[i % GD_CLIP_INPUTS];
        CHECK_INT(gd_make(r, &g[i], keys, interp, kd->prop, kd->ct, kd->normalized, kd->components,
                          kd->per_key), GLTFA_SUCCESS);
        /* channels of one input share its accessor, the first one's key times */
        if (i >= GD_CLIP_INPUTS && i + 1 < GD_CLIP_CHANNELS)
            CHECK_INT(gltfa_sampler_init(&g[i].s, &g[i % GD_CLIP_INPUTS].in, &g[i].out, interp, kd->prop),
                      GLTFA_SUCCESS);
        ch[i].sampler = g[i].s;
        ch[i].dest = dest[i];
    }
    CHECK_INT(gltfa_clip_init(&clip, ch, GD_CLIP_CHANNELS, slots), GLTFA_SUCCESS);
    gd.n = 0;
    for (j = 0; j < 220; ++j) {
        float tc;
        if (j < 180) tc = gltfa_clip_time(&clip, (float)((double)j / 60.0), GLTFA_WRAP_REPEAT, 0);
        else tc = (float)((double)(th_rng_u32(r) % 12001) / 1000.0 - 1.0);
        CHECK_INT(gltfa_clip_sample(&clip, tc), GLTFA_SUCCESS);
        for (i = 0; i < GD_CLIP_CHANNELS; ++i) gd_push(dest[i], gltfa_sampler_width(&ch[i].sampler));
    }
    gd_case("clip");
}

/* gltfa_wrap_time over ranges, times and modes; integer arithmetic in the library, so
   every build, float-only ones included, has the same bits. */
static void gd_wrap(th_rng *r)
{
    static const double ends[6][2] = { { 0.0, 2.5 }, { 0.25, 1.0 }, { 1.0 / 3.0, 7.0 / 3.0 },
                                       { 0.0, 1.0 / 60.0 }, { 100.0, 100.5 }, { 2.0, 2.0 } };
    size_t e, j;
    int mode;
    gd.n = 0;
    for (e = 0; e < 6; ++e)
        for (mode = 0; mode < 3; ++mode)
            for (j = 0; j < 12; ++j) {
                float t = (float)((double)(th_rng_u32(r) % 100000) / 997.0 - 20.0);
                float w = gltfa_wrap_time(t, (float)ends[e][0], (float)ends[e][1], (gltfa_wrap)mode,
                                          j % 3 == 2 ? 3ul : 0ul);
                gd_push(&w, 1);
            }
    gd_case("wrap_time");
}

/* The blends: vectors, quaternions (the slerp kernel), additive layers. */
static void gd_blend(th_rng *r)
{
    size_t j, k;
    gd.n = 0;
    for (j = 0; j < 64; ++j) {
        float a[4], b[4], c[4], out[4], w = (float)((double)(th_rng_u32(r) % 1001) / 1000.0);
        for (k = 0; k < 4; ++k) {
            a[k] = (float)gd_component(r, GD_F, 1);
            b[k] = (float)gd_component(r, GD_F, 1);
            c[k] = (float)gd_component(r, GD_F, 1);
        }
        gltfa_blend_vec(out, a, b, 4, w);
        gd_push(out, 4);
        gltfa_blend_quat(out, a, b, w);
        gd_push(out, 4);
        gltfa_add_vec(out, a, b, c, 4, w);
        gd_push(out, 4);
        gltfa_add_quat(out, a, b, c, w);
        gd_push(out, 4);
    }
    gd_case("blend");
}

/* Rotations whose keys are close (the slerp's series range, 0.95 <= d < 0.999999, where the
   shipped assets' segments are; gd_samplers' random keys are far apart): eight channels of
   GD_KEYS keys on one input, each key the exact unit quaternion
   (2a, 2b, 2c, 1 - a^2 - b^2 - c^2) / (1 + a^2 + b^2 + c^2) of rationals a, b, c that move by
   at most 0.06 a key (in double, then rounded to float), every other channel's keys
   negated from its fourth key on (the shortest arc); sampled per channel (with and without
   a cursor) and as a clip (the lane slerps) at 32 times. */
static void gd_near_rotations(th_rng *r)
{
    static gd_sampler g[8];
    static gltfa_channel ch[8];
    static gltfa_clip_slot slots[8];
    static float dest[8][4];
    gltfa_clip clip;
    size_t i, j, k;
    for (i = 0; i < 8; ++i) {
        double a = (double)(th_rng_u32(r) % 201) / 100.0 - 1.0, b = (double)(th_rng_u32(r) % 201) / 100.0 - 1.0;
        double c = (double)(th_rng_u32(r) % 201) / 100.0 - 1.0;
        memset(&g[i], 0, sizeof g[i]);
        gd_times(r, &g[i], GD_KEYS);
        for (k = 0; k < GD_KEYS; ++k) {
            double n = 1.0 + a * a + b * b + c * c, q[4], sg = (i % 2 && k >= 3) ? -1.0 : 1.0;
            q[0] = 2.0 * a / n; q[1] = 2.0 * b / n; q[2] = 2.0 * c / n; q[3] = (1.0 - a * a - b * b - c * c) / n;
            for (j = 0; j < 4; ++j) th_put_f32(g[i].values + 16 * k + 4 * j, (float)(sg * q[j]));
            a += (double)(th_rng_u32(r) % 121) / 1000.0 - 0.06;
            b += (double)(th_rng_u32(r) % 121) / 1000.0 - 0.06;
            c += (double)(th_rng_u32(r) % 121) / 1000.0 - 0.06;
        }
        gltfa_accessor_init(&g[i].in, g[0].times, GD_KEYS, GLTFA_FLOAT, 1);
        gltfa_accessor_init(&g[i].out, g[i].values, GD_KEYS, GLTFA_FLOAT, 4);
        CHECK_INT(gltfa_sampler_init(&g[i].s, &g[i].in, &g[i].out, GLTFA_INTERP_LINEAR,
                                     GLTFA_PROPERTY_ROTATION), GLTFA_SUCCESS);
        ch[i].sampler = g[i].s;
        ch[i].dest = dest[i];
    }
    CHECK_INT(gltfa_clip_init(&clip, ch, 8, slots), GLTFA_SUCCESS);
    gd.n = 0;
    for (j = 0; j < GD_TIMES; ++j) {
        double t0 = (double)g[0].key_times[0], tl = (double)g[0].key_times[GD_KEYS - 1];
        float tc = (float)(t0 + (tl - t0) * ((double)j + 0.318) / (double)GD_TIMES);
        CHECK_INT(gltfa_clip_sample(&clip, tc), GLTFA_SUCCESS);
        for (i = 0; i < 8; ++i) {
            float out[4];
            gltfa_cursor cursor = 0;
            CHECK_INT(gltfa_sampler_sample(&g[i].s, tc, out, 4), GLTFA_SUCCESS);
            for (k = 0; k < 4; ++k) CHECK(gd_bits(out[k]) == gd_bits(dest[i][k]));
            CHECK_INT(gltfa_sampler_sample_cursor(&g[i].s, tc, &cursor, out, 4), GLTFA_SUCCESS);
            for (k = 0; k < 4; ++k) CHECK(gd_bits(out[k]) == gd_bits(dest[i][k]));
            gd_push(dest[i], 4);
        }
    }
    gd_case("linear.rotation.near");
}

/* A case of float results made elsewhere (gd_skeleton in tests/test_skeleton.c): written or
   compared as the others; without the reference bits within rel x the case's largest
   magnitude (0: ACCURACY's bound, as the others). */
void th_golden_case(const char *name, const float *v, unsigned long count, double rel)
{
    gd.n = 0;
    gd.matrix_rel = rel;
    gd_push(v, count);
    gd_case(name);
    gd.matrix_rel = 0;
}

void test_golden_bits(void)
{
    static th_rng r;
    const char *write = getenv("GLTF_ANIM_GOLDEN_WRITE"), *path = getenv("GLTF_ANIM_GOLDEN");
    unsigned config = gltfa_config();
    if (path == NULL || path[0] == '\0') path = GD_PATH;
    memset(&gd, 0, sizeof gd);
    gd.exact = (config & GLTFA_CONFIG_REFERENCE_BITS) != 0;
    gd.float_kernels = (config & GLTFA_CONFIG_FLOAT_KERNELS) != 0;
    if (write != NULL && write[0] != '\0') {
        if (!gd.exact) {
            printf("  golden: refusing to write %s: this build does not give the reference bits\n", write);
            CHECK(gd.exact);
            return;
        }
        gd.write = 1;
        gd.fp = fopen(write, "w");
        CHECK(gd.fp != NULL);
        if (gd.fp == NULL) return;
        fprintf(gd.fp, "# gltf_anim.h golden bits (tests/test_golden.c): the float32 results of a build with\n"
                       "# GLTFA_CONFIG_REFERENCE_BITS, case by case: name, word count, then the words in hex.\n"
                       "# Written by `make golden` on x86-64; a change here is a change of results.\n");
    } else {
        gd.fp = fopen(path, "r");
        if (gd.fp == NULL) {
            th_skip("golden bits: tests/golden_bits.txt not found (run from the repository's root, or set GLTF_ANIM_GOLDEN)");
            return;
        }
    }
    th_rng_seed(&r, 20261202ul);
    gd_samplers(&r);
    gd_clip(&r);
    gd_wrap(&r);
    gd_blend(&r);
    gd_near_rotations(&r);
#ifndef TH_NO_BIND
    th_golden_skeleton(&r); /* tests/test_skeleton.c */
    th_golden_root_motion(&r); /* tests/test_root_motion.c */
#endif
    fclose(gd.fp);
    printf("  golden: %lu cases, %lu words %s%s\n", gd.cases, gd.total,
           gd.write ? "written to " : gd.exact ? "compared bit for bit with " :
           "compared within twice ACCURACY's bound (this build does not promise the reference bits) with ",
           gd.write ? write : path);
    if (gd.bad_cases) printf("  golden: %lu cases, %lu words differ\n", gd.bad_cases, gd.bad_words);
}
