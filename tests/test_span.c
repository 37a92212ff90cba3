/* test_span.c - a clip's time span [start, end] and the wrap rules over it (glTF 2.0; CLIPS AND TIME):
   query_time = t0 + ((t - t0) mod (tn - t0)), the end of a pass gives the end pose, CLAMP and
   PINGPONG over the same span, play counts, times before the start, zero-length spans, and an
   hour of looping. Expected values are worked out by hand in the tables (each row says how),
   or, for the hour, computed with exact operations only (see exact_wrap). */
#include "fixture.h"
#include "harness.h"
#include "test_list.h"
#include "wrap_reference.h"
#include <limits.h>
#include <stdio.h>
#include <string.h>


static fx fa, fb, fc;

#define C GLTFA_WRAP_CLAMP
#define R GLTFA_WRAP_REPEAT
#define P GLTFA_WRAP_PINGPONG

typedef struct wrap_case {
    float time, start, end;
    gltfa_wrap mode;
    unsigned long plays;
    float want;
} wrap_case;

/* d = end - start, u = time - start. Every value below is a short binary fraction, so the
   arithmetic in the comments is exact. */
static const wrap_case wrap_cases[] = {
    /* [0, 2]: the span of an animation whose keys start at 0 */
    { -1.0f, 0, 2, C, 0, 0.0f },  { 0.5f, 0, 2, C, 0, 0.5f },   { 2.0f, 0, 2, C, 0, 2.0f },
    { 3.0f, 0, 2, C, 0, 2.0f },
    { 0.0f, 0, 2, R, 0, 0.0f },   { 0.5f, 0, 2, R, 0, 0.5f },
    { 2.0f, 0, 2, R, 0, 2.0f },   /* the end of a pass: the end pose, not 0 */
    { 2.5f, 0, 2, R, 0, 0.5f },   { 4.0f, 0, 2, R, 0, 2.0f },
    { -0.5f, 0, 2, R, 0, 1.5f },  /* backwards: -0.5 mod 2 = 1.5 */
    { -2.0f, 0, 2, R, 0, 0.0f },  /* -2 mod 2 = 0 */
    { 0.5f, 0, 2, P, 0, 0.5f },   { 2.0f, 0, 2, P, 0, 2.0f },   { 2.5f, 0, 2, P, 0, 1.5f },
    { 3.5f, 0, 2, P, 0, 0.5f },   { 4.0f, 0, 2, P, 0, 0.0f },   { 4.5f, 0, 2, P, 0, 0.5f },
    { -0.5f, 0, 2, P, 0, 0.5f },  /* symmetric */
    { 3.0f, 0, 2, R, 2, 1.0f },   /* second pass */
    { 4.0f, 0, 2, R, 2, 2.0f },   { 9.0f, 0, 2, R, 2, 2.0f },   /* holds the end */
    { -1.0f, 0, 2, R, 2, 0.0f },  /* a counted playback starts at start */
    { 3.0f, 0, 2, P, 2, 1.0f },   /* backward pass */
    { 4.0f, 0, 2, P, 2, 0.0f },   { 9.0f, 0, 2, P, 2, 0.0f },   /* two passes end at start */
    { 9.0f, 0, 2, P, 3, 2.0f },   /* three end at end */
    { 1.0f, 0, 2, R, 1, 1.0f },   { 2.0f, 0, 2, R, 1, 2.0f },
    /* keys from 5 s to 8 s (a late start): loops 5 -> 8, d = 3 */
    { 9.0f, 5, 8, R, 0, 6.0f },   /* u = 4, 4 mod 3 = 1: 5 + 1 */
    { 16.5f, 5, 8, R, 0, 7.5f },  /* u = 11.5, mod 3 = 2.5 */
    { 5.0f, 5, 8, R, 0, 5.0f },   /* u = 0: the start */
    { 6.5f, 5, 8, R, 0, 6.5f },   /* the first pass is the identity */
    { 8.0f, 5, 8, R, 0, 8.0f },   /* u = d: the end pose */
    { 11.0f, 5, 8, R, 0, 8.0f },  /* u = 2d: the end pose */
    { 11.25f, 5, 8, R, 0, 5.25f },
    { 4.75f, 5, 8, R, 0, 7.75f }, /* u = -0.25: mod 3 = 2.75 */
    { 0.0f, 5, 8, R, 0, 6.0f },   /* u = -5: -5 mod 3 = 1 (the formula, mathematical mod) */
    { 2.0f, 5, 8, R, 0, 5.0f },   /* u = -3: mod 3 = 0 */
    { 0.0f, 5, 8, C, 0, 5.0f },   { 6.0f, 5, 8, C, 0, 6.0f },   { 9.0f, 5, 8, C, 0, 8.0f },
    { 9.0f, 5, 8, P, 0, 7.0f },   /* u = 4 in (3, 6): 6 - 4 = 2 */
    { 11.0f, 5, 8, P, 0, 5.0f },  /* u = 6 = 2d */
    { 8.0f, 5, 8, P, 0, 8.0f },   { 3.5f, 5, 8, P, 0, 6.5f },   /* u = -1.5 -> 1.5 */
    { 10.0f, 5, 8, R, 2, 7.0f },  /* u = 5 < 2d: 5 mod 3 = 2 */
    { 11.0f, 5, 8, R, 2, 8.0f },  { 100.0f, 5, 8, R, 2, 8.0f },
    { 4.0f, 5, 8, R, 2, 5.0f },   /* before the start of a counted playback */
    { 4.0f, 5, 8, P, 2, 5.0f },   { 11.0f, 5, 8, P, 2, 5.0f },  { 20.0f, 5, 8, P, 3, 8.0f },
    /* keys from 3599.5 s to 3600.5 s: a loop of 1 s, not of an hour */
    { 3601.0f, 3599.5f, 3600.5f, R, 0, 3600.0f },  /* u = 1.5, mod 1 = 0.5 */
    { 0.0f, 3599.5f, 3600.5f, R, 0, 3600.0f },     /* u = -3599.5, mod 1 = 0.5 */
    { 3600.5f, 3599.5f, 3600.5f, R, 0, 3600.5f },
    /* the [0, end] convention, asked for explicitly: the 5 -> 8 keys loop 0 -> 8 */
    { 9.0f, 0, 8, R, 0, 1.0f },   { 16.5f, 0, 8, R, 0, 0.5f },
    /* negative spans are spans too (pure function) */
    { 0.0f, -1, 1, R, 0, 0.0f },  { 1.5f, -1, 1, R, 0, -0.5f },
    /* zero-length spans (one key, or all keys at one time): the first pose */
    { 9.0f, 5, 5, C, 0, 5.0f },   { 9.0f, 5, 5, R, 0, 5.0f },   { 9.0f, 5, 5, P, 0, 5.0f },
    { 0.0f, 5, 5, R, 3, 5.0f },
    { 9.0f, 5, 4, R, 0, 5.0f },   /* end before start: the start */
    /* huge: 3e38 = 2^127 x 1.7632..., a multiple of 4 */
    { 3.0e38f, 0, 2, R, 0, 2.0f },  { 3.0e38f, 0, 2, P, 0, 0.0f },  { 3.0e38f, 0, 2, C, 0, 2.0f }
};

