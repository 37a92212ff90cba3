/* test_clip.c - the clip layer: clips, wrap modes, node binding, KHR_animation_pointer and
   blending. Expected values are worked out by hand next to each check, or come from an
   independent computation (double-precision fmod for the wrap, per-channel sampling for
   clips). */
#include "fixture.h"
#include "harness.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

void test_clip_duration_and_holding(void);
void test_clip_equals_channels(void);
void test_clip_errors(void);
void test_wrap_modes_by_hand(void);
void test_wrap_edges(void);
void test_wrap_hour_at_60fps(void);
void test_nodes_three_calls(void);
void test_nodes_errors(void);
void test_pointer_parse_valid(void);
void test_pointer_parse_errors(void);
void test_pointer_samplers(void);
void test_blend_by_hand(void);

static fx fa, fb, fc;

/* SPEC 3: duration = max last key time; a channel that ended holds its last value while
   the others go on; before its first key a channel holds its first value.
   A: keys 0, 1 values 0, 10.  B: keys 0.5, 3 values 100, 200 (VEC3 x only).
   At 2: A = 10 (held), B = 100 + (1.5 / 2.5) * 100 = 160. At 0.25: A = 2.5, B = 100. */
void test_clip_duration_and_holding(void)
{
    static const float ta[2] = { 0.0f, 1.0f }, tb[2] = { 0.5f, 3.0f };
    static const float va[2] = { 0, 10 }, vb[6] = { 100, 0, 0,  200, 0, 0 };
    gltfa_channel ch[2];
    gltfa_cursor cur[2] = { 77, 77 };
    gltfa_clip clip;
    float a[1], b[3];
    CHECK_INT(fx_floats(&fa, ta, 2, va, 2, 1, GLTFA_INTERP_LINEAR, GLTFA_TARGET_WEIGHTS), GLTFA_SUCCESS);
    CHECK_INT(fx_floats(&fb, tb, 2, vb, 6, 3, GLTFA_INTERP_LINEAR, GLTFA_TARGET_TRANSLATION),
              GLTFA_SUCCESS);
    ch[0].sampler = fa.s; ch[0].target = a;
    ch[1].sampler = fb.s; ch[1].target = b;
    CHECK_INT(gltfa_clip_init(&clip, ch, 2, cur), GLTFA_SUCCESS);
    CHECK_INT(cur[0], 0); /* cursors reset */
    CHECK_BITS(gltfa_clip_duration(&clip), 3.0f);
    CHECK_INT(gltfa_clip_sample(&clip, 2.0f), GLTFA_SUCCESS);
    CHECK_BITS(a[0], 10.0f); CHECK_NEAR(b[0], 160.0, 1e-4);
    CHECK_INT(gltfa_clip_sample(&clip, 0.25f), GLTFA_SUCCESS);
    CHECK_BITS(a[0], 2.5f); CHECK_BITS(b[0], 100.0f);
    CHECK_INT(gltfa_clip_sample(&clip, gltfa_clip_duration(&clip)), GLTFA_SUCCESS);
    CHECK_BITS(a[0], 10.0f); CHECK_BITS(b[0], 200.0f); /* the end pose at t == duration */
    /* empty clip */
    CHECK_INT(gltfa_clip_init(&clip, NULL, 0, NULL), GLTFA_SUCCESS);
    CHECK_BITS(gltfa_clip_duration(&clip), 0.0f);
    CHECK_INT(gltfa_clip_sample(&clip, 1.0f), GLTFA_SUCCESS);
}

/* Sampling a whole clip gives exactly each channel's own result, bit for bit, over a looping
   playback with jumps, with and without cursors; all modes and widths. */
void test_clip_equals_channels(void)
{
    static fx f[6];
    static const gltfa_interp modes[6] = { GLTFA_INTERP_LINEAR, GLTFA_INTERP_STEP,
                                           GLTFA_INTERP_CUBICSPLINE, GLTFA_INTERP_LINEAR,
                                           GLTFA_INTERP_CUBICSPLINE, GLTFA_INTERP_LINEAR };
    static const gltfa_target targets[6] = { GLTFA_TARGET_TRANSLATION, GLTFA_TARGET_ROTATION,
                                             GLTFA_TARGET_SCALE, GLTFA_TARGET_WEIGHTS,
                                             GLTFA_TARGET_ROTATION, GLTFA_TARGET_ROTATION };
    static const int comps[6] = { 3, 4, 3, 1, 4, 4 };
    float times[6][40], vals[6][40 * 3 * 4], out[6][8], want[8];
    gltfa_channel ch[6];
    gltfa_cursor cur[6];
    gltfa_clip clip, plain;
    th_rng r;
    size_t keys[6];
    int i, k, frame, differ = 0;
    th_rng_seed(&r, 99);
    for (i = 0; i < 6; ++i) {
        size_t per = (size_t)comps[i] * (comps[i] == 1 ? 5 : 1) * (modes[i] == GLTFA_INTERP_CUBICSPLINE ? 3 : 1);
        double t = th_rng_range(&r, 0.0, 0.5);
        keys[i] = (size_t)th_rng_int(&r, 2, 40);
        for (k = 0; k < (int)keys[i]; ++k) {
            times[i][k] = (float)t;
            t += th_rng_range(&r, 0.01, 0.3);
        }
        for (k = 0; k < (int)(keys[i] * per); ++k) vals[i][k] = (float)th_rng_range(&r, -1, 1);
        CHECK_INT(fx_floats(&f[i], times[i], keys[i], vals[i], keys[i] * per, comps[i], modes[i],
                            targets[i]), GLTFA_SUCCESS);
        ch[i].sampler = f[i].s;
        ch[i].target = out[i];
    }
    CHECK_INT(gltfa_clip_init(&clip, ch, 6, cur), GLTFA_SUCCESS);
    CHECK_INT(gltfa_clip_init(&plain, ch, 6, NULL), GLTFA_SUCCESS);
    for (frame = 0; frame < 3000; ++frame) {
        float t = (float)frame / 60.0f;
        if (frame % 97 == 0) t = (float)th_rng_range(&r, -1.0, 20.0); /* jumps */
        t = gltfa_wrap_time(t, gltfa_clip_duration(&clip), GLTFA_WRAP_REPEAT, 0);
        gltfa_clip_sample(frame % 2 ? &clip : &plain, t);
        for (i = 0; i < 6; ++i) {
            size_t w = gltfa_sampler_width(&f[i].s);
            gltfa_sampler_sample(&f[i].s, t, want, w);
            if (memcmp(want, out[i], w * sizeof(float)) != 0) ++differ;
        }
    }
    CHECK_INT(differ, 0);
}

