// tinygltf_clip FILE: every animation of a glTF file as a clip bound to the file's nodes
// (what cannot be bound is skipped and reported), played for a second at 30 fps: what
// examples/cgltf_clip.c does, through tinygltf and gltfa_tinygltf.h.
#define GLTF_ANIM_IMPLEMENTATION
#define GLTF_ANIM_BIND_IMPLEMENTATION
#include "gltf_anim_bind.h"
#include <tiny_gltf.h>
#include "gltfa_tinygltf.h"
#include <cstdio>
#include <exception>

static int play(const char *file)
{
    tinygltf::TinyGLTF loader;
    tinygltf::Model model;
    std::string err, warn, name = file;
    bool glb = name.size() > 4 && name.compare(name.size() - 4, 4, ".glb") == 0;
    if (!(glb ? loader.LoadBinaryFromFile(&model, &err, &warn, name)
              : loader.LoadASCIIFromFile(&model, &err, &warn, name))) {
        while (!err.empty() && err[err.size() - 1] == '\n') err.erase(err.size() - 1);
        std::fprintf(stderr, "tinygltf_clip: %s: tinygltf cannot read it: %s\n", file, err.c_str());
        return 1;
    }
    gltfa_tinygltf_nodes nodes; // rest poses and morph weights: the clips write here
    gltfa_result nr = gltfa_tinygltf_nodes_init(&nodes, model);
    if (nr != GLTFA_SUCCESS) { // a bad hierarchy or node transform
        std::fprintf(stderr, "tinygltf_clip: %s: node %lu: %s\n", file, (unsigned long)nodes.bad_node,
                     gltfa_tinygltf_result_name(nr));
        return 1;
    }
    for (size_t a = 0; a < model.animations.size(); ++a) {
        gltfa_tinygltf_clip c; // the clip and its memory: kept while it plays
        gltfa_result r = gltfa_tinygltf_clip_init(&c, model, model.animations[a], &nodes.nodes);
        if (r != GLTFA_SUCCESS) { // which channel, and which key when the library knows
            std::fprintf(stderr, "tinygltf_clip: %s: animation %lu", file, (unsigned long)a);
            if (c.bad_channel != GLTFA_TINYGLTF_NONE) std::fprintf(stderr, " channel %lu", (unsigned long)c.bad_channel);
            if (c.bad_key != GLTFA_TINYGLTF_NONE)
                std::fprintf(stderr, r == GLTFA_ERROR_VALUE_NOT_FINITE ? " (float %lu)" : " (key %lu)",
                             (unsigned long)c.bad_key);
            std::fprintf(stderr, ": %s\n", gltfa_tinygltf_result_name(r));
            return 1;
        }
        for (int frame = 0; frame < 30; ++frame) // the game loop: every bound channel, each frame
            gltfa_clip_sample(&c.clip, gltfa_clip_time(&c.clip, (float)frame / 30.0f, GLTFA_WRAP_REPEAT, 0));
        std::printf("animation %lu: %lu channels, %lu skipped, %g .. %g s\n", (unsigned long)a,
                    (unsigned long)c.channel_count, (unsigned long)c.skipped_count,
                    (double)gltfa_clip_start(&c.clip), (double)gltfa_clip_end(&c.clip));
    }
    return 0;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        std::fprintf(stderr, "usage: tinygltf_clip FILE.glb|FILE.gltf\n");
        return 1;
    }
    try { // tinygltf 2.7 throws on some bad files (std::out_of_range, std::bad_alloc)
        return play(argv[1]);
    } catch (const std::exception &e) {
        std::fprintf(stderr, "tinygltf_clip: %s: tinygltf threw: %s\n", argv[1], e.what());
        return 1;
    }
}
