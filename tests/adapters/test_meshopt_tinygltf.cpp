// test_meshopt_tinygltf.cpp - gltfpack's compressed outputs (-c, and -cc with its filters)
// read by two routes that share no code but meshoptimizer's decoder and gltf_anim.h:
//   A. the loader (tools/gltf_load.c, built with GL_MESHOPT), as gltf_anim_play;
//   C. tinygltf 2.7 (Debian's libtinygltf-dev) through gltfa_tinygltf_load_glb, the views
//      decoded by gltfa_tinygltf_decode_meshopt (examples/tinygltf_meshopt.cpp, included
//      here), read by gltfa_tinygltf.h.
// Every channel of every animation is sampled by both at every key time, between keys and
// outside them; each value must be within gltf_anim.h's ACCURACY bound, 2e-6 x max(1, |v|),
// of the other (the count of values that are not bit-equal is printed). Before the views
// are decoded, route C must refuse every channel with GLTFA_TINYGLTF_ERROR_COMPRESSED.
// Then gltfa_tinygltf_decode_meshopt's refusals on Fox -c (one field of its first
// compressed ATTRIBUTES view made hostile at a time), each naming the view and leaving the
// model unchanged. Its own runner; the last line is "N passed, N failed[, N skipped]".
// make test-tinygltf builds it under ASan+UBSan where gltfpack and meshoptimizer are.
#define main tinygltf_meshopt_main
#include "../../examples/tinygltf_meshopt.cpp"
#undef main
#include "../../tools/gltf_load.h"
#include "compare_samplers.h"
#include <cstdlib>
#include <cstring>

static const char *const g_assets[6] = {
    "Fox/Fox.glb", "CesiumMan/CesiumMan.glb", "AnimatedMorphCube/AnimatedMorphCube.glb",
    "InterpolationTest/InterpolationTest.glb", "BoxAnimated/BoxAnimated.glb", "RiggedSimple/RiggedSimple.glb"
};

static std::string shared_dir()
{
    const char *dir = std::getenv("GLTF_ANIM_SHARED");
    return dir == NULL || dir[0] == '\0' ? "../shared" : dir;
}

static bool load(const std::string &path, tinygltf::Model *model, std::string *msg)
{
    tinygltf::TinyGLTF loader;
    std::string err, warn;
    if (gltfa_tinygltf_load_glb(loader, model, &err, &warn, path)) return true;
    *msg = "tinygltf cannot read it: " + err;
    return false;
}

// Both routes on one file; true when every channel agrees.
static bool compare_routes(const std::string &path, route_stats *st, std::string *msg)
{
    tinygltf::Model model;
    gl_file f;
    char err[512], line[512];
    std::memset(st, 0, sizeof *st);
    if (!gl_load_file(path.c_str(), &f, err, sizeof err)) {
        *msg = std::string("loader: ") + err;
        return false;
    }
    bool ok = load(path, &model, msg);
    size_t n = 0;
    for (size_t a = 0; ok && a < model.animations.size(); ++a) // undecoded: every channel refused
        for (size_t c = 0; c < model.animations[a].channels.size(); ++c, ++n) {
            gltfa_tinygltf_channel_info ch;
            if (gltfa_tinygltf_channel(&ch, model, model.animations[a], c) == GLTFA_TINYGLTF_ERROR_COMPRESSED)
                ++st->refused_before;
        }
    size_t view = 0;
    gltfa_result r = ok ? gltfa_tinygltf_decode_meshopt(model, 0, &view) : GLTFA_SUCCESS;
    if (r != GLTFA_SUCCESS) {
        std::sprintf(line, "decode: bufferViews[%lu]: %.200s", (unsigned long)view, gltfa_tinygltf_result_name(r));
        *msg = line;
        ok = false;
    }
    if (ok && model.animations.size() != f.animation_count) {
        *msg = "animation counts differ";
        ok = false;
    }
    for (size_t a = 0; ok && a < model.animations.size(); ++a) {
        if (model.animations[a].channels.size() != f.animations[a].channel_count) {
            *msg = "channel counts differ";
            ok = false;
            break;
        }
        for (size_t c = 0; ok && c < model.animations[a].channels.size(); ++c) {
            gltfa_tinygltf_channel_info ch;
            gltfa_sampler s;
            r = gltfa_tinygltf_channel(&ch, model, model.animations[a], c);
            gltfa_result rl = gl_channel_sampler(&f.animations[a].channels[c], &s);
            if (r != GLTFA_SUCCESS || rl != GLTFA_SUCCESS || ch.width != gltfa_sampler_width(&s) ||
                gltfa_sampler_key_count(&ch.sampler) != gltfa_sampler_key_count(&s)) {
                std::sprintf(line, "animation %lu channel %lu: tinygltf %.200s, loader %.100s", (unsigned long)a,
                             (unsigned long)c, gltfa_tinygltf_result_name(r), gltfa_result_name(rl));
                *msg = line;
                ok = false;
                break;
            }
            ++st->channels;
            if (!compare_samplers(&s, &ch.sampler, "tinygltf", a, c, st, line)) {
                *msg = line;
                ok = false;
            }
        }
    }
    if (ok && st->refused_before != n) {
        std::sprintf(line, "%lu of %lu channels refused before decoding, with GLTFA_TINYGLTF_ERROR_COMPRESSED",
                     (unsigned long)st->refused_before, (unsigned long)n);
        *msg = line;
        ok = false;
    }
    gl_free(&f);
    return ok;
}

