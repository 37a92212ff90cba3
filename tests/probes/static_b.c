/* static_b.c - the second translation unit of the GLTF_ANIM_STATIC link test. */
#define GLTF_ANIM_STATIC
#define GLTF_ANIM_IMPLEMENTATION
#define GLTF_ANIM_BIND_IMPLEMENTATION
#include "../../gltf_anim_bind.h"

float sample_b(float t);

float sample_b(float t)
{
    static const unsigned char times[8] = { 0, 0, 0, 0, 0, 0, 0x80, 0x3F };   /* 0, 1 */
    static const unsigned char vals[8] = { 0, 0, 0, 0, 0, 0, 0x20, 0x41 };    /* 0, 10 */
    gltfa_accessor in, out;
    gltfa_sampler s;
    float v = -1.0f;
    gltfa_accessor_init(&in, times, 2, GLTFA_FLOAT, 1);
    gltfa_accessor_init(&out, vals, 2, GLTFA_FLOAT, 1);
    if (gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_STEP, GLTFA_PROPERTY_WEIGHTS) != GLTFA_SUCCESS)
        return -1.0f;
    gltfa_sampler_sample(&s, t, &v, 1);
    return v == 0.0f ? 2.5f : -1.0f; /* STEP at 0.25 holds key 0 */
}
