/* test_clip.c - the clip layer: clips and their span, and blending (node binding and
   KHR_animation_pointer, gltf_anim_bind.h: test_nodes.c). Expected values are worked out by
   hand next to each check, or come from an independent computation (per-channel sampling
   for clips). The wrap rules have their own file, test_span.c.
   Accessor bytes are always written little-endian by the fixture (fx_fill), so every test
   runs on any host. */
#include "fixture.h"
#include "harness.h"
#include "test_list.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

static fx fa, fb;
static fx pool[6]; /* one per channel, for the tests with many channels */

/* glTF 2.0 (CLIPS AND TIME): a clip's span runs from the earliest first key to the latest last key, and its
   duration is end - start; a channel that ended holds its last value while the others go
   on; before its first key a channel holds its first value.
   A: keys 0, 1 values 0, 10.  B: keys 0.5, 3 values 100, 200 (VEC3 x only).
   A and B: span [0, 3], duration 3. At 2: A = 10 (held), B = 100 + (1.5 / 2.5) * 100 = 160.
   At 0.25: A = 2.5, B = 100. (Spans that start after 0: test_span.c.) The slots hold
   garbage before gltfa_clip_init: the clip must not depend on what they held. */
void test_clip_duration_and_holding(void)
{
    static const float ta[2] = { 0.0f, 1.0f }, tb[2] = { 0.5f, 3.0f };
    static const float va[2] = { 0, 10 }, vb[6] = { 100, 0, 0,  200, 0, 0 };
    gltfa_channel ch[2];
    gltfa_clip_slot slots[2];
    gltfa_clip clip;
    float a[1], b[3];
    CHECK_INT(fx_floats(&fa, ta, 2, va, 2, 1, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_WEIGHTS), GLTFA_SUCCESS);
    CHECK_INT(fx_floats(&fb, tb, 2, vb, 6, 3, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_TRANSLATION),
              GLTFA_SUCCESS);
    ch[0].sampler = fa.s; ch[0].dest = a;
    ch[1].sampler = fb.s; ch[1].dest = b;
    memset(slots, 0x77, sizeof slots);
    CHECK_INT(gltfa_clip_init(&clip, ch, 2, slots), GLTFA_SUCCESS);
    CHECK_BITS(gltfa_clip_start(&clip), 0.0f); CHECK_BITS(gltfa_clip_end(&clip), 3.0f);
    CHECK_BITS(gltfa_clip_duration(&clip), 3.0f);
    CHECK_INT(gltfa_clip_sample(&clip, 2.0f), GLTFA_SUCCESS);
    CHECK_BITS(a[0], 10.0f); CHECK_NEAR(b[0], 160.0, 1e-4);
    CHECK_INT(gltfa_clip_sample(&clip, 0.25f), GLTFA_SUCCESS);
    CHECK_BITS(a[0], 2.5f); CHECK_BITS(b[0], 100.0f);
    CHECK_INT(gltfa_clip_sample(&clip, gltfa_clip_end(&clip)), GLTFA_SUCCESS);
    CHECK_BITS(a[0], 10.0f); CHECK_BITS(b[0], 200.0f); /* the end pose at t == end */
    /* empty clip */
    CHECK_INT(gltfa_clip_init(&clip, NULL, 0, NULL), GLTFA_SUCCESS);
    CHECK_BITS(gltfa_clip_duration(&clip), 0.0f);
    CHECK_INT(gltfa_clip_sample(&clip, 1.0f), GLTFA_SUCCESS);
}

/* Sampling a whole clip gives exactly each channel's own result, bit for bit, over a looping
   playback with jumps; all modes and widths. */
