/* test_plan.c - gltfa_clip_plan (the clip's fast path, decided once) and the O(n log n)
   duplicate checks of gltfa_clip_init and gltfa_clip_init_nodes. Expected values are the
   library's own per-channel results (gltfa_sampler_sample, bit for bit) and, for the
   duplicate rule, a plain O(n^2) evaluation of the documented rule written here. */
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

/* Channel kinds: what the plan sorts by (four-lane slerp, inline lerp, general, STEP). */
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
   sampled through a planned clip with cursors, a planned clip without, and a plain clip,
   on a playback with jumps, times outside the keys and non-finite times: every channel must
   have the bits of its own gltfa_sampler_sample. */
void test_clip_plan_equals_channels(void)
{
    static gltfa_channel ch[PL_MAX];
    static gltfa_cursor cur[PL_MAX], ref[PL_MAX];
    static gltfa_plan_slot plan[PL_MAX], plan2[PL_MAX];
    static float out[PL_MAX][8];
    float want[8];
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
        gltfa_clip planned, bare, plain;
        int n = 1 + th_rng_int(&r, 0, PL_MAX - 1);
        for (i = 0; i < n; ++i) {
            int kind = th_rng_int(&r, 0, PL_KINDS - 1);
            int input = th_rng_int(&r, 0, PL_INPUTS - 1);
            if (kind == 4 || kind == 7) input = 1 + th_rng_int(&r, 0, PL_INPUTS - 2); /* 2+ keys */
            /* keys at every alignment: the four-lane code loads them unaligned */
            CHECK_INT(pl_channel(&r, kind, input, pl_vals[i] + i % 4, &ch[i].sampler), GLTFA_SUCCESS);
            ch[i].dest = out[i];
        }
        CHECK_INT(gltfa_clip_init(&planned, ch, (size_t)n, cur), GLTFA_SUCCESS);
        CHECK_INT(gltfa_clip_plan(&planned, plan, (size_t)n), GLTFA_SUCCESS);
        CHECK_INT(gltfa_clip_init(&bare, ch, (size_t)n, NULL), GLTFA_SUCCESS);
        CHECK_INT(gltfa_clip_plan(&bare, plan2, PL_MAX), GLTFA_SUCCESS);
        CHECK_INT(gltfa_clip_init(&plain, ch, (size_t)n, NULL), GLTFA_SUCCESS);
        memset(ref, 0, sizeof ref);
        for (frame = 0; frame < 120; ++frame) {
            static const unsigned char bad[3][4] = { { 0, 0, 0xC0, 0x7F }, { 0, 0, 0x80, 0x7F },
                                                     { 0, 0, 0x80, 0xFF } };
            float t = (float)frame / 60.0f - 0.2f;
            gltfa_clip *clip = frame % 3 == 0 ? &planned : frame % 3 == 1 ? &bare : &plain;
            if (frame % 29 == 0) t = (float)th_rng_range(&r, -1.0, 6.0); /* jumps */
            if (frame % 41 == 40) t = th_get_f32(bad[(frame / 41) % 3]);   /* NaN, +inf, -inf */
            CHECK_INT(gltfa_clip_sample(clip, t), GLTFA_SUCCESS);
            for (i = 0; i < n; ++i) {
                size_t w = gltfa_sampler_width(&ch[i].sampler);
                if (clip == &planned) {
                    /* each channel's own cursor call on the same times: the same values and
                       the same cursor, also for channels that share their input */
                    gltfa_sampler_sample_cursor(&ch[i].sampler, t, &ref[i], want, w);
                    if (cur[i] != ref[i] && differ++ < 3)
                        printf("    round %d channel %d t %.9g: cursor %lu want %lu\n", round, i,
                               (double)t, (unsigned long)cur[i], (unsigned long)ref[i]);
                } else {
                    gltfa_sampler_sample(&ch[i].sampler, t, want, w);
                }
                ++samples;
                if (memcmp(want, out[i], w * sizeof(float)) != 0) { /* NOLINT(bugprone-suspicious-memory-comparison,cert-exp42-c,cert-flp37-c) */
                    if (differ++ < 3)
                        printf("    round %d channel %d t %.9g: %.9g want %.9g\n", round, i,
                               (double)t, (double)out[i][0], (double)want[0]);
                }
            }
        }
    }
    printf("  %d channel samples through planned and plain clips\n", samples);
    CHECK_INT(differ, 0);
}