/* Clip misuse and the duplicate-target rule; the clip is zeroed on failure. */
void test_clip_errors(void)
{
    static const float t2[2] = { 0.0f, 1.0f }, v2[2] = { 0, 1 };
    gltfa_channel ch[3];
    gltfa_clip clip;
    float a[1], b[1];
    int before = th_assert_hits;
    CHECK_INT(fx_floats(&fa, t2, 2, v2, 2, 1, GLTFA_INTERP_LINEAR, GLTFA_TARGET_WEIGHTS), GLTFA_SUCCESS);
    ch[0].sampler = fa.s; ch[0].target = a;
    ch[1].sampler = fa.s; ch[1].target = b;
    ch[2].sampler = fa.s; ch[2].target = a; /* same target as channel 0 */
    CHECK_INT(gltfa_clip_init(&clip, ch, 3, NULL), GLTFA_ERROR_DUPLICATE_TARGET);
    CHECK_INT(clip.channel_count, 0);
    CHECK_INT(gltfa_clip_init(&clip, ch, 2, NULL), GLTFA_SUCCESS);
    ch[1].target = NULL;
    CHECK_INT(gltfa_clip_init(&clip, ch, 2, NULL), GLTFA_ERROR_INVALID_ARGUMENT);
    ch[1].target = b;
    memset(&ch[1].sampler, 0, sizeof ch[1].sampler); /* not initialized */
    CHECK_INT(gltfa_clip_init(&clip, ch, 2, NULL), GLTFA_ERROR_INVALID_ARGUMENT);
    CHECK_INT(gltfa_clip_init(NULL, ch, 1, NULL), GLTFA_ERROR_INVALID_ARGUMENT);
    CHECK_INT(gltfa_clip_init(&clip, NULL, 1, NULL), GLTFA_ERROR_INVALID_ARGUMENT);
    CHECK_INT(gltfa_clip_sample(NULL, 0.0f), GLTFA_ERROR_INVALID_ARGUMENT);
    CHECK_INT(th_assert_hits - before, 5);
    CHECK_BITS(gltfa_clip_duration(NULL), 0.0f);
}

/* Wrap modes, duration 2, by hand:
   CLAMP: -1 -> 0, 0.5 -> 0.5, 2 -> 2, 3 -> 2.
   REPEAT: 0 -> 0, 0.5 -> 0.5, 2 -> 2 (end pose, not 0), 2.5 -> 0.5, 4 -> 2, -0.5 -> 1.5,
           -2 -> 0.
   PINGPONG: 0.5 -> 0.5, 2 -> 2, 2.5 -> 1.5, 3.5 -> 0.5, 4 -> 0, 4.5 -> 0.5, -0.5 -> 0.5.
   play_count 2: REPEAT 3 -> 1 (second pass), 4 -> 2, 9 -> 2 (holds the end), -1 -> 0;
   PINGPONG 2 passes: 3 -> 1 (backward pass), 4 -> 0, 9 -> 0 (ended at the start);
   PINGPONG 3 passes: 9 -> 2. */
void test_wrap_modes_by_hand(void)
{
    CHECK_BITS(gltfa_wrap_time(-1.0f, 2.0f, GLTFA_WRAP_CLAMP, 0), 0.0f);
    CHECK_BITS(gltfa_wrap_time(0.5f, 2.0f, GLTFA_WRAP_CLAMP, 0), 0.5f);
    CHECK_BITS(gltfa_wrap_time(2.0f, 2.0f, GLTFA_WRAP_CLAMP, 0), 2.0f);
    CHECK_BITS(gltfa_wrap_time(3.0f, 2.0f, GLTFA_WRAP_CLAMP, 0), 2.0f);
    CHECK_BITS(gltfa_wrap_time(0.0f, 2.0f, GLTFA_WRAP_REPEAT, 0), 0.0f);
    CHECK_BITS(gltfa_wrap_time(0.5f, 2.0f, GLTFA_WRAP_REPEAT, 0), 0.5f);
    CHECK_BITS(gltfa_wrap_time(2.0f, 2.0f, GLTFA_WRAP_REPEAT, 0), 2.0f);
    CHECK_BITS(gltfa_wrap_time(2.5f, 2.0f, GLTFA_WRAP_REPEAT, 0), 0.5f);
    CHECK_BITS(gltfa_wrap_time(4.0f, 2.0f, GLTFA_WRAP_REPEAT, 0), 2.0f);
    CHECK_BITS(gltfa_wrap_time(-0.5f, 2.0f, GLTFA_WRAP_REPEAT, 0), 1.5f);
    CHECK_BITS(gltfa_wrap_time(-2.0f, 2.0f, GLTFA_WRAP_REPEAT, 0), 0.0f);
    CHECK_BITS(gltfa_wrap_time(0.5f, 2.0f, GLTFA_WRAP_PINGPONG, 0), 0.5f);
    CHECK_BITS(gltfa_wrap_time(2.0f, 2.0f, GLTFA_WRAP_PINGPONG, 0), 2.0f);
    CHECK_BITS(gltfa_wrap_time(2.5f, 2.0f, GLTFA_WRAP_PINGPONG, 0), 1.5f);
    CHECK_BITS(gltfa_wrap_time(3.5f, 2.0f, GLTFA_WRAP_PINGPONG, 0), 0.5f);
    CHECK_BITS(gltfa_wrap_time(4.0f, 2.0f, GLTFA_WRAP_PINGPONG, 0), 0.0f);
    CHECK_BITS(gltfa_wrap_time(4.5f, 2.0f, GLTFA_WRAP_PINGPONG, 0), 0.5f);
    CHECK_BITS(gltfa_wrap_time(-0.5f, 2.0f, GLTFA_WRAP_PINGPONG, 0), 0.5f);
    CHECK_BITS(gltfa_wrap_time(3.0f, 2.0f, GLTFA_WRAP_REPEAT, 2), 1.0f);
    CHECK_BITS(gltfa_wrap_time(4.0f, 2.0f, GLTFA_WRAP_REPEAT, 2), 2.0f);
    CHECK_BITS(gltfa_wrap_time(9.0f, 2.0f, GLTFA_WRAP_REPEAT, 2), 2.0f);
    CHECK_BITS(gltfa_wrap_time(-1.0f, 2.0f, GLTFA_WRAP_REPEAT, 2), 0.0f);
    CHECK_BITS(gltfa_wrap_time(3.0f, 2.0f, GLTFA_WRAP_PINGPONG, 2), 1.0f);
    CHECK_BITS(gltfa_wrap_time(4.0f, 2.0f, GLTFA_WRAP_PINGPONG, 2), 0.0f);
    CHECK_BITS(gltfa_wrap_time(9.0f, 2.0f, GLTFA_WRAP_PINGPONG, 2), 0.0f);
    CHECK_BITS(gltfa_wrap_time(9.0f, 2.0f, GLTFA_WRAP_PINGPONG, 3), 2.0f);
    CHECK_BITS(gltfa_wrap_time(1.0f, 2.0f, GLTFA_WRAP_REPEAT, 1), 1.0f);
    CHECK_BITS(gltfa_wrap_time(2.0f, 2.0f, GLTFA_WRAP_REPEAT, 1), 2.0f);
}