void test_wrap_table(void)
{
    size_t i;
    for (i = 0; i < sizeof wrap_cases / sizeof wrap_cases[0]; ++i) {
        const wrap_case *c = &wrap_cases[i];
        float got = gltfa_wrap_time(c->time, c->start, c->end, c->mode, c->plays);
        if (memcmp(&got, &c->want, sizeof got) != 0) /* NOLINT(bugprone-suspicious-memory-comparison,cert-exp42-c,cert-flp37-c): bit equality is the point */
            printf("    row %lu: wrap(%.9g, [%.9g, %.9g], mode %d, plays %lu) = %.9g, want %.9g\n",
                   (unsigned long)i, (double)c->time, (double)c->start, (double)c->end,
                   (int)c->mode, c->plays, (double)got, (double)c->want);
        CHECK_BITS(got, c->want);
    }
    /* one float step past the end of [0, 2]: 2 + 2^-22. REPEAT: 2^-22 into the next loop;
       PINGPONG: 2^-22 back from the end, 2 - 2^-22 (two floats below 2: below 2 the float
       spacing is 2^-23); CLAMP: 2 */
    CHECK_BITS(gltfa_wrap_time(th_next_up(2.0f), 0.0f, 2.0f, R, 0), 1.0f / 4194304.0f);
    CHECK_BITS(gltfa_wrap_time(th_next_up(2.0f), 0.0f, 2.0f, P, 0), th_next_down(th_next_down(2.0f)));
    CHECK_BITS(gltfa_wrap_time(th_next_up(2.0f), 0.0f, 2.0f, C, 0), 2.0f);
    /* a span over FLT_MAX / 2 (2d overflows float; found by fuzz_clip in 0.3): t in (d, 2d)
       maps to 2d - t = d - (t - d); both subtractions are exact (Sterbenz), whatever the
       host's float evaluation. The operands are float objects: a float constant in an
       expression may keep double precision (FLT_EVAL_METHOD 1, s390x), the argument the
       library gets may not. */
    {
        static const float big_t = 3.0e38f, big_e = 1.8e38f;
        CHECK_BITS(gltfa_wrap_time(big_t, 0.0f, big_e, P, 0), big_e - (big_t - big_e));
    }
    /* a tiny span: the result stays in it (the bounds as the floats the library gets) */
    {
        static const float tiny1 = 1e-30f, tiny2 = 2e-30f;
        float r = gltfa_wrap_time(1.0f, 0.0f, tiny1, R, 0);
        CHECK(r >= 0.0f && r <= tiny1);
        r = gltfa_wrap_time(1.0f, tiny1, tiny2, P, 0);
        CHECK(r >= tiny1 && r <= tiny2);
    }
    /* gltfa_clip_time is gltfa_wrap_time over the clip's span */
    CHECK_BITS(gltfa_clip_time(NULL, 1.0f, R, 0), 0.0f);
}

