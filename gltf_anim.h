/* gltf_anim.h - v0.1.0 - glTF 2.0 animation sampler - public domain or MIT, see end of file

   Samples glTF 2.0 animation samplers straight from the accessor bytes of a glTF buffer:
   STEP, LINEAR (slerp for rotations) and CUBICSPLINE, every component type the
   specification allows, with the exact semantics of the glTF 2.0 specification
   ("Animations" and Appendix C). No allocation, no global state, C89 and C++98.

   DO THIS in *one* C or C++ file, before you include it:

       #define GLTF_ANIM_IMPLEMENTATION
       #include "gltf_anim.h"

   Everywhere else include it without the define to get the declarations.

   QUICK START (examples/quickstart.c, also in README.md; it compiles)

       #define GLTF_ANIM_IMPLEMENTATION
       #include "gltf_anim.h"
       #include <stdio.h>

       int main(void)
       {
           static const float times[3] = { 0.0f, 1.0f, 2.0f };
           static const float xyz[9] = { 0, 0, 0,  2, 4, 6,  0, 0, 0 };
           gltfa_accessor in, out;
           gltfa_sampler s;
           float v[3];
           gltfa_accessor_init(&in, times, 3, GLTFA_FLOAT, 1);   (SCALAR key times)
           gltfa_accessor_init(&out, xyz, 3, GLTFA_FLOAT, 3);    (VEC3 values)
           if (gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_LINEAR,
                                  GLTFA_TARGET_TRANSLATION) != GLTFA_SUCCESS) return 1;
           gltfa_sampler_sample(&s, 0.25f, v, 3);                (0.5 1 1.5)
           printf("%g %g %g\n", (double)v[0], (double)v[1], (double)v[2]);
           return 0;
       }

   With a parser such as cgltf, fill a gltfa_accessor from each accessor: data is
   buffer data + bufferView.byteOffset + accessor.byteOffset, count, componentType,
   normalized, the number of components of accessor.type, bufferView.byteStride (0 when
   absent), and optionally byte_length (bufferView.byteLength - accessor.byteOffset) so
   that a lying accessor.count is caught. Build one gltfa_sampler per animation sampler
   once, call gltfa_sampler_check() once if the file is untrusted, then sample it every
   frame, with a gltfa_cursor per channel for playback.

   COMPILE-TIME OPTIONS
   (G) = define it globally, before every include; (I) = only needed where
   GLTF_ANIM_IMPLEMENTATION is defined.

     GLTF_ANIM_IMPLEMENTATION  (I) emit the implementation in this translation unit.
     GLTF_ANIM_STATIC          (G) make every function static (private to the one file that
                                   includes the implementation; no link-time symbols).
     GLTFA_API                 (G) decoration for every public function (default: extern, or
                                   static under GLTF_ANIM_STATIC).
     GLTFA_ASSERT(x)           (I) assertion used for API misuse (NULL pointers, output too
                                   small, sampler not initialized). Default: assert() from
                                   <assert.h>. Misuse also returns GLTFA_ERROR_INVALID_ARGUMENT
                                   or GLTFA_ERROR_OUTPUT_TOO_SMALL when asserts are off
                                   (NDEBUG), so release builds never touch bad memory.
     GLTFA_SQRTF(x), GLTFA_SINF(x), GLTFA_ACOSF(x)
                               (I) the float math used (only these three). Default: sqrtf,
                                   sinf, acosf from <math.h> in C99/C++11 and later; in C89
                                   and C++98, which have no float math functions, the double
                                   ones with casts.
     GLTFA_NO_STDLIB           (I) include no libc header (<assert.h>, <math.h>); GLTFA_ASSERT
                                   then defaults to nothing, and the three math macros must be
                                   defined by you (an #error says so otherwise).
     GLTFA_NO_MATH             (I) include no <math.h>; define the three math macros yourself.
     GLTFA_NO_DOUBLE           (I) evaluate t and the component-wise kernels in float instead
                                   of double (automatic where the FPU has no double: Cortex-M4F,
                                   M33, M0...). See ACCURACY.
     GLTFA_NO_RESULT_NAMES     (I) gltfa_result_name() returns "" for every code (saves the
                                   string table in flash).

   Only <stddef.h> (size_t) is included by the declarations; the implementation adds
   <limits.h> and <float.h> (both freestanding), plus <assert.h> and <math.h> by default.

   SEMANTICS (glTF 2.0, see also README.md "Semantics")
   - Key times t_0 < ... < t_{n-1}; a time tc lies in the right-open segment
     t_k <= tc < t_{k+1}. When tc equals a key time the stored value of that key is returned
     as it is, in every mode. Before t_0 the first value, at or after t_{n-1} the last value
     is returned (no extrapolation; for CUBICSPLINE the value element, never a tangent).
   - STEP returns v_k. LINEAR returns (1-t) v_k + t v_{k+1}, t = (tc - t_k) / (t_{k+1} - t_k);
     for rotations it is a slerp on the shortest arc (one operand negated when the dot
     product is negative) that falls back to a normalized lerp for nearly equal keys.
   - CUBICSPLINE elements are [in-tangent, value, out-tangent] triplets per key (for weights:
     N in-tangents, N values, N out-tangents); the Hermite spline scales the tangents by the
     segment length td = t_{k+1} - t_k.
   - Normalized integers decode exactly by the specification: BYTE max(c/127, -1),
     UNSIGNED_BYTE c/255, SHORT max(c/32767, -1), UNSIGNED_SHORT c/65535.
   - Rotations (and GLTFA_TARGET_QUATERNION) always come out as unit quaternions, in every
     mode, at keys and when clamped too: the formulas run on the keys as stored and the result
     is normalized. A result of zero length (a zero key, or a cubic that passes through the
     origin between q and -q) is replaced by the nearer key normalized, and if that is zero
     too by the identity (0, 0, 0, 1).
   - Sample times: NaN and -infinity give the first value, +infinity the last.

   ACCURACY
   Against a double-precision evaluation of the specification's formulas, every component is
   within 2e-6 x max(1, |v|) (rotations: of the normalized reference, up to sign, and unit
   within 1e-6), and non-rotations are bit-exact at key times. t and the LINEAR/CUBICSPLINE
   kernels of non-quaternions run in double, so cancelling terms (keys -30000 and 30000 sampled
   near zero) cost nothing; quaternions run in float. With GLTFA_NO_DOUBLE (or on an FPU
   without double) everything is float, and the bound is 2e-6 of the largest term (|v_k|,
   |v_k+1|, |td x tangent|) instead of |v|.

   POLICY FOR DATA THAT BREAKS A "MUST"
   - byteStride on animation accessors (the specification forbids it; files in the wild have
     it): accepted and honoured, as long as it is at least the element size.
   - CUBICSPLINE with one key (the specification requires two): rejected with
     GLTFA_ERROR_CUBIC_ONE_KEY. A lenient caller can sample the value element as a STEP
     sampler: advance the output view past the in-tangent (1 element, N for weights) and set
     count to 1 (N for weights).
   - normalized set on FLOAT: rejected (GLTFA_ERROR_NORMALIZED).
   - An output accessor with more or fewer elements than the keys need: rejected
     (GLTFA_ERROR_COUNT_MISMATCH); we never guess which part of it was meant.

   ERRORS
   Every fallible function returns gltfa_result: GLTFA_SUCCESS (0) or a negative code whose
   value never changes between versions. gltfa_result_name() names every code. On error no
   output is written, and a sampler whose initialization failed is zeroed (sampling it is API
   misuse).

   UNTRUSTED INPUT
   gltfa_sampler_init() checks everything that costs O(1): component types, counts, element
   sizes, strides, size arithmetic overflow, and byte_length when you give it. After a
   successful init, sampling never reads outside the two accessor views and never writes
   more than gltfa_sampler_width() floats, whatever the bytes hold, even without
   gltfa_sampler_check(). gltfa_sampler_check() is the O(n) pass for untrusted files: key
   times finite, >= 0 and strictly increasing, FLOAT output values finite. After it
   succeeds, sampling never returns NaN or infinity for any sample time. Without it, results
   on bad data are unspecified (but memory-safe), and the cursor may settle on a different
   segment than a fresh search.

   MEMORY, THREADS, COST
   No allocation; the library keeps no state of its own. A gltfa_sampler is a small struct
   that borrows the accessor bytes: they must stay valid and unchanged while it is used.
   Samplers are read-only during sampling, so any number of threads may sample one sampler
   at once, each with its own cursor. Sampling costs O(log n) key reads without a cursor,
   O(1) amortized with a cursor for playback, and O(log d) for a jump of d keys. Stack use
   is a few dozen bytes per call.

   LIMITS
   - The host's float must be IEEE 754 binary32 (checked at compile time).
   - Output width: 3 (translation, scale), 4 (rotation, quaternion), N for weights, and
     1..16 for GLTFA_TARGET_VECTOR (matrices of 1- and 2-byte components, which glTF pads per
     column, are not supported).

   See end of file for license information.

   RECENT REVISION HISTORY
     0.1.0 (2026-11-29) first release: accessor views, samplers for translation, rotation,
                        scale, weights, vectors and quaternions; STEP, LINEAR, CUBICSPLINE;
                        normalized integers; cursors; time and value checks.
*/

