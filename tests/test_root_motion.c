/* test_root_motion.c - root motion (gltf_anim_bind.h: gltfa_root_motion_*) and the loop
   count it stands on (gltf_anim.h: gltfa_wrap_repeat). Hand-computed cases first, each
   worked out next to its checks; then a model in double beside the library over hours of
   60 Hz frames; then hostile roots. The model uses no trigonometry (no libm): a planar
   turn is the complex number z = h^2 / |h|^2 of the twist's half angle h = (w, q_up), a
   ground transform (z, p), composed as (z1, p1) o (z2, p2) = (z1 z2, p1 + z1 p2), and L^k
   by repeated squaring. The only angles are the keys' (test-local series below). */
#include "fixture.h"
#include "harness.h"
#include "test_list.h"
#include "../gltf_anim_bind.h"
#include <stdio.h>
#include <string.h>

#define RM_PI 3.14159265358979323846
#define RM_EPS (1.0 / 16777216.0) /* 2^-24 */

static double rm_abs(double x) { return x < 0 ? -x : x; }

/* cos and sin of |a| <= 2 pi by their Taylor series (40 terms: below 1e-17 there). */
static void rm_cos_sin(double a, double *c, double *s)
{
    double term = 1, cs = 0, sn = 0;
    int n;
    for (n = 0; n < 40; ++n) {
        if (n % 2 == 0) cs += (n % 4 == 0 ? 1 : -1) * term;
        else sn += (n % 4 == 1 ? 1 : -1) * term;
        term *= a / (double)(n + 1);
    }
    *c = cs;
    *s = sn;
}

/* ---- a clip of one root node (node 1 of 2), its translation and rotation channels ---- */

#define RM_KEYS 64
typedef struct rm_fix {
    unsigned char tb[4 * RM_KEYS], vb[4 * 9 * RM_KEYS], rb[4 * 12 * RM_KEYS];
    gltfa_channel_desc d[2];
    gltfa_channel ch[2];
    gltfa_clip_slot sl[2];
    gltfa_clip clip;
    gltfa_trs poses[2];
    gltfa_nodes nodes;
    gltfa_root_motion rm;
} rm_fix;

/* keys key times; tr (3 per key element: x3 for CUBICSPLINE) or NULL, rot (4 per
   element) or NULL. Returns gltfa_clip_init_nodes's result. */
static gltfa_result rm_build(rm_fix *f, const float *times, size_t keys, const float *tr,
                             const float *rot, gltfa_interp interp)
{
    size_t i, n = 0, per = interp == GLTFA_INTERP_CUBICSPLINE ? 3 : 1;
    memset(f, 0, sizeof *f);
    for (i = 0; i < keys; ++i) th_put_f32(f->tb + 4 * i, times[i]);
    for (i = 0; i < 2; ++i) {
        f->poses[i].rotation[3] = 1.0f;
        f->poses[i].scale[0] = f->poses[i].scale[1] = f->poses[i].scale[2] = 1.0f;
    }
    f->nodes.poses = f->poses;
    f->nodes.node_count = 2;
    if (tr != NULL) {
        for (i = 0; i < 3 * keys * per; ++i) th_put_f32(f->vb + 4 * i, tr[i]);
        gltfa_accessor_init(&f->d[n].input, f->tb, keys, GLTFA_FLOAT, 1);
        gltfa_accessor_init(&f->d[n].output, f->vb, keys * per, GLTFA_FLOAT, 3);
        f->d[n].interp = interp;
        f->d[n].path = GLTFA_PATH_TRANSLATION;
        f->d[n].node = 1;
        ++n;
    }
    if (rot != NULL) {
        for (i = 0; i < 4 * keys * per; ++i) th_put_f32(f->rb + 4 * i, rot[i]);
        gltfa_accessor_init(&f->d[n].input, f->tb, keys, GLTFA_FLOAT, 1);
        gltfa_accessor_init(&f->d[n].output, f->rb, keys * per, GLTFA_FLOAT, 4);
        f->d[n].interp = interp;
        f->d[n].path = GLTFA_PATH_ROTATION;
        f->d[n].node = 1;
        ++n;
    }
    return gltfa_clip_init_nodes(&f->clip, f->ch, f->sl, f->d, n, &f->nodes, NULL);
}

/* A twist of `deg` degrees about axis `up` as a float quaternion (x, y, z, w). */
static void rm_twist(float *q, int up, double deg)
{
    double c, s;
    rm_cos_sin(deg * RM_PI / 360.0, &c, &s);
    q[0] = q[1] = q[2] = 0.0f;
    q[up] = (float)s;
    q[3] = (float)c;
}

static void rm_check_motion(const gltfa_motion *m, double x, double y, double z, double yaw_deg,
                            double tol)
{
    double c, s;
    CHECK_NEAR(m->translation[0], x, tol);
    CHECK_NEAR(m->translation[1], y, tol);
    CHECK_NEAR(m->translation[2], z, tol);
    CHECK_NEAR(m->yaw, yaw_deg * RM_PI / 180.0, tol);
    rm_cos_sin((double)m->yaw / 2, &c, &s); /* the quaternion is the same turn */
    CHECK_NEAR(m->rotation[3], c, 1e-6);
    CHECK_NEAR(m->rotation[0] + m->rotation[1] + m->rotation[2], s, 1e-6);
}

/* A straight walk, no yaw: two keys at 0 and 1, translation (0, 0, 0) -> (0, 0, 2), up y
   (ground axes z and x). M's z = 2 k + 2 q exactly (every value an exact float), x = 0. */
