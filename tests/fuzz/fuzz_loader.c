/* fuzz_loader.c - libFuzzer target for the loader and the gltf_anim_play paths:
   fuzzed .glb/.gltf bytes through gl_load_memory, then the tool's own prepare (sampler
   building and checking), --list, --sample and --svg code, with output to /dev/null; and
   loaded again with the nodes and skins (gl_options.skeleton) through --world and
   --joints.
   Seeds: the project's demo asset as .glb and .gltf (make fuzz writes them); dictionary:
   tests/fuzz/gltf.dict. */
#define main gltf_anim_play_main
int main(int argc, char **argv); /* the tool's main, renamed: declared for -Wmissing-prototypes */
#include "../../tools/gltf_anim_play.c" /* NOLINT(bugprone-suspicious-include): the tool's own code, fuzzed */
#undef main
#include <stdio.h>

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size);
int LLVMFuzzerInitialize(int *argc, char ***argv);

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    quiet = 1;
    if (freopen("/dev/null", "w", stdout) == NULL) return 0;
    return 0;
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
    static const float times[8] = { -1.0f, 0.0f, 0.1f, 0.5f, 1.0f, 2.5f, 1e9f, 0.25f };
    gl_file f;
    gl_options o;
    char err[512];
    anim_state *st;
    size_t a, channels = 0;
    quiet = 1;
    if (!gl_load_memory(data, size, NULL, &f, err, sizeof err)) {
        if (err[0] == '\0' || strchr(err, '\n') != NULL) abort(); /* one line, always */
        return 0;
    }
    st = (anim_state *)calloc(f.animation_count + 1, sizeof(anim_state));
    if (st != NULL && prepare("fuzz", &f, st)) {
        list("fuzz", &f, st, -1);
        sample(&f, st, -1, times, 8);
        for (a = 0; a < f.animation_count; ++a) channels += f.animations[a].channel_count;
        if (channels <= 8) svg("/dev/null", "fuzz", &f, st, -1, -1, 0);
        if (channels <= 8 && f.node_count > 0) svg("/dev/null", "fuzz", &f, st, -1, 0, 1); /* node 0, Euler */
    }
    if (st != NULL) {
        for (a = 0; a < f.animation_count; ++a) free(st[a].ch);
        free(st);
    }
    gl_free(&f);
    memset(&o, 0, sizeof o);
    o.skeleton = 1;
    if (!gl_load_memory_ex(data, size, NULL, &o, &f, err, sizeof err)) {
        if (err[0] == '\0' || strchr(err, '\n') != NULL) abort();
        return 0;
    }
    st = (anim_state *)calloc(f.animation_count + 1, sizeof(anim_state));
    if (st != NULL && prepare("fuzz", &f, st)) {
        (void)skeleton_out("fuzz", &f, st, f.animation_count > 0 ? 0 : -1, times, 8, 0, NULL);
        (void)skeleton_out("fuzz", &f, st, f.animation_count > 0 ? 0 : -1, times, 8, 1, NULL);
        if (f.animation_count > 0 && f.node_count > 0) { /* root motion: the first and last node */
            root_opts ro;
            ro.node = 0;
            ro.up = 1;
            ro.flags = GLTFA_ROOT_MOTION_YAW;
            (void)skeleton_out("fuzz", &f, st, 0, times, 8, 0, &ro);
            ro.node = (long)f.node_count - 1;
            ro.up = 2;
            ro.flags = 0;
            (void)skeleton_out("fuzz", &f, st, 0, times, 8, 0, &ro);
        }
    }
    if (st != NULL) {
        for (a = 0; a < f.animation_count; ++a) free(st[a].ch);
        free(st);
    }
    gl_free(&f);
    return 0;
}
