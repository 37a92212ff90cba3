/* gltfa_cgltf.h - cgltf (1.15) -> gltf_anim.h adapter. Public domain or MIT, like gltf_anim.h.

   Copy this file next to gltf_anim.h and gltf_anim_bind.h and include it after cgltf.h
   and gltf_anim_bind.h (which includes gltf_anim.h), in any file (every function is
   static; no code of cgltf's is in here, it only calls cgltf's public functions). It needs
   cgltf's implementation linked (CGLTF_IMPLEMENTATION in one file) and gltf_anim.h's and
   gltf_anim_bind.h's (GLTF_ANIM_IMPLEMENTATION and GLTF_ANIM_BIND_IMPLEMENTATION in one
   file). C89 code. cgltf.h itself is C99: under strict C89 flags (-std=c89 -pedantic),
   keep cgltf.h in a folder of its own and name that folder with -isystem, which hides a
   system header's warnings (a copy beside your source file defeats it: #include "cgltf.h"
   finds that copy first, -isystem or not), and compile cgltf's implementation as C99 in a
   file of its own. The README's "With cgltf" shows the command lines.

   No allocation: every function that needs memory says how much first (a *_size call),
   and the caller provides it (malloc's alignment). Nothing is kept between calls.

     gltfa_cgltf_accessor_size / gltfa_cgltf_accessor
         cgltf_accessor -> gltfa_accessor: the glTF component type code (cgltf keeps its
         own enum 1..6), components, byte_stride, data through cgltf_buffer_view_data()
         (which honours buffer_view->data, e.g. meshopt), byte_length bounded by BOTH the
         buffer view and the buffer, and sparse accessors (or no bufferView: zeros)
         densified with gltfa_accessor_densify into your memory, in the accessor's own
         component type, so the library's exact decoding runs (not
         cgltf_accessor_unpack_floats, which turns normalized SHORT -32768 into -1.0000305).
         A bufferView that starts past its buffer is refused; one that claims to run past
         its buffer's end is cut at that end: an accessor inside the buffer's real bytes is
         read, one that reaches past them is refused (GLTFA_ERROR_DATA_TOO_SHORT), and
         nothing past the buffer is ever read. (glTF forbids such a view; but reading it
         is as safe as any other once it is cut, and the bytes that exist mean one thing,
         so an accessor that fits them plays, as in lenient viewers, instead of the file
         being refused for a field no sample depends on.)
     gltfa_cgltf_nodes_size / gltfa_cgltf_nodes
         the file's nodes -> gltfa_nodes: rest poses (TRS; a node with a matrix gets the
         matrix decomposed, gltfa_matrix_to_trs: glTF forbids animating those), a morph
         weights array per node with a mesh that has targets (node.weights, else
         mesh.weights, else zeros), and the hierarchy for gltfa_skeleton_init: parents
         (cgltf_node.parent) and matrices (cgltf's node.matrix where has_matrix, borrowed).
         A node matrix that is not translation x rotation x scale, as glTF requires (shear,
         a zero scale), or a non-finite TRS or matrix refuses the file here
         (GLTFA_ERROR_NOT_DECOMPOSABLE, GLTFA_ERROR_VALUE_NOT_FINITE; an infinite weight
         too): no pose is made up. N nodes x N morph targets is held to the memory budget.
     gltfa_cgltf_skin_size / gltfa_cgltf_skin
         a cgltf_skin -> gltfa_skin: its joints as node indices and its
         inverseBindMatrices read as any accessor (bounds, stride, sparse), for
         gltfa_skin_joints. From file to joint matrices:
             gltfa_cgltf_nodes(&nodes, data, ...);            once
             gltfa_skeleton_init(&skeleton, nodes.parents, nodes.matrices,
                                 nodes.node_count, ...);      once
             gltfa_cgltf_skin(&skin, data, &data->skins[0], ...);  once per skin
             gltfa_clip_sample(&clip, t);                     per frame: the poses,
             gltfa_skeleton_world(&skeleton, nodes.poses, world);    every node's world,
             gltfa_skin_joints(&skin, world, joint_matrices);  each joint's matrix
         (examples/cgltf_skin.c). cgltf_parse refuses a node that is the child of two
         nodes; a cycle of parents passes it, and gltfa_skeleton_init refuses it
         (GLTFA_ERROR_CYCLE).
     gltfa_cgltf_clip_size / gltfa_cgltf_clip / gltfa_cgltf_clip_skip
         a cgltf_animation -> gltfa_clip bound to those nodes (gltfa_clip_init_nodes, which
         checks every sampler: gltfa_sampler_check), core channels and KHR_animation_pointer
         channels (cgltf does not parse the extension: the pointer string is read from the
         channel target's raw extension JSON and goes through gltfa_pointer_parse). Pointers
         to properties that are not a node's go where your callback says (below).
         gltfa_cgltf_clip is strict: one channel it cannot bind refuses the animation.
         gltfa_cgltf_clip_skip binds the rest and reports the skipped channels (a pointer to
         no animatable property, no destination for a material or light property, a node
         outside your node list), as three.js and Babylon.js do; other errors still fail.
     gltfa_cgltf_clip_dest
         where clip channel i writes, and its index in anim->channels (the clip holds the
         bound channels only).
     gltfa_cgltf_channel_size / gltfa_cgltf_channel
         one channel alone: its sampler ready to sample, interpolation, path or pointer
         (string and classification), its target as a JSON pointer (core channels too:
         /nodes/3/rotation), node and index; for tools that go channel by channel
         (examples/cgltf_channels.c samples every channel of a file this way).
     gltfa_cgltf_check_interpolation
         cgltf reads an unknown interpolation string ("SMOOTH") as LINEAR and keeps no
         trace of it. This re-reads the raw JSON cgltf keeps (data->json, valid until
         cgltf_free) and finds every animation sampler whose interpolation is not LINEAR,
         STEP or CUBICSPLINE. Call it once per untrusted file after cgltf_parse*; the clip
         functions cannot see the difference.

   Errors: gltf_anim.h's codes, and the adapter's own: GLTFA_CGLTF_ERROR_COMPRESSED,
   GLTFA_CGLTF_ERROR_BUDGET (MEMORY BUDGET below), and gltfa_cgltf_decode_meshopt's three
   others (below); gltfa_cgltf_result_name names all of them. Every error that belongs to one
   channel names it by its index in anim->channels: gltfa_cgltf_status.bad_channel,
   gltfa_cgltf_clip_size's bad_channel, gltfa_cgltf_channel_info.index; a bad key time or a
   value that is not finite names the index gltfa_sampler_check gives (the key time, or the
   float in the output accessor): gltfa_cgltf_status.bad_key, gltfa_cgltf_channel_info.bad_key.
   Why cgltf itself refused a file: gltfa_cgltf_parse_result_name(cgltf_result), cgltf's
   enum by its name ("cgltf_result_file_not_found: ..."), and after cgltf_load_buffers
   failed, which buffer: gltfa_cgltf_failed_buffer (its uri, e.g. a .bin file not found).

   COMPRESSED BUFFER VIEWS (EXT_meshopt_compression, KHR_meshopt_compression: gltfpack -c
   and -cc put animation data there). cgltf parses the extension into
   buffer_view->has_meshopt_compression and ->meshopt_compression and decodes nothing.
   gltfa_cgltf_decode_meshopt (at the end; compiled where meshoptimizer.h is included before
   this header, or with GLTFA_CGLTF_MESHOPT defined; link -lmeshoptimizer) decodes every
   such view after cgltf_load_buffers, in one call, into buffer_view->data (cgltf_free frees
   it): the adapter then reads it like any view (examples/cgltf_meshopt.c). It checks every
   field first (in cgltf 1.15 only cgltf_validate checks them, and meshoptimizer asserts on
   a bad stride or count) and holds the decoded sizes to a budget, as the loader does.
   Without meshoptimizer the rest of the adapter needs no decoder. A compressed view left
   undecoded whose fallback buffer holds no bytes
   is GLTFA_CGLTF_ERROR_COMPRESSED, from every call that reads it (through the clip and
   channel calls too); one whose fallback buffer has bytes (gltfpack -cf) is read from the
   fallback, as the extension allows. tinygltf does not decode these views either.

   THE DESTINATION CALLBACK (gltfa_cgltf_dest_fn). gltfa_cgltf_clip calls it during the
   call, once per KHR_animation_pointer channel whose pointer names a property that is not
   a node's (a material color, a light, a camera: gltfa_pointer.path GLTFA_PATH_POINTER),
   in channel order, with the decoded pointer and its classification. It must:
     - return room for *dest_count floats and set *dest_count to the sampler's width:
       info->width, or for float[] (info->width 0) the property's length; a different count
       is GLTFA_ERROR_WIDTH_MISMATCH for the whole clip;
     - return the same address for the same property, every time it is asked: the library
       finds two channels that animate one property (GLTFA_ERROR_DUPLICATE_TARGET) by
       comparing destination addresses only;
     - return ranges that do not overlap for different properties, nor the nodes' poses and
       weights: an equal address is refused as a duplicate, a partial overlap is not seen,
       and two channels would then write the same floats;
     - keep that memory valid while the clip is sampled (gltfa_clip_sample writes it);
     - return NULL for a property the program does not animate: gltfa_cgltf_clip then
       fails with GLTFA_ERROR_NO_DESTINATION at that channel, gltfa_cgltf_clip_skip skips it.
   Pointers to node properties (/nodes/{i}/translation, rotation, scale, weights[/j]) bind
   to the gltfa_nodes and never reach the callback.

   Untrusted files: cgltf_parse_file, cgltf_load_buffers, gltfa_cgltf_check_interpolation,
   then the calls above. What protects you is the adapter's own bounds: every accessor,
   buffer view and sparse part is checked against its view and its buffer before a byte is
   read, and the library checks every sampler. Do not run cgltf_validate on untrusted
   files for safety: in cgltf 1.15 it checks accessors before it checks that buffer views
   lie in their buffers, and for a sparse accessor whose indices view lies past its buffer
   cgltf_calc_index_bound reads out of bounds itself.

   MEMORY BUDGET. What a file's counts claim can be far more than the file: a sparse or
   bufferView-less accessor may claim any count (a 600-byte file, 1.6 GB of zeros), and a
   file of N nodes sharing a mesh of N morph targets claims N x N weights. The calls that
   fill memory whose size the file claims hold it to gltfa_cgltf_budget(data),
   max(GLTFA_CGLTF_BUDGET_FLOOR, GLTFA_CGLTF_BUDGET_FACTOR x the file's bytes) (16 MiB and
   128 by default, the loader's: tools/gltf_load.h says why; define either before this
   header to change it), and past it fail with GLTFA_CGLTF_ERROR_BUDGET before they write a
   byte: gltfa_cgltf_nodes_size (and so gltfa_cgltf_nodes), gltfa_cgltf_skin,
   gltfa_cgltf_channel, gltfa_cgltf_clip and _skip, and gltfa_cgltf_decode_meshopt. The
   *_size calls without the file (clip, channel, skin, accessor) return the claim: where a
   huge malloc is not cheap (no overcommit, a sanitizer, a fixed heap), compare it with
   gltfa_cgltf_budget(data) before you allocate. gltfa_cgltf_accessor, which has no file,
   is held to no budget.
*/
#ifndef GLTFA_CGLTF_H
#define GLTFA_CGLTF_H

#ifndef GLTF_ANIM_BIND_H
#error "gltfa_cgltf.h: #include \"gltf_anim_bind.h\" (it includes gltf_anim.h) before it"
#endif

#include <string.h>

