/* cgltf_impl.c - cgltf's implementation for the file rows of `make bench`, alone in its
   translation unit (make bench compiles it with -std=c99 -O2 when cgltf.h is found). */
#define CGLTF_IMPLEMENTATION
#include "cgltf.h"
