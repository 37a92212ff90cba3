/* test_meshopt.c - meshopt-compressed buffer views (EXT_meshopt_compression and
   KHR_meshopt_compression) through the loader (tools/gltf_load.c), which decodes
   them with meshoptimizer when built with GL_MESHOPT (the Makefile does when
   libmeshoptimizer-dev is installed).
   - gltfpack -c: the Khronos sample assets (../shared/assets, or $GLTF_ANIM_SHARED/assets)
     packed by Debian's gltfpack into build/meshopt/ twice, without and with -c (the same
     quantization; only the compression differs), must play to the same bits: every
     channel at every key time, between keys and outside the keys.
   - gltfpack -cc (filters: QUATERNION rotations, EXPONENTIAL translations and scales) is
     lossy, so its values are not the plain file's: compared with the plain file within
     the quantization gltfpack asks for (the filters' bit counts: 12-bit rotations, 16-bit
     mantissas; the bounds below), rotations up to sign. (Its decoding against another
     route, cgltf with the views decoded as examples/cgltf_meshopt.c does, within ACCURACY:
     tests/adapters/test_meshopt_cgltf.c, make test-meshopt-cgltf.)
   - Small files made here: each mode (ATTRIBUTES, TRIANGLES, INDICES) and filter (NONE,
     OCTAHEDRAL, QUATERNION, EXPONENTIAL), encoded with meshoptimizer's encoders, played
     against the values encoded; both extension names; and hostile views (wrong byteStride
     or count, count x byteStride overflowing or not the view's length, bad mode or filter,
     filters on the wrong mode or stride, compressed bytes past their buffer or in the
     fallback buffer, plain views of the fallback buffer, every truncation and every
     one-byte corruption of the compressed bytes): refused with a message, never read out
     of bounds (make test-meshopt runs these under ASan+UBSan).
   Without gltfpack the asset tests skip with one line; without GL_MESHOPT the decoding
   tests skip, and the loader must name the extension and libmeshoptimizer-dev instead. */
#include "../tools/gltf_load.h"
#include "harness.h"
#ifdef GL_MESHOPT
#include <meshoptimizer.h>
#endif
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void test_meshopt_gltfpack_c(void);
void test_meshopt_gltfpack_cc(void);
void test_meshopt_modes_and_filters(void);
void test_meshopt_hostile(void);

static const char *const g_assets[5] = {
    "Fox/Fox.glb", "CesiumMan/CesiumMan.glb", "AnimatedMorphCube/AnimatedMorphCube.glb",
    "InterpolationTest/InterpolationTest.glb", "BoxAnimated/BoxAnimated.glb"
};

/* ---------------------------------------------------------------------------------------
   gltfpack outputs
   --------------------------------------------------------------------------------------- */

/* 1 when gltfpack runs here (not under WASI or Windows: it is a host tool). */
static int have_gltfpack(char *why)
{
#if defined(__wasi__) || defined(_WIN32)
    sprintf(why, "meshopt: gltfpack is a host tool (no processes here)");
    return 0;
#else
    if (system("mkdir -p build/meshopt && gltfpack -v > build/meshopt/gltfpack.log 2>&1") != 0) {
        sprintf(why, "meshopt: gltfpack not found (Debian: apt-get install gltfpack)");
        return 0;
    }
    return 1;
#endif
}

static const char *shared_dir(void)
{
    const char *dir = getenv("GLTF_ANIM_SHARED");
    return dir == NULL || dir[0] == '\0' || strlen(dir) > 800 ? "../shared" : dir;
}

/* build/meshopt/<name><suffix>.glb from the asset, by `gltfpack <option>`; 1 done. */
static int pack(const char *asset, const char *option, const char *suffix, char *out)
{
#if defined(__wasi__) || defined(_WIN32)
    (void)asset; (void)option; (void)suffix; (void)out;
    return 0;
#else
    char cmd[2400], name[64];
    const char *slash = strchr(asset, '/');
    size_t n = slash != NULL ? (size_t)(slash - asset) : 0;
    if (n == 0 || n >= sizeof name) return 0;
    memcpy(name, asset, n);
    name[n] = '\0';
    sprintf(out, "build/meshopt/%s%s.glb", name, suffix);
    sprintf(cmd, "gltfpack -i '%s/assets/%s' -o '%s' %s >> build/meshopt/gltfpack.log 2>&1",
            shared_dir(), asset, out, option);
    return system(cmd) == 0;
#endif
}

#ifdef GL_MESHOPT
typedef struct cmp_stats {
    size_t channels, samples, differ;
    double worst_rot, worst_other; /* -cc: the largest differences seen */
} cmp_stats;

