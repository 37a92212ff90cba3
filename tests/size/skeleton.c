/* skeleton.c - `make size`, row skeleton: what a firmware links to pose a skinned
   character, freestanding (no libc, no libm, no result strings): gltf_anim_bind.h's
   skeleton (gltfa_skeleton_init, gltfa_skeleton_world, gltfa_skin_init, gltfa_skin_joints,
   gltfa_trs_to_matrix). gltf_anim_bind.h needs clips (it refuses GLTFA_NO_CLIPS), so both
   implementations are compiled; the link keeps the public functions the row names and
   what they call (gc-sections drops the rest). Float only: the row fails on any double
   routine. */
#define GLTFA_NO_STDLIB
#define GLTFA_NO_RESULT_NAMES
#define GLTF_ANIM_IMPLEMENTATION
#define GLTF_ANIM_BIND_IMPLEMENTATION
#include "../../gltf_anim_bind.h"
