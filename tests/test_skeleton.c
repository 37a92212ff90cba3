/* test_skeleton.c - gltf_anim_bind.h's skeletons: world matrices from node poses and the
   parent-first order, joint (skinning) matrices, TRS to matrix and back, and every error.
   Expected values are worked out by hand next to each check, or come from the same
   composition evaluated in double here from the same float inputs (MATRICES in
   gltf_anim_bind.h states the bound), with no libm and no float expression the host could
   evaluate in excess precision. */
#include "fixture.h"
#include "harness.h"
#include "test_list.h"
#include "../gltf_anim_bind.h"
#include <stdio.h>
#include <string.h>

static void sk_trs(gltfa_trs *p, double tx, double ty, double tz, double qx, double qy, double qz,
                   double qw, double sx, double sy, double sz)
{
    p->translation[0] = (float)tx; p->translation[1] = (float)ty; p->translation[2] = (float)tz;
    p->rotation[0] = (float)qx; p->rotation[1] = (float)qy; p->rotation[2] = (float)qz;
    p->rotation[3] = (float)qw;
    p->scale[0] = (float)sx; p->scale[1] = (float)sy; p->scale[2] = (float)sz;
}

/* m (column-major) equals the 16 values want, given row by row as a person writes them. */
static void sk_check_rows(const float *m, const double *want_rows, double tol)
{
    int r, c;
    for (r = 0; r < 4; ++r)
        for (c = 0; c < 4; ++c) CHECK_NEAR(m[4 * c + r], want_rows[4 * r + c], tol);
}

/* Hand values, exact in float (every product and sum below is a small integer or half):
   the quaternion (0.5, 0.5, 0.5, 0.5) is the 120-degree turn about (1, 1, 1): n = 1, s = 2,
   xx = yy = zz = xy = xz = yz = wx = wy = wz = 0.5, so R = [[1 - 1, 0.5 - 0.5, 0.5 + 0.5],
   [0.5 + 0.5, 0, 0], [0, 0.5 + 0.5, 0]] = [[0,0,1],[1,0,0],[0,1,0]] (x -> y -> z -> x).
   (0, 0, 2, 0) is not unit: n = 4, s = 0.5, zs = 1, zz = 2, so R = diag(1 - 2, 1 - 2, 1) =
   diag(-1, -1, 1), the half turn about z, as (0, 0, 1, 0) gives.
   Node 0 (root): T (1, 2, 3), R the 120-degree turn, S 2: its matrix is R x 2 with column 3
   the translation. Node 1, child of 0: T (1, 0, 0), the half turn, S 1. world(1) =
   world(0) x local(1): its columns 0 and 1 are minus world(0)'s (the half turn flips x and
   y), column 2 is world(0)'s, column 3 is world(0)'s column 0 + column 3 = (0, 2, 0) +
   (1, 2, 3) = (1, 4, 3). Node 2 is given as a matrix (the same as node 1's local, a glTF
   node.matrix), child of node 1: world(2) = world(1) x local(1): columns 0 and 1 flip back
   to world(0)'s, column 2 is world(0)'s, column 3 = -(0, 2, 0) + (1, 4, 3) = (1, 2, 3).
   The skin: joints (1, 2), inverse bind matrices: joint 0's scale 0.5 with translation
   (0, 0, 1), joint 1's the identity (an accessor with a 68-byte stride). Joint 0 =
   world(1) x B: columns 0..2 halved, column 3 = world(1)'s column 2 + column 3 =
   (2, 0, 0) + (1, 4, 3) = (3, 4, 3). Joint 1 = world(2). */
