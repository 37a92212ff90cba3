/* test_errors.c - every result code is produced by some call, every bound is tested at and
   one past its limit, misuse asserts (through the test's GLTFA_ASSERT) and still returns
   an error, and failing calls write nothing. Buffers here are exact-size heap blocks, so
   AddressSanitizer (make check) sees any read or write past them. */
#include "fixture.h"
#include "harness.h"
#include "test_list.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>


static fx f;

static const float T3[3] = { 0.0f, 1.0f, 2.0f };
static const float V9[9] = { 1, 2, 3, 4, 5, 6, 7, 8, 9 };

/* One row of a table of gltfa_sampler_init cases: the result, and the width the sampler
   reports afterwards (0 when the call fails: a failed init zeroes the sampler, which is
   filled with junk first so that this shows). Names the row when the result is wrong,
   since the CHECK line is the same for every row. */
static void check_init_row(const char *table, size_t row, gltfa_sampler *s,
                           const gltfa_accessor *in, const gltfa_accessor *out,
                           gltfa_interp interp, gltfa_property property, gltfa_result want,
                           size_t width)
{
    gltfa_result r;
    size_t w;
    memset(s, 0xA5, sizeof *s);
    r = gltfa_sampler_init(s, in, out, interp, property);
    w = gltfa_sampler_width(s);
    if (r != want || w != width)
        printf("    %s row %lu: %s, width %lu; want %s, width %lu\n", table, (unsigned long)row,
               gltfa_result_name(r), (unsigned long)w, gltfa_result_name(want),
               (unsigned long)width);
    CHECK_INT(r, want);
    CHECK_INT(w, width);
}

/* NULL pointers and an uninitialized sampler: assert, then GLTFA_ERROR_INVALID_ARGUMENT. */
void test_errors_misuse(void)
{
    gltfa_sampler zero;
    float out[3] = { 5, 5, 5 };
    int before;
    CHECK_INT(fx_floats(&f, T3, 3, V9, 9, 3, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_TRANSLATION),
              GLTFA_SUCCESS);
    before = th_assert_hits;
    CHECK_INT(gltfa_sampler_init(NULL, &f.in, &f.out, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_SCALE),
              GLTFA_ERROR_INVALID_ARGUMENT);
    CHECK_INT(gltfa_sampler_init(&zero, NULL, &f.out, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_SCALE),
              GLTFA_ERROR_INVALID_ARGUMENT);
    CHECK_INT(gltfa_sampler_init(&zero, &f.in, NULL, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_SCALE),
              GLTFA_ERROR_INVALID_ARGUMENT);
    CHECK_INT(th_assert_hits - before, 3);
    CHECK_INT(gltfa_sampler_width(&zero), 0); /* zeroed on failure */
    CHECK_INT(gltfa_sampler_sample(&zero, 0.5f, out, 3), GLTFA_ERROR_INVALID_ARGUMENT);
    CHECK_INT(gltfa_sampler_sample(NULL, 0.5f, out, 3), GLTFA_ERROR_INVALID_ARGUMENT);
    CHECK_INT(gltfa_sampler_sample(&f.s, 0.5f, NULL, 3), GLTFA_ERROR_INVALID_ARGUMENT);
    CHECK_INT(gltfa_sampler_sample_cursor(&f.s, 0.5f, NULL, NULL, 3), GLTFA_ERROR_INVALID_ARGUMENT);
    CHECK_INT(gltfa_sampler_check(&zero, NULL), GLTFA_ERROR_INVALID_ARGUMENT);
    CHECK_INT(gltfa_sampler_check(NULL, NULL), GLTFA_ERROR_INVALID_ARGUMENT);
    CHECK_INT(gltfa_sampler_time_range(&zero, NULL, NULL), GLTFA_ERROR_INVALID_ARGUMENT);
    CHECK_INT(gltfa_interp_parse("LINEAR", NULL), GLTFA_ERROR_INVALID_ARGUMENT);
    CHECK_INT(gltfa_path_parse("scale", NULL), GLTFA_ERROR_INVALID_ARGUMENT);
    CHECK_INT(th_assert_hits - before, 12);
    CHECK_BITS(out[0], 5.0f); CHECK_BITS(out[2], 5.0f); /* nothing written */
    CHECK_INT(gltfa_sampler_width(NULL), 0);
    /* a valid call asserts nothing */
    before = th_assert_hits;
    CHECK_INT(gltfa_sampler_sample(&f.s, 0.5f, out, 3), GLTFA_SUCCESS);
    CHECK_INT(th_assert_hits, before);
}