/* NaN and infinite times and spans: defined, finite, never a division by zero. */
void test_wrap_nonfinite_and_degenerate(void)
{
    static const unsigned char nan_b[4] = { 0, 0, 0xC0, 0x7F }, inf_b[4] = { 0, 0, 0x80, 0x7F };
    float nan_f = th_get_f32(nan_b), inf_f = th_get_f32(inf_b);
    int m;
    for (m = 0; m < 3; ++m) {
        gltfa_wrap w = (gltfa_wrap)m;
        CHECK_BITS(gltfa_wrap_time(5.0f, 1.0f, nan_f, w, 0), 1.0f);  /* end NaN: start */
        CHECK_BITS(gltfa_wrap_time(5.0f, 1.0f, inf_f, w, 0), 1.0f);
        CHECK_BITS(gltfa_wrap_time(5.0f, nan_f, 2.0f, w, 0), 0.0f);  /* start NaN: 0 */
        CHECK_BITS(gltfa_wrap_time(5.0f, -inf_f, 2.0f, w, 0), 0.0f);
        CHECK_BITS(gltfa_wrap_time(nan_f, 1.0f, 3.0f, w, 0), 1.0f);  /* NaN time: start */
        CHECK_BITS(gltfa_wrap_time(-nan_f, 1.0f, 3.0f, w, 0), 1.0f);
        CHECK_BITS(gltfa_wrap_time(-inf_f, 1.0f, 3.0f, w, 0), 1.0f);
        CHECK_BITS(gltfa_wrap_time(inf_f, 1.0f, 3.0f, w, 0), 3.0f);  /* looping forever: end */
        CHECK(gltfa_wrap_time(-0.0f, 0.0f, 2.0f, w, 0) == 0.0f); /* -0 or 0: the same time */
    }
    CHECK_BITS(gltfa_wrap_time(inf_f, 1.0f, 3.0f, P, 2), 1.0f); /* two passes end at start */
    CHECK_BITS(gltfa_wrap_time(inf_f, 1.0f, 3.0f, R, 2), 3.0f);
}

/* A clip's span is [earliest first key, latest last key] over its channels; a channel holds
   its first value before its own first key and its last after its last key.
   A: keys 5, 6 values 0, 10.  B: keys 6.5, 8 values 100, 400 (VEC3 x only).
   span [5, 8], duration 3. Playback time 9 (REPEAT) -> clip time 6: A = 10 (its last key),
   B = 100 (before its first). Playback 16.5 -> 7.5: A = 10, B = 100 + (1 / 1.5) 300 = 300.
   Playback 8 -> 8 (the end pose): B = 400. */