/* EXPONENTIAL filter: gltfpack's mantissas have 16 bits (-at, -as 16), signed, with the
   exponent of the vector's largest component: a key is off by at most half a step,
   2^-15 of that component. Interpolation mixes keys (cubic tangents too), so the bound is
   twice that, relative to max(1, the largest |component| the channel takes). */
#define MO_EXP_BOUND (1.0 / 16384.0)
/* QUATERNION filter: 12-bit components (-ar 12), the fourth rebuilt from the unit norm. */
#define MO_QUAT_BOUND (1.0 / 2047.0)

/* Samples every channel of both files at the same times. exact: bit for bit; else within
   the filters' bounds (rotations up to sign). Returns 1 when both load and match. */
static int compare_files(const char *plain, const char *packed, int exact, cmp_stats *st,
                         char *msg)
{
    gl_file a, b;
    char err[512];
    size_t i, k, c;
    int ok = 1;
    memset(st, 0, sizeof *st);
    if (!gl_load_file(plain, &a, err, sizeof err)) {
        sprintf(msg, "%.200s: %.300s", plain, err);
        return 0;
    }
    if (!gl_load_file(packed, &b, err, sizeof err)) {
        sprintf(msg, "%.200s: %.300s", packed, err);
        gl_free(&a);
        return 0;
    }
    if (a.animation_count != b.animation_count || a.animation_count == 0) {
        sprintf(msg, "%lu animations, %lu packed", (unsigned long)a.animation_count,
                (unsigned long)b.animation_count);
        ok = 0;
    }
    for (i = 0; ok && i < a.animation_count; ++i) {
        if (a.animations[i].channel_count != b.animations[i].channel_count) {
            sprintf(msg, "animation %lu: channel counts differ", (unsigned long)i);
            ok = 0;
            break;
        }
        for (c = 0; c < a.animations[i].channel_count; ++c) {
            const gl_channel *ca = &a.animations[i].channels[c], *cb = &b.animations[i].channels[c];
            gltfa_sampler sa, sb;
            gltfa_result ra = gl_channel_sampler(ca, &sa), rb = gl_channel_sampler(cb, &sb);
            size_t keys, w, step;
            float first = 0, last = 0;
            double chan_big;
            int rot, pass;
            if (ra != rb || ra != GLTFA_SUCCESS || gltfa_sampler_key_count(&sa) != gltfa_sampler_key_count(&sb) ||
                gltfa_sampler_width(&sa) != gltfa_sampler_width(&sb) || ca->node != cb->node ||
                strcmp(ca->path, cb->path) != 0 || ca->interp != cb->interp) {
                sprintf(msg, "animation %lu channel %lu: not the same channel (%s / %s)", (unsigned long)i,
                        (unsigned long)c, gltfa_result_name(ra), gltfa_result_name(rb));
                ok = 0;
                break;
            }
            ++st->channels;
            keys = gltfa_sampler_key_count(&sa);
            w = gltfa_sampler_width(&sa);
            rot = strcmp(ca->path, "rotation") == 0;
            gltfa_sampler_time_range(&sa, &first, &last);
            /* every key time, the midpoints, and beyond both ends (at most ~400 keys: a
               stride through longer channels) */
            step = keys / 400 + 1;
            chan_big = 1;
            for (pass = exact ? 1 : 0; pass < 2; ++pass) /* -cc: first the channel's largest |v| */
            for (k = 0; k <= keys + 1; k += (k == 0 || k >= keys) ? 1 : step) {
                float times[2], va[64], vb[64];
                size_t n = 1, t, j;
                if (k == 0) times[0] = first - 0.25f;
                else if (k == keys + 1) times[0] = last + 0.25f;
                else {
                    float tk = 0, tn = 0;
                    gltfa_sampler_key_time(&sa, k - 1, &tk);
                    times[0] = tk;
                    if (k < keys) {
                        gltfa_sampler_key_time(&sa, k, &tn);
                        times[1] = tk + (tn - tk) * 0.375f;
                        n = 2;
                    }
                }
                if (w > 64) { sprintf(msg, "width %lu", (unsigned long)w); ok = 0; break; }
                for (t = 0; t < n; ++t) {
                    int differs = 0;
                    gltfa_sampler_sample(&sa, times[t], va, w);
                    gltfa_sampler_sample(&sb, times[t], vb, w);
                    if (pass == 0) {
                        for (j = 0; j < w; ++j)
                            if ((va[j] < 0 ? -(double)va[j] : (double)va[j]) > chan_big)
                                chan_big = va[j] < 0 ? -(double)va[j] : (double)va[j];
                        continue;
                    }
                    ++st->samples;
                    if (exact) {
                        differs = memcmp(va, vb, w * sizeof(float)) != 0;
                    } else if (rot) {
                        double dp = 0, dm = 0, d;
                        for (j = 0; j < w; ++j) {
                            d = (double)va[j] - (double)vb[j];
                            if (d < 0) d = -d;
                            if (d > dp) dp = d;
                            d = (double)va[j] + (double)vb[j];
                            if (d < 0) d = -d;
                            if (d > dm) dm = d;
                        }
                        d = dp < dm ? dp : dm;
                        if (d > st->worst_rot) st->worst_rot = d;
                        differs = d > MO_QUAT_BOUND;
                    } else {
                        double d, worst = 0;
                        for (j = 0; j < w; ++j) {
                            d = (double)va[j] - (double)vb[j];
                            if (d < 0) d = -d;
                            if (d / chan_big > worst) worst = d / chan_big;
                        }
                        if (worst > st->worst_other) st->worst_other = worst;
                        differs = worst > MO_EXP_BOUND;
                    }
                    if (differs) {
                        if (st->differ == 0)
                            sprintf(msg, "animation %lu channel %lu (%s) differs at t=%.9g: %.9g vs %.9g",
                                    (unsigned long)i, (unsigned long)c, ca->path, (double)times[t],
                                    (double)va[0], (double)vb[0]);
                        ++st->differ;
                        ok = 0;
                    }
                }
            }
        }
    }
    gl_free(&a);
    gl_free(&b);
    return ok;
}
#endif

