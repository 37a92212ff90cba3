/* hostile.c - hostile inputs through a fuzz target without libFuzzer: each FILE as it is,
   then its truncations (every length for a file up to 4 KiB, else 512 lengths spread over
   it and the first 64) and MUTATIONS mutated copies (a seeded xorshift, the same inputs on
   every run): a bit flipped, a byte set to 0, 0xFF or anything, 4 bytes set to a huge
   count, a NaN, an infinity or -1.0f, an ASCII digit changed, a run of digits inserted
   (counts and offsets of a .gltf grow), a span of the file deleted or repeated. Built with
   a fuzz target (tests/fuzz/fuzz_cgltf.c, fuzz_tinygltf.cpp) under ASan+UBSan with
   -fno-sanitize-recover=all: a crash, a sanitizer report or a NaN (the targets abort on one)
   stops the run. An input slower than HOSTILE_SLOW_MS (2000) is a hang: reported, exit 1.
   Usage: hostile NAME MUTATIONS FILE...; prints one line:
   "hostile NAME: N inputs (F files, T truncations, M mutations), slowest S ms: no crash, no
   sanitizer report, no hang, no NaN". */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#ifdef __cplusplus
extern "C"
#endif
int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size);

#define HOSTILE_SLOW_MS 2000.0

static unsigned long rng_state = 88172645UL;

static unsigned long rng(void)
{
    unsigned long x = rng_state & 0xFFFFFFFFUL;
    x ^= (x << 13) & 0xFFFFFFFFUL;
    x ^= x >> 17;
    x ^= (x << 5) & 0xFFFFFFFFUL;
    rng_state = x;
    return x;
}

static double slowest = 0.0;
static const char *slowest_what = "";
static long hangs = 0;

/* One input through the target, timed. */
static void run(const unsigned char *data, size_t size, const char *file, const char *what)
{
    clock_t t0 = clock();
    double ms;
    LLVMFuzzerTestOneInput(data, size);
    ms = 1000.0 * (double)(clock() - t0) / CLOCKS_PER_SEC;
    if (ms > slowest) {
        slowest = ms;
        slowest_what = what;
    }
    if (ms > HOSTILE_SLOW_MS) {
        fprintf(stderr, "hostile: %s (%s, %lu bytes): %.0f ms: a hang\n", file, what, (unsigned long)size, ms);
        ++hangs;
    }
}

static unsigned char *read_file(const char *path, size_t *size)
{
    FILE *fp = fopen(path, "rb");
    unsigned char *buf;
    long n;
    if (fp == NULL) return NULL;
    if (fseek(fp, 0, SEEK_END) != 0 || (n = ftell(fp)) < 0 || fseek(fp, 0, SEEK_SET) != 0) {
        fclose(fp);
        return NULL;
    }
    buf = (unsigned char *)malloc((size_t)n + 1);
    if (buf != NULL && fread(buf, 1, (size_t)n, fp) != (size_t)n) {
        free(buf);
        buf = NULL;
    }
    fclose(fp);
    *size = (size_t)n;
    return buf;
}

/* A mutated copy of data into out (room for size + 64 bytes); returns its size. */
static size_t mutate(const unsigned char *data, size_t size, unsigned char *out)
{
    static const unsigned long words[5] = { 0x7FFFFFFFUL, 0xFFFFFFFFUL, 0x7FC00000UL, 0x7F800000UL, 0xBF800000UL };
    size_t at = size ? (size_t)(rng() % size) : 0, n = size, k, len;
    unsigned long w;
    memcpy(out, data, size);
    if (size == 0) return 0;
    switch (rng() % 8) {
    case 0: out[at] ^= (unsigned char)(1u << (rng() % 8)); break;
    case 1: out[at] = (unsigned char)(rng() % 3 == 0 ? 0x00 : rng() % 2 ? 0xFF : rng() & 0xFF); break;
    case 2: /* a little-endian word: a count, a NaN, an infinity, -1.0f */
        w = words[rng() % 5];
        for (k = 0; k < 4 && at + k < size; ++k) out[at + k] = (unsigned char)(w >> (8 * k));
        break;
    case 3: /* an ASCII digit changed (a count, an index, an offset of the JSON) */
        for (k = 0; k < size; ++k) {
            size_t j = (at + k) % size;
            if (out[j] >= '0' && out[j] <= '9') {
                out[j] = (unsigned char)('0' + rng() % 10);
                break;
            }
        }
        break;
    case 4: /* digits inserted after a digit: 12 -> 1299999 */
        for (k = 0; k < size; ++k) {
            size_t j = (at + k) % size;
            if (out[j] >= '0' && out[j] <= '9') {
                len = 1 + rng() % 8;
                memmove(out + j + 1 + len, out + j + 1, size - j - 1);
                memset(out + j + 1, '9', len);
                n = size + len;
                break;
            }
        }
        break;
    case 5: /* a span deleted */
        len = 1 + rng() % 32;
        if (len > size - at) len = size - at;
        memmove(out + at, out + at + len, size - at - len);
        n = size - len;
        break;
    case 6: /* a span repeated */
        len = 1 + rng() % 32;
        if (len > size - at) len = size - at;
        memmove(out + at + len, out + at, size - at);
        n = size + len;
        break;
    default: /* two bits flipped far apart */
        out[at] ^= (unsigned char)(1u << (rng() % 8));
        out[rng() % size] ^= (unsigned char)(1u << (rng() % 8));
        break;
    }
    return n;
}

int main(int argc, char **argv)
{
    long mutations, files = 0, truncations = 0, mutated = 0, m;
    int i;
    if (argc < 4) {
        fprintf(stderr, "usage: hostile NAME MUTATIONS FILE...\n");
        return 2;
    }
    mutations = atol(argv[2]);
    for (i = 3; i < argc; ++i) {
        size_t size = 0, len, step;
        unsigned char *data = read_file(argv[i], &size), *out;
        if (data == NULL) {
            fprintf(stderr, "hostile: cannot read %s\n", argv[i]);
            return 2;
        }
        out = (unsigned char *)malloc(size + 64);
        if (out == NULL) return 2;
        run(data, size, argv[i], "as it is");
        ++files;
        step = size <= 4096 ? 1 : size / 512;
        for (len = 0; len < size; len += (len < 64 ? 1 : step)) {
            unsigned char *prefix = (unsigned char *)malloc(len ? len : 1); /* its own block: */
            if (prefix == NULL) return 2;          /* ASan sees a read past the prefix */
            memcpy(prefix, data, len);
            run(prefix, len, argv[i], "truncated");
            free(prefix);
            ++truncations;
        }
        for (m = 0; m < mutations; ++m) {
            size_t n = mutate(data, size, out);
            unsigned char *copy = (unsigned char *)malloc(n + 1);
            if (copy == NULL) return 2;
            memcpy(copy, out, n);
            run(copy, n, argv[i], "mutated");
            free(copy);
            ++mutated;
        }
        free(out);
        free(data);
    }
    printf("hostile %s: %ld inputs (%ld files, %ld truncations, %ld mutations), slowest %.0f ms (%s): "
           "no crash, no sanitizer report, %s, no NaN\n",
           argv[1], files + truncations + mutated, files, truncations, mutated, slowest, slowest_what,
           hangs ? "HANGS" : "no hang");
    return hangs ? 1 : 0;
}
