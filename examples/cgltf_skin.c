/* cgltf_skin FILE [FRAMES]: a skinned glTF file (CesiumMan, Fox) played through cgltf: its
   first animation at 30 frames a second, and each frame what a vertex shader takes, every
   skin's joint matrices. Prints "time skin joint node m0 .. m15" (column-major). Every
   error is named; everything is freed on every path (play() is what a program that loads
   and unloads models would keep). */
#define GLTF_ANIM_IMPLEMENTATION
#define GLTF_ANIM_BIND_IMPLEMENTATION
#include "gltf_anim_bind.h"
#include "cgltf.h"
#include "gltfa_cgltf.h"
#include <stdio.h>
#include <stdlib.h>

/* Why the file cannot play, on stderr; returns 1 (the exit status). */
static int fail(const char *file, const char *why)
{
    fprintf(stderr, "cgltf_skin: %s: %s\n", file, why);
    return 1;
}

/* The memory one model needs while it plays: all NULL, then freed together. */
typedef struct model_memory {
    cgltf_data *data;
    void *nodes, *clip, **skins; /* the adapter's memory: rest poses, the clip, each skin */
    size_t *order;               /* gltfa_skeleton_init's */
    gltfa_skin *skin;
    float *world, *joint_matrices;
} model_memory;

static void model_free(model_memory *m)
{
    size_t s;
    for (s = 0; m->skins != NULL && s < m->data->skins_count; ++s) free(m->skins[s]);
    free(m->skins);
    free(m->nodes);
    free(m->clip);
    free(m->order);
    free(m->skin);
    free(m->world);
    free(m->joint_matrices);
    cgltf_free(m->data); /* last: m->data->skins_count above */
}

static int play(const char *file, int frames)
{
    static cgltf_options options; /* zeroed: cgltf's defaults */
    static const model_memory none = { NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL };
    model_memory m = none;
    cgltf_result cr;
    gltfa_nodes nodes;
    gltfa_skeleton skeleton;
    gltfa_clip clip;
    gltfa_result r = GLTFA_SUCCESS; /* GLTFA_CGLTF_ERROR_OUT_OF_MEMORY: a malloc here */
    size_t s, j, k, bytes = 0, joints_max = 1;
    int frame;
    if ((cr = cgltf_parse_file(&options, file, &m.data)) != cgltf_result_success)
        return fail(file, gltfa_cgltf_parse_result_name(cr)); /* cgltf's reason, named */
    if ((cr = cgltf_load_buffers(&options, m.data, file)) != cgltf_result_success) {
        const char *buffer = gltfa_cgltf_failed_buffer(m.data, &s); /* which buffer file */
        if (buffer != NULL) fprintf(stderr, "cgltf_skin: %s: buffers[%lu] \"%s\": %s\n", file,
                                    (unsigned long)s, buffer, gltfa_cgltf_parse_result_name(cr));
        else fail(file, gltfa_cgltf_parse_result_name(cr));
        model_free(&m);
        return 1;
    }
    if (m.data->animations_count == 0 || m.data->skins_count == 0) {
        model_free(&m);
        return fail(file, "no animation or no skin");
    }
    /* once: the nodes (rest poses, parents, matrices), the hierarchy, the clip, the skins */
    if ((r = gltfa_cgltf_check_interpolation(m.data, NULL, NULL)) == GLTFA_SUCCESS &&
        (r = gltfa_cgltf_nodes_size(m.data, &bytes)) == GLTFA_SUCCESS) {
        m.nodes = malloc(bytes + 1);
        m.order = (size_t *)malloc((2 * m.data->nodes_count + 1) * sizeof(size_t));
        if (m.nodes == NULL || m.order == NULL) r = GLTFA_CGLTF_ERROR_OUT_OF_MEMORY;
    }
    if (r == GLTFA_SUCCESS && (r = gltfa_cgltf_nodes(&nodes, m.data, m.nodes, bytes)) == GLTFA_SUCCESS &&
        (r = gltfa_skeleton_init(&skeleton, nodes.parents, nodes.matrices, nodes.node_count, m.order,
                                 NULL)) == GLTFA_SUCCESS &&
        (r = gltfa_cgltf_clip_size(&m.data->animations[0], &bytes, NULL)) == GLTFA_SUCCESS) {
        m.clip = malloc(bytes + 1);
        m.skin = (gltfa_skin *)malloc(m.data->skins_count * sizeof(gltfa_skin));
        m.skins = (void **)calloc(m.data->skins_count, sizeof(void *));
        if (m.clip == NULL || m.skin == NULL || m.skins == NULL) r = GLTFA_CGLTF_ERROR_OUT_OF_MEMORY;
    }
    if (r == GLTFA_SUCCESS)
        r = gltfa_cgltf_clip_skip(&clip, m.data, &m.data->animations[0], &nodes, NULL, NULL, m.clip, bytes, NULL);
    for (s = 0; r == GLTFA_SUCCESS && s < m.data->skins_count; ++s) {
        if ((r = gltfa_cgltf_skin_size(&m.data->skins[s], &bytes)) != GLTFA_SUCCESS) break;
        if ((m.skins[s] = malloc(bytes + 1)) == NULL) r = GLTFA_CGLTF_ERROR_OUT_OF_MEMORY;
        else r = gltfa_cgltf_skin(&m.skin[s], m.data, &m.data->skins[s], m.skins[s], bytes, NULL);
        if (r == GLTFA_SUCCESS && gltfa_skin_joint_count(&m.skin[s]) > joints_max)
            joints_max = gltfa_skin_joint_count(&m.skin[s]);
    }
    if (r == GLTFA_SUCCESS) {
        m.world = (float *)malloc((nodes.node_count * 16 + 1) * sizeof(float));
        m.joint_matrices = (float *)malloc(joints_max * 16 * sizeof(float));
        if (m.world == NULL || m.joint_matrices == NULL) r = GLTFA_CGLTF_ERROR_OUT_OF_MEMORY;
    }
    if (r != GLTFA_SUCCESS) {
        fail(file, gltfa_cgltf_result_name(r));
        model_free(&m);
        return 1;
    }
    for (frame = 0; frame < frames; ++frame) { /* each frame: poses, world, joint matrices */
        float t = (float)frame / 30.0f;
        gltfa_clip_sample(&clip, t);
        gltfa_skeleton_world(&skeleton, nodes.poses, m.world);
        for (s = 0; s < m.data->skins_count; ++s) {
            gltfa_skin_joints(&m.skin[s], m.world, m.joint_matrices); /* to the GPU */
            for (j = 0; j < gltfa_skin_joint_count(&m.skin[s]); ++j) {
                printf("%.9g %lu %lu %lu", (double)t, (unsigned long)s, (unsigned long)j,
                       (unsigned long)(m.data->skins[s].joints[j] - m.data->nodes));
                for (k = 0; k < 16; ++k) printf(" %.9g", (double)m.joint_matrices[16 * j + k]);
                printf("\n");
            }
        }
    }
    model_free(&m);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc < 2) return fail("usage", "cgltf_skin FILE.glb|FILE.gltf [FRAMES]");
    return play(argv[1], argc > 2 ? atoi(argv[2]) : 30);
}
