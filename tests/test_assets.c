/* test_assets.c - the real-data test: every sampler of the Khronos sample assets listed in
   ../shared/reference/assets.ref (format in that folder's README) is built from its raw
   bytes (the stored integers for normalized outputs, so our own decoding runs; the floats
   otherwise), checked, and sampled at every `spec` time; each value is compared with the
   double-precision model of the spec formulas: within 2e-6 x max(1, |v|), bit for bit at key
   times (non-rotations), and rotations against the normalized reference, up to sign, unit
   within 1e-6. One result per asset listed in tests/shared_assets.txt (an asset listed there
   that the reference lacks fails, and so does one the list lacks), and one for whole clips.
   The folder comes from GLTF_ANIM_SHARED (default ../shared, relative to the working
   directory); without it those results are counted as skipped. */
#include "fixture.h"
#include "harness.h"
#include "test_list.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>


/* The default folder; cross builds, whose targets have no environment, pass the
   Makefile's SHARED here (read through semihosting there). */
#ifndef TH_SHARED_DIR
#define TH_SHARED_DIR "../shared"
#endif

#define MAX_ASSETS 256
#define MAX_CHANNELS 100000 /* a sanity cap; the table grows as the file needs */

typedef struct asset_stats {
    char name[256];
    long samplers, samples, failures;
    double worst; /* error / tolerance */
} asset_stats;

typedef struct ref_ch {
    int asset; /* index into the asset table */
    int anim;  /* animation index in the asset */
    int interp, target, quat, ct, normalized, components;
    size_t keys, width, out_floats, elements;
    unsigned char *tbuf, *vbuf;
    gltfa_sampler s;
    int ok;
} ref_ch;

static void report_asset(const asset_stats *a)
{
    char line[512];
    sprintf(line, "asset %s: %ld samplers, %ld samples, worst error/tolerance %.3f%s", a->name,
            a->samplers, a->samples, a->worst, a->failures ? " MISMATCH" : "");
    th_result(line, a->failures == 0 && a->samples > 0);
    if (a->failures) printf("    %ld failed comparisons\n", a->failures);
}

static void free_ch(ref_ch *c)
{
    free(c->tbuf);
    free(c->vbuf);
    c->tbuf = NULL;
    c->vbuf = NULL;
    c->ok = 0;
}

/* Reads "sampler ..." (the word already consumed) and its input/output/raw lines, and
   builds the sampler from exact-size byte blocks. */
