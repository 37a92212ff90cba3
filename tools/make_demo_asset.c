/* make_demo_asset.c - writes the project's own demo asset: a small binary glTF 2.0 file
   (GLB v2), made by hand with nothing but libc (no gltf_anim.h, no glTF library).

       cc -std=c89 -o make_demo_asset tools/make_demo_asset.c
       ./make_demo_asset build/demo.glb

   The scene: node 0 "mover" carries mesh 0, one triangle (0,0,0) (1,0,0) (0,1,0) with two
   morph targets (target 0 moves vertex 1 by +0.5 x, target 1 moves vertex 2 by +0.5 y) and
   material 0 "demo" (white). Node 1 "spinner" and node 2 "quantized" are empty. No node
   sets a transform. Four animations, all over the key times 0 0.5 1 1.5 2 s, except
   "pointer" over 0 1 2 s:

     "step"         STEP         node 0 translation (0,0,0) (1,0,0) (1,1,0) (0,1,0) (0,0,0)
                                 node 1 rotation    about y: 0 90 180 270 360 degrees
                                 node 0 scale       1 2 1 0.5 1 (uniform)
                                 node 0 weights     (0,0) (1,0) (0,1) (1,1) (0,0)
     "linear"       LINEAR       the same four channels on the same accessors (shared); the
                                 translation sampler omits "interpolation" (the default)
     "cubicspline"  CUBICSPLINE  the same values as [in-tangent, value, out-tangent] per key:
                                 translation in (0.5,0,0) out (0,0.5,0), rotation 0, scale
                                 0.25, weights in 0.5 out -0.5 (N in, N values, N out)
     "pointer"      LINEAR       node 2 rotation about z: 0 90 180 degrees as normalized
                                 SHORT; a KHR_animation_pointer channel on
                                 /materials/0/pbrMetallicRoughness/baseColorFactor (no
                                 "interpolation"): red -> green -> blue

   Every accessor has its own bufferView, 4-byte aligned in the BIN chunk. Every byte is
   written little-endian one at a time, so the file is the same on any host. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BIN_CAP 4096
#define TEXT_CAP 16384

/* A growing piece of JSON text; items counts list elements, for the commas. */
typedef struct text {
    char s[TEXT_CAP];
    size_t n;
    int items;
} text;

static unsigned char bin[BIN_CAP];
static size_t bin_len;
static text views, accessors, animations, samplers, channels, json;
static int n_animations;

static void fail(const char *what)
{
    fprintf(stderr, "make_demo_asset: %s\n", what);
    exit(1);
}

static void app_raw(text *t, const char *s)
{
    size_t k = strlen(s);
    if (t->n + k >= TEXT_CAP) fail("JSON text buffer too small");
    memcpy(t->s + t->n, s, k + 1);
    t->n += k;
}

/* printf-style append; one piece must stay under 512 characters. */
static void app(text *t, const char *fmt, ...)
{
    char piece[512];
    va_list ap;
    va_start(ap, fmt);
    vsprintf(piece, fmt, ap);
    va_end(ap);
    app_raw(t, piece);
}

/* Starts a list element: a comma before every element but the first. Returns its index. */
static int sep(text *t)
{
    if (t->items > 0) app_raw(t, ",");
    return t->items++;
}

static void le32(unsigned char *p, unsigned long u)
{
    p[0] = (unsigned char)(u & 0xFFu);
    p[1] = (unsigned char)((u >> 8) & 0xFFu);
    p[2] = (unsigned char)((u >> 16) & 0xFFu);
    p[3] = (unsigned char)((u >> 24) & 0xFFu);
}

/* The IEEE-754 bits of f as a number, whatever the host byte order. */
static unsigned long float_bits(float f)
{
    unsigned char b[4];
    unsigned long one = 1, u = 0;
    int i, little = *(unsigned char *)&one == 1;
    memcpy(b, &f, 4);
    for (i = 0; i < 4; i++) u |= (unsigned long)b[little ? i : 3 - i] << (8 * i);
    return u;
}

static void pad_bin(void)
{
    while (bin_len % 4 != 0) {
        if (bin_len >= BIN_CAP) fail("BIN buffer too small");
        bin[bin_len++] = 0;
    }
}

/* Appends n floats (little-endian) at the next 4-byte boundary; returns their offset. */
static size_t add_floats(const float *v, size_t n)
{
    size_t i, offset;
    pad_bin();
    offset = bin_len;
    if (bin_len + 4 * n > BIN_CAP) fail("BIN buffer too small");
    for (i = 0; i < n; i++, bin_len += 4) le32(bin + bin_len, float_bits(v[i]));
    return offset;
}