void test_root_motion_straight_walk(void)
{
    static const float times[2] = { 0, 1 };
    static const float tr[6] = { 0, 0, 0, 0, 0, 2 };
    static rm_fix f;
    gltfa_motion m;
    gltfa_trs g;
    CHECK_INT(rm_build(&f, times, 2, tr, NULL, GLTFA_INTERP_LINEAR), GLTFA_SUCCESS);
    CHECK_INT(gltfa_root_motion_init(&f.rm, &f.clip, &f.nodes, 1, 1, 0), GLTFA_SUCCESS);
    gltfa_root_motion_at(&f.rm, 0.0f, &m);    rm_check_motion(&m, 0, 0, 0, 0, 0);
    gltfa_root_motion_at(&f.rm, 0.25f, &m);   rm_check_motion(&m, 0, 0, 0.5, 0, 0);
    gltfa_root_motion_at(&f.rm, 1.0f, &m);    rm_check_motion(&m, 0, 0, 2, 0, 0);    /* L */
    gltfa_root_motion_at(&f.rm, 2.25f, &m);   rm_check_motion(&m, 0, 0, 4.5, 0, 0);  /* L^2 rel(.25) */
    gltfa_root_motion_at(&f.rm, -0.25f, &m);  rm_check_motion(&m, 0, 0, -0.5, 0, 0); /* L^-1 rel(.75) */
    gltfa_root_motion_at(&f.rm, -3.0f, &m);   rm_check_motion(&m, 0, 0, -6, 0, 0);
    gltfa_root_motion_at(&f.rm, 3600.0f, &m); rm_check_motion(&m, 0, 0, 7200, 0, 0); /* an hour */
    gltfa_root_motion_at(&f.rm, 36000.5f, &m); rm_check_motion(&m, 0, 0, 72001, 0, 0);
    /* deltas: from 0.875 (z 1.75) to 1.125 (z 2 + 0.25): 0.5; backwards -0.5; at hour 10 */
    gltfa_root_motion_delta(&f.rm, 0.875f, 1.125f, &m); rm_check_motion(&m, 0, 0, 0.5, 0, 0);
    gltfa_root_motion_delta(&f.rm, 1.125f, 0.875f, &m); rm_check_motion(&m, 0, 0, -0.5, 0, 0);
    gltfa_root_motion_delta(&f.rm, 36000.875f, 36001.125f, &m); rm_check_motion(&m, 0, 0, 0.5, 0, 0);
    gltfa_root_motion_delta(&f.rm, 5.0f, 5.0f, &m); rm_check_motion(&m, 0, 0, 0, 0, 0);
    /* the grounded pose: the ground components go, the height stays; no yaw: rotation kept */
    g.translation[0] = 1.5f; g.translation[1] = 0.75f; g.translation[2] = -2.0f;
    g.rotation[0] = 0.0f; g.rotation[1] = 0.625f; g.rotation[2] = 0.0f; g.rotation[3] = 0.75f;
    g.scale[0] = 2.0f; g.scale[1] = 3.0f; g.scale[2] = 4.0f;
    gltfa_root_motion_ground(&f.rm, &g, &g);
    CHECK(g.translation[0] == 0.0f && g.translation[1] == 0.75f && g.translation[2] == 0.0f);
    CHECK(g.rotation[1] == 0.625f && g.rotation[3] == 0.75f && g.scale[2] == 4.0f); /* exact floats */
}

/* A turn per loop around a circle: keys at 0 and 1, translation (0, 0, 0) -> (0, 0, 1),
   rotation a twist 0 -> 90 degrees about y; yaw extracted. L: forward 1 along z, then a
   quarter turn (z towards x). In (z, x): L^1 = (1, 0) 90; L^2 = (1, 0) + R90 (1, 0) = (1, 1)
   180; L^3 = (1, 1) + R180 (1, 0) = (0, 1) 270 = -90; L^4 = identity: a square. Mid-pass:
   M(1.5) = L o rel(0.5) = (1, 0) + R90 (0.5, 0) = (1, 0.5) at 135. Tolerance: the key
   quaternion's float rounding (sin 45 degrees) and the outputs' (2^-24 of 2 pi): 2e-6. */