/* Packs each asset without and with `option`, and compares. */
static void gltfpack_compare(const char *option, const char *suffix, int exact)
{
    char why[256], plain[256], packed[256], line[2000], path[1024];
#ifdef GL_MESHOPT
    char msg[700];
#endif
    size_t i, found = 0;
    int present[5];
    /* one result per asset: each that cannot run counts as skipped, so the total is the
       same with and without the tools and the assets */
    for (i = 0; i < 5; ++i) {
        FILE *fp;
        sprintf(path, "%s/assets/%s", shared_dir(), g_assets[i]);
        fp = fopen(path, "rb");
        present[i] = fp != NULL;
        if (fp != NULL) fclose(fp);
        found += (size_t)present[i];
    }
    if (!have_gltfpack(why)) { th_skip_count(5, why); return; }
    if (found == 0) { th_skip_count(5, "meshopt: no sample asset found (GLTF_ANIM_SHARED)"); return; }
    for (i = 0; i < 5; ++i) {
        int ok;
        if (!present[i]) {
            sprintf(line, "meshopt: %s not found (GLTF_ANIM_SHARED)", g_assets[i]);
            th_skip_part(1, line);
            continue;
        }
        if (!pack(g_assets[i], "", "", plain) || !pack(g_assets[i], option, suffix, packed)) {
            sprintf(line, "meshopt: gltfpack %s on %s failed (build/meshopt/gltfpack.log)", option, g_assets[i]);
            th_result(line, 0);
            continue;
        }
#ifndef GL_MESHOPT
        {   /* no decoder: the loader must say which extension and what to install */
            gl_file f;
            char err[512];
            ok = !gl_load_file(packed, &f, err, sizeof err) && strstr(err, "EXT_meshopt_compression") != NULL &&
                 strstr(err, "libmeshoptimizer-dev") != NULL;
            if (!ok) gl_free(&f);
            sprintf(line, "meshopt: %s without a decoder: refused, naming the extension and "
                          "libmeshoptimizer-dev", packed);
            th_result(line, ok);
            continue;
        }
#else
        {
        cmp_stats st;
        msg[0] = '\0';
        ok = compare_files(plain, packed, exact, &st, msg);
        if (exact)
            sprintf(line, "meshopt: %s == %s, bit for bit: %lu channels, %lu samples%s%.600s", packed, plain,
                    (unsigned long)st.channels, (unsigned long)st.samples, ok ? "" : ": ", msg);
        else
            sprintf(line, "meshopt: %s ~ %s: %lu channels, %lu samples, rotations within %.2g "
                          "(bound %.2g), others within %.2g x max(1, |v| of the channel) (bound %.2g)%s%.600s",
                    packed, plain, (unsigned long)st.channels, (unsigned long)st.samples,
                    st.worst_rot, MO_QUAT_BOUND, st.worst_other, MO_EXP_BOUND, ok ? "" : ": ", msg);
        th_result(line, ok);
        }
#endif
    }
#ifndef GL_MESHOPT
    (void)exact;
#endif
}

void test_meshopt_gltfpack_c(void) { gltfpack_compare("-c", "-c", 1); }
void test_meshopt_gltfpack_cc(void) { gltfpack_compare("-cc", "-cc", 0); }

/* ---------------------------------------------------------------------------------------
   Small files: one animation, a channel whose output view is compressed
   --------------------------------------------------------------------------------------- */

static unsigned char g_glb[8192];

