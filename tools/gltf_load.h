/* gltf_load.h - a small, strict glTF 2.0 loader for animation data, used by the tools
   (the gltf_anim_play tool and the conformance run) and the tests. Not part of gltf_anim.h
   (the library stays parser-free). C89, libc only; it allocates (the library never does).

   Reads GLB v2 (header, JSON and BIN chunks) and .gltf with external .bin files (relative
   URIs, percent-decoded) or base64 data: URIs. Buffer views compressed with
   EXT_meshopt_compression or KHR_meshopt_compression (gltfpack -c, -cc: every mode and
   filter, each field checked first) are decoded when an accessor first reads them, by
   meshoptimizer's decoder when built with -DGL_MESHOPT and linked with -lmeshoptimizer;
   otherwise such a view is an error naming the extension and libmeshoptimizer-dev. Their
   fallback buffer ("fallback": true, no uri) holds no bytes: only compressed views may
   lie in it. Accessors with both byte offsets, byteStride,
   every componentType, normalized, sparse (densified into a scratch buffer). Animations,
   channels (core paths and KHR_animation_pointer), samplers; a missing interpolation means
   LINEAR. Every offset, length and index is checked: a bad file gets a one-line message
   naming the problem and where (a JSON path such as animations[0].samplers[1].input, or a
   byte offset), never a crash. Time and memory are linear in the file's size (arrays are
   indexed in O(1), each sampler and accessor is read once however many channels share it,
   JSON nesting is limited to 64 levels); gl_file.work counts the steps. All the memory it
   allocates for a file is held to a budget (gl_options.max_memory; by default 128 x the
   input, at least 16 MiB), checked before each allocation. */
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

/* A skin (gl_options.skeleton): its joints and inverse bind matrices. */
typedef struct gl_skin {
    size_t *joints;        /* joint_count node indices, each < node_count */
    size_t joint_count;    /* at least 1 */
    gltfa_accessor inverse_bind; /* the inverseBindMatrices accessor, ready for
                              gltfa_skin_init (bounds checked; its type, count and values
                              are gltfa_skin_init's to check); data NULL when absent */
    long inverse_bind_index; /* its index in accessors, -1 when absent */
} gl_skin;

#define GL_MAX_WARNINGS 4
#define GL_WARNING_SIZE 200

typedef struct gl_file {
    gl_animation *animations;
    size_t animation_count;
    size_t node_count;
    const char **node_names; /* node_count entries: nodes[i].name, NULL when absent (or not a
                              string, or nodes[i] not an object: names are only for display,
                              so they fail no file) */
    size_t work;           /* the loader's work on this file, in steps: JSON nodes parsed,
                              children indexed, object members compared, array elements
                              looked up. Linear in the JSON: each array element is found in
                              O(1), each object is asked for a bounded number of members,
                              and each sampler and accessor is read once however many
                              channels share it. For tests (8x the channels must cost about
                              8x the steps); 0 after a failed load. */
    void *priv;            /* owned memory; released by gl_free */
    /* Warnings: what the file does that the specification forbids but the loader accepts
       (an animation sampler's accessor with a byteStride: the glTF validator's
       ANIMATION_SAMPLER_ACCESSOR_WITH_BYTESTRIDE). warning_count counts all of them; the
       first GL_MAX_WARNINGS are kept, one line each, with no "warning:" prefix. */
    size_t warning_count;
    char warnings[GL_MAX_WARNINGS][GL_WARNING_SIZE];
    /* Memory (set after a failed load too): the most the loader held at once for this file,
       in bytes (every allocation it made for it, counted before it is made), the budget it
       was held to (see gl_options), and whether the load failed for the budget. */
    size_t memory, memory_budget;
    int over_budget;
    /* With gl_options.skeleton (else NULL and 0): the nodes' rest poses and hierarchy, and
       the skins, checked as everything else (each nodes[i] an object; translation, rotation,
       scale and matrix arrays of 3, 4, 3 and 16 numbers, each a finite float; not a matrix
       and TRS together; children in range, no node the child of two; the matrix
       decomposable, gltfa_matrix_to_trs; skins' joints in range). A cycle of parents is
       left to gltfa_skeleton_init (GLTFA_ERROR_CYCLE). */
    gltfa_trs *rest;        /* node_count rest poses: TRS (the glTF defaults when absent), or
                               the node's matrix decomposed */
    size_t *parents;        /* node_count: the node whose children list holds it, or
                               (size_t)-1 (GLTFA_NO_PARENT) for a root */
    const float **matrices; /* node_count: the node's matrix (16 floats, column-major), or
                               NULL for a TRS node */
    gl_skin *skins;
    size_t skin_count;
} gl_file;

