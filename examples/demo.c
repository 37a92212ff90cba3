/* demo.c - `make demo`: builds one small glTF-style binary buffer by hand (little-endian
   bytes, several accessors at byte offsets, one with a byteStride), makes a sampler of
   each mode on it, and prints what they return every 0.25 s, with the key times marked.

   The channels:
     T step    translation x, STEP         keys 0 1 2 s: 0, 1, 3
     T linear  translation x, LINEAR       same keys: 0 -> 1 -> 3
     T cubic   translation x, CUBICSPLINE  same values, tangents: out 2 at key 0, in 4 at key 1
     R slerp   rotation, LINEAR (slerp): identity -> 90 deg about y -> 180 deg about y, the
               last key stored as -q (the slerp takes the shortest arc anyway)
     R short   the same rotation keys as normalized SHORT, with a 10-byte stride
     W cubic   two morph weights, CUBICSPLINE, [in, value, out] per key */
#define GLTF_ANIM_IMPLEMENTATION
#include "gltf_anim.h"
#include <stdio.h>
#include <string.h>

static unsigned char buffer[1024];

static void put_f32(size_t offset, float f)
{
    unsigned char b[4];
    unsigned long u = 0, one = 1;
    int little;
    memcpy(b, &f, 4);
    little = *(unsigned char *)&one == 1;
    u = little ? ((unsigned long)b[0] | ((unsigned long)b[1] << 8) | ((unsigned long)b[2] << 16) |
                  ((unsigned long)b[3] << 24))
               : ((unsigned long)b[3] | ((unsigned long)b[2] << 8) | ((unsigned long)b[1] << 16) |
                  ((unsigned long)b[0] << 24));
    buffer[offset] = (unsigned char)(u & 0xFF);
    buffer[offset + 1] = (unsigned char)((u >> 8) & 0xFF);
    buffer[offset + 2] = (unsigned char)((u >> 16) & 0xFF);
    buffer[offset + 3] = (unsigned char)((u >> 24) & 0xFF);
}

/* v rounded to 3 decimals, halves to even: printf's %.3f of an exact half (1.3125) gives
   1.312 with glibc but 1.313 with Windows' msvcrt, and a value already rounded here prints
   the same digits with every C library. */
static double dec3(float v)
{
    double x = (double)v * 1000.0, h = x < 0 ? -0.5 : 0.5;
    long n = (long)(x + h);
    if ((double)n - x == h && n % 2 != 0) n -= x < 0 ? -1 : 1;
    return (double)n / 1000.0;
}

static void put_i16(size_t offset, int v)
{
    unsigned u = (unsigned)(v < 0 ? v + 65536 : v);
    buffer[offset] = (unsigned char)(u & 0xFF);
    buffer[offset + 1] = (unsigned char)(u >> 8);
}

static size_t put_floats(size_t offset, const float *v, size_t n)
{
    size_t i;
    for (i = 0; i < n; ++i) put_f32(offset + 4 * i, v[i]);
    return offset + 4 * n;
}

static int make(gltfa_sampler *s, size_t in_off, size_t keys, size_t out_off, size_t out_count,
                int component_type, int normalized, int components, size_t stride,
                gltfa_interp interp, gltfa_property property, const char *name)
{
    gltfa_accessor in, out;
    gltfa_result r;
    gltfa_accessor_init(&in, buffer + in_off, keys, GLTFA_FLOAT, 1);
    gltfa_accessor_init(&out, buffer + out_off, out_count, component_type, components);
    out.normalized = normalized;
    out.byte_stride = stride;
    r = gltfa_sampler_init(s, &in, &out, interp, property);
    if (r == GLTFA_SUCCESS) r = gltfa_sampler_check(s, NULL);
    if (r != GLTFA_SUCCESS) {
        printf("%s: %s\n", name, gltfa_result_name(r));
        return 0;
    }
    return 1;
}

