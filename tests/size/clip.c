/* clip.c - `make size`, row clip: what a firmware links to play a clip, freestanding (no
   libc, no libm, no result strings). size_clip_play stands for the firmware: it builds a
   clip of 8 channels (translation and rotation of 4 nodes, one shared input) over static
   key data and plays it, frame by frame, looping. Its own code is a few calls and two
   loops, so the row measures the library: the link keeps size_clip_play and what it calls.
   (-Os inlines gltfa_accessor_init and gltfa_clip_time into it; with the key data it is
   about 320 bytes on Cortex-M4F. Accessors built at run time come out smaller than static
   const gltfa_accessor initializers, and do not depend on the struct's field order.) */
#define GLTFA_NO_STDLIB
#define GLTFA_NO_RESULT_NAMES
#define GLTF_ANIM_IMPLEMENTATION
#include "../../gltf_anim.h"

#define SIZE_CHANNELS 8

static const float times[2] = { 0.0f, 1.0f };
static const float moves[6] = { 0.0f, 0.0f, 0.0f, 1.0f, 2.0f, 3.0f };
static const float turns[8] = { 0.0f, 0.0f, 0.0f, 1.0f, 0.0f, 0.7071068f, 0.0f, 0.7071068f };

static float pose[SIZE_CHANNELS][4];
static gltfa_channel channels[SIZE_CHANNELS];
static gltfa_clip clip;
static gltfa_clip_slot slots[SIZE_CHANNELS];

int size_clip_play(float t, float dt, unsigned frames);

/* Builds the clip, then plays frames frames from playback time t, dt apart. 0 on success. */
int size_clip_play(float t, float dt, unsigned frames)
{
    gltfa_accessor input, output[2];
    size_t i;
    gltfa_accessor_init(&input, times, 2, GLTFA_FLOAT, 1);
    gltfa_accessor_init(&output[0], moves, 2, GLTFA_FLOAT, 3);
    gltfa_accessor_init(&output[1], turns, 2, GLTFA_FLOAT, 4);
    for (i = 0; i < SIZE_CHANNELS; ++i) {
        if (gltfa_sampler_init(&channels[i].sampler, &input, &output[i & 1], GLTFA_INTERP_LINEAR,
                               (i & 1) ? GLTFA_PROPERTY_ROTATION : GLTFA_PROPERTY_TRANSLATION)
            != GLTFA_SUCCESS)
            return 1;
        channels[i].dest = pose[i];
    }
    if (gltfa_clip_init(&clip, channels, SIZE_CHANNELS, slots) != GLTFA_SUCCESS) return 1;
    for (; frames != 0; --frames, t += dt)
        if (gltfa_clip_sample(&clip, gltfa_clip_time(&clip, t, GLTFA_WRAP_REPEAT, 0)) != GLTFA_SUCCESS)
            return 1;
    return 0;
}
