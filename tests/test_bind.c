/* test_bind.c - forgiving binding (gltfa_clip_init_nodes_skip) next to the strict
   gltfa_clip_init_nodes, and the clip queries gltfa_clip_channel_count and
   gltfa_clip_channel_dest. Every channel has two keys, t = 0 and t = 1; the values at
   t = 0.5 are worked out by hand next to each check. This file holds the runner's
   implementation of the companion header gltf_anim_bind.h (test_impl.c has the core's):
   its GLTFA_ASSERT counts misuse as test_impl.c's does. */
#include "fixture.h"
#include "harness.h"
#include "test_list.h"
#include <string.h>

#define GLTFA_ASSERT(x) ((x) ? (void)0 : (void)++th_assert_hits)
#define GLTF_ANIM_BIND_IMPLEMENTATION
#include "../gltf_anim_bind.h"

/* Key data, one accessor pair each (FLOAT). */
enum bk_keys { BK_TR, BK_COLOR, BK_QUAT, BK_ONE, BK_TWO, BK_COUNT };
static const double bk_tr[6] = { 0, 0, 0,  2, 4, 6 };             /* at 0.5: (1, 2, 3) */
static const double bk_color[8] = { 1, 0, 0, 1,  0, 0.5, 1, 0.5 }; /* (0.5, 0.25, 0.5, 0.75) */
static const double bk_quat[8] = { 0, 0, 0, 1,  0, 0, 0, 1 };     /* identity throughout */
static const double bk_one[2] = { 0, 1 };                         /* 0.5 */
static const double bk_two[4] = { 0, 1,  1, 0 };                  /* (0.5, 0.5) */
static const struct { const double *v; size_t n; int comps; } bk_rows[BK_COUNT] = {
    { bk_tr, 6, 3 }, { bk_color, 8, 4 }, { bk_quat, 8, 4 }, { bk_one, 2, 1 }, { bk_two, 4, 1 }
};
/* The accessors over little-endian bytes (any host): one key-time accessor for all. */
static unsigned char bk_in_bytes[8], bk_out_bytes[BK_COUNT][32];
static gltfa_accessor bk_in, bk_out[BK_COUNT];

#define BK_COLOR_PTR "/materials/0/pbrMetallicRoughness/baseColorFactor"
#define BK_MAX 8

/* The test's nodes: 0 and 1 without weights, 2 with two weights. */
static gltfa_trs bk_poses[3];
static float bk_w2[2];
static float *bk_weights[3];
static size_t bk_counts[3] = { 0, 0, 2 };
static gltfa_nodes bk_nodes;

static gltfa_channel_desc bk_desc[BK_MAX];
static gltfa_channel bk_ch[BK_MAX];
static gltfa_clip_slot bk_slots[BK_MAX];
static gltfa_clip bk_clip;
static gltfa_skip bk_skipped[BK_MAX];

static void bk_setup(void)
{
    size_t j;
    int k;
    th_put_f32(bk_in_bytes, 0.0f);
    th_put_f32(bk_in_bytes + 4, 1.0f);
    gltfa_accessor_init(&bk_in, bk_in_bytes, 2, GLTFA_FLOAT, 1);
    for (k = 0; k < BK_COUNT; ++k) {
        for (j = 0; j < bk_rows[k].n; ++j) th_put_f32(bk_out_bytes[k] + 4 * j, (float)bk_rows[k].v[j]);
        gltfa_accessor_init(&bk_out[k], bk_out_bytes[k], bk_rows[k].n / (size_t)bk_rows[k].comps,
                            GLTFA_FLOAT, bk_rows[k].comps);
    }
    memset(bk_poses, 0, sizeof bk_poses);
    for (k = 0; k < 3; ++k) {
        bk_poses[k].rotation[3] = 1;
        bk_poses[k].scale[0] = bk_poses[k].scale[1] = bk_poses[k].scale[2] = 2;
        bk_weights[k] = NULL;
    }
    bk_w2[0] = bk_w2[1] = 9.0f;
    bk_weights[2] = bk_w2;
    bk_nodes.poses = bk_poses;
    bk_nodes.node_count = 3;
    bk_nodes.weights = bk_weights;
    bk_nodes.weight_counts = bk_counts;
    memset(bk_desc, 0, sizeof bk_desc);
}

