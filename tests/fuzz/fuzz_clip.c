/* fuzz_clip.c - libFuzzer target for the clip layer:
   1. gltfa_wrap_time(time, start, end, mode, count) on fuzzed times, spans, modes and play
      counts: never NaN or infinite; in [start, end] for a finite span with end > start,
      start for a span without length (end <= start, or end not finite), 0 when start is not
      finite; on small exact values also the first pass, the loop, ping-pong and the end of
      a counted playback exactly;
   2. fuzzed KHR_animation_pointer strings: a success is a consistent classification;
   3. fuzzed blends (finite, unit quaternions);
   4. clips of up to four fuzzed samplers: the clip's span is the earliest first and the
      latest last key, gltfa_clip_time is gltfa_wrap_time over that span, and sampling at
      fuzzed times writes only the targets (canaries) and equals per-channel sampling after
      a successful check;
   5. gltfa_clip_init_nodes on up to four fuzzed descriptions, core and pointer (fuzzed
      pointer strings among them), with a caller destination or none: writes stay inside
      the node poses, the weights arrays and the given destinations (exact-size heap
      blocks), a failure names a channel and leaves a zeroed clip, a success samples as its
      channels do;
   6. gltf_anim_bind.h's skeletons and skins from fuzzed hierarchies, matrices, poses and
      inverse bind matrix bytes (fuzz_skeleton() says what is checked).
   Exact-size heap copies throughout (the clip slot arrays too). */
#define GLTF_ANIM_IMPLEMENTATION
#define GLTF_ANIM_BIND_IMPLEMENTATION
#include "../../gltf_anim_bind.h"
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size);

static size_t take(const unsigned char **p, size_t *n)
{
    size_t v = 0;
    if (*n > 0) { v = **p; ++*p; --*n; }
    return v;
}

static float take_f(const unsigned char **p, size_t *n)
{
    unsigned char b[4];
    float f;
    b[0] = (unsigned char)take(p, n); b[1] = (unsigned char)take(p, n);
    b[2] = (unsigned char)take(p, n); b[3] = (unsigned char)take(p, n);
    memcpy(&f, b, 4);
    return f;
}

static int finite_bits(float f)
{
    return gltfa__finite(f);
}

/* Bit for bit (-0 differs from 0). */
static int same_bits(float a, float b)
{
    unsigned char x[sizeof(float)], y[sizeof(float)];
    memcpy(x, &a, sizeof x);
    memcpy(y, &b, sizeof y);
    return memcmp(x, y, sizeof x) == 0;
}

/* The documented range of gltfa_wrap_time's result; aborts otherwise. */
static void check_wrap_range(float r, float start, float end)
{
    if (!finite_bits(r)) abort(); /* never NaN, never infinite */
    if (!finite_bits(start)) {
        if (r != 0.0f) abort();
    } else if (!finite_bits(end) || !(end > start)) {
        if (!same_bits(r, start)) abort(); /* no length: the first pose */
    } else if (!(r >= start && r <= end)) {
        abort();
    }
}

