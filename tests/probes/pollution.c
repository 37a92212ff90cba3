/* pollution.c - the unity-build case: the macros of <windows.h> and of common headers and
   codebases (tests/probes/pollution.h) are defined before gltf_anim.h's implementation is
   included, here through the README's quick start (examples/quickstart.c, which defines
   GLTF_ANIM_IMPLEMENTATION and prints "0.5 1 1.5"). It must compile (as C89 and as C++98,
   under the strict flags) and print that; make pollution builds it with gcc, clang and g++,
   with the default options, with GLTFA_NO_DOUBLE, with GLTFA_NO_CLIPS and with
   GLTF_ANIM_STATIC. The library's only other headers are the examples' loader
   (tools/gltf_load.h needs tools/gltf_load.c) and the cgltf adapter
   (gltfa_cgltf.h needs cgltf.h): neither is header-only and ours alone, so they
   are not included here. The companion gltf_anim_bind.h's implementation follows, under
   the same macros (not with GLTFA_NO_CLIPS, which it refuses). */
#include "pollution.h"
#include "../../examples/quickstart.c"
#ifndef GLTFA_NO_CLIPS
#define GLTF_ANIM_BIND_IMPLEMENTATION
#include "../../gltf_anim_bind.h"
#endif
