/* fuzz_cgltf.c - libFuzzer target for the cgltf adapter (gltfa_cgltf.h): fuzzed
   .glb/.gltf bytes through cgltf_parse and cgltf_load_buffers (data: URIs only; external
   files are refused), then the adapter as a program for untrusted files calls it:
   gltfa_cgltf_check_interpolation (its own JSON scan), the node list, every animation as
   a clip (strict and skipping, its own scan of each KHR_animation_pointer channel's raw
   extension JSON, a destination callback for pointers that are not a node's) sampled at a
   few times, the hierarchy (parents, node matrices) as a skeleton and every skin with its
   inverse bind matrices, world and joint matrices of the poses, and every channel alone.
   Every size the adapter asks for is capped before it is allocated, as its top comment
   says to, and so are cgltf's own allocations (fuzz_alloc). Built with cgltf's implementation (cgltf.c of
   $(BUILD), from CGLTF_DIR); seeds: the project's demo asset (make fuzz writes it) and
   tests/fuzz/regress/cgltf/. With FUZZ_MESHOPT (make hostile, where meshoptimizer is
   found), gltfa_cgltf_decode_meshopt decodes the compressed views first. */
#define GLTF_ANIM_IMPLEMENTATION
#define GLTF_ANIM_BIND_IMPLEMENTATION
#include "../../gltf_anim_bind.h"
#include "cgltf.h"
#ifdef FUZZ_MESHOPT /* compressed views decoded by gltfa_cgltf_decode_meshopt (-lmeshoptimizer) */
#include <meshoptimizer.h>
#endif
#include "../../gltfa_cgltf.h"
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size);

#define FUZZ_MAX_BYTES ((size_t)1 << 24) /* the cap on what a *_size call may ask for */
#define FUZZ_PROPS 8                     /* non-node properties the callback can hold */
#define FUZZ_WIDTH 16                    /* floats per property */

typedef struct fuzz_props {
    char pointer[FUZZ_PROPS][128];
    float value[FUZZ_PROPS][FUZZ_WIDTH];
    size_t count;
} fuzz_props;

/* The destination callback: the same floats for the same pointer, up to FUZZ_PROPS
   properties of up to FUZZ_WIDTH floats (NULL for others: skipped or refused). */
static float *fuzz_dest(void *user, const char *pointer, const gltfa_pointer *info, size_t *dest_count)
{
    fuzz_props *p = (fuzz_props *)user;
    size_t i, w = info->width;
    if (w == 0) w = 4; /* float[]: a length of our choice */
    if (w > FUZZ_WIDTH || strlen(pointer) >= sizeof p->pointer[0]) return NULL;
    for (i = 0; i < p->count; ++i)
        if (strcmp(p->pointer[i], pointer) == 0) break;
    if (i == p->count) {
        if (p->count == FUZZ_PROPS) return NULL;
        strcpy(p->pointer[p->count++], pointer);
    }
    *dest_count = w;
    return p->value[i];
}

static cgltf_result fuzz_no_files(const struct cgltf_memory_options *memory_options,
                                  const struct cgltf_file_options *file_options, const char *path,
                                  cgltf_size *size, void **data)
{
    (void)memory_options; (void)file_options; (void)path; (void)size; (void)data;
    return cgltf_result_file_not_found;
}

static void fuzz_check_finite(const float *v, size_t n)
{
    size_t i;
    for (i = 0; i < n; ++i)
        if (!(v[i] - v[i] == 0.0f)) abort(); /* the library checked every sampler */
}

