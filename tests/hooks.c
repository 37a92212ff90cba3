/* hooks.c - the configuration macros are honoured: GLTFA_API (overridden as empty) decorates the functions,
   GLTFA_ASSERT is what misuse calls, and GLTFA_SQRTF / GLTFA_SINF / GLTFA_ACOSF are the
   only math used (counted here), with GLTFA_NO_RESULT_NAMES shrinking the names. */
#include <math.h>
#include <stdio.h>

static int n_sqrt, n_sin, n_acos, n_assert;
static float my_sqrtf(float x) { ++n_sqrt; return (float)sqrt((double)x); }
static float my_sinf(float x) { ++n_sin; return (float)sin((double)x); }
static float my_acosf(float x) { ++n_acos; return (float)acos((double)x); }

#define GLTFA_API /* empty: plain external linkage, as a DLL-export macro would be */
#define GLTFA_ASSERT(x) ((x) ? (void)0 : (void)++n_assert)
#define GLTFA_NO_MATH
#define GLTFA_SQRTF(x) my_sqrtf(x)
#define GLTFA_SINF(x) my_sinf(x)
#define GLTFA_ACOSF(x) my_acosf(x)
#define GLTFA_NO_RESULT_NAMES
#define GLTF_ANIM_IMPLEMENTATION
#include "../gltf_anim.h"

int main(void)
{
    static const unsigned char times[8] = { 0, 0, 0, 0, 0, 0, 0x80, 0x3F }; /* 0, 1 */
    static const unsigned char quats[8] = { 0, 0, 0, 0x7F, 0, 0, 0x7F, 0 };
    gltfa_accessor in, out;
    gltfa_sampler s;
    float q[4];
    int ok;
    gltfa_accessor_init(&in, times, 2, GLTFA_FLOAT, 1);
    gltfa_accessor_init(&out, quats, 2, GLTFA_BYTE, 4);
    out.normalized = 1;
    ok = gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_LINEAR, GLTFA_TARGET_ROTATION) == GLTFA_SUCCESS;
    ok = ok && gltfa_sampler_sample(&s, 0.5f, q, 4) == GLTFA_SUCCESS;
    ok = ok && gltfa_sampler_sample(&s, 0.5f, NULL, 4) == GLTFA_ERROR_INVALID_ARGUMENT;
    printf("hooks: sqrtf %d, sinf %d, acosf %d, asserts %d, name \"%s\"\n", n_sqrt, n_sin, n_acos,
           n_assert, gltfa_result_name(GLTFA_ERROR_STRIDE));
    ok = ok && n_sqrt > 0 && n_sin == 3 && n_acos == 1 && n_assert == 1;
    ok = ok && gltfa_result_name(GLTFA_ERROR_STRIDE)[0] == '\0';
    return ok ? 0 : 1;
}
