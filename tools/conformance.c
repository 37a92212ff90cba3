/* conformance.c - end-to-end conformance: loads every .glb/.gltf under an assets folder with
   the loader (gltf_load.c), samples every channel with gltf_anim.h, and compares
   with the `spec` values of a reference file (format: ../shared/reference/README.md):
   every component within 2e-6 x max(1, |v|), bit for bit at key times for non-rotations,
   rotations against the normalized reference up to sign and unit within 1e-6.

   usage: gltf_anim_conformance [ASSETS_DIR [REFERENCE_FILE]]
     with SHARED the folder $GLTF_ANIM_SHARED names (make test SHARED=DIR sets it), else
     ../shared: ASSETS_DIR defaults to SHARED/assets, REFERENCE_FILE to
     SHARED/reference/assets.ref.
   A reference asset is matched by its path under ASSETS_DIR, else by a file of the same
   name when exactly one reference asset has that name (a Khronos checkout lays files out as
   Models/NAME/glTF-Binary/NAME.glb). Files with no reference are loaded and sampled (every
   channel at 64 times: no error, no NaN). Prints one line per file, a total, and last
   "N passed, N failed" (a file each); exits 1 on any failure, 2 when the folder or the
   reference cannot be read. */
#define _POSIX_C_SOURCE 200809L /* NOLINT(bugprone-reserved-identifier,cert-dcl37-c,cert-dcl51-cpp): asks libc for opendir */
#define GLTF_ANIM_IMPLEMENTATION
#define GLTF_ANIM_BIND_IMPLEMENTATION
#include "../gltf_anim_bind.h"
#include "gltf_load.h"
#include <dirent.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

typedef struct ref_sampler {
    int asset, anim, channel, node, keys, comps, quat;
    char path[16], interp[16];
} ref_sampler;

typedef struct ref_sample {
    long sampler;
    int is_key;
    float t;
    float v[64];
} ref_sample;

typedef struct ref_set {
    char (*assets)[256];
    int n_assets;
    ref_sampler *samplers;
    long n_samplers;
    ref_sample *samples;
    long n_samples;
} ref_set;

static int load_reference(const char *path, ref_set *r)
{
    FILE *fp = fopen(path, "r");
    char word[64];
    long cap_s = 0, cap_x = 0;
    int cap_a = 0;
    memset(r, 0, sizeof *r);
    if (fp == NULL) return 0;
    while (fscanf(fp, "%63s", word) == 1) {
        if (word[0] == '#' || strcmp(word, "input") == 0 || strcmp(word, "output") == 0 ||
            strcmp(word, "raw") == 0) {
            int ch;
            while ((ch = fgetc(fp)) != EOF && ch != '\n') {}
        } else if (strcmp(word, "sampler") == 0) {
            ref_sampler s;
            char asset[256];
            long id;
            int ct, norm, a;
            if (fscanf(fp, "%ld %255s %d %d %d %15s %15s %d %d %d %d", &id, asset, &s.anim, &s.channel,
                       &s.node, s.path, s.interp, &s.keys, &s.comps, &ct, &norm) != 11 ||
                id != r->n_samplers || s.comps < 1 || s.comps > 64)
                break;
            for (a = 0; a < r->n_assets; ++a)
                if (strcmp(r->assets[a], asset) == 0) break;
            if (a == r->n_assets) {
                if (a == cap_a) {
                    cap_a = cap_a ? cap_a * 2 : 32;
                    r->assets = (char (*)[256])realloc(r->assets, (size_t)cap_a * 256);
                }
                strcpy(r->assets[r->n_assets++], asset);
            }
            s.asset = a;
            s.quat = strcmp(s.path, "rotation") == 0;
            if (r->n_samplers == cap_s) {
                cap_s = cap_s ? cap_s * 2 : 1024;
                r->samplers = (ref_sampler *)realloc(r->samplers, (size_t)cap_s * sizeof(ref_sampler));
            }
            r->samplers[r->n_samplers++] = s;
        } else if (strcmp(word, "sample") == 0) {
            ref_sample x;
            char ref[16], cat[32];
            double tc, v;
            int j, comps;
            if (fscanf(fp, "%ld %15s %31s %lf", &x.sampler, ref, cat, &tc) != 4 || x.sampler < 0 ||
                x.sampler >= r->n_samplers)
                break;
            comps = r->samplers[x.sampler].comps;
            for (j = 0; j < comps; ++j) {
                if (fscanf(fp, "%lf", &v) != 1) break;
                x.v[j] = (float)v;
            }
            if (j < comps) break;
            if (strcmp(ref, "spec") != 0) continue;
            x.t = (float)tc;
            x.is_key = strcmp(cat, "key") == 0;
            if (r->n_samples == cap_x) {
                cap_x = cap_x ? cap_x * 2 : 4096;
                r->samples = (ref_sample *)realloc(r->samples, (size_t)cap_x * sizeof(ref_sample));
            }
            r->samples[r->n_samples++] = x;
        } else {
            break;
        }
    }
    {
        int at_end = feof(fp);
        fclose(fp);
        return at_end && r->n_samplers > 0;
    }
}

