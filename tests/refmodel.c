/* refmodel.c - the spec formulas in double precision, written from the specification text,
   deliberately simple (linear segment scan, expanded Hermite basis). */
#include "refmodel.h"
#include <math.h>

const double *ref_value(const ref_sampler *r, size_t k)
{
    return r->values + (r->interp == 2 ? (3 * k + 1) : k) * r->width;
}

static void ref_normalize(double *q)
{
    double l = sqrt(q[0] * q[0] + q[1] * q[1] + q[2] * q[2] + q[3] * q[3]);
    if (l > 0) { q[0] /= l; q[1] /= l; q[2] /= l; q[3] /= l; }
}

void ref_eval(const ref_sampler *r, double tc, double *out)
{
    size_t n = r->keys, k = 0, j;
    double t, td;
    const double *a, *b;
    if (n == 1 || tc <= r->times[0]) { /* before or on the first key; a single key */
        for (j = 0; j < r->width; ++j) out[j] = ref_value(r, 0)[j];
        if (r->quat) ref_normalize(out);
        return;
    }
    if (tc >= r->times[n - 1]) {
        for (j = 0; j < r->width; ++j) out[j] = ref_value(r, n - 1)[j];
        if (r->quat) ref_normalize(out);
        return;
    }
    while (!(r->times[k] <= tc && tc < r->times[k + 1])) ++k; /* right-open segments */
    td = r->times[k + 1] - r->times[k];
    t = (tc - r->times[k]) / td;
    a = ref_value(r, k);
    b = ref_value(r, k + 1);
    if (r->interp == 1 || tc == r->times[k]) { /* STEP, or exactly on key k */
        for (j = 0; j < r->width; ++j) out[j] = a[j];
    } else if (r->interp == 0 && !r->quat) {
        for (j = 0; j < r->width; ++j) out[j] = (1 - t) * a[j] + t * b[j];
    } else if (r->interp == 0) {
        double d = a[0] * b[0] + a[1] * b[1] + a[2] * b[2] + a[3] * b[3], s = 1, ang, w0, w1;
        if (d < 0) { d = -d; s = -1; }
        if (d > 1) d = 1;
        ang = acos(d);
        if (ang < 1e-9) { w0 = 1 - t; w1 = t; }
        else { w0 = sin((1 - t) * ang) / sin(ang); w1 = sin(t * ang) / sin(ang); }
        for (j = 0; j < 4; ++j) out[j] = w0 * a[j] + s * w1 * b[j];
    } else {
        const double *bk = a + r->width;                 /* out-tangent of key k */
        const double *ak1 = b - r->width;                /* in-tangent of key k+1 */
        double t2 = t * t, t3 = t2 * t;
        for (j = 0; j < r->width; ++j)
            out[j] = (2 * t3 - 3 * t2 + 1) * a[j] + td * (t3 - 2 * t2 + t) * bk[j] +
                     (-2 * t3 + 3 * t2) * b[j] + td * (t3 - t2) * ak1[j];
    }
    if (r->quat) ref_normalize(out);
}

double ref_term_scale(const ref_sampler *r, double tc, size_t j)
{
    size_t n = r->keys, k = 0;
    double m = 1, td;
    const double *a, *b;
    if (n == 1 || tc <= r->times[0] || tc >= r->times[n - 1]) {
        a = ref_value(r, tc >= r->times[n - 1] ? n - 1 : 0);
        return fabs(a[j]) > m ? fabs(a[j]) : m;
    }
    while (!(r->times[k] <= tc && tc < r->times[k + 1])) ++k;
    a = ref_value(r, k);
    b = ref_value(r, k + 1);
    td = r->times[k + 1] - r->times[k];
    if (fabs(a[j]) > m) m = fabs(a[j]);
    if (fabs(b[j]) > m) m = fabs(b[j]);
    if (r->interp == 2) {
        if (fabs(td * a[j + r->width]) > m) m = fabs(td * a[j + r->width]);
        if (fabs(td * (b - r->width)[j]) > m) m = fabs(td * (b - r->width)[j]);
    }
    return m;
}
