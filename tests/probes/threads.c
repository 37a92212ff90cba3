/* threads.c - the thread-safety claim of gltf_anim.h (MEMORY AND THREADS), under
   ThreadSanitizer: `make tsan` builds this file with -fsanitize=thread (clang, and gcc where
   its runtime is installed) and runs it. The library stays thread-free: the threads are
   this test's own (pthreads).

   What is shared, as the documentation allows:
     - the key bytes (accessors) and one array of gltfa_sampler, built once before any thread
       starts: read-only during sampling;
     - every thread samples those very gltfa_sampler structs per channel, with its own
       cursors (gltfa_sampler_sample_cursor) and without (gltfa_sampler_sample);
     - every thread plays clips, each over its own gltfa_channel array (struct copies of the
       shared samplers: the same key bytes) writing into its own destinations, with its own
       gltfa_clip_slot array; clips in lanes (LINEAR rotations of packed FLOAT keys), VEC3
       lerps, grouped inputs (a time array shared by a joint's T, R, S) and the general
       kernels (STEP, CUBICSPLINE, SHORT rotations, weights, a strided output);
     - one gltfa_channel array for the whole process, with one clip over it per thread (each
       its own slots): every thread runs gltfa_clip_init on it at once (reads only), and
       samples its clip under a mutex, since the channels hold the destinations (dest)
       and every clip over one channel array writes the same floats.
   Never shared: cursors, slots, clips; destinations only those of the shared channel array,
   under the lock.

   First a single-threaded run of every thread's work, recording every float; then the
   threads, all at once (a start gate), each comparing every float it gets with the recorded
   ones, bit for bit (the same times give the same bits). Any difference fails; under TSan
   any data race fails the run (halt_on_error=1: TSan's exit code).

   --race-control: the control for the detector. Two threads sample two clips over the one
   shared channel array without the lock (two playheads over one channel array, each clip
   sampled by one thread): they write the same destinations, so TSan must report a data
   race; `make tsan` fails if it does not (then the build is not instrumented, or the
   detector misses it).

   Usage: threads [--threads N] [--race-control]
   N defaults to 2 x the online cores (sysconf(_SC_NPROCESSORS_ONLN)), at least 2, at most
   64. Prints one line: threads, cores, channel-samples, "no race". */
#define _POSIX_C_SOURCE 200809L /* NOLINT(bugprone-reserved-identifier,cert-dcl37-c,cert-dcl51-cpp): sysconf */
#define GLTF_ANIM_IMPLEMENTATION
#include "../../gltf_anim.h"
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#if defined(__SANITIZE_THREAD__)
#define TH_TSAN 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define TH_TSAN 1
#endif
#endif
#ifndef TH_TSAN
#define TH_TSAN 0
#endif

#define KEYS ((size_t)48)   /* keys per channel, about 12 keys/s: a 4 s loop */
#define JOINTS ((size_t)8)  /* T, R, S each */
#define CHANNELS (JOINTS * 3 + 7)
#define CLIPS 3             /* clips of its own per thread: REPEAT, PINGPONG, CLAMP */
#define FRAMES ((size_t)360) /* 6 s at 60 fps, with jumps */
#define PASSES ((size_t)4)  /* the threads play the frames this many times (the cursors and
                               slots carried over), each pass compared with the recording */
#define MAX_THREADS 64
#define PARTS (CLIPS + 3) /* results per frame: the clips, cursor, no cursor, the shared array */

/* ---------------------------------------------------------------------------------------
   The shared data, built before any thread starts
   --------------------------------------------------------------------------------------- */

static float g_times[CHANNELS][KEYS];
static float g_values[CHANNELS][KEYS * 3 * 4]; /* cubic: in-tangent, value, out-tangent */
static short g_shorts[KEYS * 4];
static gltfa_sampler g_samplers[CHANNELS]; /* shared by every thread, read-only */
static size_t g_width[CHANNELS], g_offset[CHANNELS], g_floats; /* a pose: g_floats floats */
static float g_start, g_end;

static gltfa_channel g_shared_channels[CHANNELS]; /* one channel array for all threads */
static float *g_shared_pose;                       /* its destinations */
static pthread_mutex_t g_shared_lock = PTHREAD_MUTEX_INITIALIZER;
/* The start gate: every thread waits until all have arrived (a barrier, which macOS lacks). */
static pthread_mutex_t g_gate_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t g_gate_open = PTHREAD_COND_INITIALIZER;
static int g_gate_arrived, g_gate_count;