/* For every capacity from 0 to width-1: a fresh exact-size heap buffer, an error, nothing
   written; at width exactly: success. Width 8 (weights) and 4 (rotation). */
void test_errors_output_too_small_sweep(void)
{
    static const float w[16] = { 1, 2, 3, 4, 5, 6, 7, 8,  8, 7, 6, 5, 4, 3, 2, 1 };
    /* two keys (T3's first two), the first `count` floats of w */
    static const struct {
        size_t count; int components; gltfa_property property; size_t width;
    } cases[] = {
        { 16, 1, GLTFA_PROPERTY_WEIGHTS, 8 }, /* 16 SCALAR floats / 2 keys: N = 8 */
        { 8, 4, GLTFA_PROPERTY_ROTATION, 4 }  /* one VEC4 per key */
    };
    size_t cap, width, k;
    int before;
    for (k = 0; k < sizeof cases / sizeof cases[0]; ++k) {
        CHECK_INT(fx_floats(&f, T3, 2, w, cases[k].count, cases[k].components,
                            GLTFA_INTERP_LINEAR, cases[k].property), GLTFA_SUCCESS);
        width = gltfa_sampler_width(&f.s);
        CHECK_INT(width, cases[k].width);
        for (cap = 0; cap <= width; ++cap) {
            float *out = (float *)malloc((cap ? cap : 1) * sizeof(float));
            gltfa_cursor c = 0;
            size_t i;
            for (i = 0; i < cap; ++i) out[i] = -7.0f;
            before = th_assert_hits;
            if (cap < width) {
                CHECK_INT(gltfa_sampler_sample(&f.s, 0.5f, out, cap), GLTFA_ERROR_OUTPUT_TOO_SMALL);
                CHECK_INT(gltfa_sampler_sample_cursor(&f.s, 0.5f, &c, out, cap),
                          GLTFA_ERROR_OUTPUT_TOO_SMALL);
                CHECK_INT(th_assert_hits - before, 2);
                for (i = 0; i < cap; ++i) CHECK_BITS(out[i], -7.0f);
            } else {
                CHECK_INT(gltfa_sampler_sample_cursor(&f.s, 0.5f, &c, out, cap), GLTFA_SUCCESS);
                CHECK_INT(th_assert_hits, before);
            }
            free(out);
        }
    }
}

/* Accessor layout errors: NULL data, no keys, unknown component types, stride smaller than
   the element, components out of range. Nothing is read (the data pointers are NULL or
   point at nothing the library may touch). */