/* Describes desc i: keys k, a core path (node) or a pointer, an optional dest. */
static void bk_core(size_t i, int k, gltfa_path path, size_t node)
{
    memset(&bk_desc[i], 0, sizeof bk_desc[i]);
    bk_desc[i].input = bk_in;
    bk_desc[i].output = bk_out[k];
    bk_desc[i].interp = GLTFA_INTERP_LINEAR;
    bk_desc[i].path = path;
    bk_desc[i].node = node;
}

static void bk_pointer(size_t i, int k, const char *pointer, float *dest, size_t dest_count)
{
    bk_core(i, k, GLTFA_PATH_POINTER, 0);
    bk_desc[i].pointer = pointer;
    bk_desc[i].dest = dest;
    bk_desc[i].dest_count = dest_count;
}

/* gltfa_clip_init_nodes_skip over descs 0 .. n-1 into a clip and outputs filled with
   garbage first (a failure must leave the clip zeroed); bad starts at 99. */
static gltfa_result bk_skip(size_t n, const gltfa_nodes *nodes, size_t *skipped_count, size_t *bad)
{
    memset(&bk_clip, 0x5A, sizeof bk_clip);
    memset(bk_skipped, 0xEE, sizeof bk_skipped);
    memset(bk_ch, 0x3C, sizeof bk_ch);
    *skipped_count = 77;
    *bad = 99;
    return gltfa_clip_init_nodes_skip(&bk_clip, bk_ch, bk_slots, bk_desc, n, nodes, bk_skipped,
                                      skipped_count, bad);
}

static gltfa_result bk_strict(size_t n, const gltfa_nodes *nodes, size_t *bad)
{
    memset(&bk_clip, 0x5A, sizeof bk_clip);
    *bad = 99;
    return gltfa_clip_init_nodes(&bk_clip, bk_ch, bk_slots, bk_desc, n, nodes, bad);
}

static int bk_zeroed(void)
{
    return bk_clip.channels == NULL && bk_clip.clip_slots == NULL && bk_clip.channel_count == 0 &&
           gltfa_clip_channel_count(&bk_clip) == 0;
}

/* Each of the three reasons skipped, the others bound, packed in desc order:
     0 core translation of node 0                        bound -> clip channel 0
     1 an unknown pointer (.../baseColor), with a dest   POINTER_UNKNOWN
     2 the material color without dest                   NO_DESTINATION
     3 core rotation of node 5 (of 3)                    NODE_INDEX
     4 /nodes/1/translation                              bound -> clip channel 1
     5 the material color with a dest                    bound -> clip channel 2
     6 /nodes/7/rotation                                 NODE_INDEX
   Strict: the first of them fails the clip (channel 1). Skipping: four skipped, three
   channels, and a skipped channel's dest (the unknown pointer's) is never written.
   At t = 0.5: node 0 and node 1 translation (1, 2, 3); the color (0.5, 0.25, 0.5, 0.75). */