int main(void)
{
    static const float times[3] = { 0.0f, 1.0f, 2.0f };
    static const float tx[3] = { 0.0f, 1.0f, 3.0f };
    /* CUBICSPLINE VEC3 x: [in, value, out] per key, y and z zero */
    static const float tcub[27] = { 0, 0, 0,  0, 0, 0,  2, 0, 0,
                                    4, 0, 0,  1, 0, 0,  0, 0, 0,
                                    0, 0, 0,  3, 0, 0,  0, 0, 0 };
    /* identity, 90 deg about y, 180 deg about y stored as -q */
    static const float rot[12] = { 0, 0, 0, 1,  0, 0.70710678f, 0, 0.70710678f,  0, -1, 0, 0 };
    static const int rot16[12] = { 0, 0, 0, 32767,  0, 23170, 0, 23170,  0, -32767, 0, 0 };
    static const float wcub[18] = { 0, 0,  0, 1,  1, -1,
                                    0, 0,  1, 0,  0, 0,
                                    -1, 0,  0.5f, 0.5f,  0, 0 };
    float tvec[9], t;
    gltfa_sampler ss[6];
    gltfa_cursor cursors[6];
    size_t off, o_times, o_tx, o_tcub, o_rot, o_rot16, o_w, i;
    int ok = 1, k;

    /* lay the accessors out in one buffer, as a glTF file would */
    off = 8; /* as if a bufferView started at 8 */
    o_times = off; off = put_floats(off, times, 3);
    for (i = 0; i < 3; ++i) { tvec[3 * i] = tx[i]; tvec[3 * i + 1] = 0; tvec[3 * i + 2] = 0; }
    o_tx = off; off = put_floats(off, tvec, 9);
    o_tcub = off; off = put_floats(off, tcub, 27);
    o_rot = off; off = put_floats(off, rot, 12);
    o_rot16 = off; /* SHORT VEC4 with a 10-byte stride: 8 bytes of data, 2 of padding */
    for (i = 0; i < 3; ++i)
        for (k = 0; k < 4; ++k) put_i16(o_rot16 + 10 * i + 2 * (size_t)k, rot16[4 * i + (size_t)k]);
    off = o_rot16 + 30;
    o_w = off; off = put_floats(off, wcub, 18);

    ok &= make(&ss[0], o_times, 3, o_tx, 3, GLTFA_FLOAT, 0, 3, 0, GLTFA_INTERP_STEP,
               GLTFA_PROPERTY_TRANSLATION, "T step");
    ok &= make(&ss[1], o_times, 3, o_tx, 3, GLTFA_FLOAT, 0, 3, 0, GLTFA_INTERP_LINEAR,
               GLTFA_PROPERTY_TRANSLATION, "T linear");
    ok &= make(&ss[2], o_times, 3, o_tcub, 9, GLTFA_FLOAT, 0, 3, 0, GLTFA_INTERP_CUBICSPLINE,
               GLTFA_PROPERTY_TRANSLATION, "T cubic");
    ok &= make(&ss[3], o_times, 3, o_rot, 3, GLTFA_FLOAT, 0, 4, 0, GLTFA_INTERP_LINEAR,
               GLTFA_PROPERTY_ROTATION, "R slerp");
    ok &= make(&ss[4], o_times, 3, o_rot16, 3, GLTFA_SHORT, 1, 4, 10, GLTFA_INTERP_LINEAR,
               GLTFA_PROPERTY_ROTATION, "R short");
    ok &= make(&ss[5], o_times, 3, o_w, 18, GLTFA_FLOAT, 0, 1, 0, GLTFA_INTERP_CUBICSPLINE,
               GLTFA_PROPERTY_WEIGHTS, "W cubic");
    if (!ok) return 1;
    memset(cursors, 0, sizeof cursors);

    printf("gltf_anim.h %s demo: six samplers on one hand-made glTF buffer (%u bytes),\n"
           "sampled every 0.25 s from -0.25 to 2.25 s with one cursor per channel.\n"
           "Keys at 0, 1 and 2 s (marked *). Rotations are (x y z w), unit length.\n\n",
           GLTFA_VERSION_STRING, (unsigned)off);
    printf("    time | T step | T linear | T cubic | R slerp (LINEAR)            "
           "| R short (SHORT, stride 10)  | W cubic (2 weights)\n");
    printf("---------+--------+----------+---------+-----------------------------"
           "+-----------------------------+--------------------\n");
    for (k = -1; k <= 9; ++k) {
        float v[6][4];
        t = 0.25f * (float)k;
        for (i = 0; i < 6; ++i)
            if (gltfa_sampler_sample_cursor(&ss[i], t, &cursors[i], v[i], 4) != GLTFA_SUCCESS)
                return 1;
        printf("%6.2f%s | %6.3f | %8.3f | %7.3f | %6.3f %6.3f %6.3f %6.3f "
               "| %6.3f %6.3f %6.3f %6.3f | %8.3f %8.3f\n",
               (double)t, (k % 4 == 0) ? " *" : "  ", dec3(v[0][0]), dec3(v[1][0]),
               dec3(v[2][0]), dec3(v[3][0]), dec3(v[3][1]), dec3(v[3][2]), dec3(v[3][3]),
               dec3(v[4][0]), dec3(v[4][1]), dec3(v[4][2]), dec3(v[4][3]), dec3(v[5][0]),
               dec3(v[5][1]));
    }
    printf("\nSTEP holds each key until the next; LINEAR and the slerp reach every key exactly;\n"
           "the cubic bends with its tangents; before 0 s and after 2 s all clamp (no\n"
           "extrapolation). The SHORT keys decode as c / 32767 and come out normalized.\n");
    return 0;
}
