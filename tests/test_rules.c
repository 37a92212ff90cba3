/* test_rules.c - one or more tests per rule of evaluation at a time tc (the glTF 2.0
   specification, section 3.11 "Animations" and Appendix C "Animation Sampler Interpolation
   Modes", as gltf_anim.h's SEMANTICS states them) and per edge case that broke other
   engines, numbered 1-16 in the comments below (the clip cases 2, 4 and 17 in their
   single-sampler form). Expected values are worked out by hand next to them. */
#include "fixture.h"
#include "harness.h"
#include "test_list.h"
#include <float.h>
#include <stdio.h>
#include <string.h>


static fx f, g;

extern int th_checks_failed; /* harness.c: checks failed so far */

/* Names a table row after its checks when one of them failed: the CHECK lines are the
   same for every row. */
static void name_failed_row(const char *table, size_t row, int failed_before)
{
    if (th_checks_failed != failed_before)
        printf("    (%s row %lu)\n", table, (unsigned long)row);
}

/* A sample time and the first output float expected there: bit for bit when tol is 0,
   else to within tol. */
typedef struct tc_row { float tc; float want; double tol; } tc_row;

/* Samples x (of width 1 to 4) at each row's time and checks the first float. */
static void check_tc_rows(const fx *x, const char *table, const tc_row *rows, size_t n)
{
    float out[4];
    size_t i;
    for (i = 0; i < n; ++i) {
        int before = th_checks_failed;
        fx_sample(x, rows[i].tc, out);
        if (rows[i].tol > 0) CHECK_NEAR(out[0], rows[i].want, rows[i].tol);
        else CHECK_BITS(out[0], rows[i].want);
        name_failed_row(table, i, before);
    }
}

/* Edge case 1: tc exactly on the first, a middle and the last key gives v_k bit for bit,
   in every mode (STEP included), for vectors and weights; keys include -0.0 and values
   whose neighbours differ, so an interpolated value would show. */
void test_rule_exact_keys_all_modes(void)
{
    static const float times[3] = { 0.5f, 1.25f, 3.0f };
    static const float vec[9] = { -0.0f, 1.1f, -7.25f,  3.3f, 0.1f, 1e-3f,  2.2f, -0.0f, 9.5f };
    /* cubic: per key [in, value, out] with non-zero tangents */
    static const float cub[27] = { 5, 6, 7,  -0.0f, 1.1f, -7.25f,  -1, 2, -3,
                                   4, 4, 4,  3.3f, 0.1f, 1e-3f,  8, -8, 8,
                                   1, 2, 3,  2.2f, -0.0f, 9.5f,  0, 0, 0 };
    int mode, k, j;
    float out[4];
    for (mode = 0; mode < 3; ++mode) {
        const float *v = mode == 2 ? cub : vec;
        CHECK_INT(fx_floats(&f, times, 3, v, mode == 2 ? 27u : 9u, 3, (gltfa_interp)mode,
                            GLTFA_PROPERTY_TRANSLATION), GLTFA_SUCCESS);
        for (k = 0; k < 3; ++k) {
            fx_sample(&f, times[k], out);
            for (j = 0; j < 3; ++j) CHECK_BITS(out[j], vec[k * 3 + j]);
        }
        /* weights, N = 3, same numbers as a SCALAR accessor */
        CHECK_INT(fx_floats(&f, times, 3, v, mode == 2 ? 27u : 9u, 1, (gltfa_interp)mode,
                            GLTFA_PROPERTY_WEIGHTS), GLTFA_SUCCESS);
        CHECK_INT(gltfa_sampler_width(&f.s), 3);
        for (k = 0; k < 3; ++k) {
            fx_sample(&f, times[k], out);
            for (j = 0; j < 3; ++j) CHECK_BITS(out[j], vec[k * 3 + j]);
        }
    }
}

/* Out of range: before t_0 the first value, at and after t_{n-1} the last; no
   extrapolation. Edge case 3: a first key later than 0, so tc = 0 gives v_0. */
void test_rule_clamp_and_first_key_after_zero(void)
{
    static const float times[2] = { 1.0f, 2.0f };
    static const float v[6] = { 1, 2, 3,  5, 6, 7 };
    static const struct { float tc; float want[3]; } rows[] = {
        { 0.0f, { 1, 2, 3 } },        /* edge case 3: before t_0 = 1 s, v_0 */
        { -5.0f, { 1, 2, 3 } },
        { 0.99999994f, { 1, 2, 3 } }, /* the float below t_0 (1 - 2^-24): still v_0 */
        { 2.0f, { 5, 6, 7 } },        /* at t_1, the last key: v_1 */
        { 1000.0f, { 5, 6, 7 } }      /* LINEAR would extrapolate to 5 + 998*4 */
    };
    int mode, j;
    size_t i;
    float out[3];
    for (mode = 0; mode < 2; ++mode) {
        CHECK_INT(fx_floats(&f, times, 2, v, 6, 3, (gltfa_interp)mode, GLTFA_PROPERTY_SCALE),
                  GLTFA_SUCCESS);
        for (i = 0; i < sizeof rows / sizeof rows[0]; ++i) {
            int before = th_checks_failed;
            fx_sample(&f, rows[i].tc, out);
            for (j = 0; j < 3; ++j) CHECK_BITS(out[j], rows[i].want[j]);
            name_failed_row(mode ? "clamp, STEP" : "clamp, LINEAR", i, before);
        }
    }
}

/* CUBICSPLINE clamps to the value element of the triplet, never a tangent. */
void test_rule_cubic_clamps_to_value_element(void)
{
    static const float times[2] = { 1.0f, 2.0f };
    static const float v[18] = { 91, 92, 93,  1, 2, 3,  94, 95, 96,
                                 97, 98, 99,  5, 6, 7,  81, 82, 83 };
    float out[3];
    CHECK_INT(fx_floats(&f, times, 2, v, 18, 3, GLTFA_INTERP_CUBICSPLINE,
                        GLTFA_PROPERTY_TRANSLATION), GLTFA_SUCCESS);
    fx_sample(&f, 0.0f, out);
    CHECK_BITS(out[0], 1.0f); CHECK_BITS(out[1], 2.0f); CHECK_BITS(out[2], 3.0f);
    fx_sample(&f, 7.0f, out);
    CHECK_BITS(out[0], 5.0f); CHECK_BITS(out[1], 6.0f); CHECK_BITS(out[2], 7.0f);
}

/* Edge case 5: one key, LINEAR and STEP: constant at every time. One-key CUBICSPLINE is
   rejected (its three elements are exactly the buffer, so any read beyond would be caught by
   AddressSanitizer in `make check`). */
void test_rule_single_key(void)
{
    static const float times[1] = { 0.75f };
    static const float v[3] = { 4, -5, 6 };
    static const float cub[9] = { 1, 1, 1,  4, -5, 6,  2, 2, 2 };
    static const float tcs[6] = { -1.0f, 0.0f, 0.75f, 0.76f, 100.0f, 3.0e38f };
    int mode, i;
    float out[3];
    for (mode = 0; mode < 2; ++mode) {
        CHECK_INT(fx_floats(&f, times, 1, v, 3, 3, (gltfa_interp)mode, GLTFA_PROPERTY_TRANSLATION),
                  GLTFA_SUCCESS);
        CHECK_INT(gltfa_sampler_check(&f.s, NULL), GLTFA_SUCCESS);
        for (i = 0; i < 6; ++i) {
            fx_sample(&f, tcs[i], out);
            CHECK_BITS(out[0], 4.0f); CHECK_BITS(out[1], -5.0f); CHECK_BITS(out[2], 6.0f);
        }
    }
    CHECK_INT(fx_floats(&f, times, 1, cub, 9, 3, GLTFA_INTERP_CUBICSPLINE,
                        GLTFA_PROPERTY_TRANSLATION), GLTFA_ERROR_CUBIC_ONE_KEY);
    CHECK_INT(gltfa_sampler_width(&f.s), 0);
}