/* 1. Small multiples of 1/8 (every sum and difference exact): the formulas exactly. */
static void check_wrap_exact(const unsigned char **p, size_t *n)
{
    size_t eighths = 1 + take(p, n) % 32;
    float start = (float)((int)(take(p, n) % 64) - 16) / 8.0f;
    float d = (float)eighths / 8.0f, end = start + d;
    float t = start + (float)(take(p, n) % (eighths + 1)) / 8.0f; /* in [start, end] */
    unsigned long plays = (unsigned long)(take(p, n) % 4);
    float r;
    /* the first pass is the identity, in every mode */
    if (gltfa_wrap_time(t, start, end, GLTFA_WRAP_CLAMP, plays) != t) abort();
    if (gltfa_wrap_time(t, start, end, GLTFA_WRAP_REPEAT, 0) != t) abort();
    if (gltfa_wrap_time(t, start, end, GLTFA_WRAP_PINGPONG, 0) != t) abort();
    /* clamp holds start before the span and end after it */
    if (gltfa_wrap_time(start - d, start, end, GLTFA_WRAP_CLAMP, plays) != start) abort();
    if (gltfa_wrap_time(end + d, start, end, GLTFA_WRAP_CLAMP, plays) != end) abort();
    if (t < end) {
        /* the next pass (and the previous one, looping backwards) gives the same time;
           ping-pong comes back */
        if (gltfa_wrap_time(t + d, start, end, GLTFA_WRAP_REPEAT, 0) != (t == start ? end : t)) abort();
        if (gltfa_wrap_time(t - d, start, end, GLTFA_WRAP_REPEAT, 0) != t) abort();
        if (gltfa_wrap_time(t + d, start, end, GLTFA_WRAP_PINGPONG, 0) != end - (t - start)) abort();
        if (gltfa_wrap_time(t + 2.0f * d, start, end, GLTFA_WRAP_PINGPONG, 0) != t) abort();
    }
    /* the end of every pass is the end pose, ping-pong alternates */
    if (gltfa_wrap_time(start + 3.0f * d, start, end, GLTFA_WRAP_REPEAT, 0) != end) abort();
    if (gltfa_wrap_time(start + 3.0f * d, start, end, GLTFA_WRAP_PINGPONG, 0) != end) abort();
    if (gltfa_wrap_time(start + 2.0f * d, start, end, GLTFA_WRAP_PINGPONG, 0) != start) abort();
    /* a counted playback: start before it, then where the last pass ended */
    if (plays != 0) {
        float after = start + (float)plays * d + (float)(take(p, n) % 16) / 8.0f;
        if (gltfa_wrap_time(start - 0.125f, start, end, GLTFA_WRAP_REPEAT, plays) != start) abort();
        if (gltfa_wrap_time(after, start, end, GLTFA_WRAP_REPEAT, plays) != end) abort();
        r = gltfa_wrap_time(after, start, end, GLTFA_WRAP_PINGPONG, plays);
        if (r != (plays % 2 == 0 ? start : end)) abort();
    }
    /* no length: the first pose whatever the time and mode */
    if (!same_bits(gltfa_wrap_time(t, end, start, GLTFA_WRAP_REPEAT, plays), end)) abort();
    if (!same_bits(gltfa_wrap_time(t, start, start, GLTFA_WRAP_PINGPONG, plays), start)) abort();
}

/* 2. A fuzzed pointer string: raw bytes, or (most often) '/'-joined words of the Asset
   Object Model, indices good and bad, and escapes, so that the classifier's every branch
   is reached without a dictionary. Returns a malloc'ed string. */
static char *take_pointer(const unsigned char **p, size_t *n)
{
    static const char *const words[] = {
        "nodes", "materials", "meshes", "cameras", "extensions", "0", "1", "2", "3", "12", "01",
        "-1", "4294967296", "18446744073709551616", "translation", "rotation", "scale", "weights",
        "matrix", "pbrMetallicRoughness", "baseColorFactor", "metallicFactor", "emissiveFactor",
        "alphaCutoff", "normalTexture", "occlusionTexture", "baseColorTexture",
        "KHR_texture_transform", "offset", "texCoord", "perspective", "orthographic", "yfov",
        "xmag", "KHR_lights_punctual", "lights", "color", "intensity", "spot", "innerConeAngle",
        "KHR_node_visibility", "visible", "KHR_materials_emissive_strength", "emissiveStrength",
        "KHR_materials_volume", "attenuationColor", "~0", "~1", "~2", "a~", "", "nodes~1x"
    };
    size_t mode = take(p, n) % 4, len = 0, segments, i;
    char *s;
    if (mode == 0) { /* raw bytes */
        len = take(p, n) % 96;
        if (len > *n) len = *n;
        s = (char *)malloc(len + 1);
        memcpy(s, *p, len);
        s[len] = '\0';
        *p += len;
        *n -= len;
        return s;
    }
    segments = 1 + take(p, n) % 8;
    s = (char *)malloc(8 * 48 + 2);
    for (i = 0; i < segments; ++i) {
        const char *w = words[take(p, n) % (sizeof words / sizeof words[0])];
        size_t wl = strlen(w);
        if (wl > 44) wl = 44;
        if (mode != 3 || i > 0) s[len++] = '/';
        memcpy(s + len, w, wl);
        len += wl;
        if (mode == 2 && (take(p, n) & 7) == 0) s[len++] = (char)take(p, n); /* a stray byte */
    }
    s[len] = '\0';
    return s;
}

