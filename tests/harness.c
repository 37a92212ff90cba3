/* harness.c - check recording, random numbers and byte writers for the tests. */
#include "harness.h"
#include <stdio.h>
#include <string.h>

int th_checks_failed = 0;
int th_skipped = 0;
int th_sub_passed = 0;
int th_sub_failed = 0;
static int th_fail_prints = 0;

void th_check(int ok, const char *expr, const char *file, int line)
{
    if (ok) return;
    ++th_checks_failed;
    if (th_fail_prints++ < 200) printf("    check failed: %s:%d: %s\n", file, line, expr);
}

void th_check_near(double got, double want, double tol, const char *expr, const char *file,
                   int line)
{
    double d = got - want;
    if (d < 0) d = -d;
    if (d <= tol && th_isfinite(got)) return;
    ++th_checks_failed;
    if (th_fail_prints++ < 200)
        printf("    check failed: %s:%d: %s: got %.9g want %.9g (tol %.3g)\n", file, line, expr,
               got, want, tol);
}

void th_check_bits(float got, float want, const char *expr, const char *file, int line)
{
    if (memcmp(&got, &want, sizeof got) == 0) return;
    ++th_checks_failed;
    if (th_fail_prints++ < 200)
        printf("    check failed: %s:%d: %s: got %.9g want %.9g (bits differ)\n", file, line,
               expr, (double)got, (double)want);
}

void th_check_int(long got, long want, const char *expr, const char *file, int line)
{
    if (got == want) return;
    ++th_checks_failed;
    if (th_fail_prints++ < 200)
        printf("    check failed: %s:%d: %s: got %ld want %ld\n", file, line, expr, got, want);
}

/* The reasons of this run's skips, each with its count, for the runner's closing lines. */
#define TH_MAX_SKIPS 32
static struct { int n; char why[300]; } th_skips[TH_MAX_SKIPS];
static int th_skip_lines = 0;
int th_skipped_units = 0; /* skipped tests and sub-results so far */

static void th_note_skip(int n, const char *why)
{
    int i;
    th_skipped_units += n;
    printf("  skip: %s\n", why);
    for (i = 0; i < th_skip_lines; ++i)
        if (strncmp(th_skips[i].why, why, sizeof th_skips[i].why - 1) == 0) {
            th_skips[i].n += n;
            return;
        }
    if (th_skip_lines == TH_MAX_SKIPS) { /* the last line gathers the rest */
        th_skips[TH_MAX_SKIPS - 1].n += n;
        strcpy(th_skips[TH_MAX_SKIPS - 1].why, "more reasons (see the skip: lines above)");
        return;
    }
    th_skips[th_skip_lines].n = n;
    sprintf(th_skips[th_skip_lines].why, "%.299s", why);
    ++th_skip_lines;
}

void th_skip(const char *why)
{
    th_skip_count(1, why);
}

void th_skip_count(int n, const char *why)
{
    th_skipped = 1;
    th_note_skip(n, why);
}

void th_skip_part(int n, const char *why)
{
    th_note_skip(n, why);
}

void th_print_skips(void)
{
    int i;
    for (i = 0; i < th_skip_lines; ++i) printf("skipped %d: %s\n", th_skips[i].n, th_skips[i].why);
}

void th_result(const char *name, int ok)
{
    if (ok) ++th_sub_passed;
    else ++th_sub_failed;
    printf("  %s %s\n", ok ? "ok  " : "FAIL", name);
}

void th_rng_seed(th_rng *r, unsigned long seed)
{
    r->s = (seed & 0xFFFFFFFFUL) ? (seed & 0xFFFFFFFFUL) : 0x9E3779B9UL;
}

unsigned long th_rng_u32(th_rng *r)
{
    unsigned long x = r->s;
    x ^= (x << 13) & 0xFFFFFFFFUL;
    x ^= x >> 17;
    x ^= (x << 5) & 0xFFFFFFFFUL;
    r->s = x & 0xFFFFFFFFUL;
    return r->s;
}

double th_rng_unit(th_rng *r)
{
    return (double)th_rng_u32(r) / 4294967296.0;
}

double th_rng_range(th_rng *r, double lo, double hi)
{
    return lo + (hi - lo) * th_rng_unit(r);
}

int th_rng_int(th_rng *r, int lo, int hi)
{
    return lo + (int)(th_rng_u32(r) % (unsigned long)(hi - lo + 1));
}

