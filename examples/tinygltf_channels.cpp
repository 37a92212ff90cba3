// tinygltf_channels FILE: every channel of a glTF file, one by one (no clip, no node list):
// what it animates, its interpolation, and its value halfway through its keys; what
// examples/cgltf_channels.c does, through tinygltf and gltfa_tinygltf.h.
#define GLTF_ANIM_IMPLEMENTATION
#define GLTF_ANIM_BIND_IMPLEMENTATION
#include "gltf_anim_bind.h"
#include <tiny_gltf.h>
#include "gltfa_tinygltf.h"
#include <cstdio>
#include <exception>

static int list(const char *file)
{
    tinygltf::TinyGLTF loader;
    tinygltf::Model model;
    std::string err, warn, name = file;
    bool glb = name.size() > 4 && name.compare(name.size() - 4, 4, ".glb") == 0;
    if (!(glb ? loader.LoadBinaryFromFile(&model, &err, &warn, name)
              : loader.LoadASCIIFromFile(&model, &err, &warn, name))) {
        while (!err.empty() && err[err.size() - 1] == '\n') err.erase(err.size() - 1);
        std::fprintf(stderr, "tinygltf_channels: %s: tinygltf cannot read it: %s\n", file, err.c_str());
        return 1;
    }
    for (size_t a = 0; a < model.animations.size(); ++a)
        for (size_t i = 0; i < model.animations[a].channels.size(); ++i) {
            gltfa_tinygltf_channel_info ch;
            float first = 0, last = 0;
            gltfa_result r = gltfa_tinygltf_channel(&ch, model, model.animations[a], i);
            std::printf("animation %lu channel %lu:", (unsigned long)a, (unsigned long)i);
            if (r == GLTFA_SUCCESS) {
                gltfa_sampler_time_range(&ch.sampler, &first, &last);
                gltfa_sampler_sample(&ch.sampler, first + (last - first) / 2, ch.value.data(), ch.width);
                std::printf(" %s %s, halfway:", ch.target.c_str(), gltfa_interp_name(ch.interp));
                for (size_t k = 0; k < ch.width; ++k) std::printf(" %g", (double)ch.value[k]);
            } else { // why it cannot play, and where when the library knows
                if (ch.bad_key != GLTFA_TINYGLTF_NONE)
                    std::printf(r == GLTFA_ERROR_VALUE_NOT_FINITE ? " (float %lu)" : " (key %lu)",
                                (unsigned long)ch.bad_key);
                std::printf(" %s", gltfa_tinygltf_result_name(r));
            }
            std::printf("\n");
        }
    return 0;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        std::fprintf(stderr, "usage: tinygltf_channels FILE.glb|FILE.gltf\n");
        return 1;
    }
    try { // tinygltf 2.7 throws on some bad files (std::out_of_range, std::bad_alloc)
        return list(argv[1]);
    } catch (const std::exception &e) {
        std::fprintf(stderr, "tinygltf_channels: %s: tinygltf threw: %s\n", argv[1], e.what());
        return 1;
    }
}
