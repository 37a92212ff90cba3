/* test_nodes.c - gltf_anim_bind.h next to the clips: node binding (gltfa_clip_init_nodes,
   gltfa_channel_bind), KHR_animation_pointer (parsing, samplers, and pointer channels bound
   next to core channels) and the binding's O(n log n) duplicate checks against a plain
   O(n^2) evaluation of the documented rule. Expected values are worked out by hand next to
   each check. These tests need the companion header; the core's own are in test_clip.c and
   test_plan.c (make test-core runs the suite without this file). */
#include "fixture.h"
#include "harness.h"
#include "test_list.h"
#include "../gltf_anim_bind.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

static fx fa, fb, fc;

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

/* gltfa_clip_init_nodes (sorted, O(n log n)) reports the channel the rule names, evaluated
   here the plain O(n^2) way, and gltfa_clip_init refuses exactly the clips whose
   destinations repeat: random animations of up to 60 channels over 6 nodes with
   translation, rotation, whole weights, weights/{j} pointers and repeated targets. */
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
    static gltfa_clip_slot slots[60];
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
        size_t n = (size_t)th_rng_int(&r, 1, round % 3 == 0 ? 60 : 9), bad = 1000, want;
        gltfa_result rs;
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
        rs = gltfa_clip_init_nodes(&clip, ch, slots, desc, n, &nodes, &bad);
        want = dup_reference(ch, weight_j, node_of, weights, n);
        if (want < n) ++dups;
        if ((want < n) != (rs == GLTFA_ERROR_DUPLICATE_TARGET) || (want < n && bad != want) ||
            (want == n && rs != GLTFA_SUCCESS)) {
            if (mismatch++ < 3)
                printf("    round %d: %d channels: %d at %lu, rule %lu\n", round, (int)n,
                       (int)rs, (unsigned long)bad, (unsigned long)want);
        }
        /* the clip call on the bound channels: destinations only */
        {
            size_t first = n, a, b;
            for (b = 1; b < n && first == n; ++b)
                for (a = 0; a < b; ++a)
                    if (ch[a].dest == ch[b].dest) { first = b; break; }
            CHECK_INT(gltfa_clip_init(&clip, ch, n, slots),
                      first < n ? GLTFA_ERROR_DUPLICATE_TARGET : GLTFA_SUCCESS);
        }
    }
    printf("  400 random animations, %d with a duplicate\n", dups);
    CHECK(dups > 100 && dups < 300);
    CHECK_INT(mismatch, 0);
}
