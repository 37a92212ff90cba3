/* nostdlib.c - GLTFA_NO_STDLIB: the implementation (and gltf_anim_bind.h's) includes no
   libc header and needs no libm, so `make hooks` checks with nm -u that the object
   references no external symbol. */
#define GLTFA_NO_STDLIB
#define GLTF_ANIM_IMPLEMENTATION
#define GLTF_ANIM_BIND_IMPLEMENTATION
#include "../../gltf_anim_bind.h"
