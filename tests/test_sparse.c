/* test_sparse.c - sparse accessors: gltfa_accessor_densify_size and gltfa_accessor_densify.
   Every index type, a base with a stride, a base without data (zeros), normalized SHORT
   rotations decoded exactly, every error code with nothing written, and a loop of hostile
   inputs in exact-size heap blocks (AddressSanitizer sees any read outside them). Expected
   values are the glTF rules applied by hand (written next to each check) or the
   specification's dequantization formula. */
#include "harness.h"
#include "test_list.h"
#include "../gltf_anim.h"
#include <stdlib.h>
#include <string.h>

extern int th_assert_hits;

static void put_index(unsigned char *p, int ct, size_t k, unsigned long v)
{
    if (ct == GLTFA_UNSIGNED_BYTE) p[k] = (unsigned char)v;
    else if (ct == GLTFA_UNSIGNED_SHORT) th_put_u16(p + 2 * k, (unsigned)v);
    else {
        p[4 * k] = (unsigned char)(v & 0xFFu);
        p[4 * k + 1] = (unsigned char)((v >> 8) & 0xFFu);
        p[4 * k + 2] = (unsigned char)((v >> 16) & 0xFFu);
        p[4 * k + 3] = (unsigned char)((v >> 24) & 0xFFu);
    }
}

static unsigned long get_index(const unsigned char *p, int ct, size_t k)
{
    if (ct == GLTFA_UNSIGNED_BYTE) return p[k];
    if (ct == GLTFA_UNSIGNED_SHORT) return (unsigned long)p[2 * k] | ((unsigned long)p[2 * k + 1] << 8);
    return (unsigned long)p[4 * k] | ((unsigned long)p[4 * k + 1] << 8) |
           ((unsigned long)p[4 * k + 2] << 16) | ((unsigned long)p[4 * k + 3] << 24);
}

static size_t index_size(int ct)
{
    return ct == GLTFA_UNSIGNED_BYTE ? 1u : ct == GLTFA_UNSIGNED_SHORT ? 2u : 4u;
}

/* Every index type: a FLOAT VEC3 translation output of 4 keys (base x = 10 i, y = 0, z = -i)
   with keys 1 and 3 replaced by (100, 200, 300) and (400, 500, 600); sampled at the keys
   (bit-exact there) and at the midpoint of keys 0 and 1. */
