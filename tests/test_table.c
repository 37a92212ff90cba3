/* test_table.c - the rules table, row by row, and the read-only queries. The expected rules
   are written here from the glTF 2.0 specification (Animations: the accessor table of
   channel paths) and KHR_animation_pointer (float types take any component type, normalized
   or not; int takes plain integers, bool plain UNSIGNED_BYTE, both STEP only), not read from
   the library's table. */
#include "fixture.h"
#include "harness.h"
#include "test_list.h"
#include <stdio.h>
#include <string.h>


/* Component types by letter: b BYTE, B UNSIGNED_BYTE, s SHORT, S UNSIGNED_SHORT,
   I UNSIGNED_INT, F FLOAT. */
static const char ct_letters[7] = "bBsSIF";
static const int ct_codes[6] = { GLTFA_BYTE, GLTFA_UNSIGNED_BYTE, GLTFA_SHORT,
                                 GLTFA_UNSIGNED_SHORT, GLTFA_UNSIGNED_INT, GLTFA_FLOAT };

typedef struct rule_row {
    gltfa_property property;
    const char *name;
    int quat;          /* slerps and normalizes */
    int components;    /* accessor components; 0 = any of 1..16 */
    int n_per_key;     /* a SCALAR output may hold N elements per key */
    int step_only;
    const char *plain; /* component types allowed with normalized false */
    const char *norm;  /* ... with normalized true */
} rule_row;

static const rule_row rows[] = {
    { GLTFA_PROPERTY_TRANSLATION, "TRANSLATION", 0, 3, 0, 0, "F", "" },
    { GLTFA_PROPERTY_ROTATION, "ROTATION", 1, 4, 0, 0, "F", "bBsS" },
    { GLTFA_PROPERTY_SCALE, "SCALE", 0, 3, 0, 0, "F", "" },
    { GLTFA_PROPERTY_WEIGHTS, "WEIGHTS", 0, 1, 1, 0, "F", "bBsS" },
    { GLTFA_PROPERTY_FLOAT, "FLOAT", 0, 1, 0, 0, "bBsSIF", "bBsS" },
    { GLTFA_PROPERTY_FLOAT2, "FLOAT2", 0, 2, 0, 0, "bBsSIF", "bBsS" },
    { GLTFA_PROPERTY_FLOAT3, "FLOAT3", 0, 3, 0, 0, "bBsSIF", "bBsS" },
    { GLTFA_PROPERTY_FLOAT4, "FLOAT4", 0, 4, 0, 0, "bBsSIF", "bBsS" },
    { GLTFA_PROPERTY_FLOAT_ARRAY, "FLOAT_ARRAY", 0, 1, 1, 0, "bBsSIF", "bBsS" },
    { GLTFA_PROPERTY_QUATERNION, "QUATERNION", 1, 4, 0, 0, "bBsSIF", "bBsS" },
    { GLTFA_PROPERTY_INT, "INT", 0, 1, 0, 1, "bBsSI", "" },
    { GLTFA_PROPERTY_BOOL, "BOOL", 0, 1, 0, 1, "B", "" },
    { GLTFA_PROPERTY_VECTOR, "VECTOR", 0, 0, 1, 0, "bBsSIF", "bBsS" }
};

static int has(const char *set, char c)
{
    return strchr(set, c) != NULL;
}

/* What gltfa_sampler_init must answer for component type letter c, normalized or not, under
   a row (header: gltfa_sampler_init, ERRORS): allowed -> success; normalized on a type glTF
   never normalizes (FLOAT, UNSIGNED_INT), or on one the row takes only plain, or plain on one
   it takes only normalized -> GLTFA_ERROR_NORMALIZED; any other -> GLTFA_ERROR_COMPONENT_TYPE. */
static gltfa_result expected_type_result(const rule_row *row, char c, int normalized)
{
    if (normalized) {
        if (has(row->norm, c)) return GLTFA_SUCCESS;
        if (c == 'F' || c == 'I' || has(row->plain, c)) return GLTFA_ERROR_NORMALIZED;
        return GLTFA_ERROR_COMPONENT_TYPE;
    }
    if (has(row->plain, c)) return GLTFA_SUCCESS;
    return has(row->norm, c) ? GLTFA_ERROR_NORMALIZED : GLTFA_ERROR_COMPONENT_TYPE;
}

/* Builds a 2-key sampler of the row's shape: `components` per element, `per_key` elements
   per key, component type ct. Values are small integer codes (valid for every type). */
static gltfa_result build(fx *f, const rule_row *row, int components, size_t per_key, int ct,
                          int normalized, gltfa_interp interp)
{
    static const float t2[2] = { 0.0f, 1.0f };
    double v[2 * 3 * 16 * 2];
    size_t keys = 2, mult = interp == GLTFA_INTERP_CUBICSPLINE ? 3 : 1, i;
    size_t count = keys * mult * per_key * (size_t)components;
    for (i = 0; i < count; ++i) v[i] = (double)(i % 2); /* 0, 1, 0, 1 ... */
    fx_fill(f, t2, keys, v, count, components, ct, normalized, NULL);
    return gltfa_sampler_init(&f->s, &f->in, &f->out, interp, row->property);
}