void test_bind_skip_reasons(void)
{
    float color[4], never[4] = { 7, 7, 7, 7 };
    size_t bad, sc, w = 99, i;
    gltfa_result r;
    bk_setup();
    bk_core(0, BK_TR, GLTFA_PATH_TRANSLATION, 0);
    bk_pointer(1, BK_COLOR, "/materials/0/pbrMetallicRoughness/baseColor", never, 4);
    bk_pointer(2, BK_COLOR, BK_COLOR_PTR, NULL, 0);
    bk_core(3, BK_QUAT, GLTFA_PATH_ROTATION, 5);
    bk_pointer(4, BK_TR, "/nodes/1/translation", NULL, 0);
    bk_pointer(5, BK_COLOR, BK_COLOR_PTR, color, 4);
    bk_pointer(6, BK_QUAT, "/nodes/7/rotation", NULL, 0);
    /* strict: the whole clip refused at the first of them */
    CHECK_INT(bk_strict(7, &bk_nodes, &bad), GLTFA_ERROR_POINTER_UNKNOWN);
    CHECK_INT(bad, 1);
    CHECK(bk_zeroed());
    /* skipping */
    r = bk_skip(7, &bk_nodes, &sc, &bad);
    CHECK_INT(r, GLTFA_SUCCESS);
    CHECK_INT(bad, 99);
    CHECK_INT(sc, 4);
    CHECK_INT(bk_skipped[0].desc, 1); CHECK_INT(bk_skipped[0].reason, GLTFA_ERROR_POINTER_UNKNOWN);
    CHECK_INT(bk_skipped[1].desc, 2); CHECK_INT(bk_skipped[1].reason, GLTFA_ERROR_NO_DESTINATION);
    CHECK_INT(bk_skipped[2].desc, 3); CHECK_INT(bk_skipped[2].reason, GLTFA_ERROR_NODE_INDEX);
    CHECK_INT(bk_skipped[3].desc, 6); CHECK_INT(bk_skipped[3].reason, GLTFA_ERROR_NODE_INDEX);
    CHECK_INT(gltfa_clip_channel_count(&bk_clip), 3);
    /* packed in desc order: 0, 4, 5 */
    CHECK(bk_ch[0].dest == bk_poses[0].translation);
    CHECK(bk_ch[1].dest == bk_poses[1].translation);
    CHECK(bk_ch[2].dest == color);
    CHECK(gltfa_clip_channel_dest(&bk_clip, 0, &w) == bk_poses[0].translation);
    CHECK_INT(w, 3);
    CHECK(gltfa_clip_channel_dest(&bk_clip, 1, &w) == bk_poses[1].translation);
    CHECK_INT(w, 3);
    CHECK(gltfa_clip_channel_dest(&bk_clip, 2, &w) == color);
    CHECK_INT(w, 4);
    CHECK(gltfa_clip_channel_dest(&bk_clip, 3, &w) == NULL);
    CHECK_INT(w, 0);
    CHECK_INT(gltfa_clip_sample(&bk_clip, 0.5f), GLTFA_SUCCESS);
    CHECK_BITS(bk_poses[0].translation[0], 1.0f); CHECK_BITS(bk_poses[0].translation[2], 3.0f);
    CHECK_BITS(bk_poses[1].translation[1], 2.0f);
    CHECK_BITS(color[0], 0.5f); CHECK_BITS(color[1], 0.25f);
    CHECK_BITS(color[2], 0.5f); CHECK_BITS(color[3], 0.75f);
    CHECK_BITS(gltfa_clip_start(&bk_clip), 0.0f); CHECK_BITS(gltfa_clip_end(&bk_clip), 1.0f);
    /* skipped channels are not sampled: the unknown pointer's dest keeps its 7s, and the
       node poses the skipped rotations named are untouched */
    CHECK_INT(gltfa_clip_sample(&bk_clip, 1.0f), GLTFA_SUCCESS);
    for (i = 0; i < 4; ++i) CHECK_BITS(never[i], 7.0f);
    CHECK_BITS(bk_poses[2].translation[0], 0.0f); CHECK_BITS(bk_poses[2].rotation[3], 1.0f);
    CHECK_BITS(color[1], 0.5f); /* the last key */
    /* skipped and skipped_count are optional */
    memset(&bk_clip, 0x5A, sizeof bk_clip);
    CHECK_INT(gltfa_clip_init_nodes_skip(&bk_clip, bk_ch, bk_slots, bk_desc, 7, &bk_nodes, NULL,
                                         NULL, NULL), GLTFA_SUCCESS);
    CHECK_INT(gltfa_clip_channel_count(&bk_clip), 3);
    memset(&bk_clip, 0x5A, sizeof bk_clip);
    sc = 77;
    CHECK_INT(gltfa_clip_init_nodes_skip(&bk_clip, bk_ch, bk_slots, bk_desc, 7, &bk_nodes, NULL,
                                         &sc, NULL), GLTFA_SUCCESS);
    CHECK_INT(sc, 4);
}

/* nodes NULL: every channel that needs a node is skipped (NODE_INDEX), the ones with a dest
   (a core translation given one, the color) are bound. At 0.5: (1, 2, 3) and the color. */