static size_t glb(const char *json, const unsigned char *bin, size_t bin_len)
{
    size_t jl = strlen(json), jpad = (jl + 3) & ~(size_t)3, bpad = (bin_len + 3) & ~(size_t)3;
    size_t total = 12 + 8 + jpad + 8 + bpad;
    unsigned long v[5];
    size_t i, k;
    v[0] = 2; v[1] = (unsigned long)total; v[2] = (unsigned long)jpad; v[3] = 0x4E4F534AUL;
    memcpy(g_glb, "glTF", 4);
    for (i = 0; i < 3; ++i)
        for (k = 0; k < 4; ++k) g_glb[4 + 4 * i + k] = (unsigned char)((v[i] >> (8 * k)) & 0xFF);
    memcpy(g_glb + 16, "JSON", 4);
    memcpy(g_glb + 20, json, jl);
    memset(g_glb + 20 + jl, ' ', jpad - jl);
    i = 20 + jpad;
    v[4] = (unsigned long)bpad;
    for (k = 0; k < 4; ++k) g_glb[i + k] = (unsigned char)((v[4] >> (8 * k)) & 0xFF);
    memcpy(g_glb + i + 4, "BIN\0", 4);
    memcpy(g_glb + i + 8, bin, bin_len);
    memset(g_glb + i + 8 + bin_len, 0, bpad - bin_len);
    return total;
}

/* The BIN chunk: 4 key times (0 1 2 3) as floats, then the compressed bytes. */
static unsigned char g_bin[4096];

/* A file whose animation's output accessor (`accessor`: componentType, type, count, and
   "normalized":true, ...) is bufferViews[1], of byteLength view_len in the fallback buffer,
   with the extension `ext` = {fields}; the channel's target is `target`. Loaded from
   memory; 1 loaded (then *f holds it), else err says why. */
static int load_case(const char *ext, const char *fields, size_t view_len, size_t comp_len,
                     const char *accessor, const char *target, gl_file *f, char *err, size_t err_size)
{
    char json[3000];
    size_t n;
    sprintf(json,
            "{\"asset\":{\"version\":\"2.0\"},"
            "\"buffers\":[{\"byteLength\":%lu},{\"byteLength\":%lu,\"extensions\":{\"%s\":{\"fallback\":true}}}],"
            "\"bufferViews\":[{\"buffer\":0,\"byteLength\":16},"
            "{\"buffer\":1,\"byteLength\":%lu,\"extensions\":{\"%s\":{%s}}}],"
            "\"accessors\":[{\"bufferView\":0,\"componentType\":5126,\"count\":4,\"type\":\"SCALAR\"},"
            "{\"bufferView\":1,%s}],"
            "\"nodes\":[{}],\"materials\":[{}],"
            "\"animations\":[{\"channels\":[{\"sampler\":0,\"target\":%s}],"
            "\"samplers\":[{\"input\":0,\"output\":1}]}]}",
            (unsigned long)(16 + comp_len), (unsigned long)(view_len < 4096 ? 4096 : view_len), ext,
            (unsigned long)view_len, ext, fields, accessor, target);
    n = glb(json, g_bin, 16 + comp_len);
    return gl_load_memory(g_glb, n, NULL, f, err, err_size);
}

static void put_times(void)
{
    int i;
    for (i = 0; i < 4; ++i) th_put_f32(g_bin + 4 * i, (float)i);
}

#define NODE_T "{\"node\":0,\"path\":\"translation\"}"
#define NODE_R "{\"node\":0,\"path\":\"rotation\"}"
#define NODE_W "{\"node\":0,\"path\":\"weights\"}"
#define COLOR "{\"path\":\"pointer\",\"extensions\":{\"KHR_animation_pointer\":" \
              "{\"pointer\":\"/materials/0/pbrMetallicRoughness/baseColorFactor\"}}}"

#ifdef GL_MESHOPT
static double absd(double d) { return d < 0 ? -d : d; }

/* Encodes `count` elements of `stride` bytes (ATTRIBUTES) after the times; its size. */
static size_t encode_attributes(const void *data, size_t count, size_t stride)
{
    size_t n = meshopt_encodeVertexBuffer(g_bin + 16, sizeof g_bin - 16, data, count, stride);
    CHECK(n > 0);
    return n;
}

/* Loads the case and samples its channel at key k into v (w floats); 1 done. */
static int play_key(const char *ext, const char *fields, size_t view_len, size_t comp_len,
                    const char *accessor, const char *target, size_t k, float *v, size_t w,
                    const char *what)
{
    gl_file f;
    gltfa_sampler s;
    char err[512];
    gltfa_result r;
    if (!load_case(ext, fields, view_len, comp_len, accessor, target, &f, err, sizeof err)) {
        printf("  %s: %s\n", what, err);
        return 0;
    }
    r = gl_channel_sampler(&f.animations[0].channels[0], &s);
    if (r != GLTFA_SUCCESS || gltfa_sampler_width(&s) != w) {
        printf("  %s: %s, width %lu\n", what, gltfa_result_name(r), (unsigned long)gltfa_sampler_width(&s));
        gl_free(&f);
        return 0;
    }
    gltfa_sampler_sample(&s, (float)k, v, w);
    gl_free(&f);
    return 1;
}
#endif