void test_root_motion_circle(void)
{
    static const float times[2] = { 0, 1 };
    static const float tr[6] = { 0, 0, 0, 0, 0, 1 };
    static rm_fix f;
    float rot[8];
    gltfa_motion m;
    gltfa_trs g;
    const double tol = 2e-6;
    rm_twist(rot, 1, 0.0);
    rm_twist(rot + 4, 1, 90.0);
    CHECK_INT(rm_build(&f, times, 2, tr, rot, GLTFA_INTERP_LINEAR), GLTFA_SUCCESS);
    CHECK_INT(gltfa_root_motion_init(&f.rm, &f.clip, &f.nodes, 1, 1, GLTFA_ROOT_MOTION_YAW),
              GLTFA_SUCCESS);
    gltfa_root_motion_at(&f.rm, 0.0f, &m); rm_check_motion(&m, 0, 0, 0, 0, 0);
    gltfa_root_motion_at(&f.rm, 1.0f, &m); rm_check_motion(&m, 0, 0, 1, 90, tol);
    gltfa_root_motion_at(&f.rm, 1.5f, &m); rm_check_motion(&m, 0.5, 0, 1, 135, tol);
    gltfa_root_motion_at(&f.rm, 2.0f, &m); rm_check_motion(&m, 1, 0, 1, 180, tol);
    gltfa_root_motion_at(&f.rm, 3.0f, &m); rm_check_motion(&m, 1, 0, 0, -90, tol);
    gltfa_root_motion_at(&f.rm, 4.0f, &m); rm_check_motion(&m, 0, 0, 0, 0, tol);
    gltfa_root_motion_at(&f.rm, 4000.0f, &m); rm_check_motion(&m, 0, 0, 0, 0, 4000 * tol);
    gltfa_root_motion_at(&f.rm, 4001.5f, &m); rm_check_motion(&m, 0.5, 0, 1, 135, 4000 * tol);
    /* backwards: M(-1) = L^-1 = (-R-90 (1, 0)) = (0, 1) at -90 (x 1); M(-0.5) = L^-1 o
       rel(0.5) = (0, 1) + R-90 (0.5, 0) = (0, 0.5) at -45 */
    gltfa_root_motion_at(&f.rm, -1.0f, &m); rm_check_motion(&m, 1, 0, 0, -90, tol);
    gltfa_root_motion_at(&f.rm, -0.5f, &m); rm_check_motion(&m, 0.5, 0, 0, -45, tol);
    /* a delta across the loop's edge, in the character's axes at 0.875 (78.75 degrees):
       M(0.875) = (0.875, 0) at 78.75, M(1.125) = (1, 0) + R90 (0.125, 0) = (1, 0.125) at
       101.25; R(-78.75) ((1, 0.125) - (0.875, 0)) = R(-78.75) (0.125, 0.125), 22.5 */
    {
        double c, s;
        rm_cos_sin(-78.75 * RM_PI / 180.0, &c, &s);
        gltfa_root_motion_delta(&f.rm, 0.875f, 1.125f, &m);
        rm_check_motion(&m, s * 0.125 + c * 0.125, 0, c * 0.125 - s * 0.125, 22.5, tol);
    }
    /* the same delta 1000 loops later; and a delta of 4 whole loops: the identity */
    {
        double c, s;
        rm_cos_sin(-78.75 * RM_PI / 180.0, &c, &s);
        gltfa_root_motion_delta(&f.rm, 4000.875f, 4001.125f, &m);
        rm_check_motion(&m, s * 0.125 + c * 0.125, 0, c * 0.125 - s * 0.125, 22.5, tol);
    }
    gltfa_root_motion_delta(&f.rm, 10.25f, 14.25f, &m); rm_check_motion(&m, 0, 0, 0, 0, 5 * tol);
    /* grounded: a pose at 30 degrees of twist, 1 up, loses the twist and the ground */
    g.translation[0] = 3.0f; g.translation[1] = 1.0f; g.translation[2] = 4.0f;
    rm_twist(g.rotation, 1, 30.0);
    g.scale[0] = g.scale[1] = g.scale[2] = 1.0f;
    gltfa_root_motion_ground(&f.rm, &g, &g);
    CHECK(g.translation[0] == 0.0f && g.translation[1] == 1.0f && g.translation[2] == 0.0f);
    CHECK(g.rotation[0] == 0.0f && g.rotation[1] == 0.0f && g.rotation[2] == 0.0f);
    CHECK_NEAR(g.rotation[3], 1.0, 1e-7);
    /* a lean (20 degrees about x) after a twist (40 about y), q = twist x lean (the
       Hamilton product, in double): the grounded rotation is the lean */
    {
        float tw[4], le[4];
        double x, y, z, w, a[4], b[4];
        int e;
        rm_twist(tw, 1, 40.0);
        rm_twist(le, 0, 20.0);
        for (e = 0; e < 4; ++e) { a[e] = (double)tw[e]; b[e] = (double)le[e]; }
        w = a[3] * b[3] - a[1] * b[1];
        x = a[3] * b[0] + b[3] * a[0] + (a[1] * b[2] - a[2] * b[1]);
        y = a[3] * b[1] + b[3] * a[1] + (a[2] * b[0] - a[0] * b[2]);
        z = a[3] * b[2] + b[3] * a[2] + (a[0] * b[1] - a[1] * b[0]);
        g.rotation[0] = (float)x; g.rotation[1] = (float)y; g.rotation[2] = (float)z; g.rotation[3] = (float)w;
        gltfa_root_motion_ground(&f.rm, &g, &g);
        CHECK_NEAR(g.rotation[0], le[0], 1e-6);
        CHECK(g.rotation[1] == 0.0f);
        CHECK_NEAR(g.rotation[2], 0.0, 1e-6);
        CHECK_NEAR(g.rotation[3], le[3], 1e-6);
    }
}

/* A late start and the up axis z: keys at 2 and 4 (span [2, 4], d = 2), translation
   (5, 7, 1) -> (8, 3, 1), up z (ground axes x and y): l = (3, -4); no yaw. M(2) = 0, M(4) =
   l, M(3) = l / 2, M(1) = L^-1 rel(3) = -l + l / 2 = -l / 2, M(10) = 3 l (the end of the
   fourth pass: k = 3, q = 4 -> L^3 rel(4) = L^4? no: 10 = 2 + 4 x 2, so k = 3 and q = 4:
   L^3 o L = L^4 = 4 l). */
