/* compile_twice.c - the stb pattern: include for the declarations, then define
   GLTF_ANIM_IMPLEMENTATION and include again; the same for the companion gltf_anim_bind.h,
   before and after gltf_anim.h's implementation. Built as C and as C++, and it calls the
   API: a misspelt IMPLEMENTATION macro would compile and then fail to link. */
#include "../../gltf_anim.h"
#include "../../gltf_anim_bind.h"
#include "../../gltf_anim.h"
#define GLTF_ANIM_IMPLEMENTATION
#include "../../gltf_anim.h"
#include "../../gltf_anim_bind.h"
#define GLTF_ANIM_BIND_IMPLEMENTATION
#include "../../gltf_anim_bind.h"
#include "../../gltf_anim_bind.h"
#include "../../gltf_anim.h"
#include <stdio.h>

int main(void)
{
    static const unsigned char times[8] = { 0, 0, 0, 0, 0, 0, 0x80, 0x3F }; /* 0, 1 */
    static const unsigned char quats[8] = { 0, 0, 0, 0x7F, 0, 0, 0x7F, 0 }; /* BYTE norm */
    gltfa_accessor in, out;
    gltfa_sampler s;
    gltfa_pointer p;
    float q[4];
    gltfa_accessor_init(&in, times, 2, GLTFA_FLOAT, 1);
    gltfa_accessor_init(&out, quats, 2, GLTFA_BYTE, 4);
    out.normalized = 1;
    if (gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_ROTATION) != GLTFA_SUCCESS)
        return 1;
    if (gltfa_sampler_sample(&s, 0.5f, q, 4) != GLTFA_SUCCESS) return 1;
    if (gltfa_pointer_parse("/nodes/2/rotation", &p) != GLTFA_SUCCESS || p.index[0] != 2) return 1;
    printf("%s: %s, q(0.5) = %.6f %.6f %.6f %.6f\n",
#ifdef __cplusplus
           "C++",
#else
           "C",
#endif
           GLTFA_VERSION_STRING, (double)q[0], (double)q[1], (double)q[2], (double)q[3]);
    return q[2] > 0.7071f && q[2] < 0.7072f ? 0 : 1;
}
