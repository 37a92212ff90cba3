/* firmware.c - a clip played on a microcontroller: the keys in flash (const bytes, as they
   sit in a .glb's BIN chunk: little-endian floats), no libc, no heap, no startup code (the
   entry is main). A node slides 1 unit along x and back while it turns a quarter turn about
   y and back, every 2 seconds, looping; each tick writes its pose where a driver reads it.
   Built as the README shows for Cortex-M4F and RV32IMAC (make firmware). */
#define GLTFA_NO_STDLIB
#define GLTF_ANIM_IMPLEMENTATION
#include "gltf_anim.h"

/* Key times 0, 1, 2 s; translations (0,0,0) (1,0,0) (0,0,0); rotations (x, y, z, w): the
   identity, 90 degrees about y (0, 0.70710677, 0, 0.70710677), the identity. */
#define F0 0x00, 0x00, 0x00, 0x00
#define F1 0x00, 0x00, 0x80, 0x3f
#define F2 0x00, 0x00, 0x00, 0x40
#define FH 0xf3, 0x04, 0x35, 0x3f
static const unsigned char key_times[12] = { F0, F1, F2 };
static const unsigned char key_moves[36] = { F0, F0, F0, F1, F0, F0, F0, F0, F0 };
static const unsigned char key_turns[48] = { F0, F0, F0, F1, F0, FH, F0, FH, F0, F0, F0, F1 };

volatile float pose_out[7];     /* translation, rotation: what a driver reads */
volatile unsigned long ticks_ms; /* a timer interrupt would advance it */

int main(void)
{
    static float translation[3], rotation[4];
    static gltfa_channel channels[2];
    static gltfa_clip_slot slots[2];
    gltfa_accessor input, moves, turns;
    gltfa_clip clip;
    int i;
    gltfa_accessor_init(&input, key_times, 3, GLTFA_FLOAT, 1);
    gltfa_accessor_init(&moves, key_moves, 3, GLTFA_FLOAT, 3);
    gltfa_accessor_init(&turns, key_turns, 3, GLTFA_FLOAT, 4);
    channels[0].dest = translation;
    channels[1].dest = rotation;
    if (gltfa_sampler_init(&channels[0].sampler, &input, &moves, GLTFA_INTERP_LINEAR,
                           GLTFA_PROPERTY_TRANSLATION) != GLTFA_SUCCESS ||
        gltfa_sampler_init(&channels[1].sampler, &input, &turns, GLTFA_INTERP_LINEAR,
                           GLTFA_PROPERTY_ROTATION) != GLTFA_SUCCESS ||
        gltfa_clip_init(&clip, channels, 2, slots) != GLTFA_SUCCESS)
        for (;;) {} /* bad key data: stop here */
    for (;;) { /* each tick: the clip at the time now, looping (exact for hours and days) */
        float t = (float)ticks_ms / 1000.0f;
        gltfa_clip_sample(&clip, gltfa_clip_time(&clip, t, GLTFA_WRAP_REPEAT, 0));
        for (i = 0; i < 3; ++i) pose_out[i] = translation[i];
        for (i = 0; i < 4; ++i) pose_out[3 + i] = rotation[i];
        ticks_ms += 10; /* here, without a timer */
    }
}
