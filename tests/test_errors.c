/* test_errors.c - every result code is produced by some call, every bound is tested at and
   one past its limit, misuse asserts (through the test's GLTFA_ASSERT) and still returns
   an error, and failing calls write nothing. Buffers here are exact-size heap blocks, so
   AddressSanitizer (make check) sees any read or write past them. */
#include "fixture.h"
#include "harness.h"
#include <stdlib.h>
#include <string.h>

void test_errors_misuse(void);
void test_errors_output_too_small_sweep(void);
void test_errors_views(void);
void test_errors_types_and_counts(void);
void test_errors_bounds(void);
void test_errors_check_times_and_values(void);
void test_errors_unchecked_bad_times_are_memory_safe(void);
void test_errors_names(void);

static fx f;

static const float T3[3] = { 0.0f, 1.0f, 2.0f };
static const float V9[9] = { 1, 2, 3, 4, 5, 6, 7, 8, 9 };

/* NULL pointers and an uninitialized sampler: assert, then GLTFA_ERROR_INVALID_ARGUMENT. */
void test_errors_misuse(void)
{
    gltfa_sampler zero;
    float out[3] = { 5, 5, 5 };
    int before;
    CHECK_INT(fx_floats(&f, T3, 3, V9, 9, 3, GLTFA_INTERP_LINEAR, GLTFA_TARGET_TRANSLATION),
              GLTFA_SUCCESS);
    before = th_assert_hits;
    CHECK_INT(gltfa_sampler_init(NULL, &f.in, &f.out, GLTFA_INTERP_LINEAR, GLTFA_TARGET_SCALE),
              GLTFA_ERROR_INVALID_ARGUMENT);
    CHECK_INT(gltfa_sampler_init(&zero, NULL, &f.out, GLTFA_INTERP_LINEAR, GLTFA_TARGET_SCALE),
              GLTFA_ERROR_INVALID_ARGUMENT);
    CHECK_INT(gltfa_sampler_init(&zero, &f.in, NULL, GLTFA_INTERP_LINEAR, GLTFA_TARGET_SCALE),
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
    CHECK_INT(gltfa_target_parse("scale", NULL), GLTFA_ERROR_INVALID_ARGUMENT);
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
    size_t cap, width;
    int which, before;
    for (which = 0; which < 2; ++which) {
        if (which == 0)
            CHECK_INT(fx_floats(&f, T3, 2, w, 16, 1, GLTFA_INTERP_LINEAR, GLTFA_TARGET_WEIGHTS),
                      GLTFA_SUCCESS);
        else
            CHECK_INT(fx_floats(&f, T3, 2, w, 8, 4, GLTFA_INTERP_LINEAR, GLTFA_TARGET_ROTATION),
                      GLTFA_SUCCESS);
        width = gltfa_sampler_width(&f.s);
        CHECK_INT(width, which == 0 ? 8 : 4);
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
    int i;
    fx_fill(&f, T3, 3, (const double *)0, 0, 3, GLTFA_FLOAT, 0, NULL);
    in = f.in;
    gltfa_accessor_init(&out, f.out_buf, 3, GLTFA_FLOAT, 3);
    CHECK_INT(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_LINEAR, GLTFA_TARGET_TRANSLATION),
              GLTFA_SUCCESS);
    out.data = NULL;
    CHECK_INT(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_LINEAR, GLTFA_TARGET_TRANSLATION),
              GLTFA_ERROR_NULL_DATA);
    out.data = f.out_buf;
    in.data = NULL;
    CHECK_INT(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_LINEAR, GLTFA_TARGET_TRANSLATION),
              GLTFA_ERROR_NULL_DATA);
    in = f.in;
    in.count = 0;
    out.count = 0;
    CHECK_INT(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_LINEAR, GLTFA_TARGET_TRANSLATION),
              GLTFA_ERROR_NO_KEYS);
    in = f.in;
    out.count = 3;
    for (i = 0; i < 5; ++i) {
        out.component_type = bad_types[i];
        CHECK_INT(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_LINEAR, GLTFA_TARGET_VECTOR),
                  GLTFA_ERROR_UNKNOWN_COMPONENT_TYPE);
        in.component_type = bad_types[i];
        out.component_type = GLTFA_FLOAT;
        CHECK_INT(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_LINEAR, GLTFA_TARGET_VECTOR),
                  GLTFA_ERROR_UNKNOWN_COMPONENT_TYPE);
        in = f.in;
    }
    /* stride: the element is 12 bytes; 11 is too small, 12 and 13 are fine */
    out.byte_stride = 11;
    CHECK_INT(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_LINEAR, GLTFA_TARGET_TRANSLATION),
              GLTFA_ERROR_STRIDE);
    out.byte_stride = 12;
    CHECK_INT(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_LINEAR, GLTFA_TARGET_TRANSLATION),
              GLTFA_SUCCESS);
    out.byte_stride = 13;
    CHECK_INT(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_LINEAR, GLTFA_TARGET_TRANSLATION),
              GLTFA_SUCCESS);
    out.byte_stride = 0;
    in.byte_stride = 3;
    CHECK_INT(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_LINEAR, GLTFA_TARGET_TRANSLATION),
              GLTFA_ERROR_STRIDE);
    in = f.in;
    /* components: 0 and 17 are out of range for any target; 16 is fine for VECTOR */
    out.components = 0;
    CHECK_INT(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_LINEAR, GLTFA_TARGET_VECTOR),
              GLTFA_ERROR_COMPONENT_COUNT);
    out.components = 17;
    CHECK_INT(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_LINEAR, GLTFA_TARGET_VECTOR),
              GLTFA_ERROR_COMPONENT_COUNT);
    out.components = 16;
    CHECK_INT(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_STEP, GLTFA_TARGET_VECTOR),
              GLTFA_SUCCESS);
    CHECK_INT(gltfa_sampler_width(&s), 16);
}

