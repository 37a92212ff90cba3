/* minimal.c - `make size`, row minimal: the smallest configuration, freestanding (no libc,
   no libm, no result strings), no clips, FLOAT outputs only (GLTFA_ONLY_FLOAT), no
   CUBICSPLINE (GLTFA_NO_CUBICSPLINE); the link keeps playback only: gltfa_sampler_init and
   gltfa_sampler_sample_cursor. */
#define GLTFA_NO_STDLIB
#define GLTFA_NO_RESULT_NAMES
#define GLTFA_NO_CLIPS
#define GLTFA_ONLY_FLOAT
#define GLTFA_NO_CUBICSPLINE
#define GLTF_ANIM_IMPLEMENTATION
#include "../../gltf_anim.h"
