/* Loop a two-channel clip bound to node poses in one call (gltfa_clip_init_nodes), then
   cross-fade into another one (gltfa_trs_blend). The key data are host floats, i.e. glTF
   bytes on a little-endian host. */
#define GLTF_ANIM_IMPLEMENTATION
#define GLTF_ANIM_BIND_IMPLEMENTATION
#include "gltf_anim_bind.h"
#include <stdio.h>
#include <string.h>

static const float t3[3] = { 0.0f, 0.5f, 1.0f }, t2[2] = { 0.0f, 1.0f };
static const float bob[9] = { 0, 0, 0,  0, 1, 0,  0, 0, 0 };                  /* A: node 0 up, down */
static const float turn[12] = { 0, 0, 0, 1,  0, 0.7071068f, 0, 0.7071068f,  0, 1, 0, 0 }; /* A: node 1 */
static const float slide[6] = { 0, 0, 0,  2, 0, 0 };                          /* B: node 0 along x */

static void channel(gltfa_channel_desc *d, const float *times, size_t keys, const float *values,
                    int components, size_t node, gltfa_path path)
{
    memset(d, 0, sizeof *d); /* the optional fields (pointer, dest) stay NULL */
    gltfa_accessor_init(&d->input, times, keys, GLTFA_FLOAT, 1);
    gltfa_accessor_init(&d->output, values, keys, GLTFA_FLOAT, components);
    d->interp = GLTFA_INTERP_LINEAR;
    d->node = node;
    d->path = path;
}

int main(void)
{
    gltfa_trs pose_a[2], pose_b[2], out[2];
    gltfa_nodes nodes_a, nodes_b;
    gltfa_channel_desc da[2], db[1];
    gltfa_channel ca[2], cb[1];
    gltfa_clip_slot sa[2], sb[1];
    gltfa_clip a, b;
    int frame, i;
    for (i = 0; i < 2; ++i) { /* rest poses: what a clip does not animate keeps these */
        gltfa_trs rest = { { 0, 0, 0 }, { 0, 0, 0, 1 }, { 1, 1, 1 } };
        pose_a[i] = pose_b[i] = rest;
    }
    memset(&nodes_a, 0, sizeof nodes_a); /* the optional fields NULL */
    nodes_a.poses = pose_a;
    nodes_a.node_count = 2;
    nodes_b = nodes_a;
    nodes_b.poses = pose_b;
    channel(&da[0], t3, 3, bob, 3, 0, GLTFA_PATH_TRANSLATION);
    channel(&da[1], t3, 3, turn, 4, 1, GLTFA_PATH_ROTATION);
    channel(&db[0], t2, 2, slide, 3, 0, GLTFA_PATH_TRANSLATION);
    if (gltfa_clip_init_nodes(&a, ca, sa, da, 2, &nodes_a, NULL) != GLTFA_SUCCESS ||
        gltfa_clip_init_nodes(&b, cb, sb, db, 1, &nodes_b, NULL) != GLTFA_SUCCESS)
        return 1;
    printf("  time  node0 translation   node1 rotation (x y z w)\n");
    for (frame = 0; frame <= 180; frame += 15) { /* 3 s at 60 fps, every 15th frame shown */
        float t = (float)frame / 60.0f;
        float fade = (t - 2.0f) / 0.5f;          /* A until 2 s, then a 0.5 s cross-fade to B */
        gltfa_clip_sample(&a, gltfa_clip_time(&a, t, GLTFA_WRAP_REPEAT, 0));
        gltfa_clip_sample(&b, gltfa_clip_time(&b, t - 2.0f, GLTFA_WRAP_CLAMP, 0));
        for (i = 0; i < 2; ++i) gltfa_trs_blend(&out[i], &pose_a[i], &pose_b[i], fade); /* clamped */
        printf("%6.2f  %5.2f %5.2f %5.2f   %6.3f %6.3f %6.3f %6.3f\n", (double)t,
               (double)out[0].translation[0], (double)out[0].translation[1],
               (double)out[0].translation[2], (double)out[1].rotation[0],
               (double)out[1].rotation[1], (double)out[1].rotation[2], (double)out[1].rotation[3]);
    }
    return 0;
}