/* STEP returns v_k on [t_k, t_{k+1}); at t_{k+1} it is v_{k+1} (not v_k). */
void test_rule_step(void)
{
    static const float times[3] = { 0.0f, 1.0f, 2.0f };
    static const float v[3] = { 10, 20, 30 };
    static const tc_row rows[] = {
        { 0.5f, 10, 0 },        /* in [t_0, t_1): v_0 */
        { 0.99999994f, 10, 0 }, /* the float below t_1 = 1 (1 - 2^-24): still v_0 */
        { 1.0f, 20, 0 },        /* at t_1: v_1, not v_0 */
        { 1.999f, 20, 0 },
        { 2.0f, 30, 0 }         /* the last key: v_2 */
    };
    CHECK_INT(fx_floats(&f, times, 3, v, 3, 1, GLTFA_INTERP_STEP, GLTFA_PROPERTY_WEIGHTS),
              GLTFA_SUCCESS);
    check_tc_rows(&f, "step", rows, sizeof rows / sizeof rows[0]);
}

/* LINEAR: (1 - t) v_k + t v_{k+1}. Keys 0 -> 2 s, values 1 -> 5 and -4 -> 4:
   at 0.5 s t = 0.25: 1 + 0.25*4 = 2 and -4 + 0.25*8 = -2; at 1.5 s: 4 and 2. */
void test_rule_linear(void)
{
    static const float times[2] = { 0.0f, 2.0f };
    static const float v[6] = { 1, -4, 100,  5, 4, 100 };
    float out[3];
    CHECK_INT(fx_floats(&f, times, 2, v, 6, 3, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_TRANSLATION),
              GLTFA_SUCCESS);
    fx_sample(&f, 0.5f, out);
    CHECK_BITS(out[0], 2.0f); CHECK_BITS(out[1], -2.0f); CHECK_BITS(out[2], 100.0f);
    fx_sample(&f, 1.5f, out);
    CHECK_BITS(out[0], 4.0f); CHECK_BITS(out[1], 2.0f); CHECK_BITS(out[2], 100.0f);
}

/* Slerp by hand: identity to 90 degrees about z, q1 = (0, 0, sin 45, cos 45). Half way is
   45 degrees: (0, 0, sin 22.5, cos 22.5) = (0, 0, 0.3826834, 0.9238795); at t = 0.25,
   22.5 degrees: (0, 0, sin 11.25, cos 11.25) = (0, 0, 0.1950903, 0.9807853). With q1
   stored negated (d < 0) the shortest arc is the same rotation: compare up to sign, and
   the first key's sign is kept (the negated operand is the second). */
void test_rule_slerp_hand_values(void)
{
    static const float times[2] = { 0.0f, 1.0f };
    float v[8] = { 0, 0, 0, 1,  0, 0, 0.70710678f, 0.70710678f };
    float out[4];
    int flip;
    for (flip = 0; flip < 2; ++flip) {
        if (flip) { v[6] = -v[6]; v[7] = -v[7]; }
        CHECK_INT(fx_floats(&f, times, 2, v, 8, 4, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_ROTATION),
                  GLTFA_SUCCESS);
        fx_sample(&f, 0.5f, out);
        CHECK_NEAR(out[0], 0.0, 1e-7); CHECK_NEAR(out[1], 0.0, 1e-7);
        CHECK_NEAR(out[2], 0.3826834, 2e-7); CHECK_NEAR(out[3], 0.9238795, 2e-7);
        fx_sample(&f, 0.25f, out);
        CHECK_NEAR(out[2], 0.1950903, 2e-7); CHECK_NEAR(out[3], 0.9807853, 2e-7);
    }
}

static double len4(const float *q)
{
    return (double)q[0] * (double)q[0] + (double)q[1] * (double)q[1] + (double)q[2] * (double)q[2] +
           (double)q[3] * (double)q[3];
}

/* Edge case 9: d < 0 (above), d == 0, d == 1 (identical keys), d slightly above 1 from
   rounding: unit results, no NaN. d == 0: (1,0,0,0) to (0,1,0,0), angle 90 degrees in
   quaternion space; half way is (sqrt 1/2, sqrt 1/2, 0, 0). */
void test_rule_slerp_degenerate(void)
{
    static const float times[2] = { 0.0f, 1.0f };
    static const float d0[8] = { 1, 0, 0, 0,  0, 1, 0, 0 };
    /* two keys that are the same rotation, and the result at every time of tcs: each
       component to within tol, and of length 1 to within 1e-6; tol 0: bit for bit */
    static const struct { float keys[8]; float want[4]; double tol; } cases[] = {
        /* d == 1: the key itself, (1/2, 1/2, 1/2, 1/2) */
        { { 0.5f, 0.5f, 0.5f, 0.5f,  0.5f, 0.5f, 0.5f, 0.5f }, { 0.5f, 0.5f, 0.5f, 0.5f }, 1e-7 },
        /* components a little over 1/2: the dot of the keys is 1.0000002 > 1; normalized,
           the four equal components are 1/2 */
        { { 0.50000006f, 0.50000006f, 0.50000006f, 0.50000006f,
            0.50000006f, 0.50000006f, 0.50000006f, 0.50000006f },
          { 0.5f, 0.5f, 0.5f, 0.5f }, 1e-7 },
        /* zero keys: no direction anywhere; the documented answer is the identity */
        { { 0, 0, 0, 0,  0, 0, 0, 0 }, { 0, 0, 0, 1 }, 0 }
    };
    static const float tcs[5] = { 0.0f, 0.001f, 0.5f, 0.999f, 1.0f };
    float out[4];
    size_t k;
    int i, j;
    CHECK_INT(fx_floats(&f, times, 2, d0, 8, 4, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_ROTATION),
              GLTFA_SUCCESS);
    fx_sample(&f, 0.5f, out);
    CHECK_NEAR(out[0], 0.70710678, 2e-7); CHECK_NEAR(out[1], 0.70710678, 2e-7);
    CHECK_NEAR(out[2], 0.0, 1e-7); CHECK_NEAR(out[3], 0.0, 1e-7);
    for (k = 0; k < sizeof cases / sizeof cases[0]; ++k) {
        int before = th_checks_failed;
        CHECK_INT(fx_floats(&f, times, 2, cases[k].keys, 8, 4, GLTFA_INTERP_LINEAR,
                            GLTFA_PROPERTY_ROTATION), GLTFA_SUCCESS);
        for (i = 0; i < 5; ++i) {
            fx_sample(&f, tcs[i], out);
            for (j = 0; j < 4; ++j) {
                if (cases[k].tol > 0) CHECK_NEAR(out[j], cases[k].want[j], cases[k].tol);
                else CHECK_BITS(out[j], cases[k].want[j]);
            }
            if (cases[k].tol > 0) CHECK_NEAR(len4(out), 1.0, 1e-6);
        }
        name_failed_row("degenerate", k, before);
    }
}