/* Types and counts that do not fit the target or the interpolation. */
void test_errors_types_and_counts(void)
{
    gltfa_accessor in, out;
    gltfa_sampler s;
    fx_fill(&f, T3, 3, (const double *)0, 0, 3, GLTFA_FLOAT, 0, NULL);
    in = f.in;
    gltfa_accessor_init(&out, f.out_buf, 3, GLTFA_FLOAT, 3);
    /* input must be SCALAR FLOAT, not normalized */
    in.components = 2;
    CHECK_INT(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_LINEAR, GLTFA_TARGET_TRANSLATION),
              GLTFA_ERROR_INPUT_TYPE);
    in = f.in;
    in.component_type = GLTFA_UNSIGNED_SHORT;
    CHECK_INT(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_LINEAR, GLTFA_TARGET_TRANSLATION),
              GLTFA_ERROR_INPUT_TYPE);
    in = f.in;
    in.normalized = 1;
    CHECK_INT(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_LINEAR, GLTFA_TARGET_TRANSLATION),
              GLTFA_ERROR_INPUT_TYPE);
    in = f.in;
    /* translation and scale are FLOAT only */
    out.component_type = GLTFA_SHORT;
    out.normalized = 1;
    CHECK_INT(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_LINEAR, GLTFA_TARGET_TRANSLATION),
              GLTFA_ERROR_COMPONENT_TYPE);
    CHECK_INT(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_LINEAR, GLTFA_TARGET_SCALE),
              GLTFA_ERROR_COMPONENT_TYPE);
    /* normalized FLOAT */
    out.component_type = GLTFA_FLOAT;
    CHECK_INT(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_LINEAR, GLTFA_TARGET_TRANSLATION),
              GLTFA_ERROR_NORMALIZED);
    /* rotation: integer types must be normalized; UNSIGNED_INT is never allowed */
    out.components = 4;
    out.component_type = GLTFA_BYTE;
    out.normalized = 0;
    CHECK_INT(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_LINEAR, GLTFA_TARGET_ROTATION),
              GLTFA_ERROR_NORMALIZED);
    out.normalized = 1;
    CHECK_INT(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_LINEAR, GLTFA_TARGET_ROTATION),
              GLTFA_SUCCESS);
    out.component_type = GLTFA_UNSIGNED_INT;
    out.normalized = 0;
    CHECK_INT(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_LINEAR, GLTFA_TARGET_ROTATION),
              GLTFA_ERROR_COMPONENT_TYPE);
    out.normalized = 1;
    CHECK_INT(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_LINEAR, GLTFA_TARGET_VECTOR),
              GLTFA_ERROR_NORMALIZED);
    out.component_type = GLTFA_FLOAT;
    out.normalized = 0;
    /* accessor type vs target */
    CHECK_INT(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_LINEAR, GLTFA_TARGET_TRANSLATION),
              GLTFA_ERROR_COMPONENT_COUNT); /* VEC4 translation */
    out.components = 3;
    CHECK_INT(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_LINEAR, GLTFA_TARGET_ROTATION),
              GLTFA_ERROR_COMPONENT_COUNT);
    CHECK_INT(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_LINEAR, GLTFA_TARGET_QUATERNION),
              GLTFA_ERROR_COMPONENT_COUNT);
    CHECK_INT(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_LINEAR, GLTFA_TARGET_WEIGHTS),
              GLTFA_ERROR_COMPONENT_COUNT);
    /* counts: 3 keys need exactly 3 VEC3 elements (9 for CUBICSPLINE) */
    out.count = 4;
    CHECK_INT(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_LINEAR, GLTFA_TARGET_TRANSLATION),
              GLTFA_ERROR_COUNT_MISMATCH);
    out.count = 2;
    CHECK_INT(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_STEP, GLTFA_TARGET_TRANSLATION),
              GLTFA_ERROR_COUNT_MISMATCH);
    out.count = 0;
    CHECK_INT(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_STEP, GLTFA_TARGET_TRANSLATION),
              GLTFA_ERROR_COUNT_MISMATCH);
    out.count = 3;
    CHECK_INT(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_CUBICSPLINE, GLTFA_TARGET_TRANSLATION),
              GLTFA_ERROR_COUNT_MISMATCH);
    out.count = 9;
    CHECK_INT(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_CUBICSPLINE, GLTFA_TARGET_TRANSLATION),
              GLTFA_SUCCESS);
    /* a VEC3 VECTOR with two elements per key is not a thing */
    out.count = 6;
    CHECK_INT(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_LINEAR, GLTFA_TARGET_VECTOR),
              GLTFA_ERROR_COUNT_MISMATCH);
    /* weights: the count must be a whole multiple of the keys (x3 for CUBICSPLINE) */
    out.components = 1;
    out.count = 7;
    CHECK_INT(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_LINEAR, GLTFA_TARGET_WEIGHTS),
              GLTFA_ERROR_COUNT_MISMATCH);
    out.count = 6;
    CHECK_INT(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_CUBICSPLINE, GLTFA_TARGET_WEIGHTS),
              GLTFA_ERROR_COUNT_MISMATCH);
    out.count = 18;
    CHECK_INT(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_CUBICSPLINE, GLTFA_TARGET_WEIGHTS),
              GLTFA_SUCCESS);
    CHECK_INT(gltfa_sampler_width(&s), 2);
    /* one-key CUBICSPLINE */
    in.count = 1;
    out.count = 3;
    CHECK_INT(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_CUBICSPLINE, GLTFA_TARGET_WEIGHTS),
              GLTFA_ERROR_CUBIC_ONE_KEY);
    in.count = 3;
    /* unknown interpolation and target */
    CHECK_INT(gltfa_sampler_init(&s, &in, &out, (gltfa_interp)3, GLTFA_TARGET_WEIGHTS),
              GLTFA_ERROR_UNKNOWN_INTERPOLATION);
    CHECK_INT(gltfa_sampler_init(&s, &in, &out, (gltfa_interp)-1, GLTFA_TARGET_WEIGHTS),
              GLTFA_ERROR_UNKNOWN_INTERPOLATION);
    CHECK_INT(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_STEP, GLTFA_TARGET_NONE),
              GLTFA_ERROR_UNKNOWN_TARGET);
    CHECK_INT(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_STEP, (gltfa_target)7),
              GLTFA_ERROR_UNKNOWN_TARGET);
}