/* Files under dir, relative paths, sorted. */
typedef struct file_list {
    char (*names)[1024];
    int n, cap;
} file_list;

static void walk(const char *root, const char *rel, file_list *out)
{
    char full[2048];
    DIR *d;
    struct dirent *e;
    sprintf(full, "%s%s%s", root, rel[0] ? "/" : "", rel);
    d = opendir(full);
    if (d == NULL) return;
    while ((e = readdir(d)) != NULL) {
        char sub[1300], path[2400];
        struct stat st;
        size_t len = strlen(e->d_name);
        if (e->d_name[0] == '.') continue;
        if (strlen(rel) + len + 2 > 1024) continue;
        sprintf(sub, "%s%s%s", rel, rel[0] ? "/" : "", e->d_name);
        sprintf(path, "%s/%s", root, sub);
        if (stat(path, &st) != 0) continue;
        if (S_ISDIR(st.st_mode)) {
            walk(root, sub, out);
        } else if ((len > 4 && strcmp(e->d_name + len - 4, ".glb") == 0) ||
                   (len > 5 && strcmp(e->d_name + len - 5, ".gltf") == 0)) {
            if (out->n == out->cap) {
                out->cap = out->cap ? out->cap * 2 : 64;
                out->names = (char (*)[1024])realloc(out->names, (size_t)out->cap * 1024);
            }
            strcpy(out->names[out->n++], sub);
        }
    }
    closedir(d);
}

static int cmp_names(const void *a, const void *b)
{
    return strcmp((const char *)a, (const char *)b);
}

static const char *base_name(const char *p)
{
    const char *s = strrchr(p, '/');
    return s ? s + 1 : p;
}

/* The reference asset for a relative file path, or -1. */
static int match_asset(const ref_set *r, const char *rel)
{
    int a, found = -1, n = 0;
    for (a = 0; a < r->n_assets; ++a)
        if (strcmp(r->assets[a], rel) == 0) return a;
    for (a = 0; a < r->n_assets; ++a)
        if (strcmp(base_name(r->assets[a]), base_name(rel)) == 0) { found = a; ++n; }
    return n == 1 ? found : -1;
}

