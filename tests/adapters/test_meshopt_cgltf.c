/* test_meshopt_cgltf.c - gltfpack's compressed outputs (-c, and -cc with its filters) read by
   two routes that share no code but meshoptimizer's decoder and gltf_anim.h:
     A. the loader (tools/gltf_load.c, built with GL_MESHOPT), as gltf_anim_play;
     B. cgltf (../shared/third_party/cgltf), the views decoded by gltfa_cgltf_decode_meshopt
        (the README's decode step, examples/cgltf_meshopt.c, included here), read by
        gltfa_cgltf.h.
   "Decoded independently" means this: another JSON parser, another reading of the
   extension, the buffers, the views and the accessors, and the decode calls made by other
   code. Every channel of every animation is sampled by both at every key time, between
   keys and outside them; each value must be within gltf_anim.h's ACCURACY bound,
   2e-6 x max(1, |v|), of the other (both run the same library on the same bits, so they
   are expected equal; the count of values that are not bit-equal is printed). Before the
   views are decoded, route B must refuse every such channel with
   GLTFA_CGLTF_ERROR_COMPRESSED. The sample assets are packed into build/meshopt/ by
   Debian's gltfpack. Its own runner; the last line is "N passed, N failed[, N skipped]".
   make test-meshopt-cgltf builds it under ASan+UBSan. */
#define main cgltf_meshopt_main
int cgltf_meshopt_main(int argc, char **argv);
#include "../../examples/cgltf_meshopt.c"
#undef main
#include "../../tools/gltf_load.h"
#include "compare_samplers.h"
#include <string.h>

static const char *const g_assets[5] = {
    "Fox/Fox.glb", "CesiumMan/CesiumMan.glb", "AnimatedMorphCube/AnimatedMorphCube.glb",
    "InterpolationTest/InterpolationTest.glb", "BoxAnimated/BoxAnimated.glb"
};

static const char *shared_dir(void)
{
    const char *dir = getenv("GLTF_ANIM_SHARED");
    return dir == NULL || dir[0] == '\0' || strlen(dir) > 800 ? "../shared" : dir;
}

/* Both routes on one file; 1 when every channel agrees. */
static int compare_routes(const char *path, route_stats *st, char *msg)
{
    static cgltf_options options;
    cgltf_data *data = NULL;
    gl_file f;
    char err[512];
    size_t a, c, n;
    int ok = 1;
    memset(st, 0, sizeof *st);
    if (!gl_load_file(path, &f, err, sizeof err)) {
        sprintf(msg, "loader: %.400s", err);
        return 0;
    }
    if (cgltf_parse_file(&options, path, &data) != cgltf_result_success ||
        cgltf_load_buffers(&options, data, path) != cgltf_result_success) {
        sprintf(msg, "cgltf cannot read it");
        gl_free(&f);
        cgltf_free(data);
        return 0;
    }
    /* undecoded: every channel of the adapter refused with the adapter's code */
    for (a = 0; a < data->animations_count; ++a)
        for (c = 0; c < data->animations[a].channels_count; ++c) {
            size_t bytes = 0;
            void *memory;
            gltfa_cgltf_channel_info ch;
            gltfa_result r = gltfa_cgltf_channel_size(&data->animations[a], c, &bytes);
            memory = malloc(bytes + 1);
            if (r == GLTFA_SUCCESS) r = gltfa_cgltf_channel(&ch, data, &data->animations[a], c, memory, bytes);
            if (r == GLTFA_CGLTF_ERROR_COMPRESSED) ++st->refused_before;
            free(memory);
        }
    {
        size_t view = 0;
        gltfa_result r = gltfa_cgltf_decode_meshopt(data, 0, &view);
        if (r != GLTFA_SUCCESS) {
            sprintf(msg, "decode: bufferViews[%lu]: %.200s", (unsigned long)view, gltfa_cgltf_result_name(r));
            ok = 0;
        }
    }
    if (ok && data->animations_count != f.animation_count) {
        sprintf(msg, "animation counts differ");
        ok = 0;
    }
    for (a = 0; ok && a < data->animations_count; ++a) {
        if (data->animations[a].channels_count != f.animations[a].channel_count) {
            sprintf(msg, "animation %lu: channel counts differ", (unsigned long)a);
            ok = 0;
            break;
        }
        for (c = 0; ok && c < data->animations[a].channels_count; ++c) {
            size_t bytes = 0;
            void *memory;
            gltfa_cgltf_channel_info ch;
            gltfa_sampler s;
            gltfa_result r = gltfa_cgltf_channel_size(&data->animations[a], c, &bytes);
            gltfa_result rl = gl_channel_sampler(&f.animations[a].channels[c], &s);
            memset(&ch, 0, sizeof ch);
            memory = malloc(bytes + 1);
            if (r == GLTFA_SUCCESS) r = gltfa_cgltf_channel(&ch, data, &data->animations[a], c, memory, bytes);
            if (r != GLTFA_SUCCESS || rl != GLTFA_SUCCESS || ch.width != gltfa_sampler_width(&s) ||
                gltfa_sampler_key_count(&ch.sampler) != gltfa_sampler_key_count(&s)) {
                sprintf(msg, "animation %lu channel %lu: cgltf %s, loader %s", (unsigned long)a, (unsigned long)c,
                        gltfa_cgltf_result_name(r), gltfa_result_name(rl));
                free(memory);
                ok = 0;
                break;
            }
            ++st->channels;
            ok = compare_samplers(&s, &ch.sampler, "cgltf", a, c, st, msg);
            free(memory);
        }
    }
    n = 0;
    for (a = 0; a < data->animations_count; ++a) n += data->animations[a].channels_count;
    if (ok && st->refused_before != n) {
        sprintf(msg, "%lu of %lu channels refused before decoding, with GLTFA_CGLTF_ERROR_COMPRESSED",
                (unsigned long)st->refused_before, (unsigned long)n);
        ok = 0;
    }
    gl_free(&f);
    cgltf_free(data);
    return ok;
}