void test_sparse_index_types(void)
{
    static const int types[3] = { GLTFA_UNSIGNED_BYTE, GLTFA_UNSIGNED_SHORT, GLTFA_UNSIGNED_INT };
    static const float want[4][3] = { { 0, 0, 0 }, { 100, 200, 300 }, { 20, 0, -2 }, { 400, 500, 600 } };
    unsigned char times[16], base[48], idx[8], vals[24], mem[48];
    gltfa_accessor in, b, d;
    gltfa_sparse sp;
    gltfa_sampler s;
    size_t i, bytes = 0;
    int t, c;
    float v[3];
    for (i = 0; i < 4; ++i) {
        th_put_f32(times + 4 * i, (float)i);
        th_put_f32(base + 12 * i, 10.0f * (float)i);
        th_put_f32(base + 12 * i + 4, 0.0f);
        th_put_f32(base + 12 * i + 8, (float)-(int)i); /* +0 for key 0 */
    }
    for (i = 0; i < 6; ++i) th_put_f32(vals + 4 * i, 100.0f * (float)(i + 1));
    for (t = 0; t < 3; ++t) {
        memset(&sp, 0, sizeof sp);
        put_index(idx, types[t], 0, 1);
        put_index(idx, types[t], 1, 3);
        sp.count = 2;
        sp.indices = idx;
        sp.indices_component_type = types[t];
        sp.indices_byte_length = 2 * index_size(types[t]);
        sp.values = vals;
        sp.values_byte_length = sizeof vals;
        gltfa_accessor_init(&b, base, 4, GLTFA_FLOAT, 3);
        b.byte_length = sizeof base;
        CHECK_INT(gltfa_accessor_densify_size(&b, &bytes), GLTFA_SUCCESS);
        CHECK_INT(bytes, 48); /* 4 elements x 3 floats x 4 bytes */
        memset(mem, 0xAB, sizeof mem);
        CHECK_INT(gltfa_accessor_densify(&b, &sp, mem, sizeof mem, &d), GLTFA_SUCCESS);
        CHECK(d.data == (const void *)mem);
        CHECK_INT(d.count, 4);
        CHECK_INT(d.component_type, GLTFA_FLOAT);
        CHECK_INT(d.components, 3);
        CHECK_INT(d.byte_stride, 0);
        CHECK_INT(d.byte_length, 48);
        for (i = 0; i < 4; ++i)
            for (c = 0; c < 3; ++c) CHECK_BITS(th_get_f32(mem + 12 * i + 4 * (size_t)c), want[i][c]);
        gltfa_accessor_init(&in, times, 4, GLTFA_FLOAT, 1);
        CHECK_INT(gltfa_sampler_init(&s, &in, &d, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_TRANSLATION),
                  GLTFA_SUCCESS);
        CHECK_INT(gltfa_sampler_check(&s, NULL), GLTFA_SUCCESS);
        for (i = 0; i < 4; ++i) {
            CHECK_INT(gltfa_sampler_sample(&s, (float)i, v, 3), GLTFA_SUCCESS);
            for (c = 0; c < 3; ++c) CHECK_BITS(v[c], want[i][c]);
        }
        /* t = 0.5 between (0,0,0) and (100,200,300): (50, 100, 150), exact in float */
        gltfa_sampler_sample(&s, 0.5f, v, 3);
        CHECK_BITS(v[0], 50.0f);
        CHECK_BITS(v[1], 100.0f);
        CHECK_BITS(v[2], 150.0f);
    }
    /* a 16-bit and a 32-bit index above 255 (one past the byte range): element 300 of 301 */
    {
        unsigned char *big = (unsigned char *)calloc(301, 4), *out = (unsigned char *)malloc(301 * 4);
        unsigned char one[4];
        th_put_f32(one, 7.5f);
        for (t = 1; t < 3; ++t) {
            memset(&sp, 0, sizeof sp);
            put_index(idx, types[t], 0, 300);
            sp.count = 1;
            sp.indices = idx;
            sp.indices_component_type = types[t];
            sp.values = one;
            gltfa_accessor_init(&b, big, 301, GLTFA_FLOAT, 1);
            CHECK_INT(gltfa_accessor_densify(&b, &sp, out, 301 * 4, &d), GLTFA_SUCCESS);
            CHECK_BITS(th_get_f32(out + 4 * 300), 7.5f);
            CHECK_BITS(th_get_f32(out + 4 * 299), 0.0f);
        }
        free(big);
        free(out);
    }
}

/* A base with byte_stride 16 for a VEC3 of UNSIGNED_SHORT (6 bytes: 10 bytes of padding that
   must not appear in the dense bytes) and byte_length exactly (count - 1) x 16 + 6; the
   sparse values are packed (6 bytes each). Dense: packed, the padding gone. */