/* Edge case 6: CUBICSPLINE Hermite with tangents scaled by td, on segments of 0.25 s and
   4 s, asymmetric non-zero tangents. At t = 0.5 the basis is h00 = h01 = 0.5,
   h10 = 0.125, h11 = -0.125, so v = 0.5 v0 + 0.125 td b0 + 0.5 v1 - 0.125 td a1.
   Keys: v0 = 1, b0 (out) = 2; v1 = 3, a1 (in) = -4; v2 = -1, a2 = 6.
   Segment 0 (td = 0.25, tc = 0.125): 0.5 + 0.0625 + 1.5 + 0.125 = 2.1875.
   Segment 1 (td = 4, tc = 2.25), b1 = 0.5, a2 = 6: 1.5 + 0.25 - 0.5 - 3 = -1.75.
   At t = 0.25 in segment 1 (tc = 1.25): h00 = 0.84375, h10 = 0.140625, h01 = 0.15625,
   h11 = -0.046875: 0.84375*3 + 0.140625*4*0.5 + 0.15625*(-1) - 0.046875*4*6
   = 2.53125 + 0.28125 - 0.15625 - 1.125 = 1.53125.
   A sampler that scaled tangents by t, or not at all, misses all three. */
void test_rule_cubic_closed_form(void)
{
    static const float times[3] = { 0.0f, 0.25f, 4.25f };
    static const float v[9] = { 99, 1, 2,   -4, 3, 0.5f,   6, -1, 77 };
    static const tc_row rows[] = {
        { 0.125f, 2.1875f, 1e-6 }, /* segment 0, t = 0.5 */
        { 2.25f, -1.75f, 1e-6 },   /* segment 1, t = 0.5 */
        { 1.25f, 1.53125f, 1e-6 }  /* segment 1, t = 0.25 */
    };
    CHECK_INT(fx_floats(&f, times, 3, v, 9, 1, GLTFA_INTERP_CUBICSPLINE, GLTFA_PROPERTY_WEIGHTS),
              GLTFA_SUCCESS);
    check_tc_rows(&f, "cubic", rows, sizeof rows / sizeof rows[0]);
}

/* Edge case 7: triplet order [in, value, out]. Swapping in and out in the data above
   changes the answer: with b0 = -4 read as the out-tangent... instead we keep the data and
   put NaN into the tangents that the specification never uses (the first in-tangent and
   the last out-tangent): a sampler that reads them returns NaN. And a sampler that swapped
   in and out would read a2 = 77 here: (tc = 2.25) 1.5 + 0.125*4*b1 - 0.5 - 0.125*4*a2. */
void test_rule_cubic_triplet_order(void)
{
    static const float times[3] = { 0.0f, 0.25f, 4.25f };
    float v[9] = { 0, 1, 2,   -4, 3, 0.5f,   6, -1, 0 };
    static const tc_row rows[] = {
        { 0.125f, 2.1875f, 1e-6 }, /* as in test_rule_cubic_closed_form */
        { 2.25f, -1.75f, 1e-6 },
        { 0.0f, 1, 0 },            /* at t_0: v0, not the NaN before it */
        { 4.25f, -1, 0 },          /* at t_2: v2, not the NaN after it */
        { 9.0f, -1, 0 }            /* clamped to v2 */
    };
    float nan_f;
    unsigned char nan_bytes[4] = { 0x00, 0x00, 0xC0, 0x7F };
    nan_f = th_get_f32(nan_bytes);
    v[0] = nan_f;
    v[8] = nan_f;
    CHECK_INT(fx_floats(&f, times, 3, v, 9, 1, GLTFA_INTERP_CUBICSPLINE, GLTFA_PROPERTY_WEIGHTS),
              GLTFA_SUCCESS);
    check_tc_rows(&f, "triplet", rows, sizeof rows / sizeof rows[0]);
}

/* Edge case 8: cubic rotation output is normalized, also where v_k ~ -v_{k+1}.
   Keys q = (0, 0, 0.6, 0.8) and -q with zero tangents: at t = 0.5, h00 = h01 = 0.5 and the
   spline is exactly 0; the documented answer is the nearer key (t >= 0.5: key 1, -q)
   normalized, which is the same rotation as q. Near t = 0.5 the tiny value is still
   +-q normalized. Elsewhere: (1-2*h01) q normalized = +-q. */
void test_rule_cubic_rotation_normalized(void)
{
    static const float times[2] = { 0.0f, 1.0f };
    static const float v[24] = { 0, 0, 0, 0,  0, 0, 0.6f, 0.8f,  0, 0, 0, 0,
                                 0, 0, 0, 0,  0, 0, -0.6f, -0.8f,  0, 0, 0, 0 };
    /* non-unit keys with tangents: the result must still be unit */
    static const float w[24] = { 0, 0, 0, 0,  0.2f, 0.1f, 0.3f, 1.9f,  1, -2, 0.5f, 0.25f,
                                 3, 1, -1, 0,  1.0f, 0.3f, 0.2f, 0.5f,  0, 0, 0, 0 };
    static const float tcs[7] = { 0.1f, 0.3f, 0.49f, 0.5f, 0.51f, 0.7f, 0.99f };
    float out[4];
    int i;
    CHECK_INT(fx_floats(&f, times, 2, v, 24, 4, GLTFA_INTERP_CUBICSPLINE, GLTFA_PROPERTY_ROTATION),
              GLTFA_SUCCESS);
    for (i = 0; i < 7; ++i) {
        double sgn;
        fx_sample(&f, tcs[i], out);
        CHECK_NEAR(len4(out), 1.0, 1e-6);
        sgn = out[3] < 0 ? -1.0 : 1.0;
        CHECK_NEAR(sgn * (double)out[2], 0.6, 1e-6); CHECK_NEAR(sgn * (double)out[3], 0.8, 1e-6);
        CHECK_NEAR(out[0], 0.0, 1e-7);
    }
    fx_sample(&f, 0.5f, out);
    CHECK_NEAR(out[2], -0.6, 1e-6); CHECK_NEAR(out[3], -0.8, 1e-6);
    CHECK_INT(fx_floats(&f, times, 2, w, 24, 4, GLTFA_INTERP_CUBICSPLINE, GLTFA_PROPERTY_ROTATION),
              GLTFA_SUCCESS);
    for (i = 0; i < 7; ++i) {
        fx_sample(&f, tcs[i], out);
        CHECK_NEAR(len4(out), 1.0, 1e-6);
    }
}

/* Rotation outputs are unit in every mode, at keys and clamped too: a stored key of
   length 2, (0, 0, 1.2, 1.6), comes out as (0, 0, 0.6, 0.8). */
void test_rule_rotation_keys_normalized(void)
{
    static const float times[2] = { 1.0f, 2.0f };
    static const float v[8] = { 0, 0, 1.2f, 1.6f,  0, 0, 1.2f, 1.6f };
    static const float c[24] = { 9, 9, 9, 9,  0, 0, 1.2f, 1.6f,  9, 9, 9, 9,
                                 9, 9, 9, 9,  0, 0, 1.2f, 1.6f,  9, 9, 9, 9 };
    static const float tcs[5] = { 0.0f, 1.0f, 1.5f, 2.0f, 3.0f };
    float out[4];
    int mode, i;
    for (mode = 0; mode < 3; ++mode) {
        CHECK_INT(fx_floats(&f, times, 2, mode == 2 ? c : v, mode == 2 ? 24u : 8u, 4,
                            (gltfa_interp)mode, GLTFA_PROPERTY_ROTATION), GLTFA_SUCCESS);
        for (i = 0; i < 5; ++i) {
            if (mode == 2 && i == 2) continue; /* the cubic between has tangents 9 */
            fx_sample(&f, tcs[i], out);
            CHECK_NEAR(out[2], 0.6, 1e-7); CHECK_NEAR(out[3], 0.8, 1e-7);
            CHECK_NEAR(len4(out), 1.0, 1e-6);
        }
    }
}