/* Size arithmetic and byte_length, at the bound and one past it. */
void test_errors_bounds(void)
{
    gltfa_accessor in, out;
    gltfa_sampler s;
    size_t span;
    fx_fill(&f, T3, 3, (const double *)0, 0, 3, GLTFA_FLOAT, 0, NULL);
    in = f.in;
    gltfa_accessor_init(&out, f.out_buf, 3, GLTFA_FLOAT, 3);
    out.byte_stride = 16;
    span = 2 * 16 + 12; /* last element starts at 32 and is 12 bytes */
    out.byte_length = span;
    CHECK_INT(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_LINEAR, GLTFA_TARGET_TRANSLATION),
              GLTFA_SUCCESS);
    out.byte_length = span - 1;
    CHECK_INT(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_LINEAR, GLTFA_TARGET_TRANSLATION),
              GLTFA_ERROR_DATA_TOO_SHORT);
    out.byte_length = 0;
    in.byte_length = 12;
    CHECK_INT(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_LINEAR, GLTFA_TARGET_TRANSLATION),
              GLTFA_SUCCESS);
    in.byte_length = 11;
    CHECK_INT(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_LINEAR, GLTFA_TARGET_TRANSLATION),
              GLTFA_ERROR_DATA_TOO_SHORT);
    in.byte_length = 0;
    /* (count - 1) * stride + element size overflowing size_t */
    out.count = (size_t)-1 / 16 + 2;
    CHECK_INT(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_LINEAR, GLTFA_TARGET_TRANSLATION),
              GLTFA_ERROR_SIZE_OVERFLOW);
    out.count = 3;
    in.count = (size_t)-1 / 4 + 1;
    CHECK_INT(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_LINEAR, GLTFA_TARGET_TRANSLATION),
              GLTFA_ERROR_SIZE_OVERFLOW);
    /* keys x 3 overflowing for CUBICSPLINE: caught as a count mismatch, not wrapped */
    in.count = (size_t)-1 / 4;
    out.count = 3;
    out.byte_stride = 0;
    CHECK_INT(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_CUBICSPLINE, GLTFA_TARGET_TRANSLATION),
              GLTFA_ERROR_COUNT_MISMATCH);
}