void test_root_motion_late_start(void)
{
    static const float times[2] = { 2, 4 };
    static const float tr[6] = { 5, 7, 1, 8, 3, 1 };
    static rm_fix f;
    gltfa_motion m;
    CHECK_INT(rm_build(&f, times, 2, tr, NULL, GLTFA_INTERP_LINEAR), GLTFA_SUCCESS);
    CHECK_INT(gltfa_root_motion_init(&f.rm, &f.clip, &f.nodes, 1, 2, 0), GLTFA_SUCCESS);
    gltfa_root_motion_at(&f.rm, 2.0f, &m); rm_check_motion(&m, 0, 0, 0, 0, 0);
    gltfa_root_motion_at(&f.rm, 3.0f, &m); rm_check_motion(&m, 1.5, -2, 0, 0, 0);
    gltfa_root_motion_at(&f.rm, 4.0f, &m); rm_check_motion(&m, 3, -4, 0, 0, 0);
    gltfa_root_motion_at(&f.rm, 1.0f, &m); rm_check_motion(&m, -1.5, 2, 0, 0, 0);
    gltfa_root_motion_at(&f.rm, 0.0f, &m); rm_check_motion(&m, -3, 4, 0, 0, 0);
    gltfa_root_motion_at(&f.rm, 10.0f, &m); rm_check_motion(&m, 12, -16, 0, 0, 0);
    /* playing backwards from 10 to 1: M(10)^-1 M(1) = -4.5 l */
    gltfa_root_motion_delta(&f.rm, 10.0f, 1.0f, &m); rm_check_motion(&m, -13.5, 18, 0, 0, 0);
    /* before the clip's first key the channel holds its first value: the same pose */
    CHECK_INT(gltfa_root_motion_init(&f.rm, &f.clip, &f.nodes, 1, 0, 0), GLTFA_SUCCESS);
    gltfa_root_motion_at(&f.rm, 4.0f, &m); rm_check_motion(&m, 0, -4, 0, 0, 0); /* up x: (y, z) */
}

/* The tiny loop angle of issue 41: a start yaw of 75 degrees, a turn of 0.01 degrees per
   loop, one unit forward. The loop angle is that of the float keys (the model: from their
   exact products, in double), to its own size: within 1e-6 of it, where a difference of
   two float angles would be off by ~1e-3 of it. After 36,000 loops (10 hours of 1 s) the
   path turned 360 degrees: the turn is accurate to (k + 1) x 2^-24 of it. */
void test_root_motion_tiny_angle(void)
{
    static const float times[2] = { 0, 1 };
    static const float tr[6] = { 0, 0, 0, 0, 0, 1 };
    static rm_fix f;
    float rot[8];
    gltfa_motion m;
    double c0, s0, cn, sn, re, im, theta, h;
    rm_twist(rot, 1, 75.0);
    rm_twist(rot + 4, 1, 75.01);
    CHECK_INT(rm_build(&f, times, 2, tr, rot, GLTFA_INTERP_LINEAR), GLTFA_SUCCESS);
    CHECK_INT(gltfa_root_motion_init(&f.rm, &f.clip, &f.nodes, 1, 1, GLTFA_ROOT_MOTION_YAW),
              GLTFA_SUCCESS);
    /* the model's loop angle, of the poses as sampled (the keys normalized): 2 atan(im /
       re) by its series (|im / re| ~ 1e-4: 3 terms) */
    CHECK_INT(gltfa_sampler_sample(&f.ch[1].sampler, 0.0f, rot, 4), GLTFA_SUCCESS);
    CHECK_INT(gltfa_sampler_sample(&f.ch[1].sampler, 1.0f, rot + 4, 4), GLTFA_SUCCESS);
    c0 = (double)rot[3]; s0 = (double)rot[1]; cn = (double)rot[7]; sn = (double)rot[5];
    re = c0 * cn + s0 * sn; /* exact products, one rounding each sum */
    im = c0 * sn - s0 * cn;
    h = im / re;
    theta = 2 * (h - h * h * h / 3 + h * h * h * h * h / 5);
    CHECK(rm_abs(theta - 0.01 * RM_PI / 180.0) < 2e-7); /* the float keys' own angle */
    gltfa_root_motion_at(&f.rm, 1.0f, &m);
    CHECK(rm_abs((double)m.yaw - theta) <= 1e-6 * rm_abs(theta));
    gltfa_root_motion_at(&f.rm, 36000.0f, &m); /* L^36000: 360 degrees and a bit */
    CHECK(rm_abs((double)m.yaw - (36000 * theta - 2 * RM_PI)) <= 36001 * RM_EPS * rm_abs(theta) + 4 * RM_EPS);
    gltfa_root_motion_at(&f.rm, 18000.0f, &m); /* L^18000: half way round (18000 theta < pi) */
    CHECK(rm_abs((double)m.yaw - 18000 * theta) <= 18001 * RM_EPS * rm_abs(theta) + 4 * RM_EPS);
    /* diameter of the circle: sum of 18000 unit steps turning by theta: 1 / sin(theta / 2) */
    {
        double x = (double)m.translation[0], z = (double)m.translation[2], chord2 = x * x + z * z;
        double d = 1.0 / (theta / 2 - theta * theta * theta / 48); /* 1 / sin(theta / 2) */
        /* |sum| = |sin(k theta / 2) / sin(theta / 2)|, k theta / 2 ~ pi / 2 - 0.0... */
        CHECK(chord2 > 0.99 * d * d && chord2 <= d * d * (1 + 1e-6));
    }
}

/* ---- the model ---- */

typedef struct rm_g { double zr, zi, pr, pi; } rm_g; /* turn z, translation p (complex) */

static rm_g rm_compose(rm_g a, rm_g b)
{
    rm_g o;
    o.zr = a.zr * b.zr - a.zi * b.zi;
    o.zi = a.zr * b.zi + a.zi * b.zr;
    o.pr = a.pr + (a.zr * b.pr - a.zi * b.pi);
    o.pi = a.pi + (a.zr * b.pi + a.zi * b.pr);
    return o;
}

