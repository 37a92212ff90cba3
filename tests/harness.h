/* harness.h - the test harness: a plain table of test functions and CHECK macros (C89). */
#ifndef HARNESS_H
#define HARNESS_H

#include <stddef.h>

/* Records one check; prints file:line and the expression when it fails. */
void th_check(int ok, const char *expr, const char *file, int line);
/* Marks the running test as skipped, with a reason printed on one line; the runner counts
   it as one skipped test and repeats the reason at the end ("skipped 1: why"). */
void th_skip(const char *why);
/* The same for a test that reports sub-results (th_result): n of them did not run. */
void th_skip_count(int n, const char *why);
/* Part of the running test did not run: n sub-results it would have reported are counted
   as skipped, and the test goes on (what did run counts as usual). */
void th_skip_part(int n, const char *why);
/* The runner's closing lines: "skipped N: why", one per reason, in order. */
void th_print_skips(void);
/* Records a sub-result (one asset of the real-data test, say) as its own passed/failed test. */
void th_result(const char *name, int ok);
/* Checks |got - want| <= tol; prints both on failure. */
void th_check_near(double got, double want, double tol, const char *expr, const char *file,
                   int line);
/* Checks that two floats have the same bits. */
void th_check_bits(float got, float want, const char *expr, const char *file, int line);
/* Checks two integers for equality. */
void th_check_int(long got, long want, const char *expr, const char *file, int line);

#define CHECK(c) th_check((c) ? 1 : 0, #c, __FILE__, __LINE__)
#define CHECK_NEAR(g, w, tol) th_check_near((double)(g), (double)(w), (double)(tol), #g " ~ " #w, __FILE__, __LINE__)
#define CHECK_BITS(g, w) th_check_bits((g), (w), #g " == " #w, __FILE__, __LINE__)
#define CHECK_INT(g, w) th_check_int((long)(g), (long)(w), #g " == " #w, __FILE__, __LINE__)

/* Deterministic random numbers (xorshift32 state in an unsigned long, masked to 32 bits). */
typedef struct th_rng { unsigned long s; } th_rng;
void th_rng_seed(th_rng *r, unsigned long seed);
unsigned long th_rng_u32(th_rng *r);
double th_rng_unit(th_rng *r);                   /* [0, 1) */
double th_rng_range(th_rng *r, double lo, double hi);
int th_rng_int(th_rng *r, int lo, int hi);       /* [lo, hi] */

/* Little-endian writers into a byte buffer, for building accessor data. */
void th_put_f32(unsigned char *p, float f);
void th_put_u16(unsigned char *p, unsigned v);
float th_get_f32(const unsigned char *p);
/* Writes component c of glTF type ct (c is the integer code, or the float value). */
void th_put_component(unsigned char *p, int ct, double v);
size_t th_component_size(int ct);
/* The specification's dequantization in double precision (and plain conversion when
   normalized is 0). */
double th_dequant(int ct, int normalized, long c);

/* float helpers that avoid C99 libm */
float th_next_up(float f);
float th_next_down(float f);
int th_isfinite(double d);

#endif
