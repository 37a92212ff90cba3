/* cgltf_skin FILE [FRAMES]: a skinned glTF file (CesiumMan, Fox) played through cgltf: its
   first animation at 30 frames a second, and each frame what a vertex shader takes, every
   skin's joint matrices. Prints "time skin joint node m0 .. m15" (column-major). */
#define GLTF_ANIM_IMPLEMENTATION
#define GLTF_ANIM_BIND_IMPLEMENTATION
#include "gltf_anim_bind.h"
#include "cgltf.h"
#include "gltfa_cgltf.h"
#include <stdio.h>
#include <stdlib.h>

static int fail(const char *file, const char *why)
{
    fprintf(stderr, "cgltf_skin: %s: %s\n", file, why);
    return 1;
}

int main(int argc, char **argv)
{
    static cgltf_options options; /* zeroed: cgltf's defaults */
    cgltf_data *data = NULL;
    gltfa_nodes nodes;
    gltfa_skeleton skeleton;
    gltfa_clip clip;
    gltfa_skin *skins;
    gltfa_result r = GLTFA_SUCCESS;
    size_t s, j, k, bytes = 0, joints_max = 1;
    float *world, *joint_matrices;
    int frame, frames = argc > 2 ? atoi(argv[2]) : 30;
    if (argc < 2) return fail("usage", "cgltf_skin FILE.glb|FILE.gltf [FRAMES]");
    if (cgltf_parse_file(&options, argv[1], &data) != cgltf_result_success ||
        cgltf_load_buffers(&options, data, argv[1]) != cgltf_result_success)
        return fail(argv[1], "cgltf cannot read it (parse or load_buffers)");
    if (data->animations_count == 0 || data->skins_count == 0) return fail(argv[1], "no animation or no skin");
    /* once: the nodes (rest poses, parents, matrices), the hierarchy, the clip, the skins */
    if ((r = gltfa_cgltf_check_interpolation(data, NULL, NULL)) != GLTFA_SUCCESS ||
        (r = gltfa_cgltf_nodes_size(data, &bytes)) != GLTFA_SUCCESS ||
        (r = gltfa_cgltf_nodes(&nodes, data, malloc(bytes + 1), bytes)) != GLTFA_SUCCESS ||
        (r = gltfa_skeleton_init(&skeleton, nodes.parents, nodes.matrices, nodes.node_count,
                                 (size_t *)malloc(2 * nodes.node_count * sizeof(size_t) + 1),
                                 NULL)) != GLTFA_SUCCESS ||
        (r = gltfa_cgltf_clip_size(&data->animations[0], &bytes, NULL)) != GLTFA_SUCCESS ||
        (r = gltfa_cgltf_clip_skip(&clip, data, &data->animations[0], &nodes, NULL, NULL,
                                   malloc(bytes + 1), bytes, NULL)) != GLTFA_SUCCESS)
        return fail(argv[1], gltfa_cgltf_result_name(r));
    skins = (gltfa_skin *)malloc(data->skins_count * sizeof(gltfa_skin));
    for (s = 0; s < data->skins_count; ++s) {
        if ((r = gltfa_cgltf_skin_size(&data->skins[s], &bytes)) != GLTFA_SUCCESS ||
            (r = gltfa_cgltf_skin(&skins[s], data, &data->skins[s], malloc(bytes + 1), bytes,
                                  NULL)) != GLTFA_SUCCESS)
            return fail(argv[1], gltfa_cgltf_result_name(r));
        if (gltfa_skin_joint_count(&skins[s]) > joints_max) joints_max = gltfa_skin_joint_count(&skins[s]);
    }
    world = (float *)malloc((nodes.node_count * 16 + 1) * sizeof(float));
    joint_matrices = (float *)malloc(joints_max * 16 * sizeof(float));
    for (frame = 0; frame < frames; ++frame) { /* each frame: poses, world, joint matrices */
        float t = (float)frame / 30.0f;
        gltfa_clip_sample(&clip, t);
        gltfa_skeleton_world(&skeleton, nodes.poses, world);
        for (s = 0; s < data->skins_count; ++s) {
            gltfa_skin_joints(&skins[s], world, joint_matrices); /* to the GPU */
            for (j = 0; j < gltfa_skin_joint_count(&skins[s]); ++j) {
                printf("%.9g %lu %lu %lu", (double)t, (unsigned long)s, (unsigned long)j,
                       (unsigned long)(data->skins[s].joints[j] - data->nodes));
                for (k = 0; k < 16; ++k) printf(" %.9g", (double)joint_matrices[16 * j + k]);
                printf("\n");
            }
        }
    }
    cgltf_free(data); /* the rest is freed at exit */
    return 0;
}
