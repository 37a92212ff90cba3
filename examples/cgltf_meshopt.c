/* cgltf_meshopt FILE: cgltf_clip for files whose buffer views are compressed with
   EXT_meshopt_compression or KHR_meshopt_compression (gltfpack -c, -cc): cgltf parses the
   extension and decodes nothing, so one call decodes every compressed view with
   meshoptimizer into buffer_view->data (gltfa_cgltf_decode_meshopt, compiled because
   meshoptimizer.h is included first); then every animation plays as a clip. Link with
   -lmeshoptimizer (Debian: libmeshoptimizer-dev). */
#define GLTF_ANIM_IMPLEMENTATION
#define GLTF_ANIM_BIND_IMPLEMENTATION
#include "gltf_anim_bind.h"
#include "cgltf.h"
#include <meshoptimizer.h>
#include "gltfa_cgltf.h"
#include <stdio.h>
#include <stdlib.h>

static int fail(const char *file, const char *why)
{
    fprintf(stderr, "cgltf_meshopt: %s: %s\n", file, why);
    return 1;
}

int main(int argc, char **argv)
{
    static cgltf_options options; /* zeroed: cgltf's defaults */
    cgltf_data *data = NULL;
    cgltf_result cr;
    gltfa_nodes nodes;
    gltfa_result r;
    size_t a, bytes = 0, view = 0;
    void *node_memory = NULL, *clip_memory = NULL;
    int status = 1;
    if (argc < 2) return fail("usage", "cgltf_meshopt FILE.glb|FILE.gltf");
    if ((cr = cgltf_parse_file(&options, argv[1], &data)) != cgltf_result_success)
        return fail(argv[1], gltfa_cgltf_parse_result_name(cr));
    if ((cr = cgltf_load_buffers(&options, data, argv[1])) != cgltf_result_success) {
        const char *buffer = gltfa_cgltf_failed_buffer(data, &view); /* which buffer file */
        fprintf(stderr, "cgltf_meshopt: %s: buffers[%lu] \"%s\": %s\n", argv[1], (unsigned long)view,
                buffer != NULL ? buffer : "?", gltfa_cgltf_parse_result_name(cr));
        goto done;
    }
    if ((r = gltfa_cgltf_decode_meshopt(data, 0, &view)) != GLTFA_SUCCESS) { /* the decode step */
        fprintf(stderr, "cgltf_meshopt: %s: bufferViews[%lu]: %s\n", argv[1], (unsigned long)view,
                gltfa_cgltf_result_name(r));
        goto done;
    }
    if ((r = gltfa_cgltf_check_interpolation(data, NULL, NULL)) != GLTFA_SUCCESS ||
        (r = gltfa_cgltf_nodes_size(data, &bytes)) != GLTFA_SUCCESS ||
        (r = (node_memory = malloc(bytes + 1)) == NULL ? GLTFA_CGLTF_ERROR_OUT_OF_MEMORY : GLTFA_SUCCESS) != GLTFA_SUCCESS ||
        (r = gltfa_cgltf_nodes(&nodes, data, node_memory, bytes)) != GLTFA_SUCCESS) {
        fail(argv[1], gltfa_cgltf_result_name(r));
        goto done;
    }
    for (a = 0; a < data->animations_count; ++a) { /* then as in cgltf_clip.c */
        gltfa_clip clip;
        gltfa_cgltf_status st;
        int frame;
        st.bad_channel = GLTFA_CGLTF_NONE;
        if ((r = gltfa_cgltf_clip_size(&data->animations[a], &bytes, NULL)) != GLTFA_SUCCESS ||
            (r = (clip_memory = malloc(bytes + 1)) == NULL ? GLTFA_CGLTF_ERROR_OUT_OF_MEMORY : GLTFA_SUCCESS) != GLTFA_SUCCESS ||
            (r = gltfa_cgltf_clip_skip(&clip, data, &data->animations[a], &nodes, NULL, NULL,
                                       clip_memory, bytes, &st)) != GLTFA_SUCCESS) {
            fprintf(stderr, "cgltf_meshopt: %s: animation %lu channel %ld: %s\n", argv[1], (unsigned long)a,
                    st.bad_channel == GLTFA_CGLTF_NONE ? -1L : (long)st.bad_channel, gltfa_cgltf_result_name(r));
            goto done;
        }
        for (frame = 0; frame < 30; ++frame)
            gltfa_clip_sample(&clip, gltfa_clip_time(&clip, (float)frame / 30.0f, GLTFA_WRAP_REPEAT, 0));
        printf("animation %lu: %lu channels, %lu skipped, %g .. %g s\n", (unsigned long)a,
               (unsigned long)st.channels, (unsigned long)st.skipped_count,
               (double)gltfa_clip_start(&clip), (double)gltfa_clip_end(&clip));
        free(clip_memory);
        clip_memory = NULL;
    }
    status = 0;
done: /* every path frees what was allocated */
    free(clip_memory);
    free(node_memory);
    cgltf_free(data);
    return status;
}
