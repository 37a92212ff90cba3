/* gltf_load.h - a small, strict glTF 2.0 loader for animation data, used by the examples,
   the gltf_anim_play tool and the conformance run. Not part of gltf_anim.h (the library
   stays parser-free). C89, libc only; it allocates (the library never does).

   Reads GLB v2 (header, JSON and BIN chunks) and .gltf with external .bin files (relative
   URIs, percent-decoded) or base64 data: URIs. Accessors with both byte offsets, byteStride,
   every componentType, normalized, sparse (densified into a scratch buffer). Animations,
   channels (core paths and KHR_animation_pointer), samplers; a missing interpolation means
   LINEAR. Every offset, length and index is checked: a bad file gets a one-line message
   naming the problem and where (a JSON path such as animations[0].samplers[1].input, or a
   byte offset), never a crash. Time and memory are linear in the file's size (arrays are
   indexed in O(1), each sampler and accessor is read once however many channels share it,
   JSON nesting is limited to 64 levels); gl_file.work counts the steps. */
#ifndef GLTF_LOAD_H
#define GLTF_LOAD_H

#include <stddef.h>
#include "../gltf_anim.h"

/* One animation channel, with its sampler's accessors resolved to views. */
typedef struct gl_channel {
    long node;             /* target.node, -1 when absent */
    const char *path;      /* target.path: "translation", "rotation", "scale", "weights",
                              "pointer" (or another string, kept as given) */
    const char *pointer;   /* KHR_animation_pointer pointer, or NULL */
    long sampler;          /* index into the animation's samplers */
    gltfa_interp interp;   /* sampler.interpolation (absent: LINEAR) */
    gltfa_accessor input;  /* sampler.input, ready for gltfa_sampler_init */
    gltfa_accessor output; /* sampler.output */
    const char *output_type; /* accessor.type string of the output: "SCALAR", "VEC3", ... */
    long input_index, output_index; /* accessor indices, for messages */
} gl_channel;

typedef struct gl_animation {
    const char *name;      /* "" when absent */
    gl_channel *channels;
    size_t channel_count;
    size_t sampler_count;
} gl_animation;

typedef struct gl_file {
    gl_animation *animations;
    size_t animation_count;
    size_t node_count;
    size_t work;           /* the loader's work on this file, in steps: JSON nodes parsed,
                              children indexed, object members compared, array elements
                              looked up. Linear in the JSON: each array element is found in
                              O(1), each object is asked for a bounded number of members,
                              and each sampler and accessor is read once however many
                              channels share it. For tests (8x the channels must cost about
                              8x the steps); 0 after a failed load. */
    void *priv;            /* owned memory; released by gl_free */
} gl_file;

/* Loads a .glb or .gltf file (detected by the GLB magic, not the name). On failure returns
   0 and writes a one-line message into err ("accessor 3 extends past bufferView 1
   (accessors[3])", "truncated chunk at byte 20", ...); *file is then empty. */
int gl_load_file(const char *path, gl_file *file, char *err, size_t err_size);

/* The same from memory; base_dir (may be NULL: no external files) resolves relative
   buffer URIs. Nothing points into data after the call (what the file keeps is copied). */
int gl_load_memory(const unsigned char *data, size_t size, const char *base_dir, gl_file *file,
                   char *err, size_t err_size);

void gl_free(gl_file *file);

/* Builds the sampler for a channel: gltfa_path_parse of target.path, then core paths with
   gltfa_sampler_init(gltfa_path_property(path)) and pointer channels with
   gltfa_pointer_parse(pointer) and gltfa_sampler_init(info.property). Returns the library's
   code (GLTFA_ERROR_UNKNOWN_TARGET for a path that is neither; the sampler is then zeroed). */
gltfa_result gl_channel_sampler(const gl_channel *channel, gltfa_sampler *sampler);

#endif