#ifndef GLTF_ANIM_H
#define GLTF_ANIM_H

#include <stddef.h>

#define GLTFA_VERSION_MAJOR 0
#define GLTFA_VERSION_MINOR 1
#define GLTFA_VERSION_PATCH 0
#define GLTFA_VERSION 10 /* major*1000 + minor*10 + patch, for #if */
#define GLTFA__STRINGIFY2(x) #x
#define GLTFA__STRINGIFY(x) GLTFA__STRINGIFY2(x)
#define GLTFA_VERSION_STRING GLTFA__STRINGIFY(GLTFA_VERSION_MAJOR) "." \
    GLTFA__STRINGIFY(GLTFA_VERSION_MINOR) "." GLTFA__STRINGIFY(GLTFA_VERSION_PATCH)

#ifndef GLTFA_API
#ifdef GLTF_ANIM_STATIC
#if defined(__GNUC__) || defined(__clang__)
#define GLTFA_API __attribute__((unused)) static
#else
#define GLTFA_API static
#endif
#else
#define GLTFA_API extern
#endif
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* ---------------------------------------------------------------------------------------
   RESULT CODES
   One list, expanded into the enum and into the names table so they cannot drift apart.
   Values are stable: a code is never renumbered or reused.
   --------------------------------------------------------------------------------------- */
#define GLTFA__RESULTS(X) \
    X(GLTFA_SUCCESS,                       0, "success") \
    X(GLTFA_ERROR_INVALID_ARGUMENT,       -1, "invalid argument: a NULL pointer, or a sampler that was not initialized") \
    X(GLTFA_ERROR_OUTPUT_TOO_SMALL,       -2, "output array smaller than the sampler width") \
    X(GLTFA_ERROR_NULL_DATA,              -3, "accessor data pointer is NULL") \
    X(GLTFA_ERROR_NO_KEYS,                -4, "input accessor has no keys") \
    X(GLTFA_ERROR_INPUT_TYPE,             -5, "input accessor is not SCALAR FLOAT (non-normalized)") \
    X(GLTFA_ERROR_UNKNOWN_COMPONENT_TYPE, -6, "unknown componentType code") \
    X(GLTFA_ERROR_COMPONENT_TYPE,         -7, "componentType not allowed for this target") \
    X(GLTFA_ERROR_NORMALIZED,             -8, "normalized set on a componentType that cannot be normalized, or required and missing") \
    X(GLTFA_ERROR_COMPONENT_COUNT,        -9, "accessor type (components per element) does not fit the target") \
    X(GLTFA_ERROR_COUNT_MISMATCH,        -10, "output count does not match the key count (x3 for CUBICSPLINE, xN for weights)") \
    X(GLTFA_ERROR_CUBIC_ONE_KEY,         -11, "CUBICSPLINE sampler with a single key (two are required)") \
    X(GLTFA_ERROR_STRIDE,                -12, "byteStride smaller than the element size") \
    X(GLTFA_ERROR_SIZE_OVERFLOW,         -13, "accessor size overflows size_t") \
    X(GLTFA_ERROR_DATA_TOO_SHORT,        -14, "accessor extends past its byte_length") \
    X(GLTFA_ERROR_UNKNOWN_INTERPOLATION, -15, "unknown interpolation") \
    X(GLTFA_ERROR_UNKNOWN_TARGET,        -16, "unknown target kind or path") \
    X(GLTFA_ERROR_TIME_NOT_FINITE,       -17, "a key time is NaN or infinite") \
    X(GLTFA_ERROR_TIME_NEGATIVE,         -18, "a key time is negative") \
    X(GLTFA_ERROR_TIME_NOT_INCREASING,   -19, "key times are not strictly increasing") \
    X(GLTFA_ERROR_VALUE_NOT_FINITE,      -20, "an output value is NaN or infinite")

#define GLTFA__RESULT_ENUM(name, value, text) name = value,
/* Result of every fallible call: GLTFA_SUCCESS (0) or a negative error code. */
typedef enum gltfa_result {
    GLTFA__RESULTS(GLTFA__RESULT_ENUM)
    GLTFA_RESULT_FORCE_32BIT = 0x7FFFFFFF
} gltfa_result;
#undef GLTFA__RESULT_ENUM

/* glTF accessor.componentType codes. */
typedef enum gltfa_component_type {
    GLTFA_BYTE = 5120,
    GLTFA_UNSIGNED_BYTE = 5121,
    GLTFA_SHORT = 5122,
    GLTFA_UNSIGNED_SHORT = 5123,
    GLTFA_UNSIGNED_INT = 5125,
    GLTFA_FLOAT = 5126,
    GLTFA_COMPONENT_TYPE_FORCE_32BIT = 0x7FFFFFFF
} gltfa_component_type;

