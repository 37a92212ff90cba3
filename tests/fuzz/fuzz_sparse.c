/* fuzz_sparse.c - libFuzzer target for gltfa_accessor_densify_size / gltfa_accessor_densify:
   fuzzed base accessor (component type, components, count, stride, byte_length true / short /
   unchecked, no data), fuzzed sparse part (count, index type, index and value bytes, byte
   lengths) and memory sizes. Base, indices, values and memory are exact-size heap blocks,
   so AddressSanitizer sees any access outside them. Asserts: on success the dense bytes are
   the glTF rule applied here (base elements or zeros, then the substitutions, indices
   strictly increasing and below count) and dense describes them; on failure memory and
   dense are untouched; a densified accessor then goes through gltfa_sampler_init as VECTOR.
   Build: clang -g -O1 -fsanitize=fuzzer,address,undefined tests/fuzz/fuzz_sparse.c */
#define GLTF_ANIM_IMPLEMENTATION
#include "../../gltf_anim.h"
#include <stdlib.h>
#include <string.h>

static const int types[8] = { 5126, 5120, 5121, 5122, 5123, 5125, 5124, 0 };
static const int index_types[4] = { 5121, 5123, 5125, 5122 };

static size_t take(const unsigned char **p, size_t *n)
{
    size_t v = 0;
    if (*n > 0) { v = **p; ++*p; --*n; }
    return v;
}

static unsigned long index_at(const unsigned char *p, size_t isize, size_t k)
{
    if (isize == 1) return p[k];
    if (isize == 2) return (unsigned long)p[2 * k] | ((unsigned long)p[2 * k + 1] << 8);
    return (unsigned long)p[4 * k] | ((unsigned long)p[4 * k + 1] << 8) |
           ((unsigned long)p[4 * k + 2] << 16) | ((unsigned long)p[4 * k + 3] << 24);
}

static unsigned char *copy(const unsigned char **p, size_t *n, size_t bytes)
{
    unsigned char *b = (unsigned char *)malloc(bytes ? bytes : 1);
    size_t i;
    for (i = 0; i < bytes; ++i) b[i] = (unsigned char)take(p, n);
    return b;
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size);

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
    const unsigned char *p = data;
    size_t n = size, count, stride, esize, csize, span, base_bytes, scount, isize, ib, vb, mb, i, j, flags;
    int ct, comps, ict, normalized, no_base, no_sparse;
    unsigned char *base, *idx, *vals, *mem, *want;
    gltfa_accessor b, d, d0;
    gltfa_sparse sp;
    gltfa_result r;
    ct = types[take(&p, &n) % 8];
    comps = (int)(take(&p, &n) % 18);
    count = take(&p, &n) % 64;
    stride = take(&p, &n) % 96;
    flags = take(&p, &n);
    normalized = (int)(flags & 1u);
    no_base = (flags & 2u) != 0;
    no_sparse = (flags & 4u) != 0;
    ict = index_types[(flags >> 3) & 3u];
    csize = (ct == 5120 || ct == 5121) ? 1 : (ct == 5122 || ct == 5123) ? 2 : 4;
    esize = csize * (size_t)(comps > 0 ? comps : 1);
    span = count ? (count - 1) * (stride ? stride : esize) + esize : 0;
    base_bytes = span;
    /* short blocks stay >= 1 byte: a byte length of 0 would mean "unchecked" */
    if ((flags & 0x20u) && base_bytes > 1) base_bytes -= 1 + take(&p, &n) % (base_bytes - 1);
    scount = take(&p, &n) % 70;
    isize = ict == 5121 ? 1 : ict == 5123 ? 2 : 4;
    ib = scount * isize;
    vb = scount * esize;
    if ((flags & 0x40u) && ib > 1) ib -= 1;
    if ((flags & 0x80u) && vb > 1) vb -= 1;
    mb = count * esize;
    if ((take(&p, &n) & 7u) == 0 && mb > 0) mb -= 1;
    base = copy(&p, &n, base_bytes);
    idx = copy(&p, &n, ib);
    vals = copy(&p, &n, vb);
    mem = (unsigned char *)malloc(mb ? mb : 1);
    want = (unsigned char *)malloc((count * esize) != 0 ? count * esize : 1);
    memset(mem, 0xC3, mb);
    gltfa_accessor_init(&b, no_base ? NULL : base, count, ct, comps);
    b.normalized = normalized;
    b.byte_stride = stride;
    b.byte_length = base_bytes ? base_bytes : 1; /* always bounded: the block is exact */
    memset(&sp, 0, sizeof sp);
    sp.count = scount;
    sp.indices = idx;
    sp.indices_component_type = ict;
    sp.indices_byte_length = ib ? ib : 1;
    sp.values = vals;
    sp.values_byte_length = vb ? vb : 1;
    memset(&d0, 0x11, sizeof d0);
    d = d0;
    r = gltfa_accessor_densify(&b, no_sparse ? NULL : &sp, mem, mb, &d);
    if (r == GLTFA_SUCCESS) {
        size_t real_stride = stride ? stride : esize;
        if (d.data != (const void *)mem || d.count != count || d.byte_stride != 0 ||
            d.byte_length != count * esize || d.component_type != ct || d.components != comps ||
            d.normalized != normalized || mb < count * esize)
            abort();
        for (i = 0; i < count; ++i)
            for (j = 0; j < esize; ++j) want[i * esize + j] = no_base ? 0 : base[i * real_stride + j];
        if (!no_sparse)
            for (i = 0; i < scount; ++i) {
                unsigned long at = index_at(idx, isize, i);
                if (at >= count || (i > 0 && at <= index_at(idx, isize, i - 1))) abort();
                memcpy(want + at * esize, vals + i * esize, esize);
            }
        if (count * esize != 0 && memcmp(want, mem, count * esize) != 0) abort();
        if (count > 0) { /* the dense view is a valid sampler output */
            static const unsigned char t0[4] = { 0, 0, 0, 0 };
            gltfa_accessor in;
            gltfa_sampler s;
            float out[16];
            gltfa_accessor_init(&in, t0, 1, GLTFA_FLOAT, 1);
            d.count = 1;
            d.byte_length = esize;
            if (gltfa_sampler_init(&s, &in, &d, GLTFA_INTERP_STEP, GLTFA_PROPERTY_VECTOR) == GLTFA_SUCCESS)
                gltfa_sampler_sample(&s, 0.0f, out, 16);
        }
    } else {
        if (memcmp(&d, &d0, sizeof d) != 0) abort();
        for (i = 0; i < mb; ++i)
            if (mem[i] != 0xC3) abort();
    }
    free(base);
    free(idx);
    free(vals);
    free(mem);
    free(want);
    return 0;
}