/* gltfa_sampler_check: non-increasing, duplicate, NaN, infinite and negative times; NaN and
   infinite FLOAT values; the index of the first bad item. -0.0 as the first time is fine. */
void test_errors_check_times_and_values(void)
{
    static const unsigned char nan_b[4] = { 0, 0, 0xC0, 0x7F }, inf_b[4] = { 0, 0, 0x80, 0x7F };
    float nan_f = th_get_f32(nan_b), inf_f = th_get_f32(inf_b);
    float t[4], v[12];
    size_t bad = 99;
    int i;
    for (i = 0; i < 12; ++i) v[i] = (float)i;
    t[0] = -0.0f; t[1] = 1.0f; t[2] = 2.0f; t[3] = 3.0f;
    CHECK_INT(fx_floats(&f, t, 4, v, 12, 3, GLTFA_INTERP_LINEAR, GLTFA_TARGET_TRANSLATION),
              GLTFA_SUCCESS);
    CHECK_INT(gltfa_sampler_check(&f.s, &bad), GLTFA_SUCCESS);
    CHECK_INT(bad, 99);
    t[2] = 1.0f; /* duplicate */
    fx_floats(&f, t, 4, v, 12, 3, GLTFA_INTERP_LINEAR, GLTFA_TARGET_TRANSLATION);
    CHECK_INT(gltfa_sampler_check(&f.s, &bad), GLTFA_ERROR_TIME_NOT_INCREASING);
    CHECK_INT(bad, 2);
    t[2] = 0.5f; /* decreasing */
    fx_floats(&f, t, 4, v, 12, 3, GLTFA_INTERP_LINEAR, GLTFA_TARGET_TRANSLATION);
    CHECK_INT(gltfa_sampler_check(&f.s, &bad), GLTFA_ERROR_TIME_NOT_INCREASING);
    CHECK_INT(bad, 2);
    t[2] = 2.0f; t[3] = nan_f;
    fx_floats(&f, t, 4, v, 12, 3, GLTFA_INTERP_LINEAR, GLTFA_TARGET_TRANSLATION);
    CHECK_INT(gltfa_sampler_check(&f.s, &bad), GLTFA_ERROR_TIME_NOT_FINITE);
    CHECK_INT(bad, 3);
    t[3] = inf_f;
    fx_floats(&f, t, 4, v, 12, 3, GLTFA_INTERP_LINEAR, GLTFA_TARGET_TRANSLATION);
    CHECK_INT(gltfa_sampler_check(&f.s, &bad), GLTFA_ERROR_TIME_NOT_FINITE);
    t[3] = 3.0f; t[0] = -inf_f;
    fx_floats(&f, t, 4, v, 12, 3, GLTFA_INTERP_LINEAR, GLTFA_TARGET_TRANSLATION);
    CHECK_INT(gltfa_sampler_check(&f.s, &bad), GLTFA_ERROR_TIME_NOT_FINITE);
    CHECK_INT(bad, 0);
    t[0] = -1e-30f;
    fx_floats(&f, t, 4, v, 12, 3, GLTFA_INTERP_LINEAR, GLTFA_TARGET_TRANSLATION);
    CHECK_INT(gltfa_sampler_check(&f.s, &bad), GLTFA_ERROR_TIME_NEGATIVE);
    CHECK_INT(bad, 0);
    t[0] = 0.0f;
    v[7] = nan_f; /* key 2, component 1 */
    fx_floats(&f, t, 4, v, 12, 3, GLTFA_INTERP_LINEAR, GLTFA_TARGET_TRANSLATION);
    CHECK_INT(gltfa_sampler_check(&f.s, &bad), GLTFA_ERROR_VALUE_NOT_FINITE);
    CHECK_INT(bad, 7);
    v[7] = 7.0f;
    v[11] = -inf_f; /* the very last float */
    fx_floats(&f, t, 4, v, 12, 3, GLTFA_INTERP_LINEAR, GLTFA_TARGET_TRANSLATION);
    CHECK_INT(gltfa_sampler_check(&f.s, &bad), GLTFA_ERROR_VALUE_NOT_FINITE);
    CHECK_INT(bad, 11);
    /* cubic weights (N = 2, 2 keys): a NaN in the last out-tangent is found too */
    v[11] = nan_f;
    fx_floats(&f, t, 2, v, 12, 1, GLTFA_INTERP_CUBICSPLINE, GLTFA_TARGET_WEIGHTS);
    CHECK_INT(gltfa_sampler_width(&f.s), 2);
    CHECK_INT(gltfa_sampler_check(&f.s, &bad), GLTFA_ERROR_VALUE_NOT_FINITE);
    CHECK_INT(bad, 11);
    /* integer outputs cannot be non-finite */
    {
        double d[8] = { 0, 0, 0, 127, 0, 0, 0, 127 };
        fx_fill(&f, t, 2, d, 8, 4, GLTFA_BYTE, 1, NULL);
        CHECK_INT(gltfa_sampler_init(&f.s, &f.in, &f.out, GLTFA_INTERP_LINEAR,
                                     GLTFA_TARGET_ROTATION), GLTFA_SUCCESS);
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
                                         GLTFA_TARGET_ROTATION), GLTFA_SUCCESS);
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
    CHECK_INT(n, 27);
    for (i = 0; i < n; ++i) {
        const char *s = gltfa_result_name(codes[i].r);
        CHECK(s != NULL && strncmp(s, codes[i].id, strlen(codes[i].id)) == 0);
        CHECK_INT((long)codes[i].r, -(long)i);
        for (j = 0; j < i; ++j) CHECK(strcmp(s, gltfa_result_name(codes[j].r)) != 0);
    }
    CHECK(strcmp(gltfa_result_name((gltfa_result)1), "unknown result") == 0);
    CHECK(strcmp(gltfa_result_name((gltfa_result)-27), "unknown result") == 0);
    CHECK(strcmp(gltfa_result_name(GLTFA_RESULT_FORCE_32BIT), "unknown result") == 0);
}