static void fuzz_clips(const cgltf_data *d, const gltfa_nodes *nodes, int skip)
{
    static const float times[6] = { -1.0f, 0.0f, 0.25f, 1.0f, 3.5f, 1e9f };
    size_t a, i, k;
    for (a = 0; a < d->animations_count; ++a) {
        const cgltf_animation *anim = &d->animations[a];
        gltfa_clip clip;
        gltfa_cgltf_status st;
        fuzz_props props;
        size_t bytes = 0, bad = 0;
        void *memory;
        gltfa_result r;
        if (gltfa_cgltf_clip_size(anim, &bytes, &bad) != GLTFA_SUCCESS || bytes > FUZZ_MAX_BYTES) continue;
        memory = malloc(bytes + 1);
        if (memory == NULL) continue;
        memset(&props, 0, sizeof props);
        memset(&st, 0, sizeof st);
        r = skip ? gltfa_cgltf_clip_skip(&clip, d, anim, nodes, fuzz_dest, &props, memory, bytes, &st)
                 : gltfa_cgltf_clip(&clip, d, anim, nodes, fuzz_dest, &props, memory, bytes, &st);
        if (r == GLTFA_SUCCESS) {
            for (k = 0; k < 6; ++k) {
                gltfa_clip_sample(&clip, gltfa_clip_time(&clip, times[k], GLTFA_WRAP_REPEAT, 0));
                for (i = 0; i < st.channels; ++i) {
                    size_t w = 0, c = 0;
                    float *dest = gltfa_cgltf_clip_dest(&clip, &st, i, &w, &c);
                    if (dest == NULL || c >= anim->channels_count) abort();
                    fuzz_check_finite(dest, w);
                }
            }
            if (gltfa_cgltf_clip_dest(&clip, &st, st.channels, NULL, NULL) != NULL) abort();
        } else if (st.bad_channel != GLTFA_CGLTF_NONE && st.bad_channel >= anim->channels_count) {
            abort(); /* an error names a channel of the animation, or none */
        }
        free(memory);
    }
}

static void fuzz_channels(const cgltf_data *d)
{
    size_t a, i, k;
    for (a = 0; a < d->animations_count; ++a)
        for (i = 0; i < d->animations[a].channels_count; ++i) {
            gltfa_cgltf_channel_info ch;
            size_t bytes = 0;
            void *memory;
            if (gltfa_cgltf_channel_size(&d->animations[a], i, &bytes) != GLTFA_SUCCESS ||
                bytes > FUZZ_MAX_BYTES)
                continue;
            memory = malloc(bytes + 1);
            if (memory == NULL) continue;
            if (gltfa_cgltf_channel(&ch, d, &d->animations[a], i, memory, bytes) == GLTFA_SUCCESS) {
                float first = 0, last = 0, *v = (float *)malloc((ch.width + 1) * sizeof(float));
                gltfa_cursor cursor = 0;
                if (v != NULL && gltfa_sampler_time_range(&ch.sampler, &first, &last) == GLTFA_SUCCESS) {
                    for (k = 0; k < 5; ++k) {
                        gltfa_sampler_sample_cursor(&ch.sampler, first + (last - first) * (float)k / 4.0f,
                                                    &cursor, v, ch.width);
                        fuzz_check_finite(v, ch.width);
                    }
                }
                free(v);
            }
            free(memory);
        }
}

/* The hierarchy and the skins: what the adapter gave checked against its contract (parents
   in range or none, a matrix only where cgltf has one, finite rest poses), then a skeleton,
   its world matrices and every skin's joint matrices (sizes capped). */
