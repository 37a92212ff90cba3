// tinygltf_meshopt FILE: tinygltf_clip for files whose buffer views are compressed with
// EXT_meshopt_compression or KHR_meshopt_compression (gltfpack -c, -cc): tinygltf decodes
// nothing, so one call decodes every compressed view with meshoptimizer into a buffer it
// appends to the model (gltfa_tinygltf_decode_meshopt, compiled because meshoptimizer.h is
// included first); then every animation plays as a clip. tinygltf 2.7 refuses most such
// GLB files (their fallback buffer is larger than the BIN chunk): gltfa_tinygltf_load_glb
// loads them. Link with -ltinygltf
// -lmeshoptimizer (Debian: libtinygltf-dev, libmeshoptimizer-dev).
#define GLTF_ANIM_IMPLEMENTATION
#define GLTF_ANIM_BIND_IMPLEMENTATION
#include "gltf_anim_bind.h"
#include <tiny_gltf.h>
#include <meshoptimizer.h>
#include "gltfa_tinygltf.h"
#include <cstdio>
#include <exception>

static int play(const char *file)
{
    tinygltf::TinyGLTF loader;
    tinygltf::Model model;
    std::string err, warn, name = file;
    bool glb = name.size() > 4 && name.compare(name.size() - 4, 4, ".glb") == 0;
    if (!(glb ? gltfa_tinygltf_load_glb(loader, &model, &err, &warn, name) // pads the BIN chunk
              : loader.LoadASCIIFromFile(&model, &err, &warn, name))) {
        while (!err.empty() && err[err.size() - 1] == '\n') err.erase(err.size() - 1);
        std::fprintf(stderr, "tinygltf_meshopt: %s: tinygltf cannot read it: %s\n", file, err.c_str());
        return 1;
    }
    size_t view = 0;
    gltfa_result r = gltfa_tinygltf_decode_meshopt(model, 0, &view); // the decode step
    if (r != GLTFA_SUCCESS) {
        std::fprintf(stderr, "tinygltf_meshopt: %s: bufferViews[%lu]: %s\n", file, (unsigned long)view,
                     gltfa_tinygltf_result_name(r));
        return 1;
    }
    gltfa_tinygltf_nodes nodes; // then as in tinygltf_clip.cpp
    if ((r = gltfa_tinygltf_nodes_init(&nodes, model)) != GLTFA_SUCCESS) {
        std::fprintf(stderr, "tinygltf_meshopt: %s: node %lu: %s\n", file, (unsigned long)nodes.bad_node,
                     gltfa_tinygltf_result_name(r));
        return 1;
    }
    for (size_t a = 0; a < model.animations.size(); ++a) {
        gltfa_tinygltf_clip c;
        if ((r = gltfa_tinygltf_clip_init(&c, model, model.animations[a], &nodes.nodes)) != GLTFA_SUCCESS) {
            std::fprintf(stderr, "tinygltf_meshopt: %s: animation %lu channel %ld: %s\n", file, (unsigned long)a,
                         c.bad_channel == GLTFA_TINYGLTF_NONE ? -1L : (long)c.bad_channel,
                         gltfa_tinygltf_result_name(r));
            return 1;
        }
        for (int frame = 0; frame < 30; ++frame)
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
        std::fprintf(stderr, "usage: tinygltf_meshopt FILE.glb|FILE.gltf\n");
        return 1;
    }
    try { // tinygltf 2.7 throws on some bad files (std::out_of_range, std::bad_alloc)
        return play(argv[1]);
    } catch (const std::exception &e) {
        std::fprintf(stderr, "tinygltf_meshopt: %s: tinygltf threw: %s\n", argv[1], e.what());
        return 1;
    }
}