/* Zero-length clips, NaN and infinite times and durations, t just above the duration:
   defined, finite, never a division by zero. */
void test_wrap_edges(void)
{
    static const unsigned char nan_b[4] = { 0, 0, 0xC0, 0x7F }, inf_b[4] = { 0, 0, 0x80, 0x7F };
    float nan_f = th_get_f32(nan_b), inf_f = th_get_f32(inf_b);
    int m;
    for (m = 0; m < 3; ++m) {
        gltfa_wrap w = (gltfa_wrap)m;
        CHECK_BITS(gltfa_wrap_time(5.0f, 0.0f, w, 0), 0.0f);   /* zero-length */
        CHECK_BITS(gltfa_wrap_time(5.0f, -1.0f, w, 0), 0.0f);
        CHECK_BITS(gltfa_wrap_time(5.0f, nan_f, w, 0), 0.0f);
        CHECK_BITS(gltfa_wrap_time(5.0f, inf_f, w, 0), 0.0f);
        CHECK_BITS(gltfa_wrap_time(nan_f, 2.0f, w, 0), 0.0f);
        CHECK_BITS(gltfa_wrap_time(-nan_f, 2.0f, w, 0), 0.0f);
        CHECK_BITS(gltfa_wrap_time(-inf_f, 2.0f, w, 0), 0.0f);
        CHECK_BITS(gltfa_wrap_time(inf_f, 2.0f, w, 0), 2.0f);
        CHECK_BITS(gltfa_wrap_time(3.0e38f, 2.0f, w, 0), m == 2 ? 0.0f : 2.0f); /* 3e38 = k*4 */
        CHECK_BITS(gltfa_wrap_time(-0.0f, 2.0f, w, 0), 0.0f);
    }
    /* one float step above the duration: just past the start of the next loop */
    CHECK_BITS(gltfa_wrap_time(th_next_up(2.0f), 2.0f, GLTFA_WRAP_REPEAT, 0), th_next_up(2.0f) - 2.0f);
    CHECK_BITS(gltfa_wrap_time(th_next_up(2.0f), 2.0f, GLTFA_WRAP_PINGPONG, 0), 4.0f - th_next_up(2.0f));
    CHECK_BITS(gltfa_wrap_time(th_next_up(2.0f), 2.0f, GLTFA_WRAP_CLAMP, 0), 2.0f);
    CHECK_BITS(gltfa_wrap_time(inf_f, 2.0f, GLTFA_WRAP_PINGPONG, 2), 0.0f);
    /* a duration over FLT_MAX / 2 (2d overflows; found by fuzz_clip): t in (d, 2d) maps
       to 2d - t = d - (t - d), computed without overflow */
    CHECK_BITS(gltfa_wrap_time(3.0e38f, 1.8e38f, GLTFA_WRAP_PINGPONG, 0), 1.8e38f - (3.0e38f - 1.8e38f));
    CHECK(gltfa_wrap_time(3.0e38f, 1.8e38f, GLTFA_WRAP_PINGPONG, 0) < 1.8e38f);
    /* tiny durations */
    CHECK_BITS(gltfa_wrap_time(1.0f, 1e-30f, GLTFA_WRAP_REPEAT, 0),
               (float)fmod(1.0, (double)1e-30f) == 0.0f ? 1e-30f : (float)fmod(1.0, (double)1e-30f));
}

/* An hour of looping at 60 fps: every frame's wrapped time equals the exact remainder
   (double fmod of the same float inputs, which is exact and representable), for REPEAT
   and PINGPONG, with a duration that is not a nice binary fraction. */
void test_wrap_hour_at_60fps(void)
{
    const float d = 1.2345f;
    long frame, bad = 0;
    for (frame = 0; frame <= 216000; ++frame) {
        float t = (float)((double)frame / 60.0);
        double r = fmod((double)t, (double)d), pp = fmod((double)t, 2.0 * (double)d);
        float want = (r == 0.0 && t > 0.0f) ? d : (float)r;
        float want_pp = pp <= (double)d ? (float)pp : (float)(2.0 * (double)d - pp);
        float got = gltfa_wrap_time(t, d, GLTFA_WRAP_REPEAT, 0);
        float got_pp = gltfa_wrap_time(t, d, GLTFA_WRAP_PINGPONG, 0);
        if (memcmp(&got, &want, sizeof got) != 0 || memcmp(&got_pp, &want_pp, sizeof got) != 0) {
            if (bad++ < 3)
                printf("    frame %ld t %.9g: repeat %.9g want %.9g, pingpong %.9g want %.9g\n",
                       frame, (double)t, (double)got, (double)want, (double)got_pp, (double)want_pp);
        }
        if (!(got >= 0.0f && got <= d && got_pp >= 0.0f && got_pp <= d)) ++bad;
    }
    CHECK_INT(bad, 0);
}

