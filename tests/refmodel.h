/* refmodel.h - an independent double-precision model of the glTF 2.0 sampling formulas
   (specification, Appendix C), used as the expected value by the randomized tests. */
#ifndef REFMODEL_H
#define REFMODEL_H

#include <stddef.h>

typedef struct ref_sampler {
    int interp;            /* 0 LINEAR, 1 STEP, 2 CUBICSPLINE (gltfa_interp values) */
    int quat;              /* 1: slerp for LINEAR, result normalized */
    size_t keys;
    size_t width;
    const double *times;   /* keys */
    const double *values;  /* keys x width, or keys x 3 x width as [in, value, out] per key */
} ref_sampler;

/* Evaluates at a finite time. For quaternions the result is normalized (the specification
   model itself returns the slerp/cubic value, which for unit keys is already unit). */
void ref_eval(const ref_sampler *r, double tc, double *out);

/* The largest magnitude among the terms the formula adds for component j at tc: |v_k|,
   |v_k+1| and, for CUBICSPLINE, |td b_k| and |td a_k+1|; at least 1. A float-only
   evaluation (GLTFA_NO_DOUBLE) is accurate to a few ulps of this, not of the result. */
double ref_term_scale(const ref_sampler *r, double tc, size_t j);

/* The value element of key k. */
const double *ref_value(const ref_sampler *r, size_t k);

#endif