void test_bind_skip_without_nodes(void)
{
    float tr[3] = { 0, 0, 0 }, color[4];
    size_t bad, sc;
    bk_setup();
    bk_core(0, BK_QUAT, GLTFA_PATH_ROTATION, 0);
    bk_core(1, BK_TR, GLTFA_PATH_TRANSLATION, 1);
    bk_desc[1].dest = tr;
    bk_desc[1].dest_count = 3;
    bk_pointer(2, BK_ONE, "/nodes/2/weights/1", NULL, 0);
    bk_pointer(3, BK_COLOR, BK_COLOR_PTR, color, 4);
    CHECK_INT(bk_strict(4, NULL, &bad), GLTFA_ERROR_NODE_INDEX);
    CHECK_INT(bad, 0);
    CHECK_INT(bk_skip(4, NULL, &sc, &bad), GLTFA_SUCCESS);
    CHECK_INT(sc, 2);
    CHECK_INT(bk_skipped[0].desc, 0); CHECK_INT(bk_skipped[0].reason, GLTFA_ERROR_NODE_INDEX);
    CHECK_INT(bk_skipped[1].desc, 2); CHECK_INT(bk_skipped[1].reason, GLTFA_ERROR_NODE_INDEX);
    CHECK_INT(gltfa_clip_channel_count(&bk_clip), 2);
    CHECK(gltfa_clip_channel_dest(&bk_clip, 0, NULL) == tr);
    CHECK(gltfa_clip_channel_dest(&bk_clip, 1, NULL) == color);
    CHECK_INT(gltfa_clip_sample(&bk_clip, 0.5f), GLTFA_SUCCESS);
    CHECK_BITS(tr[0], 1.0f); CHECK_BITS(tr[1], 2.0f); CHECK_BITS(tr[2], 3.0f);
    CHECK_BITS(color[3], 0.75f);
    /* every channel skipped: an empty clip, which samples, over the skipped rotation's
       keys 0 .. 1 (the animation's span) */
    CHECK_INT(bk_skip(1, NULL, &sc, &bad), GLTFA_SUCCESS);
    CHECK_INT(sc, 1);
    CHECK_INT(gltfa_clip_channel_count(&bk_clip), 0);
    CHECK(gltfa_clip_channel_dest(&bk_clip, 0, NULL) == NULL);
    CHECK_INT(gltfa_clip_sample(&bk_clip, 0.5f), GLTFA_SUCCESS);
    CHECK_BITS(gltfa_clip_duration(&bk_clip), 1.0f);
}

/* A skipping clip keeps its animation's span (glTF 2.0: "among all samplers"; CLIPS AND TIME). Key times of
   their own: the bound translation of node 0 runs 1 .. 2 ((0, 0, 0) -> (2, 4, 6)); the
   material color without dest (NO_DESTINATION) 0.5 .. 1.5; an unknown pointer 1.5 .. 3;
   a rotation of node 5 of 3 (NODE_INDEX) 0.5 .. 1.5; an unknown pointer whose times
   decrease (3, 0.25), one whose times are not FLOAT (UNSIGNED_BYTE 0, 9) and one with a
   NaN time: those three fail the key-time checks and take no part. Every time below is a
   short binary fraction, so the sums are exact. */
static unsigned char bs_bytes[7][8];
static gltfa_accessor bs_in[7];
enum { BS_BOUND, BS_EARLY, BS_LATE, BS_DECREASING, BS_BYTES, BS_NAN, BS_ROT };

static void bs_times(int i, float a, float b)
{
    th_put_f32(bs_bytes[i], a);
    th_put_f32(bs_bytes[i] + 4, b);
    gltfa_accessor_init(&bs_in[i], bs_bytes[i], 2, GLTFA_FLOAT, 1);
}

static void bs_setup(void)
{
    bk_setup();
    bs_times(BS_BOUND, 1.0f, 2.0f);
    bs_times(BS_EARLY, 0.5f, 1.5f);
    bs_times(BS_LATE, 1.5f, 3.0f);
    bs_times(BS_DECREASING, 3.0f, 0.25f);
    bs_times(BS_ROT, 0.5f, 1.5f);
    bs_bytes[BS_BYTES][0] = 0;
    bs_bytes[BS_BYTES][1] = 9;
    gltfa_accessor_init(&bs_in[BS_BYTES], bs_bytes[BS_BYTES], 2, GLTFA_UNSIGNED_BYTE, 1);
    bs_times(BS_NAN, 0.0f, 1.0f);
    bs_bytes[BS_NAN][2] = 0xC0; /* the first time's bits 0x7FC00000: a quiet NaN */
    bs_bytes[BS_NAN][3] = 0x7F;
    bk_core(0, BK_TR, GLTFA_PATH_TRANSLATION, 0);
    bk_desc[0].input = bs_in[BS_BOUND];
}

/* desc i: the color without dest over early times, an unknown pointer over times k, or the
   rotation of node 5 over early times */
static void bs_color(size_t i)
{
    bk_pointer(i, BK_COLOR, BK_COLOR_PTR, NULL, 0);
    bk_desc[i].input = bs_in[BS_EARLY];
}

static void bs_unknown(size_t i, int k)
{
    bk_pointer(i, BK_ONE, "/materials/0/extensions/EXT_not_yet/factor", NULL, 0);
    bk_desc[i].input = bs_in[k];
}