/* The three-call playback on a node list: rest poses in, one call to build, one to sample.
   Node 0 translation LINEAR (0,0,0) -> (2,4,6) over 1 s; node 1 rotation STEP; node 2
   two morph weights. Non-animated properties keep their rest values. */
void test_nodes_three_calls(void)
{
    static const float t2[2] = { 0.0f, 1.0f };
    static const float tr[6] = { 0, 0, 0,  2, 4, 6 };
    static const float ro[8] = { 0, 0, 0, 1,  0, 0, 1, 0 };
    static const float we[4] = { 0, 1,  1, 0 };
    gltfa_trs poses[4];
    float w2[2] = { 9, 9 };
    float *weights[4];
    size_t counts[4] = { 0, 0, 2, 0 }, bad = 99;
    gltfa_nodes nodes;
    gltfa_channel_desc desc[3];
    gltfa_channel ch[3];
    gltfa_cursor cur[3];
    gltfa_clip clip;
    int i;
    for (i = 0; i < 4; ++i) {
        poses[i].translation[0] = (float)i; poses[i].translation[1] = 0; poses[i].translation[2] = 0;
        poses[i].rotation[0] = 0; poses[i].rotation[1] = 0; poses[i].rotation[2] = 0; poses[i].rotation[3] = 1;
        poses[i].scale[0] = poses[i].scale[1] = poses[i].scale[2] = 2.0f;
        weights[i] = NULL;
    }
    weights[2] = w2;
    memset(desc, 0, sizeof desc);
    nodes.poses = poses; nodes.node_count = 4; nodes.weights = weights; nodes.weight_counts = counts;
    fx_fill(&fa, t2, 2, (const double *)0, 0, 3, GLTFA_FLOAT, 0, NULL); /* times only */
    gltfa_accessor_init(&desc[0].input, fa.in.data, 2, GLTFA_FLOAT, 1);
    desc[1].input = desc[0].input; desc[2].input = desc[0].input;
    gltfa_accessor_init(&desc[0].output, tr, 2, GLTFA_FLOAT, 3);  /* host floats: LE host */
    gltfa_accessor_init(&desc[1].output, ro, 2, GLTFA_FLOAT, 4);
    gltfa_accessor_init(&desc[2].output, we, 4, GLTFA_FLOAT, 1);
    desc[0].interp = GLTFA_INTERP_LINEAR; desc[0].node = 0; desc[0].path = GLTFA_TARGET_TRANSLATION;
    desc[1].interp = GLTFA_INTERP_STEP; desc[1].node = 1; desc[1].path = GLTFA_TARGET_ROTATION;
    desc[2].interp = GLTFA_INTERP_LINEAR; desc[2].node = 2; desc[2].path = GLTFA_TARGET_WEIGHTS;
    {
        unsigned long one = 1;
        if (*(unsigned char *)&one != 1) { th_skip("host floats are not glTF bytes on big-endian"); return; }
    }
    CHECK_INT(gltfa_clip_init_nodes(&clip, ch, cur, desc, 3, &nodes, &bad), GLTFA_SUCCESS);
    CHECK_INT(gltfa_clip_sample(&clip, gltfa_wrap_time(0.25f, gltfa_clip_duration(&clip),
                                                       GLTFA_WRAP_REPEAT, 0)), GLTFA_SUCCESS);
    CHECK_BITS(poses[0].translation[0], 0.5f); CHECK_BITS(poses[0].translation[2], 1.5f);
    CHECK_BITS(poses[0].rotation[3], 1.0f); CHECK_BITS(poses[0].scale[0], 2.0f); /* rest */
    CHECK_BITS(poses[1].translation[0], 1.0f); CHECK_BITS(poses[1].rotation[3], 1.0f);
    CHECK_BITS(w2[0], 0.25f); CHECK_BITS(w2[1], 0.75f);
    CHECK_BITS(poses[3].translation[0], 3.0f); CHECK_BITS(poses[3].scale[2], 2.0f);
    CHECK_INT(gltfa_clip_sample(&clip, 1.0f), GLTFA_SUCCESS);
    CHECK_BITS(poses[1].rotation[2], 1.0f); CHECK_BITS(poses[1].rotation[3], 0.0f);
    CHECK_INT(bad, 99);
}

/* Binding errors: node out of range, a weights channel whose width differs from the node's
   weight count, a node without weights, a rotation channel on a translation, duplicates. */