static unsigned long g_rng = 20240601UL;

static double rnd(void) /* [0, 1); main thread only */
{
    g_rng = (g_rng * 1103515245UL + 12345UL) & 0x7FFFFFFFUL;
    return (double)g_rng / 2147483648.0;
}

/* A stateless hash, for the threads' time jumps. */
static unsigned long mix(unsigned long x)
{
    x &= 0xFFFFFFFFUL;
    x ^= x >> 16;
    x = (x * 0x7FEB352DUL) & 0xFFFFFFFFUL;
    x ^= x >> 15;
    x = (x * 0x846CA68BUL) & 0xFFFFFFFFUL;
    x ^= x >> 16;
    return x;
}

static void fail(const char *what)
{
    fprintf(stderr, "threads: %s\n", what);
    exit(1);
}

static void make_times(float *t, double first)
{
    size_t k;
    for (k = 0; k < KEYS; ++k) {
        double x = first + (double)k / 12.0;
        if (k > 0 && k + 1 < KEYS) x += (rnd() * 0.2 - 0.1) / 12.0;
        t[k] = (float)x;
    }
}

/* w floats per element, `elements` elements per key (3 for cubic), `stride` floats between
   two elements; rotations (quat) a walk on the unit sphere with 5 % of the keys as -q. */
static void make_values(float *v, size_t w, size_t elements, size_t stride, int quat)
{
    double x[4];
    size_t k, e, j;
    for (j = 0; j < 4; ++j) x[j] = rnd() * 2 - 1;
    for (k = 0; k < KEYS; ++k) {
        double len = 0, s = quat && rnd() < 0.05 ? -1 : 1;
        for (j = 0; j < w; ++j) x[j] += (rnd() - 0.5) * (quat ? 0.3 : 0.4);
        if (quat) {
            for (j = 0; j < 4; ++j) len += x[j] * x[j];
            len = len > 0 ? 1.0 / sqrt(len) : 1.0;
            for (j = 0; j < 4; ++j) x[j] *= len;
        }
        for (e = 0; e < elements; ++e)
            for (j = 0; j < w; ++j) {
                double y = x[j] * s;
                if (elements == 3 && e != 1) y = (rnd() - 0.5) * 0.5; /* tangents */
                v[(k * elements + e) * stride + j] = (float)y;
            }
    }
}

static void init_sampler(size_t c, const float *times, const void *values, size_t count,
                         int type, int comps, size_t stride_bytes, int normalized,
                         gltfa_interp interp, gltfa_property property)
{
    gltfa_accessor in, out;
    gltfa_accessor_init(&in, times, KEYS, GLTFA_FLOAT, 1);
    gltfa_accessor_init(&out, values, count, type, comps);
    out.byte_stride = stride_bytes;
    out.normalized = normalized;
    if (gltfa_sampler_init(&g_samplers[c], &in, &out, interp, property) != GLTFA_SUCCESS ||
        gltfa_sampler_check(&g_samplers[c], NULL) != GLTFA_SUCCESS)
        fail("a sampler was rejected");
}

/* Channels 0 .. 23: joints 0-3 each channel its own time array, joints 4-7 one time
   array per joint (T, R, S: one input). 24: STEP VEC3; 25: CUBICSPLINE VEC3; 26:
   CUBICSPLINE rotation; 27: SHORT normalized rotation; 28: weights x4; 29: VEC3 with a
   16-byte stride; 30: a rotation over channel 0's time array. */
