// tinygltf_skin FILE [FRAMES]: what examples/cgltf_skin.c does, through tinygltf and
// gltfa_tinygltf.h: the first animation at 30 frames a second and each frame every skin's
// joint matrices. Prints "time skin joint node m0 .. m15" (column-major).
#define GLTF_ANIM_IMPLEMENTATION
#define GLTF_ANIM_BIND_IMPLEMENTATION
#include "gltf_anim_bind.h"
#include <tiny_gltf.h>
#include "gltfa_tinygltf.h"
#include <cstdio>
#include <cstdlib>
#include <exception>

static int fail(const char *file, const char *why)
{
    std::fprintf(stderr, "tinygltf_skin: %s: %s\n", file, why);
    return 1;
}

static int play(const char *file, int frames)
{
    tinygltf::TinyGLTF loader;
    tinygltf::Model model;
    std::string err, warn, name = file;
    bool glb = name.size() > 4 && name.compare(name.size() - 4, 4, ".glb") == 0;
    if (!(glb ? loader.LoadBinaryFromFile(&model, &err, &warn, name)
              : loader.LoadASCIIFromFile(&model, &err, &warn, name))) {
        while (!err.empty() && err[err.size() - 1] == '\n') err.erase(err.size() - 1);
        return fail(file, ("tinygltf cannot read it: " + err).c_str());
    }
    if (model.animations.empty() || model.skins.empty()) return fail(file, "no animation or no skin");
    // once: the nodes (rest poses, parents, matrices), the hierarchy, the clip, the skins
    gltfa_tinygltf_nodes nodes;
    gltfa_skeleton skeleton;
    gltfa_tinygltf_clip clip;
    std::vector<size_t> order(2 * model.nodes.size() + 1);
    gltfa_result r = gltfa_tinygltf_nodes_init(&nodes, model);
    if (r == GLTFA_SUCCESS)
        r = gltfa_skeleton_init(&skeleton, nodes.nodes.parents, nodes.nodes.matrices, nodes.nodes.node_count,
                                order.data(), NULL);
    if (r == GLTFA_SUCCESS) r = gltfa_tinygltf_clip_init(&clip, model, model.animations[0], &nodes.nodes);
    std::vector<gltfa_tinygltf_skin> skins(model.skins.size());
    for (size_t s = 0; s < skins.size() && r == GLTFA_SUCCESS; ++s)
        r = gltfa_tinygltf_skin_init(&skins[s], model, model.skins[s]);
    if (r != GLTFA_SUCCESS) return fail(file, gltfa_tinygltf_result_name(r));
    std::vector<float> world(16 * model.nodes.size() + 1), joint_matrices;
    for (int frame = 0; frame < frames; ++frame) { // each frame: poses, world, joint matrices
        float t = (float)frame / 30.0f;
        gltfa_clip_sample(&clip.clip, t);
        gltfa_skeleton_world(&skeleton, nodes.nodes.poses, world.data());
        for (size_t s = 0; s < skins.size(); ++s) {
            joint_matrices.resize(16 * gltfa_skin_joint_count(&skins[s].skin) + 1);
            gltfa_skin_joints(&skins[s].skin, world.data(), joint_matrices.data()); // to the GPU
            for (size_t j = 0; j < gltfa_skin_joint_count(&skins[s].skin); ++j) {
                std::printf("%.9g %lu %lu %lu", (double)t, (unsigned long)s, (unsigned long)j,
                            (unsigned long)skins[s].joints[j]);
                for (size_t k = 0; k < 16; ++k) std::printf(" %.9g", (double)joint_matrices[16 * j + k]);
                std::printf("\n");
            }
        }
    }
    return 0;
}

int main(int argc, char **argv)
{
    if (argc < 2) return fail("usage", "tinygltf_skin FILE.glb|FILE.gltf [FRAMES]");
    try { // tinygltf 2.7 throws on some bad files (std::out_of_range, std::bad_alloc)
        return play(argv[1], argc > 2 ? std::atoi(argv[2]) : 30);
    } catch (const std::exception &e) {
        std::fprintf(stderr, "tinygltf_skin: %s: tinygltf threw: %s\n", argv[1], e.what());
        return 1;
    }
}