/* Every row of the rules table: each of the 6 component types x normalized, the accessor
   type (one component too many or too few), N elements per key, the interpolations, the
   width and the value kind. */
void test_table_every_row(void)
{
    static fx f;
    size_t r;
    int bad = 0;
    for (r = 0; r < sizeof rows / sizeof rows[0]; ++r) {
        const rule_row *row = &rows[r];
        int comps = row->components ? row->components : 2; /* VECTOR: try VEC2 */
        gltfa_interp ok_interp = row->step_only ? GLTFA_INTERP_STEP : GLTFA_INTERP_LINEAR;
        int i, n;
        char first_ok = row->plain[0];
        int first_ct = ct_codes[strchr(ct_letters, first_ok) - ct_letters];
        /* component types */
        for (i = 0; i < 6; ++i) {
            for (n = 0; n < 2; ++n) {
                gltfa_result want = expected_type_result(row, ct_letters[i], n);
                gltfa_result got = build(&f, row, comps, 1, ct_codes[i], n, ok_interp);
                if (got != want) {
                    printf("    %s %c normalized=%d: %s, want %s\n", row->name, ct_letters[i], n,
                           gltfa_result_name(got), gltfa_result_name(want));
                    ++bad;
                }
                if (got == GLTFA_SUCCESS) {
                    /* accepted: the width and the kind are the row's */
                    if (gltfa_sampler_width(&f.s) != (size_t)comps ||
                        gltfa_sampler_is_quaternion(&f.s) != row->quat) {
                        printf("    %s %c: width %lu quaternion %d\n", row->name, ct_letters[i],
                               (unsigned long)gltfa_sampler_width(&f.s), gltfa_sampler_is_quaternion(&f.s));
                        ++bad;
                    }
                } else if (gltfa_sampler_width(&f.s) != 0) {
                    ++bad; /* refused: zeroed */
                }
            }
        }
        /* accessor type: one component more and one fewer than the row's */
        if (row->components != 0) {
            if (build(&f, row, comps + 1, 1, first_ct, 0, ok_interp) != GLTFA_ERROR_COMPONENT_COUNT) ++bad;
            if (comps > 1 && build(&f, row, comps - 1, 1, first_ct, 0, ok_interp) != GLTFA_ERROR_COMPONENT_COUNT) ++bad;
        } else {
            /* VECTOR: any of 1..16 (MAT4 is 16) */
            for (n = 1; n <= 16; ++n)
                if (build(&f, row, n, 1, first_ct, 0, ok_interp) != GLTFA_SUCCESS ||
                    gltfa_sampler_width(&f.s) != (size_t)n) ++bad;
        }
        /* N elements per key: SCALAR x 3 per key */
        if (row->components == 1 || row->components == 0) {
            gltfa_result got = build(&f, row, 1, 3, first_ct, 0, ok_interp);
            if (row->n_per_key ? (got != GLTFA_SUCCESS || gltfa_sampler_width(&f.s) != 3)
                               : got != GLTFA_ERROR_COUNT_MISMATCH) {
                printf("    %s N=3 per key: %s\n", row->name, gltfa_result_name(got));
                ++bad;
            }
        }
        /* interpolations: int and bool take STEP only */
        for (n = 0; n < 3; ++n) {
            gltfa_result want = (row->step_only && n != GLTFA_INTERP_STEP) ? GLTFA_ERROR_STEP_ONLY
                                                                          : GLTFA_SUCCESS;
            gltfa_result got = build(&f, row, comps, 1, first_ct, 0, (gltfa_interp)n);
            if (got != want) {
                printf("    %s interp %d: %s, want %s\n", row->name, n, gltfa_result_name(got),
                       gltfa_result_name(want));
                ++bad;
            }
            if (got == GLTFA_SUCCESS && gltfa_sampler_interp(&f.s) != (gltfa_interp)n) ++bad;
        }
        /* the STEP-only rule comes before the data is looked at */
        if (row->step_only &&
            build(&f, row, comps, 1, GLTFA_FLOAT, 1, GLTFA_INTERP_LINEAR) != GLTFA_ERROR_STEP_ONLY) ++bad;
    }
    CHECK_INT(bad, 0);
}

/* gltfa_property_width: the floats per sample each row fixes (RULES), 0 where the accessor
   decides and for values that are no row. */
void test_table_property_width(void)
{
    static const size_t want[14] = { 0, 3, 4, 3, 0, 1, 2, 3, 4, 0, 4, 1, 1, 0 };
    int p;
    for (p = 0; p < 14; ++p) CHECK_INT(gltfa_property_width((gltfa_property)p), want[p]);
    CHECK_INT(gltfa_property_width((gltfa_property)14), 0);
    CHECK_INT(gltfa_property_width((gltfa_property)-1), 0);
    CHECK_INT(gltfa_property_width(GLTFA_PROPERTY_FORCE_32BIT), 0);
}