static void build(void)
{
    size_t c, j, k;
    for (j = 0; j < JOINTS; ++j)
        for (k = 0; k < 3; ++k) {
            c = j * 3 + k;
            if (j < 4 || k == 0) make_times(g_times[c], j < 4 ? 0.0 : 0.02 * (double)j);
            else memcpy(g_times[c], g_times[c - k], sizeof g_times[c]);
            make_values(g_values[c], k == 1 ? 4 : 3, 1, k == 1 ? 4 : 3, k == 1);
            init_sampler(c, g_times[j < 4 ? c : c - k], g_values[c], KEYS, GLTFA_FLOAT, k == 1 ? 4 : 3,
                         0, 0, GLTFA_INTERP_LINEAR,
                         k == 0 ? GLTFA_PROPERTY_TRANSLATION
                                : (k == 1 ? GLTFA_PROPERTY_ROTATION : GLTFA_PROPERTY_SCALE));
        }
    for (c = JOINTS * 3; c < CHANNELS; ++c) make_times(g_times[c], 0.05 * (double)(c % 3));
    c = JOINTS * 3;
    make_values(g_values[c], 3, 1, 3, 0);
    init_sampler(c, g_times[c], g_values[c], KEYS, GLTFA_FLOAT, 3, 0, 0, GLTFA_INTERP_STEP,
                 GLTFA_PROPERTY_TRANSLATION);
    ++c;
    make_values(g_values[c], 3, 3, 3, 0);
    init_sampler(c, g_times[c], g_values[c], KEYS * 3, GLTFA_FLOAT, 3, 0, 0,
                 GLTFA_INTERP_CUBICSPLINE, GLTFA_PROPERTY_TRANSLATION);
    ++c;
    make_values(g_values[c], 4, 3, 4, 1);
    init_sampler(c, g_times[c], g_values[c], KEYS * 3, GLTFA_FLOAT, 4, 0, 0,
                 GLTFA_INTERP_CUBICSPLINE, GLTFA_PROPERTY_ROTATION);
    ++c;
    make_values(g_values[c], 4, 1, 4, 1);
    for (k = 0; k < KEYS * 4; ++k) g_shorts[k] = (short)floor((double)g_values[c][k] * 32767.0 + 0.5);
    init_sampler(c, g_times[c], g_shorts, KEYS, GLTFA_SHORT, 4, 0, 1, GLTFA_INTERP_LINEAR,
                 GLTFA_PROPERTY_ROTATION);
    ++c;
    make_values(g_values[c], 4, 1, 4, 0);
    init_sampler(c, g_times[c], g_values[c], KEYS * 4, GLTFA_FLOAT, 1, 0, 0, GLTFA_INTERP_LINEAR,
                 GLTFA_PROPERTY_WEIGHTS);
    ++c;
    make_values(g_values[c], 3, 1, 4, 0);
    init_sampler(c, g_times[c], g_values[c], KEYS, GLTFA_FLOAT, 3, 16, 0, GLTFA_INTERP_LINEAR,
                 GLTFA_PROPERTY_TRANSLATION);
    ++c;
    make_values(g_values[c], 4, 1, 4, 1);
    init_sampler(c, g_times[0], g_values[c], KEYS, GLTFA_FLOAT, 4, 0, 0, GLTFA_INTERP_LINEAR,
                 GLTFA_PROPERTY_ROTATION);

    g_floats = 0;
    for (c = 0; c < CHANNELS; ++c) {
        float first, last;
        g_width[c] = gltfa_sampler_width(&g_samplers[c]);
        g_offset[c] = g_floats;
        g_floats += g_width[c];
        if (gltfa_sampler_time_range(&g_samplers[c], &first, &last) != GLTFA_SUCCESS) fail("time range");
        if (c == 0 || first < g_start) g_start = first;
        if (c == 0 || last > g_end) g_end = last;
    }
    g_shared_pose = (float *)calloc(g_floats, sizeof(float));
    if (g_shared_pose == NULL) fail("out of memory");
    for (c = 0; c < CHANNELS; ++c) {
        g_shared_channels[c].sampler = g_samplers[c];
        g_shared_channels[c].dest = g_shared_pose + g_offset[c];
    }
}

/* ---------------------------------------------------------------------------------------
   One thread's work
   --------------------------------------------------------------------------------------- */

typedef struct job {
    int index;          /* which thread: decides its times */
    int record;         /* 1: the single-threaded run, writing ref; 0: compare with ref */
    int control;        /* --race-control: the shared array only, without the lock */
    float *ref;         /* FRAMES x PARTS x g_floats */
    size_t mismatches, first_frame;
    int first_part, call_failed;
    unsigned long samples;
} job;

/* Playback time of part p of thread i at frame f: its own phase, with jumps ahead and back
   on some frames (cursor misses), sometimes before the start or past the end. */
static float play_time(int i, int p, size_t f)
{
    double t = (double)f / 60.0 + 0.37 * (double)i + 0.11 * (double)p;
    unsigned long h = mix((unsigned long)i * 1000003UL + (unsigned long)p * 7919UL + (unsigned long)f);
    if (f % 53 == 17) t += (double)(h % 1000) / 100.0;
    if (f % 71 == 5) t -= (double)(h % 300) / 100.0;
    return (float)t;
}

