/* test_plan.c - the clip pipeline: the order gltfa_clip_init decides once in the caller's
   slots (channels grouped by input accessor, each input searched once per frame wherever
   its channels are listed, several inputs at once in lanes, then the channels kernel by
   kernel), re-initialization over the same slots, and unchecked key times. Expected values
   are the library's own per-channel results (gltfa_sampler_sample and
   gltfa_sampler_sample_cursor, bit for bit). (gltfa_clip_init_nodes's duplicate checks:
   test_nodes.c.) */
#include "harness.h"
#include "test_list.h"
#include "../gltf_anim.h"
#include <stdio.h>
#include <string.h>

#define PL_INPUTS 5
#define PL_KEYS 16
#define PL_MAX 40
#define PL_KINDS 8

static unsigned char pl_times[PL_INPUTS][PL_KEYS * 4];
static unsigned char pl_vals[PL_MAX][PL_KEYS * 3 * 4 * 4 + 4];
static size_t pl_keys[PL_INPUTS];

/* Channel kinds: what the clip's order sorts by (lane slerp, VEC3 lerp, general, CUBICSPLINE,
   STEP). */
static gltfa_result pl_channel(th_rng *r, int kind, int input, unsigned char *vals,
                               gltfa_sampler *s)
{
    static const gltfa_interp interp[PL_KINDS] = {
        GLTFA_INTERP_LINEAR, GLTFA_INTERP_LINEAR, GLTFA_INTERP_STEP, GLTFA_INTERP_LINEAR,
        GLTFA_INTERP_CUBICSPLINE, GLTFA_INTERP_LINEAR, GLTFA_INTERP_STEP, GLTFA_INTERP_CUBICSPLINE };
    static const gltfa_property prop[PL_KINDS] = {
        GLTFA_PROPERTY_TRANSLATION, GLTFA_PROPERTY_ROTATION, GLTFA_PROPERTY_ROTATION,
        GLTFA_PROPERTY_ROTATION, GLTFA_PROPERTY_SCALE, GLTFA_PROPERTY_WEIGHTS,
        GLTFA_PROPERTY_TRANSLATION, GLTFA_PROPERTY_ROTATION };
    static const int comps[PL_KINDS] = { 3, 4, 4, 4, 3, 1, 3, 4 };
    gltfa_accessor in, out;
    size_t keys = pl_keys[input], per, j;
    int ct = kind == 3 ? GLTFA_SHORT : GLTFA_FLOAT;
    per = (size_t)comps[kind] * (kind == 5 ? 3 : 1) *
          (interp[kind] == GLTFA_INTERP_CUBICSPLINE ? 3 : 1);
    for (j = 0; j < keys * per; ++j) {
        double v = th_rng_range(r, -1, 1);
        if (ct == GLTFA_SHORT) th_put_component(vals + 2 * j, ct, (double)(long)(v * 32767.0));
        else th_put_f32(vals + 4 * j, (float)v);
    }
    gltfa_accessor_init(&in, pl_times[input], keys, GLTFA_FLOAT, 1);
    gltfa_accessor_init(&out, vals, keys * per / (size_t)comps[kind], ct, comps[kind]);
    out.normalized = ct == GLTFA_SHORT;
    return gltfa_sampler_init(s, &in, &out, interp[kind], prop[kind]);
}

/* Random clips of 1..40 channels over 5 shared inputs, listed in random order (channels of
   one input far apart, STEP channels before the LINEAR ones of their input), every kind;
   sampled on a playback with jumps, times outside the keys and non-finite times (NaN,
   +inf, -inf): every channel must have the bits of its own gltfa_sampler_sample, and of its
   own gltfa_sampler_sample_cursor on the same times (also for channels that share their
   input, whose search the clip shares). */
