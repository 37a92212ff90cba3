/* options.c - the feature-removal options (GLTFA_ONLY_FLOAT, GLTFA_NO_CUBICSPLINE), built by
   `make options` once with each and once with both (and GLTFA_NO_CLIPS): what an option
   removes is refused with GLTFA_ERROR_UNSUPPORTED, everything else samples as in a full
   build; gltf_anim_bind.h (not with GLTFA_NO_CLIPS) binds under the same options. Expected
   values are hand calculations on the data below. */
#include <stdio.h>
#define GLTF_ANIM_IMPLEMENTATION
#ifdef GLTFA_NO_CLIPS
#include "../../gltf_anim.h"
#else
#define GLTF_ANIM_BIND_IMPLEMENTATION
#include "../../gltf_anim_bind.h"
#endif

static int passed, failed;

static void check(int ok, const char *what, int line)
{
    if (ok) { ++passed; return; }
    ++failed;
    printf("FAIL options.c:%d: %s\n", line, what);
}
#define CHECK(c) check((c) ? 1 : 0, #c, __LINE__)

/* 2 keys at 0 and 1 s; little-endian float bytes are built by the library's own reader's
   rule, so the test writes them byte by byte. */
static void put_f32(unsigned char *p, float f)
{
    unsigned char b[4];
    unsigned long u;
    int i;
    for (i = 0; i < 4; ++i) b[i] = ((const unsigned char *)&f)[i];
    u = (unsigned long)b[0] | ((unsigned long)b[1] << 8) | ((unsigned long)b[2] << 16) |
        ((unsigned long)b[3] << 24);
    if (((const unsigned char *)&u)[0] != b[0]) { /* big-endian host: the bytes of f are MSB first */
        u = (unsigned long)b[3] | ((unsigned long)b[2] << 8) | ((unsigned long)b[1] << 16) |
            ((unsigned long)b[0] << 24);
    }
    p[0] = (unsigned char)(u & 0xFF); p[1] = (unsigned char)((u >> 8) & 0xFF);
    p[2] = (unsigned char)((u >> 16) & 0xFF); p[3] = (unsigned char)((u >> 24) & 0xFF);
}

int main(void)
{
    unsigned char times[8], xyz[24], cubic[72], shorts[16];
    static const float xyz_v[6] = { 0.0f, 0.0f, 0.0f, 2.0f, 4.0f, 6.0f };
    gltfa_accessor in, out;
    gltfa_sampler s;
    float v[4];
    gltfa_cursor cur = 0;
    int i;
    put_f32(times, 0.0f);
    put_f32(times + 4, 1.0f);
    for (i = 0; i < 6; ++i) put_f32(xyz + 4 * i, xyz_v[i]);
    gltfa_accessor_init(&in, times, 2, GLTFA_FLOAT, 1);

    /* FLOAT LINEAR VEC3: (1 - t) v0 + t v1 at t = 0.25: 0.5, 1, 1.5 (exact in binary) */
    gltfa_accessor_init(&out, xyz, 2, GLTFA_FLOAT, 3);
    CHECK(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_TRANSLATION) == GLTFA_SUCCESS);
    CHECK(gltfa_sampler_sample_cursor(&s, 0.25f, &cur, v, 3) == GLTFA_SUCCESS);
    CHECK(v[0] == 0.5f && v[1] == 1.0f && v[2] == 1.5f);
    /* STEP: the first key until the second */
    CHECK(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_STEP, GLTFA_PROPERTY_TRANSLATION) == GLTFA_SUCCESS);
    CHECK(gltfa_sampler_sample(&s, 0.75f, v, 3) == GLTFA_SUCCESS && v[0] == 0.0f && v[2] == 0.0f);
    CHECK(gltfa_sampler_sample(&s, 1.0f, v, 3) == GLTFA_SUCCESS && v[0] == 2.0f && v[2] == 6.0f);

    /* normalized SHORT rotation (0, 0, 0, 32767) at both keys: decodes to (0, 0, 0, 1) */
    for (i = 0; i < 16; ++i) shorts[i] = 0;
    shorts[6] = 0xFF; shorts[7] = 0x7F; shorts[14] = 0xFF; shorts[15] = 0x7F;
    gltfa_accessor_init(&out, shorts, 2, GLTFA_SHORT, 4);
    out.normalized = 1;
#ifdef GLTFA_ONLY_FLOAT
    CHECK(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_ROTATION) == GLTFA_ERROR_UNSUPPORTED);
    CHECK(gltfa_sampler_key_count(&s) == 0); /* zeroed on failure */
    out.normalized = 0;
    out.component_type = GLTFA_UNSIGNED_INT; /* plain integers too */
    out.components = 1;
    out.count = 2;
    CHECK(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_STEP, GLTFA_PROPERTY_FLOAT) == GLTFA_ERROR_UNSUPPORTED);
    out.component_type = 5124; /* not a glTF code: still that error, before the option's */
    CHECK(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_STEP, GLTFA_PROPERTY_FLOAT) == GLTFA_ERROR_UNKNOWN_COMPONENT_TYPE);
