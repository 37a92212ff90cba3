/* baseline.c - the textbook sampler (see baseline.h), in its own translation unit.
   Compiled with the same flags as the library (-std=c99 -O2, no -march, no LTO). */
#include "baseline.h"
#include <math.h>

#if defined(__GNUC__) || defined(__clang__)
#define BL_NOINLINE __attribute__((noinline))
#else
#define BL_NOINLINE
#endif

/* The segment k with t[k] <= tc < t[k + 1], for t[0] < tc < t[n - 1]: bisection. */
static size_t find_key(const float *t, size_t n, float tc)
{
    size_t lo = 0, hi = n - 1;
    while (hi - lo > 1) {
        size_t mid = (lo + hi) >> 1;
        if (t[mid] <= tc) lo = mid; else hi = mid;
    }
    return lo;
}

BL_NOINLINE void bl_lerp3(const bl_channel *c, float tc, float *out)
{
    const float *t = c->times, *a, *b;
    size_t n = c->keys, k;
    float u;
    if (tc <= t[0]) { a = c->values; out[0] = a[0]; out[1] = a[1]; out[2] = a[2]; return; }
    if (tc >= t[n - 1]) { a = c->values + 3 * (n - 1); out[0] = a[0]; out[1] = a[1]; out[2] = a[2]; return; }
    k = find_key(t, n, tc);
    u = (tc - t[k]) / (t[k + 1] - t[k]);
    a = c->values + 3 * k;
    b = a + 3;
    out[0] = a[0] + (b[0] - a[0]) * u;
    out[1] = a[1] + (b[1] - a[1]) * u;
    out[2] = a[2] + (b[2] - a[2]) * u;
}

BL_NOINLINE void bl_step3(const bl_channel *c, float tc, float *out)
{
    const float *t = c->times, *a;
    size_t n = c->keys, k;
    if (tc <= t[0]) k = 0;
    else if (tc >= t[n - 1]) k = n - 1;
    else k = find_key(t, n, tc);
    a = c->values + 3 * k;
    out[0] = a[0]; out[1] = a[1]; out[2] = a[2];
}

BL_NOINLINE void bl_lerpn(const bl_channel *c, float tc, float *out)
{
    const float *t = c->times, *a, *b;
    size_t n = c->keys, k, j, w = (size_t)c->width;
    float u;
    if (tc <= t[0]) { a = c->values; for (j = 0; j < w; ++j) out[j] = a[j]; return; }
    if (tc >= t[n - 1]) { a = c->values + w * (n - 1); for (j = 0; j < w; ++j) out[j] = a[j]; return; }
    k = find_key(t, n, tc);
    u = (tc - t[k]) / (t[k + 1] - t[k]);
    a = c->values + w * k;
    b = a + w;
    for (j = 0; j < w; ++j) out[j] = a[j] + (b[j] - a[j]) * u;
}

BL_NOINLINE void bl_stepn(const bl_channel *c, float tc, float *out)
{
    const float *t = c->times, *a;
    size_t n = c->keys, k, j, w = (size_t)c->width;
    if (tc <= t[0]) k = 0;
    else if (tc >= t[n - 1]) k = n - 1;
    else k = find_key(t, n, tc);
    a = c->values + w * k;
    for (j = 0; j < w; ++j) out[j] = a[j];
}

static void copy4(float *out, const float *a)
{
    out[0] = a[0]; out[1] = a[1]; out[2] = a[2]; out[3] = a[3];
}

static void normalize4(float *q)
{
    float s = 1.0f / sqrtf(q[0] * q[0] + q[1] * q[1] + q[2] * q[2] + q[3] * q[3]);
    q[0] *= s; q[1] *= s; q[2] *= s; q[3] *= s;
}