void test_clip_equals_channels(void)
{
    static const gltfa_interp modes[6] = { GLTFA_INTERP_LINEAR, GLTFA_INTERP_STEP,
                                           GLTFA_INTERP_CUBICSPLINE, GLTFA_INTERP_LINEAR,
                                           GLTFA_INTERP_CUBICSPLINE, GLTFA_INTERP_LINEAR };
    static const gltfa_property props[6] = { GLTFA_PROPERTY_TRANSLATION, GLTFA_PROPERTY_ROTATION,
                                             GLTFA_PROPERTY_SCALE, GLTFA_PROPERTY_WEIGHTS,
                                             GLTFA_PROPERTY_ROTATION, GLTFA_PROPERTY_ROTATION };
    static const int comps[6] = { 3, 4, 3, 1, 4, 4 };
    float times[6][40], vals[6][40 * 3 * 4], out[6][8], want[8];
    gltfa_channel ch[6];
    gltfa_clip_slot slots[6];
    gltfa_clip clip;
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
        CHECK_INT(fx_floats(&pool[i], times[i], keys[i], vals[i], keys[i] * per, comps[i], modes[i],
                            props[i]), GLTFA_SUCCESS);
        ch[i].sampler = pool[i].s;
        ch[i].dest = out[i];
    }
    CHECK_INT(gltfa_clip_init(&clip, ch, 6, slots), GLTFA_SUCCESS);
    for (frame = 0; frame < 3000; ++frame) {
        float t = (float)frame / 60.0f;
        if (frame % 97 == 0) t = (float)th_rng_range(&r, -1.0, 20.0); /* jumps */
        t = gltfa_clip_time(&clip, t, GLTFA_WRAP_REPEAT, 0);
        gltfa_clip_sample(&clip, t);
        for (i = 0; i < 6; ++i) {
            size_t w = gltfa_sampler_width(&pool[i].s);
            gltfa_sampler_sample(&pool[i].s, t, want, w);
            if (memcmp(want, out[i], w * sizeof(float)) != 0) ++differ;
        }
    }
    CHECK_INT(differ, 0);
}

/* Clip misuse and the duplicate-target rule; the clip is zeroed on failure. The slots are
   required for a clip with channels (NULL only for an empty clip). */