/* animation.sampler.interpolation. 0 is LINEAR, the glTF default. */
typedef enum gltfa_interp {
    GLTFA_INTERP_LINEAR = 0,
    GLTFA_INTERP_STEP = 1,
    GLTFA_INTERP_CUBICSPLINE = 2,
    GLTFA_INTERP_FORCE_32BIT = 0x7FFFFFFF
} gltfa_interp;

/* What the output drives. Decides the allowed output types, the width, and whether the
   result is interpolated as a unit quaternion. 0 is invalid, so a zeroed value is caught. */
typedef enum gltfa_target {
    GLTFA_TARGET_NONE = 0,        /* invalid */
    GLTFA_TARGET_TRANSLATION = 1, /* VEC3 FLOAT */
    GLTFA_TARGET_ROTATION = 2,    /* VEC4 FLOAT or normalized BYTE/UBYTE/SHORT/USHORT; slerp, unit */
    GLTFA_TARGET_SCALE = 3,       /* VEC3 FLOAT */
    GLTFA_TARGET_WEIGHTS = 4,     /* SCALAR, N per key; FLOAT or normalized integers */
    GLTFA_TARGET_VECTOR = 5,      /* 1..16 components of any type (non-normalized integers
                                     convert to the equal float); component-wise */
    GLTFA_TARGET_QUATERNION = 6,  /* like ROTATION, for quaternions that are not node rotations */
    GLTFA_TARGET_FORCE_32BIT = 0x7FFFFFFF
} gltfa_target;

/* A glTF accessor as it lies in memory, filled from the JSON fields with no conversion.
   Zero every field first (memset, or gltfa_accessor_init) so optional fields default. */
typedef struct gltfa_accessor {
    const void *data;       /* first element: buffer + bufferView.byteOffset + accessor.byteOffset */
    size_t count;           /* accessor.count (elements) */
    int component_type;     /* accessor.componentType, a glTF code 5120..5126 */
    int normalized;         /* accessor.normalized: 0 or 1 */
    int components;         /* components per element: SCALAR 1, VEC2 2, VEC3 3, VEC4 4, MAT4 16 */
    size_t byte_stride;     /* bufferView.byteStride; 0 = tightly packed */
    size_t byte_length;     /* optional: bytes readable from data (bufferView.byteLength -
                               accessor.byteOffset); 0 = not checked */
} gltfa_accessor;

/* A sampler, built by gltfa_sampler_init. Declared here so it can live on the stack or in
   static storage; treat every field as private. It borrows the accessor bytes. */
typedef struct gltfa_sampler {
    const unsigned char *time_data;  /* private */
    const unsigned char *value_data; /* private */
    size_t key_count;                /* private: n, 0 when not initialized */
    size_t width;                    /* private: floats per sample */
    size_t time_stride;              /* private: bytes between key times */
    size_t key_bytes;                /* private: bytes between the first elements of two keys */
    size_t slot_bytes;               /* private: in-tangent -> value -> out-tangent (cubic) */
    size_t comp_bytes;               /* private: bytes between two output floats of an element */
    int decode;                      /* private: how one component decodes */
    int interp;                      /* private: gltfa_interp */
    int quat;                        /* private: 1 = unit quaternion output */
    int target;                      /* private: gltfa_target */
} gltfa_sampler;

/* A keyframe cursor: the segment a channel was last sampled in. One per channel per
   playhead; zero (or any value) is a valid start. */
typedef size_t gltfa_cursor;

/* ---------------------------------------------------------------------------------------
   ACCESSORS AND SAMPLERS
   --------------------------------------------------------------------------------------- */

/* Zeroes view and sets the four fields every accessor has.
 *
 * view must not be NULL. byte_stride, normalized and byte_length start at 0.
 */
GLTFA_API void gltfa_accessor_init(gltfa_accessor *view, const void *data, size_t count,
                                   int component_type, int components);

/* Builds a sampler from an input (key times) and an output (values) accessor.
 *
 * sampler [out] is filled on success and zeroed on failure.
 * input must be SCALAR FLOAT, at least one key (two for CUBICSPLINE).
 * output must fit target (see gltfa_target) and hold count x width elements, x3 for
 *   CUBICSPLINE; for WEIGHTS (and a SCALAR VECTOR) N is output count / (keys x 1 or 3) and
 *   must divide exactly: compare gltfa_sampler_width() with the mesh's target count.
 * Checks in O(1) only; call gltfa_sampler_check() too for untrusted data.
 * Returns GLTFA_SUCCESS or the first problem found.
 */
GLTFA_API gltfa_result gltfa_sampler_init(gltfa_sampler *sampler, const gltfa_accessor *input,
                                          const gltfa_accessor *output, gltfa_interp interp,
                                          gltfa_target target);

/* Checks the data in O(n): key times finite, >= 0 and strictly increasing; FLOAT output
 * values finite.
 *
 * bad_index [out, optional] receives the index of the first bad key time, or for
 *   GLTFA_ERROR_VALUE_NOT_FINITE the index of the bad float in the output accessor
 *   (element x components + component); untouched on success.
 * Returns GLTFA_SUCCESS, GLTFA_ERROR_TIME_NOT_FINITE, GLTFA_ERROR_TIME_NEGATIVE,
 *   GLTFA_ERROR_TIME_NOT_INCREASING or GLTFA_ERROR_VALUE_NOT_FINITE.
 */
GLTFA_API gltfa_result gltfa_sampler_check(const gltfa_sampler *sampler, size_t *bad_index);

/* Number of floats one sample writes: 3, 4, or N; 0 for a sampler that is not initialized. */
GLTFA_API size_t gltfa_sampler_width(const gltfa_sampler *sampler);

/* First and last key time (the last is the sampler's contribution to a clip's duration).
 *
 * first and last [out, optional] may be NULL. Both are 0 for a sampler that is not
 * initialized, which also returns GLTFA_ERROR_INVALID_ARGUMENT.
 */
GLTFA_API gltfa_result gltfa_sampler_time_range(const gltfa_sampler *sampler, float *first,
                                                float *last);

/* Samples at time tc into out.
 *
 * out must hold out_count >= gltfa_sampler_width() floats; exactly width are written.
 * O(log n) key reads (binary search).
 * Returns GLTFA_SUCCESS, or a misuse error (NULL pointer, uninitialized sampler, out_count
 * too small) with nothing written.
 */
GLTFA_API gltfa_result gltfa_sampler_sample(const gltfa_sampler *sampler, float tc, float *out,
                                            size_t out_count);

/* Samples at time tc using and updating a keyframe cursor.
 *
 * cursor [in, out] belongs to one channel and one playhead; NULL means no cursor. The
 *   result is bit-identical to gltfa_sampler_sample() (for data that passes
 *   gltfa_sampler_check()). Forward playback costs O(1) amortized, a jump over d keys
 *   O(log d) key reads.
 * Otherwise as gltfa_sampler_sample().
 */
GLTFA_API gltfa_result gltfa_sampler_sample_cursor(const gltfa_sampler *sampler, float tc,
                                                   gltfa_cursor *cursor, float *out,
                                                   size_t out_count);

/* ---------------------------------------------------------------------------------------
   NAMES
   --------------------------------------------------------------------------------------- */