#if defined(__GNUC__) || defined(__clang__)
#define GLTFA_CGLTF_API __attribute__((unused)) static
#else
#define GLTFA_CGLTF_API static
#endif

/* The adapter's own result, beside gltf_anim.h's codes (negative, far from them): a buffer
   view compressed with EXT_meshopt_compression or KHR_meshopt_compression that was not
   decoded into buffer_view->data, and whose fallback buffer holds no bytes (COMPRESSED
   BUFFER VIEWS above). */
#define GLTFA_CGLTF_ERROR_COMPRESSED ((gltfa_result)-1001)

/* gltfa_cgltf_decode_meshopt's own results (COMPRESSED BUFFER VIEWS above): a compressed
   view whose extension fields cannot be decoded (its bytes are not inside a loaded buffer,
   count x byteStride is not its byteLength, or a mode, byteStride, count and filter that
   meshoptimizer refuses); data meshoptimizer cannot decode; the file claims more than the
   memory budget (MEMORY BUDGET in the top comment: the decoded views, or what the nodes,
   skin, channel and clip calls would fill); an allocation returned NULL (the adapter's only
   one: cgltf's allocator in gltfa_cgltf_decode_meshopt; a program may use the code for its
   own mallocs, as examples/cgltf_skin.c does). */
#define GLTFA_CGLTF_ERROR_MESHOPT_FIELDS ((gltfa_result)-1004)
#define GLTFA_CGLTF_ERROR_MESHOPT_DATA ((gltfa_result)-1005)
#define GLTFA_CGLTF_ERROR_BUDGET ((gltfa_result)-1006)
#define GLTFA_CGLTF_ERROR_OUT_OF_MEMORY ((gltfa_result)-1007)

/* An index that names nothing: gltfa_cgltf_status.bad_channel after an error that is no
   channel's, gltfa_cgltf_channel_info.node for a target that is not a node's. */
#define GLTFA_CGLTF_NONE ((size_t)-1)

/* The memory budget's floor and factor (MEMORY BUDGET above). */
#ifndef GLTFA_CGLTF_BUDGET_FLOOR
#define GLTFA_CGLTF_BUDGET_FLOOR ((size_t)16 * 1024 * 1024)
#endif
#ifndef GLTFA_CGLTF_BUDGET_FACTOR
#define GLTFA_CGLTF_BUDGET_FACTOR ((size_t)128)
#endif

/* gltfa_result_name, and the adapter's own codes' names and descriptions. */
GLTFA_CGLTF_API const char *gltfa_cgltf_result_name(gltfa_result result)
{
    switch ((int)result) {
    case (int)GLTFA_CGLTF_ERROR_COMPRESSED:
        return "GLTFA_CGLTF_ERROR_COMPRESSED: buffer view compressed with EXT_meshopt_compression "
               "or KHR_meshopt_compression (gltfpack -c, -cc) and not decoded: call "
               "gltfa_cgltf_decode_meshopt after cgltf_load_buffers (include meshoptimizer.h before "
               "gltfa_cgltf.h, link -lmeshoptimizer; Debian: libmeshoptimizer-dev)";
    case (int)GLTFA_CGLTF_ERROR_MESHOPT_FIELDS:
        return "GLTFA_CGLTF_ERROR_MESHOPT_FIELDS: a compressed view whose bytes are not inside a loaded "
               "buffer, whose count x byteStride is not its byteLength, or whose mode, byteStride, count "
               "or filter meshoptimizer cannot decode";
    case (int)GLTFA_CGLTF_ERROR_MESHOPT_DATA:
        return "GLTFA_CGLTF_ERROR_MESHOPT_DATA: a compressed view whose data meshoptimizer cannot decode";
    case (int)GLTFA_CGLTF_ERROR_BUDGET:
        return "GLTFA_CGLTF_ERROR_BUDGET: the file claims more memory than the adapter's budget (dense "
               "accessors with huge counts, nodes x morph targets, decoded compressed views: "
               "gltfa_cgltf_budget)";
    case (int)GLTFA_CGLTF_ERROR_OUT_OF_MEMORY:
        return "GLTFA_CGLTF_ERROR_OUT_OF_MEMORY: an allocation returned NULL (in gltfa_cgltf_decode_meshopt: "
               "cgltf's allocator, data->memory)";
    default:
        return gltfa_result_name(result);
    }
}

/* cgltf's own result by its name, with what it means: "cgltf_result_file_not_found: no
   such file (cgltf_parse_file, cgltf_load_buffers)", "cgltf_result_data_too_short: ...";
   for printing why cgltf_parse_file or cgltf_load_buffers failed. */
GLTFA_CGLTF_API const char *gltfa_cgltf_parse_result_name(cgltf_result result)
{
    switch (result) {
    case cgltf_result_success: return "cgltf_result_success";
    case cgltf_result_data_too_short:
        return "cgltf_result_data_too_short: the file is empty or under 12 bytes, or a GLB (or its BIN "
               "chunk, for buffers[0]) ends before what its header says";
    case cgltf_result_unknown_format:
        return "cgltf_result_unknown_format: neither a GLB nor glTF JSON (cgltf_load_buffers: a buffer uri "
               "neither a base64 data: URI nor a file path)";
    case cgltf_result_invalid_json: return "cgltf_result_invalid_json: the JSON does not parse";
    case cgltf_result_invalid_gltf:
        return "cgltf_result_invalid_gltf: an index, count or field glTF does not allow";
    case cgltf_result_invalid_options: return "cgltf_result_invalid_options";
    case cgltf_result_file_not_found:
        return "cgltf_result_file_not_found: the file cannot be opened (no such file, or no permission)";
    case cgltf_result_io_error:
        return "cgltf_result_io_error: a read failed (a file shorter than its size, a bad data: URI)";
    case cgltf_result_out_of_memory:
        return "cgltf_result_out_of_memory: an allocation failed (cgltf 1.15 says this of a directory too)";
    case cgltf_result_legacy_gltf: return "cgltf_result_legacy_gltf: glTF 1.0, not 2.0";
    default: return "cgltf_result (unknown value)";
    }
}

/* After cgltf_load_buffers failed: which buffer it could not load, for the message. Buffers
 * load in order, so it is the first that has a uri and still no data, or buffer 0 when a
 * GLB's BIN chunk is shorter than buffers[0].byteLength. Returns what to print for it: its
 * uri as the file wrote it (a file name relative to the .gltf file's folder), "a data: URI"
 * or "the GLB's BIN chunk"; NULL when no buffer failed (data NULL, or cgltf_load_buffers
 * refused its options). index [out, optional]: its index in data->buffers, or
 * GLTFA_CGLTF_NONE. examples/cgltf_skin.c prints
 *     cgltf_skin: SimpleSkin.gltf: buffers[0] "skinGeometry.bin":
 *     cgltf_result_file_not_found: cannot be opened (...)
 */
GLTFA_CGLTF_API const char *gltfa_cgltf_failed_buffer(const cgltf_data *data, size_t *index)
{
    size_t i;
    if (index != NULL) *index = GLTFA_CGLTF_NONE;
    if (data == NULL) return NULL;
    for (i = 0; i < data->buffers_count; ++i) {
        const cgltf_buffer *b = &data->buffers[i];
        const char *name;
        if (b->data != NULL) continue;
        if (b->uri != NULL)
            name = strncmp(b->uri, "data:", 5) == 0 ? "a data: URI" : b->uri;
        else if (i == 0 && data->bin != NULL && data->bin_size < b->size)
            name = "the GLB's BIN chunk";
        else
            continue; /* no uri and no BIN chunk for it: cgltf leaves it empty, no error */
        if (index != NULL) *index = i;
        return name;
    }
    return NULL;
}

/* ---------------------------------------------------------------------------------------
   Accessors
   --------------------------------------------------------------------------------------- */

/* The glTF componentType code of a cgltf component type: r_8 5120, r_8u 5121, r_16 5122,
 * r_16u 5123, r_32u 5125, r_32f 5126 (not 5119 + the enum: glTF has no 5124); 0 for
 * invalid. */
GLTFA_CGLTF_API int gltfa_cgltf_component_type(cgltf_component_type type)
{
    switch (type) {
    case cgltf_component_type_r_8: return GLTFA_BYTE;
    case cgltf_component_type_r_8u: return GLTFA_UNSIGNED_BYTE;
    case cgltf_component_type_r_16: return GLTFA_SHORT;
    case cgltf_component_type_r_16u: return GLTFA_UNSIGNED_SHORT;
    case cgltf_component_type_r_32u: return GLTFA_UNSIGNED_INT;
    case cgltf_component_type_r_32f: return GLTFA_FLOAT;
    default: return 0;
    }
}

/* Components per element of a cgltf type (SCALAR 1 .. MAT4 16); 0 for invalid. */
GLTFA_CGLTF_API int gltfa_cgltf_components(cgltf_type type)
{
    switch (type) {
    case cgltf_type_scalar: return 1;
    case cgltf_type_vec2: return 2;
    case cgltf_type_vec3: return 3;
    case cgltf_type_vec4: return 4;
    case cgltf_type_mat2: return 4;
    case cgltf_type_mat3: return 9;
    case cgltf_type_mat4: return 16;
    default: return 0;
    }
}

/* The bytes at offset into a buffer view and how many may be read there: the buffer view's
   size and, when the bytes are the buffer's, the buffer's size too. */
static gltfa_result gltfa_cgltf__bytes(const cgltf_buffer_view *bv, cgltf_size offset,
                                       const unsigned char **data, size_t *readable)
{
    const unsigned char *base;
    size_t bound;
    if (bv == NULL || bv->buffer == NULL) return GLTFA_ERROR_NULL_DATA;
    if (bv->data == NULL && bv->has_meshopt_compression && bv->buffer->data == NULL)
        return GLTFA_CGLTF_ERROR_COMPRESSED; /* not decoded, and no fallback bytes */
    base = (const unsigned char *)cgltf_buffer_view_data(bv); /* buffer_view->data first */
    if (base == NULL) return GLTFA_ERROR_NULL_DATA;           /* buffers not loaded */
    bound = bv->size;
    if (bv->data == NULL) { /* the buffer's own bytes: the view must lie inside them */
        if (bv->offset > bv->buffer->size) return GLTFA_ERROR_DATA_TOO_SHORT;
        if (bv->buffer->size - bv->offset < bound) bound = bv->buffer->size - bv->offset;
    }
    if (offset >= bound) return GLTFA_ERROR_DATA_TOO_SHORT; /* nothing readable (0 = unchecked) */
    *data = base + offset;
    *readable = bound - offset;
    return GLTFA_SUCCESS;
}

/* The accessor as a view of its stored bytes (no sparse applied); data NULL when it has no
   buffer view. */
static gltfa_result gltfa_cgltf__base(const cgltf_accessor *a, gltfa_accessor *view)
{
    int code, comps;
    memset(view, 0, sizeof *view);
    code = gltfa_cgltf_component_type(a->component_type);
    comps = gltfa_cgltf_components(a->type);
    if (code == 0) return GLTFA_ERROR_UNKNOWN_COMPONENT_TYPE;
    if (comps == 0) return GLTFA_ERROR_COMPONENT_COUNT;
    /* glTF pads the columns of 1- and 2-byte MAT2 / MAT3: not a packed VECTOR */
    if ((a->type == cgltf_type_mat2 && (code == GLTFA_BYTE || code == GLTFA_UNSIGNED_BYTE)) ||
        (a->type == cgltf_type_mat3 && code != GLTFA_FLOAT && code != GLTFA_UNSIGNED_INT))
        return GLTFA_ERROR_COMPONENT_COUNT;
    view->count = a->count;
    view->component_type = code;
    view->normalized = a->normalized ? 1 : 0;
    view->components = comps;
    if (a->buffer_view != NULL) {
        const unsigned char *data;
        size_t readable;
        gltfa_result r = gltfa_cgltf__bytes(a->buffer_view, a->offset, &data, &readable);
        if (r != GLTFA_SUCCESS) return r;
        view->data = data;
        view->byte_length = readable;
        view->byte_stride = a->buffer_view->stride;
    }
    return GLTFA_SUCCESS;
}