void test_skeleton_hand_values(void)
{
    static const double w0[16] = { 0, 0, 2, 1,   2, 0, 0, 2,   0, 2, 0, 3,   0, 0, 0, 1 };
    static const double w1[16] = { 0, 0, 2, 1,  -2, 0, 0, 4,   0, -2, 0, 3,  0, 0, 0, 1 };
    static const double w2[16] = { 0, 0, 2, 1,   2, 0, 0, 2,   0, 2, 0, 3,   0, 0, 0, 1 };
    static const double j0[16] = { 0, 0, 1, 3,  -1, 0, 0, 4,   0, -1, 0, 3,  0, 0, 0, 1 };
    static const float m2[16] = { -1, 0, 0, 0,  0, -1, 0, 0,  0, 0, 1, 0,  1, 0, 0, 1 };
    static const size_t parents[3] = { GLTFA_NO_PARENT, 0, 1 };
    static const size_t joints[2] = { 1, 2 };
    const float *matrices[3];
    unsigned char ibm[2 * 68];
    gltfa_trs poses[3];
    gltfa_skeleton sk;
    gltfa_skin skin;
    gltfa_accessor acc;
    size_t memory[6], bad = 99;
    float world[48], jm[32], ibm_mem[32], local[16];
    int e;
    sk_trs(&poses[0], 1, 2, 3, 0.5, 0.5, 0.5, 0.5, 2, 2, 2);
    sk_trs(&poses[1], 1, 0, 0, 0, 0, 2, 0, 1, 1, 1);
    sk_trs(&poses[2], 9, 9, 9, 0, 0, 0, 1, 5, 5, 5); /* ignored: node 2 has a matrix */
    matrices[0] = NULL; matrices[1] = NULL; matrices[2] = m2;
    memset(ibm, 0, sizeof ibm);
    for (e = 0; e < 16; ++e) { /* joint 0: 0.5 I with (0, 0, 1); joint 1: I */
        th_put_f32(ibm + 4 * e, e == 15 ? 1.0f : e % 5 == 0 ? 0.5f : e == 14 ? 1.0f : 0.0f);
        th_put_f32(ibm + 68 + 4 * e, e % 5 == 0 ? 1.0f : 0.0f);
    }
    gltfa_trs_to_matrix(local, &poses[1]);
    for (e = 0; e < 16; ++e) CHECK_BITS(local[e], m2[e]);
    CHECK_INT(gltfa_skeleton_init(&sk, parents, matrices, 3, memory, &bad), GLTFA_SUCCESS);
    CHECK_INT(gltfa_skeleton_world(&sk, poses, world), GLTFA_SUCCESS);
    sk_check_rows(world, w0, 0);
    sk_check_rows(world + 16, w1, 0);
    sk_check_rows(world + 32, w2, 0);
    gltfa_accessor_init(&acc, ibm, 2, GLTFA_FLOAT, 16);
    acc.byte_stride = 68;
    acc.byte_length = sizeof ibm;
    CHECK_INT(gltfa_skin_init(&skin, joints, 2, 3, &acc, ibm_mem, &bad), GLTFA_SUCCESS);
    CHECK_INT(gltfa_skin_joint_count(&skin), 2);
    CHECK_INT(gltfa_skin_joints(&skin, world, jm), GLTFA_SUCCESS);
    sk_check_rows(jm, j0, 0);
    sk_check_rows(jm + 16, w2, 0);
    /* no inverse bind matrices: the identity, each joint matrix its world matrix */
    CHECK_INT(gltfa_skin_init(&skin, joints, 2, 3, NULL, ibm_mem, NULL), GLTFA_SUCCESS);
    CHECK_INT(gltfa_skin_joints(&skin, world, jm), GLTFA_SUCCESS);
    for (e = 0; e < 16; ++e) {
        CHECK_BITS(jm[e], world[16 + e]);
        CHECK_BITS(jm[16 + e], world[32 + e]);
    }
    /* the order does not depend on the indices: the same hierarchy numbered backwards */
    {
        static const size_t rev[3] = { 1, 2, GLTFA_NO_PARENT };
        gltfa_trs rp[3];
        const float *rm[3];
        rp[0] = poses[2]; rp[1] = poses[1]; rp[2] = poses[0];
        rm[0] = m2; rm[1] = NULL; rm[2] = NULL;
        CHECK_INT(gltfa_skeleton_init(&sk, rev, rm, 3, memory, NULL), GLTFA_SUCCESS);
        CHECK_INT(gltfa_skeleton_world(&sk, rp, world), GLTFA_SUCCESS);
        sk_check_rows(world + 32, w0, 0);
        sk_check_rows(world + 16, w1, 0);
        sk_check_rows(world, w2, 0);
    }
}

/* TRS to matrix: the quaternion is normalized (hand values above), a zero quaternion is the
   identity, a negative scale mirrors its column; and back: the matrices of the hand values
   give their TRS (the 120-degree turn's quaternion, scale 2; a mirror's determinant is
   negative: scale x -1 with the rotation of the rest). */
