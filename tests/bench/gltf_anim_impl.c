/* gltf_anim_impl.c - the library's implementation (and its companion gltf_anim_bind.h's),
   alone in its translation unit, as a user builds it: `make bench` compiles this file with
   -std=c99 -O2 (no -march, no LTO) and links it with the driver (bench.c), which sees only
   the declarations. */
#define GLTF_ANIM_IMPLEMENTATION
#define GLTF_ANIM_BIND_IMPLEMENTATION
#include "../../gltf_anim_bind.h"