/* Memory gltfa_cgltf_accessor needs for a: 0 for an accessor read in place (a buffer view
 * and no sparse), else the dense size (count x element size).
 * Returns GLTFA_SUCCESS or an error of gltfa_accessor_densify_size (bytes untouched).
 */
GLTFA_CGLTF_API gltfa_result gltfa_cgltf_accessor_size(const cgltf_accessor *a, size_t *bytes)
{
    gltfa_accessor v;
    int code, comps;
    if (a == NULL || bytes == NULL) return GLTFA_ERROR_INVALID_ARGUMENT;
    if (a->buffer_view != NULL && !a->is_sparse) {
        *bytes = 0;
        return GLTFA_SUCCESS;
    }
    code = gltfa_cgltf_component_type(a->component_type);
    comps = gltfa_cgltf_components(a->type);
    if (code == 0) return GLTFA_ERROR_UNKNOWN_COMPONENT_TYPE;
    gltfa_accessor_init(&v, NULL, a->count, code, comps);
    return gltfa_accessor_densify_size(&v, bytes);
}

/* Fills view from a cgltf accessor. An accessor with a buffer view and no sparse is read
 * in place (memory is not used: pass NULL, 0); a sparse one, or one without a buffer view
 * (zeros), is densified into memory (gltfa_cgltf_accessor_size bytes), which must then
 * outlive every sampler made from view.
 * Every pointer and length is checked against the buffer view and the buffer (sparse
 * indices and values too), so a hostile file is refused, not read out of bounds.
 * Returns GLTFA_SUCCESS, GLTFA_ERROR_INVALID_ARGUMENT (NULL), GLTFA_ERROR_NULL_DATA (a
 *   buffer not loaded, a sparse part without a buffer view), GLTFA_CGLTF_ERROR_COMPRESSED
 *   (a meshopt-compressed view not decoded: COMPRESSED BUFFER VIEWS at the top),
 *   GLTFA_ERROR_UNKNOWN_COMPONENT_TYPE, GLTFA_ERROR_COMPONENT_COUNT (an invalid type, or a
 *   1-/2-byte MAT2/MAT3, whose columns glTF pads), GLTFA_ERROR_DATA_TOO_SHORT (an offset
 *   past the view or the buffer), or an error of gltfa_accessor_densify (indices out of
 *   range or not increasing, counts that lie, memory too small).
 */
GLTFA_CGLTF_API gltfa_result gltfa_cgltf_accessor(const cgltf_accessor *a, void *memory,
                                                  size_t memory_bytes, gltfa_accessor *view)
{
    gltfa_accessor base;
    gltfa_sparse sp;
    gltfa_result r;
    size_t readable;
    const unsigned char *p;
    if (a == NULL || view == NULL) return GLTFA_ERROR_INVALID_ARGUMENT;
    r = gltfa_cgltf__base(a, &base);
    if (r != GLTFA_SUCCESS) return r;
    if (a->buffer_view != NULL && !a->is_sparse) {
        *view = base;
        return GLTFA_SUCCESS;
    }
    if (!a->is_sparse) return gltfa_accessor_densify(&base, NULL, memory, memory_bytes, view);
    memset(&sp, 0, sizeof sp);
    sp.count = a->sparse.count;
    sp.indices_component_type = gltfa_cgltf_component_type(a->sparse.indices_component_type);
    r = gltfa_cgltf__bytes(a->sparse.indices_buffer_view, a->sparse.indices_byte_offset, &p,
                           &readable);
    if (r != GLTFA_SUCCESS) return r;
    sp.indices = p;
    sp.indices_byte_length = readable;
    r = gltfa_cgltf__bytes(a->sparse.values_buffer_view, a->sparse.values_byte_offset, &p,
                           &readable);
    if (r != GLTFA_SUCCESS) return r;
    sp.values = p;
    sp.values_byte_length = readable;
    return gltfa_accessor_densify(&base, &sp, memory, memory_bytes, view);
}

/* ---------------------------------------------------------------------------------------
   Raw JSON (what cgltf keeps of extensions, and the whole document in data->json): a
   bounded scanner, O(length), no recursion, never reads past the end it is given.
   --------------------------------------------------------------------------------------- */

