/* fuzz_sampler.c - libFuzzer target for the core sampler: fuzzed accessor views (counts,
   strides, component types, normalized, components, interpolation, data bytes) and every
   rules-table row (the 13 gltfa_property values and invalid ones) through
   gltfa_sampler_init, gltfa_sampler_check, the read-only queries and sampling at fuzzed
   times with and without a cursor. The views are exact-size heap copies, so
   AddressSanitizer sees any read outside them. Asserts: a failed init leaves a sampler the
   queries call empty; a successful one has the width its row gives, the keys, the
   interpolation and the quaternion flag it was built with, and gltfa_sampler_key_time is
   the input accessor's float for every index below the key count and GLTFA_ERROR_KEY_INDEX
   (nothing written) at or above it; nothing is written past the width (canary); after a
   successful check, no NaN or infinity and cursor == fresh search, bit for bit, with the
   cursor left at the position's key (the last key with t_k <= tc: 0 before the first key
   and for NaN, the last key at or after the end).
   Build: clang -g -O1 -fsanitize=fuzzer,address,undefined tests/fuzz/fuzz_sampler.c */
#define GLTF_ANIM_IMPLEMENTATION
#include "../../gltf_anim.h"
#include <stdlib.h>
#include <string.h>

static const int types[8] = { 5126, 5120, 5121, 5122, 5123, 5125, 5124, 0 };

/* The 13 rows and invalid values: 0 (NONE), one past the last row, a large value. */
static gltfa_property take_property(size_t byte)
{
    byte %= 16;
    if (byte == 15) return GLTFA_PROPERTY_FORCE_32BIT;
    return (gltfa_property)byte; /* 0 and 14 are invalid */
}

/* The width a successful init must give. */
static size_t expected_width(gltfa_property property, int components, size_t out_count,
                             size_t keys, int interp)
{
    size_t per_key = keys != 0 ? out_count / (keys * (interp == 2 ? 3u : 1u)) : 0;
    switch (property) {
    case GLTFA_PROPERTY_TRANSLATION: case GLTFA_PROPERTY_SCALE: case GLTFA_PROPERTY_FLOAT3: return 3;
    case GLTFA_PROPERTY_ROTATION: case GLTFA_PROPERTY_QUATERNION: case GLTFA_PROPERTY_FLOAT4: return 4;
    case GLTFA_PROPERTY_FLOAT2: return 2;
    case GLTFA_PROPERTY_FLOAT: case GLTFA_PROPERTY_INT: case GLTFA_PROPERTY_BOOL: return 1;
    case GLTFA_PROPERTY_WEIGHTS: case GLTFA_PROPERTY_FLOAT_ARRAY: return per_key;
    case GLTFA_PROPERTY_VECTOR: return components == 1 ? per_key : (size_t)components;
    default: abort();
    }
}

static size_t take(const unsigned char **p, size_t *n)
{
    size_t v = 0;
    if (*n > 0) { v = **p; ++*p; --*n; }
    return v;
}

static int bits_finite(float f)
{
    unsigned char b[4];
    memcpy(b, &f, 4);
    /* exponent bits all ones on either byte order: check both high bytes */
    {
        unsigned long one = 1;
        int little = *(unsigned char *)&one == 1;
        unsigned e = little ? ((unsigned)(b[3] & 0x7F) << 1) | (b[2] >> 7)
                            : ((unsigned)(b[0] & 0x7F) << 1) | (b[1] >> 7);
        return e != 0xFF;
    }
}

/* Bit for bit: the float f and the 4 bytes at p (host order). */
static int same_bits(float f, const unsigned char *p)
{
    unsigned char b[4];
    memcpy(b, &f, 4);
    return memcmp(b, p, 4) == 0;
}

/* Where gltfa_sampler_sample_cursor leaves the cursor, for increasing key times: the last
   key k with t_k <= tc, else 0 (before the first key, NaN, -inf); the last key for +inf. */