/* A successful classification is consistent. */
static void check_pointer_info(const char *s, const gltfa_pointer *info)
{
    size_t want_width;
    if (info->index_count < 1 || info->index_count > 2) abort();
    switch (info->property) {
    case GLTFA_PROPERTY_FLOAT: case GLTFA_PROPERTY_INT: case GLTFA_PROPERTY_BOOL: want_width = 1; break;
    case GLTFA_PROPERTY_FLOAT2: want_width = 2; break;
    case GLTFA_PROPERTY_FLOAT3: want_width = 3; break;
    case GLTFA_PROPERTY_FLOAT4: case GLTFA_PROPERTY_QUATERNION: want_width = 4; break;
    case GLTFA_PROPERTY_FLOAT_ARRAY: want_width = 0; break;
    default: abort(); /* the core rows and VECTOR are never a pointer's */
    }
    if (info->width != want_width) abort();
    switch (info->path) {
    case GLTFA_PATH_POINTER:
        if (info->property == GLTFA_PROPERTY_QUATERNION) abort(); /* only node rotations slerp */
        return;
    case GLTFA_PATH_TRANSLATION: case GLTFA_PATH_SCALE:
        if (info->property != GLTFA_PROPERTY_FLOAT3 || info->index_count != 1) abort();
        break;
    case GLTFA_PATH_ROTATION:
        if (info->property != GLTFA_PROPERTY_QUATERNION || info->index_count != 1) abort();
        break;
    case GLTFA_PATH_WEIGHTS:
        if (info->index_count == 1 ? info->property != GLTFA_PROPERTY_FLOAT_ARRAY
                                   : info->property != GLTFA_PROPERTY_FLOAT)
            abort();
        break;
    default:
        abort();
    }
    if (strncmp(s, "/nodes/", 7) != 0) abort(); /* a node path is a node's */
}

