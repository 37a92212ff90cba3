/* test_loader.c - the loader (tools/gltf_load.c) on hand-made tiny files, one per
   feature and one per error path, and the gltf_anim_play tool's command-line contract (run
   through system(); skipped when the tool is not built). Files are written under build/. */
#include "../tools/gltf_load.h"
#include "harness.h"
#include "refmodel.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

extern int th_checks_failed; /* harness.c: checks failed so far */
#ifdef _WIN32
#include <direct.h> /* _mkdir: Windows has no `mkdir -p` for system() */
#endif
/* WASI (WebAssembly, make test-wasm) has no processes: wasi-libc declares system() but does
   not define it. There the test folder is made with mkdir() (wasi-libc has it) and the tool
   contract test skips; no other test needs a shell. */
#ifdef __wasi__
#include <sys/stat.h>
#endif

void test_loader_glb(void);
void test_loader_gltf_data_uri(void);
void test_loader_gltf_external_bin(void);
void test_loader_offsets_stride_types(void);
void test_loader_sparse(void);
void test_loader_pointer_and_defaults(void);
void test_loader_errors(void);
void test_loader_linear_work(void);
void test_loader_memory_budget(void);
void test_loader_warnings_and_messages(void);
void test_tool_contract(void);
void test_tool_contract_plot(void);
void test_tool_skeleton(void);
void test_tool_skeleton_assets(void);
void test_tool_root_motion(void);

static unsigned char g_bin[1024];
static size_t g_bin_len;

static void bin_reset(void) { g_bin_len = 0; memset(g_bin, 0, sizeof g_bin); }

static size_t bin_floats(const float *v, size_t n)
{
    size_t at = g_bin_len, i;
    for (i = 0; i < n; ++i) th_put_f32(g_bin + at + 4 * i, v[i]);
    g_bin_len += 4 * n;
    return at;
}

static size_t glb_build(unsigned char *out, const char *json, const unsigned char *bin, size_t bin_len)
{
    size_t jl = strlen(json), jpad = (jl + 3) & ~(size_t)3, bpad = (bin_len + 3) & ~(size_t)3;
    size_t total = 12 + 8 + jpad + (bin ? 8 + bpad : 0), p = 0;
    unsigned long v;
    memcpy(out, "glTF", 4);
    v = 2; out[4] = (unsigned char)v; out[5] = out[6] = out[7] = 0;
    v = (unsigned long)total;
    out[8] = (unsigned char)(v & 0xFF); out[9] = (unsigned char)((v >> 8) & 0xFF);
    out[10] = (unsigned char)((v >> 16) & 0xFF); out[11] = (unsigned char)((v >> 24) & 0xFF);
    p = 12;
    v = (unsigned long)jpad;
    out[p] = (unsigned char)(v & 0xFF); out[p + 1] = (unsigned char)((v >> 8) & 0xFF);
    out[p + 2] = 0; out[p + 3] = 0;
    memcpy(out + p + 4, "JSON", 4);
    memcpy(out + p + 8, json, jl);
    memset(out + p + 8 + jl, ' ', jpad - jl);
    p += 8 + jpad;
    if (bin) {
        v = (unsigned long)bpad;
        out[p] = (unsigned char)(v & 0xFF); out[p + 1] = (unsigned char)((v >> 8) & 0xFF);
        out[p + 2] = 0; out[p + 3] = 0;
        memcpy(out + p + 4, "BIN\0", 4);
        memcpy(out + p + 8, bin, bin_len);
        memset(out + p + 8 + bin_len, 0, bpad - bin_len);
        p += 8 + bpad;
    }
    return p;
}

