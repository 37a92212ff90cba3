/* gltf_anim.h - v0.9.0 - glTF 2.0 animation sampler - public domain or MIT, see end of file

   Samples glTF 2.0 animations straight from the accessor bytes of a glTF buffer: STEP,
   LINEAR (slerp for rotations) and CUBICSPLINE, every component type the specification
   allows, with the exact semantics of glTF 2.0 ("Animations", Appendix C) and of
   KHR_animation_pointer; clips (every channel of an animation into caller-bound
   destinations) over the animation's time span, exact loops, blending. No
   allocation, no global state, no libm; C89 and C++98. This comment is the reference;
   README.md is the guide (a first program, cgltf, a game loop); measured figures are beside
   the rules that measure them (tests/bench, tests/size, tests/cross).

   In *one* C or C++ file, #define GLTF_ANIM_IMPLEMENTATION before #include "gltf_anim.h";
   everywhere else include it without the define.

   WITH A PARSER (cgltf, tinygltf, fastgltf, your own)
   Fill a gltfa_accessor from each accessor, with no conversion: data = buffer bytes +
   bufferView.byteOffset + accessor.byteOffset (cgltf: cgltf_buffer_view_data()); count;
   component_type = the glTF code (cgltf's enum r_8 .. r_32f maps to 5120, 5121, 5122, 5123,
   5125, 5126); normalized; components = SCALAR 1, VEC2 2, VEC3 3, VEC4 4, MAT2 4, MAT3 9,
   MAT4 16; byte_stride = bufferView.byteStride or 0; byte_length = the bytes readable from
   data, 0 = unchecked. For a file you did not make pass min(bufferView.byteLength -
   accessor.byteOffset, buffer.byteLength - bufferView.byteOffset - accessor.byteOffset)
   (refuse an offset past either end): a count that lies is then refused, not read out of
   bounds. Sparse: gltfa_accessor_densify() (not the parser's unpacking: cgltf decodes SHORT
   -32768 as -1.0000305, not -1). A gltfa_sampler per animation sampler, built once with the
   row of the channel's path (gltfa_path_property), checked once (gltfa_sampler_check) if the
   file is untrusted, sampled per frame with a gltfa_cursor per channel; or a whole animation
   as a clip (gltfa_clip_init). gltfa_cgltf.h: cgltf, with gltf_anim_bind.h.

   RULES (one table, gltfa__rules: gltfa_sampler_init, the decoder, gltfa_property_width)
   "n" = normalized; 8/16 = BYTE, UNSIGNED_BYTE, SHORT, UNSIGNED_SHORT; ints = those and
   UNSIGNED_INT; N = a SCALAR output with N elements per key.
     property     value       accessor type   per key  plain          normalized  interp
     TRANSLATION  vector      VEC3            1        FLOAT          -           any
     ROTATION     quaternion  VEC4            1        FLOAT          8/16        any
     SCALE        vector      VEC3            1        FLOAT          -           any
     WEIGHTS      vector      SCALAR          N        FLOAT          8/16        any
     FLOAT        vector      SCALAR          1        FLOAT, ints    8/16        any
     FLOAT2..4    vector      VEC2..VEC4      1        FLOAT, ints    8/16        any
     FLOAT_ARRAY  vector      SCALAR          N        FLOAT, ints    8/16        any
     QUATERNION   quaternion  VEC4            1        FLOAT, ints    8/16        any
     INT          vector      SCALAR          1        ints           -           STEP
     BOOL         vector      SCALAR          1        UNSIGNED_BYTE  -           STEP
     VECTOR       vector      1..16 (MAT4)    1, N     FLOAT, ints    8/16        any
   Core paths, then KHR_animation_pointer's types, then any data. Errors: an unlisted type
   _COMPONENT_TYPE; normalized where not allowed or missing where required _NORMALIZED; a
   wrong accessor type _COMPONENT_COUNT; N where the row takes 1 _COUNT_MISMATCH; LINEAR or
   CUBICSPLINE on INT or BOOL _STEP_ONLY (each GLTFA_ERROR_...).

   SEMANTICS (glTF 2.0)
   - Key times t_0 < ... < t_{n-1}; tc lies in the segment t_k <= tc < t_{k+1}, td = t_{k+1} -
     t_k, t = (tc - t_k) / td. At a key time that key's stored value, in every mode. Before
     t_0 the first value, from t_{n-1} on the last (CUBICSPLINE: the value element). NaN and
     -infinity give the first value, +infinity the last.
   - STEP: v_k. LINEAR: (1-t) v_k + t v_{k+1}; quaternions slerp on the shortest arc (a
     negative dot negates the second key), with a normalized lerp when dot > 0.999999.
   - CUBICSPLINE: [in-tangent, value, out-tangent] per key (N in-tangents, N values, N
     out-tangents for N per key), so the output count is 3 x the key count; (2t^3-3t^2+1) v_k
     + td (t^3-2t^2+t) b_k + (-2t^3+3t^2) v_{k+1} + td (t^3-t^2) a_{k+1}, b_k key k's
     out-tangent, a_{k+1} key k+1's in-tangent.
   - Normalized: BYTE max(c/127, -1), UNSIGNED_BYTE c/255, SHORT max(c/32767, -1),
     UNSIGNED_SHORT c/65535; plain integers convert to the equal float.
   - Quaternions come out unit in every mode, at keys too; a zero-length result gives the
     nearer key normalized, else the identity (0, 0, 0, 1).

   CLIPS AND TIME
   A clip's span is [start, end], the earliest first and latest last key over its channels
   (the specification's "among all samplers"; gltfa_clip_init_span adds channels it does
   not play). Within it a channel before its keys holds its first value, after them its
   last. gltfa_clip_time() maps playback time onto the span: REPEAT is start + ((t - start)
   mod (end - start)), exact for any time (no drift), where the end of a pass gives the end
   pose; PINGPONG; CLAMP; a play count. Loops from 0 as three.js does are gltfa_wrap_time(t,
   0, gltfa_clip_end(&clip), ...). gltfa_wrap_repeat() also gives the exact number of whole
   loops before (root motion: gltf_anim_bind.h). A destination appears once: else _DUPLICATE_TARGET.

   KHR_animation_pointer pointers and node binding: the companion header gltf_anim_bind.h.

   ACCURACY
   Every component is within 2e-6 x max(1, |v|) of a double evaluation of the formulas
   (quaternions: of the normalized reference, up to sign); vectors are exact at key times.
   With GLTFA_NO_DOUBLE (automatic on an FPU without double) the bound is 2e-6 of the largest
   term (|v_k|, |v_k+1|, |td x tangent|). The same bits everywhere: every operation is one
   correctly rounded IEEE 754 operation in a fixed order (no estimates, no fused multiply-add,
   no libm), so every build whose gltfa_config() has GLTFA_CONFIG_REFERENCE_BITS gives the
   same float32 bits from every function: x86-64, AArch64 and wasm32, scalar or SIMD, gcc or
   clang, C or C++, at any -O. It needs double kernels, FLT_EVAL_METHOD 0, no -ffast-math and
   no -ffp-contract=fast with clang (MSVC: /fp:precise without /fp:contract); their bits are
   in tests/golden_bits.txt. Other builds (float kernels, s390x, x87, GLTFA_SQRTF,
   GLTFA_NO_STDLIB) keep the bound with bits of their own.

   POLICY FOR DATA THAT BREAKS A "MUST"
   byteStride on animation accessors: honoured when at least the element size. CUBICSPLINE
   with one key: GLTFA_ERROR_CUBIC_ONE_KEY (to play it, point the output past the in-tangent
   and sample the value as STEP). normalized FLOAT: GLTFA_ERROR_NORMALIZED. An output with
   more or fewer elements than the keys need: GLTFA_ERROR_COUNT_MISMATCH (we never guess).

   ERRORS
   gltfa_result: GLTFA_SUCCESS (0) or a negative code that never changes (RESULT CODES below,
   gltfa_result_name()). On error nothing is written (each declaration says so); a sampler or
   clip whose init failed is zeroed. Misuse (NULL, output too small, uninitialized sampler)
   asserts through GLTFA_ASSERT and returns an error when asserts are off.

   UNTRUSTED INPUT
   gltfa_sampler_init() checks everything O(1): types, counts, strides, size overflow and
   byte_length when given; after it, sampling never reads outside the two views nor writes
   more than gltfa_sampler_width() floats, whatever the bytes hold. gltfa_sampler_check() is
   the O(n) pass: times finite, >= 0 and increasing, FLOAT values finite; after it no sample
   time gives NaN or infinity and a cursor gives a fresh search's result. Without it results
   on bad data are unspecified but memory-safe. gltfa_accessor_densify() checks a sparse
   accessor completely before writing. Fuzzed (libFuzzer, ASan, UBSan: tests/fuzz).

   MEMORY AND THREADS
   No allocation, no state of its own. A sampler borrows the accessor bytes (keep them valid
   and unchanged). A clip borrows its channel array and one gltfa_clip_slot per channel
   (sizeof tells), where it plans once how it samples and keeps each input's cursor.
   Samplers are read-only when sampled: any number of threads may share one, each with its
   own cursor. A clip writes its destinations: threads that play at once need clips with
   channel arrays and slots of their own. A cursor during playback costs O(1); a search
   guesses by interpolation and gallops: O(1) for even keys, O(log n) at worst (the core
   build, -Os or GLTFA_NO_FAST, searches by bisection: O(log n)).

   COMPILE-TIME OPTIONS  (G) the same before every include; (I) where the implementation is
     GLTF_ANIM_IMPLEMENTATION (I) emit the implementation here.
     GLTF_ANIM_STATIC     (G) every function static (no link-time symbols).
     GLTFA_API            (G) decoration of every public function (default extern, or static).
     GLTFA_NO_CLIPS       (G) the sampler alone: no clips, wrap, blending, gltf_anim_bind.h.
     GLTFA_ASSERT(x)      (I) the misuse assertion (default assert(), none with NO_STDLIB).
     GLTFA_SQRTF(x)       (I) a float square root (default: the instruction on x86, AArch64,
                              wasm32; elsewhere a Newton iteration); no lanes then.
     GLTFA_NO_STDLIB      (I) no libc header, no libc symbol of its own (README: firmware).
     GLTFA_NO_DOUBLE      (G) no double (automatic on Cortex-M4F/M33/M0 and RISC-V without
                              D); changes gltfa_clip_slot. See ACCURACY.
     GLTFA_ONLY_FLOAT     (I) FLOAT outputs only (no integer decoder): else UNSUPPORTED.
     GLTFA_NO_CUBICSPLINE (I) no CUBICSPLINE kernel: such samplers are UNSUPPORTED.
     GLTFA_NO_RESULT_NAMES (I) gltfa_result_name() returns "" (no string table).
     GLTFA_NO_FAST        (I) the core alone, as under -Os: no kernel variants, lanes, runs
                              or cursor fast path; smaller and slower, the same bits.
     GLTFA_NO_SIMD        (I) no SIMD lanes (SSE2, NEON, wasm SIMD128, opt-in AVX2), same
                              bits; also off under -ffast-math, NO_STDLIB, SQRTF, -Os and
                              NO_FAST.
     GLTFA_AVX2           (I) with -mavx2: clips slerp eight rotations at a time, not four.
     GLTFA_NO_PREFETCH    (I) no prefetch hint when a cursor misses forward by a little
                              (keys denser than frames).
   Headers: <stddef.h>; the implementation adds <limits.h>, <float.h>, <assert.h> (unless
   GLTFA_ASSERT or NO_STDLIB) and the target's intrinsics (unless NO_STDLIB or SQRTF).

   LIMITS
   IEEE 754 binary32 floats (checked at compile time). VECTOR: 1..16 components (no matrices
   of 1- or 2-byte components, padded per column). No file loading (bring a parser). Plain
   integers beyond 2^24 lose precision as floats.

   API (each declaration has its own comment)
     accessors  gltfa_accessor_init, gltfa_accessor_densify_size, gltfa_accessor_densify
     samplers   gltfa_sampler_init, _check, _sample, _sample_cursor; queries _width,
                _key_count, _key_time, _interp, _is_quaternion, _time_range
     clips      gltfa_clip_init, _init_span, _sample, _start, _end, _duration, _time,
                gltfa_wrap_time, gltfa_wrap_repeat; queries gltfa_clip_channel_count,
                gltfa_clip_channel_dest, gltfa_clip_channel_sampler
     blending   gltfa_blend_vec, _quat, gltfa_add_vec, _quat, gltfa_trs_blend, gltfa_trs_add
     names      gltfa_interp_parse, _name, gltfa_path_parse, _name, _property,
                gltfa_property_width, gltfa_result_name, gltfa_component_type_name;
                build: gltfa_config
*/

#ifndef GLTF_ANIM_H
#define GLTF_ANIM_H

#include <stddef.h>

#define GLTFA_VERSION_MAJOR 0
#define GLTFA_VERSION_MINOR 9
#define GLTFA_VERSION_PATCH 0
#define GLTFA_VERSION 90 /* major*1000 + minor*10 + patch, for #if */
#define GLTFA__STRINGIFY2(x) #x
#define GLTFA__STRINGIFY(x) GLTFA__STRINGIFY2(x)
#define GLTFA_VERSION_STRING GLTFA__STRINGIFY(GLTFA_VERSION_MAJOR) "." \
    GLTFA__STRINGIFY(GLTFA_VERSION_MINOR) "." GLTFA__STRINGIFY(GLTFA_VERSION_PATCH)

/* Float-only arithmetic (COMPILE-TIME OPTIONS): automatic where the FPU has no double
   precision: ARM without double in its FPU (Cortex-M4F, M33: __ARM_FP without bit 3) or
   soft float (Cortex-M0), RISC-V without the D extension (ESP32-C, CH32V, ...). It changes
   the clip slot's layout, so it is decided here, the same in every translation unit. */
#if !defined(GLTFA_NO_DOUBLE) && (defined(__SOFTFP__) || (defined(__ARM_FP) && !(__ARM_FP & 8)) || \
    (defined(__riscv) && !(defined(__riscv_flen) && __riscv_flen >= 64)))
#define GLTFA_NO_DOUBLE
#endif
#ifdef GLTFA_NO_DOUBLE
typedef float gltfa__real;  /* private: t and the vector kernels */
#define GLTFA__REAL_MAX FLT_MAX
#define GLTFA__FLOAT_KERNELS 1 /* private: gltfa__real is float */
#else
typedef double gltfa__real; /* private: t and the vector kernels */
#define GLTFA__REAL_MAX ((double)FLT_MAX)
#define GLTFA__FLOAT_KERNELS 0
#endif

#ifndef GLTFA_API
#ifdef GLTF_ANIM_STATIC
#if defined(__GNUC__) || defined(__clang__)
#define GLTFA_API __attribute__((__unused__)) static
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
    X(GLTFA_ERROR_COMPONENT_TYPE,         -7, "componentType not allowed for this property") \
    X(GLTFA_ERROR_NORMALIZED,             -8, "normalized set on a componentType that cannot be normalized, or required and missing") \
    X(GLTFA_ERROR_COMPONENT_COUNT,        -9, "accessor type (components per element) does not fit the property") \
    X(GLTFA_ERROR_COUNT_MISMATCH,        -10, "output count does not match the key count (x3 for CUBICSPLINE, xN for weights)") \
    X(GLTFA_ERROR_CUBIC_ONE_KEY,         -11, "CUBICSPLINE sampler with a single key (two are required)") \
    X(GLTFA_ERROR_STRIDE,                -12, "byteStride smaller than the element size") \
    X(GLTFA_ERROR_SIZE_OVERFLOW,         -13, "accessor size overflows size_t") \
    X(GLTFA_ERROR_DATA_TOO_SHORT,        -14, "accessor extends past its byte_length") \
    X(GLTFA_ERROR_UNKNOWN_INTERPOLATION, -15, "unknown interpolation") \
    X(GLTFA_ERROR_UNKNOWN_TARGET,        -16, "unknown property or path") \
    X(GLTFA_ERROR_TIME_NOT_FINITE,       -17, "a key time is NaN or infinite") \
    X(GLTFA_ERROR_TIME_NEGATIVE,         -18, "a key time is negative") \
    X(GLTFA_ERROR_TIME_NOT_INCREASING,   -19, "key times are not strictly increasing") \
    X(GLTFA_ERROR_VALUE_NOT_FINITE,      -20, "an output value is NaN or infinite") \
    X(GLTFA_ERROR_DUPLICATE_TARGET,      -21, "two channels of a clip write the same target") \
    X(GLTFA_ERROR_NODE_INDEX,            -22, "node index out of range") \
    X(GLTFA_ERROR_WIDTH_MISMATCH,        -23, "sampler width does not fit the bound property") \
    X(GLTFA_ERROR_POINTER_SYNTAX,        -24, "malformed JSON pointer") \
    X(GLTFA_ERROR_POINTER_UNKNOWN,       -25, "JSON pointer names no animatable property") \
    X(GLTFA_ERROR_STEP_ONLY,             -26, "int and bool properties must use STEP interpolation") \
    X(GLTFA_ERROR_KEY_INDEX,             -27, "key index out of range") \
    X(GLTFA_ERROR_NO_DESTINATION,        -28, "pointer channel to a property that is not a node's, without a destination") \
    X(GLTFA_ERROR_SPARSE_COUNT,          -29, "sparse count is 0 or larger than the accessor's count") \
    X(GLTFA_ERROR_SPARSE_INDEX_TYPE,     -30, "sparse indices componentType is not UNSIGNED_BYTE, UNSIGNED_SHORT or UNSIGNED_INT") \
    X(GLTFA_ERROR_SPARSE_INDEX_RANGE,    -31, "a sparse index is not below the accessor's count") \
    X(GLTFA_ERROR_SPARSE_NOT_INCREASING, -32, "sparse indices are not strictly increasing") \
    X(GLTFA_ERROR_MEMORY_TOO_SMALL,      -33, "memory smaller than gltfa_accessor_densify_size() gives") \
    X(GLTFA_ERROR_UNSUPPORTED,           -34, "left out of this build (GLTFA_NO_CUBICSPLINE, GLTFA_ONLY_FLOAT)") \
    X(GLTFA_ERROR_PARENT_INDEX,          -35, "a node's parent is out of range, or a node is the child of two nodes") \
    X(GLTFA_ERROR_CYCLE,                 -36, "the node hierarchy has a cycle (a node is its own ancestor)") \
    X(GLTFA_ERROR_NOT_DECOMPOSABLE,      -37, "a matrix is not translation x rotation x scale (shear, zero scale, or last row not 0 0 0 1)") \
    X(GLTFA_ERROR_AXIS,                  -38, "up axis is not 0 (x), 1 (y) or 2 (z)") \
    X(GLTFA_ERROR_NOT_ANIMATED,          -39, "the clip does not animate the node's translation (nor, with the yaw, its rotation)")

#define GLTFA__RESULT_ENUM(name, value, text) name = value, /* NOLINT(bugprone-macro-parentheses): an enumerator */
/* Result of every fallible call: GLTFA_SUCCESS (0) or a negative error code. */
typedef enum gltfa_result {
    GLTFA__RESULTS(GLTFA__RESULT_ENUM)
    GLTFA_RESULT_FORCE_32BIT = 0x7FFFFFFF
} gltfa_result;
#undef GLTFA__RESULT_ENUM

/* glTF accessor.componentType codes. One list, as the result codes': it makes this enum,
   and in the implementation the component types' rows, their names and their bits in the
   property rules' masks (GLTFA__TM_*: bit i for row i). Columns: the enumerator, its code,
   the specification's name, size in bytes, how it decodes (GLTFA__D_* bits without
   GLTFA__D_NORM), whether glTF allows it normalized, the row's name in the masks. Every
   column is a whole token (no ## or #): a program's macro named BYTE or FLOAT cannot reach
   it, whatever the preprocessor. In code order (gltfa__ctype_row computes the row from the
   code). A new type is a row here, its decoding, and its bit in the properties it may
   animate. */
#define GLTFA__COMPONENT_TYPES(X) \
    X(GLTFA_BYTE,           5120, "BYTE",           1, GLTFA__D_INT | GLTFA__D_SIGNED,   1, GLTFA__CT_B) \
    X(GLTFA_UNSIGNED_BYTE,  5121, "UNSIGNED_BYTE",  1, GLTFA__D_INT,                     1, GLTFA__CT_UB) \
    X(GLTFA_SHORT,          5122, "SHORT",          2, GLTFA__D_INT | GLTFA__D_16 | GLTFA__D_SIGNED, 1, \
      GLTFA__CT_S) \
    X(GLTFA_UNSIGNED_SHORT, 5123, "UNSIGNED_SHORT", 2, GLTFA__D_INT | GLTFA__D_16,       1, GLTFA__CT_US) \
    X(GLTFA_UNSIGNED_INT,   5125, "UNSIGNED_INT",   4, GLTFA__D_U32,                     0, GLTFA__CT_UI) \
    X(GLTFA_FLOAT,          5126, "FLOAT",          4, GLTFA__D_F32,                     0, GLTFA__CT_F)

#define GLTFA__CTYPE_ENUM(name, code, text, size, decode, normalizable, bit) \
    name = code, /* NOLINT(bugprone-macro-parentheses): an enumerator */
typedef enum gltfa_component_type {
    GLTFA__COMPONENT_TYPES(GLTFA__CTYPE_ENUM)
    GLTFA_COMPONENT_TYPE_FORCE_32BIT = 0x7FFFFFFF
} gltfa_component_type;
#undef GLTFA__CTYPE_ENUM

/* animation.sampler.interpolation. 0 is LINEAR, the glTF default. One list, as the result
   codes': it makes this enum, and in the implementation the modes' rows and their names.
   Columns (whole tokens, as in GLTFA__COMPONENT_TYPES): the enumerator, its value, the glTF
   string, elements per key and value (3: in-tangent, value, out-tangent), the fewest keys
   (fewer: GLTFA_ERROR_CUBIC_ONE_KEY), the kernel (LINEAR's refined by the data), whether
   the build has it (else GLTFA_ERROR_UNSUPPORTED). A new mode is a row here and its
   kernel's. */
#define GLTFA__INTERPS(X) \
    X(GLTFA_INTERP_LINEAR,      0, "LINEAR",      1, 1, GLTFA__K_LERP,          1) \
    X(GLTFA_INTERP_STEP,        1, "STEP",        1, 1, GLTFA__K_STEP,          1) \
    X(GLTFA_INTERP_CUBICSPLINE, 2, "CUBICSPLINE", 3, 2, GLTFA__K_CUBIC_OR_NONE, GLTFA__CUBIC_BUILT)

#define GLTFA__INTERP_ENUM(name, value, text, elements, keys, kernel, built) \
    name = value, /* NOLINT(bugprone-macro-parentheses): an enumerator */
typedef enum gltfa_interp {
    GLTFA__INTERPS(GLTFA__INTERP_ENUM)
    GLTFA_INTERP_FORCE_32BIT = 0x7FFFFFFF
} gltfa_interp;
#undef GLTFA__INTERP_ENUM

/* A channel's target.path in the glTF JSON: what the channel animates. 0 is invalid. */
typedef enum gltfa_path {
    GLTFA_PATH_NONE = 0,
    GLTFA_PATH_TRANSLATION = 1,
    GLTFA_PATH_ROTATION = 2,
    GLTFA_PATH_SCALE = 3,
    GLTFA_PATH_WEIGHTS = 4,
    GLTFA_PATH_POINTER = 5, /* KHR_animation_pointer: target.extensions...pointer says what */
    GLTFA_PATH_FORCE_32BIT = 0x7FFFFFFF
} gltfa_path;

/* What a sampler's output is: one row of the rules table (RULES in the top comment). It
   fixes the value kind (component-wise vector, or unit quaternion that slerps), the
   accessor type, how many elements a key has, and the component types allowed. The core
   paths have their own rows; the others are the KHR_animation_pointer data types
   (gltf_anim_bind.h's gltfa_pointer_parse picks the row) and a generic VECTOR. 0 is
   invalid. One list, as the result codes': it makes this enum and, in the implementation,
   the rules' rows. Columns (whole tokens, as in GLTFA__COMPONENT_TYPES): the enumerator,
   its value, a unit quaternion (slerps, normalized output), the accessor's components (0:
   any of 1..16), a SCALAR that may hold N elements per key, STEP only, the component types
   allowed plain, and normalized (masks of component-type rows, GLTFA__TM_*). A new
   property is a row here, and where a path or pointer names it. */
#define GLTFA__PROPERTIES(X) \
    /* columns: enumerator, value, quat, comps, N, step, plain, normalized */ \
    X(GLTFA_PROPERTY_NONE,         0,  0,   0xFF, 0, 0,   0,              0) \
    X(GLTFA_PROPERTY_TRANSLATION,  1,  0,   3,    0, 0,   GLTFA__TM_F,    0)                 /* core: VEC3 FLOAT */ \
    X(GLTFA_PROPERTY_ROTATION,     2,  1,   4,    0, 0,   GLTFA__TM_F,    GLTFA__TM_8_16)    /* core: VEC4 FLOAT or normalized 8/16-bit; quaternion */ \
    X(GLTFA_PROPERTY_SCALE,        3,  0,   3,    0, 0,   GLTFA__TM_F,    0)                 /* core: VEC3 FLOAT */ \
    X(GLTFA_PROPERTY_WEIGHTS,      4,  0,   1,    1, 0,   GLTFA__TM_F,    GLTFA__TM_8_16)    /* core: SCALAR, N per key; FLOAT or normalized 8/16-bit */ \
    X(GLTFA_PROPERTY_FLOAT,        5,  0,   1,    0, 0,   GLTFA__TM_ANY,  GLTFA__TM_8_16)    /* pointer float: SCALAR, any component type */ \
    X(GLTFA_PROPERTY_FLOAT2,       6,  0,   2,    0, 0,   GLTFA__TM_ANY,  GLTFA__TM_8_16)    /* pointer float2: VEC2 */ \
    X(GLTFA_PROPERTY_FLOAT3,       7,  0,   3,    0, 0,   GLTFA__TM_ANY,  GLTFA__TM_8_16)    /* pointer float3: VEC3 */ \
    X(GLTFA_PROPERTY_FLOAT4,       8,  0,   4,    0, 0,   GLTFA__TM_ANY,  GLTFA__TM_8_16)    /* pointer float4: VEC4, component-wise (colors) */ \
    X(GLTFA_PROPERTY_FLOAT_ARRAY,  9,  0,   1,    1, 0,   GLTFA__TM_ANY,  GLTFA__TM_8_16)    /* pointer float[]: SCALAR, N per key */ \
    X(GLTFA_PROPERTY_QUATERNION,   10, 1,   4,    0, 0,   GLTFA__TM_ANY,  GLTFA__TM_8_16)    /* pointer float4 that is a rotation: VEC4; quaternion */ \
    X(GLTFA_PROPERTY_INT,          11, 0,   1,    0, 1,   GLTFA__TM_INTS, 0)                 /* pointer int: SCALAR plain integer; STEP only */ \
    X(GLTFA_PROPERTY_BOOL,         12, 0,   1,    0, 1,   GLTFA__TM_UB,   0)                 /* pointer bool: SCALAR plain UNSIGNED_BYTE; STEP only */ \
    X(GLTFA_PROPERTY_VECTOR,       13, 0,   0,    1, 0,   GLTFA__TM_ANY,  GLTFA__TM_8_16)    /* any data: 1..16 components (SCALAR: N per key) */

#define GLTFA__PROPERTY_ENUM(name, value, quat, comps, n, step, plain, norm) \
    name = value, /* NOLINT(bugprone-macro-parentheses): an enumerator */
typedef enum gltfa_property {
    GLTFA__PROPERTIES(GLTFA__PROPERTY_ENUM)
    GLTFA_PROPERTY_FORCE_32BIT = 0x7FFFFFFF
} gltfa_property;
#undef GLTFA__PROPERTY_ENUM

/* A glTF accessor as it lies in memory, filled from the JSON fields with no conversion.
   Zero every field first (memset, or gltfa_accessor_init) so optional fields default. */
typedef struct gltfa_accessor {
    const void *data;       /* first element: buffer + bufferView.byteOffset + accessor.byteOffset */
    size_t count;           /* accessor.count (elements) */
    int component_type;     /* accessor.componentType, a glTF code 5120..5126 */
    int normalized;         /* accessor.normalized: 0 or 1 */
    int components;         /* components per element: SCALAR 1, VEC2 2, VEC3 3, VEC4 4, MAT4 16 */
    size_t byte_stride;     /* bufferView.byteStride; 0 = tightly packed */
    size_t byte_length;     /* optional: bytes readable from data: min(bufferView.byteLength -
                               accessor.byteOffset, the buffer's bytes past data) (WITH A
                               PARSER); 0 = not checked */
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
    size_t element_bytes;            /* private: in-tangent -> value -> out-tangent (cubic) */
    size_t comp_bytes;               /* private: bytes between two output floats of an element */
    unsigned decode;                 /* private: how one component decodes */
    int interp;                      /* private: gltfa_interp */
    int quat;                        /* private: 1 = unit quaternion output */
    int kernel;                      /* private: the evaluation kernel, chosen at init */
    float guess;                     /* private: keys per second, for the search's guess */
} gltfa_sampler;

/* A keyframe cursor: the key a channel's last sample used (its segment, or the key it
   copied). One per channel per playhead; zero (or any value) is a valid start. */
typedef size_t gltfa_cursor;

/* Private: where a time falls in a sampler's keys, as the kernels read it. */
typedef struct gltfa__pos {
    size_t k;          /* the key to copy, or the segment: t_k <= tc < t_k+1 */
    int seg;           /* 1: interpolate in segment k; 0: copy key k */
    gltfa__real t, td; /* (tc - t_k) / td and td = t_k+1 - t_k (not computed for STEP) */
} gltfa__pos;

/* ---------------------------------------------------------------------------------------
   ACCESSORS AND SAMPLERS
   --------------------------------------------------------------------------------------- */

/* Zeroes view and sets the four fields every accessor has.
 *
 * view must not be NULL. byte_stride, normalized and byte_length start at 0.
 */
GLTFA_API void gltfa_accessor_init(gltfa_accessor *view, const void *data, size_t count,
                                   int component_type, int components);

/* A sparse accessor's substitutions (glTF accessor.sparse), for gltfa_accessor_densify.
   Zero every field first (memset) so the optional bounds default to unchecked. */
typedef struct gltfa_sparse {
    size_t count;               /* sparse.count: 1 .. the base accessor's count */
    const void *indices;        /* buffer + bufferView.byteOffset + sparse.indices.byteOffset */
    int indices_component_type; /* sparse.indices.componentType: 5121, 5123 or 5125 */
    size_t indices_byte_length; /* optional: bytes readable at indices (the same bound as
                                   gltfa_accessor.byte_length); 0 = not checked */
    const void *values;         /* buffer + bufferView.byteOffset + sparse.values.byteOffset:
                                   count elements of the base accessor's component type and
                                   components, tightly packed */
    size_t values_byte_length;  /* optional: bytes readable at values; 0 = not checked */
} gltfa_sparse;

/* Bytes gltfa_accessor_densify needs for base: base->count x the element size (component
 * size x components), packed. Checks the component type, the components and the size
 * arithmetic only.
 *
 * bytes [out] is written only on success.
 * Returns GLTFA_SUCCESS, GLTFA_ERROR_INVALID_ARGUMENT (NULL),
 *   GLTFA_ERROR_UNKNOWN_COMPONENT_TYPE, GLTFA_ERROR_COMPONENT_COUNT or
 *   GLTFA_ERROR_SIZE_OVERFLOW.
 */
GLTFA_API gltfa_result gltfa_accessor_densify_size(const gltfa_accessor *base, size_t *bytes);

/* Densifies a sparse accessor into caller memory, in the accessor's own bytes: the base
 * elements (or zeros), with sparse->count of them replaced by the sparse values, by the
 * glTF rules. Then pass dense to gltfa_sampler_init as usual: sampling decodes the bytes
 * with the library's own exact formulas (normalized SHORT -32768 is -1), and a dense
 * accessor costs nothing extra per sample. No allocation; O(base count + sparse count).
 *
 * base: component_type, normalized, components, count as for any accessor. base->data
 *   NULL means the accessor has no bufferView: the base elements are zeros (the glTF
 *   default). Otherwise byte_stride and byte_length are honoured as gltfa_sampler_init
 *   does (byte_length is the bound a caller must pass for untrusted files, WITH A PARSER).
 * sparse: the substitutions; indices must be strictly increasing and below base->count;
 *   count >= 1 and <= base->count. NULL means none (a plain copy into packed memory, or
 *   zeros: an accessor with neither bufferView nor sparse).
 * memory [out]: memory_bytes >= gltfa_accessor_densify_size(base); any alignment; must
 *   not overlap the base or the sparse bytes. It must stay valid and unchanged while a
 *   sampler made from dense is used. Written only on success.
 * dense [out]: on success a packed accessor (byte_stride 0, byte_length set) over memory
 *   with base's count, component type, normalized and components; untouched on error.
 * Every index and the bounds are checked before anything is written; never reads outside
 *   base (count x stride within byte_length when given), the count indices and the count
 *   values (within their byte lengths when given).
 * Returns GLTFA_SUCCESS or, in this order: GLTFA_ERROR_INVALID_ARGUMENT (base or dense
 *   NULL; memory NULL with memory_bytes > 0), the errors of gltfa_accessor_densify_size,
 *   GLTFA_ERROR_STRIDE, GLTFA_ERROR_DATA_TOO_SHORT (base past its byte_length),
 *   GLTFA_ERROR_MEMORY_TOO_SMALL; then for the sparse part GLTFA_ERROR_SPARSE_COUNT,
 *   GLTFA_ERROR_SPARSE_INDEX_TYPE, GLTFA_ERROR_NULL_DATA (indices or values NULL),
 *   GLTFA_ERROR_DATA_TOO_SHORT (indices or values past their byte lengths),
 *   GLTFA_ERROR_SPARSE_INDEX_RANGE and GLTFA_ERROR_SPARSE_NOT_INCREASING (the first bad
 *   index decides).
 */
GLTFA_API gltfa_result gltfa_accessor_densify(const gltfa_accessor *base,
                                              const gltfa_sparse *sparse, void *memory,
                                              size_t memory_bytes, gltfa_accessor *dense);

/* Builds a sampler from an input (key times) and an output (values) accessor.
 *
 * sampler [out] is filled on success and zeroed on failure.
 * input must be SCALAR FLOAT (not normalized), at least one key (two for CUBICSPLINE).
 * output must fit the property's row of the rules table (RULES in the top comment):
 *   accessor type, component type and normalized, and count = keys x elements per key,
 *   x3 for CUBICSPLINE. Where the row allows N elements per key (WEIGHTS, FLOAT_ARRAY, a
 *   SCALAR VECTOR), N is output count / (keys x 1 or 3) and must divide exactly: compare
 *   gltfa_sampler_width() with the mesh's target count.
 * Checks in O(1) only; call gltfa_sampler_check() too for untrusted data.
 * Returns GLTFA_SUCCESS or the first problem found, in this order: misuse,
 *   GLTFA_ERROR_UNKNOWN_INTERPOLATION, GLTFA_ERROR_UNSUPPORTED (CUBICSPLINE under
 *   GLTFA_NO_CUBICSPLINE), GLTFA_ERROR_UNKNOWN_TARGET (property), GLTFA_ERROR_STEP_ONLY, then
 *   the input view, then the output view and its rules (GLTFA_ERROR_UNSUPPORTED for an
 *   output that is not FLOAT under GLTFA_ONLY_FLOAT, after the rules accept its type).
 */
GLTFA_API gltfa_result gltfa_sampler_init(gltfa_sampler *sampler, const gltfa_accessor *input,
                                          const gltfa_accessor *output, gltfa_interp interp,
                                          gltfa_property property);

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

/* Number of keys (input count); 0 for a sampler that is not initialized. */
GLTFA_API size_t gltfa_sampler_key_count(const gltfa_sampler *sampler);

/* Key time i, decoded from the input accessor (little-endian FLOAT, any stride).
 *
 * time [out] is written only on success.
 * Returns GLTFA_SUCCESS, GLTFA_ERROR_INVALID_ARGUMENT (NULL, or a sampler that is not
 *   initialized) or GLTFA_ERROR_KEY_INDEX (i >= gltfa_sampler_key_count()).
 */
GLTFA_API gltfa_result gltfa_sampler_key_time(const gltfa_sampler *sampler, size_t i,
                                              float *time);

/* The sampler's interpolation; GLTFA_INTERP_LINEAR for a sampler that is not initialized. */
GLTFA_API gltfa_interp gltfa_sampler_interp(const gltfa_sampler *sampler);

/* 1 when the sampler's output is a unit quaternion (slerp, normalized: properties ROTATION
 * and QUATERNION), 0 otherwise and for a sampler that is not initialized. */
GLTFA_API int gltfa_sampler_is_quaternion(const gltfa_sampler *sampler);

/* First and last key time.
 *
 * first and last [out, optional] may be NULL; written only on success.
 * Returns GLTFA_SUCCESS or GLTFA_ERROR_INVALID_ARGUMENT (a sampler that is not initialized).
 */
GLTFA_API gltfa_result gltfa_sampler_time_range(const gltfa_sampler *sampler, float *first,
                                                float *last);

/* Samples at time tc into out.
 *
 * out must hold out_count >= gltfa_sampler_width() floats; exactly width are written.
 * Without a cursor the key is found by an interpolation guess and a gallop from it:
 *   O(1) key reads for evenly spaced keys, O(log n) at worst (by bisection in the core
 *   build: O(log n)).
 * Returns GLTFA_SUCCESS, or a misuse error (NULL pointer, uninitialized sampler, out_count
 * too small) with nothing written.
 */
GLTFA_API gltfa_result gltfa_sampler_sample(const gltfa_sampler *sampler, float tc, float *out,
                                            size_t out_count);

/* Samples at time tc using and updating a keyframe cursor.
 *
 * cursor [in, out] belongs to one channel and one playhead; NULL means no cursor. The
 *   result is bit-identical to gltfa_sampler_sample() (for data that passes
 *   gltfa_sampler_check()). Playback that stays in the cursor's segment or moves to the
 *   next costs O(1); any other move is searched as gltfa_sampler_sample() does.
 * Otherwise as gltfa_sampler_sample().
 */
GLTFA_API gltfa_result gltfa_sampler_sample_cursor(const gltfa_sampler *sampler, float tc,
                                                   gltfa_cursor *cursor, float *out,
                                                   size_t out_count);

#ifndef GLTFA_NO_CLIPS
/* ---------------------------------------------------------------------------------------
   CLIPS: every channel of an animation, sampled into caller-bound destinations
   --------------------------------------------------------------------------------------- */

/* One channel of a clip: a sampler and where its values go. */
typedef struct gltfa_channel {
    gltfa_sampler sampler; /* built with gltfa_sampler_init */
    float *dest;           /* destination: gltfa_sampler_width(&sampler) floats */
} gltfa_channel;

/* Private: the plan's parts (gltfa_clip_init carves them out of the caller's slot array). */
typedef struct gltfa__clip_input { /* one per distinct input accessor */
    gltfa__pos pos;                /* where its playhead is (its cursor: pos.k) */
    const gltfa_sampler *lead;     /* the sampler that finds it: its first channel's */
} gltfa__clip_input;
typedef struct gltfa__clip_entry { /* one per channel, in the order of evaluation */
    const gltfa_channel *channel;
    const gltfa__clip_input *input; /* its input's state */
} gltfa__clip_entry;

/* One per channel of a clip: caller memory, given to gltfa_clip_init, where the clip keeps
   what it decided once (the order of evaluation: channels grouped by input accessor, then
   by kernel) and, for each input accessor, where the playhead is (its cursor) and the key
   times its next sample will compare. A slot is a unit of size: the clip cuts the array
   into four regions (n inputs' states, n entries of the order, the lane key times, and the
   lengths of the runs of one kernel), and never reads a slot as a slot. Treat the fields
   as private. 72 bytes on 64-bit targets with double kernels, 32 on 32-bit float-only ones
   (sizeof tells).
   Scratch: gltfa_clip_init reads nothing the slots held before it (it writes all it reads),
   so until then n slots are the caller's memory for 2n size_t (aligned for size_t;
   sizeof(gltfa_clip_slot) >= 2 sizeof(size_t), checked at compile time): gltf_anim_bind.h
   keeps its duplicate checks there. */
typedef struct gltfa_clip_slot {
    gltfa__clip_input input; /* private */
    gltfa__clip_entry entry; /* private */
#ifndef GLTFA_NO_DOUBLE
    float times[3];          /* private */
#endif
    unsigned run;            /* private */
} gltfa_clip_slot;

/* A clip: borrows the caller's channel and slot arrays. Treat fields as private. */
typedef struct gltfa_clip {
    gltfa_channel *channels; /* private */
    gltfa_clip_slot *clip_slots; /* private: one per channel, carved into the four regions below */
    gltfa__clip_input *input;    /* private: the inputs' states, inputs of them */
    const gltfa__clip_entry *entry; /* private: the order of evaluation, channel_count */
    float *times;            /* private: the lane key times of the inputs' full lane groups */
    size_t channel_count;    /* private */
    size_t inputs;           /* private: distinct input accessors */
    const unsigned *run;     /* private: run[i], where entry i starts a run of one kernel,
                                is its length (NULL: no runs, the core build or a clip of
                                the direct path) */
    size_t lane_rest;        /* private: samples to take before the position lanes are
                                tried again (random access makes them miss) */
    float start;             /* private: earliest first key time */
    float end;               /* private: latest last key time */
} gltfa_clip;

/* Wrap modes for gltfa_wrap_time and gltfa_clip_time. 0 is CLAMP (play once). */
typedef enum gltfa_wrap {
    GLTFA_WRAP_CLAMP = 0,    /* play once: hold the start pose before start, the end after */
    GLTFA_WRAP_REPEAT = 1,   /* loop: start -> end, start -> end, ... */
    GLTFA_WRAP_PINGPONG = 2, /* start -> end -> start -> end ... */
    GLTFA_WRAP_FORCE_32BIT = 0x7FFFFFFF
} gltfa_wrap;

/* Makes a clip of channel_count channels, and decides once how it is sampled.
 *
 * channels must stay valid while the clip is used; every sampler initialized and every
 *   dest non-NULL; no two channels may have the same dest (the specification allows a
 *   (node, path) once per animation; destinations are compared by address).
 * clip_slots [out]: channel_count gltfa_clip_slot, owned by the caller and kept while the clip is
 *   used (NULL only for an empty clip). In them the clip groups its channels by input
 *   accessor, so that each input is searched once per frame wherever its channels are
 *   listed, orders them by kernel (but for a clip of one to three channels, sampled channel
 *   by channel), and keeps each input's cursor. One slot array per clip:
 *   two playheads over one channel array are two clips, each with its own slots; they
 *   write the same destinations, so threads that play at once need channel arrays of their
 *   own (MEMORY AND THREADS). O(n log n) (duplicates too).
 * The clip's time span is [start, end]: the earliest first key and the latest last key over
 *   its channels (the specification's "time span between the earliest t0 and the latest tn
 *   among all samplers"); [0, 0] for an empty clip.
 * Returns GLTFA_SUCCESS, GLTFA_ERROR_INVALID_ARGUMENT (NULL, uninitialized sampler, NULL
 *   dest) or GLTFA_ERROR_DUPLICATE_TARGET. The clip is zeroed on failure.
 */
GLTFA_API gltfa_result gltfa_clip_init(gltfa_clip *clip, gltfa_channel *channels,
                                       size_t channel_count, gltfa_clip_slot *clip_slots);

/* gltfa_clip_init whose span also covers [start, end]: the keys of an animation's channels
 * the clip does not play (gltf_anim_bind.h's skipped channels), so that a loop keeps the
 * animation's period. The span is the earliest first and latest last key over both (of
 * [start, end] alone for an empty clip). end < start, or either not finite: nothing to add,
 * gltfa_clip_init itself. Returns and fails as gltfa_clip_init.
 */
GLTFA_API gltfa_result gltfa_clip_init_span(gltfa_clip *clip, gltfa_channel *channels,
                                            size_t channel_count, gltfa_clip_slot *clip_slots,
                                            float start, float end);

/* The clip's earliest first key time (0 for NULL or a clip without keys: an empty
 * gltfa_clip_init; gltfa_clip_init_span counts the keys it is given). */
GLTFA_API float gltfa_clip_start(const gltfa_clip *clip);

/* The clip's latest last key time (0 for NULL or a clip without keys, as gltfa_clip_start). */
GLTFA_API float gltfa_clip_end(const gltfa_clip *clip);

/* The clip's duration, end - start (rounded to float), as the specification defines it; 0
 * for a clip without keys, NULL, or (unchecked data) an end before the start. */
GLTFA_API float gltfa_clip_duration(const gltfa_clip *clip);

/* Number of channels in the clip: channel_count of gltfa_clip_init (gltf_anim_bind.h's
 * gltfa_clip_init_nodes_skip: the bound channels); 0 for NULL or a clip whose
 * initialization failed. */
GLTFA_API size_t gltfa_clip_channel_count(const gltfa_clip *clip);

/* Where clip channel i writes: its dest, which gltfa_clip_sample fills with width floats.
 * Channels are numbered as given to gltfa_clip_init (gltf_anim_bind.h: for
 * gltfa_clip_init_nodes, desc order; for gltfa_clip_init_nodes_skip, the bound descs in
 * desc order), not in the order the clip evaluates them.
 *
 * width [out, optional] receives the sampler's width (gltfa_sampler_width).
 * Returns NULL, with *width 0, when clip is NULL or i >= gltfa_clip_channel_count(clip).
 */
GLTFA_API float *gltfa_clip_channel_dest(const gltfa_clip *clip, size_t i, size_t *width);

/* The sampler of clip channel i (numbered as for gltfa_clip_channel_dest), or NULL when clip
 * is NULL or i >= gltfa_clip_channel_count(clip). */
GLTFA_API const gltfa_sampler *gltfa_clip_channel_sampler(const gltfa_clip *clip, size_t i);

/* Samples every channel at clip time tc into its destination. A channel whose keys ended
 * holds its last value; before its first key it holds the first. Results are exactly
 * gltfa_sampler_sample() of each channel, bit for bit. Each input accessor is searched once
 * (during playback: its cursor's segment or the next, several inputs at once in SIMD
 * lanes), then the channels run kernel by kernel (LINEAR rotations of FLOAT, normalized
 * SHORT or BYTE keys four or eight at a time in lanes); a clip of one to three channels
 * goes channel by channel instead (channels that share an input share its cursor). Map
 * playback time with gltfa_clip_time() first.
 */
GLTFA_API gltfa_result gltfa_clip_sample(gltfa_clip *clip, float tc);

/* Maps a playback time onto the time span [start, end]. Pure; always returns a value in
 * [start, end]. Playback time runs on the animation's own timeline (the key times), so the
 * first pass of a loop is the identity and a loop starts at its first pose when playback
 * starts at `start`. With d = end - start and u = time - start:
 *
 * CLAMP: time < start -> start, time > end -> end, else time itself.
 * REPEAT: start + (u mod d), the specification's loop, with one rule on top: the end of
 *   every pass (u = k d, k >= 1) gives end, the end pose, never start. u = 0 gives start.
 *   Times before start loop backwards (the mathematical mod: start - 0.25 -> end - 0.25).
 * PINGPONG: forward on even passes, backward on odd ones; u = d -> end, u = 2d -> start;
 *   symmetric for times before start.
 * play_count: number of passes (0 = forever). After them the pose holds where the last
 *   pass ended (end, or start after an even number of ping-pong passes); before start it
 *   is start.
 * start not finite -> 0. end not finite, or end <= start (a zero-length span: one key, or
 *   every channel's keys at one time) -> start, the first pose.
 * time NaN or -infinity -> start; +infinity -> the end of the last pass (end when looping
 *   forever).
 * Exact, in integer arithmetic (no double, no float operation: the same bits on every
 *   target and in every build): the result is the float nearest to the formula's value
 *   computed from the real start, end and time, whenever start and end, as integers over
 *   the finer of their ulps, are below 2^62 (always when they differ in binary exponent by
 *   at most 38, or one is 0), for every time (hours, days, 1e30). Nothing accumulates: an
 *   hour of looping is as exact as the first second. Beyond that range the smaller endpoint
 *   is moved by less than 2^-61 max(|start|, |end|) first (error at most (|time - start| /
 *   (end - start) + 2) 2^(e - 61) + 1 ulp, e the larger endpoint's binary exponent). Cost:
 *   one step per bit of the number of passes, O(log(passes)).
 * The [0, end] convention (three.js and others loop from 0, holding the first pose until
 * the first key) is gltfa_wrap_time(time, 0.0f, gltfa_clip_end(&clip), mode, play_count).
 */
GLTFA_API float gltfa_wrap_time(float time, float start, float end, gltfa_wrap mode,
                                unsigned long play_count);

/* gltfa_wrap_time(time, start, end, GLTFA_WRAP_REPEAT, 0), the loop forever, with the loop
 * count: *loops receives k, the number of whole passes before the result q, so that time =
 * start + k (end - start) + (q - start) exactly, before q is rounded to float (k = floor(u /
 * d) for u = time - start, d = end - start). Where REPEAT gives the end pose (u = k d with
 * k >= 1) q is end and k one less, so that k counts the passes completed before q's: k = 0
 * on [start, end], 1 on the second pass, -1 on the pass before start. Exact and O(log k) as
 * gltfa_wrap_time; k saturates at LONG_MAX and -LONG_MAX. Not a time (NaN, infinite) or a
 * zero-length span (end <= start, or either not finite): k = 0 and gltfa_wrap_time's q.
 * loops may be NULL.
 */
GLTFA_API float gltfa_wrap_repeat(float time, float start, float end, long *loops);

/* gltfa_wrap_time(time, gltfa_clip_start(clip), gltfa_clip_end(clip), mode, play_count):
 * playback time to clip time over the clip's own span, the specification's loop. */
GLTFA_API float gltfa_clip_time(const gltfa_clip *clip, float time, gltfa_wrap mode,
                                unsigned long play_count);

/* ---------------------------------------------------------------------------------------
   BLENDING
   out may alias any input. Weights are clamped to [0, 1] for blends; NaN counts as 0.
   --------------------------------------------------------------------------------------- */

/* A node's local transform. Fill it with the node's rest values (glTF defaults: T 0,
   R (0,0,0,1), S 1); a clip only writes what it animates. */
typedef struct gltfa_trs {
    float translation[3];
    float rotation[4]; /* x, y, z, w */
    float scale[3];
} gltfa_trs;

/* out = (1 - w) a + w b, component-wise (translations, scales, weights, colors, any vector). */
GLTFA_API void gltfa_blend_vec(float *out, const float *a, const float *b, size_t count, float w);

/* Shortest-arc slerp from a to b by w, normalized (the same kernel as LINEAR rotations).
   Only for rotations: other float4 data (colors) blends with gltfa_blend_vec. */
GLTFA_API void gltfa_blend_quat(float *out, const float *a, const float *b, float w);

/* Additive layer: out = pose + w (clip - reference), component-wise; any finite w. */
GLTFA_API void gltfa_add_vec(float *out, const float *pose, const float *clip,
                             const float *reference, size_t count, float w);

/* Additive rotation: the clip's rotation relative to the reference, d = conj(reference) *
 * clip, scaled by w on the shortest arc from the identity, applied after the pose:
 * out = pose * slerp(identity, d, w), normalized. w in [0, 1] (clamped). */
GLTFA_API void gltfa_add_quat(float *out, const float *pose, const float *clip,
                              const float *reference, float w);

/* Blends two node poses: vectors with gltfa_blend_vec, the rotation with gltfa_blend_quat. */
GLTFA_API void gltfa_trs_blend(gltfa_trs *out, const gltfa_trs *a, const gltfa_trs *b, float w);

/* Adds (clip - reference) x w to a pose: translation and scale with gltfa_add_vec (scale
   too is additive, not multiplicative), rotation with gltfa_add_quat. */
GLTFA_API void gltfa_trs_add(gltfa_trs *out, const gltfa_trs *pose, const gltfa_trs *clip,
                             const gltfa_trs *reference, float w);

/* ---------------------------------------------------------------------------------------
   NAMES
   --------------------------------------------------------------------------------------- */

/* Maps a glTF interpolation string: NULL (the property is absent) gives LINEAR, as the
 * specification says; "LINEAR", "STEP" and "CUBICSPLINE" their value; anything else
 * (including lower case) GLTFA_ERROR_UNKNOWN_INTERPOLATION, interp untouched. interp [out]
 * must not be NULL.
 */
GLTFA_API gltfa_result gltfa_interp_parse(const char *name, gltfa_interp *interp);

/* Maps a channel target.path: "translation", "rotation", "scale", "weights" and "pointer"
 * (KHR_animation_pointer); anything else, and NULL, gives GLTFA_ERROR_UNKNOWN_TARGET, path
 * untouched. path [out] must not be NULL.
 */
GLTFA_API gltfa_result gltfa_path_parse(const char *name, gltfa_path *path);

/* The rules row of a core path: TRANSLATION, ROTATION, SCALE or WEIGHTS; GLTFA_PROPERTY_NONE
 * for GLTFA_PATH_POINTER (gltf_anim_bind.h's gltfa_pointer_parse tells its property) and
 * anything else. */
GLTFA_API gltfa_property gltfa_path_property(gltfa_path path);

/* Floats per sample of a rules row whose accessor type fixes it: 1 FLOAT, INT, BOOL; 2
 * FLOAT2; 3 TRANSLATION, SCALE, FLOAT3; 4 ROTATION, FLOAT4, QUATERNION; 0 where the accessor
 * decides (WEIGHTS, FLOAT_ARRAY: N per key; VECTOR), for NONE and any other value. */
GLTFA_API size_t gltfa_property_width(gltfa_property property);
#endif /* GLTFA_NO_CLIPS */

/* The glTF string of an interpolation ("LINEAR", "STEP", "CUBICSPLINE"; "" for any other
 * value): static, never NULL. */
GLTFA_API const char *gltfa_interp_name(gltfa_interp interp);

/* The glTF string of a channel path ("translation", "rotation", "scale", "weights";
 * "pointer" for GLTFA_PATH_POINTER, as gltfa_path_parse reads it; "" for any other value,
 * GLTFA_PATH_NONE included): static, never NULL. */
GLTFA_API const char *gltfa_path_name(gltfa_path path);

/* The glTF name of a componentType code ("FLOAT", "UNSIGNED_SHORT", ...; "" for a code glTF
 * does not define): static, never NULL. */
GLTFA_API const char *gltfa_component_type_name(int component_type);

/* A static, never NULL, description of a result code ("unknown result" when out of range). */
GLTFA_API const char *gltfa_result_name(gltfa_result result);

/* What this build of the implementation chose (bits of gltfa_config): tests and tools ask
 * here instead of guessing from the target. */
#define GLTFA_CONFIG_FLOAT_KERNELS 1u /* t and the vector kernels in float (GLTFA_NO_DOUBLE,
                                         automatic on an FPU without double): ACCURACY's
                                         float bound applies */
#define GLTFA_CONFIG_SIMD 2u          /* gltfa_clip_sample evaluates channels in SIMD lanes */
#define GLTFA_CONFIG_NO_CLIPS 4u      /* built with GLTFA_NO_CLIPS */
#define GLTFA_CONFIG_REFERENCE_BITS 8u /* every result has the reference bits: the same
                                          float32 bits as every other build with this bit,
                                          whatever the instruction set (ACCURACY) */
GLTFA_API unsigned gltfa_config(void);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* GLTF_ANIM_H */

/* =======================================================================================
   IMPLEMENTATION. Stop here if you only want the API.

   In this order: the shared part (headers, GLTFA_ASSERT, THE PLATFORM LAYER, the one place
   that tests compilers and instruction sets, and the helpers on bytes and bits; emitted
   once for this header's implementation and gltf_anim_bind.h's); THE CORE, what every
   build compiles, read straight through (its only conditionals are the feature options
   GLTFA_NO_CLIPS, _NO_CUBICSPLINE, _ONLY_FLOAT, _NO_DOUBLE, _NO_RESULT_NAMES); the seam,
   the hooks the core declares (gltfa__variant, gltfa__read_fast, ...); THE SPEED SECTION,
   one #ifdef GLTFA__FAST (unless -Os or GLTFA_NO_FAST: kernel variants, lanes, pairs of
   doubles, runs, the cursor fast path, the clips' direct path), whose #else holds the
   hooks' core answers; THE
   ENTRY POINTS, the per-channel calls and the clips' sample over both.
   ======================================================================================= */

#if defined(GLTF_ANIM_IMPLEMENTATION) || defined(GLTF_ANIM_BIND_IMPLEMENTATION)
/* What both implementations use (this one and gltf_anim_bind.h's, in one translation unit or
   two), once per translation unit: the headers, GLTFA_ASSERT, the platform layer and the
   helpers on bytes and bits. */
#ifndef GLTFA__SHARED_INCLUDED
#define GLTFA__SHARED_INCLUDED

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


/* ---------------------------------------------------------------------------------------
   THE PLATFORM LAYER. Everything that depends on the instruction set is decided here and
   nowhere else: one #if/#elif chain names each instruction set the library has code for and
   ends in the portable code. Outside this section there is no intrinsic and no test of an
   instruction-set macro: the kernels below are written once, over what a block defines.
   A block may define:
     GLTFA__SQRT(x)        the target's correctly rounded float square root instruction
                           (SSE sqrtss, AArch64 fsqrt, wasm f32.sqrt), without libm; where
                           there is none, the library's own Newton iteration (gltfa__rsqrt);
     GLTFA__LE_LOADS       little-endian with unaligned loads: a key's four bytes are read as
                           one float (gcc and clang), not assembled byte by byte;
     GLTFA__LANES          the lane count (4, 8, 16: any power of two >= 4; nothing else
                           depends on it): clips slerp that many rotations at once, over the
                           float lane vocabulary: types gltfa__v (floats) and gltfa__m (masks);
                           GLTFA__V_SET LOAD STORE (unaligned) ADD SUB MUL DIV SQRT LT LE SEL,
                           GLTFA__V_LOAD_INT (GLTFA__LANES ints of an int array, |i| < 2^24,
                           as floats; built from the elements where the compiler can keep
                           them in registers, not reloaded from the stores just made),
                           GLTFA__V_LOAD_U8, I8, U16, I16 (GLTFA__LANES packed little-endian
                           integers at p, unaligned, as floats, reading exactly their bytes),
                           GLTFA__V_FLIP (the sign flipped in a mask's lanes), GLTFA__M_AND
                           and GLTFA__M_BITS (a lane mask as bits); GLTFA__V_LOAD_KEYS and
                           GLTFA__V_STORE_KEYS (GLTFA__LANES packed FLOAT VEC4 keys to x, y, z,
                           w vectors and back), GLTFA__V_TRANSPOSE4 where GLTFA__LANES is 4
                           (an array of four vectors transposed in place: one key per vector
                           to x, y, z, w); GLTFA__V_LOAD4 and GLTFA__V_STORE4 (one packed
                           FLOAT VEC4 key in lanes 0-3 and back), GLTFA__V_PAIR(a, b) (a and b in
                           lanes 0 and 1) and GLTFA__V_LANE(v, i) (lane i < 4 as a float): the
                           per-channel call's slerp of one rotation; lanes need GLTFA__SQRT,
                           whose lane form GLTFA__V_SQRT is;
     GLTFA__D2             with double kernels: pairs of doubles, gltfa__d2 and GLTFA__D2_SET
                           SUB DIV ADD MUL STORE STORE_LO STORE_HI (one double of the pair)
                           CLAMP01 (to [0, 1], NaN to 0), CLAMP(a, m) (to [-m, m], NaN kept),
                           GLTFA__V_TO_D2 (the lanes of a gltfa__v as GLTFA__LANES / 2
                           pairs), GLTFA__D2_LOAD_F and GLTFA__D2_STORE_F (two
                           packed floats in, two floats out), GLTFA__D2_LOAD_F1 and
                           GLTFA__D2_STORE_F1 (one float in the low double, 0 in the high
                           one; the low double out as a float): the positions of GLTFA__LANES
                           inputs at once and the VEC3 lerp;
     GLTFA__MX             gltf_anim_bind.h's matrix lanes (four floats: a column of a matrix,
                           one lane a row, or one lane a pose), gltfa__mx and GLTFA__MX_LOAD
                           STORE SET ADD MUL SUB TRANSPOSE4, TWO_OVER(n) (2 / n where n is a
                           normal float, else +0), CLAMP (to [-FLT_MAX, FLT_MAX], NaN to
                           -FLT_MAX: the skeleton's scalar clamp), ROW3_ZERO and ROW3_ONE (lane
                           3 set to +0 or 1), DUP(v, i) (lane i, a constant, in every lane), in
                           every block with lanes (SSE, also under AVX).
   Every lane operation is the IEEE operation the scalar code performs, in the same order, so
   lanes give the scalar bits. And every operation the library performs, scalar or lane, is
   a correctly rounded IEEE operation (no estimate instruction, no fused multiply-add, no
   libm), so that the targets with GLTFA__SQRT, double and FLT_EVAL_METHOD 0 give the same
   bits (GLTFA_CONFIG_REFERENCE_BITS). Lanes need the clips, the compiler's intrinsic headers
   (not GLTFA_NO_STDLIB), the library's own square root (not GLTFA_SQRTF) and exact
   arithmetic (not -ffast-math: the compiler may reassociate the scalar code); GLTFA_NO_SIMD
   turns them off. Adding an instruction set is one block here.
   --------------------------------------------------------------------------------------- */
/* The one switch. The speed section (kernel variants, lanes, runs, the stage-1 lanes, the
   cursor fast path) is compiled unless -Os or GLTFA_NO_FAST; lanes exist only with it.
   Without it the library is the core: one path per kind of kernel, the smallest code, the
   same bits (firmware: make size). GLTFA_NO_SIMD and -ffast-math turn off the lanes alone. */
#if !defined(__OPTIMIZE_SIZE__) && !defined(GLTFA_NO_FAST)
#define GLTFA__FAST 1
#endif
#if defined(GLTFA_NO_SIMD) || defined(GLTFA_NO_CLIPS) || defined(__FAST_MATH__) || !defined(GLTFA__FAST)
#define GLTFA__NO_LANES
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

/* An inline hint for the small hot helpers (C89 has no inline keyword). */
#if defined(__OPTIMIZE_SIZE__)
#define GLTFA__INLINE /* -Os: let the compiler decide, for size */
#elif defined(__GNUC__) || defined(__clang__)
#define GLTFA__INLINE __inline__
#elif defined(_MSC_VER)
#define GLTFA__INLINE __inline
#else
#define GLTFA__INLINE
#endif

/* GLTFA_NO_STDLIB promises no libc symbol, but gcc turns a loop that zeroes or copies
   bytes into a call to memset or memcpy unless -ffreestanding (or
   -fno-tree-loop-distribute-patterns) is given: the functions with such loops turn that off
   for themselves. (clang makes such calls of struct zeroing too, where the flag is the
   only cure: README.md, firmware.) */
#if defined(GLTFA_NO_STDLIB) && defined(__GNUC__) && !defined(__clang__) && !defined(__TINYC__) && \
    !defined(__INTEL_COMPILER)
#define GLTFA__NO_LIBC_LOOPS __attribute__((__optimize__("no-tree-loop-distribute-patterns")))
#else
#define GLTFA__NO_LIBC_LOOPS
#endif

/* The search behind a missed cursor and the per-channel call's other paths (any kernel, the
   slerp's decoded keys and its fallback) stay out of line (gcc and clang), and the playback
   path in front of them is always inlined, except under -Os. */
#if (defined(__GNUC__) || defined(__clang__)) && !defined(__TINYC__) && !defined(__OPTIMIZE_SIZE__)
#define GLTFA__NOINLINE __attribute__((__noinline__))
#define GLTFA__ALWAYS_INLINE __inline__ __attribute__((__always_inline__))
#else
#define GLTFA__NOINLINE
#define GLTFA__ALWAYS_INLINE GLTFA__INLINE
#endif
/* GLTFA_SUCCESS as clang's x86-64 and AArch64 builds return it from the kernels that always
   succeed: through an empty asm, so that clang cannot prove the result constant. When it
   can, it calls such a kernel and returns its own 0 after it, where it would jump to it (a
   call, a return and a saved register more per channel: the direct path's kernels and key
   copies). Other compilers, and the core build, return the constant. */
#if defined(__clang__) && defined(GLTFA__FAST) && (defined(__x86_64__) || defined(__aarch64__))
#define GLTFA__OPAQUE_OK(r) __asm__("" : "+r"(r))
#else
#define GLTFA__OPAQUE_OK(r) (void)0
#endif
/* Inlined under -Os too: the helpers that take a kernel as a parameter, so that each call
   names its kernel (a direct call, and a static stack bound: make size); and the clips'
   stages, which the core build's gltfa_clip_sample runs in its own frame. */
#if (defined(__GNUC__) || defined(__clang__)) && !defined(__TINYC__)
#define GLTFA__KERNEL_INLINE __inline__ __attribute__((__always_inline__))
#else
#define GLTFA__KERNEL_INLINE GLTFA__INLINE
#endif

#if defined(GLTFA_SQRTF) || defined(GLTFA_NO_STDLIB)
/* Portable: the caller's square root, or no compiler header at all. */

#elif defined(__SSE__) || defined(_M_X64) || (defined(_M_IX86_FP) && _M_IX86_FP >= 1)
/* x86: SSE's square root (sqrtss) for the scalar code. Lanes where the scalar float and
   double code is SSE2 too (x86-64; 32-bit x86 with -msse2 -mfpmath=sse): four with SSE, or
   eight with AVX (opt-in GLTFA_AVX2, with -mavx2), and pairs of doubles with SSE2. */
#include <xmmintrin.h>
#define GLTFA__SQRT(x) _mm_cvtss_f32(_mm_sqrt_ss(_mm_set_ss(x)))
#define GLTFA__LE_LOADS
#if !defined(GLTFA__NO_LANES) && ((defined(__SSE2__) && defined(__SSE2_MATH__)) || defined(_M_X64))
#include <emmintrin.h>
/* four packed FLOAT VEC4 keys at p[0..3] to x, y, z, w of four lanes, and back */
#define GLTFA__SSE_LOAD_KEYS(r, p) do { \
        __m128 r0_ = _mm_loadu_ps((const float *)(const void *)(p)[0]); \
        __m128 r1_ = _mm_loadu_ps((const float *)(const void *)(p)[1]); \
        __m128 r2_ = _mm_loadu_ps((const float *)(const void *)(p)[2]); \
        __m128 r3_ = _mm_loadu_ps((const float *)(const void *)(p)[3]); \
        _MM_TRANSPOSE4_PS(r0_, r1_, r2_, r3_); \
        (r)[0] = r0_; (r)[1] = r1_; (r)[2] = r2_; (r)[3] = r3_; \
    } while (0)
#define GLTFA__SSE_LANE(v, i) _mm_cvtss_f32(_mm_shuffle_ps(v, v, i))
#define GLTFA__SSE_STORE_KEYS(p, r0, r1, r2, r3) do { \
        __m128 s0_ = (r0), s1_ = (r1), s2_ = (r2), s3_ = (r3); \
        _MM_TRANSPOSE4_PS(s0_, s1_, s2_, s3_); \
        _mm_storeu_ps((p)[0], s0_); _mm_storeu_ps((p)[1], s1_); \
        _mm_storeu_ps((p)[2], s2_); _mm_storeu_ps((p)[3], s3_); \
    } while (0)
#if defined(GLTFA_AVX2) && defined(__AVX2__)
#include <immintrin.h>
#define GLTFA__LANES 8
typedef __m256 gltfa__v;
typedef __m256 gltfa__m;
#define GLTFA__V_SET(x) _mm256_set1_ps(x)
#define GLTFA__V_LOAD(p) _mm256_loadu_ps(p)
#define GLTFA__V_LOAD_INT(p) _mm256_cvtepi32_ps(_mm256_setr_epi32((p)[0], (p)[1], (p)[2], (p)[3], \
    (p)[4], (p)[5], (p)[6], (p)[7]))
#define GLTFA__V_LOAD_U8(p) _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_loadl_epi64((const __m128i *)(const void *)(p))))
#define GLTFA__V_LOAD_I8(p) _mm256_cvtepi32_ps(_mm256_cvtepi8_epi32(_mm_loadl_epi64((const __m128i *)(const void *)(p))))
#define GLTFA__V_LOAD_U16(p) _mm256_cvtepi32_ps(_mm256_cvtepu16_epi32(_mm_loadu_si128((const __m128i *)(const void *)(p))))
#define GLTFA__V_LOAD_I16(p) _mm256_cvtepi32_ps(_mm256_cvtepi16_epi32(_mm_loadu_si128((const __m128i *)(const void *)(p))))
#define GLTFA__V_ADD(a, b) _mm256_add_ps(a, b)
#define GLTFA__V_SUB(a, b) _mm256_sub_ps(a, b)
#define GLTFA__V_MUL(a, b) _mm256_mul_ps(a, b)
#define GLTFA__V_DIV(a, b) _mm256_div_ps(a, b)
#define GLTFA__V_SQRT(a) _mm256_sqrt_ps(a)
#define GLTFA__V_FLIP(m, a) _mm256_xor_ps(a, _mm256_and_ps(m, _mm256_set1_ps(-0.0f)))
#define GLTFA__V_LT(a, b) _mm256_cmp_ps(a, b, _CMP_LT_OS)
#define GLTFA__V_LE(a, b) _mm256_cmp_ps(a, b, _CMP_LE_OS)
#define GLTFA__V_SEL(m, a, b) _mm256_or_ps(_mm256_and_ps(m, a), _mm256_andnot_ps(m, b))
#define GLTFA__M_AND(a, b) _mm256_and_ps(a, b)
#define GLTFA__M_BITS(m) _mm256_movemask_ps(m)
#define GLTFA__V_JOIN(lo, hi) _mm256_insertf128_ps(_mm256_castps128_ps256(lo), hi, 1)
#define GLTFA__V_STORE(p, v) _mm256_storeu_ps(p, v)
/* one key in the low half (the high half is not used) */
#define GLTFA__V_LOAD4(p) _mm256_castps128_ps256(_mm_loadu_ps((const float *)(const void *)(p)))
#define GLTFA__V_STORE4(p, v) _mm_storeu_ps(p, _mm256_castps256_ps128(v))
#define GLTFA__V_PAIR(a, b) _mm256_castps128_ps256(_mm_unpacklo_ps(_mm_set_ss(a), _mm_set_ss(b)))
#define GLTFA__V_LANE(v, i) GLTFA__SSE_LANE(_mm256_castps256_ps128(v), i)
#define GLTFA__V_TO_D2(d, v) do { \
        __m128 lo_ = _mm256_castps256_ps128(v), hi_ = _mm256_extractf128_ps(v, 1); \
        (d)[0] = _mm_cvtps_pd(lo_); (d)[1] = _mm_cvtps_pd(_mm_movehl_ps(lo_, lo_)); \
        (d)[2] = _mm_cvtps_pd(hi_); (d)[3] = _mm_cvtps_pd(_mm_movehl_ps(hi_, hi_)); \
    } while (0)
#define GLTFA__V_LOAD_KEYS(r, p) do { \
        __m128 lo_[4], hi_[4]; \
        GLTFA__SSE_LOAD_KEYS(lo_, p); \
        GLTFA__SSE_LOAD_KEYS(hi_, (p) + 4); \
        (r)[0] = GLTFA__V_JOIN(lo_[0], hi_[0]); (r)[1] = GLTFA__V_JOIN(lo_[1], hi_[1]); \
        (r)[2] = GLTFA__V_JOIN(lo_[2], hi_[2]); (r)[3] = GLTFA__V_JOIN(lo_[3], hi_[3]); \
    } while (0)
#define GLTFA__V_STORE_KEYS(p, o) do { \
        GLTFA__SSE_STORE_KEYS(p, _mm256_castps256_ps128((o)[0]), _mm256_castps256_ps128((o)[1]), \
                              _mm256_castps256_ps128((o)[2]), _mm256_castps256_ps128((o)[3])); \
        GLTFA__SSE_STORE_KEYS((p) + 4, _mm256_extractf128_ps((o)[0], 1), \
                              _mm256_extractf128_ps((o)[1], 1), _mm256_extractf128_ps((o)[2], 1), \
                              _mm256_extractf128_ps((o)[3], 1)); \
    } while (0)
#else
#define GLTFA__LANES 4
typedef __m128 gltfa__v;
typedef __m128 gltfa__m;
#define GLTFA__V_SET(x) _mm_set1_ps(x)
#define GLTFA__V_LOAD(p) _mm_loadu_ps(p)
#define GLTFA__V_LOAD_INT(p) _mm_cvtepi32_ps(_mm_setr_epi32((p)[0], (p)[1], (p)[2], (p)[3]))
/* integers widened to 32 bits: with zeros above, or into the high bits with zeros below and
   back by an arithmetic shift (the sign); signed bytes to shorts first, so that both signed
   readers end in the same shift by 16 (where they ended in shifts by 16 and 24, clang 14
   merged a SHORT-or-BYTE choice into one shift by a variable, emulated lane by lane); four
   bytes are one int (copied: one load; gcc 12 kept four byte loads for the same int
   assembled by shifts), four shorts the low 8 bytes */
#if defined(__GNUC__) || defined(__clang__)
static GLTFA__INLINE __m128i gltfa__sse_bytes4(const unsigned char *p)
{
    int i;
    __builtin_memcpy(&i, p, 4);
    return _mm_cvtsi32_si128(i);
}
#define GLTFA__SSE_BYTES4(p) gltfa__sse_bytes4(p)
#else
#define GLTFA__SSE_BYTES4(p) _mm_cvtsi32_si128((int)((unsigned)(p)[0] | (unsigned)(p)[1] << 8 | \
    (unsigned)(p)[2] << 16 | (unsigned)(p)[3] << 24))
#endif
#define GLTFA__SSE_SHORTS4(p) _mm_loadl_epi64((const __m128i *)(const void *)(p))
#define GLTFA__V_LOAD_U8(p) _mm_cvtepi32_ps(_mm_unpacklo_epi16(_mm_unpacklo_epi8(GLTFA__SSE_BYTES4(p), \
    _mm_setzero_si128()), _mm_setzero_si128()))
#define GLTFA__V_LOAD_I8(p) _mm_cvtepi32_ps(_mm_srai_epi32(_mm_unpacklo_epi16(_mm_setzero_si128(), \
    _mm_srai_epi16(_mm_unpacklo_epi8(_mm_setzero_si128(), GLTFA__SSE_BYTES4(p)), 8)), 16))
#define GLTFA__V_LOAD_U16(p) _mm_cvtepi32_ps(_mm_unpacklo_epi16(GLTFA__SSE_SHORTS4(p), _mm_setzero_si128()))
#define GLTFA__V_LOAD_I16(p) _mm_cvtepi32_ps(_mm_srai_epi32(_mm_unpacklo_epi16(_mm_setzero_si128(), \
    GLTFA__SSE_SHORTS4(p)), 16))
/* four lanes' SHORT keys (pa[j]: key k's four components side by side, pa[j] + kb[j]: key
   k+1's), widened and converted, into x, y, z, w vectors a and q: a lane's two keys in one
   register, transposed as shorts (half the shuffles of GLTFA__V_LOAD_I16 per key and a
   transpose of the floats); GLTFA__V_MAX for their max(c / 32767, -1) (maxps: c is not
   NaN) */
#define GLTFA__V_I16_KEYS(a, q, pa, kb) gltfa__sse_i16_keys(a, q, pa, kb)
#define GLTFA__V_MAX(a, b) _mm_max_ps(a, b)
static GLTFA__INLINE __m128 gltfa__sse_i16_lo(__m128i u)
{
    return _mm_cvtepi32_ps(_mm_srai_epi32(_mm_unpacklo_epi16(_mm_setzero_si128(), u), 16));
}
static GLTFA__INLINE __m128 gltfa__sse_i16_hi(__m128i u)
{
    return _mm_cvtepi32_ps(_mm_srai_epi32(_mm_unpackhi_epi16(_mm_setzero_si128(), u), 16));
}
static GLTFA__INLINE void gltfa__sse_i16_keys(__m128 *a, __m128 *q, const unsigned char *const *pa,
                                              const size_t *kb)
{
    const __m128i r0 = _mm_unpacklo_epi64(GLTFA__SSE_SHORTS4(pa[0]),
                                          GLTFA__SSE_SHORTS4(pa[0] + kb[0]));
    const __m128i r1 = _mm_unpacklo_epi64(GLTFA__SSE_SHORTS4(pa[1]),
                                          GLTFA__SSE_SHORTS4(pa[1] + kb[1]));
    const __m128i r2 = _mm_unpacklo_epi64(GLTFA__SSE_SHORTS4(pa[2]),
                                          GLTFA__SSE_SHORTS4(pa[2] + kb[2]));
    const __m128i r3 = _mm_unpacklo_epi64(GLTFA__SSE_SHORTS4(pa[3]),
                                          GLTFA__SSE_SHORTS4(pa[3] + kb[3]));
    /* a0x a1x a0y a1y a0z a1z a0w a1w, and the same of q (t1) and of lanes 2, 3 */
    const __m128i t0 = _mm_unpacklo_epi16(r0, r1), t1 = _mm_unpackhi_epi16(r0, r1);
    const __m128i t2 = _mm_unpacklo_epi16(r2, r3), t3 = _mm_unpackhi_epi16(r2, r3);
    /* a0x a1x a2x a3x a0y a1y a2y a3y, ... */
    const __m128i axy = _mm_unpacklo_epi32(t0, t2), azw = _mm_unpackhi_epi32(t0, t2);
    const __m128i qxy = _mm_unpacklo_epi32(t1, t3), qzw = _mm_unpackhi_epi32(t1, t3);
    a[0] = gltfa__sse_i16_lo(axy);
    a[1] = gltfa__sse_i16_hi(axy);
    a[2] = gltfa__sse_i16_lo(azw);
    a[3] = gltfa__sse_i16_hi(azw);
    q[0] = gltfa__sse_i16_lo(qxy);
    q[1] = gltfa__sse_i16_hi(qxy);
    q[2] = gltfa__sse_i16_lo(qzw);
    q[3] = gltfa__sse_i16_hi(qzw);
}
#define GLTFA__V_STORE(p, v) _mm_storeu_ps(p, v)
#define GLTFA__V_LOAD4(p) _mm_loadu_ps((const float *)(const void *)(p))
#define GLTFA__V_STORE4(p, v) _mm_storeu_ps(p, v)
#define GLTFA__V_PAIR(a, b) _mm_unpacklo_ps(_mm_set_ss(a), _mm_set_ss(b))
#define GLTFA__V_LANE(v, i) GLTFA__SSE_LANE(v, i)
#define GLTFA__V_ADD(a, b) _mm_add_ps(a, b)
#define GLTFA__V_SUB(a, b) _mm_sub_ps(a, b)
#define GLTFA__V_MUL(a, b) _mm_mul_ps(a, b)
#define GLTFA__V_DIV(a, b) _mm_div_ps(a, b)
#define GLTFA__V_SQRT(a) _mm_sqrt_ps(a)
#define GLTFA__V_FLIP(m, a) _mm_xor_ps(a, _mm_and_ps(m, _mm_set1_ps(-0.0f)))
#define GLTFA__V_LT(a, b) _mm_cmplt_ps(a, b)
#define GLTFA__V_LE(a, b) _mm_cmple_ps(a, b)
#define GLTFA__V_SEL(m, a, b) _mm_or_ps(_mm_and_ps(m, a), _mm_andnot_ps(m, b))
#define GLTFA__M_AND(a, b) _mm_and_ps(a, b)
#define GLTFA__M_BITS(m) _mm_movemask_ps(m)
#define GLTFA__V_LOAD_KEYS(r, p) GLTFA__SSE_LOAD_KEYS(r, p)
#define GLTFA__V_TRANSPOSE4(r) _MM_TRANSPOSE4_PS((r)[0], (r)[1], (r)[2], (r)[3])
#define GLTFA__V_TO_D2(d, v) do { \
        (d)[0] = _mm_cvtps_pd(v); (d)[1] = _mm_cvtps_pd(_mm_movehl_ps(v, v)); \
    } while (0)
#define GLTFA__V_STORE_KEYS(p, o) GLTFA__SSE_STORE_KEYS(p, (o)[0], (o)[1], (o)[2], (o)[3])
#endif
#ifndef GLTFA_NO_DOUBLE
#define GLTFA__D2 1
typedef __m128d gltfa__d2;
#define GLTFA__D2_SET(x) _mm_set1_pd(x)
#define GLTFA__D2_ADD(a, b) _mm_add_pd(a, b)
#define GLTFA__D2_SUB(a, b) _mm_sub_pd(a, b)
#define GLTFA__D2_MUL(a, b) _mm_mul_pd(a, b)
#define GLTFA__D2_DIV(a, b) _mm_div_pd(a, b)
/* t > 0 ? (t > 1 ? 1 : t) : 0, NaN to 0: maxpd returns its second operand when either is NaN */
#define GLTFA__D2_CLAMP01(a) _mm_min_pd(_mm_max_pd(a, _mm_setzero_pd()), _mm_set1_pd(1.0))
/* to [-m, m], NaN kept: maxpd and minpd return their second operand when either is NaN */
#define GLTFA__D2_CLAMP(a, m) _mm_min_pd(_mm_set1_pd(m), _mm_max_pd(_mm_set1_pd(-(m)), a))
#define GLTFA__D2_STORE_LO(p, a) _mm_storel_pd(p, a)
#define GLTFA__D2_STORE_HI(p, a) _mm_storeh_pd(p, a)
#define GLTFA__D2_LOAD_F(p) _mm_cvtps_pd(_mm_loadl_pi(_mm_setzero_ps(), (const __m64 *)(const void *)(p)))
#define GLTFA__D2_STORE_F(p, a) _mm_storel_pi((__m64 *)(void *)(p), _mm_cvtpd_ps(a))
#define GLTFA__D2_LOAD_F1(p) _mm_set_sd((double)gltfa__f32le(p))
#define GLTFA__D2_STORE_F1(p, a) (*(p) = (float)_mm_cvtsd_f64(a))
#endif
/* the skeleton's matrix lanes (gltf_anim_bind.h) */
#define GLTFA__MX 1
typedef __m128 gltfa__mx;
#define GLTFA__MX_LOAD(p) _mm_loadu_ps(p)
#define GLTFA__MX_STORE(p, v) _mm_storeu_ps(p, v)
#define GLTFA__MX_SET(x) _mm_set1_ps(x)
#define GLTFA__MX_ADD(a, b) _mm_add_ps(a, b)
#define GLTFA__MX_MUL(a, b) _mm_mul_ps(a, b)
#define GLTFA__MX_SUB(a, b) _mm_sub_ps(a, b)
#define GLTFA__MX_TRANSPOSE4(r0, r1, r2, r3) _MM_TRANSPOSE4_PS(r0, r1, r2, r3)
/* n >= FLT_MIN && n <= FLT_MAX ? 2 / n : +0, per lane */
#define GLTFA__MX_TWO_OVER(n) _mm_and_ps(_mm_div_ps(_mm_set1_ps(2.0f), n), \
    _mm_and_ps(_mm_cmpge_ps(n, _mm_set1_ps(GLTFA__SK_MIN)), _mm_cmple_ps(n, _mm_set1_ps(GLTFA__SK_MAX))))
#define GLTFA__MX_ROW3_ZERO(v) _mm_and_ps(v, _mm_castsi128_ps(_mm_set_epi32(0, -1, -1, -1)))
#define GLTFA__MX_ROW3_ONE(v) _mm_or_ps(GLTFA__MX_ROW3_ZERO(v), \
    _mm_castsi128_ps(_mm_set_epi32(0x3f800000, 0, 0, 0)))
/* maxps and minps give their second operand when the first is NaN: the scalar clamp */
#define GLTFA__MX_CLAMP(v) _mm_min_ps(_mm_max_ps(v, _mm_set1_ps(-GLTFA__SK_MAX)), _mm_set1_ps(GLTFA__SK_MAX))
/* pshufd: one instruction that does not overwrite its source (shufps needs a copy first) */
#define GLTFA__MX_DUP(v, i) _mm_castsi128_ps(_mm_shuffle_epi32(_mm_castps_si128(v), (i) * 0x55))
#endif /* x86 lanes */

#elif defined(__aarch64__) && defined(__ARM_NEON)
/* AArch64: the fsqrt instruction (through NEON's intrinsic) for the scalar code; on little-
   endian targets four lanes with NEON, and pairs of doubles. */
#include <arm_neon.h>
#define GLTFA__SQRT(x) vget_lane_f32(vsqrt_f32(vdup_n_f32(x)), 0)
#if !defined(__ARM_BIG_ENDIAN)
#define GLTFA__LE_LOADS
#endif
#if !defined(__ARM_BIG_ENDIAN) && !defined(GLTFA__NO_LANES)
#define GLTFA__LANES 4
typedef float32x4_t gltfa__v;
typedef uint32x4_t gltfa__m;
#define GLTFA__V_SET(x) vdupq_n_f32(x)
#define GLTFA__V_LOAD(p) vld1q_f32(p)
#define GLTFA__V_LOAD_INT(p) vcvtq_f32_s32(vld1q_s32(p))
/* four bytes as one 32-bit lane (compilers make it one load), or eight bytes, widened */
#define GLTFA__NEON_BYTES4(p) vreinterpret_u8_u32(vdup_n_u32((uint32_t)(p)[0] | (uint32_t)(p)[1] << 8 | \
    (uint32_t)(p)[2] << 16 | (uint32_t)(p)[3] << 24))
#define GLTFA__V_LOAD_U8(p) vcvtq_f32_u32(vmovl_u16(vget_low_u16(vmovl_u8(GLTFA__NEON_BYTES4(p)))))
#define GLTFA__V_LOAD_I8(p) vcvtq_f32_s32(vmovl_s16(vget_low_s16(vmovl_s8(vreinterpret_s8_u8( \
    GLTFA__NEON_BYTES4(p))))))
#define GLTFA__V_LOAD_U16(p) vcvtq_f32_u32(vmovl_u16(vreinterpret_u16_u8(vld1_u8(p))))
#define GLTFA__V_LOAD_I16(p) vcvtq_f32_s32(vmovl_s16(vreinterpret_s16_u8(vld1_u8(p))))
#define GLTFA__V_STORE(p, v) vst1q_f32(p, v)
#define GLTFA__V_LOAD4(p) vld1q_f32((const float *)(const void *)(p))
#define GLTFA__V_STORE4(p, v) vst1q_f32(p, v)
#define GLTFA__V_PAIR(a, b) vcombine_f32(vset_lane_f32(b, vdup_n_f32(a), 1), vdup_n_f32(0.0f))
#define GLTFA__V_LANE(v, i) vgetq_lane_f32(v, i)
#define GLTFA__V_ADD(a, b) vaddq_f32(a, b)
#define GLTFA__V_SUB(a, b) vsubq_f32(a, b)
#define GLTFA__V_MUL(a, b) vmulq_f32(a, b)
#define GLTFA__V_DIV(a, b) vdivq_f32(a, b)
#define GLTFA__V_SQRT(a) vsqrtq_f32(a)
#define GLTFA__V_FLIP(m, a) vreinterpretq_f32_u32(veorq_u32(vreinterpretq_u32_f32(a), \
    vandq_u32(m, vdupq_n_u32(0x80000000u))))
#define GLTFA__V_LT(a, b) vcltq_f32(a, b)
#define GLTFA__V_LE(a, b) vcleq_f32(a, b)
#define GLTFA__V_SEL(m, a, b) vbslq_f32(m, a, b)
#define GLTFA__M_AND(a, b) vandq_u32(a, b)
#define GLTFA__M_BITS(m) gltfa__m_bits(m)
static GLTFA__INLINE int gltfa__m_bits(uint32x4_t m)
{
    uint32_t l[4];
    vst1q_u32(l, m);
    return (int)((l[0] & 1u) | (l[1] & 2u) | (l[2] & 4u) | (l[3] & 8u));
}
#define GLTFA__V_TRANSPOSE4(r) do { \
        float32x4x2_t t01_ = vtrnq_f32((r)[0], (r)[1]), t23_ = vtrnq_f32((r)[2], (r)[3]); \
        (r)[0] = vcombine_f32(vget_low_f32(t01_.val[0]), vget_low_f32(t23_.val[0])); \
        (r)[1] = vcombine_f32(vget_low_f32(t01_.val[1]), vget_low_f32(t23_.val[1])); \
        (r)[2] = vcombine_f32(vget_high_f32(t01_.val[0]), vget_high_f32(t23_.val[0])); \
        (r)[3] = vcombine_f32(vget_high_f32(t01_.val[1]), vget_high_f32(t23_.val[1])); \
    } while (0)
#define GLTFA__V_LOAD_KEYS(r, p) do { \
        float32x4x2_t t01_ = vtrnq_f32(vld1q_f32((const float *)(const void *)(p)[0]), \
                                       vld1q_f32((const float *)(const void *)(p)[1])); \
        float32x4x2_t t23_ = vtrnq_f32(vld1q_f32((const float *)(const void *)(p)[2]), \
                                       vld1q_f32((const float *)(const void *)(p)[3])); \
        (r)[0] = vcombine_f32(vget_low_f32(t01_.val[0]), vget_low_f32(t23_.val[0])); \
        (r)[1] = vcombine_f32(vget_low_f32(t01_.val[1]), vget_low_f32(t23_.val[1])); \
        (r)[2] = vcombine_f32(vget_high_f32(t01_.val[0]), vget_high_f32(t23_.val[0])); \
        (r)[3] = vcombine_f32(vget_high_f32(t01_.val[1]), vget_high_f32(t23_.val[1])); \
    } while (0)
#define GLTFA__V_STORE_KEYS(p, o) do { \
        float32x4x2_t t01_ = vtrnq_f32((o)[0], (o)[1]), t23_ = vtrnq_f32((o)[2], (o)[3]); \
        vst1q_f32((p)[0], vcombine_f32(vget_low_f32(t01_.val[0]), vget_low_f32(t23_.val[0]))); \
        vst1q_f32((p)[1], vcombine_f32(vget_low_f32(t01_.val[1]), vget_low_f32(t23_.val[1]))); \
        vst1q_f32((p)[2], vcombine_f32(vget_high_f32(t01_.val[0]), vget_high_f32(t23_.val[0]))); \
        vst1q_f32((p)[3], vcombine_f32(vget_high_f32(t01_.val[1]), vget_high_f32(t23_.val[1]))); \
    } while (0)
#ifndef GLTFA_NO_DOUBLE
#define GLTFA__D2 1
typedef float64x2_t gltfa__d2;
#define GLTFA__D2_SET(x) vdupq_n_f64(x)
#define GLTFA__D2_ADD(a, b) vaddq_f64(a, b)
#define GLTFA__D2_SUB(a, b) vsubq_f64(a, b)
#define GLTFA__D2_MUL(a, b) vmulq_f64(a, b)
#define GLTFA__D2_DIV(a, b) vdivq_f64(a, b)
/* t > 0 ? (t > 1 ? 1 : t) : 0, NaN to 0 (by compares: vmaxq would keep a NaN) */
#define GLTFA__D2_CLAMP01(a) vbslq_f64(vcgtq_f64(a, vdupq_n_f64(0.0)), \
    vbslq_f64(vcgtq_f64(a, vdupq_n_f64(1.0)), vdupq_n_f64(1.0), a), vdupq_n_f64(0.0))
/* to [-m, m], NaN kept (vmaxq and vminq return NaN when either is) */
#define GLTFA__D2_CLAMP(a, m) vminq_f64(vmaxq_f64(a, vdupq_n_f64(-(m))), vdupq_n_f64(m))
#define GLTFA__D2_STORE_LO(p, a) vst1q_lane_f64(p, a, 0)
#define GLTFA__D2_STORE_HI(p, a) vst1q_lane_f64(p, a, 1)
#define GLTFA__D2_LOAD_F(p) vcvt_f64_f32(vld1_f32((const float *)(const void *)(p)))
#define GLTFA__D2_STORE_F(p, a) vst1_f32(p, vcvt_f32_f64(a))
#define GLTFA__D2_LOAD_F1(p) vsetq_lane_f64((double)gltfa__f32le(p), vdupq_n_f64(0.0), 0)
#define GLTFA__D2_STORE_F1(p, a) (*(p) = (float)vgetq_lane_f64(a, 0))
#define GLTFA__V_TO_D2(d, v) do { \
        (d)[0] = vcvt_f64_f32(vget_low_f32(v)); (d)[1] = vcvt_high_f64_f32(v); \
    } while (0)
#endif
/* the skeleton's matrix lanes (gltf_anim_bind.h) */
#define GLTFA__MX 1
typedef float32x4_t gltfa__mx;
#define GLTFA__MX_LOAD(p) vld1q_f32(p)
#define GLTFA__MX_STORE(p, v) vst1q_f32(p, v)
#define GLTFA__MX_SET(x) vdupq_n_f32(x)
#define GLTFA__MX_ADD(a, b) vaddq_f32(a, b)
#define GLTFA__MX_MUL(a, b) vmulq_f32(a, b)
#define GLTFA__MX_SUB(a, b) vsubq_f32(a, b)
#define GLTFA__MX_TRANSPOSE4(r0, r1, r2, r3) do { \
        float32x4x2_t t01_ = vtrnq_f32(r0, r1), t23_ = vtrnq_f32(r2, r3); \
        (r0) = vcombine_f32(vget_low_f32(t01_.val[0]), vget_low_f32(t23_.val[0])); \
        (r1) = vcombine_f32(vget_low_f32(t01_.val[1]), vget_low_f32(t23_.val[1])); \
        (r2) = vcombine_f32(vget_high_f32(t01_.val[0]), vget_high_f32(t23_.val[0])); \
        (r3) = vcombine_f32(vget_high_f32(t01_.val[1]), vget_high_f32(t23_.val[1])); \
    } while (0)
#define GLTFA__MX_TWO_OVER(n) vreinterpretq_f32_u32(vandq_u32( \
    vreinterpretq_u32_f32(vdivq_f32(vdupq_n_f32(2.0f), n)), \
    vandq_u32(vcgeq_f32(n, vdupq_n_f32(GLTFA__SK_MIN)), vcleq_f32(n, vdupq_n_f32(GLTFA__SK_MAX)))))
#define GLTFA__MX_ROW3_ZERO(v) vsetq_lane_f32(0.0f, v, 3)
#define GLTFA__MX_ROW3_ONE(v) vsetq_lane_f32(1.0f, v, 3)
/* maxNum and minNum give the number when one operand is NaN: the scalar clamp */
#define GLTFA__MX_CLAMP(v) vminnmq_f32(vmaxnmq_f32(v, vdupq_n_f32(-GLTFA__SK_MAX)), vdupq_n_f32(GLTFA__SK_MAX))
#define GLTFA__MX_DUP(v, i) vdupq_laneq_f32(v, i)
#endif /* AArch64 lanes */

#elif defined(__wasm__)
/* WebAssembly: f32.sqrt (the compiler's builtin, which is the instruction: wasm has no
   errno) for the scalar code; with SIMD128 (-msimd128), four lanes and pairs of doubles. */
#define GLTFA__SQRT(x) __builtin_sqrtf(x)
#define GLTFA__LE_LOADS
#if defined(__wasm_simd128__) && !defined(GLTFA__NO_LANES)
#include <wasm_simd128.h>
#define GLTFA__LANES 4
typedef v128_t gltfa__v;
typedef v128_t gltfa__m;
#define GLTFA__V_SET(x) wasm_f32x4_splat(x)
#define GLTFA__V_LOAD(p) wasm_v128_load(p)
#define GLTFA__V_LOAD_INT(p) wasm_f32x4_convert_i32x4(wasm_i32x4_make((p)[0], (p)[1], (p)[2], (p)[3]))
#define GLTFA__V_LOAD_U8(p) wasm_f32x4_convert_i32x4(wasm_u32x4_extend_low_u16x8( \
    wasm_u16x8_extend_low_u8x16(wasm_v128_load32_zero(p))))
#define GLTFA__V_LOAD_I8(p) wasm_f32x4_convert_i32x4(wasm_i32x4_extend_low_i16x8( \
    wasm_i16x8_extend_low_i8x16(wasm_v128_load32_zero(p))))
#define GLTFA__V_LOAD_U16(p) wasm_f32x4_convert_i32x4(wasm_u32x4_load16x4(p))
#define GLTFA__V_LOAD_I16(p) wasm_f32x4_convert_i32x4(wasm_i32x4_load16x4(p))
#define GLTFA__V_STORE(p, v) wasm_v128_store(p, v)
#define GLTFA__V_LOAD4(p) wasm_v128_load(p)
#define GLTFA__V_STORE4(p, v) wasm_v128_store(p, v)
#define GLTFA__V_PAIR(a, b) wasm_f32x4_make(a, b, 0.0f, 0.0f)
#define GLTFA__V_LANE(v, i) wasm_f32x4_extract_lane(v, i)
#define GLTFA__V_ADD(a, b) wasm_f32x4_add(a, b)
#define GLTFA__V_SUB(a, b) wasm_f32x4_sub(a, b)
#define GLTFA__V_MUL(a, b) wasm_f32x4_mul(a, b)
#define GLTFA__V_DIV(a, b) wasm_f32x4_div(a, b)
#define GLTFA__V_SQRT(a) wasm_f32x4_sqrt(a)
#define GLTFA__V_FLIP(m, a) wasm_v128_xor(a, wasm_v128_and(m, wasm_f32x4_splat(-0.0f)))
#define GLTFA__V_LT(a, b) wasm_f32x4_lt(a, b)
#define GLTFA__V_LE(a, b) wasm_f32x4_le(a, b)
#define GLTFA__V_SEL(m, a, b) wasm_v128_bitselect(a, b, m)
#define GLTFA__M_AND(a, b) wasm_v128_and(a, b)
#define GLTFA__M_BITS(m) ((int)wasm_i32x4_bitmask(m))
/* a 4 x 4 transpose: rows r0..r3 to columns c0..c3 (its own inverse) */
#define GLTFA__WASM_TRANSPOSE(c0, c1, c2, c3, r0, r1, r2, r3) do { \
        v128_t t0_ = wasm_i32x4_shuffle(r0, r1, 0, 4, 1, 5), t1_ = wasm_i32x4_shuffle(r2, r3, 0, 4, 1, 5); \
        v128_t t2_ = wasm_i32x4_shuffle(r0, r1, 2, 6, 3, 7), t3_ = wasm_i32x4_shuffle(r2, r3, 2, 6, 3, 7); \
        c0 = wasm_i32x4_shuffle(t0_, t1_, 0, 1, 4, 5); c1 = wasm_i32x4_shuffle(t0_, t1_, 2, 3, 6, 7); \
        c2 = wasm_i32x4_shuffle(t2_, t3_, 0, 1, 4, 5); c3 = wasm_i32x4_shuffle(t2_, t3_, 2, 3, 6, 7); \
    } while (0)
#define GLTFA__V_TRANSPOSE4(r) do { \
        v128_t i0_ = (r)[0], i1_ = (r)[1], i2_ = (r)[2], i3_ = (r)[3]; \
        GLTFA__WASM_TRANSPOSE((r)[0], (r)[1], (r)[2], (r)[3], i0_, i1_, i2_, i3_); \
    } while (0)
#define GLTFA__V_LOAD_KEYS(r, p) do { \
        v128_t l0_ = wasm_v128_load((p)[0]), l1_ = wasm_v128_load((p)[1]); \
        v128_t l2_ = wasm_v128_load((p)[2]), l3_ = wasm_v128_load((p)[3]); \
        GLTFA__WASM_TRANSPOSE((r)[0], (r)[1], (r)[2], (r)[3], l0_, l1_, l2_, l3_); \
    } while (0)
#define GLTFA__V_STORE_KEYS(p, o) do { \
        v128_t s0_, s1_, s2_, s3_; \
        GLTFA__WASM_TRANSPOSE(s0_, s1_, s2_, s3_, (o)[0], (o)[1], (o)[2], (o)[3]); \
        wasm_v128_store((p)[0], s0_); wasm_v128_store((p)[1], s1_); \
        wasm_v128_store((p)[2], s2_); wasm_v128_store((p)[3], s3_); \
    } while (0)
#ifndef GLTFA_NO_DOUBLE
#define GLTFA__D2 1
typedef v128_t gltfa__d2;
#define GLTFA__D2_SET(x) wasm_f64x2_splat(x)
#define GLTFA__D2_ADD(a, b) wasm_f64x2_add(a, b)
#define GLTFA__D2_SUB(a, b) wasm_f64x2_sub(a, b)
#define GLTFA__D2_MUL(a, b) wasm_f64x2_mul(a, b)
#define GLTFA__D2_DIV(a, b) wasm_f64x2_div(a, b)
/* t > 0 ? (t > 1 ? 1 : t) : 0, NaN to 0 (by compares, as on NEON) */
#define GLTFA__D2_CLAMP01(a) wasm_v128_bitselect(wasm_v128_bitselect(wasm_f64x2_splat(1.0), a, \
    wasm_f64x2_gt(a, wasm_f64x2_splat(1.0))), wasm_f64x2_splat(0.0), wasm_f64x2_gt(a, wasm_f64x2_splat(0.0)))
/* to [-m, m], NaN kept (f64x2.max and .min return NaN when either is) */
#define GLTFA__D2_CLAMP(a, m) wasm_f64x2_min(wasm_f64x2_max(a, wasm_f64x2_splat(-(m))), wasm_f64x2_splat(m))
#define GLTFA__D2_STORE_LO(p, a) wasm_v128_store64_lane(p, a, 0)
#define GLTFA__D2_STORE_HI(p, a) wasm_v128_store64_lane(p, a, 1)
#define GLTFA__D2_LOAD_F(p) wasm_f64x2_promote_low_f32x4(wasm_v128_load64_zero(p))
#define GLTFA__D2_STORE_F(p, a) wasm_v128_store64_lane(p, wasm_f32x4_demote_f64x2_zero(a), 0)
#define GLTFA__D2_LOAD_F1(p) wasm_f64x2_make((double)gltfa__f32le(p), 0.0)
#define GLTFA__D2_STORE_F1(p, a) (*(p) = (float)wasm_f64x2_extract_lane(a, 0))
#define GLTFA__V_TO_D2(d, v) do { \
        (d)[0] = wasm_f64x2_promote_low_f32x4(v); \
        (d)[1] = wasm_f64x2_promote_low_f32x4(wasm_i32x4_shuffle(v, v, 2, 3, 0, 1)); \
    } while (0)
#endif
/* the skeleton's matrix lanes (gltf_anim_bind.h) */
#define GLTFA__MX 1
typedef v128_t gltfa__mx;
#define GLTFA__MX_LOAD(p) wasm_v128_load(p)
#define GLTFA__MX_STORE(p, v) wasm_v128_store(p, v)
#define GLTFA__MX_SET(x) wasm_f32x4_splat(x)
#define GLTFA__MX_ADD(a, b) wasm_f32x4_add(a, b)
#define GLTFA__MX_MUL(a, b) wasm_f32x4_mul(a, b)
#define GLTFA__MX_SUB(a, b) wasm_f32x4_sub(a, b)
#define GLTFA__MX_TRANSPOSE4(r0, r1, r2, r3) do { \
        v128_t t0_ = wasm_i32x4_shuffle(r0, r1, 0, 4, 1, 5), t1_ = wasm_i32x4_shuffle(r2, r3, 0, 4, 1, 5); \
        v128_t t2_ = wasm_i32x4_shuffle(r0, r1, 2, 6, 3, 7), t3_ = wasm_i32x4_shuffle(r2, r3, 2, 6, 3, 7); \
        (r0) = wasm_i32x4_shuffle(t0_, t1_, 0, 1, 4, 5); (r1) = wasm_i32x4_shuffle(t0_, t1_, 2, 3, 6, 7); \
        (r2) = wasm_i32x4_shuffle(t2_, t3_, 0, 1, 4, 5); (r3) = wasm_i32x4_shuffle(t2_, t3_, 2, 3, 6, 7); \
    } while (0)
#define GLTFA__MX_TWO_OVER(n) wasm_v128_and(wasm_f32x4_div(wasm_f32x4_splat(2.0f), n), \
    wasm_v128_and(wasm_f32x4_ge(n, wasm_f32x4_splat(GLTFA__SK_MIN)), \
                  wasm_f32x4_le(n, wasm_f32x4_splat(GLTFA__SK_MAX))))
#define GLTFA__MX_ROW3_ZERO(v) wasm_f32x4_replace_lane(v, 3, 0.0f)
#define GLTFA__MX_ROW3_ONE(v) wasm_f32x4_replace_lane(v, 3, 1.0f)
/* pmax(a, b) = a < b ? b : a, pmin(a, b) = b < a ? b : a: the scalar clamp */
#define GLTFA__MX_CLAMP(v) wasm_f32x4_pmin(wasm_f32x4_splat(GLTFA__SK_MAX), \
                                           wasm_f32x4_pmax(wasm_f32x4_splat(-GLTFA__SK_MAX), v))
#define GLTFA__MX_DUP(v, i) wasm_i32x4_shuffle(v, v, i, i, i, i)
#endif /* wasm lanes */

#else
/* Portable scalar code: no lanes. */
#endif

/* No contraction of a * b + c into fused multiply-adds in the implementation where there
   are a square-root instruction or lanes and the target has FMA (AArch64, x86 with -mfma),
   so that the scalar and the lane code round alike, every such target gives the same bits,
   and results do not depend on the compiler's choices: gcc per function (push_options),
   clang with the standard pragma, pushed at the start of the implementation and restored at its end. Elsewhere
   there is nothing to keep alike, and compilers optimize less under the pragmas (clang's
   cursor path, gcc's -Os options). clang's -ffp-contract=fast overrides it; there lanes and
   channels agree within ACCURACY, and the bits are the build's own. */
#if defined(__clang__)
#define GLTFA__CONTRACT_PRAGMA 1 /* #pragma STDC FP_CONTRACT OFF */
#elif defined(__GNUC__) && !defined(__TINYC__)
#define GLTFA__CONTRACT_PRAGMA 2 /* #pragma GCC optimize("fp-contract=off") */
#endif
#if defined(GLTFA__CONTRACT_PRAGMA) && (defined(GLTFA__LANES) || defined(GLTFA__SQRT)) && \
    (defined(__FP_FAST_FMAF) || defined(__FMA__) || defined(__ARM_FEATURE_FMA) || defined(__aarch64__))
#define GLTFA__CONTRACT_OFF GLTFA__CONTRACT_PRAGMA /* this header's implementation */
#endif
/* gltf_anim_bind.h's skeleton: its matrices are the same bits on every target with fused
   multiply-adds, RISC-V's too */
#if defined(GLTFA__CONTRACT_PRAGMA) && (defined(__FP_FAST_FMAF) || defined(__FMA__) || \
    defined(__ARM_FEATURE_FMA) || defined(__aarch64__) || defined(__riscv))
#define GLTFA__SK_CONTRACT_OFF GLTFA__CONTRACT_PRAGMA
#endif

/* The reference bits (GLTFA_CONFIG_REFERENCE_BITS): the square root is an instruction,
   the kernels are double, the compiler keeps every float and double operation as written
   (no -ffast-math) and evaluates it in its own type (FLT_EVAL_METHOD 0: SSE, not x87; not
   s390x's standard modes). */
#if defined(GLTFA__SQRT) && !defined(GLTFA_NO_DOUBLE) && !defined(__FAST_MATH__) && \
    ((defined(__FLT_EVAL_METHOD__) && (__FLT_EVAL_METHOD__ == 0 || __FLT_EVAL_METHOD__ == 16)) || \
     (!defined(__FLT_EVAL_METHOD__) && defined(_MSC_VER) && defined(_M_X64)))
#define GLTFA__REFERENCE_BITS 1
#endif

/* What gltfa_config reports of the build: the lanes and the reference bits. */
#ifdef GLTFA__LANES
#define GLTFA__CONFIG_SIMD GLTFA_CONFIG_SIMD
#else
#define GLTFA__CONFIG_SIMD 0u
#endif
#ifdef GLTFA__REFERENCE_BITS
#define GLTFA__CONFIG_REFERENCE GLTFA_CONFIG_REFERENCE_BITS
#else
#define GLTFA__CONFIG_REFERENCE 0u
#endif

/* A hint to fetch memory that will be read soon (never faults); not on Cortex-M, where
   most cores have no data cache to fill. */
#if !defined(GLTFA_NO_PREFETCH) && (defined(__GNUC__) || defined(__clang__)) && \
    !defined(__TINYC__) && !(defined(__ARM_ARCH_PROFILE) && __ARM_ARCH_PROFILE == 'M')
#define GLTFA__PREFETCH(p) __builtin_prefetch(p)
#else
#define GLTFA__PREFETCH(p) ((void)(p))
#endif

/* What the core takes from the compiler, decided here too:
     GLTFA__COPY4(d, s), GLTFA__COPY2, GLTFA__COPY1  bytes copied (gcc and clang: their
                          builtin, one register move at every -O and no library call; -Os
                          kept a byte-by-byte copy as byte moves); else byte by byte;
     GLTFA__ONE_LOAD      1 where a key's float or integer is read as one load of its bytes
                          (GLTFA__LE_LOADS, or little-endian ARM with unaligned loads, with
                          the builtin), else 0: assembled byte by byte;
     GLTFA__HAS_SQRT      1 where there is a float square root to call, GLTFA__SQRT_FN(x)
                          (GLTFA_SQRTF, else the instruction); 0 where gltfa__rsqrt iterates
                          on its own (GLTFA__SQRT_FN is then never evaluated);
     GLTFA__FAST_MATH     1 under -ffast-math, else 0: the core then tests bits where the
                          compiler may assume finite values; GLTFA__FM_INLINE and
                          GLTFA__FM_ALWAYS_INLINE, one body under -ffast-math (an inlined copy
                          may be rewritten differently in each caller, and clips must equal
                          their channels), else GLTFA__INLINE and GLTFA__ALWAYS_INLINE;
     GLTFA__LOW_BIT(x)    the index of the lowest set bit of x != 0;
     GLTFA__HIGH_BIT(x)   the index of the highest set bit of a 32-bit x != 0, one
                          instruction (count leading zeros) where the target has one: x86,
                          AArch64, ARM but ARMv6-M, RISC-V with Zbb; else not defined (the
                          exact wrap's binary search);
     GLTFA__UNROLL        in front of a loop of at most four (a quaternion's components, a
                          matrix's columns in the skeleton's lanes): unrolled
                          with the speed section (gcc -O2 keeps such loops; the written-out
                          body costs about 50 bytes on Cortex-M4F), else nothing;
     GLTFA__INDEX_VIA_LONG  1 where a float converts to a size_t faster through long (x86:
                          no unsigned conversion instruction), with the speed section. */
#if (defined(__GNUC__) || defined(__clang__)) && !defined(__TINYC__)
#define GLTFA__COPY4(d, s) __builtin_memcpy(d, s, 4)
#define GLTFA__COPY2(d, s) __builtin_memcpy(d, s, 2)
#define GLTFA__COPY1(d, s) __builtin_memcpy(d, s, 1)
#define GLTFA__LOW_BIT(x) __builtin_ctz(x)
#else
#define GLTFA__COPY4(d, s) do { \
        const unsigned char *s_ = (const unsigned char *)(s); \
        unsigned char *d_ = (unsigned char *)(d); \
        d_[0] = s_[0]; d_[1] = s_[1]; d_[2] = s_[2]; d_[3] = s_[3]; \
    } while (0)
#define GLTFA__COPY2(d, s) do { \
        const unsigned char *s_ = (const unsigned char *)(s); \
        unsigned char *d_ = (unsigned char *)(d); \
        d_[0] = s_[0]; d_[1] = s_[1]; \
    } while (0)
#define GLTFA__COPY1(d, s) (*(unsigned char *)(d) = *(const unsigned char *)(s))
#define GLTFA__LOW_BIT(x) gltfa__low_bit(x)
#ifdef GLTFA__D2 /* its only user: the clips' stage-1 lanes */
static int gltfa__low_bit(unsigned x) /* x != 0 */
{
    int n = 0;
    while (!(x & 1u)) { x >>= 1; ++n; }
    return n;
}
#endif
#endif
/* (little-endian ARM with unaligned loads, Cortex-M3/M4/M7 among them, in every build: the
   portable platform block of GLTFA_NO_STDLIB too) */
#if (defined(GLTFA__LE_LOADS) || \
     (defined(__ARM_FEATURE_UNALIGNED) && defined(__BYTE_ORDER__) && \
      defined(__ORDER_LITTLE_ENDIAN__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__)) && \
    (defined(__GNUC__) || defined(__clang__)) && !defined(__TINYC__)
#define GLTFA__ONE_LOAD 1
#else
#define GLTFA__ONE_LOAD 0
#endif
#if defined(GLTFA_SQRTF)
#define GLTFA__HAS_SQRT 1
#define GLTFA__SQRT_FN(x) GLTFA_SQRTF(x)
#elif defined(GLTFA__SQRT)
#define GLTFA__HAS_SQRT 1
#define GLTFA__SQRT_FN(x) GLTFA__SQRT(x)
#else
#define GLTFA__HAS_SQRT 0
#define GLTFA__SQRT_FN(x) (x)
#endif
#if defined(GLTFA__FAST) && (defined(__clang__) || (defined(__GNUC__) && __GNUC__ >= 8)) && \
    !defined(__TINYC__)
#define GLTFA__UNROLL _Pragma("GCC unroll 4")
#else
#define GLTFA__UNROLL
#endif
#if (defined(__GNUC__) || defined(__clang__)) && !defined(__TINYC__) && UINT_MAX == 0xFFFFFFFFu && \
    (defined(__x86_64__) || defined(__i386__) || defined(__aarch64__) || \
     defined(__ARM_FEATURE_CLZ) || defined(__riscv_zbb))
#define GLTFA__HIGH_BIT(x) (31 - __builtin_clz((unsigned)(x)))
#endif
#if defined(GLTFA__FAST) && (defined(__x86_64__) || defined(__i386__) || defined(_M_X64) || defined(_M_IX86))
#define GLTFA__INDEX_VIA_LONG 1
#else
#define GLTFA__INDEX_VIA_LONG 0
#endif
#ifdef __FAST_MATH__
#define GLTFA__FAST_MATH 1
#define GLTFA__FM_INLINE GLTFA__NOINLINE
#define GLTFA__FM_ALWAYS_INLINE GLTFA__NOINLINE
#else
#define GLTFA__FAST_MATH 0
#define GLTFA__FM_INLINE GLTFA__INLINE
#define GLTFA__FM_ALWAYS_INLINE GLTFA__ALWAYS_INLINE
#endif

/* ----------------------------- end of the platform layer ----------------------------- */

/* Misuse: assert in debug builds, and return the error in every build. */
#define GLTFA__REQUIRE(cond, err) \
    do { GLTFA_ASSERT(cond); if (!(cond)) return (err); } while (0)

#define GLTFA__EXP_MASK 0x7F800000UL

static GLTFA__INLINE gltfa__u32 gltfa__u32le(const unsigned char *p)
{
    if (GLTFA__ONE_LOAD && sizeof(gltfa__u32) == 4) { /* the bytes are the integer's */
        gltfa__u32 u;
        GLTFA__COPY4(&u, p);
        return u;
    }
    return (gltfa__u32)p[0] | ((gltfa__u32)p[1] << 8) | ((gltfa__u32)p[2] << 16) |
           ((gltfa__u32)p[3] << 24);
}

/* Reinterprets 32 bits as a float. The bytes of u are copied into flt (well defined in C
   and C++ alike; GLTFA__COPY4, the platform layer's). Since u holds the value assembled from
   little-endian bytes, this is right on hosts of either byte order. */
static GLTFA__INLINE float gltfa__bits_to_f32(gltfa__u32 u)
{
    float flt;
    GLTFA__COPY4(&flt, &u);
    return flt;
}

static GLTFA__INLINE gltfa__u32 gltfa__f32_to_bits(float f)
{
    gltfa__u32 u = 0;
    GLTFA__COPY4(&u, &f);
    return u;
}

static GLTFA__INLINE float gltfa__f32le(const unsigned char *p)
{
    if (GLTFA__ONE_LOAD) { /* the bytes are the float's: one load */
        float flt;
        GLTFA__COPY4(&flt, p);
        return flt;
    }
    return gltfa__bits_to_f32(gltfa__u32le(p));
}

/* Finite test on the bits, so that it survives -ffast-math. */
static GLTFA__INLINE int gltfa__finite(float f)
{
    return (gltfa__f32_to_bits(f) & GLTFA__EXP_MASK) != GLTFA__EXP_MASK;
}

#ifndef GLTFA_NO_CLIPS
/* In-place heap sort of n items, O(n log n), no recursion, no memory, for both headers'
   inits (clip plans, duplicate checks): in_order(ctx, i, j) says whether item i sorts
   before item j, exchange(ctx, i, j) swaps them. At init only; the calls through these
   pointers reach only the orders' small leaf functions (make size's stack bound counts such
   a call as the deepest function whose address is taken). */
typedef int (*gltfa__less_fn)(const void *ctx, size_t i, size_t j);
typedef void (*gltfa__swap_fn)(const void *ctx, size_t i, size_t j);

static void gltfa__heap_sort(const void *ctx, gltfa__less_fn in_order, gltfa__swap_fn exchange,
                             size_t n)
{
    size_t start = n / 2, end = n;
    while (end > 1) {
        size_t root, child;
        if (start > 0) { /* first the heap, from the last parent up */
            --start;
        } else { /* then the largest to the end */
            --end;
            exchange(ctx, 0, end);
        }
        for (root = start; (child = 2 * root + 1) < end; root = child) { /* sift down */
            if (child + 1 < end && in_order(ctx, child, child + 1)) ++child;
            if (!in_order(ctx, root, child)) break;
            exchange(ctx, root, child);
        }
    }
}
#endif

#endif /* the shared part */

/* This header's implementation (GLTF_ANIM_IMPLEMENTATION), once. */
#if defined(GLTF_ANIM_IMPLEMENTATION) && !defined(GLTF_ANIM_IMPLEMENTATION_INCLUDED)
#define GLTF_ANIM_IMPLEMENTATION_INCLUDED
#if defined(_MSC_VER) && !defined(__clang__) && defined(GLTF_ANIM_STATIC)
/* GLTF_ANIM_STATIC: the functions a program does not call are unreferenced statics, which
   MSVC reports at /W4 (C4505); restored at the end of the implementation */
#pragma warning(push)
#pragma warning(disable : 4505)
#endif
/* no contraction (the platform layer's GLTFA__CONTRACT_OFF), restored at the end */
#if defined(GLTFA__CONTRACT_OFF) && GLTFA__CONTRACT_OFF == 1
#pragma STDC FP_CONTRACT OFF
#elif defined(GLTFA__CONTRACT_OFF)
#pragma GCC push_options
#pragma GCC optimize("fp-contract=off")
#if defined(__FMA__)
/* gcc 12's SLP vectorizer fuses a * b - c * d + ... patterns into vfmaddsub/vfmsubadd (one
   rounding) even under fp-contract=off (seen in gltfa__qmul with -O2 -march=haswell) */
#pragma GCC optimize("no-tree-slp-vectorize")
#endif
#endif

/* How one output component decodes (sampler.decode): 0 is FLOAT; integers are
   GLTFA__D_INT with their size, sign and normalized bits; GLTFA__D_U32 is UNSIGNED_INT.
   The component-type table below is the only place that makes these. */
#define GLTFA__D_F32 0u
#define GLTFA__D_NORM 1u   /* normalized: the specification's formulas */
#define GLTFA__D_SIGNED 2u
#define GLTFA__D_16 4u     /* two bytes (else one) */
#define GLTFA__D_INT 8u    /* an 8- or 16-bit integer */
#define GLTFA__D_U32 16u   /* a 32-bit unsigned integer (never normalized in glTF) */


/* ---------------------------------------------------------------------------------------
   THE RULES. Two tables decide everything about types: one row per component type, one row
   per property (gltfa_property). gltfa_sampler_init, the decoder and gltfa_property_width
   read them; adding a component type or a property is one row here (plus its tests).
   --------------------------------------------------------------------------------------- */

/* Component types (GLTFA__COMPONENT_TYPES, the public list beside gltfa_component_type):
   the glTF code, the size in bytes, how it decodes, and whether glTF allows it normalized.
   Row i is bit (1 << i) in the property masks below. The names are a table of their own
   (gltfa_component_type_name), as are the modes' (gltfa__interp_names): the tables sampling
   reads hold no pointer to a string, so a firmware links no string. */
typedef struct gltfa__ctype {
    unsigned short code;
    unsigned char size;
    unsigned char decode; /* GLTFA__D_* bits without GLTFA__D_NORM */
    unsigned char normalizable;
} gltfa__ctype;

#define GLTFA__CTYPE_ROW(name, code, text, size, decode, normalizable, bit) \
    { name, size, decode, normalizable },
static const gltfa__ctype gltfa__ctypes[] = { GLTFA__COMPONENT_TYPES(GLTFA__CTYPE_ROW) };
#undef GLTFA__CTYPE_ROW
#define GLTFA__CTYPE_COUNT (sizeof gltfa__ctypes / sizeof gltfa__ctypes[0])
/* the glTF specification's names, row by row */
#define GLTFA__CTYPE_NAME(name, code, text, size, decode, normalizable, bit) text,
static const char gltfa__ctype_names[][15] = { GLTFA__COMPONENT_TYPES(GLTFA__CTYPE_NAME) };
#undef GLTFA__CTYPE_NAME

/* type masks (GLTFA__TM_): sets of the component-type rows above, row i bit (1 << i) */
#define GLTFA__CTYPE_BIT(name, code, text, size, decode, normalizable, bit) bit,
enum gltfa__ctype_bit { GLTFA__COMPONENT_TYPES(GLTFA__CTYPE_BIT) GLTFA__CT_COUNT };
#undef GLTFA__CTYPE_BIT
#define GLTFA__TM_B (1u << GLTFA__CT_B)
#define GLTFA__TM_UB (1u << GLTFA__CT_UB)
#define GLTFA__TM_S (1u << GLTFA__CT_S)
#define GLTFA__TM_US (1u << GLTFA__CT_US)
#define GLTFA__TM_UI (1u << GLTFA__CT_UI)
#define GLTFA__TM_F (1u << GLTFA__CT_F)
#define GLTFA__TM_8_16 (GLTFA__TM_B | GLTFA__TM_UB | GLTFA__TM_S | GLTFA__TM_US)
#define GLTFA__TM_INTS (GLTFA__TM_8_16 | GLTFA__TM_UI)
#define GLTFA__TM_ANY (GLTFA__TM_INTS | GLTFA__TM_F)

/* Properties (GLTFA__PROPERTIES, the public list beside gltfa_property): value kind,
   accessor components, elements per key, component types allowed plain and normalized,
   and whether only STEP is allowed. Indexed by gltfa_property. */
typedef struct gltfa__rule {
    unsigned char quat;       /* 1: a unit quaternion (slerp, normalized output) */
    unsigned char components; /* accessor components required; 0: any of 1..16 */
    unsigned char per_key_n;  /* 1: a SCALAR output may hold N elements per key */
    unsigned char step_only;  /* 1: int and bool (KHR_animation_pointer) */
    unsigned char plain;      /* component types allowed with normalized false */
    unsigned char norm;       /* component types allowed with normalized true */
} gltfa__rule;

#define GLTFA__RULE_ROW(name, value, quat, comps, n, step, plain, norm) \
    { quat, comps, n, step, plain, norm },
static const gltfa__rule gltfa__rules[] = { GLTFA__PROPERTIES(GLTFA__RULE_ROW) };
#undef GLTFA__RULE_ROW
#define GLTFA__RULE_COUNT (sizeof gltfa__rules / sizeof gltfa__rules[0])
/* the rows in the enum's order: value i is row i */
#define GLTFA__RULE_AT(name, value, quat, comps, n, step, plain, norm) && (name) == (value)
typedef char gltfa__rules_in_order[1 GLTFA__PROPERTIES(GLTFA__RULE_AT) ? 1 : -1];
#undef GLTFA__RULE_AT

/* THE KERNEL TABLE (sampler.kernel): one row per kernel, which says everything about it:
   its id GLTFA__K_<id>, whether it needs t (gltfa__position computes t and td only then),
   its rank in the clips' order of evaluation (lowest first: the lane slerps, whose long
   chains the processor overlaps with the VEC3 lerps' loads, then the VEC3 lerps, the
   general kernels, STEP), its scalar kernel (one channel inside a segment) and its clip run
   (a range of a clip's entries, all of this kernel; in lanes where the platform has them).
   The ids, the rows of gltfa__kernels (after the kernels' code) and the mask of the kernels
   that need t are all made from this list, so a kernel without a row cannot exist, and a
   row names functions that must exist; the ids' numbering means nothing. NONE, first (0),
   is a sampler that is not initialized (zeroed), so that the per-channel call's playback
   path, which runs two kernels only, needs no test of key_count.
   Two groups: these, the semantic rows, one per interpolation (LINEAR's two: vectors and
   quaternions), in every build that has the mode; and the speed section's layout variants
   (GLTFA__VARIANT_ROWS), each the same arithmetic as a semantic row (the same bits) for one
   layout of the keys, which gltfa__variant attaches: none in the core build (-Os,
   GLTFA_NO_FAST), whose semantic rows take every layout. The rank and run columns are read
   by the speed section alone (the core build evaluates entry by entry).
       id      t  rank  scalar kernel    clip run */
#ifndef GLTFA_NO_CUBICSPLINE
#define GLTFA__CUBIC_ROW(X) \
    X(CUBIC,   1, 6,    gltfa__k_cubic,  gltfa__run_cubic)  /* CUBICSPLINE */
#define GLTFA__K_CUBIC_OR_NONE GLTFA__K_CUBIC
#define GLTFA__CUBIC_BUILT 1
#else
#define GLTFA__CUBIC_ROW(X)
#define GLTFA__K_CUBIC_OR_NONE GLTFA__K_NONE /* not built: gltfa_sampler_init refuses it */
#define GLTFA__CUBIC_BUILT 0
#endif
#define GLTFA__SEMANTIC_ROWS(X) \
    X(NONE,    0, 8,    gltfa__k_copy,   gltfa__run_copy)   /* not initialized */ \
    X(SLERP,   1, 3,    gltfa__k_slerp,  gltfa__run_slerp)  /* LINEAR quaternion */ \
    X(LERP,    1, 4,    gltfa__k_lerp,   gltfa__run_lerp)   /* LINEAR vector */ \
    GLTFA__CUBIC_ROW(X)                                     /* CUBICSPLINE */ \
    X(STEP,    0, 7,    gltfa__k_copy,   gltfa__run_copy)   /* STEP: the key, never t */

#define GLTFA__K_ID(id, t, rank, one, run) GLTFA__K_##id,
enum gltfa__kernel_id { GLTFA__SEMANTIC_ROWS(GLTFA__K_ID) GLTFA__K_SEMANTIC_COUNT };
/* the semantic kernels that need t, as bits (a constant); gltfa__needs_t, a hook, adds the
   speed section's layout variants */
#define GLTFA__K_T_BIT(id, t, rank, one, run) | ((t) << GLTFA__K_##id)
enum { GLTFA__K_NEEDS_T = 0 GLTFA__SEMANTIC_ROWS(GLTFA__K_T_BIT) };
#undef GLTFA__K_T_BIT
static GLTFA__ALWAYS_INLINE int gltfa__needs_t(int kernel);
#define GLTFA__NEEDS_T(kernel) gltfa__needs_t(kernel)

/* Interpolation modes: what each needs, made from GLTFA__INTERPS (the public list beside
   gltfa_interp). Indexed by gltfa_interp; gltfa_sampler_init (elements per key, keys,
   whether it is built), gltfa_sampler_check (elements), gltfa__choose_kernel (the kernel)
   read it; gltfa_interp_parse and gltfa_interp_name read the names' table below it. A new
   mode is a row of that list and its kernel (a GLTFA__K_ id and its kernel row). */
typedef struct gltfa__interp_row {
    unsigned char elements; /* elements per key and value: 1, or 3 with the tangents
                               (in-tangent, value, out-tangent) */
    unsigned char min_keys; /* fewer keys: GLTFA_ERROR_CUBIC_ONE_KEY */
    unsigned char kernel;   /* GLTFA__K_*; LINEAR's is refined by the data (gltfa__choose_kernel) */
    unsigned char built;    /* 0: left out of this build (GLTFA_ERROR_UNSUPPORTED) */
} gltfa__interp_row;

#define GLTFA__INTERP_ROW(name, value, text, elements, keys, kernel, built) { elements, keys, kernel, built },
static const gltfa__interp_row gltfa__interps[] = { GLTFA__INTERPS(GLTFA__INTERP_ROW) };
#undef GLTFA__INTERP_ROW
#define GLTFA__INTERP_COUNT (sizeof gltfa__interps / sizeof gltfa__interps[0])
/* the glTF strings, row by row */
#define GLTFA__INTERP_NAME(name, value, text, elements, keys, kernel, built) text,
static const char gltfa__interp_names[][12] = { GLTFA__INTERPS(GLTFA__INTERP_NAME) };
#undef GLTFA__INTERP_NAME
/* the rows in the enum's order: value i is row i */
#define GLTFA__INTERP_AT(name, value, text, elements, keys, kernel, built) && (name) == (value)
typedef char gltfa__interps_in_order[1 GLTFA__INTERPS(GLTFA__INTERP_AT) ? 1 : -1];
#undef GLTFA__INTERP_AT

/* The row of a component type code, or -1 for a code glTF does not define. The rows are in
   code order, 5120 .. 5126 without 5124 (glTF has no INT): the candidate row is computed,
   and its code confirms it (a search compiles to a compare per row). */
static int gltfa__ctype_row(int code)
{
    unsigned i = (unsigned)code - (unsigned)GLTFA_BYTE;
    if (i > 4u) --i;
    return i < GLTFA__CTYPE_COUNT && gltfa__ctypes[i].code == code ? (int)i : -1;
}

/* Decodes one component. The normalized formulas are the specification's: the quotient of
   an integer by 127, 255, 32767 or 65535 is never within 2^-41 (relative) of a float
   rounding boundary, so any evaluation accurate to better than that rounds to the float the
   double formula gives. With double available, c times the double reciprocal (2^-52
   accurate, and faster than a float division) is that, and stays exact even under
   -ffast-math, which turns divisions by constants into multiplications. Float-only builds
   divide in float: exact, except under -ffast-math. tests/test_impl.c checks all
   2 x (256 + 65536) codes bit for bit. A kind the table cannot make asserts. */
/* The integer an 8- or 16-bit component of kind stores (inline at every -O: the speed
   section's lanes read it in float-only builds too). */
static GLTFA__KERNEL_INLINE int gltfa__int_at(unsigned kind, const unsigned char *p)
{
    int c;
    if (GLTFA__ONE_LOAD) { /* the bytes are the integer's: one load */
        if (kind & GLTFA__D_16) {
            if (kind & GLTFA__D_SIGNED) {
                short c16;
                GLTFA__COPY2(&c16, p);
                return c16;
            } else {
                unsigned short u16;
                GLTFA__COPY2(&u16, p);
                return (int)u16;
            }
        }
        if (kind & GLTFA__D_SIGNED) {
            signed char c8;
            GLTFA__COPY1(&c8, p);
            return c8;
        }
        return (int)p[0];
    }
    c = (int)p[0];
    if (kind & GLTFA__D_16) c |= (int)p[1] << 8;
    if ((kind & GLTFA__D_SIGNED) && c >= ((kind & GLTFA__D_16) ? 32768 : 128))
        c -= (kind & GLTFA__D_16) ? 65536 : 256;
    return c;
}

/* THE NORMALIZED RULE: c / (2^b - 1) unsigned, max(c / (2^(b-1) - 1), -1) signed: the
   divisors, one row per integer type, indexed by the kind's 16-bit and signed bits
   (GLTFA__NORM_ROW): UBYTE, BYTE, USHORT, SHORT. The scalar reader (gltfa__decode_kind)
   and the lane reader (gltfa__v_norm) read them through gltfa__norm_divisor; with double,
   the scalar reader multiplies by their reciprocals, made from the same list. */
#define GLTFA__NORM_DIVISORS(X) X(255.0) X(127.0) X(65535.0) X(32767.0)
#define GLTFA__NORM_ROW(kind) (((kind) >> 1) & 3u)
#define GLTFA__NORM_FLOAT(d) (float)(d),
#define GLTFA__NORM_RECIPROCAL(d) 1.0 / (d),
static GLTFA__KERNEL_INLINE float gltfa__norm_divisor(unsigned kind)
{
    static const float divisor[4] = { GLTFA__NORM_DIVISORS(GLTFA__NORM_FLOAT) };
    return divisor[GLTFA__NORM_ROW(kind)];
}

/* c over the divisor of kind's row: in double, times its reciprocal; float-only builds
   divide in float. (This and gltfa__decode_kind are inline at every -O: the speed section's
   lanes read them in every build; gltfa__decode, the out-of-line decoder, is not in
   GLTFA_ONLY_FLOAT's.) */
#ifndef GLTFA_NO_DOUBLE
static GLTFA__KERNEL_INLINE float gltfa__norm_quotient(unsigned kind, long c)
{
    static const double reciprocal[4] = { GLTFA__NORM_DIVISORS(GLTFA__NORM_RECIPROCAL) };
    return (float)((double)c * reciprocal[GLTFA__NORM_ROW(kind)]);
}
#else
static GLTFA__KERNEL_INLINE float gltfa__norm_quotient(unsigned kind, long c)
{
    return (float)c / gltfa__norm_divisor(kind);
}
#endif

static GLTFA__KERNEL_INLINE float gltfa__decode_kind(unsigned kind, const unsigned char *p)
{
    long c;
    float quot;
    if (kind == GLTFA__D_F32) return gltfa__f32le(p);
    if (kind == GLTFA__D_U32) return (float)gltfa__u32le(p);
    GLTFA_ASSERT((kind & GLTFA__D_INT) != 0 && kind < 2u * GLTFA__D_INT);
    c = gltfa__int_at(kind, p);
    if (!(kind & GLTFA__D_NORM)) return (float)c;
    quot = gltfa__norm_quotient(kind, c);
    return quot < -1.0f ? -1.0f : quot; /* max(c / 127, -1), max(c / 32767, -1) */
}

#ifndef GLTFA_ONLY_FLOAT
static float gltfa__decode(unsigned kind, const unsigned char *p)
{
    return gltfa__decode_kind(kind, p);
}
#endif

/* Checks one accessor view's layout: component type, components, data, stride, size
   arithmetic, byte_length. row [out] the component type's table row; stride [out] the
   bytes between elements. */
static gltfa_result gltfa__check_view(const gltfa_accessor *v, int *row, size_t *stride)
{
    size_t csize, esize, span;
    *row = gltfa__ctype_row(v->component_type);
    if (*row < 0) return GLTFA_ERROR_UNKNOWN_COMPONENT_TYPE;
    csize = gltfa__ctypes[*row].size;
    if (v->components < 1 || v->components > 16) return GLTFA_ERROR_COMPONENT_COUNT;
    if (v->data == NULL) return GLTFA_ERROR_NULL_DATA;
    esize = csize * (size_t)v->components;
    if (v->byte_stride != 0 && v->byte_stride < esize) return GLTFA_ERROR_STRIDE;
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

GLTFA_API gltfa_result gltfa_accessor_densify_size(const gltfa_accessor *base, size_t *bytes)
{
    int row;
    size_t esize;
    GLTFA__REQUIRE(base != NULL && bytes != NULL, GLTFA_ERROR_INVALID_ARGUMENT);
    row = gltfa__ctype_row(base->component_type);
    if (row < 0) return GLTFA_ERROR_UNKNOWN_COMPONENT_TYPE;
    if (base->components < 1 || base->components > 16) return GLTFA_ERROR_COMPONENT_COUNT;
    esize = (size_t)gltfa__ctypes[row].size * (size_t)base->components;
    if (base->count > (size_t)-1 / esize) return GLTFA_ERROR_SIZE_OVERFLOW;
    *bytes = base->count * esize;
    return GLTFA_SUCCESS;
}

/* Sparse index k (little-endian, of 1, 2 or 4 bytes). */
static gltfa__u32 gltfa__sparse_index(const unsigned char *p, size_t isize, size_t k)
{
    if (isize == 1) return (gltfa__u32)p[k];
    if (isize == 2) return (gltfa__u32)p[2 * k] | ((gltfa__u32)p[2 * k + 1] << 8);
    return gltfa__u32le(p + 4 * k);
}

GLTFA_API GLTFA__NO_LIBC_LOOPS gltfa_result gltfa_accessor_densify(const gltfa_accessor *base,
                                              const gltfa_sparse *sparse, void *memory,
                                              size_t memory_bytes, gltfa_accessor *dense)
{
    static const unsigned char no_data = 0;
    gltfa_accessor b;
    gltfa_result r;
    int row;
    size_t bytes, stride = 0, esize, isize = 0, i, k, j;
    unsigned char *dst = (unsigned char *)memory;
    GLTFA__REQUIRE(base != NULL && dense != NULL && (memory != NULL || memory_bytes == 0),
                   GLTFA_ERROR_INVALID_ARGUMENT);
    r = gltfa_accessor_densify_size(base, &bytes);
    if (r != GLTFA_SUCCESS) return r;
    /* the base layout as gltfa_sampler_init checks it; no bufferView: nothing to read */
    /* field by field: a struct copy may become a call to memcpy (GLTFA_NO_STDLIB) */
    gltfa_accessor_init(&b, base->data, base->count, base->component_type, base->components);
    b.normalized = base->normalized;
    b.byte_stride = base->byte_stride;
    b.byte_length = base->byte_length;
    if (b.data == NULL) {
        b.data = &no_data;
        b.byte_length = 0;
    }
    r = gltfa__check_view(&b, &row, &stride);
    if (r != GLTFA_SUCCESS) return r;
    esize = (size_t)gltfa__ctypes[row].size * (size_t)b.components;
    if (memory_bytes < bytes) return GLTFA_ERROR_MEMORY_TOO_SMALL;
    if (sparse != NULL) {
        const unsigned char *idx = (const unsigned char *)sparse->indices;
        gltfa__u32 prev = 0;
        if (sparse->count == 0 || sparse->count > b.count) return GLTFA_ERROR_SPARSE_COUNT;
        switch (sparse->indices_component_type) {
        case GLTFA_UNSIGNED_BYTE: isize = 1; break;
        case GLTFA_UNSIGNED_SHORT: isize = 2; break;
        case GLTFA_UNSIGNED_INT: isize = 4; break;
        default: return GLTFA_ERROR_SPARSE_INDEX_TYPE;
        }
        if (idx == NULL || sparse->values == NULL) return GLTFA_ERROR_NULL_DATA;
        /* count <= b.count, and b.count x esize did not overflow: neither product does */
        if ((sparse->indices_byte_length != 0 && sparse->count * isize > sparse->indices_byte_length) ||
            (sparse->values_byte_length != 0 && sparse->count * esize > sparse->values_byte_length))
            return GLTFA_ERROR_DATA_TOO_SHORT;
        /* every index before anything is written */
        for (k = 0; k < sparse->count; ++k) {
            gltfa__u32 at = gltfa__sparse_index(idx, isize, k);
            if ((size_t)at >= b.count || (gltfa__u32)(size_t)at != at)
                return GLTFA_ERROR_SPARSE_INDEX_RANGE;
            if (k > 0 && at <= prev) return GLTFA_ERROR_SPARSE_NOT_INCREASING;
            prev = at;
        }
    }
    /* the base elements, packed, or zeros */
    if (base->data == NULL) {
        for (i = 0; i < bytes; ++i) dst[i] = 0;
    } else {
        const unsigned char *src = (const unsigned char *)base->data;
        for (i = 0; i < b.count; ++i)
            for (j = 0; j < esize; ++j) dst[i * esize + j] = src[i * stride + j];
    }
    if (sparse != NULL) {
        const unsigned char *idx = (const unsigned char *)sparse->indices;
        const unsigned char *val = (const unsigned char *)sparse->values;
        for (k = 0; k < sparse->count; ++k) {
            size_t at = (size_t)gltfa__sparse_index(idx, isize, k);
            for (j = 0; j < esize; ++j) dst[at * esize + j] = val[k * esize + j];
        }
    }
    dense->data = memory;
    dense->count = b.count;
    dense->component_type = b.component_type;
    dense->normalized = b.normalized;
    dense->components = b.components;
    dense->byte_stride = 0;
    dense->byte_length = bytes;
    return GLTFA_SUCCESS;
}

static void gltfa__zero_sampler(gltfa_sampler *s)
{
    s->time_data = NULL;
    s->value_data = NULL;
    s->key_count = 0;
    s->width = 0;
    s->time_stride = 0;
    s->key_bytes = 0;
    s->element_bytes = 0;
    s->comp_bytes = 0;
    s->decode = 0u;
    s->interp = 0;
    s->quat = 0;
    s->kernel = (int)GLTFA__K_NONE;
    s->guess = 0.0f;
}

/* The kernel a sampler evaluates with, decided once at init (sampler.kernel) from its
   interpolation's row and its data. Clips evaluate in this order, so lane kernels find
   their lanes next to each other, and STEP, which never needs t, comes last. */

/* THE SEAM: the hooks by which the core calls the speed section. Each answers for the core
   build in one line (the section's #else: nothing handled, or k itself); with the speed
   section each takes the layouts it has a faster path for and gives the same bits. */
static unsigned gltfa__variant(const gltfa_sampler *s, unsigned k); /* the kernel for row k */
/* 1 when the hook wrote out (else the core's code does) */
static GLTFA__ALWAYS_INLINE int gltfa__read_fast(const gltfa_sampler *s, const unsigned char *p,
                                                 float *out, size_t count);
static GLTFA__ALWAYS_INLINE int gltfa__copy_fast(const gltfa_sampler *s, size_t k, float *out);
static GLTFA__ALWAYS_INLINE int gltfa__lerp_fast(const gltfa_sampler *s, const unsigned char *pa,
                                                 const unsigned char *pb, gltfa__real t,
                                                 gltfa__real u, float *out);
static GLTFA__ALWAYS_INLINE int gltfa__slerp_fast(const gltfa_sampler *s, size_t k, float t,
                                                  float *out, gltfa_result *r);
/* what the speed section keeps in a sampler at init (the search's guess) */
static GLTFA__ALWAYS_INLINE void gltfa__init_fast(gltfa_sampler *s, size_t keys, size_t in_stride);
/* gltfa__find's search of a segment, t_0 < tc < t_last (1 with *k) */
static GLTFA__ALWAYS_INLINE int gltfa__find_fast(const gltfa_sampler *s, float tc, float t0,
                                                 size_t cursor, size_t *k);

static unsigned gltfa__choose_kernel(const gltfa_sampler *s)
{
    unsigned k = gltfa__interps[s->interp].kernel;
    if (k == GLTFA__K_LERP && s->quat) k = GLTFA__K_SLERP;
    return gltfa__variant(s, k);
}

/* The output's decode kind under a property's rule, or why it is refused: a type the row
   allows only normalized (or only plain) is GLTFA_ERROR_NORMALIZED, as is normalized on a
   type glTF never normalizes (FLOAT, UNSIGNED_INT); any other type the row does not list
   is GLTFA_ERROR_COMPONENT_TYPE. */
static gltfa_result gltfa__output_decode(const gltfa__rule *rule, int row, int normalized,
                                         unsigned *decode)
{
    unsigned bit = 1u << row;
    if (normalized) {
        if (rule->norm & bit) {
            *decode = gltfa__ctypes[row].decode | GLTFA__D_NORM;
            return GLTFA_SUCCESS;
        }
        if (!gltfa__ctypes[row].normalizable || (rule->plain & bit))
            return GLTFA_ERROR_NORMALIZED;
        return GLTFA_ERROR_COMPONENT_TYPE;
    }
    if (rule->plain & bit) {
        *decode = gltfa__ctypes[row].decode;
        return GLTFA_SUCCESS;
    }
    return (rule->norm & bit) ? GLTFA_ERROR_NORMALIZED : GLTFA_ERROR_COMPONENT_TYPE;
}

GLTFA_API gltfa_result gltfa_sampler_init(gltfa_sampler *sampler, const gltfa_accessor *input,
                                          const gltfa_accessor *output, gltfa_interp interp,
                                          gltfa_property property)
{
    size_t in_stride, out_stride, keys, mult, elements_per_key, row;
    const gltfa__interp_row *mode;
    unsigned decode = 0;
    int in_row, out_row;
    const gltfa__rule *rule;
    gltfa_result r;

    GLTFA__REQUIRE(sampler != NULL, GLTFA_ERROR_INVALID_ARGUMENT);
    gltfa__zero_sampler(sampler);
    GLTFA__REQUIRE(input != NULL && output != NULL, GLTFA_ERROR_INVALID_ARGUMENT);

    if ((size_t)interp >= GLTFA__INTERP_COUNT) return GLTFA_ERROR_UNKNOWN_INTERPOLATION;
    mode = &gltfa__interps[interp];
    if (!mode->built) return GLTFA_ERROR_UNSUPPORTED;
    row = (size_t)property;
    if (property <= GLTFA_PROPERTY_NONE || row >= GLTFA__RULE_COUNT)
        return GLTFA_ERROR_UNKNOWN_TARGET;
    rule = &gltfa__rules[row];
    if (rule->step_only && interp != GLTFA_INTERP_STEP) return GLTFA_ERROR_STEP_ONLY;

    /* input: SCALAR FLOAT key times */
    r = gltfa__check_view(input, &in_row, &in_stride);
    if (r != GLTFA_SUCCESS) return r;
    if (input->component_type != GLTFA_FLOAT || input->components != 1 || input->normalized)
        return GLTFA_ERROR_INPUT_TYPE;
    keys = input->count;
    if (keys == 0) return GLTFA_ERROR_NO_KEYS;

    /* output, by the property's rule */
    r = gltfa__check_view(output, &out_row, &out_stride);
    if (r != GLTFA_SUCCESS) return r;
    if (rule->components != 0 && output->components != (int)rule->components)
        return GLTFA_ERROR_COMPONENT_COUNT;
    r = gltfa__output_decode(rule, out_row, output->normalized != 0, &decode);
    if (r != GLTFA_SUCCESS) return r;
#ifdef GLTFA_ONLY_FLOAT
    if (decode != GLTFA__D_F32) return GLTFA_ERROR_UNSUPPORTED;
#endif

    mult = mode->elements;
    if (keys < mode->min_keys) return GLTFA_ERROR_CUBIC_ONE_KEY;
    /* elements per key: 1, or N for SCALAR outputs where the row allows it */
    if (keys > (size_t)-1 / mult) return GLTFA_ERROR_COUNT_MISMATCH;
    if (output->count == 0 || output->count % (keys * mult) != 0)
        return GLTFA_ERROR_COUNT_MISMATCH;
    elements_per_key = output->count / (keys * mult);
    if (elements_per_key != 1 && (output->components != 1 || !rule->per_key_n))
        return GLTFA_ERROR_COUNT_MISMATCH;

    sampler->time_data = (const unsigned char *)input->data;
    sampler->value_data = (const unsigned char *)output->data;
    sampler->key_count = keys;
    sampler->time_stride = in_stride;
    sampler->width = output->components == 1 ? elements_per_key : (size_t)output->components;
    /* Output float j of slot s (0 in-tangent, 1 value, 2 out-tangent) of key k lies at
       k * key_bytes + s * element_bytes + j * comp_bytes. For one element per key the floats
       are components of that element; for N elements per key each float is an element. */
    sampler->element_bytes = elements_per_key * out_stride;
    sampler->key_bytes = mult * sampler->element_bytes;
    if (mult == 1) sampler->element_bytes = 0; /* the value is the whole key */
    sampler->comp_bytes = output->components == 1 ? out_stride : gltfa__ctypes[out_row].size;
    sampler->decode = decode;
    sampler->interp = (int)interp;
    sampler->quat = rule->quat;
    sampler->kernel = (int)gltfa__choose_kernel(sampler);
    gltfa__init_fast(sampler, keys, in_stride);
    return GLTFA_SUCCESS;
}

static GLTFA__INLINE float gltfa__time(const gltfa_sampler *s, size_t i)
{
    return gltfa__f32le(s->time_data + i * s->time_stride);
}

GLTFA_API gltfa_result gltfa_sampler_check(const gltfa_sampler *sampler, size_t *bad_index)
{
    size_t i, n, slot, elements, j;
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
    if (sampler->decode != GLTFA__D_F32) return GLTFA_SUCCESS; /* integers are finite */
    elements = gltfa__interps[sampler->interp].elements;
    for (i = 0; i < n; ++i) {
        for (slot = 0; slot < elements; ++slot) {
            const unsigned char *p = sampler->value_data + i * sampler->key_bytes +
                                     slot * sampler->element_bytes;
            for (j = 0; j < sampler->width; ++j) {
                if ((gltfa__u32le(p + j * sampler->comp_bytes) & GLTFA__EXP_MASK) ==
                    GLTFA__EXP_MASK) {
                    if (bad_index != NULL) *bad_index = (i * elements + slot) * sampler->width + j;
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

GLTFA_API size_t gltfa_sampler_key_count(const gltfa_sampler *sampler)
{
    return sampler != NULL ? sampler->key_count : 0;
}

GLTFA_API gltfa_result gltfa_sampler_key_time(const gltfa_sampler *sampler, size_t i,
                                              float *time)
{
    GLTFA__REQUIRE(sampler != NULL && time != NULL && sampler->key_count > 0,
                   GLTFA_ERROR_INVALID_ARGUMENT);
    if (i >= sampler->key_count) return GLTFA_ERROR_KEY_INDEX;
    *time = gltfa__time(sampler, i);
    return GLTFA_SUCCESS;
}

GLTFA_API gltfa_interp gltfa_sampler_interp(const gltfa_sampler *sampler)
{
    return sampler != NULL && sampler->key_count > 0 ? (gltfa_interp)sampler->interp
                                                     : GLTFA_INTERP_LINEAR;
}

GLTFA_API int gltfa_sampler_is_quaternion(const gltfa_sampler *sampler)
{
    return sampler != NULL && sampler->key_count > 0 && sampler->quat;
}

GLTFA_API gltfa_result gltfa_sampler_time_range(const gltfa_sampler *sampler, float *first,
                                                float *last)
{
    GLTFA__REQUIRE(sampler != NULL && sampler->key_count > 0, GLTFA_ERROR_INVALID_ARGUMENT);
    if (first != NULL) *first = gltfa__time(sampler, 0);
    if (last != NULL) *last = gltfa__time(sampler, sampler->key_count - 1);
    return GLTFA_SUCCESS;
}

/* Finds the segment k, 0 <= k <= n-2, with t_k <= tc < t_{k+1}, given t_lo <= tc < t_hi.
   Only indices in [lo, hi] are read, whatever the times hold. */
static GLTFA__INLINE size_t gltfa__bsearch(const gltfa_sampler *s, float tc, size_t lo, size_t hi)
{
    /* branch-free: halve the candidates lo .. hi-1 with a conditional move per step, so a
       random time costs no mispredictions */
    size_t n = hi - lo;
    while (n > 1) {
        size_t half = n / 2;
        lo = gltfa__time(s, lo + half) <= tc ? lo + half : lo;
        n -= half;
    }
    return lo;
}

/* ---------------------------------------------------------------------------------------
   Math without libm: a square root by Newton's method and polynomial acos and sin, all in
   float. Accurate to a few float roundings; the slerp below normalizes its result, so what
   matters is the ratio of its two weights, which these keep to about 1e-7.
   --------------------------------------------------------------------------------------- */

/* 1 / sqrt(x) for a positive normal x: where the target has a square-root instruction (the
   platform layer's GLTFA__SQRT) or the caller gives one (GLTFA_SQRTF), 1 / sqrt(x) with two
   correctly rounded operations, the same bits on every such target. Elsewhere the classic
   bit-level first guess, then three Newton steps (3.4e-2 -> 1.7e-3 -> 4.4e-6 -> 3e-11: float
   rounding is what is left). */
static GLTFA__INLINE float gltfa__rsqrt(float x)
{
    float y, h;
    if (GLTFA__HAS_SQRT) return 1.0f / GLTFA__SQRT_FN(x);
    y = gltfa__bits_to_f32(0x5F375A86UL - (gltfa__f32_to_bits(x) >> 1));
    h = 0.5f * x;
    y = y * (1.5f - h * y * y);
    y = y * (1.5f - h * y * y);
    y = y * (1.5f - h * y * y);
    return y;
}

/* The slerp's constants, named once: the scalar code and the four-lane clip code
   (gltfa__slerp_across) both use these, in the same order, so they give the same bits.
   acos: Abramowitz & Stegun 4.4.46 (degree 7, highest first); sin: Taylor to u^11; the
   dot above which keys lerp; the dot below which acos's polynomial takes 0; the dot below
   which the weights are not the series'; the series' 1 / (i (2i + 1)); the range of squared
   lengths normalized directly. */
#define GLTFA__ACOS_C7 (-0.0012624911f)
#define GLTFA__ACOS_C6 0.0066700901f
#define GLTFA__ACOS_C5 (-0.0170881256f)
#define GLTFA__ACOS_C4 0.0308918810f
#define GLTFA__ACOS_C3 (-0.0501743046f)
#define GLTFA__ACOS_C2 0.0889789874f
#define GLTFA__ACOS_C1 (-0.2145988016f)
#define GLTFA__ACOS_C0 1.5707963050f
#define GLTFA__SIN_C3 (-1.6666667e-1f)
#define GLTFA__SIN_C5 8.3333333e-3f
#define GLTFA__SIN_C7 (-1.9841270e-4f)
#define GLTFA__SIN_C9 2.7557319e-6f
#define GLTFA__SIN_C11 (-2.5052108e-8f)
#define GLTFA__LERP_DOT 0.999999f
#define GLTFA__ACOS_TINY 9.31322575e-10f /* 2^-30 */
#define GLTFA__SERIES_DOT 0.95f
#define GLTFA__SER_U1 0.33333334f  /* 1 / (1 * 3) */
#define GLTFA__SER_U2 0.1f         /* 1 / (2 * 5) */
#define GLTFA__SER_U3 0.047619049f /* 1 / (3 * 7) */
#define GLTFA__SER_U4 0.027777778f /* 1 / (4 * 9) */
#define GLTFA__NORM_MIN 1e-30f
#define GLTFA__NORM_MAX 1e30f

/* sin(u) for u in [0, pi/2]: the Taylor polynomial to u^11, error <= u^13 / 13! < 6e-8. */
static GLTFA__INLINE float gltfa__sin(float u)
{
    /* Estrin's scheme in v = u^2: 1 + c3 v + ... + c11 v^5 */
    float v = u * u, v2 = v * v;
    float q01 = GLTFA__SIN_C3 * v + 1.0f, q23 = GLTFA__SIN_C7 * v + GLTFA__SIN_C5;
    float q45 = GLTFA__SIN_C11 * v + GLTFA__SIN_C9;
    return u * ((q45 * v2 + q23) * v2 + q01);
}

/* sin(x angle) / sin(angle) for x in [0, 1] and y = cos(angle) - 1 in (-0.05, 0]: the series
   x (1 + b_1 y (1 + b_2 y (1 + b_3 y (1 + b_4 y)))), b_i = (x^2 - i^2) / (i (2i + 1))
   (D. Eberly, "A Fast and Accurate Algorithm for Computing SLERP", 2011), whose next term
   is below prod_{i<=5} i / (2i + 1) |y|^5 < 3.7e-9 of the sum there: mul and add only. */
static GLTFA__FM_INLINE float gltfa__series(float x, float y) /* c_4 * 1 is c_4: the same bits */
{
    static const float c[4][2] = { { 16.0f, GLTFA__SER_U4 }, { 9.0f, GLTFA__SER_U3 },
                                   { 4.0f, GLTFA__SER_U2 }, { 1.0f, GLTFA__SER_U1 } };
    float xx = x * x, acc = 1.0f;
    int i;
    GLTFA__UNROLL
    for (i = 0; i < 4; ++i) acc = (xx - c[i][0]) * c[i][1] * y * acc + 1.0f;
    return x * acc;
}

/* ((a_0 b_0 + a_1 b_1) + a_2 b_2) + a_3 b_3: a quaternion dot product in the library's
   order. */
static GLTFA__KERNEL_INLINE float gltfa__dot4(const float *a, const float *b)
{
    float d = a[0] * b[0];
    int i;
    GLTFA__UNROLL
    for (i = 1; i < 4; ++i) d = d + a[i] * b[i];
    return d;
}

/* Normalizes q in place. Returns 0, leaving q unchanged, when q has no direction
   (zero length, or a NaN or infinite component). */
static GLTFA__FM_ALWAYS_INLINE int gltfa__normalize4(float *q)
{
    float l2 = gltfa__dot4(q, q), m, inv;
    int i;
    if (l2 == 1.0f) return 1; /* unit already: keep the bits */
    if (!(l2 >= GLTFA__NORM_MIN && l2 <= GLTFA__NORM_MAX))
    {
        /* tiny, huge, or not finite: scale by the largest magnitude first */
        m = 0.0f;
        for (i = 0; i < 4; ++i) {
            float a = q[i] < 0.0f ? -q[i] : q[i];
            if (!gltfa__finite(q[i])) return 0;
            if (a > m) m = a;
        }
        if (m == 0.0f) return 0;
        /* in place: nothing fails from here (the largest scaled component is 1, so 1 <= l2
           <= 4: rsqrt's range; scaled by rsqrt(1) too, which need not be 1) */
        for (i = 0; i < 4; ++i) q[i] /= m;
        l2 = gltfa__dot4(q, q);
    }
    inv = gltfa__rsqrt(l2);
    GLTFA__UNROLL
    for (i = 0; i < 4; ++i) q[i] *= inv;
    return 1;
}

/* The value element of key k. */
static GLTFA__INLINE const unsigned char *gltfa__value_ptr(const gltfa_sampler *s, size_t k)
{
    return s->value_data + k * s->key_bytes + s->element_bytes;
}

/* GLTFA_SUCCESS from a kernel that always succeeds (GLTFA__OPAQUE_OK) */
static GLTFA__ALWAYS_INLINE gltfa_result gltfa__ok(void)
{
    gltfa_result r = GLTFA_SUCCESS;
    GLTFA__OPAQUE_OK(r);
    return r;
}

/* One component; FLOAT (the common case) without the decoder's switch. */
static GLTFA__INLINE float gltfa__rd(const gltfa_sampler *s, const unsigned char *p)
{
#ifdef GLTFA_ONLY_FLOAT
    (void)s; /* init refuses every other component type */
    return gltfa__f32le(p);
#else
    return s->decode == GLTFA__D_F32 ? gltfa__f32le(p) : gltfa__decode(s->decode, p);
#endif
}

static GLTFA__INLINE void gltfa__read_element(const gltfa_sampler *s, const unsigned char *p,
                                              float *out, size_t count)
{
    size_t j, cb = s->comp_bytes;
    if (gltfa__read_fast(s, p, out, count)) return;
    for (j = 0; j < count; ++j) out[j] = gltfa__rd(s, p + j * cb);
}

/* Key k's value, normalized for quaternions (identity for a zero key). Quaternion samplers
   have width 4 by construction. */
static void gltfa__copy_key(const gltfa_sampler *s, size_t k, float *out)
{
    if (gltfa__copy_fast(s, k, out)) return;
    gltfa__read_element(s, gltfa__value_ptr(s, k), out, s->quat ? 4 : s->width);
    if (s->quat && !gltfa__normalize4(out)) {
        out[0] = 0.0f; out[1] = 0.0f; out[2] = 0.0f; out[3] = 1.0f;
    }
}

/* (1 - t) a + t b. The exact value lies between a and b. In double, the computed one is
   within 1e-16 of it, so rounding it to float cannot leave [a, b] (nor overflow): no clamp.
   In float, rounding is kept from leaving that range explicitly. */
static GLTFA__INLINE float gltfa__lerp1(gltfa__real a, gltfa__real b, gltfa__real t,
                                        gltfa__real u)
{
    gltfa__real v = u * a + t * b;
    if (GLTFA__FLOAT_KERNELS) {
        gltfa__real lo = a < b ? a : b;
        gltfa__real hi = b < a ? a : b;
        v = v < lo ? lo : v;
        v = hi < v ? hi : v;
    }
    return (float)v;
}

static void gltfa__lerp(const gltfa_sampler *s, size_t k, gltfa__real t, float *out)
{
    const unsigned char *pa = gltfa__value_ptr(s, k), *pb = pa + s->key_bytes;
    gltfa__real u = 1 - t;
    size_t j, cb = s->comp_bytes, w = s->width;
    if (gltfa__lerp_fast(s, pa, pb, t, u, out)) return;
    for (j = 0; j < w; ++j)
        out[j] = gltfa__lerp1((gltfa__real)gltfa__rd(s, pa + j * cb),
                              (gltfa__real)gltfa__rd(s, pb + j * cb), t, u);
}

/* THE SLERP: gltfa__slerp4 below, one rotation in scalars, is the reference. The speed
   section has its two lane forms, the same operations on each rotation in the same order
   (one rotation takes acos or the series, as the scalar code does; GLTFA__LANES rotations
   compute the series where any needs it, then acos where any needs it, and each lane
   selects its own: the same values), each over a
   vocabulary of one-line macros (GLTFA__A_ and GLTFA__L_: S, the type of one value per
   rotation, M its masks, SET ADD SUB MUL LT SEL FLIP (negate where the mask is set) RSQRT,
   SIN2 (two sines), SER2 (two gltfa__series of one y), QDOT (a dot product, summed in the
   order ((x + y) + z) + w), QCOMB (o = w0 a + w1 b) and ANY (whether any rotation's mask is
   set)): gltfa__slerp_one, one rotation in the four lanes of a vector (the per-channel
   call), and gltfa__slerp_lanes, GLTFA__LANES rotations, one per lane (clips).

   Shortest-arc slerp of two float quaternions a and b at t into o, not yet normalized:
   d = dot(a, b); if d < 0, b is negated (exactly one operand); the weights of a and b are
   sin((1-t) angle) and sin(t angle) over sin(angle), angle = acos(d), in three ranges.
   Nearly equal keys (d >= 0.999999, angle < 1.4e-3, where slerp and lerp differ by < 1e-9)
   lerp, keeping the sign flip; d >= 1 from rounding or non-unit keys lands there too (the
   clamp). For d >= 0.95 (angle < 0.32: keys 36 degrees apart, where nine in ten segments of
   the shipped assets are) the series of gltfa__series in y = d - 1 (exact for d >= 0.5),
   mul and add only. Below, the weights skip the common 1 / sin(angle) (the caller
   normalizes); acos(d) for d in [0, 0.95): Abramowitz & Stegun 4.4.46, sqrt(1 - d) times a
   degree-7 polynomial in Estrin's scheme (pairs, then quads, so the terms do not wait on
   each other), absolute error <= 2e-8 (1 - d is exact for d >= 0.5), computed as
   (1 - d) rsqrt(1 - d) p(d), where any rotation needs it. The polynomial takes d below
   2^-30 (keys a half turn apart) as 0: every term but C0 is then below half an ulp of C0,
   so its value is C0 either way, and d^4 is not subnormal (an x86 microcode assist, about
   150 cycles per operation: BoxAnimated.glb played 3.5x slower than textbook code). The
   forms compute both weights and select, so every lane performs the same IEEE operations
   in the same order, and the three give the same bits (the lane forms' square root is the
   scalar one's instruction). */

/* o = w0 a + w1 b, component by component (o may be a). */
static GLTFA__KERNEL_INLINE void gltfa__qcomb(float *o, float w0, const float *a, float w1, const float *b)
{
    int i;
    GLTFA__UNROLL
    for (i = 0; i < 4; ++i) o[i] = w0 * a[i] + w1 * b[i];
}

/* THE SLERP of one rotation in scalars, into out (out may be a): see above. The lane forms
   (gltfa__slerp_one, gltfa__slerp_lanes) perform these operations in this order. The
   acos range is tested first: its keys skip the series, whose weights it would replace. */
static GLTFA__ALWAYS_INLINE void gltfa__slerp4(const float *a, const float *b, float t, float *out)
{
    float d = gltfa__dot4(a, b), u, w0, w1;
    int neg, mid, wide;
    neg = d < 0.0f;
    d = neg ? -d : d;
    mid = d < GLTFA__LERP_DOT; /* not nearly equal keys */
    wide = d < GLTFA__SERIES_DOT; /* (then mid too) */
    u = 1.0f - t;
    w0 = u; /* nearly equal keys lerp */
    w1 = t;
    if (wide) { /* the weights from acos(d) */
        float y = 1.0f - d, dp = d < GLTFA__ACOS_TINY ? 0.0f : d, angle;
        float x2 = dp * dp, x4 = x2 * x2, p01, p23, p45, p67, pw;
        p01 = GLTFA__ACOS_C1 * dp + GLTFA__ACOS_C0;
        p23 = GLTFA__ACOS_C3 * dp + GLTFA__ACOS_C2;
        p45 = GLTFA__ACOS_C5 * dp + GLTFA__ACOS_C4;
        p67 = GLTFA__ACOS_C7 * dp + GLTFA__ACOS_C6;
        pw = (p67 * x2 + p45) * x4 + (p23 * x2 + p01);
        angle = y * gltfa__rsqrt(y) * pw;
        w0 = gltfa__sin(u * angle);
        w1 = gltfa__sin(t * angle);
    } else if (mid) { /* the series */
        float y = d - 1.0f;
        w0 = gltfa__series(u, y);
        w1 = gltfa__series(t, y);
    }
    w1 = neg ? -w1 : w1;
    gltfa__qcomb(out, w0, a, w1, b);
}

/* Where the slerp has no direction: the nearer key, normalized (SEMANTICS). */
static GLTFA__NOINLINE gltfa_result gltfa__slerp_nearer(const gltfa_sampler *s, size_t k, float t,
                                                        float *out)
{
    gltfa__copy_key(s, t < 0.5f ? k : k + 1, out);
    return GLTFA_SUCCESS;
}

/* The slerp of key k (in out) and key k+1 (b), normalized, else the nearer key. Returns
   GLTFA_SUCCESS, so that its callers return its result as their own. */
static GLTFA__ALWAYS_INLINE gltfa_result gltfa__slerp_keys(const gltfa_sampler *s, size_t k,
                                                           const float *b, float t, float *out)
{
    gltfa__slerp4(out, b, t, out);
    if (!gltfa__normalize4(out)) return gltfa__slerp_nearer(s, k, t, out);
    return GLTFA_SUCCESS;
}

/* The LINEAR quaternion kernel on decoded keys: the layouts other than packed FLOAT, and
   every layout in the core build (one path: the smallest code and stack). Where the per-channel call
   has the lane form, the decoded keys go through it, as packed FLOAT keys do (the same
   operations, the same bits). */
static GLTFA__NOINLINE gltfa_result gltfa__slerp_decoded(const gltfa_sampler *s, size_t k, float t,
                                                         float *out)
{
    const unsigned char *pa = gltfa__value_ptr(s, k);
    float b[4];
    gltfa_result r;
    if (gltfa__slerp_fast(s, k, t, out, &r)) return r;
    gltfa__read_element(s, pa, out, 4);
    gltfa__read_element(s, pa + s->key_bytes, b, 4);
    return gltfa__slerp_keys(s, k, b, t, out);
}

#ifndef GLTFA_NO_CUBICSPLINE
/* the seam's cubic hooks */
static GLTFA__ALWAYS_INLINE int gltfa__cubic_fast(const gltfa_sampler *s, size_t k, gltfa__real t,
                                                  gltfa__real td, float *out);
/* the components of a cubic done in pairs of doubles (from 0), the number done */
static GLTFA__ALWAYS_INLINE size_t gltfa__cubic_pairs(int packed, size_t n, const unsigned char *v0,
                                                      const unsigned char *v1, const unsigned char *b0,
                                                      const unsigned char *a1, gltfa__real h00,
                                                      gltfa__real h01, gltfa__real h10, gltfa__real h11,
                                                      float *out);

static gltfa__real gltfa__clamp_max(gltfa__real v)
{
    return v < -GLTFA__REAL_MAX ? -GLTFA__REAL_MAX : (v > GLTFA__REAL_MAX ? GLTFA__REAL_MAX : v);
}

/* Cubic Hermite spline between keys k and k+1, tangents scaled by td. flt: the components
   are FLOAT (a constant where inlined: the decoder's test leaves the loop). */
static GLTFA__ALWAYS_INLINE void gltfa__cubic_body(const gltfa_sampler *s, size_t k, gltfa__real t,
                                                   gltfa__real td, float *out, int flt)
{
    const unsigned char *p0 = s->value_data + k * s->key_bytes;
    const unsigned char *p1 = p0 + s->key_bytes;
    const unsigned char *v0 = p0 + s->element_bytes, *b0 = v0 + s->element_bytes; /* value, out */
    const unsigned char *a1 = p1, *v1 = p1 + s->element_bytes;                 /* in, value */
    gltfa__real u = 1 - t;
    /* h01 = -2t^3 + 3t^2 = t^2 (3 - 2t), h00 = 1 - h01, h10 = t (1-t)^2, h11 = -t^2 (1-t):
       the factored forms lose less to cancellation than the expanded ones. */
    gltfa__real h01 = t * t * (3 - 2 * t), h00 = 1 - h01;
    gltfa__real h10 = t * u * u * td, h11 = -t * t * u * td;
    size_t j, n = s->quat ? 4 : s->width, cb = s->comp_bytes; /* quaternion samplers: width 4 */
#define GLTFA__CUBIC_RD(p) (gltfa__real)(flt ? gltfa__f32le(p) : gltfa__rd(s, p))
    j = gltfa__cubic_pairs(flt && cb == 4, n, v0, v1, b0, a1, h00, h01, h10, h11, out);
    for (; j < n; ++j) {
        size_t o = j * cb;
        gltfa__real v = h00 * GLTFA__CUBIC_RD(v0 + o) + h01 * GLTFA__CUBIC_RD(v1 + o);
        /* clamp the tangent term so that an overflow cannot meet an opposite one (NaN) */
        gltfa__real m = gltfa__clamp_max(h10 * GLTFA__CUBIC_RD(b0 + o) + h11 * GLTFA__CUBIC_RD(a1 + o));
        out[j] = (float)gltfa__clamp_max(v + m);
    }
#undef GLTFA__CUBIC_RD
    if (s->quat && !gltfa__normalize4(out)) gltfa__copy_key(s, 2 * t < 1 ? k : k + 1, out);
}

static void gltfa__cubic(const gltfa_sampler *s, size_t k, gltfa__real t, gltfa__real td,
                         float *out)
{
    if (gltfa__cubic_fast(s, k, t, td, out)) return;
    gltfa__cubic_body(s, k, t, td, out, 0);
}

/* CUBIC's kernel (the semantic kernels are below) */
static GLTFA__ALWAYS_INLINE gltfa_result gltfa__k_cubic(const gltfa_sampler *s, const gltfa__pos *p,
                                                        float *out)
{
    gltfa__cubic(s, p->k, p->t, p->td, out);
    return gltfa__ok();
}
#endif

/* No cursor: any value that is not below key_count - 1 skips the cursor's segments. */
#define GLTFA__NO_CURSOR ((size_t)-1)

/* Where tc falls, when the cursor's segment and the next one missed (gltfa__position tries
   them first). Returns 1 with the segment k (t_k <= tc < t_k+1) or 0 with the key k to copy
   (tc before the first key, at or after the last, NaN, inf). Only indices in [0, n-1] are
   read, whatever the times hold. cursor: the segment tried first, or GLTFA__NO_CURSOR. */
static GLTFA__NOINLINE int gltfa__find(const gltfa_sampler *s, float tc, size_t cursor,
                                        size_t *kout)
{
    size_t n = s->key_count, last = n - 1, k;
    float t0, tl;
    if (!gltfa__finite(tc)) {
        /* NaN and -inf: the first value; +inf (these bits): the last. */
        *kout = gltfa__f32_to_bits(tc) == 0x7F800000UL ? last : 0;
        return 0;
    }
    t0 = gltfa__time(s, 0);
    if (!(tc > t0)) { /* before or on the first key */
        *kout = 0;
        return 0;
    }
    tl = gltfa__time(s, last);
    if (tc >= tl) { /* on or after the last key (n == 1 ends here too) */
        *kout = last;
        return 0;
    }
    /* Now n >= 2 and t_0 < tc < t_last: t_k <= tc < t_k+1 for one k in [0, last), by a
       binary search there (the speed section's gltfa__find_fast starts from a guess) */
    if (!gltfa__find_fast(s, tc, t0, cursor, &k)) k = gltfa__bsearch(s, tc, 0, last);
    *kout = k;
    return 1;
}

/* Playback's first step from cursor k < key_count - 1: its segment, or the next one.
   Returns 1 with *kp, *tkp, *tk1p (t_k <= tc < t_k+1), else 0 (NaN fails every compare). */
static GLTFA__ALWAYS_INLINE int gltfa__step(const gltfa_sampler *s, float tc, size_t k,
                                            size_t *kp, float *tkp, float *tk1p)
{
    const unsigned char *pt = s->time_data + k * s->time_stride;
    float tk = gltfa__f32le(pt), tk1;
    /* -ffast-math may assume tc is not NaN in these compares: NaN and infinities go to the
       search, which tests the bits (and never finds them in a segment) */
    if (GLTFA__FAST_MATH && !gltfa__finite(tc)) return 0;
    if (!(tk <= tc)) return 0;
    tk1 = gltfa__f32le(pt + s->time_stride);
    if (!(tc < tk1)) {
        float tk2;
        if (k + 2 >= s->key_count) return 0;
        tk2 = gltfa__f32le(pt + 2 * s->time_stride);
        if (!(tc < tk2)) return 0;
        /* tk1 <= tc: tc < tk1 failed, and tc is not NaN (tk <= tc held) */
        ++k;
        tk = tk1;
        tk1 = tk2;
    }
    *kp = k;
    *tkp = tk;
    *tk1p = tk1;
    return 1;
}

/* t and td in the segment [tk, tk1) that holds tc (tk < tc): td = tk1 - tk and
   t = (tc - tk) / td. */
static GLTFA__ALWAYS_INLINE void gltfa__segment_t(float tc, float tk, float tk1, gltfa__real *t,
                                                  gltfa__real *td)
{
    *td = (gltfa__real)tk1 - (gltfa__real)tk;
    *t = ((gltfa__real)tc - (gltfa__real)tk) / *td;
    /* t is in (0, 1] for valid times; keep it there whatever the times hold (NaN: 0), by
       selections (no branches) */
    *t = *t > 0 ? *t : 0;
    *t = *t < 1 ? *t : 1;
    /* -ffast-math may drop the NaN case of that clamp: an infinite key time (unchecked
       data) gives t = 0 there, by a test on the bits */
    if (GLTFA__FAST_MATH && (!gltfa__finite(tk) || !gltfa__finite(tk1))) *t = 0;
}

/* Where tc falls (gltfa__pos), starting from a cursor: its segment, or the next one
   (playback: O(1)), else gltfa__find. want_t: compute t and td (STEP never needs them). The
   new cursor is p->k: a segment, or the key copied (0, or the last: then the next call
   searches, as any cursor value is valid). */
static GLTFA__ALWAYS_INLINE void gltfa__position(const gltfa_sampler *s, float tc, size_t cursor,
                                                 int want_t, gltfa__pos *p)
{
    float tk = 0.0f, tk1 = 0.0f;
    size_t k = cursor; /* a local, written to p once */
    int hit = cursor < s->key_count - 1 && gltfa__step(s, tc, cursor, &k, &tk, &tk1);
    p->t = 0;
    p->td = 0;
    if (!hit && gltfa__find(s, tc, cursor, &k)) {
        tk = gltfa__time(s, k);
        tk1 = gltfa__time(s, k + 1);
        hit = 1;
    }
    p->k = k;
    p->seg = hit && tc != tk; /* the exact key rule */
    if (p->seg && want_t) gltfa__segment_t(tc, tk, tk1, &p->t, &p->td);
}

/* ---------------------------------------------------------------------------------------
   THE SEMANTIC KERNELS (GLTFA__SEMANTIC_ROWS): each row's scalar function. The rule "inside
   a segment the kernel, else the key" is gltfa__apply, for the per-channel calls and the
   speed section's runs alike. Adding a kernel is its row, its function here, its clip run
   (the speed section), and what chooses it (gltfa__choose_kernel, gltfa__interps).
   --------------------------------------------------------------------------------------- */

/* A row's scalar kernel: the value in segment p->k at p->t (p->seg is 1) into out. */
typedef gltfa_result (*gltfa__one_fn)(const gltfa_sampler *s, const gltfa__pos *p, float *out);

/* The key p->k as it is (normalized quaternions): STEP's kernel, and the rule's other half. */
static GLTFA__ALWAYS_INLINE gltfa_result gltfa__k_copy(const gltfa_sampler *s, const gltfa__pos *p,
                                                       float *out)
{
    gltfa__copy_key(s, p->k, out);
    return gltfa__ok();
}

static GLTFA__ALWAYS_INLINE gltfa_result gltfa__k_slerp(const gltfa_sampler *s, const gltfa__pos *p,
                                                        float *out)
{
    return gltfa__slerp_decoded(s, p->k, (float)p->t, out);
}

static GLTFA__ALWAYS_INLINE gltfa_result gltfa__k_lerp(const gltfa_sampler *s, const gltfa__pos *p,
                                                       float *out)
{
    gltfa__lerp(s, p->k, p->t, out);
    return gltfa__ok();
}


/* The rule, once: inside a segment the row's kernel, before, at or after a key the key as
   it is (the per-channel calls' gltfa__evaluate, the clips' runs). */
static GLTFA__KERNEL_INLINE gltfa_result gltfa__apply(const gltfa_sampler *s, const gltfa__pos *p,
                                                      float *out, gltfa__one_fn one)
{
    if (!p->seg) {
        gltfa__copy_key(s, p->k, out);
        return GLTFA_SUCCESS;
    }
    return one(s, p, out);
}

#ifndef GLTFA_NO_CLIPS
/* ---------------------------------------------------------------------------------------
   Clips: one pipeline. gltfa_clip_init decides once, in the caller's slots, the order of
   evaluation: channels grouped by input accessor (each group's first channel, its lead,
   finds the group's position) and then sorted by kernel, and within a kernel by input. Every
   gltfa_clip_sample runs the same two stages (the speed section's direct path aside: a clip
   of a few channels, sampled channel by channel, gltfa__clip_sample_fast): (1) a position for each distinct input, into
   its state (several inputs at once in lanes during playback); (2) the kernels, entry by
   entry,
   group by group (the lane slerps first, two sets of GLTFA__LANES channels at a time), each
   reading its input's position as it is, into the destinations. gltfa__evaluate is the same
   dispatch the single-channel calls use. The plan's parts are typed regions of the slot
   array, each with one meaning from init on: the inputs' states (gltfa__clip_input), the
   entries (gltfa__clip_entry: a channel and its input's state, in the order of evaluation,
   written once by gltfa__plan) and the lane key times (floats, per group of GLTFA__LANES
   inputs).
   --------------------------------------------------------------------------------------- */

static void gltfa__zero_clip(gltfa_clip *clip)
{
    clip->channels = NULL;
    clip->clip_slots = NULL;
    clip->input = NULL;
    clip->entry = NULL;
    clip->times = NULL;
    clip->channel_count = 0;
    clip->inputs = 0;
    clip->run = NULL;
    clip->lane_rest = 0;
    clip->start = 0.0f;
    clip->end = 0.0f;
}

/* Two samplers read one time array the same way: one search serves both. */
static int gltfa__same_input(const gltfa_sampler *a, const gltfa_sampler *b)
{
    return a->time_data == b->time_data && a->time_stride == b->time_stride &&
           a->key_count == b->key_count;
}

/* The regions of a clip's n slots, each read and written through one type only: the
   inputs' states (gltfa__clip_input), then the entries of the order
   (gltfa__clip_entry: also the duplicate checks' sort scratch, as entries), then, with
   double kernels, the lane key times (3 floats per input), and, at the end, the runs'
   lengths (unsigned). The slot holds one of each, so n slots hold n of each; the inputs'
   size is a multiple of a pointer's, so the entries that follow them are aligned (the
   slot, whose first member is an input, is aligned for one), and the slot's size is a
   multiple of an unsigned's, so the lengths at the end are aligned too. */
typedef char gltfa__slot_holds_its_parts[
    sizeof(gltfa_clip_slot) >= sizeof(gltfa__clip_input) + sizeof(gltfa__clip_entry)
                               + (GLTFA__FLOAT_KERNELS ? 0 : 3 * sizeof(float))
                               + sizeof(unsigned)
    && sizeof(gltfa__clip_input) % sizeof(const void *) == 0
    && sizeof(gltfa_clip_slot) % sizeof(unsigned) == 0 ? 1 : -1];
/* The scratch a caller may keep in the slots before gltfa_clip_init (gltfa_clip_slot). */
typedef char gltfa__slot_holds_two_sizes[sizeof(gltfa_clip_slot) >= 2 * sizeof(size_t) ? 1 : -1];

static gltfa__clip_input *gltfa__slot_inputs(gltfa_clip_slot *clip_slots)
{
    return (gltfa__clip_input *)(void *)clip_slots;
}

static gltfa__clip_entry *gltfa__slot_entries(gltfa_clip_slot *clip_slots, size_t n)
{
    return (gltfa__clip_entry *)(void *)(gltfa__slot_inputs(clip_slots) + n);
}



/* The plan's entries sorted by a named order (the shared gltfa__heap_sort, through
   gltfa__entry_less and gltfa__entry_swap). */
enum gltfa__order { GLTFA__BY_DEST, GLTFA__BY_INPUT, GLTFA__BY_KERNEL };
typedef struct gltfa__sorter {
    enum gltfa__order by;
    gltfa__clip_entry *entry;
} gltfa__sorter;

static int gltfa__entry_less(const void *ctx, size_t a, size_t b);
/* the seam's clip hooks: the order of the runs; the plan's runs and lane times */
static int gltfa__kernel_less(const gltfa__sorter *q, size_t i, size_t j);
static void gltfa__plan_fast(gltfa_clip *clip, gltfa__sorter *q);

static void gltfa__entry_swap(const void *ctx, size_t i, size_t j)
{
    gltfa__clip_entry *e = ((const gltfa__sorter *)ctx)->entry, x = e[i];
    e[i] = e[j];
    e[j] = x;
}

static void gltfa__sort(const gltfa__sorter *q, size_t n)
{
    gltfa__heap_sort(q, gltfa__entry_less, gltfa__entry_swap, n);
}

/* Entries by destination address, then channel (pointers into one array: index order). */
static int gltfa__dest_less(const gltfa__sorter *q, size_t i, size_t j)
{
    const gltfa_channel *a = q->entry[i].channel, *b = q->entry[j].channel;
    if (a->dest != b->dest) return a->dest < b->dest;
    return a < b;
}

/* The first channel index that repeats an earlier channel's destination, or n, in
   O(n log n): entry[0 .. n) (scratch, as entries: gltfa__plan writes them afresh) hold the
   channels sorted by destination on return. */
static size_t gltfa__first_duplicate(const gltfa_channel *c, size_t n, gltfa__clip_entry *entry)
{
    size_t i, first = n;
    gltfa__sorter q;
    for (i = 0; i < n; ++i) {
        entry[i].channel = &c[i];
        entry[i].input = NULL;
    }
    q.by = GLTFA__BY_DEST;
    q.entry = entry;
    gltfa__sort(&q, n);
    /* equal destinations are adjacent, in index order: the second of a run completes a pair */
    for (i = 1; i < n; ++i)
        if (entry[i].channel->dest == entry[i - 1].channel->dest &&
            (size_t)(entry[i].channel - c) < first)
            first = (size_t)(entry[i].channel - c);
    return first;
}

/* By input accessor, then whether the kernel needs t, then channel: a lead computes t if any
   channel of its input needs it. */
static int gltfa__input_less(const gltfa__sorter *q, size_t i, size_t j)
{
    const gltfa_channel *a = q->entry[i].channel, *b = q->entry[j].channel;
    const gltfa_sampler *sa = &a->sampler, *sb = &b->sampler;
    if (sa->time_data != sb->time_data) return sa->time_data < sb->time_data;
    if (sa->time_stride != sb->time_stride) return sa->time_stride < sb->time_stride;
    if (sa->key_count != sb->key_count) return sa->key_count < sb->key_count;
    if (GLTFA__NEEDS_T(sa->kernel) != GLTFA__NEEDS_T(sb->kernel))
        return GLTFA__NEEDS_T(sa->kernel) > GLTFA__NEEDS_T(sb->kernel);
    return a < b;
}

static int gltfa__entry_less(const void *ctx, size_t a, size_t b)
{
    const gltfa__sorter *q = (const gltfa__sorter *)ctx;
    switch (q->by) {
    case GLTFA__BY_DEST: return gltfa__dest_less(q, a, b);
    case GLTFA__BY_INPUT: return gltfa__input_less(q, a, b);
    case GLTFA__BY_KERNEL: return gltfa__kernel_less(q, a, b);
    default: break;
    }
    return 0;
}

/* The plan, in the clip's n slots: the entries (each channel and its input's state, in the
   order of evaluation), written here once; each input's state (its lead and a zero
   position); the lane times of every full group of GLTFA__LANES inputs. */
static void gltfa__plan(gltfa_clip *clip)
{
    const size_t n = clip->channel_count;
    gltfa__clip_entry *entry = gltfa__slot_entries(clip->clip_slots, n);
    gltfa__clip_input *input = gltfa__slot_inputs(clip->clip_slots);
    size_t i, inputs = 0;
    gltfa__sorter q;
    for (i = 0; i < n; ++i) {
        entry[i].channel = &clip->channels[i];
        entry[i].input = NULL;
    }
    q.entry = entry;
    /* group by input accessor; the first of each group finds the group's position */
    q.by = GLTFA__BY_INPUT;
    gltfa__sort(&q, n);
    for (i = 0; i < n; ++i) {
        const gltfa_sampler *s = &entry[i].channel->sampler;
        if (i == 0 || !gltfa__same_input(s, &entry[i - 1].channel->sampler)) {
            gltfa__clip_input *in = &input[inputs++]; /* inputs - 1 <= i */
            in->lead = s;
            in->pos.k = 0;
            in->pos.seg = 0;
            in->pos.t = 0;
            in->pos.td = 0;
        }
        entry[i].input = &input[inputs - 1];
    }
    clip->inputs = inputs;
    clip->input = input;
    clip->entry = entry;
    gltfa__plan_fast(clip, &q);
}

/* An animation's time span as it is gathered: the earliest first and the latest last key
   time of the samplers seen so far (have 0: none yet). */
typedef struct gltfa__span {
    float start, end;
    int have;
} gltfa__span;

/* Widens the span by a sampler's keys; a time that is not finite (unchecked data) never
   takes part. */
static void gltfa__span_add(gltfa__span *span, const gltfa_sampler *s)
{
    float first = gltfa__time(s, 0), last = gltfa__time(s, s->key_count - 1);
    if (!gltfa__finite(first) || !gltfa__finite(last)) return;
    if (!span->have || first < span->start) span->start = first;
    if (!span->have || last > span->end) span->end = last;
    span->have = 1;
}

/* gltfa_clip_init over a span [start, end] (finite) that already holds the animation's
   channels the clip does not play (gltfa_clip_init_span); none where start > end. The span
   comes as two floats, not a struct: gltfa_clip_init is then a jump here, without a frame
   of its own (the firmware's stack). */
static gltfa_result gltfa__clip_init(gltfa_clip *clip, gltfa_channel *channels,
                                     size_t channel_count, gltfa_clip_slot *clip_slots,
                                     float start, float end)
{
    size_t i;
    gltfa__span span;
    span.start = start;
    span.end = end;
    span.have = start <= end;
    GLTFA__REQUIRE(clip != NULL, GLTFA_ERROR_INVALID_ARGUMENT);
    gltfa__zero_clip(clip);
    GLTFA__REQUIRE((channels != NULL && clip_slots != NULL) || channel_count == 0,
                   GLTFA_ERROR_INVALID_ARGUMENT);
    for (i = 0; i < channel_count; ++i) {
        GLTFA__REQUIRE(channels[i].sampler.key_count > 0 && channels[i].dest != NULL,
                       GLTFA_ERROR_INVALID_ARGUMENT);
        gltfa__span_add(&span, &channels[i].sampler);
    }
    /* the specification allows a (node, path) once per animation */
    if (channel_count != 0 &&
        gltfa__first_duplicate(channels, channel_count,
                               gltfa__slot_entries(clip_slots, channel_count)) != channel_count)
        return GLTFA_ERROR_DUPLICATE_TARGET;
    clip->channels = channels;
    clip->clip_slots = clip_slots;
    clip->channel_count = channel_count;
    if (span.have) {
        clip->start = span.start;
        clip->end = span.end;
    }
    if (channel_count != 0) gltfa__plan(clip);
    return GLTFA_SUCCESS;
}

GLTFA_API gltfa_result gltfa_clip_init(gltfa_clip *clip, gltfa_channel *channels,
                                       size_t channel_count, gltfa_clip_slot *clip_slots)
{
    return gltfa__clip_init(clip, channels, channel_count, clip_slots, 1.0f, 0.0f); /* none */
}

GLTFA_API gltfa_result gltfa_clip_init_span(gltfa_clip *clip, gltfa_channel *channels,
                                            size_t channel_count, gltfa_clip_slot *clip_slots,
                                            float start, float end)
{
    const int have = gltfa__finite(start) && gltfa__finite(end) && start <= end;
    return gltfa__clip_init(clip, channels, channel_count, clip_slots, have ? start : 1.0f,
                            have ? end : 0.0f);
}

GLTFA_API float gltfa_clip_start(const gltfa_clip *clip)
{
    return clip != NULL ? clip->start : 0.0f;
}

GLTFA_API float gltfa_clip_end(const gltfa_clip *clip)
{
    return clip != NULL ? clip->end : 0.0f;
}

GLTFA_API size_t gltfa_clip_channel_count(const gltfa_clip *clip)
{
    return clip != NULL ? clip->channel_count : 0;
}

GLTFA_API float *gltfa_clip_channel_dest(const gltfa_clip *clip, size_t i, size_t *width)
{
    if (clip == NULL || i >= clip->channel_count) {
        if (width != NULL) *width = 0;
        return NULL;
    }
    if (width != NULL) *width = clip->channels[i].sampler.width;
    return clip->channels[i].dest;
}

GLTFA_API const gltfa_sampler *gltfa_clip_channel_sampler(const gltfa_clip *clip, size_t i)
{
    if (clip == NULL || i >= clip->channel_count) return NULL;
    return &clip->channels[i].sampler;
}

GLTFA_API float gltfa_clip_duration(const gltfa_clip *clip)
{
    /* end < start only for unchecked, decreasing key times: 0, like a zero-length span */
    if (clip == NULL || !(clip->end > clip->start)) return 0.0f;
    return (float)((gltfa__real)clip->end - (gltfa__real)clip->start);
}

/* Stage 1 for inputs [in, end): each lead channel's position, from the input's last
   position (the cursor). */
static void gltfa__clip_position(gltfa__clip_input *in, const gltfa__clip_input *end, float tc)
{
    for (; in != end; ++in) {
        const gltfa_sampler *s = in->lead;
        gltfa__position(s, tc, in->pos.k, GLTFA__NEEDS_T(s->kernel), &in->pos);
    }
}


/* gltfa_wrap_time without double: integer arithmetic only (floats are only read and
   written as bits, never operated on), C89 (32-bit words).

   Every float is an integer multiple of a power of two. On the lattice 2^e of the finer
   ulp of start and end, start = S 2^e and end = E 2^e (S, E integers), D = E - S. On
   the finer lattice 2^(e - k) of time's ulp (k = 0 when time's is not finer), time minus
   start is the integer U = time 2^(k - e) - S 2^k, exact in at most nine 32-bit words
   (|U| < 2^279), as few as the magnitudes need. |u| = q D + rho with 0 <= rho < D: q
   and r = floor(rho) come from dividing the bits of |U| above its k low bits by D, by
   shift-subtract, one step per bit of q (the leading bits that stay below D start r),
   and rho is r 2^k plus the k low bits. floor(u / D), the passes, is q after start, and
   before it -q, or -q - 1 when rho > 0 (then u mod D = D - rho). The value, start + (u
   mod D), or end - (u mod D) on a ping-pong's backward pass (start + rho or end - rho
   either way), is computed exactly on the finer lattice and rounded once, to the
   nearest float (ties to even), from its bits.

   Exact whenever S and E fit in 62 bits (start and end without their trailing zero bits
   span at most 62 bits: always when they differ in binary exponent by at most 38, or one
   is zero), for every time. Beyond that, the fallback described at gltfa_wrap_time: the
   lattice is raised until both fit, the smaller endpoint truncated onto it. */

/* The low 32 bits (a no-op where gltfa__u32 has exactly 32). */
#define GLTFA__LO32(x) ((x) & 0xFFFFFFFFu)

/* Words of the integers on the finer lattice: |U| < 2^279, and a sign bit. */
#define GLTFA__WRAP_WORDS 9

/* Index of the highest set bit of x != 0 (x < 2^32). */
static int gltfa__msb32(gltfa__u32 x)
{
#ifdef GLTFA__HIGH_BIT
    return GLTFA__HIGH_BIT(x);
#else
    int n = 0;
    if (x >> 16) { x >>= 16; n += 16; }
    if (x >> 8) { x >>= 8; n += 8; }
    if (x >> 4) { x >>= 4; n += 4; }
    if (x >> 2) { x >>= 2; n += 2; }
    return n + (int)(x >> 1);
#endif
}

/* Float bits ordered as unsigned integers like the floats (not NaN; -0 equals +0). */
static gltfa__u32 gltfa__f32_key(gltfa__u32 b)
{
    return (b >> 31) ? 0x80000000u - (b & 0x7FFFFFFFu) : (b | 0x80000000u);
}

/* A finite float's bits as |x| = m 2^ex, m odd (or 0), and its sign. */
typedef struct gltfa__f32_parts {
    gltfa__u32 m;
    int ex, neg;
} gltfa__f32_parts;

static void gltfa__f32_split(gltfa__u32 bits, gltfa__f32_parts *p)
{
    gltfa__u32 m = bits & 0x7FFFFFu;
    int ex = (int)((bits >> 23) & 0xFFu);
    if (ex) m |= 0x800000u; else ex = 1;
    ex -= 150;
    if (m) { /* shifted to odd */
#ifdef GLTFA__HIGH_BIT /* where count-leading-zeros is an instruction, so is the trailing one */
        const int low = GLTFA__LOW_BIT(m);
        m >>= low;
        ex += low;
#else
        while (!(m & 0xFFu)) { m >>= 8; ex += 8; }
        while (!(m & 1u)) { m >>= 1; ex++; }
#endif
    }
    p->m = m;
    p->ex = ex;
    p->neg = (int)((bits >> 31) & 1u);
}

/* An integer on the finer lattice: n words (n <= 9: |U| < 2^279, with its sign), the
   rest 0. */
typedef struct gltfa__wrap_int {
    gltfa__u32 w[GLTFA__WRAP_WORDS];
    int n;
} gltfa__wrap_int;

/* x += m 2^sh, or x -= m 2^sh when sub, modulo 2^(32 n) (two's complement); sh >= 0
   unless m = 0. */
static void gltfa__wrap_add(gltfa__wrap_int *x, gltfa__u32 m, int sh, int sub)
{
    const gltfa__u32 flip = sub ? 0xFFFFFFFFu : 0u;
    gltfa__u32 *w = x->w + (m && sh >> 5 < x->n ? sh >> 5 : x->n), *const end = x->w + x->n;
    gltfa__u32 c = (gltfa__u32)sub, t, v = GLTFA__LO32(m << (sh & 31));
    gltfa__u32 hi = sh & 31 ? m >> (32 - (sh & 31)) : 0u;
    for (; w < end; ++w) {
        t = GLTFA__LO32(*w + (v ^ flip) + c);
        c = c ? t <= *w : t < *w;
        *w = t;
        v = hi;
        hi = 0;
    }
}

/* Index of the highest set bit of x, -1 when x = 0. */
static int gltfa__wrap_msb(const gltfa__wrap_int *x)
{
    int i = x->n;
    while (i-- > 0)
        if (x->w[i]) return 32 * i + gltfa__msb32(x->w[i]);
    return -1;
}

/* x = |x|; returns 1 when x was negative. */
static int gltfa__wrap_abs(gltfa__wrap_int *x)
{
    const int neg = (int)(x->w[x->n - 1] >> 31);
    gltfa__u32 c = 1u;
    int i;
    for (i = 0; neg && i < x->n; ++i) { /* ~x + 1 */
        x->w[i] = GLTFA__LO32(~x->w[i] + c);
        c = c && !x->w[i];
    }
    return neg;
}

/* The 32 bits of x from bit sh >= 0 up. */
static gltfa__u32 gltfa__wrap_bits(const gltfa__wrap_int *x, int sh)
{
    const int w = sh >> 5, b = sh & 31;
    gltfa__u32 v = w < x->n ? x->w[w] >> b : 0u;
    if (b && w + 1 < x->n) v |= GLTFA__LO32(x->w[w + 1] << (32 - b));
    return v;
}

/* The bits of the float nearest to x 2^ex (ties to even; x >= 0 and x 2^ex within float
   range; x = 0: +0), neg: the sign bit. */
static gltfa__u32 gltfa__wrap_round(const gltfa__wrap_int *x, int ex, int neg)
{
    const int top = gltfa__wrap_msb(x);
    int lsb = ex + top - 23, n, i;
    gltfa__u32 mant, sticky;
    if (top < 0) return 0u;
    if (lsb < -149) lsb = -149; /* subnormal: fewer bits */
    n = lsb - ex;               /* bits to drop */
    if (n <= 0) {
        mant = GLTFA__LO32(x->w[0] << -n); /* x < 2^24: exact */
    } else {
        mant = gltfa__wrap_bits(x, n - 1); /* the rounding bit and the mantissa */
        sticky = x->w[(n - 1) >> 5] & GLTFA__LO32((1u << ((n - 1) & 31)) - 1u);
        for (i = 0; i < (n - 1) >> 5; ++i) sticky |= x->w[i];
        if ((mant & 1u) && (sticky || (mant & 2u))) mant += 2u;
        mant >>= 1;
    }
    /* the exponent field plus the mantissa with its leading bit: a carry of the rounding
       into 2^24 (or out of the subnormals) steps the exponent by itself */
    return ((gltfa__u32)neg << 31) | (((gltfa__u32)(lsb + 149) << 23) + mant);
}

/* gltfa_wrap_repeat's k: |u| = passes D + rho; back: u < 0. */
typedef struct gltfa__wrap_count {
    unsigned long passes;
    int back, rho;
} gltfa__wrap_count;

/* gltfa_wrap_time; where u is divided, *count receives the quotient when count != NULL. */
static GLTFA__NO_LIBC_LOOPS float gltfa__wrap(float time, float start, float end,
                                              gltfa_wrap mode, unsigned long play_count,
                                              gltfa__wrap_count *count)
{
    const gltfa__u32 bs = gltfa__f32_to_bits(start), be = gltfa__f32_to_bits(end);
    const gltfa__u32 bt = gltfa__f32_to_bits(time);
    gltfa__u32 ks, ke, kt, dh, dl, rh, rl, bit_q = 0;
    gltfa__wrap_int x;
    gltfa__f32_parts p[3]; /* start, end, time */
    unsigned long passes = 0;
    int e, k, i, back, rho;

    /* the cases without arithmetic */
    if (!gltfa__finite(start)) return 0.0f;
    ks = gltfa__f32_key(bs);
    ke = gltfa__f32_key(be);
    if (!gltfa__finite(end) || ke <= ks) return start; /* zero-length: the first pose */
    if ((bt & 0x7FFFFFFFu) > 0x7F800000u) return start; /* NaN */
    kt = gltfa__f32_key(bt);
    if (mode != GLTFA_WRAP_REPEAT && mode != GLTFA_WRAP_PINGPONG) {
        GLTFA_ASSERT(mode == GLTFA_WRAP_CLAMP);
        return kt < ks ? start : (kt > ke ? end : time);
    }
    if (kt >= ks && kt <= ke) /* the first pass: time itself (zero as +0); at end the end pose */
        return kt == ke && (mode == GLTFA_WRAP_REPEAT || play_count == 1)
                   ? end : ((bt & 0x7FFFFFFFu) ? time : 0.0f);
    if (kt < ks && play_count != 0) return start; /* a counted playback starts at start */
    if (bt == 0xFF800000u) return start;          /* -inf */
    if (bt == 0x7F800000u) /* +inf: the end of the last pass */
        return mode == GLTFA_WRAP_PINGPONG && play_count != 0 && !(play_count & 1u) ? start
                                                                                     : end;
    gltfa__f32_split(bs, &p[0]);
    gltfa__f32_split(be, &p[1]);
    gltfa__f32_split(bt, &p[2]);
    /* the lattice 2^e: the finer ulp of start and end (a zero has none), raised where one
       would need 62 bits or more on it; both onto it (the fallback truncates the other) */
    e = !p[0].m ? p[1].ex : (!p[1].m || p[0].ex < p[1].ex ? p[0].ex : p[1].ex);
    for (i = 0; i < 2; ++i)
        if (p[i].m && p[i].ex + gltfa__msb32(p[i].m) - 61 > e)
            e = p[i].ex + gltfa__msb32(p[i].m) - 61;
    for (i = 0; i < 2; ++i)
        if (p[i].ex < e) {
            p[i].m = e - p[i].ex < 32 ? p[i].m >> (e - p[i].ex) : 0u;
            p[i].ex = e;
        }
    /* the finer lattice 2^(e - k). |start|, |end|, |time| < 2^top: every integer below is
       less than 2^(top + 2) there, 2^(top - e + k + 2), with its sign in n <= 9 words */
    k = p[2].m && p[2].ex < e ? e - p[2].ex : 0;
    kt = bt & 0x7FFFFFFFu;
    if ((bs & 0x7FFFFFFFu) > kt) kt = bs & 0x7FFFFFFFu;
    if ((be & 0x7FFFFFFFu) > kt) kt = be & 0x7FFFFFFFu;
    x.n = ((int)(kt >> 23) - 126 - e + k + 34) >> 5; /* top = the exponent field - 126 */
    for (i = 0; i < GLTFA__WRAP_WORDS; ++i) x.w[i] = 0;
    gltfa__wrap_add(&x, p[1].m, p[1].ex - e, p[1].neg); /* D = E - S, 0 < D < 2^63 */
    gltfa__wrap_add(&x, p[0].m, p[0].ex - e, !p[0].neg);
    dh = x.w[1];
    dl = x.w[0];
    x.w[1] = x.w[0] = 0;
    /* U = time 2^(k - e) - S 2^k */
    gltfa__wrap_add(&x, p[2].m, p[2].ex + k - e, p[2].neg);
    gltfa__wrap_add(&x, p[0].m, p[0].ex + k - e, !p[0].neg);
    back = gltfa__wrap_abs(&x);
    /* |U| 2^-k = q D + r by shift-subtract, r < D < 2^63: passes = q saturates at ULONG_MAX
       (above every play count), bit_q is its last bit. The bits above i + db (D >= 2^db)
       are less than D: they start r, and the loop takes one bit of q per step. */
    i = gltfa__wrap_msb(&x) - (dh ? 32 + gltfa__msb32(dh) : gltfa__msb32(dl));
    if (i < k) i = k - 1;
    rl = gltfa__wrap_bits(&x, i + 1);
    rh = gltfa__wrap_bits(&x, i + 33);
    for (; i >= k; --i) {
        rh = GLTFA__LO32(rh << 1) | (rl >> 31);
        rl = GLTFA__LO32(rl << 1) | ((x.w[i >> 5] >> (i & 31)) & 1u);
        bit_q = rh != dh ? rh > dh : rl >= dl;
        if (bit_q) {
            rh = GLTFA__LO32(rh - dh - (rl < dl));
            rl = GLTFA__LO32(rl - dl);
        }
        passes = passes > (~0UL >> 1) ? ~0UL : (passes << 1) | (unsigned long)bit_q;
    }
    /* rho = r 2^k + the k low bits (dh: the bits of r shifted out of the word below) */
    for (i = k >> 5, dh = 0; i < x.n; ++i) {
        x.w[i] = (i == k >> 5 ? x.w[i] & GLTFA__LO32((1u << (k & 31)) - 1u) : 0u) |
                 GLTFA__LO32(rl << (k & 31)) | dh;
        dh = k & 31 ? rl >> (32 - (k & 31)) : 0u;
        rl = rh;
        rh = 0;
    }
    rho = gltfa__wrap_msb(&x) >= 0;
    if (count != NULL) {
        count->passes = passes;
        count->back = back;
        count->rho = rho;
    }
    if (!back) {
        if (play_count != 0 && passes >= play_count) /* after the last pass: where it ended */
            return mode == GLTFA_WRAP_PINGPONG && !(play_count & 1u) ? start : end;
        if (!rho && mode == GLTFA_WRAP_REPEAT)
            return end; /* the end of a pass (u = q D, q >= 1): the end pose */
    }
    /* the value: start + rho, or end - rho (before start u mod D is D - rho, and floor(u / D)
       one pass further back: a ping-pong's direction is bit_q's either way) */
    i = mode == GLTFA_WRAP_PINGPONG ? !bit_q : !(back && rho); /* start + rho */
    gltfa__wrap_add(&x, p[!i].m, p[!i].ex + k - e, p[!i].neg ^ (!i)); /* or rho - end */
    i = gltfa__wrap_abs(&x) ^ (!i);                               /* the value's sign */
    kt = gltfa__wrap_round(&x, e - k, i);
    /* only the fallback can leave [start, end] */
    return gltfa__f32_key(kt) < ks ? start
                                   : (gltfa__f32_key(kt) > ke ? end : gltfa__bits_to_f32(kt));
}

GLTFA_API float gltfa_wrap_time(float time, float start, float end, gltfa_wrap mode,
                                unsigned long play_count)
{
    return gltfa__wrap(time, start, end, mode, play_count, NULL);
}

GLTFA_API float gltfa_wrap_repeat(float time, float start, float end, long *loops)
{
    gltfa__wrap_count c;
    float q;
    c.passes = 0; /* k = 0 where nothing is divided */
    c.back = 0;
    c.rho = 1;
    q = gltfa__wrap(time, start, end, GLTFA_WRAP_REPEAT, 0, &c);
    if (loops != NULL) /* saturated: +-LONG_MAX; the end of a pass (q >= 1): q - 1 and end */
        *loops = c.passes >= (unsigned long)LONG_MAX ? (c.back ? -LONG_MAX : LONG_MAX)
                 : (c.back ? -(long)c.passes - c.rho : (long)c.passes - !c.rho);
    return q;
}

GLTFA_API float gltfa_clip_time(const gltfa_clip *clip, float time, gltfa_wrap mode,
                                unsigned long play_count)
{
    GLTFA_ASSERT(clip != NULL);
    if (clip == NULL) return 0.0f;
    return gltfa_wrap_time(time, clip->start, clip->end, mode, play_count);
}

/* ---------------------------------------------------------------------------------------
   Blending
   --------------------------------------------------------------------------------------- */

static float gltfa__unit_weight(float w)
{
    if (!gltfa__finite(w)) return (gltfa__f32_to_bits(w) & 0x807FFFFFUL) == 0 ? 1.0f : 0.0f;
    return w > 0.0f ? (w < 1.0f ? w : 1.0f) : 0.0f; /* +inf -> 1; NaN, -inf -> 0 */
}

GLTFA_API void gltfa_blend_vec(float *out, const float *a, const float *b, size_t count, float w)
{
    size_t i;
    GLTFA_ASSERT(out != NULL && a != NULL && b != NULL);
    if (out == NULL || a == NULL || b == NULL) return;
    w = gltfa__unit_weight(w);
    for (i = 0; i < count; ++i) {
        gltfa__real va = (gltfa__real)a[i], vb = (gltfa__real)b[i];
        out[i] = (float)((1 - (gltfa__real)w) * va + (gltfa__real)w * vb);
    }
}

GLTFA_API GLTFA__NO_LIBC_LOOPS void gltfa_blend_quat(float *out, const float *a, const float *b, float w)
{
    float r[4], fallback[4];
    int i;
    GLTFA_ASSERT(out != NULL && a != NULL && b != NULL);
    if (out == NULL || a == NULL || b == NULL) return;
    w = gltfa__unit_weight(w);
    for (i = 0; i < 4; ++i) fallback[i] = w < 0.5f ? a[i] : b[i];
    gltfa__slerp4(a, b, w, r);
    if (!gltfa__normalize4(r)) {
        for (i = 0; i < 4; ++i) r[i] = fallback[i];
        if (!gltfa__normalize4(r)) { r[0] = r[1] = r[2] = 0.0f; r[3] = 1.0f; }
    }
    for (i = 0; i < 4; ++i) out[i] = r[i];
}

GLTFA_API void gltfa_add_vec(float *out, const float *pose, const float *clip,
                             const float *reference, size_t count, float w)
{
    size_t i;
    GLTFA_ASSERT(out != NULL && pose != NULL && clip != NULL && reference != NULL);
    if (out == NULL || pose == NULL || clip == NULL || reference == NULL) return;
    if (!gltfa__finite(w)) w = 0.0f;
    for (i = 0; i < count; ++i)
        out[i] = (float)((gltfa__real)pose[i] +
                         (gltfa__real)w * ((gltfa__real)clip[i] - (gltfa__real)reference[i]));
}

/* r = a * b (Hamilton product, x y z w order). */
static void gltfa__qmul(const float *a, const float *b, float *r)
{
    float x = a[3] * b[0] + a[0] * b[3] + a[1] * b[2] - a[2] * b[1];
    float y = a[3] * b[1] - a[0] * b[2] + a[1] * b[3] + a[2] * b[0];
    float z = a[3] * b[2] + a[0] * b[1] - a[1] * b[0] + a[2] * b[3];
    float ww = a[3] * b[3] - a[0] * b[0] - a[1] * b[1] - a[2] * b[2];
    r[0] = x; r[1] = y; r[2] = z; r[3] = ww;
}

GLTFA_API void gltfa_add_quat(float *out, const float *pose, const float *clip,
                              const float *reference, float w)
{
    static const float identity[4] = { 0.0f, 0.0f, 0.0f, 1.0f };
    float conj_ref[4], delta[4], scaled[4], r[4];
    GLTFA_ASSERT(out != NULL && pose != NULL && clip != NULL && reference != NULL);
    if (out == NULL || pose == NULL || clip == NULL || reference == NULL) return;
    conj_ref[0] = -reference[0]; conj_ref[1] = -reference[1]; conj_ref[2] = -reference[2];
    conj_ref[3] = reference[3];
    gltfa__qmul(conj_ref, clip, delta);
    if (!gltfa__normalize4(delta)) { delta[0] = delta[1] = delta[2] = 0.0f; delta[3] = 1.0f; }
    gltfa_blend_quat(scaled, identity, delta, w);
    gltfa__qmul(pose, scaled, r);
    if (!gltfa__normalize4(r)) { r[0] = r[1] = r[2] = 0.0f; r[3] = 1.0f; }
    out[0] = r[0]; out[1] = r[1]; out[2] = r[2]; out[3] = r[3];
}

GLTFA_API void gltfa_trs_blend(gltfa_trs *out, const gltfa_trs *a, const gltfa_trs *b, float w)
{
    GLTFA_ASSERT(out != NULL && a != NULL && b != NULL);
    if (out == NULL || a == NULL || b == NULL) return;
    gltfa_blend_vec(out->translation, a->translation, b->translation, 3, w);
    gltfa_blend_quat(out->rotation, a->rotation, b->rotation, w);
    gltfa_blend_vec(out->scale, a->scale, b->scale, 3, w);
}

GLTFA_API void gltfa_trs_add(gltfa_trs *out, const gltfa_trs *pose, const gltfa_trs *clip,
                             const gltfa_trs *reference, float w)
{
    GLTFA_ASSERT(out != NULL && pose != NULL && clip != NULL && reference != NULL);
    if (out == NULL || pose == NULL || clip == NULL || reference == NULL) return;
    gltfa_add_vec(out->translation, pose->translation, clip->translation, reference->translation, 3, w);
    gltfa_add_quat(out->rotation, pose->rotation, clip->rotation, reference->rotation, w);
    gltfa_add_vec(out->scale, pose->scale, clip->scale, reference->scale, 3, w);
}

static int gltfa__streq(const char *a, const char *b)
{
    while (*a != '\0' && *a == *b) { ++a; ++b; }
    return *a == *b;
}

GLTFA_API gltfa_result gltfa_interp_parse(const char *name, gltfa_interp *interp)
{
    size_t i;
    GLTFA__REQUIRE(interp != NULL, GLTFA_ERROR_INVALID_ARGUMENT);
    if (name == NULL) { /* absent: the specification's default */
        *interp = GLTFA_INTERP_LINEAR;
        return GLTFA_SUCCESS;
    }
    for (i = 0; i < GLTFA__INTERP_COUNT; ++i) {
        if (gltfa__streq(name, gltfa__interp_names[i])) {
            *interp = (gltfa_interp)i;
            return GLTFA_SUCCESS;
        }
    }
    return GLTFA_ERROR_UNKNOWN_INTERPOLATION;
}

GLTFA_API gltfa_result gltfa_path_parse(const char *name, gltfa_path *path)
{
    int p;
    GLTFA__REQUIRE(path != NULL, GLTFA_ERROR_INVALID_ARGUMENT);
    if (name == NULL) return GLTFA_ERROR_UNKNOWN_TARGET;
    for (p = GLTFA_PATH_TRANSLATION; p <= GLTFA_PATH_POINTER; ++p) /* gltfa_path_name's strings */
        if (gltfa__streq(name, gltfa_path_name((gltfa_path)p))) {
            *path = (gltfa_path)p;
            return GLTFA_SUCCESS;
        }
    return GLTFA_ERROR_UNKNOWN_TARGET;
}

GLTFA_API gltfa_property gltfa_path_property(gltfa_path path)
{
    switch (path) {
    case GLTFA_PATH_TRANSLATION: return GLTFA_PROPERTY_TRANSLATION;
    case GLTFA_PATH_ROTATION: return GLTFA_PROPERTY_ROTATION;
    case GLTFA_PATH_SCALE: return GLTFA_PROPERTY_SCALE;
    case GLTFA_PATH_WEIGHTS: return GLTFA_PROPERTY_WEIGHTS;
    default: return GLTFA_PROPERTY_NONE;
    }
}

GLTFA_API size_t gltfa_property_width(gltfa_property property)
{
    const size_t row = (size_t)property;
    const gltfa__rule *rule;
    if (property <= GLTFA_PROPERTY_NONE || row >= GLTFA__RULE_COUNT) return 0;
    rule = &gltfa__rules[row];
    return rule->per_key_n ? 0 : rule->components;
}
#endif /* GLTFA_NO_CLIPS */

GLTFA_API unsigned gltfa_config(void)
{
    unsigned c = GLTFA__CONFIG_SIMD | GLTFA__CONFIG_REFERENCE; /* the platform layer's */
    if (GLTFA__FLOAT_KERNELS) c |= GLTFA_CONFIG_FLOAT_KERNELS;
#ifdef GLTFA_NO_CLIPS
    c |= GLTFA_CONFIG_NO_CLIPS;
#endif
    return c;
}

GLTFA_API const char *gltfa_interp_name(gltfa_interp interp)
{
    return (size_t)interp < GLTFA__INTERP_COUNT ? gltfa__interp_names[interp] : "";
}

GLTFA_API const char *gltfa_path_name(gltfa_path path)
{
    switch (path) {
    case GLTFA_PATH_TRANSLATION: return "translation";
    case GLTFA_PATH_ROTATION: return "rotation";
    case GLTFA_PATH_SCALE: return "scale";
    case GLTFA_PATH_WEIGHTS: return "weights";
    case GLTFA_PATH_POINTER: return "pointer";
    default: return "";
    }
}

GLTFA_API const char *gltfa_component_type_name(int component_type)
{
    int row = gltfa__ctype_row(component_type);
    return row < 0 ? "" : gltfa__ctype_names[row];
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

/* =======================================================================================
   THE SPEED SECTION (GLTFA__FAST: compiled unless -Os or GLTFA_NO_FAST). What it adds to
   the core is speed, never meaning: the layout variants and their kernels, the decoders of
   whole elements, pairs of doubles, lanes, the clips' runs and stage-1 lanes, the cursor
   fast path, the direct path of clips of few channels; each gives the bits of the core
   code it stands for. The core reaches it through
   the seam, the hooks the core declares (gltfa__variant, gltfa__read_fast, ...); the core
   build's answers follow the section (#else).
   ======================================================================================= */
/* the entry points the hooks call (defined after the section) */
static GLTFA__ALWAYS_INLINE gltfa_result gltfa__evaluate(const gltfa_sampler *s, const gltfa__pos *p,
                                                         float *out);
static GLTFA__NOINLINE gltfa_result gltfa__sample_any(const gltfa_sampler *s, float tc,
                                                      gltfa_cursor *cursor, float *out);
#ifndef GLTFA_NO_CLIPS
static GLTFA__KERNEL_INLINE gltfa_result gltfa__clip_stages(gltfa_clip *clip, float tc);
#endif

#ifdef GLTFA__FAST
/* THE LAYOUT VARIANTS, the kernel rows' second group (the first, the semantic rows, is the
   core's): each the arithmetic of a semantic row for one layout of the keys, attached at init
   by gltfa__variant. Their ids follow the semantic rows'; every one interpolates (needs t).
       id      t  rank  scalar kernel    clip run */
/* CUBICF: packed FLOAT VEC3 or quaternion, in pairs of doubles */
#ifdef GLTFA_NO_CUBICSPLINE
#define GLTFA__CUBICF_ROW(X)
#else
#define GLTFA__CUBICF_ROW(X) X(CUBICF, 1, 5, gltfa__k_cubicf, gltfa__run_cubicf)
#endif
#define GLTFA__VARIANT_ROWS(X) \
    X(SLERP4,  1, 0,    gltfa__k_slerp4, gltfa__run_slerp4) /* LINEAR quaternion, packed FLOAT */ \
    X(SLERPN,  1, 1,    gltfa__k_slerp,  gltfa__run_slerpn) /* LINEAR quaternion, normalized \
                                                               SHORT or BYTE (decoded in lanes \
                                                               where there are lanes) */ \
    X(LERP3,   1, 2,    gltfa__k_lerp3,  gltfa__run_lerp3)  /* LINEAR packed FLOAT VEC3 */ \
    X(LERPF,   1, 4,    gltfa__k_lerpf,  gltfa__run_lerpf)  /* LINEAR packed FLOAT, other \
                                                               widths (morph weights) */ \
    GLTFA__CUBICF_ROW(X)                                    /* CUBICSPLINE packed FLOAT */
#define GLTFA__K_ID(id, t, rank, one, run) GLTFA__K_##id,
enum gltfa__variant_id {
    GLTFA__K_LAST_SEMANTIC = GLTFA__K_SEMANTIC_COUNT - 1,
    GLTFA__VARIANT_ROWS(GLTFA__K_ID) GLTFA__K_COUNT
};
#undef GLTFA__K_ID
#define GLTFA__K_T_BIT(id, t, rank, one, run) | ((t) << GLTFA__K_##id)
enum { GLTFA__K_VARIANTS_NEED_T = 0 GLTFA__VARIANT_ROWS(GLTFA__K_T_BIT) };
#undef GLTFA__K_T_BIT

/* whether kernel needs t (a hook) */
static GLTFA__ALWAYS_INLINE int gltfa__needs_t(int kernel)
{
    return ((GLTFA__K_NEEDS_T | GLTFA__K_VARIANTS_NEED_T) >> kernel) & 1;
}

/* Whether a sampler's components are normalized SHORT or BYTE side by side (any stride):
   SLERPN's keys, and the held keys gltfa__snorm_one decodes in one vector. */
static GLTFA__ALWAYS_INLINE int gltfa__snorm_packed(const gltfa_sampler *s)
{
    return (s->decode | GLTFA__D_16) == (GLTFA__D_INT | GLTFA__D_SIGNED | GLTFA__D_16 | GLTFA__D_NORM) &&
           s->comp_bytes == ((s->decode & GLTFA__D_16) ? 2u : 1u);
}

/* The layout variant of semantic row k for a sampler's data (GLTFA__VARIANT_ROWS), or k. */
static unsigned gltfa__layout_variant(const gltfa_sampler *s, unsigned k)
{
    const int packed = s->decode == GLTFA__D_F32 && s->comp_bytes == 4; /* FLOAT side by side */
    if (k == GLTFA__K_SLERP && gltfa__snorm_packed(s)) return GLTFA__K_SLERPN;
#ifndef GLTFA_NO_CUBICSPLINE
    if (k == GLTFA__K_CUBIC && packed && (s->quat || s->width == 3)) return GLTFA__K_CUBICF;
#endif
    if (k == GLTFA__K_SLERP && packed) return GLTFA__K_SLERP4;
    if (k == GLTFA__K_LERP && packed) return s->width == 3 ? GLTFA__K_LERP3 : GLTFA__K_LERPF;
    return k;
}

/* The kernel the speed section runs for semantic row k and a sampler's data (a hook: the
   core build's answer is k). One LINEAR key (a constant track, as optimizers write them):
   every sample copies it, so it is STEP's (a clip's lane runs then hold only channels that
   interpolate); else the layout variant. */
static unsigned gltfa__variant(const gltfa_sampler *s, unsigned k)
{
    if ((k == GLTFA__K_LERP || k == GLTFA__K_SLERP) && s->key_count == 1) return GLTFA__K_STEP;
    return gltfa__layout_variant(s, k);
}

#ifdef GLTFA__LANES
/* gltfa__series on the lanes, in its order. */
static GLTFA__INLINE gltfa__v gltfa__v_series(gltfa__v x, gltfa__v y)
{
    const gltfa__v xx = GLTFA__V_MUL(x, x), one = GLTFA__V_SET(1.0f);
    const gltfa__v c4 = GLTFA__V_MUL(GLTFA__V_MUL(GLTFA__V_SUB(xx, GLTFA__V_SET(16.0f)),
                                                  GLTFA__V_SET(GLTFA__SER_U4)), y);
    const gltfa__v c3 = GLTFA__V_MUL(GLTFA__V_MUL(GLTFA__V_SUB(xx, GLTFA__V_SET(9.0f)),
                                                  GLTFA__V_SET(GLTFA__SER_U3)), y);
    const gltfa__v c2 = GLTFA__V_MUL(GLTFA__V_MUL(GLTFA__V_SUB(xx, GLTFA__V_SET(4.0f)),
                                                  GLTFA__V_SET(GLTFA__SER_U2)), y);
    const gltfa__v c1 = GLTFA__V_MUL(GLTFA__V_MUL(GLTFA__V_SUB(xx, one),
                                                  GLTFA__V_SET(GLTFA__SER_U1)), y);
    gltfa__v acc = GLTFA__V_ADD(c4, one);
    acc = GLTFA__V_ADD(GLTFA__V_MUL(c3, acc), one);
    acc = GLTFA__V_ADD(GLTFA__V_MUL(c2, acc), one);
    acc = GLTFA__V_ADD(GLTFA__V_MUL(c1, acc), one);
    return GLTFA__V_MUL(x, acc);
}

/* gltfa__rsqrt on the lanes: 1 / sqrt(x), the same two correctly rounded operations. */
static GLTFA__INLINE gltfa__v gltfa__v_rsqrt(gltfa__v x)
{
    return GLTFA__V_DIV(GLTFA__V_SET(1.0f), GLTFA__V_SQRT(x));
}

/* gltfa__sin on the lanes, in its Estrin order. */
static GLTFA__INLINE gltfa__v gltfa__v_sin(gltfa__v u)
{
    gltfa__v v = GLTFA__V_MUL(u, u), v2 = GLTFA__V_MUL(v, v);
    gltfa__v q01 = GLTFA__V_ADD(GLTFA__V_MUL(GLTFA__V_SET(GLTFA__SIN_C3), v), GLTFA__V_SET(1.0f));
    gltfa__v q23 = GLTFA__V_ADD(GLTFA__V_MUL(GLTFA__V_SET(GLTFA__SIN_C7), v), GLTFA__V_SET(GLTFA__SIN_C5));
    gltfa__v q45 = GLTFA__V_ADD(GLTFA__V_MUL(GLTFA__V_SET(GLTFA__SIN_C11), v), GLTFA__V_SET(GLTFA__SIN_C9));
    return GLTFA__V_MUL(u, GLTFA__V_ADD(GLTFA__V_MUL(GLTFA__V_ADD(GLTFA__V_MUL(q45, v2), q23), v2), q01));
}

/* The lane reader of the normalized rule: GLTFA__LANES integers of kind (a constant where
   it is called), converted to float in x, decoded as c / divisor, a correctly rounded float
   division, which gives gltfa__decode's bits (see there), and the max with -1 where
   signed. */
static GLTFA__ALWAYS_INLINE gltfa__v gltfa__v_norm(unsigned kind, gltfa__v x)
{
    const gltfa__v m1 = GLTFA__V_SET(-1.0f);
    x = GLTFA__V_DIV(x, GLTFA__V_SET(gltfa__norm_divisor(kind)));
    return (kind & GLTFA__D_SIGNED) ? GLTFA__V_SEL(GLTFA__V_LT(x, m1), m1, x) : x;
}

/* GLTFA__LANES normalized integers of kind side by side at p (one integer lane load),
   decoded. */
static GLTFA__ALWAYS_INLINE gltfa__v gltfa__v_load_norm(unsigned kind, const unsigned char *p)
{
    switch (kind & (GLTFA__D_16 | GLTFA__D_SIGNED)) {
    case 0: return gltfa__v_norm(kind, GLTFA__V_LOAD_U8(p));
    case GLTFA__D_SIGNED: return gltfa__v_norm(kind, GLTFA__V_LOAD_I8(p));
    case GLTFA__D_16: return gltfa__v_norm(kind, GLTFA__V_LOAD_U16(p));
    default: return gltfa__v_norm(kind, GLTFA__V_LOAD_I16(p));
    }
}

/* ((v_0 + v_1) + v_2) + v_3, the scalar code's order: a rotation's dot products */
static GLTFA__ALWAYS_INLINE float gltfa__v_sum4(gltfa__v v)
{
    return ((GLTFA__V_LANE(v, 0) + GLTFA__V_LANE(v, 1)) + GLTFA__V_LANE(v, 2)) + GLTFA__V_LANE(v, 3);
}

/* gltfa__slerp_keys's normalization where gltfa__slerp_vec's result (in out) is outside
   the range its rsqrt takes: the scaled path, else the nearer key. */
static GLTFA__NOINLINE gltfa_result gltfa__slerp_scaled(const gltfa_sampler *s, size_t k, float t,
                                                        float *out)
{
    if (!gltfa__normalize4(out)) return gltfa__slerp_nearer(s, k, t, out);
    return GLTFA_SUCCESS;
}

/* gltfa__slerp_keys of the packed FLOAT keys at pa and pb, each in lanes 0-3: the products
   of the dot products and of the weighted sum in lanes, the two sines in two lanes, the
   sums in the scalar order. The same operations on the same values as the scalar code, so
   the same bits, and the keys are read once. */
/* One rotation in the four lanes of a vector: the per-rotation values are floats (the
   scalar vocabulary), the quaternion a vector, the two sines two lanes of one. */
#define GLTFA__A_S float
#define GLTFA__A_M int
#define GLTFA__A_SET(x) (x)
#define GLTFA__A_ADD(a, b) ((a) + (b))
#define GLTFA__A_SUB(a, b) ((a) - (b))
#define GLTFA__A_MUL(a, b) ((a) * (b))
#define GLTFA__A_LT(a, b) ((a) < (b))
#define GLTFA__A_SEL(m, a, b) ((m) ? (a) : (b))
#define GLTFA__A_ANY(m) (m)
#define GLTFA__A_FLIP(m, a) ((m) ? -(a) : (a))
#define GLTFA__A_RSQRT(x) gltfa__rsqrt(x)
#define GLTFA__A_SIN2(u0, u1, s0, s1) do { \
        gltfa__v w_ = gltfa__v_sin(GLTFA__V_PAIR(u0, u1)); \
        (s0) = GLTFA__V_LANE(w_, 0); (s1) = GLTFA__V_LANE(w_, 1); \
    } while (0)
#define GLTFA__A_SER2(x0, x1, y, f0, f1) do { \
        gltfa__v w_ = gltfa__v_series(GLTFA__V_PAIR(x0, x1), GLTFA__V_SET(y)); \
        (f0) = GLTFA__V_LANE(w_, 0); (f1) = GLTFA__V_LANE(w_, 1); \
    } while (0)
#define GLTFA__A_QDOT(a, b) gltfa__v_sum4(GLTFA__V_MUL(a, b))
#define GLTFA__A_QCOMB(o, w0, a, w1, b) \
    ((o) = GLTFA__V_ADD(GLTFA__V_MUL(GLTFA__V_SET(w0), a), GLTFA__V_MUL(GLTFA__V_SET(w1), b)))

/* THE SLERP of one rotation in the four lanes of a vector (gltfa__slerp4's operations in
   its order, over the vocabulary above): the quaternions a and b as vectors, the
   per-rotation values floats, the two sines and the two series in two lanes of one. */
static GLTFA__ALWAYS_INLINE gltfa__v gltfa__slerp_one(gltfa__v a, gltfa__v b, float t)
{
    gltfa__v o;
    GLTFA__A_S d = GLTFA__A_QDOT(a, b), one = GLTFA__A_SET(1.0f), u, w0, w1;
    GLTFA__A_M neg, mid, wide;
    neg = GLTFA__A_LT(d, GLTFA__A_SET(0.0f));
    d = GLTFA__A_FLIP(neg, d);
    mid = GLTFA__A_LT(d, GLTFA__A_SET(GLTFA__LERP_DOT)); /* not nearly equal keys */
    wide = GLTFA__A_LT(d, GLTFA__A_SET(GLTFA__SERIES_DOT)); /* (then mid too) */
    u = GLTFA__A_SUB(one, t);
    w0 = u; /* nearly equal keys lerp */
    w1 = t;
    if (GLTFA__A_ANY(wide)) {
        GLTFA__A_S y = GLTFA__A_SUB(one, d), angle, s0, s1;
        GLTFA__A_S dp = GLTFA__A_SEL(GLTFA__A_LT(d, GLTFA__A_SET(GLTFA__ACOS_TINY)), GLTFA__A_SET(0.0f), d);
        GLTFA__A_S x2 = GLTFA__A_MUL(dp, dp), x4 = GLTFA__A_MUL(x2, x2), p01, p23, p45, p67, pw;
        p01 = GLTFA__A_ADD(GLTFA__A_MUL(GLTFA__A_SET(GLTFA__ACOS_C1), dp), GLTFA__A_SET(GLTFA__ACOS_C0));
        p23 = GLTFA__A_ADD(GLTFA__A_MUL(GLTFA__A_SET(GLTFA__ACOS_C3), dp), GLTFA__A_SET(GLTFA__ACOS_C2));
        p45 = GLTFA__A_ADD(GLTFA__A_MUL(GLTFA__A_SET(GLTFA__ACOS_C5), dp), GLTFA__A_SET(GLTFA__ACOS_C4));
        p67 = GLTFA__A_ADD(GLTFA__A_MUL(GLTFA__A_SET(GLTFA__ACOS_C7), dp), GLTFA__A_SET(GLTFA__ACOS_C6));
        pw = GLTFA__A_ADD(GLTFA__A_MUL(GLTFA__A_ADD(GLTFA__A_MUL(p67, x2), p45), x4),
                           GLTFA__A_ADD(GLTFA__A_MUL(p23, x2), p01));
        angle = GLTFA__A_MUL(GLTFA__A_MUL(y, GLTFA__A_RSQRT(y)), pw);
        GLTFA__A_SIN2(GLTFA__A_MUL(u, angle), GLTFA__A_MUL(t, angle), s0, s1);
        w0 = GLTFA__A_SEL(wide, s0, w0);
        w1 = GLTFA__A_SEL(wide, s1, w1);
    } else if (GLTFA__A_ANY(mid)) {
        GLTFA__A_S f0, f1;
        GLTFA__A_SER2(u, t, GLTFA__A_SUB(d, one), f0, f1);
        w0 = GLTFA__A_SEL(mid, f0, w0);
        w1 = GLTFA__A_SEL(mid, f1, w1);
    }
    w1 = GLTFA__A_FLIP(neg, w1);
    GLTFA__A_QCOMB(o, w0, a, w1, b);
    return o;
}

static GLTFA__ALWAYS_INLINE gltfa_result gltfa__slerp_ab(const gltfa_sampler *s, size_t k,
                                                         gltfa__v a, gltfa__v b, float t,
                                                         float *out)
{
    const gltfa__v o = gltfa__slerp_one(a, b, t);
    float l2;
    /* gltfa__normalize4; a unit one is scaled by 1 / sqrt(1) = 1, which keeps its bits */
    l2 = gltfa__v_sum4(GLTFA__V_MUL(o, o));
    if (l2 >= GLTFA__NORM_MIN && l2 <= GLTFA__NORM_MAX) {
        GLTFA__V_STORE4(out, GLTFA__V_MUL(o, GLTFA__V_SET(gltfa__rsqrt(l2))));
        return GLTFA_SUCCESS;
    }
    GLTFA__V_STORE4(out, o);
    return gltfa__slerp_scaled(s, k, t, out);
}

/* gltfa__slerp_ab of the keys at pa and pb (four floats each) */
static GLTFA__ALWAYS_INLINE gltfa_result gltfa__slerp_vec(const gltfa_sampler *s, size_t k,
                                                          const unsigned char *pa,
                                                          const unsigned char *pb, float t,
                                                          float *out)
{
    return gltfa__slerp_ab(s, k, GLTFA__V_LOAD4(pa), GLTFA__V_LOAD4(pb), t, out);
}

/* gltfa__copy_key's FLOAT quaternion key at p, read as one vector and normalized as
   gltfa__normalize4 does (its operations in its order: the same bits), into out (1); 0,
   with nothing written, where the key takes normalize4's scaled path (a zero, tiny, huge or
   not finite key) */
static GLTFA__ALWAYS_INLINE int gltfa__unit_key(const unsigned char *p, float *out)
{
    const gltfa__v q = GLTFA__V_LOAD4(p);
    const float l2 = gltfa__v_sum4(GLTFA__V_MUL(q, q));
    if (l2 == 1.0f) /* unit already: its bits */
        GLTFA__V_STORE4(out, q);
    else if (l2 >= GLTFA__NORM_MIN && l2 <= GLTFA__NORM_MAX)
        GLTFA__V_STORE4(out, GLTFA__V_MUL(q, GLTFA__V_SET(gltfa__rsqrt(l2))));
    else
        return 0;
    return 1;
}

/* SLERPN's keys: the per-channel call's pair and the clips' lanes, GLTFA__LANES keys k
   (pa[j]) and k+1 (pa[j] + key_bytes[j]), each of comp_bytes[j] 2 (SHORT) or 1 (BYTE),
   decoded into x, y, z, w vectors a and q. */
#if GLTFA__LANES == 4
/* A normalized SHORT (comp_bytes 2) or BYTE key's four components side by side at p, one
   integer lane load decoded in the vector: max(c / 32767, -1) or max(c / 127, -1), the
   correctly rounded division that gives gltfa__decode's bits. The per-channel slerp and the
   clips' lanes of SLERPN samplers read their keys with it. */
static GLTFA__ALWAYS_INLINE gltfa__v gltfa__v_snorm_key(const unsigned char *p, size_t comp_bytes)
{
    return comp_bytes == 2 ? gltfa__v_load_norm(GLTFA__D_INT | GLTFA__D_16 | GLTFA__D_SIGNED | GLTFA__D_NORM, p)
                           : gltfa__v_load_norm(GLTFA__D_INT | GLTFA__D_SIGNED | GLTFA__D_NORM, p);
}

/* keys k and k+1 at pa of a SLERPN sampler decoded into a and b (1), else 0 */
static GLTFA__ALWAYS_INLINE int gltfa__snorm_pair(const gltfa_sampler *s, const unsigned char *pa,
                                                 gltfa__v *a, gltfa__v *b)
{
    if (s->kernel != (int)GLTFA__K_SLERPN) return 0;
    *a = gltfa__v_snorm_key(pa, s->comp_bytes);
    *b = gltfa__v_snorm_key(pa + s->key_bytes, s->comp_bytes);
    return 1;
}

/* a normalized SHORT or BYTE quaternion's key at p (its components side by side) decoded
   into out[0..4) (1), else 0 */
static GLTFA__ALWAYS_INLINE int gltfa__snorm_one(const gltfa_sampler *s, const unsigned char *p,
                                                float *out)
{
    if (!gltfa__snorm_packed(s)) return 0;
    GLTFA__V_STORE(out, gltfa__v_snorm_key(p, s->comp_bytes));
    return 1;
}

/* The four lanes' keys, each one vector of the integer lane loads (its four components side
   by side) decoded there; short4 (a constant where it is called): every lane SHORT. */
static GLTFA__ALWAYS_INLINE void gltfa__snorm_keys4(const unsigned char *const *pa,
                                                   const size_t *key_bytes,
                                                   const size_t *comp_bytes, int short4,
                                                   gltfa__v *a, gltfa__v *q)
{
    int j;
    for (j = 0; j < GLTFA__LANES; ++j) {
        const size_t cb = short4 ? 2 : comp_bytes[j];
        a[j] = gltfa__v_snorm_key(pa[j], cb);
        q[j] = gltfa__v_snorm_key(pa[j] + key_bytes[j], cb);
    }
}

static GLTFA__ALWAYS_INLINE void gltfa__snorm_lanes(const unsigned char *const *pa,
                                                    const size_t *key_bytes,
                                                    const size_t *comp_bytes, gltfa__v *a,
                                                    gltfa__v *q)
{
    /* then transposed to x, y, z, w (GLTFA__V_TRANSPOSE4); four SHORT lanes (gltfpack's
       rotations) without a test per key, transposed before they are decoded where the
       platform has GLTFA__V_I16_KEYS */
    if ((comp_bytes[0] & comp_bytes[1] & comp_bytes[2] & comp_bytes[3]) == 2) {
#ifdef GLTFA__V_I16_KEYS
        /* gltfa__v_norm's max(c / 32767, -1), written out (gcc 12 kept a loop through
           memory) */
        const gltfa__v d = GLTFA__V_SET(gltfa__norm_divisor(GLTFA__D_INT | GLTFA__D_16 | GLTFA__D_SIGNED |
                                                            GLTFA__D_NORM));
        const gltfa__v m1 = GLTFA__V_SET(-1.0f);
        GLTFA__V_I16_KEYS(a, q, pa, key_bytes);
        a[0] = GLTFA__V_MAX(GLTFA__V_DIV(a[0], d), m1);
        a[1] = GLTFA__V_MAX(GLTFA__V_DIV(a[1], d), m1);
        a[2] = GLTFA__V_MAX(GLTFA__V_DIV(a[2], d), m1);
        a[3] = GLTFA__V_MAX(GLTFA__V_DIV(a[3], d), m1);
        q[0] = GLTFA__V_MAX(GLTFA__V_DIV(q[0], d), m1);
        q[1] = GLTFA__V_MAX(GLTFA__V_DIV(q[1], d), m1);
        q[2] = GLTFA__V_MAX(GLTFA__V_DIV(q[2], d), m1);
        q[3] = GLTFA__V_MAX(GLTFA__V_DIV(q[3], d), m1);
        return;
#else
        gltfa__snorm_keys4(pa, key_bytes, comp_bytes, 1, a, q);
#endif
    } else
        gltfa__snorm_keys4(pa, key_bytes, comp_bytes, 0, a, q);
    GLTFA__V_TRANSPOSE4(a);
    GLTFA__V_TRANSPOSE4(q);
}
#else
/* wider lanes: the per-channel call decodes its keys one by one (gltfa__read_element) */
static GLTFA__ALWAYS_INLINE int gltfa__snorm_pair(const gltfa_sampler *s, const unsigned char *pa,
                                                 gltfa__v *a, gltfa__v *b)
{
    (void)s; (void)pa; (void)a; (void)b;
    return 0;
}

static GLTFA__ALWAYS_INLINE int gltfa__snorm_one(const gltfa_sampler *s, const unsigned char *p,
                                                float *out)
{
    (void)s; (void)p; (void)out;
    return 0;
}

static GLTFA__ALWAYS_INLINE void gltfa__snorm_lanes(const unsigned char *const *pa,
                                                    const size_t *key_bytes,
                                                    const size_t *comp_bytes, gltfa__v *a,
                                                    gltfa__v *q)
{
    float div[GLTFA__LANES];
    int c[2][4][GLTFA__LANES], i, j;
    for (j = 0; j < GLTFA__LANES; ++j) {
        const size_t bytes = comp_bytes[j]; /* 2 (SHORT) or 1 (BYTE) */
        const unsigned kind = bytes == 2 ? GLTFA__D_INT | GLTFA__D_SIGNED | GLTFA__D_16
                                         : GLTFA__D_INT | GLTFA__D_SIGNED;
        for (i = 0; i < 4; ++i) {
            c[0][i][j] = gltfa__int_at(kind, pa[j] + (size_t)i * bytes);
            c[1][i][j] = gltfa__int_at(kind, pa[j] + key_bytes[j] + (size_t)i * bytes);
        }
        div[j] = gltfa__norm_divisor(kind);
    }
    {
        const gltfa__v d = GLTFA__V_LOAD(div), m1 = GLTFA__V_SET(-1.0f);
        for (i = 0; i < 4; ++i) {
            gltfa__v x = GLTFA__V_DIV(GLTFA__V_LOAD_INT(c[0][i]), d);
            gltfa__v y = GLTFA__V_DIV(GLTFA__V_LOAD_INT(c[1][i]), d);
            a[i] = GLTFA__V_SEL(GLTFA__V_LT(x, m1), m1, x);
            q[i] = GLTFA__V_SEL(GLTFA__V_LT(y, m1), m1, y);
        }
    }
}
#endif

/* gltfa__slerp_decoded's: the keys decoded, then the one-rotation lane form (as packed
   FLOAT keys go through it: the same operations, the same bits) */
static GLTFA__ALWAYS_INLINE int gltfa__slerp_fast(const gltfa_sampler *s, size_t k, float t,
                                                  float *out, gltfa_result *r)
{
    const unsigned char *pa = gltfa__value_ptr(s, k);
    float ab[8];
    gltfa__v a, b;
    if (gltfa__snorm_pair(s, pa, &a, &b)) { /* normalized SHORT or BYTE side by side */
        *r = gltfa__slerp_ab(s, k, a, b, t, out);
        return 1;
    }
    if (s->key_bytes == 4 * s->comp_bytes) { /* the two keys side by side: one read */
        gltfa__read_element(s, pa, ab, 8);
    } else {
        gltfa__read_element(s, pa, ab, 4);
        gltfa__read_element(s, pa + s->key_bytes, ab + 4, 4);
    }
    *r = gltfa__slerp_vec(s, k, (const unsigned char *)ab, (const unsigned char *)(ab + 4), t,
                          out);
    return 1;
}

/* The LINEAR quaternion kernel of packed FLOAT keys (GLTFA__K_SLERP4): the slerp of keys k
   and k+1, else the nearer key normalized (SEMANTICS). The keys are read straight (in lanes
   where there are lanes). */
static GLTFA__ALWAYS_INLINE gltfa_result gltfa__slerp(const gltfa_sampler *s, size_t k, float t,
                                                      float *out)
{
    const unsigned char *pa = gltfa__value_ptr(s, k), *pb = pa + s->key_bytes;
    return gltfa__slerp_vec(s, k, pa, pb, t, out);
}

/* The first components of gltfa__decode_ints a normalized kind decodes in lanes,
   GLTFA__LANES at a time (one lane load where they are side by side, cb their size; else
   gathered as the accessor's stride has them): how many. */
static GLTFA__ALWAYS_INLINE size_t gltfa__norm_lanes(unsigned kind, const unsigned char *p, size_t cb,
                                                    float *out, size_t count)
{
    size_t j = 0;
    if (kind & GLTFA__D_NORM) {
        const int packed = cb == ((kind & GLTFA__D_16) ? 2u : 1u);
        int c[GLTFA__LANES], i;
        for (; j + GLTFA__LANES <= count; j += GLTFA__LANES) {
            if (packed) {
                GLTFA__V_STORE(out + j, gltfa__v_load_norm(kind, p + j * cb));
                continue;
            }
            for (i = 0; i < GLTFA__LANES; i += 4) { /* written out: one vector, no loop */
                const unsigned char *q = p + (j + (size_t)i) * cb;
                c[i] = gltfa__int_at(kind, q);
                c[i + 1] = gltfa__int_at(kind, q + cb);
                c[i + 2] = gltfa__int_at(kind, q + 2 * cb);
                c[i + 3] = gltfa__int_at(kind, q + 3 * cb);
            }
            GLTFA__V_STORE(out + j, gltfa__v_norm(kind, GLTFA__V_LOAD_INT(c)));
        }
    }
    return j;
}
#else
static GLTFA__ALWAYS_INLINE gltfa_result gltfa__slerp(const gltfa_sampler *s, size_t k, float t,
                                                      float *out)
{
    const unsigned char *pa = gltfa__value_ptr(s, k), *pb = pa + s->key_bytes;
    float b[4];
    out[0] = gltfa__f32le(pa); out[1] = gltfa__f32le(pa + 4);
    out[2] = gltfa__f32le(pa + 8); out[3] = gltfa__f32le(pa + 12);
    b[0] = gltfa__f32le(pb); b[1] = gltfa__f32le(pb + 4);
    b[2] = gltfa__f32le(pb + 8); b[3] = gltfa__f32le(pb + 12);
    return gltfa__slerp_keys(s, k, b, t, out);
}

static GLTFA__ALWAYS_INLINE size_t gltfa__norm_lanes(unsigned kind, const unsigned char *p, size_t cb,
                                                    float *out, size_t count)
{
    (void)kind; (void)p; (void)cb; (void)out; (void)count;
    return 0;
}

static GLTFA__ALWAYS_INLINE int gltfa__snorm_one(const gltfa_sampler *s, const unsigned char *p,
                                                float *out)
{
    (void)s; (void)p; (void)out;
    return 0;
}

static GLTFA__ALWAYS_INLINE int gltfa__unit_key(const unsigned char *p, float *out)
{
    (void)p; (void)out;
    return 0;
}

static GLTFA__ALWAYS_INLINE int gltfa__slerp_fast(const gltfa_sampler *s, size_t k, float t,
                                                  float *out, gltfa_result *r)
{
    (void)s; (void)k; (void)t; (void)out; (void)r;
    return 0;
}
#endif

/* gltfa__copy_key's common keys in a few instructions, without its frame: FLOAT vectors as
   they are, FLOAT quaternions by gltfa__unit_key (1); else 0 */
static GLTFA__ALWAYS_INLINE int gltfa__copy_common(const gltfa_sampler *s, size_t k, float *out)
{
    const unsigned char *p = gltfa__value_ptr(s, k);
    size_t j, cb = s->comp_bytes; /* a weight's stride: its accessor's */
    if (s->decode != GLTFA__D_F32) return 0;
    if (s->quat) return gltfa__unit_key(p, out);
    if (s->width == 3 && cb == 4) { /* VEC3, packed: a translation's or a scale's */
        out[0] = gltfa__f32le(p);
        out[1] = gltfa__f32le(p + 4);
        out[2] = gltfa__f32le(p + 8);
        return 1;
    }
    for (j = 0; j < s->width; ++j) out[j] = gltfa__f32le(p + j * cb);
    return 1;
}

/* PAIRS OF DOUBLES (GLTFA__D2), with the scalar forms in the #else: lerps of packed floats
   (key bytes, or floats decoded into an array), the cubic's pairs, normalized lerps read in
   lanes. The same operations either way. */
#ifdef GLTFA__D2
/* gltfa__lerp1 of n packed floats at pa and pb (the platform's own layout: the key bytes,
   or floats decoded into an array), two at a time in pairs of doubles: the same operations */
static GLTFA__ALWAYS_INLINE void gltfa__lerp_packed(const unsigned char *pa, const unsigned char *pb,
                                                   gltfa__real t, gltfa__real u, float *out,
                                                   size_t n)
{
    const gltfa__d2 tv = GLTFA__D2_SET(t), uv = GLTFA__D2_SET(u);
    size_t j;
    for (j = 0; j + 2 <= n; j += 2)
        GLTFA__D2_STORE_F(out + j, GLTFA__D2_ADD(GLTFA__D2_MUL(uv, GLTFA__D2_LOAD_F(pa + 4 * j)),
                                                 GLTFA__D2_MUL(tv, GLTFA__D2_LOAD_F(pb + 4 * j))));
    if (j < n)
        out[j] = gltfa__lerp1((gltfa__real)gltfa__f32le(pa + 4 * j),
                              (gltfa__real)gltfa__f32le(pb + 4 * j), t, u);
}

/* gltfa__lerp_packed of floats in arrays (the platform's own layout) */
static GLTFA__ALWAYS_INLINE void gltfa__lerp_floats(const float *a, const float *b, gltfa__real t,
                                                   gltfa__real u, float *out, size_t n)
{
    gltfa__lerp_packed((const unsigned char *)a, (const unsigned char *)b, t, u, out, n);
}

/* gltfa__cubic_body's packed FLOAT components in pairs of doubles (packed: they are),
   from the first: how many */
static GLTFA__ALWAYS_INLINE size_t gltfa__cubic_pairs(int packed, size_t n, const unsigned char *v0,
                                                      const unsigned char *v1, const unsigned char *b0,
                                                      const unsigned char *a1, gltfa__real h00,
                                                      gltfa__real h01, gltfa__real h10, gltfa__real h11,
                                                      float *out)
{
    size_t j = 0;
    if (packed) { /* packed FLOAT: pairs, the same operations */
        const gltfa__d2 c00 = GLTFA__D2_SET(h00), c01 = GLTFA__D2_SET(h01);
        const gltfa__d2 c10 = GLTFA__D2_SET(h10), c11 = GLTFA__D2_SET(h11);
        for (; j + 2 <= n; j += 2) {
            size_t o = 4 * j;
            gltfa__d2 v = GLTFA__D2_ADD(GLTFA__D2_MUL(c00, GLTFA__D2_LOAD_F(v0 + o)),
                                        GLTFA__D2_MUL(c01, GLTFA__D2_LOAD_F(v1 + o)));
            gltfa__d2 m = GLTFA__D2_CLAMP(GLTFA__D2_ADD(GLTFA__D2_MUL(c10, GLTFA__D2_LOAD_F(b0 + o)),
                                                        GLTFA__D2_MUL(c11, GLTFA__D2_LOAD_F(a1 + o))),
                                          GLTFA__REAL_MAX);
            GLTFA__D2_STORE_F(out + j, GLTFA__D2_CLAMP(GLTFA__D2_ADD(v, m), GLTFA__REAL_MAX));
        }
    }
    return j;
}

/* gltfa__cubic_body's arithmetic for a pair of components: values v0, v1, out-tangent b0
   of key k, in-tangent a1 of key k+1, weights h[0..3] = h00, h01, h10, h11 */
static GLTFA__ALWAYS_INLINE gltfa__d2 gltfa__cubic_d2(const gltfa__d2 *h, gltfa__d2 v0, gltfa__d2 v1,
                                                     gltfa__d2 b0, gltfa__d2 a1)
{
    const gltfa__d2 v = GLTFA__D2_ADD(GLTFA__D2_MUL(h[0], v0), GLTFA__D2_MUL(h[1], v1));
    const gltfa__d2 m = GLTFA__D2_CLAMP(GLTFA__D2_ADD(GLTFA__D2_MUL(h[2], b0), GLTFA__D2_MUL(h[3], a1)),
                                        GLTFA__REAL_MAX);
    return GLTFA__D2_CLAMP(GLTFA__D2_ADD(v, m), GLTFA__REAL_MAX);
}

/* The lerp of w normalized components of kind (a constant where it is called) side by side
   (cb their size) at pa and pb: GLTFA__LANES of each key decoded in a vector (the lane
   reader) and lerped from there in pairs of doubles (gltfa__lerp_packed's operations); of
   the rest, with four lanes, a pair of each key in one vector the same way; the last one
   by one */
static GLTFA__ALWAYS_INLINE void gltfa__lerp_norms(unsigned kind, const unsigned char *pa,
                                                   const unsigned char *pb, size_t cb, size_t w,
                                                   gltfa__real t, gltfa__real u, float *out)
{
    const gltfa__d2 tv = GLTFA__D2_SET(t), uv = GLTFA__D2_SET(u);
    size_t i, j;
    for (j = 0; j + GLTFA__LANES <= w; j += GLTFA__LANES) {
        const gltfa__v x = gltfa__v_load_norm(kind, pa + j * cb), y = gltfa__v_load_norm(kind, pb + j * cb);
        gltfa__d2 xd[GLTFA__LANES / 2], yd[GLTFA__LANES / 2];
        GLTFA__V_TO_D2(xd, x);
        GLTFA__V_TO_D2(yd, y);
        for (i = 0; i < GLTFA__LANES / 2; ++i)
            GLTFA__D2_STORE_F(out + j + 2 * i,
                              GLTFA__D2_ADD(GLTFA__D2_MUL(uv, xd[i]), GLTFA__D2_MUL(tv, yd[i])));
    }
#if GLTFA__LANES == 4
    if (w - j >= 2) { /* a pair of each key in one vector: a_j, a_j+1, b_j, b_j+1 */
        int c[4];
        gltfa__d2 xd[2];
        c[0] = gltfa__int_at(kind, pa + j * cb);
        c[1] = gltfa__int_at(kind, pa + (j + 1) * cb);
        c[2] = gltfa__int_at(kind, pb + j * cb);
        c[3] = gltfa__int_at(kind, pb + (j + 1) * cb);
        GLTFA__V_TO_D2(xd, gltfa__v_norm(kind, GLTFA__V_LOAD_INT(c)));
        GLTFA__D2_STORE_F(out + j, GLTFA__D2_ADD(GLTFA__D2_MUL(uv, xd[0]), GLTFA__D2_MUL(tv, xd[1])));
        j += 2;
    }
#endif
    for (; j < w; ++j)
        out[j] = gltfa__lerp1((gltfa__real)gltfa__decode_kind(kind, pa + j * cb),
                              (gltfa__real)gltfa__decode_kind(kind, pb + j * cb), t, u);
}

/* gltfa__lerp_decoded's normalized components side by side: gltfa__lerp_norms with the kind
   a constant (1), else 0 */
static GLTFA__ALWAYS_INLINE int gltfa__lerp_norms_fast(const gltfa_sampler *s, const unsigned char *pa,
                                                       const unsigned char *pb, gltfa__real t,
                                                       gltfa__real u, float *out)
{
    size_t cb = s->comp_bytes, w = s->width;
    if (cb == ((s->decode & GLTFA__D_16) ? 2u : 1u)) {
        switch (s->decode) {
        case GLTFA__D_INT | GLTFA__D_NORM:
            gltfa__lerp_norms(GLTFA__D_INT | GLTFA__D_NORM, pa, pb, cb, w, t, u, out);
            return 1;
        case GLTFA__D_INT | GLTFA__D_SIGNED | GLTFA__D_NORM:
            gltfa__lerp_norms(GLTFA__D_INT | GLTFA__D_SIGNED | GLTFA__D_NORM, pa, pb, cb, w, t, u, out);
            return 1;
        case GLTFA__D_INT | GLTFA__D_16 | GLTFA__D_NORM:
            gltfa__lerp_norms(GLTFA__D_INT | GLTFA__D_16 | GLTFA__D_NORM, pa, pb, cb, w, t, u, out);
            return 1;
        case GLTFA__D_INT | GLTFA__D_16 | GLTFA__D_SIGNED | GLTFA__D_NORM:
            gltfa__lerp_norms(GLTFA__D_INT | GLTFA__D_16 | GLTFA__D_SIGNED | GLTFA__D_NORM, pa, pb, cb, w,
                              t, u, out);
            return 1;
        default: break;
        }
    }
    return 0;
}
#else
static GLTFA__ALWAYS_INLINE void gltfa__lerp_packed(const unsigned char *pa, const unsigned char *pb,
                                                   gltfa__real t, gltfa__real u, float *out,
                                                   size_t n)
{
    size_t j;
    GLTFA__UNROLL
    for (j = 0; j < n; ++j)
        out[j] = gltfa__lerp1((gltfa__real)gltfa__f32le(pa + 4 * j),
                              (gltfa__real)gltfa__f32le(pb + 4 * j), t, u);
}

static GLTFA__ALWAYS_INLINE void gltfa__lerp_floats(const float *a, const float *b, gltfa__real t,
                                                   gltfa__real u, float *out, size_t n)
{
    float *const end = out + n;
    for (; out != end; ++out, ++a, ++b) *out = gltfa__lerp1((gltfa__real)*a, (gltfa__real)*b, t, u);
}

static GLTFA__ALWAYS_INLINE size_t gltfa__cubic_pairs(int packed, size_t n, const unsigned char *v0,
                                                      const unsigned char *v1, const unsigned char *b0,
                                                      const unsigned char *a1, gltfa__real h00,
                                                      gltfa__real h01, gltfa__real h10, gltfa__real h11,
                                                      float *out)
{
    (void)packed; (void)n; (void)v0; (void)v1; (void)b0; (void)a1;
    (void)h00; (void)h01; (void)h10; (void)h11; (void)out;
    return 0;
}

static GLTFA__ALWAYS_INLINE int gltfa__lerp_norms_fast(const gltfa_sampler *s, const unsigned char *pa,
                                                       const unsigned char *pb, gltfa__real t,
                                                       gltfa__real u, float *out)
{
    (void)s; (void)pa; (void)pb; (void)t; (void)u; (void)out;
    return 0;
}
#endif

/* The lerp of a packed FLOAT VEC3 (translation, scale): gltfa__lerp's arithmetic, x and y in
   one pair of doubles where the platform has them (the same operations on the same values,
   so the same bits; such targets are little-endian: x, y are one 8-byte load). */
static GLTFA__INLINE void gltfa__lerp3(const unsigned char *pa, const unsigned char *pb,
                                       gltfa__real t, float *out)
{
    gltfa__lerp_packed(pa, pb, t, 1 - t, out, 3);
}

/* KEYS THAT ARE NOT FLOAT: decoded by their kind's own code, a chunk at a time */
#ifndef GLTFA_ONLY_FLOAT
/* count components of an integer kind (a constant where it is called) at p, cb bytes
   apart, into out: that kind's formula alone; a normalized kind in lanes first
   (gltfa__norm_lanes), the rest one by one */
static GLTFA__ALWAYS_INLINE void gltfa__decode_ints(unsigned kind, const unsigned char *p,
                                                    size_t cb, float *out, size_t count)
{
    size_t j = gltfa__norm_lanes(kind, p, cb, out, count);
    for (; j < count; ++j) out[j] = gltfa__decode_kind(kind, p + j * cb);
}

/* count components at p, cb bytes apart, decoded by kind into out: gltfa__decode_ints with
   its kind a constant in each case */
static GLTFA__ALWAYS_INLINE void gltfa__decode_n_body(unsigned kind, const unsigned char *p,
                                                      size_t cb, float *out, size_t count)
{
    const unsigned i8 = GLTFA__D_INT, i16 = GLTFA__D_INT | GLTFA__D_16;
    size_t j;
    switch (kind) {
    case GLTFA__D_INT: gltfa__decode_ints(i8, p, cb, out, count); break;
    case GLTFA__D_INT | GLTFA__D_NORM: gltfa__decode_ints(i8 | GLTFA__D_NORM, p, cb, out, count); break;
    case GLTFA__D_INT | GLTFA__D_SIGNED: gltfa__decode_ints(i8 | GLTFA__D_SIGNED, p, cb, out, count); break;
    case GLTFA__D_INT | GLTFA__D_SIGNED | GLTFA__D_NORM:
        gltfa__decode_ints(i8 | GLTFA__D_SIGNED | GLTFA__D_NORM, p, cb, out, count);
        break;
    case GLTFA__D_INT | GLTFA__D_16: gltfa__decode_ints(i16, p, cb, out, count); break;
    case GLTFA__D_INT | GLTFA__D_16 | GLTFA__D_NORM:
        gltfa__decode_ints(i16 | GLTFA__D_NORM, p, cb, out, count);
        break;
    case GLTFA__D_INT | GLTFA__D_16 | GLTFA__D_SIGNED:
        gltfa__decode_ints(i16 | GLTFA__D_SIGNED, p, cb, out, count);
        break;
    case GLTFA__D_INT | GLTFA__D_16 | GLTFA__D_SIGNED | GLTFA__D_NORM:
        gltfa__decode_ints(i16 | GLTFA__D_SIGNED | GLTFA__D_NORM, p, cb, out, count);
        break;
    default: for (j = 0; j < count; ++j) out[j] = gltfa__decode(kind, p + j * cb); break;
    }
}

static GLTFA__NOINLINE void gltfa__decode_n(unsigned kind, const unsigned char *p, size_t cb,
                                            float *out, size_t count)
{
    gltfa__decode_n_body(kind, p, cb, out, count);
}

/* gltfa__read_element's: components that are not FLOAT, by their kind's own code */
static GLTFA__ALWAYS_INLINE int gltfa__read_fast(const gltfa_sampler *s, const unsigned char *p,
                                                 float *out, size_t count)
{
    if (s->decode != GLTFA__D_F32) {
        gltfa__decode_n(s->decode, p, s->comp_bytes, out, count);
        return 1;
    }
    return 0;
}

/* gltfa__copy_key's: gltfa__copy_common's keys, then FLOAT quaternions that need the scaled
   normalization, and normalized SHORT and BYTE ones decoded in one vector
   (gltfa__snorm_one), normalized as gltfa__copy_key does */
static GLTFA__ALWAYS_INLINE int gltfa__copy_fast(const gltfa_sampler *s, size_t k, float *out)
{
    const unsigned char *p = gltfa__value_ptr(s, k);
    if (gltfa__copy_common(s, k, out)) return 1;
    if (s->decode == GLTFA__D_F32) { /* a quaternion gltfa__unit_key leaves to normalize4 */
        const size_t cb = s->comp_bytes;
        out[0] = gltfa__f32le(p);
        out[1] = gltfa__f32le(p + cb);
        out[2] = gltfa__f32le(p + 2 * cb);
        out[3] = gltfa__f32le(p + 3 * cb);
    } else if (!s->quat || !gltfa__snorm_one(s, p, out)) {
        return 0;
    }
    if (!gltfa__normalize4(out)) {
        out[0] = 0.0f; out[1] = 0.0f; out[2] = 0.0f; out[3] = 1.0f;
    }
    return 1;
}

/* gltfa__lerp_decoded's keys that gltfa__lerp_norms_fast does not take: decoded a chunk at a
   time, then lerped (its own function: the normalized keys keep a small frame without these
   arrays) */
static GLTFA__NOINLINE void gltfa__lerp_chunks(const gltfa_sampler *s, const unsigned char *pa,
                                               const unsigned char *pb, gltfa__real t,
                                               gltfa__real u, float *out)
{
    float a[16], b[16];
    size_t j, n, cb = s->comp_bytes, w = s->width;
    if (w <= 8 && s->key_bytes == w * cb) { /* both keys side by side: decoded at once */
        gltfa__decode_n_body(s->decode, pa, cb, a, 2 * w);
        gltfa__lerp_floats(a, a + w, t, u, out, w);
        return;
    }
    for (j = 0; j < w; j += n) {
        n = w - j;
        if (n > 16) n = 16;
        gltfa__decode_n(s->decode, pa + j * cb, cb, a, n);
        gltfa__decode_n(s->decode, pb + j * cb, cb, b, n);
        gltfa__lerp_floats(a, b, t, u, out + j, n);
    }
}

/* gltfa__lerp of keys that are not FLOAT: normalized ones side by side by
   gltfa__lerp_norms_fast, the others by gltfa__lerp_chunks (its own function: FLOAT keys,
   the common case, keep a small frame) */
static GLTFA__NOINLINE void gltfa__lerp_decoded(const gltfa_sampler *s, const unsigned char *pa,
                                                const unsigned char *pb, gltfa__real t,
                                                gltfa__real u, float *out)
{
    if (!gltfa__lerp_norms_fast(s, pa, pb, t, u, out)) gltfa__lerp_chunks(s, pa, pb, t, u, out);
}

/* gltfa__lerp_fast's keys that are not FLOAT (1), else 0 */
static GLTFA__ALWAYS_INLINE int gltfa__lerp_decoded_fast(const gltfa_sampler *s, const unsigned char *pa,
                                                         const unsigned char *pb, gltfa__real t,
                                                         gltfa__real u, float *out)
{
    if (s->decode == GLTFA__D_F32) return 0;
    gltfa__lerp_decoded(s, pa, pb, t, u, out);
    return 1;
}
#else
static GLTFA__ALWAYS_INLINE int gltfa__read_fast(const gltfa_sampler *s, const unsigned char *p,
                                                 float *out, size_t count)
{
    (void)s; (void)p; (void)out; (void)count;
    return 0;
}

static GLTFA__ALWAYS_INLINE int gltfa__copy_fast(const gltfa_sampler *s, size_t k, float *out)
{
    (void)s; (void)k; (void)out;
    return 0;
}

static GLTFA__ALWAYS_INLINE int gltfa__lerp_decoded_fast(const gltfa_sampler *s, const unsigned char *pa,
                                                         const unsigned char *pb, gltfa__real t,
                                                         gltfa__real u, float *out)
{
    (void)s; (void)pa; (void)pb; (void)t; (void)u; (void)out;
    return 0;
}
#endif

/* gltfa__lerp's: packed FLOAT (in pairs of doubles where there are pairs); keys that are not
   FLOAT decoded a chunk at a time */
static GLTFA__ALWAYS_INLINE int gltfa__lerp_fast(const gltfa_sampler *s, const unsigned char *pa,
                                                 const unsigned char *pb, gltfa__real t,
                                                 gltfa__real u, float *out)
{
    if (s->decode == GLTFA__D_F32 && s->comp_bytes == 4) { /* packed FLOAT */
        gltfa__lerp_packed(pa, pb, t, u, out, s->width);
        return 1;
    }
    return gltfa__lerp_decoded_fast(s, pa, pb, t, u, out);
}

/* THE LAYOUT VARIANTS' KERNELS (GLTFA__VARIANT_ROWS): a semantic kernel's arithmetic for
   one layout of the keys. */
/* LERP3: gltfa__k_lerp's arithmetic on packed FLOAT VEC3 keys */
static GLTFA__ALWAYS_INLINE gltfa_result gltfa__k_lerp3(const gltfa_sampler *s, const gltfa__pos *p,
                                                        float *out)
{
    const unsigned char *pa = gltfa__value_ptr(s, p->k); /* LINEAR: element_bytes 0 */
    gltfa__lerp3(pa, pa + s->key_bytes, p->t, out);
    return gltfa__ok();
}

/* LERPF: gltfa__k_lerp's arithmetic on packed FLOAT keys of another width than 3 (morph
   weights, pointer vectors): gltfa__lerp's packed path, inline */
static GLTFA__ALWAYS_INLINE gltfa_result gltfa__k_lerpf(const gltfa_sampler *s, const gltfa__pos *p,
                                                        float *out)
{
    const unsigned char *pa = gltfa__value_ptr(s, p->k); /* LINEAR: element_bytes 0 */
    gltfa__lerp_packed(pa, pa + s->key_bytes, p->t, 1 - p->t, out, s->width);
    return gltfa__ok();
}

/* SLERP4: gltfa__k_slerp's arithmetic on packed FLOAT keys, read straight. (SLERPN's one
   channel, the lanes' rest, is gltfa__k_slerp.) */
static GLTFA__ALWAYS_INLINE gltfa_result gltfa__k_slerp4(const gltfa_sampler *s, const gltfa__pos *p,
                                                         float *out)
{
    gltfa_result r = gltfa__slerp(s, p->k, (float)p->t, out);
    GLTFA__OPAQUE_OK(r);
    return r;
}

#ifndef GLTFA_NO_CUBICSPLINE
/* gltfa__cubic's: FLOAT keys without the decoder's test in the loop */
static GLTFA__ALWAYS_INLINE int gltfa__cubic_fast(const gltfa_sampler *s, size_t k, gltfa__real t,
                                                  gltfa__real td, float *out)
{
    if (s->decode == GLTFA__D_F32) {
        gltfa__cubic_body(s, k, t, td, out, 1);
        return 1;
    }
    return 0;
}

/* The CUBICSPLINE kernel of packed FLOAT VEC3 keys (translations, scales) and quaternions:
   gltfa__cubic's operations written out, in pairs of doubles (a VEC3's z in a pair of its
   own), inline in the clips' run and the per-channel call; without pairs, gltfa__cubic. */
static GLTFA__ALWAYS_INLINE gltfa_result gltfa__k_cubicf(const gltfa_sampler *s, const gltfa__pos *p,
                                                         float *out)
{
#ifdef GLTFA__D2
    const gltfa__real t = p->t, td = p->td, u = 1 - t;
    const size_t sb = s->element_bytes;
    const unsigned char *v0 = s->value_data + p->k * s->key_bytes + sb, *b0 = v0 + sb; /* value, out */
    const unsigned char *a1 = v0 - sb + s->key_bytes, *v1 = a1 + sb; /* key k+1: in, value */
    const gltfa__real h01 = t * t * (3 - 2 * t), h00 = 1 - h01;
    gltfa__d2 h[4];
    h[0] = GLTFA__D2_SET(h00);
    h[1] = GLTFA__D2_SET(h01);
    h[2] = GLTFA__D2_SET(t * u * u * td);
    h[3] = GLTFA__D2_SET(-t * t * u * td);
    GLTFA__D2_STORE_F(out, gltfa__cubic_d2(h, GLTFA__D2_LOAD_F(v0), GLTFA__D2_LOAD_F(v1),
                                           GLTFA__D2_LOAD_F(b0), GLTFA__D2_LOAD_F(a1)));
    if (s->quat) {
        GLTFA__D2_STORE_F(out + 2, gltfa__cubic_d2(h, GLTFA__D2_LOAD_F(v0 + 8), GLTFA__D2_LOAD_F(v1 + 8),
                                                   GLTFA__D2_LOAD_F(b0 + 8), GLTFA__D2_LOAD_F(a1 + 8)));
        if (!gltfa__normalize4(out)) gltfa__copy_key(s, 2 * t < 1 ? p->k : p->k + 1, out);
    } else {
        GLTFA__D2_STORE_F1(out + 2, gltfa__cubic_d2(h, GLTFA__D2_LOAD_F1(v0 + 8), GLTFA__D2_LOAD_F1(v1 + 8),
                                                    GLTFA__D2_LOAD_F1(b0 + 8), GLTFA__D2_LOAD_F1(a1 + 8)));
    }
    return gltfa__ok();
#else
    return gltfa__k_cubic(s, p, out);
#endif
}
#endif

#ifndef GLTFA_NO_CLIPS
/* (firmware's clips evaluate entry by entry with gltfa__evaluate: no runs, no table) */

/* A row's run: entries e[0 .. n) of the plan, every one of the row's kernel. */
typedef void (*gltfa__run_fn)(const gltfa__clip_entry *e, size_t n);

/* The rule for one entry of the plan. */
static GLTFA__KERNEL_INLINE void gltfa__entry_apply(const gltfa__clip_entry *e, gltfa__one_fn one)
{
    (void)gltfa__apply(&e->channel->sampler, &e->input->pos, e->channel->dest, one);
}

/* The run of a row without lanes: the rule, entry by entry. */
static GLTFA__KERNEL_INLINE void gltfa__run_each(const gltfa__clip_entry *e, size_t n,
                                                 gltfa__one_fn one)
{
    const gltfa__clip_entry *const end = e + n;
    for (; e != end; ++e) gltfa__entry_apply(e, one);
}

#ifdef GLTFA__LANES
#define GLTFA__ALL_LANES ((1 << GLTFA__LANES) - 1)

/* The scalar gltfa__slerp4 + gltfa__normalize4 of gltfa__slerp, on GLTFA__LANES lanes (keys
   pa[i] and pb[i] at t's lane i, into out[i]): the same operations in the same order, so
   every lane has the bits the scalar path gives (no fused multiply-adds: see the platform
   layer; the lanes' square root is the scalar one's instruction). Returns the lanes (as bits)
   whose result needs the scaled normalization or has no direction: the scalar code redoes
   them. */
/* GLTFA__LANES rotations, one per lane: every value a vector, a quaternion four of them
   (x, y, z, w; indexed by constants only). */
#define GLTFA__L_S gltfa__v
#define GLTFA__L_M gltfa__m
#define GLTFA__L_SET GLTFA__V_SET
#define GLTFA__L_ADD GLTFA__V_ADD
#define GLTFA__L_SUB GLTFA__V_SUB
#define GLTFA__L_MUL GLTFA__V_MUL
#define GLTFA__L_LT GLTFA__V_LT
#define GLTFA__L_SEL GLTFA__V_SEL
#define GLTFA__L_ANY(m) (GLTFA__M_BITS(m) != 0)
#define GLTFA__L_FLIP GLTFA__V_FLIP
#define GLTFA__L_RSQRT gltfa__v_rsqrt
#define GLTFA__L_SIN2(u0, u1, s0, s1) do { (s0) = gltfa__v_sin(u0); (s1) = gltfa__v_sin(u1); } while (0)
#define GLTFA__L_SER2(x0, x1, y, f0, f1) do { \
        gltfa__v y_ = (y); \
        (f0) = gltfa__v_series(x0, y_); (f1) = gltfa__v_series(x1, y_); \
    } while (0)
#define GLTFA__L_QDOT(a, b) GLTFA__V_ADD(GLTFA__V_ADD(GLTFA__V_ADD(GLTFA__V_MUL((a)[0], (b)[0]), \
    GLTFA__V_MUL((a)[1], (b)[1])), GLTFA__V_MUL((a)[2], (b)[2])), GLTFA__V_MUL((a)[3], (b)[3]))
#define GLTFA__L_QCOMB(o, w0, a, w1, b) do { \
        (o)[0] = GLTFA__V_ADD(GLTFA__V_MUL(w0, (a)[0]), GLTFA__V_MUL(w1, (b)[0])); \
        (o)[1] = GLTFA__V_ADD(GLTFA__V_MUL(w0, (a)[1]), GLTFA__V_MUL(w1, (b)[1])); \
        (o)[2] = GLTFA__V_ADD(GLTFA__V_MUL(w0, (a)[2]), GLTFA__V_MUL(w1, (b)[2])); \
        (o)[3] = GLTFA__V_ADD(GLTFA__V_MUL(w0, (a)[3]), GLTFA__V_MUL(w1, (b)[3])); \
    } while (0)

/* THE SLERP of GLTFA__LANES rotations, one per lane (gltfa__slerp4's operations in its
   order, over the vocabulary above): a and b the quaternions as x, y, z, w vectors, t and
   the per-rotation values vectors, into o (four vectors). */
static GLTFA__ALWAYS_INLINE void gltfa__slerp_lanes(const gltfa__v *a, const gltfa__v *b, gltfa__v t,
                                                   gltfa__v *o)
{
    GLTFA__L_S d = GLTFA__L_QDOT(a, b), one = GLTFA__L_SET(1.0f), u, w0, w1;
    GLTFA__L_M neg, mid, wide;
    neg = GLTFA__L_LT(d, GLTFA__L_SET(0.0f));
    d = GLTFA__L_FLIP(neg, d);
    mid = GLTFA__L_LT(d, GLTFA__L_SET(GLTFA__LERP_DOT)); /* not nearly equal keys */
    u = GLTFA__L_SUB(one, t);
    w0 = u; /* nearly equal keys lerp */
    w1 = t;
    if (GLTFA__L_ANY(mid)) {
        GLTFA__L_S f0, f1;
        GLTFA__L_SER2(u, t, GLTFA__L_SUB(d, one), f0, f1);
        w0 = GLTFA__L_SEL(mid, f0, w0);
        w1 = GLTFA__L_SEL(mid, f1, w1);
    }
    wide = GLTFA__L_LT(d, GLTFA__L_SET(GLTFA__SERIES_DOT));
    if (GLTFA__L_ANY(wide)) {
        GLTFA__L_S y = GLTFA__L_SUB(one, d), angle, s0, s1;
        GLTFA__L_S dp = GLTFA__L_SEL(GLTFA__L_LT(d, GLTFA__L_SET(GLTFA__ACOS_TINY)), GLTFA__L_SET(0.0f), d);
        GLTFA__L_S x2 = GLTFA__L_MUL(dp, dp), x4 = GLTFA__L_MUL(x2, x2), p01, p23, p45, p67, pw;
        p01 = GLTFA__L_ADD(GLTFA__L_MUL(GLTFA__L_SET(GLTFA__ACOS_C1), dp), GLTFA__L_SET(GLTFA__ACOS_C0));
        p23 = GLTFA__L_ADD(GLTFA__L_MUL(GLTFA__L_SET(GLTFA__ACOS_C3), dp), GLTFA__L_SET(GLTFA__ACOS_C2));
        p45 = GLTFA__L_ADD(GLTFA__L_MUL(GLTFA__L_SET(GLTFA__ACOS_C5), dp), GLTFA__L_SET(GLTFA__ACOS_C4));
        p67 = GLTFA__L_ADD(GLTFA__L_MUL(GLTFA__L_SET(GLTFA__ACOS_C7), dp), GLTFA__L_SET(GLTFA__ACOS_C6));
        pw = GLTFA__L_ADD(GLTFA__L_MUL(GLTFA__L_ADD(GLTFA__L_MUL(p67, x2), p45), x4),
                           GLTFA__L_ADD(GLTFA__L_MUL(p23, x2), p01));
        angle = GLTFA__L_MUL(GLTFA__L_MUL(y, GLTFA__L_RSQRT(y)), pw);
        GLTFA__L_SIN2(GLTFA__L_MUL(u, angle), GLTFA__L_MUL(t, angle), s0, s1);
        w0 = GLTFA__L_SEL(wide, s0, w0);
        w1 = GLTFA__L_SEL(wide, s1, w1);
    }
    w1 = GLTFA__L_FLIP(neg, w1);
    GLTFA__L_QCOMB(o, w0, a, w1, b);
}

static GLTFA__ALWAYS_INLINE int gltfa__slerp_across(gltfa__v *a, gltfa__v *q, gltfa__v t,
                                                    float *const *out)
{
    gltfa__v o[4], l2, inv;
    gltfa__m inr;
    gltfa__slerp_lanes(a, q, t, o);
    /* gltfa__normalize4: 1e-30 <= l2 <= 1e30 scales by rsqrt; a unit one, which the scalar
       code keeps as it is, is scaled by 1 / sqrt(1) = 1, which keeps its bits too */
    l2 = GLTFA__V_ADD(GLTFA__V_ADD(GLTFA__V_ADD(GLTFA__V_MUL(o[0], o[0]), GLTFA__V_MUL(o[1], o[1])),
                                   GLTFA__V_MUL(o[2], o[2])), GLTFA__V_MUL(o[3], o[3]));
    inr = GLTFA__M_AND(GLTFA__V_LE(GLTFA__V_SET(GLTFA__NORM_MIN), l2),
                       GLTFA__V_LE(l2, GLTFA__V_SET(GLTFA__NORM_MAX)));
    inv = gltfa__v_rsqrt(l2);
    o[0] = GLTFA__V_MUL(o[0], inv);
    o[1] = GLTFA__V_MUL(o[1], inv);
    o[2] = GLTFA__V_MUL(o[2], inv);
    o[3] = GLTFA__V_MUL(o[3], inv);
    GLTFA__V_STORE_KEYS(out, o);
    return GLTFA__M_BITS(inr) ^ GLTFA__ALL_LANES;
}

/* The keys (as x, y, z, w vectors), t and destinations of the lane slerps e[0 ..
   GLTFA__LANES); 0 when any of them copies a key (no segment: its next key may not exist).
   snorm 0: packed FLOAT keys (GLTFA__K_SLERP4), loaded as they are. snorm 1: normalized
   SHORT or BYTE keys (GLTFA__K_SLERPN), decoded in lanes by the specification's
   max(c / 32767, -1) or max(c / 127, -1): the float division is correctly rounded, so it
   gives the bits of gltfa__decode (see there). */
static GLTFA__ALWAYS_INLINE int gltfa__slerp_gather(const gltfa__clip_entry *e, int snorm,
                                                   gltfa__v *a, gltfa__v *q, gltfa__v *tv,
                                                   float **out)
{
    const unsigned char *pa[GLTFA__LANES];
    float t[GLTFA__LANES];
    size_t key_bytes[GLTFA__LANES], comp_bytes[GLTFA__LANES];
    int j, seg = 1;
    /* LINEAR: the value is the whole key (element_bytes 0) */
    if (e[GLTFA__LANES - 1].input == e->input) {
        /* one input (the plan sorts a kernel's channels by input): one position */
        const gltfa__pos *pos = &e->input->pos;
        const size_t k = pos->k;
        *tv = GLTFA__V_SET((float)pos->t);
        for (j = 0; j < GLTFA__LANES; ++j) {
            const gltfa_channel *ch = e[j].channel;
            key_bytes[j] = ch->sampler.key_bytes;
            comp_bytes[j] = ch->sampler.comp_bytes;
            pa[j] = ch->sampler.value_data + k * key_bytes[j];
            out[j] = ch->dest;
        }
        seg = pos->seg;
    } else {
        for (j = 0; j < GLTFA__LANES; ++j) {
            const gltfa_channel *ch = e[j].channel;
            const gltfa__pos *pos = &e[j].input->pos;
            key_bytes[j] = ch->sampler.key_bytes;
            comp_bytes[j] = ch->sampler.comp_bytes;
            pa[j] = ch->sampler.value_data + pos->k * key_bytes[j];
            t[j] = (float)pos->t;
            out[j] = ch->dest;
            seg &= pos->seg;
        }
        *tv = GLTFA__V_LOAD(t);
    }
    if (!seg) return 0;
    if (!snorm) {
        const unsigned char *pb[GLTFA__LANES];
        for (j = 0; j < GLTFA__LANES; ++j) pb[j] = pa[j] + key_bytes[j];
        GLTFA__V_LOAD_KEYS(a, pa);
        GLTFA__V_LOAD_KEYS(q, pb);
        return 1;
    }
    gltfa__snorm_lanes(pa, key_bytes, comp_bytes, a, q);
    return 1;
}

/* Stage 2 for the lane slerps, 2 x GLTFA__LANES channels at a time where there are as many:
   two independent chains of dependent operations, which the processor overlaps. A set with
   a channel that copies a key goes to the scalar code, as do the lanes the kernel could not
   finish. Returns the number of channels done (the rest are fewer than GLTFA__LANES). */
static GLTFA__ALWAYS_INLINE size_t gltfa__slerp_lane_sets(const gltfa__clip_entry *e, size_t n,
                                                          int snorm, gltfa__one_fn one)
{
    float *out[2 * GLTFA__LANES];
    gltfa__v a[2][4], q[2][4], t[2];
    size_t i = 0, j;
    unsigned fix;
    for (; n - i >= (size_t)2 * GLTFA__LANES; i += (size_t)2 * GLTFA__LANES) {
        int seg0 = gltfa__slerp_gather(e + i, snorm, a[0], q[0], &t[0], out);
        int seg1 = gltfa__slerp_gather(e + i + GLTFA__LANES, snorm, a[1], q[1], &t[1],
                                       out + GLTFA__LANES);
        fix = seg0 ? (unsigned)gltfa__slerp_across(a[0], q[0], t[0], out) : GLTFA__ALL_LANES;
        fix |= (seg1 ? (unsigned)gltfa__slerp_across(a[1], q[1], t[1], out + GLTFA__LANES)
                     : GLTFA__ALL_LANES) << GLTFA__LANES;
        for (j = 0; fix != 0; ++j, fix >>= 1) /* lanes for the scalar code */
            if (fix & 1u) gltfa__entry_apply(e + i + j, one);
    }
    if (n - i >= GLTFA__LANES) {
        fix = gltfa__slerp_gather(e + i, snorm, a[0], q[0], &t[0], out)
              ? (unsigned)gltfa__slerp_across(a[0], q[0], t[0], out) : GLTFA__ALL_LANES;
        for (j = 0; fix != 0; ++j, fix >>= 1)
            if (fix & 1u) gltfa__entry_apply(e + i + j, one);
        i += GLTFA__LANES;
    }
    return i;
}
#endif /* GLTFA__LANES */

static void gltfa__run_copy(const gltfa__clip_entry *e, size_t n)
{
#ifndef GLTFA_ONLY_FLOAT
    /* packed FLOAT VEC3 (STEP translations and scales, one-key ones): gltfa__copy_key's
       reads, inline */
    const gltfa__clip_entry *const end = e + n;
    for (; e != end; ++e) {
        const gltfa_sampler *s = &e->channel->sampler;
        if (s->decode == GLTFA__D_F32 && s->comp_bytes == 4 && s->width == 3 && !s->quat) {
            const unsigned char *p = gltfa__value_ptr(s, e->input->pos.k);
            float *out = e->channel->dest;
            out[0] = gltfa__f32le(p);
            out[1] = gltfa__f32le(p + 4);
            out[2] = gltfa__f32le(p + 8);
        } else {
            gltfa__copy_key(s, e->input->pos.k, e->channel->dest);
        }
    }
#else
    gltfa__run_each(e, n, gltfa__k_copy);
#endif
}

/* The lane slerps where there are lanes (GLTFA__LANES channels at a time, the rest by the
   scalar kernel). */
/* A lane slerp row's run: the lane sets (snorm: the keys' type, as gltfa__slerp_gather),
   then the rest by the row's scalar kernel one. */
static GLTFA__KERNEL_INLINE void gltfa__run_slerp_lanes(const gltfa__clip_entry *e, size_t n,
                                                        int snorm, gltfa__one_fn one)
{
    size_t i = 0;
#ifdef GLTFA__LANES
    i = gltfa__slerp_lane_sets(e, n, snorm, one);
#else
    (void)snorm;
#endif
    gltfa__run_each(e + i, n - i, one);
}

static void gltfa__run_slerp4(const gltfa__clip_entry *e, size_t n)
{
    gltfa__run_slerp_lanes(e, n, 0, gltfa__k_slerp4);
}

/* The same for normalized SHORT and BYTE rotations, the keys decoded in lanes. */
static void gltfa__run_slerpn(const gltfa__clip_entry *e, size_t n)
{
    gltfa__run_slerp_lanes(e, n, 1, gltfa__k_slerp);
}

/* The VEC3 lerps: the entries of one input are adjacent (the plan sorts a kernel's entries
   by input), so each run of them reads its position once. */
static void gltfa__run_lerp3(const gltfa__clip_entry *e, size_t n)
{
    const gltfa__clip_entry *const end = e + n;
    while (e != end) {
        const gltfa__clip_input *const input = e->input;
        const size_t k = input->pos.k;
        if (input->pos.seg) {
            const gltfa__real t = input->pos.t;
            do { /* LINEAR: the value is the whole key (element_bytes 0) */
                const gltfa_channel *ch = e->channel;
                const unsigned char *pa = ch->sampler.value_data + k * ch->sampler.key_bytes;
                gltfa__lerp3(pa, pa + ch->sampler.key_bytes, t, ch->dest);
            } while (++e != end && e->input == input);
        } else {
            do {
                const gltfa_channel *ch = e->channel;
                gltfa__copy_key(&ch->sampler, k, ch->dest);
            } while (++e != end && e->input == input);
        }
    }
}

static void gltfa__run_lerpf(const gltfa__clip_entry *e, size_t n)
{
    gltfa__run_each(e, n, gltfa__k_lerpf);
}

static void gltfa__run_slerp(const gltfa__clip_entry *e, size_t n)
{
    gltfa__run_each(e, n, gltfa__k_slerp);
}

static void gltfa__run_lerp(const gltfa__clip_entry *e, size_t n)
{
    gltfa__run_each(e, n, gltfa__k_lerp);
}

#ifndef GLTFA_NO_CUBICSPLINE
static void gltfa__run_cubic(const gltfa__clip_entry *e, size_t n)
{
    gltfa__run_each(e, n, gltfa__k_cubic);
}
#endif

#ifndef GLTFA_NO_CUBICSPLINE
static void gltfa__run_cubicf(const gltfa__clip_entry *e, size_t n)
{
    gltfa__run_each(e, n, gltfa__k_cubicf);
}
#endif

/* What clips read of the kernel rows at run time, indexed by GLTFA__K_ id. The scalar
   kernels are called by name (gltfa__evaluate's switch, the runs), never through a
   pointer. */
typedef struct gltfa__kernel_row {
    gltfa__run_fn run;  /* the clips' run */
    unsigned char rank; /* clips evaluate the kernels' runs by rank, lowest first */
} gltfa__kernel_row;

#define GLTFA__K_ROW(id, t, rank, one, run) { run, rank },
static const gltfa__kernel_row gltfa__kernels[] = { GLTFA__SEMANTIC_ROWS(GLTFA__K_ROW)
                                                    GLTFA__VARIANT_ROWS(GLTFA__K_ROW) };
#undef GLTFA__K_ROW
typedef char gltfa__kernels_cover_every_kernel[
    sizeof gltfa__kernels / sizeof gltfa__kernels[0] == (size_t)GLTFA__K_COUNT ? 1 : -1];

/* The runs' lengths: the last n unsigned of the n slots (after the lane times). */
static unsigned *gltfa__slot_runs(gltfa_clip_slot *clip_slots, size_t n)
{
    return (unsigned *)(void *)(clip_slots + n) - n;
}

/* The longest run: a power of two (a multiple of any lane count) that an unsigned holds; a
   longer run of one kernel is cut in runs of this length (each entry's value is its own,
   whatever run holds it: make matrix runs the suite with runs of 3). */
#ifndef GLTFA__RUN_CAP
#define GLTFA__RUN_CAP (((unsigned)-1 >> 1) + 1u)
#endif

/* By the kernel's rank, then kernel, then input, then channel: each kernel's entries form
   one run, in which those of one input are adjacent (the VEC3 lerps read the position once
   for them). */
static int gltfa__kernel_less(const gltfa__sorter *q, size_t i, size_t j)
{
    const gltfa__clip_entry *a = &q->entry[i], *b = &q->entry[j];
    const int ka = a->channel->sampler.kernel, kb = b->channel->sampler.kernel;
    if (gltfa__kernels[ka].rank != gltfa__kernels[kb].rank)
        return gltfa__kernels[ka].rank < gltfa__kernels[kb].rank;
    if (ka != kb) return ka < kb;
    if (a->input != b->input) return a->input < b->input;
    return a->channel < b->channel;
}

#ifdef GLTFA__D2
#define GLTFA__LANE_REST 7u

/* Stage 1's lanes compare, for each input, the key times around its cursor k: t_k, t_k+1 and
   t_k+2. Read from the key bytes every sample, they cost a chain of loads per input (state,
   sampler, times) and lanes assembled from scalars; kept in the clip's lane-time region,
   they load as vectors, and only a lane that moved on to the next segment reads one new
   time. The group of GLTFA__LANES inputs p .. p + GLTFA__LANES - 1 (p a multiple of
   GLTFA__LANES) has its times at clip->times + 3 p: t_k of every lane, then t_k+1, then
   t_k+2 (time f of lane j at [f * GLTFA__LANES + j]), whatever the lane count. */
#define GLTFA__GROUP_TIMES(clip, p) ((clip)->times + 3 * (p))
#define GLTFA__LANE_TIME(gt, f, j) ((gt)[(f) * GLTFA__LANES + (j)])

/* The four bits of 0 .. 15, lowest first: one load each where shifts and masks take three. */
static const unsigned char gltfa__bits4[16][4] = {
    { 0, 0, 0, 0 }, { 1, 0, 0, 0 }, { 0, 1, 0, 0 }, { 1, 1, 0, 0 }, { 0, 0, 1, 0 }, { 1, 0, 1, 0 },
    { 0, 1, 1, 0 }, { 1, 1, 1, 0 }, { 0, 0, 0, 1 }, { 1, 0, 0, 1 }, { 0, 1, 0, 1 }, { 1, 1, 0, 1 },
    { 0, 0, 1, 1 }, { 1, 0, 1, 1 }, { 0, 1, 1, 1 }, { 1, 1, 1, 1 }
};


/* The lane times of input j of the group whose states start at at and whose times are at gt
   (input j's lead's sampler is s), from its cursor: t_k, t_k+1 and t_k+2 (t_k+1 again where there is none: the next segment is then
   empty). NaN, which every compare fails, where the cursor has no segment (the last key:
   gltfa__position searches) and where the position copies a key: the lanes never write
   seg, so a lane that hits has seg 1 already (after a copy, the group takes the scalar
   code once more). */
static GLTFA__INLINE void gltfa__clip_ahead_lane(const gltfa__clip_input *at, float *gt, int j,
                                                const gltfa_sampler *s)
{
    size_t k = at[j].pos.k;
    float lo = gltfa__bits_to_f32(0x7FC00000UL), hi = lo, nx = lo;
    if (k < s->key_count - 1 && at[j].pos.seg) {
        const unsigned char *pt = s->time_data + k * s->time_stride;
        lo = gltfa__f32le(pt);
        hi = gltfa__f32le(pt + s->time_stride);
        nx = k + 2 < s->key_count ? gltfa__f32le(pt + 2 * s->time_stride) : hi;
    }
    GLTFA__LANE_TIME(gt, 0, j) = lo;
    GLTFA__LANE_TIME(gt, 1, j) = hi;
    GLTFA__LANE_TIME(gt, 2, j) = nx;
}

/* The lane times of the group of inputs p .., from their cursors (at init, before any position: NaN,
   and the first samples take the scalar code). */
static void gltfa__clip_ahead(gltfa_clip *clip, size_t p)
{
    const gltfa__clip_input *at = &clip->input[p];
    int j;
    for (j = 0; j < GLTFA__LANES; ++j)
        gltfa__clip_ahead_lane(at, GLTFA__GROUP_TIMES(clip, p), j, at[j].lead);
}

/* gltfa__clip_position for the inputs of the group p .., then their lane times from the
   new cursors. */
static void gltfa__clip_position_group(gltfa_clip *clip, size_t p, float tc)
{
    gltfa__clip_input *at = &clip->input[p];
    float *gt = GLTFA__GROUP_TIMES(clip, p);
    int j;
    for (j = 0; j < GLTFA__LANES; ++j) {
        const gltfa_sampler *s = at[j].lead;
        gltfa__position(s, tc, at[j].pos.k, GLTFA__NEEDS_T(s->kernel), &at[j].pos);
        gltfa__clip_ahead_lane(at, gt, j, s);
    }
}

/* The lanes' compare for the group whose lane times are at gt: gltfa__position's first step
   (each cursor's segment, or the next one). Returns the lanes strictly inside one of those
   segments as bits; l and h: the segment's times; fwd: the lanes that moved on to the next
   segment. */
static GLTFA__ALWAYS_INLINE int gltfa__clip_lanes_cmp(const float *gt, gltfa__v tv,
                                                      gltfa__v *l, gltfa__v *h, int *fwd_bits)
{
    const gltfa__v a = GLTFA__V_LOAD(gt), b = GLTFA__V_LOAD(gt + GLTFA__LANES);
    const gltfa__v c = GLTFA__V_LOAD(gt + 2 * (size_t)GLTFA__LANES);
    gltfa__m fwd = GLTFA__V_LE(b, tv); /* t_k+1 <= tc: the next segment */
    *l = GLTFA__V_SEL(fwd, b, a);
    *h = GLTFA__V_SEL(fwd, c, b);
    *fwd_bits = GLTFA__M_BITS(fwd);
    return GLTFA__M_BITS(GLTFA__M_AND(GLTFA__M_AND(GLTFA__V_LE(a, tv), GLTFA__V_LT(*l, tv)),
                                      GLTFA__V_LT(tv, *h)));
}

/* Stage 1 for inputs p .. p + GLTFA__LANES - 1 at once during playback: gltfa__position's
   first step compared in lanes over the kept times, then its td and t in pairs of doubles,
   the same operations in the same order. Any lane that is not strictly inside one of those
   segments (a jump, a key time hit exactly, the ends, NaN) sends them all to
   gltfa__clip_position_group. tv and tcd: tc in lanes and in a pair. */
static void gltfa__clip_position_lanes(gltfa_clip *clip, size_t p, float tc, gltfa__v tv,
                                       gltfa__d2 tcd)
{
    gltfa__clip_input *at = &clip->input[p];
    float *gt = GLTFA__GROUP_TIMES(clip, p);
    gltfa__v l, h;
    int j, fwd;
    if (gltfa__clip_lanes_cmp(gt, tv, &l, &h, &fwd) == GLTFA__ALL_LANES) {
        unsigned adv = (unsigned)fwd;
        gltfa__d2 l2[GLTFA__LANES / 2], h2[GLTFA__LANES / 2];
        GLTFA__V_TO_D2(l2, l);
        GLTFA__V_TO_D2(h2, h);
        for (j = 0; j < GLTFA__LANES / 2; ++j) {
            gltfa__d2 d = GLTFA__D2_SUB(h2[j], l2[j]);
            /* gltfa__position's clamp: it acts only on unchecked infinite key times */
            gltfa__d2 t = GLTFA__D2_CLAMP01(GLTFA__D2_DIV(GLTFA__D2_SUB(tcd, l2[j]), d));
            gltfa__clip_input *at2 = &at[2 * (size_t)j];
            GLTFA__D2_STORE_LO(&at2[0].pos.t, t);
            GLTFA__D2_STORE_HI(&at2[1].pos.t, t);
            GLTFA__D2_STORE_LO(&at2[0].pos.td, d);
            GLTFA__D2_STORE_HI(&at2[1].pos.td, d);
        }
        for (j = 0; j < GLTFA__LANES; j += 4) { /* written out */
            const unsigned char *bit = gltfa__bits4[(adv >> j) & 15u];
            at[j].pos.k += bit[0];
            at[j + 1].pos.k += bit[1];
            at[j + 2].pos.k += bit[2];
            at[j + 3].pos.k += bit[3];
        }
        /* the segments found are the next sample's t_k and t_k+1; a lane that moved on
           reads its new t_k+2, or t_k+1 again where there is none (its new k + 1 is then
           the last key, n - 1) */
        GLTFA__V_STORE(gt, l);
        GLTFA__V_STORE(gt + GLTFA__LANES, h);
        while (adv != 0) {
            const gltfa_sampler *s;
            size_t k;
            j = GLTFA__LOW_BIT(adv) & (GLTFA__LANES - 1); /* tells the compiler j's range */
            adv &= adv - 1u;
            s = at[j].lead;
            k = at[j].pos.k + 2;
            if (k >= s->key_count) k = s->key_count - 1;
            GLTFA__LANE_TIME(gt, 2, j) = gltfa__f32le(s->time_data + k * s->time_stride);
        }
        return;
    }
    gltfa__clip_position_group(clip, p, tc);
}

/* Stage 1 with lanes: a sample whose groups all miss (random access, a jump) is found by the
   scalar code, whose first step is the lanes' step (the same positions either way), and the
   next GLTFA__LANE_REST samples skip the lanes; the last of them reads the lane times from
   the cursors it leaves. Returns the first input left to the scalar code. */
static size_t gltfa__clip_positions(gltfa_clip *clip, float tc)
{
    const size_t n = clip->inputs;
    size_t i = 0, hit = 0;
    if (n < GLTFA__LANES) return 0;
    if (clip->lane_rest == 0) {
        gltfa__v l, h;
        int fwd;
        const gltfa__v tv = GLTFA__V_SET(tc);
        /* the first group whose lanes hit; the groups before it missed */
        while (hit + GLTFA__LANES <= n &&
               gltfa__clip_lanes_cmp(GLTFA__GROUP_TIMES(clip, hit), tv, &l, &h, &fwd) != GLTFA__ALL_LANES)
            hit += GLTFA__LANES;
        if (hit + GLTFA__LANES > n) {
            clip->lane_rest = GLTFA__LANE_REST;
            return 0;
        }
        for (; i < hit; i += GLTFA__LANES) gltfa__clip_position_group(clip, i, tc);
        for (; i + GLTFA__LANES <= n; i += GLTFA__LANES)
            gltfa__clip_position_lanes(clip, i, tc, tv, GLTFA__D2_SET((gltfa__real)tc));
        return i;
    }
    if (--clip->lane_rest != 0) return 0;
    for (; i + GLTFA__LANES <= n; i += GLTFA__LANES) gltfa__clip_position_group(clip, i, tc);
    return i;
}

/* The plan's lane times, in the slots after the entries (times), from the cursors. */
static void gltfa__plan_lanes(gltfa_clip *clip, float *times)
{
    size_t i;
    clip->times = times;
    for (i = 0; i + GLTFA__LANES <= clip->inputs; i += GLTFA__LANES) gltfa__clip_ahead(clip, i);
}
#else
/* Stage 1 without lanes (also the core build's answer): every input by the scalar code. */
static GLTFA__ALWAYS_INLINE size_t gltfa__clip_positions(gltfa_clip *clip, float tc)
{
    (void)clip;
    (void)tc;
    return 0;
}

static GLTFA__ALWAYS_INLINE void gltfa__plan_lanes(gltfa_clip *clip, float *times)
{
    (void)clip;
    (void)times;
}
#endif

/* The clips that gltfa_clip_sample samples by its direct path (gltfa__clip_sample_fast): at most
   this many channels. */
#ifndef GLTFA__DIRECT_MAX
#define GLTFA__DIRECT_MAX 3
#endif

/* The plan's speed: the entries by kernel (gltfa__kernel_less), their runs, and the lane
   times of every full group of GLTFA__LANES inputs (after gltfa__plan wrote the rest); none
   for a clip of the direct path, which clip->run NULL marks. */
static void gltfa__plan_fast(gltfa_clip *clip, gltfa__sorter *q)
{
    const size_t n = clip->channel_count;
    gltfa__clip_entry *const entry = q->entry; /* the plan's entries (clip->entry) */
    size_t i;
    if (n <= GLTFA__DIRECT_MAX) return; /* clip->run stays NULL */
    /* then evaluate by kernel */
    q->by = GLTFA__BY_KERNEL;
    gltfa__sort(q, n);
    /* the runs: one per kernel present, in rank order; lengths[i] is the length of the run
       that entry i starts */
    {
        unsigned *lengths = gltfa__slot_runs(clip->clip_slots, n);
        size_t j;
        for (i = 0; i < n; i = j) {
            const int kernel = entry[i].channel->sampler.kernel;
            for (j = i + 1; j < n && j - i < GLTFA__RUN_CAP && entry[j].channel->sampler.kernel == kernel;)
                ++j;
            lengths[i] = (unsigned)(j - i);
        }
        clip->run = lengths;
    }
    gltfa__plan_lanes(clip, (float *)(void *)(entry + n));
}

/* Stage 2 (a hook of the speed section): each run (a kernel's entries) by its row's run, in
   rank order. */
static GLTFA__ALWAYS_INLINE void gltfa__clip_stage2(gltfa_clip *clip)
{
    size_t i;
    for (i = 0; i < clip->channel_count; i += clip->run[i])
        gltfa__kernels[clip->entry[i].channel->sampler.kernel].run(clip->entry + i, clip->run[i]);
}
#endif

/* gltfa__copy_key, then success (a tail call): the per-channel call's STEP keys and held
   keys, and the direct path's; gltfa__copy_common's keys without gltfa__copy_key's frame */
static GLTFA__NOINLINE gltfa_result gltfa__copy_key_ok(const gltfa_sampler *s, size_t k, float *out)
{
    if (!gltfa__copy_common(s, k, out)) gltfa__copy_key(s, k, out);
    return gltfa__ok();
}

/* The search's guess, keys per second (gltfa__init_fast, at init): any value will do (a NaN
   or infinite one too), the gallop corrects it. */
static GLTFA__ALWAYS_INLINE void gltfa__init_fast(gltfa_sampler *s, size_t keys, size_t in_stride)
{
    if (keys > 1) {
        float span = gltfa__f32le(s->time_data + (keys - 1) * in_stride) - gltfa__f32le(s->time_data);
        s->guess = span > 0.0f ? (float)(keys - 1) / span : 0.0f;
    }
}

/* THE SEARCH FROM A GUESS (the speed section's gltfa__find_fast): t_0 < tc < t_last and n >=
   2. The cursor missed (a jump, or keys denser than frames) or there is none: guess by
   interpolation (key times are close to evenly spaced in practice, so the guess is off by a
   key or two, wherever the jump lands), then gallop from the guess: O(1) for even spacing,
   O(log d) for a guess d keys off, O(log n) at worst, where the core's binary search takes
   log n steps. A NaN guess (unchecked infinite times) lands on last - 1. The segment is the
   same (the one with t_k <= tc < t_k+1). */
static GLTFA__ALWAYS_INLINE int gltfa__find_fast(const gltfa_sampler *s, float tc, float t0,
                                                 size_t cursor, size_t *kout)
{
    size_t last = s->key_count - 1, k;
    {
        float r = (tc - t0) * s->guess; /* guess = last / (t_last - t_0), from init */
        /* -ffast-math may assume the guess finite in the compare below; a NaN or infinite
           one (unchecked infinite times) must not reach the conversion: a test on its bits */
        if (GLTFA__FAST_MATH && (!gltfa__finite(r) || !(r >= 0.0f))) r = 0.0f;
        /* 0 <= r < last: through long where the platform layer says it is the cheaper
           conversion and last fits (the same integer) */
        if (!(r < (float)last)) k = last - 1; /* NaN and +inf too */
        else if (GLTFA__INDEX_VIA_LONG && last <= (size_t)LONG_MAX) k = (size_t)(long)r;
        else k = (size_t)r;
    }
    {
        size_t lo, hi, step;
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
        }
        k = gltfa__bsearch(s, tc, lo, hi);
    }
    if (k - cursor - 1 < last / 16) {
        /* a cursor that missed forward by a little (playback, keys denser than frames: 1 <=
           k - cursor < last / 16) will most likely miss by as much next frame: fetch the
           keys there now, while this frame's work goes on (never read; a no-op where the
           platform layer has no prefetch). Not after a longer jump, forward or back (random
           access, a seek; GLTFA__NO_CURSOR too: k - cursor wraps): keys at a random place
           only take the memory's time (make bench's _rand rows: 8-11 % slower with them).
           One test, which random times fail nearly always. */
        const size_t d = k - cursor, ahead = d < last - k ? k + d : last;
        GLTFA__PREFETCH(s->time_data + ahead * s->time_stride);
        GLTFA__PREFETCH(s->value_data + ahead * s->key_bytes);
    }
    *kout = k;
    return 1;
}

static GLTFA__NOINLINE gltfa_result gltfa__direct_channel(const gltfa_sampler *s, float tc,
                                                         size_t *cursor, float *out);
static GLTFA__NOINLINE gltfa_result gltfa__direct_found(const gltfa_sampler *s, float tc,
                                                       size_t *cursor, float *out);

/* Whether tc holds the key at a cursor on the first or the last key, as gltfa__find says,
   without a search: before or on the first key, on or after the last (NaN and -inf the
   first key, +inf the last; -ffast-math may assume tc is not NaN in these compares: then
   none is held here, and the search tests its bits). */
static GLTFA__ALWAYS_INLINE int gltfa__held(const gltfa_sampler *s, float tc, size_t cursor)
{
    return !(GLTFA__FAST_MATH && !gltfa__finite(tc)) &&
           ((cursor == 0 && !(tc > gltfa__time(s, 0))) ||
            (cursor == s->key_count - 1 && tc >= gltfa__time(s, cursor)));
}

/* THE CURSOR FAST PATH (the speed section's gltfa__sample_fast): playback inside a segment
   with one of the two common kernels, or STEP: gltfa__sample_any's steps for that case,
   calling those rows' kernels directly, in a function that makes no call but tail calls
   (an uninitialized sampler, width 0, has none of these kernels), and their held keys
   without a search; a cursor with any other kernel goes to gltfa__direct_channel (a jump to
   its kernel), one of these kernels that missed to gltfa__direct_found (the search, then
   the same jump); anything else (no cursor, an uninitialized sampler) to
   gltfa__sample_any. */
static GLTFA__ALWAYS_INLINE gltfa_result gltfa__sample_fast(const gltfa_sampler *sampler, float tc,
                                                            gltfa_cursor *cursor, float *out)
{
    size_t k;
    float tk, tk1;
    const int inline_kernel = sampler->kernel == (int)GLTFA__K_LERP3 ||
                              sampler->kernel == (int)GLTFA__K_SLERP4 ||
                              sampler->kernel == (int)GLTFA__K_STEP;
    if (cursor != NULL && !inline_kernel && sampler->key_count != 0)
        return gltfa__direct_channel(sampler, tc, cursor, out); /* the other kernels */
    if (cursor != NULL && *cursor < sampler->key_count - 1 && inline_kernel &&
        gltfa__step(sampler, tc, *cursor, &k, &tk, &tk1)) {
        gltfa__pos p;
        if (sampler->kernel == (int)GLTFA__K_STEP) { /* key k, on it or after it */
            *cursor = k;
            return gltfa__copy_key_ok(sampler, k, out);
        }
        if (tc == tk) return gltfa__sample_any(sampler, tc, cursor, out);
        p.k = k;
        p.seg = 1;
        gltfa__segment_t(tc, tk, tk1, &p.t, &p.td);
        *cursor = k;
        if (sampler->kernel == (int)GLTFA__K_SLERP4) return gltfa__k_slerp4(sampler, &p, out);
        return gltfa__k_lerp3(sampler, &p, out);
    }
    if (cursor != NULL && inline_kernel && gltfa__held(sampler, tc, *cursor))
        return gltfa__copy_key_ok(sampler, *cursor, out);
    if (cursor != NULL && inline_kernel) /* the search */
        return gltfa__direct_found(sampler, tc, cursor, out);
    return gltfa__sample_any(sampler, tc, cursor, out);
}

/* THE DIRECT PATH (a hook of gltfa_clip_sample): a clip of at most GLTFA__DIRECT_MAX
   channels is sampled channel by channel, each as gltfa__sample_any would (its input's
   cursor its cursor: the step from it, the rule, the kernel gltfa__k_any's switch names; a
   channel held before its first key or after its last copies that key without a search),
   with no stages: at this size no lanes apply, and the positions kept per input and the
   runs' calls cost more than they save (make bench's file rows: most Khronos sample files
   have one to three channels per animation). Channels that share an input share its
   cursor: the second steps from the segment the first found (gltfpack writes one input
   for the channels of an animation). gltfa__plan_fast decides it at init (no runs:
   clip->run NULL).
   Small functions that end in jumps: gltfa_clip_sample jumps to the clip's (one channel, or
   several), that to its channels' gltfa__direct_channel, that to a kernel (each out of line,
   the position passed by value), the key's copy or the search; none keeps the registers of
   another's paths (a function with every kernel inline saves six registers per call, and
   make bench's file rows of one channel ran 5-20 % faster this way). */
/* Each kernel row's scalar kernel with the position by value, out of line: gltfa__kv_<id>. */
#define GLTFA__K_BY_VALUE(id, needs, rank, one, run) \
    static GLTFA__NOINLINE gltfa_result gltfa__kv_##id(const gltfa_sampler *s, size_t k, \
                                                       gltfa__real t, gltfa__real td, float *out) \
    { \
        gltfa__pos p; \
        p.k = k; \
        p.seg = 1; \
        p.t = t; \
        p.td = td; \
        return one(s, &p, out); \
    }
GLTFA__SEMANTIC_ROWS(GLTFA__K_BY_VALUE)
GLTFA__VARIANT_ROWS(GLTFA__K_BY_VALUE)
#undef GLTFA__K_BY_VALUE

/* Segment k (t_k = tk <= tc < t_k+1 = tk1) of s at tc: the kernel, by a jump to its row's
   scalar kernel; STEP's key, and the key itself at tc == tk (the exact key rule) */
static GLTFA__ALWAYS_INLINE gltfa_result gltfa__direct_segment(const gltfa_sampler *s, float tc,
                                                              size_t k, float tk, float tk1,
                                                              float *out)
{
    gltfa__real t, td;
    if (s->kernel == (int)GLTFA__K_STEP || tc == tk) return gltfa__copy_key_ok(s, k, out);
    gltfa__segment_t(tc, tk, tk1, &t, &td);
    switch (s->kernel) {
#define GLTFA__K_CASE(id, needs, rank, one, run) \
    case GLTFA__K_##id: return gltfa__kv_##id(s, k, t, td, out);
    GLTFA__SEMANTIC_ROWS(GLTFA__K_CASE)
    GLTFA__VARIANT_ROWS(GLTFA__K_CASE)
#undef GLTFA__K_CASE
    default: break; /* none: every sampler has a row's id */
    }
    return gltfa__copy_key_ok(s, k, out);
}

/* A cursor that neither its segment, the next one nor a held key answered (random access,
   a jump): the search (gltfa__find), then its segment or key as gltfa__sample_any would give
   them, without its second try of the cursor's segments */
static GLTFA__NOINLINE gltfa_result gltfa__direct_found(const gltfa_sampler *s, float tc,
                                                       size_t *cursor, float *out)
{
    size_t k;
    const int seg = gltfa__find(s, tc, *cursor, &k);
    *cursor = k;
    if (!seg) return gltfa__copy_key_ok(s, k, out);
    return gltfa__direct_segment(s, tc, k, gltfa__time(s, k), gltfa__time(s, k + 1), out);
}

/* One channel at tc from a cursor (a direct clip's: its input's; the per-channel call's for
   the kernels it has no inline path for): in a segment (the step), gltfa__direct_segment;
   held before the first key or after the last, that key without a search (gltfa__held);
   else gltfa__direct_found. Every path ends in a call that can be a jump. */
static GLTFA__NOINLINE gltfa_result gltfa__direct_channel(const gltfa_sampler *s, float tc,
                                                         size_t *cursor, float *out)
{
    size_t k;
    float tk, tk1;
    if (*cursor < s->key_count - 1 && gltfa__step(s, tc, *cursor, &k, &tk, &tk1)) {
        *cursor = k;
        return gltfa__direct_segment(s, tc, k, tk, tk1, out);
    }
    if (gltfa__held(s, tc, *cursor)) return gltfa__copy_key_ok(s, *cursor, out);
    return gltfa__direct_found(s, tc, cursor, out);
}

#ifndef GLTFA_NO_CLIPS
/* A direct clip's entry e: its channel from its input's cursor. */
static GLTFA__ALWAYS_INLINE gltfa_result gltfa__direct_entry(gltfa_clip *clip,
                                                            const gltfa__clip_entry *e, float tc)
{
    return gltfa__direct_channel(&e->channel->sampler, tc,
                                 &clip->input[e->input - clip->input].pos.k, e->channel->dest);
}

/* A direct clip of several channels (or none), channel by channel, the last by a jump. */
static GLTFA__NOINLINE gltfa_result gltfa__clip_sample_direct(gltfa_clip *clip, float tc)
{
    const gltfa__clip_entry *e = clip->entry;
    size_t n = clip->channel_count;
    if (n == 0) return GLTFA_SUCCESS;
    for (; --n != 0; ++e) (void)gltfa__direct_entry(clip, e, tc);
    return gltfa__direct_entry(clip, e, tc);
}

/* A clip of the stages: gltfa__clip_stages out of line, so that the direct path's clips do
   not pay its frame. */
static GLTFA__NOINLINE gltfa_result gltfa__clip_sample_staged(gltfa_clip *clip, float tc)
{
    return gltfa__clip_stages(clip, tc);
}

/* The hook (gltfa_clip_sample past its check): a jump to the function that samples the
   clip, the direct path's for a clip of the direct path (no runs), else the stages'. */
static GLTFA__ALWAYS_INLINE gltfa_result gltfa__clip_sample_fast(gltfa_clip *clip, float tc)
{
    if (clip->run != NULL) return gltfa__clip_sample_staged(clip, tc);
    if (clip->channel_count == 1) return gltfa__direct_entry(clip, clip->entry, tc);
    return gltfa__clip_sample_direct(clip, tc);
}
#endif

#else /* the core build: the hooks' answers */
#define GLTFA__VARIANT_ROWS(X) /* no layout variants */

static GLTFA__ALWAYS_INLINE int gltfa__needs_t(int kernel)
{
    return (GLTFA__K_NEEDS_T >> kernel) & 1;
}

static unsigned gltfa__variant(const gltfa_sampler *s, unsigned k)
{
    (void)s;
    return k;
}

static GLTFA__ALWAYS_INLINE int gltfa__read_fast(const gltfa_sampler *s, const unsigned char *p,
                                                 float *out, size_t count)
{
    (void)s; (void)p; (void)out; (void)count;
    return 0;
}

static GLTFA__ALWAYS_INLINE int gltfa__copy_fast(const gltfa_sampler *s, size_t k, float *out)
{
    (void)s; (void)k; (void)out;
    return 0;
}

static GLTFA__ALWAYS_INLINE int gltfa__slerp_fast(const gltfa_sampler *s, size_t k, float t,
                                                  float *out, gltfa_result *r)
{
    (void)s; (void)k; (void)t; (void)out; (void)r;
    return 0;
}

static GLTFA__ALWAYS_INLINE int gltfa__lerp_fast(const gltfa_sampler *s, const unsigned char *pa,
                                                 const unsigned char *pb, gltfa__real t,
                                                 gltfa__real u, float *out)
{
    (void)s; (void)pa; (void)pb; (void)t; (void)u; (void)out;
    return 0;
}

/* No guess (the hook's core answer): the core's search does not use one. */
static GLTFA__ALWAYS_INLINE void gltfa__init_fast(gltfa_sampler *s, size_t keys, size_t in_stride)
{
    (void)s; (void)keys; (void)in_stride;
}

/* The search (the hook's core answer): gltfa__find's binary search over every key. */
static GLTFA__ALWAYS_INLINE int gltfa__find_fast(const gltfa_sampler *s, float tc, float t0,
                                                 size_t cursor, size_t *k)
{
    (void)s; (void)tc; (void)t0; (void)cursor; (void)k;
    return 0;
}

#ifndef GLTFA_NO_CUBICSPLINE
static GLTFA__ALWAYS_INLINE int gltfa__cubic_fast(const gltfa_sampler *s, size_t k, gltfa__real t,
                                                  gltfa__real td, float *out)
{
    (void)s; (void)k; (void)t; (void)td; (void)out;
    return 0;
}

static GLTFA__ALWAYS_INLINE size_t gltfa__cubic_pairs(int packed, size_t n, const unsigned char *v0,
                                                      const unsigned char *v1, const unsigned char *b0,
                                                      const unsigned char *a1, gltfa__real h00,
                                                      gltfa__real h01, gltfa__real h10, gltfa__real h11,
                                                      float *out)
{
    (void)packed; (void)n; (void)v0; (void)v1; (void)b0; (void)a1;
    (void)h00; (void)h01; (void)h10; (void)h11; (void)out;
    return 0;
}
#endif

#ifndef GLTFA_NO_CLIPS
static int gltfa__kernel_less(const gltfa__sorter *q, size_t i, size_t j)
{
    (void)q; (void)i; (void)j;
    return 0; /* never asked: the plan sorts by kernel only with runs */
}

static void gltfa__plan_fast(gltfa_clip *clip, gltfa__sorter *q)
{
    (void)clip; (void)q; /* firmware evaluates in the plan's order, entry by entry: no runs */
}

/* Stage 1 without lanes (the hook's core answer): every input by the scalar code. */
static GLTFA__ALWAYS_INLINE size_t gltfa__clip_positions(gltfa_clip *clip, float tc)
{
    (void)clip;
    (void)tc;
    return 0;
}

/* Stage 2 (the hook's core answer): entry by entry, by gltfa__evaluate. */
static GLTFA__ALWAYS_INLINE void gltfa__clip_stage2(gltfa_clip *clip)
{
    const gltfa__clip_entry *e = clip->entry, *const end = e + clip->channel_count;
    for (; e != end; ++e)
        (void)gltfa__evaluate(&e->channel->sampler, &e->input->pos, e->channel->dest);
}
#endif

#ifndef GLTFA_NO_CLIPS
/* The clip's sampling (the hook's core answer): the stages, in gltfa_clip_sample's frame. */
static GLTFA__KERNEL_INLINE gltfa_result gltfa__clip_sample_fast(gltfa_clip *clip, float tc)
{
    return gltfa__clip_stages(clip, tc);
}
#endif

/* The core build's gltfa__sample_fast: every sample takes gltfa__sample_any's path. */
static GLTFA__ALWAYS_INLINE gltfa_result gltfa__sample_fast(const gltfa_sampler *sampler, float tc,
                                                            gltfa_cursor *cursor, float *out)
{
    return gltfa__sample_any(sampler, tc, cursor, out);
}
#endif /* GLTFA__FAST */

/* =======================================================================================
   THE ENTRY POINTS: the per-channel calls and the clips' sample, over the core and the
   hooks.
   ======================================================================================= */
/* Inside a segment, the kernel the sampler chose at init: a switch made from the rows (one
   case each), the kernels called by name, not through the table (make bench measured that
   slower). */
static GLTFA__ALWAYS_INLINE gltfa_result gltfa__k_any(const gltfa_sampler *s, const gltfa__pos *p,
                                                      float *out)
{
    switch (s->kernel) {
#define GLTFA__K_CASE(id, t, rank, one, run) case GLTFA__K_##id: return one(s, p, out);
    GLTFA__SEMANTIC_ROWS(GLTFA__K_CASE)
    GLTFA__VARIANT_ROWS(GLTFA__K_CASE)
#undef GLTFA__K_CASE
    default: break; /* none: every sampler has a row's id */
    }
    return gltfa__k_copy(s, p, out);
}

/* The value at a position: the per-channel calls' dispatch (and firmware clips'), the rule
   with the test of the segment before the switch (make bench measured the rule inside each
   case slower). */
static GLTFA__ALWAYS_INLINE gltfa_result gltfa__evaluate(const gltfa_sampler *s, const gltfa__pos *p,
                                                         float *out)
{
    return gltfa__apply(s, p, out, gltfa__k_any);
}

/* gltfa_sampler_sample_cursor past its checks: any position, any kernel. */
static GLTFA__NOINLINE gltfa_result gltfa__sample_any(const gltfa_sampler *s, float tc,
                                                      gltfa_cursor *cursor, float *out)
{
    gltfa__pos p;
    GLTFA__REQUIRE(s->key_count > 0, GLTFA_ERROR_INVALID_ARGUMENT);
    gltfa__position(s, tc, cursor != NULL ? *cursor : GLTFA__NO_CURSOR,
                    GLTFA__NEEDS_T(s->kernel), &p);
    if (cursor != NULL) *cursor = p.k;
    return gltfa__evaluate(s, &p, out);
}

GLTFA_API gltfa_result gltfa_sampler_sample_cursor(const gltfa_sampler *sampler, float tc,
                                                   gltfa_cursor *cursor, float *out,
                                                   size_t out_count)
{
    GLTFA__REQUIRE(sampler != NULL && out != NULL, GLTFA_ERROR_INVALID_ARGUMENT);
    GLTFA__REQUIRE(out_count >= sampler->width, GLTFA_ERROR_OUTPUT_TOO_SMALL);
    return gltfa__sample_fast(sampler, tc, cursor, out);
}

GLTFA_API gltfa_result gltfa_sampler_sample(const gltfa_sampler *sampler, float tc, float *out,
                                            size_t out_count)
{
    return gltfa_sampler_sample_cursor(sampler, tc, NULL, out, out_count);
}

#ifndef GLTFA_NO_CLIPS
/* The two stages (inline in the core build's gltfa_clip_sample; out of line with the speed
   section, gltfa__clip_sample_staged). */
static GLTFA__KERNEL_INLINE gltfa_result gltfa__clip_stages(gltfa_clip *clip, float tc)
{
    size_t i;
    /* 1. a position for each distinct input: in lanes during playback (gltfa__clip_positions:
       when a sample found none of its positions in lanes, random access or jumps, the next
       ones go straight to the scalar code, whose first step is the lanes' step, the same
       positions either way, and the lanes are tried again every GLTFA__LANE_REST + 1
       samples); the rest by the scalar code */
    i = gltfa__clip_positions(clip, tc);
    gltfa__clip_position(clip->input + i, clip->input + clip->inputs, tc);
    /* 2. the kernels into the destinations */
    gltfa__clip_stage2(clip);
    return GLTFA_SUCCESS;
}

GLTFA_API gltfa_result gltfa_clip_sample(gltfa_clip *clip, float tc)
{
    GLTFA__REQUIRE(clip != NULL, GLTFA_ERROR_INVALID_ARGUMENT);
    return gltfa__clip_sample_fast(clip, tc);
}
#endif

#if defined(GLTFA__CONTRACT_OFF) && GLTFA__CONTRACT_OFF == 1
#pragma STDC FP_CONTRACT DEFAULT
#elif defined(GLTFA__CONTRACT_OFF)
#pragma GCC pop_options
#endif
#if defined(_MSC_VER) && !defined(__clang__) && defined(GLTF_ANIM_STATIC)
#pragma warning(pop)
#endif
#endif /* this header's implementation */
#endif /* GLTF_ANIM_IMPLEMENTATION, GLTF_ANIM_BIND_IMPLEMENTATION */

/*
   REVISION HISTORY (one line per change that matters to a caller; the reasons are in git)
     0.9.0 (unreleased) gltf_anim_bind.h: binding, pointers, skeletons, skins (errors -35 .. -37);
                        gltfa_clip_init_span, _property_width, _path_name; adapters: nodes, skins,
                        budgets, meshopt; faster (slerps move by an ulp); gltfa_clip 80 B; NO_FAST;
                        root motion (gltfa_root_motion_*, errors -38, -39); gltfa_wrap_repeat,
                        gltfa_clip_channel_sampler; clips of 1-3 channels sampled
                        directly (the same bits); the core build (-Os, NO_FAST)
                        searches by bisection, smaller on Cortex-M (the same segments);
                        gltfa_wrap_time and _repeat share one division, smaller (the same
                        results).
     0.8.0 (2026-12-02) faster, the same bits (tests/golden_bits.txt unchanged); 0.7 code
                        compiles unchanged; gltfa_clip_slot 56 -> 72 bytes on 64-bit targets
                        with double kernels (arrays sized with sizeof need nothing).
     0.7.0 (2026-12-02) the same bits on x86-64, AArch64 and wasm32 (correctly rounded square
                        roots; results move by an ulp or so); GLTFA_CONFIG_REFERENCE_BITS;
                        gltfa_clip_init_nodes_skip, gltfa_clip_channel_count, _channel_dest.
     0.6.0 (2026-12-01) gltfa_clip_init and gltfa_clip_init_nodes take one gltfa_clip_slot
                        per channel where they took optional cursors (compile error; pass a
                        slot array); gltfa_clip_plan is gone; GLTFA_NO_STDLIB, GLTFA_ONLY_FLOAT.
     0.5.0 (2026-12-01) gltfa_clip_plan; NEON and AVX2 clip lanes; sparse accessors
                        (gltfa_accessor_densify); gltfa_config; O(n log n) duplicate checks.
     0.4.0 (2026-12-01) clips span [earliest first key, latest last key]; gltfa_wrap_time takes
                        (t, start, end, mode, plays): old calls fail to compile, [0, end] is
                        (t, 0, end, ...); gltfa_property and gltfa_path replace gltfa_target.
     0.3.0 (2026-11-29) no libm; faster search and slerp; GLTFA_NO_CLIPS.
     0.2.0 (2026-11-29) clips, wrap modes, node binding, KHR_animation_pointer, blending.
     0.1.0 (2026-11-29) first release.
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