/* Maps a glTF interpolation string: NULL (the property is absent) gives LINEAR, as the
 * specification says; "LINEAR", "STEP" and "CUBICSPLINE" their value; anything else
 * GLTFA_ERROR_UNKNOWN_INTERPOLATION. interp [out] must not be NULL.
 */
GLTFA_API gltfa_result gltfa_interp_parse(const char *name, gltfa_interp *interp);

/* Maps a channel target.path: "translation", "rotation", "scale", "weights"; anything else
 * (including "pointer", and NULL) gives GLTFA_ERROR_UNKNOWN_TARGET. target [out] must not
 * be NULL.
 */
GLTFA_API gltfa_result gltfa_target_parse(const char *path, gltfa_target *target);

/* A static, never NULL, description of a result code ("unknown result" when out of range). */
GLTFA_API const char *gltfa_result_name(gltfa_result result);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* GLTF_ANIM_H */

/* =======================================================================================
   IMPLEMENTATION. Stop here if you only want the API.
   ======================================================================================= */

#if defined(GLTF_ANIM_IMPLEMENTATION) && !defined(GLTF_ANIM_IMPLEMENTATION_INCLUDED)
#define GLTF_ANIM_IMPLEMENTATION_INCLUDED

#include <limits.h>
#include <float.h>

#ifndef GLTFA_ASSERT
#ifdef GLTFA_NO_STDLIB
#define GLTFA_ASSERT(x) ((void)0)
#else
#include <assert.h>
#define GLTFA_ASSERT(x) assert(x)
#endif
#endif

#if defined(GLTFA_NO_STDLIB) || defined(GLTFA_NO_MATH)
#if !defined(GLTFA_SQRTF) || !defined(GLTFA_SINF) || !defined(GLTFA_ACOSF)
#error "gltf_anim.h: with GLTFA_NO_STDLIB or GLTFA_NO_MATH, define GLTFA_SQRTF, GLTFA_SINF and GLTFA_ACOSF."
#endif
#else
#if !defined(GLTFA_SQRTF) || !defined(GLTFA_SINF) || !defined(GLTFA_ACOSF)
#include <math.h>
#if (defined(__STDC_VERSION__) && __STDC_VERSION__ >= 199901L) || \
    (defined(__cplusplus) && __cplusplus >= 201103L)
#define GLTFA__C99_MATH 1
#endif
#endif
#ifndef GLTFA_SQRTF
#ifdef GLTFA__C99_MATH
#define GLTFA_SQRTF(x) sqrtf(x)
#else
#define GLTFA_SQRTF(x) ((float)sqrt((double)(x)))
#endif
#endif
#ifndef GLTFA_SINF
#ifdef GLTFA__C99_MATH
#define GLTFA_SINF(x) sinf(x)
#else
#define GLTFA_SINF(x) ((float)sin((double)(x)))
#endif
#endif
#ifndef GLTFA_ACOSF
#ifdef GLTFA__C99_MATH
#define GLTFA_ACOSF(x) acosf(x)
#else
#define GLTFA_ACOSF(x) ((float)acos((double)(x)))
#endif
#endif
#endif

/* Internal precision of t and of the component-wise kernels (LINEAR and CUBICSPLINE for
   everything but quaternions). In double, t = (tc - t_k) / td is exact to 1e-16 and the
   kernels have no cancellation trouble, so results are the correctly rounded spec value
   (to a fraction of an ulp) whatever the magnitudes. Targets whose FPU has no double
   (Cortex-M4F, M33, M0: __ARM_FP without bit 3, or soft float) get float kernels, as does
   anyone who defines GLTFA_NO_DOUBLE: then the error is a few float ulps of the largest
   term (|v_k|, |v_k+1|, |td x tangent|) rather than of the result. Quaternions are unit
   scale and always use float. */
#if !defined(GLTFA_NO_DOUBLE) && (defined(__SOFTFP__) || (defined(__ARM_FP) && !(__ARM_FP & 8)))
#define GLTFA_NO_DOUBLE
#endif
#ifdef GLTFA_NO_DOUBLE
typedef float gltfa__real;
#define GLTFA__REAL_MAX FLT_MAX
#else
typedef double gltfa__real;
#define GLTFA__REAL_MAX ((double)FLT_MAX)
#endif

/* Private 32-bit unsigned type; float must be IEEE 754 binary32. */
#if UINT_MAX >= 0xFFFFFFFFUL
typedef unsigned int gltfa__u32;
#else
typedef unsigned long gltfa__u32;
#endif
typedef char gltfa__char_must_have_8_bits[CHAR_BIT == 8 ? 1 : -1];
typedef char gltfa__float_must_be_ieee_binary32[(sizeof(float) == 4 && FLT_MANT_DIG == 24 &&
                                                 FLT_MAX_EXP == 128) ? 1 : -1];

/* Misuse: assert in debug builds, and return the error in every build. */
#define GLTFA__REQUIRE(cond, err) \
    do { GLTFA_ASSERT(cond); if (!(cond)) return (err); } while (0)

/* How one output component decodes (sampler.decode). */
enum {
    GLTFA__DEC_F32 = 0,
    GLTFA__DEC_S8N, GLTFA__DEC_U8N, GLTFA__DEC_S16N, GLTFA__DEC_U16N, /* normalized */
    GLTFA__DEC_S8, GLTFA__DEC_U8, GLTFA__DEC_S16, GLTFA__DEC_U16, GLTFA__DEC_U32
};

#define GLTFA__EXP_MASK 0x7F800000UL

static gltfa__u32 gltfa__u32le(const unsigned char *p)
{
    return (gltfa__u32)p[0] | ((gltfa__u32)p[1] << 8) | ((gltfa__u32)p[2] << 16) |
           ((gltfa__u32)p[3] << 24);
}

/* Reinterprets 32 bits as a float. The bytes of u are copied into f one by one (well
   defined in C and C++ alike; compilers turn it into one move). Since u holds the value
   assembled from little-endian bytes, this is right on hosts of either byte order. */
static float gltfa__bits_to_f32(gltfa__u32 u)
{
    float f;
    const unsigned char *s = (const unsigned char *)&u;
    unsigned char *d = (unsigned char *)&f;
    d[0] = s[0]; d[1] = s[1]; d[2] = s[2]; d[3] = s[3];
    return f;
}

static gltfa__u32 gltfa__f32_to_bits(float f)
{
    gltfa__u32 u = 0;
    const unsigned char *s = (const unsigned char *)&f;
    unsigned char *d = (unsigned char *)&u;
    d[0] = s[0]; d[1] = s[1]; d[2] = s[2]; d[3] = s[3];
    return u;
}

static float gltfa__f32le(const unsigned char *p)
{
    return gltfa__bits_to_f32(gltfa__u32le(p));
}

/* Finite test on the bits, so that it survives -ffast-math. */
static int gltfa__finite(float f)
{
    return (gltfa__f32_to_bits(f) & GLTFA__EXP_MASK) != GLTFA__EXP_MASK;
}

