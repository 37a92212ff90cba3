/* cgltf_meshopt FILE: cgltf_clip for files whose buffer views are compressed with
   EXT_meshopt_compression or KHR_meshopt_compression (gltfpack -c, -cc): cgltf parses the
   extension and decodes nothing, so each compressed view is decoded here, with
   meshoptimizer, into buffer_view->data (which cgltf_free frees); then every animation
   plays as a clip. Link with -lmeshoptimizer (Debian: libmeshoptimizer-dev). */
#define GLTF_ANIM_IMPLEMENTATION
#define GLTF_ANIM_BIND_IMPLEMENTATION
#include "gltf_anim_bind.h"
#include "cgltf.h"
#include "gltfa_cgltf.h"
#include <meshoptimizer.h>
#include <stdio.h>
#include <stdlib.h>

/* Decodes one view; NULL or why not. Every field is checked first: meshoptimizer asserts
   on a bad stride or count, and cgltf checks them only in cgltf_validate. */
static const char *decode_view(cgltf_buffer_view *bv)
{
    const cgltf_meshopt_compression *mc = &bv->meshopt_compression;
    size_t n = mc->count, st = mc->stride;
    int rc = -1, attributes = mc->mode == cgltf_meshopt_compression_mode_attributes;
    const unsigned char *src;
    void *out;
    if (mc->buffer == NULL || mc->buffer->data == NULL || mc->offset > mc->buffer->size ||
        mc->size > mc->buffer->size - mc->offset)
        return "a compressed view whose bytes are not inside a loaded buffer";
    if (st == 0 || n == 0 || n > bv->size / st || n * st != bv->size)
        return "a compressed view whose count x byteStride is not its byteLength";
    if (!attributes && mc->filter != cgltf_meshopt_compression_filter_none) return "a compressed view with a filter and not mode ATTRIBUTES";
    src = (const unsigned char *)mc->buffer->data + mc->offset;
    out = malloc(bv->size);
    if (out == NULL) return "out of memory";
    if (attributes && st % 4 == 0 && st <= 256)
        rc = meshopt_decodeVertexBuffer(out, n, st, src, mc->size);
    else if (mc->mode == cgltf_meshopt_compression_mode_triangles && (st == 2 || st == 4) && n % 3 == 0)
        rc = meshopt_decodeIndexBuffer(out, n, st, src, mc->size);
    else if (mc->mode == cgltf_meshopt_compression_mode_indices && (st == 2 || st == 4))
        rc = meshopt_decodeIndexSequence(out, n, st, src, mc->size);
    if (rc == 0 && mc->filter == cgltf_meshopt_compression_filter_octahedral && (st == 4 || st == 8))
        meshopt_decodeFilterOct(out, n, st);
    else if (rc == 0 && mc->filter == cgltf_meshopt_compression_filter_quaternion && st == 8)
        meshopt_decodeFilterQuat(out, n, st);
    else if (rc == 0 && mc->filter == cgltf_meshopt_compression_filter_exponential)
        meshopt_decodeFilterExp(out, n, st); /* st % 4 == 0: ATTRIBUTES */
    else if (mc->filter != cgltf_meshopt_compression_filter_none)
        rc = -1;
    if (rc != 0) {
        free(out);
        return "a compressed view with a bad mode, byteStride, count or filter, or data "
               "meshoptimizer cannot decode";
    }
    bv->data = out;
    return NULL;
}

static int fail(const char *file, const char *why)
{
    fprintf(stderr, "cgltf_meshopt: %s: %s\n", file, why);
    return 1;
}

int main(int argc, char **argv)
{
    static cgltf_options options; /* zeroed: cgltf's defaults */
    cgltf_data *data = NULL;
    gltfa_nodes nodes;
    gltfa_result r;
    size_t a, i, bytes = 0;
    void *node_memory;
    if (argc < 2) return fail("usage", "cgltf_meshopt FILE.glb|FILE.gltf");
    if (cgltf_parse_file(&options, argv[1], &data) != cgltf_result_success ||
        cgltf_load_buffers(&options, data, argv[1]) != cgltf_result_success)
        return fail(argv[1], "cgltf cannot read it (parse or load_buffers)");
    for (i = 0; i < data->buffer_views_count; ++i) /* the decode step */
        if (data->buffer_views[i].has_meshopt_compression && data->buffer_views[i].data == NULL) {
            const char *why = decode_view(&data->buffer_views[i]);
            if (why != NULL) return fail(argv[1], why);
        }
    if ((r = gltfa_cgltf_check_interpolation(data, NULL, NULL)) != GLTFA_SUCCESS ||
        (r = gltfa_cgltf_nodes_size(data, &bytes)) != GLTFA_SUCCESS)
        return fail(argv[1], gltfa_cgltf_result_name(r));
    node_memory = malloc(bytes + 1);
    if ((r = gltfa_cgltf_nodes(&nodes, data, node_memory, bytes)) != GLTFA_SUCCESS)
        return fail(argv[1], gltfa_cgltf_result_name(r));
    for (a = 0; a < data->animations_count; ++a) { /* then as in cgltf_clip.c */
        gltfa_clip clip;
        gltfa_cgltf_status st;
        void *clip_memory;
        int frame;
        if ((r = gltfa_cgltf_clip_size(&data->animations[a], &bytes, NULL)) != GLTFA_SUCCESS)
            return fail(argv[1], gltfa_cgltf_result_name(r));
        clip_memory = malloc(bytes + 1);
        if ((r = gltfa_cgltf_clip_skip(&clip, data, &data->animations[a], &nodes, NULL, NULL,
                                       clip_memory, bytes, &st)) != GLTFA_SUCCESS)
            return fail(argv[1], gltfa_cgltf_result_name(r));
        for (frame = 0; frame < 30; ++frame)
            gltfa_clip_sample(&clip, gltfa_clip_time(&clip, (float)frame / 30.0f, GLTFA_WRAP_REPEAT, 0));
        printf("animation %lu: %lu channels, %lu skipped, %g .. %g s\n", (unsigned long)a,
               (unsigned long)st.channels, (unsigned long)st.skipped_count,
               (double)gltfa_clip_start(&clip), (double)gltfa_clip_end(&clip));
        free(clip_memory);
    }
    free(node_memory);
    cgltf_free(data);
    return 0;
}
