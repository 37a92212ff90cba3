// tinygltf_clip FILE: every animation of a glTF file as a clip bound to the file's nodes
// (what cannot be bound is skipped and reported), played for a second at 30 fps: what
// examples/cgltf_clip.c does, through tinygltf and gltfa_tinygltf.h.
#define GLTF_ANIM_IMPLEMENTATION
#define GLTF_ANIM_BIND_IMPLEMENTATION
#include "gltf_anim_bind.h"
#include <tiny_gltf.h>
#include "gltfa_tinygltf.h"
#include <cstdio>

int main(int argc, char **argv)
{
    tinygltf::TinyGLTF loader;
    tinygltf::Model model;
    std::string err, warn, file = argc > 1 ? argv[1] : "";
    bool glb = file.size() > 4 && file.compare(file.size() - 4, 4, ".glb") == 0;
    if (argc < 2) {
        std::fprintf(stderr, "usage: tinygltf_clip FILE.glb|FILE.gltf\n");
        return 1;
    }
    if (!(glb ? loader.LoadBinaryFromFile(&model, &err, &warn, file)
              : loader.LoadASCIIFromFile(&model, &err, &warn, file))) {
        std::fprintf(stderr, "tinygltf_clip: %s: tinygltf cannot read it: %s\n", argv[1], err.c_str());
        return 1;
    }
    gltfa_tinygltf_nodes nodes; // rest poses and morph weights: the clips write here
    gltfa_tinygltf_nodes_init(&nodes, model);
    for (size_t a = 0; a < model.animations.size(); ++a) {
        gltfa_tinygltf_clip c; // the clip and its memory: kept while it plays
        gltfa_result r = gltfa_tinygltf_clip_init(&c, model, model.animations[a], &nodes.nodes);
        if (r != GLTFA_SUCCESS) {
            std::fprintf(stderr, "tinygltf_clip: %s: animation %lu channel %ld: %s\n", argv[1], (unsigned long)a,
                         (long)c.bad_channel, gltfa_tinygltf_result_name(r));
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