void test_span_of_clips(void)
{
    static const float ta[2] = { 5.0f, 6.0f }, tb[2] = { 6.5f, 8.0f }, t1[1] = { 2.5f };
    static const float va[2] = { 0, 10 }, vb[6] = { 100, 0, 0,  400, 0, 0 }, v1[3] = { 7, 8, 9 };
    static const float t0[2] = { 0.0f, 1.5f }, v0[2] = { 1, 2 };
    static const unsigned char nan_b[4] = { 0, 0, 0xC0, 0x7F };
    gltfa_channel ch[3];
    gltfa_clip_slot slots[3];
    gltfa_clip clip;
    float a[1], b[3], c[3];
    CHECK_INT(fx_floats(&fa, ta, 2, va, 2, 1, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_WEIGHTS), GLTFA_SUCCESS);
    CHECK_INT(fx_floats(&fb, tb, 2, vb, 6, 3, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_TRANSLATION),
              GLTFA_SUCCESS);
    ch[0].sampler = fa.s; ch[0].dest = a;
    ch[1].sampler = fb.s; ch[1].dest = b;
    CHECK_INT(gltfa_clip_init(&clip, ch, 2, slots), GLTFA_SUCCESS);
    CHECK_BITS(gltfa_clip_start(&clip), 5.0f);
    CHECK_BITS(gltfa_clip_end(&clip), 8.0f);
    CHECK_BITS(gltfa_clip_duration(&clip), 3.0f);
    CHECK_BITS(gltfa_clip_time(&clip, 9.0f, GLTFA_WRAP_REPEAT, 0), 6.0f);
    CHECK_INT(gltfa_clip_sample(&clip, gltfa_clip_time(&clip, 9.0f, GLTFA_WRAP_REPEAT, 0)), GLTFA_SUCCESS);
    CHECK_BITS(a[0], 10.0f); CHECK_BITS(b[0], 100.0f);
    CHECK_INT(gltfa_clip_sample(&clip, gltfa_clip_time(&clip, 16.5f, GLTFA_WRAP_REPEAT, 0)), GLTFA_SUCCESS);
    CHECK_BITS(a[0], 10.0f); CHECK_NEAR(b[0], 300.0, 6e-4); /* 2e-6 x 300 */
    CHECK_INT(gltfa_clip_sample(&clip, gltfa_clip_time(&clip, 8.0f, GLTFA_WRAP_REPEAT, 0)), GLTFA_SUCCESS);
    CHECK_BITS(b[0], 400.0f);
    CHECK_INT(gltfa_clip_sample(&clip, gltfa_clip_time(&clip, 0.0f, GLTFA_WRAP_CLAMP, 0)), GLTFA_SUCCESS);
    CHECK_BITS(a[0], 0.0f); CHECK_BITS(b[0], 100.0f); /* before the span: the start pose */
    /* the order of the channels does not matter */
    ch[0].sampler = fb.s; ch[0].dest = b;
    ch[1].sampler = fa.s; ch[1].dest = a;
    CHECK_INT(gltfa_clip_init(&clip, ch, 2, slots), GLTFA_SUCCESS);
    CHECK_BITS(gltfa_clip_start(&clip), 5.0f); CHECK_BITS(gltfa_clip_end(&clip), 8.0f);
    /* a span that starts at 0 */
    CHECK_INT(fx_floats(&fc, t0, 2, v0, 2, 1, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_WEIGHTS), GLTFA_SUCCESS);
    ch[2].sampler = fc.s; ch[2].dest = c;
    CHECK_INT(gltfa_clip_init(&clip, ch, 3, slots), GLTFA_SUCCESS);
    CHECK_BITS(gltfa_clip_start(&clip), 0.0f); CHECK_BITS(gltfa_clip_end(&clip), 8.0f);
    CHECK_BITS(gltfa_clip_duration(&clip), 8.0f);
    /* a single-key clip: span [2.5, 2.5], duration 0, every playback time shows the key */
    CHECK_INT(fx_floats(&fa, t1, 1, v1, 3, 3, GLTFA_INTERP_STEP, GLTFA_PROPERTY_SCALE), GLTFA_SUCCESS);
    ch[0].sampler = fa.s; ch[0].dest = c;
    CHECK_INT(gltfa_clip_init(&clip, ch, 1, slots), GLTFA_SUCCESS);
    CHECK_BITS(gltfa_clip_start(&clip), 2.5f); CHECK_BITS(gltfa_clip_end(&clip), 2.5f);
    CHECK_BITS(gltfa_clip_duration(&clip), 0.0f);
    CHECK_BITS(gltfa_clip_time(&clip, 100.0f, GLTFA_WRAP_REPEAT, 0), 2.5f);
    CHECK_BITS(gltfa_clip_time(&clip, -3.0f, GLTFA_WRAP_PINGPONG, 0), 2.5f);
    c[0] = 0.0f;
    CHECK_INT(gltfa_clip_sample(&clip, gltfa_clip_time(&clip, 7.0f, GLTFA_WRAP_REPEAT, 0)), GLTFA_SUCCESS);
    CHECK_BITS(c[0], 7.0f); CHECK_BITS(c[2], 9.0f);
    /* an empty clip: [0, 0] */
    CHECK_INT(gltfa_clip_init(&clip, NULL, 0, NULL), GLTFA_SUCCESS);
    CHECK_BITS(gltfa_clip_start(&clip), 0.0f); CHECK_BITS(gltfa_clip_end(&clip), 0.0f);
    CHECK_BITS(gltfa_clip_duration(&clip), 0.0f);
    CHECK_BITS(gltfa_clip_time(&clip, 3.0f, GLTFA_WRAP_REPEAT, 0), 0.0f);
    CHECK_BITS(gltfa_clip_start(NULL), 0.0f); CHECK_BITS(gltfa_clip_end(NULL), 0.0f);
    CHECK_BITS(gltfa_clip_duration(NULL), 0.0f);
    /* unchecked data: a NaN first key takes no part in the span */
    CHECK_INT(fx_floats(&fa, ta, 2, va, 2, 1, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_WEIGHTS), GLTFA_SUCCESS);
    memcpy(fa.in_buf, nan_b, 4);
    ch[0].sampler = fa.s; ch[0].dest = a;
    ch[1].sampler = fb.s; ch[1].dest = b;
    CHECK_INT(gltfa_clip_init(&clip, ch, 2, slots), GLTFA_SUCCESS);
    CHECK_BITS(gltfa_clip_start(&clip), 6.5f); CHECK_BITS(gltfa_clip_end(&clip), 8.0f);
    /* unchecked data: keys 3, 1 (decreasing) put the end before the start; the duration is
       0 and the wrap gives the start, like a zero-length span (found by fuzz_clip) */
    {
        static const float down[2] = { 3.0f, 1.0f };
        CHECK_INT(fx_floats(&fa, down, 2, va, 2, 1, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_WEIGHTS), GLTFA_SUCCESS);
        ch[0].sampler = fa.s; ch[0].dest = a;
        CHECK_INT(gltfa_clip_init(&clip, ch, 1, slots), GLTFA_SUCCESS);
        CHECK_BITS(gltfa_clip_start(&clip), 3.0f); CHECK_BITS(gltfa_clip_end(&clip), 1.0f);
        CHECK_BITS(gltfa_clip_duration(&clip), 0.0f);
        CHECK_BITS(gltfa_clip_time(&clip, 2.0f, GLTFA_WRAP_REPEAT, 0), 3.0f);
    }
}

/* gltfa_clip_init_span: the span also covers [start, end], the keys of channels the clip
   does not play. A: keys 5, 6; B: keys 6.5, 8 (test_span_of_clips). [4, 7] widens the start
   only: [4, 8]; [5.5, 9] the end only: [5, 9]; [1, 10] both; [6, 6] neither. An empty clip
   takes [start, end] itself ([2, 3]), not [0, 3]. Nothing to add (end < start, NaN,
   infinity): gltfa_clip_init's [5, 8] and, empty, [0, 0]. At a tie the given value stays
   (-0 against a key at +0), as when gltf_anim_bind.h's skipped channels come first. */