/* Decodes one component. The normalized formulas are the specification's, in float: the
   quotient of an integer by 127, 255, 32767 or 65535 is never within 2^-41 (relative) of a
   float rounding boundary, so float division rounds it exactly as the double formula rounded
   to float would (tests/test_decode.c checks all 2 x (256 + 65536) codes). */
static float gltfa__decode(int kind, const unsigned char *p)
{
    long c;
    float f;
    switch (kind) {
    case GLTFA__DEC_F32:
        return gltfa__f32le(p);
    case GLTFA__DEC_S8N:
        c = (long)p[0] - (p[0] >= 128 ? 256L : 0L);
        f = (float)c / 127.0f;
        return f < -1.0f ? -1.0f : f;
    case GLTFA__DEC_U8N:
        return (float)p[0] / 255.0f;
    case GLTFA__DEC_S16N:
        c = (long)p[0] | ((long)p[1] << 8);
        c -= (c >= 32768L ? 65536L : 0L);
        f = (float)c / 32767.0f;
        return f < -1.0f ? -1.0f : f;
    case GLTFA__DEC_U16N:
        c = (long)p[0] | ((long)p[1] << 8);
        return (float)c / 65535.0f;
    case GLTFA__DEC_S8:
        return (float)((long)p[0] - (p[0] >= 128 ? 256L : 0L));
    case GLTFA__DEC_U8:
        return (float)p[0];
    case GLTFA__DEC_S16:
        c = (long)p[0] | ((long)p[1] << 8);
        return (float)(c - (c >= 32768L ? 65536L : 0L));
    case GLTFA__DEC_U16:
        return (float)((long)p[0] | ((long)p[1] << 8));
    default: /* GLTFA__DEC_U32 */
        return (float)gltfa__u32le(p);
    }
}

static size_t gltfa__component_size(int component_type)
{
    switch (component_type) {
    case GLTFA_BYTE: case GLTFA_UNSIGNED_BYTE: return 1;
    case GLTFA_SHORT: case GLTFA_UNSIGNED_SHORT: return 2;
    case GLTFA_UNSIGNED_INT: case GLTFA_FLOAT: return 4;
    default: return 0;
    }
}

/* Checks one accessor view's layout: data, stride, size arithmetic, byte_length.
   elem_size [out] the bytes of one element, stride [out] the bytes between elements. */
static gltfa_result gltfa__check_view(const gltfa_accessor *v, size_t *elem_size, size_t *stride)
{
    size_t csize = gltfa__component_size(v->component_type);
    size_t esize, span;
    if (csize == 0) return GLTFA_ERROR_UNKNOWN_COMPONENT_TYPE;
    if (v->components < 1 || v->components > 16) return GLTFA_ERROR_COMPONENT_COUNT;
    if (v->data == NULL) return GLTFA_ERROR_NULL_DATA;
    esize = csize * (size_t)v->components;
    if (v->byte_stride != 0 && v->byte_stride < esize) return GLTFA_ERROR_STRIDE;
    *elem_size = esize;
    *stride = v->byte_stride != 0 ? v->byte_stride : esize;
    if (v->count == 0) return GLTFA_SUCCESS;
    /* span = (count - 1) * stride + esize, without overflow */
    if (v->count - 1 > ((size_t)-1 - esize) / *stride) return GLTFA_ERROR_SIZE_OVERFLOW;
    span = (v->count - 1) * *stride + esize;
    if (v->byte_length != 0 && span > v->byte_length) return GLTFA_ERROR_DATA_TOO_SHORT;
    return GLTFA_SUCCESS;
}

GLTFA_API void gltfa_accessor_init(gltfa_accessor *view, const void *data, size_t count,
                                   int component_type, int components)
{
    GLTFA_ASSERT(view != NULL);
    if (view == NULL) return;
    view->data = data;
    view->count = count;
    view->component_type = component_type;
    view->normalized = 0;
    view->components = components;
    view->byte_stride = 0;
    view->byte_length = 0;
}

static void gltfa__zero_sampler(gltfa_sampler *s)
{
    s->time_data = NULL;
    s->value_data = NULL;
    s->key_count = 0;
    s->width = 0;
    s->time_stride = 0;
    s->key_bytes = 0;
    s->slot_bytes = 0;
    s->comp_bytes = 0;
    s->decode = 0;
    s->interp = 0;
    s->quat = 0;
    s->target = 0;
}

/* The decode kind of an output type for a target, or an error. */
static gltfa_result gltfa__output_decode(const gltfa_accessor *out, gltfa_target target,
                                         int *decode)
{
    int ct = out->component_type, norm = out->normalized != 0;
    int integer_ok = target == GLTFA_TARGET_ROTATION || target == GLTFA_TARGET_WEIGHTS ||
                     target == GLTFA_TARGET_QUATERNION || target == GLTFA_TARGET_VECTOR;
    if (ct == GLTFA_FLOAT) {
        if (norm) return GLTFA_ERROR_NORMALIZED;
        *decode = GLTFA__DEC_F32;
        return GLTFA_SUCCESS;
    }
    if (!integer_ok) return GLTFA_ERROR_COMPONENT_TYPE;
    if (ct == GLTFA_UNSIGNED_INT) {
        if (norm) return GLTFA_ERROR_NORMALIZED; /* glTF normalizes only 8- and 16-bit types */
        if (target != GLTFA_TARGET_VECTOR) return GLTFA_ERROR_COMPONENT_TYPE;
        *decode = GLTFA__DEC_U32;
        return GLTFA_SUCCESS;
    }
    if (!norm && target != GLTFA_TARGET_VECTOR) return GLTFA_ERROR_NORMALIZED;
    switch (ct) {
    case GLTFA_BYTE: *decode = norm ? GLTFA__DEC_S8N : GLTFA__DEC_S8; break;
    case GLTFA_UNSIGNED_BYTE: *decode = norm ? GLTFA__DEC_U8N : GLTFA__DEC_U8; break;
    case GLTFA_SHORT: *decode = norm ? GLTFA__DEC_S16N : GLTFA__DEC_S16; break;
    default: *decode = norm ? GLTFA__DEC_U16N : GLTFA__DEC_U16; break; /* UNSIGNED_SHORT */
    }
    return GLTFA_SUCCESS;
}