void test_meshopt_modes_and_filters(void)
{
#ifndef GL_MESHOPT
    th_skip("meshopt: modes and filters: this build has no meshopt decoder (GL_MESHOPT, libmeshoptimizer-dev)");
#else
    static const float xyz[12] = { 1.5f, -2.25f, 3, 0, 0.125f, 7, -100.5f, 2, 0.0625f, 9, 10, -11 };
    static const float quat[16] = { 0, 0, 0, 1,  0.6f, 0, 0, 0.8f,  0, -0.28f, 0.96f, 0,
                                    0.5f, 0.5f, -0.5f, 0.5f };
    static const float dirs[16] = { 0, 0, 1, 0.25f,  0.6f, 0.8f, 0, 0.5f,  0, -0.6f, -0.8f, 1,
                                    0.48f, 0.6f, 0.64f, 0.75f };
    static const unsigned int idx[12] = { 0, 65535, 1000, 2, 3, 4, 32768, 5, 6, 7, 8, 9 };
    unsigned char filtered[256];
    float v[4];
    size_t n, k, j;
    int ok;
    char fields[400];
    put_times();
    /* ATTRIBUTES, no filter, both extension names: FLOAT translations, exact */
    n = encode_attributes(xyz, 4, 12);
    sprintf(fields, "\"buffer\":0,\"byteOffset\":16,\"byteLength\":%lu,\"byteStride\":12,\"count\":4,"
                    "\"mode\":\"ATTRIBUTES\"", (unsigned long)n);
    for (j = 0; j < 2; ++j)
        for (k = 0; k < 4; ++k) {
            ok = play_key(j ? "KHR_meshopt_compression" : "EXT_meshopt_compression", fields, 48, n,
                          "\"componentType\":5126,\"count\":4,\"type\":\"VEC3\"", NODE_T, k, v, 3, "ATTRIBUTES");
            CHECK(ok && v[0] == xyz[3 * k] && v[1] == xyz[3 * k + 1] && v[2] == xyz[3 * k + 2]);
        }
    /* EXPONENTIAL: translations with 16-bit mantissas, within 2^-15 of the largest */
    meshopt_encodeFilterExp(filtered, 4, 12, 16, xyz);
    n = encode_attributes(filtered, 4, 12);
    sprintf(fields, "\"buffer\":0,\"byteOffset\":16,\"byteLength\":%lu,\"byteStride\":12,\"count\":4,"
                    "\"mode\":\"ATTRIBUTES\",\"filter\":\"EXPONENTIAL\"", (unsigned long)n);
    for (k = 0; k < 4; ++k) {
        double big = 0;
        ok = play_key("EXT_meshopt_compression", fields, 48, n, "\"componentType\":5126,\"count\":4,\"type\":\"VEC3\"",
                      NODE_T, k, v, 3, "EXPONENTIAL");
        CHECK(ok);
        for (j = 0; j < 3; ++j)
            if (absd((double)xyz[3 * k + j]) > big) big = absd((double)xyz[3 * k + j]);
        for (j = 0; ok && j < 3; ++j) CHECK_NEAR(v[j], xyz[3 * k + j], big / 32768.0);
    }
    /* QUATERNION: rotations as 4 SHORT normalized, 12-bit components */
    meshopt_encodeFilterQuat(filtered, 4, 8, 12, quat);
    n = encode_attributes(filtered, 4, 8);
    sprintf(fields, "\"buffer\":0,\"byteOffset\":16,\"byteLength\":%lu,\"byteStride\":8,\"count\":4,"
                    "\"mode\":\"ATTRIBUTES\",\"filter\":\"QUATERNION\"", (unsigned long)n);
    for (k = 0; k < 4; ++k) {
        double dp = 0, dm = 0;
        ok = play_key("EXT_meshopt_compression", fields, 32, n,
                      "\"componentType\":5122,\"normalized\":true,\"count\":4,\"type\":\"VEC4\"", NODE_R, k, v, 4,
                      "QUATERNION");
        CHECK(ok);
        for (j = 0; j < 4; ++j) {
            double p = (double)v[j] - (double)quat[4 * k + j], m = (double)v[j] + (double)quat[4 * k + j];
            if (p < 0) p = -p;
            if (m < 0) m = -m;
            if (p > dp) dp = p;
            if (m > dm) dm = m;
        }
        CHECK((dp < dm ? dp : dm) <= 1.0 / 2047.0);
    }
    /* OCTAHEDRAL: unit vectors (w kept) as 4 SHORT normalized, to a float4 pointer */
    meshopt_encodeFilterOct(filtered, 4, 8, 16, dirs);
    n = encode_attributes(filtered, 4, 8);
    sprintf(fields, "\"buffer\":0,\"byteOffset\":16,\"byteLength\":%lu,\"byteStride\":8,\"count\":4,"
                    "\"mode\":\"ATTRIBUTES\",\"filter\":\"OCTAHEDRAL\"", (unsigned long)n);
    for (k = 0; k < 4; ++k) {
        ok = play_key("EXT_meshopt_compression", fields, 32, n,
                      "\"componentType\":5122,\"normalized\":true,\"count\":4,\"type\":\"VEC4\"", COLOR, k, v, 4,
                      "OCTAHEDRAL");
        CHECK(ok);
        for (j = 0; ok && j < 4; ++j) CHECK_NEAR(v[j], dirs[4 * k + j], 1.0 / 4096.0);
    }
    /* INDICES and TRIANGLES (stride 2): 3 morph weights per key as UNSIGNED_SHORT
       normalized, 12 values: exact, value / 65535 (TRIANGLES: a key is one triangle, which
       the index codec may rotate) */
    for (j = 0; j < 2; ++j) {
        size_t m, r;
        int same = 0;
        n = j ? meshopt_encodeIndexBuffer(g_bin + 16, sizeof g_bin - 16, idx, 12)
              : meshopt_encodeIndexSequence(g_bin + 16, sizeof g_bin - 16, idx, 12);
        CHECK(n > 0);
        sprintf(fields, "\"buffer\":0,\"byteOffset\":16,\"byteLength\":%lu,\"byteStride\":2,\"count\":12,"
                        "\"mode\":\"%s\"", (unsigned long)n, j ? "TRIANGLES" : "INDICES");
        for (k = 0; k < 4; ++k) {
            ok = play_key("EXT_meshopt_compression", fields, 24, n,
                          "\"componentType\":5123,\"normalized\":true,\"count\":12,\"type\":\"SCALAR\"", NODE_W,
                          k, v, 3, j ? "TRIANGLES" : "INDICES");
            CHECK(ok);
            for (r = 0, same = 0; ok && r < (j ? 3u : 1u) && !same; ++r)
                for (m = 0, same = 1; m < 3; ++m)
                    if (v[m] != (float)((double)idx[3 * k + (m + r) % 3] / 65535.0)) same = 0;
            CHECK(ok && same);
        }
    }
#endif
}