/* Edge case 10: normalized outputs of all four types, -128 and -32768 giving -1 and the
   maxima 1; a normalized rotation then slerped; an unsigned normalized rotation accepted.
   Weights BYTE: codes -128, -127, 127, 0 -> -1, -1, 1, 0 exactly at the keys; half way
   between -128 and 127 is (-1 + 1)/2 = 0. SHORT rotation: keys (0,0,0,32767) and
   (0,0,32767,0) = identity and 180 degrees about z (d = 0): half way
   (0, 0, sqrt 1/2, sqrt 1/2). */
void test_rule_normalized_outputs(void)
{
    static const float times[2] = { 0.0f, 1.0f };
    static const double b[4] = { -128, -127, 127, 0 };
    static const double ub[2] = { 0, 255 };
    static const double us[2] = { 65535, 0 };
    static const double s[8] = { 0, 0, 0, 32767,  0, 0, 32767, 0 };
    static const double sm[8] = { 0, 0, 0, -32768,  0, 0, -32768, 0 };
    static const double urot[8] = { 0, 0, 0, 255,  0, 0, 255, 0 };
    float out[4];
    fx_fill(&f, times, 2, b, 4, 1, GLTFA_BYTE, 1, NULL);
    CHECK_INT(gltfa_sampler_init(&f.s, &f.in, &f.out, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_WEIGHTS),
              GLTFA_SUCCESS);
    fx_sample(&f, 0.0f, out); CHECK_BITS(out[0], -1.0f); CHECK_BITS(out[1], -1.0f);
    fx_sample(&f, 1.0f, out); CHECK_BITS(out[0], 1.0f); CHECK_BITS(out[1], 0.0f);
    fx_sample(&f, 0.5f, out); CHECK_NEAR(out[0], 0.0, 1e-7); CHECK_NEAR(out[1], -0.5, 1e-7);
    fx_fill(&f, times, 2, ub, 2, 1, GLTFA_UNSIGNED_BYTE, 1, NULL);
    CHECK_INT(gltfa_sampler_init(&f.s, &f.in, &f.out, GLTFA_INTERP_STEP, GLTFA_PROPERTY_WEIGHTS),
              GLTFA_SUCCESS);
    fx_sample(&f, 1.0f, out); CHECK_BITS(out[0], 1.0f);
    fx_fill(&f, times, 2, us, 2, 1, GLTFA_UNSIGNED_SHORT, 1, NULL);
    CHECK_INT(gltfa_sampler_init(&f.s, &f.in, &f.out, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_WEIGHTS),
              GLTFA_SUCCESS);
    fx_sample(&f, 0.0f, out); CHECK_BITS(out[0], 1.0f);
    fx_sample(&f, 0.25f, out); CHECK_NEAR(out[0], 0.75, 1e-7);
    fx_fill(&f, times, 2, s, 8, 4, GLTFA_SHORT, 1, NULL);
    CHECK_INT(gltfa_sampler_init(&f.s, &f.in, &f.out, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_ROTATION),
              GLTFA_SUCCESS);
    fx_sample(&f, 0.0f, out); CHECK_BITS(out[3], 1.0f);
    fx_sample(&f, 0.5f, out);
    CHECK_NEAR(out[2], 0.70710678, 2e-7); CHECK_NEAR(out[3], 0.70710678, 2e-7);
    fx_fill(&f, times, 2, sm, 8, 4, GLTFA_SHORT, 1, NULL);
    CHECK_INT(gltfa_sampler_init(&f.s, &f.in, &f.out, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_ROTATION),
              GLTFA_SUCCESS);
    fx_sample(&f, 0.0f, out); CHECK_BITS(out[3], -1.0f); /* -32768 -> -1, unit already */
    fx_fill(&f, times, 2, urot, 8, 4, GLTFA_UNSIGNED_BYTE, 1, NULL);
    CHECK_INT(gltfa_sampler_init(&f.s, &f.in, &f.out, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_ROTATION),
              GLTFA_SUCCESS);
    fx_sample(&f, 0.5f, out);
    CHECK_NEAR(out[2], 0.70710678, 2e-7); CHECK_NEAR(out[3], 0.70710678, 2e-7);
}

/* Edge case 11: weights with 1 and 8 targets, in all three modes, cubic layout per key:
   all N in-tangents, then all N values, then all N out-tangents.
   Value of target j at key k is k*10 + j; LINEAR half way between key 0 and 1 is 5 + j.
   Cubic with in-tangents 100 + j and out-tangents -(100 + j) and td = 1, at t = 0.5:
   0.5 (j) + 0.125 (-(100+j)) + 0.5 (10+j) - 0.125 (100+j) = 5 + j - 25 - 0.25 j
   = 0.75 j - 20. */
void test_rule_weights_layouts(void)
{
    static const float times[2] = { 0.0f, 1.0f };
    float lin[16], cub[48], out[8];
    static const int ns[2] = { 1, 8 };
    int n, k, j, i;
    for (i = 0; i < 2; ++i) {
        n = ns[i];
        for (k = 0; k < 2; ++k)
            for (j = 0; j < n; ++j) {
                lin[k * n + j] = (float)(k * 10 + j);
                cub[(k * 3 + 0) * n + j] = (float)(100 + j);
                cub[(k * 3 + 1) * n + j] = (float)(k * 10 + j);
                cub[(k * 3 + 2) * n + j] = (float)(-(100 + j));
            }
        CHECK_INT(fx_floats(&f, times, 2, lin, (size_t)(2 * n), 1, GLTFA_INTERP_STEP,
                            GLTFA_PROPERTY_WEIGHTS), GLTFA_SUCCESS);
        CHECK_INT(gltfa_sampler_width(&f.s), n);
        fx_sample(&f, 0.5f, out);
        for (j = 0; j < n; ++j) CHECK_BITS(out[j], (float)j);
        CHECK_INT(fx_floats(&f, times, 2, lin, (size_t)(2 * n), 1, GLTFA_INTERP_LINEAR,
                            GLTFA_PROPERTY_WEIGHTS), GLTFA_SUCCESS);
        fx_sample(&f, 0.5f, out);
        for (j = 0; j < n; ++j) CHECK_NEAR(out[j], 5.0 + j, 1e-6);
        CHECK_INT(fx_floats(&f, times, 2, cub, (size_t)(6 * n), 1, GLTFA_INTERP_CUBICSPLINE,
                            GLTFA_PROPERTY_WEIGHTS), GLTFA_SUCCESS);
        CHECK_INT(gltfa_sampler_width(&f.s), n);
        fx_sample(&f, 0.5f, out);
        for (j = 0; j < n; ++j) CHECK_NEAR(out[j], 0.75 * j - 20.0, 1e-5);
        fx_sample(&f, 1.0f, out);
        for (j = 0; j < n; ++j) CHECK_BITS(out[j], (float)(10 + j));
    }
}

/* Edge case 12: the first element sits at buffer + bufferView.byteOffset +
   accessor.byteOffset (here 7 + 5 bytes: misaligned), and byteStride is larger than the
   element (20 bytes for a 12-byte VEC3, 12 for 4-byte times, 3 for a 1-byte weight), with
   junk in the gaps. Same answers as the packed layout. */