static void bs_rotation(size_t i)
{
    bk_core(i, BK_QUAT, GLTFA_PATH_ROTATION, 5);
    bk_desc[i].input = bs_in[BS_ROT];
}

static void bs_span(size_t n, size_t skipped, float start, float end)
{
    size_t sc, bad;
    CHECK_INT(bk_skip(n, &bk_nodes, &sc, &bad), GLTFA_SUCCESS);
    CHECK_INT(sc, skipped);
    CHECK_BITS(gltfa_clip_start(&bk_clip), start);
    CHECK_BITS(gltfa_clip_end(&bk_clip), end);
}

void test_bind_skip_span(void)
{
    float color[4];
    size_t bad, sc, k;
    /* a skipped channel that starts earlier: [0.5, 2]; with the strict call the color fails */
    bs_setup();
    bs_color(1);
    bs_span(2, 1, 0.5f, 2.0f);
    CHECK_BITS(gltfa_clip_duration(&bk_clip), 1.5f);
    /* one that ends later: [1, 3] */
    bs_setup();
    bs_unknown(1, BS_LATE);
    bs_span(2, 1, 1.0f, 3.0f);
    /* both, and a node the program does not have: [0.5, 3] */
    bs_setup();
    bs_unknown(1, BS_LATE);
    bs_color(2);
    bs_rotation(3);
    bs_span(4, 3, 0.5f, 3.0f);
    CHECK_BITS(gltfa_clip_duration(&bk_clip), 2.5f);
    /* unknown pointers whose times are not key times take no part: the bound [1, 2] */
    bs_setup();
    bs_unknown(1, BS_DECREASING);
    bs_unknown(2, BS_BYTES);
    bs_unknown(3, BS_NAN);
    bs_span(4, 3, 1.0f, 2.0f);
    /* every channel skipped: the skipped channels' span, an empty clip that samples */
    bs_setup();
    bs_color(0);
    bs_unknown(1, BS_LATE);
    bs_span(2, 2, 0.5f, 3.0f);
    CHECK_INT(gltfa_clip_channel_count(&bk_clip), 0);
    CHECK_INT(gltfa_clip_sample(&bk_clip, gltfa_clip_time(&bk_clip, 7.0f, GLTFA_WRAP_REPEAT, 0)),
              GLTFA_SUCCESS);
    /* ... and every one of them invalid: no span, [0, 0] */
    bs_setup();
    bs_unknown(0, BS_DECREASING);
    bs_span(1, 1, 0.0f, 0.0f);
    /* the strict calls are unchanged: the bound channels' span */
    bs_setup();
    bs_color(1);
    bk_desc[1].dest = color;
    bk_desc[1].dest_count = 4;
    CHECK_INT(bk_strict(2, &bk_nodes, &bad), GLTFA_SUCCESS);
    CHECK_BITS(gltfa_clip_start(&bk_clip), 0.5f);
    bk_desc[1].input = bs_in[BS_BOUND];
    CHECK_INT(bk_strict(2, &bk_nodes, &bad), GLTFA_SUCCESS);
    CHECK_BITS(gltfa_clip_start(&bk_clip), 1.0f);
    /* looped playback over several periods: the span [0.5, 3] (d = 2.5) of the translation
       [1, 2] with the early color and the late pointer skipped. Pass p at u = 0.75 is time
       0.5 + 2.5 p + 0.75 -> clip time 1.25, t = 0.25 in the bound segment: (0.5, 1, 1.5);
       at u = 0.25, clip time 0.75, before the bound keys: the first key (0, 0, 0); at the
       end of pass p (u = 2.5 p), clip time 3: the last key (2, 4, 6). */
    bs_setup();
    bs_color(1);
    bs_unknown(2, BS_LATE);
    CHECK_INT(bk_skip(3, &bk_nodes, &sc, &bad), GLTFA_SUCCESS);
    for (k = 0; k < 5; ++k) {
        const float base = 0.5f + 2.5f * (float)k; /* exact: a multiple of 0.5 below 16 */
        float *tr = bk_poses[0].translation;
        CHECK_BITS(gltfa_clip_time(&bk_clip, base + 0.75f, GLTFA_WRAP_REPEAT, 0), 1.25f);
        CHECK_INT(gltfa_clip_sample(&bk_clip, gltfa_clip_time(&bk_clip, base + 0.75f,
                                                              GLTFA_WRAP_REPEAT, 0)),
                  GLTFA_SUCCESS);
        CHECK_BITS(tr[0], 0.5f); CHECK_BITS(tr[1], 1.0f); CHECK_BITS(tr[2], 1.5f);
        CHECK_INT(gltfa_clip_sample(&bk_clip, gltfa_clip_time(&bk_clip, base + 0.25f,
                                                              GLTFA_WRAP_REPEAT, 0)),
                  GLTFA_SUCCESS);
        CHECK_BITS(tr[0], 0.0f); CHECK_BITS(tr[2], 0.0f);
        if (k == 0) continue;
        CHECK_BITS(gltfa_clip_time(&bk_clip, base, GLTFA_WRAP_REPEAT, 0), 3.0f);
        CHECK_INT(gltfa_clip_sample(&bk_clip, gltfa_clip_time(&bk_clip, base, GLTFA_WRAP_REPEAT,
                                                              0)), GLTFA_SUCCESS);
        CHECK_BITS(tr[0], 2.0f); CHECK_BITS(tr[1], 4.0f); CHECK_BITS(tr[2], 6.0f);
    }
}