void test_clip_init_span(void)
{
    static const float ta[2] = { 5.0f, 6.0f }, tb[2] = { 6.5f, 8.0f }, tz[2] = { 0.0f, 1.0f };
    static const float va[2] = { 0, 10 }, vb[6] = { 100, 0, 0,  400, 0, 0 };
    static const unsigned char nan_b[4] = { 0, 0, 0xC0, 0x7F }, inf_b[4] = { 0, 0, 0x80, 0x7F };
    static const struct { float start, end, want_start, want_end; } rows[] = {
        { 4.0f, 7.0f, 4.0f, 8.0f }, { 5.5f, 9.0f, 5.0f, 9.0f }, { 1.0f, 10.0f, 1.0f, 10.0f },
        { 6.0f, 6.0f, 5.0f, 8.0f }, { 7.0f, 6.0f, 5.0f, 8.0f }
    };
    gltfa_channel ch[2];
    gltfa_clip_slot slots[2];
    gltfa_clip clip;
    float a[1], b[3], nan_f, inf_f;
    size_t i;
    nan_f = th_get_f32(nan_b); /* the bytes are little-endian, as in a file */
    inf_f = th_get_f32(inf_b);
    CHECK_INT(fx_floats(&fa, ta, 2, va, 2, 1, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_WEIGHTS), GLTFA_SUCCESS);
    CHECK_INT(fx_floats(&fb, tb, 2, vb, 6, 3, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_TRANSLATION),
              GLTFA_SUCCESS);
    ch[0].sampler = fa.s; ch[0].dest = a;
    ch[1].sampler = fb.s; ch[1].dest = b;
    for (i = 0; i < sizeof rows / sizeof rows[0]; ++i) {
        CHECK_INT(gltfa_clip_init_span(&clip, ch, 2, slots, rows[i].start, rows[i].end), GLTFA_SUCCESS);
        CHECK_BITS(gltfa_clip_start(&clip), rows[i].want_start);
        CHECK_BITS(gltfa_clip_end(&clip), rows[i].want_end);
    }
    CHECK_INT(gltfa_clip_init_span(&clip, ch, 2, slots, nan_f, 9.0f), GLTFA_SUCCESS);
    CHECK_BITS(gltfa_clip_start(&clip), 5.0f); CHECK_BITS(gltfa_clip_end(&clip), 8.0f);
    CHECK_INT(gltfa_clip_init_span(&clip, ch, 2, slots, 1.0f, inf_f), GLTFA_SUCCESS);
    CHECK_BITS(gltfa_clip_start(&clip), 5.0f); CHECK_BITS(gltfa_clip_end(&clip), 8.0f);
    /* plays as gltfa_clip_init's clip, over the wider span: 9 REPEAT over [1, 10] is 9 */
    CHECK_INT(gltfa_clip_init_span(&clip, ch, 2, slots, 1.0f, 10.0f), GLTFA_SUCCESS);
    CHECK_BITS(gltfa_clip_time(&clip, 9.0f, GLTFA_WRAP_REPEAT, 0), 9.0f);
    CHECK_INT(gltfa_clip_sample(&clip, 9.0f), GLTFA_SUCCESS);
    CHECK_BITS(a[0], 10.0f); CHECK_BITS(b[0], 400.0f);
    /* an empty clip */
    CHECK_INT(gltfa_clip_init_span(&clip, NULL, 0, NULL, 2.0f, 3.0f), GLTFA_SUCCESS);
    CHECK_BITS(gltfa_clip_start(&clip), 2.0f); CHECK_BITS(gltfa_clip_end(&clip), 3.0f);
    CHECK_INT(gltfa_clip_channel_count(&clip), 0);
    CHECK_INT(gltfa_clip_init_span(&clip, NULL, 0, NULL, 3.0f, 2.0f), GLTFA_SUCCESS);
    CHECK_BITS(gltfa_clip_start(&clip), 0.0f); CHECK_BITS(gltfa_clip_end(&clip), 0.0f);
    /* a tie keeps the given bits: -0 against a first key at +0 */
    CHECK_INT(fx_floats(&fa, tz, 2, va, 2, 1, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_WEIGHTS), GLTFA_SUCCESS);
    ch[0].sampler = fa.s;
    CHECK_INT(gltfa_clip_init_span(&clip, ch, 1, slots, -0.0f, 1.0f), GLTFA_SUCCESS);
    CHECK_BITS(gltfa_clip_start(&clip), -0.0f); CHECK_BITS(gltfa_clip_end(&clip), 1.0f);
    /* misuse and errors as gltfa_clip_init: a duplicate destination, zeroed */
    ch[1].dest = a;
    ch[1].sampler = fa.s;
    CHECK_INT(gltfa_clip_init_span(&clip, ch, 2, slots, 1.0f, 2.0f), GLTFA_ERROR_DUPLICATE_TARGET);
    CHECK_BITS(gltfa_clip_start(&clip), 0.0f); CHECK_INT(gltfa_clip_channel_count(&clip), 0);
}

/* The expected wrap of float time t over [s, e], computed with exact operations only: for
   the inputs of the test below every value is a multiple of 2^-29 below 2^13 (42 bits), so
   each difference, product and sum here is exact in double and the one rounding is the
   final conversion to float. The quotient u / d is only a first guess for k, corrected by
   exact comparisons. So the result does not depend on the host's float evaluation. */
static float exact_wrap(float t, float s, float e, int pingpong)
{
    double u = (double)t - (double)s, d = (double)e - (double)s, period = pingpong ? 2.0 * d : d;
    long k = (long)(u / period);
    double r;
    while ((double)k * period > u) --k;
    while ((double)(k + 1) * period <= u) ++k;
    r = u - (double)k * period;
    if (pingpong) return (float)((double)s + (r <= d ? r : period - r));
    if (r == 0.0 && u > 0.0) return e;
    return (float)((double)s + r);
}

/* An hour of looping at 60 fps over two spans: [0, 1.2345] and one that starts late,
   [1/24, 2] (CesiumMan's). Every frame's time maps to exactly the expected float, for REPEAT
   and PINGPONG: no drift. */