void test_errors_views(void)
{
    gltfa_accessor in, out;
    gltfa_sampler s;
    static const int bad_types[5] = { 0, 5119, 5124, 5127, 0x7FFFFFFF };
    /* stride: the output element is 12 bytes (VEC3 FLOAT), a key time 4; LINEAR translation */
    static const struct {
        size_t in_stride, out_stride; gltfa_result want; size_t width;
    } strides[] = {
        { 0, 11, GLTFA_ERROR_STRIDE, 0 }, /* 11 < 12: elements would overlap */
        { 0, 12, GLTFA_SUCCESS, 3 },      /* exactly the element */
        { 0, 13, GLTFA_SUCCESS, 3 },      /* larger: a gap after each element */
        { 3, 0, GLTFA_ERROR_STRIDE, 0 }   /* 3 < 4 for the times */
    };
    /* components: 0 and 17 are out of range for any target; 16 is fine for VECTOR */
    static const struct {
        int components; gltfa_interp interp; gltfa_result want; size_t width;
    } comps[] = {
        { 0, GLTFA_INTERP_LINEAR, GLTFA_ERROR_COMPONENT_COUNT, 0 },
        { 17, GLTFA_INTERP_LINEAR, GLTFA_ERROR_COMPONENT_COUNT, 0 },
        { 16, GLTFA_INTERP_STEP, GLTFA_SUCCESS, 16 } /* 3 keys, 3 elements of 16 */
    };
    size_t k;
    int i;
    fx_fill(&f, T3, 3, (const double *)0, 0, 3, GLTFA_FLOAT, 0, NULL);
    in = f.in;
    gltfa_accessor_init(&out, f.out_buf, 3, GLTFA_FLOAT, 3);
    CHECK_INT(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_TRANSLATION),
              GLTFA_SUCCESS);
    out.data = NULL;
    CHECK_INT(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_TRANSLATION),
              GLTFA_ERROR_NULL_DATA);
    out.data = f.out_buf;
    in.data = NULL;
    CHECK_INT(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_TRANSLATION),
              GLTFA_ERROR_NULL_DATA);
    in = f.in;
    in.count = 0;
    out.count = 0;
    CHECK_INT(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_TRANSLATION),
              GLTFA_ERROR_NO_KEYS);
    in = f.in;
    out.count = 3;
    for (i = 0; i < 5; ++i) {
        out.component_type = bad_types[i];
        CHECK_INT(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_VECTOR),
                  GLTFA_ERROR_UNKNOWN_COMPONENT_TYPE);
        in.component_type = bad_types[i];
        out.component_type = GLTFA_FLOAT;
        CHECK_INT(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_VECTOR),
                  GLTFA_ERROR_UNKNOWN_COMPONENT_TYPE);
        in = f.in;
    }
    for (k = 0; k < sizeof strides / sizeof strides[0]; ++k) {
        in.byte_stride = strides[k].in_stride;
        out.byte_stride = strides[k].out_stride;
        check_init_row("strides", k, &s, &in, &out, GLTFA_INTERP_LINEAR,
                       GLTFA_PROPERTY_TRANSLATION, strides[k].want, strides[k].width);
    }
    in.byte_stride = 0;
    out.byte_stride = 0;
    for (k = 0; k < sizeof comps / sizeof comps[0]; ++k) {
        out.components = comps[k].components;
        check_init_row("comps", k, &s, &in, &out, comps[k].interp, GLTFA_PROPERTY_VECTOR,
                       comps[k].want, comps[k].width);
    }
}

