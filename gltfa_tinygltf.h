/* gltfa_tinygltf.h - tinygltf (2.7) -> gltf_anim.h adapter. C++11. Public domain or MIT,
   like gltf_anim.h.

   Include it after tiny_gltf.h and gltf_anim_bind.h (which includes gltf_anim.h), in any
   C++ file (every function is inline; gltf_anim.h stays C: its implementation and the
   companion's, GLTF_ANIM_IMPLEMENTATION and GLTF_ANIM_BIND_IMPLEMENTATION, go in one file,
   C or C++). Debian's libtinygltf-dev ships tinygltf compiled: include tiny_gltf.h
   without TINYGLTF_IMPLEMENTATION and link -ltinygltf. The memory it needs lives in the
   structs below (std::vector): keep each struct where it is while its samplers or clip
   play (the samplers point into it; do not copy it).

     gltfa_tinygltf_accessor
         accessors[i] -> gltfa_accessor: tinygltf keeps the glTF componentType codes;
         byteStride; bytes bounded by the buffer view and the buffer (a view past its
         buffer's end is cut there, as in gltfa_cgltf.h); sparse accessors, and accessors
         without a bufferView (zeros), densified with gltfa_accessor_densify into a vector
         you keep, in their own component type (the library's exact decoding).
     gltfa_tinygltf_nodes
         the model's nodes -> gltfa_nodes: rest poses (TRS; a node with a matrix gets the
         matrix decomposed, gltfa_matrix_to_trs), a morph weights array per node whose mesh
         has targets (node.weights, else mesh.weights, else zeros), and the hierarchy for
         gltfa_skeleton_init: parents (from the children lists) and each node's matrix (as
         floats). gltfa_tinygltf_nodes_init refuses, with a named error and the node in
         bad_node, what tinygltf lets through: a child index out of range or a node that
         is the child of two nodes (GLTFA_ERROR_PARENT_INDEX), a matrix that is not
         translation x rotation x scale, as glTF requires (GLTFA_ERROR_NOT_DECOMPOSABLE),
         a number that is no finite float, weights included (GLTFA_ERROR_VALUE_NOT_FINITE),
         nodes x morph targets past the memory budget (GLTFA_TINYGLTF_ERROR_BUDGET). A
         cycle of parents is gltfa_skeleton_init's GLTFA_ERROR_CYCLE.
     gltfa_tinygltf_skin
         a skin -> gltfa_skin: joints as node indices, inverseBindMatrices read as any
         accessor (bounds, stride, sparse). From file to joint matrices:
             gltfa_tinygltf_nodes_init(&nodes, model);           once
             gltfa_skeleton_init(&skeleton, nodes.nodes.parents, nodes.nodes.matrices,
                                 nodes.nodes.node_count, ...);    once
             gltfa_tinygltf_skin_init(&skin, model, model.skins[0]);  once per skin
             gltfa_clip_sample(&clip.clip, t);                    per frame: the poses,
             gltfa_skeleton_world(&skeleton, nodes.poses.data(), world);  every node's world,
             gltfa_skin_joints(&skin.skin, world, joint_matrices);  each joint's matrix
         (examples/tinygltf_skin.cpp).
     gltfa_tinygltf_clip
         an animation -> gltfa_clip bound to those nodes with gltfa_clip_init_nodes_skip:
         channels with nothing to bind to are skipped and listed (as gltfa_cgltf_clip_skip);
         channels with neither a node nor KHR_animation_pointer are ignored.
     gltfa_tinygltf_channel
         one channel alone: its sampler, interpolation, target as a JSON pointer
         (/nodes/3/rotation, or the KHR_animation_pointer string), node; channel by channel.

   Errors: gltf_anim.h's codes, and the adapter's GLTFA_TINYGLTF_ERROR_COMPRESSED,
   GLTFA_TINYGLTF_ERROR_BUDGET and gltfa_tinygltf_decode_meshopt's _MESHOPT_FIELDS and
   _MESHOPT_DATA (below); gltfa_tinygltf_result_name names them all. A
   channel's error names the channel (gltfa_tinygltf_clip.bad_channel) and, for a bad key
   time or a value that is not finite, the key time's index or the float's index in the
   output accessor as gltfa_sampler_check gives it (bad_key). Unlike cgltf, tinygltf keeps
   the interpolation string: an unknown one is GLTFA_ERROR_UNKNOWN_INTERPOLATION here.

   Untrusted files: the same contract as gltf_anim.h (an error code, never a crash, a read
   out of bounds or a NaN), with two things of C++'s:
     - tinygltf 2.7 throws from its own loader on some bad files (std::out_of_range when
       buffers[0].byteLength is 0 in a GLB, std::bad_alloc for a directory): call
       LoadBinaryFromFile / LoadASCIIFromFile inside try { } catch (const std::exception &e)
       (examples/tinygltf_clip.cpp does, and prints e.what());
     - the memory budget: the calls below allocate only the dense copies of sparse and
       bufferView-less accessors, whose size the file's counts claim (a 6 KB file can claim
       gigabytes of zeros), and the nodes' morph weights (N nodes sharing a mesh of N
       targets: N x N floats). Before anything is allocated, the bytes every channel's
       accessors claim together, and the weights, are held to a budget, by default
       max(GLTFA_TINYGLTF_BUDGET_FLOOR, GLTFA_TINYGLTF_BUDGET_FACTOR x the bytes of the
       model's buffers), the loader's (tools/gltf_load.h says why those two figures); past
       it the call fails with GLTFA_TINYGLTF_ERROR_BUDGET and allocates nothing. Each call
       takes an explicit budget as its last argument (0: that default). The vectors can
       still throw std::bad_alloc when the system has less than the budget.

   COMPRESSED BUFFER VIEWS. tinygltf 2.7 decodes no EXT_meshopt_compression /
   KHR_meshopt_compression view (gltfpack -c, -cc). Such a view lies in a fallback buffer
   without uri, which tinygltf 2.7 fills with the GLB's BIN chunk (other bytes): the
   adapter refuses it, GLTFA_TINYGLTF_ERROR_COMPRESSED (a fallback buffer with a uri,
   gltfpack -cf, is read). One call decodes them all: gltfa_tinygltf_decode_meshopt (at
   the end; compiled where meshoptimizer.h is included before this header, or with
   GLTFA_TINYGLTF_MESHOPT defined; link -lmeshoptimizer), after loading, into a buffer it
   appends to the model, with the checks and the budget of gltfa_cgltf_decode_meshopt
   (examples/tinygltf_meshopt.cpp). tinygltf 2.7 refuses most such GLB files before that
   ("Invalid `byteLength'": it copies the BIN chunk into the fallback buffer, which is
   larger): load them with gltfa_tinygltf_load_glb (or _load_glb_memory), which pads the
   BIN chunk within the memory budget. A .gltf from gltfpack -c names its fallback buffer
   without a uri, which tinygltf 2.7 cannot load at all: pack as .glb.

   And tinygltf 2.7 refuses a whole file with a KHR_animation_pointer channel, which has
   no target.node ("'node' property is missing"). The adapter reads such channels from
   target_extensions for tinygltf versions that load them. */
#ifndef GLTFA_TINYGLTF_H
#define GLTFA_TINYGLTF_H

#ifndef GLTF_ANIM_BIND_H
#error "gltfa_tinygltf.h: #include \"gltf_anim_bind.h\" (it includes gltf_anim.h) before it"
#endif