void test_wrap_hour_at_60fps(void)
{
    static const float spans[2][2] = { { 0.0f, 1.2345f }, { 0.041666668f, 2.0f } };
    long frame, bad = 0;
    int sp;
    for (sp = 0; sp < 2; ++sp) {
        float s = spans[sp][0], e = spans[sp][1];
        for (frame = 0; frame <= 216000; ++frame) {
            float t = (float)((double)frame / 60.0);
            float want = exact_wrap(t, s, e, 0), want_pp = exact_wrap(t, s, e, 1);
            float got = gltfa_wrap_time(t, s, e, GLTFA_WRAP_REPEAT, 0);
            float got_pp = gltfa_wrap_time(t, s, e, GLTFA_WRAP_PINGPONG, 0);
            if (memcmp(&got, &want, sizeof got) != 0 || memcmp(&got_pp, &want_pp, sizeof got) != 0) { /* NOLINT(bugprone-suspicious-memory-comparison,cert-exp42-c,cert-flp37-c) */
                if (bad++ < 3)
                    printf("    [%.9g, %.9g] frame %ld t %.9g: repeat %.9g want %.9g, pingpong %.9g want %.9g\n",
                           (double)s, (double)e, frame, (double)t, (double)got, (double)want,
                           (double)got_pp, (double)want_pp);
            }
            if (!(got >= s && got <= e && got_pp >= s && got_pp <= e)) ++bad;
        }
    }
    CHECK_INT(bad, 0);
}

/* Exact beyond double's reach: start 2^-40 and end 2^14 are 54 binary exponents apart, so
   d = end - start = 2^14 - 2^-40 and u = time - start need 55 and 61 bits (a double rounds
   them to 2^14 and 2^20, which would give u mod d = 0: the end pose). By hand, with
   time = 2^20: 64 d = 2^20 - 64 2^-40 <= u = 2^20 - 2^-40 < 65 d, so u mod d =
   u - 64 d = 63 2^-40 and REPEAT gives start + 63 2^-40 = 64 2^-40 = 2^-34. PINGPONG: the
   period 2d = 2^15 - 2^-39 goes 32 times into u, with the same remainder 63 2^-40 <= d: a
   forward pass, 2^-34 too. Every value here is a power of two, exact as a float. */
void test_wrap_wide_range(void)
{
    float start = 1.0f, end = 16384.0f, time = 1048576.0f, want = 1.0f;
    int i;
    for (i = 0; i < 40; ++i) start *= 0.5f; /* 2^-40, exactly */
    for (i = 0; i < 34; ++i) want *= 0.5f;  /* 2^-34 */
    CHECK_BITS(gltfa_wrap_time(time, start, end, GLTFA_WRAP_REPEAT, 0), want);
    CHECK_BITS(gltfa_wrap_time(time, start, end, GLTFA_WRAP_PINGPONG, 0), want);
    /* the same pass counted: 64 passes done, so with 64 plays the end pose, with 65 not */
    CHECK_BITS(gltfa_wrap_time(time, start, end, GLTFA_WRAP_REPEAT, 64), end);
    CHECK_BITS(gltfa_wrap_time(time, start, end, GLTFA_WRAP_REPEAT, 65), want);
}

/* gltfa_wrap_repeat: q is gltfa_wrap_time's, and time = start + k d + (q - start) exactly,
   k one less where q is the end of a pass. On lattices of 2^-8 (start and end below 2^6,
   time below 2^20 in magnitude, as floats): every value and k d are exact in double, so
   the identity is checked with ==. Then the cases without arithmetic and the saturation. */
void test_span_wrap_repeat(void)
{
    th_rng r;
    long k, i;
    float q;
    th_rng_seed(&r, 41u);
    for (i = 0; i < 200000; ++i) {
        double s = (double)th_rng_int(&r, -4096, 4096) / 256.0;
        double d = (double)th_rng_int(&r, 1, i % 3 == 0 ? 64 : 8192) / 256.0;
        double t = (double)(long)((th_rng_unit(&r) * 2 - 1) * (i % 5 == 0 ? 268435456.0 : 65536.0)) / 256.0;
        if (i % 7 == 0) t = s + d * (double)th_rng_int(&r, -50, 50); /* on a pass's edge */
        t = (double)(float)t; /* beyond 2^16 the lattice is the float's own */
        q = gltfa_wrap_repeat((float)t, (float)s, (float)(s + d), &k);
        CHECK_BITS(q, gltfa_wrap_time((float)t, (float)s, (float)(s + d), GLTFA_WRAP_REPEAT, 0));
        CHECK(t == s + (double)k * d + ((double)q - s));
        CHECK((double)q >= s && (double)q <= s + d);
        CHECK(q < (float)(s + d) || k == 0 || t == s + (double)(k + 1) * d);
        if (t >= s && t <= s + d) CHECK_INT(k, 0);
    }
    /* by hand: [1, 3] */
    q = gltfa_wrap_repeat(3.0f, 1.0f, 3.0f, &k); CHECK(q == 3.0f && k == 0);
    q = gltfa_wrap_repeat(5.0f, 1.0f, 3.0f, &k); CHECK(q == 3.0f && k == 1);  /* 1 + 2 + 2 */
    q = gltfa_wrap_repeat(5.5f, 1.0f, 3.0f, &k); CHECK(q == 1.5f && k == 2);  /* 1 + 4 + 0.5 */
    q = gltfa_wrap_repeat(0.5f, 1.0f, 3.0f, &k); CHECK(q == 2.5f && k == -1); /* 1 - 2 + 1.5 */
    q = gltfa_wrap_repeat(-1.0f, 1.0f, 3.0f, &k); CHECK(q == 1.0f && k == -1); /* 1 - 2 + 0 */
    q = gltfa_wrap_repeat(-1.5f, 1.0f, 3.0f, &k); CHECK(q == 2.5f && k == -2);
    q = gltfa_wrap_repeat(1.0f + 3600.0f * 2.0f, 1.0f, 3.0f, &k); CHECK(q == 3.0f && k == 3599);
    q = gltfa_wrap_repeat(th_next_up(3.0f), 1.0f, 3.0f, &k); CHECK(k == 1 && q > 1.0f && q < 1.001f);
    /* not a time, zero span: k = 0 */
    q = gltfa_wrap_repeat(th_get_f32((const unsigned char *)"\x00\x00\xc0\x7f"), 1.0f, 3.0f, &k);
    CHECK(q == 1.0f && k == 0);
    q = gltfa_wrap_repeat(th_get_f32((const unsigned char *)"\x00\x00\x80\x7f"), 1.0f, 3.0f, &k);
    CHECK(q == 3.0f && k == 0);
    q = gltfa_wrap_repeat(7.0f, 2.0f, 2.0f, &k); CHECK(q == 2.0f && k == 0);
    q = gltfa_wrap_repeat(7.0f, 2.0f, 1.0f, &k); CHECK(q == 2.0f && k == 0);
    CHECK(gltfa_wrap_repeat(5.5f, 1.0f, 3.0f, NULL) == 1.5f);
    /* saturation: 2^100 passes */
    q = gltfa_wrap_repeat(1e30f, 0.0f, 1.0f, &k); CHECK(k == LONG_MAX && q == 1.0f);
    q = gltfa_wrap_repeat(-1e30f, 0.0f, 1.0f, &k); CHECK(k == -LONG_MAX && q == 0.0f);
    q = gltfa_wrap_repeat(1e30f, 0.0f, 0.75f, &k); CHECK(k == LONG_MAX && q >= 0.0f && q <= 0.75f);
}