/* Types and counts that do not fit the target or the interpolation. */
void test_errors_types_and_counts(void)
{
    gltfa_accessor in, out;
    gltfa_sampler s;
    /* the input must be SCALAR FLOAT, not normalized; each of these is
       GLTFA_ERROR_INPUT_TYPE (3 keys, 3 VEC3 FLOAT outputs, LINEAR translation) */
    static const struct { int components, component_type, normalized; } inputs[] = {
        { 2, GLTFA_FLOAT, 0 },          /* VEC2 */
        { 1, GLTFA_UNSIGNED_SHORT, 0 }, /* integer times */
        { 1, GLTFA_FLOAT, 1 }           /* normalized */
    };
    /* output types against the target's rules row: 3 keys, 3 elements, LINEAR */
    static const struct {
        int components, component_type, normalized;
        gltfa_property property; gltfa_result want; size_t width;
    } types[] = {
        /* translation and scale are FLOAT only */
        { 3, GLTFA_SHORT, 1, GLTFA_PROPERTY_TRANSLATION, GLTFA_ERROR_COMPONENT_TYPE, 0 },
        { 3, GLTFA_SHORT, 1, GLTFA_PROPERTY_SCALE, GLTFA_ERROR_COMPONENT_TYPE, 0 },
        /* normalized FLOAT */
        { 3, GLTFA_FLOAT, 1, GLTFA_PROPERTY_TRANSLATION, GLTFA_ERROR_NORMALIZED, 0 },
        /* rotation: integer types must be normalized; UNSIGNED_INT is never allowed, and
           glTF never normalizes it */
        { 4, GLTFA_BYTE, 0, GLTFA_PROPERTY_ROTATION, GLTFA_ERROR_NORMALIZED, 0 },
        { 4, GLTFA_BYTE, 1, GLTFA_PROPERTY_ROTATION, GLTFA_SUCCESS, 4 },
        { 4, GLTFA_UNSIGNED_INT, 0, GLTFA_PROPERTY_ROTATION, GLTFA_ERROR_COMPONENT_TYPE, 0 },
        { 4, GLTFA_UNSIGNED_INT, 1, GLTFA_PROPERTY_VECTOR, GLTFA_ERROR_NORMALIZED, 0 },
        /* accessor type vs target: VEC4 translation, VEC3 rotation and quaternion, VEC3
           weights */
        { 4, GLTFA_FLOAT, 0, GLTFA_PROPERTY_TRANSLATION, GLTFA_ERROR_COMPONENT_COUNT, 0 },
        { 3, GLTFA_FLOAT, 0, GLTFA_PROPERTY_ROTATION, GLTFA_ERROR_COMPONENT_COUNT, 0 },
        { 3, GLTFA_FLOAT, 0, GLTFA_PROPERTY_QUATERNION, GLTFA_ERROR_COMPONENT_COUNT, 0 },
        { 3, GLTFA_FLOAT, 0, GLTFA_PROPERTY_WEIGHTS, GLTFA_ERROR_COMPONENT_COUNT, 0 }
    };
    /* keys and output counts (FLOAT outputs) */
    static const struct {
        size_t keys; int components; size_t count;
        gltfa_interp interp; gltfa_property property; gltfa_result want; size_t width;
    } counts[] = {
        /* 3 keys need exactly 3 VEC3 elements (9 for CUBICSPLINE) */
        { 3, 3, 4, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_TRANSLATION, GLTFA_ERROR_COUNT_MISMATCH, 0 },
        { 3, 3, 2, GLTFA_INTERP_STEP, GLTFA_PROPERTY_TRANSLATION, GLTFA_ERROR_COUNT_MISMATCH, 0 },
        { 3, 3, 0, GLTFA_INTERP_STEP, GLTFA_PROPERTY_TRANSLATION, GLTFA_ERROR_COUNT_MISMATCH, 0 },
        { 3, 3, 3, GLTFA_INTERP_CUBICSPLINE, GLTFA_PROPERTY_TRANSLATION,
          GLTFA_ERROR_COUNT_MISMATCH, 0 },
        { 3, 3, 9, GLTFA_INTERP_CUBICSPLINE, GLTFA_PROPERTY_TRANSLATION, GLTFA_SUCCESS, 3 },
        /* a VEC3 VECTOR with two elements per key is not a thing */
        { 3, 3, 6, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_VECTOR, GLTFA_ERROR_COUNT_MISMATCH, 0 },
        /* weights: the count must be a whole multiple of the keys (x3 for CUBICSPLINE);
           18 = 3 keys x 3 x N gives N = 2 */
        { 3, 1, 7, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_WEIGHTS, GLTFA_ERROR_COUNT_MISMATCH, 0 },
        { 3, 1, 6, GLTFA_INTERP_CUBICSPLINE, GLTFA_PROPERTY_WEIGHTS,
          GLTFA_ERROR_COUNT_MISMATCH, 0 },
        { 3, 1, 18, GLTFA_INTERP_CUBICSPLINE, GLTFA_PROPERTY_WEIGHTS, GLTFA_SUCCESS, 2 },
        /* one-key CUBICSPLINE */
        { 1, 1, 3, GLTFA_INTERP_CUBICSPLINE, GLTFA_PROPERTY_WEIGHTS,
          GLTFA_ERROR_CUBIC_ONE_KEY, 0 },
        /* unknown interpolation and target; VECTOR = 13 is the last row, so 14 is one past */
        { 3, 1, 3, (gltfa_interp)3, GLTFA_PROPERTY_WEIGHTS, GLTFA_ERROR_UNKNOWN_INTERPOLATION, 0 },
        { 3, 1, 3, (gltfa_interp)-1, GLTFA_PROPERTY_WEIGHTS, GLTFA_ERROR_UNKNOWN_INTERPOLATION, 0 },
        { 3, 1, 3, GLTFA_INTERP_STEP, GLTFA_PROPERTY_NONE, GLTFA_ERROR_UNKNOWN_TARGET, 0 },
        { 3, 1, 3, GLTFA_INTERP_STEP, (gltfa_property)14, GLTFA_ERROR_UNKNOWN_TARGET, 0 }
    };
    size_t k;
    fx_fill(&f, T3, 3, (const double *)0, 0, 3, GLTFA_FLOAT, 0, NULL);
    gltfa_accessor_init(&out, f.out_buf, 3, GLTFA_FLOAT, 3);
    for (k = 0; k < sizeof inputs / sizeof inputs[0]; ++k) {
        in = f.in;
        in.components = inputs[k].components;
        in.component_type = inputs[k].component_type;
        in.normalized = inputs[k].normalized;
        check_init_row("inputs", k, &s, &in, &out, GLTFA_INTERP_LINEAR,
                       GLTFA_PROPERTY_TRANSLATION, GLTFA_ERROR_INPUT_TYPE, 0);
    }
    in = f.in;
    for (k = 0; k < sizeof types / sizeof types[0]; ++k) {
        out.components = types[k].components;
        out.component_type = types[k].component_type;
        out.normalized = types[k].normalized;
        check_init_row("types", k, &s, &in, &out, GLTFA_INTERP_LINEAR, types[k].property,
                       types[k].want, types[k].width);
    }
    out.component_type = GLTFA_FLOAT;
    out.normalized = 0;
    for (k = 0; k < sizeof counts / sizeof counts[0]; ++k) {
        in.count = counts[k].keys;
        out.components = counts[k].components;
        out.count = counts[k].count;
        check_init_row("counts", k, &s, &in, &out, counts[k].interp, counts[k].property,
                       counts[k].want, counts[k].width);
    }
}