static rm_g rm_inverse(rm_g a)
{
    rm_g o;
    o.zr = a.zr;
    o.zi = -a.zi;
    o.pr = -(o.zr * a.pr - o.zi * a.pi);
    o.pi = -(o.zr * a.pi + o.zi * a.pr);
    return o;
}

static rm_g rm_power(rm_g a, long k)
{
    rm_g o = { 1, 0, 0, 0 };
    unsigned long n = (unsigned long)(k < 0 ? -k : k);
    if (k < 0) a = rm_inverse(a);
    while (n) {
        if (n & 1) o = rm_compose(o, a);
        a = rm_compose(a, a);
        n >>= 1;
    }
    return o;
}

/* G of a pose (translation t, rotation r) for axis up, yaw or not. */
static rm_g rm_ground(const float *t, const float *r, int up, int yaw)
{
    rm_g g;
    double c = 1, s = 0, n;
    if (yaw && (r[3] != 0 || r[up] != 0)) { c = (double)r[3]; s = (double)r[up]; }
    n = c * c + s * s;
    g.zr = (c * c - s * s) / n;
    g.zi = 2 * c * s / n;
    g.pr = (double)t[(up + 1) % 3];
    g.pi = (double)t[(up + 2) % 3];
    return g;
}

typedef struct rm_model {
    const gltfa_sampler *tr, *rot;
    float start, end;
    int up, yaw;
    rm_g g0_inv, loop;
} rm_model;

static rm_g rm_model_rel(const rm_model *md, float q)
{
    float t[3] = { 0, 0, 0 }, r[4] = { 0, 0, 0, 1 };
    if (md->tr) gltfa_sampler_sample(md->tr, q, t, 3);
    if (md->rot) gltfa_sampler_sample(md->rot, q, r, 4);
    return rm_compose(md->g0_inv, rm_ground(t, r, md->up, md->yaw));
}

static void rm_model_init(rm_model *md, const rm_fix *f, int up, int yaw)
{
    float t[3] = { 0, 0, 0 }, r[4] = { 0, 0, 0, 1 };
    md->tr = f->d[0].path == GLTFA_PATH_TRANSLATION ? &f->ch[0].sampler : NULL;
    md->rot = yaw ? &f->ch[md->tr ? 1 : 0].sampler : NULL;
    md->start = gltfa_clip_start(&f->clip);
    md->end = gltfa_clip_end(&f->clip);
    md->up = up;
    md->yaw = yaw;
    if (md->tr) gltfa_sampler_sample(md->tr, md->start, t, 3);
    if (md->rot) gltfa_sampler_sample(md->rot, md->start, r, 4);
    md->g0_inv = rm_inverse(rm_ground(t, r, up, yaw));
    md->loop = rm_model_rel(md, md->end);
}

/* M(time) by the model (k and q from gltfa_wrap_repeat, checked on their own above). */
static rm_g rm_model_at(const rm_model *md, float time, long *k)
{
    float q = gltfa_wrap_repeat(time, md->start, md->end, k);
    return rm_compose(rm_power(md->loop, *k), rm_model_rel(md, q));
}

/* The library's motion as a ground transform. */
static rm_g rm_of_motion(const gltfa_motion *m, int up)
{
    rm_g g;
    double c = (double)m->rotation[3], s = (double)m->rotation[up], n = c * c + s * s;
    g.zr = (c * c - s * s) / n;
    g.zi = 2 * c * s / n;
    g.pr = (double)m->translation[(up + 1) % 3];
    g.pi = (double)m->translation[(up + 2) % 3];
    return g;
}

static double rm_size(rm_g g) { return rm_abs(g.pr) + rm_abs(g.pi); }

/* |a - b| within the documented bound: 4 x 2^-24 ((|k| + 1) S + |M|), S = one pass's and
   rel(q)'s size (translation; angle in radians, bounded by pi each). Counts failures. */
static int rm_within(rm_g got, rm_g want, double kabs, double s_trans, double *worst)
{
    double tol_t = 4 * RM_EPS * ((kabs + 1) * s_trans + rm_size(want)) + 1e-30;
    double tol_a = 4 * RM_EPS * ((kabs + 1) * 2 * RM_PI + RM_PI);
    double et = rm_abs(got.pr - want.pr) + rm_abs(got.pi - want.pi);
    double ea = rm_abs(got.zr - want.zr) + rm_abs(got.zi - want.zi);
    if (et / tol_t > *worst) *worst = et / tol_t;
    if (ea / tol_a > *worst) *worst = ea / tol_a;
    return et <= tol_t && ea <= tol_a;
}

/* A clip of `keys` keys over [t0, t0 + d]: a walk that sways (translation), a twist from
   `yaw0` turning by `turn` degrees per pass with a wobble, about axis `up`. */