/* The float of bits u. */
static float wd_bits(unsigned long u)
{
    unsigned char b[4];
    b[0] = (unsigned char)(u & 0xFF); b[1] = (unsigned char)((u >> 8) & 0xFF);
    b[2] = (unsigned char)((u >> 16) & 0xFF); b[3] = (unsigned char)((u >> 24) & 0xFF);
    return th_get_f32(b);
}

/* A float over wide magnitudes: sign, any exponent (subnormals and zero included, no
   infinity or NaN), any mantissa. */
static float wd_any(th_rng *r)
{
    unsigned long u = th_rng_u32(r), ex = th_rng_u32(r) % 255u;
    return wd_bits((u & 0x807FFFFFul) | (ex << 23));
}

/* One triple, the modes of mask (bit m: mode m) and play counts 0, 1, 2, 3, 7 and `plays`
   (only `plays` when one_count): gltfa_wrap_time against the reference, bit for bit, and
   gltfa_wrap_repeat's value and loop count. Returns the number of differences (the first
   few printed). */
static long wd_check(float t, float s, float e, unsigned long plays, int mask, int one_count,
                     long *shown)
{
    static const unsigned long counts[6] = { 0, 1, 2, 3, 7, 0 };
    long bad = 0, k_got = 1, k_want = 2;
    int m, c;
    float q_got = gltfa_wrap_repeat(t, s, e, &k_got), q_want = wr_wrap_repeat(t, s, e, &k_want);
    if (memcmp(&q_got, &q_want, sizeof q_got) != 0 || k_got != k_want) { /* NOLINT(bugprone-suspicious-memory-comparison,cert-exp42-c,cert-flp37-c): bits */
        if ((*shown)++ < 5)
            printf("    wrap_repeat(%.9g, [%.9g, %.9g]) = %.9g, k %ld; reference %.9g, k %ld\n",
                   (double)t, (double)s, (double)e, (double)q_got, k_got, (double)q_want, k_want);
        ++bad;
    }
    for (m = 0; m < 3; ++m)
        for (c = one_count ? 5 : 0; c < 6 && (mask >> m & 1); ++c) {
            unsigned long n = c == 5 ? plays : counts[c];
            float got = gltfa_wrap_time(t, s, e, (gltfa_wrap)m, n);
            float want = wr_wrap_time(t, s, e, (gltfa_wrap)m, n);
            if (memcmp(&got, &want, sizeof got) != 0) { /* NOLINT(bugprone-suspicious-memory-comparison,cert-exp42-c,cert-flp37-c): bits */
                if ((*shown)++ < 5)
                    printf("    wrap(%.9g, [%.9g, %.9g], mode %d, plays %lu) = %.9g, reference %.9g\n",
                           (double)t, (double)s, (double)e, m, n, (double)got, (double)want);
                ++bad;
            }
            if (m == 0) break; /* CLAMP takes no play count */
        }
    return bad;
}

/* gltfa_wrap_time and gltfa_wrap_repeat against the references kept in
   tests/wrap_reference.c (0.9.0's, before the rewrite for size), bit for bit and the same
   loop counts, in every mode: the table's rows and every triple of 44 special floats (zeros,
   subnormals, the extremes, the infinities, NaN, neighbours of game times) in every mode
   with play counts 0, 1, 2, 3, 5 and 7, then seeded random triples over wide magnitudes,
   each in one mode with one play count (0, 1, 2, 3, 7 or any: up to 49, or one in four
   huge, near ULONG_MAX and LONG_MAX, in turn): any floats; an end a little or very far
   above the start; times on and next to a pass's edge; endpoints a few ulps apart at any
   magnitude with any time; hours of 60 Hz frames. 1,000,000 random triples on the host,
   50,000 under an emulator (TH_LIBRARY_ONLY). */