#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

/* A buffer view compressed with EXT_meshopt_compression or KHR_meshopt_compression whose
   buffer holds no bytes (tinygltf does not decode it). Negative, far from gltf_anim.h's
   codes, as GLTFA_CGLTF_ERROR_COMPRESSED. */
#define GLTFA_TINYGLTF_ERROR_COMPRESSED ((gltfa_result)-1002)

/* The dense copies the file's accessors claim, or the nodes' morph weights, are more than
   the memory budget (the top comment); nothing was allocated for them. */
#define GLTFA_TINYGLTF_ERROR_BUDGET ((gltfa_result)-1003)

/* gltfa_tinygltf_decode_meshopt's own results, with the cgltf adapter's values: a
   compressed view whose extension fields cannot be decoded (its bytes are not inside a
   loaded buffer, count x byteStride is not its byteLength, or a field, mode, byteStride,
   count or filter meshoptimizer cannot decode); data meshoptimizer cannot decode. */
#define GLTFA_TINYGLTF_ERROR_MESHOPT_FIELDS ((gltfa_result)-1004)
#define GLTFA_TINYGLTF_ERROR_MESHOPT_DATA ((gltfa_result)-1005)

/* The default memory budget: max(FLOOR, FACTOR x the bytes of the model's buffers). */
#define GLTFA_TINYGLTF_BUDGET_FLOOR ((size_t)16 * 1024 * 1024)
#define GLTFA_TINYGLTF_BUDGET_FACTOR ((size_t)128)

/* "No such index": bad_channel and bad_key when the error names none. */
#define GLTFA_TINYGLTF_NONE ((size_t)-1)

/* gltfa_result_name, and the adapter's own codes' names and descriptions. */
inline const char *gltfa_tinygltf_result_name(gltfa_result result)
{
    if (result == GLTFA_TINYGLTF_ERROR_COMPRESSED)
        return "GLTFA_TINYGLTF_ERROR_COMPRESSED: buffer view compressed with EXT_meshopt_compression "
               "or KHR_meshopt_compression (gltfpack -c, -cc), which tinygltf does not decode: call "
               "gltfa_tinygltf_decode_meshopt after loading (include meshoptimizer.h before "
               "gltfa_tinygltf.h, link -lmeshoptimizer; Debian: libmeshoptimizer-dev)";
    if (result == GLTFA_TINYGLTF_ERROR_MESHOPT_FIELDS)
        return "GLTFA_TINYGLTF_ERROR_MESHOPT_FIELDS: a compressed view whose bytes are not inside a loaded "
               "buffer, whose count x byteStride is not its byteLength, or whose fields, mode, byteStride, "
               "count or filter meshoptimizer cannot decode";
    if (result == GLTFA_TINYGLTF_ERROR_MESHOPT_DATA)
        return "GLTFA_TINYGLTF_ERROR_MESHOPT_DATA: a compressed view whose data meshoptimizer cannot decode";
    if (result == GLTFA_TINYGLTF_ERROR_BUDGET)
        return "GLTFA_TINYGLTF_ERROR_BUDGET: the file claims more memory than the adapter's "
               "budget (sparse or bufferView-less accessors with huge counts, nodes x morph targets)";
    return gltfa_result_name(result);
}

/* The default budget for model: max(GLTFA_TINYGLTF_BUDGET_FLOOR,
   GLTFA_TINYGLTF_BUDGET_FACTOR x the bytes of model.buffers), saturating. */
inline size_t gltfa_tinygltf_budget(const tinygltf::Model &model)
{
    size_t input = 0, i;
    for (i = 0; i < model.buffers.size(); ++i) {
        size_t n = model.buffers[i].data.size();
        input = n > (size_t)-1 - input ? (size_t)-1 : input + n;
    }
    size_t budget = input > (size_t)-1 / GLTFA_TINYGLTF_BUDGET_FACTOR ? (size_t)-1
                                                                       : input * GLTFA_TINYGLTF_BUDGET_FACTOR;
    return budget < GLTFA_TINYGLTF_BUDGET_FLOOR ? GLTFA_TINYGLTF_BUDGET_FLOOR : budget;
}

/* Whether a buffer view (or buffer: the fallback) has a meshopt extension. */
template <class T> inline bool gltfa_tinygltf_compressed(const T &object)
{
    return object.extensions.count("EXT_meshopt_compression") != 0 ||
           object.extensions.count("KHR_meshopt_compression") != 0;
}

/* The bytes of bufferViews[view] from offset on, and how many may be read there (the view,
   cut at its buffer's end). */
inline gltfa_result gltfa_tinygltf_view_bytes(const tinygltf::Model &model, int view, size_t offset,
                                              const unsigned char **data, size_t *readable)
{
    if (view < 0 || (size_t)view >= model.bufferViews.size()) return GLTFA_ERROR_NULL_DATA;
    const tinygltf::BufferView &bv = model.bufferViews[(size_t)view];
    if (bv.buffer < 0 || (size_t)bv.buffer >= model.buffers.size()) return GLTFA_ERROR_NULL_DATA;
    const tinygltf::Buffer &buffer = model.buffers[(size_t)bv.buffer];
    const std::vector<unsigned char> &bytes = buffer.data;
    if (gltfa_tinygltf_compressed(bv) && (bytes.empty() || (buffer.uri.empty() && gltfa_tinygltf_compressed(buffer))))
        return GLTFA_TINYGLTF_ERROR_COMPRESSED;
    if (bv.byteOffset > bytes.size()) return GLTFA_ERROR_DATA_TOO_SHORT;
    size_t bound = bv.byteLength;
    if (bytes.size() - bv.byteOffset < bound) bound = bytes.size() - bv.byteOffset;
    if (offset >= bound) return GLTFA_ERROR_DATA_TOO_SHORT;
    *data = bytes.data() + bv.byteOffset + offset;
    *readable = bound - offset;
    return GLTFA_SUCCESS;
}

/* accessors[index]'s stored bytes as base (no sparse applied; data NULL without a
   bufferView) and the bytes of its dense copy in *dense_bytes: 0 when it is read in place,
   else what gltfa_accessor_densify_size says (sparse, or no bufferView). Allocates
   nothing. */
inline gltfa_result gltfa_tinygltf__base(const tinygltf::Model &model, int index, gltfa_accessor *base,
                                         size_t *dense_bytes)
{
    std::memset(base, 0, sizeof *base);
    *dense_bytes = 0;
    if (index < 0 || (size_t)index >= model.accessors.size()) return GLTFA_ERROR_NULL_DATA;
    const tinygltf::Accessor &a = model.accessors[(size_t)index];
    int comps = tinygltf::GetNumComponentsInType((uint32_t)a.type);
    if (gltfa_component_type_name(a.componentType)[0] == '\0') return GLTFA_ERROR_UNKNOWN_COMPONENT_TYPE;
    if (comps <= 0) return GLTFA_ERROR_COMPONENT_COUNT;
    /* glTF pads the columns of 1- and 2-byte MAT2 / MAT3: not a packed VECTOR */
    if ((a.type == TINYGLTF_TYPE_MAT2 && (a.componentType == GLTFA_BYTE || a.componentType == GLTFA_UNSIGNED_BYTE)) ||
        (a.type == TINYGLTF_TYPE_MAT3 && a.componentType != GLTFA_FLOAT && a.componentType != GLTFA_UNSIGNED_INT))
        return GLTFA_ERROR_COMPONENT_COUNT;
    gltfa_accessor_init(base, NULL, a.count, a.componentType, comps);
    base->normalized = a.normalized ? 1 : 0;
    if (a.bufferView >= 0) {
        const unsigned char *p = NULL;
        size_t readable = 0;
        gltfa_result r = gltfa_tinygltf_view_bytes(model, a.bufferView, a.byteOffset, &p, &readable);
        if (r != GLTFA_SUCCESS) return r;
        base->data = p;
        base->byte_length = readable;
        base->byte_stride = model.bufferViews[(size_t)a.bufferView].byteStride;
        if (!a.sparse.isSparse) return GLTFA_SUCCESS;
    }
    return gltfa_accessor_densify_size(base, dense_bytes);
}

