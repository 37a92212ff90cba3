/* test_impl.c - the translation unit that holds the implementation for the test runner
   (the other test files include only the declarations, so the runner is also a
   two-translation-unit link test). Its GLTFA_ASSERT counts misuse instead of aborting, so
   tests can check that misuse asserts and still returns an error. White-box tests of the
   private decoders live here. */
/* On Windows <windows.h> comes first, whole (no WIN32_LEAN_AND_MEAN), as in a typical
   application's unity build: the implementation must compile after every macro it defines
   (min, max, near, far, interface, ERROR, IN, OUT, ...), as C and as C++ (make test-win64).
   mingw-w64's does not define `small` as the SDK's <rpcndr.h> does: make pollution has it. */
#ifdef _WIN32
#include <windows.h>
#endif
#include "harness.h"
#include "test_list.h"
#include <string.h>

int th_assert_hits = 0;
static void th_assert_hit(void) { ++th_assert_hits; }
#define GLTFA_ASSERT(x) ((x) ? (void)0 : th_assert_hit())
#define GLTF_ANIM_IMPLEMENTATION
#include "../gltf_anim.h"


/* The decode kind the component-type table gives a glTF code, plain or normalized. */
#define KIND(code, norm) (gltfa__ctypes[gltfa__ctype_row(code)].decode | ((norm) ? GLTFA__D_NORM : 0u))
#define S8N KIND(GLTFA_BYTE, 1)
#define U8N KIND(GLTFA_UNSIGNED_BYTE, 1)
#define S16N KIND(GLTFA_SHORT, 1)
#define U16N KIND(GLTFA_UNSIGNED_SHORT, 1)

/* Every code of the four normalized types decodes to the specification's double formula
   rounded to float, bit for bit; -128 and -32768 give exactly -1, the maxima exactly 1. */
void test_decode_normalized_exhaustive(void)
{
    static const int types[4] = { GLTFA_BYTE, GLTFA_UNSIGNED_BYTE, GLTFA_SHORT, GLTFA_UNSIGNED_SHORT };
    unsigned kinds[4];
    int i, bad = 0;
    long c, lo, hi;
    unsigned char p[4] = { 0, 0, 0, 0 }; /* 4: gcc -O3 sees the decoder's 4-byte paths */
    for (i = 0; i < 4; ++i) kinds[i] = KIND(types[i], 1);
    for (i = 0; i < 4; ++i) {
        size_t size = th_component_size(types[i]);
        lo = (types[i] == GLTFA_BYTE) ? -128 : (types[i] == GLTFA_SHORT ? -32768L : 0);
        hi = size == 1 ? lo + 255 : lo + 65535L;
        for (c = lo; c <= hi; ++c) {
            float want = (float)th_dequant(types[i], 1, c);
            float got;
            th_put_component(p, types[i], (double)c);
            got = gltfa__decode(kinds[i], p);
            if (memcmp(&got, &want, sizeof got) != 0) { /* NOLINT(bugprone-suspicious-memory-comparison,cert-exp42-c,cert-flp37-c): bit equality is the point */
                if (bad++ < 5) CHECK_BITS(got, want);
            }
        }
    }
    CHECK_INT(bad, 0);
    p[0] = 0x80; CHECK_BITS(gltfa__decode(S8N, p), -1.0f);          /* -128 */
    p[0] = 0x81; CHECK_BITS(gltfa__decode(S8N, p), -1.0f);          /* -127 */
    p[0] = 0x7F; CHECK_BITS(gltfa__decode(S8N, p), 1.0f);           /* 127 */
    p[0] = 0xFF; CHECK_BITS(gltfa__decode(U8N, p), 1.0f);           /* 255 */
    p[0] = 0x00; p[1] = 0x80; CHECK_BITS(gltfa__decode(S16N, p), -1.0f); /* -32768 */
    p[0] = 0xFF; p[1] = 0x7F; CHECK_BITS(gltfa__decode(S16N, p), 1.0f);  /* 32767 */
    p[0] = 0xFF; p[1] = 0xFF; CHECK_BITS(gltfa__decode(U16N, p), 1.0f);  /* 65535 */
    p[0] = 0x00; p[1] = 0x00; CHECK_BITS(gltfa__decode(S16N, p), 0.0f);
}

/* gltfa__decode_n (the LINEAR kernel's decoder of whole elements, in lanes where the
   platform has them) gives every code of every integer type the bits of the specification's
   formula: the normalized ones as above, the plain ones the equal float. All the codes of a
   type in one call, then in calls of 1 .. 9 components from odd starts (the lanes' tails),
   and with a stride of 3 components (a component of every third). Not in core builds (-Os,
   GLTFA_NO_FAST) and
   GLTFA_ONLY_FLOAT builds, which have no such decoder. */