/* Nothing skippable: the two calls give the same clip (same channels, destinations,
   values), and the strict call's errors are its own: the failing desc, the clip zeroed. */
void test_bind_strict_unchanged(void)
{
    static const float t[4] = { 0.0f, 0.25f, 0.5f, 1.0f };
    float color[4], a[4][4], b[4][4];
    size_t bad, sc, i, j, k;
    bk_setup();
    bk_core(0, BK_TR, GLTFA_PATH_TRANSLATION, 0);
    bk_pointer(1, BK_COLOR, BK_COLOR_PTR, color, 4);
    bk_core(2, BK_TWO, GLTFA_PATH_WEIGHTS, 2);
    bk_pointer(3, BK_QUAT, "/nodes/1/rotation", NULL, 0);
    CHECK_INT(bk_strict(4, &bk_nodes, &bad), GLTFA_SUCCESS);
    CHECK_INT(bad, 99);
    CHECK_INT(gltfa_clip_channel_count(&bk_clip), 4);
    for (k = 0; k < 4; ++k) {
        gltfa_clip_sample(&bk_clip, t[k]);
        for (i = 0; i < 4; ++i) {
            size_t w;
            const float *d = gltfa_clip_channel_dest(&bk_clip, i, &w);
            CHECK(d == bk_ch[i].dest);
            for (j = 0; j < w; ++j) a[i][j] = d[j];
        }
        CHECK_INT(bk_skip(4, &bk_nodes, &sc, &bad), GLTFA_SUCCESS);
        CHECK_INT(sc, 0);
        CHECK_INT(bad, 99);
        gltfa_clip_sample(&bk_clip, t[k]);
        for (i = 0; i < 4; ++i) {
            size_t w;
            const float *d = gltfa_clip_channel_dest(&bk_clip, i, &w);
            for (j = 0; j < w; ++j) b[i][j] = d[j];
            CHECK(memcmp(a[i], b[i], w * sizeof(float)) == 0);
        }
        CHECK_INT(bk_strict(4, &bk_nodes, &bad), GLTFA_SUCCESS);
    }
    CHECK(gltfa_clip_channel_dest(&bk_clip, 2, NULL) == bk_w2);
    CHECK(gltfa_clip_channel_dest(&bk_clip, 3, NULL) == bk_poses[1].rotation);
    /* the strict errors are unchanged: a sampler error at its desc */
    bk_desc[2].output.count = 3;
    CHECK_INT(bk_strict(4, &bk_nodes, &bad), GLTFA_ERROR_COUNT_MISMATCH);
    CHECK_INT(bad, 2);
    CHECK(bk_zeroed());
    CHECK_INT(bk_skip(4, &bk_nodes, &sc, &bad), GLTFA_ERROR_COUNT_MISMATCH);
    CHECK_INT(bad, 2);
    CHECK_INT(sc, 0);
    CHECK(bk_zeroed());
}

/* Errors that are not skipped fail the whole clip in skip mode too, with the desc that
   failed and the skips found before it:
     bad data after a skipped channel            COUNT_MISMATCH, desc 2, 1 skipped
     bad data on a node out of range             COUNT_MISMATCH (the data are checked first)
     dest_count 3 for a float4                   WIDTH_MISMATCH
     a malformed pointer                         POINTER_SYNTAX
     LINEAR on a bool                            STEP_ONLY
   and misuse: no clip, no slots (0 skipped). */