void test_rule_offsets_and_stride(void)
{
    static const float times[3] = { 0.0f, 1.0f, 3.0f };
    static const double v[9] = { 1, 2, 3,  3, 2, 1,  -1, -2, -3 };
    static const double w[6] = { 0, 255,  255, 0,  51, 102 };
    fx_layout lay;
    float a[3], b[3];
    static const float tcs[6] = { -1.0f, 0.0f, 0.5f, 1.0f, 2.0f, 5.0f };
    int i, j;
    memset(&lay, 0, sizeof lay);
    fx_fill(&g, times, 3, v, 9, 3, GLTFA_FLOAT, 0, NULL);
    CHECK_INT(gltfa_sampler_init(&g.s, &g.in, &g.out, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_TRANSLATION),
              GLTFA_SUCCESS);
    lay.in_pad = 8; lay.out_pad = 8; lay.in_offset = 7 + 5; lay.out_offset = 3 + 5;
    fx_fill(&f, times, 3, v, 9, 3, GLTFA_FLOAT, 0, &lay);
    CHECK_INT(f.out.byte_stride, 20);
    CHECK_INT(f.in.byte_stride, 12);
    CHECK_INT(gltfa_sampler_init(&f.s, &f.in, &f.out, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_TRANSLATION),
              GLTFA_SUCCESS);
    for (i = 0; i < 6; ++i) {
        fx_sample(&f, tcs[i], a);
        fx_sample(&g, tcs[i], b);
        for (j = 0; j < 3; ++j) CHECK_BITS(a[j], b[j]);
    }
    fx_sample(&f, 0.5f, a);
    CHECK_BITS(a[0], 2.0f); CHECK_BITS(a[1], 2.0f); CHECK_BITS(a[2], 2.0f);
    /* strided normalized weights, N = 2: each SCALAR element is 1 byte, stride 3 */
    lay.in_pad = 0; lay.out_pad = 2; lay.in_offset = 1; lay.out_offset = 1;
    fx_fill(&f, times, 3, w, 6, 1, GLTFA_UNSIGNED_BYTE, 1, &lay);
    CHECK_INT(gltfa_sampler_init(&f.s, &f.in, &f.out, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_WEIGHTS),
              GLTFA_SUCCESS);
    fx_sample(&f, 0.5f, a);
    CHECK_NEAR(a[0], 0.5, 1e-7); CHECK_NEAR(a[1], 0.5, 1e-7);
    fx_sample(&f, 3.0f, a);
    CHECK_BITS(a[0], 0.2f); CHECK_BITS(a[1], 0.4f); /* 51/255 and 102/255 */
}

/* Edge case 14, deterministic part: forward play, backwards, a large jump after many
   small steps, and two channels sharing one input accessor, each with its own cursor;
   always bit-identical to a fresh search. After a call the cursor is the position's key
   index: the segment (95.55 lies in [95.5, 95.6): 955), and after the end the last key
   (999 of 1000 keys). (test_random.c does random sequences.) */
void test_rule_cursor_cases(void)
{
    static float times[1000], vals[3000], vals2[1000];
    float a[3], b[3], tc;
    gltfa_cursor c1 = 0, c2 = 0;
    int i;
    for (i = 0; i < 1000; ++i) {
        times[i] = (float)i * 0.1f;
        vals[3 * i] = (float)(i % 7); vals[3 * i + 1] = (float)(i % 3); vals[3 * i + 2] = (float)i;
        vals2[i] = (float)(i % 5);
    }
    CHECK_INT(fx_floats(&f, times, 1000, vals, 3000, 3, GLTFA_INTERP_LINEAR,
                        GLTFA_PROPERTY_TRANSLATION), GLTFA_SUCCESS);
    /* second channel on the very same input bytes */
    {
        double d[1000];
        for (i = 0; i < 1000; ++i) d[i] = (double)vals2[i];
        fx_fill(&g, times, 1000, d, 1000, 1, GLTFA_FLOAT, 0, NULL);
        g.in = f.in;
    }
    CHECK_INT(gltfa_sampler_init(&g.s, &g.in, &g.out, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_WEIGHTS),
              GLTFA_SUCCESS);
    for (i = 0; i < 3000; ++i) { /* forward at 1/60 s, then backwards */
        tc = i < 2000 ? (float)i / 60.0f : (float)(5000 - i) / 60.0f;
        gltfa_sampler_sample_cursor(&f.s, tc, &c1, a, 3);
        gltfa_sampler_sample(&f.s, tc, b, 3);
        CHECK(memcmp(a, b, sizeof a) == 0);
        gltfa_sampler_sample_cursor(&g.s, tc, &c2, a, 1);
        gltfa_sampler_sample(&g.s, tc, b, 1);
        CHECK(a[0] == b[0]);
    }
    tc = 95.55f; /* large jump after the small steps */
    gltfa_sampler_sample_cursor(&f.s, tc, &c1, a, 3);
    gltfa_sampler_sample(&f.s, tc, b, 3);
    CHECK(memcmp(a, b, sizeof a) == 0);
    CHECK_INT(c1, 955);
    c1 = (gltfa_cursor)-1; /* garbage cursor: still right */
    gltfa_sampler_sample_cursor(&f.s, 3.05f, &c1, a, 3);
    gltfa_sampler_sample(&f.s, 3.05f, b, 3);
    CHECK(memcmp(a, b, sizeof a) == 0);
    CHECK_INT(c1, 30);
    gltfa_sampler_sample_cursor(&f.s, 1e9f, &c1, a, 3);
    CHECK_INT(c1, 999);
    CHECK_BITS(a[2], 999.0f);
    /* from the last key back into the keys: a valid start, the same bits */
    gltfa_sampler_sample_cursor(&f.s, 50.05f, &c1, a, 3);
    gltfa_sampler_sample(&f.s, 50.05f, b, 3);
    CHECK(memcmp(a, b, sizeof a) == 0);
    CHECK_INT(c1, 500);
}

/* Edge case 15: different interpolation per channel on the same node: translation STEP
   and rotation CUBICSPLINE and scale LINEAR at the same times, sampled together. */
void test_rule_mixed_interpolation_one_node(void)
{
    static const float times[2] = { 0.0f, 1.0f };
    static const float t[6] = { 0, 0, 0,  2, 2, 2 };
    static const float r[24] = { 0, 0, 0, 0,  0, 0, 0, 1,  0, 0, 0, 0,
                                 0, 0, 0, 0,  0, 0, 0, 1,  0, 0, 0, 0 };
    static fx h;
    float out[4];
    CHECK_INT(fx_floats(&f, times, 2, t, 6, 3, GLTFA_INTERP_STEP, GLTFA_PROPERTY_TRANSLATION),
              GLTFA_SUCCESS);
    CHECK_INT(fx_floats(&g, times, 2, r, 24, 4, GLTFA_INTERP_CUBICSPLINE, GLTFA_PROPERTY_ROTATION),
              GLTFA_SUCCESS);
    CHECK_INT(fx_floats(&h, times, 2, t, 6, 3, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_SCALE),
              GLTFA_SUCCESS);
    fx_sample(&f, 0.5f, out); CHECK_BITS(out[0], 0.0f);
    fx_sample(&g, 0.5f, out); CHECK_BITS(out[3], 1.0f);
    fx_sample(&h, 0.5f, out); CHECK_BITS(out[0], 1.0f);
}

/* Edge case 16: very short segments (td ~ 1e-7) and large times: no blow-up, no NaN.
   Keys 0, 1e-7, 2e-7 with values 0, 1, 0: at 5e-8, t = 0.5, value 0.5. Keys at 3600 s and
   3600.25 s with values 0 and 1: at 3600.125, 0.5. */