static gltfa_result rm_build_walk(rm_fix *f, th_rng *r, size_t keys, double t0, double d,
                                  int up, double yaw0, double turn, double step, gltfa_interp interp)
{
    static float times[RM_KEYS], tr[9 * RM_KEYS], rot[12 * RM_KEYS];
    size_t i, per = interp == GLTFA_INTERP_CUBICSPLINE ? 3 : 1, e;
    for (i = 0; i < keys; ++i) {
        double u = (double)i / (double)(keys - 1);
        float *t = tr + 3 * (i * per + (per == 3 ? 1 : 0)), *q = rot + 4 * (i * per + (per == 3 ? 1 : 0));
        times[i] = (float)(t0 + d * u);
        t[(up + 1) % 3] = (float)(step * u + (i && i + 1 < keys ? th_rng_range(r, -0.05, 0.05) : 0));
        t[(up + 2) % 3] = (float)(i && i + 1 < keys ? th_rng_range(r, -0.1, 0.1) : 0.25);
        t[up] = (float)(0.9 + th_rng_range(r, -0.05, 0.05));
        rm_twist(q, up, yaw0 + turn * u + (i && i + 1 < keys ? th_rng_range(r, -3, 3) : 0));
        if (per == 3) { /* tangents: small, any */
            for (e = 0; e < 3; ++e) {
                tr[3 * (i * 3) + e] = (float)th_rng_range(r, -0.2, 0.2);
                tr[3 * (i * 3 + 2) + e] = (float)th_rng_range(r, -0.2, 0.2);
            }
            for (e = 0; e < 4; ++e) {
                rot[4 * (i * 3) + e] = (float)th_rng_range(r, -0.02, 0.02);
                rot[4 * (i * 3 + 2) + e] = (float)th_rng_range(r, -0.02, 0.02);
            }
        }
    }
    return rm_build(f, times, keys, tr, rot, interp);
}

/* The library beside the model: every 60 Hz frame's delta and M(t) for an hour (216,000
   frames), then every 97th frame to hour 10, each within the bound; and the deltas summed
   in double against M(t), within the sum of their bounds (each delta's error carried to
   the end by the turns after it: its angle error times the distance still to go). */
void test_root_motion_vs_model(void)
{
    static rm_fix f;
    static const struct {
        double t0, d, yaw0, turn, step;
        int up, yaw, keys;
        gltfa_interp interp;
    } cases[4] = {
        { 0.0, 1.3, 75.0, 7.0, 1.1, 1, 1, 9, GLTFA_INTERP_LINEAR },
        { 0.25, 0.8, 75.0, 0.01, 0.7, 2, 1, 6, GLTFA_INTERP_CUBICSPLINE },
        { 1.0, 2.0, -170.0, 180.0, 2.0, 0, 1, 5, GLTFA_INTERP_LINEAR },
        { 0.0, 1.0, 30.0, 40.0, 1.5, 1, 0, 4, GLTFA_INTERP_STEP },
    };
    th_rng r;
    int c;
    th_rng_seed(&r, 4141u);
    for (c = 0; c < 4; ++c) {
        rm_model md;
        rm_g sum = { 1, 0, 0, 0 }, want;
        gltfa_motion m;
        double worst = 0, sum_tol = 0, s_trans, prev_len = 0;
        long f_i, k, bad = 0, frames = c == 0 ? 216000 : 21600;
        float prev = 0.0f;
        CHECK_INT(rm_build_walk(&f, &r, (size_t)cases[c].keys, cases[c].t0, cases[c].d, cases[c].up,
                                cases[c].yaw0, cases[c].turn, cases[c].step, cases[c].interp),
                  GLTFA_SUCCESS);
        CHECK_INT(gltfa_root_motion_init(&f.rm, &f.clip, &f.nodes, 1, (unsigned)cases[c].up,
                                         cases[c].yaw ? GLTFA_ROOT_MOTION_YAW : 0),
                  GLTFA_SUCCESS);
        rm_model_init(&md, &f, cases[c].up, cases[c].yaw);
        s_trans = rm_size(md.loop) + 4 * cases[c].step + 1;
        prev = (float)cases[c].t0;
        for (f_i = 1; f_i <= frames + 3600; ++f_i) {
            long fr = f_i <= frames ? f_i : frames + (f_i - frames) * 97 * (c == 0 ? 9 : 90);
            float t = (float)(cases[c].t0 + (double)fr / 60.0), q;
            long k1;
            rm_g d_want, got;
            want = rm_model_at(&md, t, &k);
            CHECK(gltfa_root_motion_at(&f.rm, t, &m) == GLTFA_SUCCESS);
            if (!rm_within(rm_of_motion(&m, md.up), want, (double)(k < 0 ? -k : k), s_trans, &worst)) ++bad;
            CHECK(gltfa_root_motion_delta(&f.rm, prev, t, &m) == GLTFA_SUCCESS);
            q = gltfa_wrap_repeat(prev, md.start, md.end, &k1);
            (void)q;
            d_want = rm_compose(rm_inverse(rm_model_at(&md, prev, &k1)), rm_model_at(&md, t, &k));
            got = rm_of_motion(&m, md.up);
            if (!rm_within(got, d_want, (double)(k - k1 < 0 ? k1 - k : k - k1), s_trans, &worst)) ++bad;
            if (f_i <= frames) { /* the game's accumulation, in double */
                double len = rm_size(want);
                sum = rm_compose(sum, got);
                sum_tol += 4 * RM_EPS * (2 * s_trans + rm_size(d_want)) +
                           4 * RM_EPS * (2 * RM_PI) * (prev_len + len + 1);
                prev_len = len;
            }
            if (f_i == frames) {
                double e = rm_abs(sum.pr - want.pr) + rm_abs(sum.pi - want.pi);
                double sz = rm_size(want) + rm_size(sum);
                if (!(e <= sum_tol + 4 * RM_EPS * sz)) {
                    printf("  root motion case %d: the sum of %ld deltas is %g from M(t), bound %g\n",
                           c, frames, e, sum_tol);
                    ++bad;
                }
            }
            prev = t;
        }
        printf("  root motion case %d: %ld frames of M(t) and deltas, worst error / bound %.3g; %ld off it\n",
               c, frames + 3600, worst, bad);
        CHECK_INT(bad, 0);
        CHECK(worst <= 1.0);
    }
}