/* 5. gltfa_clip_init_nodes on fuzzed descriptions. */
#define NODES 3
#define NODE_WEIGHTS 2
static void fuzz_nodes(const unsigned char **p, size_t *n, const char *fuzzed_pointer)
{
    static const char *const pointers[] = {
        "/nodes/0/translation", "/nodes/1/rotation", "/nodes/2/scale", "/nodes/0/weights",
        "/nodes/1/weights/1", "/nodes/1/weights/2", "/nodes/2/weights/0", "/nodes/3/translation",
        "/materials/0/pbrMetallicRoughness/baseColorFactor", "/materials/0/alphaCutoff",
        "/materials/0/emissiveFactor", "/meshes/0/weights", "/meshes/0/weights/1",
        "/nodes/0/extensions/KHR_node_visibility/visible",
        "/materials/0/normalTexture/extensions/KHR_texture_transform/offset", "/nodes/0/nope",
        "nodes/0/rotation"
    };
    static const int types[6] = { GLTFA_FLOAT, GLTFA_FLOAT, GLTFA_FLOAT, GLTFA_UNSIGNED_BYTE,
                                  GLTFA_BYTE, GLTFA_SHORT };
    gltfa_trs *poses = (gltfa_trs *)malloc(NODES * sizeof(gltfa_trs));
    float *weights[NODES], *dests[4], want[16];
    size_t weight_counts[NODES], count = take(p, n) % 5, i, j, k, bad = 99;
    unsigned char *tb[4], *vb[4];
    gltfa_nodes nodes;
    gltfa_channel_desc descs[4];
    gltfa_channel ch[4];
    gltfa_clip_slot *slots;
    gltfa_clip clip;
    gltfa_result r;
    for (i = 0; i < NODES; ++i) {
        gltfa_trs rest = { { 0, 0, 0 }, { 0, 0, 0, 1 }, { 1, 1, 1 } };
        poses[i] = rest;
        weight_counts[i] = i == 2 ? 0 : NODE_WEIGHTS; /* node 2 has no morph weights */
        weights[i] = i == 2 ? NULL : (float *)malloc(NODE_WEIGHTS * sizeof(float));
        for (j = 0; j < weight_counts[i]; ++j) weights[i][j] = 0.0f;
    }
    nodes.poses = poses;
    nodes.node_count = NODES;
    nodes.weights = weights;
    nodes.weight_counts = weight_counts;
    memset(descs, 0, sizeof descs);
    for (i = 0; i < count; ++i) {
        gltfa_channel_desc *d = &descs[i];
        size_t keys = 1 + take(p, n) % 5, comps = 1 + take(p, n) % 4, per_elem = 1 + take(p, n) % 3;
        size_t kind = take(p, n) % 8, csize, elements, bytes;
        int interp = (int)(take(p, n) % 3), ct = types[take(p, n) % 6];
        if (interp == 2 && keys < 2) keys = 2;
        /* the path: a core one (0 and 6 invalid), or a pointer, known or fuzzed */
        if (kind < 4) {
            d->path = (gltfa_path)(kind == 0 && (take(p, n) & 1) ? 6 * (take(p, n) & 1) : kind + 1);
        } else {
            d->path = GLTFA_PATH_POINTER;
            d->pointer = kind == 7 ? fuzzed_pointer
                                   : pointers[take(p, n) % (sizeof pointers / sizeof pointers[0])];
        }
        d->node = take(p, n) % (NODES + 1); /* NODES: out of range */
        d->interp = (gltfa_interp)interp;
        csize = ct == GLTFA_FLOAT ? 4 : ct == GLTFA_SHORT ? 2 : 1;
        elements = keys * (interp == 2 ? (size_t)3 : (size_t)1) * (comps == 1 ? per_elem : (size_t)1);
        bytes = elements * comps * csize;
        tb[i] = (unsigned char *)malloc(keys * 4);
        vb[i] = (unsigned char *)malloc(bytes);
        for (j = 0; j < keys * 4; ++j) tb[i][j] = (unsigned char)take(p, n);
        if (take(p, n) & 1) { /* increasing times, often */
            float t = (float)(take(p, n) % 4) / 4.0f;
            for (j = 0; j < keys; ++j) { memcpy(tb[i] + 4 * j, &t, 4); t += (float)(1 + take(p, n)) / 32.0f; }
        }
        for (j = 0; j < bytes; ++j) vb[i][j] = (unsigned char)take(p, n);
        if (ct == GLTFA_FLOAT && (take(p, n) & 1)) /* finite values, often */
            for (j = 0; j < elements * comps; ++j) {
                float v = (float)((int)take(p, n) - 128) / 64.0f;
                memcpy(vb[i] + 4 * j, &v, 4);
            }
        gltfa_accessor_init(&d->input, tb[i], keys, GLTFA_FLOAT, 1);
        gltfa_accessor_init(&d->output, vb[i], elements, ct, (int)comps);
        d->output.normalized = ct == GLTFA_BYTE || ct == GLTFA_SHORT;
        d->input.byte_length = keys * 4;
        d->output.byte_length = bytes;
        /* a caller destination, sometimes of the wrong size */
        dests[i] = NULL;
        if (take(p, n) & 1) {
            d->dest_count = take(p, n) & 1 ? comps * (comps == 1 ? per_elem : 1) : take(p, n) % 6;
            dests[i] = (float *)malloc((d->dest_count ? d->dest_count : 1) * sizeof(float));
            for (j = 0; j < d->dest_count; ++j) dests[i][j] = 0.0f;
            d->dest = dests[i];
        }
    }
    /* the clip's slots, exactly count of them (this byte once chose between a cursor array
       and none: slots are required now; it is still read so that the inputs keep their
       layout) */
    (void)take(p, n);
    slots = (gltfa_clip_slot *)malloc((count ? count : 1) * sizeof(gltfa_clip_slot));
    r = gltfa_clip_init_nodes(&clip, ch, slots, descs, count,
                              take(p, n) % 4 == 0 ? NULL : &nodes, &bad);
    if (r != GLTFA_SUCCESS) {
        if (bad >= count) abort(); /* the failing channel is named */
        /* the clip is zeroed: an empty span, and sampling it is a no-op */
        if (gltfa_clip_start(&clip) != 0.0f || gltfa_clip_end(&clip) != 0.0f) abort();
        if (gltfa_clip_sample(&clip, 1.0f) != GLTFA_SUCCESS) abort();
    } else {
        float start = 0.0f, end = 0.0f;
        for (i = 0; i < count; ++i) {
            size_t w = gltfa_sampler_width(&ch[i].sampler);
            float first, last;
            if (w == 0 || w > 16 || ch[i].dest == NULL) abort();
            if (descs[i].dest != NULL && (ch[i].dest != descs[i].dest || w != descs[i].dest_count)) abort();
            if (descs[i].dest == NULL && descs[i].path == GLTFA_PATH_ROTATION &&
                !gltfa_sampler_is_quaternion(&ch[i].sampler))
                abort();
            if (gltfa_sampler_check(&ch[i].sampler, NULL) != GLTFA_SUCCESS) abort(); /* checked */
            if (gltfa_sampler_time_range(&ch[i].sampler, &first, &last) != GLTFA_SUCCESS) abort();
            if (i == 0 || first < start) start = first;
            if (i == 0 || last > end) end = last;
        }
        if (!same_bits(gltfa_clip_start(&clip), start) || !same_bits(gltfa_clip_end(&clip), end)) abort();
        for (k = 0; k < 4; ++k) {
            float t = (float)(take(p, n) % 96) / 16.0f - 1.0f;
            float tc = gltfa_clip_time(&clip, t, (gltfa_wrap)(k % 3), 0);
            check_wrap_range(tc, start, end);
            if (gltfa_clip_sample(&clip, tc) != GLTFA_SUCCESS) abort();
            /* no two destinations overlap, so every channel's values are still there */
            for (i = 0; i < count; ++i) {
                size_t w = gltfa_sampler_width(&ch[i].sampler);
                gltfa_sampler_sample(&ch[i].sampler, tc, want, 16);
                if (memcmp(want, ch[i].dest, w * sizeof(float)) != 0) abort();
                for (j = 0; j < w; ++j) if (!finite_bits(ch[i].dest[j])) abort();
            }
        }
    }
    for (i = 0; i < count; ++i) { free(tb[i]); free(vb[i]); free(dests[i]); }
    for (i = 0; i < NODES; ++i) free(weights[i]);
    free(slots);
    free(poses);
}