GLTFA_API gltfa_result gltfa_sampler_init(gltfa_sampler *sampler, const gltfa_accessor *input,
                                          const gltfa_accessor *output, gltfa_interp interp,
                                          gltfa_target target)
{
    size_t in_esize, in_stride, out_esize, out_stride, keys, mult, elements_per_key;
    int decode = 0, need_components;
    gltfa_result r;

    GLTFA__REQUIRE(sampler != NULL, GLTFA_ERROR_INVALID_ARGUMENT);
    gltfa__zero_sampler(sampler);
    GLTFA__REQUIRE(input != NULL && output != NULL, GLTFA_ERROR_INVALID_ARGUMENT);

    if (interp != GLTFA_INTERP_LINEAR && interp != GLTFA_INTERP_STEP &&
        interp != GLTFA_INTERP_CUBICSPLINE)
        return GLTFA_ERROR_UNKNOWN_INTERPOLATION;
    switch (target) {
    case GLTFA_TARGET_TRANSLATION: case GLTFA_TARGET_SCALE: need_components = 3; break;
    case GLTFA_TARGET_ROTATION: case GLTFA_TARGET_QUATERNION: need_components = 4; break;
    case GLTFA_TARGET_WEIGHTS: need_components = 1; break;
    case GLTFA_TARGET_VECTOR: need_components = 0; break; /* any of 1..16 */
    default: return GLTFA_ERROR_UNKNOWN_TARGET;
    }

    /* input: SCALAR FLOAT key times */
    r = gltfa__check_view(input, &in_esize, &in_stride);
    if (r != GLTFA_SUCCESS) return r;
    if (input->component_type != GLTFA_FLOAT || input->components != 1 || input->normalized)
        return GLTFA_ERROR_INPUT_TYPE;
    keys = input->count;
    if (keys == 0) return GLTFA_ERROR_NO_KEYS;

    /* output */
    r = gltfa__check_view(output, &out_esize, &out_stride);
    if (r != GLTFA_SUCCESS) return r;
    if (need_components != 0 && output->components != need_components)
        return GLTFA_ERROR_COMPONENT_COUNT;
    r = gltfa__output_decode(output, target, &decode);
    if (r != GLTFA_SUCCESS) return r;

    mult = interp == GLTFA_INTERP_CUBICSPLINE ? 3 : 1;
    if (mult == 3 && keys < 2) return GLTFA_ERROR_CUBIC_ONE_KEY;
    /* elements per key: 1, or N for SCALAR outputs (weights, float[] pointer targets) */
    if (keys > (size_t)-1 / mult) return GLTFA_ERROR_COUNT_MISMATCH;
    if (output->count == 0 || output->count % (keys * mult) != 0)
        return GLTFA_ERROR_COUNT_MISMATCH;
    elements_per_key = output->count / (keys * mult);
    if (output->components != 1 && elements_per_key != 1) return GLTFA_ERROR_COUNT_MISMATCH;

    sampler->time_data = (const unsigned char *)input->data;
    sampler->value_data = (const unsigned char *)output->data;
    sampler->key_count = keys;
    sampler->time_stride = in_stride;
    sampler->width = output->components == 1 ? elements_per_key : (size_t)output->components;
    /* Output float j of slot s (0 in-tangent, 1 value, 2 out-tangent) of key k lies at
       k * key_bytes + s * slot_bytes + j * comp_bytes. For one element per key the floats
       are components of that element; for N elements per key each float is an element. */
    sampler->slot_bytes = elements_per_key * out_stride;
    sampler->key_bytes = mult * sampler->slot_bytes;
    if (mult == 1) sampler->slot_bytes = 0; /* the value is the whole key */
    sampler->comp_bytes = output->components == 1 ? out_stride
                                                  : gltfa__component_size(output->component_type);
    sampler->decode = decode;
    sampler->interp = (int)interp;
    sampler->quat = target == GLTFA_TARGET_ROTATION || target == GLTFA_TARGET_QUATERNION;
    sampler->target = (int)target;
    (void)in_esize;
    (void)out_esize;
    return GLTFA_SUCCESS;
}

static float gltfa__time(const gltfa_sampler *s, size_t i)
{
    return gltfa__f32le(s->time_data + i * s->time_stride);
}

GLTFA_API gltfa_result gltfa_sampler_check(const gltfa_sampler *sampler, size_t *bad_index)
{
    size_t i, n, slot, slots, j;
    float prev = 0.0f;
    GLTFA__REQUIRE(sampler != NULL && sampler->key_count > 0, GLTFA_ERROR_INVALID_ARGUMENT);
    n = sampler->key_count;
    for (i = 0; i < n; ++i) {
        gltfa__u32 bits = gltfa__u32le(sampler->time_data + i * sampler->time_stride);
        float t = gltfa__bits_to_f32(bits);
        gltfa_result r = GLTFA_SUCCESS;
        if ((bits & GLTFA__EXP_MASK) == GLTFA__EXP_MASK) r = GLTFA_ERROR_TIME_NOT_FINITE;
        else if (t < 0.0f) r = GLTFA_ERROR_TIME_NEGATIVE;
        else if (i > 0 && !(t > prev)) r = GLTFA_ERROR_TIME_NOT_INCREASING;
        if (r != GLTFA_SUCCESS) {
            if (bad_index != NULL) *bad_index = i;
            return r;
        }
        prev = t;
    }
    if (sampler->decode != GLTFA__DEC_F32) return GLTFA_SUCCESS; /* integers are finite */
    slots = sampler->slot_bytes != 0 ? 3 : 1;
    for (i = 0; i < n; ++i) {
        for (slot = 0; slot < slots; ++slot) {
            const unsigned char *p = sampler->value_data + i * sampler->key_bytes +
                                     slot * sampler->slot_bytes;
            for (j = 0; j < sampler->width; ++j) {
                if ((gltfa__u32le(p + j * sampler->comp_bytes) & GLTFA__EXP_MASK) ==
                    GLTFA__EXP_MASK) {
                    if (bad_index != NULL) *bad_index = (i * slots + slot) * sampler->width + j;
                    return GLTFA_ERROR_VALUE_NOT_FINITE;
                }
            }
        }
    }
    return GLTFA_SUCCESS;
}

GLTFA_API size_t gltfa_sampler_width(const gltfa_sampler *sampler)
{
    return sampler != NULL && sampler->key_count > 0 ? sampler->width : 0;
}

GLTFA_API gltfa_result gltfa_sampler_time_range(const gltfa_sampler *sampler, float *first,
                                                float *last)
{
    int ok = sampler != NULL && sampler->key_count > 0;
    if (first != NULL) *first = ok ? gltfa__time(sampler, 0) : 0.0f;
    if (last != NULL) *last = ok ? gltfa__time(sampler, sampler->key_count - 1) : 0.0f;
    GLTFA__REQUIRE(ok, GLTFA_ERROR_INVALID_ARGUMENT);
    return GLTFA_SUCCESS;
}

/* Finds the segment k, 0 <= k <= n-2, with t_k <= tc < t_{k+1}, given t_lo <= tc < t_hi.
   Only indices in [lo, hi] are read, whatever the times hold. */
static size_t gltfa__bsearch(const gltfa_sampler *s, float tc, size_t lo, size_t hi)
{
    while (hi - lo > 1) {
        size_t mid = lo + (hi - lo) / 2;
        if (gltfa__time(s, mid) <= tc) lo = mid;
        else hi = mid;
    }
    return lo;
}

/* Locates tc. Returns the key index to copy (*t < 0: tc before the first key, at or after
   the last, on a key, or STEP), or the segment to interpolate (*t in (0, 1]). */