void test_nodes_errors(void)
{
    static const float t2[2] = { 0.0f, 1.0f };
    static const float tr[6] = { 0, 0, 0,  2, 4, 6 };
    static const float we[6] = { 0, 1, 0,  1, 0, 1 };
    gltfa_trs poses[2];
    float w[2];
    float *weights[2];
    size_t counts[2] = { 2, 0 }, bad = 99;
    gltfa_nodes nodes;
    gltfa_channel_desc desc[2];
    gltfa_channel ch[2];
    gltfa_clip clip;
    memset(poses, 0, sizeof poses);
    memset(desc, 0, sizeof desc);
    w[0] = w[1] = 0.0f;
    weights[0] = w; weights[1] = NULL;
    nodes.poses = poses; nodes.node_count = 2; nodes.weights = weights; nodes.weight_counts = counts;
    fx_fill(&fa, t2, 2, (const double *)0, 0, 3, GLTFA_FLOAT, 0, NULL);
    gltfa_accessor_init(&desc[0].input, fa.in.data, 2, GLTFA_FLOAT, 1);
    desc[1].input = desc[0].input;
    gltfa_accessor_init(&desc[0].output, tr, 2, GLTFA_FLOAT, 3);
    desc[0].interp = GLTFA_INTERP_LINEAR; desc[0].node = 2; desc[0].path = GLTFA_TARGET_TRANSLATION;
    desc[1] = desc[0];
    CHECK_INT(gltfa_clip_init_nodes(&clip, ch, NULL, desc, 1, &nodes, &bad), GLTFA_ERROR_NODE_INDEX);
    CHECK_INT(bad, 0);
    desc[0].node = 1;
    desc[1].node = 1; /* the same (node, path) twice */
    CHECK_INT(gltfa_clip_init_nodes(&clip, ch, NULL, desc, 2, &nodes, &bad), GLTFA_ERROR_DUPLICATE_TARGET);
    CHECK_INT(bad, 1);
    gltfa_accessor_init(&desc[1].output, we, 6, GLTFA_FLOAT, 1); /* 3 weights per key */
    desc[1].path = GLTFA_TARGET_WEIGHTS;
    desc[1].node = 0;
    CHECK_INT(gltfa_clip_init_nodes(&clip, ch, NULL, desc, 2, &nodes, &bad), GLTFA_ERROR_WIDTH_MISMATCH);
    CHECK_INT(bad, 1);
    desc[1].node = 1; /* node 1 has no weights */
    CHECK_INT(gltfa_clip_init_nodes(&clip, ch, NULL, desc, 2, &nodes, &bad), GLTFA_ERROR_WIDTH_MISMATCH);
    /* binding directly: a translation sampler cannot drive a rotation */
    CHECK_INT(gltfa_sampler_init(&ch[0].sampler, &desc[0].input, &desc[0].output,
                                 GLTFA_INTERP_LINEAR, GLTFA_TARGET_TRANSLATION), GLTFA_SUCCESS);
    ch[0].target = NULL;
    CHECK_INT(gltfa_channel_bind(&ch[0], &nodes, 0, GLTFA_TARGET_ROTATION), GLTFA_ERROR_WIDTH_MISMATCH);
    CHECK_INT(gltfa_channel_bind(&ch[0], &nodes, 0, GLTFA_TARGET_VECTOR), GLTFA_ERROR_UNKNOWN_TARGET);
    CHECK(ch[0].target == NULL);
    CHECK_INT(gltfa_channel_bind(&ch[0], &nodes, 1, GLTFA_TARGET_SCALE), GLTFA_SUCCESS);
    CHECK(ch[0].target == poses[1].scale);
    /* a sampler error is reported with its channel */
    desc[0].output.count = 3;
    CHECK_INT(gltfa_clip_init_nodes(&clip, ch, NULL, desc, 2, &nodes, &bad), GLTFA_ERROR_COUNT_MISMATCH);
    CHECK_INT(bad, 0);
}

typedef struct ptr_case {
    const char *pointer;
    gltfa_value_type type;
    size_t width;
    gltfa_target target, node_path;
    size_t index_count, i0, i1;
} ptr_case;

/* Pointers from the glTF 2.0 Asset Object Model, classified. */
void test_pointer_parse_valid(void)
{
    static const ptr_case cases[] = {
        { "/nodes/3/rotation", GLTFA_VALUE_FLOAT4, 4, GLTFA_TARGET_QUATERNION, GLTFA_TARGET_ROTATION, 1, 3, 0 },
        { "/nodes/0/translation", GLTFA_VALUE_FLOAT3, 3, GLTFA_TARGET_VECTOR, GLTFA_TARGET_TRANSLATION, 1, 0, 0 },
        { "/nodes/12/scale", GLTFA_VALUE_FLOAT3, 3, GLTFA_TARGET_VECTOR, GLTFA_TARGET_SCALE, 1, 12, 0 },
        { "/nodes/0/weights", GLTFA_VALUE_FLOAT_ARRAY, 0, GLTFA_TARGET_VECTOR, GLTFA_TARGET_WEIGHTS, 1, 0, 0 },
        { "/nodes/0/weights/2", GLTFA_VALUE_FLOAT, 1, GLTFA_TARGET_VECTOR, GLTFA_TARGET_WEIGHTS, 2, 0, 2 },
        { "/meshes/1/weights/7", GLTFA_VALUE_FLOAT, 1, GLTFA_TARGET_VECTOR, GLTFA_TARGET_NONE, 2, 1, 7 },
        { "/meshes/4/weights", GLTFA_VALUE_FLOAT_ARRAY, 0, GLTFA_TARGET_VECTOR, GLTFA_TARGET_NONE, 1, 4, 0 },
        { "/materials/1/pbrMetallicRoughness/baseColorFactor", GLTFA_VALUE_FLOAT4, 4, GLTFA_TARGET_VECTOR, GLTFA_TARGET_NONE, 1, 1, 0 },
        { "/materials/0/emissiveFactor", GLTFA_VALUE_FLOAT3, 3, GLTFA_TARGET_VECTOR, GLTFA_TARGET_NONE, 1, 0, 0 },
        { "/materials/0/alphaCutoff", GLTFA_VALUE_FLOAT, 1, GLTFA_TARGET_VECTOR, GLTFA_TARGET_NONE, 1, 0, 0 },
        { "/cameras/0/perspective/yfov", GLTFA_VALUE_FLOAT, 1, GLTFA_TARGET_VECTOR, GLTFA_TARGET_NONE, 1, 0, 0 },
        { "/cameras/2/orthographic/xmag", GLTFA_VALUE_FLOAT, 1, GLTFA_TARGET_VECTOR, GLTFA_TARGET_NONE, 1, 2, 0 },
        { "/extensions/KHR_lights_punctual/lights/0/color", GLTFA_VALUE_FLOAT3, 3, GLTFA_TARGET_VECTOR, GLTFA_TARGET_NONE, 1, 0, 0 },
        { "/extensions/KHR_lights_punctual/lights/5/spot/outerConeAngle", GLTFA_VALUE_FLOAT, 1, GLTFA_TARGET_VECTOR, GLTFA_TARGET_NONE, 1, 5, 0 },
        { "/materials/0/pbrMetallicRoughness/baseColorTexture/extensions/KHR_texture_transform/offset", GLTFA_VALUE_FLOAT2, 2, GLTFA_TARGET_VECTOR, GLTFA_TARGET_NONE, 1, 0, 0 },
        { "/materials/3/normalTexture/extensions/KHR_texture_transform/rotation", GLTFA_VALUE_FLOAT, 1, GLTFA_TARGET_VECTOR, GLTFA_TARGET_NONE, 1, 3, 0 },
        { "/materials/0/extensions/KHR_materials_clearcoat/clearcoatNormalTexture/extensions/KHR_texture_transform/scale", GLTFA_VALUE_FLOAT2, 2, GLTFA_TARGET_VECTOR, GLTFA_TARGET_NONE, 1, 0, 0 },
        { "/materials/0/extensions/KHR_materials_volume/attenuationColor", GLTFA_VALUE_FLOAT3, 3, GLTFA_TARGET_VECTOR, GLTFA_TARGET_NONE, 1, 0, 0 },
        { "/materials/0/extensions/KHR_materials_emissive_strength/emissiveStrength", GLTFA_VALUE_FLOAT, 1, GLTFA_TARGET_VECTOR, GLTFA_TARGET_NONE, 1, 0, 0 },
        { "/nodes/2/extensions/KHR_node_visibility/visible", GLTFA_VALUE_BOOL, 1, GLTFA_TARGET_VECTOR, GLTFA_TARGET_NONE, 1, 2, 0 },
        { "/extensions/EXT_lights_image_based/lights/0/rotation", GLTFA_VALUE_FLOAT4, 4, GLTFA_TARGET_VECTOR, GLTFA_TARGET_NONE, 1, 0, 0 },
        { "/nodes/4294967295/rotation", GLTFA_VALUE_FLOAT4, 4, GLTFA_TARGET_QUATERNION, GLTFA_TARGET_ROTATION, 1, 4294967295UL, 0 }
    };
    size_t i;
    for (i = 0; i < sizeof cases / sizeof cases[0]; ++i) {
        gltfa_pointer p;
        gltfa_result r = gltfa_pointer_parse(cases[i].pointer, &p);
        if (r != GLTFA_SUCCESS) printf("    %s: %s\n", cases[i].pointer, gltfa_result_name(r));
        CHECK_INT(r, GLTFA_SUCCESS);
        if (r != GLTFA_SUCCESS) continue;
        CHECK_INT(p.type, cases[i].type);
        CHECK_INT(p.width, cases[i].width);
        CHECK_INT(p.target, cases[i].target);
        CHECK_INT(p.node_path, cases[i].node_path);
        CHECK_INT(p.index_count, cases[i].index_count);
        CHECK_INT(p.index[0], cases[i].i0);
        if (cases[i].index_count > 1) CHECK_INT(p.index[1], cases[i].i1);
    }
}

