/* play_cgltf.c - plays a glTF file through cgltf and gltfa_cgltf.h: every animation
   as a clip bound to the file's nodes (KHR_animation_pointer channels to other properties
   into scratch floats; channels with nothing to bind to skipped and listed), sampled at a
   few times; prints every channel's values.

     play_cgltf FILE.gltf|FILE.glb [t0,t1,...]     (default times: start, mid, end)

   Build (make examples-cgltf does this when cgltf.h is found):
     cc -std=c99 -c cgltf_impl.c            (a file with #define CGLTF_IMPLEMENTATION)
     cc -I. -isystem path/to/cgltf examples/play_cgltf.c cgltf_impl.o                     */
#define GLTF_ANIM_IMPLEMENTATION
#define GLTF_ANIM_BIND_IMPLEMENTATION
#include "gltf_anim_bind.h"
#include "cgltf.h"
#include "gltfa_cgltf.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Non-node pointer targets: a scratch array per channel (a real program resolves the
   material, light or camera the pointer names). */
typedef struct sinks {
    float values[64][16];
    size_t used;
} sinks;

static float *sink_dest(void *user, const char *pointer, const gltfa_pointer *info,
                        size_t *dest_count)
{
    sinks *s = (sinks *)user;
    (void)pointer;
    if (s->used == 64 || info->width == 0) return NULL; /* float[]: the caller knows the length */
    *dest_count = info->width;
    return s->values[s->used++];
}

static void print_floats(const char *label, const float *v, size_t n)
{
    size_t i;
    printf("    %s", label);
    for (i = 0; i < n; ++i) printf(" %.6g", (double)v[i]);
    printf("\n");
}

int main(int argc, char **argv)
{
    cgltf_options options;
    cgltf_data *data = NULL;
    cgltf_result cr;
    gltfa_nodes nodes;
    void *node_mem = NULL;
    size_t bytes = 0, a, ia = 0, is = 0;
    float times[32];
    size_t n_times = 0;
    int status = 0;
    if (argc < 2) {
        fprintf(stderr, "usage: play_cgltf FILE [t0,t1,...]\n");
        return 2;
    }
    if (argc > 2) {
        const char *p = argv[2];
        while (*p && n_times < 32) {
            char *end;
            times[n_times++] = (float)strtod(p, &end);
            if (end == p) {
                fprintf(stderr, "play_cgltf: bad time list '%s' (t0,t1,... in seconds)\n", argv[2]);
                return 2;
            }
            p = *end == ',' ? end + 1 : end;
        }
    }
    memset(&options, 0, sizeof options);
    if ((cr = cgltf_parse_file(&options, argv[1], &data)) != cgltf_result_success ||
        (cr = cgltf_load_buffers(&options, data, argv[1])) != cgltf_result_success) {
        const char *buffer = gltfa_cgltf_failed_buffer(data, &bytes); /* a buffer's file */
        fprintf(stderr, "%s: ", argv[1]);
        if (buffer != NULL) fprintf(stderr, "buffers[%lu] \"%s\": ", (unsigned long)bytes, buffer);
        fprintf(stderr, "%s\n", gltfa_cgltf_parse_result_name(cr));
        cgltf_free(data);
        return 1;
    }
    /* cgltf reads unknown interpolation strings as LINEAR: refuse the file instead */
    if (gltfa_cgltf_check_interpolation(data, &ia, &is) != GLTFA_SUCCESS) {
        fprintf(stderr, "%s: animation %lu sampler %lu: unknown interpolation\n", argv[1],
                (unsigned long)ia, (unsigned long)is);
        cgltf_free(data);
        return 1;
    }
    if (gltfa_cgltf_nodes_size(data, &bytes) != GLTFA_SUCCESS ||
        (node_mem = malloc(bytes ? bytes : 1)) == NULL ||
        gltfa_cgltf_nodes(&nodes, data, node_mem, bytes) != GLTFA_SUCCESS) {
        fprintf(stderr, "%s: cannot list its nodes (size overflow or out of memory)\n", argv[1]);
        cgltf_free(data);
        free(node_mem);
        return 1;
    }
    printf("%s: %lu nodes, %lu animations\n", argv[1], (unsigned long)data->nodes_count,
           (unsigned long)data->animations_count);
    for (a = 0; a < data->animations_count; ++a) {
        const cgltf_animation *anim = &data->animations[a];
        gltfa_cgltf_status st;
        gltfa_clip clip;
        sinks *sk = (sinks *)calloc(1, sizeof *sk);
        void *mem = NULL;
        gltfa_result r;
        size_t t, c;
        memset(&st, 0, sizeof st);
        r = gltfa_cgltf_clip_size(anim, &bytes, &st.bad_channel);
        if (r == GLTFA_SUCCESS && bytes > ((size_t)1 << 30)) r = GLTFA_ERROR_SIZE_OVERFLOW; /* cap */
        if (r == GLTFA_SUCCESS && (mem = malloc(bytes ? bytes : 1)) == NULL) r = GLTFA_ERROR_SIZE_OVERFLOW;
        if (r == GLTFA_SUCCESS)
            r = gltfa_cgltf_clip_skip(&clip, data, anim, &nodes, sink_dest, sk, mem, bytes, &st);
        if (r != GLTFA_SUCCESS) {
            printf("animation %lu: %s", (unsigned long)a, gltfa_cgltf_result_name(r));
            if (st.bad_channel != GLTFA_CGLTF_NONE) printf(" (channel %lu)", (unsigned long)st.bad_channel);
            printf("\n");
            status = 1;
            free(mem);
            free(sk);
            continue;
        }
        printf("animation %lu \"%s\": %lu channels (%lu ignored, %lu skipped), span [%g, %g]\n",
               (unsigned long)a, anim->name ? anim->name : "", (unsigned long)st.channels,
               (unsigned long)st.ignored, (unsigned long)st.skipped_count,
               (double)gltfa_clip_start(&clip), (double)gltfa_clip_end(&clip));
        for (c = 0; c < st.skipped_count; ++c)
            printf("  skipped channel %lu: %s\n", (unsigned long)st.skipped[c].desc,
                   gltfa_result_name(st.skipped[c].reason));
        for (t = 0; t < (n_times ? n_times : 3); ++t) {
            float tc = n_times ? gltfa_clip_time(&clip, times[t], GLTFA_WRAP_REPEAT, 0)
                               : gltfa_clip_start(&clip) +
                                     (float)t * 0.5f * gltfa_clip_duration(&clip);
            printf("  t = %g\n", (double)tc);
            gltfa_clip_sample(&clip, tc);
            for (c = 0; c < st.channels; ++c) {
                char label[32];
                size_t width, index;
                const float *dest = gltfa_cgltf_clip_dest(&clip, &st, c, &width, &index);
                sprintf(label, "channel %lu:", (unsigned long)index);
                print_floats(label, dest, width);
            }
        }
        free(mem);
        free(sk);
    }
    free(node_mem);
    cgltf_free(data);
    return status;
}