static size_t gltfa__locate(const gltfa_sampler *s, float tc, gltfa_cursor *cursor,
                            gltfa__real *t)
{
    size_t n = s->key_count, last = n - 1, k, lo, hi, step;
    float tk, tk1;
    *t = -1;
    if (!gltfa__finite(tc)) {
        /* NaN and -inf: the first value; +inf: the last. */
        gltfa__u32 bits = gltfa__f32_to_bits(tc);
        k = (bits & 0x007FFFFFUL) == 0 && (bits & 0x80000000UL) == 0 ? last : 0;
        if (cursor != NULL) *cursor = k == 0 || n < 2 ? 0 : n - 2;
        return k;
    }
    if (!(tc > gltfa__time(s, 0))) { /* before or on the first key */
        if (cursor != NULL) *cursor = 0;
        return 0;
    }
    if (tc >= gltfa__time(s, last)) { /* on or after the last key (n == 1 ends here too) */
        if (cursor != NULL) *cursor = n < 2 ? 0 : n - 2;
        return last;
    }
    /* Now n >= 2 and t_0 < tc < t_last. */
    if (cursor == NULL || *cursor >= last) {
        k = gltfa__bsearch(s, tc, 0, last);
    } else {
        k = *cursor;
        if (gltfa__time(s, k) <= tc) {
            /* forward: gallop 1, 2, 4, ... keys until a key time > tc */
            lo = k;
            step = 1;
            for (;;) {
                hi = lo + step;
                if (hi >= last) { hi = last; break; }
                if (gltfa__time(s, hi) > tc) break;
                lo = hi;
                step *= 2;
            }
            k = gltfa__bsearch(s, tc, lo, hi);
        } else {
            /* backward: gallop until a key time <= tc */
            hi = k;
            step = 1;
            for (;;) {
                if (hi <= step) { lo = 0; break; }
                lo = hi - step;
                if (gltfa__time(s, lo) <= tc) break;
                hi = lo;
                step *= 2;
            }
            k = gltfa__bsearch(s, tc, lo, hi);
        }
    }
    if (cursor != NULL) *cursor = k;
    tk = gltfa__time(s, k);
    if (tc == tk || s->interp == GLTFA_INTERP_STEP) return k; /* exact key rule; STEP */
    tk1 = gltfa__time(s, k + 1);
    *t = ((gltfa__real)tc - (gltfa__real)tk) / ((gltfa__real)tk1 - (gltfa__real)tk);
    /* t is in (0, 1] for valid times; keep it there whatever the times hold */
    if (!(*t > 0)) *t = 0;
    if (*t > 1) *t = 1;
    return k;
}

/* Normalizes q in place. Returns 0, leaving q unchanged, when q has no direction
   (zero length, or a NaN or infinite component). */
static int gltfa__normalize4(float *q)
{
    float l2 = q[0] * q[0] + q[1] * q[1] + q[2] * q[2] + q[3] * q[3], m, inv;
    int i;
    if (l2 >= 1e-30f && l2 <= 1e30f) {
        inv = 1.0f / GLTFA_SQRTF(l2);
        q[0] *= inv; q[1] *= inv; q[2] *= inv; q[3] *= inv;
        return 1;
    }
    /* tiny, huge, or not finite: scale by the largest magnitude first */
    m = 0.0f;
    for (i = 0; i < 4; ++i) {
        float a = q[i] < 0.0f ? -q[i] : q[i];
        if (!gltfa__finite(q[i])) return 0;
        if (a > m) m = a;
    }
    if (m == 0.0f) return 0;
    {
        float r[4];
        for (i = 0; i < 4; ++i) r[i] = q[i] / m;
        l2 = r[0] * r[0] + r[1] * r[1] + r[2] * r[2] + r[3] * r[3];
        inv = 1.0f / GLTFA_SQRTF(l2);
        for (i = 0; i < 4; ++i) q[i] = r[i] * inv;
    }
    return 1;
}

/* The value element of key k. */
static const unsigned char *gltfa__value_ptr(const gltfa_sampler *s, size_t k)
{
    return s->value_data + k * s->key_bytes + s->slot_bytes;
}

static void gltfa__read_element(const gltfa_sampler *s, const unsigned char *p, float *out)
{
    size_t j;
    for (j = 0; j < s->width; ++j) out[j] = gltfa__decode(s->decode, p + j * s->comp_bytes);
}

/* Key k's value, normalized for quaternions (identity for a zero key). */
static void gltfa__copy_key(const gltfa_sampler *s, size_t k, float *out)
{
    gltfa__read_element(s, gltfa__value_ptr(s, k), out);
    if (s->quat && !gltfa__normalize4(out)) {
        out[0] = 0.0f; out[1] = 0.0f; out[2] = 0.0f; out[3] = 1.0f;
    }
}

static void gltfa__lerp(const gltfa_sampler *s, size_t k, gltfa__real t, float *out)
{
    const unsigned char *pa = gltfa__value_ptr(s, k), *pb = gltfa__value_ptr(s, k + 1);
    gltfa__real u = 1 - t;
    size_t j;
    for (j = 0; j < s->width; ++j) {
        gltfa__real a = (gltfa__real)gltfa__decode(s->decode, pa + j * s->comp_bytes);
        gltfa__real b = (gltfa__real)gltfa__decode(s->decode, pb + j * s->comp_bytes);
        gltfa__real v = u * a + t * b;
        /* The exact value lies between a and b; keep rounding from leaving that range
           (this also keeps results finite near FLT_MAX). */
        gltfa__real lo = a < b ? a : b, hi = a < b ? b : a;
        out[j] = (float)(v < lo ? lo : (v > hi ? hi : v));
    }
}

/* Shortest-arc slerp of keys k and k+1 as stored, then normalized. */
static void gltfa__slerp(const gltfa_sampler *s, size_t k, float t, float *out)
{
    float a[4], b[4], d, w0, w1;
    int i;
    gltfa__read_element(s, gltfa__value_ptr(s, k), a);
    gltfa__read_element(s, gltfa__value_ptr(s, k + 1), b);
    d = a[0] * b[0] + a[1] * b[1] + a[2] * b[2] + a[3] * b[3];
    w1 = 1.0f;
    if (d < 0.0f) { d = -d; w1 = -1.0f; } /* negate exactly one operand (b) */
    if (d < 0.999999f) {
        /* d in [0, 0.999999): angle at least 1.4e-3 rad, so sin(angle) is safe to divide */
        float angle = GLTFA_ACOSF(d);
        float inv_sin = 1.0f / GLTFA_SINF(angle);
        w0 = GLTFA_SINF((1.0f - t) * angle) * inv_sin;
        w1 *= GLTFA_SINF(t * angle) * inv_sin;
    } else {
        /* nearly equal keys (or d above 1 from rounding or non-unit keys): lerp with the
           sign flip kept; the normalization below makes it a unit quaternion */
        w0 = 1.0f - t;
        w1 *= t;
    }
    for (i = 0; i < 4; ++i) out[i] = w0 * a[i] + w1 * b[i];
    if (!gltfa__normalize4(out)) gltfa__copy_key(s, t < 0.5f ? k : k + 1, out);
}

static gltfa__real gltfa__clamp_max(gltfa__real v)
{
    return v < -GLTFA__REAL_MAX ? -GLTFA__REAL_MAX : (v > GLTFA__REAL_MAX ? GLTFA__REAL_MAX : v);
}