/* The bytes accessors[index]'s dense copy takes (0: read in place); 0 also for an accessor
   gltfa_tinygltf_accessor refuses (it says why). */
inline size_t gltfa_tinygltf__dense_bytes(const tinygltf::Model &model, int index)
{
    gltfa_accessor base;
    size_t bytes = 0;
    return gltfa_tinygltf__base(model, index, &base, &bytes) == GLTFA_SUCCESS ? bytes : 0;
}

/* accessors[index] as a gltfa_accessor in out: read in place (a bufferView, no sparse), or
 * densified into dense (sparse; no bufferView: zeros), which must then outlive out.
 * budget: the most bytes the dense copy may take; 0: gltfa_tinygltf_budget(model).
 * Returns GLTFA_SUCCESS, GLTFA_ERROR_NULL_DATA (no such accessor, view or buffer),
 *   GLTFA_TINYGLTF_ERROR_COMPRESSED, GLTFA_ERROR_UNKNOWN_COMPONENT_TYPE,
 *   GLTFA_ERROR_COMPONENT_COUNT, GLTFA_ERROR_DATA_TOO_SHORT (an offset past the view or the
 *   buffer), GLTFA_TINYGLTF_ERROR_BUDGET (nothing allocated), or an error of
 *   gltfa_accessor_densify_size / gltfa_accessor_densify.
 */
inline gltfa_result gltfa_tinygltf_accessor(const tinygltf::Model &model, int index,
                                            std::vector<unsigned char> &dense, gltfa_accessor *out,
                                            size_t budget = 0)
{
    if (out == NULL) return GLTFA_ERROR_INVALID_ARGUMENT;
    std::memset(out, 0, sizeof *out);
    gltfa_accessor base;
    size_t bytes = 0;
    gltfa_result r = gltfa_tinygltf__base(model, index, &base, &bytes);
    if (r != GLTFA_SUCCESS) return r;
    const tinygltf::Accessor &a = model.accessors[(size_t)index];
    if (a.bufferView >= 0 && !a.sparse.isSparse) {
        *out = base;
        return GLTFA_SUCCESS;
    }
    gltfa_sparse sp;
    std::memset(&sp, 0, sizeof sp);
    if (a.sparse.isSparse) {
        if (a.sparse.count < 0 || a.sparse.indices.byteOffset < 0 || a.sparse.values.byteOffset < 0)
            return GLTFA_ERROR_SPARSE_COUNT;
        sp.count = (size_t)a.sparse.count;
        sp.indices_component_type = a.sparse.indices.componentType;
        const unsigned char *p = NULL;
        size_t readable = 0;
        r = gltfa_tinygltf_view_bytes(model, a.sparse.indices.bufferView, (size_t)a.sparse.indices.byteOffset, &p,
                                      &readable);
        if (r != GLTFA_SUCCESS) return r;
        sp.indices = p;
        sp.indices_byte_length = readable;
        r = gltfa_tinygltf_view_bytes(model, a.sparse.values.bufferView, (size_t)a.sparse.values.byteOffset, &p,
                                      &readable);
        if (r != GLTFA_SUCCESS) return r;
        sp.values = p;
        sp.values_byte_length = readable;
    }
    if (bytes > (budget != 0 ? budget : gltfa_tinygltf_budget(model))) return GLTFA_TINYGLTF_ERROR_BUDGET;
    dense.assign(bytes + 1, 0);
    return gltfa_accessor_densify(&base, a.sparse.isSparse ? &sp : NULL, dense.data(), bytes, out);
}

/* The key gltfa_sampler_check names (bad_index) for a channel that failed with r, a bad
   key time or a value that is not finite: the key time's index, or the float's index in
   the output accessor; GLTFA_TINYGLTF_NONE for other errors. */
inline size_t gltfa_tinygltf__bad_key(const gltfa_channel_desc &d, gltfa_result r)
{
    if (r != GLTFA_ERROR_TIME_NOT_FINITE && r != GLTFA_ERROR_TIME_NEGATIVE && r != GLTFA_ERROR_TIME_NOT_INCREASING &&
        r != GLTFA_ERROR_VALUE_NOT_FINITE)
        return GLTFA_TINYGLTF_NONE;
    gltfa_property property = gltfa_path_property(d.path);
    gltfa_pointer info;
    if (d.path == GLTFA_PATH_POINTER && d.pointer != NULL && gltfa_pointer_parse(d.pointer, &info) == GLTFA_SUCCESS)
        property = info.property;
    gltfa_sampler s;
    size_t key = GLTFA_TINYGLTF_NONE;
    if (gltfa_sampler_init(&s, &d.input, &d.output, d.interp, property) != GLTFA_SUCCESS ||
        gltfa_sampler_check(&s, &key) != r)
        return GLTFA_TINYGLTF_NONE;
    return key;
}

/* The model's nodes for binding; nodes.poses[i] is node i's pose, which clips write. */
struct gltfa_tinygltf_nodes {
    gltfa_nodes nodes;
    std::vector<gltfa_trs> poses;
    std::vector<float> weight_values;
    std::vector<float *> weights;
    std::vector<size_t> weight_counts;
    std::vector<size_t> parents;        /* nodes.parents */
    std::vector<float> matrix_values;   /* 16 per node: node.matrix as floats */
    std::vector<const float *> matrices; /* nodes.matrices: into matrix_values, or NULL */
    size_t bad_node;                    /* on error: the node that failed */
};

/* n doubles of a glTF number array as floats; 0 when one is not finite as a float (NaN,
   infinite, or beyond float's range: converting that is undefined). */
inline int gltfa_tinygltf_floats(float *out, const std::vector<double> &in, size_t n)
{
    for (size_t i = 0; i < n; ++i) {
        if (!(in[i] >= -3.40282346638528859812e+38 && in[i] <= 3.40282346638528859812e+38)) return 0;
        out[i] = (float)in[i];
    }
    return 1;
}