// gltfa_tinygltf_decode_meshopt on a -c output whose first compressed ATTRIBUTES view is
// made hostile after loading, one field at a time; each must be refused with its code,
// naming that view (bad_view), the model unchanged (no buffer added, no view repointed):
//   byteStride 3 (ATTRIBUTES needs a multiple of 4)      GLTFA_TINYGLTF_ERROR_MESHOPT_FIELDS
//   count + 1 (count x byteStride is not byteLength)     GLTFA_TINYGLTF_ERROR_MESHOPT_FIELDS
//   byteOffset one past its buffer                       GLTFA_TINYGLTF_ERROR_MESHOPT_FIELDS
//   mode "POINTS" (no such mode)                         GLTFA_TINYGLTF_ERROR_MESHOPT_FIELDS
//   a budget one byte short of the views up to it        GLTFA_TINYGLTF_ERROR_BUDGET
//   its compressed bytes set to 0xFF (no valid header)   GLTFA_TINYGLTF_ERROR_MESHOPT_DATA
// and then, restored, the same model decodes (GLTFA_SUCCESS).
static bool hostile_views(const std::string &path, std::string *msg)
{
    tinygltf::Model model;
    char line[600];
    if (!load(path, &model, msg)) return false;
    size_t v = 0;
    for (; v < model.bufferViews.size(); ++v) {
        const tinygltf::ExtensionMap &e = model.bufferViews[v].extensions;
        if (e.count("EXT_meshopt_compression") && e.find("EXT_meshopt_compression")->second.Get("mode").IsString() &&
            e.find("EXT_meshopt_compression")->second.Get("mode").Get<std::string>() == "ATTRIBUTES")
            break;
    }
    if (v == model.bufferViews.size()) {
        *msg = "no compressed ATTRIBUTES view";
        return false;
    }
    const tinygltf::Value saved = model.bufferViews[v].extensions["EXT_meshopt_compression"];
    tinygltf::Value::Object fields = saved.Get<tinygltf::Value::Object>();
    size_t src_buffer = (size_t)fields["buffer"].GetNumberAsInt();
    size_t src_offset = fields.count("byteOffset") ? (size_t)fields["byteOffset"].GetNumberAsInt() : 0;
    size_t src_length = (size_t)fields["byteLength"].GetNumberAsInt();
    std::vector<unsigned char> source = model.buffers[src_buffer].data;
    size_t buffers = model.buffers.size();
    for (int k = 0; k < 6; ++k) {
        tinygltf::Value::Object o = fields;
        size_t budget = 0;
        gltfa_result want = GLTFA_TINYGLTF_ERROR_MESHOPT_FIELDS;
        if (k == 0) o["byteStride"] = tinygltf::Value(3);
        else if (k == 1) o["count"] = tinygltf::Value(fields["count"].GetNumberAsInt() + 1);
        else if (k == 2) o["byteOffset"] = tinygltf::Value((int)model.buffers[src_buffer].data.size() + 1);
        else if (k == 3) o["mode"] = tinygltf::Value(std::string("POINTS"));
        else if (k == 4) { // the views before it (each 16-byte aligned), and all but one byte of it
            for (size_t i = 0; i < v; ++i)
                if (gltfa_tinygltf_compressed(model.bufferViews[i]))
                    budget = ((budget + 15) & ~(size_t)15) + model.bufferViews[i].byteLength;
            budget = ((budget + 15) & ~(size_t)15) + model.bufferViews[v].byteLength - 1;
            want = GLTFA_TINYGLTF_ERROR_BUDGET;
        } else {
            std::memset(&model.buffers[src_buffer].data[src_offset], 0xFF, src_length);
            want = GLTFA_TINYGLTF_ERROR_MESHOPT_DATA;
        }
        model.bufferViews[v].extensions["EXT_meshopt_compression"] = tinygltf::Value(o);
        size_t view = 99999;
        gltfa_result r = gltfa_tinygltf_decode_meshopt(model, budget, &view);
        bool unchanged = model.buffers.size() == buffers;
        for (size_t i = 0; i < model.bufferViews.size(); ++i)
            if ((size_t)model.bufferViews[i].buffer >= buffers) unchanged = false;
        if (r != want || view != v || !unchanged) {
            std::sprintf(line, "hostile case %d: %.200s, view %lu%s, not %.200s at view %lu", k,
                         gltfa_tinygltf_result_name(r), (unsigned long)view, unchanged ? "" : ", model changed",
                         gltfa_tinygltf_result_name(want), (unsigned long)v);
            *msg = line;
            return false;
        }
        model.bufferViews[v].extensions["EXT_meshopt_compression"] = saved;
        model.buffers[src_buffer].data = source;
    }
    size_t view = 0;
    gltfa_result r = gltfa_tinygltf_decode_meshopt(model, 0, &view);
    if (r != GLTFA_SUCCESS || model.buffers.size() != buffers + 1 || gltfa_tinygltf_compressed(model.bufferViews[v])) {
        *msg = std::string("restored: ") + gltfa_tinygltf_result_name(r);
        return false;
    }
    return true;
}