/* Cubic Hermite spline between keys k and k+1, tangents scaled by td. */
static void gltfa__cubic(const gltfa_sampler *s, size_t k, gltfa__real t, float *out)
{
    const unsigned char *p0 = s->value_data + k * s->key_bytes;
    const unsigned char *p1 = p0 + s->key_bytes;
    const unsigned char *v0 = p0 + s->slot_bytes, *b0 = v0 + s->slot_bytes; /* value, out */
    const unsigned char *a1 = p1, *v1 = p1 + s->slot_bytes;                 /* in, value */
    gltfa__real td = (gltfa__real)gltfa__time(s, k + 1) - (gltfa__real)gltfa__time(s, k);
    gltfa__real u = 1 - t;
    /* h01 = -2t^3 + 3t^2 = t^2 (3 - 2t), h00 = 1 - h01, h10 = t (1-t)^2, h11 = -t^2 (1-t):
       the factored forms lose less to cancellation than the expanded ones. */
    gltfa__real h01 = t * t * (3 - 2 * t), h00 = 1 - h01;
    gltfa__real h10 = t * u * u * td, h11 = -t * t * u * td;
    size_t j;
    for (j = 0; j < s->width; ++j) {
        size_t o = j * s->comp_bytes;
        gltfa__real v = h00 * (gltfa__real)gltfa__decode(s->decode, v0 + o) +
                        h01 * (gltfa__real)gltfa__decode(s->decode, v1 + o);
        /* clamp the tangent term so that an overflow cannot meet an opposite one (NaN) */
        gltfa__real m = gltfa__clamp_max(h10 * (gltfa__real)gltfa__decode(s->decode, b0 + o) +
                                         h11 * (gltfa__real)gltfa__decode(s->decode, a1 + o));
        out[j] = (float)gltfa__clamp_max(v + m);
    }
    if (s->quat && !gltfa__normalize4(out)) gltfa__copy_key(s, 2 * t < 1 ? k : k + 1, out);
}

GLTFA_API gltfa_result gltfa_sampler_sample_cursor(const gltfa_sampler *sampler, float tc,
                                                   gltfa_cursor *cursor, float *out,
                                                   size_t out_count)
{
    size_t k;
    gltfa__real t;
    GLTFA__REQUIRE(sampler != NULL && out != NULL && sampler->key_count > 0,
                   GLTFA_ERROR_INVALID_ARGUMENT);
    GLTFA__REQUIRE(out_count >= sampler->width, GLTFA_ERROR_OUTPUT_TOO_SMALL);
    k = gltfa__locate(sampler, tc, cursor, &t);
    if (t < 0) gltfa__copy_key(sampler, k, out);
    else if (sampler->interp == GLTFA_INTERP_CUBICSPLINE) gltfa__cubic(sampler, k, t, out);
    else if (sampler->quat) gltfa__slerp(sampler, k, (float)t, out);
    else gltfa__lerp(sampler, k, t, out);
    return GLTFA_SUCCESS;
}

GLTFA_API gltfa_result gltfa_sampler_sample(const gltfa_sampler *sampler, float tc, float *out,
                                            size_t out_count)
{
    return gltfa_sampler_sample_cursor(sampler, tc, NULL, out, out_count);
}

static int gltfa__streq(const char *a, const char *b)
{
    while (*a != '\0' && *a == *b) { ++a; ++b; }
    return *a == *b;
}

GLTFA_API gltfa_result gltfa_interp_parse(const char *name, gltfa_interp *interp)
{
    GLTFA__REQUIRE(interp != NULL, GLTFA_ERROR_INVALID_ARGUMENT);
    if (name == NULL || gltfa__streq(name, "LINEAR")) *interp = GLTFA_INTERP_LINEAR;
    else if (gltfa__streq(name, "STEP")) *interp = GLTFA_INTERP_STEP;
    else if (gltfa__streq(name, "CUBICSPLINE")) *interp = GLTFA_INTERP_CUBICSPLINE;
    else return GLTFA_ERROR_UNKNOWN_INTERPOLATION;
    return GLTFA_SUCCESS;
}

GLTFA_API gltfa_result gltfa_target_parse(const char *path, gltfa_target *target)
{
    GLTFA__REQUIRE(target != NULL, GLTFA_ERROR_INVALID_ARGUMENT);
    if (path == NULL) return GLTFA_ERROR_UNKNOWN_TARGET;
    if (gltfa__streq(path, "translation")) *target = GLTFA_TARGET_TRANSLATION;
    else if (gltfa__streq(path, "rotation")) *target = GLTFA_TARGET_ROTATION;
    else if (gltfa__streq(path, "scale")) *target = GLTFA_TARGET_SCALE;
    else if (gltfa__streq(path, "weights")) *target = GLTFA_TARGET_WEIGHTS;
    else return GLTFA_ERROR_UNKNOWN_TARGET;
    return GLTFA_SUCCESS;
}

GLTFA_API const char *gltfa_result_name(gltfa_result result)
{
#ifdef GLTFA_NO_RESULT_NAMES
    (void)result;
    return "";
#else
#define GLTFA__RESULT_CASE(name, value, text) case name: return #name ": " text;
    switch (result) {
    GLTFA__RESULTS(GLTFA__RESULT_CASE)
    default: return "unknown result";
    }
#undef GLTFA__RESULT_CASE
#endif
}

#endif /* GLTF_ANIM_IMPLEMENTATION */

/*
   REVISION HISTORY
     0.1.0 (2026-11-29) first release: accessor views (any stride, any alignment, both byte
                        orders), samplers for translation, rotation, scale, weights, generic
                        vectors and quaternions; STEP, LINEAR with shortest-arc slerp,
                        CUBICSPLINE; the four normalized integer formulas; keyframe cursors
                        with galloping search; O(n) time and value checks; result names.
*/

/*
------------------------------------------------------------------------------
This software is available under 2 licenses -- choose whichever you prefer.
------------------------------------------------------------------------------
ALTERNATIVE A - MIT License
Copyright (c) 2026 the gltf_anim.h authors
Permission is hereby granted, free of charge, to any person obtaining a copy of
this software and associated documentation files (the "Software"), to deal in
the Software without restriction, including without limitation the rights to
use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies
of the Software, and to permit persons to whom the Software is furnished to do
so, subject to the following conditions:
The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.
THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.
------------------------------------------------------------------------------
ALTERNATIVE B - Public Domain (www.unlicense.org)
This is free and unencumbered software released into the public domain.
Anyone is free to copy, modify, publish, use, compile, sell, or distribute this
software, either in source code form or as a compiled binary, for any purpose,
commercial or non-commercial, and by any means.
In jurisdictions that recognize copyright laws, the author or authors of this
software dedicate any and all copyright interest in the software to the public
domain. We make this dedication for the benefit of the public at large and to
the detriment of our heirs and successors. We intend this dedication to be an
overt act of relinquishment in perpetuity of all present and future rights to
this software under copyright law.
THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN
ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION
WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.
------------------------------------------------------------------------------
*/