void test_clip_pipeline_equals_channels(void)
{
    static gltfa_channel ch[PL_MAX];
    static gltfa_cursor ref[PL_MAX];
    static gltfa_clip_slot slots[PL_MAX];
    static float out[PL_MAX][8];
    float want[8], fresh[8];
    th_rng r;
    int round, i, k, frame, differ = 0, samples = 0;
    th_rng_seed(&r, 2026);
    for (i = 0; i < PL_INPUTS; ++i) {
        double t = th_rng_range(&r, 0.0, 0.5) * (i % 2);
        pl_keys[i] = (size_t)(i == 0 ? 1 : 2 + th_rng_int(&r, 0, PL_KEYS - 2));
        for (k = 0; k < (int)pl_keys[i]; ++k) {
            th_put_f32(pl_times[i] + 4 * k, (float)t);
            t += th_rng_range(&r, 0.02, 0.3);
        }
    }
    for (round = 0; round < 60; ++round) {
        gltfa_clip clip;
        int n = 1 + th_rng_int(&r, 0, PL_MAX - 1);
        for (i = 0; i < n; ++i) {
            int kind = th_rng_int(&r, 0, PL_KINDS - 1);
            int input = th_rng_int(&r, 0, PL_INPUTS - 1);
            if (kind == 4 || kind == 7) input = 1 + th_rng_int(&r, 0, PL_INPUTS - 2); /* 2+ keys */
            /* keys at every alignment: the four-lane code loads them unaligned */
            CHECK_INT(pl_channel(&r, kind, input, pl_vals[i] + i % 4, &ch[i].sampler), GLTFA_SUCCESS);
            ch[i].dest = out[i];
        }
        CHECK_INT(gltfa_clip_init(&clip, ch, (size_t)n, slots), GLTFA_SUCCESS);
        memset(ref, 0, sizeof ref);
        for (frame = 0; frame < 120; ++frame) {
            static const unsigned char bad[3][4] = { { 0, 0, 0xC0, 0x7F }, { 0, 0, 0x80, 0x7F },
                                                     { 0, 0, 0x80, 0xFF } };
            float t = (float)frame / 60.0f - 0.2f;
            if (frame % 29 == 0) t = (float)th_rng_range(&r, -1.0, 6.0); /* jumps */
            if (frame % 41 == 40) t = th_get_f32(bad[(frame / 41) % 3]);   /* NaN, +inf, -inf */
            CHECK_INT(gltfa_clip_sample(&clip, t), GLTFA_SUCCESS);
            for (i = 0; i < n; ++i) {
                size_t w = gltfa_sampler_width(&ch[i].sampler);
                /* each channel's own cursor call on the same times, and a fresh search */
                gltfa_sampler_sample_cursor(&ch[i].sampler, t, &ref[i], want, w);
                gltfa_sampler_sample(&ch[i].sampler, t, fresh, w);
                ++samples;
                if (memcmp(want, out[i], w * sizeof(float)) != 0 || /* NOLINT(bugprone-suspicious-memory-comparison,cert-exp42-c,cert-flp37-c) */
                    memcmp(fresh, out[i], w * sizeof(float)) != 0) { /* NOLINT(bugprone-suspicious-memory-comparison,cert-exp42-c,cert-flp37-c) */
                    if (differ++ < 3)
                        printf("    round %d channel %d t %.9g: %.9g want %.9g (fresh %.9g)\n",
                               round, i, (double)t, (double)out[i][0], (double)want[0],
                               (double)fresh[0]);
                }
            }
        }
    }
    printf("  %d channel samples through clips over shared inputs\n", samples);
    CHECK_INT(differ, 0);
}

/* The slots across re-initialization and misuse: a failed init zeroes the clip (sampling it
   writes nothing), and a smaller clip over the same channels and slots forgets the old
   order. */