/* Hostile roots and misuse: named errors, or finite output. */
void test_root_motion_errors(void)
{
    static const float times[2] = { 0, 1 };
    static const float tr[6] = { 0, 0, 0, 0, 0, 2 };
    static rm_fix f;
    float rot[8], big[6], nan_tr[6];
    gltfa_motion m;
    unsigned char nanb[4] = { 0x00, 0x00, 0xc0, 0x7f };
    int i;
    CHECK_INT(rm_build(&f, times, 2, tr, NULL, GLTFA_INTERP_LINEAR), GLTFA_SUCCESS);
    CHECK_INT(gltfa_root_motion_init(&f.rm, &f.clip, &f.nodes, 2, 1, 0), GLTFA_ERROR_NODE_INDEX);
    CHECK_INT(gltfa_root_motion_init(&f.rm, &f.clip, &f.nodes, 1, 3, 0), GLTFA_ERROR_AXIS);
    CHECK_INT(gltfa_root_motion_init(&f.rm, &f.clip, &f.nodes, 0, 1, 0), GLTFA_ERROR_NOT_ANIMATED);
    /* a failed init leaves nothing usable */
    th_assert_hits = 0;
    CHECK_INT(gltfa_root_motion_at(&f.rm, 0.5f, &m), GLTFA_ERROR_INVALID_ARGUMENT);
    CHECK_INT(gltfa_root_motion_delta(&f.rm, 0.5f, 1.0f, &m), GLTFA_ERROR_INVALID_ARGUMENT);
    CHECK_INT(gltfa_root_motion_init(NULL, &f.clip, &f.nodes, 1, 1, 0), GLTFA_ERROR_INVALID_ARGUMENT);
    CHECK_INT(gltfa_root_motion_init(&f.rm, NULL, &f.nodes, 1, 1, 0), GLTFA_ERROR_INVALID_ARGUMENT);
    CHECK_INT(gltfa_root_motion_init(&f.rm, &f.clip, NULL, 1, 1, 0), GLTFA_ERROR_INVALID_ARGUMENT);
    CHECK_INT(gltfa_root_motion_init(&f.rm, &f.clip, &f.nodes, 1, 1, 6u), GLTFA_ERROR_INVALID_ARGUMENT);
    CHECK(th_assert_hits == 6);
    th_assert_hits = 0;
    /* yaw asked, rotation not animated: the translation alone is enough; only the rotation
       animated, no yaw: nothing to take */
    CHECK_INT(gltfa_root_motion_init(&f.rm, &f.clip, &f.nodes, 1, 1, GLTFA_ROOT_MOTION_YAW), GLTFA_SUCCESS);
    rm_twist(rot, 1, 10.0);
    rm_twist(rot + 4, 1, 20.0);
    CHECK_INT(rm_build(&f, times, 2, NULL, rot, GLTFA_INTERP_LINEAR), GLTFA_SUCCESS);
    CHECK_INT(gltfa_root_motion_init(&f.rm, &f.clip, &f.nodes, 1, 1, 0), GLTFA_ERROR_NOT_ANIMATED);
    CHECK_INT(gltfa_root_motion_init(&f.rm, &f.clip, &f.nodes, 1, 1, GLTFA_ROOT_MOTION_YAW), GLTFA_SUCCESS);
    gltfa_root_motion_at(&f.rm, 2.5f, &m); /* 2.5 passes of 10 degrees, no travel */
    rm_check_motion(&m, 0, 0, 0, 25, 1e-6);
    /* a rest value that is not finite, for a part without a channel */
    f.poses[1].translation[0] = th_get_f32(nanb);
    CHECK_INT(gltfa_root_motion_init(&f.rm, &f.clip, &f.nodes, 1, 1, GLTFA_ROOT_MOTION_YAW),
              GLTFA_ERROR_VALUE_NOT_FINITE);
    /* NaN keys in a clip of unchecked samplers (gltfa_clip_init): gltfa_sampler_check's error */
    memcpy(nan_tr, tr, sizeof tr);
    nan_tr[5] = th_get_f32(nanb);
    CHECK_INT(rm_build(&f, times, 2, nan_tr, NULL, GLTFA_INTERP_LINEAR), GLTFA_ERROR_VALUE_NOT_FINITE);
    {
        gltfa_channel ch1;
        gltfa_clip_slot sl1;
        gltfa_clip cl;
        CHECK_INT(gltfa_sampler_init(&ch1.sampler, &f.d[0].input, &f.d[0].output,
                                     GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_TRANSLATION), GLTFA_SUCCESS);
        ch1.dest = f.poses[1].translation;
        CHECK_INT(gltfa_clip_init(&cl, &ch1, 1, &sl1), GLTFA_SUCCESS);
        CHECK_INT(gltfa_root_motion_init(&f.rm, &cl, &f.nodes, 1, 1, 0), GLTFA_ERROR_VALUE_NOT_FINITE);
        /* a rotation channel on the translation: the wrong width */
        ch1.dest = f.poses[1].rotation;
        CHECK_INT(gltfa_clip_init(&cl, &ch1, 1, &sl1), GLTFA_SUCCESS);
        CHECK_INT(gltfa_root_motion_init(&f.rm, &cl, &f.nodes, 1, 1, GLTFA_ROOT_MOTION_YAW),
                  GLTFA_ERROR_WIDTH_MISMATCH);
    }
    /* huge translations: finite output at any time */
    big[0] = big[1] = big[2] = -3e38f;
    big[3] = big[4] = big[5] = 3e38f;
    CHECK_INT(rm_build(&f, times, 2, big, NULL, GLTFA_INTERP_LINEAR), GLTFA_SUCCESS);
    CHECK_INT(gltfa_root_motion_init(&f.rm, &f.clip, &f.nodes, 1, 1, 0), GLTFA_SUCCESS);
    for (i = 0; i < 50; ++i) {
        float t = (float)(i * i * i) * 0.37f - 1000.0f;
        int e;
        CHECK_INT(gltfa_root_motion_at(&f.rm, t, &m), GLTFA_SUCCESS);
        for (e = 0; e < 3; ++e) CHECK(th_isfinite((double)m.translation[e]));
        CHECK_INT(gltfa_root_motion_delta(&f.rm, t, -t, &m), GLTFA_SUCCESS);
        for (e = 0; e < 3; ++e) CHECK(th_isfinite((double)m.translation[e]));
        CHECK(th_isfinite((double)m.yaw) && th_isfinite((double)m.rotation[3]));
    }
    /* a clip of zero span (every key at one time): the identity */
    {
        static const float one[1] = { 3 };
        static const float tr1[3] = { 4, 5, 6 };
        CHECK_INT(rm_build(&f, one, 1, tr1, NULL, GLTFA_INTERP_LINEAR), GLTFA_SUCCESS);
        CHECK_INT(gltfa_root_motion_init(&f.rm, &f.clip, &f.nodes, 1, 1, 0), GLTFA_SUCCESS);
        CHECK_INT(gltfa_root_motion_at(&f.rm, 100.0f, &m), GLTFA_SUCCESS);
        rm_check_motion(&m, 0, 0, 0, 0, 0);
        CHECK_INT(gltfa_root_motion_delta(&f.rm, -5.0f, 100.0f, &m), GLTFA_SUCCESS);
        rm_check_motion(&m, 0, 0, 0, 0, 0);
    }
    /* non-finite times: k = 0, q = start or end */
    CHECK_INT(rm_build(&f, times, 2, tr, NULL, GLTFA_INTERP_LINEAR), GLTFA_SUCCESS);
    CHECK_INT(gltfa_root_motion_init(&f.rm, &f.clip, &f.nodes, 1, 1, 0), GLTFA_SUCCESS);
    gltfa_root_motion_at(&f.rm, th_get_f32(nanb), &m); rm_check_motion(&m, 0, 0, 0, 0, 0);
    gltfa_root_motion_ground(NULL, NULL, NULL); /* nothing */
}

