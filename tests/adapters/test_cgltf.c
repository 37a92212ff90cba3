/* test_cgltf.c - the cgltf path, through gltfa_cgltf.h and the real cgltf (pinned
   1.15, ../shared/third_party/cgltf, or $GLTF_ANIM_CGLTF_DIR at build time; the Makefile
   skips this program with one line when cgltf.h is absent). Its own runner; the last line
   is "N passed, N failed".
   - Every sampler of ../shared/reference/assets.ref (or $GLTF_ANIM_SHARED/reference),
     built from the file through cgltf and the adapter (accessors: gltfa_cgltf_accessor),
     sampled at every `spec` time and compared as tests/test_assets.c and the conformance
     run do: within 2e-6 x max(1, |v|), bit for bit at key times (not rotations), rotations
     against the normalized reference up to sign and unit within 1e-6.
   - Every animation of every asset as one clip (gltfa_cgltf_clip on gltfa_cgltf_nodes):
     each clip channel mapped to its channel (gltfa_cgltf_clip_dest), writing its node's
     pose, and equal, bit for bit, to that channel alone (gltfa_cgltf_channel, which also
     builds the samplers compared with the reference above) at those times.
   - Skipping (gltfa_cgltf_clip_skip) on a file with material pointers: the animation the
     strict call refuses plays, the skipped channels reported; the channel every error
     names (gltfa_cgltf_clip_size too); gltfa_cgltf_channel on each kind of channel.
   - Small .gltf files written here (data: URIs): sparse normalized SHORT rotations, sparse
     weights without a bufferView, KHR_animation_pointer (escaped pointer string), an
     unknown interpolation, and hostile ones (bufferViews and sparse parts past their
     buffer, lying counts, indices out of range or not increasing): refused with the
     error code, never read out of bounds (make test-cgltf runs this under ASan+UBSan).
   Expected values: the reference file, or the glTF rules by hand next to each check. */
#define GLTF_ANIM_IMPLEMENTATION
#define GLTF_ANIM_BIND_IMPLEMENTATION
#include "../../gltf_anim_bind.h"
#include "cgltf.h"
#include "../../gltfa_cgltf.h"
#include "../harness.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

extern int th_checks_failed, th_skipped, th_sub_passed, th_sub_failed;

static char g_shared[1024];

/* ---------------------------------------------------------------------------------------
   Files through cgltf
   --------------------------------------------------------------------------------------- */

static cgltf_data *load_file(const char *path)
{
    cgltf_options o;
    cgltf_data *d = NULL;
    memset(&o, 0, sizeof o);
    if (cgltf_parse_file(&o, path, &d) != cgltf_result_success) return NULL;
    if (cgltf_load_buffers(&o, d, path) != cgltf_result_success) {
        cgltf_free(d);
        return NULL;
    }
    return d;
}

/* Parses a .gltf held in memory (data: URIs only). The JSON must outlive the data. */
static cgltf_data *load_json(const char *json)
{
    cgltf_options o;
    cgltf_data *d = NULL;
    memset(&o, 0, sizeof o);
    if (cgltf_parse(&o, json, strlen(json), &d) != cgltf_result_success) return NULL;
    if (cgltf_load_buffers(&o, d, NULL) != cgltf_result_success) {
        cgltf_free(d);
        return NULL;
    }
    return d;
}