/* Size arithmetic and byte_length, at the bound and one past it. */
void test_errors_bounds(void)
{
    gltfa_accessor in, out;
    gltfa_sampler s;
    /* VEC3 FLOAT outputs (12-byte elements) after FLOAT key times (4 bytes each); byte
       lengths of 0 are not checked */
    static const struct {
        size_t keys, in_length, count, out_stride, out_length;
        gltfa_interp interp; gltfa_result want; size_t width;
    } rows[] = {
        /* stride 16: the last of 3 elements starts at 2 x 16 = 32 and is 12 bytes */
        { 3, 0, 3, 16, 2 * 16 + 12, GLTFA_INTERP_LINEAR, GLTFA_SUCCESS, 3 },
        { 3, 0, 3, 16, 2 * 16 + 12 - 1, GLTFA_INTERP_LINEAR, GLTFA_ERROR_DATA_TOO_SHORT, 0 },
        /* 3 key times are 12 bytes */
        { 3, 12, 3, 16, 0, GLTFA_INTERP_LINEAR, GLTFA_SUCCESS, 3 },
        { 3, 11, 3, 16, 0, GLTFA_INTERP_LINEAR, GLTFA_ERROR_DATA_TOO_SHORT, 0 },
        /* (count - 1) * stride + element size overflowing size_t, for the outputs and for
           the key times (4 bytes each) */
        { 3, 0, (size_t)-1 / 16 + 2, 16, 0, GLTFA_INTERP_LINEAR, GLTFA_ERROR_SIZE_OVERFLOW, 0 },
        { (size_t)-1 / 4 + 1, 0, 3, 16, 0, GLTFA_INTERP_LINEAR, GLTFA_ERROR_SIZE_OVERFLOW, 0 },
        /* keys x 3 overflowing for CUBICSPLINE: caught as a count mismatch, not wrapped */
        { (size_t)-1 / 4, 0, 3, 0, 0, GLTFA_INTERP_CUBICSPLINE, GLTFA_ERROR_COUNT_MISMATCH, 0 }
    };
    size_t k;
    fx_fill(&f, T3, 3, (const double *)0, 0, 3, GLTFA_FLOAT, 0, NULL);
    for (k = 0; k < sizeof rows / sizeof rows[0]; ++k) {
        in = f.in;
        in.count = rows[k].keys;
        in.byte_length = rows[k].in_length;
        gltfa_accessor_init(&out, f.out_buf, rows[k].count, GLTFA_FLOAT, 3);
        out.byte_stride = rows[k].out_stride;
        out.byte_length = rows[k].out_length;
        check_init_row("bounds", k, &s, &in, &out, rows[k].interp, GLTFA_PROPERTY_TRANSLATION,
                       rows[k].want, rows[k].width);
    }
}

/* gltfa_sampler_check: non-increasing, duplicate, NaN, infinite and negative times; NaN and
   infinite FLOAT values; the index of the first bad item. -0.0 as the first time is fine. */