void test_bind_skip_errors(void)
{
    float color[4], vis[1];
    size_t bad, sc;
    int before = th_assert_hits;
    bk_setup();
    bk_pointer(0, BK_COLOR, BK_COLOR_PTR, NULL, 0);             /* skipped */
    bk_core(1, BK_TR, GLTFA_PATH_TRANSLATION, 0);
    bk_core(2, BK_TR, GLTFA_PATH_TRANSLATION, 1);
    bk_desc[2].output.count = 3;                               /* 3 keys of 2 */
    CHECK_INT(bk_skip(3, &bk_nodes, &sc, &bad), GLTFA_ERROR_COUNT_MISMATCH);
    CHECK_INT(bad, 2);
    CHECK_INT(sc, 1);
    CHECK_INT(bk_skipped[0].desc, 0); CHECK_INT(bk_skipped[0].reason, GLTFA_ERROR_NO_DESTINATION);
    CHECK(bk_zeroed());
    bk_desc[2].node = 9;                                       /* bad data and no node */
    CHECK_INT(bk_skip(3, &bk_nodes, &sc, &bad), GLTFA_ERROR_COUNT_MISMATCH);
    CHECK_INT(bad, 2);
    bk_core(2, BK_TR, GLTFA_PATH_TRANSLATION, 1);
    bk_pointer(3, BK_COLOR, BK_COLOR_PTR, color, 3);
    CHECK_INT(bk_skip(4, &bk_nodes, &sc, &bad), GLTFA_ERROR_WIDTH_MISMATCH);
    CHECK_INT(bad, 3);
    CHECK_INT(sc, 1);
    bk_pointer(3, BK_COLOR, "/materials/01/pbrMetallicRoughness/baseColorFactor", color, 4);
    CHECK_INT(bk_skip(4, &bk_nodes, &sc, &bad), GLTFA_ERROR_POINTER_SYNTAX);
    CHECK_INT(bad, 3);
    bk_pointer(3, BK_ONE, "/nodes/0/extensions/KHR_node_visibility/visible", vis, 1);
    CHECK_INT(bk_skip(4, &bk_nodes, &sc, &bad), GLTFA_ERROR_STEP_ONLY);
    CHECK_INT(bad, 3);
    CHECK(bk_zeroed());
    /* the same four descs bind once desc 3 is fixed (a color with its dest) */
    bk_pointer(3, BK_COLOR, BK_COLOR_PTR, color, 4);
    CHECK_INT(bk_skip(4, &bk_nodes, &sc, &bad), GLTFA_SUCCESS);
    CHECK_INT(sc, 1);
    CHECK_INT(gltfa_clip_channel_count(&bk_clip), 3);
    /* misuse */
    sc = 77;
    CHECK_INT(gltfa_clip_init_nodes_skip(NULL, bk_ch, bk_slots, bk_desc, 4, &bk_nodes, bk_skipped,
                                         &sc, &bad), GLTFA_ERROR_INVALID_ARGUMENT);
    CHECK_INT(sc, 0);
    sc = 77;
    CHECK_INT(gltfa_clip_init_nodes_skip(&bk_clip, bk_ch, NULL, bk_desc, 4, &bk_nodes, bk_skipped,
                                         &sc, &bad), GLTFA_ERROR_INVALID_ARGUMENT);
    CHECK_INT(sc, 0);
    CHECK(bk_zeroed());
    CHECK_INT(th_assert_hits - before, 2);
}

/* Duplicates among the bound channels are still refused, reported by desc index (not by
   the packed clip index); a skipped channel takes no part:
     unknown pointer (skipped), core translation of node 0, color without dest (skipped),
     /nodes/0/translation: DUPLICATE_TARGET at desc 3 (packed, it is channel 1).
     unknown pointer (skipped), core weights of node 2, color without dest (skipped),
     /nodes/2/weights/1: a node's whole weights and one of them, at desc 3.
     An unknown pointer whose dest is the color's, then the color: no duplicate (the
     skipped channel binds nothing). */