void test_clip_slots_reinit(void)
{
    static gltfa_channel ch[3];
    static float out[3][4];
    gltfa_clip_slot slots[3];
    gltfa_clip clip;
    th_rng r;
    int i;
    th_rng_seed(&r, 7);
    pl_keys[1] = 2;
    th_put_f32(pl_times[1], 0.0f);
    th_put_f32(pl_times[1] + 4, 1.0f);
    for (i = 0; i < 3; ++i) {
        CHECK_INT(pl_channel(&r, i, 1, pl_vals[i], &ch[i].sampler), GLTFA_SUCCESS);
        ch[i].dest = out[i];
    }
    CHECK_INT(gltfa_clip_init(&clip, ch, 3, slots), GLTFA_SUCCESS);
    CHECK_INT(gltfa_clip_sample(&clip, 0.25f), GLTFA_SUCCESS);
    /* misuse: no slots; the clip is zeroed and sampling it writes nothing */
    out[0][0] = out[1][0] = out[2][0] = 42.0f;
    CHECK_INT(gltfa_clip_init(&clip, ch, 3, NULL), GLTFA_ERROR_INVALID_ARGUMENT);
    CHECK(clip.channels == NULL && clip.clip_slots == NULL);
    CHECK_INT(clip.channel_count, 0);
    CHECK_INT(gltfa_clip_sample(&clip, 0.5f), GLTFA_SUCCESS);
    CHECK_BITS(out[0][0], 42.0f); CHECK_BITS(out[1][0], 42.0f); CHECK_BITS(out[2][0], 42.0f);
    /* the whole clip again, then a smaller clip over the same channels and slots: the old
       order (which names channel 2) is gone */
    CHECK_INT(gltfa_clip_init(&clip, ch, 3, slots), GLTFA_SUCCESS);
    CHECK_INT(gltfa_clip_sample(&clip, 0.75f), GLTFA_SUCCESS);
    out[2][0] = 42.0f;
    CHECK_INT(gltfa_clip_init(&clip, ch, 2, slots), GLTFA_SUCCESS);
    CHECK_INT(gltfa_clip_sample(&clip, 0.5f), GLTFA_SUCCESS);
    CHECK_BITS(out[2][0], 42.0f);
    for (i = 0; i < 2; ++i) {
        float want[4];
        size_t w = gltfa_sampler_width(&ch[i].sampler);
        gltfa_sampler_sample(&ch[i].sampler, 0.5f, want, w);
        CHECK(memcmp(want, out[i], w * sizeof(float)) == 0); /* NOLINT(bugprone-suspicious-memory-comparison,cert-exp42-c,cert-flp37-c) */
    }
    /* an empty clip needs no slots */
    CHECK_INT(gltfa_clip_init(&clip, NULL, 0, NULL), GLTFA_SUCCESS);
    CHECK_INT(gltfa_clip_sample(&clip, 0.5f), GLTFA_SUCCESS);
}

/* Unchecked, non-increasing key times (0, 1, 0.5, 2, 3), on four inputs (the positions of
   four inputs at a time in lanes): after any history the clip does what each channel's own
   cursor call does on the same times from cursor 0 (a fresh clip's start), at times around
   the bad keys. Each history is a fresh clip, one time that leaves the playhead somewhere
   (before, on, between and after the keys, NaN), then each probe time, and the probe times
   in a row; where the playhead is then decides the results with such times (header,
   UNTRUSTED INPUT), and the clip and the cursor calls must agree on every one. */
void test_clip_pipeline_unchecked_times(void)
{
    static const float bad_times[5] = { 0.0f, 1.0f, 0.5f, 2.0f, 3.0f };
    static const float probe[6] = { 0.75f, 0.5f, 1.5f, 0.25f, 2.5f, 1.0f };
    static const float prime[10] = { -1.0f, 0.0f, 0.25f, 0.75f, 1.0f, 1.5f, 2.0f, 2.5f, 3.0f,
                                     4.0f };
    static const unsigned char nan_b[4] = { 0, 0, 0xC0, 0x7F };
    static unsigned char tb[4][5 * 4], vb[4][5 * 3 * 4];
    gltfa_channel ch[4];
    gltfa_cursor ref[4];
    gltfa_clip_slot slots[4];
    gltfa_clip clip;
    float out[4][3], want[3], times[1 + 6];
    int c, k, i, j, start, differ = 0;
    for (c = 0; c < 4; ++c) {
        gltfa_accessor in, o;
        for (k = 0; k < 5; ++k) th_put_f32(tb[c] + 4 * k, bad_times[k]);
        for (k = 0; k < 15; ++k) th_put_f32(vb[c] + 4 * k, (float)(k * (c + 1)));
        gltfa_accessor_init(&in, tb[c], 5, GLTFA_FLOAT, 1);
        gltfa_accessor_init(&o, vb[c], 5, GLTFA_FLOAT, 3);
        CHECK_INT(gltfa_sampler_init(&ch[c].sampler, &in, &o, GLTFA_INTERP_LINEAR,
                                     GLTFA_PROPERTY_TRANSLATION), GLTFA_SUCCESS);
        ch[c].dest = out[c];
    }
    for (start = 0; start < 11; ++start)
        for (i = 0; i < 7; ++i) {
            /* the history: a fresh clip, the priming time, then one probe (i < 6) or all */
            int count = i < 6 ? 2 : 7;
            times[0] = start < 10 ? prime[start] : th_get_f32(nan_b);
            for (j = 1; j < count; ++j) times[j] = probe[i < 6 ? i : j - 1];
            CHECK_INT(gltfa_clip_init(&clip, ch, 4, slots), GLTFA_SUCCESS);
            memset(ref, 0, sizeof ref);
            for (j = 0; j < count; ++j) {
                CHECK_INT(gltfa_clip_sample(&clip, times[j]), GLTFA_SUCCESS);
                for (c = 0; c < 4; ++c) {
                    gltfa_sampler_sample_cursor(&ch[c].sampler, times[j], &ref[c], want, 3);
                    if (memcmp(want, out[c], sizeof want) != 0 && differ++ < 3) /* NOLINT(bugprone-suspicious-memory-comparison,cert-exp42-c,cert-flp37-c) */
                        printf("    after %g, t %g channel %d: %g want %g (cursor %lu)\n",
                               (double)times[0], (double)times[j], c, (double)out[c][0],
                               (double)want[0], (unsigned long)ref[c]);
                }
            }
        }
    CHECK_INT(differ, 0);
}