/* The golden cases of root motion, at the end of tests/golden_bits.txt (test_golden_bits
   calls this after the skeleton's): two walks of random keys (LINEAR with the yaw, up y;
   CUBICSPLINE with the yaw, up z), M(t) at 24 times (within the first pass, before the
   start, at pass edges, up to ten hours) and the delta from each to the next, 8 floats each
   (translation, yaw, rotation), then the grounded pose at 8 clip times (7 floats). Without
   the reference bits: within 2^-16 of the case's largest magnitude. */
void th_golden_root_motion(th_rng *r)
{
    static rm_fix f;
    static float v[2 * (2 * 24 * 8 + 8 * 7)];
    static const float times[24] = { 0.0f, 0.1f, 0.65f, 1.3f, 1.30001f, 2.6f, 3.0f, -0.2f,
                                     -1.3f, -5.5f, 10.0f, 59.9f, 60.0f, 61.7f, 600.25f,
                                     3599.9f, 3600.0f, 7777.7f, 12345.6f, 36000.0f,
                                     35999.98f, 0.33f, 1.95f, 2.0f };
    size_t n = 0;
    int c, i, e;
    for (c = 0; c < 2; ++c) {
        gltfa_motion m;
        CHECK_INT(rm_build_walk(&f, r, c ? 6u : 9u, c ? 0.25 : 0.0, c ? 0.8 : 1.3, c ? 2 : 1,
                                c ? -40.0 : 75.0, c ? 0.01 : 7.0, 1.1,
                                c ? GLTFA_INTERP_CUBICSPLINE : GLTFA_INTERP_LINEAR), GLTFA_SUCCESS);
        CHECK_INT(gltfa_root_motion_init(&f.rm, &f.clip, &f.nodes, 1, c ? 2u : 1u, GLTFA_ROOT_MOTION_YAW),
                  GLTFA_SUCCESS);
        for (i = 0; i < 24; ++i) {
            gltfa_root_motion_at(&f.rm, times[i], &m);
            for (e = 0; e < 3; ++e) v[n++] = m.translation[e];
            v[n++] = m.yaw;
            for (e = 0; e < 4; ++e) v[n++] = m.rotation[e];
            gltfa_root_motion_delta(&f.rm, times[i], times[(i + 1) % 24], &m);
            for (e = 0; e < 3; ++e) v[n++] = m.translation[e];
            v[n++] = m.yaw;
            for (e = 0; e < 4; ++e) v[n++] = m.rotation[e];
        }
        for (i = 0; i < 8; ++i) {
            gltfa_trs g;
            gltfa_clip_sample(&f.clip, gltfa_clip_start(&f.clip) + (float)i * 0.125f);
            gltfa_root_motion_ground(&f.rm, &f.poses[1], &g);
            for (e = 0; e < 3; ++e) v[n++] = g.translation[e];
            for (e = 0; e < 4; ++e) v[n++] = g.rotation[e];
        }
    }
    th_golden_case("root_motion", v, (unsigned long)n, 1.0 / 65536.0);
}