void test_skeleton_trs_matrix(void)
{
    gltfa_trs p, q;
    float m[16], m2[16];
    int e;
    sk_trs(&p, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3);
    gltfa_trs_to_matrix(m, &p); /* |q| = 0: the identity rotation, times diag(1, 2, 3) */
    for (e = 0; e < 16; ++e) CHECK_BITS(m[e], (float)(e == 0 ? 1 : e == 5 ? 2 : e == 10 ? 3 : e == 15 ? 1 : 0));
    sk_trs(&p, 1, 2, 3, 0.5, 0.5, 0.5, 0.5, 2, 2, 2);
    gltfa_trs_to_matrix(m, &p);
    CHECK_INT(gltfa_matrix_to_trs(&q, m), GLTFA_SUCCESS);
    for (e = 0; e < 3; ++e) {
        CHECK_NEAR(q.translation[e], p.translation[e], 0);
        CHECK_NEAR(q.scale[e], 2.0, 2.4e-7);
    }
    for (e = 0; e < 4; ++e) CHECK_NEAR(q.rotation[e], 0.5, 2.4e-7);
    /* a mirror: scale (-1, 1, 1) with the half turn about z: the matrix diag(1, -1, 1);
       decomposed as scale x -1 and the rotation that is left: the half turn about z */
    sk_trs(&p, 0, 0, 0, 0, 0, 1, 0, -1, 1, 1);
    gltfa_trs_to_matrix(m, &p);
    CHECK_NEAR(m[0], 1, 0);
    CHECK_NEAR(m[5], -1, 0);
    CHECK_INT(gltfa_matrix_to_trs(&q, m), GLTFA_SUCCESS);
    CHECK_NEAR(q.scale[0], -1, 2.4e-7);
    CHECK_NEAR(q.scale[1], 1, 2.4e-7);
    gltfa_trs_to_matrix(m2, &q);
    for (e = 0; e < 16; ++e) CHECK_NEAR(m2[e], m[e], 4.8e-7);
    CHECK(q.rotation[3] >= 0.0f);
}

/* A deterministic random quaternion component, scale and translation (exact small binary
   fractions, so every host builds the same floats). */
static double sk_rnd(th_rng *r, int lo, int hi, int denom)
{
    return (double)th_rng_int(r, lo, hi) / (double)denom;
}

static void sk_random_trs(th_rng *r, gltfa_trs *p)
{
    double sx = sk_rnd(r, 32, 128, 64), sy = sk_rnd(r, 32, 128, 64), sz = sk_rnd(r, 32, 128, 64);
    if (th_rng_int(r, 0, 9) == 0) sx = -sx; /* a mirror now and then */
    sk_trs(p, sk_rnd(r, -256, 256, 64), sk_rnd(r, -256, 256, 64), sk_rnd(r, -256, 256, 64),
           sk_rnd(r, -1000, 1000, 1024), sk_rnd(r, -1000, 1000, 1024), sk_rnd(r, -1000, 1000, 1024),
           sk_rnd(r, -1000, 1000, 1024), sx, sy, sz);
}

/* The double model: local matrix of a float TRS (the same formula in double), and the
   magnitude matrix of the bound (MATRICES): columns 0..2 |scale| in every row, column 3
   |translation|; for a node matrix, its absolute values. */
static void sk_local_d(double *l, double *mag, const gltfa_trs *p, const float *m)
{
    int e;
    if (m != NULL) {
        for (e = 0; e < 16; ++e) {
            l[e] = (double)m[e];
            mag[e] = l[e] < 0 ? -l[e] : l[e];
        }
    } else {
        double x = (double)p->rotation[0], y = (double)p->rotation[1], z = (double)p->rotation[2];
        double w = (double)p->rotation[3];
        double n = x * x + y * y + z * z + w * w, s = n > 0 ? 2.0 / n : 0.0;
        double sc[3];
        double R[9];
        int c, r;
        R[0] = 1 - (y * y + z * z) * s; R[3] = (x * y - w * z) * s; R[6] = (x * z + w * y) * s;
        R[1] = (x * y + w * z) * s; R[4] = 1 - (x * x + z * z) * s; R[7] = (y * z - w * x) * s;
        R[2] = (x * z - w * y) * s; R[5] = (y * z + w * x) * s; R[8] = 1 - (x * x + y * y) * s;
        for (c = 0; c < 3; ++c) {
            sc[c] = (double)p->scale[c];
            for (r = 0; r < 3; ++r) {
                l[4 * c + r] = R[3 * c + r] * sc[c];
                mag[4 * c + r] = sc[c] < 0 ? -sc[c] : sc[c];
            }
        }
        for (r = 0; r < 3; ++r) {
            l[12 + r] = (double)p->translation[r];
            mag[12 + r] = l[12 + r] < 0 ? -l[12 + r] : l[12 + r];
        }
    }
    l[3] = l[7] = l[11] = 0; l[15] = 1;
    mag[3] = mag[7] = mag[11] = 0; mag[15] = 1;
}

static void sk_mul_d(double *out, const double *a, const double *b)
{
    int r, c, k;
    for (c = 0; c < 4; ++c)
        for (r = 0; r < 4; ++r) {
            double v = 0;
            for (k = 0; k < 4; ++k) v += a[4 * k + r] * b[4 * c + k];
            out[4 * c + r] = v;
        }
}