/* Fills out from model.nodes: rest poses (glTF defaults when absent; for a node with a
 * matrix, which glTF does not allow to be animated, the matrix decomposed by
 * gltfa_matrix_to_trs), for each node whose mesh has morph targets (its first
 * primitive's) a weights array of that many floats: node.weights, else mesh.weights (when
 * the count matches), else zeros; and the hierarchy for gltfa_skeleton_init: parents from
 * the children lists, GLTFA_NO_PARENT for a root, and each node's matrix as floats (NULL
 * for a TRS node).
 * budget: the most bytes the weights may take (nodes x morph targets grows as the square
 *   of the file: N nodes sharing a mesh of N targets); 0: gltfa_tinygltf_budget(model).
 * Returns GLTFA_SUCCESS, GLTFA_ERROR_PARENT_INDEX (a child index out of range, or a node
 *   in the children of two nodes, or twice in one list), GLTFA_TINYGLTF_ERROR_BUDGET (the
 *   weights pass the budget; bad_node: where), GLTFA_ERROR_VALUE_NOT_FINITE (a
 *   translation, rotation, scale, matrix element or weight that is not a finite float),
 *   GLTFA_ERROR_NOT_DECOMPOSABLE (a matrix that is not translation x rotation x scale, as
 *   glTF requires, or not 16 numbers) or GLTFA_ERROR_COMPONENT_COUNT (a translation or
 *   scale not of 3 numbers, a rotation not of 4); out->bad_node names the node (for a
 *   child, the child). On error out->nodes is zeroed (no nodes): nothing is made up.
 */
inline gltfa_result gltfa_tinygltf_nodes_init(gltfa_tinygltf_nodes *out, const tinygltf::Model &model,
                                              size_t budget = 0)
{
    size_t n = model.nodes.size(), i, j, total = 0;
    if (budget == 0) budget = gltfa_tinygltf_budget(model);
    std::vector<size_t> targets(n, 0);
    std::memset(&out->nodes, 0, sizeof out->nodes);
    out->bad_node = (size_t)-1;
    out->parents.assign(n + 1, GLTFA_NO_PARENT);
    out->matrix_values.assign(16 * n + 1, 0.0f);
    out->matrices.assign(n + 1, (const float *)NULL);
    for (i = 0; i < n; ++i) {
        const std::vector<int> &children = model.nodes[i].children;
        for (j = 0; j < children.size(); ++j) {
            int c = children[j];
            if (c < 0 || (size_t)c >= n) {
                out->bad_node = i;
                return GLTFA_ERROR_PARENT_INDEX;
            }
            if (out->parents[(size_t)c] != GLTFA_NO_PARENT) {
                out->bad_node = (size_t)c;
                return GLTFA_ERROR_PARENT_INDEX;
            }
            out->parents[(size_t)c] = i;
        }
    }
    for (i = 0; i < n; ++i) {
        int m = model.nodes[i].mesh;
        if (m >= 0 && (size_t)m < model.meshes.size() && !model.meshes[(size_t)m].primitives.empty())
            targets[i] = model.meshes[(size_t)m].primitives[0].targets.size();
        total += targets[i];
        if (total > budget / sizeof(float)) { /* N nodes x N targets: the square of the file */
            out->bad_node = i;
            return GLTFA_TINYGLTF_ERROR_BUDGET;
        }
    }
    out->poses.assign(n, gltfa_trs());
    out->weight_values.assign(total + 1, 0.0f);
    out->weights.assign(n, (float *)NULL);
    out->weight_counts.assign(n, 0);
    for (i = 0, total = 0; i < n; ++i) {
        const tinygltf::Node &c = model.nodes[i];
        gltfa_trs &p = out->poses[i];
        p.translation[0] = p.translation[1] = p.translation[2] = 0.0f;
        p.rotation[0] = p.rotation[1] = p.rotation[2] = 0.0f;
        p.rotation[3] = 1.0f;
        p.scale[0] = p.scale[1] = p.scale[2] = 1.0f;
        gltfa_result r = GLTFA_SUCCESS;
        if (c.matrix.empty()) {
            if ((!c.translation.empty() && c.translation.size() != 3) ||
                (!c.rotation.empty() && c.rotation.size() != 4) || (!c.scale.empty() && c.scale.size() != 3))
                r = GLTFA_ERROR_COMPONENT_COUNT;
            else if (!gltfa_tinygltf_floats(p.translation, c.translation, c.translation.size()) ||
                     !gltfa_tinygltf_floats(p.rotation, c.rotation, c.rotation.size()) ||
                     !gltfa_tinygltf_floats(p.scale, c.scale, c.scale.size()))
                r = GLTFA_ERROR_VALUE_NOT_FINITE;
        } else {
            float *m = &out->matrix_values[16 * i];
            if (c.matrix.size() != 16) r = GLTFA_ERROR_NOT_DECOMPOSABLE;
            else if (!gltfa_tinygltf_floats(m, c.matrix, 16)) r = GLTFA_ERROR_VALUE_NOT_FINITE;
            else r = gltfa_matrix_to_trs(&p, m);
            out->matrices[i] = m;
        }
        if (r != GLTFA_SUCCESS) {
            out->bad_node = i;
            return r;
        }
        size_t t = targets[i];
        float *w = &out->weight_values[total];
        out->weight_counts[i] = t;
        out->weights[i] = t != 0 ? w : NULL;
        const std::vector<double> *from = t == 0 ? NULL : c.weights.size() == t ? &c.weights
                                          : model.meshes[(size_t)c.mesh].weights.size() == t
                                              ? &model.meshes[(size_t)c.mesh].weights : NULL;
        if (from != NULL && !gltfa_tinygltf_floats(w, *from, t)) { /* else zeros */
            out->bad_node = i;
            return GLTFA_ERROR_VALUE_NOT_FINITE;
        }
        total += t;
    }
    out->nodes.poses = out->poses.empty() ? NULL : out->poses.data();
    out->nodes.node_count = n;
    out->nodes.weights = out->weights.empty() ? NULL : out->weights.data();
    out->nodes.weight_counts = out->weight_counts.empty() ? NULL : out->weight_counts.data();
    out->nodes.parents = out->parents.data();
    out->nodes.matrices = out->matrices.data();
    return GLTFA_SUCCESS;
}

/* A skin, as gltfa_tinygltf_skin_init builds it: keep it where it is while skin is used
   (skin points into the vectors). */
struct gltfa_tinygltf_skin {
    gltfa_skin skin;                  /* for gltfa_skin_joints */
    std::vector<size_t> joints;       /* skin.joints as node indices */
    std::vector<float> inverse_bind;  /* 16 floats per joint */
    std::vector<unsigned char> dense; /* the inverseBindMatrices accessor when densified */
    size_t bad_joint;                 /* on error: the index in skin.joints that failed */
};

/* Builds out->skin from a skin of model: skin.joints as node indices, and
 * skin.inverseBindMatrices read through gltfa_tinygltf_accessor (bounds, stride, sparse) by
 * gltfa_skin_init (MAT4 FLOAT, at least one per joint, finite; none: identities). Then per
 * frame: gltfa_skeleton_world, then gltfa_skin_joints(&out->skin, world, joint_matrices).
 * Returns GLTFA_SUCCESS, GLTFA_ERROR_NODE_INDEX (a joint that is no node of model), an
 *   error of gltfa_tinygltf_accessor or of gltfa_skin_init (out->skin zeroed then).
 */
inline gltfa_result gltfa_tinygltf_skin_init(gltfa_tinygltf_skin *out, const tinygltf::Model &model,
                                             const tinygltf::Skin &skin)
{
    size_t n = skin.joints.size(), j;
    gltfa_accessor view;
    std::memset(&out->skin, 0, sizeof out->skin);
    out->bad_joint = (size_t)-1;
    out->joints.assign(n + 1, 0);
    out->inverse_bind.assign(16 * n + 1, 0.0f);
    out->dense.clear();
    for (j = 0; j < n; ++j) {
        if (skin.joints[j] < 0 || (size_t)skin.joints[j] >= model.nodes.size()) {
            out->bad_joint = j;
            return GLTFA_ERROR_NODE_INDEX;
        }
        out->joints[j] = (size_t)skin.joints[j];
    }
    if (skin.inverseBindMatrices >= 0) {
        gltfa_result r = gltfa_tinygltf_accessor(model, skin.inverseBindMatrices, out->dense, &view);
        if (r != GLTFA_SUCCESS) return r;
    }
    return gltfa_skin_init(&out->skin, out->joints.data(), n, model.nodes.size(),
                           skin.inverseBindMatrices >= 0 ? &view : NULL, out->inverse_bind.data(),
                           &out->bad_joint);
}

