/* test_clip.c - the clip layer: clips and their span, node binding, KHR_animation_pointer
   (parsing, samplers, and binding next to core channels) and blending. Expected values are
   worked out by hand next to each check, or come from an independent computation
   (per-channel sampling for clips). The wrap rules have their own file, test_span.c.
   Accessor bytes are always written little-endian by the fixture (fx_fill), so every test
   runs on any host. */
#include "fixture.h"
#include "harness.h"
#include "test_list.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

static fx fa, fb, fc;
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

/* The three-call playback on a node list: rest poses in, one call to build, one to sample.
   Node 0 translation LINEAR (0,0,0) -> (2,4,6) over 1 s; node 1 rotation STEP; node 2
   two morph weights (0,1) -> (1,0). Non-animated properties keep their rest values. The
   clip's span is [0, 1]: clip time 0.25 REPEAT is 0.25, and 1.25 is 0.25 again. At 0.25:
   translation (0.5, 1, 1.5), rotation still key 0 (STEP), weights (0.25, 0.75). */
void test_nodes_three_calls(void)
{
    static const float t2[2] = { 0.0f, 1.0f };
    static const double tr[6] = { 0, 0, 0,  2, 4, 6 };
    static const double ro[8] = { 0, 0, 0, 1,  0, 0, 1, 0 };
    static const double we[4] = { 0, 1,  1, 0 };
    gltfa_trs poses[4];
    float w2[2] = { 9, 9 };
    float *weights[4];
    size_t counts[4] = { 0, 0, 2, 0 }, bad = 99;
    gltfa_nodes nodes;
    gltfa_channel_desc desc[3];
    gltfa_channel ch[3];
    gltfa_clip_slot slots[3];
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
    fx_fill(&fa, t2, 2, tr, 6, 3, GLTFA_FLOAT, 0, NULL);
    fx_fill(&fb, t2, 2, ro, 8, 4, GLTFA_FLOAT, 0, NULL);
    fx_fill(&fc, t2, 2, we, 4, 1, GLTFA_FLOAT, 0, NULL);
    desc[0].input = desc[1].input = desc[2].input = fa.in; /* one key-time accessor for all */
    desc[0].output = fa.out; desc[1].output = fb.out; desc[2].output = fc.out;
    desc[0].interp = GLTFA_INTERP_LINEAR; desc[0].node = 0; desc[0].path = GLTFA_PATH_TRANSLATION;
    desc[1].interp = GLTFA_INTERP_STEP; desc[1].node = 1; desc[1].path = GLTFA_PATH_ROTATION;
    desc[2].interp = GLTFA_INTERP_LINEAR; desc[2].node = 2; desc[2].path = GLTFA_PATH_WEIGHTS;
    CHECK_INT(gltfa_clip_init_nodes(&clip, ch, slots, desc, 3, &nodes, &bad), GLTFA_SUCCESS);
    CHECK_BITS(gltfa_clip_time(&clip, 1.25f, GLTFA_WRAP_REPEAT, 0), 0.25f);
    CHECK_INT(gltfa_clip_sample(&clip, gltfa_clip_time(&clip, 0.25f, GLTFA_WRAP_REPEAT, 0)),
              GLTFA_SUCCESS);
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
   weight count, a node without weights, a rotation channel on a translation, paths that
   are not a node's, duplicates; no slots for a clip with channels (misuse). */
void test_nodes_errors(void)
{
    static const float t2[2] = { 0.0f, 1.0f };
    static const double tr[6] = { 0, 0, 0,  2, 4, 6 };
    static const double we[6] = { 0, 1, 0,  1, 0, 1 };
    gltfa_trs poses[2];
    float w[2];
    float *weights[2];
    size_t counts[2] = { 2, 0 }, bad = 99;
    gltfa_nodes nodes;
    gltfa_channel_desc desc[2];
    gltfa_channel ch[2];
    gltfa_clip_slot slots[2];
    gltfa_clip clip;
    memset(poses, 0, sizeof poses);
    memset(desc, 0, sizeof desc);
    w[0] = w[1] = 0.0f;
    weights[0] = w; weights[1] = NULL;
    nodes.poses = poses; nodes.node_count = 2; nodes.weights = weights; nodes.weight_counts = counts;
    fx_fill(&fa, t2, 2, tr, 6, 3, GLTFA_FLOAT, 0, NULL);
    fx_fill(&fb, t2, 2, we, 6, 1, GLTFA_FLOAT, 0, NULL);
    desc[0].input = fa.in;
    desc[0].output = fa.out;
    desc[0].interp = GLTFA_INTERP_LINEAR; desc[0].node = 2; desc[0].path = GLTFA_PATH_TRANSLATION;
    desc[1] = desc[0];
    CHECK_INT(gltfa_clip_init_nodes(&clip, ch, slots, desc, 1, &nodes, &bad), GLTFA_ERROR_NODE_INDEX);
    CHECK_INT(bad, 0);
    /* slots are required when there are channels: misuse, nothing bound, bad untouched */
    bad = 99;
    CHECK_INT(gltfa_clip_init_nodes(&clip, ch, NULL, desc, 1, &nodes, &bad), GLTFA_ERROR_INVALID_ARGUMENT);
    CHECK_INT(bad, 99);
    CHECK(clip.channels == NULL && clip.clip_slots == NULL);
    CHECK_INT(gltfa_clip_init_nodes(&clip, ch, NULL, desc, 0, &nodes, &bad), GLTFA_SUCCESS);
    desc[0].node = 1;
    desc[1].node = 1; /* the same (node, path) twice */
    CHECK_INT(gltfa_clip_init_nodes(&clip, ch, slots, desc, 2, &nodes, &bad), GLTFA_ERROR_DUPLICATE_TARGET);
    CHECK_INT(bad, 1);
    desc[1].output = fb.out; /* 3 weights per key */
    desc[1].path = GLTFA_PATH_WEIGHTS;
    desc[1].node = 0;
    CHECK_INT(gltfa_clip_init_nodes(&clip, ch, slots, desc, 2, &nodes, &bad), GLTFA_ERROR_WIDTH_MISMATCH);
    CHECK_INT(bad, 1);
    desc[1].node = 1; /* node 1 has no weights */
    CHECK_INT(gltfa_clip_init_nodes(&clip, ch, slots, desc, 2, &nodes, &bad), GLTFA_ERROR_WIDTH_MISMATCH);
    /* binding directly: a translation sampler cannot drive a rotation, and only the four
       node paths bind to a node */
    CHECK_INT(gltfa_sampler_init(&ch[0].sampler, &desc[0].input, &desc[0].output,
                                 GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_TRANSLATION), GLTFA_SUCCESS);
    ch[0].dest = NULL;
    CHECK_INT(gltfa_channel_bind(&ch[0], &nodes, 0, GLTFA_PATH_ROTATION), GLTFA_ERROR_WIDTH_MISMATCH);
    CHECK_INT(gltfa_channel_bind(&ch[0], &nodes, 0, GLTFA_PATH_POINTER), GLTFA_ERROR_UNKNOWN_TARGET);
    CHECK_INT(gltfa_channel_bind(&ch[0], &nodes, 0, GLTFA_PATH_NONE), GLTFA_ERROR_UNKNOWN_TARGET);
    CHECK(ch[0].dest == NULL);
    CHECK_INT(gltfa_channel_bind(&ch[0], &nodes, 1, GLTFA_PATH_SCALE), GLTFA_SUCCESS);
    CHECK(ch[0].dest == poses[1].scale);
    /* a sampler error is reported with its channel */
    desc[0].output.count = 3;
    CHECK_INT(gltfa_clip_init_nodes(&clip, ch, slots, desc, 2, &nodes, &bad), GLTFA_ERROR_COUNT_MISMATCH);
    CHECK_INT(bad, 0);
    /* a desc whose path is none of the five */
    desc[0].output.count = 2;
    desc[0].path = GLTFA_PATH_NONE;
    bad = 99;
    CHECK_INT(gltfa_clip_init_nodes(&clip, ch, slots, desc, 2, &nodes, &bad), GLTFA_ERROR_UNKNOWN_TARGET);
    CHECK_INT(bad, 0);
}

typedef struct ptr_case {
    const char *pointer;
    gltfa_property property;
    gltfa_path path;
    size_t width, index_count, i0, i1;
} ptr_case;

/* Pointers from the glTF 2.0 Asset Object Model, classified: the rules row, the node path
   for a node's own four properties (GLTFA_PATH_POINTER for everything else), the width
   (0 for float[]: the accessor decides) and the indices. Only /nodes/{i}/rotation is a
   QUATERNION; the image-based light's rotation is a plain float4, as colors are. */
void test_pointer_parse_valid(void)
{
#define PP GLTFA_PATH_POINTER
    static const ptr_case cases[] = {
        { "/nodes/3/rotation", GLTFA_PROPERTY_QUATERNION, GLTFA_PATH_ROTATION, 4, 1, 3, 0 },
        { "/nodes/0/translation", GLTFA_PROPERTY_FLOAT3, GLTFA_PATH_TRANSLATION, 3, 1, 0, 0 },
        { "/nodes/12/scale", GLTFA_PROPERTY_FLOAT3, GLTFA_PATH_SCALE, 3, 1, 12, 0 },
        { "/nodes/0/weights", GLTFA_PROPERTY_FLOAT_ARRAY, GLTFA_PATH_WEIGHTS, 0, 1, 0, 0 },
        { "/nodes/0/weights/2", GLTFA_PROPERTY_FLOAT, GLTFA_PATH_WEIGHTS, 1, 2, 0, 2 },
        { "/meshes/1/weights/7", GLTFA_PROPERTY_FLOAT, PP, 1, 2, 1, 7 },
        { "/meshes/4/weights", GLTFA_PROPERTY_FLOAT_ARRAY, PP, 0, 1, 4, 0 },
        { "/materials/1/pbrMetallicRoughness/baseColorFactor", GLTFA_PROPERTY_FLOAT4, PP, 4, 1, 1, 0 },
        { "/materials/0/emissiveFactor", GLTFA_PROPERTY_FLOAT3, PP, 3, 1, 0, 0 },
        { "/materials/0/alphaCutoff", GLTFA_PROPERTY_FLOAT, PP, 1, 1, 0, 0 },
        { "/cameras/0/perspective/yfov", GLTFA_PROPERTY_FLOAT, PP, 1, 1, 0, 0 },
        { "/cameras/2/orthographic/xmag", GLTFA_PROPERTY_FLOAT, PP, 1, 1, 2, 0 },
        { "/extensions/KHR_lights_punctual/lights/0/color", GLTFA_PROPERTY_FLOAT3, PP, 3, 1, 0, 0 },
        { "/extensions/KHR_lights_punctual/lights/5/spot/outerConeAngle", GLTFA_PROPERTY_FLOAT, PP, 1, 1, 5, 0 },
        { "/materials/0/pbrMetallicRoughness/baseColorTexture/extensions/KHR_texture_transform/offset", GLTFA_PROPERTY_FLOAT2, PP, 2, 1, 0, 0 },
        { "/materials/3/normalTexture/extensions/KHR_texture_transform/rotation", GLTFA_PROPERTY_FLOAT, PP, 1, 1, 3, 0 },
        { "/materials/0/extensions/KHR_materials_clearcoat/clearcoatNormalTexture/extensions/KHR_texture_transform/scale", GLTFA_PROPERTY_FLOAT2, PP, 2, 1, 0, 0 },
        { "/materials/0/extensions/KHR_materials_volume/attenuationColor", GLTFA_PROPERTY_FLOAT3, PP, 3, 1, 0, 0 },
        { "/materials/0/extensions/KHR_materials_emissive_strength/emissiveStrength", GLTFA_PROPERTY_FLOAT, PP, 1, 1, 0, 0 },
        { "/nodes/2/extensions/KHR_node_visibility/visible", GLTFA_PROPERTY_BOOL, PP, 1, 1, 2, 0 },
        { "/extensions/EXT_lights_image_based/lights/0/rotation", GLTFA_PROPERTY_FLOAT4, PP, 4, 1, 0, 0 },
        { "/nodes/4294967295/rotation", GLTFA_PROPERTY_QUATERNION, GLTFA_PATH_ROTATION, 4, 1, 4294967295UL, 0 }
    };
#undef PP
    size_t i;
    for (i = 0; i < sizeof cases / sizeof cases[0]; ++i) {
        gltfa_pointer p;
        gltfa_result r = gltfa_pointer_parse(cases[i].pointer, &p);
        if (r != GLTFA_SUCCESS) printf("    %s: %s\n", cases[i].pointer, gltfa_result_name(r));
        CHECK_INT(r, GLTFA_SUCCESS);
        if (r != GLTFA_SUCCESS) continue;
        if (p.property != cases[i].property || p.path != cases[i].path) printf("    %s\n", cases[i].pointer);
        CHECK_INT(p.property, cases[i].property);
        CHECK_INT(p.path, cases[i].path);
        CHECK_INT(p.width, cases[i].width);
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

/* Samplers for pointer properties (gltfa_sampler_init with gltfa_pointer.property): type
   rules, STEP-only for int and bool, integer conversion, and quaternion-or-not decided by
   the pointer: the same two float4 keys (0,0,0,2) and (0,0,2,0) slerp and normalize for
   /nodes/0/rotation (half way: (0,0,0.7071,0.7071)) but interpolate component-wise for a
   base color (half way: (0,0,1,1)). */
void test_pointer_samplers(void)
{
    static const float t2[2] = { 0.0f, 1.0f };
    static const double q[8] = { 0, 0, 0, 2,  0, 0, 2, 0 };
    static const double shorts[2] = { 3, -7 };
    static const double bools[2] = { 0, 200 };
    static const double norm_shorts[2] = { 32767, -32768 };
    gltfa_pointer rot, color, vis, yfov, weights;
    float out[4];
    CHECK_INT(gltfa_pointer_parse("/nodes/0/rotation", &rot), GLTFA_SUCCESS);
    CHECK_INT(gltfa_pointer_parse("/materials/0/pbrMetallicRoughness/baseColorFactor", &color), GLTFA_SUCCESS);
    CHECK_INT(gltfa_pointer_parse("/nodes/1/extensions/KHR_node_visibility/visible", &vis), GLTFA_SUCCESS);
    CHECK_INT(gltfa_pointer_parse("/cameras/0/perspective/yfov", &yfov), GLTFA_SUCCESS);
    CHECK_INT(gltfa_pointer_parse("/meshes/0/weights", &weights), GLTFA_SUCCESS);
    fx_fill(&fa, t2, 2, q, 8, 4, GLTFA_FLOAT, 0, NULL);
    CHECK_INT(gltfa_sampler_init(&fa.s, &fa.in, &fa.out, GLTFA_INTERP_LINEAR, rot.property), GLTFA_SUCCESS);
    CHECK_INT(gltfa_sampler_is_quaternion(&fa.s), 1);
    fx_sample(&fa, 0.5f, out);
    CHECK_NEAR(out[2], 0.70710678, 2e-7); CHECK_NEAR(out[3], 0.70710678, 2e-7);
    CHECK_INT(gltfa_sampler_init(&fa.s, &fa.in, &fa.out, GLTFA_INTERP_LINEAR, color.property), GLTFA_SUCCESS);
    CHECK_INT(gltfa_sampler_is_quaternion(&fa.s), 0);
    fx_sample(&fa, 0.5f, out);
    CHECK_BITS(out[2], 1.0f); CHECK_BITS(out[3], 1.0f);
    fx_sample(&fa, 0.0f, out);
    CHECK_BITS(out[3], 2.0f); /* a colour key is not normalized */
    /* float: non-normalized SHORT converts to the equal float; normalized uses the formula */
    fx_fill(&fb, t2, 2, shorts, 2, 1, GLTFA_SHORT, 0, NULL);
    CHECK_INT(gltfa_sampler_init(&fb.s, &fb.in, &fb.out, GLTFA_INTERP_LINEAR, yfov.property), GLTFA_SUCCESS);
    fx_sample(&fb, 0.0f, out); CHECK_BITS(out[0], 3.0f);
    fx_sample(&fb, 0.5f, out); CHECK_BITS(out[0], -2.0f); /* (3 - 7) / 2 */
    fx_fill(&fb, t2, 2, norm_shorts, 2, 1, GLTFA_SHORT, 1, NULL);
    CHECK_INT(gltfa_sampler_init(&fb.s, &fb.in, &fb.out, GLTFA_INTERP_LINEAR, yfov.property), GLTFA_SUCCESS);
    fx_sample(&fb, 1.0f, out); CHECK_BITS(out[0], -1.0f);
    /* float with a VEC2 output: wrong type */
    fx_fill(&fb, t2, 2, q, 4, 2, GLTFA_FLOAT, 0, NULL);
    CHECK_INT(gltfa_sampler_init(&fb.s, &fb.in, &fb.out, GLTFA_INTERP_LINEAR, yfov.property), GLTFA_ERROR_COMPONENT_COUNT);
    /* float[] with N = 2 per key */
    fx_fill(&fb, t2, 2, q, 4, 1, GLTFA_FLOAT, 0, NULL);
    CHECK_INT(gltfa_sampler_init(&fb.s, &fb.in, &fb.out, GLTFA_INTERP_LINEAR, weights.property), GLTFA_SUCCESS);
    CHECK_INT(gltfa_sampler_width(&fb.s), 2);
    /* a float property given N values per key is a count mismatch */
    CHECK_INT(gltfa_sampler_init(&fb.s, &fb.in, &fb.out, GLTFA_INTERP_LINEAR, yfov.property), GLTFA_ERROR_COUNT_MISMATCH);
    /* bool: STEP only, plain UNSIGNED_BYTE only (RULES: normalized where the row wants
       plain is GLTFA_ERROR_NORMALIZED, a type it does not list GLTFA_ERROR_COMPONENT_TYPE);
       200 reads back as 200 (true) */
    fx_fill(&fc, t2, 2, bools, 2, 1, GLTFA_UNSIGNED_BYTE, 0, NULL);
    CHECK_INT(gltfa_sampler_init(&fc.s, &fc.in, &fc.out, GLTFA_INTERP_LINEAR, vis.property), GLTFA_ERROR_STEP_ONLY);
    CHECK_INT(gltfa_sampler_init(&fc.s, &fc.in, &fc.out, GLTFA_INTERP_CUBICSPLINE, vis.property), GLTFA_ERROR_STEP_ONLY);
    CHECK_INT(gltfa_sampler_init(&fc.s, &fc.in, &fc.out, (gltfa_interp)9, vis.property), GLTFA_ERROR_UNKNOWN_INTERPOLATION);
    CHECK_INT(gltfa_sampler_init(&fc.s, &fc.in, &fc.out, GLTFA_INTERP_STEP, vis.property), GLTFA_SUCCESS);
    fx_sample(&fc, 0.5f, out); CHECK_BITS(out[0], 0.0f);
    fx_sample(&fc, 1.0f, out); CHECK_BITS(out[0], 200.0f);
    fc.out.normalized = 1;
    CHECK_INT(gltfa_sampler_init(&fc.s, &fc.in, &fc.out, GLTFA_INTERP_STEP, vis.property), GLTFA_ERROR_NORMALIZED);
    fx_fill(&fc, t2, 2, shorts, 2, 1, GLTFA_SHORT, 0, NULL);
    CHECK_INT(gltfa_sampler_init(&fc.s, &fc.in, &fc.out, GLTFA_INTERP_STEP, vis.property), GLTFA_ERROR_COMPONENT_TYPE);
    /* int (no ratified property has this type yet, so no pointer gives it; the rules row
       still applies): non-normalized integers, STEP */
    CHECK_INT(gltfa_sampler_init(&fc.s, &fc.in, &fc.out, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_INT), GLTFA_ERROR_STEP_ONLY);
    CHECK_INT(gltfa_sampler_init(&fc.s, &fc.in, &fc.out, GLTFA_INTERP_STEP, GLTFA_PROPERTY_INT), GLTFA_SUCCESS);
    fx_sample(&fc, 1.0f, out); CHECK_BITS(out[0], -7.0f);
    fx_fill(&fc, t2, 2, q, 2, 1, GLTFA_FLOAT, 0, NULL);
    CHECK_INT(gltfa_sampler_init(&fc.s, &fc.in, &fc.out, GLTFA_INTERP_STEP, GLTFA_PROPERTY_INT), GLTFA_ERROR_COMPONENT_TYPE);
}

/* ---- test_nodes_pointer_channels: core and KHR_animation_pointer channels in one
   gltfa_clip_init_nodes call. Every channel has two keys, at t = 0 and t = 1. */

/* Key data, one accessor pair each. */
enum pc_keys { K_TR, K_COLOR, K_QUAT, K_ONE, K_TWO, K_BOOL, K_COUNT };
static const double pc_tr[6] = { 0, 0, 0,  2, 4, 6 };          /* VEC3 */
static const double pc_color[8] = { 1, 0, 0, 1,  0, 0.5, 1, 0.5 }; /* VEC4 */
static const double pc_quat[8] = { 0, 0, 0, 1,  0, 0, 1, 0 };  /* identity -> 180 deg about z */
static const double pc_one[2] = { 0, 1 };                      /* one float per key */
static const double pc_two[4] = { 0, 1,  1, 0 };               /* two floats per key */
static const double pc_bool[2] = { 0, 1 };                     /* UNSIGNED_BYTE */
typedef struct pc_keydata {
    const double *values;
    size_t count;
    int components, component_type;
} pc_keydata;
static const pc_keydata pc_keys_rows[K_COUNT] = {
    { pc_tr, 6, 3, GLTFA_FLOAT }, { pc_color, 8, 4, GLTFA_FLOAT }, { pc_quat, 8, 4, GLTFA_FLOAT },
    { pc_one, 2, 1, GLTFA_FLOAT }, { pc_two, 4, 1, GLTFA_FLOAT }, { pc_bool, 2, 1, GLTFA_UNSIGNED_BYTE }
};

/* Where a desc's dest points: nowhere (the node pose), or one of the caller's arrays. */
enum pc_dests { D_NONE, D_COLOR, D_VIS, D_TR };
static float pc_color_out[4], pc_vis_out[1], pc_tr_out[3];

/* Channel descriptions; a case lists them by these names, ended by T_END. The test's
   nodes: 0 and 1 without weights, 2 with two weights; three nodes in all. */
enum pc_tpl_id {
    T_END, T_TR0, T_COLOR, T_PROT1, T_PW21, T_VIS, T_PTR1, T_TR_DEST, T_ROT1, T_W2, T_PW2,
    T_PW20, T_PTR0, T_COLOR_NODEST, T_COLOR_3, T_SYNTAX, T_NULL, T_UNKNOWN, T_VIS_LINEAR,
    T_PW22, T_PW00, T_PROT3
};
typedef struct pc_template {
    gltfa_path path;
    size_t node;
    const char *pointer;
    int keys;
    gltfa_interp interp;
    int dest;
    size_t dest_count;
} pc_template;
#define PC_P GLTFA_PATH_POINTER
#define PC_L GLTFA_INTERP_LINEAR
#define PC_COLOR "/materials/0/pbrMetallicRoughness/baseColorFactor"
#define PC_VIS "/nodes/0/extensions/KHR_node_visibility/visible"
static const pc_template pc_templates[] = {
    /* T_END */          { GLTFA_PATH_NONE, 0, NULL, K_TR, PC_L, D_NONE, 0 },
    /* T_TR0 */          { GLTFA_PATH_TRANSLATION, 0, NULL, K_TR, PC_L, D_NONE, 0 },
    /* T_COLOR */        { PC_P, 0, PC_COLOR, K_COLOR, PC_L, D_COLOR, 4 },
    /* T_PROT1 */        { PC_P, 0, "/nodes/1/rotation", K_QUAT, PC_L, D_NONE, 0 },
    /* T_PW21 */         { PC_P, 0, "/nodes/2/weights/1", K_ONE, PC_L, D_NONE, 0 },
    /* T_VIS */          { PC_P, 0, PC_VIS, K_BOOL, GLTFA_INTERP_STEP, D_VIS, 1 },
    /* T_PTR1 */         { PC_P, 0, "/nodes/1/translation", K_TR, PC_L, D_NONE, 0 },
    /* T_TR_DEST */      { GLTFA_PATH_TRANSLATION, 0, NULL, K_TR, PC_L, D_TR, 3 },
    /* T_ROT1 */         { GLTFA_PATH_ROTATION, 1, NULL, K_QUAT, PC_L, D_NONE, 0 },
    /* T_W2 */           { GLTFA_PATH_WEIGHTS, 2, NULL, K_TWO, PC_L, D_NONE, 0 },
    /* T_PW2 */          { PC_P, 0, "/nodes/2/weights", K_TWO, PC_L, D_NONE, 0 },
    /* T_PW20 */         { PC_P, 0, "/nodes/2/weights/0", K_ONE, PC_L, D_NONE, 0 },
    /* T_PTR0 */         { PC_P, 0, "/nodes/0/translation", K_TR, PC_L, D_NONE, 0 },
    /* T_COLOR_NODEST */ { PC_P, 0, PC_COLOR, K_COLOR, PC_L, D_NONE, 0 },
    /* T_COLOR_3 */      { PC_P, 0, PC_COLOR, K_COLOR, PC_L, D_COLOR, 3 },
    /* T_SYNTAX */       { PC_P, 0, "/materials/01/pbrMetallicRoughness/baseColorFactor", K_COLOR, PC_L, D_COLOR, 4 },
    /* T_NULL */         { PC_P, 0, NULL, K_ONE, PC_L, D_VIS, 1 },
    /* T_UNKNOWN */      { PC_P, 0, "/materials/0/pbrMetallicRoughness/baseColor", K_COLOR, PC_L, D_COLOR, 4 },
    /* T_VIS_LINEAR */   { PC_P, 0, PC_VIS, K_BOOL, PC_L, D_VIS, 1 },
    /* T_PW22 */         { PC_P, 0, "/nodes/2/weights/2", K_ONE, PC_L, D_NONE, 0 },
    /* T_PW00 */         { PC_P, 0, "/nodes/0/weights/0", K_ONE, PC_L, D_NONE, 0 },
    /* T_PROT3 */        { PC_P, 0, "/nodes/3/rotation", K_QUAT, PC_L, D_NONE, 0 }
};
#undef PC_P
#undef PC_L

static fx pc_fx[K_COUNT];
static gltfa_channel_desc pc_desc[8];
static gltfa_channel pc_ch[8];
static gltfa_clip_slot pc_slots[8];
static gltfa_clip pc_clip;

/* Describes the channels of a T_END-terminated list and binds them in one call, into a
   clip filled with garbage first (a failure must leave it zeroed). bad starts at 99. */
static gltfa_result pc_init(const int *list, const gltfa_nodes *nodes, size_t *bad, size_t *count)
{
    size_t n;
    memset(pc_desc, 0, sizeof pc_desc);
    for (n = 0; list[n] != T_END; ++n) {
        const pc_template *t = &pc_templates[list[n]];
        gltfa_channel_desc *d = &pc_desc[n];
        d->input = pc_fx[t->keys].in;
        d->output = pc_fx[t->keys].out;
        d->interp = t->interp;
        d->path = t->path;
        d->node = t->node;
        d->pointer = t->pointer;
        d->dest = t->dest == D_COLOR ? pc_color_out : t->dest == D_VIS ? pc_vis_out :
                  t->dest == D_TR ? pc_tr_out : NULL;
        d->dest_count = t->dest_count;
    }
    *count = n;
    *bad = 99;
    memset(&pc_clip, 0x5A, sizeof pc_clip);
    return gltfa_clip_init_nodes(&pc_clip, pc_ch, pc_slots, pc_desc, n, nodes, bad);
}

typedef struct pc_case {
    const char *what;
    int with_nodes; /* 0: nodes == NULL */
    int list[8];
    gltfa_result want;
    size_t bad;     /* 99: untouched (success) */
} pc_case;

/* Mixed core and KHR_animation_pointer channels bound in one call.
   One clip: core translation of node 0 (0,0,0) -> (2,4,6); the material base color into
   the caller's float[4] (dest, dest_count 4), (1,0,0,1) -> (0,0.5,1,0.5); /nodes/1/rotation
   with no dest, to poses[1].rotation, identity -> (0,0,1,0); /nodes/2/weights/1 to
   weights[2][1], 0 -> 1; the node-0 visibility bool into the caller's float[1], STEP,
   0 -> 1; /nodes/1/translation to poses[1].translation, (0,0,0) -> (2,4,6).
   At t = 0.5 (LINEAR, by hand): translation (1, 2, 3); color ((1+0)/2, (0+0.5)/2, (0+1)/2,
   (1+0.5)/2) = (0.5, 0.25, 0.5, 0.75); rotation half way from identity to 180 deg about z,
   the keys being orthogonal (dot 0, no negation): 90 deg about z, (0, 0, sin 45, cos 45) =
   (0, 0, 0.70710678, 0.70710678); weights[2] = (9 rest, 0.5); visibility 0 (STEP holds
   key 0). At t = 1 every channel gives its second key.
   Without nodes: only dest-bound channels (the color, the bool, and a core translation
   given a dest) bind; at 0.5 the translation dest is (1, 2, 3).
   Then the errors, each with the channel it names (for a duplicate, the second of the
   pair), and the clip zeroed. */
void test_nodes_pointer_channels(void)
{
    static const float t2[2] = { 0.0f, 1.0f };
    static const int mixed[8] = { T_TR0, T_COLOR, T_PROT1, T_PW21, T_VIS, T_PTR1, T_END };
    static const int no_nodes[8] = { T_COLOR, T_VIS, T_TR_DEST, T_END };
    static const pc_case cases[] = {
        { "core rotation after /nodes/1/rotation", 1,
          { T_TR0, T_COLOR, T_PROT1, T_PW21, T_VIS, T_ROT1, T_END }, GLTFA_ERROR_DUPLICATE_TARGET, 5 },
        { "core rotation before /nodes/1/rotation", 1,
          { T_ROT1, T_TR0, T_COLOR, T_PROT1, T_END }, GLTFA_ERROR_DUPLICATE_TARGET, 3 },
        { "/nodes/0/translation after the core translation", 1,
          { T_TR0, T_COLOR, T_PTR0, T_END }, GLTFA_ERROR_DUPLICATE_TARGET, 2 },
        { "core weights after /nodes/2/weights/1", 1,
          { T_PW21, T_COLOR, T_W2, T_END }, GLTFA_ERROR_DUPLICATE_TARGET, 2 },
        { "core weights before /nodes/2/weights/1", 1,
          { T_W2, T_PW21, T_COLOR, T_END }, GLTFA_ERROR_DUPLICATE_TARGET, 1 },
        { "core weights before /nodes/2/weights/0", 1,
          { T_W2, T_COLOR, T_PW20, T_END }, GLTFA_ERROR_DUPLICATE_TARGET, 2 },
        { "/nodes/2/weights after /nodes/2/weights/1", 1,
          { T_PW21, T_PW2, T_END }, GLTFA_ERROR_DUPLICATE_TARGET, 1 },
        { "the same pointer twice", 1,
          { T_PROT1, T_TR0, T_PROT1, T_END }, GLTFA_ERROR_DUPLICATE_TARGET, 2 },
        { "weights/0 and weights/1: two properties", 1,
          { T_PW20, T_PW21, T_END }, GLTFA_SUCCESS, 99 },
        { "material pointer without dest", 1,
          { T_TR0, T_COLOR_NODEST, T_END }, GLTFA_ERROR_NO_DESTINATION, 1 },
        { "float4 with dest_count 3", 1,
          { T_TR0, T_COLOR_3, T_END }, GLTFA_ERROR_WIDTH_MISMATCH, 1 },
        { "malformed pointer (index 01)", 1,
          { T_TR0, T_SYNTAX, T_END }, GLTFA_ERROR_POINTER_SYNTAX, 1 },
        { "NULL pointer string", 1,
          { T_NULL, T_END }, GLTFA_ERROR_POINTER_SYNTAX, 0 },
        { "unknown pointer", 1,
          { T_TR0, T_UNKNOWN, T_END }, GLTFA_ERROR_POINTER_UNKNOWN, 1 },
        { "bool with LINEAR", 1,
          { T_TR0, T_VIS_LINEAR, T_END }, GLTFA_ERROR_STEP_ONLY, 1 },
        { "weights/2 of a node with two weights", 1,
          { T_TR0, T_PW22, T_END }, GLTFA_ERROR_WIDTH_MISMATCH, 1 },
        { "weights/0 of a node without weights", 1,
          { T_PW00, T_END }, GLTFA_ERROR_WIDTH_MISMATCH, 0 },
        { "/nodes/3 of three nodes", 1,
          { T_COLOR, T_PROT3, T_END }, GLTFA_ERROR_NODE_INDEX, 1 },
        { "node pointer without nodes", 0,
          { T_COLOR, T_VIS, T_PROT1, T_END }, GLTFA_ERROR_NODE_INDEX, 2 },
        { "core channel without nodes", 0,
          { T_COLOR, T_TR0, T_END }, GLTFA_ERROR_NODE_INDEX, 1 }
    };
    gltfa_trs poses[3];
    float w2[2] = { 9, 9 };
    float *weights[3];
    size_t counts[3] = { 0, 0, 2 }, bad, n, i;
    gltfa_nodes nodes;
    gltfa_result r;
    int k;
    for (k = 0; k < K_COUNT; ++k)
        fx_fill(&pc_fx[k], t2, 2, pc_keys_rows[k].values, pc_keys_rows[k].count,
                pc_keys_rows[k].components, pc_keys_rows[k].component_type, 0, NULL);
    memset(poses, 0, sizeof poses);
    for (k = 0; k < 3; ++k) {
        poses[k].rotation[3] = 1;
        poses[k].scale[0] = poses[k].scale[1] = poses[k].scale[2] = 2;
        weights[k] = NULL;
    }
    weights[2] = w2;
    nodes.poses = poses; nodes.node_count = 3; nodes.weights = weights; nodes.weight_counts = counts;
    /* one call, six channels */
    r = pc_init(mixed, &nodes, &bad, &n);
    CHECK_INT(r, GLTFA_SUCCESS);
    CHECK_INT(bad, 99);
    CHECK_INT(pc_clip.channel_count, 6);
    CHECK(pc_ch[0].dest == poses[0].translation);
    CHECK(pc_ch[1].dest == pc_color_out);
    CHECK(pc_ch[2].dest == poses[1].rotation);
    CHECK(pc_ch[3].dest == &w2[1]);
    CHECK(pc_ch[4].dest == pc_vis_out);
    CHECK(pc_ch[5].dest == poses[1].translation);
    CHECK_BITS(gltfa_clip_start(&pc_clip), 0.0f); CHECK_BITS(gltfa_clip_end(&pc_clip), 1.0f);
    CHECK_INT(gltfa_clip_sample(&pc_clip, gltfa_clip_time(&pc_clip, 0.5f, GLTFA_WRAP_CLAMP, 0)),
              GLTFA_SUCCESS);
    CHECK_BITS(poses[0].translation[0], 1.0f); CHECK_BITS(poses[0].translation[1], 2.0f);
    CHECK_BITS(poses[0].translation[2], 3.0f);
    CHECK_BITS(pc_color_out[0], 0.5f); CHECK_BITS(pc_color_out[1], 0.25f);
    CHECK_BITS(pc_color_out[2], 0.5f); CHECK_BITS(pc_color_out[3], 0.75f);
    CHECK_NEAR(poses[1].rotation[0], 0.0, 1e-7); CHECK_NEAR(poses[1].rotation[1], 0.0, 1e-7);
    CHECK_NEAR(poses[1].rotation[2], 0.70710678, 2e-7); CHECK_NEAR(poses[1].rotation[3], 0.70710678, 2e-7);
    CHECK_BITS(w2[0], 9.0f); CHECK_BITS(w2[1], 0.5f);
    CHECK_BITS(pc_vis_out[0], 0.0f);
    CHECK_BITS(poses[1].translation[0], 1.0f); CHECK_BITS(poses[1].translation[2], 3.0f);
    CHECK_BITS(poses[0].rotation[3], 1.0f); CHECK_BITS(poses[1].scale[0], 2.0f); /* rest */
    CHECK_BITS(poses[2].translation[0], 0.0f); CHECK_BITS(poses[2].rotation[3], 1.0f);
    CHECK_INT(gltfa_clip_sample(&pc_clip, 1.0f), GLTFA_SUCCESS);
    CHECK_BITS(pc_color_out[0], 0.0f); CHECK_BITS(pc_color_out[1], 0.5f);
    CHECK_BITS(pc_color_out[2], 1.0f); CHECK_BITS(pc_color_out[3], 0.5f);
    CHECK_NEAR(poses[1].rotation[2], 1.0, 1e-7); CHECK_NEAR(poses[1].rotation[3], 0.0, 1e-7);
    CHECK_BITS(w2[0], 9.0f); CHECK_BITS(w2[1], 1.0f);
    CHECK_BITS(pc_vis_out[0], 1.0f);
    CHECK_BITS(poses[1].translation[1], 4.0f);
    /* nodes == NULL: only dest-bound channels, a core one among them */
    r = pc_init(no_nodes, NULL, &bad, &n);
    CHECK_INT(r, GLTFA_SUCCESS);
    CHECK_INT(bad, 99);
    CHECK_INT(pc_clip.channel_count, 3);
    CHECK(pc_ch[2].dest == pc_tr_out);
    CHECK_INT(gltfa_clip_sample(&pc_clip, 0.5f), GLTFA_SUCCESS);
    CHECK_BITS(pc_color_out[1], 0.25f); CHECK_BITS(pc_color_out[3], 0.75f);
    CHECK_BITS(pc_vis_out[0], 0.0f);
    CHECK_BITS(pc_tr_out[0], 1.0f); CHECK_BITS(pc_tr_out[1], 2.0f); CHECK_BITS(pc_tr_out[2], 3.0f);
    /* the table */
    for (i = 0; i < sizeof cases / sizeof cases[0]; ++i) {
        const pc_case *c = &cases[i];
        r = pc_init(c->list, c->with_nodes ? &nodes : NULL, &bad, &n);
        if (r != c->want || bad != c->bad)
            printf("    %s: %s, bad_channel %lu\n", c->what, gltfa_result_name(r), (unsigned long)bad);
        CHECK_INT(r, c->want);
        CHECK_INT(bad, c->bad);
        CHECK_INT(pc_clip.channel_count, r == GLTFA_SUCCESS ? n : 0);
        if (r != GLTFA_SUCCESS) CHECK(pc_clip.channels == NULL && pc_clip.clip_slots == NULL);
    }
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
