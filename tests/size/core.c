/* core.c - the translation unit `make size` cross-compiles: the core sampler only (all
   modes, all component types, search and cursor, validation), freestanding: no libc, no
   libm, no result strings. */
#define GLTFA_NO_STDLIB
#define GLTFA_NO_RESULT_NAMES
#define GLTFA_NO_CLIPS
#define GLTF_ANIM_IMPLEMENTATION
#include "../../gltf_anim.h"