/* One channel, described: accessors (with their dense copies), interpolation, target. */
struct gltfa_tinygltf_desc {
    gltfa_channel_desc desc;           /* path GLTFA_PATH_NONE: neither node nor pointer */
    std::vector<unsigned char> dense[2]; /* input, output (sparse / no bufferView) */
    std::string pointer;               /* the KHR_animation_pointer string, or "" */
};

/* The interpolation string (tinygltf keeps it; "" is LINEAR, the glTF default). */
inline gltfa_result gltfa_tinygltf_interp(const std::string &s, gltfa_interp *interp)
{
    if (s.empty() || s == "LINEAR") *interp = GLTFA_INTERP_LINEAR;
    else if (s == "STEP") *interp = GLTFA_INTERP_STEP;
    else if (s == "CUBICSPLINE") *interp = GLTFA_INTERP_CUBICSPLINE;
    else return GLTFA_ERROR_UNKNOWN_INTERPOLATION;
    return GLTFA_SUCCESS;
}

/* The bytes channel i's dense accessors claim (0 for a channel that is ignored or refused
   before they are read: gltfa_tinygltf_describe says why). */
inline size_t gltfa_tinygltf__channel_dense(const tinygltf::Model &model, const tinygltf::Animation &anim, size_t i)
{
    const tinygltf::AnimationChannel &c = anim.channels[i];
    if (c.sampler < 0 || (size_t)c.sampler >= anim.samplers.size()) return 0;
    const tinygltf::AnimationSampler &s = anim.samplers[(size_t)c.sampler];
    size_t in = gltfa_tinygltf__dense_bytes(model, s.input), out = gltfa_tinygltf__dense_bytes(model, s.output);
    return in > (size_t)-1 - out ? (size_t)-1 : in + out;
}

/* Channel i of anim into d (kept in place: d->desc points into d's vectors and string).
   budget: what its dense accessors may take together (resolved: not 0). */
inline gltfa_result gltfa_tinygltf_describe(const tinygltf::Model &model, const tinygltf::Animation &anim,
                                            size_t i, gltfa_tinygltf_desc *d, size_t budget)
{
    std::memset(&d->desc, 0, sizeof d->desc);
    d->pointer.clear();
    if (i >= anim.channels.size()) return GLTFA_ERROR_INVALID_ARGUMENT;
    const tinygltf::AnimationChannel &c = anim.channels[i];
    if (c.sampler < 0 || (size_t)c.sampler >= anim.samplers.size()) return GLTFA_ERROR_NULL_DATA;
    const tinygltf::AnimationSampler &s = anim.samplers[(size_t)c.sampler];
    tinygltf::ExtensionMap::const_iterator ext = c.target_extensions.find("KHR_animation_pointer");
    bool has_pointer = ext != c.target_extensions.end() && ext->second.IsObject() &&
                       ext->second.Has("pointer") && ext->second.Get("pointer").IsString();
    gltfa_path path = GLTFA_PATH_NONE;
    gltfa_result r = c.target_path.empty() ? GLTFA_ERROR_UNKNOWN_TARGET
                                           : gltfa_path_parse(c.target_path.c_str(), &path);
    if (c.target_node < 0 && !has_pointer) return GLTFA_SUCCESS; /* path NONE: ignored */
    if (gltfa_tinygltf__channel_dense(model, anim, i) > budget) return GLTFA_TINYGLTF_ERROR_BUDGET;
    r = gltfa_tinygltf_accessor(model, s.input, d->dense[0], &d->desc.input, budget);
    if (r == GLTFA_SUCCESS) r = gltfa_tinygltf_accessor(model, s.output, d->dense[1], &d->desc.output, budget);
    if (r == GLTFA_SUCCESS) r = gltfa_tinygltf_interp(s.interpolation, &d->desc.interp);
    if (r != GLTFA_SUCCESS) return r;
    if (c.target_node >= 0 && path != GLTFA_PATH_POINTER) {
        if ((size_t)c.target_node >= model.nodes.size()) return GLTFA_ERROR_NODE_INDEX;
        if (path == GLTFA_PATH_NONE) return GLTFA_ERROR_UNKNOWN_TARGET;
        d->desc.node = (size_t)c.target_node;
        d->desc.path = path;
    } else if (has_pointer) {
        d->pointer = ext->second.Get("pointer").Get<std::string>();
        d->desc.path = GLTFA_PATH_POINTER;
        d->desc.pointer = d->pointer.c_str();
    } else {
        return GLTFA_ERROR_UNKNOWN_TARGET;
    }
    return GLTFA_SUCCESS;
}

/* One channel alone, as gltfa_tinygltf_channel fills it. */
struct gltfa_tinygltf_channel_info {
    gltfa_sampler sampler;   /* built and checked (gltfa_sampler_check): sample it */
    size_t width;            /* floats per sample */
    std::vector<float> value; /* room for one sample */
    gltfa_interp interp;
    gltfa_path path;         /* TRANSLATION .. WEIGHTS, or POINTER */
    gltfa_property property; /* the rules row the sampler was built with */
    std::string target;      /* a JSON pointer: /nodes/{i}/{path}, or the pointer string */
    size_t bad_key;          /* on a bad key time or value: gltfa_sampler_check's bad_index
                                (the key, or the float in the output accessor); else
                                GLTFA_TINYGLTF_NONE */
    gltfa_tinygltf_desc d;   /* the accessors' memory */
};

/* Channel i of anim alone: its sampler ready to sample and what it animates. The sampler
 * is the one a clip gets for it.
 * Returns GLTFA_SUCCESS, an error of gltfa_tinygltf_accessor, GLTFA_ERROR_UNKNOWN_TARGET
 *   (no node and no KHR_animation_pointer: glTF says to ignore such a channel; or a path
 *   that is none of glTF's), GLTFA_ERROR_NODE_INDEX, GLTFA_ERROR_UNKNOWN_INTERPOLATION,
 *   GLTFA_ERROR_POINTER_SYNTAX / _UNKNOWN, or an error of gltfa_sampler_init / _check
 *   (ch->bad_key: the key time or float it names).
 * budget: as gltfa_tinygltf_clip_init's, for this channel's accessors.
 */