/* 6. A skeleton of up to 12 fuzzed nodes (parents: a root, another node, out of range, or
   itself; a glTF matrix of fuzzed floats, or a near-TRS one, now and then; fuzzed poses,
   NaN and huge among them) and a skin of fuzzed joints and inverse bind matrix bytes (a
   fuzzed count, stride and byte_length, in an exact-size heap block): init succeeds only on
   a forest (every parent chain ends within n steps) with finite matrices; after it every
   world and joint element is finite, the last rows are 0 0 0 1, and nothing is written
   past the outputs (exact-size heap blocks). */
static void fuzz_skeleton(const unsigned char **p, size_t *n)
{
    size_t count = take(p, n) % 13, i, j, joint_count, stride, need;
    size_t *parents = (size_t *)malloc((count ? count : 1) * sizeof(size_t));
    size_t *memory = (size_t *)malloc((count ? 2 * count : 1) * sizeof(size_t));
    size_t *joints;
    float (*mats)[16] = (float (*)[16])malloc((count ? count : 1) * sizeof *mats);
    const float **matrices = (const float **)malloc((count ? count : 1) * sizeof(float *));
    gltfa_trs *poses = (gltfa_trs *)malloc((count ? count : 1) * sizeof(gltfa_trs));
    float *world = (float *)calloc((count ? count : 1) * 16, sizeof(float));
    float *jm, *ibm_mem;
    unsigned char *ibm;
    gltfa_skeleton sk;
    gltfa_skin skin;
    gltfa_accessor acc;
    gltfa_result r;
    size_t bad = 0;
    int forest = 1, finite = 1;
    for (i = 0; i < count; ++i) {
        size_t kind = take(p, n) % 4;
        parents[i] = kind == 0 ? GLTFA_NO_PARENT : kind == 3 ? (size_t)take(p, n) : take(p, n) % count;
        matrices[i] = NULL;
        if (take(p, n) % 4 == 0) {
            gltfa_trs t;
            for (j = 0; j < 3; ++j) t.translation[j] = take_f(p, n);
            for (j = 0; j < 4; ++j) t.rotation[j] = (float)((int)take(p, n) - 128) / 64.0f;
            for (j = 0; j < 3; ++j) t.scale[j] = (float)((int)take(p, n) - 128) / 16.0f;
            gltfa_trs_to_matrix(mats[i], &t);
            if (take(p, n) & 1) mats[i][take(p, n) % 16] = take_f(p, n); /* maybe broken */
            matrices[i] = mats[i];
            for (j = 0; j < 16; ++j) finite = finite && finite_bits(mats[i][j]);
        }
        for (j = 0; j < 3; ++j) poses[i].translation[j] = take_f(p, n);
        for (j = 0; j < 4; ++j) poses[i].rotation[j] = take_f(p, n);
        for (j = 0; j < 3; ++j) poses[i].scale[j] = take_f(p, n);
    }
    for (i = 0; i < count && forest; ++i) { /* the rule, walked plainly */
        size_t at = i, steps = 0;
        while (forest && parents[at] != GLTFA_NO_PARENT) {
            if (parents[at] >= count || ++steps > count) forest = 0;
            else at = parents[at];
        }
    }
    r = gltfa_skeleton_init(&sk, parents, matrices, count, memory, &bad);
    if (r == GLTFA_SUCCESS) {
        if (!forest || !finite) abort();
    } else {
        if (r != GLTFA_ERROR_PARENT_INDEX && r != GLTFA_ERROR_CYCLE && r != GLTFA_ERROR_VALUE_NOT_FINITE &&
            r != GLTFA_ERROR_NOT_DECOMPOSABLE)
            abort();
        if (bad >= count || (forest && (r == GLTFA_ERROR_PARENT_INDEX || r == GLTFA_ERROR_CYCLE)))
            abort();
        count = 0; /* nothing more to play */
    }
    if (count > 0) {
        if (gltfa_skeleton_world(&sk, poses, world) != GLTFA_SUCCESS) abort();
        for (i = 0; i < count * 16; ++i) if (!finite_bits(world[i])) abort();
        for (i = 0; i < count; ++i)
            if (world[16 * i + 3] != 0.0f || world[16 * i + 7] != 0.0f || world[16 * i + 11] != 0.0f ||
                world[16 * i + 15] != 1.0f)
                abort();
    }
    joint_count = take(p, n) % 9;
    stride = take(p, n) % 4 == 0 ? 0 : 60 + take(p, n) % 16;
    need = joint_count * (stride ? stride : 64) + take(p, n) % 8;
    joints = (size_t *)malloc((joint_count ? joint_count : 1) * sizeof(size_t));
    ibm = (unsigned char *)malloc(need ? need : 1);
    jm = (float *)calloc((joint_count ? joint_count : 1) * 16, sizeof(float));
    ibm_mem = (float *)malloc((joint_count ? joint_count : 1) * 16 * sizeof(float));
    for (i = 0; i < joint_count; ++i) joints[i] = take(p, n) % (count + 2);
    for (i = 0; i < need; ++i) ibm[i] = (unsigned char)take(p, n);
    gltfa_accessor_init(&acc, ibm, take(p, n) % 10, GLTFA_FLOAT, 16);
    acc.byte_stride = stride;
    acc.byte_length = need; /* the block's size: nothing past it may be read */
    r = gltfa_skin_init(&skin, joints, joint_count, count, take(p, n) % 5 ? &acc : NULL, ibm_mem, &bad);
    if (r == GLTFA_SUCCESS && joint_count > 0) {
        if (gltfa_skin_joints(&skin, world, jm) != GLTFA_SUCCESS) abort();
        for (i = 0; i < joint_count * 16; ++i) if (!finite_bits(jm[i])) abort();
    } else if (r != GLTFA_SUCCESS && bad >= joint_count && joint_count > 0) {
        if (r == GLTFA_ERROR_NODE_INDEX || r == GLTFA_ERROR_VALUE_NOT_FINITE) abort();
    }
    free(parents); free(memory); free(mats); free(matrices); free(poses); free(world);
    free(joints); free(ibm); free(jm); free(ibm_mem);
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
    const unsigned char *p = data;
    size_t n = size, i, k;
    char *fuzzed_pointer;
    /* 1. wrap_time over fuzzed spans */
    for (i = 0; i < 4; ++i) {
        float t = take_f(&p, &n), start = take_f(&p, &n), end = take_f(&p, &n), r;
        gltfa_wrap mode = (gltfa_wrap)(take(&p, &n) % 3);
        unsigned long plays = take(&p, &n) % 5;
        size_t shape = take(&p, &n) % 4;
        if (shape == 1) start = 0.0f;                       /* the [0, end] convention */
        if (shape == 2) end = start + (float)(1 + take(&p, &n)) / 16.0f; /* a plain span */
        r = gltfa_wrap_time(t, start, end, mode, plays);
        check_wrap_range(r, start, end);
        if (mode == GLTFA_WRAP_CLAMP && finite_bits(start) && finite_bits(end) && end > start &&
            t >= start && t <= end && r != t)
            abort(); /* clamp inside the span is the identity */
    }
    check_wrap_exact(&p, &n);
    /* 2. a pointer string (kept for the clip of step 5) */
    {
        gltfa_pointer info;
        gltfa_result r;
        fuzzed_pointer = take_pointer(&p, &n);
        r = gltfa_pointer_parse(fuzzed_pointer, &info);
        if (r == GLTFA_SUCCESS) check_pointer_info(fuzzed_pointer, &info);
        else if (r != GLTFA_ERROR_POINTER_SYNTAX && r != GLTFA_ERROR_POINTER_UNKNOWN) abort();
    }
    /* 3. blends of fuzzed values */
    {
        float a[4], b[4], c[4], out[4], w = take_f(&p, &n);
        int finite_in = finite_bits(w);
        for (i = 0; i < 4; ++i) {
            a[i] = take_f(&p, &n); b[i] = take_f(&p, &n); c[i] = take_f(&p, &n);
            finite_in = finite_in && finite_bits(a[i]) && finite_bits(b[i]) && finite_bits(c[i]);
        }
        gltfa_blend_quat(out, a, b, w);
        for (i = 0; i < 4; ++i) if (!finite_bits(out[i])) abort();
        gltfa_add_quat(out, a, b, c, w);
        for (i = 0; i < 4; ++i) if (!finite_bits(out[i])) abort();
        gltfa_blend_vec(out, a, b, 4, w);
        if (finite_in)
            for (i = 0; i < 4; ++i) if (!finite_bits(out[i])) abort();
        gltfa_add_vec(out, a, b, c, 4, w);
    }
    /* 4. a clip of up to four channels with fuzzed keys */
    {
        unsigned char *tb[4], *vb[4];
        float dst[4][8 + 2], want[8], start = 0.0f, end = 0.0f;
        gltfa_channel ch[4];
        gltfa_clip_slot *slots;
        gltfa_clip clip;
        size_t count = take(&p, &n) % 5, built = 0, widths[4];
        int checked[4], have_span = 0;
        static const gltfa_property properties[4] = {
            GLTFA_PROPERTY_TRANSLATION, GLTFA_PROPERTY_ROTATION, GLTFA_PROPERTY_WEIGHTS,
            GLTFA_PROPERTY_VECTOR };
        for (i = 0; i < count; ++i) {
            size_t keys = 1 + take(&p, &n) % 6, comps, per, j;
            int interp = (int)(take(&p, &n) % 3);
            gltfa_property property = properties[take(&p, &n) % 4];
            gltfa_accessor in, out;
            float first, last;
            if (interp == 2 && keys < 2) keys = 2;
            comps = property == GLTFA_PROPERTY_TRANSLATION ? 3 : property == GLTFA_PROPERTY_ROTATION ? 4 :
                    property == GLTFA_PROPERTY_WEIGHTS ? 1 : 2;
            per = (interp == 2 ? (size_t)3 : (size_t)1) * (property == GLTFA_PROPERTY_WEIGHTS ? (size_t)2 : (size_t)1);
            tb[built] = (unsigned char *)malloc(keys * 4);
            vb[built] = (unsigned char *)malloc(keys * per * comps * 4);
            for (j = 0; j < keys * 4; ++j) tb[built][j] = (unsigned char)take(&p, &n);
            if (take(&p, &n) & 1) { /* increasing times, often, not always from 0 */
                float t = (float)(take(&p, &n) % 8) / 4.0f;
                for (j = 0; j < keys; ++j) { t += (float)(1 + take(&p, &n)) / 32.0f; memcpy(tb[built] + 4 * j, &t, 4); }
            }
            for (j = 0; j < keys * per * comps * 4; ++j) vb[built][j] = (unsigned char)take(&p, &n);
            gltfa_accessor_init(&in, tb[built], keys, GLTFA_FLOAT, 1);
            gltfa_accessor_init(&out, vb[built], keys * per, GLTFA_FLOAT, (int)comps);
            if (gltfa_sampler_init(&ch[built].sampler, &in, &out, (gltfa_interp)interp, property) != GLTFA_SUCCESS)
                abort(); /* all layouts here are valid */
            if (gltfa_sampler_key_count(&ch[built].sampler) != keys) abort();
            checked[built] = gltfa_sampler_check(&ch[built].sampler, NULL) == GLTFA_SUCCESS;
            widths[built] = gltfa_sampler_width(&ch[built].sampler);
            /* the span the clip must find: channels with finite first and last keys */
            if (gltfa_sampler_time_range(&ch[built].sampler, &first, &last) != GLTFA_SUCCESS) abort();
            if (finite_bits(first) && finite_bits(last)) {
                if (!have_span || first < start) start = first;
                if (!have_span || last > end) end = last;
                have_span = 1;
            }
            ch[built].dest = dst[built];
            ++built;
        }
        slots = (gltfa_clip_slot *)malloc((built ? built : 1) * sizeof(gltfa_clip_slot));
        if (gltfa_clip_init(&clip, ch, built, slots) != GLTFA_SUCCESS) abort();
        if (!same_bits(gltfa_clip_start(&clip), start) || !same_bits(gltfa_clip_end(&clip), end)) abort();
        /* end - start; 0 when unchecked, decreasing times put the end before the start */
        if (!same_bits(gltfa_clip_duration(&clip), end > start ? (float)((double)end - (double)start) : 0.0f)) abort();
        for (k = 0; k < 6; ++k) {
            float t = take_f(&p, &n), tt;
            gltfa_wrap mode = (gltfa_wrap)(take(&p, &n) % 3);
            unsigned long plays = take(&p, &n) % 3;
            if (k & 1) t = (float)(take(&p, &n) % 128) / 16.0f - 1.0f;
            tt = gltfa_clip_time(&clip, t, mode, plays);
            if (!same_bits(tt, gltfa_wrap_time(t, start, end, mode, plays))) abort();
            check_wrap_range(tt, start, end);
            for (i = 0; i < built; ++i) dst[i][widths[i]] = dst[i][widths[i] + 1] = 4321.0f;
            gltfa_clip_sample(&clip, tt);
            for (i = 0; i < built; ++i) {
                if (dst[i][widths[i]] != 4321.0f || dst[i][widths[i] + 1] != 4321.0f) abort();
                if (checked[i]) {
                    size_t j;
                    gltfa_sampler_sample(&ch[i].sampler, tt, want, 8);
                    if (memcmp(want, dst[i], widths[i] * sizeof(float)) != 0) abort();
                    for (j = 0; j < widths[i]; ++j) if (!finite_bits(dst[i][j])) abort();
                }
            }
        }
        for (i = 0; i < built; ++i) { free(tb[i]); free(vb[i]); }
        free(slots);
    }
    /* 5. a clip bound to nodes and destinations from fuzzed descriptions */
    fuzz_nodes(&p, &n, fuzzed_pointer);
    free(fuzzed_pointer);
    /* 6. a skeleton and a skin */
    fuzz_skeleton(&p, &n);
    return 0;
}