void test_rule_tiny_segments_large_times(void)
{
    static const float t1[3] = { 0.0f, 1e-7f, 2e-7f };
    static const float v1[3] = { 0, 1, 0 };
    static const float t2[2] = { 3600.0f, 3600.25f };
    static const float v2[2] = { 0, 1 };
    static const float c1[9] = { 5, 0, 5,  5, 1, 5,  5, 0, 5 };
    float out[1];
    CHECK_INT(fx_floats(&f, t1, 3, v1, 3, 1, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_WEIGHTS),
              GLTFA_SUCCESS);
    CHECK_INT(gltfa_sampler_check(&f.s, NULL), GLTFA_SUCCESS);
    fx_sample(&f, 5e-8f, out); CHECK_NEAR(out[0], 0.5, 1e-6);
    fx_sample(&f, 1.5e-7f, out); CHECK_NEAR(out[0], 0.5, 1e-6);
    CHECK_INT(fx_floats(&f, t1, 3, c1, 9, 1, GLTFA_INTERP_CUBICSPLINE, GLTFA_PROPERTY_WEIGHTS),
              GLTFA_SUCCESS);
    fx_sample(&f, 5e-8f, out);
    /* tangents 5 scaled by td = 1e-7 are negligible: 0.5 + 0.125e-7*5 - 0.125e-7*5 */
    CHECK_NEAR(out[0], 0.5, 1e-6);
    CHECK_INT(fx_floats(&f, t2, 2, v2, 2, 1, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_WEIGHTS),
              GLTFA_SUCCESS);
    fx_sample(&f, 3600.125f, out); CHECK_NEAR(out[0], 0.5, 1e-6);
    fx_sample(&f, th_next_up(3600.0f), out);
    CHECK(out[0] > 0.0f && out[0] < 0.001f);
}

/* Documented results for non-finite sample times: NaN and -inf give the first value,
   +inf the last; the cursor is then the key copied (+inf: the last key, 2 of 3; NaN and
   -inf: 0), a valid start for the next call. */
void test_rule_nonfinite_sample_times(void)
{
    static const float times[3] = { 1.0f, 2.0f, 3.0f };
    static const float v[3] = { 7, 8, 9 };
    static const unsigned char nan_b[4] = { 0, 0, 0xC0, 0x7F }, pinf_b[4] = { 0, 0, 0x80, 0x7F },
                               ninf_b[4] = { 0, 0, 0x80, 0xFF }, nnan_b[4] = { 1, 0, 0xC0, 0xFF };
    float out[1];
    int mode;
    gltfa_cursor c = 1;
    for (mode = 0; mode < 2; ++mode) {
        CHECK_INT(fx_floats(&f, times, 3, v, 3, 1, (gltfa_interp)mode, GLTFA_PROPERTY_WEIGHTS),
                  GLTFA_SUCCESS);
        fx_sample(&f, th_get_f32(nan_b), out); CHECK_BITS(out[0], 7.0f);
        fx_sample(&f, th_get_f32(nnan_b), out); CHECK_BITS(out[0], 7.0f);
        fx_sample(&f, th_get_f32(ninf_b), out); CHECK_BITS(out[0], 7.0f);
        fx_sample(&f, th_get_f32(pinf_b), out); CHECK_BITS(out[0], 9.0f);
        CHECK_INT(gltfa_sampler_sample_cursor(&f.s, th_get_f32(pinf_b), &c, out, 1), GLTFA_SUCCESS);
        CHECK_BITS(out[0], 9.0f);
        CHECK_INT(c, 2);
        CHECK_INT(gltfa_sampler_sample_cursor(&f.s, th_get_f32(nan_b), &c, out, 1), GLTFA_SUCCESS);
        CHECK_BITS(out[0], 7.0f);
        CHECK_INT(c, 0);
        c = 2;
        CHECK_INT(gltfa_sampler_sample_cursor(&f.s, th_get_f32(ninf_b), &c, out, 1), GLTFA_SUCCESS);
        CHECK_BITS(out[0], 7.0f);
        CHECK_INT(c, 0);
        CHECK_INT(gltfa_sampler_sample_cursor(&f.s, 1.5f, &c, out, 1), GLTFA_SUCCESS);
        CHECK_BITS(out[0], mode == 0 ? 7.5f : 7.0f);
        CHECK_INT(c, 0);
        c = 1;
    }
}

/* Edge cases 2 and 4, single-sampler form: at the last key time and one float step above
   it the last value; two channels with different time ranges, the shorter holds its last
   value while the longer goes on; gltfa_sampler_time_range reports the ends. */
void test_rule_end_time_and_two_ranges(void)
{
    static const float ta[2] = { 0.0f, 1.0f }, tb[3] = { 0.5f, 2.0f, 3.0f };
    static const float va[2] = { 0, 1 }, vb[3] = { 0, 3, 6 };
    float out[1], first = -1.0f, last = -1.0f;
    CHECK_INT(fx_floats(&f, ta, 2, va, 2, 1, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_WEIGHTS),
              GLTFA_SUCCESS);
    CHECK_INT(fx_floats(&g, tb, 3, vb, 3, 1, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_WEIGHTS),
              GLTFA_SUCCESS);
    CHECK_INT(gltfa_sampler_time_range(&g.s, &first, &last), GLTFA_SUCCESS);
    CHECK_BITS(first, 0.5f); CHECK_BITS(last, 3.0f);
    fx_sample(&g, 3.0f, out); CHECK_BITS(out[0], 6.0f);
    fx_sample(&g, th_next_up(3.0f), out); CHECK_BITS(out[0], 6.0f);
    fx_sample(&f, 2.5f, out); CHECK_BITS(out[0], 1.0f);  /* ended: holds */
    fx_sample(&g, 2.5f, out); CHECK_NEAR(out[0], 4.5, 1e-6); /* goes on: 3 + 0.5*3 */
}

/* Generic targets: VECTOR interpolates component-wise (a float4 colour is not normalized),
   non-normalized integers convert to the equal float; QUATERNION behaves like rotation. */
void test_rule_vector_targets(void)
{
    static const float times[2] = { 0.0f, 1.0f };
    static const double rgba[8] = { 1, 0, 0, 1,  0, 0, 1, 0 };
    static const double ints[2] = { -3, 300 };
    static const double uints[2] = { 4000000000.0, 7 };
    static const double quat[8] = { 0, 0, 0, 2,  0, 0, 2, 0 };
    float out[4];
    fx_fill(&f, times, 2, rgba, 8, 4, GLTFA_FLOAT, 0, NULL);
    CHECK_INT(gltfa_sampler_init(&f.s, &f.in, &f.out, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_VECTOR),
              GLTFA_SUCCESS);
    fx_sample(&f, 0.5f, out); /* (0.5, 0, 0.5, 0.5): not normalized */
    CHECK_BITS(out[0], 0.5f); CHECK_BITS(out[2], 0.5f); CHECK_BITS(out[3], 0.5f);
    fx_fill(&f, times, 2, ints, 2, 1, GLTFA_SHORT, 0, NULL);
    CHECK_INT(gltfa_sampler_init(&f.s, &f.in, &f.out, GLTFA_INTERP_STEP, GLTFA_PROPERTY_VECTOR),
              GLTFA_SUCCESS);
    fx_sample(&f, 0.5f, out); CHECK_BITS(out[0], -3.0f);
    fx_sample(&f, 1.0f, out); CHECK_BITS(out[0], 300.0f);
    fx_fill(&f, times, 2, uints, 2, 1, GLTFA_UNSIGNED_INT, 0, NULL);
    CHECK_INT(gltfa_sampler_init(&f.s, &f.in, &f.out, GLTFA_INTERP_STEP, GLTFA_PROPERTY_VECTOR),
              GLTFA_SUCCESS);
    fx_sample(&f, 0.0f, out); CHECK_BITS(out[0], 4000000000.0f);
    fx_fill(&f, times, 2, quat, 8, 4, GLTFA_FLOAT, 0, NULL);
    CHECK_INT(gltfa_sampler_init(&f.s, &f.in, &f.out, GLTFA_INTERP_LINEAR,
                                 GLTFA_PROPERTY_QUATERNION), GLTFA_SUCCESS);
    /* (0,0,0,2) normalized is (0,0,0,1), to within one float rounding (an -ffast-math
       build's reciprocal square root may give 0.99999994) */
    fx_sample(&f, 0.0f, out); CHECK_NEAR(out[3], 1.0, 1.2e-7);
    fx_sample(&f, 0.5f, out);
    CHECK_NEAR(out[2], 0.70710678, 2e-7); CHECK_NEAR(out[3], 0.70710678, 2e-7);
}