/* Slerp on the shortest arc; a normalized lerp for nearly equal keys (dot > 0.9995). */
BL_NOINLINE void bl_slerp(const bl_channel *c, float tc, float *out)
{
    const float *t = c->times, *a, *b;
    size_t n = c->keys, k;
    float u, d, w0, w1;
    if (tc <= t[0]) { copy4(out, c->values); return; }
    if (tc >= t[n - 1]) { copy4(out, c->values + 4 * (n - 1)); return; }
    k = find_key(t, n, tc);
    u = (tc - t[k]) / (t[k + 1] - t[k]);
    a = c->values + 4 * k;
    b = a + 4;
    d = a[0] * b[0] + a[1] * b[1] + a[2] * b[2] + a[3] * b[3];
    w1 = d < 0.0f ? -1.0f : 1.0f;
    d = fabsf(d);
    if (d > 0.9995f) {
        w0 = 1.0f - u;
        w1 *= u;
        out[0] = w0 * a[0] + w1 * b[0];
        out[1] = w0 * a[1] + w1 * b[1];
        out[2] = w0 * a[2] + w1 * b[2];
        out[3] = w0 * a[3] + w1 * b[3];
        normalize4(out);
    } else {
        float th = acosf(d), inv = 1.0f / sinf(th);
        w0 = sinf((1.0f - u) * th) * inv;
        w1 *= sinf(u * th) * inv;
        out[0] = w0 * a[0] + w1 * b[0];
        out[1] = w0 * a[1] + w1 * b[1];
        out[2] = w0 * a[2] + w1 * b[2];
        out[3] = w0 * a[3] + w1 * b[3];
    }
}

/* CUBICSPLINE: per key [in-tangent, value, out-tangent], tangents scaled by td. */
BL_NOINLINE void bl_cubic3(const bl_channel *c, float tc, float *out)
{
    const float *t = c->times, *a, *b, *bo, *ai;
    size_t n = c->keys, k, j;
    float u, u2, u3, td, h00, h10, h01, h11;
    if (tc <= t[0]) { a = c->values + 3; out[0] = a[0]; out[1] = a[1]; out[2] = a[2]; return; }
    if (tc >= t[n - 1]) { a = c->values + 9 * (n - 1) + 3; out[0] = a[0]; out[1] = a[1]; out[2] = a[2]; return; }
    k = find_key(t, n, tc);
    td = t[k + 1] - t[k];
    u = (tc - t[k]) / td;
    u2 = u * u;
    u3 = u2 * u;
    h00 = 2 * u3 - 3 * u2 + 1;
    h10 = td * (u3 - 2 * u2 + u);
    h01 = -2 * u3 + 3 * u2;
    h11 = td * (u3 - u2);
    a = c->values + 9 * k + 3; /* value k; a + 3 is its out-tangent */
    b = a + 9;                 /* value k + 1; b - 3 is its in-tangent */
    bo = a + 3;
    ai = b - 3;
    for (j = 0; j < 3; ++j) out[j] = h00 * a[j] + h10 * bo[j] + h01 * b[j] + h11 * ai[j];
}

BL_NOINLINE void bl_cubic_quat(const bl_channel *c, float tc, float *out)
{
    const float *t = c->times, *a, *b, *bo, *ai;
    size_t n = c->keys, k, j;
    float u, u2, u3, td, h00, h10, h01, h11;
    if (tc <= t[0]) { copy4(out, c->values + 4); return; }
    if (tc >= t[n - 1]) { copy4(out, c->values + 12 * (n - 1) + 4); return; }
    k = find_key(t, n, tc);
    td = t[k + 1] - t[k];
    u = (tc - t[k]) / td;
    u2 = u * u;
    u3 = u2 * u;
    h00 = 2 * u3 - 3 * u2 + 1;
    h10 = td * (u3 - 2 * u2 + u);
    h01 = -2 * u3 + 3 * u2;
    h11 = td * (u3 - u2);
    a = c->values + 12 * k + 4;
    b = a + 12;
    bo = a + 4;
    ai = b - 4;
    for (j = 0; j < 4; ++j) out[j] = h00 * a[j] + h10 * bo[j] + h01 * b[j] + h11 * ai[j];
    normalize4(out);
}