/* The frame's results of one part: recorded, or compared bit for bit. */
static void result(job *j, size_t f, int p, const float *got)
{
    float *want = j->ref + (f * PARTS + (size_t)p) * g_floats;
    j->samples += CHANNELS;
    if (j->record) {
        memcpy(want, got, g_floats * sizeof(float));
    } else if (memcmp(want, got, g_floats * sizeof(float)) != 0) {
        if (j->mismatches++ == 0) { j->first_frame = f; j->first_part = p; }
    }
}

static void *work(void *arg)
{
    job *j = (job *)arg;
    gltfa_channel channels[CLIPS][CHANNELS];
    gltfa_clip_slot slots[CLIPS][CHANNELS], shared_slots[CHANNELS];
    gltfa_clip clips[CLIPS], shared_clip;
    gltfa_cursor cursors[CHANNELS];
    static const gltfa_wrap wraps[CLIPS] = { GLTFA_WRAP_REPEAT, GLTFA_WRAP_PINGPONG, GLTFA_WRAP_CLAMP };
    float *poses = (float *)malloc((CLIPS + 3) * g_floats * sizeof(float)), *own = poses + CLIPS * g_floats;
    size_t step, f, c;
    int k, ok = poses != NULL;
    if (!j->record) { /* through the gate whatever happens, or the others wait forever */
        if (pthread_mutex_lock(&g_gate_lock) != 0) {
            ok = 0;
        } else {
            if (++g_gate_arrived == g_gate_count && pthread_cond_broadcast(&g_gate_open) != 0) ok = 0;
            while (g_gate_arrived < g_gate_count)
                if (pthread_cond_wait(&g_gate_open, &g_gate_lock) != 0) { ok = 0; break; }
            if (pthread_mutex_unlock(&g_gate_lock) != 0) ok = 0;
        }
    }
    if (!ok) { j->call_failed = 1; free(poses); return NULL; }
    /* one clip per thread over the shared channel array, made by all at once */
    ok = gltfa_clip_init(&shared_clip, g_shared_channels, CHANNELS, shared_slots) == GLTFA_SUCCESS;
    if (j->control) {
        for (f = 0; f < 60 && ok; ++f)
            ok = gltfa_clip_sample(&shared_clip, gltfa_clip_time(&shared_clip, play_time(j->index, PARTS, f),
                                                                 GLTFA_WRAP_REPEAT, 0)) == GLTFA_SUCCESS;
        j->call_failed = !ok;
        free(poses);
        return NULL;
    }
    for (k = 0; k < CLIPS; ++k) {
        for (c = 0; c < CHANNELS; ++c) {
            channels[k][c].sampler = g_samplers[c]; /* a copy: the same key bytes */
            channels[k][c].dest = poses + (size_t)k * g_floats + g_offset[c];
        }
        ok = ok && gltfa_clip_init(&clips[k], channels[k], CHANNELS, slots[k]) == GLTFA_SUCCESS;
    }
    for (c = 0; c < CHANNELS; ++c) cursors[c] = (size_t)j->index * 7 % KEYS; /* any start is valid */
    for (step = 0; step < (j->record ? 1 : PASSES) * FRAMES && ok; ++step) {
        float tc;
        f = step % FRAMES;
        /* the clips of its own */
        for (k = 0; k < CLIPS && ok; ++k) {
            ok = gltfa_clip_sample(&clips[k], gltfa_clip_time(&clips[k], play_time(j->index, k, f),
                                                              wraps[k], 0)) == GLTFA_SUCCESS;
            result(j, f, k, poses + (size_t)k * g_floats);
        }
        /* the shared samplers, with its own cursors */
        tc = play_time(j->index, CLIPS, f);
        if (f % 97 != 3) tc = gltfa_wrap_time(tc, g_start, g_end, GLTFA_WRAP_REPEAT, 0);
        for (c = 0; c < CHANNELS && ok; ++c)
            ok = gltfa_sampler_sample_cursor(&g_samplers[c], tc, &cursors[c], own + g_offset[c],
                                             g_width[c]) == GLTFA_SUCCESS;
        result(j, f, CLIPS, own);
        /* and without */
        tc = gltfa_wrap_time(play_time(j->index, CLIPS + 1, f), g_start, g_end, GLTFA_WRAP_PINGPONG, 0);
        for (c = 0; c < CHANNELS && ok; ++c)
            ok = gltfa_sampler_sample(&g_samplers[c], tc, own + g_offset[c], g_width[c]) == GLTFA_SUCCESS;
        result(j, f, CLIPS + 1, own);
        /* its clip over the shared channel array: the destinations are shared, so a lock */
        tc = gltfa_clip_time(&shared_clip, play_time(j->index, CLIPS + 2, f), GLTFA_WRAP_REPEAT, 0);
        if (pthread_mutex_lock(&g_shared_lock) != 0) { ok = 0; break; }
        ok = ok && gltfa_clip_sample(&shared_clip, tc) == GLTFA_SUCCESS;
        memcpy(own, g_shared_pose, g_floats * sizeof(float));
        if (pthread_mutex_unlock(&g_shared_lock) != 0) ok = 0;
        result(j, f, CLIPS + 2, own);
    }
    j->call_failed = !ok;
    free(poses);
    return NULL;
}