void test_bind_skip_duplicates(void)
{
    float color[4];
    size_t bad, sc;
    bk_setup();
    bk_pointer(0, BK_COLOR, "/materials/0/pbrMetallicRoughness/baseColor", color, 4);
    bk_core(1, BK_TR, GLTFA_PATH_TRANSLATION, 0);
    bk_pointer(2, BK_COLOR, BK_COLOR_PTR, NULL, 0);
    bk_pointer(3, BK_TR, "/nodes/0/translation", NULL, 0);
    CHECK_INT(bk_skip(4, &bk_nodes, &sc, &bad), GLTFA_ERROR_DUPLICATE_TARGET);
    CHECK_INT(bad, 3);
    CHECK_INT(sc, 2);
    CHECK_INT(bk_skipped[0].desc, 0); CHECK_INT(bk_skipped[1].desc, 2);
    CHECK(bk_zeroed());
    bk_core(1, BK_TWO, GLTFA_PATH_WEIGHTS, 2);
    bk_pointer(3, BK_ONE, "/nodes/2/weights/1", NULL, 0);
    CHECK_INT(bk_skip(4, &bk_nodes, &sc, &bad), GLTFA_ERROR_DUPLICATE_TARGET);
    CHECK_INT(bad, 3);
    CHECK(bk_zeroed());
    bk_pointer(3, BK_ONE, "/nodes/2/weights/1", NULL, 0);
    bk_core(1, BK_TR, GLTFA_PATH_TRANSLATION, 1);
    CHECK_INT(bk_skip(4, &bk_nodes, &sc, &bad), GLTFA_SUCCESS); /* weights/1 alone: bound */
    CHECK_INT(gltfa_clip_channel_count(&bk_clip), 2);
    CHECK(gltfa_clip_channel_dest(&bk_clip, 1, NULL) == &bk_w2[1]);
    bk_pointer(1, BK_COLOR, BK_COLOR_PTR, color, 4);           /* desc 0 skipped, same dest */
    CHECK_INT(bk_skip(2, &bk_nodes, &sc, &bad), GLTFA_SUCCESS);
    CHECK_INT(sc, 1);
    CHECK(gltfa_clip_channel_dest(&bk_clip, 0, NULL) == color);
    /* the strict call on the same four: the unknown pointer first */
    CHECK_INT(bk_strict(4, &bk_nodes, &bad), GLTFA_ERROR_POINTER_UNKNOWN);
    CHECK_INT(bad, 0);
}

/* The queries on a clip of gltfa_clip_init, on NULL and on a failed clip. */
void test_clip_channel_queries(void)
{
    float a[3], b[4];
    gltfa_channel ch[2];
    gltfa_clip_slot slots[2];
    gltfa_clip clip;
    size_t w = 99;
    bk_setup();
    CHECK_INT(gltfa_sampler_init(&ch[0].sampler, &bk_in, &bk_out[BK_TR], GLTFA_INTERP_STEP,
                                 GLTFA_PROPERTY_TRANSLATION), GLTFA_SUCCESS);
    CHECK_INT(gltfa_sampler_init(&ch[1].sampler, &bk_in, &bk_out[BK_COLOR], GLTFA_INTERP_LINEAR,
                                 GLTFA_PROPERTY_FLOAT4), GLTFA_SUCCESS);
    ch[0].dest = a;
    ch[1].dest = b;
    CHECK_INT(gltfa_clip_init(&clip, ch, 2, slots), GLTFA_SUCCESS);
    CHECK_INT(gltfa_clip_channel_count(&clip), 2);
    CHECK(gltfa_clip_channel_dest(&clip, 0, &w) == a); CHECK_INT(w, 3);
    CHECK(gltfa_clip_channel_dest(&clip, 1, &w) == b); CHECK_INT(w, 4);
    w = 99;
    CHECK(gltfa_clip_channel_dest(&clip, 2, &w) == NULL); CHECK_INT(w, 0);
    w = 99;
    CHECK(gltfa_clip_channel_dest(&clip, (size_t)-1, &w) == NULL); CHECK_INT(w, 0);
    CHECK(gltfa_clip_channel_dest(&clip, 1, NULL) == b);
    CHECK_INT(gltfa_clip_channel_count(NULL), 0);
    w = 99;
    CHECK(gltfa_clip_channel_dest(NULL, 0, &w) == NULL); CHECK_INT(w, 0);
    ch[1].dest = a; /* a duplicate: the clip is zeroed, and has no channels */
    CHECK_INT(gltfa_clip_init(&clip, ch, 2, slots), GLTFA_ERROR_DUPLICATE_TARGET);
    CHECK_INT(gltfa_clip_channel_count(&clip), 0);
    CHECK(gltfa_clip_channel_dest(&clip, 0, &w) == NULL); CHECK_INT(w, 0);
}