/* Appends n 16-bit two's-complement integers (little-endian); returns their offset. */
static size_t add_shorts(const short *v, size_t n)
{
    size_t i, offset;
    pad_bin();
    offset = bin_len;
    if (bin_len + 2 * n > BIN_CAP) fail("BIN buffer too small");
    for (i = 0; i < n; i++) {
        unsigned long u = (unsigned long)(long)v[i] & 0xFFFFu;
        bin[bin_len++] = (unsigned char)(u & 0xFFu);
        bin[bin_len++] = (unsigned char)(u >> 8);
    }
    return offset;
}

/* A bufferView of buffer 0; target 0 leaves "target" out. Returns its index. */
static int add_view(size_t offset, size_t length, int target)
{
    int index = sep(&views);
    app(&views, "{\"buffer\":0,\"byteOffset\":%lu,\"byteLength\":%lu", (unsigned long)offset,
        (unsigned long)length);
    if (target != 0) app(&views, ",\"target\":%d", target);
    app_raw(&views, "}");
    return index;
}

/* An accessor at byteOffset 0 of a view; min/max only when n_minmax > 0. */
static int add_accessor(int view, int component_type, size_t count, const char *type,
                        int normalized, const float *min, const float *max, int n_minmax)
{
    int i, index = sep(&accessors);
    app(&accessors, "{\"bufferView\":%d,\"byteOffset\":0,\"componentType\":%d,"
        "\"count\":%lu,\"type\":\"%s\"", view, component_type, (unsigned long)count, type);
    if (normalized) app_raw(&accessors, ",\"normalized\":true");
    if (n_minmax > 0) {
        app_raw(&accessors, ",\"min\":[");
        for (i = 0; i < n_minmax; i++) app(&accessors, "%s%.9g", i ? "," : "", (double)min[i]);
        app_raw(&accessors, "],\"max\":[");
        for (i = 0; i < n_minmax; i++) app(&accessors, "%s%.9g", i ? "," : "", (double)max[i]);
        app_raw(&accessors, "]");
    }
    app_raw(&accessors, "}");
    return index;
}

/* count elements of ncomp FLOATs: data, view and accessor with exact min/max. */
static int float_accessor(const float *v, size_t count, const char *type, int ncomp,
                          int target)
{
    float mn[4], mx[4];
    size_t k;
    int i;
    for (i = 0; i < ncomp; i++) mn[i] = mx[i] = v[i];
    for (k = 1; k < count; k++)
        for (i = 0; i < ncomp; i++) {
            float x = v[k * (size_t)ncomp + (size_t)i];
            if (x < mn[i]) mn[i] = x;
            if (x > mx[i]) mx[i] = x;
        }
    return add_accessor(add_view(add_floats(v, count * (size_t)ncomp), count * (size_t)ncomp * 4,
                                 target), 5126, count, type, 0, mn, mx, ncomp);
}

static void begin_animation(void)
{
    samplers.n = channels.n = 0;
    samplers.items = channels.items = 0;
    samplers.s[0] = channels.s[0] = '\0';
}

/* One sampler and the channel that uses it. interp NULL leaves "interpolation" out (LINEAR);
   node < 0 leaves "node" out; pointer, when set, is a KHR_animation_pointer JSON pointer. */
static void add_channel(int input, int output, const char *interp, int node, const char *path,
                        const char *pointer)
{
    int sampler = sep(&samplers);
    app(&samplers, "{\"input\":%d,\"output\":%d", input, output);
    if (interp) app(&samplers, ",\"interpolation\":\"%s\"", interp);
    app_raw(&samplers, "}");
    sep(&channels);
    app(&channels, "{\"sampler\":%d,\"target\":{", sampler);
    if (node >= 0) app(&channels, "\"node\":%d,", node);
    app(&channels, "\"path\":\"%s\"", path);
    if (pointer)
        app(&channels, ",\"extensions\":{\"KHR_animation_pointer\":{\"pointer\":\"%s\"}}", pointer);
    app_raw(&channels, "}}");
}

static void end_animation(const char *name)
{
    sep(&animations);
    app(&animations, "\n{\"name\":\"%s\",\"samplers\":[", name);
    app_raw(&animations, samplers.s);
    app_raw(&animations, "],\"channels\":[");
    app_raw(&animations, channels.s);
    app_raw(&animations, "]}");
    n_animations++;
}

/* CUBICSPLINE output: per key n in-tangents, n values, n out-tangents. */
static void make_cubic(const float *values, size_t keys, size_t n, const float *in,
                       const float *out, float *dst)
{
    size_t k, i;
    for (k = 0; k < keys; k++)
        for (i = 0; i < n; i++) {
            dst[k * 3 * n + i] = in[i];
            dst[k * 3 * n + n + i] = values[k * n + i];
            dst[k * 3 * n + 2 * n + i] = out[i];
        }
}

