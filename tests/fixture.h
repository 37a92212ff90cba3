/* fixture.h - builds accessor bytes (little-endian, optional stride and misalignment) and
   samplers for the tests. */
#ifndef FIXTURE_H
#define FIXTURE_H

#include "../gltf_anim.h"

#define FX_MAX_BYTES 65536

typedef struct fx {
    unsigned char in_buf[FX_MAX_BYTES];
    unsigned char out_buf[FX_MAX_BYTES];
    gltfa_accessor in, out;
    gltfa_sampler s;
} fx;

/* Layout options: extra bytes between elements (0 = tightly packed, stride left 0) and
   the offset of the first element in its buffer (to misalign it). */
typedef struct fx_layout {
    size_t in_pad, out_pad;
    size_t in_offset, out_offset;
} fx_layout;

/* Writes key times (FLOAT) and values of component type ct (doubles: integer codes for
   integer types) and fills f->in and f->out. value_count counts components. */
void fx_fill(fx *f, const float *times, size_t keys, const double *values, size_t value_count,
             int components, int ct, int normalized, const fx_layout *layout);

/* fx_fill with FLOAT values, packed, then gltfa_sampler_init. */
gltfa_result fx_floats(fx *f, const float *times, size_t keys, const float *values,
                       size_t value_count, int components, gltfa_interp interp,
                       gltfa_property target);

/* Samples at tc into out[width], checking that nothing past width is written and that the
   cursor-free and cursor results agree (with a fresh cursor). */
void fx_sample(const fx *f, float tc, float *out);

/* last extra state for tests that need it */
extern int th_assert_hits;

#endif