/* Values that are no row, and codes that are no component type. */
void test_table_unknown_properties(void)
{
    static fx f;
    static const float t2[2] = { 0.0f, 1.0f };
    static const double v[6] = { 0, 0, 0, 1, 1, 1 };
    static const int not_properties[4] = { 0, 14, -1, 1000 };
    int i;
    fx_fill(&f, t2, 2, v, 6, 3, GLTFA_FLOAT, 0, NULL);
    for (i = 0; i < 4; ++i)
        CHECK_INT(gltfa_sampler_init(&f.s, &f.in, &f.out, GLTFA_INTERP_LINEAR,
                                     (gltfa_property)not_properties[i]), GLTFA_ERROR_UNKNOWN_TARGET);
    f.out.component_type = 5124; /* INT: not an accessor component type in glTF 2.0 */
    CHECK_INT(gltfa_sampler_init(&f.s, &f.in, &f.out, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_VECTOR),
              GLTFA_ERROR_UNKNOWN_COMPONENT_TYPE);
    f.out.component_type = 5127;
    CHECK_INT(gltfa_sampler_init(&f.s, &f.in, &f.out, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_VECTOR),
              GLTFA_ERROR_UNKNOWN_COMPONENT_TYPE);
}

/* Key count, key time i (any stride), interpolation, value kind and time range; what they
   answer for a sampler that is not initialized. */
void test_queries(void)
{
    static fx f;
    static const float times[3] = { 0.5f, 1.25f, 4.0f };
    static const double v[9] = { 0, 0, 0,  1, 1, 1,  2, 2, 2 };
    fx_layout lay;
    gltfa_sampler zero;
    float t = -7.0f, first = -7.0f, last = -7.0f;
    int before = th_assert_hits;
    memset(&lay, 0, sizeof lay);
    lay.in_pad = 8; /* key times 12 bytes apart */
    lay.in_offset = 1; /* misaligned */
    fx_fill(&f, times, 3, v, 9, 3, GLTFA_FLOAT, 0, &lay);
    CHECK_INT(gltfa_sampler_init(&f.s, &f.in, &f.out, GLTFA_INTERP_STEP, GLTFA_PROPERTY_SCALE), GLTFA_SUCCESS);
    CHECK_INT(gltfa_sampler_key_count(&f.s), 3);
    CHECK_INT(gltfa_sampler_key_time(&f.s, 0, &t), GLTFA_SUCCESS); CHECK_BITS(t, 0.5f);
    CHECK_INT(gltfa_sampler_key_time(&f.s, 1, &t), GLTFA_SUCCESS); CHECK_BITS(t, 1.25f);
    CHECK_INT(gltfa_sampler_key_time(&f.s, 2, &t), GLTFA_SUCCESS); CHECK_BITS(t, 4.0f);
    t = -7.0f;
    CHECK_INT(gltfa_sampler_key_time(&f.s, 3, &t), GLTFA_ERROR_KEY_INDEX);
    CHECK_INT(gltfa_sampler_key_time(&f.s, (size_t)-1, &t), GLTFA_ERROR_KEY_INDEX);
    CHECK_BITS(t, -7.0f); /* untouched on error */
    CHECK_INT(gltfa_sampler_interp(&f.s), GLTFA_INTERP_STEP);
    CHECK_INT(gltfa_sampler_is_quaternion(&f.s), 0);
    CHECK_INT(gltfa_sampler_time_range(&f.s, &first, &last), GLTFA_SUCCESS);
    CHECK_BITS(first, 0.5f); CHECK_BITS(last, 4.0f);
    CHECK_INT(gltfa_sampler_time_range(&f.s, NULL, NULL), GLTFA_SUCCESS);
    /* not initialized: zeros, and errors with nothing written */
    memset(&zero, 0, sizeof zero);
    first = last = t = -7.0f;
    CHECK_INT(gltfa_sampler_key_count(&zero), 0);
    CHECK_INT(gltfa_sampler_key_count(NULL), 0);
    CHECK_INT(gltfa_sampler_interp(&zero), GLTFA_INTERP_LINEAR);
    CHECK_INT(gltfa_sampler_is_quaternion(NULL), 0);
    CHECK_INT(gltfa_sampler_key_time(&zero, 0, &t), GLTFA_ERROR_INVALID_ARGUMENT);
    CHECK_INT(gltfa_sampler_key_time(&f.s, 0, NULL), GLTFA_ERROR_INVALID_ARGUMENT);
    CHECK_INT(gltfa_sampler_time_range(&zero, &first, &last), GLTFA_ERROR_INVALID_ARGUMENT);
    CHECK_BITS(t, -7.0f); CHECK_BITS(first, -7.0f); CHECK_BITS(last, -7.0f);
    CHECK_INT(th_assert_hits - before, 3);
}
