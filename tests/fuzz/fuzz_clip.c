/* fuzz_clip.c - libFuzzer target for the clip layer: gltfa_wrap_time on fuzzed times,
   durations, modes and play counts (result always in [0, duration], or 0); fuzzed
   KHR_animation_pointer strings; fuzzed blends (finite, unit quaternions); and clips of up to
   four fuzzed samplers sampled at fuzzed times into canary-guarded targets, equal to
   per-channel sampling after a successful check. Exact-size heap copies throughout. */
#define GLTF_ANIM_IMPLEMENTATION
#include "../../gltf_anim.h"
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size);

static size_t take(const unsigned char **p, size_t *n)
{
    size_t v = 0;
    if (*n > 0) { v = **p; ++*p; --*n; }
    return v;
}

static float take_f(const unsigned char **p, size_t *n)
{
    unsigned char b[4];
    float f;
    b[0] = (unsigned char)take(p, n); b[1] = (unsigned char)take(p, n);
    b[2] = (unsigned char)take(p, n); b[3] = (unsigned char)take(p, n);
    memcpy(&f, b, 4);
    return f;
}

static int finite_bits(float f)
{
    return gltfa__finite(f);
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
    const unsigned char *p = data;
    size_t n = size, i, k;
    /* 1. wrap_time */
    for (i = 0; i < 4; ++i) {
        float t = take_f(&p, &n), d = take_f(&p, &n), r;
        gltfa_wrap mode = (gltfa_wrap)(take(&p, &n) % 3);
        unsigned long plays = take(&p, &n) % 5;
        r = gltfa_wrap_time(t, d, mode, plays);
        if (!finite_bits(r)) abort();
        if (finite_bits(d) && d > 0.0f) {
            if (!(r >= 0.0f && r <= d)) abort();
        } else if (r != 0.0f) {
            abort();
        }
    }
    /* 2. a pointer string */
    {
        size_t len = take(&p, &n) % 96;
        char *s = (char *)malloc(len + 1);
        gltfa_pointer info;
        if (len > n) len = n;
        memcpy(s, p, len);
        s[len] = '\0';
        p += len;
        n -= len;
        if (gltfa_pointer_parse(s, &info) == GLTFA_SUCCESS) {
            if (info.width > 4 || info.index_count > 2 || info.index_count < 1) abort();
        }
        free(s);
    }
    /* 3. blends of fuzzed values */
    {
        float a[4], b[4], c[4], out[4], w = take_f(&p, &n);
        int finite_in = finite_bits(w);
        for (i = 0; i < 4; ++i) {
            a[i] = take_f(&p, &n); b[i] = take_f(&p, &n); c[i] = take_f(&p, &n);
            finite_in = finite_in && finite_bits(a[i]) && finite_bits(b[i]) && finite_bits(c[i]);
        }
        gltfa_blend_quat(out, a, b, w);
        for (i = 0; i < 4; ++i) if (!finite_bits(out[i])) abort();
        gltfa_add_quat(out, a, b, c, w);
        for (i = 0; i < 4; ++i) if (!finite_bits(out[i])) abort();
        gltfa_blend_vec(out, a, b, 4, w);
        if (finite_in)
            for (i = 0; i < 4; ++i) if (!finite_bits(out[i])) abort();
        gltfa_add_vec(out, a, b, c, 4, w);
    }
    /* 4. a clip of up to four channels with fuzzed keys */
    {
        unsigned char *tb[4], *vb[4];
        float dst[4][8 + 2], want[8];
        gltfa_channel ch[4];
        gltfa_cursor cur[4];
        gltfa_clip clip;
        size_t count = take(&p, &n) % 5, built = 0, widths[4];
        int checked[4];
        static const int targets[4] = { GLTFA_TARGET_TRANSLATION, GLTFA_TARGET_ROTATION,
                                        GLTFA_TARGET_WEIGHTS, GLTFA_TARGET_VECTOR };
        for (i = 0; i < count; ++i) {
            size_t keys = 1 + take(&p, &n) % 6, comps, per, j;
            int interp = (int)(take(&p, &n) % 3), target = targets[take(&p, &n) % 4];
            gltfa_accessor in, out;
            if (interp == 2 && keys < 2) keys = 2;
            comps = target == GLTFA_TARGET_TRANSLATION ? 3 : target == GLTFA_TARGET_ROTATION ? 4 :
                    target == GLTFA_TARGET_WEIGHTS ? 1 : 2;
            per = (interp == 2 ? (size_t)3 : (size_t)1) * (target == GLTFA_TARGET_WEIGHTS ? (size_t)2 : (size_t)1);
            tb[built] = (unsigned char *)malloc(keys * 4);
            vb[built] = (unsigned char *)malloc(keys * per * comps * 4);
            for (j = 0; j < keys * 4; ++j) tb[built][j] = (unsigned char)take(&p, &n);
            if (take(&p, &n) & 1) { /* increasing times, often */
                float t = 0.0f;
                for (j = 0; j < keys; ++j) { t += (float)(1 + take(&p, &n)) / 32.0f; memcpy(tb[built] + 4 * j, &t, 4); }
            }
            for (j = 0; j < keys * per * comps * 4; ++j) vb[built][j] = (unsigned char)take(&p, &n);
            gltfa_accessor_init(&in, tb[built], keys, GLTFA_FLOAT, 1);
            gltfa_accessor_init(&out, vb[built], keys * per, GLTFA_FLOAT, (int)comps);
            if (gltfa_sampler_init(&ch[built].sampler, &in, &out, (gltfa_interp)interp,
                                   (gltfa_target)target) != GLTFA_SUCCESS)
                abort(); /* all layouts here are valid */
            checked[built] = gltfa_sampler_check(&ch[built].sampler, NULL) == GLTFA_SUCCESS;
            widths[built] = gltfa_sampler_width(&ch[built].sampler);
            ch[built].target = dst[built];
            ++built;
        }
        if (gltfa_clip_init(&clip, ch, built, cur) != GLTFA_SUCCESS) abort();
        for (k = 0; k < 6; ++k) {
            float t = take_f(&p, &n);
            if (k & 1) t = (float)(take(&p, &n) % 64) / 16.0f;
            for (i = 0; i < built; ++i) dst[i][widths[i]] = dst[i][widths[i] + 1] = 4321.0f;
            gltfa_clip_sample(&clip, gltfa_wrap_time(t, gltfa_clip_duration(&clip), GLTFA_WRAP_REPEAT, 0));
            for (i = 0; i < built; ++i) {
                if (dst[i][widths[i]] != 4321.0f || dst[i][widths[i] + 1] != 4321.0f) abort();
                if (checked[i]) {
                    float tt = gltfa_wrap_time(t, gltfa_clip_duration(&clip), GLTFA_WRAP_REPEAT, 0);
                    size_t j;
                    gltfa_sampler_sample(&ch[i].sampler, tt, want, 8);
                    if (memcmp(want, dst[i], widths[i] * sizeof(float)) != 0) abort();
                    for (j = 0; j < widths[i]; ++j) if (!finite_bits(dst[i][j])) abort();
                }
            }
        }
        for (i = 0; i < built; ++i) { free(tb[i]); free(vb[i]); }
    }
    return 0;
}