/* Interpolation missing in JSON means LINEAR; an unknown string is an error. Paths. */
void test_rule_parse_names(void)
{
    /* each string, the result, and the out-parameter after the call. Before each call it
       is set to a value no string maps to (GLTFA_INTERP_FORCE_32BIT, GLTFA_PATH_NONE):
       a successful call must overwrite it, an error must leave it untouched. */
#define UNTOUCHED GLTFA_INTERP_FORCE_32BIT
    static const struct { const char *name; gltfa_result want; gltfa_interp interp; } interps[] = {
        { NULL, GLTFA_SUCCESS, GLTFA_INTERP_LINEAR }, /* the glTF default */
        { "STEP", GLTFA_SUCCESS, GLTFA_INTERP_STEP },
        { "CUBICSPLINE", GLTFA_SUCCESS, GLTFA_INTERP_CUBICSPLINE },
        { "LINEAR", GLTFA_SUCCESS, GLTFA_INTERP_LINEAR },
        /* exact, case-sensitive, whole strings */
        { "linear", GLTFA_ERROR_UNKNOWN_INTERPOLATION, UNTOUCHED },
        { "", GLTFA_ERROR_UNKNOWN_INTERPOLATION, UNTOUCHED },
        { "CUBIC", GLTFA_ERROR_UNKNOWN_INTERPOLATION, UNTOUCHED },
        { "STEPS", GLTFA_ERROR_UNKNOWN_INTERPOLATION, UNTOUCHED }
    };
    static const struct { const char *name; gltfa_result want; gltfa_path path; } paths[] = {
        { "translation", GLTFA_SUCCESS, GLTFA_PATH_TRANSLATION },
        { "rotation", GLTFA_SUCCESS, GLTFA_PATH_ROTATION },
        { "scale", GLTFA_SUCCESS, GLTFA_PATH_SCALE },
        { "weights", GLTFA_SUCCESS, GLTFA_PATH_WEIGHTS },
        { "pointer", GLTFA_SUCCESS, GLTFA_PATH_POINTER },
        /* exact, case-sensitive; NULL is no path */
        { "Rotation", GLTFA_ERROR_UNKNOWN_TARGET, GLTFA_PATH_NONE },
        { "", GLTFA_ERROR_UNKNOWN_TARGET, GLTFA_PATH_NONE },
        { NULL, GLTFA_ERROR_UNKNOWN_TARGET, GLTFA_PATH_NONE }
    };
    /* the rules row of each core path; a pointer's row comes from the pointer */
    static const struct { gltfa_path path; gltfa_property property; } rows[] = {
        { GLTFA_PATH_TRANSLATION, GLTFA_PROPERTY_TRANSLATION },
        { GLTFA_PATH_ROTATION, GLTFA_PROPERTY_ROTATION },
        { GLTFA_PATH_SCALE, GLTFA_PROPERTY_SCALE },
        { GLTFA_PATH_WEIGHTS, GLTFA_PROPERTY_WEIGHTS },
        { GLTFA_PATH_POINTER, GLTFA_PROPERTY_NONE },
        { GLTFA_PATH_NONE, GLTFA_PROPERTY_NONE }
    };
    gltfa_interp i;
    gltfa_path t;
    size_t k;
    for (k = 0; k < sizeof interps / sizeof interps[0]; ++k) {
        int before = th_checks_failed;
        i = UNTOUCHED;
        CHECK_INT(gltfa_interp_parse(interps[k].name, &i), interps[k].want);
        CHECK_INT(i, interps[k].interp);
        name_failed_row("interps", k, before);
    }
    for (k = 0; k < sizeof paths / sizeof paths[0]; ++k) {
        int before = th_checks_failed;
        t = GLTFA_PATH_NONE;
        CHECK_INT(gltfa_path_parse(paths[k].name, &t), paths[k].want);
        CHECK_INT(t, paths[k].path);
        name_failed_row("paths", k, before);
    }
    for (k = 0; k < sizeof rows / sizeof rows[0]; ++k) {
        int before = th_checks_failed;
        CHECK_INT(gltfa_path_property(rows[k].path), rows[k].property);
        name_failed_row("path rows", k, before);
    }
#undef UNTOUCHED
}

/* The glTF names of the library's values: gltfa_interp_name for every interpolation (and
   gltfa_interp_parse reads each back to the same value), gltfa_path_name for every channel
   path (the strings of the specification's animation.channel.target.path, and "pointer",
   KHR_animation_pointer's; gltfa_path_parse reads each back), gltfa_component_type_name for
   every componentType code glTF defines; "" (never NULL) for any other value, such as 5124
   (INT: OpenGL's, not glTF's) or 5130 (DOUBLE). */
void test_rule_value_names(void)
{
    static const struct { gltfa_interp interp; const char *name; } interps[] = {
        { GLTFA_INTERP_LINEAR, "LINEAR" },
        { GLTFA_INTERP_STEP, "STEP" },
        { GLTFA_INTERP_CUBICSPLINE, "CUBICSPLINE" },
        { (gltfa_interp)3, "" },
        { (gltfa_interp)1000, "" },
        { GLTFA_INTERP_FORCE_32BIT, "" }
    };
    static const struct { gltfa_path path; const char *name; } paths[] = {
        { GLTFA_PATH_TRANSLATION, "translation" },
        { GLTFA_PATH_ROTATION, "rotation" },
        { GLTFA_PATH_SCALE, "scale" },
        { GLTFA_PATH_WEIGHTS, "weights" },
        { GLTFA_PATH_POINTER, "pointer" },
        { GLTFA_PATH_NONE, "" },
        { (gltfa_path)6, "" },
        { (gltfa_path)-1, "" },
        { GLTFA_PATH_FORCE_32BIT, "" }
    };
    static const struct { int code; const char *name; } types[] = {
        { 5120, "BYTE" }, { 5121, "UNSIGNED_BYTE" }, { 5122, "SHORT" },
        { 5123, "UNSIGNED_SHORT" }, { 5125, "UNSIGNED_INT" }, { 5126, "FLOAT" },
        { 0, "" }, { -1, "" }, { 5119, "" }, { 5124, "" }, { 5127, "" }, { 5130, "" },
        { 0x7FFFFFFF, "" }
    };
    size_t k;
    CHECK_INT(GLTFA_BYTE, 5120); CHECK_INT(GLTFA_UNSIGNED_BYTE, 5121);
    CHECK_INT(GLTFA_SHORT, 5122); CHECK_INT(GLTFA_UNSIGNED_SHORT, 5123);
    CHECK_INT(GLTFA_UNSIGNED_INT, 5125); CHECK_INT(GLTFA_FLOAT, 5126);
    for (k = 0; k < sizeof interps / sizeof interps[0]; ++k) {
        int before = th_checks_failed;
        const char *s = gltfa_interp_name(interps[k].interp);
        CHECK(s != NULL && strcmp(s, interps[k].name) == 0);
        if (s != NULL && s[0] != '\0') { /* a name parses back to its value */
            gltfa_interp back = GLTFA_INTERP_FORCE_32BIT;
            CHECK_INT(gltfa_interp_parse(s, &back), GLTFA_SUCCESS);
            CHECK_INT(back, interps[k].interp);
        }
        name_failed_row("interp names", k, before);
    }
    for (k = 0; k < sizeof paths / sizeof paths[0]; ++k) {
        int before = th_checks_failed;
        const char *s = gltfa_path_name(paths[k].path);
        CHECK(s != NULL && strcmp(s, paths[k].name) == 0);
        if (s != NULL && s[0] != '\0') { /* a name parses back to its value */
            gltfa_path back = GLTFA_PATH_FORCE_32BIT;
            CHECK_INT(gltfa_path_parse(s, &back), GLTFA_SUCCESS);
            CHECK_INT(back, paths[k].path);
        }
        name_failed_row("path names", k, before);
    }
    for (k = 0; k < sizeof types / sizeof types[0]; ++k) {
        int before = th_checks_failed;
        const char *s = gltfa_component_type_name(types[k].code);
        CHECK(s != NULL && strcmp(s, types[k].name) == 0);
        name_failed_row("component type names", k, before);
    }
}