/* Loader options; a zeroed struct (or NULL) gives the defaults. */
typedef struct gl_options {
    size_t max_memory;     /* the memory budget for one file, in bytes: the sum of everything
                              the loader allocates for it (gl_load_file: the file's bytes;
                              the copies of the JSON and the BIN chunk, external buffers,
                              decoded data: URIs, the JSON tree, densified sparse and
                              bufferView-less accessors, the tables). An allocation that
                              would pass it is refused before it is made and the load fails
                              ("over the loader's memory budget of N bytes: ..."). 0: the
                              default, max(GL_BUDGET_FLOOR, GL_BUDGET_FACTOR x the input). */
    int skeleton;          /* 1: also read the nodes' transforms and hierarchy, and the skins
                              (gl_file.rest, parents, matrices, skins); 0: node names only,
                              and a node that is not an object fails no file */
} gl_options;

/* The default budget: max(GL_BUDGET_FLOOR, GL_BUDGET_FACTOR x the input), the input being
   the bytes the loader reads: the file (or gl_load_memory's buffer) and the external buffer
   files it names (each counted as it is opened, before its bytes are read). Why:
   - the factor, 128: what a valid file costs is a bounded multiple of its size, and the
     budget must never refuse a valid file. The sample assets cost 2 to 11 x their size
     (copies of the file, the JSON and the BIN chunk, the JSON tree); the JSON tree is the
     costly part, and a JSON text of nothing but one-digit numbers or nested one-element
     arrays costs the most: measured 42 x to 69 x, and at most about 90 x on a 64-bit host
     (a value per 2 bytes of text at most, 48 + 8 + 8 bytes of tables per value, 3 x that
     at the moment a table doubles). 128 x covers it with room; 16 x would refuse a
     several-megabyte .gltf of short numbers.
   - the floor, 16 MiB: what a file asks for beyond its size comes from accessors without
     a bufferView (zeros) and sparse accessors (densified): a 100-byte accessor can ask for
     megabytes, legitimately, and the floor leaves a small file room for a few of them.
   What it stops: a 6 KB .gltf of 41 bufferView-less accessors claiming 64 MB each made the
   loader hold 2.36 GB before it refused the file; its budget is now 16 MiB, and its first
   such accessor is refused before it is allocated. What it does not stop: external buffer
   files are input, so each one read raises the default budget; a .gltf that names one big
   file many times (under as many spellings of its name) is held only by an explicit
   max_memory, which no read raises. */
#define GL_BUDGET_FLOOR (16UL * 1024UL * 1024UL)
#define GL_BUDGET_FACTOR 128UL

/* Loads a .glb or .gltf file (detected by the GLB magic, not the name). On failure returns
   0 and writes a one-line message into err ("accessor 3 extends past bufferView 1
   (accessors[3])", "truncated chunk at byte 20", "cannot read 'a.glb': No such file or
   directory", ...); *file is then empty but for memory, memory_budget and over_budget. */
int gl_load_file(const char *path, gl_file *file, char *err, size_t err_size);

/* The same from memory; base_dir (may be NULL: no external files) resolves relative
   buffer URIs. Nothing points into data after the call (what the file keeps is copied). */
int gl_load_memory(const unsigned char *data, size_t size, const char *base_dir, gl_file *file,
                   char *err, size_t err_size);

/* The same two with options (NULL: the defaults). */
int gl_load_file_ex(const char *path, const gl_options *options, gl_file *file, char *err,
                    size_t err_size);
int gl_load_memory_ex(const unsigned char *data, size_t size, const char *base_dir,
                      const gl_options *options, gl_file *file, char *err, size_t err_size);

void gl_free(gl_file *file);

/* Builds the sampler for a channel: gltfa_path_parse of target.path, then core paths with
   gltfa_sampler_init(gltfa_path_property(path)) and pointer channels with
   gltfa_pointer_parse(pointer) and gltfa_sampler_init(info.property). Returns the library's
   code (GLTFA_ERROR_UNKNOWN_TARGET for a path that is neither; the sampler is then zeroed). */
gltfa_result gl_channel_sampler(const gl_channel *channel, gltfa_sampler *sampler);

#endif