#if defined(GLTFA__FAST) && !defined(GLTFA_ONLY_FLOAT)
static unsigned char decode_n_codes[65536 * 2];
static float decode_n_out[65536];
#endif
void test_decode_n_every_code(void)
{
#if defined(GLTFA__FAST) && !defined(GLTFA_ONLY_FLOAT)
    static const int types[4] = { GLTFA_BYTE, GLTFA_UNSIGNED_BYTE, GLTFA_SHORT, GLTFA_UNSIGNED_SHORT };
    int i, norm, bad = 0;
    long c, lo, hi, n, start, len;
    for (i = 0; i < 4; ++i)
        for (norm = 0; norm < 2; ++norm) {
            size_t size = th_component_size(types[i]);
            int row = gltfa__ctype_row(types[i]);
            unsigned kind;
            CHECK(row >= 0);
            if (row < 0) continue;
            kind = gltfa__ctypes[row].decode | (norm ? GLTFA__D_NORM : 0u);
            lo = (types[i] == GLTFA_BYTE) ? -128 : (types[i] == GLTFA_SHORT ? -32768L : 0);
            hi = size == 1 ? lo + 255 : lo + 65535L;
            n = hi - lo + 1;
            for (c = lo; c <= hi; ++c)
                th_put_component(decode_n_codes + (size_t)(c - lo) * size, types[i], (double)c);
#define DECODE_N_CHECK(first, count, stride) do { \
        long j_; \
        gltfa__decode_n(kind, decode_n_codes + (size_t)(first) * size, (stride) * size, \
                        decode_n_out, (size_t)(count)); \
        for (j_ = 0; j_ < (count); ++j_) { \
            float want_ = (float)th_dequant(types[i], norm, lo + (first) + j_ * (long)(stride)); \
            if (memcmp(&decode_n_out[j_], &want_, sizeof want_) != 0 && bad++ < 5) /* NOLINT(bugprone-suspicious-memory-comparison,cert-exp42-c,cert-flp37-c) */ \
                CHECK_BITS(decode_n_out[j_], want_); \
        } \
    } while (0)
            DECODE_N_CHECK(0, n, 1);
            for (len = 1; len <= 9; ++len)
                for (start = 1; start + len <= n && start < 200; start += 37) DECODE_N_CHECK(start, len, 1);
            DECODE_N_CHECK(1, n / 3, 3);
#undef DECODE_N_CHECK
        }
    CHECK_INT(bad, 0);
#endif
}

/* Non-normalized integers convert to the equal float; floats decode from little-endian
   bytes at any alignment. */
void test_decode_integers_and_floats(void)
{
    unsigned char buf[16];
    int off;
    memset(buf, 0, sizeof buf);
    buf[0] = 0x80; CHECK_BITS(gltfa__decode(KIND(GLTFA_BYTE, 0), buf), -128.0f);
    buf[0] = 0xFF; CHECK_BITS(gltfa__decode(KIND(GLTFA_UNSIGNED_BYTE, 0), buf), 255.0f);
    buf[0] = 0x00; buf[1] = 0x80; CHECK_BITS(gltfa__decode(KIND(GLTFA_SHORT, 0), buf), -32768.0f);
    buf[0] = 0xFF; buf[1] = 0xFF; CHECK_BITS(gltfa__decode(KIND(GLTFA_UNSIGNED_SHORT, 0), buf), 65535.0f);
    buf[0] = 0x01; buf[1] = 0x00; buf[2] = 0x00; buf[3] = 0x01;
    CHECK_BITS(gltfa__decode(KIND(GLTFA_UNSIGNED_INT, 0), buf), 16777217.0f); /* rounds to 16777216 */
    CHECK_BITS(gltfa__decode(KIND(GLTFA_UNSIGNED_INT, 0), buf), 16777216.0f);
    /* 1.5f is 0x3FC00000: bytes 00 00 C0 3F, at every offset */
    for (off = 0; off < 8; ++off) {
        buf[off] = 0x00; buf[off + 1] = 0x00; buf[off + 2] = 0xC0; buf[off + 3] = 0x3F;
        CHECK_BITS(gltfa__decode(KIND(GLTFA_FLOAT, 0), buf + off), 1.5f);
        th_put_f32(buf + off, -0.0f);
        CHECK_BITS(gltfa__decode(KIND(GLTFA_FLOAT, 0), buf + off), -0.0f);
        CHECK_INT(buf[off + 3], 0x80);
    }
    /* non-finite detection on the bits */
    buf[0] = 0x00; buf[1] = 0x00; buf[2] = 0x80; buf[3] = 0x7F; /* +inf */
    CHECK(!gltfa__finite(gltfa__f32le(buf)));
    buf[2] = 0xC0; /* NaN */
    CHECK(!gltfa__finite(gltfa__f32le(buf)));
    buf[3] = 0x7E; /* finite */
    CHECK(gltfa__finite(gltfa__f32le(buf)));
}
