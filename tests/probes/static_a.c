/* static_a.c - GLTF_ANIM_STATIC: this file and static_b.c each hold a private copy of the
   implementation and of gltf_anim_bind.h's; linked together they must not clash, and
   export no gltfa_ symbol. */
#define GLTF_ANIM_STATIC
#define GLTF_ANIM_IMPLEMENTATION
#define GLTF_ANIM_BIND_IMPLEMENTATION
#include "../../gltf_anim_bind.h"
#include <stdio.h>

float sample_b(float t);

static float sample_a(float t)
{
    static const unsigned char times[8] = { 0, 0, 0, 0, 0, 0, 0x80, 0x3F };   /* 0, 1 */
    static const unsigned char vals[8] = { 0, 0, 0, 0, 0, 0, 0x20, 0x41 };    /* 0, 10 */
    gltfa_accessor in, out;
    gltfa_sampler s;
    float v = -1.0f;
    gltfa_accessor_init(&in, times, 2, GLTFA_FLOAT, 1);
    gltfa_accessor_init(&out, vals, 2, GLTFA_FLOAT, 1);
    if (gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_WEIGHTS) != GLTFA_SUCCESS)
        return -1.0f;
    gltfa_sampler_sample(&s, t, &v, 1);
    return v;
}

int main(void)
{
    float a = sample_a(0.5f), b = sample_b(0.25f);
    gltfa_pointer p;
    int ok = gltfa_pointer_parse("/nodes/1/scale", &p) == GLTFA_SUCCESS && p.width == 3;
    printf("static a: %g (want 5), static b: %g (want 2.5), pointer %s\n", (double)a, (double)b,
           ok ? "parsed" : "FAILED");
    return (a == 5.0f && b == 2.5f && ok) ? 0 : 1;
}