/* Malformed pointers are errors, and so are well-formed ones that name nothing animatable:
   no guessing. */
void test_pointer_parse_errors(void)
{
    static const char *const syntax[] = {
        "", "nodes/0/rotation", "/", "/nodes//rotation", "/nodes/01/rotation",
        "/nodes/-1/rotation", "/nodes/x/rotation", "/nodes/0/rotation/", "//nodes/0/rotation",
        "/nodes/0x1/rotation", "/nodes/99999999999999999999999999/rotation",
        "/materials/0/pbrMetallicRoughness/baseColor~2Factor", "/nodes/~/rotation",
        "/materials/a/emissiveFactor", "/nodes/ 1/rotation"
    };
    static const char *const unknown[] = {
        "/nodes/0/rotatio", "/nodes/0/matrix", "/nodes/0/rotation/0", "/nodes/0/mesh",
        "/materials/0/pbrMetallicRoughness/baseColorFactor/0", "/materials/0/name",
        "/animations/0/channels", "/nodes", "/cameras/0/perspective", "/extras/speed",
        "/materials/0/pbrMetallicRoughness/baseColorTexture/extensions/KHR_texture_transform/texCoord",
        "/materials/0/baseColor/extensions/KHR_texture_transform/offset",
        "/nodes/0/extensions/KHR_node_visibility/visible/x",
        "/materials/0/pbrMetallicRoughness/base~0ColorFactor",
        "/a/b/c/d/e/f/g/h/i/j/k/l/m/n/o"
    };
    size_t i;
    gltfa_pointer p;
    for (i = 0; i < sizeof syntax / sizeof syntax[0]; ++i) {
        gltfa_result r = gltfa_pointer_parse(syntax[i], &p);
        if (r != GLTFA_ERROR_POINTER_SYNTAX) printf("    \"%s\": %s\n", syntax[i], gltfa_result_name(r));
        CHECK_INT(r, GLTFA_ERROR_POINTER_SYNTAX);
    }
    for (i = 0; i < sizeof unknown / sizeof unknown[0]; ++i) {
        gltfa_result r = gltfa_pointer_parse(unknown[i], &p);
        if (r != GLTFA_ERROR_POINTER_UNKNOWN) printf("    \"%s\": %s\n", unknown[i], gltfa_result_name(r));
        CHECK_INT(r, GLTFA_ERROR_POINTER_UNKNOWN);
    }
    CHECK_INT(gltfa_pointer_parse(NULL, &p), GLTFA_ERROR_POINTER_SYNTAX);
}

/* Samplers for pointer targets: type rules, STEP-only for int and bool, integer conversion,
   and quaternion-or-not decided by the pointer: the same two float4 keys (0,0,0,2) and
   (0,0,2,0) slerp and normalize for /nodes/0/rotation (half way: (0,0,0.7071,0.7071)) but
   interpolate component-wise for a base color (half way: (0,0,1,1)). */