#define H 0.70710678f
static const float tri[9] = { 0, 0, 0, 1, 0, 0, 0, 1, 0 };
static const float morph0[9] = { 0, 0, 0, 0.5f, 0, 0, 0, 0, 0 };
static const float morph1[9] = { 0, 0, 0, 0, 0, 0, 0, 0.5f, 0 };
static const float times_a[5] = { 0, 0.5f, 1, 1.5f, 2 };
static const float times_b[3] = { 0, 1, 2 };
static const float move[15] = { 0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0, 0, 0, 0 };
static const float spin[20] = { 0, 0, 0, 1, 0, H, 0, H, 0, 1, 0, 0, 0, H, 0, -H, 0, 0, 0, -1 };
static const float grow[15] = { 1, 1, 1, 2, 2, 2, 1, 1, 1, 0.5f, 0.5f, 0.5f, 1, 1, 1 };
static const float blend[10] = { 0, 0, 1, 0, 0, 1, 1, 1, 0, 0 };
static const short spin_z[12] = { 0, 0, 0, 32767, 0, 0, 23170, 23170, 0, 0, 32767, 0 };
static const float color[12] = { 1, 0, 0, 1, 0, 1, 0, 1, 0, 0, 1, 1 };
static const float move_in[3] = { 0.5f, 0, 0 }, move_out[3] = { 0, 0.5f, 0 };
static const float zero4[4] = { 0, 0, 0, 0 }, quarter3[3] = { 0.25f, 0.25f, 0.25f };
static const float half2[2] = { 0.5f, 0.5f }, minus_half2[2] = { -0.5f, -0.5f };

static void build(void)
{
    float c_move[45], c_spin[60], c_grow[45], c_blend[30];
    int pos, t0, t1, in_a, in_b, a_move, a_spin, a_grow, a_blend, a_q, a_color, i;
    const char *modes[2] = { "STEP", "LINEAR" }, *names[2] = { "step", "linear" };

    pos = float_accessor(tri, 3, "VEC3", 3, 34962);
    t0 = float_accessor(morph0, 3, "VEC3", 3, 34962);
    t1 = float_accessor(morph1, 3, "VEC3", 3, 34962);
    in_a = float_accessor(times_a, 5, "SCALAR", 1, 0);
    in_b = float_accessor(times_b, 3, "SCALAR", 1, 0);
    a_move = float_accessor(move, 5, "VEC3", 3, 0);
    a_spin = float_accessor(spin, 5, "VEC4", 4, 0);
    a_grow = float_accessor(grow, 5, "VEC3", 3, 0);
    a_blend = float_accessor(blend, 10, "SCALAR", 1, 0);

    /* "step" and "linear" share the accessors; "linear" translation omits interpolation. */
    for (i = 0; i < 2; i++) {
        begin_animation();
        add_channel(in_a, a_move, i == 0 ? modes[i] : NULL, 0, "translation", NULL);
        add_channel(in_a, a_spin, modes[i], 1, "rotation", NULL);
        add_channel(in_a, a_grow, modes[i], 0, "scale", NULL);
        add_channel(in_a, a_blend, modes[i], 0, "weights", NULL);
        end_animation(names[i]);
    }

    make_cubic(move, 5, 3, move_in, move_out, c_move);
    make_cubic(spin, 5, 4, zero4, zero4, c_spin);
    make_cubic(grow, 5, 3, quarter3, quarter3, c_grow);
    make_cubic(blend, 5, 2, half2, minus_half2, c_blend);
    a_move = float_accessor(c_move, 15, "VEC3", 3, 0);
    a_spin = float_accessor(c_spin, 15, "VEC4", 4, 0);
    a_grow = float_accessor(c_grow, 15, "VEC3", 3, 0);
    a_blend = float_accessor(c_blend, 30, "SCALAR", 1, 0);
    begin_animation();
    add_channel(in_a, a_move, "CUBICSPLINE", 0, "translation", NULL);
    add_channel(in_a, a_spin, "CUBICSPLINE", 1, "rotation", NULL);
    add_channel(in_a, a_grow, "CUBICSPLINE", 0, "scale", NULL);
    add_channel(in_a, a_blend, "CUBICSPLINE", 0, "weights", NULL);
    end_animation("cubicspline");

    /* normalized SHORT VEC4: 8 bytes per element, in a view of its own */
    a_q = add_accessor(add_view(add_shorts(spin_z, 12), 24, 0), 5122, 3, "VEC4", 1, NULL, NULL, 0);
    a_color = float_accessor(color, 3, "VEC4", 4, 0);
    begin_animation();
    add_channel(in_b, a_q, "LINEAR", 2, "rotation", NULL);
    add_channel(in_b, a_color, NULL, -1, "pointer",
                "/materials/0/pbrMetallicRoughness/baseColorFactor");
    end_animation("pointer");
    pad_bin();

    app(&json, "{\"asset\":{\"version\":\"2.0\",\"generator\":\"gltf_anim.h make_demo_asset\"},"
        "\n\"extensionsUsed\":[\"KHR_animation_pointer\"],\n\"scene\":0,"
        "\n\"scenes\":[{\"nodes\":[0,1,2]}],");
    app(&json, "\n\"nodes\":[{\"name\":\"mover\",\"mesh\":0},{\"name\":\"spinner\"},"
        "{\"name\":\"quantized\"}],");
    app(&json, "\n\"meshes\":[{\"name\":\"triangle\",\"primitives\":[{\"attributes\":"
        "{\"POSITION\":%d},\"targets\":[{\"POSITION\":%d},{\"POSITION\":%d}],\"material\":0}],"
        "\"weights\":[0,0]}],", pos, t0, t1);
    app(&json, "\n\"materials\":[{\"name\":\"demo\",\"pbrMetallicRoughness\":"
        "{\"baseColorFactor\":[1,1,1,1]}}],\n\"animations\":[");
    app_raw(&json, animations.s);
    app_raw(&json, "],\n\"accessors\":[");
    app_raw(&json, accessors.s);
    app_raw(&json, "],\n\"bufferViews\":[");
    app_raw(&json, views.s);
    app(&json, "],\n\"buffers\":[{\"byteLength\":%lu}]}\n", (unsigned long)bin_len);
    while (json.n % 4 != 0) app_raw(&json, " ");
}