void test_sparse_base_stride(void)
{
    unsigned char base[3 * 16], idx[1], vals[6], mem[18];
    gltfa_accessor b, d;
    gltfa_sparse sp;
    size_t i, c;
    memset(base, 0xEE, sizeof base); /* padding bytes */
    for (i = 0; i < 3; ++i)
        for (c = 0; c < 3; ++c) th_put_u16(base + 16 * i + 2 * c, (unsigned)(1000 * i + c));
    idx[0] = 2;
    for (c = 0; c < 3; ++c) th_put_u16(vals + 2 * c, (unsigned)(60000 + c));
    memset(&sp, 0, sizeof sp);
    sp.count = 1;
    sp.indices = idx;
    sp.indices_component_type = GLTFA_UNSIGNED_BYTE;
    sp.indices_byte_length = 1;
    sp.values = vals;
    sp.values_byte_length = 6;
    gltfa_accessor_init(&b, base, 3, GLTFA_UNSIGNED_SHORT, 3);
    b.normalized = 1;
    b.byte_stride = 16;
    b.byte_length = 2 * 16 + 6;
    CHECK_INT(gltfa_accessor_densify(&b, &sp, mem, sizeof mem, &d), GLTFA_SUCCESS);
    CHECK_INT(d.normalized, 1);
    CHECK_INT(d.component_type, GLTFA_UNSIGNED_SHORT);
    CHECK_INT(d.byte_stride, 0);
    CHECK_INT(d.byte_length, 18);
    for (i = 0; i < 3; ++i)
        for (c = 0; c < 3; ++c) {
            unsigned want = i == 2 ? (unsigned)(60000 + c) : (unsigned)(1000 * i + c);
            CHECK_INT(mem[6 * i + 2 * c] | (mem[6 * i + 2 * c + 1] << 8), want);
        }
    /* byte_length one short of the strided span: refused before anything is written */
    b.byte_length = 2 * 16 + 5;
    memset(mem, 0x5A, sizeof mem);
    CHECK_INT(gltfa_accessor_densify(&b, &sp, mem, sizeof mem, &d), GLTFA_ERROR_DATA_TOO_SHORT);
    for (i = 0; i < sizeof mem; ++i) CHECK(mem[i] == 0x5A);
    /* a stride below the element size */
    b.byte_length = 0;
    b.byte_stride = 5;
    CHECK_INT(gltfa_accessor_densify(&b, &sp, mem, sizeof mem, &d), GLTFA_ERROR_STRIDE);
    /* no sparse part: a plain packed copy */
    b.byte_stride = 16;
    CHECK_INT(gltfa_accessor_densify(&b, NULL, mem, sizeof mem, &d), GLTFA_SUCCESS);
    for (i = 0; i < 3; ++i)
        for (c = 0; c < 3; ++c)
            CHECK_INT(mem[6 * i + 2 * c] | (mem[6 * i + 2 * c + 1] << 8), 1000 * i + c);
}

/* No bufferView (data NULL): the base is zeros. Sparse morph weights (2 targets, 3 keys, 6
   FLOAT elements) with elements 1 and 4 set to 1 (target 1 of key 0, target 0 of key 2);
   the weights sampler then gives (0,1) (0,0) (1,0) at the keys and (0, 0.5) at t = 0.5. The
   same with no sparse at all: every element zero. */
void test_sparse_no_base_zeros(void)
{
    unsigned char times[12], idx[4], vals[8], mem[24];
    gltfa_accessor in, b, d;
    gltfa_sparse sp;
    gltfa_sampler s;
    float v[2];
    size_t i;
    for (i = 0; i < 3; ++i) th_put_f32(times + 4 * i, (float)i);
    th_put_u16(idx, 1);
    th_put_u16(idx + 2, 4);
    th_put_f32(vals, 1.0f);
    th_put_f32(vals + 4, 1.0f);
    memset(&sp, 0, sizeof sp);
    sp.count = 2;
    sp.indices = idx;
    sp.indices_component_type = GLTFA_UNSIGNED_SHORT;
    sp.values = vals;
    gltfa_accessor_init(&b, NULL, 6, GLTFA_FLOAT, 1);
    b.byte_stride = 4;     /* ignored without data, as long as it is valid */
    b.byte_length = 1;     /* nothing to bound without data */
    memset(mem, 0x77, sizeof mem);
    CHECK_INT(gltfa_accessor_densify(&b, &sp, mem, sizeof mem, &d), GLTFA_SUCCESS);
    for (i = 0; i < 6; ++i) CHECK_BITS(th_get_f32(mem + 4 * i), (i == 1 || i == 4) ? 1.0f : 0.0f);
    gltfa_accessor_init(&in, times, 3, GLTFA_FLOAT, 1);
    CHECK_INT(gltfa_sampler_init(&s, &in, &d, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_WEIGHTS), GLTFA_SUCCESS);
    CHECK_INT(gltfa_sampler_width(&s), 2);
    gltfa_sampler_sample(&s, 0.0f, v, 2);
    CHECK_BITS(v[0], 0.0f); CHECK_BITS(v[1], 1.0f);
    gltfa_sampler_sample(&s, 1.0f, v, 2);
    CHECK_BITS(v[0], 0.0f); CHECK_BITS(v[1], 0.0f);
    gltfa_sampler_sample(&s, 2.0f, v, 2);
    CHECK_BITS(v[0], 1.0f); CHECK_BITS(v[1], 0.0f);
    gltfa_sampler_sample(&s, 0.5f, v, 2);
    CHECK_BITS(v[0], 0.0f); CHECK_BITS(v[1], 0.5f);
    memset(mem, 0x77, sizeof mem);
    CHECK_INT(gltfa_accessor_densify(&b, NULL, mem, sizeof mem, &d), GLTFA_SUCCESS);
    for (i = 0; i < sizeof mem; ++i) CHECK(mem[i] == 0);
}

