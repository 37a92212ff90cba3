// fuzz_tinygltf.cpp - libFuzzer target for the tinygltf adapter (gltfa_tinygltf.h):
// fuzzed .glb/.gltf bytes (a GLB by its magic) through tinygltf 2.7's loader (-ltinygltf;
// a GLB through gltfa_tinygltf_load_glb_memory, which pads the BIN chunk for meshopt
// fallback buffers; no file is opened: external buffers and images are refused, images are
// not decoded), with meshoptimizer (GLTFA_TINYGLTF_MESHOPT) the compressed views decoded by
// gltfa_tinygltf_decode_meshopt,
// inside try/catch as the adapter's top comment says (tinygltf throws on some bad files),
// then the adapter as a program for untrusted files calls it: the node list, every
// animation as a clip sampled at a few times (every pose and weight must stay finite), and
// every channel alone, sampled across its keys. The adapter's default memory budget holds
// what the accessors claim. Seeds: the demo asset (make fuzz writes it),
// tests/fuzz/regress/tinygltf/ and the loader's hostile files.
#define GLTF_ANIM_IMPLEMENTATION
#define GLTF_ANIM_BIND_IMPLEMENTATION
#include "../../gltf_anim_bind.h"
#include <tiny_gltf.h>
#include "../../gltfa_tinygltf.h"
#include <cstdlib>
#include <exception>

extern "C" int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size);

static bool fuzz_no_file(const std::string &, void *) { return false; }
static std::string fuzz_same_path(const std::string &path, void *) { return path; }
static bool fuzz_no_read(std::vector<unsigned char> *, std::string *err, const std::string &, void *)
{
    if (err != NULL) *err = "fuzz: no external files";
    return false;
}
static bool fuzz_no_write(std::string *, const std::string &, const std::vector<unsigned char> &, void *)
{
    return false;
}
static bool fuzz_no_image(tinygltf::Image *, const int, std::string *, std::string *, int, int,
                          const unsigned char *, int, void *)
{
    return true; // images are not this adapter's: left undecoded
}

static void fuzz_check_finite(const float *v, size_t n)
{
    for (size_t i = 0; i < n; ++i)
        if (!(v[i] - v[i] == 0.0f)) std::abort(); // the library checked every sampler
}

static void fuzz_model(const tinygltf::Model &model)
{
    static const float times[6] = { -1.0f, 0.0f, 0.25f, 1.0f, 3.5f, 1e9f };
    gltfa_tinygltf_nodes nodes;
    gltfa_tinygltf_nodes_init(&nodes, model);
    for (size_t a = 0; a < model.animations.size(); ++a) {
        const tinygltf::Animation &anim = model.animations[a];
        gltfa_tinygltf_clip c;
        gltfa_result r = gltfa_tinygltf_clip_init(&c, model, anim, &nodes.nodes);
        if (r == GLTFA_SUCCESS) {
            for (size_t k = 0; k < 6; ++k) {
                gltfa_clip_sample(&c.clip, gltfa_clip_time(&c.clip, times[k], GLTFA_WRAP_REPEAT, 0));
                for (size_t i = 0; i < gltfa_clip_channel_count(&c.clip); ++i) {
                    size_t w = 0;
                    float *dest = gltfa_clip_channel_dest(&c.clip, i, &w);
                    if (dest == NULL) std::abort();
                    fuzz_check_finite(dest, w);
                }
            }
        } else if (c.bad_channel != GLTFA_TINYGLTF_NONE && c.bad_channel >= anim.channels.size()) {
            std::abort(); // an error names a channel of the animation, or none
        }
        for (size_t i = 0; i < anim.channels.size(); ++i) {
            gltfa_tinygltf_channel_info ch;
            float first = 0, last = 0;
            gltfa_cursor cursor = 0;
            if (gltfa_tinygltf_channel(&ch, model, anim, i) != GLTFA_SUCCESS) continue;
            if (ch.value.size() < ch.width || gltfa_sampler_time_range(&ch.sampler, &first, &last) != GLTFA_SUCCESS)
                std::abort();
            for (int k = 0; k < 5; ++k) {
                gltfa_sampler_sample_cursor(&ch.sampler, first + (last - first) * (float)k / 4.0f, &cursor,
                                            ch.value.data(), ch.width);
                fuzz_check_finite(ch.value.data(), ch.width);
            }
        }
    }
}

extern "C" int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
    if (size > 0xFFFFFFFFu) return 0;
    try {
        tinygltf::TinyGLTF loader;
        tinygltf::Model model;
        std::string err, warn;
        tinygltf::FsCallbacks fs;
        fs.FileExists = fuzz_no_file;
        fs.ExpandFilePath = fuzz_same_path;
        fs.ReadWholeFile = fuzz_no_read;
        fs.WriteWholeFile = fuzz_no_write;
        fs.user_data = NULL;
        loader.SetFsCallbacks(fs);
        loader.SetImageLoader(fuzz_no_image, NULL);
        bool glb = size >= 4 && data[0] == 'g' && data[1] == 'l' && data[2] == 'T' && data[3] == 'F';
        std::vector<unsigned char> bytes(data, data + size);
        bool ok = glb ? gltfa_tinygltf_load_glb_memory(loader, &model, &err, &warn, bytes, "")
                      : loader.LoadASCIIFromString(&model, &err, &warn, (const char *)data, (unsigned int)size, "");
#ifdef GLTFA_TINYGLTF_MESHOPT
        size_t buffers = model.buffers.size();
        if (ok && gltfa_tinygltf_decode_meshopt(model, 0, NULL) != GLTFA_SUCCESS && model.buffers.size() != buffers)
            std::abort(); // refused: the model must be unchanged (no buffer added)
#endif
        if (ok) fuzz_model(model);
    } catch (const std::exception &) {
        // tinygltf threw (its loader's vectors, or std::bad_alloc): refused, as a program
        // following the adapter's top comment refuses the file
    }
    return 0;
}