void test_errors_check_times_and_values(void)
{
    static const unsigned char nan_b[4] = { 0, 0, 0xC0, 0x7F }, inf_b[4] = { 0, 0, 0x80, 0x7F };
    /* NaN and infinity are no constants in C89: a row names the time (t_at) or the value
       (v_at) it overwrites, -1 for none, and with what */
    enum { AS_IS, TO_NAN, TO_INF, TO_MINUS_INF };
    /* 4 keys with VEC3 values v[i] = i, LINEAR translation; the expected code and the
       index of the first bad time, or of the bad float */
    static const struct {
        float t[4]; int t_at, v_at, to; gltfa_result want; size_t bad;
    } rows[] = {
        /* time 2 a duplicate of time 1, then below it */
        { { -0.0f, 1, 1, 3 }, -1, -1, AS_IS, GLTFA_ERROR_TIME_NOT_INCREASING, 2 },
        { { -0.0f, 1, 0.5f, 3 }, -1, -1, AS_IS, GLTFA_ERROR_TIME_NOT_INCREASING, 2 },
        { { -0.0f, 1, 2, 3 }, 3, -1, TO_NAN, GLTFA_ERROR_TIME_NOT_FINITE, 3 },
        { { -0.0f, 1, 2, 3 }, 3, -1, TO_INF, GLTFA_ERROR_TIME_NOT_FINITE, 3 },
        { { 0, 1, 2, 3 }, 0, -1, TO_MINUS_INF, GLTFA_ERROR_TIME_NOT_FINITE, 0 },
        { { -1e-30f, 1, 2, 3 }, -1, -1, AS_IS, GLTFA_ERROR_TIME_NEGATIVE, 0 }, /* below -0.0 */
        /* value 7 is key 2, component 1; value 11 the very last float */
        { { 0, 1, 2, 3 }, -1, 7, TO_NAN, GLTFA_ERROR_VALUE_NOT_FINITE, 7 },
        { { 0, 1, 2, 3 }, -1, 11, TO_MINUS_INF, GLTFA_ERROR_VALUE_NOT_FINITE, 11 }
    };
    float nan_f = th_get_f32(nan_b), inf_f = th_get_f32(inf_b);
    float t[4], v[12];
    size_t bad = 99, k;
    gltfa_result r;
    int i;
    for (i = 0; i < 12; ++i) v[i] = (float)i;
    t[0] = -0.0f; t[1] = 1.0f; t[2] = 2.0f; t[3] = 3.0f;
    CHECK_INT(fx_floats(&f, t, 4, v, 12, 3, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_TRANSLATION),
              GLTFA_SUCCESS);
    CHECK_INT(gltfa_sampler_check(&f.s, &bad), GLTFA_SUCCESS); /* -0.0 first is fine */
    CHECK_INT(bad, 99); /* untouched on success */
    for (k = 0; k < sizeof rows / sizeof rows[0]; ++k) {
        float x = rows[k].to == TO_NAN ? nan_f : rows[k].to == TO_INF ? inf_f : -inf_f;
        for (i = 0; i < 4; ++i) t[i] = rows[k].t[i];
        for (i = 0; i < 12; ++i) v[i] = (float)i;
        if (rows[k].t_at >= 0) t[rows[k].t_at] = x;
        if (rows[k].v_at >= 0) v[rows[k].v_at] = x;
        fx_floats(&f, t, 4, v, 12, 3, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_TRANSLATION);
        bad = 99;
        r = gltfa_sampler_check(&f.s, &bad);
        if (r != rows[k].want || bad != rows[k].bad)
            printf("    check row %lu: %s, bad %lu\n", (unsigned long)k, gltfa_result_name(r),
                   (unsigned long)bad);
        CHECK_INT(r, rows[k].want);
        CHECK_INT(bad, rows[k].bad);
    }
    t[0] = 0.0f; t[1] = 1.0f;
    for (i = 0; i < 11; ++i) v[i] = (float)i;
    v[11] = nan_f;
    /* cubic weights (N = 2, 2 keys): a NaN in the last out-tangent is found too */
    fx_floats(&f, t, 2, v, 12, 1, GLTFA_INTERP_CUBICSPLINE, GLTFA_PROPERTY_WEIGHTS);
    CHECK_INT(gltfa_sampler_width(&f.s), 2);
    CHECK_INT(gltfa_sampler_check(&f.s, &bad), GLTFA_ERROR_VALUE_NOT_FINITE);
    CHECK_INT(bad, 11);
    /* integer outputs cannot be non-finite */
    {
        double d[8] = { 0, 0, 0, 127, 0, 0, 0, 127 };
        fx_fill(&f, t, 2, d, 8, 4, GLTFA_BYTE, 1, NULL);
        CHECK_INT(gltfa_sampler_init(&f.s, &f.in, &f.out, GLTFA_INTERP_LINEAR,
                                     GLTFA_PROPERTY_ROTATION), GLTFA_SUCCESS);
        CHECK_INT(gltfa_sampler_check(&f.s, NULL), GLTFA_SUCCESS);
    }
}

/* Without gltfa_sampler_check, bad times must still never make sampling read or write out
   of bounds: decreasing, duplicate, NaN and infinite times in exact-size heap buffers,
   sampled at many times with and without a cursor. */