#define SK_N 96
#define SK_U (1.0 / 16777216.0) /* 2^-24 */

/* Random forests of 1 to SK_N nodes numbered in random order (a child's index below or
   above its parent's), chains up to 40 deep, some nodes with a matrix, mirrors among the
   scales; world and joint matrices against the double model within MATRICES' bound:
   (depth + 1) x 16 x 2^-24 x A, A the product of the magnitude matrices from the root to
   the node (for a joint, one level more and |B|). The largest ratio error / bound seen must
   stay below 1/2: the bound has a margin, not a hair. */
void test_skeleton_random_vs_double(void)
{
    static size_t parents[SK_N], perm[SK_N], depth[SK_N], memory[2 * SK_N], joints[SK_N];
    static gltfa_trs poses[SK_N];
    static float mats[SK_N][16], world[16 * SK_N], jm[16 * SK_N], ibm_mem[16 * SK_N];
    static unsigned char ibm[SK_N * 72];
    static double wd[SK_N][16], ad[SK_N][16];
    const float *matrices[SK_N];
    double worst = 0.0;
    th_rng r;
    int round;
    th_rng_seed(&r, 33u);
    for (round = 0; round < 40; ++round) {
        gltfa_skeleton sk;
        gltfa_skin skin;
        gltfa_accessor acc;
        /* 1 to 8 nodes, then SK_N - 7 to SK_N: every count modulo 4, short and long */
        const size_t n = round < 8 ? (size_t)round + 1 : SK_N - (size_t)(round % 8);
        size_t i, k, njoints, stride = round % 2 ? 72 : 64;
        for (i = 0; i < n; ++i) perm[i] = i;
        for (i = n - 1; i > 0; --i) { /* a random numbering */
            size_t j = (size_t)th_rng_int(&r, 0, (int)i), t = perm[i];
            perm[i] = perm[j]; perm[j] = t;
        }
        for (k = 0; k < n; ++k) { /* perm[k]'s parent is an earlier perm[j], or none */
            size_t v = perm[k];
            int kind = th_rng_int(&r, 0, 9);
            if (k == 0 || kind == 0) parents[v] = GLTFA_NO_PARENT;
            else if (kind < 7) parents[v] = perm[k - 1];          /* long chains */
            else parents[v] = perm[(size_t)th_rng_int(&r, 0, (int)k - 1)];
            depth[v] = parents[v] == GLTFA_NO_PARENT ? 0 : depth[parents[v]] + 1;
            sk_random_trs(&r, &poses[v]);
            matrices[v] = NULL;
            if (th_rng_int(&r, 0, 7) == 0) { /* a node.matrix: a random TRS's, in float */
                gltfa_trs m;
                sk_random_trs(&r, &m);
                gltfa_trs_to_matrix(mats[v], &m);
                matrices[v] = mats[v];
            }
        }
        CHECK_INT(gltfa_skeleton_init(&sk, parents, matrices, n, memory, NULL), GLTFA_SUCCESS);
        CHECK_INT(gltfa_skeleton_world(&sk, poses, world), GLTFA_SUCCESS);
        for (k = 0; k < n; ++k) { /* the double model, parent first (perm's order) */
            size_t v = perm[k], p = parents[v];
            double l[16], mag[16];
            int e;
            sk_local_d(l, mag, &poses[v], matrices[v]);
            if (p == GLTFA_NO_PARENT) {
                for (e = 0; e < 16; ++e) { wd[v][e] = l[e]; ad[v][e] = mag[e]; }
            } else {
                sk_mul_d(wd[v], wd[p], l);
                sk_mul_d(ad[v], ad[p], mag);
            }
            for (e = 0; e < 16; ++e) {
                double bound = (double)(depth[v] + 1) * 16.0 * SK_U * ad[v][e];
                double err = (double)world[16 * v + e] - wd[v][e];
                if (err < 0) err = -err;
                CHECK(err <= bound);
                if (bound > 0 && err / bound > worst) worst = err / bound;
            }
            CHECK(world[16 * v + 3] == 0.0f && world[16 * v + 7] == 0.0f &&
                  world[16 * v + 11] == 0.0f && world[16 * v + 15] == 1.0f);
        }
        /* a skin of some nodes, each with a random affine inverse bind matrix */
        njoints = (size_t)th_rng_int(&r, 1, (int)n);
        memset(ibm, 0, sizeof ibm);
        for (i = 0; i < njoints; ++i) {
            int e;
            joints[i] = (size_t)th_rng_int(&r, 0, (int)n - 1);
            for (e = 0; e < 16; ++e)
                th_put_f32(ibm + i * stride + 4 * (size_t)e,
                           e == 15 ? 1.0f : e % 4 == 3 ? 0.0f : (float)sk_rnd(&r, -256, 256, 128));
        }
        gltfa_accessor_init(&acc, ibm, njoints, GLTFA_FLOAT, 16);
        acc.byte_stride = stride;
        CHECK_INT(gltfa_skin_init(&skin, joints, njoints, n, &acc, ibm_mem, NULL), GLTFA_SUCCESS);
        CHECK_INT(gltfa_skin_joints(&skin, world, jm), GLTFA_SUCCESS);
        for (i = 0; i < njoints; ++i) {
            double b[16], babs[16], jd[16], jb[16];
            size_t v = joints[i];
            int e;
            for (e = 0; e < 16; ++e) {
                b[e] = (double)th_get_f32(ibm + i * stride + 4 * (size_t)e);
                babs[e] = b[e] < 0 ? -b[e] : b[e];
            }
            sk_mul_d(jd, wd[v], b);
            sk_mul_d(jb, ad[v], babs);
            for (e = 0; e < 16; ++e) {
                double bound = (double)(depth[v] + 2) * 16.0 * SK_U * jb[e];
                double err = (double)jm[16 * i + e] - jd[e];
                if (err < 0) err = -err;
                CHECK(err <= bound);
                if (bound > 0 && err / bound > worst) worst = err / bound;
            }
        }
    }
    CHECK(worst < 0.5); /* measured: 0.29 (a root's local matrix) */
}

