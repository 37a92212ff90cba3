/* cgltf_clip FILE: every animation of a glTF file as a clip bound to the file's nodes
   (what cannot be bound is skipped and reported), played for a second at 30 fps. */
#define GLTF_ANIM_IMPLEMENTATION
#define GLTF_ANIM_BIND_IMPLEMENTATION
#include "gltf_anim_bind.h"
#include "cgltf.h"
#include "gltfa_cgltf.h"
#include <stdio.h>
#include <stdlib.h>

/* Why the file cannot play, on stderr: exit status 1. */
static int fail(const char *file, const char *why)
{
    fprintf(stderr, "cgltf_clip: %s: %s\n", file, why);
    return 1;
}

/* Which animation and channel failed, and which key when the library knows. */
static int fail_clip(const char *file, size_t a, size_t channel, size_t key, gltfa_result r)
{
    fprintf(stderr, "cgltf_clip: %s: animation %lu", file, (unsigned long)a);
    if (channel != GLTFA_CGLTF_NONE) fprintf(stderr, " channel %lu", (unsigned long)channel);
    if (key != GLTFA_CGLTF_NONE)
        fprintf(stderr, r == GLTFA_ERROR_VALUE_NOT_FINITE ? " (float %lu)" : " (key %lu)", (unsigned long)key);
    fprintf(stderr, ": %s\n", gltfa_cgltf_result_name(r));
    return 1;
}

/* Why cgltf could not load a buffer, and which (a .bin file not found, a bad data: URI). */
static int fail_buffer(const char *file, const cgltf_data *data, cgltf_result cr)
{
    size_t b;
    const char *buffer = gltfa_cgltf_failed_buffer(data, &b);
    if (buffer == NULL) return fail(file, gltfa_cgltf_parse_result_name(cr));
    fprintf(stderr, "cgltf_clip: %s: buffers[%lu] \"%s\": %s\n", file, (unsigned long)b, buffer,
            gltfa_cgltf_parse_result_name(cr));
    return 1;
}

int main(int argc, char **argv)
{
    static cgltf_options options; /* zeroed: cgltf's defaults */
    cgltf_data *data = NULL;
    cgltf_result cr;
    gltfa_nodes nodes;
    gltfa_result r;
    size_t a, bytes = 0, bad = 0;
    void *node_memory = NULL, *clip_memory = NULL;
    int status = 1;
    if (argc < 2) return fail("usage", "cgltf_clip FILE.glb|FILE.gltf");
    if ((cr = cgltf_parse_file(&options, argv[1], &data)) != cgltf_result_success)
        return fail(argv[1], gltfa_cgltf_parse_result_name(cr)); /* cgltf's reason, named */
    if ((cr = cgltf_load_buffers(&options, data, argv[1])) != cgltf_result_success) {
        fail_buffer(argv[1], data, cr); /* which buffer file */
        goto done;
    }
    if ((r = gltfa_cgltf_check_interpolation(data, NULL, NULL)) != GLTFA_SUCCESS ||
        (r = gltfa_cgltf_nodes_size(data, &bytes)) != GLTFA_SUCCESS) {
        fail(argv[1], gltfa_cgltf_result_name(r));
        goto done;
    }
    node_memory = malloc(bytes + 1); /* rest poses and morph weights: the clips write here */
    if (node_memory == NULL || (r = gltfa_cgltf_nodes(&nodes, data, node_memory, bytes)) != GLTFA_SUCCESS) {
        fail(argv[1], node_memory == NULL ? "out of memory" : gltfa_cgltf_result_name(r));
        goto done;
    }
    for (a = 0; a < data->animations_count; ++a) {
        gltfa_clip clip;
        gltfa_cgltf_status st;
        int frame;
        if ((r = gltfa_cgltf_clip_size(&data->animations[a], &bytes, &bad)) != GLTFA_SUCCESS) {
            fail_clip(argv[1], a, bad, GLTFA_CGLTF_NONE, r);
            goto done;
        }
        clip_memory = malloc(bytes + 1); /* the clip's channels and slots: kept while it plays */
        if (clip_memory == NULL) {
            fail(argv[1], "out of memory");
            goto done;
        }
        if ((r = gltfa_cgltf_clip_skip(&clip, data, &data->animations[a], &nodes, NULL, NULL,
                                       clip_memory, bytes, &st)) != GLTFA_SUCCESS) {
            fail_clip(argv[1], a, st.bad_channel, st.bad_key, r);
            goto done;
        }
        for (frame = 0; frame < 30; ++frame) /* the game loop: every bound channel, each frame */
            gltfa_clip_sample(&clip, gltfa_clip_time(&clip, (float)frame / 30.0f, GLTFA_WRAP_REPEAT, 0));
        printf("animation %lu: %lu channels, %lu skipped, %g .. %g s\n", (unsigned long)a,
               (unsigned long)st.channels, (unsigned long)st.skipped_count,
               (double)gltfa_clip_start(&clip), (double)gltfa_clip_end(&clip));
        free(clip_memory);
        clip_memory = NULL;
    }
    status = 0;
done: /* every path: what was allocated is freed (free(NULL) and cgltf_free(NULL) do nothing) */
    free(clip_memory);
    free(node_memory);
    cgltf_free(data);
    return status;
}