int main(int argc, char **argv)
{
    static const char *const part_names[PARTS] = { "clip (REPEAT)", "clip (PINGPONG)", "clip (CLAMP)",
                                                   "gltfa_sampler_sample_cursor", "gltfa_sampler_sample",
                                                   "clip over the shared channel array" };
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    int n = 0, control = 0, i, failed = 0;
    pthread_t tid[MAX_THREADS];
    job jobs[MAX_THREADS];
    unsigned long samples = 0;
    for (i = 1; i < argc; ++i) {
        if (strcmp(argv[i], "--race-control") == 0) control = 1;
        else if (strcmp(argv[i], "--threads") == 0 && i + 1 < argc) n = atoi(argv[++i]);
        else { fprintf(stderr, "usage: threads [--threads N] [--race-control]\n"); return 2; }
    }
    if (cores < 1) cores = 1;
    if (n <= 0) n = cores > MAX_THREADS / 2 ? MAX_THREADS : 2 * (int)cores;
    if (control) n = 2;
    if (n < 2) n = 2;
    if (n > MAX_THREADS) n = MAX_THREADS;
    build();
    memset(jobs, 0, sizeof jobs);
    for (i = 0; i < n; ++i) {
        jobs[i].index = i;
        jobs[i].control = control;
        if (!control) {
            jobs[i].ref = (float *)malloc((size_t)FRAMES * PARTS * g_floats * sizeof(float));
            if (jobs[i].ref == NULL) fail("out of memory");
            /* the single-threaded run, first: every thread's work, one after the other */
            jobs[i].record = 1;
            work(&jobs[i]);
            if (jobs[i].call_failed) fail("a call failed in the single-threaded run");
            jobs[i].record = 0;
            jobs[i].samples = 0;
        }
    }
    g_gate_count = n;
    for (i = 0; i < n; ++i)
        if (pthread_create(&tid[i], NULL, work, &jobs[i]) != 0) fail("pthread_create");
    for (i = 0; i < n; ++i)
        if (pthread_join(tid[i], NULL) != 0) fail("pthread_join");
    for (i = 0; i < n; ++i) {
        samples += jobs[i].samples;
        if (jobs[i].call_failed) { printf("threads: thread %d: a call failed\n", i); failed = 1; }
        if (jobs[i].mismatches) {
            printf("threads: thread %d: %lu frames differ from the single-threaded run, the first at "
                   "frame %lu, %s\n", i, (unsigned long)jobs[i].mismatches,
                   (unsigned long)jobs[i].first_frame, part_names[jobs[i].first_part]);
            failed = 1;
        }
        free(jobs[i].ref);
    }
    free(g_shared_pose);
    if (control) {
        printf("threads: race control: 2 clips over one channel array sampled at once without a lock%s\n",
               TH_TSAN ? " (ThreadSanitizer must have reported a data race above)" : "");
        return failed;
    }
    if (failed) return 1;
    printf("threads: %d threads on %ld online cores, %lu channel-samples (%d clips per thread over "
           "shared samplers, the samplers per channel with cursors and without, one channel "
           "array shared under a lock), every result bit for bit the single-threaded run's: %s\n",
           n, cores, samples, CLIPS, TH_TSAN ? "no race (ThreadSanitizer)"
                                             : "(not built with -fsanitize=thread: races not checked)");
    return 0;
}