static int read_sampler(FILE *fp, ref_ch *c, long expect_id, asset_stats *assets, int *n_assets)
{
    char asset[256], path[32], interp[32], word[32];
    int id, anim, chan, node, ct, norm;
    unsigned long keys, comps;
    size_t i, csize, esize;
    double d;
    gltfa_accessor in, out;
    gltfa_interp gi;
    gltfa_property gt;
    gltfa_path gp;
    asset_stats *a;
    if (fscanf(fp, "%d %255s %d %d %d %31s %31s %lu %lu %d %d", &id, asset, &anim, &chan, &node,
               path, interp, &keys, &comps, &ct, &norm) != 11)
        return 0;
    if (id != expect_id || keys == 0 || comps == 0 || comps > 64) return 0;
    c->anim = anim;
    for (c->asset = 0; c->asset < *n_assets; ++c->asset)
        if (strcmp(assets[c->asset].name, asset) == 0) break;
    if (c->asset == *n_assets) {
        if (*n_assets == MAX_ASSETS) return 0;
        strcpy(assets[(*n_assets)++].name, asset);
    }
    a = &assets[c->asset];
    ++a->samplers;
    c->keys = keys;
    c->width = comps;
    c->ct = ct;
    c->normalized = norm;
    if (gltfa_interp_parse(interp, &gi) != GLTFA_SUCCESS ||
        gltfa_path_parse(path, &gp) != GLTFA_SUCCESS || gltfa_path_property(gp) == GLTFA_PROPERTY_NONE)
        return 0;
    gt = gltfa_path_property(gp);
    c->interp = (int)gi;
    c->target = (int)gt;
    c->quat = gt == GLTFA_PROPERTY_ROTATION;
    c->components = gt == GLTFA_PROPERTY_WEIGHTS ? 1 : (int)comps;
    c->out_floats = keys * comps * (gi == GLTFA_INTERP_CUBICSPLINE ? 3 : 1);
    c->elements = c->out_floats / (size_t)c->components;
    csize = th_component_size(ct);
    esize = csize * (size_t)c->components;
    c->tbuf = (unsigned char *)malloc(keys * 4);
    c->vbuf = (unsigned char *)malloc(c->elements * esize);
    if (c->tbuf == NULL || c->vbuf == NULL) {
        printf("    out of memory for sampler %d of %s\n", id, asset);
        return 0;
    }
    if (fscanf(fp, "%31s", word) != 1 || strcmp(word, "input") != 0) return 0;
    for (i = 0; i < keys; ++i) {
        if (fscanf(fp, "%lf", &d) != 1) return 0;
        th_put_f32(c->tbuf + 4 * i, (float)d);
    }
    if (fscanf(fp, "%31s", word) != 1 || strcmp(word, "output") != 0) return 0;
    for (i = 0; i < c->out_floats; ++i) {
        if (fscanf(fp, "%lf", &d) != 1) return 0;
        if (ct == GLTFA_FLOAT) th_put_f32(c->vbuf + 4 * i, (float)d);
    }
    if (ct != GLTFA_FLOAT) { /* normalized: build from the stored integers */
        if (fscanf(fp, "%31s", word) != 1 || strcmp(word, "raw") != 0) return 0;
        for (i = 0; i < c->out_floats; ++i) {
            long code;
            if (fscanf(fp, "%ld", &code) != 1) return 0;
            th_put_component(c->vbuf + csize * i, ct, (double)code);
        }
    }
    gltfa_accessor_init(&in, c->tbuf, keys, GLTFA_FLOAT, 1);
    in.byte_length = keys * 4;
    gltfa_accessor_init(&out, c->vbuf, c->elements, ct, c->components);
    out.normalized = norm;
    out.byte_length = c->elements * esize;
    c->ok = gltfa_sampler_init(&c->s, &in, &out, gi, gt) == GLTFA_SUCCESS &&
            gltfa_sampler_check(&c->s, NULL) == GLTFA_SUCCESS &&
            gltfa_sampler_width(&c->s) == c->width;
    if (!c->ok) {
        printf("    sampler %d of %s rejected\n", id, asset);
        ++a->failures;
    }
    return 1;
}

/* Reads the rest of a "sample" line and compares it (spec references only). */
/* Every spec sample time, kept for the whole-clip comparison. */
typedef struct time_rec {
    long id;
    float t;
    int is_end; /* category anim-end: the clip's duration */
} time_rec;

static time_rec *g_times;
static long g_n_times, g_cap_times;
static int g_times_lost; /* out of memory: a time was not recorded */

static void record_time(long id, float t, int is_end)
{
    if (g_n_times == g_cap_times) {
        long cap = g_cap_times ? g_cap_times * 2 : 4096;
        time_rec *n = (time_rec *)realloc(g_times, (size_t)cap * sizeof *n);
        if (n == NULL) { g_times_lost = 1; return; }
        g_times = n;
        g_cap_times = cap;
    }
    g_times[g_n_times].id = id;
    g_times[g_n_times].t = t;
    g_times[g_n_times].is_end = is_end;
    ++g_n_times;
}

/* Component idx of the output as the spec decodes it (the stored float, or the stored
   integer by the specification's formulas). */
static double out_component(const ref_ch *c, size_t idx)
{
    size_t csize = th_component_size(c->ct);
    const unsigned char *p = c->vbuf + idx * csize;
    long code;
    if (c->ct == GLTFA_FLOAT) return (double)th_get_f32(p);
    if (csize == 1) code = c->ct == GLTFA_BYTE && p[0] > 127 ? (long)p[0] - 256 : (long)p[0];
    else if (csize == 2) {
        code = (long)p[0] | ((long)p[1] << 8);
        if (c->ct == GLTFA_SHORT && code > 32767) code -= 65536L;
    } else {
        return (double)((unsigned long)p[0] | ((unsigned long)p[1] << 8) |
                        ((unsigned long)p[2] << 16) | ((unsigned long)p[3] << 24));
    }
    return th_dequant(c->ct, c->normalized, code);
}

/* ACCURACY's float-kernel bound is relative to the largest term the formula adds for
   component j at tc (|v_k|, |v_k+1|, for CUBICSPLINE |td b_k| and |td a_k+1|), at least 1:
   refmodel's ref_term_scale, on this channel's own bytes. */
