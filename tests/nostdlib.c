/* nostdlib.c - GLTFA_NO_STDLIB: the implementation includes no libc header and calls
   nothing but the user's math hooks. `make hooks` checks with nm -u that the object's only
   undefined symbols are user_sqrtf, user_sinf and user_acosf. */
float user_sqrtf(float x);
float user_sinf(float x);
float user_acosf(float x);
#define GLTFA_NO_STDLIB
#define GLTFA_SQRTF(x) user_sqrtf(x)
#define GLTFA_SINF(x) user_sinf(x)
#define GLTFA_ACOSF(x) user_acosf(x)
#define GLTF_ANIM_IMPLEMENTATION
#include "../gltf_anim.h"