void test_pointer_samplers(void)
{
    static const float t2[2] = { 0.0f, 1.0f };
    static const double q[8] = { 0, 0, 0, 2,  0, 0, 2, 0 };
    static const double shorts[2] = { 3, -7 };
    static const double bools[2] = { 0, 200 };
    static const double norm_shorts[2] = { 32767, -32768 };
    gltfa_pointer rot, color, vis, yfov, weights, intp;
    float out[4];
    CHECK_INT(gltfa_pointer_parse("/nodes/0/rotation", &rot), GLTFA_SUCCESS);
    CHECK_INT(gltfa_pointer_parse("/materials/0/pbrMetallicRoughness/baseColorFactor", &color), GLTFA_SUCCESS);
    CHECK_INT(gltfa_pointer_parse("/nodes/1/extensions/KHR_node_visibility/visible", &vis), GLTFA_SUCCESS);
    CHECK_INT(gltfa_pointer_parse("/cameras/0/perspective/yfov", &yfov), GLTFA_SUCCESS);
    CHECK_INT(gltfa_pointer_parse("/meshes/0/weights", &weights), GLTFA_SUCCESS);
    fx_fill(&fa, t2, 2, q, 8, 4, GLTFA_FLOAT, 0, NULL);
    CHECK_INT(gltfa_sampler_init_pointer(&fa.s, &fa.in, &fa.out, GLTFA_INTERP_LINEAR, &rot), GLTFA_SUCCESS);
    fx_sample(&fa, 0.5f, out);
    CHECK_NEAR(out[2], 0.70710678, 2e-7); CHECK_NEAR(out[3], 0.70710678, 2e-7);
    CHECK_INT(gltfa_sampler_init_pointer(&fa.s, &fa.in, &fa.out, GLTFA_INTERP_LINEAR, &color), GLTFA_SUCCESS);
    fx_sample(&fa, 0.5f, out);
    CHECK_BITS(out[2], 1.0f); CHECK_BITS(out[3], 1.0f);
    fx_sample(&fa, 0.0f, out);
    CHECK_BITS(out[3], 2.0f); /* a colour key is not normalized */
    /* float: non-normalized SHORT converts to the equal float; normalized uses the formula */
    fx_fill(&fb, t2, 2, shorts, 2, 1, GLTFA_SHORT, 0, NULL);
    CHECK_INT(gltfa_sampler_init_pointer(&fb.s, &fb.in, &fb.out, GLTFA_INTERP_LINEAR, &yfov), GLTFA_SUCCESS);
    fx_sample(&fb, 0.0f, out); CHECK_BITS(out[0], 3.0f);
    fx_sample(&fb, 0.5f, out); CHECK_BITS(out[0], -2.0f); /* (3 - 7) / 2 */
    fx_fill(&fb, t2, 2, norm_shorts, 2, 1, GLTFA_SHORT, 1, NULL);
    CHECK_INT(gltfa_sampler_init_pointer(&fb.s, &fb.in, &fb.out, GLTFA_INTERP_LINEAR, &yfov), GLTFA_SUCCESS);
    fx_sample(&fb, 1.0f, out); CHECK_BITS(out[0], -1.0f);
    /* float with a VEC2 output: wrong type */
    fx_fill(&fb, t2, 2, q, 4, 2, GLTFA_FLOAT, 0, NULL);
    CHECK_INT(gltfa_sampler_init_pointer(&fb.s, &fb.in, &fb.out, GLTFA_INTERP_LINEAR, &yfov), GLTFA_ERROR_COMPONENT_COUNT);
    /* float[] with N = 2 per key */
    fx_fill(&fb, t2, 2, q, 4, 1, GLTFA_FLOAT, 0, NULL);
    CHECK_INT(gltfa_sampler_init_pointer(&fb.s, &fb.in, &fb.out, GLTFA_INTERP_LINEAR, &weights), GLTFA_SUCCESS);
    CHECK_INT(gltfa_sampler_width(&fb.s), 2);
    /* a float property given N values per key is a count mismatch */
    CHECK_INT(gltfa_sampler_init_pointer(&fb.s, &fb.in, &fb.out, GLTFA_INTERP_LINEAR, &yfov), GLTFA_ERROR_COUNT_MISMATCH);
    /* bool: STEP only, UNSIGNED_BYTE only; 200 reads back as 200 (true) */
    fx_fill(&fc, t2, 2, bools, 2, 1, GLTFA_UNSIGNED_BYTE, 0, NULL);
    CHECK_INT(gltfa_sampler_init_pointer(&fc.s, &fc.in, &fc.out, GLTFA_INTERP_LINEAR, &vis), GLTFA_ERROR_STEP_ONLY);
    CHECK_INT(gltfa_sampler_init_pointer(&fc.s, &fc.in, &fc.out, GLTFA_INTERP_CUBICSPLINE, &vis), GLTFA_ERROR_STEP_ONLY);
    CHECK_INT(gltfa_sampler_init_pointer(&fc.s, &fc.in, &fc.out, (gltfa_interp)9, &vis), GLTFA_ERROR_UNKNOWN_INTERPOLATION);
    CHECK_INT(gltfa_sampler_init_pointer(&fc.s, &fc.in, &fc.out, GLTFA_INTERP_STEP, &vis), GLTFA_SUCCESS);
    fx_sample(&fc, 0.5f, out); CHECK_BITS(out[0], 0.0f);
    fx_sample(&fc, 1.0f, out); CHECK_BITS(out[0], 200.0f);
    fc.out.normalized = 1;
    CHECK_INT(gltfa_sampler_init_pointer(&fc.s, &fc.in, &fc.out, GLTFA_INTERP_STEP, &vis), GLTFA_ERROR_COMPONENT_TYPE);
    fx_fill(&fc, t2, 2, shorts, 2, 1, GLTFA_SHORT, 0, NULL);
    CHECK_INT(gltfa_sampler_init_pointer(&fc.s, &fc.in, &fc.out, GLTFA_INTERP_STEP, &vis), GLTFA_ERROR_COMPONENT_TYPE);
    /* int (no ratified property has this type yet; the rules still apply): non-normalized
       integers, STEP */
    intp = yfov;
    intp.type = GLTFA_VALUE_INT;
    CHECK_INT(gltfa_sampler_init_pointer(&fc.s, &fc.in, &fc.out, GLTFA_INTERP_LINEAR, &intp), GLTFA_ERROR_STEP_ONLY);
    CHECK_INT(gltfa_sampler_init_pointer(&fc.s, &fc.in, &fc.out, GLTFA_INTERP_STEP, &intp), GLTFA_SUCCESS);
    fx_sample(&fc, 1.0f, out); CHECK_BITS(out[0], -7.0f);
    fx_fill(&fc, t2, 2, q, 2, 1, GLTFA_FLOAT, 0, NULL);
    CHECK_INT(gltfa_sampler_init_pointer(&fc.s, &fc.in, &fc.out, GLTFA_INTERP_STEP, &intp), GLTFA_ERROR_COMPONENT_TYPE);
}