static void b64_encode(const unsigned char *in, size_t n, char *out)
{
    static const char tbl[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    size_t i, o = 0;
    for (i = 0; i + 2 < n; i += 3) {
        unsigned long v = ((unsigned long)in[i] << 16) | ((unsigned long)in[i + 1] << 8) | in[i + 2];
        out[o++] = tbl[(v >> 18) & 63]; out[o++] = tbl[(v >> 12) & 63];
        out[o++] = tbl[(v >> 6) & 63]; out[o++] = tbl[v & 63];
    }
    if (n - i == 1) {
        unsigned long v = (unsigned long)in[i] << 16;
        out[o++] = tbl[(v >> 18) & 63]; out[o++] = tbl[(v >> 12) & 63]; out[o++] = '='; out[o++] = '=';
    } else if (n - i == 2) {
        unsigned long v = ((unsigned long)in[i] << 16) | ((unsigned long)in[i + 1] << 8);
        out[o++] = tbl[(v >> 18) & 63]; out[o++] = tbl[(v >> 12) & 63]; out[o++] = tbl[(v >> 6) & 63];
        out[o++] = '=';
    }
    out[o] = '\0';
}

/* The usual small document: times 0 1 2 at BIN 0 (12 bytes), VEC3 translations at 12 (36). */
static const char *const base_json_parts[] = {
    "{\"asset\":{\"version\":\"2.0\"},\"nodes\":[{},{}],",
    "\"buffers\":[{\"byteLength\":48}],",
    "\"bufferViews\":[{\"buffer\":0,\"byteLength\":12},{\"buffer\":0,\"byteOffset\":12,\"byteLength\":36}],",
    "\"accessors\":[{\"bufferView\":0,\"componentType\":5126,\"count\":3,\"type\":\"SCALAR\",\"min\":[0],\"max\":[2]},",
    "{\"bufferView\":1,\"componentType\":5126,\"count\":3,\"type\":\"VEC3\"}],",
    "\"animations\":[{\"name\":\"move\",\"channels\":[{\"sampler\":0,\"target\":{\"node\":1,\"path\":\"translation\"}}],",
    "\"samplers\":[{\"input\":0,\"output\":1,\"interpolation\":\"LINEAR\"}]}]}",
    NULL
};
static char base_json[4096];

/* Joins string pieces (C89 caps one literal at 509 characters). */
static void join(char *out, const char *const *parts)
{
    out[0] = '\0';
    while (*parts != NULL) strcat(out, *parts++);
}

static void base_bin(void)
{
    static const float t[3] = { 0, 1, 2 }, v[9] = { 0, 0, 0,  2, 4, 6,  4, 8, 12 };
    bin_reset();
    bin_floats(t, 3);
    bin_floats(v, 9);
    join(base_json, base_json_parts);
}

static unsigned char g_file[8192];

static int load_glb(const char *json, gl_file *f, char *err)
{
    size_t n = glb_build(g_file, json, g_bin, g_bin_len);
    return gl_load_memory(g_file, n, NULL, f, err, 512);
}

/* GLB: header, JSON and BIN chunks; the channel resolves and samples as the spec says. */
void test_loader_glb(void)
{
    gl_file f;
    char err[512];
    gltfa_sampler s;
    float v[3];
    base_bin();
    CHECK(load_glb(base_json, &f, err));
    if (f.animation_count != 1) { CHECK(!"one animation"); gl_free(&f); return; }
    CHECK(strcmp(f.animations[0].name, "move") == 0);
    CHECK_INT(f.animations[0].channel_count, 1);
    CHECK_INT(f.node_count, 2);
    CHECK_INT(f.animations[0].channels[0].node, 1);
    CHECK(strcmp(f.animations[0].channels[0].path, "translation") == 0);
    CHECK(f.animations[0].channels[0].pointer == NULL);
    CHECK(strcmp(f.animations[0].channels[0].output_type, "VEC3") == 0);
    CHECK_INT(gl_channel_sampler(&f.animations[0].channels[0], &s), GLTFA_SUCCESS);
    gltfa_sampler_sample(&s, 1.5f, v, 3);
    CHECK_BITS(v[0], 3.0f); CHECK_BITS(v[1], 6.0f); CHECK_BITS(v[2], 9.0f);
    gl_free(&f);
}

/* .gltf with a base64 data: URI buffer (both data:application/octet-stream and
   data:application/gltf-buffer), a UTF-8 BOM and \u escapes in a name. */
void test_loader_gltf_data_uri(void)
{
    static char json[4096], b64[256];
    gl_file f;
    char err[512];
    gltfa_sampler s;
    float v[3];
    int k;
    base_bin();
    b64_encode(g_bin, g_bin_len, b64);
    for (k = 0; k < 2; ++k) {
        sprintf(json, "\xEF\xBB\xBF{\"asset\":{\"version\":\"2.0\"},\"nodes\":[{},{}],"
                      "\"buffers\":[{\"byteLength\":48,\"uri\":\"data:application/%s;base64,%s\"}],",
                k ? "gltf-buffer" : "octet-stream", b64);
        strcat(json, "\"bufferViews\":[{\"buffer\":0,\"byteLength\":12},{\"buffer\":0,\"byteOffset\":12,\"byteLength\":36}],"
                     "\"accessors\":[{\"bufferView\":0,\"componentType\":5126,\"count\":3,\"type\":\"SCALAR\"},"
                     "{\"bufferView\":1,\"componentType\":5126,\"count\":3,\"type\":\"VEC3\"}],");
        strcat(json, "\"animations\":[{\"name\":\"caf\\u00e9 \\ud83d\\ude00\",\"channels\":[{\"sampler\":0,\"target\":{\"node\":0,\"path\":\"scale\"}}],"
                     "\"samplers\":[{\"input\":0,\"output\":1,\"interpolation\":\"STEP\"}]}]}");
        CHECK(gl_load_memory((const unsigned char *)json, strlen(json), NULL, &f, err, sizeof err));
        if (f.animation_count != 1) { printf("    %s\n", err); continue; }
        CHECK(strcmp(f.animations[0].name, "caf\xC3\xA9 \xF0\x9F\x98\x80") == 0);
        CHECK_INT(gl_channel_sampler(&f.animations[0].channels[0], &s), GLTFA_SUCCESS);
        gltfa_sampler_sample(&s, 1.5f, v, 3);
        CHECK_BITS(v[0], 2.0f);
        gl_free(&f);
    }
}

/* Makes build/loader test (build/ is there under make, but not always in a fresh clone). */
static void make_loader_dir(void)
{
#if defined(_WIN32)
    (void)_mkdir("build");
    (void)_mkdir("build/loader test");
#elif defined(__wasi__)
    (void)mkdir("build", 0777);
    (void)mkdir("build/loader test", 0777);
#else
    (void)system("mkdir -p 'build/loader test'");
#endif
}

static int write_file(const char *path, const void *data, size_t n)
{
    FILE *fp = fopen(path, "wb");
    if (fp == NULL) return 0;
    if (fwrite(data, 1, n, fp) != n) { fclose(fp); return 0; }
    return fclose(fp) == 0;
}

/* .gltf with an external .bin whose URI is percent-encoded ("my%20data.bin" is the file
   "my data.bin" next to the .gltf). */
void test_loader_gltf_external_bin(void)
{
    static char json[8192];
    gl_file f;
    char err[512];
    gltfa_sampler s;
    float v[3];
    base_bin();
    if (!write_file("build/loader test/my data.bin", g_bin, g_bin_len)) {
        make_loader_dir();
        if (!write_file("build/loader test/my data.bin", g_bin, g_bin_len)) {
            th_skip("cannot write under build/");
            return;
        }
    }
    sprintf(json, "%s", base_json);
    {
        char *at = strstr(json, "\"byteLength\":48}");
        static char rest[4096];
        strcpy(rest, at + strlen("\"byteLength\":48}"));
        sprintf(at, "\"byteLength\":48,\"uri\":\"my%%20data.bin\"}%s", rest);
    }
    CHECK(write_file("build/loader test/anim.gltf", json, strlen(json)));
    CHECK(gl_load_file("build/loader test/anim.gltf", &f, err, sizeof err));
    if (f.animation_count != 1) { printf("    %s\n", err); return; }
    CHECK_INT(gl_channel_sampler(&f.animations[0].channels[0], &s), GLTFA_SUCCESS);
    gltfa_sampler_sample(&s, 0.5f, v, 3);
    CHECK_BITS(v[0], 1.0f); CHECK_BITS(v[2], 3.0f);
    gl_free(&f);
#ifdef _WIN32
    /* Windows: a path with '\' separators finds the .bin beside the file too */
    CHECK(gl_load_file("build\\loader test\\anim.gltf", &f, err, sizeof err));
    CHECK_INT(f.animation_count, 1);
    gl_free(&f);
#endif
    /* URIs that are not relative are refused on every host: a root, a scheme, a Windows
       drive (the JSON "\\" is one backslash) */
    {
        static const char *const uris[7] = { "/my%20data.bin", "\\\\my%20data.bin", "http://x/my.bin",
                                             "file:my.bin", "C:/my.bin", "C:\\\\my.bin", "C:my.bin" };
        int u;
        for (u = 0; u < 7; ++u) {
            char *at;
            static char rest[4096];
            sprintf(json, "%s", base_json);
            at = strstr(json, "\"byteLength\":48}");
            strcpy(rest, at + strlen("\"byteLength\":48}"));
            sprintf(at, "\"byteLength\":48,\"uri\":\"%s\"}%s", uris[u], rest);
            CHECK(!gl_load_memory((const unsigned char *)json, strlen(json), "build/loader test", &f, err, sizeof err));
            CHECK(strstr(err, "only relative buffer URIs are read (buffers[0].uri)") != NULL);
        }
    }
    /* a missing file is an error naming it */
    json[0] = '\0';
    sprintf(json, "%s", base_json);
    {
        char *at = strstr(json, "\"byteLength\":48}");
        static char rest[4096];
        strcpy(rest, at + strlen("\"byteLength\":48}"));
        sprintf(at, "\"byteLength\":48,\"uri\":\"nope.bin\"}%s", rest);
    }
    CHECK(write_file("build/loader test/missing.gltf", json, strlen(json)));
    CHECK(!gl_load_file("build/loader test/missing.gltf", &f, err, sizeof err));
    CHECK(strstr(err, "cannot read buffer file") != NULL && strstr(err, "buffers[0].uri") != NULL);
}

/* Both byte offsets, a byteStride, and every output componentType. Layout in BIN:
   0: times 0 1 (8 bytes); 8: 4 bytes junk; 12: bufferView 1 (byteOffset 12) holding, after
   an accessor byteOffset of 4, two VEC3 floats with byteStride 16; then SHORT normalized
   VEC4 rotations at 48, UNSIGNED_BYTE normalized weights at 64. */
void test_loader_offsets_stride_types(void)
{
    static const char *const parts[] = {
        "{\"asset\":{\"version\":\"2.0\"},\"nodes\":[{}],\"buffers\":[{\"byteLength\":72}],",
        "\"bufferViews\":[{\"buffer\":0,\"byteLength\":8},{\"buffer\":0,\"byteOffset\":12,\"byteLength\":36,\"byteStride\":16},",
        "{\"buffer\":0,\"byteOffset\":48,\"byteLength\":16},{\"buffer\":0,\"byteOffset\":64,\"byteLength\":4}],",
        "\"accessors\":[{\"bufferView\":0,\"componentType\":5126,\"count\":2,\"type\":\"SCALAR\"},",
        "{\"bufferView\":1,\"byteOffset\":4,\"componentType\":5126,\"count\":2,\"type\":\"VEC3\"},",
        "{\"bufferView\":2,\"componentType\":5122,\"normalized\":true,\"count\":2,\"type\":\"VEC4\"},",
        "{\"bufferView\":3,\"componentType\":5121,\"normalized\":true,\"count\":4,\"type\":\"SCALAR\"}],",
        "\"animations\":[{\"channels\":[{\"sampler\":0,\"target\":{\"node\":0,\"path\":\"translation\"}},",
        "{\"sampler\":1,\"target\":{\"node\":0,\"path\":\"rotation\"}},{\"sampler\":2,\"target\":{\"node\":0,\"path\":\"weights\"}}],",
        "\"samplers\":[{\"input\":0,\"output\":1},{\"input\":0,\"output\":2},{\"input\":0,\"output\":3}]}]}",
        NULL
    };
    static char json[4096];
    static const float t[2] = { 0, 1 };
    gl_file f;
    char err[512];
    gltfa_sampler s;
    float v[4];
    join(json, parts);
    bin_reset();
    bin_floats(t, 2);
    th_put_f32(g_bin + 16, 1); th_put_f32(g_bin + 20, 2); th_put_f32(g_bin + 24, 3);   /* elem 0 at 12+4 */
    th_put_f32(g_bin + 32, 5); th_put_f32(g_bin + 36, 6); th_put_f32(g_bin + 40, 7);   /* elem 1 at +16 */
    th_put_u16(g_bin + 54, 32767);                  /* rotation 0: (0,0,0,1) */
    th_put_u16(g_bin + 60, 32767);                  /* rotation 1: (0,0,1,0) */
    g_bin[64] = 255; g_bin[65] = 0; g_bin[66] = 0; g_bin[67] = 51;
    g_bin_len = 72;
    CHECK(load_glb(json, &f, err));
    if (f.animation_count != 1) { printf("    %s\n", err); return; }
    CHECK_INT(f.animations[0].channels[0].output.byte_stride, 16);
    CHECK_INT(gl_channel_sampler(&f.animations[0].channels[0], &s), GLTFA_SUCCESS);
    gltfa_sampler_sample(&s, 0.5f, v, 3);
    CHECK_BITS(v[0], 3.0f); CHECK_BITS(v[1], 4.0f); CHECK_BITS(v[2], 5.0f);
    CHECK_INT(f.animations[0].channels[1].output.component_type, 5122);
    CHECK_INT(f.animations[0].channels[1].output.normalized, 1);
    CHECK_INT(gl_channel_sampler(&f.animations[0].channels[1], &s), GLTFA_SUCCESS);
    gltfa_sampler_sample(&s, 0.5f, v, 4);
    CHECK_NEAR(v[2], 0.70710678, 2e-7); CHECK_NEAR(v[3], 0.70710678, 2e-7);
    CHECK_INT(gl_channel_sampler(&f.animations[0].channels[2], &s), GLTFA_SUCCESS);
    gltfa_sampler_sample(&s, 1.0f, v, 2);
    CHECK_BITS(v[0], 0.0f); CHECK_BITS(v[1], 0.2f); /* 51 / 255 */
    gl_free(&f);
}

/* Sparse: substituted values over a bufferView base, and over zeros without a bufferView.
   Output base (0,0,0) (1,1,1) (2,2,2); sparse index 1 (UNSIGNED_BYTE) -> (9,8,7). */
void test_loader_sparse(void)
{
    static const char *const parts[] = {
        "{\"asset\":{\"version\":\"2.0\"},\"nodes\":[{}],\"buffers\":[{\"byteLength\":64}],",
        "\"bufferViews\":[{\"buffer\":0,\"byteLength\":12},{\"buffer\":0,\"byteOffset\":12,\"byteLength\":36},",
        "{\"buffer\":0,\"byteOffset\":48,\"byteLength\":4},{\"buffer\":0,\"byteOffset\":52,\"byteLength\":12}],",
        "\"accessors\":[{\"bufferView\":0,\"componentType\":5126,\"count\":3,\"type\":\"SCALAR\"},",
        "{\"bufferView\":1,\"componentType\":5126,\"count\":3,\"type\":\"VEC3\",\"sparse\":{\"count\":1,",
        "\"indices\":{\"bufferView\":2,\"componentType\":5121},\"values\":{\"bufferView\":3}}},",
        "{\"componentType\":5126,\"count\":3,\"type\":\"VEC3\",\"sparse\":{\"count\":1,",
        "\"indices\":{\"bufferView\":2,\"componentType\":5121},\"values\":{\"bufferView\":3}}}],",
        "\"animations\":[{\"channels\":[{\"sampler\":0,\"target\":{\"node\":0,\"path\":\"translation\"}},",
        "{\"sampler\":1,\"target\":{\"node\":0,\"path\":\"scale\"}}],",
        "\"samplers\":[{\"input\":0,\"output\":1,\"interpolation\":\"STEP\"},{\"input\":0,\"output\":2,\"interpolation\":\"STEP\"}]}]}",
        NULL
    };
    static char json[4096];
    static const float t[3] = { 0, 1, 2 }, base[9] = { 0, 0, 0, 1, 1, 1, 2, 2, 2 }, sv[3] = { 9, 8, 7 };
    gl_file f;
    char err[512];
    gltfa_sampler s;
    float v[3];
    join(json, parts);
    bin_reset();
    bin_floats(t, 3);
    bin_floats(base, 9);
    g_bin[48] = 1;
    g_bin_len = 52;
    bin_floats(sv, 3);
    CHECK(load_glb(json, &f, err));
    if (f.animation_count != 1) { printf("    %s\n", err); return; }
    CHECK_INT(gl_channel_sampler(&f.animations[0].channels[0], &s), GLTFA_SUCCESS);
    gltfa_sampler_sample(&s, 0.0f, v, 3); CHECK_BITS(v[0], 0.0f);
    gltfa_sampler_sample(&s, 1.0f, v, 3); CHECK_BITS(v[0], 9.0f); CHECK_BITS(v[2], 7.0f);
    gltfa_sampler_sample(&s, 2.0f, v, 3); CHECK_BITS(v[0], 2.0f);
    CHECK_INT(gl_channel_sampler(&f.animations[0].channels[1], &s), GLTFA_SUCCESS);
    gltfa_sampler_sample(&s, 1.0f, v, 3); CHECK_BITS(v[1], 8.0f);
    gltfa_sampler_sample(&s, 2.0f, v, 3); CHECK_BITS(v[1], 0.0f);
    gl_free(&f);
}

/* KHR_animation_pointer channels (path "pointer", no node); missing interpolation =
   LINEAR; a channel without node is kept (the tool ignores it). */
void test_loader_pointer_and_defaults(void)
{
    static const char *const parts[] = {
        "{\"asset\":{\"version\":\"2.0\"},\"buffers\":[{\"byteLength\":48}],",
        "\"bufferViews\":[{\"buffer\":0,\"byteLength\":12},{\"buffer\":0,\"byteOffset\":12,\"byteLength\":36}],",
        "\"accessors\":[{\"bufferView\":0,\"componentType\":5126,\"count\":3,\"type\":\"SCALAR\"},",
        "{\"bufferView\":1,\"componentType\":5126,\"count\":3,\"type\":\"VEC3\"}],",
        "\"animations\":[{\"channels\":[{\"sampler\":0,\"target\":{\"path\":\"pointer\",\"extensions\":",
        "{\"KHR_animation_pointer\":{\"pointer\":\"/materials/0/emissiveFactor\"}}}},",
        "{\"sampler\":0,\"target\":{\"path\":\"translation\"}}],",
        "\"samplers\":[{\"input\":0,\"output\":1}]}]}",
        NULL
    };
    static char json[4096];
    gl_file f;
    char err[512];
    gltfa_sampler s;
    float v[3];
    join(json, parts);
    base_bin();
    CHECK(load_glb(json, &f, err));
    if (f.animation_count != 1) { printf("    %s\n", err); return; }
    CHECK_INT(f.animations[0].channels[0].node, -1);
    CHECK(strcmp(f.animations[0].channels[0].path, "pointer") == 0);
    CHECK(strcmp(f.animations[0].channels[0].pointer, "/materials/0/emissiveFactor") == 0);
    CHECK_INT(f.animations[0].channels[0].interp, GLTFA_INTERP_LINEAR);
    CHECK_INT(gl_channel_sampler(&f.animations[0].channels[0], &s), GLTFA_SUCCESS);
    gltfa_sampler_sample(&s, 0.25f, v, 3);
    CHECK_BITS(v[1], 1.0f);
    CHECK_INT(f.animations[0].channels[1].node, -1);
    gl_free(&f);
}

typedef struct err_case {
    const char *name;
    const char *from, *to; /* replace 'from' in base_json by 'to' (NULL: use as is) */
    const char *expect;    /* substring of the message */
} err_case;

/* Each error path gives a one-line message naming the problem and where. */
void test_loader_errors(void)
{
    static const err_case cases[] = {
        { "accessor past its bufferView", "\"count\":3,\"type\":\"VEC3\"", "\"count\":4,\"type\":\"VEC3\"",
          "accessor 1 extends past bufferView 1 (accessors[1])" },
        { "wrong JSON type", "\"count\":3,\"type\":\"SCALAR\"", "\"count\":\"3\",\"type\":\"SCALAR\"",
          "'count' must be a number (accessors[0].count)" },
        { "unknown interpolation", "\"LINEAR\"", "\"CUBIC\"",
          "unknown interpolation 'CUBIC' (animations[0].samplers[0].interpolation)" },
        /* found by fuzz_loader: a quoted string with a newline must not break the line */
        { "newline in a quoted string", "\"LINEAR\"", "\"LIN\\nEAR\\t\"",
          "unknown interpolation 'LIN?EAR?'" },
        { "sampler index out of range", "{\"sampler\":0,", "{\"sampler\":1,",
          "sampler index out of range (animations[0].channels[0].sampler)" },
        { "node index out of range", "\"node\":1", "\"node\":2", "node index out of range (animations[0].channels[0].target.node)" },
        { "accessor index out of range", "\"output\":1", "\"output\":7", "accessor index out of range (animations[0].samplers[0].output)" },
        { "bufferView past its buffer", "\"byteOffset\":12,\"byteLength\":36", "\"byteOffset\":13,\"byteLength\":36",
          "bufferView extends past its buffer (bufferViews[1])" },
        { "buffer shorter than byteLength", "\"byteLength\":48}", "\"byteLength\":99}", "byteLength says 99 (buffers[0].byteLength)" },
        { "unknown componentType", "\"componentType\":5126,\"count\":3,\"type\":\"VEC3\"",
          "\"componentType\":5124,\"count\":3,\"type\":\"VEC3\"", "unknown componentType (accessors[1].componentType)" },
        { "unknown accessor type", "\"type\":\"VEC3\"", "\"type\":\"VEC5\"", "unknown accessor type (accessors[1].type)" },
        { "negative index", "\"sampler\":0", "\"sampler\":-1", "'sampler' must be an integer" },
        { "fractional index", "\"sampler\":0", "\"sampler\":0.5", "'sampler' must be an integer" },
        /* found by fuzz_loader: a number beyond long's range must not be converted to long */
        { "huge index", "\"sampler\":0", "\"sampler\":5.65556e+39", "'sampler' must be an integer" },
        { "huge negative index", "\"sampler\":0", "\"sampler\":-1e300", "'sampler' must be an integer" },
        { "JSON syntax: trailing comma", "\"nodes\":[{},{}]", "\"nodes\":[{},{},]", "unexpected character (JSON byte" },
        { "JSON syntax: bad escape", "\"move\"", "\"mo\\qve\"", "bad escape in a string" },
        { "JSON syntax: unterminated", "}]}]}", "}]}]", "expected ',' or '}'" },
        { "missing channels", "\"channels\"", "\"chanels\"", "missing or bad 'channels' (animations[0].channels)" },
        { "pointer path without pointer", "\"path\":\"translation\"", "\"path\":\"pointer\"", "path 'pointer' without a KHR_animation_pointer pointer" },
        { "buffer without data", NULL, NULL, "buffer without uri and no GLB BIN chunk" }
    };
    static char json[4096];
    gl_file f;
    char err[512];
    size_t i;
    unsigned char glb[4096];
    size_t n;
    base_bin();
    for (i = 0; i < sizeof cases / sizeof cases[0]; ++i) {
        int ok;
        strcpy(json, base_json);
        if (cases[i].from != NULL) {
            char *at = strstr(json, cases[i].from), rest[4096];
            if (at == NULL) { printf("    case %s: pattern not found\n", cases[i].name); CHECK(0); continue; }
            strcpy(rest, at + strlen(cases[i].from));
            sprintf(at, "%s%s", cases[i].to, rest);
            ok = load_glb(json, &f, err);
        } else {
            ok = gl_load_memory((const unsigned char *)json, strlen(json), NULL, &f, err, sizeof err);
        }
        if (ok || strstr(err, cases[i].expect) == NULL)
            printf("    case %s: %s\n", cases[i].name, ok ? "loaded" : err);
        CHECK(!ok && strstr(err, cases[i].expect) != NULL);
        CHECK(strchr(err, '\n') == NULL);
        if (ok) gl_free(&f);
    }
    /* GLB structure */
    n = glb_build(glb, base_json, g_bin, g_bin_len);
    CHECK(!gl_load_memory(glb, 10, NULL, &f, err, sizeof err));
    CHECK(strstr(err, "truncated GLB header") != NULL);
    CHECK(!gl_load_memory(glb, n - 4, NULL, &f, err, sizeof err)); /* header says n */
    CHECK(strstr(err, "truncated GLB") != NULL);
    glb[20 + ((strlen(base_json) + 3) & ~(size_t)3)] = 0xFF; /* BIN chunk length: huge */
    CHECK(!gl_load_memory(glb, n, NULL, &f, err, sizeof err));
    CHECK(strstr(err, "truncated chunk at byte") != NULL || strstr(err, "truncated chunk (byte") != NULL);
    n = glb_build(glb, base_json, g_bin, g_bin_len);
    glb[4] = 1; /* version 1 */
    CHECK(!gl_load_memory(glb, n, NULL, &f, err, sizeof err));
    CHECK(strstr(err, "unsupported GLB version") != NULL);
    n = glb_build(glb, base_json, g_bin, g_bin_len);
    glb[12] = 0xF0; glb[13] = 0xFF; /* JSON chunk length past the end */
    CHECK(!gl_load_memory(glb, n, NULL, &f, err, sizeof err));
    CHECK(strstr(err, "truncated JSON chunk") != NULL);
    memcpy(glb, "glTX", 4); /* bad magic: not GLB, and not JSON either */
    CHECK(!gl_load_memory(glb, n, NULL, &f, err, sizeof err));
    CHECK(strstr(err, "neither a GLB nor a JSON") != NULL);
    /* bad base64 in a data: URI */
    strcpy(json, "{\"asset\":{\"version\":\"2.0\"},\"buffers\":[{\"byteLength\":4,\"uri\":\"data:application/octet-stream;base64,AA*A\"}]}");
    CHECK(!gl_load_memory((const unsigned char *)json, strlen(json), NULL, &f, err, sizeof err));
    CHECK(strstr(err, "bad base64 character at offset 2") != NULL);
    /* deep nesting is refused, not a stack overflow */
    {
        static char deep[3000];
        size_t k;
        for (k = 0; k < 500; ++k) { deep[5 * k] = '{'; deep[5 * k + 1] = '"'; deep[5 * k + 2] = 'a';
                                     deep[5 * k + 3] = '"'; deep[5 * k + 4] = ':'; }
        deep[2500] = '\0';
        CHECK(!gl_load_memory((const unsigned char *)deep, 2500, NULL, &f, err, sizeof err));
        CHECK(strstr(err, "nested too deeply") != NULL);
    }
    /* every prefix of a valid GLB fails cleanly (AddressSanitizer checks the reads) */
    n = glb_build(glb, base_json, g_bin, g_bin_len);
    {
        size_t cut;
        int loaded = 0;
        for (cut = 0; cut < n; ++cut) {
            unsigned char *copy = (unsigned char *)malloc(cut ? cut : 1);
            memcpy(copy, glb, cut);
            if (gl_load_memory(copy, cut, NULL, &f, err, sizeof err)) { ++loaded; gl_free(&f); }
            free(copy);
        }
        CHECK_INT(loaded, 0);
    }
}

/* ---------------------------------------------------------------------------------------
   The loader's work grows linearly with the file (issue 11): generated .gltf files with
   2,000 and 16,000 two-key channels, each channel with its own sampler, two accessors and
   two bufferViews in one data: URI buffer, load with at most ~8.5x the work (gl_file.work,
   a count of steps, not a clock) for 8x the channels. Three shapes: plain; more members
   per object (extras and unknown keys on channels, targets, samplers, accessors, views);
   and every channel sharing sampler 0, an object with one junk member per channel (asked
   for its members once per channel, it would cost channels x members). */

typedef struct gen_text {
    char *s;
    size_t n, cap;
    int oom;
} gen_text;

static void gen_put(gen_text *t, const char *s)
{
    size_t len = strlen(s);
    if (t->oom) return;
    if (t->n + len + 1 > t->cap) {
        size_t cap = t->cap ? t->cap : 4096;
        char *ns;
        while (t->n + len + 1 > cap) cap *= 2;
        ns = (char *)realloc(t->s, cap);
        if (ns == NULL) { t->oom = 1; return; }
        t->s = ns;
        t->cap = cap;
    }
    memcpy(t->s + t->n, s, len + 1);
    t->n += len;
}

/* shape 0 plain, 1 more members per object, 2 one shared sampler with `channels` members */
static char *gen_channels_gltf(size_t channels, int shape)
{
    static const char *const more = ",\"name\":\"x\",\"extras\":{\"a\":[1,2,3],\"b\":\"text\"},\"u1\":1,\"u2\":null";
    const char *x = shape == 1 ? more : "";
    gen_text t;
    unsigned char *bin;
    char *b64, tmp[512];
    size_t i, bytes = channels * 32;
    memset(&t, 0, sizeof t);
    bin = (unsigned char *)calloc(bytes + 1, 1);
    b64 = (char *)malloc(bytes / 3 * 4 + 8);
    if (bin == NULL || b64 == NULL) { free(bin); free(b64); return NULL; }
    for (i = 0; i < channels; ++i) { /* times 0, 1; translations (0,0,0) -> (i,1,2) */
        unsigned char *p = bin + 32 * i;
        th_put_f32(p, 0.0f); th_put_f32(p + 4, 1.0f);
        th_put_f32(p + 8, 0.0f); th_put_f32(p + 12, 0.0f); th_put_f32(p + 16, 0.0f);
        th_put_f32(p + 20, (float)i); th_put_f32(p + 24, 1.0f); th_put_f32(p + 28, 2.0f);
    }
    b64_encode(bin, bytes, b64);
    free(bin);
    gen_put(&t, "{\"asset\":{\"version\":\"2.0\"},\"nodes\":[");
    for (i = 0; i < channels; ++i) gen_put(&t, i ? ",{}" : "{}");
    sprintf(tmp, "],\"buffers\":[{\"byteLength\":%lu,\"uri\":\"data:application/octet-stream;base64,",
            (unsigned long)bytes);
    gen_put(&t, tmp);
    gen_put(&t, b64);
    free(b64);
    gen_put(&t, "\"}],\"bufferViews\":[");
    for (i = 0; i < channels; ++i) {
        sprintf(tmp, "%s{\"buffer\":0,\"byteOffset\":%lu,\"byteLength\":8%s},"
                     "{\"buffer\":0,\"byteOffset\":%lu,\"byteLength\":24%s}",
                i ? "," : "", (unsigned long)(32 * i), x, (unsigned long)(32 * i + 8), x);
        gen_put(&t, tmp);
    }
    gen_put(&t, "],\"accessors\":[");
    for (i = 0; i < channels; ++i) {
        sprintf(tmp, "%s{\"bufferView\":%lu,\"componentType\":5126,\"count\":2,\"type\":\"SCALAR\"%s},"
                     "{\"bufferView\":%lu,\"componentType\":5126,\"count\":2,\"type\":\"VEC3\"%s}",
                i ? "," : "", (unsigned long)(2 * i), x, (unsigned long)(2 * i + 1), x);
        gen_put(&t, tmp);
    }
    gen_put(&t, "],\"animations\":[{\"name\":\"generated\",\"channels\":[");
    for (i = 0; i < channels; ++i) {
        sprintf(tmp, "%s{\"sampler\":%lu,\"target\":{\"node\":%lu,\"path\":\"translation\"%s}%s}",
                i ? "," : "", (unsigned long)(shape == 2 ? 0 : i), (unsigned long)i, x, x);
        gen_put(&t, tmp);
    }
    gen_put(&t, "],\"samplers\":[");
    if (shape == 2) {
        gen_put(&t, "{");
        for (i = 0; i < channels; ++i) {
            sprintf(tmp, "\"junk%lu\":%lu,", (unsigned long)i, (unsigned long)i);
            gen_put(&t, tmp);
        }
        gen_put(&t, "\"input\":0,\"output\":1}");
    } else {
        for (i = 0; i < channels; ++i) {
            sprintf(tmp, "%s{\"input\":%lu,\"output\":%lu,\"interpolation\":\"LINEAR\"%s}", i ? "," : "",
                    (unsigned long)(2 * i), (unsigned long)(2 * i + 1), x);
            gen_put(&t, tmp);
        }
    }
    gen_put(&t, "]}]}");
    if (t.oom) { free(t.s); return NULL; }
    return t.s;
}

/* Loads a generated file; returns gl_file.work, 0 on failure (checked). */
static size_t gen_load_work(size_t channels, int shape)
{
    char *json = gen_channels_gltf(channels, shape), err[512];
    gl_file f;
    size_t work = 0;
    gltfa_sampler s;
    float v[3] = { 0, 0, 0 };
    if (json == NULL) { CHECK(!"out of memory generating the file"); return 0; }
    CHECK(gl_load_memory((const unsigned char *)json, strlen(json), NULL, &f, err, sizeof err));
    free(json);
    if (f.animation_count != 1) { printf("    %s\n", err); return 0; }
    CHECK_INT(f.animations[0].channel_count, channels);
    CHECK_INT(f.animations[0].sampler_count, shape == 2 ? 1 : channels);
    CHECK_INT(f.node_count, channels);
    /* the last channel is the one a quadratic walk reaches last: it must be right too */
    CHECK_INT(f.animations[0].channels[channels - 1].node, channels - 1);
    CHECK_INT(gl_channel_sampler(&f.animations[0].channels[channels - 1], &s), GLTFA_SUCCESS);
    gltfa_sampler_sample(&s, 0.5f, v, 3);
    CHECK_BITS(v[0], shape == 2 ? 0.0f : 0.5f * (float)(channels - 1));
    CHECK_BITS(v[2], 1.0f);
    work = f.work;
    CHECK(work > 0);
    gl_free(&f);
    return work;
}

void test_loader_linear_work(void)
{
    int shape;
    for (shape = 0; shape < 3; ++shape) {
        size_t w2 = gen_load_work(2000, shape), w16 = gen_load_work(16000, shape);
        if (w2 == 0 || w16 == 0) continue;
        printf("    shape %d: work %lu for 2,000 channels, %lu for 16,000 (x%.2f)\n", shape,
               (unsigned long)w2, (unsigned long)w16, (double)w16 / (double)w2);
        CHECK(w16 <= w2 * 85 / 10); /* 8x the channels: at most ~8.5x the work */
        CHECK(w16 >= w2 * 7);       /* and the counter does count the work */
    }
}

/* ---------------------------------------------------------------------------------------
   The memory budget (gl_options.max_memory, GL_BUDGET_FLOOR, GL_BUDGET_FACTOR): every byte
   the loader allocates for a file is counted before it is allocated. A hostile .gltf of a
   few kilobytes whose accessors claim huge counts (no bufferView: zeros; sparse over no
   bufferView: densified) is refused within the budget, and nothing past it is allocated. */

/* A .gltf: accessor 0 the times 0 and 1 s; accessors 1..big, `elems` floats each, the odd
   ones without a bufferView (zeros), the even ones sparse over no bufferView (one value,
   1.0, at index 0); one weights channel per big accessor (2 keys: elems / 2 targets). The
   buffer is a data: URI: the sparse index (0), the sparse value (1.0), the times. */
static char *hostile_gltf(size_t big, unsigned long elems)
{
    gen_text t;
    unsigned char bin[16];
    char b64[32], tmp[512];
    size_t i;
    memset(&t, 0, sizeof t);
    memset(bin, 0, sizeof bin);
    th_put_f32(bin + 4, 1.0f);
    th_put_f32(bin + 8, 0.0f);
    th_put_f32(bin + 12, 1.0f);
    b64_encode(bin, 16, b64);
    sprintf(tmp, "{\"asset\":{\"version\":\"2.0\"},\"nodes\":[{}],\"buffers\":[{\"byteLength\":16,"
                 "\"uri\":\"data:application/octet-stream;base64,%s\"}],", b64);
    gen_put(&t, tmp);
    gen_put(&t, "\"bufferViews\":[{\"buffer\":0,\"byteLength\":4},{\"buffer\":0,\"byteOffset\":4,\"byteLength\":4},"
                "{\"buffer\":0,\"byteOffset\":8,\"byteLength\":8}],"
                "\"accessors\":[{\"bufferView\":2,\"componentType\":5126,\"count\":2,\"type\":\"SCALAR\"}");
    for (i = 1; i <= big; ++i) {
        sprintf(tmp, ",{\"componentType\":5126,\"count\":%lu,\"type\":\"SCALAR\"%s}", elems,
                i % 2 ? "" : ",\"sparse\":{\"count\":1,\"indices\":{\"bufferView\":0,\"componentType\":5125},"
                             "\"values\":{\"bufferView\":1}}");
        gen_put(&t, tmp);
    }
    gen_put(&t, "],\"animations\":[{\"channels\":[");
    for (i = 1; i <= big; ++i) {
        sprintf(tmp, "%s{\"sampler\":%lu,\"target\":{\"node\":0,\"path\":\"weights\"}}", i > 1 ? "," : "",
                (unsigned long)(i - 1));
        gen_put(&t, tmp);
    }
    gen_put(&t, "],\"samplers\":[");
    for (i = 1; i <= big; ++i) {
        sprintf(tmp, "%s{\"input\":0,\"output\":%lu}", i > 1 ? "," : "", (unsigned long)i);
        gen_put(&t, tmp);
    }
    gen_put(&t, "]}]}");
    if (t.oom) { free(t.s); return NULL; }
    return t.s;
}

/* Loads text with max_memory (0: the default); 1 loaded (and freed), 0 refused. */
static int load_budget(const char *json, size_t max_memory, gl_file *f, char *err)
{
    gl_options o;
    int ok;
    memset(&o, 0, sizeof o);
    o.max_memory = max_memory;
    ok = gl_load_memory_ex((const unsigned char *)json, strlen(json), NULL, &o, f, err, 512);
    if (!ok) {
        CHECK(f->memory <= f->memory_budget); /* nothing allocated past the budget */
        CHECK(f->animations == NULL && f->priv == NULL);
    }
    return ok;
}

void test_loader_memory_budget(void)
{
    static const char *const asked_zeros = "over the loader's memory budget of 16777216 bytes: "
                                           "accessor 1 (no bufferView: its zeros) asks for 67108";
    char err[512], msg[200];
    char *json;
    gl_file f;
    gl_options o;
    size_t peak, n;
    memset(&o, 0, sizeof o);
    /* like the review's file: 8 KB, 41 accessors of (64 MB - 4 bytes): 2.36 GB before; now the
       default budget (the floor: the file is small) refuses the first, and the loader held
       less than 100 KB */
    json = hostile_gltf(41, 16777215UL);
    if (json == NULL) { CHECK(!"out of memory generating the file"); return; }
    CHECK(strlen(json) < 8192);
    CHECK(!load_budget(json, 0, &f, err));
    if (strstr(err, asked_zeros) == NULL) printf("    %s\n", err);
    CHECK(strstr(err, asked_zeros) != NULL);
    CHECK(strstr(err, "(accessors[1])") != NULL);
    CHECK(strchr(err, '\n') == NULL);
    CHECK_INT(f.over_budget, 1);
    CHECK(f.memory_budget == GL_BUDGET_FLOOR);
    CHECK(f.memory < 100000);
    free(json);
    /* 41 accessors of 4 MiB (164 MiB in all): refused at the fourth (three fit in 16 MiB
       with what the file needs besides); with 6 MiB, at the second, a sparse one; the
       loader never held more than its budget */
    json = hostile_gltf(41, 1048576UL);
    if (json == NULL) { CHECK(!"out of memory generating the file"); return; }
    CHECK(!load_budget(json, 0, &f, err));
    CHECK(strstr(err, "over the loader's memory budget of 16777216 bytes: densifying sparse accessor 4 asks for") != NULL);
    CHECK(f.memory > 12 * 1048576UL && f.memory <= 16 * 1048576UL);
    CHECK(!load_budget(json, 6 * 1048576UL, &f, err));
    CHECK(strstr(err, "over the loader's memory budget of 6291456 bytes: densifying sparse accessor 2 asks for") != NULL);
    CHECK(f.memory > 4 * 1048576UL && f.memory <= 6 * 1048576UL);
    CHECK(f.memory_budget == 6 * 1048576UL);
    free(json);
    /* raised: 6 accessors of 4 MiB (24 MiB) are refused by default, load with 32 MiB */
    json = hostile_gltf(6, 1048576UL);
    if (json == NULL) { CHECK(!"out of memory generating the file"); return; }
    CHECK(!load_budget(json, 0, &f, err));
    CHECK_INT(f.over_budget, 1);
    if (load_budget(json, 32 * 1048576UL, &f, err)) {
        const gl_channel *C = &f.animations[0].channels[1]; /* accessor 2: sparse */
        CHECK_INT(f.over_budget, 0);
        CHECK(f.memory > 24 * 1048576UL && f.memory <= 32 * 1048576UL);
        CHECK(f.memory_budget == 32 * 1048576UL);
        CHECK_INT(C->output.count, 1048576);
        CHECK_BITS(th_get_f32((const unsigned char *)C->output.data), 1.0f);
        CHECK_BITS(th_get_f32((const unsigned char *)C->output.data + 4), 0.0f);
        gl_free(&f);
    } else {
        printf("    %s\n", err);
        CHECK(!"loads with 32 MiB");
    }
    free(json);
    /* exact: a file loads with its own peak as the budget, and is refused one byte below
       (each allocation is checked before it is made, against all the others held) */
    base_bin();
    n = glb_build(g_file, base_json, g_bin, g_bin_len);
    CHECK(gl_load_memory(g_file, n, NULL, &f, err, sizeof err));
    peak = f.memory;
    CHECK(peak > n && f.memory_budget == GL_BUDGET_FLOOR && f.over_budget == 0);
    gl_free(&f);
    o.max_memory = peak;
    CHECK(gl_load_memory_ex(g_file, n, NULL, &o, &f, err, sizeof err));
    CHECK(f.memory == peak);
    gl_free(&f);
    o.max_memory = peak - 1;
    CHECK(!gl_load_memory_ex(g_file, n, NULL, &o, &f, err, sizeof err));
    CHECK(f.over_budget && f.memory <= peak - 1);
    sprintf(msg, "over the loader's memory budget of %lu bytes: ", (unsigned long)(peak - 1));
    CHECK(strncmp(err, msg, strlen(msg)) == 0);
    /* gl_load_file counts the file's own bytes too; 256 bytes are too few to read it */
    if (!write_file("build/loader_budget.glb", g_file, n)) { th_skip("cannot write under build/"); return; }
    CHECK(gl_load_file_ex("build/loader_budget.glb", NULL, &f, err, sizeof err));
    peak = f.memory;
    CHECK(peak > 2 * n);
    gl_free(&f);
    o.max_memory = peak;
    CHECK(gl_load_file_ex("build/loader_budget.glb", &o, &f, err, sizeof err));
    gl_free(&f);
    o.max_memory = peak - 1;
    CHECK(!gl_load_file_ex("build/loader_budget.glb", &o, &f, err, sizeof err));
    CHECK(f.over_budget);
    o.max_memory = 256;
    CHECK(!gl_load_file_ex("build/loader_budget.glb", &o, &f, err, sizeof err));
    sprintf(msg, "over the loader's memory budget of 256 bytes: reading the file asks for %lu bytes more, with 0 in use",
            (unsigned long)(n + 1 + sizeof(void *)));
    if (strcmp(err, msg) != 0) printf("    %s\n", err);
    CHECK(strcmp(err, msg) == 0);
}

/* Warnings (gl_file.warnings): a byteStride on an animation sampler's accessor is read as
   meant and reported, not refused; the first GL_MAX_WARNINGS are kept, all are counted.
   And the messages of a file that is not one: a missing file (with the OS's reason), a
   JSON root that is not an object, text that is not JSON. */
void test_loader_warnings_and_messages(void)
{
    static const char *const not_objects[4][2] = {
        { "[1, 2]", "an array" }, { "\"glTF\"", "a string" }, { " null ", "null" }, { "-3e2", "a number" } };
    static const char *const not_json[3] = { "12 apples", "hello", "true story" };
    static char json[8192], want[GL_WARNING_SIZE];
    char err[512], *at, rest[4096];
    gl_file f;
    gltfa_sampler s;
    float v[3];
    size_t i;
    base_bin();
    CHECK(load_glb(base_json, &f, err));
    CHECK_INT(f.warning_count, 0);
    gl_free(&f);
    /* byteStride 4 on the times (the element's own size: still forbidden) */
    strcpy(json, base_json);
    at = strstr(json, "{\"buffer\":0,\"byteLength\":12}");
    strcpy(rest, at + strlen("{\"buffer\":0,\"byteLength\":12}"));
    sprintf(at, "{\"buffer\":0,\"byteLength\":12,\"byteStride\":4}%s", rest);
    CHECK(load_glb(json, &f, err));
    if (f.animation_count == 1) {
        CHECK_INT(f.warning_count, 1);
        CHECK(strcmp(f.warnings[0], "animation 0 sampler 0: input accessor 0 has byteStride 4 (bufferView 0; "
                                    "the specification forbids it; honoured)") == 0);
        CHECK_INT(gl_channel_sampler(&f.animations[0].channels[0], &s), GLTFA_SUCCESS);
        gltfa_sampler_sample(&s, 1.5f, v, 3);
        CHECK_BITS(v[0], 3.0f);
        gl_free(&f);
    }
    /* both views strided, six samplers: 12 warnings, the first 4 kept, in order */
    strcpy(json, "{\"asset\":{\"version\":\"2.0\"},\"nodes\":[{}],\"buffers\":[{\"byteLength\":48}],"
                 "\"bufferViews\":[{\"buffer\":0,\"byteLength\":12,\"byteStride\":4},"
                 "{\"buffer\":0,\"byteOffset\":12,\"byteLength\":36,\"byteStride\":12}],"
                 "\"accessors\":[{\"bufferView\":0,\"componentType\":5126,\"count\":3,\"type\":\"SCALAR\"},"
                 "{\"bufferView\":1,\"componentType\":5126,\"count\":3,\"type\":\"VEC3\"}],"
                 "\"animations\":[{\"channels\":[");
    for (i = 0; i < 6; ++i)
        sprintf(json + strlen(json), "%s{\"sampler\":%lu,\"target\":{\"node\":0,\"path\":\"translation\"}}",
                i ? "," : "", (unsigned long)i);
    strcat(json, "],\"samplers\":[");
    for (i = 0; i < 6; ++i) strcat(json, i ? ",{\"input\":0,\"output\":1}" : "{\"input\":0,\"output\":1}");
    strcat(json, "]}]}");
    CHECK(load_glb(json, &f, err));
    if (f.animation_count == 1) {
        CHECK_INT(f.warning_count, 12);
        for (i = 0; i < GL_MAX_WARNINGS; ++i) {
            sprintf(want, "animation 0 sampler %lu: %s accessor %lu has byteStride %d (bufferView %lu; "
                          "the specification forbids it; honoured)", (unsigned long)(i / 2),
                    i % 2 ? "output" : "input", (unsigned long)(i % 2), i % 2 ? 12 : 4, (unsigned long)(i % 2));
            if (strcmp(f.warnings[i], want) != 0) printf("    %s\n", f.warnings[i]);
            CHECK(strcmp(f.warnings[i], want) == 0);
        }
        gl_free(&f);
    } else {
        printf("    %s\n", err);
    }
    /* not a glTF */
    for (i = 0; i < 4; ++i) {
        char expect[128];
        sprintf(expect, "the JSON root is not an object but %s (a glTF file is a JSON object)", not_objects[i][1]);
        CHECK(!gl_load_memory((const unsigned char *)not_objects[i][0], strlen(not_objects[i][0]), NULL, &f, err,
                              sizeof err));
        if (strcmp(err, expect) != 0) printf("    %s: %s\n", not_objects[i][0], err);
        CHECK(strcmp(err, expect) == 0);
    }
    for (i = 0; i < 3; ++i) {
        CHECK(!gl_load_memory((const unsigned char *)not_json[i], strlen(not_json[i]), NULL, &f, err, sizeof err));
        if (strstr(err, "(bad magic)") == NULL) printf("    '%s': %s\n", not_json[i], err);
        CHECK(strcmp(err, "neither a GLB nor a JSON glTF file (bad magic) (byte 0)") == 0);
    }
    /* an empty file, and one of white space only: said so, not "bad magic" */
    CHECK(!gl_load_memory((const unsigned char *)"", 0, NULL, &f, err, sizeof err));
    if (strcmp(err, "the file is empty (0 bytes) (byte 0)") != 0) printf("    '': %s\n", err);
    CHECK(strcmp(err, "the file is empty (0 bytes) (byte 0)") == 0);
    CHECK(!gl_load_memory((const unsigned char *)" \r\n\t", 4, NULL, &f, err, sizeof err));
    if (strcmp(err, "the file holds only white space (byte 0)") != 0) printf("    ' \\r\\n\\t': %s\n", err);
    CHECK(strcmp(err, "the file holds only white space (byte 0)") == 0);
    /* a missing file: the OS's reason after the name */
    {
        static const char *const prefix = "cannot read 'build/no such file.glb': ";
        CHECK(!gl_load_file("build/no such file.glb", &f, err, sizeof err));
        if (strncmp(err, prefix, strlen(prefix)) != 0 || strlen(err) < strlen(prefix) + 4) printf("    %s\n", err);
        CHECK(strncmp(err, prefix, strlen(prefix)) == 0 && strlen(err) >= strlen(prefix) + 4);
    }
    CHECK(strchr(err, '\n') == NULL);
}

static int run(const char *cmd, const char *out, char *buf, size_t size)
{
    char full[1024];
    FILE *fp;
    size_t n;
    int code = -1;
    sprintf(full, "%s > %s.out 2> %s.err; echo $? > %s.code", cmd, out, out, out);
#ifdef __wasi__
    return -1; /* no system() (see the top of the file); test_tool_contract skips first */
#else
    if (system(full) != 0) return -1;
#endif
    sprintf(full, "%s.code", out);
    fp = fopen(full, "r");
    if (fp == NULL) return -1;
    if (fscanf(fp, "%d", &code) != 1) code = -1;
    fclose(fp);
    sprintf(full, "%s.out", out);
    fp = fopen(full, "rb");
    buf[0] = '\0';
    if (fp != NULL) {
        n = fread(buf, 1, size - 1, fp);
        buf[n] = '\0';
        fclose(fp);
    }
    return code;
}

/* A file's text into buf (empty when it cannot be read). */
static void read_text(const char *path, char *buf, size_t size)
{
    FILE *fp = fopen(path, "rb");
    size_t n = 0;
    if (fp != NULL) {
        n = fread(buf, 1, size - 1, fp);
        fclose(fp);
    }
    buf[n] = '\0';
}

/* --list and --svg on an animation that does not start at 0: channel 0 has keys at 0.5 and
   1.5 s, channel 1 at 1 and 2.25 s, channel 2 (no node: ignored, as the specification says)
   at 0.25 and 3 s. By the specification the span runs from the earliest first key, 0.5, to
   the latest last key, 2.25, over the channels that animate something (channel 2 does not
   count), and the duration is 2.25 - 0.5 = 1.75 (all exact in binary). The plot's x axis
   is that span. In the detail view of a node (--node) the plot runs from x = 80 (0.5 s) to
   x = 1060 (2.25 s; 980 px for 1.75 s, 560 px a second), so node 0's keys at 0.5 and 1.5 s
   lie at 80 and 640, node 1's at 1 and 2.25 s at 360 and 1060; the time labels step by
   0.2 s (at most a label per 80 px), the first, 0.6 s, at 80 + 0.1 x 560 = 136. */
/* Node names in --list (quoted, '"' and '\\' escaped, control characters '?') and in
   --sample's last column (as they are, control characters '?'): a name with spaces, one
   with a tab, a quote and a backslash (JSON "a\tb\"c\\d"), and an unnamed node. */
static void tool_names(void)
{
    static const char *const parts[] = {
        "{\"asset\":{\"version\":\"2.0\"},\"nodes\":[{\"name\":\"left foot\"},{\"name\":\"a\\tb\\\"c\\\\d\"},{}],",
        "\"buffers\":[{\"byteLength\":32}],\"bufferViews\":[{\"buffer\":0,\"byteLength\":8},",
        "{\"buffer\":0,\"byteOffset\":8,\"byteLength\":24}],",
        "\"accessors\":[{\"bufferView\":0,\"componentType\":5126,\"count\":2,\"type\":\"SCALAR\"},",
        "{\"bufferView\":1,\"componentType\":5126,\"count\":2,\"type\":\"VEC3\"}],",
        "\"animations\":[{\"channels\":[{\"sampler\":0,\"target\":{\"node\":0,\"path\":\"translation\"}},",
        "{\"sampler\":0,\"target\":{\"node\":1,\"path\":\"scale\"}},{\"sampler\":0,\"target\":{\"node\":2,\"path\":\"translation\"}}],",
        "\"samplers\":[{\"input\":0,\"output\":1}]}]}",
        NULL
    };
    static const float t[2] = { 0.0f, 1.0f }, v[6] = { 0, 0, 0, 2, 4, 6 };
    static char json[4096], out[1 << 16];
    size_t n;
    join(json, parts);
    bin_reset();
    bin_floats(t, 2);
    bin_floats(v, 6);
    n = glb_build(g_file, json, g_bin, g_bin_len);
    if (!write_file("build/tool_names.glb", g_file, n)) { th_skip("tool names: cannot write under build/"); return; }
    CHECK_INT(run("build/gltf_anim_play --list build/tool_names.glb", "build/tool_names", out, sizeof out), 0);
    CHECK(strstr(out, "\n  channel 0: node 0 \"left foot\" translation LINEAR, 2 keys, 0 .. 1 s,") != NULL);
    CHECK(strstr(out, "\n  channel 1: node 1 \"a?b\\\"c\\\\d\" scale LINEAR, 2 keys, 0 .. 1 s,") != NULL);
    CHECK(strstr(out, "\n  channel 2: node 2 translation LINEAR, 2 keys, 0 .. 1 s,") != NULL);
    /* at 0.5 s: half of (2, 4, 6), by hand */
    CHECK_INT(run("build/gltf_anim_play --sample build/tool_names.glb --times 0.5", "build/tool_names", out, sizeof out), 0);
    CHECK(strstr(out, "\n0\t0\t0\ttranslation\tLINEAR\t0.5\t1 2 3\tleft foot\n") != NULL);
    CHECK(strstr(out, "\n0\t1\t1\tscale\tLINEAR\t0.5\t1 2 3\ta?b\"c\\d\n") != NULL);
    CHECK(strstr(out, "\n0\t2\t2\ttranslation\tLINEAR\t0.5\t1 2 3\t\n") != NULL);
}

/* A file with no animation, and one node: --list says so in the singular ("0 animations,
   1 node"); --svg and --sample refuse it, exit status 2, with a message that says why.
   --times @FILE reads a pipe to its end: "seq 0 1 | ... --times @/dev/stdin" prints what
   --times 0,1 prints (a header and a row per channel and time). */
static void tool_rough_edges(void)
{
    static const char *const json = "{\"asset\":{\"version\":\"2.0\"},\"nodes\":[{}]}";
    static char out[1 << 16], inline_times[1 << 16];
    if (!write_file("build/tool_noanim.gltf", json, strlen(json))) { th_skip("tool: cannot write under build/"); return; }
    CHECK_INT(run("build/gltf_anim_play --list build/tool_noanim.gltf", "build/tool_noanim", out, sizeof out), 0);
    CHECK(strcmp(out, "build/tool_noanim.gltf: 0 animations, 1 node\n") == 0);
    CHECK_INT(run("build/gltf_anim_play --svg build/tool_noanim.svg build/tool_noanim.gltf", "build/tool_noanim", out,
                  sizeof out), 2);
    read_text("build/tool_noanim.err", out, sizeof out);
    CHECK(strstr(out, "the file has no animation: nothing to plot") != NULL);
    CHECK_INT(run("build/gltf_anim_play --sample build/tool_noanim.gltf --times 0", "build/tool_noanim", out,
                  sizeof out), 2);
    CHECK_INT(run("build/gltf_anim_play --sample build/demo.glb --animation 1 --times 0,1", "build/tool_pipe",
                  inline_times, sizeof inline_times), 0);
    CHECK_INT(run("seq 0 1 | build/gltf_anim_play --sample build/demo.glb --animation 1 --times @/dev/stdin",
                  "build/tool_pipe", out, sizeof out), 0);
    CHECK(strchr(inline_times, '\t') != NULL && strcmp(out, inline_times) == 0);
}

static void tool_span(void)
{
    static const char *const parts[] = {
        "{\"asset\":{\"version\":\"2.0\"},\"nodes\":[{},{}],\"buffers\":[{\"byteLength\":72}],",
        "\"bufferViews\":[{\"buffer\":0,\"byteLength\":8},{\"buffer\":0,\"byteOffset\":8,\"byteLength\":8},",
        "{\"buffer\":0,\"byteOffset\":16,\"byteLength\":24},{\"buffer\":0,\"byteOffset\":40,\"byteLength\":24},",
        "{\"buffer\":0,\"byteOffset\":64,\"byteLength\":8}],",
        "\"accessors\":[{\"bufferView\":0,\"componentType\":5126,\"count\":2,\"type\":\"SCALAR\"},",
        "{\"bufferView\":1,\"componentType\":5126,\"count\":2,\"type\":\"SCALAR\"},",
        "{\"bufferView\":2,\"componentType\":5126,\"count\":2,\"type\":\"VEC3\"},",
        "{\"bufferView\":3,\"componentType\":5126,\"count\":2,\"type\":\"VEC3\"},",
        "{\"bufferView\":4,\"componentType\":5126,\"count\":2,\"type\":\"SCALAR\"}],",
        "\"animations\":[{\"name\":\"late\",\"channels\":[{\"sampler\":0,\"target\":{\"node\":0,\"path\":\"translation\"}},",
        "{\"sampler\":1,\"target\":{\"node\":1,\"path\":\"scale\"}},{\"sampler\":2,\"target\":{\"path\":\"translation\"}}],",
        "\"samplers\":[{\"input\":0,\"output\":2},{\"input\":1,\"output\":3},{\"input\":4,\"output\":2}]}]}",
        NULL
    };
    static const float ta[2] = { 0.5f, 1.5f }, tb[2] = { 1.0f, 2.25f }, tc[2] = { 0.25f, 3.0f };
    static const float va[6] = { 0, 0, 0, 1, 2, 3 }, vb[6] = { 1, 1, 1, 2, 2, 2 };
    static char json[4096], out[1 << 16];
    size_t n;
    join(json, parts);
    bin_reset();
    bin_floats(ta, 2);
    bin_floats(tb, 2);
    bin_floats(va, 6);
    bin_floats(vb, 6);
    bin_floats(tc, 2);
    n = glb_build(g_file, json, g_bin, g_bin_len);
    if (!write_file("build/tool_span.glb", g_file, n)) { th_skip("tool span: cannot write under build/"); return; }
    CHECK_INT(run("build/gltf_anim_play --list build/tool_span.glb", "build/tool_span_list", out, sizeof out), 0);
    CHECK(strstr(out, "\nanimation 0 \"late\": 0.5 .. 2.25 s (duration 1.75 s), 3 channels, 3 samplers\n") != NULL);
    CHECK(strstr(out, "\n  channel 0: node 0 translation LINEAR, 2 keys, 0.5 .. 1.5 s,") != NULL);
    CHECK(strstr(out, "\n  channel 1: node 1 scale LINEAR, 2 keys, 1 .. 2.25 s,") != NULL);
    CHECK(strstr(out, "\n  channel 2: node -1 translation LINEAR, 2 keys, output VEC3 FLOAT x 2 [skipped: ") != NULL);
    /* the overview: both nodes (unnamed: "node N"), channel 2 skipped */
    CHECK_INT(run("build/gltf_anim_play --svg build/tool_span.svg build/tool_span.glb", "build/tool_span_svg", out, sizeof out), 0);
    read_text("build/tool_span.svg", out, sizeof out);
    CHECK(out[0] != '\0');
    CHECK(strstr(out, ">node 0</text>") != NULL && strstr(out, ">node 1</text>") != NULL);
    CHECK(strstr(out, "2 channels on 2 nodes (1 skipped)") != NULL);
    /* each node in detail: key ticks where the span puts them, time labels on 0.2 s */
    CHECK_INT(run("build/gltf_anim_play --svg build/tool_span.svg build/tool_span.glb --node 0", "build/tool_span_svg", out, sizeof out), 0);
    read_text("build/tool_span.svg", out, sizeof out);
    CHECK(out[0] != '\0');
    CHECK(strstr(out, "<g class=\"xaxis\" data-step=\"0.2\" data-px-per-s=\"560.0000\" text-anchor=\"middle\"><text x=\"136.0\" ") != NULL);
    CHECK(strstr(out, ">0.6</text>") != NULL && strstr(out, ">2.2</text>") != NULL);
    CHECK(strstr(out, "<line x1=\"80.00\" ") != NULL);  /* 0.5 s */
    CHECK(strstr(out, "<line x1=\"640.00\" ") != NULL); /* 1.5 s */
    CHECK(strstr(out, "<line x1=\"360.00\" ") == NULL); /* node 1's */
    CHECK_INT(run("build/gltf_anim_play --svg build/tool_span.svg build/tool_span.glb --node 1", "build/tool_span_svg", out, sizeof out), 0);
    read_text("build/tool_span.svg", out, sizeof out);
    CHECK(out[0] != '\0');
    CHECK(strstr(out, "<line x1=\"360.00\" ") != NULL);  /* 1 s */
    CHECK(strstr(out, "<line x1=\"1060.00\" ") != NULL); /* 2.25 s */
}

/* --sample prints every channel however wide: a weights channel of 1,100 morph targets
   (wider than the tool's old 1,024-float buffer, which skipped it silently), two keys at
   0 and 1 s, weight j going from 0 to j: at 0.5 s the line holds 1,100 values, j / 2. */
static void tool_wide(void)
{
    enum { TARGETS = 1100 };
    static char json[1024], out[1 << 16];
    unsigned char *bin = (unsigned char *)malloc(8 + 8 * TARGETS), *glb = (unsigned char *)malloc(9 * TARGETS + 2048);
    size_t n, j;
    int values = 0, good = 1;
    char *p;
    if (bin == NULL || glb == NULL) { free(bin); free(glb); CHECK(!"out of memory"); return; }
    th_put_f32(bin, 0.0f);
    th_put_f32(bin + 4, 1.0f);
    for (j = 0; j < TARGETS; ++j) {
        th_put_f32(bin + 8 + 4 * j, 0.0f);
        th_put_f32(bin + 8 + 4 * (TARGETS + j), (float)j);
    }
    sprintf(json, "{\"asset\":{\"version\":\"2.0\"},\"nodes\":[{}],\"buffers\":[{\"byteLength\":%d}],"
                  "\"bufferViews\":[{\"buffer\":0,\"byteLength\":8},{\"buffer\":0,\"byteOffset\":8,\"byteLength\":%d}],"
                  "\"accessors\":[{\"bufferView\":0,\"componentType\":5126,\"count\":2,\"type\":\"SCALAR\"},"
                  "{\"bufferView\":1,\"componentType\":5126,\"count\":%d,\"type\":\"SCALAR\"}],"
                  "\"animations\":[{\"channels\":[{\"sampler\":0,\"target\":{\"node\":0,\"path\":\"weights\"}}],"
                  "\"samplers\":[{\"input\":0,\"output\":1}]}]}",
            8 + 8 * TARGETS, 8 * TARGETS, 2 * TARGETS);
    n = glb_build(glb, json, bin, 8 + 8 * TARGETS);
    free(bin);
    if (!write_file("build/tool_wide.glb", glb, n)) { free(glb); th_skip("tool wide: cannot write under build/"); return; }
    free(glb);
    CHECK_INT(run("build/gltf_anim_play --sample build/tool_wide.glb --times 0.5", "build/tool_wide", out, sizeof out), 0);
    p = strstr(out, "\n0\t0\t0\tweights\tLINEAR\t0.5\t");
    CHECK(p != NULL);
    if (p == NULL) return;
    p += strlen("\n0\t0\t0\tweights\tLINEAR\t0.5\t");
    while (*p != '\0' && *p != '\n') {
        char *end;
        double v = strtod(p, &end);
        if (end == p) { good = 0; break; }
        if (v != (double)values * 0.5) good = 0;
        ++values;
        p = end;
        if (*p == ' ') ++p;
        if (*p == '\t') break; /* node_name: the node has none */
    }
    CHECK(good);
    CHECK_INT(values, TARGETS);
    CHECK(p[0] == '\t' && p[1] == '\n' && p[2] == '\0'); /* one line: the header and this channel */
}

/* The tool on what the loader refuses or warns about, and on times it refuses:
   --max-memory lowers the budget (the demo asset refused with 10K) and raises it (a file of
   six 4 MiB accessors, refused by the default 16 MiB, lists with 32M); the review's hostile
   file refused by default, the message naming the budget, what asked and the option; a
   byteStride on a sampler's accessor a warning on stderr, exit status 0; --times nan,inf
   and an @file with inf refused (status 1), naming the token and where it is. */
static void tool_inputs(void)
{
    static const char *const hostile_msg = "gltf_anim_play: build/tool_hostile.gltf: over the loader's memory "
        "budget of 16777216 bytes: accessor 1 (no bufferView: its zeros) asks for 67108869 bytes more, with ";
    static char out[1 << 16], errs[4096], json[8192];
    char *text;
    size_t n;
    FILE *fp;
    CHECK_INT(run("build/gltf_anim_play --list build/demo.glb --max-memory 10K", "build/tool_mem", out, sizeof out), 2);
    read_text("build/tool_mem.err", errs, sizeof errs);
    CHECK(strstr(errs, "gltf_anim_play: build/demo.glb: over the loader's memory budget of 10240 bytes: ") != NULL);
    CHECK(strstr(errs, "; --max-memory BYTES sets the budget\n") != NULL);
    CHECK_INT(run("build/gltf_anim_play --list build/demo.glb --max-memory 1M", "build/tool_mem", out, sizeof out), 0);
    CHECK_INT(run("build/gltf_anim_play --list build/demo.glb --max-memory 0", "build/tool_mem", out, sizeof out), 1);
    CHECK_INT(run("build/gltf_anim_play --list build/demo.glb --max-memory 12X", "build/tool_mem", out, sizeof out), 1);
    CHECK_INT(run("build/gltf_anim_play --list build/demo.glb --max-memory", "build/tool_mem", out, sizeof out), 1);
    text = hostile_gltf(41, 16777215UL);
    if (text == NULL || !write_file("build/tool_hostile.gltf", text, strlen(text))) {
        free(text);
        th_skip("tool inputs: cannot write under build/");
        return;
    }
    free(text);
    CHECK_INT(run("build/gltf_anim_play --list build/tool_hostile.gltf", "build/tool_hostile", out, sizeof out), 2);
    read_text("build/tool_hostile.err", errs, sizeof errs);
    CHECK(strncmp(errs, hostile_msg, strlen(hostile_msg)) == 0);
    CHECK(strstr(errs, " in use (accessors[1]); --max-memory BYTES sets the budget\n") != NULL);
    text = hostile_gltf(6, 1048576UL);
    if (text == NULL || !write_file("build/tool_big.gltf", text, strlen(text))) { free(text); CHECK(0); return; }
    free(text);
    CHECK_INT(run("build/gltf_anim_play --list build/tool_big.gltf", "build/tool_big", out, sizeof out), 2);
    CHECK_INT(run("build/gltf_anim_play --list build/tool_big.gltf --max-memory 32M", "build/tool_big", out, sizeof out), 0);
    CHECK(strstr(out, "\n  channel 5: node 0 weights LINEAR, 2 keys, 0 .. 1 s, output SCALAR FLOAT x 1048576 "
                      "(524288 floats per sample)\n") != NULL);
    /* byteStride 4 on the times: a warning, and the file lists */
    base_bin();
    strcpy(json, base_json);
    {
        char *at = strstr(json, "{\"buffer\":0,\"byteLength\":12}"), rest[4096];
        strcpy(rest, at + strlen("{\"buffer\":0,\"byteLength\":12}"));
        sprintf(at, "{\"buffer\":0,\"byteLength\":12,\"byteStride\":4}%s", rest);
    }
    n = glb_build(g_file, json, g_bin, g_bin_len);
    CHECK(write_file("build/tool_stride.glb", g_file, n));
    CHECK_INT(run("build/gltf_anim_play --list build/tool_stride.glb", "build/tool_stride", out, sizeof out), 0);
    read_text("build/tool_stride.err", errs, sizeof errs);
    CHECK(strcmp(errs, "gltf_anim_play: warning: build/tool_stride.glb: animation 0 sampler 0: input accessor 0 "
                       "has byteStride 4 (bufferView 0; the specification forbids it; honoured)\n") == 0);
    CHECK(strstr(out, "\n  channel 0: node 1 translation LINEAR, 3 keys, 0 .. 2 s,") != NULL);
    /* times that are not finite floats */
    CHECK_INT(run("build/gltf_anim_play --sample build/demo.glb --times 0,nan,inf", "build/tool_nan", out, sizeof out), 1);
    read_text("build/tool_nan.err", errs, sizeof errs);
    CHECK(strstr(errs, "bad time 'nan' in --times, item 2: not finite") != NULL);
    CHECK(out[0] == '\0');
    CHECK_INT(run("build/gltf_anim_play --sample build/demo.glb --times 1,1e39", "build/tool_nan", out, sizeof out), 1);
    read_text("build/tool_nan.err", errs, sizeof errs);
    CHECK(strstr(errs, "bad time '1e39' in --times, item 2: beyond float's range") != NULL);
    fp = fopen("build/tool_times_inf.txt", "wb");
    if (fp != NULL) { fputs("0.5\n\n  -INF\r\n", fp); fclose(fp); }
    CHECK_INT(run("build/gltf_anim_play --sample build/demo.glb --times @build/tool_times_inf.txt", "build/tool_nan",
                  out, sizeof out), 1);
    read_text("build/tool_nan.err", errs, sizeof errs);
    CHECK(strstr(errs, "bad time '-INF' in --times @build/tool_times_inf.txt, line 3: not finite") != NULL);
}

/* The command-line contract of gltf_anim_play on the demo asset: exit statuses, the exact
   --sample header, one line per channel per time with %.9g values. */
void test_tool_contract(void)
{
    static char out[1 << 20], line[4096];
    const char *tool = "build/gltf_anim_play", *asset = "build/demo.glb";
    FILE *fp = fopen(tool, "rb");
    int code;
#ifdef __wasi__
    if (fp != NULL) fclose(fp);
    th_skip("tool contract: WASI has no processes (no system()) to run build/gltf_anim_play");
    return;
#endif
#ifdef _WIN32
    /* run() speaks POSIX sh ("; echo $? >"), and cmd.exe reads build/gltf_anim_play's '/'
       as a switch; and a build/gltf_anim_play here is the host's (test-win64 leaves the
       test out, as the other cross targets do) */
    if (fp != NULL) fclose(fp);
    th_skip("tool contract: host-only (it runs build/gltf_anim_play through a POSIX shell)");
    return;
#endif
    if (fp == NULL) { th_skip("tool contract: build/gltf_anim_play not built (make tools)"); return; }
    fclose(fp);
    fp = fopen(asset, "rb");
    if (fp == NULL) { th_skip("tool contract: build/demo.glb missing (make demo-asset)"); return; }
    fclose(fp);
    CHECK_INT(run("build/gltf_anim_play --help", "build/tool_help", out, sizeof out), 0);
    CHECK(strstr(out, "--sample FILE") != NULL);
    /* every exit status the checks below see (0, 1, 2) is listed */
    CHECK(strstr(out, "\nExit status:\n  0  success") != NULL);
    CHECK(strstr(out, "\n  1  usage error") != NULL && strstr(out, "\n  2  the file") != NULL);
    CHECK_INT(run("build/gltf_anim_play --frobnicate", "build/tool_bad", out, sizeof out), 1);
    CHECK_INT(run("build/gltf_anim_play --sample build/demo.glb", "build/tool_bad", out, sizeof out), 1);
    CHECK_INT(run("build/gltf_anim_play --sample build/demo.glb --times 0,,1", "build/tool_bad", out, sizeof out), 1);
    CHECK_INT(run("build/gltf_anim_play --list build/no-such-file.glb", "build/tool_bad", out, sizeof out), 2);
    code = run("build/gltf_anim_play --sample build/demo.glb --times 0,0.25,2.5 --animation 3",
               "build/tool_sample", out, sizeof out);
    CHECK_INT(code, 0);
    {
        /* header + 2 channels x 3 times. The text fields are the contract, exactly; every
           value must be printed as %.9g of a float and match the expected value: channel 0
           is the normalized SHORT rotation about z (keys c/32767: (0,0,0,32767),
           (0,0,23170,23170), (0,0,32767,0) at 0, 1, 2 s), expected from the double model
           of the spec formulas (refmodel.c) on the dequantized keys; channel 1 the colour
           (1,0,0,1) -> (0,1,0,1) -> (0,0,1,1), by hand: at 0.25 s (0.75, 0.25, 0, 1). */
        static const char *const fields[7] = {
            "animation\tchannel\tnode\tpath\tinterpolation\ttime\tvalues\tnode_name",
            "3\t0\t2\trotation\tLINEAR\t0\t", "3\t0\t2\trotation\tLINEAR\t0.25\t",
            "3\t0\t2\trotation\tLINEAR\t2.5\t",
            "3\t1\t-1\t/materials/0/pbrMetallicRoughness/baseColorFactor\tLINEAR\t0\t",
            "3\t1\t-1\t/materials/0/pbrMetallicRoughness/baseColorFactor\tLINEAR\t0.25\t",
            "3\t1\t-1\t/materials/0/pbrMetallicRoughness/baseColorFactor\tLINEAR\t2.5\t" };
        static const double rtimes[3] = { 0, 1, 2 };
        double rvals[12], want[6][4];
        static const double colors[3][4] = { { 1, 0, 0, 1 }, { 0.75, 0.25, 0, 1 }, { 0, 0, 1, 1 } };
        static const float tcs[3] = { 0.0f, 0.25f, 2.5f };
        static const long codes[12] = { 0, 0, 0, 32767,  0, 0, 23170, 23170,  0, 0, 32767, 0 };
        ref_sampler rs;
        char *p = out;
        int n = 0, i, j;
        for (i = 0; i < 12; ++i) rvals[i] = th_dequant(5122, 1, codes[i]);
        rs.interp = 0; rs.quat = 1; rs.keys = 3; rs.width = 4; rs.times = rtimes; rs.values = rvals;
        for (i = 0; i < 3; ++i) {
            ref_eval(&rs, (double)tcs[i], want[i]);
            for (j = 0; j < 4; ++j) want[3 + i][j] = colors[i][j];
        }
        while (*p != '\0' && n < 7) {
            char *nl = strchr(p, '\n');
            size_t len = nl ? (size_t)(nl - p) : strlen(p), flen = strlen(fields[n]);
            memcpy(line, p, len);
            line[len] = '\0';
            if (n == 0) {
                CHECK(strcmp(line, fields[0]) == 0);
            } else {
                char *tok = line + flen, *end;
                CHECK(strncmp(line, fields[n], flen) == 0);
                for (j = 0; j < 4 && strncmp(line, fields[n], flen) == 0; ++j) {
                    char again[64];
                    float v = (float)strtod(tok, &end);
                    size_t tl = (size_t)(end - tok);
                    sprintf(again, "%.9g", (double)v);
                    CHECK(tl == strlen(again) && strncmp(tok, again, tl) == 0); /* %.9g */
                    CHECK_NEAR(v, want[n - 1][j], 2e-6);
                    CHECK(*end == (j < 3 ? ' ' : '\t'));
                    tok = end + (*end == ' ');
                }
                /* node_name: the rotation's node 2 is "quantized"; the colour has no node */
                CHECK(strncmp(line, fields[n], flen) == 0 && strcmp(tok, n <= 3 ? "\tquantized" : "\t") == 0);
            }
            ++n;
            p = nl ? nl + 1 : p + len;
        }
        CHECK_INT(n, 7);
        CHECK(*p == '\0');
    }
    /* @file times, all animations: 1 + 14 channels x 2 times lines */
    fp = fopen("build/tool_times.txt", "wb"); /* binary: these bytes, "\r\n" included */
    if (fp != NULL) { fputs("0.5\n\n1.75\r\n", fp); fclose(fp); }
    CHECK_INT(run("build/gltf_anim_play --sample build/demo.glb --times @build/tool_times.txt",
                  "build/tool_sample2", out, sizeof out), 0);
    {
        int lines = 0;
        char *p;
        for (p = out; *p; ++p) lines += *p == '\n';
        CHECK_INT(lines, 1 + 14 * 2);
    }
    CHECK_INT(run("build/gltf_anim_play --list build/demo.glb", "build/tool_list", out, sizeof out), 0);
    /* every channel of the demo's animations has keys from 0 to 2 s: span 0 .. 2, duration 2 */
    CHECK(strstr(out, "\nanimation 0 \"step\": 0 .. 2 s (duration 2 s), 4 channels, 4 samplers\n") != NULL);
    CHECK(strstr(out, "\nanimation 3 \"pointer\": 0 .. 2 s (duration 2 s), 2 channels, 2 samplers\n") != NULL);
    CHECK_INT(run("build/gltf_anim_play --svg build/tool.svg build/demo.glb --animation 0", "build/tool_svg", out, sizeof out), 0);
    fp = fopen("build/tool.svg", "rb");
    CHECK(fp != NULL);
    if (fp != NULL) {
        size_t n = fread(out, 1, sizeof out - 1, fp);
        out[n] = '\0';
        fclose(fp);
        CHECK(strstr(out, "<svg") != NULL && strstr(out, "</svg>") != NULL);
        CHECK(strstr(out, ">mover</text>") != NULL); /* node 0's name; its weights, */
        CHECK(strstr(out, "mover weights: STEP, 5 keys</title>") != NULL);
    }
    tool_span();
    tool_names();
    tool_rough_edges();
    tool_wide();
    tool_inputs();
}

/* ---------------------------------------------------------------------------------------
   gltf_anim_play --svg: what the plots must read as. Every axis (<g class="xaxis"> or
   "yaxis", data-step the tick step) is on a 1-2-5 step (1, 2 or 5 x 10^k), its labels
   consecutive multiples of it with no more decimals than the step has and no exponent, and
   zero prints as "0" (never "-0" or "-8.94e-08"). Node names and the animation name (or
   "animation N") title the rows; --node and --euler; a colour property's legend r g b a.
   With rsvg-convert installed, real assets' plots render to PNG at the SVG's size. Named
   test_tool_contract_plot so that the cross targets' -test_tool_contract leaves it out
   too (it runs the host's build/gltf_anim_play). */

/* A file into a malloc'd, NUL-terminated buffer (NULL when it cannot be read). */
static char *plot_read(const char *path)
{
    FILE *fp = fopen(path, "rb");
    long size;
    char *buf;
    if (fp == NULL) return NULL;
    if (fseek(fp, 0, SEEK_END) != 0 || (size = ftell(fp)) < 0 || fseek(fp, 0, SEEK_SET) != 0) {
        fclose(fp);
        return NULL;
    }
    buf = (char *)malloc((size_t)size + 1);
    if (buf != NULL && fread(buf, 1, (size_t)size, fp) != (size_t)size) { free(buf); buf = NULL; }
    if (buf != NULL) buf[size] = '\0';
    fclose(fp);
    return buf;
}

/* The digits after the decimal point of a number as printed. */
static int plot_decimals(const char *s)
{
    const char *dot = strchr(s, '.');
    return dot == NULL ? 0 : (int)strlen(dot + 1);
}

/* 1 when s prints a 1-2-5 step: one significant digit, 1, 2 or 5 ("0.05", "2", "100"). */
static int plot_step_ok(const char *s)
{
    char digits[64];
    size_t n = 0, i, b = 0;
    for (i = 0; s[i] != '\0' && n < sizeof digits - 1; ++i) {
        if (s[i] >= '0' && s[i] <= '9') digits[n++] = s[i];
        else if (s[i] != '.') return 0;
    }
    digits[n] = '\0';
    while (digits[b] == '0') ++b;
    while (n > b && digits[n - 1] == '0') digits[--n] = '\0';
    return n == b + 1 && (digits[b] == '1' || digits[b] == '2' || digits[b] == '5');
}

/* Checks every axis of a plot (see above); returns how many it checked. what names the
   plot in failure messages. */
static int plot_check_axes(const char *svg, const char *what)
{
    const char *p = svg;
    int axes = 0, bad = 0;
    while ((p = strstr(p, "<g class=\"")) != NULL) {
        char step_s[64], label[96];
        const char *end, *q;
        double step, prev = 0.0;
        int labels = 0;
        size_t n;
        p += 10;
        if (strncmp(p, "xaxis\" data-step=\"", 18) != 0 && strncmp(p, "yaxis\" data-step=\"", 18) != 0) continue;
        ++axes;
        q = p + 18;
        for (n = 0; q[n] != '"' && q[n] != '\0' && n < sizeof step_s - 1; ++n) step_s[n] = q[n];
        step_s[n] = '\0';
        step = strtod(step_s, NULL);
        if (!plot_step_ok(step_s) || !(step > 0.0)) { ++bad; printf("    %s: axis step '%s' is not 1-2-5\n", what, step_s); }
        end = strstr(p, "</g>");
        if (end == NULL) { ++bad; break; }
        for (q = strstr(p, "<text"); q != NULL && q < end; q = strstr(q, "<text")) {
            const char *gt = strchr(q, '>'), *lt = gt != NULL ? strstr(gt, "</text>") : NULL;
            double v, k;
            char *stop;
            if (gt == NULL || lt == NULL || lt > end || (size_t)(lt - gt - 1) >= sizeof label) { ++bad; break; }
            memcpy(label, gt + 1, (size_t)(lt - gt - 1));
            label[lt - gt - 1] = '\0';
            q = lt;
            v = strtod(label, &stop);
            k = v / step;
            if (*stop != '\0' || label[0] == '\0' || strchr(label, 'e') != NULL || strchr(label, 'E') != NULL ||
                (v == 0.0 && strcmp(label, "0") != 0) || plot_decimals(label) > plot_decimals(step_s) ||
                k - (double)(long)(k + (k < 0 ? -0.5 : 0.5)) > 1e-6 || k - (double)(long)(k + (k < 0 ? -0.5 : 0.5)) < -1e-6 ||
                (labels > 0 && (v - prev - step > step * 1e-6 || v - prev - step < -step * 1e-6))) {
                ++bad;
                if (bad < 10) printf("    %s: axis label '%s' (step %s) is not round\n", what, label, step_s);
            }
            prev = v;
            ++labels;
        }
        if (labels == 0) { ++bad; printf("    %s: an axis without labels\n", what); }
        if (strncmp(p, "yaxis", 5) == 0 && labels >= 2) {
            /* both ends labelled: the first label at the panel's bottom edge, the last at its
               top (baselines 4 px under the grid line), the panel the last <rect> before */
            const char *r = NULL, *s2, *first_y = strstr(p, "<text"), *last_y = NULL;
            double rx, ry, rw, rh, y0 = 0.0, y1 = 0.0;
            for (s2 = svg; (s2 = strstr(s2, "<rect x=\"")) != NULL && s2 < p; ++s2) r = s2;
            for (q = first_y; q != NULL && q < end; q = strstr(q + 1, "<text")) last_y = q;
            if (r == NULL || sscanf(r, "<rect x=\"%lf\" y=\"%lf\" width=\"%lf\" height=\"%lf\"", &rx, &ry, &rw, &rh) != 4 ||
                first_y == NULL || last_y == NULL || sscanf(strstr(first_y, "y=\""), "y=\"%lf\"", &y0) != 1 ||
                sscanf(strstr(last_y, "y=\""), "y=\"%lf\"", &y1) != 1 || fabs(y0 - (ry + rh + 4.0)) > 0.11 ||
                fabs(y1 - (ry + 4.0)) > 0.11) {
                ++bad;
                if (bad < 10) printf("    %s: a value axis not labelled at both ends of its panel\n", what);
            }
        }
        p = end;
    }
    CHECK(bad == 0);
    CHECK(axes > 0);
    return axes;
}

/* The width and height of a PNG (its IHDR), 0 when it is none. */
static void plot_png_size(const char *path, unsigned long *w, unsigned long *h)
{
    unsigned char b[24];
    FILE *fp = fopen(path, "rb");
    *w = *h = 0;
    if (fp == NULL) return;
    if (fread(b, 1, 24, fp) == 24 && memcmp(b, "\211PNG\r\n\032\n", 8) == 0 && memcmp(b + 12, "IHDR", 4) == 0) {
        *w = ((unsigned long)b[16] << 24) | ((unsigned long)b[17] << 16) | ((unsigned long)b[18] << 8) | b[19];
        *h = ((unsigned long)b[20] << 24) | ((unsigned long)b[21] << 16) | ((unsigned long)b[22] << 8) | b[23];
    }
    fclose(fp);
}

/* The width="W" height="H" of an SVG's root. */
static void plot_svg_size(const char *svg, unsigned long *w, unsigned long *h)
{
    const char *p = strstr(svg, "<svg ");
    *w = *h = 0;
    if (p == NULL) return;
    if ((p = strstr(p, " width=\"")) != NULL) *w = strtoul(p + 8, NULL, 10);
    if (p != NULL && (p = strstr(p, " height=\"")) != NULL) *h = strtoul(p + 9, NULL, 10);
}

/* A real asset: the overview (with --euler) and one node in detail, every axis round; the
   names in the file title the rows; rendered with rsvg-convert when it is installed. */
static void plot_asset(const char *shared, const char *rel, const char *node, const char *const *names, int render)
{
    char path[1024], cmd[2048], out[4096], png[256];
    const char *base = strrchr(rel, '/') != NULL ? strrchr(rel, '/') + 1 : rel;
    char *svg;
    int i;
    int before = th_checks_failed;
    sprintf(path, "%.900s/assets/%s", shared, rel);
    svg = plot_read(path);
    if (svg == NULL) {
        char why[1200];
        sprintf(why, "plots of Khronos sample assets: not found under %.900s/assets (make test "
                     "SHARED=DIR; the test programs read GLTF_ANIM_SHARED=DIR)", shared);
        th_skip_part(1, why);
        return;
    }
    free(svg);
    sprintf(cmd, "build/gltf_anim_play --svg build/plot_%s.svg %s --euler", base, path);
    CHECK_INT(run(cmd, "build/plot_run", out, sizeof out), 0);
    sprintf(cmd, "build/plot_%s.svg", base);
    svg = plot_read(cmd);
    CHECK(svg != NULL);
    if (svg == NULL) return;
    printf("    %s overview: %d axes checked for 1-2-5 ticks\n", base, plot_check_axes(svg, base));
    for (i = 0; names[i] != NULL; ++i)
        if (strstr(svg, names[i]) == NULL) { printf("    %s: '%s' not in the plot\n", base, names[i]); CHECK(!"name in plot"); }
    CHECK(strstr(svg, "rotation (XYZ Euler") != NULL);
    if (render) {
        unsigned long sw, sh, pw, ph;
        plot_svg_size(svg, &sw, &sh);
        sprintf(png, "build/plot_%s.png", base);
        sprintf(cmd, "rsvg-convert -o %s build/plot_%s.svg", png, base);
        CHECK_INT(run(cmd, "build/plot_rsvg", out, sizeof out), 0);
        plot_png_size(png, &pw, &ph);
        printf("    %s: rendered by rsvg-convert, %lu x %lu px\n", base, pw, ph);
        CHECK(sw > 0 && pw == sw && ph == sh);
    }
    free(svg);
    sprintf(cmd, "build/gltf_anim_play --svg build/plot_%s_node.svg %s --node %s --euler", base, path, node);
    CHECK_INT(run(cmd, "build/plot_run", out, sizeof out), 0);
    sprintf(cmd, "build/plot_%s_node.svg", base);
    svg = plot_read(cmd);
    CHECK(svg != NULL);
    if (svg == NULL) return;
    plot_check_axes(svg, base);
    CHECK(strstr(svg, node) != NULL);
    CHECK(strstr(svg, "class=\"keymarks\"") != NULL);
    if (render) {
        sprintf(cmd, "rsvg-convert -o build/plot_%s_node.png build/plot_%s_node.svg", base, base);
        CHECK_INT(run(cmd, "build/plot_rsvg", out, sizeof out), 0);
    }
    free(svg);
    sprintf(cmd, "plot of %s", rel);
    th_result(cmd, th_checks_failed == before);
}

/* The number of time axes of svg, and whether all have one scale (data-px-per-s: the
   panel's width over the span it shows). */
static int plot_one_time_scale(const char *svg, int *axes)
{
    const char *p = svg, *key = "class=\"xaxis\" data-step=\"";
    char first[32] = "", here[32];
    int same = 1;
    *axes = 0;
    while ((p = strstr(p, key)) != NULL) {
        const char *q = strstr(p, "data-px-per-s=\"");
        p += strlen(key);
        if (q == NULL || sscanf(q + 15, "%31[0-9.]", here) != 1) return 0;
        if (*axes == 0) strcpy(first, here);
        else if (strcmp(first, here) != 0) same = 0;
        ++*axes;
    }
    return same;
}

/* The overview's plot features on a file made here: four nodes over keys at 0, 1, 2 s.
   mover translates (0,0,0) (1,0,0) (2,0,0), hopper (0,0,0) (0,10,0) (0,0,0); turner
   rotates (0,0,0,1), 45 degrees about y (0, 0.38268343, 0, 0.92387953), then 90 degrees
   stored with the other sign (0, -0.70710678, 0, -0.70710678): LINEAR slerps the shortest
   arc, so the curve runs on to +90 degrees and at 2 s the stored key flips the sign (dot
   about -1 with the sample before): one quaternion flip at 2 s. still translates
   (1,2,3) at every key: constant, folded into the text line, no panel.
   Value axes (1-2-5, at most 4 intervals on an 80 px panel, the range grown to the ticks
   around it): shared (the default), the translation column spans hopper's 0..10 and
   mover's 0..2: step 5 (10/4 = 2.5 rounds up to 5), 0..10, on both panels; --scale own:
   mover alone, 0..2, step 0.5 (2/4), hopper step 5. turner's quaternion panel has its own
   range either way (rotation panels are never shared): -0.7071 (the flipped key at 2 s)
   .. 1, step 0.5 (1.7071/4 = 0.43 rounds up to 0.5), grown to -1..1 (4 intervals, 20 px
   apart). The frame axis (--fps 24) counts frames from 0 at the span's start. */
static void plot_features(void)
{
    static const char *const parts[] = {
        "{\"asset\":{\"version\":\"2.0\"},\"nodes\":[{\"name\":\"mover\"},{\"name\":\"hopper\"},",
        "{\"name\":\"turner\"},{\"name\":\"still\"}],\"buffers\":[{\"byteLength\":168}],",
        "\"bufferViews\":[{\"buffer\":0,\"byteLength\":12},{\"buffer\":0,\"byteOffset\":12,\"byteLength\":36},",
        "{\"buffer\":0,\"byteOffset\":48,\"byteLength\":36},{\"buffer\":0,\"byteOffset\":84,\"byteLength\":48},",
        "{\"buffer\":0,\"byteOffset\":132,\"byteLength\":36}],",
        "\"accessors\":[{\"bufferView\":0,\"componentType\":5126,\"count\":3,\"type\":\"SCALAR\"},",
        "{\"bufferView\":1,\"componentType\":5126,\"count\":3,\"type\":\"VEC3\"},",
        "{\"bufferView\":2,\"componentType\":5126,\"count\":3,\"type\":\"VEC3\"},",
        "{\"bufferView\":3,\"componentType\":5126,\"count\":3,\"type\":\"VEC4\"},",
        "{\"bufferView\":4,\"componentType\":5126,\"count\":3,\"type\":\"VEC3\"}],",
        "\"animations\":[{\"name\":\"features\",\"channels\":[{\"sampler\":0,\"target\":{\"node\":0,\"path\":\"translation\"}},",
        "{\"sampler\":1,\"target\":{\"node\":1,\"path\":\"translation\"}},{\"sampler\":2,\"target\":{\"node\":2,\"path\":\"rotation\"}},",
        "{\"sampler\":3,\"target\":{\"node\":3,\"path\":\"translation\"}}],",
        "\"samplers\":[{\"input\":0,\"output\":1},{\"input\":0,\"output\":2},{\"input\":0,\"output\":3},",
        "{\"input\":0,\"output\":4}]}]}",
        NULL
    };
    static const float t[3] = { 0, 1, 2 }, mover[9] = { 0, 0, 0, 1, 0, 0, 2, 0, 0 };
    static const float hopper[9] = { 0, 0, 0, 0, 10, 0, 0, 0, 0 }, still[9] = { 1, 2, 3, 1, 2, 3, 1, 2, 3 };
    static const float turner[12] = { 0, 0, 0, 1,  0, 0.38268343f, 0, 0.92387953f,  0, -0.70710678f, 0, -0.70710678f };
    static char json[4096], out[1 << 16];
    char *svg;
    const char *p;
    int n5 = 0, n1 = 0;
    size_t n;
    join(json, parts);
    bin_reset();
    bin_floats(t, 3);
    bin_floats(mover, 9);
    bin_floats(hopper, 9);
    bin_floats(turner, 12);
    bin_floats(still, 9);
    n = glb_build(g_file, json, g_bin, g_bin_len);
    if (!write_file("build/plot_features.glb", g_file, n)) { CHECK(!"cannot write build/plot_features.glb"); return; }
    CHECK_INT(run("build/gltf_anim_play --svg build/plot_features.svg build/plot_features.glb --fps 24",
                  "build/plot_run", out, sizeof out), 0);
    svg = plot_read("build/plot_features.svg");
    CHECK(svg != NULL);
    if (svg == NULL) return;
    plot_check_axes(svg, "plot_features.glb");
    CHECK(strstr(svg, "quaternion sign flip (q and -q are one rotation) at 2 s") != NULL);
    {
        int axes = 0; /* the translation and rotation columns: one time scale */
        CHECK(plot_one_time_scale(svg, &axes));
        CHECK_INT(axes, 4);
    }
    p = strstr(svg, "<g class=\"frameaxis\" data-step=\"");
    CHECK(p != NULL && strstr(p, "\">0</text>") != NULL);
    CHECK(strstr(svg, ">frame (24 fps)</text>") != NULL);
    CHECK(strstr(svg, "1 constant over the span (no panel): still translation 1 2 3</text>") != NULL);
    CHECK(strstr(svg, "<title>still") == NULL); /* no panel */
    CHECK(strstr(svg, " height=\"80.0\" fill=\"#fcfcfc\"") != NULL);
    for (p = svg; (p = strstr(p, "class=\"yaxis\" data-step=\"5\"")) != NULL; ++p) ++n5;
    CHECK_INT(n5, 2);
    for (p = svg; (p = strstr(p, "class=\"yaxis\" data-step=\"0.5\"")) != NULL; ++p) ++n1;
    CHECK_INT(n1, 1);
    free(svg);
    CHECK_INT(run("build/gltf_anim_play --svg build/plot_features.svg build/plot_features.glb --scale own",
                  "build/plot_run", out, sizeof out), 0);
    svg = plot_read("build/plot_features.svg");
    CHECK(svg != NULL);
    if (svg == NULL) return;
    n5 = 0;
    for (p = svg; (p = strstr(p, "class=\"yaxis\" data-step=\"5\"")) != NULL; ++p) ++n5;
    CHECK_INT(n5, 1);
    n1 = 0;
    for (p = svg; (p = strstr(p, "class=\"yaxis\" data-step=\"0.5\"")) != NULL; ++p) ++n1;
    CHECK_INT(n1, 2);
    CHECK(strstr(svg, "class=\"frameaxis\"") == NULL);
    free(svg);
    CHECK_INT(run("build/gltf_anim_play --svg build/plot_bad.svg build/plot_features.glb --scale big", "build/plot_bad", out, sizeof out), 1);
    CHECK_INT(run("build/gltf_anim_play --svg build/plot_bad.svg build/plot_features.glb --fps 0", "build/plot_bad", out, sizeof out), 1);
    CHECK_INT(run("build/gltf_anim_play --list build/plot_features.glb --fps 24", "build/plot_bad", out, sizeof out), 1);
}

/* The overview of a rig on one screen, and its near-constant channels folded. Fox's "Walk"
   (20 animated bones): at most 1080 px high without --fps (the rows shortened to fit), its
   three columns (translation, quaternion, Euler) on one time scale. A file made here: mover
   translates (0,0,0) (1,0,0) (2,0,0) at 0, 1, 2 s; wobble scales (1,1,1) (1.000001,1,1)
   (1,1,1): its x moves by 1.000001f - 1 = 2^-20 = 9.5e-07 (8 float steps at 1), under
   NEAR_CONSTANT (2^-16 of its size): folded, "moves by 9.5e-07 at most", no panel. */
static void plot_one_screen(const char *shared)
{
    static const char *const parts[] = {
        "{\"asset\":{\"version\":\"2.0\"},\"nodes\":[{\"name\":\"mover\"},{\"name\":\"wobble\"}],",
        "\"buffers\":[{\"byteLength\":84}],",
        "\"bufferViews\":[{\"buffer\":0,\"byteLength\":12},{\"buffer\":0,\"byteOffset\":12,\"byteLength\":36},",
        "{\"buffer\":0,\"byteOffset\":48,\"byteLength\":36}],",
        "\"accessors\":[{\"bufferView\":0,\"componentType\":5126,\"count\":3,\"type\":\"SCALAR\"},",
        "{\"bufferView\":1,\"componentType\":5126,\"count\":3,\"type\":\"VEC3\"},",
        "{\"bufferView\":2,\"componentType\":5126,\"count\":3,\"type\":\"VEC3\"}],",
        "\"animations\":[{\"channels\":[{\"sampler\":0,\"target\":{\"node\":0,\"path\":\"translation\"}},",
        "{\"sampler\":1,\"target\":{\"node\":1,\"path\":\"scale\"}}],",
        "\"samplers\":[{\"input\":0,\"output\":1},{\"input\":0,\"output\":2}]}]}",
        NULL
    };
    static const float t[3] = { 0, 1, 2 }, mover[9] = { 0, 0, 0, 1, 0, 0, 2, 0, 0 };
    static const float wobble[9] = { 1, 1, 1, 1.000001f, 1, 1, 1, 1, 1 };
    static char json[4096], out[1 << 16], path[1024], cmd[1200];
    unsigned long w = 0, h = 0;
    int axes = 0;
    char *svg;
    size_t n;
    join(json, parts);
    bin_reset();
    bin_floats(t, 3);
    bin_floats(mover, 9);
    bin_floats(wobble, 9);
    n = glb_build(g_file, json, g_bin, g_bin_len);
    if (!write_file("build/plot_wobble.glb", g_file, n)) { CHECK(!"cannot write build/plot_wobble.glb"); return; }
    CHECK_INT(run("build/gltf_anim_play --svg build/plot_wobble.svg build/plot_wobble.glb", "build/plot_run", out,
                  sizeof out), 0);
    svg = plot_read("build/plot_wobble.svg");
    CHECK(svg != NULL);
    if (svg == NULL) return;
    CHECK(strstr(svg, "1 constant over the span (no panel): wobble scale 1 1 1 (moves by 9.5e-07 at most)") != NULL);
    CHECK(strstr(svg, "<title>wobble") == NULL);
    free(svg);
    sprintf(path, "%.900s/assets/Fox/Fox.glb", shared);
    svg = plot_read(path);
    if (svg == NULL) return; /* plot_asset reports the skip */
    free(svg);
    sprintf(cmd, "build/gltf_anim_play --svg build/plot_walk.svg '%s' --animation 1 --euler", path);
    CHECK_INT(run(cmd, "build/plot_run", out, sizeof out), 0);
    svg = plot_read("build/plot_walk.svg");
    CHECK(svg != NULL);
    if (svg == NULL) return;
    plot_svg_size(svg, &w, &h);
    CHECK(w == 1200 && h > 0 && h <= 1080);
    CHECK(plot_one_time_scale(svg, &axes));
    CHECK_INT(axes, 6); /* three columns, labelled over and under the rows */
    {
        /* rotation panels each on their own value range: the quaternion panels' first and
           last labels are not all alike (Fox's bones turn by different amounts; a shared
           -1..1 column would give every panel the same two) */
        const char *p = svg, *y;
        char first[32], last[32], seen[64][64];
        int panels = 0, distinct = 0, i;
        while ((p = strstr(p, " rotation (quaternion): ")) != NULL && panels < 64) {
            const char *end, *q, *lab = NULL;
            y = strstr(p, "class=\"yaxis\"");
            if (y == NULL) break;
            end = strstr(y, "</g>");
            first[0] = last[0] = '\0';
            for (q = strstr(y, "<text"); q != NULL && end != NULL && q < end; q = strstr(q + 1, "<text")) lab = q;
            if (lab != NULL && end != NULL) {
                sscanf(strchr(strstr(y, "<text"), '>') + 1, "%31[^<]", first);
                sscanf(strchr(lab, '>') + 1, "%31[^<]", last);
            }
            sprintf(seen[panels], "%s..%s", first, last);
            for (i = 0; i < panels && strcmp(seen[i], seen[panels]) != 0; ++i) {}
            if (i == panels) ++distinct;
            ++panels;
            p = y;
        }
        if (distinct < 2) printf("    Walk: %d quaternion panels, %d value ranges\n", panels, distinct);
        CHECK(panels >= 19 && distinct >= 2);
    }
    free(svg);
}

/* The results test_tool_contract_plot reports: the demo's plots, their rendering, and the
   two sample assets'. */
#define PLOT_RESULTS 4

void test_tool_contract_plot(void)
{
    static const char *const fox[] = { "b_Head_05", "b_Hip_01", ">Survey<", ">Walk<", ">Run<", NULL };
    static const char *const cesium_man[] = { "Skeleton_torso_joint_1", "leg_joint_L_2", ">animation 0<", NULL };
    static char out[1 << 16];
    const char *shared = getenv("GLTF_ANIM_SHARED");
    char *svg;
    int render, before = th_checks_failed;
    FILE *fp = fopen("build/gltf_anim_play", "rb");
#if defined(__wasi__) || defined(_WIN32)
    if (fp != NULL) fclose(fp);
    th_skip_count(PLOT_RESULTS, "tool plot: host-only (it runs build/gltf_anim_play through a POSIX shell)");
    return;
#endif
    if (fp == NULL) { th_skip_count(PLOT_RESULTS, "tool plot: build/gltf_anim_play not built (make tools)"); return; }
    fclose(fp);
    fp = fopen("build/demo.glb", "rb");
    if (fp == NULL) { th_skip_count(PLOT_RESULTS, "tool plot: build/demo.glb missing (make demo-asset)"); return; }
    fclose(fp);
    /* the options: in the usage; refused without --svg; unknown nodes; unanimated nodes */
    CHECK_INT(run("build/gltf_anim_play --help", "build/plot_help", out, sizeof out), 0);
    CHECK(strstr(out, "[--node NAME|INDEX] [--euler]") != NULL && strstr(out, "\n  --euler ") != NULL);
    CHECK(strstr(out, "\n  --node NAME|INDEX ") != NULL && strstr(out, "extrinsic X, then Y, then Z") != NULL);
    CHECK_INT(run("build/gltf_anim_play --list build/demo.glb --euler", "build/plot_bad", out, sizeof out), 1);
    CHECK_INT(run("build/gltf_anim_play --sample build/demo.glb --times 0 --node 0", "build/plot_bad", out, sizeof out), 1);
    CHECK_INT(run("build/gltf_anim_play --svg build/plot_bad.svg build/demo.glb --node", "build/plot_bad", out, sizeof out), 1);
    CHECK_INT(run("build/gltf_anim_play --svg build/plot_bad.svg build/demo.glb --node nosuch", "build/plot_bad", out, sizeof out), 1);
    CHECK_INT(run("build/gltf_anim_play --svg build/plot_bad.svg build/demo.glb --node 3", "build/plot_bad", out, sizeof out), 1);
    CHECK_INT(run("build/gltf_anim_play --svg build/plot_bad.svg build/demo.glb --node quantized --animation 0",
                  "build/plot_bad", out, sizeof out), 1);
    /* the demo's overview: names, the colour property's r g b a and its strip */
    CHECK_INT(run("build/gltf_anim_play --svg build/plot_demo.svg build/demo.glb", "build/plot_run", out, sizeof out), 0);
    svg = plot_read("build/plot_demo.svg");
    CHECK(svg != NULL);
    if (svg == NULL) return;
    plot_check_axes(svg, "demo.glb");
    CHECK(strstr(svg, ">mover</text>") != NULL && strstr(svg, ">spinner</text>") != NULL);
    CHECK(strstr(svg, ">quantized</text>") != NULL && strstr(svg, ">node 2</text>") != NULL);
    CHECK(strstr(svg, ">step<tspan") != NULL && strstr(svg, ">pointer<tspan") != NULL);
    CHECK(strstr(svg, ">/materials/0/pbrMetallicRoughness/baseColorFactor</text>") != NULL);
    CHECK(strstr(svg, "font-weight=\"bold\">r</text>") != NULL && strstr(svg, "font-weight=\"bold\">a</text>") != NULL);
    CHECK(strstr(svg, "font-weight=\"bold\">w</text>") != NULL && strstr(svg, "class=\"colorstrip\"") != NULL);
    CHECK(strstr(svg, "font-size=\"11\"") == NULL); /* nothing under 12 px */
    free(svg);
    /* one node by name and by index; the spinner's LINEAR turn about y, 0 to 360 degrees in
       2 s, as a continuous Euler Y angle (values 0..360: a label 300, none negative) */
    CHECK_INT(run("build/gltf_anim_play --svg build/plot_demo_node.svg build/demo.glb --node spinner --euler --animation 1",
                  "build/plot_run", out, sizeof out), 0);
    svg = plot_read("build/plot_demo_node.svg");
    CHECK(svg != NULL);
    if (svg == NULL) return;
    plot_check_axes(svg, "demo.glb --node spinner");
    {
        const char *e = strstr(svg, "rotation (XYZ Euler"), *ax = e != NULL ? strstr(e, "class=\"yaxis\"") : NULL;
        const char *ax_end = ax != NULL ? strstr(ax, "</g>") : NULL;
        const char *l300 = ax != NULL ? strstr(ax, ">300</text>") : NULL, *neg = ax != NULL ? strstr(ax, ">-") : NULL;
        CHECK(ax_end != NULL && l300 != NULL && l300 < ax_end && (neg == NULL || neg > ax_end));
        CHECK(e != NULL && strstr(e, "font-weight=\"bold\">X</text>") != NULL);
    }
    CHECK(strstr(svg, "spinner (node 1)") != NULL && strstr(svg, "class=\"keymarks\"") != NULL);
    free(svg);
    CHECK_INT(run("build/gltf_anim_play --svg build/plot_demo_node.svg build/demo.glb --node 0", "build/plot_run", out, sizeof out), 0);
    svg = plot_read("build/plot_demo_node.svg");
    CHECK(svg != NULL && strstr(svg, "mover (node 0)") != NULL);
    free(svg);
    plot_features();
    if (shared == NULL || shared[0] == '\0') shared = "../shared";
    plot_one_screen(shared);
    th_result("plot of demo.glb", th_checks_failed == before);
    /* rendered when rsvg-convert is there: the demo's overview, and the real assets' */
    render = run("command -v rsvg-convert", "build/plot_rsvg", out, sizeof out) == 0;
    if (!render) {
        th_skip_part(1, "plot rendering: rsvg-convert not installed (apt-get install librsvg2-bin); the SVG checks ran");
    } else {
        unsigned long sw, sh, pw, ph;
        before = th_checks_failed;
        CHECK_INT(run("rsvg-convert -o build/plot_demo.png build/plot_demo.svg", "build/plot_rsvg", out, sizeof out), 0);
        svg = plot_read("build/plot_demo.svg");
        CHECK(svg != NULL);
        if (svg != NULL) plot_svg_size(svg, &sw, &sh);
        else sw = sh = 0;
        free(svg);
        plot_png_size("build/plot_demo.png", &pw, &ph);
        CHECK(sw > 0 && pw == sw && ph == sh);
        th_result("plot rendering (rsvg-convert) of demo.glb", th_checks_failed == before);
    }
    if (shared == NULL || shared[0] == '\0') shared = "../shared";
    plot_asset(shared, "Fox/Fox.glb", "b_Head_05", fox, render);
    plot_asset(shared, "CesiumMan/CesiumMan.glb", "leg_joint_L_2", cesium_man, render);
}

/* ---------------------------------------------------------------------------------------
   gltf_anim_play --world and --joints
   --------------------------------------------------------------------------------------- */

/* Reads the lines of a --world (cols 2) or --joints (cols 4) output after its '#' header
   into rows of cols + 16 numbers; returns the row count, -1 when a line does not parse or
   there is no header. */
static long read_matrix_lines(const char *path, int cols, double *rows, long max_rows)
{
    static char line[8192];
    FILE *fp = fopen(path, "rb");
    long n = 0;
    int header = 0;
    if (fp == NULL) return -1;
    while (fgets(line, sizeof line, fp) != NULL) {
        char *p = line, *end;
        int k;
        if (!header) {
            header = line[0] == '#';
            if (!header) break;
            continue;
        }
        if (n == max_rows) { n = -1; break; }
        for (k = 0; k < cols + 16; ++k) {
            rows[n * (cols + 16) + k] = strtod(p, &end);
            if (end == p) { fclose(fp); return -1; }
            p = end;
        }
        if (*p != '\n') { n = -1; break; }
        ++n;
    }
    fclose(fp);
    return header ? n : -1;
}

/* A hierarchy by hand (the expected matrices are exact in float):
     node 0 translation (1,2,3), animated: (0,0,0) at 0 s -> (4,0,0) at 2 s (LINEAR), child 1
     node 1 matrix: 90 degrees about Z (x -> y), translation (5,0,0), child 2
     node 2 scale (2,2,2)
     node 3 rotation (0,0,1,0) (180 degrees about Z), a root; its scale animated through
            KHR_animation_pointer /nodes/3/scale: (1,1,1) at 0 s -> (3,3,3) at 2 s
     skin 0: joints (2, 0), inverse bind matrices T(-1,0,0) and S(0.5)
   At 0.5 s node 0's translation is (1,0,0) and node 3's scale 1.5; at 3 s (past the keys:
   held) (4,0,0) and 3. Column-major (m12..m14 the translation):
     world0 = T(tx,0,0)
     world1 = world0 x M1: columns (0,1,0) (-1,0,0) (0,0,1), translation (tx+5,0,0)
     world2 = world1 x S(2): columns (0,2,0) (-2,0,0) (0,0,2), translation (tx+5,0,0)
     world3 = R(180 about Z) x S(s): columns (-s,0,0) (0,-s,0) (0,0,s)
     joint 0 = world2 x T(-1,0,0): translation (tx+5,0,0) - (0,2,0) = (tx+5,-2,0)
     joint 1 = world0 x S(0.5): diagonal 0.5, translation (tx,0,0). */
static const char *g_skel_pointer = "/nodes/3/scale";

static size_t skeleton_glb(const char *nodes, const char *skins, int ibm_count, int ibm_nan)
{
    static char json[4096];
    static const float t[2] = { 0, 2 }, tr[6] = { 0, 0, 0, 4, 0, 0 }, sc[6] = { 1, 1, 1, 3, 3, 3 };
    float ibm[32];
    int i;
    for (i = 0; i < 32; ++i) ibm[i] = (i % 16) % 5 == 0 ? 1.0f : 0.0f;
    ibm[12] = -1.0f;
    ibm[16] = ibm[21] = ibm[26] = 0.5f;
    if (ibm_nan) { /* from its bits: -ffast-math may fold a comparison with a NaN */
        static const unsigned char bits[4] = { 0x00, 0x00, 0xC0, 0x7F };
        ibm[21] = th_get_f32(bits);
    }
    bin_reset();
    bin_floats(t, 2);
    bin_floats(tr, 6);
    bin_floats(sc, 6);
    bin_floats(ibm, 32);
    sprintf(json,
            "{\"asset\":{\"version\":\"2.0\"},\"nodes\":%s,%s\"buffers\":[{\"byteLength\":184}],"
            "\"bufferViews\":[{\"buffer\":0,\"byteLength\":56},{\"buffer\":0,\"byteOffset\":56,\"byteLength\":128}],"
            "\"accessors\":[{\"bufferView\":0,\"componentType\":5126,\"count\":2,\"type\":\"SCALAR\"},"
            "{\"bufferView\":0,\"byteOffset\":8,\"componentType\":5126,\"count\":2,\"type\":\"VEC3\"},",
            nodes, skins);
    sprintf(json + strlen(json),
            "{\"bufferView\":0,\"byteOffset\":32,\"componentType\":5126,\"count\":2,\"type\":\"VEC3\"},"
            "{\"bufferView\":1,\"componentType\":5126,\"count\":%d,\"type\":\"MAT4\"}],"
            "\"animations\":[{\"channels\":[{\"sampler\":0,\"target\":{\"node\":0,\"path\":\"translation\"}},"
            "{\"sampler\":1,\"target\":{\"path\":\"pointer\",\"extensions\":{\"KHR_animation_pointer\":"
            "{\"pointer\":\"%s\"}}}}],",
            ibm_count, g_skel_pointer);
    strcat(json, "\"samplers\":[{\"input\":0,\"output\":1},{\"input\":0,\"output\":2}]}]}");
    return glb_build(g_file, json, g_bin, g_bin_len);
}

#define SKEL_NODES "[{\"children\":[1],\"translation\":[1,2,3]},{\"children\":[2],\"matrix\":[0,1,0,0,-1,0,0,0,0,0,1,0,5,0,0,1]},{\"scale\":[2,2,2]},{\"rotation\":[0,0,1,0]}]"
#define SKEL_SKINS "\"skins\":[{\"joints\":[2,0],\"inverseBindMatrices\":3}],"

/* Runs the tool on a file written from (nodes, skins, ...) with args; returns its status and
   its standard error in err. */
static int skeleton_run(const char *name, const char *nodes, const char *skins, int ibm_count,
                        int ibm_nan, const char *args, char *err, size_t err_size)
{
    static char cmd[512], out[4096], path[128];
    size_t n = skeleton_glb(nodes, skins, ibm_count, ibm_nan);
    int code;
    sprintf(path, "build/%s.glb", name);
    if (!write_file(path, g_file, n)) return -1;
    sprintf(cmd, "build/gltf_anim_play %s %s", args, path);
    sprintf(out, "build/%s", name);
    code = run(cmd, out, out, sizeof out);
    sprintf(path, "build/%s.err", name);
    read_text(path, err, err_size);
    return code;
}

void test_tool_skeleton(void)
{
    static const double world[2][4][18] = {
        { { 0.5, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 1, 0, 0, 1 },
          { 0.5, 1, 0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1, 0, 6, 0, 0, 1 },
          { 0.5, 2, 0, 2, 0, 0, -2, 0, 0, 0, 0, 0, 2, 0, 6, 0, 0, 1 },
          { 0.5, 3, -1.5, 0, 0, 0, 0, -1.5, 0, 0, 0, 0, 1.5, 0, 0, 0, 0, 1 } },
        { { 3, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 4, 0, 0, 1 },
          { 3, 1, 0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1, 0, 9, 0, 0, 1 },
          { 3, 2, 0, 2, 0, 0, -2, 0, 0, 0, 0, 0, 2, 0, 9, 0, 0, 1 },
          { 3, 3, -3, 0, 0, 0, 0, -3, 0, 0, 0, 0, 3, 0, 0, 0, 0, 1 } } };
    static const double joints[2][2][20] = {
        { { 0.5, 0, 0, 2, 0, 2, 0, 0, -2, 0, 0, 0, 0, 0, 2, 0, 6, -2, 0, 1 },
          { 0.5, 0, 1, 0, 0.5, 0, 0, 0, 0, 0.5, 0, 0, 0, 0, 0.5, 0, 1, 0, 0, 1 } },
        { { 3, 0, 0, 2, 0, 2, 0, 0, -2, 0, 0, 0, 0, 0, 2, 0, 9, -2, 0, 1 },
          { 3, 0, 1, 0, 0.5, 0, 0, 0, 0, 0.5, 0, 0, 0, 0, 0.5, 0, 4, 0, 0, 1 } } };
    static double rows[64 * 20];
    static char err[2048], out[4096];
    long n, i;
    int k;
    FILE *fp = fopen("build/gltf_anim_play", "rb");
#if defined(__wasi__) || defined(_WIN32)
    if (fp != NULL) fclose(fp);
    th_skip("tool skeleton: host-only (it runs build/gltf_anim_play through a POSIX shell)");
    return;
#endif
    if (fp == NULL) { th_skip("tool skeleton: build/gltf_anim_play not built (make tools)"); return; }
    fclose(fp);
    CHECK_INT(skeleton_run("tool_skel", SKEL_NODES, SKEL_SKINS, 2, 0, "--times 0.5,3 --world", err, sizeof err), 0);
    n = read_matrix_lines("build/tool_skel.out", 2, rows, 64);
    CHECK_INT(n, 8);
    for (i = 0; i < n && i < 8; ++i)
        for (k = 0; k < 18; ++k) CHECK(rows[i * 18 + k] == world[i / 4][i % 4][k]);
    CHECK_INT(skeleton_run("tool_skel", SKEL_NODES, SKEL_SKINS, 2, 0, "--times 0.5,3 --joints", err, sizeof err), 0);
    n = read_matrix_lines("build/tool_skel.out", 4, rows, 64);
    CHECK_INT(n, 4);
    for (i = 0; i < n && i < 4; ++i)
        for (k = 0; k < 20; ++k) CHECK(rows[i * 20 + k] == joints[i / 2][i % 2][k]);
    /* usage: --times is required; --times before --world is accepted */
    CHECK_INT(run("build/gltf_anim_play --world build/tool_skel.glb", "build/tool_skel_usage", out, sizeof out), 1);
    CHECK_INT(run("build/gltf_anim_play --joints build/tool_skel.glb", "build/tool_skel_usage", out, sizeof out), 1);
    CHECK_INT(run("build/gltf_anim_play --world build/tool_skel.glb --times 0 --animation 1", "build/tool_skel_usage",
                  out, sizeof out), 1);
    CHECK_INT(run("build/gltf_anim_play --help", "build/tool_skel_usage", out, sizeof out), 0);
    CHECK(strstr(out, "--world FILE") != NULL && strstr(out, "time skin joint node m0 m1 ... m15") != NULL);
    /* what is refused, exit status 2 and a message naming it */
    CHECK_INT(skeleton_run("tool_skel_bad", "[{\"children\":[1]},{},{\"children\":[1]}]", "", 2, 0.0f,
                           "--times 0 --world", err, sizeof err), 2);
    CHECK(strstr(err, "node 1 is a child of nodes 0 and 2") != NULL);
    /* the other modes do not read the hierarchy: --sample still plays the file */
    CHECK_INT(skeleton_run("tool_skel_bad", "[{\"children\":[1]},{},{\"children\":[1]},{}]", "", 2, 0.0f,
                           "--times 0 --sample", err, sizeof err), 0);
    CHECK_INT(skeleton_run("tool_skel_bad", "[{\"children\":[9]},{},{},{}]", "", 2, 0, "--times 0 --world", err,
                           sizeof err), 2);
    CHECK(strstr(err, "children[0] is not a node index in [0, 4) (nodes[0])") != NULL);
    CHECK_INT(skeleton_run("tool_skel_bad", "[{\"children\":[1]},{\"children\":[2]},{\"children\":[0]},{}]", "", 2, 0.0f,
                           "--times 0 --world", err, sizeof err), 2);
    CHECK(strstr(err, "GLTFA_ERROR_CYCLE") != NULL);
    CHECK_INT(skeleton_run("tool_skel_bad", "[{},{},{},{\"children\":[3]}]", "", 2, 0, "--times 0 --world", err,
                           sizeof err), 2);
    CHECK(strstr(err, "node 3 (nodes[3]): GLTFA_ERROR_CYCLE") != NULL);
    CHECK_INT(skeleton_run("tool_skel_bad", "[{},{\"matrix\":[1,0,0,0,1,1,0,0,0,0,1,0,0,0,0,1]},{},{}]", "", 2, 0.0f,
                           "--times 0 --world", err, sizeof err), 2);
    CHECK(strstr(err, "not translation x rotation x scale (GLTFA_ERROR_NOT_DECOMPOSABLE: ") != NULL &&
          strstr(err, "(nodes[1].matrix)") != NULL);
    CHECK_INT(skeleton_run("tool_skel_bad", "[{},{\"matrix\":[1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1],\"scale\":[1,1,1]},{},{}]",
                           "", 2, 0, "--times 0 --world", err, sizeof err), 2);
    CHECK(strstr(err, "both 'matrix' and translation, rotation or scale") != NULL);
    CHECK_INT(skeleton_run("tool_skel_bad", "[{\"translation\":[0,1e39,0]},{},{},{}]", "", 2, 0, "--times 0 --world",
                           err, sizeof err), 2);
    CHECK(strstr(err, "'translation' element 1 is not a finite float (nodes[0].translation)") != NULL);
    CHECK_INT(skeleton_run("tool_skel_bad", "[{\"rotation\":[0,0,1]},{},{},{}]", "", 2, 0, "--times 0 --world",
                           err, sizeof err), 2);
    CHECK(strstr(err, "'rotation' must have 4 numbers") != NULL);
    CHECK_INT(skeleton_run("tool_skel_bad", SKEL_NODES, "\"skins\":[{\"joints\":[0,4]}],", 2, 0, "--times 0 --joints",
                           err, sizeof err), 2);
    CHECK(strstr(err, "joints[1] is not a node index in [0, 4) (skins[0])") != NULL);
    /* too few inverse bind matrices: --world does not need them, --joints refuses */
    CHECK_INT(skeleton_run("tool_skel_bad", SKEL_NODES, SKEL_SKINS, 1, 0, "--times 0 --world", err, sizeof err), 0);
    CHECK_INT(skeleton_run("tool_skel_bad", SKEL_NODES, SKEL_SKINS, 1, 0, "--times 0 --joints", err, sizeof err), 2);
    CHECK(strstr(err, "skin 0 (skins[0], inverseBindMatrices accessor 3) joint 0: GLTFA_ERROR_COUNT_MISMATCH") != NULL);
    /* a NaN in joint 1's inverse bind matrix: named, never printed */
    CHECK_INT(skeleton_run("tool_skel_bad", SKEL_NODES, SKEL_SKINS, 2, 1, "--times 0 --joints", err, sizeof err), 2);
    CHECK(strstr(err, "joint 1: GLTFA_ERROR_VALUE_NOT_FINITE") != NULL);
    /* two channels for node 0's translation (the pointer channel too): glTF forbids it */
    g_skel_pointer = "/nodes/0/translation";
    CHECK_INT(skeleton_run("tool_skel_bad", SKEL_NODES, "", 2, 0, "--times 0 --world", err, sizeof err), 2);
    CHECK(strstr(err, "animation 0 channel 1: GLTFA_ERROR_DUPLICATE_TARGET") != NULL);
    g_skel_pointer = "/nodes/3/scale";
}

/* The double model: a node's local matrix from its float pose (the quaternion normalized),
   or its matrix; and the magnitude matrix of gltf_anim_bind.h's bound (columns 0..2
   |scale c| in rows 0..2, column 3 |translation|; a matrix's absolute values). */
static void model_local(const gltfa_trs *p, const float *m, double *local, double *mag)
{
    int r, c;
    if (m != NULL) {
        for (r = 0; r < 16; ++r) {
            local[r] = (double)m[r];
            mag[r] = local[r] < 0 ? -local[r] : local[r];
        }
        return;
    }
    {
        double x = (double)p->rotation[0], y = (double)p->rotation[1], z = (double)p->rotation[2];
        double w = (double)p->rotation[3], n = sqrt(x * x + y * y + z * z + w * w), rot[9];
        if (n == 0.0) { x = y = z = 0.0; w = n = 1.0; }
        x /= n; y /= n; z /= n; w /= n;
        rot[0] = 1 - 2 * (y * y + z * z); rot[3] = 2 * (x * y - z * w); rot[6] = 2 * (x * z + y * w);
        rot[1] = 2 * (x * y + z * w); rot[4] = 1 - 2 * (x * x + z * z); rot[7] = 2 * (y * z - x * w);
        rot[2] = 2 * (x * z - y * w); rot[5] = 2 * (y * z + x * w); rot[8] = 1 - 2 * (x * x + y * y);
        for (c = 0; c < 3; ++c) {
            double s = (double)p->scale[c];
            for (r = 0; r < 3; ++r) {
                local[4 * c + r] = rot[3 * c + r] * s;
                mag[4 * c + r] = s < 0 ? -s : s;
            }
            local[4 * c + 3] = mag[4 * c + 3] = 0.0;
        }
        for (r = 0; r < 3; ++r) {
            local[12 + r] = (double)p->translation[r];
            mag[12 + r] = local[12 + r] < 0 ? -local[12 + r] : local[12 + r];
        }
        local[15] = mag[15] = 1.0;
    }
}

static void model_mul(const double *a, const double *b, double *out)
{
    int r, c, k;
    for (c = 0; c < 4; ++c)
        for (r = 0; r < 4; ++r) {
            double s = 0.0;
            for (k = 0; k < 4; ++k) s += a[4 * k + r] * b[4 * c + k];
            out[4 * c + r] = s;
        }
}

/* The world matrices, magnitudes and depths of every node, in double, by a recursive walk
   up the parents (memoized in done[]). */
static void model_world(const gl_file *f, const gltfa_trs *poses, size_t i, double *world, double *mag,
                        int *depth, char *done)
{
    double local[16], lmag[16];
    size_t p = f->parents[i];
    if (done[i]) return;
    model_local(&poses[i], f->matrices[i], local, lmag);
    if (p == (size_t)-1) {
        memcpy(world + 16 * i, local, sizeof local);
        memcpy(mag + 16 * i, lmag, sizeof lmag);
        depth[i] = 0;
    } else {
        model_world(f, poses, p, world, mag, depth, done);
        model_mul(world + 16 * p, local, world + 16 * i);
        model_mul(mag + 16 * p, lmag, mag + 16 * i);
        depth[i] = depth[p] + 1;
    }
    done[i] = 1;
}

/* The Khronos assets through --world and --joints at five times (one past every key),
   against the double model: the poses from animation 0's node channels, each sampled
   alone (gltfa_sampler_sample, what --sample prints), the rest from the loader; world and
   joint matrices composed in double; each element within gltf_anim_bind.h's bound, (d + 1)
   x 2^-20 x A for a world matrix at depth d, (d + 2) x 2^-20 x (A |B|) for a joint. */
/* --root-motion on the hierarchy above: node 0's translation goes (0,0,0) -> (4,0,0) over
   [0, 2] (one pass: l = 4 along x; up y, so x is a ground axis). Lines of 18 numbers:
     time k q | M: mx my mz yaw | delta from the time before: dx dy dz dyaw | grounded pose
   at q: translation, rotation. 0.5: k 0, q 0.5, M x 1; 3: k 1, q 1, M x 4 + 2 = 6, delta 5;
   5: k 2, q 1, M 10, delta 4; -1: k -1, q 1, M -4 + 2 = -2, delta -12. The grounded pose:
   translation (0, 0, 0) (its x across the up axis removed, its y 0), rotation the rest's
   (0 0 0 1). Up x: x is the height, nothing moves across it: M 0, the pose keeps x. */
void test_tool_root_motion(void)
{
    static const double want[4][18] = {
        { 0.5, 0, 0.5, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1 },
        { 3, 1, 1, 6, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1 },
        { 5, 2, 1, 10, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1 },
        { -1, -1, 1, -2, 0, 0, 0, -12, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1 } };
    static double rows[16 * 18];
    static char err[2048];
    long n, i;
    int k;
    FILE *fp = fopen("build/gltf_anim_play", "rb");
#if defined(__wasi__) || defined(_WIN32)
    if (fp != NULL) fclose(fp);
    th_skip("tool root motion: host-only (it runs build/gltf_anim_play through a POSIX shell)");
    return;
#endif
    if (fp == NULL) { th_skip("tool root motion: build/gltf_anim_play not built (make tools)"); return; }
    fclose(fp);
    CHECK_INT(skeleton_run("tool_root", SKEL_NODES, "", 2, 0, "--times 0.5,3,5,-1 --node 0 --root-motion", err, sizeof err), 0);
    n = read_matrix_lines("build/tool_root.out", 2, rows, 16);
    CHECK_INT(n, 4);
    for (i = 0; i < n && i < 4; ++i)
        for (k = 0; k < 18; ++k) CHECK(rows[i * 18 + k] == want[i][k]);
    CHECK_INT(skeleton_run("tool_root", SKEL_NODES, "", 2, 0, "--times 0.5,3 --node 0 --yaw --up x --root-motion", err, sizeof err), 0);
    n = read_matrix_lines("build/tool_root.out", 2, rows, 16);
    CHECK_INT(n, 2);
    for (i = 0; i < n && i < 2; ++i) {
        for (k = 3; k < 11; ++k) CHECK(rows[i * 18 + k] == 0);
        CHECK(rows[i * 18 + 11] == (i ? 2 : 1)); /* the pose's x at q (0.5, then 1): the height now */
    }
    /* the node that only scales (node 3), no such node, a bad axis, no --node: status 1 */
    CHECK_INT(skeleton_run("tool_root", SKEL_NODES, "", 2, 0, "--times 1 --node 3 --root-motion", err, sizeof err), 1);
    CHECK(strstr(err, "moves neither the translation of node 3") != NULL);
    CHECK_INT(skeleton_run("tool_root", SKEL_NODES, "", 2, 0, "--times 1 --node 7 --root-motion", err, sizeof err), 1);
    CHECK(strstr(err, "--node 7: no node has that name or index") != NULL);
    CHECK_INT(skeleton_run("tool_root", SKEL_NODES, "", 2, 0, "--times 1 --node 0 --up w --root-motion", err, sizeof err), 1);
    CHECK(strstr(err, "--up needs x, y or z") != NULL);
    CHECK_INT(skeleton_run("tool_root", SKEL_NODES, "", 2, 0, "--times 1 --root-motion", err, sizeof err), 1);
    CHECK(strstr(err, "--root-motion needs --node") != NULL);
    CHECK_INT(skeleton_run("tool_root", SKEL_NODES, "", 2, 0, "--times 1 --yaw --world", err, sizeof err), 1);
    CHECK(strstr(err, "--yaw and --up go with --root-motion") != NULL);
}

void test_tool_skeleton_assets(void)
{
    static const char *const assets[] = {
        "CesiumMan/CesiumMan.glb", "RiggedFigure/RiggedFigure.glb", "Fox/Fox.glb",
        "RecursiveSkeletons/RecursiveSkeletons.glb", "CesiumMilkTruck/CesiumMilkTruck.glb",
        "SimpleSkin/SimpleSkin.gltf", "RiggedSimple/RiggedSimple.glb", NULL };
    static const float times[5] = { 0.0f, 0.3f, 0.77f, 1.5f, 100.0f };
    const char *shared = getenv("GLTF_ANIM_SHARED");
    char path[1200], cmd[1400], out[256];
    int a, found = 0;
    FILE *fp = fopen("build/gltf_anim_play", "rb");
#if defined(__wasi__) || defined(_WIN32)
    if (fp != NULL) fclose(fp);
    th_skip("tool skeleton assets: host-only (it runs build/gltf_anim_play through a POSIX shell)");
    return;
#endif
    if (fp == NULL) { th_skip("tool skeleton assets: build/gltf_anim_play not built (make tools)"); return; }
    fclose(fp);
    if (shared == NULL || shared[0] == '\0') shared = "../shared";
    for (a = 0; assets[a] != NULL; ++a) {
        gl_file f;
        gl_options o;
        char err[512];
        size_t n, i, c, s, j, skin_rows = 0;
        long rows_n, joint_n, t;
        double *rows, *jrows, *world, *mag, worst = 0.0;
        int *depth, k, ti;
        char *done;
        gltfa_trs *poses;
        sprintf(path, "%.900s/assets/%s", shared, assets[a]);
        fp = fopen(path, "rb");
        if (fp == NULL) continue;
        fclose(fp);
        ++found;
        memset(&o, 0, sizeof o);
        o.skeleton = 1;
        CHECK(gl_load_file_ex(path, &o, &f, err, sizeof err));
        n = f.node_count;
        for (s = 0; s < f.skin_count; ++s) skin_rows += f.skins[s].joint_count;
        rows = (double *)malloc((5 * n + 1) * 18 * sizeof(double));
        jrows = (double *)malloc((5 * skin_rows + 1) * 20 * sizeof(double));
        world = (double *)malloc((16 * n + 1) * sizeof(double));
        mag = (double *)malloc((16 * n + 1) * sizeof(double));
        depth = (int *)malloc((n + 1) * sizeof(int));
        done = (char *)malloc(n + 1);
        poses = (gltfa_trs *)malloc((n + 1) * sizeof(gltfa_trs));
        sprintf(cmd, "build/gltf_anim_play --world '%s' --times 0,0.3,0.77,1.5,100", path);
        CHECK_INT(run(cmd, "build/tool_skel_asset", out, sizeof out), 0);
        rows_n = read_matrix_lines("build/tool_skel_asset.out", 2, rows, (long)(5 * n));
        CHECK_INT(rows_n, (long)(5 * n));
        sprintf(cmd, "build/gltf_anim_play --joints '%s' --times 0,0.3,0.77,1.5,100", path);
        CHECK_INT(run(cmd, "build/tool_skel_asset", out, sizeof out), 0);
        joint_n = read_matrix_lines("build/tool_skel_asset.out", 4, jrows, (long)(5 * skin_rows));
        CHECK_INT(joint_n, (long)(5 * skin_rows));
        for (ti = 0; ti < 5 && rows_n == (long)(5 * n) && joint_n == (long)(5 * skin_rows); ++ti) {
            memcpy(poses, f.rest, n * sizeof(gltfa_trs));
            for (c = 0; f.animation_count > 0 && c < f.animations[0].channel_count; ++c) {
                const gl_channel *C = &f.animations[0].channels[c];
                gltfa_sampler smp;
                float *dest;
                if (C->node < 0 || C->pointer != NULL) continue;
                if (strcmp(C->path, "translation") == 0) dest = poses[C->node].translation;
                else if (strcmp(C->path, "rotation") == 0) dest = poses[C->node].rotation;
                else if (strcmp(C->path, "scale") == 0) dest = poses[C->node].scale;
                else continue;
                CHECK_INT(gl_channel_sampler(C, &smp), GLTFA_SUCCESS);
                gltfa_sampler_sample(&smp, times[ti], dest, gltfa_sampler_width(&smp));
            }
            memset(done, 0, n);
            for (i = 0; i < n; ++i) model_world(&f, poses, i, world, mag, depth, done);
            for (i = 0; i < n; ++i) {
                const double *row = rows + (5 * 0 + (size_t)ti * n + i) * 18;
                CHECK((float)row[0] == times[ti] && row[1] == (double)i);
                for (k = 0; k < 16; ++k) {
                    double e = fabs(row[2 + k] - world[16 * i + (size_t)k]);
                    double bound = (depth[i] + 1) * 9.5367431640625e-07 * mag[16 * i + (size_t)k];
                    /* the tool prints 9 digits: a float's printing is within half of its ulp
                       (2^-24 relative), added to the bound */
                    bound += fabs(world[16 * i + (size_t)k]) * 6e-8;
                    if (!(e <= bound)) {
                        printf("    %s t %g node %lu m%d: %.9g, double %.17g, bound %.3g\n", assets[a],
                               (double)times[ti], (unsigned long)i, k, row[2 + k], world[16 * i + (size_t)k], bound);
                        CHECK(e <= bound);
                    }
                    if (bound > 0 && e / bound > worst) worst = e / bound;
                }
            }
            for (s = 0, t = 0; s < f.skin_count; ++s) {
                const gl_skin *S = &f.skins[s];
                for (j = 0; j < S->joint_count; ++j, ++t) {
                    const double *row = jrows + ((size_t)ti * skin_rows + (size_t)t) * 20;
                    size_t node = S->joints[j];
                    double ibm[16], babs[16], ref[16], bnd[16];
                    const unsigned char *src;
                    for (k = 0; k < 16; ++k) ibm[k] = k % 5 == 0 ? 1.0 : 0.0;
                    if (S->inverse_bind_index >= 0) {
                        src = (const unsigned char *)S->inverse_bind.data +
                              j * (S->inverse_bind.byte_stride ? S->inverse_bind.byte_stride : 64);
                        for (k = 0; k < 16; ++k) ibm[k] = (double)th_get_f32(src + 4 * k);
                    }
                    for (k = 0; k < 16; ++k) babs[k] = fabs(ibm[k]);
                    model_mul(world + 16 * node, ibm, ref);
                    model_mul(mag + 16 * node, babs, bnd);
                    CHECK((float)row[0] == times[ti] && row[1] == (double)s && row[2] == (double)j &&
                          row[3] == (double)node);
                    for (k = 0; k < 16; ++k) {
                        double e = fabs(row[4 + k] - ref[k]);
                        double bound = (depth[node] + 2) * 9.5367431640625e-07 * bnd[k] + fabs(ref[k]) * 6e-8;
                        if (!(e <= bound)) {
                            printf("    %s t %g skin %lu joint %lu m%d: %.9g, double %.17g, bound %.3g\n",
                                   assets[a], (double)times[ti], (unsigned long)s, (unsigned long)j, k,
                                   row[4 + k], ref[k], bound);
                            CHECK(e <= bound);
                        }
                        if (bound > 0 && e / bound > worst) worst = e / bound;
                    }
                }
            }
        }
        printf("    %s: %lu world and %lu joint matrices at 5 times, worst error / bound %.3f\n", assets[a],
               (unsigned long)n * 5, (unsigned long)skin_rows * 5, worst);
        free(rows); free(jrows); free(world); free(mag); free(depth); free(done); free(poses);
        gl_free(&f);
    }
    if (found == 0) th_skip("tool skeleton assets: no asset under GLTF_ANIM_SHARED/assets (../shared)");
}
