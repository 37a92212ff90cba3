/* baseline.h - the textbook sampler `make bench` compares the library with (baseline.c, its
   own translation unit). What a competent C engine programmer writes by hand: the keys
   converted to float arrays at load, a lo/hi bisection on every call (no cursor), one
   specialized routine per channel kind chosen at load time, clamping to the first and last
   value outside the keys, slerp with acosf and sinf on the shortest arc and a normalized
   lerp above dot 0.9995. Each routine is one call per channel that the caller's compiler
   cannot inline (another translation unit, no LTO, and noinline on top). */
#ifndef BENCH_BASELINE_H
#define BENCH_BASELINE_H

#include <stddef.h>

typedef enum bl_kind {
    BL_LERP3,       /* translation, scale: lerp of 3 floats */
    BL_SLERP,       /* rotation: slerp of 4 floats */
    BL_STEP3,       /* STEP of 3 floats */
    BL_CUBIC3,      /* CUBICSPLINE of 3 floats */
    BL_CUBIC_QUAT,  /* CUBICSPLINE of 4 floats, normalized */
    BL_LERPN,       /* lerp of `width` floats (morph weights) */
    BL_STEPN,       /* STEP of `width` floats (rotations, weights: the file rows) */
    BL_CUBICN       /* CUBICSPLINE of `width` floats (weights: the file rows) */
} bl_kind;

typedef struct bl_channel {
    const float *times;  /* keys, strictly increasing */
    const float *values; /* keys x width floats; cubic: keys x [in, value, out] x width */
    size_t keys;         /* >= 1 (>= 2 for cubic) */
    int width;           /* floats per sample */
    int kind;            /* bl_kind */
} bl_channel;

void bl_lerp3(const bl_channel *c, float t, float *out);
void bl_slerp(const bl_channel *c, float t, float *out);
void bl_step3(const bl_channel *c, float t, float *out);
void bl_cubic3(const bl_channel *c, float t, float *out);
void bl_cubic_quat(const bl_channel *c, float t, float *out);
void bl_lerpn(const bl_channel *c, float t, float *out);
void bl_stepn(const bl_channel *c, float t, float *out);
void bl_cubicn(const bl_channel *c, float t, float *out);

/* The skeleton rows' hand-written hierarchy walk (what a user writes before a library offers
   one): the parent-first order computed at load, then per frame each node's local matrix
   from its T, R, S (the textbook unit-quaternion formula, no normalization, no libm) or its
   glTF matrix, a general 4x4 multiply (column-major, three nested loops) by the parent's
   world matrix, then per joint world(joint) x inverseBind, the same multiply. */
typedef struct bl_trs {
    float t[3], r[4], s[3]; /* translation, rotation x y z w, scale */
} bl_trs;

typedef struct bl_skeleton {
    const size_t *order;           /* node indices, parent first */
    const size_t *parent;          /* per node its parent, or (size_t)-1 */
    const float *const *matrices;  /* per node its glTF matrix or NULL; NULL: none */
    size_t node_count;
    const size_t *joints;          /* the skin's joints */
    const float *inverse_bind;     /* joint_count x 16 floats */
    size_t joint_count;
} bl_skeleton;

void bl_world(const bl_skeleton *sk, const bl_trs *poses, float *world);
void bl_joints(const bl_skeleton *sk, const float *world, float *joint_matrices);

#endif
