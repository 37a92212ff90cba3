/* A game loop without a parser: keys in arrays, sampled one channel at a time with
   cursors, then as a clip that loops. */
#define GLTF_ANIM_IMPLEMENTATION
#include "gltf_anim.h"
#include <stdio.h>

static const float times[3] = { 0.0f, 0.5f, 1.0f };                     /* seconds */
static const float hop[9] = { 0, 0, 0,  0, 1, 0,  0, 0, 0 };             /* VEC3 per key */
static const float turn[12] = { 0, 0, 0, 1,  0, 0.7071068f, 0, 0.7071068f,  0, 1, 0, 0 };

static void show(const char *what, float t, const float *p, const float *q)
{
    printf("%-8s t=%.2f  pos %.2f %.2f %.2f  rot %.3f %.3f %.3f %.3f\n", what, (double)t,
           (double)p[0], (double)p[1], (double)p[2], (double)q[0], (double)q[1], (double)q[2],
           (double)q[3]);
}

int main(void)
{
    gltfa_accessor in, out_hop, out_turn;
    gltfa_channel ch[2];         /* a sampler and a destination per channel */
    gltfa_clip_slot slots[2];    /* the clip's own memory: one slot per channel */
    gltfa_clip clip;
    gltfa_cursor c0 = 0, c1 = 0; /* one per channel and playhead: a size_t, 0 to start */
    float pos[3], rot[4];
    int frame;
    gltfa_accessor_init(&in, times, 3, GLTFA_FLOAT, 1);
    gltfa_accessor_init(&out_hop, hop, 3, GLTFA_FLOAT, 3);
    gltfa_accessor_init(&out_turn, turn, 3, GLTFA_FLOAT, 4);
    if (gltfa_sampler_init(&ch[0].sampler, &in, &out_hop, GLTFA_INTERP_LINEAR,
                           GLTFA_PROPERTY_TRANSLATION) != GLTFA_SUCCESS ||
        gltfa_sampler_init(&ch[1].sampler, &in, &out_turn, GLTFA_INTERP_LINEAR,
                           GLTFA_PROPERTY_ROTATION) != GLTFA_SUCCESS)
        return 1;
    for (frame = 0; frame <= 45; frame += 15) { /* one channel at a time: O(1) per frame */
        float t = (float)frame / 60.0f;
        gltfa_sampler_sample_cursor(&ch[0].sampler, t, &c0, pos, 3);
        gltfa_sampler_sample_cursor(&ch[1].sampler, t, &c1, rot, 4);
        show("channels", t, pos, rot);
    }
    ch[0].dest = pos; /* a whole animation: a clip writes every dest each frame */
    ch[1].dest = rot;
    if (gltfa_clip_init(&clip, ch, 2, slots) != GLTFA_SUCCESS) return 1;
    for (frame = 75; frame <= 135; frame += 30) { /* the 2nd and 3rd passes of the loop */
        float t = (float)frame / 60.0f;
        gltfa_clip_sample(&clip, gltfa_clip_time(&clip, t, GLTFA_WRAP_REPEAT, 0));
        show("clip", t, pos, rot);
    }
    return 0;
}