static double term_scale(const ref_ch *c, float tc, size_t j)
{
    size_t n = c->keys, k = 0, slots = c->interp == GLTFA_INTERP_CUBICSPLINE ? 3 : 1;
    size_t v = slots == 3 ? 1 : 0; /* the value slot of a key */
    double m = 1, x, td;
    float t0 = th_get_f32(c->tbuf), tn = th_get_f32(c->tbuf + 4 * (n - 1));
    if (n == 1 || !(tc > t0) || tc >= tn) {
        x = fabs(out_component(c, ((tc >= tn ? n - 1 : 0) * slots + v) * c->width + j));
        return x > m ? x : m;
    }
    while (k + 2 < n && th_get_f32(c->tbuf + 4 * (k + 1)) <= tc) ++k;
    td = (double)th_get_f32(c->tbuf + 4 * (k + 1)) - (double)th_get_f32(c->tbuf + 4 * k);
    x = fabs(out_component(c, (k * slots + v) * c->width + j)); if (x > m) m = x;
    x = fabs(out_component(c, ((k + 1) * slots + v) * c->width + j)); if (x > m) m = x;
    if (slots == 3) {
        x = fabs(td * out_component(c, (k * slots + 2) * c->width + j)); if (x > m) m = x;
        x = fabs(td * out_component(c, (k + 1) * slots * c->width + j)); if (x > m) m = x;
    }
    return m;
}

static int read_sample(FILE *fp, ref_ch *chans, long n_chans, asset_stats *assets)
{
    char ref[16], cat[32];
    int id;
    double tc, want[64], l = 0, dot = 0, sgn, worst = 0;
    float got[64];
    size_t j;
    int ok = 1;
    ref_ch *c;
    asset_stats *a;
    if (fscanf(fp, "%d %15s %31s %lf", &id, ref, cat, &tc) != 4) return 0;
    if (id < 0 || id >= n_chans) return 0;
    c = &chans[id];
    a = &assets[c->asset];
    for (j = 0; j < c->width; ++j)
        if (fscanf(fp, "%lf", &want[j]) != 1) return 0;
    if (strcmp(ref, "spec") != 0 || !c->ok) return 1;
    record_time(id, (float)tc, strcmp(cat, "anim-end") == 0);
    for (j = 0; j < c->width; ++j) want[j] = (double)(float)want[j];
    if (gltfa_sampler_sample(&c->s, (float)tc, got, c->width) != GLTFA_SUCCESS) ok = 0;
    ++a->samples;
    if (c->quat) {
        for (j = 0; j < 4; ++j) { l += want[j] * want[j]; dot += want[j] * (double)got[j]; }
        l = sqrt(l);
        sgn = dot < 0 ? -1 : 1;
        for (j = 0; j < 4; ++j) {
            double e = fabs((double)got[j] - sgn * want[j] / l) / 2e-6;
            if (e > worst) worst = e;
        }
        l = (double)got[0] * (double)got[0] + (double)got[1] * (double)got[1] +
            (double)got[2] * (double)got[2] + (double)got[3] * (double)got[3];
        if (!(fabs(sqrt(l) - 1.0) <= 1e-6)) ok = 0;
    } else {
        /* the bound for the kernels the library chose (gltfa_config) */
        int float_kernels = (gltfa_config() & GLTFA_CONFIG_FLOAT_KERNELS) != 0;
        for (j = 0; j < c->width; ++j) {
            double tol = float_kernels ? 2e-6 * term_scale(c, (float)tc, j)
                                       : 2e-6 * (fabs(want[j]) > 1 ? fabs(want[j]) : 1.0);
            double e = fabs((double)got[j] - want[j]) / tol;
            if (e > worst) worst = e;
            if (strcmp(cat, "key") == 0 && (double)got[j] != want[j]) ok = 0;
        }
    }
    if (!(worst <= 1.0)) ok = 0;
    if (worst > a->worst) a->worst = worst;
    if (!ok) {
        if (a->failures < 5)
            printf("    %s sampler %d %s t=%.9g: got %.9g want %.9g (err/tol %.3g)\n", a->name,
                   id, cat, tc, (double)got[0], want[0], worst);
        ++a->failures;
    }
    return 1;
}