static const char *gltfa_cgltf__ws(const char *p, const char *e)
{
    while (p < e && (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')) ++p;
    return p;
}

/* p at a '"': past the closing quote, or NULL. */
static const char *gltfa_cgltf__string_end(const char *p, const char *e)
{
    for (++p; p < e; ++p) {
        if (*p == '\\') {
            if (e - p < 2) return NULL;
            ++p;
        } else if (*p == '"') {
            return p + 1;
        }
    }
    return NULL;
}

/* Past the value at p (after white space), or NULL. */
static const char *gltfa_cgltf__skip(const char *p, const char *e)
{
    unsigned long depth = 0;
    p = gltfa_cgltf__ws(p, e);
    if (p >= e) return NULL;
    do {
        if (p >= e) return NULL;
        if (*p == '"') {
            p = gltfa_cgltf__string_end(p, e);
            if (p == NULL) return NULL;
        } else if (*p == '{' || *p == '[') {
            ++depth;
            ++p;
        } else if (*p == '}' || *p == ']') {
            if (depth == 0) return NULL;
            --depth;
            ++p;
        } else if (depth == 0) { /* a number or a literal */
            while (p < e && *p != ',' && *p != '}' && *p != ']' && *p != ' ' && *p != '\t' &&
                   *p != '\n' && *p != '\r')
                ++p;
            return p;
        } else {
            ++p;
        }
    } while (depth > 0);
    return p;
}

/* The next member of an object (p just after '{' or after the previous value): its raw key
   and its value; returns the position after the value, or NULL at the end (or on bad
   JSON). */
static const char *gltfa_cgltf__member(const char *p, const char *e, const char **key,
                                       size_t *key_len, const char **value)
{
    const char *q;
    p = gltfa_cgltf__ws(p, e);
    if (p < e && *p == ',') p = gltfa_cgltf__ws(p + 1, e);
    if (p >= e || *p != '"') return NULL;
    q = gltfa_cgltf__string_end(p, e);
    if (q == NULL) return NULL;
    *key = p + 1;
    *key_len = (size_t)(q - p) - 2;
    p = gltfa_cgltf__ws(q, e);
    if (p >= e || *p != ':') return NULL;
    *value = gltfa_cgltf__ws(p + 1, e);
    return gltfa_cgltf__skip(*value, e);
}

/* The next element of an array (p just after '[' or after the previous element). */
static const char *gltfa_cgltf__element(const char *p, const char *e, const char **value)
{
    p = gltfa_cgltf__ws(p, e);
    if (p < e && *p == ',') p = gltfa_cgltf__ws(p + 1, e);
    if (p >= e || *p == ']') return NULL;
    *value = p;
    return gltfa_cgltf__skip(p, e);
}

static int gltfa_cgltf__is(const char *key, size_t len, const char *word)
{
    return strlen(word) == len && memcmp(key, word, len) == 0;
}

static int gltfa_cgltf__hex4(const char *p, const char *e, unsigned long *v)
{
    int i;
    *v = 0;
    if (e - p < 4) return 0;
    for (i = 0; i < 4; ++i) {
        char c = p[i];
        *v <<= 4;
        if (c >= '0' && c <= '9') *v |= (unsigned long)(c - '0');
        else if (c >= 'a' && c <= 'f') *v |= (unsigned long)(c - 'a' + 10);
        else if (c >= 'A' && c <= 'F') *v |= (unsigned long)(c - 'A' + 10);
        else return 0;
    }
    return 1;
}

/* Decodes the JSON string at p (at its '"') into out (cap bytes, NUL-terminated; cap at
   least the raw length + 1 always suffices). 0 on bad JSON, an embedded NUL, or no room. */
static int gltfa_cgltf__unescape(const char *p, const char *e, char *out, size_t cap)
{
    size_t n = 0;
    if (p >= e || *p != '"') return 0;
    for (++p; p < e && *p != '"'; ++p) {
        unsigned long cp;
        if (cap - n < 5) return 0;
        if (*p != '\\') { out[n++] = *p; continue; }
        if (++p >= e) return 0;
        switch (*p) {
        case '"': case '\\': case '/': out[n++] = *p; continue;
        case 'b': out[n++] = '\b'; continue;
        case 'f': out[n++] = '\f'; continue;
        case 'n': out[n++] = '\n'; continue;
        case 'r': out[n++] = '\r'; continue;
        case 't': out[n++] = '\t'; continue;
        case 'u': break;
        default: return 0;
        }
        if (!gltfa_cgltf__hex4(p + 1, e, &cp) || cp == 0) return 0;
        p += 4;
        if (cp >= 0xD800 && cp <= 0xDBFF) { /* a surrogate pair */
            unsigned long lo;
            if (e - p < 7 || p[1] != '\\' || p[2] != 'u' || !gltfa_cgltf__hex4(p + 3, e, &lo) ||
                lo < 0xDC00 || lo > 0xDFFF)
                return 0;
            cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
            p += 6;
        } else if (cp >= 0xDC00 && cp <= 0xDFFF) {
            return 0;
        }
        if (cp < 0x80) {
            out[n++] = (char)cp;
        } else if (cp < 0x800) {
            out[n++] = (char)(0xC0 | (cp >> 6));
            out[n++] = (char)(0x80 | (cp & 0x3F));
        } else if (cp < 0x10000) {
            out[n++] = (char)(0xE0 | (cp >> 12));
            out[n++] = (char)(0x80 | ((cp >> 6) & 0x3F));
            out[n++] = (char)(0x80 | (cp & 0x3F));
        } else {
            out[n++] = (char)(0xF0 | (cp >> 18));
            out[n++] = (char)(0x80 | ((cp >> 12) & 0x3F));
            out[n++] = (char)(0x80 | ((cp >> 6) & 0x3F));
            out[n++] = (char)(0x80 | (cp & 0x3F));
        }
    }
    if (p >= e || cap - n < 1) return 0;
    out[n] = '\0';
    return 1;
}

/* The KHR_animation_pointer extension of a channel target, or NULL. */
static const cgltf_extension *gltfa_cgltf__pointer_ext(const cgltf_animation_channel *c)
{
    size_t i;
    for (i = 0; i < c->extensions_count; ++i)
        if (c->extensions[i].name != NULL && c->extensions[i].data != NULL &&
            strcmp(c->extensions[i].name, "KHR_animation_pointer") == 0)
            return &c->extensions[i];
    return NULL;
}

/* The "pointer" string of KHR_animation_pointer's raw JSON, decoded into out (cap bytes:
 * strlen(ext->data) + 1 suffices). Returns GLTFA_SUCCESS or GLTFA_ERROR_POINTER_SYNTAX (no
 * pointer string, bad JSON, no room).
 */
GLTFA_CGLTF_API gltfa_result gltfa_cgltf_pointer(const cgltf_extension *ext, char *out, size_t cap)
{
    const char *p, *e, *key, *value, *next;
    size_t klen;
    if (ext == NULL || ext->data == NULL || out == NULL || cap == 0) return GLTFA_ERROR_POINTER_SYNTAX;
    p = ext->data;
    e = p + strlen(p);
    p = gltfa_cgltf__ws(p, e);
    if (p >= e || *p != '{') return GLTFA_ERROR_POINTER_SYNTAX;
    ++p;
    while ((next = gltfa_cgltf__member(p, e, &key, &klen, &value)) != NULL) {
        if (gltfa_cgltf__is(key, klen, "pointer"))
            return gltfa_cgltf__unescape(value, next, out, cap) ? GLTFA_SUCCESS
                                                                 : GLTFA_ERROR_POINTER_SYNTAX;
        p = next;
    }
    return GLTFA_ERROR_POINTER_SYNTAX;
}

/* Finds the first animation sampler whose "interpolation" is not exactly "LINEAR", "STEP"
 * or "CUBICSPLINE" (cgltf silently reads those as LINEAR), by re-reading the raw JSON that
 * cgltf keeps in data->json (valid until cgltf_free). Strings are compared as written, as
 * cgltf compares them (an escaped spelling counts as unknown). O(JSON size).
 * animation, sampler [out, optional]: the indices in data->animations[].samplers[] of the
 *   first bad one (written only then).
 * Returns GLTFA_SUCCESS, GLTFA_ERROR_UNKNOWN_INTERPOLATION, or GLTFA_ERROR_INVALID_ARGUMENT
 *   (no data, or data->json is gone: cgltf_parse's buffer was freed; or its animations and
 *   their samplers are not the ones cgltf read: malformed JSON, such as members without
 *   commas, that cgltf's tokenizer reads differently. Refuse the file.).
 */
GLTFA_CGLTF_API gltfa_result gltfa_cgltf_check_interpolation(const cgltf_data *data,
                                                             size_t *animation, size_t *sampler)
{
    const char *p, *e, *key, *v, *next;
    size_t klen;
    int found = 0; /* an "animations" array */
    if (data == NULL || data->json == NULL) return GLTFA_ERROR_INVALID_ARGUMENT;
    e = data->json + data->json_size;
    p = gltfa_cgltf__ws(data->json, e);
    if (p >= e || *p != '{') return GLTFA_ERROR_INVALID_ARGUMENT;
    ++p;
    for (; (next = gltfa_cgltf__member(p, e, &key, &klen, &v)) != NULL; p = next) {
        const char *ap, *av, *anext;
        size_t ai = 0;
        if (!gltfa_cgltf__is(key, klen, "animations") || *v != '[') continue;
        found = 1;
        for (ap = v + 1; (anext = gltfa_cgltf__element(ap, next, &av)) != NULL; ap = anext, ++ai) {
            const char *mp, *mv, *mnext;
            size_t seen = 0; /* the samplers found in this animation */
            if (ai >= data->animations_count) return GLTFA_ERROR_INVALID_ARGUMENT; /* not cgltf's */
            if (*av != '{') continue;
            for (mp = av + 1; (mnext = gltfa_cgltf__member(mp, anext, &key, &klen, &mv)) != NULL; mp = mnext) {
                const char *sp, *sv, *snext;
                size_t si = 0;
                if (!gltfa_cgltf__is(key, klen, "samplers") || *mv != '[') continue;
                for (sp = mv + 1; (snext = gltfa_cgltf__element(sp, mnext, &sv)) != NULL; sp = snext, ++si) {
                    const char *ip, *iv, *inext;
                    if (si >= data->animations[ai].samplers_count) return GLTFA_ERROR_INVALID_ARGUMENT;
                    if (*sv != '{') continue;
                    for (ip = sv + 1; (inext = gltfa_cgltf__member(ip, snext, &key, &klen, &iv)) != NULL; ip = inext) {
                        size_t n = (size_t)(inext - iv);
                        if (!gltfa_cgltf__is(key, klen, "interpolation")) continue;
                        if (!((n == 8 && memcmp(iv, "\"LINEAR\"", 8) == 0) ||
                              (n == 6 && memcmp(iv, "\"STEP\"", 6) == 0) ||
                              (n == 13 && memcmp(iv, "\"CUBICSPLINE\"", 13) == 0))) {
                            if (animation != NULL) *animation = ai;
                            if (sampler != NULL) *sampler = si;
                            return GLTFA_ERROR_UNKNOWN_INTERPOLATION;
                        }
                    }
                }
                seen = si;
            }
            if (seen != data->animations[ai].samplers_count) return GLTFA_ERROR_INVALID_ARGUMENT;
        }
        if (ai != data->animations_count) return GLTFA_ERROR_INVALID_ARGUMENT;
    }
    return found || data->animations_count == 0 ? GLTFA_SUCCESS : GLTFA_ERROR_INVALID_ARGUMENT;
}

/* ---------------------------------------------------------------------------------------
   Nodes and clips
   --------------------------------------------------------------------------------------- */

/* Rounds a size up to a multiple of the strictest alignment of what the adapter stores. */
typedef union gltfa_cgltf__align { void *p; size_t s; double d; long l; float f; } gltfa_cgltf__align;
#define GLTFA_CGLTF__ROUND(n) \
    (((n) + sizeof(gltfa_cgltf__align) - 1) / sizeof(gltfa_cgltf__align) * sizeof(gltfa_cgltf__align))

/* Adds n x size bytes (rounded) to *total; 0 on overflow. */
static int gltfa_cgltf__add(size_t *total, size_t n, size_t size)
{
    size_t b;
    if (size != 0 && n > ((size_t)-1 - sizeof(gltfa_cgltf__align)) / size) return 0;
    b = GLTFA_CGLTF__ROUND(n * size);
    if (b > (size_t)-1 - *total) return 0;
    *total += b;
    return 1;
}

/* The memory budget (the top comment's MEMORY BUDGET): max(GLTFA_CGLTF_BUDGET_FLOOR,
 * GLTFA_CGLTF_BUDGET_FACTOR x the file's bytes: data->json_size and every loaded buffer's
 * size), saturating. Call it after cgltf_load_buffers (the buffers count once loaded).
 * GLTFA_CGLTF_BUDGET_FLOOR for NULL.
 */
GLTFA_CGLTF_API size_t gltfa_cgltf_budget(const cgltf_data *data)
{
    size_t input, budget, i;
    if (data == NULL) return GLTFA_CGLTF_BUDGET_FLOOR;
    input = data->json_size;
    for (i = 0; i < data->buffers_count; ++i)
        if (data->buffers[i].data != NULL)
            input = data->buffers[i].size > (size_t)-1 - input ? (size_t)-1 : input + data->buffers[i].size;
    budget = input > (size_t)-1 / GLTFA_CGLTF_BUDGET_FACTOR ? (size_t)-1 : input * GLTFA_CGLTF_BUDGET_FACTOR;
    return budget < GLTFA_CGLTF_BUDGET_FLOOR ? GLTFA_CGLTF_BUDGET_FLOOR : budget;
}

/* Morph targets of a node's mesh (of its first primitive, as glTF requires them equal). */
static size_t gltfa_cgltf__targets(const cgltf_node *n)
{
    if (n->mesh == NULL || n->mesh->primitives_count == 0) return 0;
    return n->mesh->primitives[0].targets_count;
}

/* 1 when the n floats at v are finite (no NaN, no infinity). */
static int gltfa_cgltf__finite(const float *v, size_t n)
{
    size_t i;
    for (i = 0; i < n; ++i)
        if (!(v[i] - v[i] == 0.0f)) return 0;
    return 1;
}

/* Memory gltfa_cgltf_nodes needs for the file's nodes: per node a pose, its parent and
 * matrix pointers, and one float per morph target of its mesh.
 * Returns GLTFA_SUCCESS, GLTFA_ERROR_INVALID_ARGUMENT, GLTFA_ERROR_SIZE_OVERFLOW or
 *   GLTFA_CGLTF_ERROR_BUDGET (more than gltfa_cgltf_budget(data): nodes x morph targets
 *   grows as the square of the file's size); bytes untouched on error.
 */
GLTFA_CGLTF_API gltfa_result gltfa_cgltf_nodes_size(const cgltf_data *data, size_t *bytes)
{
    size_t total = 0, i, floats = 0;
    if (data == NULL || bytes == NULL) return GLTFA_ERROR_INVALID_ARGUMENT;
    for (i = 0; i < data->nodes_count; ++i) {
        size_t t = gltfa_cgltf__targets(&data->nodes[i]);
        if (t > (size_t)-1 - floats) return GLTFA_ERROR_SIZE_OVERFLOW;
        floats += t;
    }
    if (!gltfa_cgltf__add(&total, data->nodes_count, sizeof(gltfa_trs)) ||
        !gltfa_cgltf__add(&total, data->nodes_count, sizeof(float *)) ||
        !gltfa_cgltf__add(&total, data->nodes_count, sizeof(size_t)) ||
        !gltfa_cgltf__add(&total, floats, sizeof(float)) ||
        !gltfa_cgltf__add(&total, data->nodes_count, sizeof(size_t)) ||
        !gltfa_cgltf__add(&total, data->nodes_count, sizeof(const float *)))
        return GLTFA_ERROR_SIZE_OVERFLOW;
    if (total > gltfa_cgltf_budget(data)) return GLTFA_CGLTF_ERROR_BUDGET;
    *bytes = total;
    return GLTFA_SUCCESS;
}

/* Fills nodes with the file's nodes, in data->nodes order, in memory
 * (gltfa_cgltf_nodes_size bytes, malloc-aligned): rest poses from translation, rotation,
 * scale (glTF defaults when absent; for a node with a matrix, which glTF does not allow to
 * be animated, the matrix decomposed by gltfa_matrix_to_trs), for each node whose mesh has
 * morph targets a weights array of that many floats, from node.weights, else mesh.weights
 * (when the count matches), else zeros; and the hierarchy for gltfa_skeleton_init:
 * nodes->parents[i] node i's parent (cgltf_node.parent) or GLTFA_NO_PARENT, and
 * nodes->matrices[i] cgltf's node.matrix where has_matrix (borrowed: valid until
 * cgltf_free), else NULL. nodes->poses[i] is node i's pose; a clip writes into it.
 * Returns GLTFA_SUCCESS, GLTFA_ERROR_INVALID_ARGUMENT, an error of gltfa_cgltf_nodes_size
 *   (GLTFA_CGLTF_ERROR_BUDGET), GLTFA_ERROR_MEMORY_TOO_SMALL,
 *   GLTFA_ERROR_VALUE_NOT_FINITE (a translation, rotation, scale, morph weight or matrix
 *   with an infinite element: cgltf reads 1e39 as one), GLTFA_ERROR_NOT_DECOMPOSABLE (a matrix that is not
 *   translation x rotation x scale, which glTF requires: gltfa_matrix_to_trs of
 *   data->nodes[i].matrix names the node) or GLTFA_ERROR_PARENT_INDEX (a parent outside
 *   data->nodes). nodes is untouched on error.
 */
GLTFA_CGLTF_API gltfa_result gltfa_cgltf_nodes(gltfa_nodes *nodes, const cgltf_data *data,
                                               void *memory, size_t memory_bytes)
{
    size_t need, i, j, n;
    unsigned char *m = (unsigned char *)memory;
    gltfa_trs *poses;
    float **weights;
    size_t *counts, *parents;
    const float **matrices;
    float *w;
    gltfa_result r;
    if (nodes == NULL) return GLTFA_ERROR_INVALID_ARGUMENT;
    r = gltfa_cgltf_nodes_size(data, &need);
    if (r != GLTFA_SUCCESS) return r;
    if (memory_bytes < need || (memory == NULL && need != 0)) return GLTFA_ERROR_MEMORY_TOO_SMALL;
    n = data->nodes_count;
    poses = (gltfa_trs *)(void *)m;
    m += GLTFA_CGLTF__ROUND(n * sizeof(gltfa_trs));
    weights = (float **)(void *)m;
    m += GLTFA_CGLTF__ROUND(n * sizeof(float *));
    counts = (size_t *)(void *)m;
    m += GLTFA_CGLTF__ROUND(n * sizeof(size_t));
    parents = (size_t *)(void *)m;
    m += GLTFA_CGLTF__ROUND(n * sizeof(size_t));
    matrices = (const float **)(void *)m;
    m += GLTFA_CGLTF__ROUND(n * sizeof(const float *));
    w = (float *)(void *)m;
    for (i = 0; i < n; ++i) {
        const cgltf_node *c = &data->nodes[i];
        size_t t = gltfa_cgltf__targets(c);
        gltfa_trs *p = &poses[i];
        p->translation[0] = p->translation[1] = p->translation[2] = 0.0f;
        p->rotation[0] = p->rotation[1] = p->rotation[2] = 0.0f;
        p->rotation[3] = 1.0f;
        p->scale[0] = p->scale[1] = p->scale[2] = 1.0f;
        if (!c->has_matrix) {
            if (c->has_translation) for (j = 0; j < 3; ++j) p->translation[j] = c->translation[j];
            if (c->has_rotation) for (j = 0; j < 4; ++j) p->rotation[j] = c->rotation[j];
            if (c->has_scale) for (j = 0; j < 3; ++j) p->scale[j] = c->scale[j];
            if (!gltfa_cgltf__finite(p->translation, 3) || !gltfa_cgltf__finite(p->rotation, 4) ||
                !gltfa_cgltf__finite(p->scale, 3))
                return GLTFA_ERROR_VALUE_NOT_FINITE;
        } else {
            r = gltfa_matrix_to_trs(p, c->matrix);
            if (r != GLTFA_SUCCESS) return r;
        }
        matrices[i] = c->has_matrix ? c->matrix : NULL;
        parents[i] = GLTFA_NO_PARENT;
        if (c->parent != NULL) {
            parents[i] = (size_t)(c->parent - data->nodes);
            if (parents[i] >= n) return GLTFA_ERROR_PARENT_INDEX;
        }
        counts[i] = t;
        weights[i] = t != 0 ? w : NULL;
        for (j = 0; j < t; ++j) {
            if (c->weights_count == t) w[j] = c->weights[j];
            else if (c->mesh->weights_count == t) w[j] = c->mesh->weights[j];
            else w[j] = 0.0f;
        }
        if (!gltfa_cgltf__finite(w, t)) return GLTFA_ERROR_VALUE_NOT_FINITE; /* 1e39: inf */
        w += t;
    }
    nodes->poses = poses;
    nodes->node_count = n;
    nodes->weights = weights;
    nodes->weight_counts = counts;
    nodes->parents = parents;
    nodes->matrices = matrices;
    return GLTFA_SUCCESS;
}

/* ---------------------------------------------------------------------------------------
   Skins
   --------------------------------------------------------------------------------------- */

/* Memory gltfa_cgltf_skin needs for skin: its joints as node indices, joint_count x 16
 * floats of inverse bind matrices, and the inverseBindMatrices accessor densified when it
 * is sparse or has no bufferView (gltfa_cgltf_accessor_size).
 * Returns GLTFA_SUCCESS, GLTFA_ERROR_INVALID_ARGUMENT, GLTFA_ERROR_SIZE_OVERFLOW or an
 *   error of gltfa_cgltf_accessor_size (bytes untouched).
 */
GLTFA_CGLTF_API gltfa_result gltfa_cgltf_skin_size(const cgltf_skin *skin, size_t *bytes)
{
    size_t total = 0, dense = 0;
    if (skin == NULL || bytes == NULL) return GLTFA_ERROR_INVALID_ARGUMENT;
    if (skin->inverse_bind_matrices != NULL) {
        gltfa_result r = gltfa_cgltf_accessor_size(skin->inverse_bind_matrices, &dense);
        if (r != GLTFA_SUCCESS) return r;
    }
    if (skin->joints_count > (size_t)-1 / 16 ||
        !gltfa_cgltf__add(&total, skin->joints_count, sizeof(size_t)) ||
        !gltfa_cgltf__add(&total, skin->joints_count * 16, sizeof(float)) ||
        !gltfa_cgltf__add(&total, dense, 1))
        return GLTFA_ERROR_SIZE_OVERFLOW;
    *bytes = total;
    return GLTFA_SUCCESS;
}

/* Builds out from a cgltf skin for the nodes of data (gltfa_cgltf_nodes' indices):
 * skin->joints as indices in data->nodes, and skin->inverse_bind_matrices read through
 * gltfa_cgltf_accessor (bounds, stride, sparse) by gltfa_skin_init (MAT4 FLOAT, at least
 * one per joint, finite; none: identities), in memory (gltfa_cgltf_skin_size bytes,
 * malloc-aligned, kept while out is used). Then per frame: gltfa_skeleton_world, then
 * gltfa_skin_joints(out, world, joint_matrices) for gltfa_skin_joint_count(out) matrices.
 * bad_joint [out, optional]: the index in skin->joints of a joint that failed.
 * Returns GLTFA_SUCCESS, GLTFA_ERROR_INVALID_ARGUMENT, GLTFA_CGLTF_ERROR_BUDGET
 *   (gltfa_cgltf_skin_size's bytes are more than gltfa_cgltf_budget(data)),
 *   GLTFA_ERROR_MEMORY_TOO_SMALL, GLTFA_ERROR_NODE_INDEX (a joint that is no node of data), an error of
 *   gltfa_cgltf_accessor (GLTFA_CGLTF_ERROR_COMPRESSED too) or of gltfa_skin_init. out is
 *   zeroed on error.
 */
GLTFA_CGLTF_API gltfa_result gltfa_cgltf_skin(gltfa_skin *out, const cgltf_data *data,
                                              const cgltf_skin *skin, void *memory,
                                              size_t memory_bytes, size_t *bad_joint)
{
    size_t need = 0, j, n;
    unsigned char *m = (unsigned char *)memory;
    size_t *joints;
    float *matrices;
    gltfa_accessor view;
    gltfa_result r;
    if (out == NULL) return GLTFA_ERROR_INVALID_ARGUMENT;
    memset(out, 0, sizeof *out);
    if (data == NULL) return GLTFA_ERROR_INVALID_ARGUMENT;
    r = gltfa_cgltf_skin_size(skin, &need);
    if (r != GLTFA_SUCCESS) return r;
    if (need > gltfa_cgltf_budget(data)) return GLTFA_CGLTF_ERROR_BUDGET; /* before a byte is written */
    if (memory_bytes < need || (memory == NULL && need != 0)) return GLTFA_ERROR_MEMORY_TOO_SMALL;
    n = skin->joints_count;
    joints = (size_t *)(void *)m;
    m += GLTFA_CGLTF__ROUND(n * sizeof(size_t));
    matrices = (float *)(void *)m;
    m += GLTFA_CGLTF__ROUND(n * 16 * sizeof(float));
    for (j = 0; j < n; ++j) {
        const cgltf_node *node = skin->joints[j];
        joints[j] = node != NULL ? (size_t)(node - data->nodes) : GLTFA_CGLTF_NONE;
        if (joints[j] >= data->nodes_count) {
            if (bad_joint != NULL) *bad_joint = j;
            return GLTFA_ERROR_NODE_INDEX;
        }
    }
    if (skin->inverse_bind_matrices != NULL) {
        r = gltfa_cgltf_accessor(skin->inverse_bind_matrices, m,
                                 need - (size_t)(m - (unsigned char *)memory), &view);
        if (r != GLTFA_SUCCESS) return r;
    }
    return gltfa_skin_init(out, joints, n, data->nodes_count,
                           skin->inverse_bind_matrices != NULL ? &view : NULL, matrices,
                           bad_joint);
}

/* ---------------------------------------------------------------------------------------
   One channel
   --------------------------------------------------------------------------------------- */

/* cgltf's interpolation (an unknown string already read as LINEAR by cgltf). */
static gltfa_interp gltfa_cgltf__interp(cgltf_interpolation_type type)
{
    switch (type) {
    case cgltf_interpolation_type_step: return GLTFA_INTERP_STEP;
    case cgltf_interpolation_type_cubic_spline: return GLTFA_INTERP_CUBICSPLINE;
    default: return GLTFA_INTERP_LINEAR;
    }
}

/* The memory a clip needs for channel i: its dense accessors and its pointer string. */
static gltfa_result gltfa_cgltf__channel_bytes(const cgltf_animation *anim, size_t i,
                                               size_t *bytes)
{
    const cgltf_animation_channel *c;
    const cgltf_extension *ext;
    size_t total = 0, b = 0;
    int k;
    if (anim == NULL || bytes == NULL || i >= anim->channels_count) return GLTFA_ERROR_INVALID_ARGUMENT;
    c = &anim->channels[i];
    if (c->sampler == NULL || c->sampler->input == NULL || c->sampler->output == NULL)
        return GLTFA_ERROR_NULL_DATA;
    for (k = 0; k < 2; ++k) {
        gltfa_result r = gltfa_cgltf_accessor_size(k ? c->sampler->output : c->sampler->input, &b);
        if (r != GLTFA_SUCCESS) return r;
        if (!gltfa_cgltf__add(&total, b, 1)) return GLTFA_ERROR_SIZE_OVERFLOW;
    }
    ext = gltfa_cgltf__pointer_ext(c);
    if (ext != NULL && !gltfa_cgltf__add(&total, strlen(ext->data) + 1, 1))
        return GLTFA_ERROR_SIZE_OVERFLOW;
    *bytes = total;
    return GLTFA_SUCCESS;
}

/* Room for a core target written as a JSON pointer: "/nodes/" + 20 digits + "/translation". */
#define GLTFA_CGLTF__NAME 48

/* A core channel (a node and a path cgltf knows), which wins over KHR_animation_pointer. */
static int gltfa_cgltf__core(const cgltf_animation_channel *c)
{
    return c->target_node != NULL && c->target_path != cgltf_animation_path_type_invalid;
}

/* Floats one sample of channel c writes, from its accessors' counts (the sampler's width
   when the counts are consistent; gltfa_sampler_init refuses them otherwise); 0 on
   overflow. */
static size_t gltfa_cgltf__width(const cgltf_animation_channel *c)
{
    size_t keys = c->sampler->input->count, per;
    if (c->sampler->interpolation == cgltf_interpolation_type_cubic_spline) {
        if (keys > (size_t)-1 / 3) return 0;
        keys *= 3;
    }
    if (keys == 0) return 0;
    per = c->sampler->output->count / keys; /* elements per key: N for weights, else 1 */
    if (per > (size_t)-1 / 16) return 0;
    return per * (size_t)gltfa_cgltf_components(c->sampler->output->type);
}

/* Memory gltfa_cgltf_channel needs for channel i of anim: the dense copies of its sparse
 * (or bufferView-less) accessors, its decoded pointer string or, for a core channel, the
 * pointer that names its target, and room for one sample; each rounded up to malloc's
 * alignment.
 * bytes [out] is written only on success.
 * Returns GLTFA_SUCCESS, GLTFA_ERROR_INVALID_ARGUMENT (NULL, i out of range),
 *   GLTFA_ERROR_NULL_DATA (a channel without a sampler, a sampler without accessors),
 *   GLTFA_ERROR_SIZE_OVERFLOW or an error of gltfa_cgltf_accessor_size.
 */
GLTFA_CGLTF_API gltfa_result gltfa_cgltf_channel_size(const cgltf_animation *anim, size_t i,
                                                      size_t *bytes)
{
    size_t total = 0;
    gltfa_result r = gltfa_cgltf__channel_bytes(anim, i, &total);
    if (r != GLTFA_SUCCESS) return r;
    if ((gltfa_cgltf__core(&anim->channels[i]) && !gltfa_cgltf__add(&total, GLTFA_CGLTF__NAME, 1)) ||
        !gltfa_cgltf__add(&total, gltfa_cgltf__width(&anim->channels[i]), sizeof(float)))
        return GLTFA_ERROR_SIZE_OVERFLOW;
    *bytes = total;
    return GLTFA_SUCCESS;
}

/* "/nodes/{node}/{path}" into out (GLTFA_CGLTF__NAME bytes): what a core channel animates,
   as the KHR_animation_pointer that means the same. */
static void gltfa_cgltf__node_pointer(char *out, size_t node, gltfa_path path)
{
    static const char *const names[5] = { "", "translation", "rotation", "scale", "weights" };
    char digits[24];
    size_t n = 0;
    do {
        digits[n++] = (char)('0' + (int)(node % 10));
        node /= 10;
    } while (node != 0);
    memcpy(out, "/nodes/", 7);
    out += 7;
    while (n > 0) *out++ = digits[--n];
    *out++ = '/';
    strcpy(out, names[(int)path < 5 ? (int)path : 0]);
}

/* Channel i of anim as a gltfa_channel_desc, in memory (gltfa_cgltf__channel_bytes,
   *used): the accessors through gltfa_cgltf_accessor, cgltf's interpolation, and the
   target: a node and a core path, or the KHR_animation_pointer string decoded into memory.
   A channel with neither: GLTFA_SUCCESS with path GLTFA_PATH_NONE (glTF: ignore it). */
static gltfa_result gltfa_cgltf__describe(const cgltf_data *data, const cgltf_animation *anim,
                                          size_t i, unsigned char *memory, size_t memory_bytes,
                                          gltfa_channel_desc *d, size_t *used)
{
    const cgltf_animation_channel *c;
    const cgltf_extension *ext;
    size_t need = 0, b;
    int j;
    gltfa_result r;
    memset(d, 0, sizeof *d);
    r = gltfa_cgltf__channel_bytes(anim, i, &need);
    if (r != GLTFA_SUCCESS) return r;
    if (memory_bytes < need || (memory == NULL && need != 0)) return GLTFA_ERROR_MEMORY_TOO_SMALL;
    *used = need;
    c = &anim->channels[i];
    ext = gltfa_cgltf__pointer_ext(c);
    if (c->target_node == NULL && ext == NULL) return GLTFA_SUCCESS; /* path NONE: ignored */
    for (j = 0; j < 2; ++j) {
        const cgltf_accessor *a = j ? c->sampler->output : c->sampler->input;
        b = 0;
        r = gltfa_cgltf_accessor_size(a, &b);
        if (r == GLTFA_SUCCESS)
            r = gltfa_cgltf_accessor(a, b ? memory : NULL, b, j ? &d->output : &d->input);
        if (r != GLTFA_SUCCESS) return r;
        memory += GLTFA_CGLTF__ROUND(b);
    }
    d->interp = gltfa_cgltf__interp(c->sampler->interpolation);
    if (gltfa_cgltf__core(c)) {
        static const gltfa_path paths[5] = { GLTFA_PATH_NONE, GLTFA_PATH_TRANSLATION,
            GLTFA_PATH_ROTATION, GLTFA_PATH_SCALE, GLTFA_PATH_WEIGHTS };
        size_t at = (size_t)(c->target_node - data->nodes);
        if (at >= data->nodes_count) return GLTFA_ERROR_NODE_INDEX;
        if ((int)c->target_path < 1 || (int)c->target_path > 4) return GLTFA_ERROR_UNKNOWN_TARGET;
        d->node = at;
        d->path = paths[(int)c->target_path];
    } else if (ext != NULL) {
        r = gltfa_cgltf_pointer(ext, (char *)memory, strlen(ext->data) + 1);
        if (r != GLTFA_SUCCESS) return r;
        d->path = GLTFA_PATH_POINTER;
        d->pointer = (const char *)memory;
    } else { /* a node and a path cgltf did not know */
        return GLTFA_ERROR_UNKNOWN_TARGET;
    }
    return GLTFA_SUCCESS;
}

/* One channel of a cgltf animation, as gltfa_cgltf_channel fills it. */
typedef struct gltfa_cgltf_channel_info {
    size_t index;            /* the channel's index in anim->channels */
    gltfa_sampler sampler;   /* built and checked (gltfa_sampler_check): sample it */
    size_t width;            /* floats per sample: gltfa_sampler_width(&sampler) */
    float *value;            /* room for one sample, width floats (in memory) */
    gltfa_interp interp;     /* the sampler's interpolation (cgltf's reading) */
    gltfa_path path;         /* target.path: TRANSLATION .. WEIGHTS, or POINTER */
    gltfa_property property; /* the rules row the sampler was built with */
    const char *pointer;     /* POINTER: the decoded pointer string (in memory); else NULL */
    const char *target;      /* what it animates, as a JSON pointer (in memory): pointer,
                                or for a core channel the pointer that means the same,
                                /nodes/{i}/translation|rotation|scale|weights */
    gltfa_pointer info;      /* POINTER: gltfa_pointer_parse(pointer) (what it animates) */
    size_t node;             /* the node whose pose it animates: target.node, or the {i} of
                                /nodes/{i}/translation|rotation|scale|weights[/j];
                                GLTFA_CGLTF_NONE for every other target */
    size_t bad_key;          /* on GLTFA_ERROR_TIME_* or _VALUE_NOT_FINITE: the index
                                gltfa_sampler_check names (the key time, or the float in the
                                output accessor); else GLTFA_CGLTF_NONE */
} gltfa_cgltf_channel_info;

/* Channel i of anim, alone: its sampler ready to sample (accessors through
 * gltfa_cgltf_accessor, every bound checked; gltfa_sampler_init with the rules row of its
 * path or pointer, then gltfa_sampler_check), its target and its interpolation. No node
 * list, no destination: gltfa_sampler_sample(&channel->sampler, t, channel->value,
 * channel->width), or into your own floats. The same sampler a clip gets for it.
 * memory: gltfa_cgltf_channel_size bytes (malloc-aligned), kept while the sampler and the
 *   strings are used (dense accessors, the pointer or target string).
 * channel [out]: on success filled. On error: index i, and path, pointer, target, info,
 *   node and interp as far as they were read (path GLTFA_PATH_NONE, pointer and target
 *   NULL, node GLTFA_CGLTF_NONE before); sampler zeroed, width 0.
 * Returns GLTFA_SUCCESS; GLTFA_ERROR_INVALID_ARGUMENT (NULL, i out of range); an error of
 *   gltfa_cgltf_channel_size; GLTFA_CGLTF_ERROR_BUDGET (its bytes are more than
 *   gltfa_cgltf_budget(data)); GLTFA_ERROR_MEMORY_TOO_SMALL; an error of
 *   gltfa_cgltf_accessor; GLTFA_ERROR_UNKNOWN_TARGET (no target node and no
 *   KHR_animation_pointer: glTF says to ignore such a channel, and gltfa_cgltf_clip does;
 *   or a node with a path cgltf did not know); GLTFA_ERROR_POINTER_SYNTAX or
 *   GLTFA_ERROR_POINTER_UNKNOWN; an error of gltfa_sampler_init or gltfa_sampler_check.
 */
GLTFA_CGLTF_API gltfa_result gltfa_cgltf_channel(gltfa_cgltf_channel_info *channel,
                                                 const cgltf_data *data,
                                                 const cgltf_animation *anim, size_t i,
                                                 void *memory, size_t memory_bytes)
{
    gltfa_channel_desc d;
    size_t used = 0, need = 0;
    gltfa_result r;
    if (channel == NULL) return GLTFA_ERROR_INVALID_ARGUMENT;
    memset(channel, 0, sizeof *channel);
    channel->index = i;
    channel->node = channel->bad_key = GLTFA_CGLTF_NONE;
    if (data == NULL || anim == NULL || i >= anim->channels_count) return GLTFA_ERROR_INVALID_ARGUMENT;
    r = gltfa_cgltf_channel_size(anim, i, &need);
    if (r != GLTFA_SUCCESS) return r;
    if (need > gltfa_cgltf_budget(data)) return GLTFA_CGLTF_ERROR_BUDGET; /* before a byte is written */
    if (memory_bytes < need || (memory == NULL && need != 0)) return GLTFA_ERROR_MEMORY_TOO_SMALL;
    r = gltfa_cgltf__describe(data, anim, i, (unsigned char *)memory, memory_bytes, &d, &used);
    channel->interp = d.interp;
    channel->path = d.path;
    channel->pointer = d.pointer;
    channel->target = d.pointer;
    if (r == GLTFA_SUCCESS && d.path == GLTFA_PATH_NONE) r = GLTFA_ERROR_UNKNOWN_TARGET;
    if (r != GLTFA_SUCCESS) return r;
    if (d.path == GLTFA_PATH_POINTER) {
        r = gltfa_pointer_parse(d.pointer, &channel->info);
        if (r != GLTFA_SUCCESS) return r;
        channel->property = channel->info.property;
        if (channel->info.path != GLTFA_PATH_POINTER) channel->node = channel->info.index[0];
    } else { /* gltfa_cgltf_channel_size reserved the name after the describe part */
        char *name = (char *)memory + used;
        gltfa_cgltf__node_pointer(name, d.node, d.path);
        channel->target = name;
        channel->property = gltfa_path_property(d.path);
        channel->node = d.node;
        used += GLTFA_CGLTF__ROUND(GLTFA_CGLTF__NAME);
    }
    r = gltfa_sampler_init(&channel->sampler, &d.input, &d.output, d.interp, channel->property);
    if (r == GLTFA_SUCCESS) r = gltfa_sampler_check(&channel->sampler, &channel->bad_key);
    /* the room for a sample, from the counts; the sampler's width is never more */
    if (r == GLTFA_SUCCESS && gltfa_sampler_width(&channel->sampler) >
                                  gltfa_cgltf__width(&anim->channels[i]))
        r = GLTFA_ERROR_COUNT_MISMATCH;
    if (r != GLTFA_SUCCESS) {
        memset(&channel->sampler, 0, sizeof channel->sampler);
        return r;
    }
    channel->width = gltfa_sampler_width(&channel->sampler);
    channel->value = (float *)(void *)((unsigned char *)memory + used);
    return GLTFA_SUCCESS;
}

/* ---------------------------------------------------------------------------------------
   Clips
   --------------------------------------------------------------------------------------- */

/* Where a KHR_animation_pointer channel to a property that is not a node's writes (a
 * material color, a light's intensity, ...). The contract (THE DESTINATION CALLBACK in the
 * top comment): return room for *dest_count floats and set *dest_count to the sampler's
 * width (info->width; for float[], info->width 0, the property's length); the same address
 * for the same property every time, and ranges that do not overlap for different ones;
 * memory that stays valid while the clip is sampled. NULL leaves the channel unbound:
 * gltfa_cgltf_clip fails with GLTFA_ERROR_NO_DESTINATION, gltfa_cgltf_clip_skip skips it.
 * pointer is the decoded string. */
typedef float *(*gltfa_cgltf_dest_fn)(void *user, const char *pointer, const gltfa_pointer *info,
                                     size_t *dest_count);

/* What gltfa_cgltf_clip and gltfa_cgltf_clip_skip did. The arrays lie in the clip's
   memory. */
typedef struct gltfa_cgltf_status {
    size_t bad_channel;          /* on error: the index in anim->channels of the channel
                                    that failed; GLTFA_CGLTF_NONE for an error of no channel
                                    (misuse, memory too small, a size overflow) */
    size_t channels;             /* on success: channels in the clip */
    size_t ignored;              /* channels without a target node and without
                                    KHR_animation_pointer (glTF: the target is defined by an
                                    extension we do not know) */
    const size_t *channel_index; /* on success: per clip channel (0 .. channels-1) its index
                                    in anim->channels (gltfa_cgltf_clip_dest) */
    const gltfa_skip *skipped;   /* gltfa_cgltf_clip_skip: the skipped channels, each its
                                    index in anim->channels and the reason, in order */
    size_t skipped_count;        /* their number (on error: those skipped before it) */
    size_t bad_key;              /* on GLTFA_ERROR_TIME_* or _VALUE_NOT_FINITE: the index
                                    gltfa_sampler_check names in bad_channel's sampler (the
                                    key time, or the float in the output accessor); else
                                    GLTFA_CGLTF_NONE */
} gltfa_cgltf_status;

/* Memory gltfa_cgltf_clip and gltfa_cgltf_clip_skip need for anim: its channels, clip
 * slots, descriptions, the clip-to-channel map, room for the skip list, and each channel's
 * dense accessors and pointer string. The clip keeps using this memory: free it after the clip. May
 * be as large as the file's counts claim; gltfa_cgltf_clip refuses more than
 * gltfa_cgltf_budget(data) before it writes a byte (cap the allocation itself where a huge
 * malloc is not cheap: without overcommit, or under a sanitizer).
 * bytes [out] is written only on success.
 * bad_channel [out, optional]: on an error of a channel, its index in anim->channels;
 *   GLTFA_CGLTF_NONE on success and on an error of no channel.
 * Returns GLTFA_SUCCESS, GLTFA_ERROR_INVALID_ARGUMENT, GLTFA_ERROR_SIZE_OVERFLOW or an
 *   error of gltfa_cgltf_channel_size (GLTFA_ERROR_NULL_DATA, the accessor sizes).
 */
static gltfa_result gltfa_cgltf__clip_bytes(const cgltf_animation *anim, size_t *bytes,
                                            size_t *bad_channel, size_t budget);
GLTFA_CGLTF_API gltfa_result gltfa_cgltf_clip_size(const cgltf_animation *anim, size_t *bytes,
                                                   size_t *bad_channel)
{
    return gltfa_cgltf__clip_bytes(anim, bytes, bad_channel, (size_t)-1);
}

/* gltfa_cgltf_clip_size, and GLTFA_CGLTF_ERROR_BUDGET at the channel whose bytes take the
   total past budget. */
static gltfa_result gltfa_cgltf__clip_bytes(const cgltf_animation *anim, size_t *bytes,
                                            size_t *bad_channel, size_t budget)
{
    size_t total = 0, i, n, b = 0;
    if (bad_channel != NULL) *bad_channel = GLTFA_CGLTF_NONE;
    if (anim == NULL || bytes == NULL) return GLTFA_ERROR_INVALID_ARGUMENT;
    n = anim->channels_count;
    if (!gltfa_cgltf__add(&total, n, sizeof(gltfa_channel_desc)) ||
        !gltfa_cgltf__add(&total, n, sizeof(gltfa_channel)) ||
        !gltfa_cgltf__add(&total, n, sizeof(gltfa_clip_slot)) ||
        !gltfa_cgltf__add(&total, n, sizeof(size_t)) ||
        !gltfa_cgltf__add(&total, n, sizeof(gltfa_skip)))
        return GLTFA_ERROR_SIZE_OVERFLOW;
    for (i = 0; i < n; ++i) {
        gltfa_result r = gltfa_cgltf__channel_bytes(anim, i, &b);
        if (r == GLTFA_SUCCESS && !gltfa_cgltf__add(&total, b, 1)) r = GLTFA_ERROR_SIZE_OVERFLOW;
        if (r == GLTFA_SUCCESS && total > budget) r = GLTFA_CGLTF_ERROR_BUDGET;
        if (r != GLTFA_SUCCESS) {
            if (bad_channel != NULL) *bad_channel = i;
            return r;
        }
    }
    *bytes = total;
    return GLTFA_SUCCESS;
}

/* The index gltfa_sampler_check names for the channel d after a clip failed with r there
   (a bad key time or value), else GLTFA_CGLTF_NONE. */
static size_t gltfa_cgltf__bad_key(const gltfa_channel_desc *d, gltfa_result r)
{
    gltfa_property property = gltfa_path_property(d->path);
    gltfa_pointer info;
    gltfa_sampler s;
    size_t key = GLTFA_CGLTF_NONE;
    if (r != GLTFA_ERROR_TIME_NOT_FINITE && r != GLTFA_ERROR_TIME_NEGATIVE &&
        r != GLTFA_ERROR_TIME_NOT_INCREASING && r != GLTFA_ERROR_VALUE_NOT_FINITE)
        return GLTFA_CGLTF_NONE;
    if (d->path == GLTFA_PATH_POINTER && d->pointer != NULL &&
        gltfa_pointer_parse(d->pointer, &info) == GLTFA_SUCCESS)
        property = info.property;
    if (gltfa_sampler_init(&s, &d->input, &d->output, d->interp, property) != GLTFA_SUCCESS ||
        gltfa_sampler_check(&s, &key) != r)
        return GLTFA_CGLTF_NONE;
    return key;
}

/* gltfa_cgltf_clip (skip 0) and gltfa_cgltf_clip_skip (skip 1). */
static gltfa_result gltfa_cgltf__clip(gltfa_clip *clip, const cgltf_data *data,
                                      const cgltf_animation *anim, const gltfa_nodes *nodes,
                                      gltfa_cgltf_dest_fn dest, void *user, void *memory,
                                      size_t memory_bytes, int skip, gltfa_cgltf_status *status)
{
    size_t need = 0, n, i, j, s, k = 0, bad = GLTFA_CGLTF_NONE, left, used = 0, skipped = 0;
    unsigned char *m = (unsigned char *)memory;
    gltfa_channel_desc *descs;
    gltfa_channel *channels;
    gltfa_clip_slot *clip_slots;
    size_t *from;
    gltfa_skip *skips;
    gltfa_result r;
    gltfa_cgltf_status st;
    memset(&st, 0, sizeof st);
    st.bad_channel = st.bad_key = GLTFA_CGLTF_NONE;
    if (status != NULL) *status = st;
    if (clip == NULL || data == NULL) return GLTFA_ERROR_INVALID_ARGUMENT;
    memset(clip, 0, sizeof *clip);
    /* the budget before a byte is written: a huge malloc that succeeded costs nothing
       until its pages are touched */
    r = gltfa_cgltf__clip_bytes(anim, &need, &bad, gltfa_cgltf_budget(data));
    if (r != GLTFA_SUCCESS) goto fail;
    if (memory_bytes < need || (memory == NULL && need != 0)) {
        r = GLTFA_ERROR_MEMORY_TOO_SMALL;
        goto fail;
    }
    n = anim->channels_count;
    descs = (gltfa_channel_desc *)(void *)m;
    m += GLTFA_CGLTF__ROUND(n * sizeof(gltfa_channel_desc));
    channels = (gltfa_channel *)(void *)m;
    m += GLTFA_CGLTF__ROUND(n * sizeof(gltfa_channel));
    clip_slots = (gltfa_clip_slot *)(void *)m;
    m += GLTFA_CGLTF__ROUND(n * sizeof(gltfa_clip_slot));
    from = (size_t *)(void *)m;
    m += GLTFA_CGLTF__ROUND(n * sizeof(size_t));
    skips = (gltfa_skip *)(void *)m;
    m += GLTFA_CGLTF__ROUND(n * sizeof(gltfa_skip));
    left = need - (size_t)(m - (unsigned char *)memory);
    for (i = 0; i < n; ++i) {
        gltfa_channel_desc *d = &descs[k];
        r = gltfa_cgltf__describe(data, anim, i, m, left, d, &used);
        if (r != GLTFA_SUCCESS) {
            bad = i;
            goto fail;
        }
        m += used;
        left -= used;
        if (d->path == GLTFA_PATH_NONE) {
            ++st.ignored;
            continue;
        }
        if (d->path == GLTFA_PATH_POINTER && dest != NULL) {
            gltfa_pointer info;
            if (gltfa_pointer_parse(d->pointer, &info) == GLTFA_SUCCESS &&
                info.path == GLTFA_PATH_POINTER)
                d->dest = dest(user, d->pointer, &info, &d->dest_count);
        }
        from[k++] = i;
    }
    if (skip)
        r = gltfa_clip_init_nodes_skip(clip, channels, clip_slots, descs, k, nodes, skips,
                                       &skipped, &bad);
    else
        r = gltfa_clip_init_nodes(clip, channels, clip_slots, descs, k, nodes, &bad);
    for (s = 0; s < skipped; ++s) skips[s].desc = from[skips[s].desc]; /* desc -> channel */
    st.skipped = skips;
    st.skipped_count = skipped;
    if (r != GLTFA_SUCCESS) {
        if (bad < k) st.bad_key = gltfa_cgltf__bad_key(&descs[bad], r);
        bad = bad < k ? from[bad] : GLTFA_CGLTF_NONE;
        goto fail;
    }
    /* clip channel j: the j-th desc that was not skipped (in place: j <= i) */
    for (i = 0, j = 0, s = 0; i < k; ++i) {
        if (s < skipped && skips[s].desc == from[i]) { ++s; continue; }
        from[j++] = from[i];
    }
    st.channels = j;
    st.channel_index = from;
    if (status != NULL) *status = st;
    return GLTFA_SUCCESS;
fail:
    memset(clip, 0, sizeof *clip);
    st.bad_channel = bad;
    if (status != NULL) *status = st;
    return r;
}

/* Builds clip from a cgltf animation, bound to nodes (gltfa_cgltf_nodes, or your own
 * gltfa_nodes indexed like data->nodes), in memory (gltfa_cgltf_clip_size bytes,
 * malloc-aligned, kept by the clip). Each channel:
 *   - with a target node and a core path: that node's pose through gltfa_nodes;
 *   - with KHR_animation_pointer in its target's extensions (and no core target): the
 *     pointer string from the raw extension JSON, through gltfa_pointer_parse; pointers to
 *     node properties bind to gltfa_nodes, others to dest(user, ...) (NULL dest: none);
 *   - with neither a node nor the extension: ignored (status->ignored), as glTF says;
 *   - a node with an invalid path (cgltf's reading of an unknown path):
 *     GLTFA_ERROR_UNKNOWN_TARGET.
 * The accessors go through gltfa_cgltf_accessor (bounds, sparse); the interpolation is
 * cgltf's (run gltfa_cgltf_check_interpolation on the file first: cgltf reads unknown
 * strings as LINEAR). Then gltfa_clip_init_nodes builds, checks (gltfa_sampler_check: key
 * times, finite values) and binds everything, and refuses duplicate targets. Strict: one
 * channel that cannot be bound (a material color without a destination) refuses the whole
 * animation; gltfa_cgltf_clip_skip plays the rest.
 * status [out, optional]: the failing channel, or the channel counts and the map from clip
 *   channel to animation channel (gltfa_cgltf_clip_dest).
 * Returns GLTFA_SUCCESS or the first error (the clip is zeroed then); before a byte of
 *   memory is written, GLTFA_CGLTF_ERROR_BUDGET when gltfa_cgltf_clip_size's bytes are more
 *   than gltfa_cgltf_budget(data) (status->bad_channel: the channel that passes it).
 */
GLTFA_CGLTF_API gltfa_result gltfa_cgltf_clip(gltfa_clip *clip, const cgltf_data *data,
                                              const cgltf_animation *anim,
                                              const gltfa_nodes *nodes, gltfa_cgltf_dest_fn dest,
                                              void *user, void *memory, size_t memory_bytes,
                                              gltfa_cgltf_status *status)
{
    return gltfa_cgltf__clip(clip, data, anim, nodes, dest, user, memory, memory_bytes, 0, status);
}

/* gltfa_cgltf_clip that skips the channels with nothing to bind to
 * (gltfa_clip_init_nodes_skip): a pointer that names no animatable property
 * (GLTFA_ERROR_POINTER_UNKNOWN), a pointer to a property that is not a node's for which
 * dest is NULL or returns NULL (GLTFA_ERROR_NO_DESTINATION), a node outside nodes
 * (GLTFA_ERROR_NODE_INDEX). Every other error fails the clip as in gltfa_cgltf_clip. The
 * clip holds the other channels (skipped ones cost nothing per frame); its time span is the
 * animation's, skipped channels included, so it loops with the same period as a clip that
 * binds them all (gltfa_clip_init_nodes_skip). Channels glTF says to ignore (no node and no
 * known extension) take no part in the span, in either call.
 * status [out, optional]: also status->skipped and status->skipped_count, the skipped
 *   channels by their index in anim->channels, with the reason; status->channels counts
 *   the bound ones.
 */
GLTFA_CGLTF_API gltfa_result gltfa_cgltf_clip_skip(gltfa_clip *clip, const cgltf_data *data,
                                                   const cgltf_animation *anim,
                                                   const gltfa_nodes *nodes,
                                                   gltfa_cgltf_dest_fn dest, void *user,
                                                   void *memory, size_t memory_bytes,
                                                   gltfa_cgltf_status *status)
{
    return gltfa_cgltf__clip(clip, data, anim, nodes, dest, user, memory, memory_bytes, 1, status);
}

/* Where channel i of a clip from gltfa_cgltf_clip or gltfa_cgltf_clip_skip writes, and
 * which channel of the animation it is (the clip may have skipped or ignored some).
 * status: the one that call filled (its map lies in the clip's memory).
 * width [out, optional]: floats written there per sample.
 * channel [out, optional]: the channel's index in anim->channels.
 * Returns the destination (a node's translation, rotation, scale or weights inside nodes,
 *   or your callback's floats); NULL, with width 0 and channel GLTFA_CGLTF_NONE, when
 *   clip or status is NULL or i >= status->channels.
 */
GLTFA_CGLTF_API float *gltfa_cgltf_clip_dest(const gltfa_clip *clip,
                                             const gltfa_cgltf_status *status, size_t i,
                                             size_t *width, size_t *channel)
{
    float *d = NULL;
    size_t w = 0, c = GLTFA_CGLTF_NONE;
    if (clip != NULL && status != NULL && status->channel_index != NULL && i < status->channels &&
        i < gltfa_clip_channel_count(clip)) {
        d = gltfa_clip_channel_dest(clip, i, &w);
        c = status->channel_index[i];
    }
    if (width != NULL) *width = w;
    if (channel != NULL) *channel = c;
    return d;
}

/* ---------------------------------------------------------------------------------------
   Compressed buffer views: compiled where meshoptimizer.h was included before this header
   (MESHOPTIMIZER_VERSION), or with GLTFA_CGLTF_MESHOPT defined (then this header includes
   <meshoptimizer.h>). Link -lmeshoptimizer.
   --------------------------------------------------------------------------------------- */
#if defined(MESHOPTIMIZER_VERSION) || defined(GLTFA_CGLTF_MESHOPT)
#ifndef MESHOPTIMIZER_VERSION
#include <meshoptimizer.h>
#endif

/* Whether view bv is compressed and left for gltfa_cgltf_decode_meshopt to decode. */
static int gltfa_cgltf__meshopt_todo(const cgltf_buffer_view *bv)
{
    return bv->has_meshopt_compression && bv->data == NULL;
}

/* The fields of a compressed view, checked before meshoptimizer sees them (it asserts on a
   bad stride or count; cgltf checks them only in cgltf_validate). */
static gltfa_result gltfa_cgltf__meshopt_fields(const cgltf_buffer_view *bv)
{
    const cgltf_meshopt_compression *mc = &bv->meshopt_compression;
    size_t n = mc->count, st = mc->stride;
    int attributes = mc->mode == cgltf_meshopt_compression_mode_attributes;
    if (mc->buffer == NULL || mc->buffer->data == NULL || mc->offset > mc->buffer->size ||
        mc->size > mc->buffer->size - mc->offset)
        return GLTFA_CGLTF_ERROR_MESHOPT_FIELDS; /* the bytes are not inside a loaded buffer */
    if (st == 0 || n == 0 || n > bv->size / st || n * st != bv->size)
        return GLTFA_CGLTF_ERROR_MESHOPT_FIELDS; /* count x byteStride is not byteLength */
    if (attributes) {
        if (st % 4 != 0 || st > 256) return GLTFA_CGLTF_ERROR_MESHOPT_FIELDS;
        if (mc->filter == cgltf_meshopt_compression_filter_octahedral && st != 4 && st != 8)
            return GLTFA_CGLTF_ERROR_MESHOPT_FIELDS;
        if (mc->filter == cgltf_meshopt_compression_filter_quaternion && st != 8)
            return GLTFA_CGLTF_ERROR_MESHOPT_FIELDS;
        if (mc->filter != cgltf_meshopt_compression_filter_none &&
            mc->filter != cgltf_meshopt_compression_filter_octahedral &&
            mc->filter != cgltf_meshopt_compression_filter_quaternion &&
            mc->filter != cgltf_meshopt_compression_filter_exponential)
            return GLTFA_CGLTF_ERROR_MESHOPT_FIELDS; /* COLOR: not in every meshoptimizer */
        return GLTFA_SUCCESS;
    }
    if (mc->filter != cgltf_meshopt_compression_filter_none) return GLTFA_CGLTF_ERROR_MESHOPT_FIELDS;
    if (st != 2 && st != 4) return GLTFA_CGLTF_ERROR_MESHOPT_FIELDS;
    if (mc->mode == cgltf_meshopt_compression_mode_triangles) return n % 3 == 0 ? GLTFA_SUCCESS : GLTFA_CGLTF_ERROR_MESHOPT_FIELDS;
    return mc->mode == cgltf_meshopt_compression_mode_indices ? GLTFA_SUCCESS : GLTFA_CGLTF_ERROR_MESHOPT_FIELDS;
}

/* Decodes every buffer view compressed with EXT_meshopt_compression or
 * KHR_meshopt_compression that has no buffer_view->data yet, with meshoptimizer, into
 * buffer_view->data: call it once after cgltf_load_buffers, then use the adapter as for any
 * file. The one call of the adapter that allocates: each decoded view (buffer_view->size
 * bytes) through cgltf's own allocator, data->memory, because cgltf_free frees
 * buffer_view->data. Every field is checked before meshoptimizer sees it, and the sum of
 * the views' sizes is held to a budget before anything is allocated.
 * max_bytes: the most bytes the decoded views may take together; 0: gltfa_cgltf_budget(data)
 *   (the JSON and the loaded buffers count, the compressed ones included).
 * bad_view [out, optional]: on an error of a view, its index in data->buffer_views;
 *   GLTFA_CGLTF_NONE otherwise. Views decoded before an error stay decoded (cgltf_free
 *   frees them).
 * Returns GLTFA_SUCCESS (also for a file with no compressed view),
 *   GLTFA_ERROR_INVALID_ARGUMENT, GLTFA_CGLTF_ERROR_MESHOPT_FIELDS,
 *   GLTFA_CGLTF_ERROR_BUDGET, GLTFA_CGLTF_ERROR_OUT_OF_MEMORY or
 *   GLTFA_CGLTF_ERROR_MESHOPT_DATA.
 */
GLTFA_CGLTF_API gltfa_result gltfa_cgltf_decode_meshopt(cgltf_data *data, size_t max_bytes,
                                                        size_t *bad_view)
{
    size_t i, total = 0;
    if (bad_view != NULL) *bad_view = GLTFA_CGLTF_NONE;
    if (data == NULL || data->memory.alloc_func == NULL || data->memory.free_func == NULL)
        return GLTFA_ERROR_INVALID_ARGUMENT;
    if (max_bytes == 0) max_bytes = gltfa_cgltf_budget(data);
    for (i = 0; i < data->buffer_views_count; ++i) { /* every view checked, then the sum */
        const cgltf_buffer_view *bv = &data->buffer_views[i];
        gltfa_result r;
        if (!gltfa_cgltf__meshopt_todo(bv)) continue;
        r = gltfa_cgltf__meshopt_fields(bv);
        if (r == GLTFA_SUCCESS && (bv->size > max_bytes - total)) r = GLTFA_CGLTF_ERROR_BUDGET;
        if (r != GLTFA_SUCCESS) {
            if (bad_view != NULL) *bad_view = i;
            return r;
        }
        total += bv->size;
    }
    for (i = 0; i < data->buffer_views_count; ++i) {
        cgltf_buffer_view *bv = &data->buffer_views[i];
        const cgltf_meshopt_compression *mc = &bv->meshopt_compression;
        size_t n = mc->count, st = mc->stride;
        const unsigned char *src;
        void *out;
        int rc = -1;
        if (!gltfa_cgltf__meshopt_todo(bv)) continue;
        src = (const unsigned char *)mc->buffer->data + mc->offset;
        out = data->memory.alloc_func(data->memory.user_data, bv->size);
        if (out == NULL) {
            if (bad_view != NULL) *bad_view = i;
            return GLTFA_CGLTF_ERROR_OUT_OF_MEMORY;
        }
        if (mc->mode == cgltf_meshopt_compression_mode_attributes)
            rc = meshopt_decodeVertexBuffer(out, n, st, src, mc->size);
        else if (mc->mode == cgltf_meshopt_compression_mode_triangles)
            rc = meshopt_decodeIndexBuffer(out, n, st, src, mc->size);
        else
            rc = meshopt_decodeIndexSequence(out, n, st, src, mc->size);
        if (rc == 0 && mc->filter == cgltf_meshopt_compression_filter_octahedral)
            meshopt_decodeFilterOct(out, n, st);
        else if (rc == 0 && mc->filter == cgltf_meshopt_compression_filter_quaternion)
            meshopt_decodeFilterQuat(out, n, st);
        else if (rc == 0 && mc->filter == cgltf_meshopt_compression_filter_exponential)
            meshopt_decodeFilterExp(out, n, st);
        if (rc != 0) {
            data->memory.free_func(data->memory.user_data, out);
            if (bad_view != NULL) *bad_view = i;
            return GLTFA_CGLTF_ERROR_MESHOPT_DATA;
        }
        bv->data = out;
    }
    return GLTFA_SUCCESS;
}
#endif /* MESHOPTIMIZER_VERSION || GLTFA_CGLTF_MESHOPT */

#endif /* GLTFA_CGLTF_H */
