/* pollution.c - the unity-build case: the macros of <windows.h> and of common headers and
   codebases (tests/pollution.h) are defined before gltf_anim.h's implementation is
   included. It must compile (as C89 and as C++98, under the strict flags) and sample;
   make pollution builds it with gcc, clang and g++, with the default options, with
   GLTFA_NO_DOUBLE, with GLTFA_NO_CLIPS and with GLTF_ANIM_STATIC. The library's only other headers are the
   examples' loader (examples/gltf_load.h needs examples/gltf_load.c) and the cgltf adapter
   (examples/gltfa_cgltf.h needs cgltf.h): neither is header-only and ours alone, so they
   are not included here. */
#include "pollution.h"
#define GLTF_ANIM_IMPLEMENTATION
#include "../gltf_anim.h"
#include <stdio.h>

int main(void)
{
    static const float times[3] = { 0.0f, 1.0f, 2.0f };
    static const float xyz[9] = { 0, 0, 0,  2, 4, 6,  0, 0, 0 };
    gltfa_accessor input, output;
    gltfa_sampler sampler;
    float v[3];
    gltfa_accessor_init(&input, times, 3, GLTFA_FLOAT, 1);
    gltfa_accessor_init(&output, xyz, 3, GLTFA_FLOAT, 3);
    if (gltfa_sampler_init(&sampler, &input, &output, GLTFA_INTERP_LINEAR,
                           GLTFA_PROPERTY_TRANSLATION) != GLTFA_SUCCESS)
        return 1;
    if (gltfa_sampler_sample(&sampler, 0.25f, v, 3) != GLTFA_SUCCESS) return 1;
    printf("pollution: %s: sample(0.25) = %g %g %g\n",
#ifdef __cplusplus
           "C++",
#else
           "C",
#endif
           (double)v[0], (double)v[1], (double)v[2]);
    return v[0] == 0.5f && v[1] == 1.0f && v[2] == 1.5f ? 0 : 1;
}