static void base64(const unsigned char *in, size_t n, char *out)
{
    static const char t[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    size_t i, o = 0;
    for (i = 0; i < n; i += 3) {
        unsigned long v = (unsigned long)in[i] << 16;
        if (i + 1 < n) v |= (unsigned long)in[i + 1] << 8;
        if (i + 2 < n) v |= in[i + 2];
        out[o++] = t[(v >> 18) & 63];
        out[o++] = t[(v >> 12) & 63];
        out[o++] = i + 1 < n ? t[(v >> 6) & 63] : '=';
        out[o++] = i + 2 < n ? t[v & 63] : '=';
    }
    out[o] = '\0';
}

/* ---------------------------------------------------------------------------------------
   The reference assets
   --------------------------------------------------------------------------------------- */

typedef struct asset {
    char name[256];
    cgltf_data *data;
    long samplers, samples, failures;
    double worst;
} asset;

typedef struct chan {
    int asset, anim, chan, quat, ok;
    size_t width;
    gltfa_sampler s;
    void *mem; /* dense copies, if any */
} chan;

#define MAX_ASSETS 64
#define MAX_CHANS 4096

typedef struct trec { long id; float t; } trec;

static asset g_assets[MAX_ASSETS];
static int g_n_assets;
static chan *g_chans;
static long g_n_chans;
static trec *g_times;
static long g_n_times, g_cap_times;

/* The reference's sampler through the per-channel call (gltfa_cgltf_channel): its sampler,
   and its path, node, target string, interpolation and width as the reference says. */
static int build_channel(chan *c, const asset *a, char *path_word, int node, const char *interp)
{
    const cgltf_animation *anim;
    gltfa_cgltf_channel_info info;
    gltfa_path gp;
    size_t bytes = 0;
    char target[64];
    if (a->data == NULL || (size_t)c->anim >= a->data->animations_count) return 0;
    anim = &a->data->animations[c->anim];
    if ((size_t)c->chan >= anim->channels_count) return 0;
    if (gltfa_path_parse(path_word, &gp) != GLTFA_SUCCESS) return 0;
    if (gltfa_cgltf_channel_size(anim, (size_t)c->chan, &bytes) != GLTFA_SUCCESS) return 0;
    c->mem = malloc(bytes + 1);
    if (gltfa_cgltf_channel(&info, a->data, anim, (size_t)c->chan, c->mem, bytes) != GLTFA_SUCCESS)
        return 0;
    c->s = info.sampler;
    c->quat = gp == GLTFA_PATH_ROTATION;
    sprintf(target, "/nodes/%d/%s", node, path_word);
    return info.index == (size_t)c->chan && info.path == gp && info.node == (size_t)node &&
           info.pointer == NULL && strcmp(info.target, target) == 0 &&
           strcmp(gltfa_interp_name(info.interp), interp) == 0 && info.width == c->width &&
           gltfa_sampler_width(&c->s) == c->width && gltfa_sampler_is_quaternion(&c->s) == c->quat;
}

static int read_sampler(FILE *fp, long expect)
{
    char name[256], path[32], interp[32], word[32], full[1400];
    int id, anim, ch, node, ct, norm, i;
    unsigned long keys, comps, k, n;
    double d;
    chan *c;
    asset *a;
    if (fscanf(fp, "%d %255s %d %d %d %31s %31s %lu %lu %d %d", &id, name, &anim, &ch, &node,
               path, interp, &keys, &comps, &ct, &norm) != 11 || id != expect || g_n_chans >= MAX_CHANS)
        return 0;
    for (i = 0; i < g_n_assets; ++i)
        if (strcmp(g_assets[i].name, name) == 0) break;
    if (i == g_n_assets) {
        if (g_n_assets == MAX_ASSETS) return 0;
        strcpy(g_assets[i].name, name);
        sprintf(full, "%s/assets/%s", g_shared, name);
        g_assets[i].data = load_file(full);
        if (g_assets[i].data == NULL) printf("    cgltf could not load %s\n", full);
        ++g_n_assets;
    }
    a = &g_assets[i];
    ++a->samplers;
    c = &g_chans[g_n_chans++];
    memset(c, 0, sizeof *c);
    c->asset = i;
    c->anim = anim;
    c->chan = ch;
    c->width = comps;
    /* skip the input / output / raw lines: the bytes come from the file */
    n = 0;
    while (fscanf(fp, "%31s", word) == 1) {
        if (strcmp(word, "input") == 0) n = keys;
        else if (strcmp(word, "output") == 0 || strcmp(word, "raw") == 0)
            n = keys * comps * (strcmp(interp, "CUBICSPLINE") == 0 ? 3 : 1);
        else return 0;
        for (k = 0; k < n; ++k)
            if (fscanf(fp, "%lf", &d) != 1) return 0;
        if (strcmp(word, "output") == 0 && !norm) break;
        if (strcmp(word, "raw") == 0) break;
    }
    c->ok = build_channel(c, a, path, node, interp);
    if (!c->ok) {
        printf("    sampler %d of %s: not built through the adapter\n", id, name);
        ++a->failures;
    }
    return 1;
}

static int read_sample(FILE *fp)
{
    char ref[16], cat[32];
    int id;
    double tc, want[64], l = 0, dot = 0, worst = 0;
    float got[64];
    size_t j;
    int ok = 1;
    chan *c;
    asset *a;
    if (fscanf(fp, "%d %15s %31s %lf", &id, ref, cat, &tc) != 4 || id < 0 || id >= g_n_chans) return 0;
    c = &g_chans[id];
    a = &g_assets[c->asset];
    for (j = 0; j < c->width; ++j)
        if (fscanf(fp, "%lf", &want[j]) != 1) return 0;
    if (strcmp(ref, "spec") != 0 || !c->ok) return 1;
    if (g_n_times == g_cap_times) {
        long cap = g_cap_times ? 2 * g_cap_times : 4096;
        trec *nt = (trec *)realloc(g_times, (size_t)cap * sizeof *nt);
        if (nt == NULL) return 0;
        g_times = nt;
        g_cap_times = cap;
    }
    g_times[g_n_times].id = id;
    g_times[g_n_times++].t = (float)tc;
    for (j = 0; j < c->width; ++j) want[j] = (double)(float)want[j];
    if (gltfa_sampler_sample(&c->s, (float)tc, got, c->width) != GLTFA_SUCCESS) ok = 0;
    ++a->samples;
    if (c->quat) {
        double sgn;
        for (j = 0; j < 4; ++j) { l += want[j] * want[j]; dot += want[j] * (double)got[j]; }
        l = sqrt(l);
        sgn = dot < 0 ? -1 : 1;
        for (j = 0; j < 4; ++j) {
            double e = fabs((double)got[j] - sgn * want[j] / l) / 2e-6;
            if (e > worst) worst = e;
        }
        l = 0;
        for (j = 0; j < 4; ++j) l += (double)got[j] * (double)got[j];
        if (!(fabs(sqrt(l) - 1.0) <= 1e-6)) ok = 0;
    } else {
        for (j = 0; j < c->width; ++j) {
            double tol = 2e-6 * (fabs(want[j]) > 1 ? fabs(want[j]) : 1.0);
            double e = fabs((double)got[j] - want[j]) / tol;
            if (e > worst) worst = e;
            if (strcmp(cat, "key") == 0 && (double)got[j] != want[j]) ok = 0;
        }
    }
    if (!(worst <= 1.0)) ok = 0;
    if (worst > a->worst) a->worst = worst;
    if (!ok) {
        if (a->failures < 5)
            printf("    %s sampler %d %s t=%.9g: got %.9g want %.9g\n", a->name, id, cat, tc,
                   (double)got[0], want[0]);
        ++a->failures;
    }
    return 1;
}

/* Every animation of every asset as one clip through the adapter: every channel of the
   animation is in the clip (gltfa_cgltf_clip_dest maps clip channel c to channel c), each
   clip channel writes into its node's pose (the node and path the per-channel call gives),
   and its values equal, bit for bit, the per-channel call's sampler (gltfa_cgltf_channel)
   at the animation's spec times. */
static void check_clips(void)
{
    int i;
    long clips = 0, compared = 0, differ = 0, failed = 0;
    for (i = 0; i < g_n_assets; ++i) {
        cgltf_data *d = g_assets[i].data;
        gltfa_nodes nodes;
        size_t bytes = 0, a;
        void *nm;
        if (d == NULL) { ++failed; continue; }
        if (gltfa_cgltf_nodes_size(d, &bytes) != GLTFA_SUCCESS) { ++failed; continue; }
        nm = malloc(bytes + 1);
        if (gltfa_cgltf_nodes(&nodes, d, nm, bytes) != GLTFA_SUCCESS) { ++failed; free(nm); continue; }
        for (a = 0; a < d->animations_count; ++a) {
            const cgltf_animation *anim = &d->animations[a];
            gltfa_clip clip;
            gltfa_cgltf_status st;
            gltfa_cgltf_channel_info *info;
            void *mem, **cmem;
            long j, n_t = 0;
            size_t c, n = anim->channels_count;
            if (gltfa_cgltf_clip_size(anim, &bytes, NULL) != GLTFA_SUCCESS) { ++failed; continue; }
            mem = malloc(bytes + 1);
            if (gltfa_cgltf_clip(&clip, d, &d->animations[a], &nodes, NULL, NULL, mem, bytes, &st) !=
                    GLTFA_SUCCESS || st.channels != d->animations[a].channels_count) {
                printf("    %s animation %lu: clip refused (channel %lu)\n", g_assets[i].name,
                       (unsigned long)a, (unsigned long)st.bad_channel);
                ++failed;
                free(mem);
                continue;
            }
            ++clips;
            /* every channel of the animation alone, and where the clip put it */
            info = (gltfa_cgltf_channel_info *)calloc(n + 1, sizeof *info);
            cmem = (void **)calloc(n + 1, sizeof *cmem);
            for (c = 0; c < n; ++c) {
                size_t w = 0, index = 0, b = 0;
                const float *dest = gltfa_cgltf_clip_dest(&clip, &st, c, &w, &index);
                const gltfa_cgltf_channel_info *f = &info[c];
                const gltfa_trs *pose;
                if (gltfa_cgltf_channel_size(anim, c, &b) != GLTFA_SUCCESS ||
                    (cmem[c] = malloc(b)) == NULL ||
                    gltfa_cgltf_channel(&info[c], d, anim, c, cmem[c], b) != GLTFA_SUCCESS ||
                    index != c || f->index != c || f->width != w || f->node >= nodes.node_count) {
                    ++failed;
                    continue;
                }
                pose = &nodes.poses[f->node];
                if (dest != (f->path == GLTFA_PATH_TRANSLATION ? pose->translation :
                             f->path == GLTFA_PATH_ROTATION ? pose->rotation :
                             f->path == GLTFA_PATH_SCALE ? pose->scale : nodes.weights[f->node]))
                    ++failed;
            }
            if (gltfa_cgltf_clip_dest(&clip, &st, n, NULL, NULL) != NULL) ++failed;
            for (j = 0; j < g_n_times && n_t < 3000 && failed == 0; ++j) {
                const chan *rc = &g_chans[g_times[j].id];
                if (rc->asset != i || (size_t)rc->anim != a) continue;
                ++n_t;
                gltfa_clip_sample(&clip, g_times[j].t);
                for (c = 0; c < n; ++c) {
                    size_t w = 0;
                    const float *dest = gltfa_cgltf_clip_dest(&clip, &st, c, &w, NULL);
                    gltfa_sampler_sample(&info[c].sampler, g_times[j].t, info[c].value, info[c].width);
                    ++compared;
                    if (memcmp(info[c].value, dest, w * sizeof(float)) != 0) ++differ;
                }
            }
            for (c = 0; c < n; ++c) free(cmem[c]);
            free(cmem);
            free(info);
            free(mem);
        }
        free(nm);
    }
    printf("  %ld clips through gltfa_cgltf_clip: %ld channel samples equal to "
           "gltfa_cgltf_channel's, %ld differ, %ld refused or misplaced\n", clips, compared,
           differ, failed);
    th_result("cgltf: whole clips of the sample assets equal their channels",
              clips > 0 && compared > 0 && differ == 0 && failed == 0);
}

static void test_cgltf_assets_reference(void)
{
    char path[1200], word[64];
    FILE *fp;
    int ok = 1, i;
    long k;
    sprintf(path, "%s/reference/assets.ref", g_shared);
    fp = fopen(path, "r");
    if (fp == NULL) {
        char why[1300];
        sprintf(why, "cgltf assets: %s not found (set GLTF_ANIM_SHARED)", path);
        th_skip(why);
        return;
    }
    g_chans = (chan *)calloc(MAX_CHANS, sizeof *g_chans);
    while (ok && fscanf(fp, "%63s", word) == 1) {
        if (word[0] == '#') {
            int ch;
            while ((ch = fgetc(fp)) != EOF && ch != '\n') {}
        } else if (strcmp(word, "sampler") == 0) {
            ok = read_sampler(fp, g_n_chans);
        } else if (strcmp(word, "sample") == 0) {
            ok = read_sample(fp);
        } else {
            ok = 0;
        }
    }
    fclose(fp);
    CHECK(ok);
    CHECK(g_n_assets > 0);
    for (i = 0; i < g_n_assets; ++i) {
        char line[512];
        const asset *a = &g_assets[i];
        sprintf(line, "cgltf asset %s: %ld samplers, %ld samples, worst error/tolerance %.3f%s",
                a->name, a->samplers, a->samples, a->worst, a->failures ? " MISMATCH" : "");
        th_result(line, a->failures == 0 && a->samples > 0);
    }
    if (ok) check_clips();
    for (k = 0; k < g_n_chans; ++k) free(g_chans[k].mem);
    for (i = 0; i < g_n_assets; ++i) cgltf_free(g_assets[i].data);
    free(g_chans);
    free(g_times);
}

/* ---------------------------------------------------------------------------------------
   Small files written here
   --------------------------------------------------------------------------------------- */

/* A .gltf with one buffer (the bytes as a data: URI) and the rest of the JSON given. */
static char *make_gltf(const unsigned char *bin, size_t n, size_t declared, const char *rest)
{
    char *json = (char *)malloc(4 * n / 3 + strlen(rest) + 256);
    char *b64 = (char *)malloc(4 * n / 3 + 8);
    base64(bin, n, b64);
    sprintf(json, "{\"asset\":{\"version\":\"2.0\"},\"buffers\":[{\"byteLength\":%lu,"
                  "\"uri\":\"data:application/octet-stream;base64,%s\"}],%s}",
            (unsigned long)declared, b64, rest);
    free(b64);
    return json;
}

/* Sparse normalized SHORT rotations: 3 keys, base (0,0,0,32767) each, keys 1 and 2
   replaced (UNSIGNED_SHORT indices 1, 2) by (0,0,0,-32768) and (-32768,0,0,0); then
   key times 0 1 2. Layout: [0,24) base, [24,28) indices, [28,44) values, [44,56) times. */
static void rotation_file(unsigned char *bin)
{
    int i;
    memset(bin, 0, 56);
    for (i = 0; i < 3; ++i) th_put_component(bin + 8 * i + 6, GLTFA_SHORT, 32767);
    th_put_u16(bin + 24, 1);
    th_put_u16(bin + 26, 2);
    th_put_component(bin + 28 + 6, GLTFA_SHORT, -32768);
    th_put_component(bin + 36, GLTFA_SHORT, -32768);
    for (i = 0; i < 3; ++i) th_put_f32(bin + 44 + 4 * i, (float)i);
}

static const char *const rotation_rest[] = {
    "\"bufferViews\":[{\"buffer\":0,\"byteOffset\":0,\"byteLength\":24},",
    "{\"buffer\":0,\"byteOffset\":24,\"byteLength\":4},",
    "{\"buffer\":0,\"byteOffset\":28,\"byteLength\":16},",
    "{\"buffer\":0,\"byteOffset\":44,\"byteLength\":12}],",
    "\"accessors\":[{\"bufferView\":3,\"componentType\":5126,\"count\":3,\"type\":\"SCALAR\"},",
    "{\"bufferView\":0,\"componentType\":5122,\"normalized\":true,\"count\":3,\"type\":\"VEC4\",",
    "\"sparse\":{\"count\":2,\"indices\":{\"bufferView\":1,\"componentType\":5123},",
    "\"values\":{\"bufferView\":2}}}],",
    "\"nodes\":[{\"name\":\"n\"}],",
    "\"animations\":[{\"samplers\":[{\"input\":0,\"output\":1,\"interpolation\":\"%s\"}],",
    "\"channels\":[{\"sampler\":0,\"target\":{\"node\":0,\"path\":\"rotation\"}}]}]",
    NULL
};

/* The pieces concatenated (C90 compilers need support only 509-character literals). */
static char *join(const char *const *parts)
{
    size_t n = 1, i;
    char *out;
    for (i = 0; parts[i] != NULL; ++i) n += strlen(parts[i]);
    out = (char *)malloc(n);
    out[0] = '\0';
    for (i = 0; parts[i] != NULL; ++i) strcat(out, parts[i]);
    return out;
}

/* The rotation file's JSON (without buffers) with interpolation interp, in out. */
static void rotation_json(char *out, const char *interp)
{
    char *fmt = join(rotation_rest);
    sprintf(out, fmt, interp);
    free(fmt);
}

static cgltf_data *rotation_data(const char *interp, size_t declared, char **json)
{
    unsigned char bin[56];
    char rest[2048];
    rotation_file(bin);
    rotation_json(rest, interp);
    *json = make_gltf(bin, sizeof bin, declared, rest);
    return load_json(*json);
}

/* Plays the clip of animation 0 and returns node 0's rotation at t. */
static gltfa_result play_rotation(cgltf_data *d, float t, float *q)
{
    gltfa_nodes nodes;
    gltfa_clip clip;
    gltfa_cgltf_status st;
    size_t nb = 0, cb = 0;
    void *nm, *cm;
    gltfa_result r;
    if (gltfa_cgltf_nodes_size(d, &nb) != GLTFA_SUCCESS) return GLTFA_ERROR_INVALID_ARGUMENT;
    nm = malloc(nb + 1);
    gltfa_cgltf_nodes(&nodes, d, nm, nb);
    r = gltfa_cgltf_clip_size(&d->animations[0], &cb, NULL);
    cm = malloc(cb + 1);
    if (r == GLTFA_SUCCESS) r = gltfa_cgltf_clip(&clip, d, &d->animations[0], &nodes, NULL, NULL, cm, cb, &st);
    if (r == GLTFA_SUCCESS) {
        gltfa_clip_sample(&clip, t);
        memcpy(q, nodes.poses[0].rotation, 4 * sizeof(float));
    }
    free(cm);
    free(nm);
    return r;
}

static void test_cgltf_sparse_rotations(void)
{
    char *json;
    cgltf_data *d = rotation_data("LINEAR", 56, &json);
    float q[4];
    gltfa_accessor v;
    size_t bytes = 0;
    unsigned char mem[24];
    CHECK(d != NULL);
    if (d == NULL) { free(json); return; }
    CHECK(d->accessors[1].is_sparse);
    CHECK_INT(gltfa_cgltf_accessor_size(&d->accessors[1], &bytes), GLTFA_SUCCESS);
    CHECK_INT(bytes, 24); /* 3 x VEC4 x 2 bytes, in the accessor's own SHORTs */
    CHECK_INT(gltfa_cgltf_accessor(&d->accessors[1], mem, sizeof mem, &v), GLTFA_SUCCESS);
    CHECK_INT(v.component_type, GLTFA_SHORT);
    CHECK_INT(v.normalized, 1);
    /* key 1 is (0,0,0,-1): the spec's max(-32768 / 32767, -1) = -1 exactly */
    CHECK_INT(play_rotation(d, 1.0f, q), GLTFA_SUCCESS);
    CHECK_BITS(q[0], 0.0f); CHECK_BITS(q[1], 0.0f); CHECK_BITS(q[2], 0.0f); CHECK_BITS(q[3], -1.0f);
    CHECK_INT(play_rotation(d, 2.0f, q), GLTFA_SUCCESS);
    CHECK_BITS(q[0], -1.0f); CHECK_BITS(q[3], 0.0f);
    CHECK_INT(play_rotation(d, 0.0f, q), GLTFA_SUCCESS);
    CHECK_BITS(q[3], 1.0f);
    /* what cgltf's own unpacking would have given (the trap the adapter avoids) */
    {
        float all[12];
        cgltf_accessor_unpack_floats(&d->accessors[1], all, 12);
        CHECK(all[7] < -1.0f); /* -1.0000305 */
    }
    /* midpoint of keys 0 and 1: (0,0,0,1) -> (0,0,0,-1) is the same rotation up to sign;
       the shortest arc negates the second key, so the result is (0,0,0,+-1) */
    CHECK_INT(play_rotation(d, 0.5f, q), GLTFA_SUCCESS);
    CHECK(fabs(fabs((double)q[3]) - 1.0) <= 1e-6);
    cgltf_free(d);
    free(json);
}

/* Sparse weights without a bufferView: 2 morph targets, 2 keys (4 FLOAT elements, zeros),
   element 3 (key 1, target 1) set to 0.5 through UNSIGNED_BYTE index 3. At t = 1 the
   weights are (0, 0.5); at t = 0.5 (0, 0.25). */
static void test_cgltf_sparse_weights_no_view(void)
{
    unsigned char bin[16];
    char *json;
    cgltf_data *d;
    gltfa_nodes nodes;
    gltfa_clip clip;
    gltfa_cgltf_status st;
    size_t nb = 0, cb = 0;
    void *nm, *cm;
    memset(bin, 0, sizeof bin);
    th_put_f32(bin, 0.0f);
    th_put_f32(bin + 4, 1.0f);
    bin[8] = 3;
    th_put_f32(bin + 12, 0.5f);
    {
        static const char *const parts[] = {
            "\"bufferViews\":[{\"buffer\":0,\"byteOffset\":0,\"byteLength\":8},",
            "{\"buffer\":0,\"byteOffset\":8,\"byteLength\":1},{\"buffer\":0,\"byteOffset\":12,\"byteLength\":4}],",
            "\"accessors\":[{\"bufferView\":0,\"componentType\":5126,\"count\":2,\"type\":\"SCALAR\"},",
            "{\"componentType\":5126,\"count\":4,\"type\":\"SCALAR\",\"sparse\":{\"count\":1,",
            "\"indices\":{\"bufferView\":1,\"componentType\":5121},\"values\":{\"bufferView\":2}}},",
            "{\"componentType\":5126,\"count\":3,\"type\":\"VEC3\",\"max\":[1,1,1],\"min\":[0,0,0]}],",
            "\"meshes\":[{\"primitives\":[{\"attributes\":{\"POSITION\":2},\"targets\":[{\"POSITION\":2},{\"POSITION\":2}]}],",
            "\"weights\":[0.25,0.75]}],",
            "\"nodes\":[{\"mesh\":0}],",
            "\"animations\":[{\"samplers\":[{\"input\":0,\"output\":1}],",
            "\"channels\":[{\"sampler\":0,\"target\":{\"node\":0,\"path\":\"weights\"}}]}]",
            NULL
        };
        char *rest = join(parts);
        json = make_gltf(bin, 16, 16, rest);
        free(rest);
    }
    d = load_json(json);
    CHECK(d != NULL);
    if (d == NULL) { free(json); return; }
    CHECK(d->accessors[1].buffer_view == NULL && d->accessors[1].is_sparse);
    CHECK_INT(gltfa_cgltf_nodes_size(d, &nb), GLTFA_SUCCESS);
    nm = malloc(nb);
    CHECK_INT(gltfa_cgltf_nodes(&nodes, d, nm, nb), GLTFA_SUCCESS);
    CHECK_INT(nodes.weight_counts[0], 2);
    CHECK_BITS(nodes.weights[0][1], 0.75f); /* the mesh's default weights */
    CHECK_INT(gltfa_cgltf_clip_size(&d->animations[0], &cb, NULL), GLTFA_SUCCESS);
    cm = malloc(cb);
    CHECK_INT(gltfa_cgltf_clip(&clip, d, &d->animations[0], &nodes, NULL, NULL, cm, cb, &st), GLTFA_SUCCESS);
    CHECK_INT(st.channels, 1);
    gltfa_clip_sample(&clip, 1.0f);
    CHECK_BITS(nodes.weights[0][0], 0.0f);
    CHECK_BITS(nodes.weights[0][1], 0.5f);
    gltfa_clip_sample(&clip, 0.5f);
    CHECK_BITS(nodes.weights[0][1], 0.25f);
    /* one byte short of what clip_size asked for */
    CHECK_INT(gltfa_cgltf_clip(&clip, d, &d->animations[0], &nodes, NULL, NULL, cm, cb - 1, &st),
              GLTFA_ERROR_MEMORY_TOO_SMALL);
    free(cm);
    free(nm);
    cgltf_free(d);
    free(json);
}

/* KHR_animation_pointer: node 0's translation through an escaped pointer string
   ("\/nodes\/0\/translation"), and a material color that goes to the callback's floats;
   a channel with neither node nor extension is ignored. Keys (0,0,0) -> (2,4,6) over
   t 0..1: at 0.5, (1, 2, 3); the color keys (0,0,0,1) -> (1,1,1,1): (0.5,0.5,0.5,1). */
static float g_color[4];
static size_t g_dest_calls;
static float *color_dest(void *user, const char *pointer, const gltfa_pointer *info, size_t *n)
{
    (void)user;
    ++g_dest_calls;
    if (strcmp(pointer, "/materials/0/pbrMetallicRoughness/baseColorFactor") != 0) return NULL;
    *n = info->width;
    return g_color;
}

static void test_cgltf_pointer_channels(void)
{
    unsigned char bin[8 + 24 + 32];
    char *json;
    cgltf_data *d;
    gltfa_nodes nodes;
    gltfa_clip clip;
    gltfa_cgltf_status st;
    size_t nb = 0, cb = 0, i;
    void *nm, *cm;
    static const float xyz[6] = { 0, 0, 0, 2, 4, 6 }, rgba[8] = { 0, 0, 0, 1, 1, 1, 1, 1 };
    th_put_f32(bin, 0.0f);
    th_put_f32(bin + 4, 1.0f);
    for (i = 0; i < 6; ++i) th_put_f32(bin + 8 + 4 * i, xyz[i]);
    for (i = 0; i < 8; ++i) th_put_f32(bin + 32 + 4 * i, rgba[i]);
    {
        static const char *const parts[] = {
            "\"extensionsUsed\":[\"KHR_animation_pointer\"],",
            "\"bufferViews\":[{\"buffer\":0,\"byteOffset\":0,\"byteLength\":8},",
            "{\"buffer\":0,\"byteOffset\":8,\"byteLength\":24},{\"buffer\":0,\"byteOffset\":32,\"byteLength\":32}],",
            "\"accessors\":[{\"bufferView\":0,\"componentType\":5126,\"count\":2,\"type\":\"SCALAR\"},",
            "{\"bufferView\":1,\"componentType\":5126,\"count\":2,\"type\":\"VEC3\"},",
            "{\"bufferView\":2,\"componentType\":5126,\"count\":2,\"type\":\"VEC4\"}],",
            "\"materials\":[{}],\"nodes\":[{}],",
            "\"animations\":[{\"samplers\":[{\"input\":0,\"output\":1},{\"input\":0,\"output\":2}],",
            "\"channels\":[{\"sampler\":0,\"target\":{\"path\":\"pointer\",\"extensions\":{",
            "\"KHR_animation_pointer\":{\"pointer\":\"\\/nodes\\/0\\/translation\"}}}},",
            "{\"sampler\":1,\"target\":{\"path\":\"pointer\",\"extensions\":{",
            "\"KHR_animation_pointer\":{\"pointer\":\"/materials/0/pbrMetallicRoughness/baseColorFactor\"}}}},",
            "{\"sampler\":0,\"target\":{\"path\":\"pointer\",\"extensions\":{\"EXT_unknown\":{}}}}]}]",
            NULL
        };
        char *rest = join(parts);
        json = make_gltf(bin, sizeof bin, sizeof bin, rest);
        free(rest);
    }
    d = load_json(json);
    CHECK(d != NULL);
    if (d == NULL) { free(json); return; }
    CHECK(d->animations[0].channels[0].target_node == NULL); /* cgltf does not parse it */
    gltfa_cgltf_nodes_size(d, &nb);
    nm = malloc(nb);
    gltfa_cgltf_nodes(&nodes, d, nm, nb);
    CHECK_INT(gltfa_cgltf_clip_size(&d->animations[0], &cb, NULL), GLTFA_SUCCESS);
    cm = malloc(cb);
    /* without a destination for the material: refused, at channel 1 */
    CHECK_INT(gltfa_cgltf_clip(&clip, d, &d->animations[0], &nodes, NULL, NULL, cm, cb, &st),
              GLTFA_ERROR_NO_DESTINATION);
    CHECK_INT(st.bad_channel, 1);
    CHECK_INT(gltfa_cgltf_clip(&clip, d, &d->animations[0], &nodes, color_dest, NULL, cm, cb, &st),
              GLTFA_SUCCESS);
    CHECK_INT(st.channels, 2);
    CHECK_INT(st.ignored, 1);
    CHECK_INT(g_dest_calls, 1); /* only for the property that is not a node's */
    gltfa_clip_sample(&clip, 0.5f);
    CHECK_BITS(nodes.poses[0].translation[0], 1.0f);
    CHECK_BITS(nodes.poses[0].translation[1], 2.0f);
    CHECK_BITS(nodes.poses[0].translation[2], 3.0f);
    CHECK_BITS(g_color[0], 0.5f);
    CHECK_BITS(g_color[3], 1.0f);
    free(cm);
    free(nm);
    cgltf_free(d);
    free(json);
}

/* "SMOOTH": cgltf says LINEAR; gltfa_cgltf_check_interpolation finds it by the raw JSON. */
static void test_cgltf_unknown_interpolation(void)
{
    char *json;
    cgltf_data *d = rotation_data("SMOOTH", 56, &json);
    size_t a = 9, s = 9;
    CHECK(d != NULL);
    if (d == NULL) { free(json); return; }
    CHECK(d->animations[0].samplers[0].interpolation == cgltf_interpolation_type_linear);
    CHECK_INT(gltfa_cgltf_check_interpolation(d, &a, &s), GLTFA_ERROR_UNKNOWN_INTERPOLATION);
    CHECK_INT(a, 0);
    CHECK_INT(s, 0);
    cgltf_free(d);
    free(json);
    d = rotation_data("CUBICSPLINE", 56, &json);
    CHECK(d != NULL);
    if (d != NULL) CHECK_INT(gltfa_cgltf_check_interpolation(d, &a, &s), GLTFA_SUCCESS);
    cgltf_free(d);
    free(json);
    d = rotation_data("STEP", 56, &json);
    if (d != NULL) CHECK_INT(gltfa_cgltf_check_interpolation(d, &a, &s), GLTFA_SUCCESS);
    cgltf_free(d);
    free(json);
    CHECK_INT(gltfa_cgltf_check_interpolation(NULL, &a, &s), GLTFA_ERROR_INVALID_ARGUMENT);
    {
        /* tests/fuzz/regress/cgltf/members-without-commas.gltf, reduced: cgltf's tokenizer
           reads the buffer's members without a comma between them and then no animation,
           while the text has one with "SMOOTH"; indices of no sampler cgltf has must not
           come back (a caller would index data->animations with them): refused */
        static const char text[] = "{\"asset\":{\"version\":\"2.0\"},\"buffers\":[{\"byteLength\":\"x\""
                                   "\"uri\":\"y\"}],\"animations\":[{\"samplers\":[{\"input\":0,"
                                   "\"output\":0,\"interpolation\":\"SMOOTH\"}],\"channels\":[]}]}";
        static cgltf_options options;
        a = s = 9;
        d = NULL;
        CHECK_INT(cgltf_parse(&options, text, sizeof text - 1, &d), cgltf_result_success);
        if (d != NULL) {
            CHECK_INT(d->animations_count, 0);
            CHECK_INT(gltfa_cgltf_check_interpolation(d, &a, &s), GLTFA_ERROR_INVALID_ARGUMENT);
            CHECK_INT(a, 9);
            CHECK_INT(s, 9);
            cgltf_free(d);
        }
    }
}

/* Hostile files. Each variant of the rotation file edits one number; the expected code
   is what the adapter must return for accessor 1 (the sparse rotations) or 0 (times), and
   nothing is read outside the 56-byte buffer (AddressSanitizer in make test-cgltf). */
static void test_cgltf_hostile(void)
{
    static const struct { const char *from, *to, *from2, *to2; int accessor; gltfa_result want; } cases[] = {
        /* a bufferView that claims to run past its 56-byte buffer, with a count that fits
           the claim (40 keys, 160 bytes): the buffer bound refuses it (without it,
           byte_length 4000 - 0 would let the sampler read 104 bytes past the heap block) */
        { "\"byteOffset\":44,\"byteLength\":12", "\"byteOffset\":44,\"byteLength\":4000",
          "\"bufferView\":3,\"componentType\":5126,\"count\":3", "\"bufferView\":3,\"componentType\":5126,\"count\":40",
          0, GLTFA_ERROR_DATA_TOO_SHORT },
        /* a count that lies about its view (3 keys in a 12-byte view -> 40) */
        { "\"bufferView\":3,\"componentType\":5126,\"count\":3", "\"bufferView\":3,\"componentType\":5126,\"count\":40",
          NULL, NULL, 0, GLTFA_ERROR_DATA_TOO_SHORT },
        /* a bufferView that starts past the buffer */
        { "\"byteOffset\":44,\"byteLength\":12", "\"byteOffset\":4400,\"byteLength\":12", NULL, NULL,
          0, GLTFA_ERROR_DATA_TOO_SHORT },
        /* an accessor byteOffset past its view */
        { "{\"bufferView\":3,", "{\"bufferView\":3,\"byteOffset\":12,", NULL, NULL, 0, GLTFA_ERROR_DATA_TOO_SHORT },
        /* the sparse indices' view 2 bytes before the end of the buffer, claiming 4000 */
        { "\"byteOffset\":24,\"byteLength\":4", "\"byteOffset\":54,\"byteLength\":4000", NULL, NULL,
          1, GLTFA_ERROR_DATA_TOO_SHORT },
        /* sparse counts that lie: 3 (6 index bytes in a 4-byte view), 4 (more than count) */
        { "\"sparse\":{\"count\":2", "\"sparse\":{\"count\":3", NULL, NULL, 1, GLTFA_ERROR_DATA_TOO_SHORT },
        { "\"sparse\":{\"count\":2", "\"sparse\":{\"count\":4", NULL, NULL, 1, GLTFA_ERROR_SPARSE_COUNT },
        /* the sparse base: a view past the buffer, with 300 elements */
        { "\"byteOffset\":0,\"byteLength\":24", "\"byteOffset\":0,\"byteLength\":2400",
          "\"normalized\":true,\"count\":3", "\"normalized\":true,\"count\":300", 1, GLTFA_ERROR_DATA_TOO_SHORT },
        /* sparse indices of a type glTF does not allow (SHORT) */
        { "\"componentType\":5123}", "\"componentType\":5122}", NULL, NULL, 1, GLTFA_ERROR_SPARSE_INDEX_TYPE }
    };
    size_t i;
    for (i = 0; i < sizeof cases / sizeof cases[0]; ++i) {
        unsigned char bin[56];
        char rest[2048], edited[2048], *json, *at;
        cgltf_data *d;
        gltfa_accessor v;
        unsigned char mem[4096];
        size_t bytes = 0;
        gltfa_result r;
        float q[4];
        rotation_file(bin);
        rotation_json(rest, "LINEAR");
        at = strstr(rest, cases[i].from);
        CHECK(at != NULL);
        if (at == NULL) continue;
        sprintf(edited, "%.*s%s%s", (int)(at - rest), rest, cases[i].to, at + strlen(cases[i].from));
        if (cases[i].from2 != NULL) {
            strcpy(rest, edited);
            at = strstr(rest, cases[i].from2);
            CHECK(at != NULL);
            if (at == NULL) continue;
            sprintf(edited, "%.*s%s%s", (int)(at - rest), rest, cases[i].to2, at + strlen(cases[i].from2));
        }
        json = make_gltf(bin, sizeof bin, sizeof bin, edited);
        d = load_json(json); /* no cgltf_validate: the adapter must not need it */
        CHECK(d != NULL);
        if (d == NULL) { free(json); continue; }
        r = gltfa_cgltf_accessor_size(&d->accessors[cases[i].accessor], &bytes);
        CHECK(bytes <= sizeof mem);
        if (r == GLTFA_SUCCESS && bytes <= sizeof mem)
            r = gltfa_cgltf_accessor(&d->accessors[cases[i].accessor], bytes ? mem : NULL, bytes, &v);
        if (r == GLTFA_SUCCESS && cases[i].accessor == 0) {
            /* read in place: the view is bounded by the view and the buffer, and
               gltfa_sampler_init refuses the count that does not fit */
            gltfa_accessor out;
            gltfa_sampler smp;
            unsigned char om[24];
            CHECK(v.byte_length <= 12); /* at most the 12 bytes from 44 to the buffer's end */
            CHECK_INT(gltfa_cgltf_accessor(&d->accessors[1], om, sizeof om, &out), GLTFA_SUCCESS);
            r = gltfa_sampler_init(&smp, &v, &out, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_ROTATION);
        }
        CHECK_INT(r, cases[i].want);
        CHECK(play_rotation(d, 0.5f, q) == cases[i].want); /* the whole clip refuses it too */
        cgltf_free(d);
        free(json);
    }
    /* indices out of range and not increasing */
    {
        unsigned char bin[56];
        char rest[2048], *json;
        cgltf_data *d;
        gltfa_accessor v;
        unsigned char mem[24];
        int k;
        for (k = 0; k < 2; ++k) {
            rotation_file(bin);
            if (k == 0) th_put_u16(bin + 26, 3);          /* index 3 of 3 keys */
            else { th_put_u16(bin + 24, 2); th_put_u16(bin + 26, 1); } /* 2, 1 */
            rotation_json(rest, "LINEAR");
            json = make_gltf(bin, sizeof bin, sizeof bin, rest);
            d = load_json(json);
            CHECK(d != NULL);
            if (d != NULL)
                CHECK_INT(gltfa_cgltf_accessor(&d->accessors[1], mem, sizeof mem, &v),
                          k == 0 ? GLTFA_ERROR_SPARSE_INDEX_RANGE : GLTFA_ERROR_SPARSE_NOT_INCREASING);
            cgltf_free(d);
            free(json);
        }
    }
}

/* ---------------------------------------------------------------------------------------
   Skipping, channel by channel, and the channel an error names
   --------------------------------------------------------------------------------------- */

/* A file in the manner of AnimatedColorsCube (node transforms and material colors through
   KHR_animation_pointer; no such file is among the sample assets), with one animation per
   case. Buffer (112 bytes): [0,8) times 0 1; [8,32) VEC3 (0,0,0) (2,4,6); [32,64) VEC4
   color (1,0,0,1) (0,0.5,1,0.5); [64,96) VEC4 identity twice; [96,104) times 1 0
   (decreasing); [104,112) SCALAR 0 1; [112,120) times 0.5 1.5. Accessor 6 has no
   bufferView and componentType 5124 (none: glTF has no 5124); accessor 7 the later times.
   Samplers, the same in every animation: s0 VEC3, s1 rotation, s2 color, s3 scalar, s4 VEC3
   on decreasing times, s5 accessor 6, s6 VEC3 on the later times. At t = 0.5: VEC3
   (1, 2, 3), color (0.5, 0.25, 0.5, 0.75). */
#define SK_COLOR "/materials/0/pbrMetallicRoughness/baseColorFactor"
#define SK_EMISSIVE "/materials/0/emissiveFactor"
#define SK_FUTURE "/materials/0/extensions/EXT_future/x"
enum { SK_COLORS, SK_MATERIALS, SK_BAD_TIMES, SK_DUPLICATE, SK_SIZE, SK_SYNTAX, SK_NODES, SK_SPAN,
       SK_COUNT };
static const char *const sk_channels[SK_COUNT][9] = {
    /* SK_COLORS: strict without a destination fails at channel 4 (the color) */
    { "N0:0:translation", "N1:0:rotation", "I0", "P0:/nodes/1/scale", "P2:" SK_COLOR,
      "P0:" SK_EMISSIVE, "P3:" SK_FUTURE, "N0:1:translation", NULL },
    /* SK_MATERIALS: nothing but material colors */
    { "P2:" SK_COLOR, "P0:" SK_EMISSIVE, NULL },
    /* SK_BAD_TIMES: channel 2 (the second description: channel 0 is ignored) */
    { "I0", "N0:0:translation", "N4:1:translation", NULL },
    /* SK_DUPLICATE: channel 2 repeats channel 1's target */
    { "P2:" SK_COLOR, "N0:0:translation", "P0:/nodes/0/translation", NULL },
    /* SK_SIZE: channel 1's output has no componentType gltfa_cgltf_clip_size knows */
    { "N0:0:translation", "N5:1:translation", NULL },
    /* SK_SYNTAX: channel 1's pointer has an index with a leading zero */
    { "N0:0:translation", "P2:/materials/01/pbrMetallicRoughness/baseColorFactor", NULL },
    /* SK_NODES: node 1 is outside a one-node list */
    { "N0:0:translation", "N0:1:scale", NULL },
    /* SK_SPAN: a translation over 0.5 .. 1.5 and a material color that starts earlier */
    { "N6:0:translation", "P2:" SK_COLOR, NULL }
};

static void sk_bin(unsigned char *bin)
{
    static const float f[30] = { 0, 1,  0, 0, 0, 2, 4, 6,  1, 0, 0, 1, 0, 0.5f, 1, 0.5f,
                                 0, 0, 0, 1, 0, 0, 0, 1,  1, 0,  0, 1,  0.5f, 1.5f };
    int i;
    for (i = 0; i < 30; ++i) th_put_f32(bin + 4 * i, f[i]);
}

/* One channel of the list: "N<sampler>:<node>:<path>", "P<sampler>:<pointer>" or
   "I<sampler>" (an extension nobody knows: ignored). */
static void sk_channel(char *out, const char *c)
{
    int smp = c[1] - '0';
    if (c[0] == 'N')
        sprintf(out, "{\"sampler\":%d,\"target\":{\"node\":%d,\"path\":\"%s\"}}", smp, c[3] - '0', c + 5);
    else if (c[0] == 'P')
        sprintf(out, "{\"sampler\":%d,\"target\":{\"path\":\"pointer\",\"extensions\":"
                     "{\"KHR_animation_pointer\":{\"pointer\":\"%s\"}}}}", smp, c + 3);
    else
        sprintf(out, "{\"sampler\":%d,\"target\":{\"path\":\"pointer\",\"extensions\":"
                     "{\"EXT_unknown\":{}}}}", smp);
}

static cgltf_data *sk_load(char **json)
{
    static const char *const head[] = {
        "\"extensionsUsed\":[\"KHR_animation_pointer\"],",
        "\"bufferViews\":[{\"buffer\":0,\"byteOffset\":0,\"byteLength\":8},",
        "{\"buffer\":0,\"byteOffset\":8,\"byteLength\":24},{\"buffer\":0,\"byteOffset\":32,\"byteLength\":32},",
        "{\"buffer\":0,\"byteOffset\":64,\"byteLength\":32},{\"buffer\":0,\"byteOffset\":96,\"byteLength\":8},",
        "{\"buffer\":0,\"byteOffset\":104,\"byteLength\":8},",
        "{\"buffer\":0,\"byteOffset\":112,\"byteLength\":8}],",
        "\"accessors\":[{\"bufferView\":0,\"componentType\":5126,\"count\":2,\"type\":\"SCALAR\"},",
        "{\"bufferView\":1,\"componentType\":5126,\"count\":2,\"type\":\"VEC3\"},",
        "{\"bufferView\":2,\"componentType\":5126,\"count\":2,\"type\":\"VEC4\"},",
        "{\"bufferView\":3,\"componentType\":5126,\"count\":2,\"type\":\"VEC4\"},",
        "{\"bufferView\":4,\"componentType\":5126,\"count\":2,\"type\":\"SCALAR\"},",
        "{\"bufferView\":5,\"componentType\":5126,\"count\":2,\"type\":\"SCALAR\"},",
        "{\"componentType\":5124,\"count\":2,\"type\":\"VEC3\"},",
        "{\"bufferView\":6,\"componentType\":5126,\"count\":2,\"type\":\"SCALAR\"}],",
        "\"materials\":[{}],\"nodes\":[{},{}],\"animations\":[",
        NULL
    };
    static const char samplers[] = "\"samplers\":[{\"input\":0,\"output\":1},{\"input\":0,\"output\":3},"
        "{\"input\":0,\"output\":2},{\"input\":0,\"output\":5},{\"input\":4,\"output\":1},"
        "{\"input\":0,\"output\":6},{\"input\":7,\"output\":1}],";
    unsigned char bin[120];
    char *rest = join(head), *all = (char *)malloc(strlen(rest) + 8192), one[512];
    int a, c;
    strcpy(all, rest);
    free(rest);
    for (a = 0; a < SK_COUNT; ++a) {
        strcat(all, a ? ",{" : "{");
        strcat(all, samplers);
        strcat(all, "\"channels\":[");
        for (c = 0; sk_channels[a][c] != NULL; ++c) {
            sk_channel(one, sk_channels[a][c]);
            if (c) strcat(all, ",");
            strcat(all, one);
        }
        strcat(all, "]}");
    }
    strcat(all, "]");
    sk_bin(bin);
    *json = make_gltf(bin, sizeof bin, sizeof bin, all);
    free(all);
    return load_json(*json);
}

/* A clip of animation a, strict or skipping, into cm (cb bytes) with st. */
static gltfa_result sk_clip(int skip, gltfa_clip *clip, cgltf_data *d, int a, const gltfa_nodes *nodes,
                            gltfa_cgltf_dest_fn dest, void *cm, size_t cb, gltfa_cgltf_status *st)
{
    memset(st, 0x5A, sizeof *st);
    return (skip ? gltfa_cgltf_clip_skip : gltfa_cgltf_clip)(clip, d, &d->animations[a], nodes, dest,
                                                             NULL, cm, cb, st);
}

/* The animation gltfa_cgltf_clip refuses with GLTFA_ERROR_NO_DESTINATION at channel 4 plays
   through gltfa_cgltf_clip_skip, with channels 4 and 5 (material colors without a
   destination) and 6 (a pointer to no animatable property) reported, channel 2 (an
   unknown extension) ignored, and the clip's channels 0..3 mapped to channels 0, 1, 3, 7. */
static void test_cgltf_skip_material_pointers(void)
{
    static const size_t want_map[4] = { 0, 1, 3, 7 }, want_map2[5] = { 0, 1, 3, 4, 7 };
    char *json;
    cgltf_data *d = sk_load(&json);
    gltfa_nodes nodes, one_node;
    gltfa_clip clip;
    gltfa_cgltf_status st;
    size_t nb = 0, cb = 0, bad = 99, c, w, index;
    void *nm, *cm;
    CHECK(d != NULL);
    if (d == NULL) { free(json); return; }
    CHECK_INT(d->animations_count, SK_COUNT);
    gltfa_cgltf_nodes_size(d, &nb);
    nm = malloc(nb + 1);
    CHECK_INT(gltfa_cgltf_nodes(&nodes, d, nm, nb), GLTFA_SUCCESS);
    CHECK_INT(gltfa_cgltf_clip_size(&d->animations[SK_COLORS], &cb, &bad), GLTFA_SUCCESS);
    CHECK(bad == GLTFA_CGLTF_NONE);
    cm = malloc(cb);
    /* strict: refused at the color */
    CHECK_INT(sk_clip(0, &clip, d, SK_COLORS, &nodes, NULL, cm, cb, &st), GLTFA_ERROR_NO_DESTINATION);
    CHECK_INT(st.bad_channel, 4);
    CHECK_INT(st.skipped_count, 0);
    CHECK_INT(gltfa_clip_channel_count(&clip), 0);
    /* skipping: plays the rest */
    CHECK_INT(sk_clip(1, &clip, d, SK_COLORS, &nodes, NULL, cm, cb, &st), GLTFA_SUCCESS);
    CHECK(st.bad_channel == GLTFA_CGLTF_NONE);
    CHECK_INT(st.channels, 4);
    CHECK_INT(gltfa_clip_channel_count(&clip), 4);
    CHECK_INT(st.ignored, 1);
    CHECK_INT(st.skipped_count, 3);
    if (st.skipped_count == 3) {
        CHECK_INT(st.skipped[0].desc, 4); CHECK_INT(st.skipped[0].reason, GLTFA_ERROR_NO_DESTINATION);
        CHECK_INT(st.skipped[1].desc, 5); CHECK_INT(st.skipped[1].reason, GLTFA_ERROR_NO_DESTINATION);
        CHECK_INT(st.skipped[2].desc, 6); CHECK_INT(st.skipped[2].reason, GLTFA_ERROR_POINTER_UNKNOWN);
    }
    for (c = 0; c < 4; ++c) {
        gltfa_cgltf_clip_dest(&clip, &st, c, &w, &index);
        CHECK_INT(index, want_map[c]);
    }
    CHECK(gltfa_cgltf_clip_dest(&clip, &st, 0, &w, NULL) == nodes.poses[0].translation);
    CHECK_INT(w, 3);
    CHECK(gltfa_cgltf_clip_dest(&clip, &st, 1, &w, NULL) == nodes.poses[0].rotation);
    CHECK_INT(w, 4);
    CHECK(gltfa_cgltf_clip_dest(&clip, &st, 2, NULL, NULL) == nodes.poses[1].scale);
    CHECK(gltfa_cgltf_clip_dest(&clip, &st, 3, NULL, NULL) == nodes.poses[1].translation);
    w = 9;
    index = 9;
    CHECK(gltfa_cgltf_clip_dest(&clip, &st, 4, &w, &index) == NULL);
    CHECK_INT(w, 0);
    CHECK(index == GLTFA_CGLTF_NONE);
    CHECK(gltfa_cgltf_clip_dest(&clip, NULL, 0, &w, &index) == NULL);
    CHECK_INT(gltfa_clip_sample(&clip, 0.5f), GLTFA_SUCCESS);
    CHECK_BITS(nodes.poses[0].translation[0], 1.0f); CHECK_BITS(nodes.poses[0].translation[2], 3.0f);
    CHECK_BITS(nodes.poses[0].rotation[3], 1.0f);
    CHECK_BITS(nodes.poses[1].scale[0], 1.0f); CHECK_BITS(nodes.poses[1].scale[1], 2.0f);
    CHECK_BITS(nodes.poses[1].translation[1], 2.0f);
    /* with a destination for the color only: the emissive color and the unknown pointer
       are skipped; strict, the emissive color refuses the clip */
    g_dest_calls = 0;
    memset(g_color, 0, sizeof g_color);
    CHECK_INT(sk_clip(1, &clip, d, SK_COLORS, &nodes, color_dest, cm, cb, &st), GLTFA_SUCCESS);
    CHECK_INT(g_dest_calls, 2); /* the two material colors, not the node or unknown pointers */
    CHECK_INT(st.channels, 5);
    CHECK_INT(st.skipped_count, 2);
    if (st.skipped_count == 2) {
        CHECK_INT(st.skipped[0].desc, 5); CHECK_INT(st.skipped[1].desc, 6);
    }
    for (c = 0; c < 5; ++c) {
        gltfa_cgltf_clip_dest(&clip, &st, c, &w, &index);
        CHECK_INT(index, want_map2[c]);
    }
    CHECK(gltfa_cgltf_clip_dest(&clip, &st, 3, &w, NULL) == g_color);
    CHECK_INT(w, 4);
    gltfa_clip_sample(&clip, 0.5f);
    CHECK_BITS(g_color[0], 0.5f); CHECK_BITS(g_color[1], 0.25f);
    CHECK_BITS(g_color[2], 0.5f); CHECK_BITS(g_color[3], 0.75f);
    CHECK_INT(sk_clip(0, &clip, d, SK_COLORS, &nodes, color_dest, cm, cb, &st), GLTFA_ERROR_NO_DESTINATION);
    CHECK_INT(st.bad_channel, 5);
    free(cm);
    /* nothing but materials: an empty clip, both channels reported */
    CHECK_INT(gltfa_cgltf_clip_size(&d->animations[SK_MATERIALS], &cb, NULL), GLTFA_SUCCESS);
    cm = malloc(cb);
    CHECK_INT(sk_clip(0, &clip, d, SK_MATERIALS, &nodes, NULL, cm, cb, &st), GLTFA_ERROR_NO_DESTINATION);
    CHECK_INT(st.bad_channel, 0);
    CHECK_INT(sk_clip(1, &clip, d, SK_MATERIALS, &nodes, NULL, cm, cb, &st), GLTFA_SUCCESS);
    CHECK_INT(st.channels, 0);
    CHECK_INT(st.skipped_count, 2);
    CHECK_INT(gltfa_clip_channel_count(&clip), 0);
    CHECK_INT(gltfa_clip_sample(&clip, 0.5f), GLTFA_SUCCESS);
    free(cm);
    /* a node outside the caller's node list */
    one_node = nodes;
    one_node.node_count = 1;
    CHECK_INT(gltfa_cgltf_clip_size(&d->animations[SK_NODES], &cb, NULL), GLTFA_SUCCESS);
    cm = malloc(cb);
    CHECK_INT(sk_clip(0, &clip, d, SK_NODES, &one_node, NULL, cm, cb, &st), GLTFA_ERROR_NODE_INDEX);
    CHECK_INT(st.bad_channel, 1);
    CHECK_INT(sk_clip(1, &clip, d, SK_NODES, &one_node, NULL, cm, cb, &st), GLTFA_SUCCESS);
    CHECK_INT(st.channels, 1);
    CHECK_INT(st.skipped_count, 1);
    if (st.skipped_count == 1) {
        CHECK_INT(st.skipped[0].desc, 1); CHECK_INT(st.skipped[0].reason, GLTFA_ERROR_NODE_INDEX);
    }
    free(cm);
    free(nm);
    cgltf_free(d);
    free(json);
}

/* A skipping clip keeps the animation's span (glTF 2.0, CLIPS AND TIME): the translation of node 0 runs
   0.5 .. 1.5, the material color 0 .. 1. Bound with the color's destination (strict) or
   without (skipped), the span is [0, 1.5] (d = 1.5) and a loop gives the same poses: at
   playback time 1.5 k + 0.25 (pass k, clip time 0.25, before the translation's keys) the
   first key (0, 0, 0); at 1.5 k + 1 (clip time 1, t = 0.5 in 0.5 .. 1.5) (1, 2, 3). Every
   time is a multiple of 0.25 below 16: the sums are exact. */
static void test_cgltf_skip_span(void)
{
    char *json;
    cgltf_data *d = sk_load(&json);
    gltfa_nodes nodes;
    gltfa_clip clip;
    gltfa_cgltf_status st;
    size_t nb = 0, cb = 0, k;
    int skip;
    void *nm, *cm;
    CHECK(d != NULL);
    if (d == NULL) { free(json); return; }
    gltfa_cgltf_nodes_size(d, &nb);
    nm = malloc(nb + 1);
    CHECK_INT(gltfa_cgltf_nodes(&nodes, d, nm, nb), GLTFA_SUCCESS);
    CHECK_INT(gltfa_cgltf_clip_size(&d->animations[SK_SPAN], &cb, NULL), GLTFA_SUCCESS);
    cm = malloc(cb);
    for (skip = 0; skip < 2; ++skip) {
        CHECK_INT(sk_clip(skip, &clip, d, SK_SPAN, &nodes, skip ? NULL : color_dest, cm, cb, &st),
                  GLTFA_SUCCESS);
        CHECK_INT(st.skipped_count, (size_t)skip);
        CHECK_INT(gltfa_clip_channel_count(&clip), 2 - skip);
        CHECK_BITS(gltfa_clip_start(&clip), 0.0f);
        CHECK_BITS(gltfa_clip_end(&clip), 1.5f);
        for (k = 0; k < 6; ++k) {
            const float base = 1.5f * (float)k;
            const float *tr = nodes.poses[0].translation;
            gltfa_clip_sample(&clip, gltfa_clip_time(&clip, base + 0.25f, GLTFA_WRAP_REPEAT, 0));
            CHECK_BITS(tr[0], 0.0f); CHECK_BITS(tr[1], 0.0f); CHECK_BITS(tr[2], 0.0f);
            gltfa_clip_sample(&clip, gltfa_clip_time(&clip, base + 1.0f, GLTFA_WRAP_REPEAT, 0));
            CHECK_BITS(tr[0], 1.0f); CHECK_BITS(tr[1], 2.0f); CHECK_BITS(tr[2], 3.0f);
        }
    }
    free(cm);
    free(nm);
    cgltf_free(d);
    free(json);
}

/* Every error that belongs to a channel names it by its index in anim->channels, in
   gltfa_cgltf_clip_size, both clip calls and gltfa_cgltf_channel:
     decreasing key times at channel 2 (behind an ignored channel 0, so the library's
       description index is 1)          GLTFA_ERROR_TIME_NOT_INCREASING, channel 2, key 1
     channel 2 repeats channel 1's target (channel 0, a color without destination, is
       skipped)                          GLTFA_ERROR_DUPLICATE_TARGET, channel 2
     an output accessor with componentType 5124 and no bufferView at channel 1
                                         GLTFA_ERROR_UNKNOWN_COMPONENT_TYPE, channel 1,
                                         from gltfa_cgltf_clip_size already
     a malformed pointer at channel 1    GLTFA_ERROR_POINTER_SYNTAX, channel 1
   and errors of no channel (memory too small, misuse) GLTFA_CGLTF_NONE. */
static void test_cgltf_error_channels(void)
{
    char *json;
    cgltf_data *d = sk_load(&json);
    gltfa_nodes nodes;
    gltfa_clip clip;
    gltfa_cgltf_status st;
    gltfa_cgltf_channel_info info;
    size_t nb = 0, cb = 0, bad = 99;
    void *nm, *cm;
    unsigned char big[4096];
    int skip;
    CHECK(d != NULL);
    if (d == NULL) { free(json); return; }
    gltfa_cgltf_nodes_size(d, &nb);
    nm = malloc(nb + 1);
    gltfa_cgltf_nodes(&nodes, d, nm, nb);
    for (skip = 0; skip < 2; ++skip) {
        CHECK_INT(gltfa_cgltf_clip_size(&d->animations[SK_BAD_TIMES], &cb, NULL), GLTFA_SUCCESS);
        cm = malloc(cb);
        CHECK_INT(sk_clip(skip, &clip, d, SK_BAD_TIMES, &nodes, NULL, cm, cb, &st), GLTFA_ERROR_TIME_NOT_INCREASING);
        CHECK_INT(st.bad_channel, 2);
        CHECK_INT(st.bad_key, 1); /* its times are 1, 0: key 1 is not after key 0 */
        CHECK_INT(st.ignored, 1);
        CHECK_INT(gltfa_clip_channel_count(&clip), 0);
        /* one byte short: no channel's error */
        CHECK_INT(sk_clip(skip, &clip, d, SK_BAD_TIMES, &nodes, NULL, cm, cb - 1, &st), GLTFA_ERROR_MEMORY_TOO_SMALL);
        CHECK(st.bad_channel == GLTFA_CGLTF_NONE);
        free(cm);
        CHECK_INT(gltfa_cgltf_clip_size(&d->animations[SK_DUPLICATE], &cb, NULL), GLTFA_SUCCESS);
        cm = malloc(cb);
        CHECK_INT(sk_clip(skip, &clip, d, SK_DUPLICATE, &nodes, NULL, cm, cb, &st),
                  skip ? GLTFA_ERROR_DUPLICATE_TARGET : GLTFA_ERROR_NO_DESTINATION);
        CHECK_INT(st.bad_channel, skip ? 2 : 0);
        CHECK(st.bad_key == GLTFA_CGLTF_NONE); /* not a key's error */
        CHECK_INT(st.skipped_count, skip ? 1 : 0);
        if (skip && st.skipped_count == 1) CHECK_INT(st.skipped[0].desc, 0);
        free(cm);
        bad = 99;
        cb = 12345;
        CHECK_INT(gltfa_cgltf_clip_size(&d->animations[SK_SIZE], &cb, &bad), GLTFA_ERROR_UNKNOWN_COMPONENT_TYPE);
        CHECK_INT(bad, 1);
        CHECK_INT(cb, 12345);
        CHECK_INT(sk_clip(skip, &clip, d, SK_SIZE, &nodes, NULL, big, sizeof big, &st),
                  GLTFA_ERROR_UNKNOWN_COMPONENT_TYPE);
        CHECK_INT(st.bad_channel, 1);
        CHECK_INT(gltfa_cgltf_clip_size(&d->animations[SK_SYNTAX], &cb, NULL), GLTFA_SUCCESS);
        cm = malloc(cb);
        CHECK_INT(sk_clip(skip, &clip, d, SK_SYNTAX, &nodes, NULL, cm, cb, &st), GLTFA_ERROR_POINTER_SYNTAX);
        CHECK_INT(st.bad_channel, 1);
        free(cm);
    }
    /* misuse: no channel */
    CHECK_INT(gltfa_cgltf_clip_size(NULL, &cb, &bad), GLTFA_ERROR_INVALID_ARGUMENT);
    CHECK(bad == GLTFA_CGLTF_NONE);
    CHECK_INT(gltfa_cgltf_clip(NULL, d, &d->animations[0], &nodes, NULL, NULL, big, sizeof big, &st),
              GLTFA_ERROR_INVALID_ARGUMENT);
    CHECK(st.bad_channel == GLTFA_CGLTF_NONE);
    /* the per-channel call: the channel is its own index */
    CHECK_INT(gltfa_cgltf_channel(&info, d, &d->animations[SK_BAD_TIMES], 2, big, sizeof big),
              GLTFA_ERROR_TIME_NOT_INCREASING);
    CHECK_INT(info.index, 2);
    CHECK_INT(info.bad_key, 1);
    CHECK_INT(info.width, 0);
    CHECK(info.value == NULL);
    CHECK_INT(gltfa_cgltf_channel_size(&d->animations[SK_SIZE], 1, &cb), GLTFA_ERROR_UNKNOWN_COMPONENT_TYPE);
    CHECK_INT(gltfa_cgltf_channel(&info, d, &d->animations[SK_SIZE], 1, big, sizeof big),
              GLTFA_ERROR_UNKNOWN_COMPONENT_TYPE);
    CHECK_INT(gltfa_cgltf_channel(&info, d, &d->animations[SK_SYNTAX], 1, big, sizeof big),
              GLTFA_ERROR_POINTER_SYNTAX);
    CHECK_INT(info.index, 1);
    CHECK_INT(info.path, GLTFA_PATH_POINTER); /* the string decodes; gltfa_pointer_parse refuses it */
    CHECK(info.pointer != NULL && strcmp(info.pointer, "/materials/01/pbrMetallicRoughness/baseColorFactor") == 0);
    free(nm);
    cgltf_free(d);
    free(json);
}

/* gltfa_cgltf_channel on each kind of channel of the SK_COLORS animation, alone: a core
   channel, a pointer to a node property, a material color, an unknown pointer, an ignored
   channel; at t = 0.5 the VEC3 channels give (1, 2, 3) and the color (0.5, 0.25, 0.5, 0.75);
   the memory it asks for is what it needs. */
static void test_cgltf_channel_calls(void)
{
    char *json;
    cgltf_data *d = sk_load(&json);
    const cgltf_animation *anim;
    gltfa_cgltf_channel_info ch;
    size_t bytes = 0, i;
    void *mem;
    CHECK(d != NULL);
    if (d == NULL) { free(json); return; }
    anim = &d->animations[SK_COLORS];
    /* channel 7: node 1's translation */
    CHECK_INT(gltfa_cgltf_channel_size(anim, 7, &bytes), GLTFA_SUCCESS);
    mem = malloc(bytes);
    CHECK_INT(gltfa_cgltf_channel(&ch, d, anim, 7, mem, bytes), GLTFA_SUCCESS);
    CHECK_INT(ch.index, 7);
    CHECK_INT(ch.path, GLTFA_PATH_TRANSLATION);
    CHECK_INT(ch.property, GLTFA_PROPERTY_TRANSLATION);
    CHECK_INT(ch.interp, GLTFA_INTERP_LINEAR);
    CHECK_INT(ch.node, 1);
    CHECK(ch.pointer == NULL);
    CHECK(strcmp(ch.target, "/nodes/1/translation") == 0);
    CHECK_INT(ch.width, 3);
    CHECK_INT(gltfa_sampler_sample(&ch.sampler, 0.5f, ch.value, ch.width), GLTFA_SUCCESS);
    CHECK_BITS(ch.value[0], 1.0f); CHECK_BITS(ch.value[1], 2.0f); CHECK_BITS(ch.value[2], 3.0f);
    CHECK(strcmp(ch.target, "/nodes/1/translation") == 0); /* the sample has its own room */
    /* one byte short */
    CHECK_INT(gltfa_cgltf_channel(&ch, d, anim, 7, mem, bytes - 1), GLTFA_ERROR_MEMORY_TOO_SMALL);
    CHECK_INT(ch.index, 7);
    CHECK_INT(ch.width, 0);
    free(mem);
    /* channel 3: /nodes/1/scale */
    CHECK_INT(gltfa_cgltf_channel_size(anim, 3, &bytes), GLTFA_SUCCESS);
    mem = malloc(bytes);
    CHECK_INT(gltfa_cgltf_channel(&ch, d, anim, 3, mem, bytes), GLTFA_SUCCESS);
    CHECK_INT(ch.path, GLTFA_PATH_POINTER);
    CHECK(ch.pointer != NULL && strcmp(ch.pointer, "/nodes/1/scale") == 0);
    CHECK(ch.target == ch.pointer);
    CHECK_INT(ch.info.path, GLTFA_PATH_SCALE);
    CHECK_INT(ch.node, 1);
    CHECK_INT(ch.width, 3);
    gltfa_sampler_sample(&ch.sampler, 0.5f, ch.value, ch.width);
    CHECK_BITS(ch.value[1], 2.0f);
    free(mem);
    /* channel 4: the material color, which no node list or callback is needed for */
    CHECK_INT(gltfa_cgltf_channel_size(anim, 4, &bytes), GLTFA_SUCCESS);
    mem = malloc(bytes);
    CHECK_INT(gltfa_cgltf_channel(&ch, d, anim, 4, mem, bytes), GLTFA_SUCCESS);
    CHECK(strcmp(ch.target, SK_COLOR) == 0);
    CHECK_INT(ch.info.path, GLTFA_PATH_POINTER);
    CHECK_INT(ch.property, GLTFA_PROPERTY_FLOAT4);
    CHECK(ch.node == GLTFA_CGLTF_NONE);
    CHECK_INT(ch.width, 4);
    gltfa_sampler_sample(&ch.sampler, 0.5f, ch.value, ch.width);
    CHECK_BITS(ch.value[0], 0.5f); CHECK_BITS(ch.value[1], 0.25f);
    CHECK_BITS(ch.value[2], 0.5f); CHECK_BITS(ch.value[3], 0.75f);
    CHECK(strcmp(ch.pointer, SK_COLOR) == 0);
    free(mem);
    /* channel 6: a pointer to nothing animatable; channel 2: no target at all */
    CHECK_INT(gltfa_cgltf_channel_size(anim, 6, &bytes), GLTFA_SUCCESS);
    mem = malloc(bytes);
    CHECK_INT(gltfa_cgltf_channel(&ch, d, anim, 6, mem, bytes), GLTFA_ERROR_POINTER_UNKNOWN);
    CHECK(ch.pointer != NULL && strcmp(ch.pointer, SK_FUTURE) == 0);
    CHECK_INT(ch.path, GLTFA_PATH_POINTER);
    free(mem);
    CHECK_INT(gltfa_cgltf_channel_size(anim, 2, &bytes), GLTFA_SUCCESS);
    mem = malloc(bytes + 1);
    CHECK_INT(gltfa_cgltf_channel(&ch, d, anim, 2, mem, bytes), GLTFA_ERROR_UNKNOWN_TARGET);
    CHECK_INT(ch.path, GLTFA_PATH_NONE);
    CHECK(ch.target == NULL && ch.pointer == NULL);
    free(mem);
    /* out of range, misuse */
    CHECK_INT(gltfa_cgltf_channel_size(anim, 8, &bytes), GLTFA_ERROR_INVALID_ARGUMENT);
    CHECK_INT(gltfa_cgltf_channel(&ch, d, anim, 8, NULL, 0), GLTFA_ERROR_INVALID_ARGUMENT);
    CHECK_INT(ch.index, 8);
    CHECK_INT(gltfa_cgltf_channel(NULL, d, anim, 0, NULL, 0), GLTFA_ERROR_INVALID_ARGUMENT);
    /* every size is exact: one byte less is refused, for every channel that builds */
    for (i = 0; i < anim->channels_count; ++i) {
        unsigned char *m;
        gltfa_result r;
        CHECK_INT(gltfa_cgltf_channel_size(anim, i, &bytes), GLTFA_SUCCESS);
        m = (unsigned char *)malloc(bytes + 1);
        r = gltfa_cgltf_channel(&ch, d, anim, i, m, bytes);
        if (r == GLTFA_SUCCESS)
            CHECK_INT(gltfa_cgltf_channel(&ch, d, anim, i, m, bytes - 1), GLTFA_ERROR_MEMORY_TOO_SMALL);
        free(m);
    }
    cgltf_free(d);
    free(json);
}

/* ---------------------------------------------------------------------------------------
   Nodes' hierarchy and matrices, skins
   --------------------------------------------------------------------------------------- */

/* The 16 floats of m equal want, bit for bit. */
static void check_matrix(const float *m, const float *want)
{
    int i;
    for (i = 0; i < 16; ++i) CHECK_BITS(m[i], want[i]);
}

/* A .gltf with a hierarchy, a node matrix and two skins (data: URI buffer):
     node 0 translation (1,2,3), child 1;
     node 1 matrix: rotation 90 degrees about Z (x -> y), translation (5,0,0), child 2;
     node 2 scale (2,2,2);  node 3 nothing (a root in no scene).
   buffer: two MAT4 FLOAT (bufferView 0): IBM0 = translation (-1,0,0), IBM1 = scale 0.5;
   one UNSIGNED_BYTE 1 (bufferView 1: a sparse index).
   accessor 0: both matrices; accessor 1: 2 MAT4 without bufferView (zeros) with sparse
   element 1 = IBM1; skin 0: joints (2, 0), accessor 0; skin 1: joints (0, 3), accessor 1.
   `extra` replaces the last skin's closing brace ("" keeps the file as described). */
static cgltf_data *skin_data(const char *matrix1, const char *ibm_type, int ibm_count, char **json_out)
{
    float m[33];
    unsigned char bytes[129];
    char b64[200], *json = (char *)malloc(4096);
    int i;
    for (i = 0; i < 32; ++i) m[i] = (i % 16) % 5 == 0 ? 1.0f : 0.0f; /* two identities */
    m[12] = -1.0f;                                              /* IBM0: translation (-1,0,0) */
    m[16] = m[21] = m[26] = 0.5f;                               /* IBM1: scale 0.5 */
    memcpy(bytes, m, 128);
    bytes[128] = 1;
    base64(bytes, sizeof bytes, b64);
    sprintf(json,
            "{\"asset\":{\"version\":\"2.0\"},"
            "\"buffers\":[{\"byteLength\":129,\"uri\":\"data:application/octet-stream;base64,%s\"}],"
            "\"bufferViews\":[{\"buffer\":0,\"byteLength\":128},{\"buffer\":0,\"byteOffset\":128,\"byteLength\":1}],",
            b64);
    sprintf(json + strlen(json),
            "\"accessors\":[{\"bufferView\":0,\"componentType\":5126,\"count\":%d,\"type\":\"%s\"},"
            "{\"componentType\":5126,\"count\":2,\"type\":\"MAT4\",\"sparse\":{\"count\":1,"
            "\"indices\":{\"bufferView\":1,\"componentType\":5121},\"values\":{\"bufferView\":0,\"byteOffset\":64}}}],"
            "\"nodes\":[{\"children\":[1],\"translation\":[1,2,3]},{\"children\":[2],\"matrix\":[%s]},"
            "{\"scale\":[2,2,2]},{}],"
            "\"skins\":[{\"joints\":[2,0],\"inverseBindMatrices\":0},{\"joints\":[0,3],\"inverseBindMatrices\":1}]}",
            ibm_count, ibm_type, matrix1);
    *json_out = json;
    return load_json(json);
}

#define SKIN_MATRIX1 "0,1,0,0, -1,0,0,0, 0,0,1,0, 5,0,0,1"

/* World and joint matrices of skin_data's file, by hand (column-major, columns as rows here):
     world0 = T(1,2,3)
     world1 = world0 x M1: columns (0,1,0) (-1,0,0) (0,0,1), translation (1+5, 2, 3)
     world2 = world1 x S(2): columns (0,2,0) (-2,0,0) (0,0,2), translation (6,2,3)
     skin 0 joint 0 = world2 x T(-1,0,0): translation (6,2,3) - (0,2,0) = (6,0,3)
     skin 0 joint 1 = world0 x S(0.5): diagonal 0.5, translation (1,2,3)
     skin 1 joint 0 = world0 x 0 (the sparse accessor's zeros): all 0
     skin 1 joint 1 = world3 (identity) x S(0.5): diagonal 0.5 0.5 0.5 1
   Every product is exact in float. */
static void test_cgltf_skins(void)
{
    static const float world_want[4][16] = {
        { 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 1, 2, 3, 1 },
        { 0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1, 0, 6, 2, 3, 1 },
        { 0, 2, 0, 0, -2, 0, 0, 0, 0, 0, 2, 0, 6, 2, 3, 1 },
        { 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1 } };
    static const float joint_want[4][16] = {
        { 0, 2, 0, 0, -2, 0, 0, 0, 0, 0, 2, 0, 6, 0, 3, 1 },
        { 0.5f, 0, 0, 0, 0, 0.5f, 0, 0, 0, 0, 0.5f, 0, 1, 2, 3, 1 },
        { 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 },
        { 0.5f, 0, 0, 0, 0, 0.5f, 0, 0, 0, 0, 0.5f, 0, 0, 0, 0, 1 } };
    char *json;
    cgltf_data *d = skin_data(SKIN_MATRIX1, "MAT4", 2, &json);
    gltfa_nodes nodes;
    gltfa_skeleton sk;
    gltfa_skin skins[2];
    size_t bytes = 0, order[8], s, bad = 99;
    void *mem, *skin_mem[2];
    float world[64], joints[32];
    CHECK(d != NULL);
    if (d == NULL) { free(json); return; }
    CHECK_INT(gltfa_cgltf_nodes_size(d, &bytes), GLTFA_SUCCESS);
    mem = malloc(bytes + 1);
    CHECK_INT(gltfa_cgltf_nodes(&nodes, d, mem, bytes - 1), GLTFA_ERROR_MEMORY_TOO_SMALL);
    CHECK_INT(gltfa_cgltf_nodes(&nodes, d, mem, bytes), GLTFA_SUCCESS);
    /* parents: 0 and 3 roots, 1 under 0, 2 under 1; only node 1 has a matrix, cgltf's own */
    CHECK(nodes.parents[0] == GLTFA_NO_PARENT && nodes.parents[1] == 0 && nodes.parents[2] == 1 &&
          nodes.parents[3] == GLTFA_NO_PARENT);
    CHECK(nodes.matrices[0] == NULL && nodes.matrices[1] == d->nodes[1].matrix &&
          nodes.matrices[2] == NULL && nodes.matrices[3] == NULL);
    /* node 1's rest pose: its matrix decomposed, a rotation of 90 degrees about Z:
       (0, 0, sin 45, cos 45), translation (5,0,0), scale 1 */
    CHECK_NEAR(nodes.poses[1].rotation[0], 0.0, 1e-7);
    CHECK_NEAR(nodes.poses[1].rotation[1], 0.0, 1e-7);
    CHECK_NEAR(nodes.poses[1].rotation[2], 0.70710678118654752, 1e-7);
    CHECK_NEAR(nodes.poses[1].rotation[3], 0.70710678118654752, 1e-7);
    CHECK_BITS(nodes.poses[1].translation[0], 5.0f);
    CHECK_NEAR(nodes.poses[1].scale[0], 1.0, 1e-7);
    CHECK_BITS(nodes.poses[0].translation[2], 3.0f);
    CHECK_BITS(nodes.poses[2].scale[1], 2.0f);
    CHECK_INT(gltfa_skeleton_init(&sk, nodes.parents, nodes.matrices, nodes.node_count, order, NULL),
              GLTFA_SUCCESS);
    CHECK_INT(gltfa_skeleton_world(&sk, nodes.poses, world), GLTFA_SUCCESS);
    for (s = 0; s < 4; ++s) check_matrix(world + 16 * s, world_want[s]);
    for (s = 0; s < 2; ++s) {
        CHECK_INT(gltfa_cgltf_skin_size(&d->skins[s], &bytes), GLTFA_SUCCESS);
        skin_mem[s] = malloc(bytes + 1);
        CHECK_INT(gltfa_cgltf_skin(&skins[s], d, &d->skins[s], skin_mem[s], bytes - 1, NULL),
                  GLTFA_ERROR_MEMORY_TOO_SMALL);
        CHECK_INT(gltfa_cgltf_skin(&skins[s], d, &d->skins[s], skin_mem[s], bytes, &bad), GLTFA_SUCCESS);
        CHECK_INT(gltfa_skin_joint_count(&skins[s]), 2);
        CHECK_INT(gltfa_skin_joints(&skins[s], world, joints), GLTFA_SUCCESS);
        check_matrix(joints, joint_want[2 * s]);
        check_matrix(joints + 16, joint_want[2 * s + 1]);
    }
    free(skin_mem[0]);
    free(skin_mem[1]);
    free(mem);
    cgltf_free(d);
    free(json);
}

/* What the adapter refuses: node transforms that are no TRS or not finite, inverse bind
   matrices that are too few, not MAT4, not finite; misuse. And what it leaves to
   gltfa_skeleton_init: a cycle of parents (cgltf_parse lets it through). */
static void test_cgltf_skins_hostile(void)
{
    static const char *const bad_nodes[] = {
        /* shear: columns 0 and 1 not orthogonal */
        "{\"asset\":{\"version\":\"2.0\"},\"nodes\":[{\"matrix\":[1,0,0,0, 1,1,0,0, 0,0,1,0, 0,0,0,1]}]}",
        /* a zero scale */
        "{\"asset\":{\"version\":\"2.0\"},\"nodes\":[{\"matrix\":[0,0,0,0, 0,1,0,0, 0,0,1,0, 0,0,0,1]}]}",
        /* a projection: the last row is not 0 0 0 1 */
        "{\"asset\":{\"version\":\"2.0\"},\"nodes\":[{\"matrix\":[1,0,0,0, 0,1,0,0, 0,0,1,-1, 0,0,0,1]}]}",
        /* beyond float: cgltf reads infinities */
        "{\"asset\":{\"version\":\"2.0\"},\"nodes\":[{\"matrix\":[1e39,0,0,0, 0,1,0,0, 0,0,1,0, 0,0,0,1]}]}",
        "{\"asset\":{\"version\":\"2.0\"},\"nodes\":[{\"translation\":[0,-1e39,0]}]}",
        "{\"asset\":{\"version\":\"2.0\"},\"nodes\":[{\"scale\":[1,1,1e40]}]}",
        "{\"asset\":{\"version\":\"2.0\"},\"nodes\":[{\"rotation\":[1e39,0,0,1]}]}"
    };
    static const gltfa_result want[] = { GLTFA_ERROR_NOT_DECOMPOSABLE, GLTFA_ERROR_NOT_DECOMPOSABLE,
                                         GLTFA_ERROR_NOT_DECOMPOSABLE, GLTFA_ERROR_VALUE_NOT_FINITE,
                                         GLTFA_ERROR_VALUE_NOT_FINITE, GLTFA_ERROR_VALUE_NOT_FINITE,
                                         GLTFA_ERROR_VALUE_NOT_FINITE };
    size_t i, bytes = 0, bad = 99, order[8];
    unsigned char mem[1024];
    gltfa_nodes nodes;
    gltfa_skin skin;
    gltfa_skeleton sk;
    char *json;
    cgltf_data *d;
    for (i = 0; i < sizeof want / sizeof want[0]; ++i) {
        d = load_json(bad_nodes[i]);
        CHECK(d != NULL);
        if (d == NULL) continue;
        memset(&nodes, 0, sizeof nodes);
        CHECK_INT(gltfa_cgltf_nodes_size(d, &bytes), GLTFA_SUCCESS);
        CHECK(bytes <= sizeof mem);
        CHECK_INT(gltfa_cgltf_nodes(&nodes, d, mem, sizeof mem), want[i]);
        CHECK(nodes.poses == NULL && nodes.parents == NULL); /* untouched */
        cgltf_free(d);
    }
    /* a cycle (0 -> 1 -> 0) and a node its own parent: the adapter gives the parents, the
       skeleton refuses them */
    d = load_json("{\"asset\":{\"version\":\"2.0\"},\"nodes\":[{\"children\":[1]},{\"children\":[0]},"
                  "{\"children\":[2]}]}");
    CHECK(d != NULL);
    if (d != NULL) {
        CHECK_INT(gltfa_cgltf_nodes(&nodes, d, mem, sizeof mem), GLTFA_SUCCESS);
        CHECK(nodes.parents[0] == 1 && nodes.parents[1] == 0 && nodes.parents[2] == 2);
        CHECK_INT(gltfa_skeleton_init(&sk, nodes.parents, nodes.matrices, 3, order, &bad), GLTFA_ERROR_CYCLE);
        cgltf_free(d);
    }
    /* too few inverse bind matrices (1 for 2 joints); a VEC4 accessor */
    d = skin_data(SKIN_MATRIX1, "MAT4", 1, &json);
    CHECK(d != NULL);
    if (d != NULL) {
        CHECK_INT(gltfa_cgltf_skin_size(&d->skins[0], &bytes), GLTFA_SUCCESS);
        CHECK_INT(gltfa_cgltf_skin(&skin, d, &d->skins[0], mem, bytes, NULL), GLTFA_ERROR_COUNT_MISMATCH);
        CHECK(skin.joints == NULL);
        cgltf_free(d);
    }
    free(json);
    d = skin_data(SKIN_MATRIX1, "VEC4", 2, &json);
    CHECK(d != NULL);
    if (d != NULL) {
        CHECK_INT(gltfa_cgltf_skin_size(&d->skins[0], &bytes), GLTFA_SUCCESS);
        CHECK_INT(gltfa_cgltf_skin(&skin, d, &d->skins[0], mem, bytes, NULL), GLTFA_ERROR_COMPONENT_COUNT);
        /* a NaN among the stored matrices (IBM1's m[5], read for joint 1): named, with the joint */
        {
            static const unsigned char quiet_nan[4] = { 0x00, 0x00, 0xC0, 0x7F }; /* little-endian */
            memcpy((unsigned char *)d->buffers[0].data + 21 * 4, quiet_nan, 4);
        }
        d->accessors[0].type = cgltf_type_mat4;
        bad = 99;
        CHECK_INT(gltfa_cgltf_skin(&skin, d, &d->skins[0], mem, bytes, &bad), GLTFA_ERROR_VALUE_NOT_FINITE);
        CHECK_INT(bad, 1);
        /* a bufferView that claims more than its buffer: cut at the buffer's end, so the
           second matrix is past it */
        d->buffers[0].size = 100;
        CHECK_INT(gltfa_cgltf_skin(&skin, d, &d->skins[0], mem, bytes, NULL), GLTFA_ERROR_DATA_TOO_SHORT);
        /* a joint that is no node of the file */
        d->buffers[0].size = 129;
        d->skins[0].joints[1] = NULL;
        bad = 99;
        CHECK_INT(gltfa_cgltf_skin(&skin, d, &d->skins[0], mem, bytes, &bad), GLTFA_ERROR_NODE_INDEX);
        CHECK_INT(bad, 1);
        d->skins[0].joints[1] = &d->nodes[0];
        CHECK_INT(gltfa_cgltf_skin(NULL, d, &d->skins[0], mem, bytes, NULL), GLTFA_ERROR_INVALID_ARGUMENT);
        CHECK_INT(gltfa_cgltf_skin(&skin, NULL, &d->skins[0], mem, bytes, NULL), GLTFA_ERROR_INVALID_ARGUMENT);
        CHECK_INT(gltfa_cgltf_skin_size(NULL, &bytes), GLTFA_ERROR_INVALID_ARGUMENT);
        cgltf_free(d);
    }
    free(json);
}

/* CesiumMan (../shared): nodes 0 (Z_UP) and 1 (Armature) have a matrix. Node 0's rest pose
   is its matrix decomposed, -90 degrees about X (columns (1,0,0) (0,0,-1) (0,1,0)):
   (-sin 45, 0, 0, cos 45); its world matrix is the matrix itself; skin 0's joint 0 is node 3
   and its joint matrix at rest = world(3) x IBM0, checked against a double composition of
   the three matrices and the pose (the bound of gltf_anim_bind.h: depth 2, (2 + 2) x 2^-20
   of the magnitudes, which are below 2 here). */
static void test_cgltf_cesium_man(void)
{
    char path[1200];
    cgltf_data *d;
    gltfa_nodes nodes;
    gltfa_skeleton sk;
    gltfa_skin skin;
    size_t bytes = 0, *order;
    void *mem, *skin_mem;
    float *world, joints[19 * 16];
    double local[16], w01[16], w3[16], ref[16];
    int r, c, k;
    sprintf(path, "%s/assets/CesiumMan/CesiumMan.glb", g_shared);
    d = load_file(path);
    if (d == NULL) { th_skip("CesiumMan not found"); return; }
    CHECK_INT(gltfa_cgltf_nodes_size(d, &bytes), GLTFA_SUCCESS);
    mem = malloc(bytes);
    CHECK_INT(gltfa_cgltf_nodes(&nodes, d, mem, bytes), GLTFA_SUCCESS);
    CHECK_NEAR(nodes.poses[0].rotation[0], -0.70710678118654752, 1e-7);
    CHECK_NEAR(nodes.poses[0].rotation[1], 0.0, 1e-7);
    CHECK_NEAR(nodes.poses[0].rotation[2], 0.0, 1e-7);
    CHECK_NEAR(nodes.poses[0].rotation[3], 0.70710678118654752, 1e-7);
    CHECK(nodes.matrices[0] == d->nodes[0].matrix && nodes.matrices[1] == d->nodes[1].matrix &&
          nodes.matrices[3] == NULL);
    CHECK(nodes.parents[0] == GLTFA_NO_PARENT && nodes.parents[1] == 0 && nodes.parents[3] == 1);
    order = (size_t *)malloc(2 * nodes.node_count * sizeof(size_t));
    world = (float *)malloc(16 * nodes.node_count * sizeof(float));
    CHECK_INT(gltfa_skeleton_init(&sk, nodes.parents, nodes.matrices, nodes.node_count, order, NULL),
              GLTFA_SUCCESS);
    CHECK_INT(gltfa_skeleton_world(&sk, nodes.poses, world), GLTFA_SUCCESS);
    check_matrix(world, d->nodes[0].matrix);
    CHECK_INT(gltfa_cgltf_skin_size(&d->skins[0], &bytes), GLTFA_SUCCESS);
    skin_mem = malloc(bytes);
    CHECK_INT(gltfa_cgltf_skin(&skin, d, &d->skins[0], skin_mem, bytes, NULL), GLTFA_SUCCESS);
    CHECK_INT(gltfa_skin_joint_count(&skin), 19);
    CHECK(d->skins[0].joints[0] == &d->nodes[3]);
    CHECK_INT(gltfa_skin_joints(&skin, world, joints), GLTFA_SUCCESS);
    /* double: node 3's local T x R x S from its float pose (unit quaternion formula), then
       world(3) = M0 x M1 x local3, joint 0 = world(3) x IBM0 */
    {
        const gltfa_trs *p = &nodes.poses[3];
        double x = (double)p->rotation[0], y = (double)p->rotation[1], z = (double)p->rotation[2];
        double w = (double)p->rotation[3];
        double n = x * x + y * y + z * z + w * w, rot[9];
        float ibm[16];
        x /= sqrt(n); y /= sqrt(n); z /= sqrt(n); w /= sqrt(n);
        rot[0] = 1 - 2 * (y * y + z * z); rot[3] = 2 * (x * y - z * w); rot[6] = 2 * (x * z + y * w);
        rot[1] = 2 * (x * y + z * w); rot[4] = 1 - 2 * (x * x + z * z); rot[7] = 2 * (y * z - x * w);
        rot[2] = 2 * (x * z - y * w); rot[5] = 2 * (y * z + x * w); rot[8] = 1 - 2 * (x * x + y * y);
        for (c = 0; c < 3; ++c) {
            for (r = 0; r < 3; ++r) local[4 * c + r] = rot[3 * c + r] * (double)p->scale[c];
            local[4 * c + 3] = 0.0;
        }
        for (r = 0; r < 3; ++r) local[12 + r] = (double)p->translation[r];
        local[15] = 1.0;
        for (c = 0; c < 4; ++c)
            for (r = 0; r < 4; ++r) {
                w01[4 * c + r] = 0.0;
                for (k = 0; k < 4; ++k) w01[4 * c + r] += (double)d->nodes[0].matrix[4 * k + r] * (double)d->nodes[1].matrix[4 * c + k];
            }
        for (c = 0; c < 4; ++c)
            for (r = 0; r < 4; ++r) {
                w3[4 * c + r] = 0.0;
                for (k = 0; k < 4; ++k) w3[4 * c + r] += w01[4 * k + r] * local[4 * c + k];
            }
        cgltf_accessor_unpack_floats(d->skins[0].inverse_bind_matrices, ibm, 16);
        for (c = 0; c < 4; ++c)
            for (r = 0; r < 4; ++r) {
                ref[4 * c + r] = 0.0;
                for (k = 0; k < 4; ++k) ref[4 * c + r] += w3[4 * k + r] * (double)ibm[4 * c + k];
            }
        for (k = 0; k < 16; ++k) {
            CHECK_NEAR(world[16 * 3 + k], w3[k], 4.0 * 2.0 * 9.5367431640625e-07);
            CHECK_NEAR(joints[k], ref[k], 4.0 * 2.0 * 9.5367431640625e-07);
        }
        /* the Z-up rotation is there: at rest, local3 x IBM0 is near the identity, so joint
           0's first column is near M0 x M1 x (1,0,0) = M0 x (0,-1,0) = (0,0,1) (identity
           poses for the two matrix nodes gave near (1,0,0)) */
        CHECK(fabs((double)joints[0]) < 0.01 && fabs((double)joints[1]) < 0.01 &&
              fabs((double)joints[2] - 1.0) < 0.01);
    }
    free(skin_mem);
    free(world);
    free(order);
    free(mem);
    cgltf_free(d);
}

/* ---------------------------------------------------------------------------------------
   Runner
   --------------------------------------------------------------------------------------- */

typedef struct tcase { const char *name; void (*fn)(void); } tcase;

/* ---------------------------------------------------------------------------------------
   The memory budget (gltfa_cgltf.h's MEMORY BUDGET)
   --------------------------------------------------------------------------------------- */

/* A file of `nodes` nodes sharing a mesh of `targets` morph targets (node 0 carries
   node_weights when not NULL), one translation channel on node 0, and `extra` (accessors
   2, 3 ... and skins) appended: accessor 0 VEC3 (one zero key), accessor 1 its time 0. */
static char *budget_json(size_t nodes, size_t targets, const char *node_weights, const char *extra_accessors,
                         const char *skins)
{
    char *json = (char *)malloc(1024 + 16 * targets + 12 * nodes + strlen(extra_accessors) + strlen(skins) +
                                (node_weights != NULL ? strlen(node_weights) : 0));
    char *at = json;
    size_t i;
    at += sprintf(at, "{\"asset\":{\"version\":\"2.0\"},\"buffers\":[{\"byteLength\":16,\"uri\":"
                      "\"data:application/octet-stream;base64,AAAAAAAAAAAAAAAAAAAAAA==\"}],"
                      "\"bufferViews\":[{\"buffer\":0,\"byteLength\":12},{\"buffer\":0,\"byteOffset\":12,"
                      "\"byteLength\":4}],\"accessors\":[{\"bufferView\":0,\"componentType\":5126,"
                      "\"count\":1,\"type\":\"VEC3\"},{\"bufferView\":1,\"componentType\":5126,"
                      "\"count\":1,\"type\":\"SCALAR\"}%s],\"meshes\":[{\"primitives\":[{\"attributes\":"
                      "{\"POSITION\":0},\"targets\":[", extra_accessors);
    for (i = 0; i < targets; ++i) at += sprintf(at, "%s{\"POSITION\":0}", i ? "," : "");
    at += sprintf(at, "]}]}],\"nodes\":[");
    for (i = 0; i < nodes; ++i)
        at += sprintf(at, "%s{\"mesh\":0%s%s}", i ? "," : "", i == 0 && node_weights ? ",\"weights\":" : "",
                      i == 0 && node_weights ? node_weights : "");
    sprintf(at, "]%s,\"animations\":[{\"samplers\":[{\"input\":1,\"output\":0}],\"channels\":[{\"sampler\":0,"
                "\"target\":{\"node\":0,\"path\":\"translation\"}}]}]}", skins);
    return json;
}

static void test_cgltf_budget(void)
{
    const size_t budget_floor = (size_t)16 * 1024 * 1024;
    char *json;
    cgltf_data *d;
    gltfa_nodes nodes;
    size_t bytes = 0;
    CHECK(gltfa_cgltf_budget(NULL) == budget_floor);
    { /* a small file: the floor; 300 nodes x 300 targets (360,000 bytes of weights) fit */
        json = budget_json(300, 300, NULL, "", "");
        d = load_json(json);
        CHECK(d != NULL);
        if (d != NULL) {
            void *memory;
            CHECK(gltfa_cgltf_budget(d) == budget_floor); /* 128 x (9 KB of JSON + 16) < 16 MiB */
            CHECK_INT(gltfa_cgltf_nodes_size(d, &bytes), GLTFA_SUCCESS);
            CHECK(bytes >= 300 * 300 * sizeof(float));
            memory = malloc(bytes);
            CHECK_INT(gltfa_cgltf_nodes(&nodes, d, memory, bytes), GLTFA_SUCCESS);
            CHECK(nodes.weight_counts[299] == 300);
            free(memory);
            cgltf_free(d);
        }
        free(json);
    }
    { /* 2100 x 2100 floats, 17,640,000 bytes, past the floor (128 x 56 KB is less): refused
         by the size call and by the fill, before a byte is written (memory NULL) */
        json = budget_json(2100, 2100, NULL, "", "");
        d = load_json(json);
        CHECK(d != NULL);
        if (d != NULL) {
            CHECK(gltfa_cgltf_budget(d) == budget_floor);
            bytes = 7;
            CHECK_INT(gltfa_cgltf_nodes_size(d, &bytes), GLTFA_CGLTF_ERROR_BUDGET);
            CHECK(bytes == 7); /* untouched */
            CHECK_INT(gltfa_cgltf_nodes(&nodes, d, NULL, 0), GLTFA_CGLTF_ERROR_BUDGET);
            cgltf_free(d);
        }
        free(json);
    }
    { /* above the floor: 128 x (JSON bytes + the 16-byte buffer), by hand from strlen */
        json = budget_json(2100, 60000, NULL, "", "");
        d = load_json(json);
        CHECK(d != NULL);
        if (d != NULL) {
            size_t want = 128 * (strlen(json) + 16); /* 1,031,xxx x 128: 132 MB */
            CHECK(want > budget_floor);
            CHECK(gltfa_cgltf_budget(d) == want);
            /* 2100 x 60000 x 4 = 504,000,000 bytes: refused */
            CHECK_INT(gltfa_cgltf_nodes_size(d, &bytes), GLTFA_CGLTF_ERROR_BUDGET);
            cgltf_free(d);
        }
        free(json);
    }
    { /* a weight beyond float (cgltf reads 1e39 as infinity): refused, as a translation is */
        json = budget_json(2, 1, "[1e39]", "", "");
        d = load_json(json);
        CHECK(d != NULL);
        if (d != NULL) {
            unsigned char memory[1024];
            CHECK_INT(gltfa_cgltf_nodes_size(d, &bytes), GLTFA_SUCCESS);
            CHECK(bytes <= sizeof memory);
            CHECK_INT(gltfa_cgltf_nodes(&nodes, d, memory, sizeof memory), GLTFA_ERROR_VALUE_NOT_FINITE);
            cgltf_free(d);
        }
        free(json);
    }
    { /* bufferView-less accessors that claim 100,000,000 keys (accessors 2 and 3: 400 MB of
         times, 1.2 GB of VEC3) and an inverseBindMatrices of 1,000,000 MAT4 (64 MB): the
         size calls give the claim, the fills refuse it before a byte is written */
        static const char *const extra = ",{\"componentType\":5126,\"count\":100000000,\"type\":\"SCALAR\"},"
                                         "{\"componentType\":5126,\"count\":100000000,\"type\":\"VEC3\"},"
                                         "{\"componentType\":5126,\"count\":1000000,\"type\":\"MAT4\"}";
        char *edited;
        json = budget_json(1, 0, NULL, extra, ",\"skins\":[{\"joints\":[0],\"inverseBindMatrices\":4}]");
        edited = strstr(json, "{\"input\":1,\"output\":0}");
        CHECK(edited != NULL);
        if (edited != NULL) memcpy(edited, "{\"input\":2,\"output\":3}", 22);
        d = load_json(json);
        CHECK(d != NULL);
        if (d != NULL) {
            gltfa_clip clip;
            gltfa_cgltf_status st;
            gltfa_cgltf_channel_info info;
            gltfa_skin skin;
            size_t bad = 0;
            CHECK_INT(gltfa_cgltf_clip_size(&d->animations[0], &bytes, &bad), GLTFA_SUCCESS);
            if (sizeof(size_t) >= 8) CHECK(bytes >= (size_t)1600000000UL);
            CHECK_INT(gltfa_cgltf_clip(&clip, d, &d->animations[0], NULL, NULL, NULL, NULL, 0, &st),
                      GLTFA_CGLTF_ERROR_BUDGET);
            CHECK(st.bad_channel == 0);
            CHECK_INT(gltfa_cgltf_clip_skip(&clip, d, &d->animations[0], NULL, NULL, NULL, NULL, 0, &st),
                      GLTFA_CGLTF_ERROR_BUDGET);
            CHECK_INT(gltfa_cgltf_channel(&info, d, &d->animations[0], 0, NULL, 0), GLTFA_CGLTF_ERROR_BUDGET);
            CHECK_INT(gltfa_cgltf_skin_size(&d->skins[0], &bytes), GLTFA_SUCCESS);
            CHECK(bytes >= 64000000);
            CHECK_INT(gltfa_cgltf_skin(&skin, d, &d->skins[0], NULL, 0, NULL), GLTFA_CGLTF_ERROR_BUDGET);
            CHECK(strstr(gltfa_cgltf_result_name(GLTFA_CGLTF_ERROR_BUDGET), "GLTFA_CGLTF_ERROR_BUDGET") != NULL);
            cgltf_free(d);
        }
        free(json);
    }
}

int main(int argc, char **argv)
{
    static const tcase tests[] = {
        { "test_cgltf_assets_reference", test_cgltf_assets_reference },
        { "test_cgltf_sparse_rotations", test_cgltf_sparse_rotations },
        { "test_cgltf_sparse_weights_no_view", test_cgltf_sparse_weights_no_view },
        { "test_cgltf_pointer_channels", test_cgltf_pointer_channels },
        { "test_cgltf_unknown_interpolation", test_cgltf_unknown_interpolation },
        { "test_cgltf_hostile", test_cgltf_hostile },
        { "test_cgltf_skip_material_pointers", test_cgltf_skip_material_pointers },
        { "test_cgltf_skip_span", test_cgltf_skip_span },
        { "test_cgltf_error_channels", test_cgltf_error_channels },
        { "test_cgltf_channel_calls", test_cgltf_channel_calls },
        { "test_cgltf_skins", test_cgltf_skins },
        { "test_cgltf_skins_hostile", test_cgltf_skins_hostile },
        { "test_cgltf_cesium_man", test_cgltf_cesium_man },
        { "test_cgltf_budget", test_cgltf_budget },
        { NULL, NULL }
    };
    int passed = 0, failed = 0, skipped = 0, i;
    const char *dir = getenv("GLTF_ANIM_SHARED");
    if (dir == NULL || dir[0] == '\0' || strlen(dir) > 900) dir = "../shared";
    strcpy(g_shared, dir);
    for (i = 0; tests[i].name != NULL; ++i) {
        int before = th_checks_failed, sp = th_sub_passed, sf = th_sub_failed;
        if (argc > 1 && strstr(tests[i].name, argv[1]) == NULL) continue;
        printf("%s\n", tests[i].name);
        th_skipped = 0;
        tests[i].fn();
        if (th_skipped) ++skipped;
        else if (th_checks_failed != before) { ++failed; printf("FAIL %s\n", tests[i].name); }
        else if (th_sub_passed == sp && th_sub_failed == sf) ++passed;
        fflush(stdout);
    }
    passed += th_sub_passed;
    failed += th_sub_failed;
    if (skipped) printf("%d passed, %d failed, %d skipped\n", passed, failed, skipped);
    else printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