/* Whole clips: the channels of each animation of each asset as one gltfa_clip, sampled at
   that animation's spec times (up to 3000 of them); every channel's target must equal its
   own gltfa_sampler_sample bit for bit, and the anim-end time must be the clip's end. */
static void check_clips(ref_ch *chans, long n_chans, const asset_stats *assets, int n_assets)
{
    long first = 0, i, j, clips = 0, compared = 0, differ = 0, bad_end = 0, n_end = 0, bad_span = 0, late = 0;
    while (first < n_chans) {
        long last = first, count, n_t = 0;
        gltfa_channel *ch;
        gltfa_clip_slot *slots;
        float *dst, want[64];
        gltfa_clip clip;
        size_t total = 0;
        while (last + 1 < n_chans && chans[last + 1].asset == chans[first].asset &&
               chans[last + 1].anim == chans[first].anim)
            ++last;
        count = last - first + 1;
        ch = (gltfa_channel *)malloc((size_t)count * sizeof *ch);
        slots = (gltfa_clip_slot *)malloc((size_t)count * sizeof *slots);
        for (i = 0; i < count; ++i) total += chans[first + i].width;
        dst = (float *)malloc(total * sizeof *dst);
        if (ch == NULL || slots == NULL || dst == NULL) {
            printf("    out of memory for a clip of %ld channels\n", count);
            ++differ;
            free(ch);
            free(slots);
            free(dst);
            first = last + 1;
            continue;
        }
        total = 0;
        for (i = 0; i < count; ++i) {
            ch[i].sampler = chans[first + i].s;
            ch[i].dest = dst + total;
            total += chans[first + i].width;
        }
        if (gltfa_clip_init(&clip, ch, (size_t)count, slots) != GLTFA_SUCCESS) {
            ++differ;
        } else {
            /* the span from the reference's own key times: the earliest first key and the
               latest last key of the animation's channels */
            float lo = th_get_f32(chans[first].tbuf);
            float hi = th_get_f32(chans[first].tbuf + 4 * (chans[first].keys - 1));
            for (i = first + 1; i <= last; ++i) {
                float a = th_get_f32(chans[i].tbuf), b = th_get_f32(chans[i].tbuf + 4 * (chans[i].keys - 1));
                if (a < lo) lo = a;
                if (b > hi) hi = b;
            }
            if (gltfa_clip_start(&clip) != lo || gltfa_clip_end(&clip) != hi) ++bad_span;
            if (lo > 0.0f) ++late;
            ++clips;
            for (j = 0; j < g_n_times && n_t < 3000; ++j) {
                if (g_times[j].id < first || g_times[j].id > last) continue;
                ++n_t;
                /* anim-end is the latest last key (the reference's time, on the keys' own
                   timeline): the clip's end */
                if (g_times[j].is_end) {
                    ++n_end;
                    if (gltfa_clip_end(&clip) != g_times[j].t) ++bad_end;
                }
                gltfa_clip_sample(&clip, g_times[j].t);
                for (i = 0; i < count; ++i) {
                    gltfa_sampler_sample(&ch[i].sampler, g_times[j].t, want, 64);
                    ++compared;
                    if (memcmp(want, ch[i].dest, ch[i].sampler.width * sizeof(float)) != 0) ++differ;
                }
            }
        }
        free(ch);
        free(slots);
        free(dst);
        first = last + 1;
    }
    printf("  %ld clips (every animation of %d assets): %ld channel samples equal to per-channel "
           "sampling, %ld differ; anim-end == gltfa_clip_end: %ld of %ld; spans == the keys' [min first, "
           "max last]: %ld of %ld (%ld start after 0)\n", clips, n_assets, compared,
           differ, n_end - bad_end, n_end, clips - bad_span, clips, late);
    (void)assets;
    th_result("whole clips of the sample assets equal their channels", differ == 0 && bad_end == 0 && bad_span == 0 && n_end > 0 && clips > 0);
}

/* The asset paths of tests/shared_assets.txt (comment lines start with #); -1 when it
   cannot be read. */
static int read_manifest(char (*names)[256], int max)
{
    FILE *fp = fopen("tests/shared_assets.txt", "r");
    char line[300];
    int n = 0;
    if (fp == NULL) return -1;
    while (n < max && fgets(line, sizeof line, fp) != NULL) {
        size_t len = strlen(line);
        while (len > 0 && (line[len - 1] == '\n' || line[len - 1] == '\r' || line[len - 1] == ' ')) line[--len] = '\0';
        if (len == 0 || line[0] == '#' || len >= 256) continue;
        strcpy(names[n++], line);
    }
    fclose(fp);
    return n;
}