/* gltfa_cgltf_decode_meshopt on a -c output whose first compressed view is made hostile
   after parsing, one field at a time; each must be refused with its code, naming that view
   (bad_view), and nothing decoded into it:
     byteStride 3 (ATTRIBUTES needs a multiple of 4)      GLTFA_CGLTF_ERROR_MESHOPT_FIELDS
     count + 1 (count x byteStride is not byteLength)     GLTFA_CGLTF_ERROR_MESHOPT_FIELDS
     offset one past its buffer                           GLTFA_CGLTF_ERROR_MESHOPT_FIELDS
     a budget one byte short of the views up to it        GLTFA_CGLTF_ERROR_BUDGET
     its compressed bytes set to 0xFF (no valid header)   GLTFA_CGLTF_ERROR_MESHOPT_DATA
   and then, restored, the same file decodes (GLTFA_SUCCESS). Returns 1 when all hold. */
static int hostile_views(const char *path, char *msg)
{
    static cgltf_options options;
    cgltf_data *data = NULL;
    cgltf_buffer_view *bv = NULL;
    cgltf_meshopt_compression saved;
    unsigned char *src, *copy;
    size_t i, view = 0;
    int k, ok = 1;
    gltfa_result r;
    if (cgltf_parse_file(&options, path, &data) != cgltf_result_success ||
        cgltf_load_buffers(&options, data, path) != cgltf_result_success) {
        sprintf(msg, "cgltf cannot read it");
        cgltf_free(data);
        return 0;
    }
    for (i = 0; i < data->buffer_views_count && bv == NULL; ++i)
        if (data->buffer_views[i].has_meshopt_compression &&
            data->buffer_views[i].meshopt_compression.mode == cgltf_meshopt_compression_mode_attributes)
            bv = &data->buffer_views[i];
    if (bv == NULL) {
        sprintf(msg, "no compressed ATTRIBUTES view");
        cgltf_free(data);
        return 0;
    }
    saved = bv->meshopt_compression;
    src = (unsigned char *)saved.buffer->data + saved.offset;
    copy = (unsigned char *)malloc(saved.size + 1);
    memcpy(copy, src, saved.size);
    for (k = 0; k < 5 && ok; ++k) {
        size_t budget = 0;
        gltfa_result want = GLTFA_CGLTF_ERROR_MESHOPT_FIELDS;
        bv->meshopt_compression = saved;
        if (k == 0) bv->meshopt_compression.stride = 3;
        else if (k == 1) bv->meshopt_compression.count = saved.count + 1;
        else if (k == 2) bv->meshopt_compression.offset = saved.buffer->size + 1;
        else if (k == 3) { /* the views before it, and all but one byte of it */
            for (i = 0; &data->buffer_views[i] != bv; ++i)
                if (data->buffer_views[i].has_meshopt_compression) budget += data->buffer_views[i].size;
            budget += bv->size - 1;
            want = GLTFA_CGLTF_ERROR_BUDGET;
        }
        else { memset(src, 0xFF, saved.size); want = GLTFA_CGLTF_ERROR_MESHOPT_DATA; }
        view = 99999;
        r = gltfa_cgltf_decode_meshopt(data, budget, &view);
        if (r != want || view != (size_t)(bv - data->buffer_views) || bv->data != NULL) {
            sprintf(msg, "hostile case %d: %.200s, view %lu, not %.200s at view %lu", k, gltfa_cgltf_result_name(r),
                    (unsigned long)view, gltfa_cgltf_result_name(want), (unsigned long)(bv - data->buffer_views));
            ok = 0;
        }
    }
    bv->meshopt_compression = saved;
    memcpy(src, copy, saved.size);
    free(copy);
    if (ok && (r = gltfa_cgltf_decode_meshopt(data, 0, &view)) != GLTFA_SUCCESS) {
        sprintf(msg, "restored: %.300s", gltfa_cgltf_result_name(r));
        ok = 0;
    }
    cgltf_free(data);
    return ok;
}