/* Unchecked infinite key times in the positions that several inputs find at once (lanes):
   8 LINEAR VEC3 channels, each with its own input {-inf, 1} or {-inf, -inf, 1}, values
   (1, 2, 3) then (4, 5, 6). At 0.5, t = (0.5 + inf) / (1 + inf) is NaN, which the position
   clamps to 0, as gltfa__position does: every channel has the bits of its own
   gltfa_sampler_sample, and no NaN (found by review: the lanes had no clamp). */
void test_clip_lanes_infinite_key_times(void)
{
    static const unsigned char ninf_b[4] = { 0, 0, 0x80, 0xFF }; /* -inf, little-endian */
    static unsigned char times[8][12], vals[8][36];
    gltfa_channel ch[8];
    gltfa_clip_slot slots[8];
    float out[8][3], want[3];
    gltfa_clip clip;
    gltfa_accessor in, o;
    int c, j, frame;
    for (c = 0; c < 8; ++c) {
        size_t keys = c % 2 ? 3 : 2;
        memcpy(times[c], ninf_b, 4);
        if (keys == 3) memcpy(times[c] + 4, ninf_b, 4); else th_put_f32(times[c] + 4, 1.0f);
        th_put_f32(times[c] + 8, 1.0f);
        for (j = 0; j < 9; ++j) th_put_f32(vals[c] + 4 * j, (float)(j % 3 + 1 + (j >= 3 ? 3 : 0)));
        gltfa_accessor_init(&in, times[c], keys, GLTFA_FLOAT, 1);
        gltfa_accessor_init(&o, vals[c], keys, GLTFA_FLOAT, 3);
        CHECK_INT(gltfa_sampler_init(&ch[c].sampler, &in, &o, GLTFA_INTERP_LINEAR,
                                     GLTFA_PROPERTY_TRANSLATION), GLTFA_SUCCESS);
        ch[c].dest = out[c];
    }
    CHECK_INT(gltfa_clip_init(&clip, ch, 8, slots), GLTFA_SUCCESS);
    for (frame = 0; frame < 3; ++frame) { /* a fresh search, then playback from the cursors */
        CHECK_INT(gltfa_clip_sample(&clip, 0.5f), GLTFA_SUCCESS);
        for (c = 0; c < 8; ++c) {
            CHECK_INT(gltfa_sampler_sample(&ch[c].sampler, 0.5f, want, 3), GLTFA_SUCCESS);
            for (j = 0; j < 3; ++j) CHECK_BITS(out[c][j], want[j]);
            /* t = 0 in the segment that ends at 1: the value of the key before it, key 0 of
               {-inf, 1} (1, 2, 3), key 1 of {-inf, -inf, 1} (4, 5, 6) */
            CHECK(out[c][0] == (c % 2 ? 4.0f : 1.0f) && out[c][2] == (c % 2 ? 6.0f : 3.0f));
        }
    }
}