void test_assets_reference(void)
{
    const char *dir = getenv("GLTF_ANIM_SHARED");
    char path[1024], word[64];
    FILE *fp;
    asset_stats *assets;
    ref_ch *chans = NULL;
    long n_chans = 0, cap_chans = 0, i;
    int n_assets = 0, ok = 1, id, m, n_listed;
    static char listed[MAX_ASSETS][256];
    if (dir == NULL || dir[0] == '\0') dir = TH_SHARED_DIR;
    if (strlen(dir) > 900) dir = TH_SHARED_DIR;
    n_listed = read_manifest(listed, MAX_ASSETS);
    if (n_listed < 0) { /* as tests/golden_bits.txt: read from the repository's root */
        th_skip("real-data test: tests/shared_assets.txt not found (run from the repository's root)");
        return;
    }
    CHECK(n_listed > 0);
    sprintf(path, "%s/reference/assets.ref", dir);
    fp = fopen(path, "r");
    if (fp == NULL) {
        char why[1200];
        sprintf(why, "Khronos sample assets: %s not found (make test SHARED=DIR; the test "
                     "programs read GLTF_ANIM_SHARED=DIR)", path);
        th_skip_count(n_listed + 1, why); /* an asset each, and the whole clips */
        return;
    }
    assets = (asset_stats *)calloc(MAX_ASSETS, sizeof *assets);
    if (assets == NULL) {
        CHECK(!"real-data test: out of memory");
        fclose(fp);
        return;
    }
    g_times_lost = 0;
    while (ok && fscanf(fp, "%63s", word) == 1) {
        if (word[0] == '#') {
            int ch;
            while ((ch = fgetc(fp)) != EOF && ch != '\n') {}
        } else if (strcmp(word, "sampler") == 0) {
            /* samplers are numbered 0, 1, 2, ... in file order */
            if (n_chans == cap_chans && n_chans < MAX_CHANNELS) {
                long cap = cap_chans ? cap_chans * 2 : 256;
                ref_ch *n = (ref_ch *)realloc(chans, (size_t)cap * sizeof *n);
                if (n == NULL) {
                    printf("    out of memory for %ld samplers\n", cap);
                    ok = 0;
                    continue;
                }
                memset(n + cap_chans, 0, (size_t)(cap - cap_chans) * sizeof *n);
                chans = n;
                cap_chans = cap;
            }
            if (n_chans < cap_chans) {
                ok = read_sampler(fp, &chans[n_chans], n_chans, assets, &n_assets);
                ++n_chans;
            } else {
                ok = 0;
            }
        } else if (strcmp(word, "sample") == 0) {
            ok = read_sample(fp, chans, n_chans, assets);
        } else {
            ok = 0;
        }
    }
    CHECK(ok); /* the file parsed to its end */
    CHECK(!g_times_lost);
    if (!ok) printf("    could not parse %s near '%s'\n", path, word);
    CHECK(n_chans > 0);
    for (m = 0; m < n_listed; ++m) {
        for (id = 0; id < n_assets; ++id)
            if (strcmp(assets[id].name, listed[m]) == 0) break;
        if (id < n_assets) {
            report_asset(&assets[id]);
        } else {
            char line[400];
            sprintf(line, "asset %.256s: listed in tests/shared_assets.txt, not in the reference", listed[m]);
            th_result(line, 0);
        }
    }
    for (id = 0; id < n_assets; ++id) {
        for (m = 0; m < n_listed; ++m)
            if (strcmp(assets[id].name, listed[m]) == 0) break;
        if (m == n_listed) {
            printf("    asset %s of the reference is not in tests/shared_assets.txt\n", assets[id].name);
            CHECK(!"every reference asset is listed in tests/shared_assets.txt");
        }
    }
    if (ok) check_clips(chans, n_chans, assets, n_assets);
    free(g_times);
    g_times = NULL;
    g_n_times = g_cap_times = 0;
    for (i = 0; i < n_chans; ++i) free_ch(&chans[i]);
    free(chans);
    free(assets);
    fclose(fp);
}