inline gltfa_result gltfa_tinygltf_channel(gltfa_tinygltf_channel_info *ch, const tinygltf::Model &model,
                                           const tinygltf::Animation &anim, size_t i, size_t budget = 0)
{
    std::memset(&ch->sampler, 0, sizeof ch->sampler);
    ch->width = 0;
    ch->path = GLTFA_PATH_NONE;
    ch->property = GLTFA_PROPERTY_NONE;
    ch->target.clear();
    ch->bad_key = GLTFA_TINYGLTF_NONE;
    gltfa_result r = gltfa_tinygltf_describe(model, anim, i, &ch->d, budget != 0 ? budget : gltfa_tinygltf_budget(model));
    if (r == GLTFA_SUCCESS && ch->d.desc.path == GLTFA_PATH_NONE) r = GLTFA_ERROR_UNKNOWN_TARGET;
    ch->interp = ch->d.desc.interp;
    ch->path = ch->d.desc.path;
    if (r != GLTFA_SUCCESS) return r;
    if (ch->path == GLTFA_PATH_POINTER) {
        gltfa_pointer info;
        r = gltfa_pointer_parse(ch->d.desc.pointer, &info);
        if (r != GLTFA_SUCCESS) return r;
        ch->property = info.property;
        ch->target = ch->d.pointer;
    } else {
        char name[64];
        std::sprintf(name, "/nodes/%lu/%.20s", (unsigned long)ch->d.desc.node, anim.channels[i].target_path.c_str());
        ch->property = gltfa_path_property(ch->path);
        ch->target = name;
    }
    r = gltfa_sampler_init(&ch->sampler, &ch->d.desc.input, &ch->d.desc.output, ch->interp, ch->property);
    if (r == GLTFA_SUCCESS) {
        size_t key = GLTFA_TINYGLTF_NONE;
        r = gltfa_sampler_check(&ch->sampler, &key);
        if (r != GLTFA_SUCCESS) ch->bad_key = key;
    }
    if (r != GLTFA_SUCCESS) {
        std::memset(&ch->sampler, 0, sizeof ch->sampler);
        return r;
    }
    ch->width = gltfa_sampler_width(&ch->sampler);
    ch->value.assign(ch->width + 1, 0.0f);
    return GLTFA_SUCCESS;
}

/* An animation as a clip bound to nodes, as gltfa_tinygltf_clip_init builds it. */
struct gltfa_tinygltf_clip {
    gltfa_clip clip;
    std::vector<gltfa_tinygltf_desc> d;        /* per animation channel */
    std::vector<gltfa_channel_desc> descs;     /* the channels not ignored */
    std::vector<gltfa_channel> channels;
    std::vector<gltfa_clip_slot> slots;
    std::vector<gltfa_skip> skipped;           /* skipped_count entries; desc: the channel's
                                                  index in anim.channels */
    size_t skipped_count, ignored, channel_count; /* channel_count: the clip's channels */
    size_t bad_channel;                        /* the failing channel, or GLTFA_TINYGLTF_NONE */
    size_t bad_key;                            /* its bad key time or value, as in
                                                  gltfa_tinygltf_channel_info, or
                                                  GLTFA_TINYGLTF_NONE */
};

/* Builds c->clip from anim, bound to nodes (gltfa_tinygltf_nodes_init's, or your own
 * gltfa_nodes indexed like model.nodes), with gltfa_clip_init_nodes_skip: channels with
 * nothing to bind to (a pointer to a material or light property, a node outside nodes) are
 * skipped and listed; channels with neither node nor KHR_animation_pointer are ignored.
 * Every other error fails the clip, naming the channel in c->bad_channel (and a bad key
 * time or value in c->bad_key).
 * budget: the most bytes the dense copies of every channel's accessors may take together,
 *   checked before any is made; 0: gltfa_tinygltf_budget(model).
 * Returns GLTFA_SUCCESS or the first error (GLTFA_TINYGLTF_ERROR_BUDGET, naming the channel
 *   that passes the budget; an error of gltfa_tinygltf_channel's kind, or of
 *   gltfa_clip_init_nodes_skip).
 */
inline gltfa_result gltfa_tinygltf_clip_init(gltfa_tinygltf_clip *c, const tinygltf::Model &model,
                                             const tinygltf::Animation &anim, const gltfa_nodes *nodes,
                                             size_t budget = 0)
{
    size_t n = anim.channels.size(), i, k = 0, bad = (size_t)-1, claimed = 0;
    std::vector<size_t> from;
    std::memset(&c->clip, 0, sizeof c->clip);
    c->skipped_count = c->ignored = c->channel_count = 0;
    c->bad_channel = c->bad_key = GLTFA_TINYGLTF_NONE;
    c->d.clear();
    if (budget == 0) budget = gltfa_tinygltf_budget(model);
    for (i = 0; i < n; ++i) { /* every channel's dense copies, before any is made */
        size_t b = gltfa_tinygltf__channel_dense(model, anim, i);
        if (b > budget - claimed) {
            c->bad_channel = i;
            return GLTFA_TINYGLTF_ERROR_BUDGET;
        }
        claimed += b;
    }
    c->d.resize(n);
    c->descs.assign(n + 1, gltfa_channel_desc());
    c->channels.assign(n + 1, gltfa_channel());
    c->slots.assign(n + 1, gltfa_clip_slot());
    c->skipped.assign(n + 1, gltfa_skip());
    for (i = 0; i < n; ++i) {
        gltfa_result r = gltfa_tinygltf_describe(model, anim, i, &c->d[i], budget);
        if (r != GLTFA_SUCCESS) {
            c->bad_channel = i;
            return r;
        }
        if (c->d[i].desc.path == GLTFA_PATH_NONE) {
            ++c->ignored;
            continue;
        }
        c->descs[k++] = c->d[i].desc;
        from.push_back(i);
    }
    gltfa_result r = gltfa_clip_init_nodes_skip(&c->clip, c->channels.data(), c->slots.data(), c->descs.data(), k,
                                                nodes, c->skipped.data(), &c->skipped_count, &bad);
    for (i = 0; i < c->skipped_count; ++i) c->skipped[i].desc = from[c->skipped[i].desc];
    if (r != GLTFA_SUCCESS) {
        c->bad_channel = bad < k ? from[bad] : GLTFA_TINYGLTF_NONE;
        if (bad < k) c->bad_key = gltfa_tinygltf__bad_key(c->descs[bad], r);
        std::memset(&c->clip, 0, sizeof c->clip);
        return r;
    }
    c->channel_count = k - c->skipped_count;
    return GLTFA_SUCCESS;
}

/* The little-endian 32-bit word at p. */
inline size_t gltfa_tinygltf__u32(const unsigned char *p)
{
    return (size_t)p[0] | (size_t)p[1] << 8 | (size_t)p[2] << 16 | (size_t)p[3] << 24;
}

/* The first index from k on, below end, that is not JSON white space. */
inline size_t gltfa_tinygltf__skip_ws(const std::vector<unsigned char> &b, size_t k, size_t end)
{
    while (k < end && (b[k] == ' ' || b[k] == '\t' || b[k] == '\n' || b[k] == '\r')) ++k;
    return k;
}

/* loader.LoadBinaryFromMemory for a GLB whose meshopt fallback buffer (gltfpack -c, -cc) is
 * larger than its BIN chunk, which tinygltf 2.7 refuses ("Invalid `byteLength'. Must be
 * equal or less than binary size"): it copies the BIN chunk into every buffer without uri,
 * the fallback too. This pads the BIN chunk of bytes (in place) with zeros up to the
 * largest "byteLength" the JSON chunk holds, then loads it. The fallback buffer then holds
 * the BIN chunk's bytes and zeros: never read, since the adapter refuses a compressed view
 * until gltfa_tinygltf_decode_meshopt has decoded it into a buffer of its own. Bytes that
 * need no padding (or are no GLB) are loaded as they are. The padding is held to the memory
 * budget: when the JSON's "byteLength" values add up to more than max(
 * GLTFA_TINYGLTF_BUDGET_FLOOR, GLTFA_TINYGLTF_BUDGET_FACTOR x bytes.size()), or than budget
 * when it is not 0, the file is refused (false, err names GLTFA_TINYGLTF_ERROR_BUDGET).
 * base_dir: where external files are, as LoadBinaryFromMemory's. Returns what
 * LoadBinaryFromMemory returns, or false with err saying why.
 */