/* Misuse, and re-initialization forgetting the plan. */
void test_clip_plan_errors(void)
{
    static gltfa_channel ch[3];
    static float out[3][4];
    gltfa_plan_slot plan[3];
    gltfa_cursor cur[3];
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
    CHECK_INT(gltfa_clip_init(&clip, ch, 3, cur), GLTFA_SUCCESS);
    CHECK_INT(gltfa_clip_plan(NULL, plan, 3), GLTFA_ERROR_INVALID_ARGUMENT);
    CHECK_INT(gltfa_clip_plan(&clip, NULL, 3), GLTFA_ERROR_INVALID_ARGUMENT);
    CHECK_INT(gltfa_clip_plan(&clip, plan, 2), GLTFA_ERROR_INVALID_ARGUMENT);
    CHECK_INT(gltfa_clip_plan(&clip, plan, 3), GLTFA_SUCCESS);
    /* a smaller clip over the same channels: the old plan (which names channel 2) is gone */
    out[2][0] = 42.0f;
    CHECK_INT(gltfa_clip_init(&clip, ch, 2, cur), GLTFA_SUCCESS);
    CHECK_INT(gltfa_clip_sample(&clip, 0.5f), GLTFA_SUCCESS);
    CHECK_BITS(out[2][0], 42.0f);
    /* an empty clip needs no plan memory */
    CHECK_INT(gltfa_clip_init(&clip, NULL, 0, NULL), GLTFA_SUCCESS);
    CHECK_INT(gltfa_clip_plan(&clip, NULL, 0), GLTFA_SUCCESS);
    CHECK_INT(gltfa_clip_sample(&clip, 0.5f), GLTFA_SUCCESS);
}

/* The duplicate rule, evaluated the plain way: the channel completing the first pair (the
   smallest second index) of equal destinations, or of a node's whole weights (width > 1)
   and one of its weights/{j}; count when none. */
static size_t dup_reference(const gltfa_channel *c, const int *weight_j, const int *node_of,
                            float *const *weights, size_t count)
{
    size_t a, b, first = count;
    for (b = 0; b < count; ++b)
        for (a = 0; a < b; ++a) {
            int wa = weight_j[a] >= 0 && c[b].sampler.width > 1 && c[b].dest == weights[node_of[a]];
            int wb = weight_j[b] >= 0 && c[a].sampler.width > 1 && c[a].dest == weights[node_of[b]];
            if ((c[a].dest == c[b].dest || wa || wb) && b < first) first = b;
        }
    return first;
}

/* gltfa_clip_init and gltfa_clip_init_nodes report the same channel with a cursor array
   (sorted, O(n log n)) as without (O(n^2)), and the rule's channel: random animations of up
   to 60 channels over 6 nodes with translation, rotation, whole weights, weights/{j}
   pointers and repeated targets. */
