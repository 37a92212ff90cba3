/* nostdlib.c - GLTFA_NO_STDLIB: the implementation includes no libc header and needs no
   libm, so `make hooks` checks with nm -u that the object references no external symbol. */
#define GLTFA_NO_STDLIB
#define GLTF_ANIM_IMPLEMENTATION
#include "../../gltf_anim.h"