/* ---------------------------------------------------------------------------------------
   Hostile views
   --------------------------------------------------------------------------------------- */

/* Expects the case refused with a message containing `want`. */
static void refused(const char *ext, const char *fields, size_t view_len, size_t comp_len,
                    const char *accessor, const char *target, const char *want)
{
    gl_file f;
    char err[512];
    int loaded = load_case(ext, fields, view_len, comp_len, accessor, target, &f, err, sizeof err);
    if (loaded) gl_free(&f);
    if (loaded || strstr(err, want) == NULL)
        printf("  case {%s}: %s, want \"%s\"\n", fields, loaded ? "loaded" : err, want);
    CHECK(!loaded && strstr(err, want) != NULL);
}

#define VEC3F "\"componentType\":5126,\"count\":4,\"type\":\"VEC3\""
#define EXT "EXT_meshopt_compression"

void test_meshopt_hostile(void)
{
    static const char *const fields[] = {
        /* field, what the message must say */
        "\"buffer\":0,\"byteOffset\":16,\"byteLength\":40,\"byteStride\":8,\"count\":4,\"mode\":\"ATTRIBUTES\"",
        "is not the bufferView's byteLength",
        "\"buffer\":0,\"byteOffset\":16,\"byteLength\":40,\"byteStride\":12,\"count\":5,\"mode\":\"ATTRIBUTES\"",
        "is not the bufferView's byteLength",
        "\"buffer\":0,\"byteOffset\":16,\"byteLength\":40,\"byteStride\":252,\"count\":2147483647,\"mode\":\"ATTRIBUTES\"",
        "is not the bufferView's byteLength",
        "\"buffer\":0,\"byteOffset\":16,\"byteLength\":40,\"byteStride\":6,\"count\":8,\"mode\":\"ATTRIBUTES\"",
        "multiple of 4",
        "\"buffer\":0,\"byteOffset\":16,\"byteLength\":40,\"byteStride\":260,\"count\":1,\"mode\":\"ATTRIBUTES\"",
        "'byteStride' must be an integer",
        "\"buffer\":0,\"byteOffset\":16,\"byteLength\":40,\"byteStride\":0,\"count\":4,\"mode\":\"ATTRIBUTES\"",
        "'byteStride' must be an integer",
        "\"buffer\":0,\"byteOffset\":16,\"byteLength\":40,\"byteStride\":12,\"count\":0,\"mode\":\"ATTRIBUTES\"",
        "'count' must be an integer",
        "\"buffer\":0,\"byteOffset\":16,\"byteLength\":40,\"byteStride\":12,\"count\":-4,\"mode\":\"ATTRIBUTES\"",
        "'count' must be an integer",
        "\"buffer\":0,\"byteOffset\":16,\"byteLength\":40,\"byteStride\":12,\"mode\":\"ATTRIBUTES\"",
        "missing 'count'",
        "\"buffer\":0,\"byteOffset\":16,\"byteLength\":40,\"count\":4,\"mode\":\"ATTRIBUTES\"",
        "missing 'byteStride'",
        "\"buffer\":0,\"byteOffset\":16,\"byteLength\":40,\"byteStride\":12,\"count\":4",
        "missing or bad 'mode'",
        "\"buffer\":0,\"byteOffset\":16,\"byteLength\":40,\"byteStride\":12,\"count\":4,\"mode\":\"POINTS\"",
        "unknown mode",
        "\"buffer\":0,\"byteOffset\":16,\"byteLength\":40,\"byteStride\":12,\"count\":4,\"mode\":3",
        "'mode' must be a string",
        "\"buffer\":0,\"byteOffset\":16,\"byteLength\":40,\"byteStride\":12,\"count\":4,\"mode\":\"ATTRIBUTES\",\"filter\":\"COLOR\"",
        "unknown filter",
        "\"buffer\":0,\"byteOffset\":16,\"byteLength\":40,\"byteStride\":12,\"count\":4,\"mode\":\"ATTRIBUTES\",\"filter\":\"QUATERNION\"",
        "does not fit the filter",
        "\"buffer\":0,\"byteOffset\":16,\"byteLength\":40,\"byteStride\":12,\"count\":4,\"mode\":\"ATTRIBUTES\",\"filter\":\"OCTAHEDRAL\"",
        "does not fit the filter",
        "\"buffer\":0,\"byteOffset\":16,\"byteLength\":40,\"byteStride\":4,\"count\":12,\"mode\":\"INDICES\",\"filter\":\"EXPONENTIAL\"",
        "a filter needs mode ATTRIBUTES",
        "\"buffer\":0,\"byteOffset\":16,\"byteLength\":40,\"byteStride\":12,\"count\":4,\"mode\":\"TRIANGLES\"",
        "must be 2 or 4",
        "\"buffer\":0,\"byteOffset\":16,\"byteLength\":40,\"byteStride\":4,\"count\":12,\"mode\":\"INDICES\"",
        NULL, /* valid fields: the decoder refuses the bytes (or, without one, the loader) */
        "\"buffer\":0,\"byteOffset\":16,\"byteLength\":40,\"byteStride\":2,\"count\":22,\"mode\":\"TRIANGLES\"",
        "must be a multiple of 3",
        "\"buffer\":0,\"byteOffset\":16,\"byteLength\":41,\"byteStride\":12,\"count\":4,\"mode\":\"ATTRIBUTES\"",
        "extend past their buffer",
        "\"buffer\":0,\"byteOffset\":57,\"byteLength\":1,\"byteStride\":12,\"count\":4,\"mode\":\"ATTRIBUTES\"",
        "extend past their buffer",
        "\"buffer\":1,\"byteOffset\":0,\"byteLength\":40,\"byteStride\":12,\"count\":4,\"mode\":\"ATTRIBUTES\"",
        "in a fallback buffer",
        "\"buffer\":2,\"byteOffset\":0,\"byteLength\":40,\"byteStride\":12,\"count\":4,\"mode\":\"ATTRIBUTES\"",
        "buffer index out of range",
        "\"byteOffset\":16,\"byteLength\":40,\"byteStride\":12,\"count\":4,\"mode\":\"ATTRIBUTES\"",
        "missing 'buffer'",
        NULL, NULL
    };
    size_t i;
    gl_file f;
    char err[512], json[1200];
    size_t n;
    put_times();
    memset(g_bin + 16, 0xA5, 40); /* bytes no decoder accepts: 0xA5 is no header */
    for (i = 0; fields[i] != NULL || fields[i + 1] != NULL; i += 2) {
        if (fields[i + 1] == NULL) {
            refused(EXT, fields[i], 48, 40, "\"componentType\":5126,\"count\":12,\"type\":\"SCALAR\"",
                    "{\"node\":0,\"path\":\"weights\"}",
#ifdef GL_MESHOPT
                    "meshopt_decodeIndexSequence failed"
#else
                    "libmeshoptimizer-dev"
#endif
            );
            continue;
        }
        refused(EXT, fields[i], 48, 40, VEC3F, NODE_T, fields[i + 1]);
    }
    /* the extension not an object; a plain view of the fallback buffer; a buffer without uri
       that is no fallback */
    refused(EXT, "\"x\":1},\"y\":{", 48, 40, VEC3F, NODE_T, "missing 'buffer'");
    sprintf(json, "{\"asset\":{\"version\":\"2.0\"},\"buffers\":[{\"byteLength\":56},{\"byteLength\":64,"
                  "\"extensions\":{\"" EXT "\":{\"fallback\":true}}}],\"bufferViews\":[{\"buffer\":0,\"byteLength\":16},"
                  "{\"buffer\":1,\"byteLength\":48}],\"accessors\":[]}");
    n = glb(json, g_bin, 56);
    CHECK(!gl_load_memory(g_glb, n, NULL, &f, err, sizeof err) &&
          strstr(err, "bufferView of a meshopt fallback buffer") != NULL && strstr(err, "bufferViews[1]") != NULL);
    sprintf(json, "{\"asset\":{\"version\":\"2.0\"},\"buffers\":[{\"byteLength\":56},{\"byteLength\":64,"
                  "\"extensions\":{\"" EXT "\":{\"fallback\":false}}}]}");
    n = glb(json, g_bin, 56);
    CHECK(!gl_load_memory(g_glb, n, NULL, &f, err, sizeof err) &&
          strstr(err, "buffer without uri and no GLB BIN chunk (buffers[1])") != NULL);
    /* the fallback buffer and its compressed views are fine when no accessor reads them */
    sprintf(json, "{\"asset\":{\"version\":\"2.0\"},\"buffers\":[{\"byteLength\":56},{\"byteLength\":64,"
                  "\"extensions\":{\"" EXT "\":{\"fallback\":true}}}],\"bufferViews\":[{\"buffer\":1,\"byteLength\":48,"
                  "\"extensions\":{\"" EXT "\":{\"buffer\":0,\"byteOffset\":16,\"byteLength\":40,\"byteStride\":12,"
                  "\"count\":4,\"mode\":\"ATTRIBUTES\"}}}]}");
    n = glb(json, g_bin, 56);
    CHECK(gl_load_memory(g_glb, n, NULL, &f, err, sizeof err));
    gl_free(&f);
#ifdef GL_MESHOPT
    {   /* every truncation and every one-byte change of valid compressed bytes, at the end of
           the BIN chunk (the loader copies the chunk into a block of its own: ASan sees a read
           past it): refused or decoded, never read out of bounds */
        static const float xyz[12] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12 };
        char fl[300];
        size_t len = encode_attributes(xyz, 4, 12), cut, b, loaded = 0, refusals = 0;
        unsigned char keep[512];
        CHECK(len > 0 && len < sizeof keep);
        memcpy(keep, g_bin + 16, len);
        for (cut = 1; cut < len; ++cut) {
            sprintf(fl, "\"buffer\":0,\"byteOffset\":16,\"byteLength\":%lu,\"byteStride\":12,\"count\":4,"
                        "\"mode\":\"ATTRIBUTES\"", (unsigned long)(len - cut));
            if (load_case(EXT, fl, 48, len - cut, VEC3F, NODE_T, &f, err, sizeof err)) {
                gl_free(&f);
                ++loaded;
            } else {
                CHECK(strstr(err, "meshopt_decodeVertexBuffer failed") != NULL);
                ++refusals;
            }
        }
        CHECK(loaded == 0); /* every truncation of the data is seen */
        sprintf(fl, "\"buffer\":0,\"byteOffset\":16,\"byteLength\":%lu,\"byteStride\":12,\"count\":4,"
                    "\"mode\":\"ATTRIBUTES\"", (unsigned long)len);
        for (b = 0; b < len * 8; ++b) {
            memcpy(g_bin + 16, keep, len);
            g_bin[16 + b / 8] ^= (unsigned char)(1u << (b % 8));
            if (load_case(EXT, fl, 48, len, VEC3F, NODE_T, &f, err, sizeof err)) {
                gltfa_sampler s;
                float v[3];
                if (gl_channel_sampler(&f.animations[0].channels[0], &s) == GLTFA_SUCCESS)
                    gltfa_sampler_sample(&s, 1.5f, v, 3);
                gl_free(&f);
                ++loaded;
            } else {
                ++refusals;
            }
        }
        CHECK(refusals > 0);
        printf("  %lu truncations refused; %lu one-bit changes: %lu decoded, %lu refused\n",
               (unsigned long)(len - 1), (unsigned long)(len * 8), (unsigned long)loaded,
               (unsigned long)(refusals - (len - 1)));
    }
#endif
}