inline bool gltfa_tinygltf_load_glb_memory(tinygltf::TinyGLTF &loader, tinygltf::Model *model, std::string *err,
                                           std::string *warn, std::vector<unsigned char> &bytes,
                                           const std::string &base_dir, size_t budget = 0)
{
    size_t n = bytes.size(), json = n >= 20 ? gltfa_tinygltf__u32(&bytes[12]) : 0;
    if (n >= 0xFFFFFFF0u) {
        if (err != NULL) *err = "a GLB of 4 GB or more";
        return false;
    }
    /* a GLB 2 header, a JSON chunk, then a BIN chunk (its 8-byte header inside the bytes) */
    if (n >= 28 && std::memcmp(&bytes[0], "glTF", 4) == 0 && gltfa_tinygltf__u32(&bytes[4]) == 2 &&
        gltfa_tinygltf__u32(&bytes[16]) == 0x4E4F534Au && json <= n - 28 &&
        gltfa_tinygltf__u32(&bytes[20 + json + 4]) == 0x004E4942u) {
        size_t bin_at = 20 + json, bin = gltfa_tinygltf__u32(&bytes[bin_at]), most = 0, sum = 0, i;
        static const char key[] = "\"byteLength\"";
        if (bin <= n - bin_at - 8) {
            for (i = 20; i + sizeof key - 1 <= 20 + json; ++i) { /* every "byteLength": N */
                if (std::memcmp(&bytes[i], key, sizeof key - 1) != 0) continue;
                size_t k = gltfa_tinygltf__skip_ws(bytes, i + sizeof key - 1, 20 + json), v = 0;
                if (k >= 20 + json || bytes[k] != ':') continue;
                for (k = gltfa_tinygltf__skip_ws(bytes, k + 1, 20 + json); k < 20 + json && bytes[k] >= '0' && bytes[k] <= '9'; ++k)
                    v = v > ((size_t)-1 - 9) / 10 ? (size_t)-1 : v * 10 + (size_t)(bytes[k] - '0');
                if (v > most) most = v;
                sum = v > (size_t)-1 - sum ? (size_t)-1 : sum + v;
            }
            if (most > bin) { /* pad the BIN chunk to the largest byteLength */
                size_t limit = budget != 0 ? budget
                                           : n > (size_t)-1 / GLTFA_TINYGLTF_BUDGET_FACTOR ? (size_t)-1
                                                                                        : n * GLTFA_TINYGLTF_BUDGET_FACTOR;
                if (budget == 0 && limit < GLTFA_TINYGLTF_BUDGET_FLOOR) limit = GLTFA_TINYGLTF_BUDGET_FLOOR;
                size_t padded = (most + 3) & ~(size_t)3;
                if (sum > limit || padded < most || padded > 0xFFFFFFF0u - bin_at - 8) {
                    if (err != NULL) *err = gltfa_tinygltf_result_name(GLTFA_TINYGLTF_ERROR_BUDGET);
                    return false;
                }
                bytes.resize(bin_at + 8 + bin); /* the chunks after BIN (none in glTF 2.0) go */
                bytes.resize(bin_at + 8 + padded, 0);
                unsigned char *h[2] = { &bytes[8], &bytes[bin_at] };
                size_t v[2] = { bytes.size(), padded };
                for (i = 0; i < 2; ++i)
                    for (int b = 0; b < 4; ++b) h[i][b] = (unsigned char)(v[i] >> (8 * b));
            }
        }
    }
    return loader.LoadBinaryFromMemory(model, err, warn, bytes.data(), (unsigned int)bytes.size(), base_dir);
}

/* loader.LoadBinaryFromFile through gltfa_tinygltf_load_glb_memory: reads the file at path,
 * and loads it with external files relative to its folder. false, with err, for a file that
 * cannot be opened or read (a directory), is empty, or is 4 GB or more.
 */
inline bool gltfa_tinygltf_load_glb(tinygltf::TinyGLTF &loader, tinygltf::Model *model, std::string *err,
                                    std::string *warn, const std::string &path, size_t budget = 0)
{
    std::vector<unsigned char> bytes;
    std::FILE *f = std::fopen(path.c_str(), "rb");
    bool failed = f == NULL;
    if (f != NULL) {
        unsigned char chunk[65536];
        size_t n;
        while ((n = std::fread(chunk, 1, sizeof chunk, f)) > 0 && bytes.size() < 0xFFFFFFF0u)
            bytes.insert(bytes.end(), chunk, chunk + n);
        failed = std::ferror(f) != 0;
        std::fclose(f);
    }
    if (failed || bytes.empty()) {
        if (err != NULL)
            *err = f == NULL ? "cannot open " + path : failed ? "cannot read " + path + " (a directory?)"
                                                              : path + " is empty";
        return false;
    }
    size_t slash = path.find_last_of("/\\");
    return gltfa_tinygltf_load_glb_memory(loader, model, err, warn, bytes,
                                          slash == std::string::npos ? std::string() : path.substr(0, slash), budget);
}

#if defined(MESHOPTIMIZER_VERSION) || defined(GLTFA_TINYGLTF_MESHOPT)
#ifndef MESHOPTIMIZER_VERSION
#include <meshoptimizer.h>
#endif

/* A view's meshopt extension, read and checked: what meshoptimizer is called with. */
struct gltfa_tinygltf__meshopt {
    size_t buffer, offset, length, stride, count;
    int mode;   /* 0 ATTRIBUTES, 1 TRIANGLES, 2 INDICES */
    int filter; /* 0 NONE, 1 OCTAHEDRAL, 2 QUATERNION, 3 EXPONENTIAL */
};

/* o[key] as a whole number in 0 .. 2^53 (absent: fallback, or false when fallback is -1). */
inline bool gltfa_tinygltf__meshopt_size(const tinygltf::Value &o, const char *key, double fallback, size_t *out)
{
    double v = fallback;
    if (o.Has(key)) {
        const tinygltf::Value &x = o.Get(key);
        if (!x.IsNumber()) return false;
        v = x.GetNumberAsDouble();
    }
    if (!(v >= 0 && v <= 9007199254740992.0) || v != (double)(unsigned long long)v) return false;
    if ((unsigned long long)v > (unsigned long long)(size_t)-1) return false;
    *out = (size_t)v;
    return true;
}

/* o[key], a string that is one of names (absent: fallback, or false when fallback is -1). */
inline bool gltfa_tinygltf__meshopt_enum(const tinygltf::Value &o, const char *key, const char *const *names,
                                         int n, int fallback, int *out)
{
    if (!o.Has(key)) {
        *out = fallback;
        return fallback >= 0;
    }
    if (!o.Get(key).IsString()) return false;
    const std::string &s = o.Get(key).Get<std::string>();
    for (int i = 0; i < n; ++i)
        if (s == names[i]) {
            *out = i;
            return true;
        }
    return false;
}