void test_wrap_differential(void)
{
    static const unsigned char bits[][4] = {
        { 0, 0, 0, 0 }, { 0, 0, 0, 0x80 }, { 1, 0, 0, 0 }, { 1, 0, 0, 0x80 }, { 0xff, 0xff, 0x7f, 0 },
        { 0, 0, 0x80, 0 }, { 0, 0, 0x80, 0x80 }, { 0xff, 0xff, 0x7f, 0x7f }, { 0xff, 0xff, 0x7f, 0xff },
        { 0, 0, 0x80, 0x7f }, { 0, 0, 0x80, 0xff }, { 0, 0, 0xc0, 0x7f }, { 0, 0, 0xc0, 0xff } };
    static const float plain[] = { 1.0f, -1.0f, 0.5f, 2.0f, 3.0f, 0.041666668f, 1.2345f, 10.0f,
                                   60.0f, 3600.0f, 1e-30f, -1e-30f, 1e30f, -1e30f, 0.1f, -0.1f,
                                   1e-45f, 16777216.0f, 16777218.0f, 8388607.5f, 1e10f, -3.5f,
                                   0.99999994f, 1.0000001f, 2.0000002f, 1.9999999f, 7.0f,
                                   1e-20f, 1e20f, 1.1754942e-38f, 3.0e38f };
    float special[64];
    size_t n = 0, i, j, k;
    long bad = 0, shown = 0, trials;
    th_rng r;
    for (i = 0; i < sizeof bits / sizeof bits[0]; ++i) special[n++] = th_get_f32(bits[i]);
    for (i = 0; i < sizeof plain / sizeof plain[0]; ++i) special[n++] = plain[i];
    for (i = 0; i < sizeof wrap_cases / sizeof wrap_cases[0]; ++i)
        bad += wd_check(wrap_cases[i].time, wrap_cases[i].start, wrap_cases[i].end, wrap_cases[i].plays, 7, 0, &shown);
    for (i = 0; i < n; ++i)
        for (j = 0; j < n; ++j)
            for (k = 0; k < n; ++k) bad += wd_check(special[i], special[j], special[k], 5, 7, 0, &shown);
    th_rng_seed(&r, 4242u);
#ifdef TH_LIBRARY_ONLY
    trials = 50000;
#else
    trials = 1000000;
#endif
    for (i = 0; i < (size_t)trials; ++i) {
        static const unsigned long big[5] = { ULONG_MAX, ULONG_MAX - 1u, (unsigned long)LONG_MAX,
                                              (unsigned long)LONG_MAX + 1u, 0xFFFFFFFFul };
        float s = wd_any(&r), e, t;
        unsigned long plays = th_rng_u32(&r) % 50u, u = th_rng_u32(&r);
        if (u % 4u == 0) /* a huge play count: the passes' saturation */
            plays = u % 24u < 20u ? big[u % 24u / 4u] : th_rng_u32(&r);
        switch (i % 6) {
        case 0: /* any three floats */
            e = wd_any(&r);
            t = wd_any(&r);
            break;
        case 1: /* an end a little above the start, a time some passes away */
            e = s + (float)(th_rng_unit(&r) * (double)(s < 0 ? -s : s) * 1e-3) + th_next_up(0.0f);
            t = (float)((double)s + ((double)e - (double)s) * th_rng_range(&r, -1e4, 1e4));
            break;
        case 2: /* an end far above, any time */
            e = (s < 0 ? -s : s) * (float)th_rng_range(&r, 1.0, 1e6) + 1.0f;
            t = wd_any(&r);
            break;
        case 3: /* on a pass's edge or a float next to it */
            s = (float)th_rng_range(&r, -100.0, 100.0);
            e = s + (float)th_rng_range(&r, 1e-3, 50.0);
            t = (float)((double)s + ((double)e - (double)s) * (double)th_rng_int(&r, -2000, 2000));
            t = th_rng_int(&r, 0, 2) == 0 ? th_next_up(t) : th_rng_int(&r, 0, 1) ? th_next_down(t) : t;
            break;
        case 4: /* endpoints a few ulps apart at any magnitude, any time: the longest
                   integers on the finer lattice (up to 279 bits) */
            u = th_rng_u32(&r) % 0x7F7FF000ul; /* finite, with room for the ulps */
            s = wd_bits(u);
            e = wd_bits(u + 1u + th_rng_u32(&r) % 4096u);
            if (th_rng_u32(&r) & 1u) { /* or both negative */
                t = s;
                s = -e;
                e = -t;
            }
            t = wd_any(&r);
            break;
        default: /* hours of 60 Hz frames over a game clip */
            s = (float)th_rng_int(&r, 0, 48) / 24.0f;
            e = s + (float)th_rng_range(&r, 0.25, 10.0);
            t = (float)((double)th_rng_int(&r, 0, 2160000) / 60.0);
            break;
        }
        /* one mode and play count each (every one over the triples): 0, 1, 2, 3, 7 or any */
        plays = (i / 3) % 6 < 5 ? (unsigned long)((i / 3) % 6 == 4 ? 7 : (i / 3) % 6) : plays;
        bad += wd_check(t, s, e, plays, 1 << (i % 3), 1, &shown);
    }
    printf("  wrap: %lu special triples, %ld random, every mode and wrap_repeat: %ld results differ from the reference\n",
           (unsigned long)(n * n * n), trials, bad);
    CHECK_INT(bad, 0);
}
