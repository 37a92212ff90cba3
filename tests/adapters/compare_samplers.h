/* compare_samplers.h - the meshopt adapter tests' comparison of two routes to one channel
   (tests/adapters/test_meshopt_cgltf.c, test_meshopt_tinygltf.cpp): C89 and C++. */
#ifndef COMPARE_SAMPLERS_H
#define COMPARE_SAMPLERS_H
#include <stdio.h>
#include <string.h>

typedef struct route_stats {
    size_t channels, values, not_bit_equal, refused_before;
    double worst; /* the largest |a - b| / max(1, |a|) */
} route_stats;

/* Samples a (the loader's) and b (the adapter's, route named name) at every key time
   (every step-th key past the first, for long channels), 5/8 of the way to the next key,
   and 0.25 s outside the first and last keys; each of b's values must be within
   gltf_anim.h's ACCURACY bound, 2e-6 x max(1, |v|), of a's. Counts the values, those not
   bit-equal and the largest difference in st. Returns 1, or 0 with msg (512 bytes) saying
   where. */
static int compare_samplers(const gltfa_sampler *a, const gltfa_sampler *b, const char *name, size_t anim,
                            size_t channel, route_stats *st, char *msg)
{
    size_t keys = gltfa_sampler_key_count(a), w = gltfa_sampler_width(a), step = keys / 400 + 1, k;
    float first = 0, last = 0;
    if (w > 64) {
        sprintf(msg, "animation %lu channel %lu: width %lu", (unsigned long)anim, (unsigned long)channel,
                (unsigned long)w);
        return 0;
    }
    gltfa_sampler_time_range(a, &first, &last);
    for (k = 0; k <= keys + 1; k += (k == 0 || k >= keys) ? 1 : step) {
        float times[2], va[64], vb[64];
        size_t t, j, nt = 1;
        if (k == 0) times[0] = first - 0.25f;
        else if (k == keys + 1) times[0] = last + 0.25f;
        else {
            float tk = 0, tn = 0;
            gltfa_sampler_key_time(a, k - 1, &tk);
            times[0] = tk;
            if (k < keys) {
                gltfa_sampler_key_time(a, k, &tn);
                times[1] = tk + (tn - tk) * 0.625f;
                nt = 2;
            }
        }
        for (t = 0; t < nt; ++t) {
            gltfa_sampler_sample(a, times[t], va, w);
            gltfa_sampler_sample(b, times[t], vb, w);
            for (j = 0; j < w; ++j) {
                double x = (double)va[j], y = (double)vb[j], d = x > y ? x - y : y - x, m = x < 0 ? -x : x;
                d /= m > 1 ? m : 1;
                if (d > st->worst) st->worst = d;
                if (memcmp(&va[j], &vb[j], sizeof(float)) != 0) ++st->not_bit_equal;
                ++st->values;
                if (d > 2e-6) {
                    sprintf(msg, "animation %lu channel %lu at t=%.9g: %.9g (loader) vs %.9g (%.40s)",
                            (unsigned long)anim, (unsigned long)channel, (double)times[t], x, y, name);
                    return 0;
                }
            }
        }
    }
    return 1;
}
#endif