/* Hostile hierarchies and skins: each refused with its code and the failing node or joint,
   never a crash, and the skeleton or skin zeroed. */
void test_skeleton_errors(void)
{
    static const float ok_m[16] = { 1, 0, 0, 0,  0, 1, 0, 0,  0, 0, 1, 0,  0, 0, 0, 1 };
    size_t memory[16], bad = 99, joints[2] = { 0, 5 };
    gltfa_skeleton sk;
    gltfa_skin skin;
    gltfa_accessor acc;
    float ibm_mem[32], m[16];
    unsigned char bytes[128];
    gltfa_trs t;
    int e;
    { /* a node its own parent; a loop of three; a chain into a loop; out of range */
        static const size_t self[3] = { GLTFA_NO_PARENT, 1, 0 };
        static const size_t loop[4] = { 1, 2, 0, GLTFA_NO_PARENT };
        static const size_t into[5] = { GLTFA_NO_PARENT, 2, 3, 4, 2 };
        static const size_t range[3] = { GLTFA_NO_PARENT, 3, 0 };
        CHECK_INT(gltfa_skeleton_init(&sk, self, NULL, 3, memory, &bad), GLTFA_ERROR_CYCLE);
        CHECK_INT(bad, 1);
        CHECK(sk.node_count == 0 && sk.order == NULL);
        CHECK_INT(gltfa_skeleton_init(&sk, loop, NULL, 4, memory, &bad), GLTFA_ERROR_CYCLE);
        CHECK_INT(bad, 0);
        CHECK_INT(gltfa_skeleton_init(&sk, into, NULL, 5, memory, &bad), GLTFA_ERROR_CYCLE);
        CHECK_INT(bad, 1);
        CHECK_INT(gltfa_skeleton_init(&sk, range, NULL, 3, memory, &bad), GLTFA_ERROR_PARENT_INDEX);
        CHECK_INT(bad, 1);
        CHECK_INT(gltfa_skeleton_world(&sk, &t, m), GLTFA_SUCCESS); /* zeroed: nothing to do */
    }
    { /* node matrices: NaN, shear, a zero column, a projective last row */
        const float *mats[2];
        static float bad_m[16];
        mats[0] = ok_m;
        mats[1] = bad_m;
        memcpy(bad_m, ok_m, sizeof bad_m);
        bad_m[13] = (float)th_get_f32((const unsigned char *)"\x00\x00\xc0\x7f"); /* NaN */
        CHECK_INT(gltfa_skeleton_init(&sk, NULL, mats, 2, memory, &bad), GLTFA_ERROR_VALUE_NOT_FINITE);
        CHECK_INT(bad, 1);
        CHECK_INT(gltfa_matrix_to_trs(&t, bad_m), GLTFA_ERROR_VALUE_NOT_FINITE);
        memcpy(bad_m, ok_m, sizeof bad_m);
        bad_m[4] = 0.5f; /* column 1 = (0.5, 1, 0): cosine with column 0 = 0.45 */
        CHECK_INT(gltfa_skeleton_init(&sk, NULL, mats, 2, memory, &bad), GLTFA_ERROR_NOT_DECOMPOSABLE);
        CHECK_INT(gltfa_matrix_to_trs(&t, bad_m), GLTFA_ERROR_NOT_DECOMPOSABLE);
        memcpy(bad_m, ok_m, sizeof bad_m);
        bad_m[10] = 0.0f; /* zero scale */
        CHECK_INT(gltfa_matrix_to_trs(&t, bad_m), GLTFA_ERROR_NOT_DECOMPOSABLE);
        memcpy(bad_m, ok_m, sizeof bad_m);
        bad_m[3] = 0.25f; /* a perspective row */
        CHECK_INT(gltfa_matrix_to_trs(&t, bad_m), GLTFA_ERROR_NOT_DECOMPOSABLE);
        memcpy(bad_m, ok_m, sizeof bad_m);
        bad_m[0] = 3e19f; /* its square overflows */
        CHECK_INT(gltfa_matrix_to_trs(&t, bad_m), GLTFA_ERROR_NOT_DECOMPOSABLE);
        memcpy(bad_m, ok_m, sizeof bad_m);
        bad_m[1] = 1e-5f; /* a cosine of 1e-5: decomposable (the bound is 1e-4) */
        CHECK_INT(gltfa_matrix_to_trs(&t, bad_m), GLTFA_SUCCESS);
    }
    { /* huge scales: 1e30 cubed overflows at the third level; a NaN pose and a NaN
         translation under a parent: every element finite (clamped to +-FLT_MAX; the NaN to
         -FLT_MAX), the last rows still 0 0 0 1 (NaN x 0 is not added into them), and the
         joints' elements finite too */
        static const size_t chain[4] = { GLTFA_NO_PARENT, 0, 1, 2 };
        static const size_t all[4] = { 0, 1, 2, 3 };
        gltfa_trs big[4];
        float w[64], j[64], ib[64];
        const float fmax = (float)3.40282347e38; /* FLT_MAX (a cast: s390x evaluates float
                                                    constants in double) */
        size_t i;
        for (i = 0; i < 4; ++i) sk_trs(&big[i], 1e30, -1e30, 0, 0, 0.6, 0, 0.8, 1e30, 1e30, 1e30);
        big[3].rotation[0] = th_get_f32((const unsigned char *)"\x00\x00\xc0\x7f"); /* NaN */
        big[2].translation[1] = big[3].rotation[0];
        CHECK_INT(gltfa_skeleton_init(&sk, chain, NULL, 4, memory, NULL), GLTFA_SUCCESS);
        CHECK_INT(gltfa_skeleton_world(&sk, big, w), GLTFA_SUCCESS);
        CHECK_INT(gltfa_skin_init(&skin, all, 4, 4, NULL, ib, NULL), GLTFA_SUCCESS);
        CHECK_INT(gltfa_skin_joints(&skin, w, j), GLTFA_SUCCESS);
        for (i = 0; i < 64; ++i) {
            CHECK(th_isfinite((double)w[i]));
            CHECK(th_isfinite((double)j[i]));
        }
        CHECK(w[32] == fmax || w[32] == -fmax); /* 1e30^3 */
        CHECK(w[48] == -fmax); /* the NaN pose's */
        CHECK(w[45] == -fmax); /* the NaN translation's row 1 */
        for (i = 0; i < 4; ++i)
            CHECK(w[16 * i + 3] == 0.0f && w[16 * i + 7] == 0.0f && w[16 * i + 11] == 0.0f &&
                  w[16 * i + 15] == 1.0f);
        gltfa_trs_to_matrix(w, &big[3]);
        for (i = 0; i < 16; ++i) CHECK(th_isfinite((double)w[i]));
        { /* roots: a NaN rotation, and a NaN translation, clamped as nodes under a parent */
            static const size_t roots[2] = { GLTFA_NO_PARENT, GLTFA_NO_PARENT };
            sk_trs(&big[0], 1, 2, 3, 0, 0.6, 0, 0.8, 1, 1, 1);
            big[1] = big[0];
            big[0].rotation[0] = th_get_f32((const unsigned char *)"\x00\x00\xc0\x7f"); /* NaN */
            big[1].translation[0] = big[0].rotation[0];
            CHECK_INT(gltfa_skeleton_init(&sk, roots, NULL, 2, memory, NULL), GLTFA_SUCCESS);
            CHECK_INT(gltfa_skeleton_world(&sk, big, w), GLTFA_SUCCESS);
            for (i = 0; i < 32; ++i) CHECK(th_isfinite((double)w[i]));
            /* the NaN rotation's 3 x 3: a NaN norm scales by 0 (gltfa_trs_to_matrix), so
               1 - 2 (y^2 + z^2) / n is 1 and the elements with x NaN; its translation 1 2 3 */
            for (i = 0; i < 11; ++i)
                CHECK(w[i] == (i % 4 == 3 ? 0.0f : (i == 0 ? 1.0f : -fmax)));
            CHECK(w[12] == 1.0f && w[13] == 2.0f && w[14] == 3.0f);
            CHECK(w[16 + 12] == -fmax && w[16 + 13] == 2.0f && w[16 + 14] == 3.0f);
            for (i = 0; i < 2; ++i)
                CHECK(w[16 * i + 3] == 0.0f && w[16 * i + 7] == 0.0f && w[16 * i + 11] == 0.0f &&
                      w[16 * i + 15] == 1.0f);
        }
    }
    CHECK_INT(gltfa_skeleton_init(&sk, NULL, NULL, 0, NULL, NULL), GLTFA_SUCCESS); /* empty */
    CHECK_INT(gltfa_skeleton_init(&sk, NULL, NULL, (size_t)-1 / 4, memory, NULL), GLTFA_ERROR_SIZE_OVERFLOW);
    /* skins: a joint out of range, too few matrices, wrong types, a NaN, short bytes */
    memset(bytes, 0, sizeof bytes);
    for (e = 0; e < 32; ++e) th_put_f32(bytes + 4 * e, e % 5 == 0 ? 1.0f : 0.0f);
    gltfa_accessor_init(&acc, bytes, 2, GLTFA_FLOAT, 16);
    CHECK_INT(gltfa_skin_init(&skin, joints, 2, 5, &acc, ibm_mem, &bad), GLTFA_ERROR_NODE_INDEX);
    CHECK_INT(bad, 1);
    CHECK(gltfa_skin_joint_count(&skin) == 0);
    joints[1] = 4;
    CHECK_INT(gltfa_skin_init(&skin, joints, 2, 5, &acc, ibm_mem, &bad), GLTFA_SUCCESS);
    acc.count = 1;
    CHECK_INT(gltfa_skin_init(&skin, joints, 2, 5, &acc, ibm_mem, &bad), GLTFA_ERROR_COUNT_MISMATCH);
    acc.count = 2;
    acc.components = 4;
    CHECK_INT(gltfa_skin_init(&skin, joints, 2, 5, &acc, ibm_mem, &bad), GLTFA_ERROR_COMPONENT_COUNT);
    acc.components = 16;
    acc.component_type = GLTFA_SHORT;
    CHECK_INT(gltfa_skin_init(&skin, joints, 2, 5, &acc, ibm_mem, &bad), GLTFA_ERROR_COMPONENT_TYPE);
    acc.component_type = 5130;
    CHECK_INT(gltfa_skin_init(&skin, joints, 2, 5, &acc, ibm_mem, &bad), GLTFA_ERROR_UNKNOWN_COMPONENT_TYPE);
    acc.component_type = GLTFA_FLOAT;
    acc.normalized = 1;
    CHECK_INT(gltfa_skin_init(&skin, joints, 2, 5, &acc, ibm_mem, &bad), GLTFA_ERROR_NORMALIZED);
    acc.normalized = 0;
    acc.byte_stride = 60;
    CHECK_INT(gltfa_skin_init(&skin, joints, 2, 5, &acc, ibm_mem, &bad), GLTFA_ERROR_STRIDE);
    acc.byte_stride = 0;
    acc.byte_length = 127; /* two matrices need 128 */
    CHECK_INT(gltfa_skin_init(&skin, joints, 2, 5, &acc, ibm_mem, &bad), GLTFA_ERROR_DATA_TOO_SHORT);
    acc.byte_length = 128;
    acc.byte_stride = (size_t)-1 / 2; /* the second matrix far past byte_length */
    CHECK_INT(gltfa_skin_init(&skin, joints, 2, 5, &acc, ibm_mem, &bad), GLTFA_ERROR_DATA_TOO_SHORT);
    acc.byte_length = 0;
    acc.byte_stride = (size_t)-1 - 8;
    CHECK_INT(gltfa_skin_init(&skin, joints, 2, 5, &acc, ibm_mem, &bad), GLTFA_ERROR_SIZE_OVERFLOW);
    acc.byte_stride = 0;
    th_put_f32(bytes + 64 + 4 * 13, (float)th_get_f32((const unsigned char *)"\x00\x00\x80\x7f")); /* inf */
    CHECK_INT(gltfa_skin_init(&skin, joints, 2, 5, &acc, ibm_mem, &bad), GLTFA_ERROR_VALUE_NOT_FINITE);
    CHECK_INT(bad, 1);
    acc.data = NULL;
    CHECK_INT(gltfa_skin_init(&skin, joints, 2, 5, &acc, ibm_mem, &bad), GLTFA_ERROR_NULL_DATA);
    CHECK_INT(gltfa_skin_init(&skin, joints, 0, 5, NULL, NULL, NULL), GLTFA_SUCCESS);
    CHECK_INT(gltfa_skin_joints(&skin, NULL, NULL), GLTFA_SUCCESS); /* no joints: nothing */
}