void test_clip_duplicates_sorted(void)
{
    static const char *const wptr[6][3] = {
        { "/nodes/0/weights/0", "/nodes/0/weights/1", "/nodes/0/weights/2" },
        { "/nodes/1/weights/0", "/nodes/1/weights/1", "/nodes/1/weights/2" },
        { "/nodes/2/weights/0", "/nodes/2/weights/1", "/nodes/2/weights/2" },
        { "/nodes/3/weights/0", "/nodes/3/weights/1", "/nodes/3/weights/2" },
        { "/nodes/4/weights/0", "/nodes/4/weights/1", "/nodes/4/weights/2" },
        { "/nodes/5/weights/0", "/nodes/5/weights/1", "/nodes/5/weights/2" } };
    static unsigned char tbuf[8], v3[2 * 3 * 4], v4[2 * 4 * 4], v1[2 * 4], vw[2 * 3 * 4];
    static gltfa_channel_desc desc[60];
    static gltfa_channel ch[60];
    static gltfa_cursor cur[60];
    static int weight_j[60], node_of[60];
    gltfa_trs poses[6];
    float wstore[6][3];
    float *weights[6];
    size_t wcount[6];
    gltfa_nodes nodes;
    gltfa_accessor in, a3, a4, a1, aw;
    gltfa_clip clip;
    th_rng r;
    int round, i, mismatch = 0, dups = 0;
    th_put_f32(tbuf, 0.0f);
    th_put_f32(tbuf + 4, 1.0f);
    memset(v3, 0, sizeof v3); memset(v4, 0, sizeof v4); memset(v1, 0, sizeof v1);
    memset(vw, 0, sizeof vw);
    gltfa_accessor_init(&in, tbuf, 2, GLTFA_FLOAT, 1);
    gltfa_accessor_init(&a3, v3, 2, GLTFA_FLOAT, 3);
    gltfa_accessor_init(&a4, v4, 2, GLTFA_FLOAT, 4);
    gltfa_accessor_init(&a1, v1, 2, GLTFA_FLOAT, 1);
    gltfa_accessor_init(&aw, vw, 6, GLTFA_FLOAT, 1);
    for (i = 0; i < 6; ++i) { weights[i] = wstore[i]; wcount[i] = 3; }
    memset(poses, 0, sizeof poses);
    nodes.poses = poses; nodes.node_count = 6; nodes.weights = weights; nodes.weight_counts = wcount;
    th_rng_seed(&r, 31337);
    for (round = 0; round < 400; ++round) {
        size_t n = (size_t)th_rng_int(&r, 1, round % 3 == 0 ? 60 : 9), bad_sorted = 1000, bad_plain = 2000, want;
        gltfa_result rs, rp;
        memset(desc, 0, sizeof desc);
        for (i = 0; i < (int)n; ++i) {
            int node = th_rng_int(&r, 0, round % 5 == 0 ? 1 : 5), what = th_rng_int(&r, 0, 3);
            desc[i].input = in;
            desc[i].interp = GLTFA_INTERP_LINEAR;
            desc[i].node = (size_t)node;
            node_of[i] = node;
            weight_j[i] = -1;
            if (what == 0) { desc[i].path = GLTFA_PATH_TRANSLATION; desc[i].output = a3; }
            else if (what == 1) { desc[i].path = GLTFA_PATH_ROTATION; desc[i].output = a4; }
            else if (what == 2) { desc[i].path = GLTFA_PATH_WEIGHTS; desc[i].output = aw; }
            else {
                int j = th_rng_int(&r, 0, 2);
                desc[i].path = GLTFA_PATH_POINTER;
                desc[i].pointer = wptr[node][j];
                desc[i].output = a1;
                weight_j[i] = j;
            }
        }
        rs = gltfa_clip_init_nodes(&clip, ch, cur, desc, n, &nodes, &bad_sorted);
        rp = gltfa_clip_init_nodes(&clip, ch, NULL, desc, n, &nodes, &bad_plain);
        want = dup_reference(ch, weight_j, node_of, weights, n);
        if (want < n) ++dups;
        if (rs != rp || (want < n) != (rs == GLTFA_ERROR_DUPLICATE_TARGET) ||
            (want < n && (bad_sorted != want || bad_plain != want)) ||
            (want == n && rs != GLTFA_SUCCESS)) {
            if (mismatch++ < 3)
                printf("    round %d: %d channels: sorted %d at %lu, plain %d at %lu, rule %lu\n",
                       round, (int)n, (int)rs, (unsigned long)bad_sorted, (int)rp,
                       (unsigned long)bad_plain, (unsigned long)want);
        }
        /* the plain clip call: destinations only */
        {
            size_t first = n, a, b;
            for (b = 1; b < n && first == n; ++b)
                for (a = 0; a < b; ++a)
                    if (ch[a].dest == ch[b].dest) { first = b; break; }
            CHECK_INT(gltfa_clip_init(&clip, ch, n, cur),
                      first < n ? GLTFA_ERROR_DUPLICATE_TARGET : GLTFA_SUCCESS);
            CHECK_INT(gltfa_clip_init(&clip, ch, n, NULL),
                      first < n ? GLTFA_ERROR_DUPLICATE_TARGET : GLTFA_SUCCESS);
        }
    }
    printf("  400 random animations, %d with a duplicate\n", dups);
    CHECK(dups > 100 && dups < 300);
    CHECK_INT(mismatch, 0);
}

/* Unchecked, non-increasing key times (0, 1, 0.5, 2, 3) and cursors the caller set: a
   planned clip (four inputs: the four-lane positions) does what each channel's own cursor
   call does, value and cursor, at times around the bad keys. */
void test_clip_plan_unchecked_times(void)
{
    static const float bad_times[5] = { 0.0f, 1.0f, 0.5f, 2.0f, 3.0f };
    static const float probe[6] = { 0.75f, 0.5f, 1.5f, 0.25f, 2.5f, 1.0f };
    static unsigned char tb[4][5 * 4], vb[4][5 * 3 * 4];
    gltfa_channel ch[4];
    gltfa_cursor cur[4], ref[4];
    gltfa_plan_slot plan[4];
    gltfa_clip clip;
    float out[4][3], want[3];
    int c, k, i, start, differ = 0;
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
    CHECK_INT(gltfa_clip_init(&clip, ch, 4, cur), GLTFA_SUCCESS);
    CHECK_INT(gltfa_clip_plan(&clip, plan, 4), GLTFA_SUCCESS);
    for (start = 0; start < 4; ++start)
        for (i = 0; i < 6; ++i) {
            for (c = 0; c < 4; ++c) cur[c] = ref[c] = (gltfa_cursor)start; /* any value is valid */
            CHECK_INT(gltfa_clip_sample(&clip, probe[i]), GLTFA_SUCCESS);
            for (c = 0; c < 4; ++c) {
                gltfa_sampler_sample_cursor(&ch[c].sampler, probe[i], &ref[c], want, 3);
                if ((memcmp(want, out[c], sizeof want) != 0 || cur[c] != ref[c]) && differ++ < 3) /* NOLINT(bugprone-suspicious-memory-comparison,cert-exp42-c,cert-flp37-c) */
                    printf("    cursor %d t %g channel %d: %g (cursor %lu) want %g (cursor %lu)\n",
                           start, (double)probe[i], c, (double)out[c][0], (unsigned long)cur[c],
                           (double)want[0], (unsigned long)ref[c]);
            }
        }
    CHECK_INT(differ, 0);
}
