/* msvc.c - `make msvc`: the implementation and the main API (sampler init, sample, cursor
   sample, clip init, clip time, clip sample), compiled with clang in MSVC mode
   (--target=*-pc-windows-msvc -fms-extensions -fms-compatibility; _MSC_VER, _M_X64 or
   _M_IX86 and _M_IX86_FP as MSVC sets them), as C and as C++, -fsyntax-only: there is no
   MSVC SDK here (no <assert.h>, and clang's <xmmintrin.h> would include the SDK's
   <malloc.h> unless -ffreestanding), so it is checked, not linked or run. With -U__clang__
   the header's `defined(__GNUC__) || defined(__clang__)` branches are off and its
   `#elif defined(_MSC_VER)` ones are compiled, as with cl.exe. A rotation channel (the slerp
   kernel) and a VEC3 one (the lerp), of packed FLOAT keys, so that a clip takes the lane
   kernels where the target has them. gltf_anim_bind.h's implementation is compiled too. */
#define GLTFA_ASSERT(x) ((void)0) /* no SDK <assert.h> here; the hook stands in */
#define GLTF_ANIM_IMPLEMENTATION
#define GLTF_ANIM_BIND_IMPLEMENTATION
#include "../../gltf_anim_bind.h"

int msvc_play(float t, float *out);

int msvc_play(float t, float *out)
{
    static const float times[3] = { 0.0f, 1.0f, 2.0f };
    static const float xyz[9] = { 0, 0, 0,  2, 4, 6,  0, 0, 0 };
    static const float quat[12] = { 0, 0, 0, 1,  0, 0.70710678f, 0, 0.70710678f,  0, 1, 0, 0 };
    gltfa_accessor in, move, turn;
    gltfa_sampler s;
    gltfa_cursor cur = 0;
    gltfa_channel ch[2];
    gltfa_clip_slot slots[2];
    gltfa_clip clip;
    float pos[3], rot[4];
    gltfa_accessor_init(&in, times, 3, GLTFA_FLOAT, 1);
    gltfa_accessor_init(&move, xyz, 3, GLTFA_FLOAT, 3);
    gltfa_accessor_init(&turn, quat, 3, GLTFA_FLOAT, 4);
    if (gltfa_sampler_init(&s, &in, &move, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_TRANSLATION) !=
            GLTFA_SUCCESS ||
        gltfa_sampler_sample(&s, t, out, 3) != GLTFA_SUCCESS ||
        gltfa_sampler_sample_cursor(&s, t, &cur, out + 3, 3) != GLTFA_SUCCESS)
        return 1;
    ch[0].sampler = s;
    ch[0].dest = pos;
    if (gltfa_sampler_init(&ch[1].sampler, &in, &turn, GLTFA_INTERP_LINEAR,
                           GLTFA_PROPERTY_ROTATION) != GLTFA_SUCCESS)
        return 2;
    ch[1].dest = rot;
    if (gltfa_clip_init(&clip, ch, 2, slots) != GLTFA_SUCCESS ||
        gltfa_clip_sample(&clip, gltfa_clip_time(&clip, t, GLTFA_WRAP_REPEAT, 0)) != GLTFA_SUCCESS)
        return 3;
    out[6] = pos[0];
    out[7] = rot[3];
    return 0;
}