static double qlen(const float *q)
{
    return sqrt((double)q[0] * (double)q[0] + (double)q[1] * (double)q[1] +
                (double)q[2] * (double)q[2] + (double)q[3] * (double)q[3]);
}

/* Blending by hand.
   blend_vec (1,2,3) -> (3,6,9) at 0.25: (1.5, 3, 4.5); weights clamp: 1.5 -> b, NaN -> a.
   blend_quat identity -> 90 deg about z at 0.5: 45 deg about z (0,0,0.3826834,0.9238795);
   with b stored as -q: the same rotation (shortest arc).
   add_vec pose (1,1,1) + 0.5 ((3,5,7) - (1,1,1)) = (2, 3, 4).
   add_quat: pose identity, reference identity, clip 90 deg about z, w 0.5 -> 45 deg about z;
   pose 90 deg about x (0.7071,0,0,0.7071), reference = clip -> pose unchanged;
   pose 90 deg about x, reference identity, clip 90 deg about z, w 1 -> pose * clip
   = (0.5, -0.5, 0.5, 0.5): Hamilton product of a = (s,0,0,s) and b = (0,0,s,s), s = sqrt 1/2:
   x = aw bx + ax bw + ay bz - az by = s s = 0.5; y = aw by - ax bz + ay bw + az bx = -s s;
   z = aw bz + ax by - ay bx + az bw = s s; w = aw bw - ax bx - ay by - az bz = s s. */
void test_blend_by_hand(void)
{
    static const unsigned char nan_b[4] = { 0, 0, 0xC0, 0x7F };
    const float s = 0.70710678f;
    float a[3] = { 1, 2, 3 }, b[3] = { 3, 6, 9 }, out[4];
    float id[4] = { 0, 0, 0, 1 }, qz[4], qzn[4], qx[4], ones[3] = { 1, 1, 1 }, c[3] = { 3, 5, 7 };
    gltfa_trs pa, pb, pr;
    int i;
    qz[0] = 0; qz[1] = 0; qz[2] = s; qz[3] = s;
    for (i = 0; i < 4; ++i) qzn[i] = -qz[i];
    qx[0] = s; qx[1] = 0; qx[2] = 0; qx[3] = s;
    gltfa_blend_vec(out, a, b, 3, 0.25f);
    CHECK_BITS(out[0], 1.5f); CHECK_BITS(out[1], 3.0f); CHECK_BITS(out[2], 4.5f);
    gltfa_blend_vec(out, a, b, 3, 1.5f);
    CHECK_BITS(out[0], 3.0f);
    gltfa_blend_vec(out, a, b, 3, th_get_f32(nan_b));
    CHECK_BITS(out[0], 1.0f);
    gltfa_blend_vec(a, a, b, 3, 0.5f); /* in place */
    CHECK_BITS(a[0], 2.0f); CHECK_BITS(a[2], 6.0f);
    gltfa_blend_quat(out, id, qz, 0.5f);
    CHECK_NEAR(out[2], 0.3826834, 2e-7); CHECK_NEAR(out[3], 0.9238795, 2e-7);
    gltfa_blend_quat(out, id, qzn, 0.5f);
    CHECK_NEAR(out[2], 0.3826834, 2e-7); CHECK_NEAR(out[3], 0.9238795, 2e-7);
    gltfa_blend_quat(out, id, qz, 0.0f);
    CHECK_NEAR(out[3], 1.0, 1.2e-7); CHECK_NEAR(out[2], 0.0, 1.2e-7); /* w = 0: a, within a rounding */
    gltfa_add_vec(out, ones, c, ones, 3, 0.5f);
    CHECK_BITS(out[0], 2.0f); CHECK_BITS(out[1], 3.0f); CHECK_BITS(out[2], 4.0f);
    gltfa_add_quat(out, id, qz, id, 0.5f);
    CHECK_NEAR(out[2], 0.3826834, 2e-7); CHECK_NEAR(out[3], 0.9238795, 2e-7);
    gltfa_add_quat(out, qx, qz, qz, 1.0f);
    CHECK_NEAR(out[0], s, 2e-7); CHECK_NEAR(out[3], s, 2e-7); CHECK_NEAR(out[2], 0.0, 2e-7);
    gltfa_add_quat(out, qx, qz, id, 1.0f);
    CHECK_NEAR(out[0], 0.5, 2e-7); CHECK_NEAR(out[1], -0.5, 2e-7);
    CHECK_NEAR(out[2], 0.5, 2e-7); CHECK_NEAR(out[3], 0.5, 2e-7);
    CHECK_NEAR(qlen(out), 1.0, 1e-6);
    /* whole poses */
    memset(&pa, 0, sizeof pa); memset(&pb, 0, sizeof pb);
    pa.rotation[3] = 1; pb.rotation[2] = s; pb.rotation[3] = s;
    pa.scale[0] = pa.scale[1] = pa.scale[2] = 1; pb.scale[0] = pb.scale[1] = pb.scale[2] = 3;
    pb.translation[1] = 4;
    gltfa_trs_blend(&pr, &pa, &pb, 0.5f);
    CHECK_BITS(pr.translation[1], 2.0f); CHECK_BITS(pr.scale[2], 2.0f);
    CHECK_NEAR(pr.rotation[2], 0.3826834, 2e-7);
    gltfa_trs_add(&pr, &pa, &pb, &pa, 0.5f);
    CHECK_BITS(pr.translation[1], 2.0f); CHECK_BITS(pr.scale[0], 2.0f);
    CHECK_NEAR(pr.rotation[2], 0.3826834, 2e-7);
}