/* The golden cases of gltf_anim_bind.h's matrices, at the end of tests/golden_bits.txt
   (test_golden_bits calls this after its own cases; SKELETONS AND MATRICES in
   gltf_anim_bind.h: the same bits on the same targets): a forest of 24 nodes numbered out
   of order, chains and branches, four of them glTF matrices, poses with non-unit
   quaternions and mirrors (multiples of 1/64 and 1/1024: exact floats); every world
   matrix, then a skin of 16 joints with inverse bind matrices of multiples of 1/128. */
static float gd_q(th_rng *r, int lo, int hi, int denom)
{
    return (float)((double)((long)(th_rng_u32(r) % (unsigned long)(hi - lo + 1)) + lo) / (double)denom);
}

void th_golden_skeleton(th_rng *r)
{
    static const size_t parents[24] = { 5, GLTFA_NO_PARENT, 1, 2, 3, 4, 5, 6, 7, 8, 1, 10,
                                        11, 12, 2, 14, GLTFA_NO_PARENT, 16, 17, 9, 19, 20, 21, 0 };
    static float mats[4][16], world[24 * 16], jm[16 * 16], ibm_mem[16 * 16];
    static unsigned char ibm[16 * 64];
    static size_t memory[48], joints[16];
    gltfa_trs poses[24];
    const float *matrices[24];
    gltfa_skeleton sk;
    gltfa_skin skin;
    gltfa_accessor acc;
    size_t i, e;
    for (i = 0; i < 24; ++i) {
        gltfa_trs *p = &poses[i];
        for (e = 0; e < 3; ++e) p->translation[e] = gd_q(r, -256, 256, 64);
        for (e = 0; e < 4; ++e) p->rotation[e] = gd_q(r, -1000, 1000, 1024);
        for (e = 0; e < 3; ++e) p->scale[e] = gd_q(r, 32, 128, 64);
        if (i % 7 == 3) p->scale[0] = -p->scale[0];
        matrices[i] = NULL;
        if (i % 6 == 5) {
            gltfa_trs m;
            for (e = 0; e < 3; ++e) m.translation[e] = gd_q(r, -256, 256, 64);
            for (e = 0; e < 4; ++e) m.rotation[e] = gd_q(r, -1000, 1000, 1024);
            for (e = 0; e < 3; ++e) m.scale[e] = gd_q(r, 32, 128, 64);
            gltfa_trs_to_matrix(mats[i / 6], &m);
            matrices[i] = mats[i / 6];
        }
    }
    CHECK_INT(gltfa_skeleton_init(&sk, parents, matrices, 24, memory, NULL), GLTFA_SUCCESS);
    CHECK_INT(gltfa_skeleton_world(&sk, poses, world), GLTFA_SUCCESS);
    /* Without the reference bits (-ffast-math, x87, ...): twice gltf_anim_bind.h's bound at
       the deepest node (depth 12, node 22; a joint one level more) of the case's largest
       magnitude, which bounds A there: 2 x 14 x 2^-20. */
    th_golden_case("skeleton.world", world, 24 * 16, 2.0 * 14.0 / 1048576.0);
    for (i = 0; i < 16; ++i) {
        joints[i] = (i * 7 + 3) % 24;
        for (e = 0; e < 16; ++e)
            th_put_f32(ibm + 64 * i + 4 * e, e == 15 ? 1.0f : e % 4 == 3 ? 0.0f : gd_q(r, -256, 256, 128));
    }
    gltfa_accessor_init(&acc, ibm, 16, GLTFA_FLOAT, 16);
    CHECK_INT(gltfa_skin_init(&skin, joints, 16, 24, &acc, ibm_mem, NULL), GLTFA_SUCCESS);
    CHECK_INT(gltfa_skin_joints(&skin, world, jm), GLTFA_SUCCESS);
    th_golden_case("skeleton.joints", jm, 16 * 16, 2.0 * 14.0 / 1048576.0);
}