static void fuzz_skeleton(const cgltf_data *d, const gltfa_nodes *nodes)
{
    size_t i, s, n = nodes->node_count, bytes = 0, bad = 0;
    size_t *order = (size_t *)malloc((2 * n + 1) * sizeof(size_t));
    float *world = (float *)malloc((16 * n + 1) * sizeof(float));
    gltfa_skeleton sk;
    for (i = 0; i < n; ++i) {
        if (nodes->parents[i] != GLTFA_NO_PARENT && nodes->parents[i] >= n) abort();
        if ((nodes->matrices[i] != NULL) != (d->nodes[i].has_matrix != 0)) abort();
        fuzz_check_finite(nodes->poses[i].translation, 3);
        fuzz_check_finite(nodes->poses[i].rotation, 4);
        fuzz_check_finite(nodes->poses[i].scale, 3);
    }
    if (order != NULL && world != NULL &&
        gltfa_skeleton_init(&sk, nodes->parents, nodes->matrices, n, order, &bad) == GLTFA_SUCCESS &&
        gltfa_skeleton_world(&sk, nodes->poses, world) == GLTFA_SUCCESS) {
        for (s = 0; s < d->skins_count; ++s) {
            gltfa_skin skin;
            void *memory;
            float *joints;
            if (gltfa_cgltf_skin_size(&d->skins[s], &bytes) != GLTFA_SUCCESS || bytes > FUZZ_MAX_BYTES) continue;
            memory = malloc(bytes + 1);
            joints = (float *)malloc((16 * d->skins[s].joints_count + 1) * sizeof(float));
            bad = 0;
            if (memory != NULL && joints != NULL &&
                gltfa_cgltf_skin(&skin, d, &d->skins[s], memory, bytes, &bad) == GLTFA_SUCCESS) {
                if (gltfa_skin_joint_count(&skin) != d->skins[s].joints_count) abort();
                if (gltfa_skin_joints(&skin, world, joints) != GLTFA_SUCCESS) abort();
            } else if (bad != 0 && bad >= d->skins[s].joints_count) {
                abort(); /* a joint named is one of the skin's */
            }
            free(joints);
            free(memory);
        }
    }
    free(world);
    free(order);
}

/* cgltf's allocations, capped as a program for untrusted files caps them: a buffer's
   byteLength of 2e9 is 2 GB that cgltf_load_buffers asks for, which under ASan takes
   seconds to map (make hostile's hang limit), not the adapter's time. */
static void *fuzz_alloc(void *user, cgltf_size size)
{
    (void)user;
    return size > 4 * FUZZ_MAX_BYTES ? NULL : malloc(size);
}

static void fuzz_free(void *user, void *ptr)
{
    (void)user;
    free(ptr);
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
    cgltf_options options;
    cgltf_data *d = NULL;
    gltfa_nodes nodes;
    size_t bytes = 0, anim = 0, samp = 0;
    void *node_memory = NULL;
    gltfa_result r;
    memset(&options, 0, sizeof options);
    options.file.read = fuzz_no_files;
    options.memory.alloc_func = fuzz_alloc;
    options.memory.free_func = fuzz_free;
    if (cgltf_parse(&options, data, size, &d) != cgltf_result_success) return 0;
    if (cgltf_load_buffers(&options, d, "fuzz.gltf") != cgltf_result_success) {
        cgltf_free(d);
        return 0;
    }
#ifdef FUZZ_MESHOPT
    bytes = 0;
    r = gltfa_cgltf_decode_meshopt(d, FUZZ_MAX_BYTES, &bytes);
    if (r != GLTFA_SUCCESS && (bytes >= d->buffer_views_count) != (r == GLTFA_ERROR_INVALID_ARGUMENT)) abort();
    bytes = 0; /* a view that failed stays undecoded: the adapter refuses it */
#endif
    r = gltfa_cgltf_check_interpolation(d, &anim, &samp);
    if (r != GLTFA_SUCCESS) { /* untrusted: refused */
        if (r == GLTFA_ERROR_UNKNOWN_INTERPOLATION &&
            (anim >= d->animations_count || samp >= d->animations[anim].samplers_count))
            abort(); /* the bad sampler's indices are the file's */
        cgltf_free(d);
        return 0;
    }
    if (gltfa_cgltf_nodes_size(d, &bytes) == GLTFA_SUCCESS && bytes <= FUZZ_MAX_BYTES &&
        (node_memory = malloc(bytes + 1)) != NULL &&
        gltfa_cgltf_nodes(&nodes, d, node_memory, bytes) == GLTFA_SUCCESS) {
        fuzz_skeleton(d, &nodes); /* the rest poses */
        fuzz_clips(d, &nodes, 0);
        fuzz_clips(d, &nodes, 1);
        fuzz_skeleton(d, &nodes); /* the poses the last clip wrote */
    }
    fuzz_channels(d);
    free(node_memory);
    cgltf_free(d);
    return 0;
}
