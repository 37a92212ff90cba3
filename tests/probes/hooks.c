/* hooks.c - the configuration macros are honoured: GLTFA_API (overridden as empty)
   decorates the functions, GLTFA_ASSERT is what misuse calls, GLTFA_SQRTF replaces the
   library's own square root (counted here), and GLTFA_NO_RESULT_NAMES drops the names;
   gltf_anim_bind.h's implementation honours GLTFA_API and GLTFA_ASSERT as well. */
#include <math.h>
#include <stdio.h>

static int n_sqrt, n_assert;
static float my_sqrtf(float x) { ++n_sqrt; return (float)sqrt((double)x); }

#define GLTFA_API /* empty: plain external linkage, as a DLL-export macro would be */
#define GLTFA_ASSERT(x) ((x) ? (void)0 : (void)++n_assert)
#define GLTFA_SQRTF(x) my_sqrtf(x)
#define GLTFA_NO_RESULT_NAMES
#define GLTF_ANIM_IMPLEMENTATION
#define GLTF_ANIM_BIND_IMPLEMENTATION
#include "../../gltf_anim_bind.h"

int main(void)
{
    static const unsigned char times[8] = { 0, 0, 0, 0, 0, 0, 0x80, 0x3F }; /* 0, 1 */
    static const unsigned char quats[8] = { 0, 0, 0, 0x7F, 0, 0, 0x7F, 0 };
    gltfa_accessor in, out;
    gltfa_sampler s;
    gltfa_pointer p;
    float q[4];
    int ok;
    gltfa_accessor_init(&in, times, 2, GLTFA_FLOAT, 1);
    gltfa_accessor_init(&out, quats, 2, GLTFA_BYTE, 4);
    out.normalized = 1;
    ok = gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_ROTATION) == GLTFA_SUCCESS;
    ok = ok && gltfa_sampler_sample(&s, 0.5f, q, 4) == GLTFA_SUCCESS;
    ok = ok && gltfa_sampler_sample(&s, 0.5f, NULL, 4) == GLTFA_ERROR_INVALID_ARGUMENT;
    ok = ok && gltfa_pointer_parse("/nodes/0/rotation", NULL) == GLTFA_ERROR_INVALID_ARGUMENT;
    ok = ok && gltfa_pointer_parse("/nodes/0/rotation", &p) == GLTFA_SUCCESS &&
         p.property == GLTFA_PROPERTY_QUATERNION;
    printf("hooks: sqrtf %d calls, asserts %d, name \"%s\", q(0.5) z %.6f\n", n_sqrt, n_assert,
           gltfa_result_name(GLTFA_ERROR_STRIDE), (double)q[2]);
    /* the slerp takes one square root for its angle and one to normalize */
    ok = ok && n_sqrt == 2 && n_assert == 2 && q[2] > 0.7071f && q[2] < 0.7072f;
    ok = ok && gltfa_result_name(GLTFA_ERROR_STRIDE)[0] == '\0';
    return ok ? 0 : 1;
}