/* The meshopt extension of bv (KHR_meshopt_compression, else EXT_meshopt_compression), its
   fields checked before meshoptimizer sees them (it asserts on a bad stride or count): the
   source bytes inside a loaded buffer, count x byteStride equal to the view's byteLength,
   the stride, mode and filter meshoptimizer decodes. */
inline gltfa_result gltfa_tinygltf__meshopt_fields(const tinygltf::Model &model, const tinygltf::BufferView &bv,
                                                   gltfa_tinygltf__meshopt *m)
{
    static const char *const modes[3] = { "ATTRIBUTES", "TRIANGLES", "INDICES" };
    static const char *const filters[4] = { "NONE", "OCTAHEDRAL", "QUATERNION", "EXPONENTIAL" };
    const tinygltf::Value &o = bv.extensions.count("KHR_meshopt_compression")
                                   ? bv.extensions.find("KHR_meshopt_compression")->second
                                   : bv.extensions.find("EXT_meshopt_compression")->second;
    const gltfa_result bad = GLTFA_TINYGLTF_ERROR_MESHOPT_FIELDS;
    if (!o.IsObject() || !gltfa_tinygltf__meshopt_size(o, "buffer", -1, &m->buffer) ||
        !gltfa_tinygltf__meshopt_size(o, "byteOffset", 0, &m->offset) ||
        !gltfa_tinygltf__meshopt_size(o, "byteLength", -1, &m->length) ||
        !gltfa_tinygltf__meshopt_size(o, "byteStride", -1, &m->stride) ||
        !gltfa_tinygltf__meshopt_size(o, "count", -1, &m->count) ||
        !gltfa_tinygltf__meshopt_enum(o, "mode", modes, 3, -1, &m->mode) ||
        !gltfa_tinygltf__meshopt_enum(o, "filter", filters, 4, 0, &m->filter))
        return bad;
    if (m->buffer >= model.buffers.size()) return bad;
    size_t have = model.buffers[m->buffer].data.size();
    if (m->offset > have || m->length > have - m->offset) return bad; /* not inside a loaded buffer */
    size_t n = m->count, st = m->stride;
    if (st == 0 || n == 0 || n > bv.byteLength / st || n * st != bv.byteLength) return bad;
    if (m->mode == 0) {
        if (st % 4 != 0 || st > 256) return bad;
        if (m->filter == 1 && st != 4 && st != 8) return bad;
        if (m->filter == 2 && st != 8) return bad;
        return GLTFA_SUCCESS;
    }
    if (m->filter != 0 || (st != 2 && st != 4)) return bad;
    return m->mode == 1 && n % 3 != 0 ? bad : GLTFA_SUCCESS;
}

/* Decodes every buffer view compressed with EXT_meshopt_compression or
 * KHR_meshopt_compression (gltfpack -c, -cc), which tinygltf does not decode, with
 * meshoptimizer: call it once after LoadBinaryFromFile / LoadASCIIFromFile, then use the
 * adapter as for any file. Compiled where meshoptimizer.h is included before this header
 * (or with GLTFA_TINYGLTF_MESHOPT defined); link -lmeshoptimizer. The decoded views go into
 * one buffer appended to model.buffers (no uri, name "gltfa_tinygltf_decode_meshopt"), and
 * each view then points there (buffer, byteOffset) with its extension removed; its
 * byteLength and byteStride stay. Every view's fields are checked first, as
 * gltfa_cgltf_decode_meshopt checks them, and the sum of the decoded sizes is held to a
 * budget before anything is allocated. All or nothing: on an error the model is unchanged.
 * max_bytes: the most bytes the decoded views may take together; 0:
 *   gltfa_tinygltf_budget(model).
 * bad_view [out, optional]: on an error of a view, its index in model.bufferViews;
 *   GLTFA_TINYGLTF_NONE otherwise.
 * Returns GLTFA_SUCCESS (also for a file with no compressed view),
 *   GLTFA_TINYGLTF_ERROR_MESHOPT_FIELDS, GLTFA_TINYGLTF_ERROR_BUDGET or
 *   GLTFA_TINYGLTF_ERROR_MESHOPT_DATA; std::bad_alloc when the system has less memory than
 *   the budget.
 */
inline gltfa_result gltfa_tinygltf_decode_meshopt(tinygltf::Model &model, size_t max_bytes, size_t *bad_view)
{
    std::vector<size_t> views, at;
    std::vector<gltfa_tinygltf__meshopt> fields;
    size_t i, total = 0;
    if (bad_view != NULL) *bad_view = GLTFA_TINYGLTF_NONE;
    if (max_bytes == 0) max_bytes = gltfa_tinygltf_budget(model);
    for (i = 0; i < model.bufferViews.size(); ++i) { /* every view checked, then the sum */
        const tinygltf::BufferView &bv = model.bufferViews[i];
        gltfa_tinygltf__meshopt m;
        if (!gltfa_tinygltf_compressed(bv)) continue;
        gltfa_result r = gltfa_tinygltf__meshopt_fields(model, bv, &m);
        size_t start = (total + 15) & ~(size_t)15; /* each view 16-byte aligned */
        if (r == GLTFA_SUCCESS && (start < total || start > max_bytes || bv.byteLength > max_bytes - start))
            r = GLTFA_TINYGLTF_ERROR_BUDGET;
        if (r != GLTFA_SUCCESS) {
            if (bad_view != NULL) *bad_view = i;
            return r;
        }
        views.push_back(i);
        at.push_back(start);
        fields.push_back(m);
        total = start + bv.byteLength;
    }
    if (views.empty()) return GLTFA_SUCCESS;
    std::vector<unsigned char> out(total);
    for (i = 0; i < views.size(); ++i) {
        const gltfa_tinygltf__meshopt &m = fields[i];
        const unsigned char *src = model.buffers[m.buffer].data.data() + m.offset;
        unsigned char *dst = out.data() + at[i];
        int rc;
        if (m.mode == 0) rc = meshopt_decodeVertexBuffer(dst, m.count, m.stride, src, m.length);
        else if (m.mode == 1) rc = meshopt_decodeIndexBuffer(dst, m.count, m.stride, src, m.length);
        else rc = meshopt_decodeIndexSequence(dst, m.count, m.stride, src, m.length);
        if (rc == 0 && m.filter == 1) meshopt_decodeFilterOct(dst, m.count, m.stride);
        else if (rc == 0 && m.filter == 2) meshopt_decodeFilterQuat(dst, m.count, m.stride);
        else if (rc == 0 && m.filter == 3) meshopt_decodeFilterExp(dst, m.count, m.stride);
        if (rc != 0) {
            if (bad_view != NULL) *bad_view = views[i];
            return GLTFA_TINYGLTF_ERROR_MESHOPT_DATA;
        }
    }
    tinygltf::Buffer decoded;
    decoded.name = "gltfa_tinygltf_decode_meshopt";
    model.buffers.push_back(decoded);
    model.buffers.back().data.swap(out);
    for (i = 0; i < views.size(); ++i) {
        tinygltf::BufferView &bv = model.bufferViews[views[i]];
        bv.buffer = (int)(model.buffers.size() - 1);
        bv.byteOffset = at[i];
        bv.extensions.erase("EXT_meshopt_compression");
        bv.extensions.erase("KHR_meshopt_compression");
    }
    return GLTFA_SUCCESS;
}
#endif /* MESHOPTIMIZER_VERSION || GLTFA_TINYGLTF_MESHOPT */

#endif /* GLTFA_TINYGLTF_H */