BL_NOINLINE void bl_cubicn(const bl_channel *c, float tc, float *out)
{
    const float *t = c->times, *a, *b, *bo, *ai;
    size_t n = c->keys, k, j, w = (size_t)c->width;
    float u, u2, u3, td, h00, h10, h01, h11;
    if (tc <= t[0]) { a = c->values + w; for (j = 0; j < w; ++j) out[j] = a[j]; return; }
    if (tc >= t[n - 1]) { a = c->values + 3 * w * (n - 1) + w; for (j = 0; j < w; ++j) out[j] = a[j]; return; }
    k = find_key(t, n, tc);
    td = t[k + 1] - t[k];
    u = (tc - t[k]) / td;
    u2 = u * u;
    u3 = u2 * u;
    h00 = 2 * u3 - 3 * u2 + 1;
    h10 = td * (u3 - 2 * u2 + u);
    h01 = -2 * u3 + 3 * u2;
    h11 = td * (u3 - u2);
    a = c->values + 3 * w * k + w;
    b = a + 3 * w;
    bo = a + w;
    ai = b - w;
    for (j = 0; j < w; ++j) out[j] = h00 * a[j] + h10 * bo[j] + h01 * b[j] + h11 * ai[j];
}

/* ---------------------------------------------------------------------------------------
   The skeleton rows' hierarchy walk (baseline.h): the two helpers static, so that the
   compiler may inline them into the walk, as in a user's own file
   --------------------------------------------------------------------------------------- */

static void bl_trs_to_mat4(const bl_trs *p, float *m)
{
    float x = p->r[0], y = p->r[1], z = p->r[2], w = p->r[3];
    float xx = x * x, yy = y * y, zz = z * z, xy = x * y, xz = x * z, yz = y * z;
    float wx = w * x, wy = w * y, wz = w * z;
    m[0] = (1.0f - 2.0f * (yy + zz)) * p->s[0];
    m[1] = 2.0f * (xy + wz) * p->s[0];
    m[2] = 2.0f * (xz - wy) * p->s[0];
    m[3] = 0.0f;
    m[4] = 2.0f * (xy - wz) * p->s[1];
    m[5] = (1.0f - 2.0f * (xx + zz)) * p->s[1];
    m[6] = 2.0f * (yz + wx) * p->s[1];
    m[7] = 0.0f;
    m[8] = 2.0f * (xz + wy) * p->s[2];
    m[9] = 2.0f * (yz - wx) * p->s[2];
    m[10] = (1.0f - 2.0f * (xx + yy)) * p->s[2];
    m[11] = 0.0f;
    m[12] = p->t[0];
    m[13] = p->t[1];
    m[14] = p->t[2];
    m[15] = 1.0f;
}

static void bl_mat4_mul(float *out, const float *a, const float *b)
{
    int r, c, k;
    for (c = 0; c < 4; ++c)
        for (r = 0; r < 4; ++r) {
            float v = 0.0f;
            for (k = 0; k < 4; ++k) v += a[4 * k + r] * b[4 * c + k];
            out[4 * c + r] = v;
        }
}

BL_NOINLINE void bl_world(const bl_skeleton *sk, const bl_trs *poses, float *world)
{
    size_t k;
    for (k = 0; k < sk->node_count; ++k) {
        size_t v = sk->order[k], p = sk->parent[v];
        float local[16];
        const float *l = local;
        if (sk->matrices != NULL && sk->matrices[v] != NULL) l = sk->matrices[v];
        else bl_trs_to_mat4(&poses[v], local);
        if (p == (size_t)-1) {
            int e;
            for (e = 0; e < 16; ++e) world[16 * v + e] = l[e];
        } else {
            bl_mat4_mul(world + 16 * v, world + 16 * p, l);
        }
    }
}

BL_NOINLINE void bl_joints(const bl_skeleton *sk, const float *world, float *joint_matrices)
{
    size_t j;
    for (j = 0; j < sk->joint_count; ++j)
        bl_mat4_mul(joint_matrices + 16 * j, world + 16 * sk->joints[j], sk->inverse_bind + 16 * j);
}