/* Header, JSON chunk, BIN chunk. Returns the file size, or 0 on an I/O error. */
static unsigned long write_glb(const char *path)
{
    unsigned char h[20];
    unsigned long total = 12ul + 8ul + json.n + 8ul + bin_len;
    int ok;
    FILE *f = fopen(path, "wb");
    if (!f) return 0;
    le32(h, 0x46546C67ul);
    le32(h + 4, 2);
    le32(h + 8, total);
    le32(h + 12, (unsigned long)json.n);
    le32(h + 16, 0x4E4F534Aul);
    ok = fwrite(h, 1, 20, f) == 20 && fwrite(json.s, 1, json.n, f) == json.n;
    le32(h, (unsigned long)bin_len);
    le32(h + 4, 0x004E4942ul);
    ok = ok && fwrite(h, 1, 8, f) == 8 && fwrite(bin, 1, bin_len, f) == bin_len;
    ok = !ferror(f) && ok;
    if (fclose(f) != 0) ok = 0;
    return ok ? total : 0;
}

/* The same asset as a .gltf whose buffer is a base64 data: URI (for the loader's tests and
   the fuzzing seed corpus). Returns the file size, or 0 on an I/O error. */
static unsigned long write_gltf(const char *path)
{
    static const char tbl[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    const char *key = "\"buffers\":[{";
    const char *at = strstr(json.s, key);
    unsigned long size = 0, i;
    int ok;
    FILE *f;
    if (at == NULL) return 0;
    f = fopen(path, "wb");
    if (!f) return 0;
    at += strlen(key);
    ok = fwrite(json.s, 1, (size_t)(at - json.s), f) == (size_t)(at - json.s);
    ok = ok && fputs("\"uri\":\"data:application/octet-stream;base64,", f) >= 0;
    for (i = 0; ok && i < bin_len; i += 3) {
        unsigned long v = (unsigned long)bin[i] << 16, n = bin_len - i;
        char q[4];
        if (n > 1) v |= (unsigned long)bin[i + 1] << 8;
        if (n > 2) v |= (unsigned long)bin[i + 2];
        q[0] = tbl[(v >> 18) & 63];
        q[1] = tbl[(v >> 12) & 63];
        q[2] = '=';
        q[3] = '=';
        if (n > 1) q[2] = tbl[(v >> 6) & 63];
        if (n > 2) q[3] = tbl[v & 63];
        ok = fwrite(q, 1, 4, f) == 4;
    }
    ok = ok && fputs("\",", f) >= 0;
    ok = ok && fwrite(at, 1, strlen(at), f) == strlen(at);
    ok = !ferror(f) && ok;
    size = (unsigned long)ftell(f);
    if (fclose(f) != 0) ok = 0;
    return ok ? size : 0;
}

int main(int argc, char **argv)
{
    const char *path = argc > 1 ? argv[1] : "build/demo.glb";
    size_t len = strlen(path);
    unsigned long size;
    if (sizeof(float) != 4) fail("float is not 32 bits on this host");
    build();
    if (len > 5 && strcmp(path + len - 5, ".gltf") == 0) size = write_gltf(path);
    else size = write_glb(path);
    if (size == 0) {
        fputs("make_demo_asset: cannot write ", stderr);
        perror(path);
        return 1;
    }
    printf("wrote %s: %lu bytes, %d animations\n", path, size, n_animations);
    return 0;
}