/* Compares one asset; returns the number of failures; counts samples. */
static long check_asset(const char *file, const gl_file *f, const ref_set *r, int asset,
                        long *compared, double *worst_out, char *why, size_t why_size)
{
    long s, fails = 0;
    double worst = 0;
    why[0] = '\0';
    for (s = 0; s < r->n_samplers; ++s) {
        const ref_sampler *rs = &r->samplers[s];
        const gl_channel *c;
        gltfa_sampler smp;
        gltfa_cursor cur = 0;
        long x;
        gltfa_result res;
        if (rs->asset != asset) continue;
        if ((size_t)rs->anim >= f->animation_count ||
            (size_t)rs->channel >= f->animations[rs->anim].channel_count) {
            if (!fails++) sprintf(why, "reference animation %d channel %d not in the file", rs->anim, rs->channel);
            continue;
        }
        c = &f->animations[rs->anim].channels[rs->channel];
        if (c->node != rs->node || strcmp(c->path, rs->path) != 0 ||
            strcmp(gltfa_interp_name(c->interp), rs->interp) != 0 || c->input.count != (size_t)rs->keys) {
            if (!fails++) sprintf(why, "animation %d channel %d differs from the reference", rs->anim, rs->channel);
            continue;
        }
        res = gl_channel_sampler(c, &smp);
        if (res == GLTFA_SUCCESS) res = gltfa_sampler_check(&smp, NULL);
        if (res != GLTFA_SUCCESS || gltfa_sampler_width(&smp) != (size_t)rs->comps) {
            if (!fails++)
                sprintf(why, "animation %d channel %d: %.200s", rs->anim, rs->channel, gltfa_result_name(res));
            continue;
        }
        for (x = 0; x < r->n_samples; ++x) {
            const ref_sample *rx = &r->samples[x];
            float got[64];
            double e = 0;
            int j, ok = 1;
            if (rx->sampler != s) continue;
            memset(got, 0, sizeof got);
            gltfa_sampler_sample_cursor(&smp, rx->t, &cur, got, 64);
            ++*compared;
            if (rs->quat) {
                double l = 0, dot = 0, gl = 0;
                for (j = 0; j < 4; ++j) {
                    l += (double)rx->v[j] * (double)rx->v[j];
                    dot += (double)rx->v[j] * (double)got[j];
                    gl += (double)got[j] * (double)got[j];
                }
                l = sqrt(l);
                for (j = 0; j < 4; ++j) {
                    double d = fabs((double)got[j] - (dot < 0 ? -1 : 1) * (double)rx->v[j] / l) / 2e-6;
                    if (d > e) e = d;
                }
                if (!(fabs(sqrt(gl) - 1.0) <= 1e-6)) ok = 0;
            } else {
                for (j = 0; j < rs->comps; ++j) {
                    double tol = 2e-6 * (fabs((double)rx->v[j]) > 1 ? fabs((double)rx->v[j]) : 1.0);
                    double d = fabs((double)got[j] - (double)rx->v[j]) / tol;
                    if (d > e) e = d;
                    if (rx->is_key && got[j] != rx->v[j]) ok = 0;
                }
            }
            if (!(e <= 1.0)) ok = 0;
            if (e > worst) worst = e;
            if (!ok && !fails++)
                sprintf(why, "animation %d channel %d at t=%.9g: got %.9g want %.9g", rs->anim,
                        rs->channel, (double)rx->t, (double)got[0], (double)rx->v[0]);
        }
    }
    (void)file;
    (void)why_size;
    *worst_out = worst;
    return fails;
}

/* No reference: sample every channel at 64 times; no error and no NaN. */
static long smoke_asset(const gl_file *f, long *compared, char *why)
{
    size_t a, c;
    long fails = 0;
    for (a = 0; a < f->animation_count; ++a)
        for (c = 0; c < f->animations[a].channel_count; ++c) {
            const gl_channel *ch = &f->animations[a].channels[c];
            gltfa_sampler s;
            float first, last, v[1024];
            int i;
            size_t j, w;
            gltfa_result r;
            if (ch->pointer == NULL && ch->node < 0) continue;
            r = gl_channel_sampler(ch, &s);
            if (r == GLTFA_ERROR_POINTER_UNKNOWN) continue;
            if (r == GLTFA_SUCCESS) r = gltfa_sampler_check(&s, NULL);
            if (r != GLTFA_SUCCESS) {
                if (!fails++) sprintf(why, "animation %lu channel %lu: %.200s", (unsigned long)a,
                                      (unsigned long)c, gltfa_result_name(r));
                continue;
            }
            w = gltfa_sampler_width(&s);
            if (w > 1024) continue;
            gltfa_sampler_time_range(&s, &first, &last);
            for (i = 0; i < 64; ++i) {
                gltfa_sampler_sample(&s, first + (last - first) * (float)i / 63.0f, v, w);
                ++*compared;
                for (j = 0; j < w; ++j)
                    if (!(v[j] == v[j]) && !fails++) sprintf(why, "NaN in animation %lu channel %lu", (unsigned long)a, (unsigned long)c);
            }
        }
    return fails;
}