/* Normalized SHORT rotations (VEC4), base all (0, 0, 0, 32767) = identity, with key 1
   replaced by (0, 0, 0, -32768) and key 2 by (-32768, 0, 0, 0). The spec decodes
   max(c / 32767, -1): -32768 -> -1 exactly (cgltf_accessor_unpack_floats gives
   -1.0000305), 32767 -> 1. At the keys the rotation sampler returns the normalized stored
   key: (0,0,0,-1) and (-1,0,0,0), exactly; the same bytes through a component-wise VECTOR
   sampler give the decoded components, and a code c the float nearest c / 32767. */
void test_sparse_normalized_short_rotation(void)
{
    unsigned char times[12], base[24], idx[2], vals[16], mem[24];
    gltfa_accessor in, b, d;
    gltfa_sparse sp;
    gltfa_sampler s;
    float v[4];
    size_t i;
    for (i = 0; i < 3; ++i) {
        th_put_f32(times + 4 * i, (float)i);
        th_put_component(base + 8 * i, GLTFA_SHORT, 0);
        th_put_component(base + 8 * i + 2, GLTFA_SHORT, 0);
        th_put_component(base + 8 * i + 4, GLTFA_SHORT, 0);
        th_put_component(base + 8 * i + 6, GLTFA_SHORT, 32767);
    }
    idx[0] = 1;
    idx[1] = 2;
    memset(vals, 0, sizeof vals);
    th_put_component(vals + 6, GLTFA_SHORT, -32768);  /* key 1: w */
    th_put_component(vals + 8, GLTFA_SHORT, -32768);  /* key 2: x */
    memset(&sp, 0, sizeof sp);
    sp.count = 2;
    sp.indices = idx;
    sp.indices_component_type = GLTFA_UNSIGNED_BYTE;
    sp.values = vals;
    sp.values_byte_length = sizeof vals;
    gltfa_accessor_init(&b, base, 3, GLTFA_SHORT, 4);
    b.normalized = 1;
    b.byte_length = sizeof base;
    CHECK_INT(gltfa_accessor_densify(&b, &sp, mem, sizeof mem, &d), GLTFA_SUCCESS);
    gltfa_accessor_init(&in, times, 3, GLTFA_FLOAT, 1);
    CHECK_INT(gltfa_sampler_init(&s, &in, &d, GLTFA_INTERP_LINEAR, GLTFA_PROPERTY_ROTATION), GLTFA_SUCCESS);
    CHECK_INT(gltfa_sampler_check(&s, NULL), GLTFA_SUCCESS);
    gltfa_sampler_sample(&s, 0.0f, v, 4);
    CHECK_BITS(v[0], 0.0f); CHECK_BITS(v[3], 1.0f);
    gltfa_sampler_sample(&s, 1.0f, v, 4);
    CHECK_BITS(v[0], 0.0f); CHECK_BITS(v[1], 0.0f); CHECK_BITS(v[2], 0.0f); CHECK_BITS(v[3], -1.0f);
    gltfa_sampler_sample(&s, 2.0f, v, 4);
    CHECK_BITS(v[0], -1.0f); CHECK_BITS(v[1], 0.0f); CHECK_BITS(v[2], 0.0f); CHECK_BITS(v[3], 0.0f);
    gltfa_sampler_sample(&s, 5.0f, v, 4); /* after the last key: the last value */
    CHECK_BITS(v[0], -1.0f);
    /* the decoded components themselves */
    CHECK_INT(gltfa_sampler_init(&s, &in, &d, GLTFA_INTERP_STEP, GLTFA_PROPERTY_VECTOR), GLTFA_SUCCESS);
    gltfa_sampler_sample(&s, 1.0f, v, 4);
    CHECK_BITS(v[3], -1.0f); /* max(-32768 / 32767, -1) */
    gltfa_sampler_sample(&s, 0.0f, v, 4);
    CHECK_BITS(v[3], 1.0f);  /* 32767 / 32767 */
    /* a code that is not an endpoint: -12345 -> the float nearest -12345 / 32767 */
    th_put_component(vals + 8, GLTFA_SHORT, -12345);
    CHECK_INT(gltfa_accessor_densify(&b, &sp, mem, sizeof mem, &d), GLTFA_SUCCESS);
    CHECK_INT(gltfa_sampler_init(&s, &in, &d, GLTFA_INTERP_STEP, GLTFA_PROPERTY_VECTOR), GLTFA_SUCCESS);
    gltfa_sampler_sample(&s, 2.0f, v, 4);
    CHECK_BITS(v[0], (float)(-12345.0 / 32767.0));
}