int main(void)
{
    static const char *const options[2] = { "-c", "-cc" };
    char cmd[2400], path[1024], out[256], name[64], msg[700], line[1600];
    size_t i, o, done = 0;
    int passed = 0, failed = 0;
    if (system("mkdir -p build/meshopt && gltfpack -v > build/meshopt/gltfpack.log 2>&1") != 0) {
        printf("skip: meshopt cgltf: gltfpack not found (Debian: apt-get install gltfpack)\n");
        printf("0 passed, 0 failed, 1 skipped\n");
        return 0;
    }
    for (i = 0; i < 5; ++i) {
        FILE *fp;
        size_t nl = (size_t)(strchr(g_assets[i], '/') - g_assets[i]);
        sprintf(path, "%s/assets/%s", shared_dir(), g_assets[i]);
        fp = fopen(path, "rb");
        if (fp == NULL) {
            printf("  skip: %s not found (GLTF_ANIM_SHARED)\n", path);
            continue;
        }
        fclose(fp);
        memcpy(name, g_assets[i], nl);
        name[nl] = '\0';
        for (o = 0; o < 2; ++o) {
            route_stats st;
            int ok;
            memset(&st, 0, sizeof st);
            sprintf(out, "build/meshopt/%s%s.glb", name, options[o]);
            sprintf(cmd, "gltfpack -i '%s' -o '%s' %s >> build/meshopt/gltfpack.log 2>&1", path, out, options[o]);
            msg[0] = '\0';
            ok = system(cmd) == 0;
            if (!ok) sprintf(msg, "gltfpack failed (build/meshopt/gltfpack.log)");
            else ok = compare_routes(out, &st, msg);
            if (ok)
                sprintf(line, "%s: loader == cgltf within 2e-6 x max(1, |v|): %lu channels (each refused with "
                              "GLTFA_CGLTF_ERROR_COMPRESSED before decoding), %lu values, largest difference "
                              "%.2g, %lu not bit-equal", out, (unsigned long)st.channels, (unsigned long)st.values,
                        st.worst, (unsigned long)st.not_bit_equal);
            else
                sprintf(line, "%s: %s", out, msg);
            printf("  %s %s\n", ok ? "ok  " : "FAIL", line);
            if (ok) ++passed; else ++failed;
            ++done;
            if (o == 0 && i == 0) { /* Fox -c: gltfa_cgltf_decode_meshopt's refusals */
                ok = hostile_views(out, msg);
                printf("  %s %s: gltfa_cgltf_decode_meshopt refuses a bad byteStride, count, offset, budget "
                       "and data with their codes%s%s\n", ok ? "ok  " : "FAIL", out, ok ? "" : ": ", ok ? "" : msg);
                if (ok) ++passed; else ++failed;
            }
        }
    }
    if (done == 0) {
        printf("skip: meshopt cgltf: no sample asset found (GLTF_ANIM_SHARED)\n");
        printf("0 passed, 0 failed, 1 skipped\n");
        return 0;
    }
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