static size_t key_index(const gltfa_sampler *s, float tc)
{
    size_t k = 0, keys = gltfa_sampler_key_count(s);
    float t = 0.0f;
    while (k + 1 < keys && gltfa_sampler_key_time(s, k + 1, &t) == GLTFA_SUCCESS && t <= tc) ++k;
    return k;
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size);

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
    const unsigned char *p = data;
    size_t n = size, keys, out_count, tstride, vstride, tbytes, vbytes, i, esize, csize, width;
    int interp, ct, normalized, components, checked;
    gltfa_property property;
    unsigned char *tb, *vb;
    gltfa_accessor in, out;
    gltfa_sampler s;
    gltfa_cursor cursor = 0;
    float res[64 + 4], res2[64 + 4];

    interp = (int)(take(&p, &n) % 4);       /* 3 is invalid */
    property = take_property(take(&p, &n));
    ct = types[take(&p, &n) % 8];
    normalized = (int)(take(&p, &n) % 2);
    components = (int)(take(&p, &n) % 18);  /* 0 and 17 are invalid */
    keys = take(&p, &n) % 40;
    out_count = take(&p, &n);
    out_count = (out_count & 0x80) ? keys * (interp == 2 ? 3 : 1) * ((out_count & 7) + 1)
                                   : out_count % 200;
    tstride = take(&p, &n) % 12;
    vstride = take(&p, &n) % 80;
    if (tstride != 0 && tstride < 4) tstride = 0;

    csize = (ct == 5120 || ct == 5121) ? 1 : (ct == 5122 || ct == 5123) ? 2 : 4;
    esize = csize * (size_t)(components ? components : 1);
    if (vstride != 0 && vstride < esize) vstride = esize; /* init rejects smaller; keep some */
    tbytes = keys ? (keys - 1) * (tstride ? tstride : 4) + 4 : 1;
    vbytes = out_count ? (out_count - 1) * (vstride ? vstride : esize) + esize : 1;
    if (tbytes > 1u << 16 || vbytes > 1u << 16) return 0;
    tb = (unsigned char *)malloc(tbytes ? tbytes : 1);
    vb = (unsigned char *)malloc(vbytes ? vbytes : 1);
    for (i = 0; i < tbytes; ++i) tb[i] = (unsigned char)take(&p, &n);
    for (i = 0; i < vbytes; ++i) vb[i] = (unsigned char)take(&p, &n);
    /* make monotone times likely: a flag byte rewrites them as increasing floats */
    if (keys && (take(&p, &n) & 1)) {
        float t = (float)(take(&p, &n) % 4);
        for (i = 0; i < keys; ++i) {
            size_t at = i * (tstride ? tstride : 4);
            t += (float)(take(&p, &n) + 1) / 64.0f;
            memcpy(tb + at, &t, 4); /* host order: fuzzing runs on little-endian hosts */
        }
    }

    gltfa_accessor_init(&in, tb, keys, 5126, 1);
    in.byte_stride = tstride;
    in.byte_length = tbytes;
    gltfa_accessor_init(&out, vb, out_count, ct, components);
    out.normalized = normalized;
    out.byte_stride = vstride;
    out.byte_length = vbytes;
    if (gltfa_sampler_init(&s, &in, &out, (gltfa_interp)interp, property) != GLTFA_SUCCESS) {
        /* zeroed: every query that takes an uninitialized sampler says so (key_time and
           time_range would assert: that is misuse) */
        if (gltfa_sampler_width(&s) != 0 || gltfa_sampler_key_count(&s) != 0 ||
            gltfa_sampler_interp(&s) != GLTFA_INTERP_LINEAR || gltfa_sampler_is_quaternion(&s) != 0)
            abort();
        free(tb);
        free(vb);
        return 0;
    }
    width = gltfa_sampler_width(&s);
    if (width == 0 || width != expected_width(property, components, out_count, keys, interp)) abort();
    if (gltfa_sampler_key_count(&s) != keys || gltfa_sampler_interp(&s) != (gltfa_interp)interp) abort();
    if (gltfa_sampler_is_quaternion(&s) !=
        (property == GLTFA_PROPERTY_ROTATION || property == GLTFA_PROPERTY_QUATERNION))
        abort();
    if ((property == GLTFA_PROPERTY_INT || property == GLTFA_PROPERTY_BOOL) && interp != 1) abort();
    /* key times: the input's floats (host order: fuzzing runs on little-endian hosts) */
    {
        float first = -1.0f, last = -1.0f, t;
        size_t idx[6];
        idx[0] = 0; idx[1] = keys - 1; idx[2] = keys; idx[3] = keys + take(&p, &n);
        idx[4] = take(&p, &n) % keys; idx[5] = (size_t)-1;
        if (gltfa_sampler_time_range(&s, &first, &last) != GLTFA_SUCCESS) abort();
        if (gltfa_sampler_time_range(&s, NULL, NULL) != GLTFA_SUCCESS) abort();
        for (i = 0; i < 6; ++i) {
            gltfa_result r;
            t = 1234.5f;
            r = gltfa_sampler_key_time(&s, idx[i], &t);
            if (idx[i] < keys) {
                const unsigned char *want = tb + idx[i] * (tstride ? tstride : 4);
                if (r != GLTFA_SUCCESS || !same_bits(t, want)) abort();
                if (idx[i] == 0 && !same_bits(first, want)) abort();
                if (idx[i] == keys - 1 && !same_bits(last, want)) abort();
            } else if (r != GLTFA_ERROR_KEY_INDEX || t != 1234.5f) {
                abort(); /* out of range: the code, and nothing written */
            }
        }
    }
    checked = gltfa_sampler_check(&s, NULL) == GLTFA_SUCCESS;
    for (i = 0; i < 24; ++i) {
        float tc;
        size_t j;
        unsigned char tbuf[4];
        tbuf[0] = (unsigned char)take(&p, &n); tbuf[1] = (unsigned char)take(&p, &n);
        tbuf[2] = (unsigned char)take(&p, &n); tbuf[3] = (unsigned char)take(&p, &n);
        memcpy(&tc, tbuf, 4);
        if (i % 3 == 1) tc = (float)(tbuf[0] % 16) * 0.25f; /* plain times too */
        if (width > 64) break;
        for (j = 0; j < 4; ++j) res[width + j] = res2[width + j] = 1234.5f;
        if (gltfa_sampler_sample(&s, tc, res, width) != GLTFA_SUCCESS) abort();
        if (gltfa_sampler_sample_cursor(&s, tc, &cursor, res2, width) != GLTFA_SUCCESS) abort();
        for (j = 0; j < 4; ++j)
            if (res[width + j] != 1234.5f || res2[width + j] != 1234.5f) abort();
        if (cursor >= keys) abort();
        if (checked) {
            if (memcmp(res, res2, width * sizeof(float)) != 0) abort();
            if (cursor != key_index(&s, tc)) abort();
            for (j = 0; j < width; ++j)
                if (!bits_finite(res[j])) abort();
        }
    }
    free(tb);
    free(vb);
    return 0;
}