int main()
{
    static const char *const options[2] = { "-c", "-cc" };
    int passed = 0, failed = 0;
    size_t done = 0;
    if (std::system("mkdir -p build/meshopt && gltfpack -v > build/meshopt/gltfpack.log 2>&1") != 0) {
        std::printf("skip: meshopt tinygltf: gltfpack not found (Debian: apt-get install gltfpack)\n");
        std::printf("0 passed, 0 failed, 1 skipped\n");
        return 0;
    }
    for (size_t i = 0; i < 6; ++i) {
        std::string path = shared_dir() + "/assets/" + g_assets[i], name(g_assets[i], std::strchr(g_assets[i], '/'));
        std::FILE *fp = std::fopen(path.c_str(), "rb");
        if (fp == NULL) {
            std::printf("  skip: %s not found (GLTF_ANIM_SHARED)\n", path.c_str());
            continue;
        }
        std::fclose(fp);
        for (size_t o = 0; o < 2; ++o) {
            route_stats st;
            std::string out = "build/meshopt/" + name + options[o] + ".glb", msg;
            std::string cmd = "gltfpack -i '" + path + "' -o '" + out + "' " + options[o] +
                              " >> build/meshopt/gltfpack.log 2>&1";
            std::memset(&st, 0, sizeof st);
            bool ok = std::system(cmd.c_str()) == 0;
            if (!ok) msg = "gltfpack failed (build/meshopt/gltfpack.log)";
            else ok = compare_routes(out, &st, &msg);
            if (ok)
                std::printf("  ok   %s: loader == tinygltf within 2e-6 x max(1, |v|): %lu channels (each refused "
                            "with GLTFA_TINYGLTF_ERROR_COMPRESSED before decoding), %lu values, largest difference "
                            "%.2g, %lu not bit-equal\n", out.c_str(), (unsigned long)st.channels,
                            (unsigned long)st.values, st.worst, (unsigned long)st.not_bit_equal);
            else
                std::printf("  FAIL %s: %s\n", out.c_str(), msg.c_str());
            (ok ? passed : failed) += 1;
            ++done;
            if (o == 0 && i == 0) { // Fox -c: gltfa_tinygltf_decode_meshopt's refusals
                ok = hostile_views(out, &msg);
                std::printf("  %s %s: gltfa_tinygltf_decode_meshopt refuses a bad byteStride, count, byteOffset, "
                            "mode, budget and data with their codes, the model unchanged%s%s\n",
                            ok ? "ok  " : "FAIL", out.c_str(), ok ? "" : ": ", ok ? "" : msg.c_str());
                (ok ? passed : failed) += 1;
            }
        }
    }
    if (done == 0) {
        std::printf("skip: meshopt tinygltf: no sample asset found (GLTF_ANIM_SHARED)\n");
        std::printf("0 passed, 0 failed, 1 skipped\n");
        return 0;
    }
    std::printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