#else
    CHECK(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_ROTATION) == GLTFA_SUCCESS);
    CHECK(gltfa_sampler_sample(&s, 0.5f, v, 4) == GLTFA_SUCCESS && v[0] == 0.0f && v[3] == 1.0f);
#endif

    /* CUBICSPLINE VEC3, keys [in, value, out]: values 1,2,3 and 4,5,6, tangents 0. At t = 0
       the first value; at t = 0.5 h00 = h01 = 0.5: the mean, 2.5, 3.5, 4.5 (exact). */
    for (i = 0; i < 18; ++i) put_f32(cubic + 4 * i, 0.0f);
    for (i = 0; i < 3; ++i) {
        put_f32(cubic + 12 + 4 * i, (float)(i + 1));
        put_f32(cubic + 48 + 4 * i, (float)(i + 4));
    }
    gltfa_accessor_init(&out, cubic, 6, GLTFA_FLOAT, 3);
#ifdef GLTFA_NO_CUBICSPLINE
    CHECK(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_CUBICSPLINE, GLTFA_PROPERTY_TRANSLATION) == GLTFA_ERROR_UNSUPPORTED);
    CHECK(gltfa_sampler_key_count(&s) == 0);
#else
    CHECK(gltfa_sampler_init(&s, &in, &out, GLTFA_INTERP_CUBICSPLINE, GLTFA_PROPERTY_TRANSLATION) == GLTFA_SUCCESS);
    CHECK(gltfa_sampler_sample(&s, 0.0f, v, 3) == GLTFA_SUCCESS && v[0] == 1.0f && v[2] == 3.0f);
    CHECK(gltfa_sampler_sample(&s, 0.5f, v, 3) == GLTFA_SUCCESS && v[0] == 2.5f && v[1] == 3.5f && v[2] == 4.5f);
#endif
#ifndef GLTFA_NO_CLIPS
    { /* the companion: a FLOAT translation bound to a node, and a bool pointer (UNSIGNED_BYTE,
         an integer: GLTFA_ONLY_FLOAT refuses it) */
        static const unsigned char flags[2] = { 0, 1 };
        gltfa_trs pose = { { 0, 0, 0 }, { 0, 0, 0, 1 }, { 1, 1, 1 } };
        gltfa_nodes nodes;
        gltfa_channel_desc d[2];
        gltfa_channel ch[2];
        gltfa_clip_slot slots[2];
        gltfa_clip clip;
        float visible = 0.0f;
        size_t bad = 9;
        nodes.poses = &pose;
        nodes.node_count = 1;
        nodes.weights = NULL;
        nodes.weight_counts = NULL;
        for (i = 0; i < (int)(sizeof d / sizeof d[0]); ++i) {
            gltfa_accessor_init(&d[i].output, NULL, 0, 0, 0);
            d[i].input = in;
            d[i].interp = GLTFA_INTERP_STEP;
            d[i].node = 0;
            d[i].pointer = NULL;
            d[i].dest = NULL;
            d[i].dest_count = 0;
        }
        gltfa_accessor_init(&d[0].output, xyz, 2, GLTFA_FLOAT, 3);
        d[0].path = GLTFA_PATH_TRANSLATION;
        gltfa_accessor_init(&d[1].output, flags, 2, GLTFA_UNSIGNED_BYTE, 1);
        d[1].path = GLTFA_PATH_POINTER;
        d[1].pointer = "/nodes/0/extensions/KHR_node_visibility/visible";
        d[1].dest = &visible;
        d[1].dest_count = 1;
        CHECK(gltfa_clip_init_nodes(&clip, ch, slots, d, 1, &nodes, &bad) == GLTFA_SUCCESS);
        CHECK(gltfa_clip_sample(&clip, 1.0f) == GLTFA_SUCCESS && pose.translation[2] == 6.0f);
#ifdef GLTFA_ONLY_FLOAT
        CHECK(gltfa_clip_init_nodes(&clip, ch, slots, d, 2, &nodes, &bad) == GLTFA_ERROR_UNSUPPORTED && bad == 1);
#else
        CHECK(gltfa_clip_init_nodes(&clip, ch, slots, d, 2, &nodes, &bad) == GLTFA_SUCCESS);
        CHECK(gltfa_clip_sample(&clip, 1.0f) == GLTFA_SUCCESS && visible == 1.0f);
#endif
    }
#endif
    /* the names stay: a removed mode is still a glTF mode */
    CHECK(gltfa_interp_name(GLTFA_INTERP_CUBICSPLINE)[0] == 'C');
    CHECK(gltfa_component_type_name(GLTFA_SHORT)[0] == 'S');
    CHECK(gltfa_result_name(GLTFA_ERROR_UNSUPPORTED)[0] == 'G');
    printf("options (%s%s%s): %d passed, %d failed\n",
#ifdef GLTFA_ONLY_FLOAT
           "GLTFA_ONLY_FLOAT ",
#else
           "",
#endif
#ifdef GLTFA_NO_CUBICSPLINE
           "GLTFA_NO_CUBICSPLINE ",
#else
           "",
#endif
#ifdef GLTFA_NO_CLIPS
           "GLTFA_NO_CLIPS",
#else
           "",
#endif
           passed, failed);
    return failed != 0;
}