/* Every error code densify can return, each with memory and dense untouched. */
void test_sparse_errors(void)
{
    unsigned char base[16], idx[8], vals[16], mem[16];
    gltfa_accessor b, d, d0;
    gltfa_sparse sp, sp0;
    size_t bytes = 99, i;
    int hits = th_assert_hits;
    memset(base, 1, sizeof base);
    memset(vals, 2, sizeof vals);
    memset(&sp0, 0, sizeof sp0);
    idx[0] = 0; idx[1] = 2; idx[2] = 3; idx[3] = 0;
    sp0.count = 2;
    sp0.indices = idx;
    sp0.indices_component_type = GLTFA_UNSIGNED_BYTE;
    sp0.values = vals;
    gltfa_accessor_init(&b, base, 4, GLTFA_FLOAT, 1);
    memset(&d0, 0x33, sizeof d0);
#define DENSIFY_FAILS(basep, spp, m, mb, code) do { \
        d = d0; memset(mem, 0x5A, sizeof mem); \
        CHECK_INT(gltfa_accessor_densify((basep), (spp), (m), (mb), &d), (code)); \
        CHECK(memcmp(&d, &d0, sizeof d) == 0); \
        for (i = 0; i < sizeof mem; ++i) CHECK(mem[i] == 0x5A); \
    } while (0)
    /* misuse: asserts (counted by the test build) and returns */
    CHECK_INT(gltfa_accessor_densify_size(NULL, &bytes), GLTFA_ERROR_INVALID_ARGUMENT);
    CHECK_INT(gltfa_accessor_densify_size(&b, NULL), GLTFA_ERROR_INVALID_ARGUMENT);
    DENSIFY_FAILS(NULL, &sp0, mem, sizeof mem, GLTFA_ERROR_INVALID_ARGUMENT);
    CHECK_INT(gltfa_accessor_densify(&b, &sp0, mem, sizeof mem, NULL), GLTFA_ERROR_INVALID_ARGUMENT);
    DENSIFY_FAILS(&b, &sp0, NULL, 16, GLTFA_ERROR_INVALID_ARGUMENT);
    CHECK_INT(th_assert_hits - hits, 5);
    CHECK_INT(bytes, 99);
    /* the size query's own errors */
    b.component_type = 5124;
    CHECK_INT(gltfa_accessor_densify_size(&b, &bytes), GLTFA_ERROR_UNKNOWN_COMPONENT_TYPE);
    DENSIFY_FAILS(&b, &sp0, mem, sizeof mem, GLTFA_ERROR_UNKNOWN_COMPONENT_TYPE);
    b.component_type = GLTFA_FLOAT;
    b.components = 0;
    CHECK_INT(gltfa_accessor_densify_size(&b, &bytes), GLTFA_ERROR_COMPONENT_COUNT);
    b.components = 17;
    DENSIFY_FAILS(&b, &sp0, mem, sizeof mem, GLTFA_ERROR_COMPONENT_COUNT);
    b.components = 16;
    b.count = (size_t)-1 / 64 + 1; /* x 64 bytes overflows */
    CHECK_INT(gltfa_accessor_densify_size(&b, &bytes), GLTFA_ERROR_SIZE_OVERFLOW);
    DENSIFY_FAILS(&b, &sp0, mem, sizeof mem, GLTFA_ERROR_SIZE_OVERFLOW);
    b.count = (size_t)-1 / 64; /* fits as a packed size; as a strided span it does not */
    b.byte_stride = 128;
    DENSIFY_FAILS(&b, &sp0, mem, sizeof mem, GLTFA_ERROR_SIZE_OVERFLOW);
    CHECK_INT(bytes, 99);
    gltfa_accessor_init(&b, base, 4, GLTFA_FLOAT, 1);
    b.byte_stride = 3;
    DENSIFY_FAILS(&b, &sp0, mem, sizeof mem, GLTFA_ERROR_STRIDE);
    b.byte_stride = 0;
    b.byte_length = 15;
    DENSIFY_FAILS(&b, &sp0, mem, sizeof mem, GLTFA_ERROR_DATA_TOO_SHORT);
    b.byte_length = 16;
    DENSIFY_FAILS(&b, &sp0, mem, 15, GLTFA_ERROR_MEMORY_TOO_SMALL);
    DENSIFY_FAILS(&b, NULL, mem, 15, GLTFA_ERROR_MEMORY_TOO_SMALL);
    /* the sparse part */
    sp = sp0; sp.count = 0;
    DENSIFY_FAILS(&b, &sp, mem, sizeof mem, GLTFA_ERROR_SPARSE_COUNT);
    sp = sp0; sp.count = 5; /* more than the accessor's 4 */
    DENSIFY_FAILS(&b, &sp, mem, sizeof mem, GLTFA_ERROR_SPARSE_COUNT);
    sp = sp0; sp.indices_component_type = GLTFA_BYTE;
    DENSIFY_FAILS(&b, &sp, mem, sizeof mem, GLTFA_ERROR_SPARSE_INDEX_TYPE);
    sp.indices_component_type = GLTFA_FLOAT;
    DENSIFY_FAILS(&b, &sp, mem, sizeof mem, GLTFA_ERROR_SPARSE_INDEX_TYPE);
    sp.indices_component_type = 3; /* cgltf's own enum for UNSIGNED_SHORT is not a glTF code */
    DENSIFY_FAILS(&b, &sp, mem, sizeof mem, GLTFA_ERROR_SPARSE_INDEX_TYPE);
    sp = sp0; sp.indices = NULL;
    DENSIFY_FAILS(&b, &sp, mem, sizeof mem, GLTFA_ERROR_NULL_DATA);
    sp = sp0; sp.values = NULL;
    DENSIFY_FAILS(&b, &sp, mem, sizeof mem, GLTFA_ERROR_NULL_DATA);
    sp = sp0; sp.indices_byte_length = 1; /* 2 indices of 1 byte */
    DENSIFY_FAILS(&b, &sp, mem, sizeof mem, GLTFA_ERROR_DATA_TOO_SHORT);
    sp.indices_byte_length = 2;
    sp.values_byte_length = 7; /* 2 floats */
    DENSIFY_FAILS(&b, &sp, mem, sizeof mem, GLTFA_ERROR_DATA_TOO_SHORT);
    sp.values_byte_length = 8;
    CHECK_INT(gltfa_accessor_densify(&b, &sp, mem, sizeof mem, &d), GLTFA_SUCCESS); /* at the bounds */
    put_index(idx, GLTFA_UNSIGNED_BYTE, 1, 4); /* == count */
    DENSIFY_FAILS(&b, &sp0, mem, sizeof mem, GLTFA_ERROR_SPARSE_INDEX_RANGE);
    put_index(idx, GLTFA_UNSIGNED_BYTE, 1, 255);
    DENSIFY_FAILS(&b, &sp0, mem, sizeof mem, GLTFA_ERROR_SPARSE_INDEX_RANGE);
    put_index(idx, GLTFA_UNSIGNED_BYTE, 1, 0); /* equal to the previous */
    DENSIFY_FAILS(&b, &sp0, mem, sizeof mem, GLTFA_ERROR_SPARSE_NOT_INCREASING);
    idx[0] = 3; idx[1] = 1; /* decreasing */
    DENSIFY_FAILS(&b, &sp0, mem, sizeof mem, GLTFA_ERROR_SPARSE_NOT_INCREASING);
    /* the first bad index decides: a range error after a decrease is NOT_INCREASING */
    sp = sp0; sp.count = 3; idx[0] = 2; idx[1] = 1; idx[2] = 200;
    DENSIFY_FAILS(&b, &sp, mem, sizeof mem, GLTFA_ERROR_SPARSE_NOT_INCREASING);
    /* 32-bit indices: 0xFFFFFFFF is out of range, never wrapped */
    sp = sp0; sp.indices_component_type = GLTFA_UNSIGNED_INT; sp.count = 1;
    put_index(idx, GLTFA_UNSIGNED_INT, 0, 0xFFFFFFFFUL);
    DENSIFY_FAILS(&b, &sp, mem, sizeof mem, GLTFA_ERROR_SPARSE_INDEX_RANGE);
    /* no keys at all: a sparse part cannot fit, none is fine (sampler_init then refuses) */
    b.count = 0;
    DENSIFY_FAILS(&b, &sp0, mem, sizeof mem, GLTFA_ERROR_SPARSE_COUNT);
    CHECK_INT(gltfa_accessor_densify(&b, NULL, NULL, 0, &d), GLTFA_SUCCESS);
    CHECK_INT(d.count, 0);
    CHECK_INT(th_assert_hits - hits, 5); /* data errors never assert */