/* CUBICSPLINE where the arithmetic overflows: the value is never NaN and never leaves
   [-FLT_MAX, FLT_MAX] for finite data; the tangent term is clamped before it meets the
   values (gltfa__cubic). VEC3 (x, y in a pair of doubles where the platform has them, z
   alone), keys at 0 and 1 (td = 1), at t = 0.5: h00 = h01 = 0.5, h10 = 0.125, h11 = -0.125.
     x: values 3e38, 3e38; out-tangent b0 = 3e38, in-tangent a1 = -3e38:
        v = 3e38, m = 0.125 * 3e38 + 0.125 * 3e38 = 7.5e37, v + m = 3.75e38 > FLT_MAX:
        clamped to FLT_MAX (not inf);
     y: values -inf, -inf; b0 = +inf, a1 = 0: m = +inf clamped to FLT_MAX, v = -inf,
        v + m = -inf, clamped to -FLT_MAX (without the first clamp: -inf + inf = NaN);
     z: values 0, 1, tangents 0: v = 0.5 * 1 = 0.5.
   The triplets are [in, value, out] per key; the first in-tangent and the last out-tangent
   are never read (0). Per channel, and in a clip of 5 such channels (equal bits). */
void test_rule_cubic_overflow_clamped(void)
{
    float v[18], want[3], out[3], clip_out[5][3];
    static const float times[2] = { 0.0f, 1.0f };
    float inf = (float)(1e300 * 10.0); /* +inf without a libm macro (double overflow) */
    gltfa_channel ch[5];
    gltfa_clip_slot clip_slots[5];
    gltfa_clip clip;
    int c;
    memset(v, 0, sizeof v);
    /* key 0: in (v[0..2]), value (v[3..5]), out (v[6..8]); key 1: in (v[9..11]), value
       (v[12..14]), out (v[15..17]) */
    v[3] = 3e38f; v[12] = 3e38f; v[6] = 3e38f; v[9] = -3e38f; /* x */
    v[5] = 0.0f; v[14] = 1.0f;                                /* z */
    want[0] = FLT_MAX; want[1] = 0.0f; want[2] = 0.5f;
#ifndef __FAST_MATH__ /* which lets the compiler assume there is no inf or NaN */
    v[4] = -inf; v[13] = -inf; v[7] = inf; v[10] = 0.0f;      /* y */
    want[1] = -FLT_MAX;
#else
    (void)inf;
#endif
    CHECK_INT(fx_floats(&f, times, 2, v, 18, 3, GLTFA_INTERP_CUBICSPLINE,
                        GLTFA_PROPERTY_TRANSLATION), GLTFA_SUCCESS);
    CHECK_INT(gltfa_sampler_sample(&f.s, 0.5f, out, 3), GLTFA_SUCCESS);
    CHECK_BITS(out[0], want[0]); CHECK_BITS(out[1], want[1]); CHECK_BITS(out[2], want[2]);
    for (c = 0; c < 5; ++c) { ch[c].sampler = f.s; ch[c].dest = clip_out[c]; }
    CHECK_INT(gltfa_clip_init(&clip, ch, 5, clip_slots), GLTFA_SUCCESS);
    CHECK_INT(gltfa_clip_sample(&clip, 0.5f), GLTFA_SUCCESS);
    for (c = 0; c < 5; ++c) {
        CHECK_BITS(clip_out[c][0], want[0]); CHECK_BITS(clip_out[c][1], want[1]);
        CHECK_BITS(clip_out[c][2], want[2]);
    }
    /* z overflowing as x does, the other way (z has a pair of its own where x and y have
       one): values -3e38, -3e38, b0 = -3e38, a1 = 3e38: v = -3e38, m = -7.5e37, v + m =
       -3.75e38, clamped to -FLT_MAX */
    v[5] = -3e38f; v[14] = -3e38f; v[8] = -3e38f; v[11] = 3e38f;
    CHECK_INT(fx_floats(&f, times, 2, v, 18, 3, GLTFA_INTERP_CUBICSPLINE,
                        GLTFA_PROPERTY_TRANSLATION), GLTFA_SUCCESS);
    CHECK_INT(gltfa_sampler_sample(&f.s, 0.5f, out, 3), GLTFA_SUCCESS);
    CHECK_BITS(out[0], want[0]); CHECK_BITS(out[1], want[1]); CHECK_BITS(out[2], -FLT_MAX);
    for (c = 0; c < 5; ++c) ch[c].sampler = f.s;
    CHECK_INT(gltfa_clip_init(&clip, ch, 5, clip_slots), GLTFA_SUCCESS);
    CHECK_INT(gltfa_clip_sample(&clip, 0.5f), GLTFA_SUCCESS);
    for (c = 0; c < 5; ++c) CHECK_BITS(clip_out[c][2], -FLT_MAX);
    v[5] = 0.0f; v[14] = 1.0f; v[8] = 0.0f; v[11] = 0.0f;
#ifndef __FAST_MATH__
    /* NaN data (gltfa_sampler_check refuses it; unchecked, it is what it is): the clamps
       keep a NaN, they do not turn it into a bound. x's value at key 0 NaN: x is NaN. */
    v[3] = inf - inf;
    CHECK_INT(fx_floats(&f, times, 2, v, 18, 3, GLTFA_INTERP_CUBICSPLINE,
                        GLTFA_PROPERTY_TRANSLATION), GLTFA_SUCCESS);
    CHECK_INT(gltfa_sampler_sample(&f.s, 0.5f, out, 3), GLTFA_SUCCESS);
    { /* NaN by its bits (all exponent bits set, a mantissa bit set), which -ffast-math keeps */
        unsigned char b[4];
        unsigned long bits;
        th_put_f32(b, out[0]);
        bits = (unsigned long)b[0] | (unsigned long)b[1] << 8 | (unsigned long)b[2] << 16 |
               (unsigned long)b[3] << 24;
        CHECK((bits & 0x7F800000UL) == 0x7F800000UL && (bits & 0x007FFFFFUL) != 0);
    }
    CHECK_BITS(out[1], want[1]); CHECK_BITS(out[2], want[2]);
#endif
}