void test_clip_errors(void)
{
    static const float t2[2] = { 0.0f, 1.0f }, v2[2] = { 0, 1 };
    gltfa_channel ch[3];
    gltfa_clip_slot slots[3];
    gltfa_clip clip;
    float a[1], b[1];
    int before = th_assert_hits;
    CHECK_INT(fx_floats(&fa, t2, 2, v2, 2, 1, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_WEIGHTS), GLTFA_SUCCESS);
    ch[0].sampler = fa.s; ch[0].dest = a;
    ch[1].sampler = fa.s; ch[1].dest = b;
    ch[2].sampler = fa.s; ch[2].dest = a; /* same destination as channel 0 */
    CHECK_INT(gltfa_clip_init(&clip, ch, 3, slots), GLTFA_ERROR_DUPLICATE_TARGET);
    CHECK_INT(clip.channel_count, 0);
    CHECK(clip.channels == NULL && clip.clip_slots == NULL);
    CHECK_INT(gltfa_clip_init(&clip, ch, 2, slots), GLTFA_SUCCESS);
    CHECK_INT(gltfa_clip_init(&clip, ch, 2, NULL), GLTFA_ERROR_INVALID_ARGUMENT); /* no slots */
    CHECK_INT(clip.channel_count, 0);
    CHECK(clip.channels == NULL && clip.clip_slots == NULL);
    ch[1].dest = NULL;
    CHECK_INT(gltfa_clip_init(&clip, ch, 2, slots), GLTFA_ERROR_INVALID_ARGUMENT);
    ch[1].dest = b;
    memset(&ch[1].sampler, 0, sizeof ch[1].sampler); /* not initialized */
    CHECK_INT(gltfa_clip_init(&clip, ch, 2, slots), GLTFA_ERROR_INVALID_ARGUMENT);
    CHECK_INT(gltfa_clip_init(NULL, ch, 1, slots), GLTFA_ERROR_INVALID_ARGUMENT);
    CHECK_INT(gltfa_clip_init(&clip, NULL, 1, slots), GLTFA_ERROR_INVALID_ARGUMENT);
    CHECK_INT(gltfa_clip_sample(NULL, 0.0f), GLTFA_ERROR_INVALID_ARGUMENT);
    CHECK_INT(th_assert_hits - before, 6);
    /* an empty clip needs no slots */
    CHECK_INT(gltfa_clip_init(&clip, NULL, 0, NULL), GLTFA_SUCCESS);
    CHECK_INT(gltfa_clip_init(&clip, ch, 0, NULL), GLTFA_SUCCESS);
    CHECK_INT(gltfa_clip_sample(&clip, 0.5f), GLTFA_SUCCESS);
    CHECK_INT(th_assert_hits - before, 6);
    CHECK_BITS(gltfa_clip_duration(NULL), 0.0f);
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

/* The clip evaluates LINEAR rotations of packed FLOAT keys four (or eight) at a time in SIMD
   lanes (the scalar code where there are none): every lane must give exactly the bits of
   that channel's own gltfa_sampler_sample. Groups of 1..11 channels, in which rotation
   channels that can share a vector are interleaved with ones that cannot (STEP,
   CUBICSPLINE, normalized SHORT, a translation), channels with their own time ranges (so
   some lanes clamp while others interpolate), keys 179 degrees apart, identical keys, keys
   whose dot is negative, tiny non-unit keys (the scaled normalization, done by the scalar
   code), a NaN key and non-increasing times in one channel (unchecked data): none of it may
   change another lane.
   Every channel has its own input, so the positions of several inputs at a time run in lanes
   too. Two clips over the one channel array, each with its own slots (two playheads: one
   plays forward with jumps, the other backward), sampled in turn: after each call every
   channel has what its own gltfa_sampler_sample_cursor gives with a cursor of that playhead
   on the same times (unchecked times, kind 5, can settle a cursor elsewhere than a fresh
   search: header, UNTRUSTED INPUT; the clip must still do what the cursor call does), and
   for valid times also what gltfa_sampler_sample gives. */
#define LANES_MAX 11
#define LANES_KEYS 12
static unsigned char lane_t[LANES_MAX][LANES_KEYS * 4];
static unsigned char lane_v[LANES_MAX][LANES_KEYS * 3 * 4 * 4];

void test_clip_simd_lanes(void)
{
    gltfa_channel ch[LANES_MAX];
    gltfa_clip_slot clip_slots[2][LANES_MAX];
    gltfa_cursor ref[2][LANES_MAX];
    float out[LANES_MAX][4], want[4], fresh[4];
    th_rng r;
    int n, c, k, j, frame, differ = 0, eligible = 0, built = 0;
    th_rng_seed(&r, 4242);
    for (n = 1; n <= LANES_MAX; ++n) {
        gltfa_clip clips[2];
        for (c = 0; c < n; ++c) {
            int kind = (c * 7 + n) % 10; /* 0..5: SIMD-eligible rotations; 6..9: others */
            int keys = 4 + th_rng_int(&r, 0, LANES_KEYS - 4);
            double t = 0.1 * c + th_rng_range(&r, 0.0, 0.3);
            gltfa_interp interp = kind == 6 ? GLTFA_INTERP_STEP : kind == 7 ? GLTFA_INTERP_CUBICSPLINE
                                                                            : GLTFA_INTERP_LINEAR;
            int ct = kind == 8 ? GLTFA_SHORT : GLTFA_FLOAT;
            int comps = kind == 9 ? 3 : 4, slots = interp == GLTFA_INTERP_CUBICSPLINE ? 3 : 1;
            gltfa_accessor in, o;
            double prev[4] = { 0, 0, 0, 1 };
            for (k = 0; k < keys; ++k) {
                th_put_f32(lane_t[c] + 4 * k, (float)t);
                t += th_rng_range(&r, 0.05, 0.4);
            }
            if (kind == 5) { /* non-increasing times: key 2 before key 1 */
                th_put_f32(lane_t[c] + 8, th_get_f32(lane_t[c] + 4) - 0.01f);
            }
            for (k = 0; k < keys * slots; ++k) {
                double q[4], len = 0;
                for (j = 0; j < 4; ++j) { q[j] = th_rng_range(&r, -1, 1); len += q[j] * q[j]; }
                for (j = 0; j < 4; ++j) q[j] /= len > 0 ? sqrt(len) : 1; /* input data only */
                if (kind == 1 && k % 2 == 1) { /* 179 degrees from the previous key */
                    q[0] = -prev[0] * 0.99996192 + 0.00872654 * prev[3];
                    q[1] = -prev[1] * 0.99996192; q[2] = -prev[2] * 0.99996192;
                    q[3] = -prev[3] * 0.99996192 - 0.00872654 * prev[0];
                }
                if (kind == 2 && k % 2 == 1) for (j = 0; j < 4; ++j) q[j] = prev[j]; /* equal */
                if (kind == 3 && k % 2 == 1) for (j = 0; j < 4; ++j) q[j] = -prev[j]; /* -q */
                if (kind == 4) for (j = 0; j < 4; ++j) q[j] *= 1e-20; /* tiny, not unit */
                for (j = 0; j < comps; ++j) {
                    unsigned char *p = lane_v[c] + (size_t)(k * comps + j) * (ct == GLTFA_SHORT ? 2 : 4);
                    if (ct == GLTFA_SHORT) th_put_component(p, ct, (double)(long)(q[j] * 32767.0));
                    else th_put_f32(p, (float)q[j]);
                }
                if (kind == 0 && n % 2 == 1 && k == 3) { /* a NaN component (unchecked) */
                    static const unsigned char nan_b[4] = { 0, 0, 0xC0, 0x7F };
                    memcpy(lane_v[c] + 4 * (size_t)(k * comps + 1), nan_b, 4);
                }
                for (j = 0; j < 4; ++j) prev[j] = q[j];
            }
            gltfa_accessor_init(&in, lane_t[c], (size_t)keys, GLTFA_FLOAT, 1);
            gltfa_accessor_init(&o, lane_v[c], (size_t)(keys * slots), ct, comps);
            o.normalized = ct == GLTFA_SHORT;
            CHECK_INT(gltfa_sampler_init(&ch[c].sampler, &in, &o, interp,
                                         comps == 3 ? GLTFA_PROPERTY_TRANSLATION : GLTFA_PROPERTY_ROTATION),
                      GLTFA_SUCCESS);
            ch[c].dest = out[c];
            eligible += kind <= 5;
            ++built;
        }
        CHECK_INT(gltfa_clip_init(&clips[0], ch, (size_t)n, clip_slots[0]), GLTFA_SUCCESS);
        CHECK_INT(gltfa_clip_init(&clips[1], ch, (size_t)n, clip_slots[1]), GLTFA_SUCCESS);
        memset(ref, 0, sizeof ref); /* a clip's positions start at key 0 */
        for (frame = 0; frame < 600; ++frame) {
            int p = frame % 2; /* the playhead */
            float t = p == 0 ? (float)frame / 90.0f : 6.0f - (float)frame / 90.0f;
            if (frame % 37 == 0) t = (float)th_rng_range(&r, -0.5, 6.0); /* jumps */
            gltfa_clip_sample(&clips[p], t);
            for (c = 0; c < n; ++c) {
                size_t w = gltfa_sampler_width(&ch[c].sampler);
                int kind = (c * 7 + n) % 10;
                gltfa_sampler_sample_cursor(&ch[c].sampler, t, &ref[p][c], want, w);
                gltfa_sampler_sample(&ch[c].sampler, t, fresh, w);
                if (memcmp(want, out[c], w * sizeof(float)) != 0 || /* NOLINT(bugprone-suspicious-memory-comparison,cert-exp42-c,cert-flp37-c) */
                    (kind != 5 && memcmp(fresh, out[c], w * sizeof(float)) != 0)) { /* NOLINT(bugprone-suspicious-memory-comparison,cert-exp42-c,cert-flp37-c) */
                    if (differ++ < 3)
                        printf("    group %d playhead %d channel %d kind %d t %.9g: %.9g %.9g %.9g %.9g want %.9g %.9g %.9g %.9g\n",
                               n, p, c, kind, (double)t, (double)out[c][0], (double)out[c][1],
                               (double)out[c][2], (double)out[c][3], (double)want[0],
                               (double)want[1], (double)want[2], (double)want[3]);
                }
            }
        }
    }
    printf("  %d channels in 11 groups (%d of them rotations that can share a vector lane)\n",
           built, eligible);
    CHECK_INT(differ, 0);
}

/* Clips decode normalized SHORT and BYTE rotation keys in lanes (where the platform has
   lanes): every value must have the per-channel call's bits (which decode one component at
   a time by the specification's max(c / 32767, -1) and max(c / 127, -1)). The keys run
   through every code, so that a decode one rounding off shows: SHORT channels of 16,385 keys
   whose components walk all 65,536 codes (the i-th component of the data is code i mod
   65536 as a signed 16-bit value; -32768 decodes to -1 by the max; channel c's accessor
   starts c components in, so each channel puts other codes in each component), BYTE channels
   of 65 keys over all 256 codes the same way, mixed in one clip with time arrays shared and
   not, so that lane sets mix the two types and the positions. An all-zero key (no
   direction: the nearer key) comes up in both. Sampled at every key, and at the middle and a
   quarter of every segment. */
#define SNORM_SHORT_KEYS 16385
#define SNORM_BYTE_KEYS 65
#define SNORM_CHANNELS 10
static unsigned char snorm_shorts[(SNORM_SHORT_KEYS * 4 + SNORM_CHANNELS) * 2];
static unsigned char snorm_bytes[SNORM_BYTE_KEYS * 4 + SNORM_CHANNELS];
static unsigned char snorm_t[2][SNORM_SHORT_KEYS * 4];

void test_clip_snorm_rotation_lanes(void)
{
    gltfa_channel ch[SNORM_CHANNELS];
    gltfa_clip_slot clip_slots[SNORM_CHANNELS];
    gltfa_clip clip;
    gltfa_cursor cur[SNORM_CHANNELS];
    float out[SNORM_CHANNELS][4], want[4];
    long k;
    int c, q, differ = 0;
    size_t samples = 0;
    for (k = 0; k < SNORM_SHORT_KEYS; ++k) {
        th_put_f32(snorm_t[0] + 4 * k, (float)k);          /* 1 s apart */
        th_put_f32(snorm_t[1] + 4 * k, (float)k * 0.75f); /* 0.75 s apart: exact */
    }
    for (k = 0; k < SNORM_SHORT_KEYS * 4 + SNORM_CHANNELS; ++k) {
        snorm_shorts[2 * k] = (unsigned char)(k & 0xFF);
        snorm_shorts[2 * k + 1] = (unsigned char)((k >> 8) & 0xFF);
    }
    for (k = 0; k < SNORM_BYTE_KEYS * 4 + SNORM_CHANNELS; ++k) snorm_bytes[k] = (unsigned char)(k & 0xFF);
    for (c = 0; c < SNORM_CHANNELS; ++c) {
        int shorts = c % 3 != 2; /* channels 2, 5, 8: BYTE */
        gltfa_accessor in, o;
        gltfa_accessor_init(&in, snorm_t[c % 2], shorts ? SNORM_SHORT_KEYS : SNORM_BYTE_KEYS,
                            GLTFA_FLOAT, 1);
        if (shorts)
            gltfa_accessor_init(&o, snorm_shorts + 2 * c, SNORM_SHORT_KEYS, GLTFA_SHORT, 4);
        else
            gltfa_accessor_init(&o, snorm_bytes + c, SNORM_BYTE_KEYS, GLTFA_BYTE, 4);
        o.normalized = 1;
        CHECK_INT(gltfa_sampler_init(&ch[c].sampler, &in, &o, GLTFA_INTERP_LINEAR,
                                     GLTFA_PROPERTY_ROTATION), GLTFA_SUCCESS);
        ch[c].dest = out[c];
        cur[c] = 0;
    }
    CHECK_INT(gltfa_clip_init(&clip, ch, SNORM_CHANNELS, clip_slots), GLTFA_SUCCESS);
    for (k = 0; k < SNORM_SHORT_KEYS; ++k)
        for (q = 0; q < 3; ++q) { /* key k, and a half and a quarter of a second after it */
            float t = (float)k + (q == 0 ? 0.0f : q == 1 ? 0.5f : 0.25f);
            CHECK_INT(gltfa_clip_sample(&clip, t), GLTFA_SUCCESS);
            for (c = 0; c < SNORM_CHANNELS; ++c) {
                gltfa_sampler_sample_cursor(&ch[c].sampler, t, &cur[c], want, 4);
                ++samples;
                if (memcmp(want, out[c], sizeof want) != 0 && differ++ < 3) /* NOLINT(bugprone-suspicious-memory-comparison,cert-exp42-c,cert-flp37-c) */
                    printf("    channel %d t %.9g: %.9g %.9g %.9g %.9g want %.9g %.9g %.9g %.9g\n", c,
                           (double)t, (double)out[c][0], (double)out[c][1], (double)out[c][2],
                           (double)out[c][3], (double)want[0], (double)want[1], (double)want[2],
                           (double)want[3]);
            }
        }
    printf("  %lu samples of %d SHORT and BYTE rotation channels\n", (unsigned long)samples,
           SNORM_CHANNELS);
    CHECK_INT(differ, 0);
}

/* Clips of one to four channels (the speed section samples clips of few channels directly,
   as per-channel calls, channels of one input sharing its cursor; others go by stages, runs
   and lanes: the count that switches is the speed section's, so every count up to 4 is
   asked) give each channel's own result, bit for bit:
   every kind of channel alone, every pair and every run of three or four of them (the kinds
   on the same six key times share an input), two channels of one sampler on one input,
   over a looping playback with jumps and at the times the position
   rules single out: each key time exactly, just before and after it, before the first key,
   after the last, -inf, +inf and NaN. Kinds: FLOAT translation LINEAR, rotation LINEAR,
   STEP, translation and rotation CUBICSPLINE, two weights LINEAR; normalized SHORT and BYTE
   rotations, normalized UNSIGNED_BYTE weights; one-key translation. */
#define FEW_KINDS 10
static fx few[FEW_KINDS];

static int few_clip_differs(const int *pick, int n, const float *special, int specials)
{
    gltfa_channel ch[4];
    gltfa_clip_slot slots[4];
    gltfa_clip clip;
    float out[4][8], want[8];
    int i, f, differ = 0;
    for (i = 0; i < n; ++i) {
        ch[i].sampler = few[pick[i]].s;
        ch[i].dest = out[i];
    }
    if (gltfa_clip_init(&clip, ch, (size_t)n, slots) != GLTFA_SUCCESS) return 1;
    for (f = 0; f < 400 + specials; ++f) {
        /* 60 fps through the span and past it, a jump every 37 frames, then the specials */
        float t = f < 400 ? (float)f / 60.0f - 0.5f : special[f - 400];
        if (f < 400 && f % 37 == 36) t = (float)((f * 7919) % 500) / 100.0f - 1.0f;
        if (gltfa_clip_sample(&clip, t) != GLTFA_SUCCESS) return 1;
        for (i = 0; i < n; ++i) {
            size_t w = gltfa_sampler_width(&ch[i].sampler);
            memset(want, 0, sizeof want);
            gltfa_sampler_sample(&ch[i].sampler, t, want, w);
            if (memcmp(want, out[i], w * sizeof(float)) != 0) { /* NOLINT(bugprone-suspicious-memory-comparison,cert-exp42-c,cert-flp37-c) */
                if (differ++ < 3)
                    printf("    kind %d of a clip of %d, t %.9g: %.9g, alone %.9g\n", pick[i], n,
                           (double)t, (double)out[i][0], (double)want[0]);
            }
        }
    }
    return differ;
}

void test_clip_few_channels(void)
{
    static const float times[6] = { 0.25f, 0.5f, 1.0f, 1.75f, 2.0f, 3.0f };
    static const unsigned char nan_b[4] = { 0, 0, 0xC0, 0x7F }, inf_b[4] = { 0, 0, 0x80, 0x7F };
    float vals[6 * 3 * 4];
    double ints[6 * 4];
    float special[6 * 3 + 5];
    th_rng r;
    int i, j, k, specials = 0, clips = 0, differ = 0, pick[4];
    th_rng_seed(&r, 4242);
    for (k = 0; k < 6 * 3 * 4; ++k) vals[k] = (float)th_rng_range(&r, -1, 1);
    CHECK_INT(fx_floats(&few[0], times, 6, vals, 18, 3, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_TRANSLATION), GLTFA_SUCCESS);
    CHECK_INT(fx_floats(&few[1], times + 1, 5, vals, 20, 4, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_ROTATION), GLTFA_SUCCESS);
    CHECK_INT(fx_floats(&few[2], times, 6, vals, 18, 3, GLTFA_INTERP_STEP, GLTFA_PROPERTY_SCALE), GLTFA_SUCCESS);
    CHECK_INT(fx_floats(&few[3], times, 6, vals, 54, 3, GLTFA_INTERP_CUBICSPLINE, GLTFA_PROPERTY_TRANSLATION), GLTFA_SUCCESS);
    CHECK_INT(fx_floats(&few[4], times, 4, vals, 48, 4, GLTFA_INTERP_CUBICSPLINE, GLTFA_PROPERTY_ROTATION), GLTFA_SUCCESS);
    CHECK_INT(fx_floats(&few[5], times + 2, 4, vals, 8, 1, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_WEIGHTS), GLTFA_SUCCESS);
    for (k = 0; k < 6 * 4; ++k) ints[k] = (double)th_rng_int(&r, -32768, 32767);
    fx_fill(&few[6], times, 6, ints, 24, 4, GLTFA_SHORT, 1, NULL);
    CHECK_INT(gltfa_sampler_init(&few[6].s, &few[6].in, &few[6].out, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_ROTATION), GLTFA_SUCCESS);
    for (k = 0; k < 6 * 4; ++k) ints[k] = (double)th_rng_int(&r, -128, 127);
    fx_fill(&few[7], times + 1, 5, ints, 20, 4, GLTFA_BYTE, 1, NULL);
    CHECK_INT(gltfa_sampler_init(&few[7].s, &few[7].in, &few[7].out, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_ROTATION), GLTFA_SUCCESS);
    for (k = 0; k < 6 * 4; ++k) ints[k] = (double)th_rng_int(&r, 0, 255);
    fx_fill(&few[8], times, 6, ints, 18, 1, GLTFA_UNSIGNED_BYTE, 1, NULL);
    CHECK_INT(gltfa_sampler_init(&few[8].s, &few[8].in, &few[8].out, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_WEIGHTS), GLTFA_SUCCESS);
    CHECK_INT(fx_floats(&few[9], times + 3, 1, vals, 3, 3, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_TRANSLATION), GLTFA_SUCCESS);
    for (k = 0; k < 6; ++k) { /* each key time, and the floats either side of it */
        special[specials++] = times[k];
        special[specials++] = times[k] * (1.0f - 1.0f / 16777216.0f);
        special[specials++] = times[k] * (1.0f + 1.0f / 8388608.0f);
    }
    special[specials++] = -1.0f;
    special[specials++] = 9.0f;
    special[specials++] = -th_get_f32(inf_b);
    special[specials++] = th_get_f32(inf_b);
    special[specials++] = th_get_f32(nan_b);
    for (i = 0; i < FEW_KINDS; ++i) { /* alone, and every pair */
        pick[0] = i;
        differ += few_clip_differs(pick, 1, special, specials);
        ++clips;
        for (j = 0; j < FEW_KINDS; ++j) {
            if (j == i) continue;
            pick[1] = j;
            differ += few_clip_differs(pick, 2, special, specials);
            ++clips;
        }
    }
    for (i = 0; i < FEW_KINDS; ++i) /* runs of three and four, wrapping around the kinds */
        for (j = 3; j <= 4; ++j) {
            for (k = 0; k < j; ++k) pick[k] = (i + k) % FEW_KINDS;
            differ += few_clip_differs(pick, j, special, specials);
            ++clips;
        }
    /* two channels of one input (one time accessor): the same sampler's keys, two dests */
    pick[0] = 0;
    pick[1] = 0;
    differ += few_clip_differs(pick, 2, special, specials);
    ++clips;
    printf("  %d clips of 1 to 4 channels, %d times each: %d values differ from the channel's own\n",
           clips, 400 + specials, differ);
    CHECK_INT(differ, 0);
}