static unsigned long th_f32_bits(float f)
{
    unsigned char b[4];
    unsigned long u;
    memcpy(b, &f, 4);
    /* host order to value: probe the host's byte order once */
    {
        unsigned long one = 1;
        unsigned char probe[sizeof one];
        memcpy(probe, &one, sizeof one);
        if (probe[0] == 1)
            u = (unsigned long)b[0] | ((unsigned long)b[1] << 8) | ((unsigned long)b[2] << 16) |
                ((unsigned long)b[3] << 24);
        else
            u = (unsigned long)b[3] | ((unsigned long)b[2] << 8) | ((unsigned long)b[1] << 16) |
                ((unsigned long)b[0] << 24);
    }
    return u;
}

void th_put_f32(unsigned char *p, float f)
{
    unsigned long u = th_f32_bits(f);
    p[0] = (unsigned char)(u & 0xFF);
    p[1] = (unsigned char)((u >> 8) & 0xFF);
    p[2] = (unsigned char)((u >> 16) & 0xFF);
    p[3] = (unsigned char)((u >> 24) & 0xFF);
}

float th_get_f32(const unsigned char *p)
{
    unsigned long u = (unsigned long)p[0] | ((unsigned long)p[1] << 8) |
                      ((unsigned long)p[2] << 16) | ((unsigned long)p[3] << 24);
    unsigned char b[4];
    float f;
    unsigned long one = 1;
    unsigned char probe[sizeof one];
    memcpy(probe, &one, sizeof one);
    if (probe[0] == 1) {
        b[0] = (unsigned char)(u & 0xFF); b[1] = (unsigned char)((u >> 8) & 0xFF);
        b[2] = (unsigned char)((u >> 16) & 0xFF); b[3] = (unsigned char)((u >> 24) & 0xFF);
    } else {
        b[3] = (unsigned char)(u & 0xFF); b[2] = (unsigned char)((u >> 8) & 0xFF);
        b[1] = (unsigned char)((u >> 16) & 0xFF); b[0] = (unsigned char)((u >> 24) & 0xFF);
    }
    memcpy(&f, b, 4);
    return f;
}

void th_put_u16(unsigned char *p, unsigned v)
{
    p[0] = (unsigned char)(v & 0xFF);
    p[1] = (unsigned char)((v >> 8) & 0xFF);
}

size_t th_component_size(int ct)
{
    switch (ct) {
    case 5120: case 5121: return 1;
    case 5122: case 5123: return 2;
    default: return 4;
    }
}

void th_put_component(unsigned char *p, int ct, double v)
{
    long c = (ct == 5126 || ct == 5125) ? 0 : (long)v; /* no float-to-int of NaN */
    unsigned long u;
    switch (ct) {
    case 5120: p[0] = (unsigned char)((c + 256) & 0xFF); break;
    case 5121: p[0] = (unsigned char)(c & 0xFF); break;
    case 5122: th_put_u16(p, (unsigned)((c + 65536L) & 0xFFFF)); break;
    case 5123: th_put_u16(p, (unsigned)(c & 0xFFFF)); break;
    case 5125:
        u = (unsigned long)v;
        p[0] = (unsigned char)(u & 0xFF); p[1] = (unsigned char)((u >> 8) & 0xFF);
        p[2] = (unsigned char)((u >> 16) & 0xFF); p[3] = (unsigned char)((u >> 24) & 0xFF);
        break;
    default: th_put_f32(p, (float)v); break;
    }
}

double th_dequant(int ct, int normalized, long c)
{
    double f;
    if (!normalized) return (double)c;
    switch (ct) {
    case 5120: f = (double)c / 127.0; return f < -1.0 ? -1.0 : f;
    case 5121: return (double)c / 255.0;
    case 5122: f = (double)c / 32767.0; return f < -1.0 ? -1.0 : f;
    case 5123: return (double)c / 65535.0;
    default: return (double)c;
    }
}

float th_next_up(float f)
{
    unsigned char b[4];
    unsigned long u = th_f32_bits(f);
    if (f == 0.0f) u = 1; /* smallest positive subnormal */
    else if (f > 0.0f) u += 1;
    else u -= 1;
    b[0] = (unsigned char)(u & 0xFF); b[1] = (unsigned char)((u >> 8) & 0xFF);
    b[2] = (unsigned char)((u >> 16) & 0xFF); b[3] = (unsigned char)((u >> 24) & 0xFF);
    return th_get_f32(b);
}

float th_next_down(float f)
{
    return -th_next_up(-f);
}

int th_isfinite(double d)
{
    return d == d && d - d == 0.0;
}