void test_errors_unchecked_bad_times_are_memory_safe(void)
{
    static const unsigned char nan_b[4] = { 0, 0, 0xC0, 0x7F }, inf_b[4] = { 0, 0, 0x80, 0x7F };
    float bad_times[6][5];
    th_rng rng;
    int set, i, interp;
    th_rng_seed(&rng, 1234);
    for (i = 0; i < 5; ++i) {
        bad_times[0][i] = (float)(5 - i);              /* decreasing */
        bad_times[1][i] = 1.0f;                        /* all equal */
        bad_times[2][i] = th_get_f32(nan_b);           /* all NaN */
        bad_times[3][i] = i == 2 ? th_get_f32(nan_b) : (float)i;
        bad_times[4][i] = i == 4 ? th_get_f32(inf_b) : (float)i;
        bad_times[5][i] = (float)((i * 7) % 5) - 2.0f; /* shuffled, negative */
    }
    for (set = 0; set < 6; ++set) {
        for (interp = 0; interp < 3; ++interp) {
            size_t keys = 5, per = interp == 2 ? 3 : 1, j;
            unsigned char *tb = (unsigned char *)malloc(keys * 4);
            unsigned char *vb = (unsigned char *)malloc(keys * per * 16);
            gltfa_accessor in, out;
            gltfa_sampler s;
            gltfa_cursor c = 0;
            float res[5];
            for (j = 0; j < keys; ++j) th_put_f32(tb + 4 * j, bad_times[set][j]);
            for (j = 0; j < keys * per * 4; ++j) th_put_f32(vb + 4 * j, (float)j);
            gltfa_accessor_init(&in, tb, keys, GLTFA_FLOAT, 1);
            gltfa_accessor_init(&out, vb, keys * per, GLTFA_FLOAT, 4);
            CHECK_INT(gltfa_sampler_init(&s, &in, &out, (gltfa_interp)interp,
                                         GLTFA_PROPERTY_ROTATION), GLTFA_SUCCESS);
            CHECK(gltfa_sampler_check(&s, NULL) != GLTFA_SUCCESS);
            for (j = 0; j < 2000; ++j) {
                float tc = (float)th_rng_range(&rng, -3.0, 8.0);
                res[4] = 42.0f;
                CHECK_INT(gltfa_sampler_sample_cursor(&s, tc, &c, res, 4), GLTFA_SUCCESS);
                CHECK(c < keys);
                CHECK_INT(gltfa_sampler_sample(&s, tc, res, 4), GLTFA_SUCCESS);
                CHECK(res[4] == 42.0f);
            }
            free(tb);
            free(vb);
        }
    }
}

/* Every code has a distinct name that starts with its identifier; unknown codes say so. */
void test_errors_names(void)
{
    static const struct { gltfa_result r; const char *id; } codes[] = {
#define X(name, value, text) { name, #name },
        GLTFA__RESULTS(X)
#undef X
    };
    size_t n = sizeof codes / sizeof codes[0], i, j;
    CHECK_INT(n, 40); /* GLTFA_SUCCESS and the 39 errors, -1 .. -39 */
    for (i = 0; i < n; ++i) {
        const char *s = gltfa_result_name(codes[i].r);
        CHECK(s != NULL && strncmp(s, codes[i].id, strlen(codes[i].id)) == 0);
        CHECK_INT((long)codes[i].r, -(long)i);
        for (j = 0; j < i; ++j) CHECK(strcmp(s, gltfa_result_name(codes[j].r)) != 0);
    }
    CHECK(strcmp(gltfa_result_name((gltfa_result)1), "unknown result") == 0);
    CHECK(strncmp(gltfa_result_name((gltfa_result)-34), "GLTFA_ERROR_UNSUPPORTED", 23) == 0);
    CHECK(strncmp(gltfa_result_name((gltfa_result)-37), "GLTFA_ERROR_NOT_DECOMPOSABLE", 28) == 0);
    CHECK(strncmp(gltfa_result_name((gltfa_result)-39), "GLTFA_ERROR_NOT_ANIMATED", 24) == 0);
    CHECK(strcmp(gltfa_result_name((gltfa_result)-40), "unknown result") == 0);
    CHECK(strcmp(gltfa_result_name(GLTFA_RESULT_FORCE_32BIT), "unknown result") == 0);
}