#undef DENSIFY_FAILS
}

/* Hostile inputs: random component types (valid and not), components, counts, strides,
   byte lengths (true, short, unchecked), sparse counts that lie, random index bytes of
   random types, values and memory in exact-size heap blocks. No crash, no read outside
   (AddressSanitizer in make check); on success the dense bytes are exactly the glTF rule
   applied by hand; on failure memory and dense are untouched. */
void test_sparse_hostile_loop(void)
{
    static const int cts[8] = { 5120, 5121, 5122, 5123, 5125, 5126, 5124, 0 };
    static const int its[5] = { 5121, 5123, 5125, 5120, 5126 };
    th_rng rng;
    long iter, ok = 0, refused = 0;
    th_rng_seed(&rng, 20261202UL);
    for (iter = 0; iter < 20000; ++iter) {
        gltfa_accessor b, d, d0;
        gltfa_sparse sp;
        int ct = cts[th_rng_int(&rng, 0, 7)], comps = th_rng_int(&rng, 0, 17);
        int ict = its[th_rng_int(&rng, 0, 4)];
        size_t csize = (ct == 5120 || ct == 5121) ? 1 : (ct == 5122 || ct == 5123) ? 2 : 4;
        size_t count = (size_t)th_rng_int(&rng, 0, 40), esize = csize * (size_t)(comps > 0 ? comps : 1);
        size_t stride = th_rng_int(&rng, 0, 3) == 0 ? 0 : (size_t)th_rng_int(&rng, 0, 80);
        size_t real_stride = stride ? stride : esize, span, base_bytes, scount, ib, vb, mb, i, j;
        size_t isize = ict == 5121 ? 1 : ict == 5123 ? 2 : 4, need = count * esize;
        unsigned char *base, *idx, *vals, *mem, *want;
        int no_base = th_rng_int(&rng, 0, 4) == 0, use_sparse = th_rng_int(&rng, 0, 5) != 0;
        gltfa_result r;
        span = count ? (count - 1) * real_stride + esize : 0;
        base_bytes = span + (size_t)th_rng_int(&rng, 0, 1) * 3;
        /* short blocks stay >= 1 byte: a byte length of 0 would mean "unchecked" */
        if (th_rng_int(&rng, 0, 5) == 0 && base_bytes > 1) base_bytes -= (size_t)th_rng_int(&rng, 1, (int)(base_bytes - 1 < 8 ? base_bytes - 1 : 8));
        scount = (size_t)th_rng_int(&rng, 0, (int)count + 2);
        ib = scount * isize; vb = scount * esize;
        if (th_rng_int(&rng, 0, 4) == 0 && ib > 1) ib -= 1;
        if (th_rng_int(&rng, 0, 4) == 0 && vb > 1) vb -= 1;
        mb = need;
        if (th_rng_int(&rng, 0, 8) == 0 && mb > 0) mb -= 1;
        base = (unsigned char *)malloc(base_bytes ? base_bytes : 1);
        idx = (unsigned char *)malloc(ib ? ib : 1);
        vals = (unsigned char *)malloc(vb ? vb : 1);
        mem = (unsigned char *)malloc(mb ? mb : 1);
        want = (unsigned char *)malloc(need ? need : 1);
        for (i = 0; i < base_bytes; ++i) base[i] = (unsigned char)th_rng_u32(&rng);
        for (i = 0; i < vb; ++i) vals[i] = (unsigned char)th_rng_u32(&rng);
        /* indices: mostly increasing and in range, sometimes not */
        {
            unsigned long at = (unsigned long)th_rng_int(&rng, 0, 2);
            int mode = th_rng_int(&rng, 0, 5);
            for (i = 0; i < ib / isize; ++i) {
                unsigned long v = mode == 0 ? th_rng_u32(&rng) : at;
                if (mode == 1 && i == ib / isize / 2) v = at > 0 ? at - 1 : 0;
                put_index(idx, ict, i, v);
                at += (unsigned long)th_rng_int(&rng, 1, 2);
            }
            for (i = (ib / isize) * isize; i < ib; ++i) idx[i] = (unsigned char)th_rng_u32(&rng);
        }
        gltfa_accessor_init(&b, no_base ? NULL : base, count, ct, comps);
        b.normalized = th_rng_int(&rng, 0, 1);
        b.byte_stride = stride;
        b.byte_length = th_rng_int(&rng, 0, 3) == 0 ? 0 : base_bytes;
        if (b.byte_length == 0 && !no_base && base_bytes < span) b.byte_length = base_bytes ? base_bytes : 1;
        memset(&sp, 0, sizeof sp);
        sp.count = scount;
        sp.indices = idx;
        sp.indices_component_type = ict;
        sp.indices_byte_length = ib ? ib : 1;
        sp.values = vals;
        sp.values_byte_length = vb ? vb : 1;
        for (i = 0; i < mb; ++i) mem[i] = 0xC3;
        memset(&d0, 0x11, sizeof d0);
        d = d0;
        r = gltfa_accessor_densify(&b, use_sparse ? &sp : NULL, mem, mb, &d);
        if (r == GLTFA_SUCCESS) {
            int good = 1;
            ++ok;
            /* the rule by hand: base elements or zeros, then substitutions */
            for (i = 0; i < count; ++i)
                for (j = 0; j < esize; ++j) want[i * esize + j] = no_base ? 0 : base[i * real_stride + j];
            if (use_sparse)
                for (i = 0; i < scount; ++i) {
                    unsigned long at = get_index(idx, ict, i);
                    good &= at < count && (i == 0 || at > get_index(idx, ict, i - 1));
                    if (at < count) memcpy(want + at * esize, vals + i * esize, esize);
                }
            CHECK(good);
            CHECK(need <= mb);
            CHECK(d.data == (const void *)mem && d.count == count && d.byte_stride == 0 &&
                  d.byte_length == need && d.component_type == ct && d.components == comps);
            CHECK(memcmp(mem, want, need) == 0);
        } else {
            ++refused;
            CHECK(memcmp(&d, &d0, sizeof d) == 0);
            for (i = 0; i < mb; ++i) if (mem[i] != 0xC3) break;
            CHECK(i == mb);
        }
        free(base); free(idx); free(vals); free(mem); free(want);
    }
    CHECK(ok > 1000 && refused > 1000);
}