int main(int argc, char **argv)
{
    const char *shared = getenv("GLTF_ANIM_SHARED");
    char ref_path[1024], assets_dir[1024];
    ref_set ref;
    file_list files;
    int i, failed = 0, matched = 0;
    long total = 0;
    if (shared == NULL || shared[0] == '\0') shared = "../shared";
    if (argc > 1) sprintf(assets_dir, "%.1000s", argv[1]);
    else sprintf(assets_dir, "%.980s/assets", shared);
    if (argc > 2) sprintf(ref_path, "%.1000s", argv[2]);
    else sprintf(ref_path, "%.980s/reference/assets.ref", shared);
    memset(&files, 0, sizeof files);
    if (!load_reference(ref_path, &ref)) {
        fprintf(stderr, "conformance: cannot read the reference file %s\n", ref_path);
        free(ref.assets);
        free(ref.samplers);
        free(ref.samples);
        return 2;
    }
    walk(assets_dir, "", &files);
    if (files.n == 0) {
        fprintf(stderr, "conformance: no .glb or .gltf under %s\n", assets_dir);
        free(ref.assets);
        free(ref.samplers);
        free(ref.samples);
        return 2;
    }
    qsort(files.names, (size_t)files.n, 1024, cmp_names);
    printf("conformance: %d files under %s, reference %s (%ld samplers, %ld spec samples)\n",
           files.n, assets_dir, ref_path, ref.n_samplers, ref.n_samples);
    for (i = 0; i < files.n; ++i) {
        char full[2100], err[512], why[400];
        gl_file f;
        int asset = match_asset(&ref, files.names[i]);
        long compared = 0, fails;
        double worst = 0;
        sprintf(full, "%s/%s", assets_dir, files.names[i]);
        if (!gl_load_file(full, &f, err, sizeof err)) {
            printf("FAIL %s: load error: %s\n", files.names[i], err);
            ++failed;
            continue;
        }
        if (asset >= 0) {
            fails = check_asset(full, &f, &ref, asset, &compared, &worst, why, sizeof why);
            ++matched;
            printf("%s %s: %lu animations, %ld samples compared with the spec reference, worst "
                   "error/tolerance %.3f%s%s\n", fails ? "FAIL" : "ok  ", files.names[i],
                   (unsigned long)f.animation_count, compared, worst, fails ? ": " : "", fails ? why : "");
        } else {
            fails = smoke_asset(&f, &compared, why);
            printf("%s %s: no reference; %lu animations, %ld samples, no NaN%s%s\n", fails ? "FAIL" : "ok  ",
                   files.names[i], (unsigned long)f.animation_count, compared, fails ? ": " : "",
                   fails ? why : "");
        }
        total += compared;
        if (fails) ++failed;
        gl_free(&f);
    }
    printf("conformance: %d files, %d with reference, %ld samples, %d failed\n", files.n, matched,
           total, failed);
    if (matched == 0) printf("conformance: no file matched the reference\n");
    printf("%d passed, %d failed\n", files.n - failed, failed + (matched == 0));
    free(files.names);
    free(ref.assets);
    free(ref.samplers);
    free(ref.samples);
    return failed || matched == 0 ? 1 : 0;
}
