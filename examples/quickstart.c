#define GLTF_ANIM_IMPLEMENTATION
#include "gltf_anim.h"
#include <stdio.h>

int main(void)
{
    static const float times[3] = { 0.0f, 1.0f, 2.0f };
    static const float xyz[9] = { 0, 0, 0,  2, 4, 6,  0, 0, 0 };
    gltfa_accessor in, out;
    gltfa_sampler s;
    float v[3];
    gltfa_accessor_init(&in, times, 3, GLTFA_FLOAT, 1);
    gltfa_accessor_init(&out, xyz, 3, GLTFA_FLOAT, 3);
    if (gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_LINEAR,
                           GLTFA_PROPERTY_TRANSLATION) != GLTFA_SUCCESS) return 1;
    gltfa_sampler_sample(&s, 0.25f, v, 3);
    printf("%g %g %g\n", (double)v[0], (double)v[1], (double)v[2]);
    return 0;
}
