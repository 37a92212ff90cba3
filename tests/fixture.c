/* fixture.c - accessor byte builders for the tests. */
#include "fixture.h"
#include "harness.h"
#include <string.h>

void fx_fill(fx *f, const float *times, size_t keys, const double *values, size_t value_count,
             int components, int ct, int normalized, const fx_layout *layout)
{
    fx_layout none;
    size_t i, c, csize = th_component_size(ct), esize = csize * (size_t)components, stride;
    size_t elements = value_count / (size_t)components;
    if (layout == NULL) {
        memset(&none, 0, sizeof none);
        layout = &none;
    }
    memset(f->in_buf, 0xA5, sizeof f->in_buf);
    memset(f->out_buf, 0x5A, sizeof f->out_buf);
    stride = 4 + layout->in_pad;
    for (i = 0; i < keys; ++i) th_put_f32(f->in_buf + layout->in_offset + i * stride, times[i]);
    gltfa_accessor_init(&f->in, f->in_buf + layout->in_offset, keys, GLTFA_FLOAT, 1);
    f->in.byte_stride = layout->in_pad ? stride : 0;
    stride = esize + layout->out_pad;
    for (i = 0; i < elements; ++i)
        for (c = 0; c < (size_t)components; ++c)
            th_put_component(f->out_buf + layout->out_offset + i * stride + c * csize, ct,
                             values[i * (size_t)components + c]);
    gltfa_accessor_init(&f->out, f->out_buf + layout->out_offset, elements, ct, components);
    f->out.normalized = normalized;
    f->out.byte_stride = layout->out_pad ? stride : 0;
}

gltfa_result fx_floats(fx *f, const float *times, size_t keys, const float *values,
                       size_t value_count, int components, gltfa_interp interp,
                       gltfa_property target)
{
    double v[4096];
    size_t i;
    for (i = 0; i < value_count; ++i) v[i] = (double)values[i];
    fx_fill(f, times, keys, v, value_count, components, GLTFA_FLOAT, 0, NULL);
    return gltfa_sampler_init(&f->s, &f->in, &f->out, interp, target);
}

void fx_sample(const fx *f, float tc, float *out)
{
    float a[260], b[260];
    size_t w = gltfa_sampler_width(&f->s), i;
    gltfa_cursor cur = 0;
    for (i = 0; i < 260; ++i) a[i] = b[i] = 12345.0f;
    CHECK(w > 0 && w <= 256);
    if (w == 0 || w > 256) return;
    CHECK_INT(gltfa_sampler_sample(&f->s, tc, a, w), GLTFA_SUCCESS);
    CHECK_INT(gltfa_sampler_sample_cursor(&f->s, tc, &cur, b, w), GLTFA_SUCCESS);
    CHECK(memcmp(a, b, w * sizeof(float)) == 0);
    for (i = w; i < 260; ++i) CHECK(a[i] == 12345.0f && b[i] == 12345.0f);
    memcpy(out, a, w * sizeof(float));
}
