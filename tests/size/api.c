/* api.c - `make size`, rows api and api+sparse: the sampler API with every feature (all
   interpolation modes, all component types, search and cursor, validation, the queries,
   sparse densifying), freestanding: no libc, no libm, no result strings, no clips. The
   link keeps the public functions the row names. */
#define GLTFA_NO_STDLIB
#define GLTFA_NO_RESULT_NAMES
#define GLTFA_NO_CLIPS
#define GLTF_ANIM_IMPLEMENTATION
#include "../../gltf_anim.h"
