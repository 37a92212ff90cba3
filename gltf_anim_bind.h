/* gltf_anim_bind.h - v0.9.0 (unreleased) - glTF 2.0 animation binding for gltf_anim.h -
   public domain or MIT, see gltf_anim.h

   The companion of gltf_anim.h (as cgltf_write.h is cgltf's): KHR_animation_pointer
   pointers classified, a whole animation's channels, core and pointer, bound to node
   poses and caller destinations in one call, and the poses turned into world and joint
   (skinning) matrices. Keep it beside gltf_anim.h, of the same
   version: it includes it ("gltf_anim.h", once) and uses only its public API. C89 and C++98.

   In *one* C or C++ file, #define GLTF_ANIM_BIND_IMPLEMENTATION before #include
   "gltf_anim_bind.h" (the file of GLTF_ANIM_IMPLEMENTATION or another); everywhere else
   include it without the define. From 0.8, where this was in gltf_anim.h, that is the one
   change: names, signatures and behaviour are the same.

   KHR_animation_pointer
   gltfa_pointer_parse() classifies a pointer against the glTF Asset Object Model and gives
   its rules row (gltf_anim.h's RULES), path, width and indices. Only /nodes/{i}/rotation is a
   QUATERNION; colors and other float4 interpolate component-wise. bool reads UNSIGNED_BYTE
   (0 false, else true).

   BINDING
   gltfa_clip_init_nodes() builds a clip from the glTF JSON's channel descriptions: each
   sampler built and checked, bound to a node's pose (gltfa_nodes) or to the caller's dest,
   duplicates refused (one destination twice, or a node's weights and one of its
   weights/{j}), then gltfa_clip_init. gltfa_clip_init_nodes_skip() skips what has nothing
   to bind to (unknown pointer, no destination, node out of range) and reports it; the
   clip's span still counts the skipped channels' keys (gltfa_clip_init_span).

   MEMORY
   No allocation, no state of its own. The caller's arrays: count gltfa_channel,
   count gltfa_clip_slot (the clip keeps both) and, for _skip, count gltfa_skip. The
   duplicate checks, O(n log n), keep 2 size_t per channel in the slots before the clip
   plans there (gltf_anim.h's scratch contract at gltfa_clip_slot). A skeleton: 2 size_t
   per node; a skin: 16 floats per joint. Stack: a pointer's 12 segments (2 words each), a
   local matrix (16 floats) and a few words.

   SKELETONS AND MATRICES
   gltfa_skeleton_init() orders a node hierarchy parent first once (O(n): each node's depth,
   then a counting sort), refusing out-of-range parents, cycles and node matrices that are
   not TRS. gltfa_skeleton_world() then gives every node's world matrix from the poses a
   clip wrote (world = world(parent) x local; local = T x R x S, or the node's own glTF
   matrix), and gltfa_skin_joints() a skin's joint matrices (world(joint) x its inverse bind
   matrix, read once by gltfa_skin_init). Matrices are 4x4 float, column-major (m[4c + r]),
   as glTF and GPU APIs take them; world matrices are affine (last row 0 0 0 1 exactly), no
   3x4 form is offered. The float operations, in this order and no other: the rotation
   n = x x + y y + z z + w w, s = 2 / n (0 when n is below FLT_MIN or overflows: the
   identity), xs = x s ..., wx = w xs, xx = x xs, xy = x ys ...; column c of the local matrix
   is column c of [[1 - (yy + zz), xy - wz, xz + wy], [xy + wz, 1 - (xx + zz), yz - wx],
   [xz - wy, yz + wx, 1 - (xx + yy)]] times scale c; a product's column c is
   ((p0 l0c + p1 l1c) + p2 l2c) (+ p3 for the translation; + p3 b3c for a joint, every row),
   p0..p3 the parent's columns; then each element is clamped to [-FLT_MAX, FLT_MAX] (a NaN
   to -FLT_MAX: hostile poses give finite matrices). Lanes (SSE2, NEON, wasm SIMD128: four
   poses' local matrices a lane a pose, then each product a lane a row) perform the same
   operations (without the clamp while every element stays finite, where it changes
   nothing; with it, from the start again, when one does not), and no fused multiply-add is
   formed (the same pragmas as gltf_anim.h's),
   so the matrices have the same bits on every target with IEEE float and FLT_EVAL_METHOD 0:
   x86-64, AArch64, wasm32, Windows x64 (tests/golden_bits.txt).
   Bound: each element of the world matrix of a node at depth d (a root: 0) is within
   (d + 1) x 2^-20 x A of the same composition in double from the same float poses and
   matrices, A the product, root to node, of the magnitude matrices (columns 0..2 |scale c|
   in every row, column 3 |translation|; a node matrix's absolute values); a joint matrix is
   within (d + 2) x 2^-20 x (A |B|), B its inverse bind matrix. Why: the local matrix of a
   pose is within about 5 x 2^-24 of its magnitude (the rotation's elements are sums of
   products of at most 2 with a few roundings each, times the scale), a product adds 3
   roundings of terms that |A| bounds, and errors add up level by level (first order);
   16 x 2^-24 per level leaves a margin of 2 over the largest error measured
   (tests/test_skeleton.c, random forests 40 deep).

   ROOT MOTION
   A looping walk whose root travels: gltfa_root_motion_init() takes the root node's ground
   transform G(q) out of a clip (its translation across the up axis and, optionally, its
   twist about it), and gives, for any playback time played with REPEAT, the motion M(t)
   from the clip's start (gltfa_root_motion_at) and the motion between two frames
   (gltfa_root_motion_delta), which a character controller applies, and the grounded pose
   to draw the root with (gltfa_root_motion_ground). Exact across loops: M(t) = L^k o rel(q)
   with gltfa_wrap_repeat's exact loop count k (gltf_anim.h), L^k in closed form (no sum
   over loops, no accumulation: O(1) per call at any time); a delta comes from the
   difference of the loop counts, never from two large positions. The loop angle is taken
   from the twists' exact products (accurate to its own size, however small). Sines, cosines
   and arc tangents are series in gltfa__real (no libm); the same bits on the reference
   targets. Bound: at gltfa_root_motion_at.

   COMPILE-TIME OPTIONS: gltf_anim.h's, the same for both headers: GLTF_ANIM_STATIC,
   GLTFA_API, GLTFA_ASSERT, GLTFA_NO_STDLIB (no header then; else <assert.h> unless
   GLTFA_ASSERT); GLTF_ANIM_BIND_IMPLEMENTATION (I) emits this header's implementation.
   GLTFA_NO_CLIPS is an error (a binding makes clips).

   API (each declaration has its own comment)
     pointers   gltfa_pointer_parse (gltfa_pointer)
     binding    gltfa_channel_bind, gltfa_clip_init_nodes, gltfa_clip_init_nodes_skip
                (gltfa_nodes, gltfa_channel_desc, gltfa_skip; gltfa_trs is gltf_anim.h's)
     skeletons  gltfa_skeleton_init, gltfa_skeleton_world, gltfa_skin_init, gltfa_skin_joints,
                gltfa_skin_joint_count, gltfa_trs_to_matrix, gltfa_matrix_to_trs
                (gltfa_skeleton, gltfa_skin, GLTFA_NO_PARENT)
     root motion gltfa_root_motion_init, _at, _delta, _ground (gltfa_root_motion,
                gltfa_motion, GLTFA_ROOT_MOTION_YAW)
*/

#ifndef GLTF_ANIM_BIND_H
#define GLTF_ANIM_BIND_H

#ifndef GLTF_ANIM_H
#include "gltf_anim.h"
#endif

#ifdef GLTFA_NO_CLIPS
#error "gltf_anim_bind.h makes clips: it cannot be used with GLTFA_NO_CLIPS"
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* ---------------------------------------------------------------------------------------
   KHR_animation_pointer
   --------------------------------------------------------------------------------------- */

/* What a KHR_animation_pointer pointer animates. */
typedef struct gltfa_pointer {
    gltfa_property property; /* the rules row for gltfa_sampler_init: FLOAT .. FLOAT4,
                                FLOAT_ARRAY, BOOL (INT once a property has that type), and
                                QUATERNION for /nodes/{}/rotation, the only float4 that
                                slerps (colors are not normalized) */
    gltfa_path path;      /* /nodes/{i}/translation|rotation|scale|weights[/j]: that path
                             (gltfa_channel_bind binds it to the node); GLTFA_PATH_POINTER
                             for every other property */
    size_t width;         /* floats per sample: 1..4; 0 for float[] (the accessor decides) */
    size_t index[2];      /* the {} indices in order (node 3 in /nodes/3/rotation; mesh 1 and
                             weight 2 in /meshes/1/weights/2) */
    size_t index_count;
} gltfa_pointer;

/* Classifies a JSON pointer (RFC 6901: '/'-separated, ~0 and ~1 escapes, indices without
 * leading zeros) against the properties the glTF 2.0 Asset Object Model makes animatable:
 * core cameras, materials, meshes and nodes; KHR_texture_transform on every *Texture of a
 * material; KHR_lights_punctual; KHR_materials_* (anisotropy, clearcoat, diffuse
 * transmission, dispersion, emissive strength, ior, iridescence, sheen, specular,
 * transmission, volume); KHR_node_visibility/selectability/hoverability; EXT_lights_ies;
 * EXT_lights_image_based.
 *
 * Returns GLTFA_SUCCESS, GLTFA_ERROR_POINTER_SYNTAX (not a JSON pointer, bad index or
 *   escape) or GLTFA_ERROR_POINTER_UNKNOWN (well formed, not an animatable property: we
 *   never guess). info is filled only on success.
 */
GLTFA_API gltfa_result gltfa_pointer_parse(const char *pointer, gltfa_pointer *info);

/* ---------------------------------------------------------------------------------------
   BINDING: a whole animation's channels, core and KHR_animation_pointer, in one call
   --------------------------------------------------------------------------------------- */

/* The caller's node list, for binding (and the hierarchy, for gltfa_skeleton_init). Zero it
   first (memset) so that the optional fields are NULL. */
typedef struct gltfa_nodes {
    gltfa_trs *poses;            /* node_count poses */
    size_t node_count;
    float *const *weights;       /* optional: per node its morph weights array, or NULL */
    const size_t *weight_counts; /* optional: per node the length of that array */
    const size_t *parents;       /* optional, for gltfa_skeleton_init: per node its parent or
                                    GLTFA_NO_PARENT (the adapters fill it; binding ignores it) */
    const float *const *matrices; /* optional, for gltfa_skeleton_init: per node its glTF
                                    matrix (16 floats) or NULL (the adapters fill it) */
} gltfa_nodes;

/* A channel described by the glTF JSON: its sampler's accessors and interpolation, and its
   target. Zero it first (memset) so that the optional fields are NULL. */
typedef struct gltfa_channel_desc {
    gltfa_accessor input;  /* sampler.input */
    gltfa_accessor output; /* sampler.output */
    gltfa_interp interp;   /* sampler.interpolation */
    gltfa_path path;       /* channel.target.path */
    size_t node;           /* channel.target.node (core paths) */
    const char *pointer;   /* GLTFA_PATH_POINTER: the extension's JSON pointer string */
    float *dest;           /* optional: where the values go, resolved by the caller, with
                              room for dest_count floats. Required for a pointer to anything
                              but a node's translation, rotation, scale or weights (a
                              material color, a light, a camera, ...); for node properties
                              (core or pointer) NULL means the gltfa_nodes pose. */
    size_t dest_count;     /* floats at dest: must equal the sampler's width */
} gltfa_channel_desc;

/* Sets channel->dest to a node's property: translation/scale need width 3, rotation a
 * quaternion sampler, weights a width equal to the node's weight count.
 * Returns GLTFA_SUCCESS, GLTFA_ERROR_NODE_INDEX, GLTFA_ERROR_UNKNOWN_TARGET (not a node
 * path) or GLTFA_ERROR_WIDTH_MISMATCH (dest untouched on error).
 */
GLTFA_API gltfa_result gltfa_channel_bind(gltfa_channel *channel, const gltfa_nodes *nodes,
                                          size_t node, gltfa_path path);

/* Builds a whole clip in one call. For each desc:
 *   - core path: gltfa_sampler_init with the path's property (TRANSLATION, ROTATION,
 *     SCALE, WEIGHTS);
 *   - GLTFA_PATH_POINTER: gltfa_pointer_parse(desc.pointer), then gltfa_sampler_init with
 *     the pointer's property (so int/bool STEP rules and type rules apply);
 * then gltfa_sampler_check, then the destination: desc.dest when given (its dest_count
 * must equal the sampler's width, else GLTFA_ERROR_WIDTH_MISMATCH; for any path, node
 * properties too); otherwise the node's
 * pose through gltfa_nodes (core paths, and pointers to /nodes/{i}/translation, rotation,
 * scale, weights and weights/{j}); a pointer to anything else without a dest is
 * GLTFA_ERROR_NO_DESTINATION. Then duplicates are refused across every channel, core and
 * pointer alike: two channels with the same destination address (a core channel and the
 * pointer to the same node property bind to the same pose), and a node's whole weights
 * against one of its /nodes/{i}/weights/{j}. A dest you give is compared by address only.
 * Finally gltfa_clip_init.
 *
 * channels [out] and clip_slots [out]: count entries each, owned by the caller and kept while
 *   the clip is used (gltfa_clip_init); the duplicate checks run in O(n log n), in the
 *   slots (2 size_t each, before the clip plans there: gltfa_clip_slot's scratch).
 * nodes may be NULL when no channel needs it (GLTFA_ERROR_NODE_INDEX if one does).
 * bad_channel [out, optional] the index of the channel that failed (for a duplicate, the
 *   second of the pair that completes first).
 * Returns the first error, or GLTFA_SUCCESS. The clip is zeroed on failure. One channel
 * that cannot be bound refuses the whole animation; gltfa_clip_init_nodes_skip binds the
 * others and reports it.
 */
GLTFA_API gltfa_result gltfa_clip_init_nodes(gltfa_clip *clip, gltfa_channel *channels,
                                             gltfa_clip_slot *clip_slots,
                                             const gltfa_channel_desc *descs, size_t count,
                                             const gltfa_nodes *nodes, size_t *bad_channel);

/* A channel gltfa_clip_init_nodes_skip left out: its index in descs and why. */
typedef struct gltfa_skip {
    size_t desc;         /* index in descs */
    gltfa_result reason; /* GLTFA_ERROR_POINTER_UNKNOWN, _NO_DESTINATION or _NODE_INDEX */
} gltfa_skip;

/* gltfa_clip_init_nodes that binds what it can and skips the channels that have nothing
 * to bind to, as engines do (three.js and Babylon.js drop such a track and warn). A desc
 * is skipped when gltfa_clip_init_nodes would fail on it with one of:
 *   GLTFA_ERROR_POINTER_UNKNOWN  a well-formed pointer to no animatable property (a newer
 *                                extension's, say);
 *   GLTFA_ERROR_NO_DESTINATION   a pointer to a property that is not a node's, without
 *                                dest (a material color the program does not animate);
 *   GLTFA_ERROR_NODE_INDEX       a node outside nodes, or nodes NULL.
 * Each desc goes through the same steps in the same order as in gltfa_clip_init_nodes, so
 * a desc is skipped only for the error that call would report for it (a node channel
 * whose data are bad is GLTFA_ERROR_COUNT_MISMATCH, say, not skipped). Every other error
 * fails the whole clip as there: bad data, GLTFA_ERROR_WIDTH_MISMATCH, GLTFA_ERROR_STEP_ONLY,
 * GLTFA_ERROR_POINTER_SYNTAX, and duplicates among the bound channels (skipped channels
 * take no part in the duplicate checks). gltfa_clip_init_nodes is this function with
 * nothing skippable.
 *
 * channels [out]: the bound channels, packed in desc order in channels[0 .. n), n =
 *   count - *skipped_count = gltfa_clip_channel_count(clip); the clip holds only those, so a
 *   skipped channel costs nothing per frame and gltfa_clip_sample never writes its dest.
 *   channels and clip_slots have count entries each, as for gltfa_clip_init_nodes.
 * skipped [out, optional]: room for count entries; receives (desc index, reason) of each
 *   skipped channel, in desc order.
 * skipped_count [out, optional]: the number of skipped channels. On success all of them;
 *   on failure those skipped before it (descs below bad_channel; for a duplicate, all),
 *   whose entries skipped holds; 0 after misuse.
 * bad_channel [out, optional]: as for gltfa_clip_init_nodes, an index in descs (for a
 *   duplicate, the desc of the second bound channel of the pair that completes first).
 * The clip's time span is the animation's, whichever channels a program can bind: the
 *   earliest first and latest last key over the bound and the skipped channels alike
 *   (gltfa_clip_start, _end, _time), so a loop has the same period as in a program that
 *   binds them all. A skipped channel's sampler is valid (built and checked before the
 *   binding failed), but for GLTFA_ERROR_POINTER_UNKNOWN, whose output type is unknown: its
 *   input alone is checked as gltfa_sampler_check checks key times (FLOAT SCALAR, in bounds,
 *   finite, not negative, increasing), and an input that fails takes no part in the span
 *   (the channel is skipped all the same). Every channel skipped: the span of their keys,
 *   for an empty clip that samples nothing.
 * Returns the first error that is not skipped, or GLTFA_SUCCESS (also when every channel
 *   is skipped: an empty clip). The clip is zeroed on failure.
 */
GLTFA_API gltfa_result gltfa_clip_init_nodes_skip(gltfa_clip *clip, gltfa_channel *channels,
                                                  gltfa_clip_slot *clip_slots,
                                                  const gltfa_channel_desc *descs, size_t count,
                                                  const gltfa_nodes *nodes, gltfa_skip *skipped,
                                                  size_t *skipped_count, size_t *bad_channel);

/* ---------------------------------------------------------------------------------------
   SKELETONS: world and joint (skinning) matrices from the poses
   --------------------------------------------------------------------------------------- */

/* A root's parent (gltfa_skeleton_init's parents). */
#define GLTFA_NO_PARENT ((size_t)-1)

/* Matrices are 4x4 float, column-major as glTF and GPU APIs store them: element (row r,
   column c) at m[4 * c + r]; the translation is m[12], m[13], m[14]. */

/* node = translation x rotation x scale, as a 4x4 matrix m (16 floats; see SKELETONS AND MATRICES in the
 * top comment for the exact operations). The rotation need not be unit: it is taken as
 * q / |q| (the identity when q is 0), as glTF's rotation is. m's last row is 0 0 0 1; its
 * elements are clamped to [-FLT_MAX, FLT_MAX] (gltfa_skeleton_world). */
GLTFA_API void gltfa_trs_to_matrix(float *m, const gltfa_trs *trs);

/* The node pose of a glTF node.matrix (16 floats, column-major): translation m[12..14],
 * scale the lengths of the first three columns (the first negated when the determinant is
 * negative: a mirror), rotation the unit quaternion of the columns divided by their scales
 * (w >= 0).
 * Returns GLTFA_SUCCESS, GLTFA_ERROR_VALUE_NOT_FINITE (a NaN or infinite element) or
 *   GLTFA_ERROR_NOT_DECOMPOSABLE (glTF requires node matrices to be TRS: a last row other
 *   than 0 0 0 1 (within 1e-6), a column of length 0, columns not orthogonal (the cosine of
 *   two of them above 1e-4), or an element whose square overflows); trs untouched then.
 *   GLTFA_ERROR_INVALID_ARGUMENT for a NULL pointer.
 */
GLTFA_API gltfa_result gltfa_matrix_to_trs(gltfa_trs *trs, const float *m);

/* A node hierarchy in parent-first order, built once by gltfa_skeleton_init. Declared here
   so it can live anywhere; treat every field as private. It borrows parents, matrices and
   memory. */
typedef struct gltfa_skeleton {
    const size_t *order;          /* private: node indices, each after its parent */
    const size_t *order_parent;   /* private: the parent of order[k], or GLTFA_NO_PARENT */
    const float *const *matrices; /* private: per node its glTF matrix, or NULL */
    size_t node_count;            /* private */
} gltfa_skeleton;

/* Builds skeleton from the glTF node hierarchy, O(node_count).
 *
 * parents: per node its parent's index (the node whose children list holds it), or
 *   GLTFA_NO_PARENT for a root; NULL: every node is a root. Nodes in no scene are allowed.
 * matrices [optional]: per node NULL (the node's pose is its TRS) or its glTF node.matrix,
 *   16 floats, column-major: that matrix is the node's local transform and its pose is
 *   ignored (glTF never animates such a node). Each must be finite and decomposable (as
 *   gltfa_matrix_to_trs checks). matrices itself may be NULL: every node is TRS.
 * memory: room for 2 x node_count size_t, kept with parents and matrices while skeleton is
 *   used.
 * bad_node [out, optional]: the node that failed (the first in index order).
 * Returns GLTFA_SUCCESS, GLTFA_ERROR_PARENT_INDEX (a parent >= node_count and not
 *   GLTFA_NO_PARENT), GLTFA_ERROR_CYCLE (a node is its own ancestor: its own parent, or a
 *   loop of parents), GLTFA_ERROR_VALUE_NOT_FINITE or GLTFA_ERROR_NOT_DECOMPOSABLE (a
 *   matrix), GLTFA_ERROR_SIZE_OVERFLOW (2 x node_count size_t overflow), or
 *   GLTFA_ERROR_INVALID_ARGUMENT (NULL skeleton, or NULL memory with nodes). The skeleton is
 *   zeroed on failure. node_count 0 is a valid, empty skeleton.
 */
GLTFA_API gltfa_result gltfa_skeleton_init(gltfa_skeleton *skeleton, const size_t *parents,
                                           const float *const *matrices, size_t node_count,
                                           size_t *memory, size_t *bad_node);

/* Every node's world matrix for one frame: world(node) = world(parent) x local(node), a
 * root's world its local; local = gltfa_trs_to_matrix(poses[node]), or the node's matrix.
 *
 * poses: node_count poses (gltfa_nodes.poses: what a clip writes), finite (a checked
 *   clip's and the adapters' rest poses are).
 * world [out]: node_count x 16 floats, node i's at world + 16 i. Its last rows are 0 0 0 1.
 *   Every element is finite: one that overflows (a hostile file's huge scales) is
 *   -FLT_MAX or FLT_MAX (NaN, possible only from a NaN pose, -FLT_MAX), as each product
 *   is clamped to that range; finite results are not changed by it.
 * Returns GLTFA_SUCCESS or GLTFA_ERROR_INVALID_ARGUMENT (NULL, or an uninitialized skeleton
 *   with nodes).
 */
GLTFA_API gltfa_result gltfa_skeleton_world(const gltfa_skeleton *skeleton,
                                            const gltfa_trs *poses, float *world);

/* A glTF skin, built once by gltfa_skin_init: its joints and inverse bind matrices. Treat
   every field as private. */
typedef struct gltfa_skin {
    const size_t *joints;       /* private: joint_count node indices (borrowed) */
    const float *inverse_bind;  /* private: joint_count x 16 floats (the caller's memory) */
    size_t joint_count;         /* private */
} gltfa_skin;

/* Builds skin from skin.joints and skin.inverseBindMatrices, O(joint_count).
 *
 * joints: joint_count node indices, each < node_count (the skeleton's); kept while skin is
 *   used.
 * inverse_bind [optional]: the inverseBindMatrices accessor (MAT4: components 16, FLOAT,
 *   not normalized, at least joint_count elements; stride and byte_length as for any
 *   accessor); its first joint_count matrices are read once, here, little-endian. NULL:
 *   every inverse bind matrix is the identity, as glTF says.
 * memory: room for joint_count x 16 floats (the matrices, native floats), kept while skin
 *   is used.
 * bad_joint [out, optional]: the index in joints of the joint that failed.
 * Returns GLTFA_SUCCESS, GLTFA_ERROR_NODE_INDEX (a joint >= node_count),
 *   GLTFA_ERROR_COMPONENT_COUNT (not 16 components), GLTFA_ERROR_COMPONENT_TYPE (not FLOAT),
 *   GLTFA_ERROR_NORMALIZED, GLTFA_ERROR_COUNT_MISMATCH (fewer matrices than joints),
 *   GLTFA_ERROR_NULL_DATA, GLTFA_ERROR_STRIDE, GLTFA_ERROR_SIZE_OVERFLOW,
 *   GLTFA_ERROR_DATA_TOO_SHORT (past byte_length), GLTFA_ERROR_VALUE_NOT_FINITE (a NaN or
 *   infinite element), or GLTFA_ERROR_INVALID_ARGUMENT (NULL skin, or NULL joints or
 *   memory with joints). The skin is zeroed on failure.
 */
GLTFA_API gltfa_result gltfa_skin_init(gltfa_skin *skin, const size_t *joints, size_t joint_count,
                                       size_t node_count, const gltfa_accessor *inverse_bind,
                                       float *memory, size_t *bad_joint);

/* The skinning matrices for one frame: joint j = world(joints[j]) x inverse_bind[j], in
 * joints order, 16 floats each, clamped as world matrices are. The skinned mesh node's own
 * transform is not applied (glTF: only the joints' transforms apply to a skinned mesh).
 * world: gltfa_skeleton_world's output for the skeleton the joints index.
 * joint_matrices [out]: joint_count x 16 floats.
 * Returns GLTFA_SUCCESS or GLTFA_ERROR_INVALID_ARGUMENT.
 */
GLTFA_API gltfa_result gltfa_skin_joints(const gltfa_skin *skin, const float *world,
                                         float *joint_matrices);

/* The skin's joint count (gltfa_skin_joints writes 16 floats per joint). */
GLTFA_API size_t gltfa_skin_joint_count(const gltfa_skin *skin);

/* ---------------------------------------------------------------------------------------
   ROOT MOTION: the character moves by its root's travel, exact across any number of loops
   --------------------------------------------------------------------------------------- */

/* gltfa_root_motion_init's flags: also take the root's turn (yaw) about the up axis. */
#define GLTFA_ROOT_MOTION_YAW 1u

/* A planar motion about the up axis: x -> rotation x + translation (turn, then move), as a
   character controller applies it. */
typedef struct gltfa_motion {
    float translation[3]; /* the two components across the up axis; the up component 0 */
    float yaw;            /* the turn about the up axis, radians in (-pi, pi] (right-handed:
                             up = y turns z towards x); 0 without GLTFA_ROOT_MOTION_YAW */
    float rotation[4];    /* the same turn as a unit quaternion x, y, z, w: sin(yaw / 2) on
                             the up axis, w = cos(yaw / 2) >= 0 */
} gltfa_motion;

/* The root's motion in a clip, built once by gltfa_root_motion_init. Declared here so it can
   live anywhere; treat every field as private. It borrows the clip's samplers. */
typedef struct gltfa_root_motion {
    const gltfa_sampler *sampler[2]; /* private: the root's translation and rotation
                                        channels, or NULL where the clip does not animate it */
    gltfa_cursor cursor[2];          /* private */
    float fixed[7];                  /* private: the pose's translation and rotation */
    float start, end;                /* private: the clip's span */
    unsigned up, flags;              /* private */
    float h0[2];                     /* private: the start's twist, (w, rotation[up]) */
    gltfa__real p0[2];               /* private: the start's ground translation */
    gltfa__real turn0[2];            /* private: cos, sin of the start's yaw */
    gltfa__real loop[2];             /* private: the loop's translation, in G(start)'s axes */
    gltfa__real half_turns;          /* private: half the loop angle, in turns */
    gltfa__real half[2];             /* private: cos, sin of half the loop angle */
    gltfa__real state[5];            /* private: the last time asked: k, rel(q) (x, y, cos,
                                        sin) */
    float state_h[2], state_time;    /* private: and its twist, the time */
    int state_ok;                    /* private */
} gltfa_root_motion;

/* Takes node's root motion out of a clip (gltfa_clip_init_nodes's, say). The node's ground
 * transform G(q) at clip time q is its pose's translation across the up axis (components
 * (up + 1) % 3 and (up + 2) % 3 of the translation) and, with GLTFA_ROOT_MOTION_YAW, its
 * twist about the up axis, the angle 2 atan2(rotation[up], rotation[3]) (none where both are
 * 0). With t0, tn the clip's start and end (gltfa_clip_start, _end), the motion from the
 * start is rel(q) = G(t0)^-1 o G(q), and one pass of the loop is L = rel(tn).
 *
 * clip: its channels that write nodes->poses[node].translation and .rotation are the
 *   root's (found by address: a clip of gltfa_clip_init_nodes, or of gltfa_clip_init with
 *   those destinations); a part without a channel keeps the value the pose holds now (its
 *   rest value). The clip's channel array must stay valid while root_motion is used.
 * up: 0 (x), 1 (y, glTF's up) or 2 (z: a rig under a Z-up node, as CesiumMan's).
 * flags: 0, or GLTFA_ROOT_MOTION_YAW.
 * Returns GLTFA_SUCCESS; GLTFA_ERROR_NODE_INDEX (node >= nodes->node_count);
 *   GLTFA_ERROR_AXIS (up > 2); GLTFA_ERROR_NOT_ANIMATED (no channel writes the node's
 *   translation, nor with GLTFA_ROOT_MOTION_YAW its rotation); GLTFA_ERROR_WIDTH_MISMATCH
 *   (that translation channel is not 3 wide, that rotation channel not a quaternion);
 *   gltfa_sampler_check's errors for those channels (key times or values not finite, ...);
 *   GLTFA_ERROR_VALUE_NOT_FINITE (the pose's value for a part without a channel);
 *   GLTFA_ERROR_INVALID_ARGUMENT (NULL, unknown flags). root_motion is zeroed on failure.
 *   A clip of zero span (end <= start) succeeds: its motion is the identity.
 */
GLTFA_API gltfa_result gltfa_root_motion_init(gltfa_root_motion *root_motion,
                                              const gltfa_clip *clip, const gltfa_nodes *nodes,
                                              size_t node, unsigned up, unsigned flags);

/* M(time), the motion from the clip's start to playback time `time` played with REPEAT:
 * with q and k of gltfa_wrap_repeat (time = t0 + k d + (q - t0) exactly), M = L^k o rel(q)
 * (L^-1 for k < 0). M(t0) is the identity, and M is continuous wherever the pose is. Place
 * the character at W o G(t0) o M(time) (W where it starts in the world) and draw the root
 * with gltfa_root_motion_ground's pose: within the first pass that is the clip's own pose,
 * and the character walks on, loop after loop. Its translation is in G(t0)'s axes.
 * L^k is in closed form (k times the loop angle, and the translation a geometric sum, stable
 * for a loop angle near or at 0): O(1) per call, for any k and any time. Accuracy: within a
 * few float roundings times (|k| + 1) of the motion's size (the angle and the translation
 * of one pass and of rel(q)), in a double-kernel build from the same float poses: the error
 * may grow with the number of loops (the loop angle is rounded once), never with the time
 * that passed. Beyond 2^30 loops the motion is that of 2^30 loops (and of -2^30). Results
 * are finite for any finite poses (clamped to +-FLT_MAX). Samples the root's channels at q
 * (its cursors: not for threads that share one root_motion).
 * Returns GLTFA_SUCCESS or GLTFA_ERROR_INVALID_ARGUMENT (NULL, or not initialized).
 */
GLTFA_API gltfa_result gltfa_root_motion_at(gltfa_root_motion *root_motion, float time,
                                            gltfa_motion *motion);

/* The motion from playback time `from` to `to`, M(from)^-1 o M(to) = rel(q1)^-1 o
 * L^(k2 - k1) o rel(q2): what the character moves in its own axes between two frames
 * (character = character o delta, composed as gltfa_motion says). Computed from the loop
 * counts' difference, never from two large positions: a delta at hour 10 is as exact as at
 * second 1 (within a few float roundings times (|k2 - k1| + 1) of the motion's size).
 * Returns as gltfa_root_motion_at.
 */
GLTFA_API gltfa_result gltfa_root_motion_delta(gltfa_root_motion *root_motion, float from,
                                               float to, gltfa_motion *delta);

/* The grounded pose: pose (the root's, as a clip wrote it at some clip time q) with G(q)
 * taken out, which is G(q)^-1 o pose: the translation's two ground components become 0 and,
 * with GLTFA_ROOT_MOTION_YAW, the rotation loses its twist about the up axis (it becomes
 * conj(twist) x rotation, twist the unit quaternion of (rotation[up], w) on the up axis:
 * its up component 0, its w >= 0; unchanged where both are 0); the up component of the
 * translation (height), the rest of the rotation (lean) and the scale stay. pose and
 * grounded may be the same. Nothing is written for NULL arguments.
 */
GLTFA_API void gltfa_root_motion_ground(const gltfa_root_motion *root_motion,
                                        const gltfa_trs *pose, gltfa_trs *grounded);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* GLTF_ANIM_BIND_H */

/* =======================================================================================
   IMPLEMENTATION. Stop here if you only want the API.
   ======================================================================================= */

#if defined(GLTF_ANIM_BIND_IMPLEMENTATION) && !defined(GLTF_ANIM_BIND_IMPLEMENTATION_INCLUDED)
#define GLTF_ANIM_BIND_IMPLEMENTATION_INCLUDED

/* gltf_anim.h's shared part (GLTFA_ASSERT, GLTFA__REQUIRE, the platform layer, the helpers
   on bytes and bits): emitted here unless this translation unit has it already */
#include "gltf_anim.h"

#if defined(_MSC_VER) && !defined(__clang__) && defined(GLTF_ANIM_STATIC)
/* GLTF_ANIM_STATIC: the functions a program does not call are unreferenced statics, which
   MSVC reports at /W4 (C4505); restored at the end of the implementation */
#pragma warning(push)
#pragma warning(disable : 4505)
#endif

/* The duplicate checks' scratch in the caller's slots (gltfa_clip_slot). */
typedef char gltfa__bind_slot_holds_two_sizes[sizeof(gltfa_clip_slot) >= 2 * sizeof(size_t) ? 1 : -1];

/* ---------------------------------------------------------------------------------------
   Binding
   --------------------------------------------------------------------------------------- */

GLTFA_API gltfa_result gltfa_channel_bind(gltfa_channel *channel, const gltfa_nodes *nodes,
                                          size_t node, gltfa_path path)
{
    size_t width;
    int quat;
    gltfa_trs *pose;
    GLTFA__REQUIRE(channel != NULL && nodes != NULL && gltfa_sampler_key_count(&channel->sampler) > 0,
                   GLTFA_ERROR_INVALID_ARGUMENT);
    width = gltfa_sampler_width(&channel->sampler);
    quat = gltfa_sampler_is_quaternion(&channel->sampler);
    if (gltfa_path_property(path) == GLTFA_PROPERTY_NONE) return GLTFA_ERROR_UNKNOWN_TARGET;
    if (node >= nodes->node_count || nodes->poses == NULL) return GLTFA_ERROR_NODE_INDEX;
    pose = &nodes->poses[node];
    switch (path) {
    case GLTFA_PATH_TRANSLATION:
        if (width != 3 || quat) return GLTFA_ERROR_WIDTH_MISMATCH;
        channel->dest = pose->translation;
        break;
    case GLTFA_PATH_ROTATION:
        if (width != 4 || !quat) return GLTFA_ERROR_WIDTH_MISMATCH;
        channel->dest = pose->rotation;
        break;
    case GLTFA_PATH_SCALE:
        if (width != 3 || quat) return GLTFA_ERROR_WIDTH_MISMATCH;
        channel->dest = pose->scale;
        break;
    default: /* GLTFA_PATH_WEIGHTS */
        if (nodes->weights == NULL || nodes->weight_counts == NULL ||
            nodes->weights[node] == NULL || width != nodes->weight_counts[node])
            return GLTFA_ERROR_WIDTH_MISMATCH;
        channel->dest = nodes->weights[node];
        break;
    }
    return GLTFA_SUCCESS;
}

/* The sampler and destination of one channel description (gltfa_clip_init_nodes). */
static gltfa_result gltfa__bind_desc(gltfa_channel *ch, const gltfa_channel_desc *desc,
                                     const gltfa_nodes *nodes)
{
    gltfa_property property;
    gltfa_path path = desc->path;
    size_t node = desc->node, weight = 0;
    int one_weight = 0;
    gltfa_result r;
    ch->dest = NULL;
    if (path == GLTFA_PATH_POINTER) {
        gltfa_pointer info;
        r = gltfa_pointer_parse(desc->pointer, &info);
        if (r != GLTFA_SUCCESS) return r;
        property = info.property;
        path = info.path;
        node = info.index[0];
        one_weight = path == GLTFA_PATH_WEIGHTS && info.index_count == 2;
        weight = info.index[1];
    } else {
        property = gltfa_path_property(path);
        if (property == GLTFA_PROPERTY_NONE) return GLTFA_ERROR_UNKNOWN_TARGET;
    }
    r = gltfa_sampler_init(&ch->sampler, &desc->input, &desc->output, desc->interp, property);
    if (r == GLTFA_SUCCESS) r = gltfa_sampler_check(&ch->sampler, NULL);
    if (r != GLTFA_SUCCESS) return r;
    if (desc->dest != NULL) { /* resolved by the caller */
        if (gltfa_sampler_width(&ch->sampler) != desc->dest_count) return GLTFA_ERROR_WIDTH_MISMATCH;
        ch->dest = desc->dest;
        return GLTFA_SUCCESS;
    }
    if (path == GLTFA_PATH_POINTER) return GLTFA_ERROR_NO_DESTINATION;
    if (nodes == NULL || node >= nodes->node_count || nodes->poses == NULL)
        return GLTFA_ERROR_NODE_INDEX;
    if (!one_weight) return gltfa_channel_bind(ch, nodes, node, path);
    /* /nodes/{i}/weights/{j}: one float of the node's weights */
    if (nodes->weights == NULL || nodes->weight_counts == NULL || nodes->weights[node] == NULL ||
        weight >= nodes->weight_counts[node] || gltfa_sampler_width(&ch->sampler) != 1)
        return GLTFA_ERROR_WIDTH_MISMATCH;
    ch->dest = nodes->weights[node] + weight;
    return GLTFA_SUCCESS;
}

/* For a pointer channel to one weight (/nodes/{i}/weights/{j}, bound by the library), where
   the node's whole weights array starts; NULL for every other channel. */
static const float *gltfa__weights_base(const gltfa_channel *ch, const gltfa_channel_desc *desc)
{
    gltfa_pointer info;
    if (desc->path != GLTFA_PATH_POINTER || desc->dest != NULL ||
        gltfa_pointer_parse(desc->pointer, &info) != GLTFA_SUCCESS ||
        info.path != GLTFA_PATH_WEIGHTS || info.index_count != 2)
        return NULL;
    return ch->dest - info.index[1];
}

/* Channel indices by destination address, then index (the shared gltfa__heap_sort): order
   [0 .. n) over the channels c. */
typedef struct gltfa__bind_order {
    const gltfa_channel *c;
    size_t *order;
} gltfa__bind_order;

static int gltfa__bind_less(const void *ctx, size_t i, size_t j)
{
    const gltfa__bind_order *q = (const gltfa__bind_order *)ctx;
    const gltfa_channel *a = &q->c[q->order[i]], *b = &q->c[q->order[j]];
    if (a->dest != b->dest) return a->dest < b->dest;
    return q->order[i] < q->order[j];
}

static void gltfa__bind_swap(const void *ctx, size_t i, size_t j)
{
    size_t *order = ((const gltfa__bind_order *)ctx)->order, x = order[i];
    order[i] = order[j];
    order[j] = x;
}

static void gltfa__bind_sort(const gltfa_channel *c, size_t *order, size_t n)
{
    gltfa__bind_order q;
    size_t i;
    for (i = 0; i < n; ++i) order[i] = i;
    q.c = c;
    q.order = order;
    gltfa__heap_sort(&q, gltfa__bind_less, gltfa__bind_swap, n);
}

/* The channel that completes the first conflicting pair (the smallest second index): two
   channels with one destination, or a node's whole weights (width > 1) and one of its
   weights/{j}; count when there is none. Channel b's description is descs[scratch[b]]
   (gltfa__init_nodes). O(n log n): the channel indices sorted by destination in
   scratch[count .. 2 count) (the slots' scratch: gltfa_clip_slot). */
static size_t gltfa__first_conflict(const gltfa_channel *c, const gltfa_channel_desc *descs,
                                    size_t count, size_t *scratch)
{
    size_t *e;
    size_t a, b, i, m = 0, first = count;
    if (count == 0) return 0; /* the slots may be NULL, which takes no offset */
    e = scratch + count;
    gltfa__bind_sort(c, e, count);
    /* equal destinations are adjacent, in index order: the second of a run completes a pair */
    for (i = 1; i < count; ++i)
        if (c[e[i]].dest == c[e[i - 1]].dest && e[i] < first) first = e[i];
    /* keep, per destination, the two lowest-index channels of width > 1: the only ones a
       weights/{j} channel can pair with first (still in destination order) */
    for (i = 0; i < count; ++i) {
        const size_t ch = e[i];
        if (gltfa_sampler_width(&c[ch].sampler) <= 1) continue;
        if (m >= 2 && c[e[m - 1]].dest == c[ch].dest && c[e[m - 2]].dest == c[ch].dest)
            continue;
        e[m++] = ch;
    }
    for (b = 0; b < count; ++b) {
        const float *base = gltfa__weights_base(&c[b], &descs[scratch[b]]);
        size_t lo = 0, hi = m; /* the first kept channel with dest >= base */
        if (base == NULL) continue;
        while (lo < hi) {
            size_t mid = lo + (hi - lo) / 2;
            if (c[e[mid]].dest < base) lo = mid + 1; else hi = mid;
        }
        a = count;
        for (i = lo; i < m && i < lo + 2 && c[e[i]].dest == base; ++i)
            if (e[i] != b) { a = e[i]; break; }
        if (a < count && (a > b ? a : b) < first) first = a > b ? a : b;
    }
    return first;
}

/* The errors gltfa_clip_init_nodes_skip skips: nothing to bind the channel to. */
static int gltfa__skippable(gltfa_result r)
{
    return r == GLTFA_ERROR_POINTER_UNKNOWN || r == GLTFA_ERROR_NO_DESTINATION ||
           r == GLTFA_ERROR_NODE_INDEX;
}

/* The skipped channels' time span as it is gathered: the earliest first and the latest
   last key time (have 0: none yet). */
typedef struct gltfa__bind_span {
    float start, end;
    int have;
} gltfa__bind_span;

/* Widens span by a channel gltfa_clip_init_nodes_skip skipped for reason r, whose sampler
   gltfa__bind_desc left in ch (scratch). A node or destination it could not bind to comes
   after a sampler that was built and checked; a pointer to an unknown property has no
   output type to build one from, so its input alone is checked as key times (a sampler over
   the input as its own FLOAT output): times that fail that take no part. Every sampler
   that reaches the span is checked, so its times are finite. */
static void gltfa__skipped_span(gltfa__bind_span *span, gltfa_channel *ch,
                                const gltfa_channel_desc *desc, gltfa_result r)
{
    float first, last;
    if (r == GLTFA_ERROR_POINTER_UNKNOWN &&
        (gltfa_sampler_init(&ch->sampler, &desc->input, &desc->input, GLTFA_INTERP_STEP,
                            GLTFA_PROPERTY_FLOAT) != GLTFA_SUCCESS ||
         gltfa_sampler_check(&ch->sampler, NULL) != GLTFA_SUCCESS))
        return;
    if (gltfa_sampler_time_range(&ch->sampler, &first, &last) != GLTFA_SUCCESS) return;
    if (!span->have || first < span->start) span->start = first;
    if (!span->have || last > span->end) span->end = last;
    span->have = 1;
}

/* gltfa_clip_init_nodes (skip 0) and gltfa_clip_init_nodes_skip (skip 1). The bound
   channels are packed in desc order into channels[0 .. n); while the clip is built, the
   slots are scratch of 2n size_t (gltfa_clip_slot): scratch[k] holds bound channel k's desc
   index, scratch[n .. 2n) the duplicate checks' sort; gltfa_clip_init_span then plans in
   them. Without skip n is count and channel k is desc k. */
static gltfa_result gltfa__init_nodes(gltfa_clip *clip, gltfa_channel *channels,
                                      gltfa_clip_slot *clip_slots,
                                      const gltfa_channel_desc *descs, size_t count,
                                      const gltfa_nodes *nodes, int skip, gltfa_skip *skipped,
                                      size_t *skipped_count, size_t *bad_channel)
{
    size_t i, n = 0, first, *scratch = (size_t *)(void *)clip_slots;
    gltfa__bind_span span; /* of the skipped channels: they still belong to the animation */
    span.start = span.end = 0.0f;
    span.have = 0;
    if (skipped_count != NULL) *skipped_count = 0;
    GLTFA__REQUIRE(clip != NULL, GLTFA_ERROR_INVALID_ARGUMENT);
    (void)gltfa_clip_init(clip, NULL, 0, NULL); /* zeroed: an empty clip */
    GLTFA__REQUIRE((channels != NULL && descs != NULL && clip_slots != NULL) || count == 0,
                   GLTFA_ERROR_INVALID_ARGUMENT);
    for (i = 0; i < count; ++i) {
        gltfa_result r = gltfa__bind_desc(&channels[n], &descs[i], nodes);
        if (r == GLTFA_SUCCESS) {
            scratch[n++] = i;
        } else if (skip && gltfa__skippable(r)) {
            gltfa__skipped_span(&span, &channels[n], &descs[i], r);
            if (skipped != NULL) {
                skipped[i - n].desc = i;
                skipped[i - n].reason = r;
            }
            if (skipped_count != NULL) *skipped_count = i + 1 - n;
        } else {
            if (bad_channel != NULL) *bad_channel = i;
            return r;
        }
    }
    /* Duplicates: the same destination twice, or a node's whole weights and one of its
       weights/{j}. Report the pair that completes first (the smallest second index). */
    first = gltfa__first_conflict(channels, descs, n, scratch);
    if (first != n) {
        if (bad_channel != NULL) *bad_channel = scratch[first];
        return GLTFA_ERROR_DUPLICATE_TARGET;
    }
    return gltfa_clip_init_span(clip, channels, n, clip_slots, span.have ? span.start : 1.0f,
                                span.have ? span.end : 0.0f);
}

GLTFA_API gltfa_result gltfa_clip_init_nodes(gltfa_clip *clip, gltfa_channel *channels,
                                             gltfa_clip_slot *clip_slots,
                                             const gltfa_channel_desc *descs, size_t count,
                                             const gltfa_nodes *nodes, size_t *bad_channel)
{
    return gltfa__init_nodes(clip, channels, clip_slots, descs, count, nodes, 0, NULL, NULL,
                             bad_channel);
}

GLTFA_API gltfa_result gltfa_clip_init_nodes_skip(gltfa_clip *clip, gltfa_channel *channels,
                                                  gltfa_clip_slot *clip_slots,
                                                  const gltfa_channel_desc *descs, size_t count,
                                                  const gltfa_nodes *nodes, gltfa_skip *skipped,
                                                  size_t *skipped_count, size_t *bad_channel)
{
    return gltfa__init_nodes(clip, channels, clip_slots, descs, count, nodes, 1, skipped,
                             skipped_count, bad_channel);
}

/* ---------------------------------------------------------------------------------------
   KHR_animation_pointer
   --------------------------------------------------------------------------------------- */

#define GLTFA__MAX_SEGMENTS 12

typedef struct gltfa__seg {
    const char *s;
    size_t n;
} gltfa__seg;

static int gltfa__seg_is(const gltfa__seg *g, const char *lit)
{
    size_t i;
    for (i = 0; i < g->n; ++i)
        if (lit[i] == '\0' || lit[i] != g->s[i]) return 0;
    return lit[g->n] == '\0';
}

/* 1: a canonical array index (RFC 6901: "0" or digits without a leading zero) that fits. */
static int gltfa__seg_index(const gltfa__seg *g, size_t *value)
{
    size_t i, v = 0;
    if (g->n == 0 || (g->n > 1 && g->s[0] == '0')) return 0;
    for (i = 0; i < g->n; ++i) {
        unsigned d;
        if (g->s[i] < '0' || g->s[i] > '9') return 0;
        d = (unsigned)(g->s[i] - '0');
        if (v > ((size_t)-1 - d) / 10) return 0;
        v = v * 10 + d;
    }
    *value = v;
    return 1;
}

static int gltfa__seg_ends_with(const gltfa__seg *g, const char *suffix)
{
    size_t n = 0;
    while (suffix[n] != '\0') ++n;
    if (g->n <= n) return 0;
    {
        gltfa__seg tail;
        tail.s = g->s + (g->n - n);
        tail.n = n;
        return gltfa__seg_is(&tail, suffix);
    }
}

/* Templates: segments separated by '/', "#" for an index, then the rules row of the value
   (gltfa_property) and, for a node's own properties, the path they are (node paths bind
   to gltfa_nodes; /nodes/{}/rotation is the only float4 that slerps, by its row). */
typedef struct gltfa__ptr_template {
    const char *path;
    unsigned char property;
    unsigned char node_path;
} gltfa__ptr_template;

#define GLTFA__F1 GLTFA_PROPERTY_FLOAT, GLTFA_PATH_POINTER
#define GLTFA__F2 GLTFA_PROPERTY_FLOAT2, GLTFA_PATH_POINTER
#define GLTFA__F3 GLTFA_PROPERTY_FLOAT3, GLTFA_PATH_POINTER
#define GLTFA__F4 GLTFA_PROPERTY_FLOAT4, GLTFA_PATH_POINTER
#define GLTFA__FA GLTFA_PROPERTY_FLOAT_ARRAY, GLTFA_PATH_POINTER
#define GLTFA__B GLTFA_PROPERTY_BOOL, GLTFA_PATH_POINTER

static const gltfa__ptr_template gltfa__ptr_templates[] = {
    { "nodes/#/translation", GLTFA_PROPERTY_FLOAT3, GLTFA_PATH_TRANSLATION },
    { "nodes/#/rotation", GLTFA_PROPERTY_QUATERNION, GLTFA_PATH_ROTATION },
    { "nodes/#/scale", GLTFA_PROPERTY_FLOAT3, GLTFA_PATH_SCALE },
    { "nodes/#/weights", GLTFA_PROPERTY_FLOAT_ARRAY, GLTFA_PATH_WEIGHTS },
    { "nodes/#/weights/#", GLTFA_PROPERTY_FLOAT, GLTFA_PATH_WEIGHTS },
    { "nodes/#/extensions/KHR_node_visibility/visible", GLTFA__B },
    { "nodes/#/extensions/KHR_node_selectability/selectable", GLTFA__B },
    { "nodes/#/extensions/KHR_node_hoverability/hoverable", GLTFA__B },
    { "nodes/#/extensions/EXT_lights_ies/multiplier", GLTFA__F1 },
    { "nodes/#/extensions/EXT_lights_ies/color", GLTFA__F3 },
    { "meshes/#/weights", GLTFA__FA },
    { "meshes/#/weights/#", GLTFA__F1 },
    { "cameras/#/orthographic/xmag", GLTFA__F1 },
    { "cameras/#/orthographic/ymag", GLTFA__F1 },
    { "cameras/#/orthographic/zfar", GLTFA__F1 },
    { "cameras/#/orthographic/znear", GLTFA__F1 },
    { "cameras/#/perspective/aspectRatio", GLTFA__F1 },
    { "cameras/#/perspective/yfov", GLTFA__F1 },
    { "cameras/#/perspective/zfar", GLTFA__F1 },
    { "cameras/#/perspective/znear", GLTFA__F1 },
    { "materials/#/alphaCutoff", GLTFA__F1 },
    { "materials/#/emissiveFactor", GLTFA__F3 },
    { "materials/#/normalTexture/scale", GLTFA__F1 },
    { "materials/#/occlusionTexture/strength", GLTFA__F1 },
    { "materials/#/pbrMetallicRoughness/baseColorFactor", GLTFA__F4 },
    { "materials/#/pbrMetallicRoughness/metallicFactor", GLTFA__F1 },
    { "materials/#/pbrMetallicRoughness/roughnessFactor", GLTFA__F1 },
    { "materials/#/extensions/KHR_materials_anisotropy/anisotropyStrength", GLTFA__F1 },
    { "materials/#/extensions/KHR_materials_anisotropy/anisotropyRotation", GLTFA__F1 },
    { "materials/#/extensions/KHR_materials_clearcoat/clearcoatFactor", GLTFA__F1 },
    { "materials/#/extensions/KHR_materials_clearcoat/clearcoatRoughnessFactor", GLTFA__F1 },
    { "materials/#/extensions/KHR_materials_clearcoat/clearcoatNormalTexture/scale", GLTFA__F1 },
    { "materials/#/extensions/KHR_materials_diffuse_transmission/diffuseTransmissionFactor", GLTFA__F1 },
    { "materials/#/extensions/KHR_materials_diffuse_transmission/diffuseTransmissionColorFactor", GLTFA__F3 },
    { "materials/#/extensions/KHR_materials_dispersion/dispersion", GLTFA__F1 },
    { "materials/#/extensions/KHR_materials_emissive_strength/emissiveStrength", GLTFA__F1 },
    { "materials/#/extensions/KHR_materials_ior/ior", GLTFA__F1 },
    { "materials/#/extensions/KHR_materials_iridescence/iridescenceFactor", GLTFA__F1 },
    { "materials/#/extensions/KHR_materials_iridescence/iridescenceIor", GLTFA__F1 },
    { "materials/#/extensions/KHR_materials_iridescence/iridescenceThicknessMinimum", GLTFA__F1 },
    { "materials/#/extensions/KHR_materials_iridescence/iridescenceThicknessMaximum", GLTFA__F1 },
    { "materials/#/extensions/KHR_materials_sheen/sheenColorFactor", GLTFA__F3 },
    { "materials/#/extensions/KHR_materials_sheen/sheenRoughnessFactor", GLTFA__F1 },
    { "materials/#/extensions/KHR_materials_specular/specularFactor", GLTFA__F1 },
    { "materials/#/extensions/KHR_materials_specular/specularColorFactor", GLTFA__F3 },
    { "materials/#/extensions/KHR_materials_transmission/transmissionFactor", GLTFA__F1 },
    { "materials/#/extensions/KHR_materials_volume/thicknessFactor", GLTFA__F1 },
    { "materials/#/extensions/KHR_materials_volume/attenuationDistance", GLTFA__F1 },
    { "materials/#/extensions/KHR_materials_volume/attenuationColor", GLTFA__F3 },
    { "materials/#/extensions/ADOBE_materials_clearcoat_specular/clearcoatIor", GLTFA__F1 },
    { "materials/#/extensions/ADOBE_materials_clearcoat_specular/clearcoatSpecularFactor", GLTFA__F1 },
    { "materials/#/extensions/ADOBE_materials_clearcoat_tint/clearcoatTintFactor", GLTFA__F3 },
    { "extensions/KHR_lights_punctual/lights/#/color", GLTFA__F3 },
    { "extensions/KHR_lights_punctual/lights/#/intensity", GLTFA__F1 },
    { "extensions/KHR_lights_punctual/lights/#/range", GLTFA__F1 },
    { "extensions/KHR_lights_punctual/lights/#/spot/innerConeAngle", GLTFA__F1 },
    { "extensions/KHR_lights_punctual/lights/#/spot/outerConeAngle", GLTFA__F1 },
    { "extensions/EXT_lights_image_based/lights/#/rotation", GLTFA__F4 },
    { "extensions/EXT_lights_image_based/lights/#/intensity", GLTFA__F1 }
};

/* Matches segs against one template. 1: match (indices stored); 0: no match; -1: the literal
   part matched up to an index position whose segment is not a canonical index. */
static int gltfa__ptr_match(const gltfa__seg *segs, size_t n, const char *tpl,
                            size_t *idx, size_t *idx_count)
{
    size_t i = 0, count = 0;
    while (*tpl != '\0') {
        const char *end = tpl;
        while (*end != '\0' && *end != '/') ++end;
        if (i == n) return 0;
        if (end - tpl == 1 && *tpl == '#') {
            if (!gltfa__seg_index(&segs[i], &idx[count])) return -1;
            ++count;
        } else {
            gltfa__seg lit;
            lit.s = tpl;
            lit.n = (size_t)(end - tpl);
            if (segs[i].n != lit.n) return 0;
            {
                size_t k;
                for (k = 0; k < lit.n; ++k)
                    if (segs[i].s[k] != lit.s[k]) return 0;
            }
        }
        ++i;
        tpl = *end == '/' ? end + 1 : end;
    }
    if (i != n) return 0;
    *idx_count = count;
    return 1;
}

/* KHR_texture_transform on any textureInfo of a material:
   materials/#/[pbrMetallicRoughness/ | extensions/<EXT>/]<name>Texture/extensions/
   KHR_texture_transform/{offset|rotation|scale}. */
static int gltfa__ptr_texture_transform(const gltfa__seg *segs, size_t n, size_t *idx,
                                        gltfa_property *property)
{
    size_t tex;
    if (n < 6 || !gltfa__seg_is(&segs[0], "materials")) return 0;
    if (!gltfa__seg_index(&segs[1], &idx[0])) return -1;
    if (n == 6) tex = 2;
    else if (n == 7 && gltfa__seg_is(&segs[2], "pbrMetallicRoughness")) tex = 3;
    else if (n == 8 && gltfa__seg_is(&segs[2], "extensions")) tex = 4;
    else return 0;
    if (!gltfa__seg_ends_with(&segs[tex], "Texture") ||
        !gltfa__seg_is(&segs[tex + 1], "extensions") ||
        !gltfa__seg_is(&segs[tex + 2], "KHR_texture_transform"))
        return 0;
    if (gltfa__seg_is(&segs[tex + 3], "offset") || gltfa__seg_is(&segs[tex + 3], "scale"))
        *property = GLTFA_PROPERTY_FLOAT2;
    else if (gltfa__seg_is(&segs[tex + 3], "rotation"))
        *property = GLTFA_PROPERTY_FLOAT;
    else
        return 0;
    return 1;
}

GLTFA_API gltfa_result gltfa_pointer_parse(const char *pointer, gltfa_pointer *info)
{
    gltfa__seg segs[GLTFA__MAX_SEGMENTS];
    size_t n = 0, i, idx[2] = { 0, 0 }, idx_count = 0;
    const char *p;
    gltfa_property property = GLTFA_PROPERTY_FLOAT;
    gltfa_path node_path = GLTFA_PATH_POINTER;
    int found = 0, bad_index = 0, m;
    GLTFA__REQUIRE(info != NULL, GLTFA_ERROR_INVALID_ARGUMENT);
    if (pointer == NULL || pointer[0] != '/') return GLTFA_ERROR_POINTER_SYNTAX;
    /* split into segments; check escapes (~0, ~1) and reject empty segments (glTF has no
       empty property names, so one is always a typo) */
    p = pointer + 1;
    for (;;) {
        const char *start = p;
        while (*p != '\0' && *p != '/') {
            if (*p == '~' && p[1] != '0' && p[1] != '1') return GLTFA_ERROR_POINTER_SYNTAX;
            ++p;
        }
        if (p == start) return GLTFA_ERROR_POINTER_SYNTAX;
        if (n == GLTFA__MAX_SEGMENTS) return GLTFA_ERROR_POINTER_UNKNOWN; /* deeper than any */
        segs[n].s = start;
        segs[n].n = (size_t)(p - start);
        ++n;
        if (*p == '\0') break;
        ++p;
    }
    for (i = 0; i < sizeof gltfa__ptr_templates / sizeof gltfa__ptr_templates[0]; ++i) {
        m = gltfa__ptr_match(segs, n, gltfa__ptr_templates[i].path, idx, &idx_count);
        if (m < 0) bad_index = 1;
        if (m > 0) {
            property = (gltfa_property)gltfa__ptr_templates[i].property;
            node_path = (gltfa_path)gltfa__ptr_templates[i].node_path;
            found = 1;
            break;
        }
    }
    if (!found) {
        m = gltfa__ptr_texture_transform(segs, n, idx, &property);
        if (m < 0) bad_index = 1;
        if (m > 0) { found = 1; idx_count = 1; }
    }
    if (!found) return bad_index ? GLTFA_ERROR_POINTER_SYNTAX : GLTFA_ERROR_POINTER_UNKNOWN;
    info->property = property;
    info->path = node_path;
    info->width = gltfa_property_width(property);
    info->index[0] = idx[0];
    info->index[1] = idx[1];
    info->index_count = idx_count;
    return GLTFA_SUCCESS;
}

/* ---------------------------------------------------------------------------------------
   Skeletons: world and joint matrices

   Every matrix operation is a correctly rounded float operation in the order written here,
   the same in the scalar code and in the lanes (one lane a row), with no fused multiply-add
   (the pragmas below), so that the matrices have the same bits on every target whose
   float arithmetic is IEEE with FLT_EVAL_METHOD 0 (x86-64, AArch64, wasm32: MATRICES).
   --------------------------------------------------------------------------------------- */

#if defined(GLTFA__SK_CONTRACT_OFF) && GLTFA__SK_CONTRACT_OFF == 1
#pragma STDC FP_CONTRACT OFF
#elif defined(GLTFA__SK_CONTRACT_OFF)
#pragma GCC push_options
#pragma GCC optimize("fp-contract=off")
#if defined(__FMA__)
#pragma GCC optimize("no-tree-slp-vectorize")
#endif
#endif

/* Every matrix element is clamped to [-FLT_MAX, FLT_MAX] once computed (a NaN to -FLT_MAX):
   the identity on finite values; on a hostile file's huge scales (or a NaN pose), finite
   matrices and never NaN (inf - inf, inf x 0) at the next level. */
#define GLTFA__SK_MAX 3.40282347e38f /* FLT_MAX */
#define GLTFA__SK_MIN 1.17549435e-38f /* FLT_MIN: 2 / n for a normal n only */
static float gltfa__sk_clamp(float v)
{
    v = v > -GLTFA__SK_MAX ? v : -GLTFA__SK_MAX;
    return v < GLTFA__SK_MAX ? v : GLTFA__SK_MAX;
}



static float gltfa__sk_abs(float x) { return x < 0.0f ? -x : x; }

/* The square root of x in float, the same bits everywhere (only gltfa_matrix_to_trs uses
   it): x scaled into [1, 4) by powers of four (exact), six Newton steps from (1 + m) / 2
   (within 25 %: the error squares each step, below an ulp after four), scaled back. */
static float gltfa__sk_sqrt(float x)
{
    float scale = 1.0f, m = x, y;
    int i;
    if (!(x > 0.0f) || !gltfa__finite(x)) return 0.0f;
    while (m >= 4.0f) { m *= 0.25f; scale *= 2.0f; }
    while (m < 1.0f) { m *= 4.0f; scale *= 0.5f; }
    y = 0.5f * (1.0f + m);
    for (i = 0; i < 6; ++i) y = 0.5f * (y + m / y);
    return y * scale;
}

/* 2 / |q|^2 for the pose's rotation q: right for any q with a normal |q|^2 (no square
   root), else 0 (a zero, subnormal, huge or NaN rotation gives the scale alone). */
static float gltfa__sk_two_over_norm2(const gltfa_trs *trs)
{
    float x = trs->rotation[0], y = trs->rotation[1], z = trs->rotation[2], w = trs->rotation[3];
    float n = x * x + y * y + z * z + w * w;
    return n >= GLTFA__SK_MIN && n <= GLTFA__SK_MAX ? 2.0f / n : 0.0f;
}

/* The local matrix of a pose, columns 0..2 and the translation, rows 0..2: l[4c + r] (the
   last row is not written). Not clamped: the products after it are. s:
   gltfa__sk_two_over_norm2(trs). */
static void gltfa__sk_local(float *l, const gltfa_trs *trs, float s)
{
    float x = trs->rotation[0], y = trs->rotation[1], z = trs->rotation[2], w = trs->rotation[3];
    float xs, ys, zs, wx, wy, wz, xx, xy, xz, yy, yz, zz;
    float sx = trs->scale[0], sy = trs->scale[1], sz = trs->scale[2];
    xs = x * s; ys = y * s; zs = z * s;
    wx = w * xs; wy = w * ys; wz = w * zs;
    xx = x * xs; xy = x * ys; xz = x * zs;
    yy = y * ys; yz = y * zs; zz = z * zs;
    l[0] = (1.0f - (yy + zz)) * sx;
    l[1] = (xy + wz) * sx;
    l[2] = (xz - wy) * sx;
    l[4] = (xy - wz) * sy;
    l[5] = (1.0f - (xx + zz)) * sy;
    l[6] = (yz + wx) * sy;
    l[8] = (xz + wy) * sz;
    l[9] = (yz - wx) * sz;
    l[10] = (1.0f - (xx + yy)) * sz;
    l[12] = trs->translation[0];
    l[13] = trs->translation[1];
    l[14] = trs->translation[2];
}

GLTFA_API void gltfa_trs_to_matrix(float *m, const gltfa_trs *trs)
{
    size_t e;
    GLTFA_ASSERT(m != NULL && trs != NULL);
    if (m == NULL || trs == NULL) return;
    gltfa__sk_local(m, trs, gltfa__sk_two_over_norm2(trs));
    m[3] = 0.0f;
    m[7] = 0.0f;
    m[11] = 0.0f;
    m[15] = 1.0f;
    for (e = 0; e < 15; ++e) m[e] = gltfa__sk_clamp(m[e]);
}

/* Why a node matrix is not a TRS, or GLTFA_SUCCESS (gltfa_matrix_to_trs's checks). */
static gltfa_result gltfa__sk_check_matrix(const float *m)
{
    int i;
    for (i = 0; i < 16; ++i)
        if (!gltfa__finite(m[i])) return GLTFA_ERROR_VALUE_NOT_FINITE;
    if (gltfa__sk_abs(m[3]) > 1e-6f || gltfa__sk_abs(m[7]) > 1e-6f || gltfa__sk_abs(m[11]) > 1e-6f ||
        gltfa__sk_abs(m[15] - 1.0f) > 1e-6f)
        return GLTFA_ERROR_NOT_DECOMPOSABLE;
    return GLTFA_SUCCESS;
}

/* gltfa_matrix_to_trs's checks, and the scales len and unit columns r (r[row][column]) they
   compute. */
static gltfa_result gltfa__sk_axes(const float *m, float *len, float (*r)[3])
{
    gltfa_result res = gltfa__sk_check_matrix(m);
    size_t c, k;
    if (res != GLTFA_SUCCESS) return res;
    for (c = 0; c < 3; ++c) {
        const float *col = m + 4 * c;
        float l2 = col[0] * col[0] + col[1] * col[1] + col[2] * col[2];
        if (!(l2 > 0.0f) || !gltfa__finite(l2)) return GLTFA_ERROR_NOT_DECOMPOSABLE;
        len[c] = gltfa__sk_sqrt(l2);
        for (k = 0; k < 3; ++k) r[k][c] = col[k] / len[c]; /* unit columns */
    }
    for (c = 0; c < 3; ++c) { /* orthogonal: the cosine of each pair at most 1e-4 */
        size_t d = (c + 1) % 3;
        float cosine = r[0][c] * r[0][d] + r[1][c] * r[1][d] + r[2][c] * r[2][d];
        if (gltfa__sk_abs(cosine) > 1e-4f) return GLTFA_ERROR_NOT_DECOMPOSABLE;
    }
    return GLTFA_SUCCESS;
}

GLTFA_API gltfa_result gltfa_matrix_to_trs(gltfa_trs *trs, const float *m)
{
    float len[3], r[3][3], q[4], det, t, n;
    gltfa_result res;
    size_t k;
    GLTFA__REQUIRE(trs != NULL && m != NULL, GLTFA_ERROR_INVALID_ARGUMENT);
    res = gltfa__sk_axes(m, len, r);
    if (res != GLTFA_SUCCESS) return res;
    det = r[0][0] * (r[1][1] * r[2][2] - r[2][1] * r[1][2]) -
          r[0][1] * (r[1][0] * r[2][2] - r[2][0] * r[1][2]) +
          r[0][2] * (r[1][0] * r[2][1] - r[2][0] * r[1][1]);
    if (det < 0.0f) { /* a mirror: the first axis's scale negative, its column flipped */
        len[0] = -len[0];
        for (k = 0; k < 3; ++k) r[k][0] = -r[k][0];
    }
    /* the quaternion of r (Shepperd): from its largest of w, x, y, z */
    t = r[0][0] + r[1][1] + r[2][2];
    if (t > 0.0f) {
        float s = 2.0f * gltfa__sk_sqrt(t + 1.0f);
        q[3] = 0.25f * s;
        q[0] = (r[2][1] - r[1][2]) / s;
        q[1] = (r[0][2] - r[2][0]) / s;
        q[2] = (r[1][0] - r[0][1]) / s;
    } else if (r[0][0] > r[1][1] && r[0][0] > r[2][2]) {
        float s = 2.0f * gltfa__sk_sqrt(1.0f + r[0][0] - r[1][1] - r[2][2]);
        q[3] = (r[2][1] - r[1][2]) / s;
        q[0] = 0.25f * s;
        q[1] = (r[0][1] + r[1][0]) / s;
        q[2] = (r[0][2] + r[2][0]) / s;
    } else if (r[1][1] > r[2][2]) {
        float s = 2.0f * gltfa__sk_sqrt(1.0f + r[1][1] - r[0][0] - r[2][2]);
        q[3] = (r[0][2] - r[2][0]) / s;
        q[0] = (r[0][1] + r[1][0]) / s;
        q[1] = 0.25f * s;
        q[2] = (r[1][2] + r[2][1]) / s;
    } else {
        float s = 2.0f * gltfa__sk_sqrt(1.0f + r[2][2] - r[0][0] - r[1][1]);
        q[3] = (r[1][0] - r[0][1]) / s;
        q[0] = (r[0][2] + r[2][0]) / s;
        q[1] = (r[1][2] + r[2][1]) / s;
        q[2] = 0.25f * s;
    }
    n = gltfa__sk_sqrt(q[0] * q[0] + q[1] * q[1] + q[2] * q[2] + q[3] * q[3]);
    if (q[3] < 0.0f) n = -n; /* w >= 0 */
    for (k = 0; k < 4; ++k) trs->rotation[k] = q[k] / n;
    for (k = 0; k < 3; ++k) {
        trs->translation[k] = m[12 + k];
        trs->scale[k] = len[k];
    }
    return GLTFA_SUCCESS;
}

/* gltfa_matrix_to_trs's checks alone (its own frame: gltfa__sk_check keeps none). */
static GLTFA__NOINLINE gltfa_result gltfa__sk_matrix_ok(const float *m)
{
    float len[3], r[3][3];
    return gltfa__sk_axes(m, len, r);
}

/* gltfa_skeleton_init, check: every parent index in range and every node matrix a TRS
   (gltfa_matrix_to_trs's checks). */
static GLTFA__NO_LIBC_LOOPS gltfa_result gltfa__sk_check(const size_t *parents,
                                                             const float *const *matrices, size_t n,
                                                             size_t *bad_node)
{
    size_t i;
    for (i = 0; i < n; ++i) {
        gltfa_result r = GLTFA_SUCCESS;
        if (parents != NULL && parents[i] != GLTFA_NO_PARENT && parents[i] >= n)
            r = GLTFA_ERROR_PARENT_INDEX;
        else if (matrices != NULL && matrices[i] != NULL)
            r = gltfa__sk_matrix_ok(matrices[i]);
        if (r != GLTFA_SUCCESS) {
            if (bad_node != NULL) *bad_node = i;
            return r;
        }
    }
    return GLTFA_SUCCESS;
}

/* gltfa_skeleton_init, depths: depth[i] the number of ancestors of node i (a root's is 0),
   and the largest in *max_depth. A walk up to a node of known depth, then down the same
   path setting each depth: every node is set once, and a walk passes only nodes not yet
   set, O(n) in all. A walk longer than n nodes is in a cycle. */
static GLTFA__NO_LIBC_LOOPS gltfa_result gltfa__sk_depths(const size_t *parents, size_t n, size_t *depth,
                                                             size_t *max_depth, size_t *bad_node)
{
    size_t i, j;
    *max_depth = 0;
    for (i = 0; i < n; ++i) depth[i] = GLTFA_NO_PARENT; /* not yet known */
    for (i = 0; i < n; ++i) {
        size_t steps = 0, d;
        j = i;
        while (depth[j] == GLTFA_NO_PARENT) {
            if (parents == NULL || parents[j] == GLTFA_NO_PARENT) break;
            j = parents[j];
            if (++steps > n) {
                if (bad_node != NULL) *bad_node = i;
                return GLTFA_ERROR_CYCLE;
            }
        }
        d = depth[j] == GLTFA_NO_PARENT ? steps : depth[j] + steps; /* j: a root, or set */
        for (j = i; depth[j] == GLTFA_NO_PARENT; j = parents[j], --d) {
            depth[j] = d;
            if (d > *max_depth) *max_depth = d;
            if (d == 0) break;
        }
    }
    return GLTFA_SUCCESS;
}

/* gltfa_skeleton_init, order: the nodes by depth, a counting sort (stable: by index within
   a depth), in place in the 2n size_t that held the depths (first half) and the counts
   (second half): order[k] the node at position k, order_parent[k] its parent. The memory
   is named for what it holds at each stage. */
static GLTFA__NO_LIBC_LOOPS void gltfa__sk_order(const size_t *parents, size_t n, size_t max_depth,
                                                    size_t *memory)
{
    size_t i, j;
    size_t *depth = memory, *first = memory + n; /* depth of node i; first position of depth d */
    size_t *position = memory, *order = memory + n, *order_parent = memory; /* then these */
    for (i = 0; i <= max_depth; ++i) first[i] = 0;
    for (i = 0; i < n; ++i) ++first[depth[i]]; /* first[d]: how many at depth d, for now */
    for (i = 0, j = 0; i <= max_depth; ++i) {
        size_t c = first[i];
        first[i] = j;
        j += c;
    }
    for (i = 0; i < n; ++i) position[i] = first[depth[i]]++; /* depth[i] read, position[i] written */
    for (i = 0; i < n; ++i) order[position[i]] = i;
    for (i = 0; i < n; ++i) order_parent[i] = parents == NULL ? GLTFA_NO_PARENT : parents[order[i]];
}

/* (the phases and their caller share GLTFA__NO_LIBC_LOOPS: gcc inlines a function only
   into one with the same optimize attributes) */
GLTFA_API GLTFA__NO_LIBC_LOOPS gltfa_result gltfa_skeleton_init(gltfa_skeleton *skeleton,
    const size_t *parents, const float *const *matrices, size_t node_count, size_t *memory,
    size_t *bad_node)
{
    size_t max_depth = 0, i;
    gltfa_result r;
    GLTFA__REQUIRE(skeleton != NULL, GLTFA_ERROR_INVALID_ARGUMENT);
    skeleton->order = NULL;
    skeleton->order_parent = NULL;
    skeleton->matrices = NULL;
    skeleton->node_count = 0;
    if (bad_node != NULL) *bad_node = 0;
    if (node_count == 0) return GLTFA_SUCCESS;
    GLTFA__REQUIRE(memory != NULL, GLTFA_ERROR_INVALID_ARGUMENT);
    if (node_count > (size_t)-1 / 2 / sizeof(size_t)) return GLTFA_ERROR_SIZE_OVERFLOW;
    for (i = 0; matrices != NULL && i < node_count && matrices[i] == NULL; ++i) {
    }
    if (i == node_count) matrices = NULL; /* no node has one: the walk tests none for one */
    if ((r = gltfa__sk_check(parents, matrices, node_count, bad_node)) != GLTFA_SUCCESS ||
        (r = gltfa__sk_depths(parents, node_count, memory, &max_depth, bad_node)) != GLTFA_SUCCESS)
        return r;
    gltfa__sk_order(parents, node_count, max_depth, memory);
    skeleton->order = memory + node_count;
    skeleton->order_parent = memory;
    skeleton->matrices = matrices;
    skeleton->node_count = node_count;
    return GLTFA_SUCCESS;
}

/* out = p x l for affine 4x4 matrices (last rows 0 0 0 1): out's columns 0..2 are
   (p[r][0] l[0][c] + p[r][1] l[1][c]) + p[r][2] l[2][c], column 3 adds p[r][3], row 3 is
   0 0 0 1. out may not alias p or l. */
static void gltfa__sk_affine_mul(float *out, const float *p, const float *l)
{
    size_t r, c;
    for (c = 0; c < 4; ++c) {
        for (r = 0; r < 3; ++r) {
            float v = p[r] * l[4 * c] + p[4 + r] * l[4 * c + 1];
            v = v + p[8 + r] * l[4 * c + 2];
            out[4 * c + r] = gltfa__sk_clamp(c == 3 ? v + p[12 + r] : v);
        }
        out[4 * c + 3] = c == 3 ? 1.0f : 0.0f;
    }
}


/* The lanes' forms of gltfa_skeleton_world and gltfa_skin_joints (after the scalar code):
   1 when they did the work, 0 (no lanes) for the scalar code. */
static int gltfa__sk_world_lanes(const gltfa_skeleton *skeleton, const gltfa_trs *poses,
                                 float *world);
static int gltfa__sk_joints_lanes(const gltfa_skin *skin, const float *world, float *joint_matrices);

/* A node whose local matrix is l (its glTF matrix, or a pose's): a root's world is l
   clamped, another's its parent's x l. */
static void gltfa__sk_world_of(float *out, const float *world, size_t p, const float *l)
{
    size_t c, r;
    if (p != GLTFA_NO_PARENT) {
        gltfa__sk_affine_mul(out, world + 16 * p, l);
        return;
    }
    for (c = 0; c < 4; ++c) {
        for (r = 0; r < 3; ++r) out[4 * c + r] = gltfa__sk_clamp(l[4 * c + r]);
        out[4 * c + 3] = c == 3 ? 1.0f : 0.0f;
    }
}

GLTFA_API gltfa_result gltfa_skeleton_world(const gltfa_skeleton *skeleton,
                                            const gltfa_trs *poses, float *world)
{
    size_t k, n;
    const size_t *order, *order_parent;
    const float *const *matrices;
    GLTFA__REQUIRE(skeleton != NULL, GLTFA_ERROR_INVALID_ARGUMENT);
    n = skeleton->node_count;
    if (n == 0) return GLTFA_SUCCESS;
    GLTFA__REQUIRE(poses != NULL && world != NULL && skeleton->order != NULL,
                        GLTFA_ERROR_INVALID_ARGUMENT);
    order = skeleton->order;
    order_parent = skeleton->order_parent;
    matrices = skeleton->matrices;
    if (gltfa__sk_world_lanes(skeleton, poses, world)) return GLTFA_SUCCESS;
    for (k = 0; k < n; ++k) {
        size_t v = order[k];
        float l[16];
        if (matrices != NULL && matrices[v] != NULL) {
            gltfa__sk_world_of(world + 16 * v, world, order_parent[k], matrices[v]);
        } else {
            gltfa__sk_local(l, &poses[v], gltfa__sk_two_over_norm2(&poses[v]));
            gltfa__sk_world_of(world + 16 * v, world, order_parent[k], l);
        }
    }
    return GLTFA_SUCCESS;
}

GLTFA_API GLTFA__NO_LIBC_LOOPS gltfa_result gltfa_skin_init(gltfa_skin *skin,
    const size_t *joints, size_t joint_count, size_t node_count,
    const gltfa_accessor *inverse_bind, float *memory, size_t *bad_joint)
{
    size_t j, stride = 64;
    const unsigned char *base = NULL;
    GLTFA__REQUIRE(skin != NULL, GLTFA_ERROR_INVALID_ARGUMENT);
    skin->joints = NULL;
    skin->inverse_bind = NULL;
    skin->joint_count = 0;
    if (bad_joint != NULL) *bad_joint = 0;
    if (joint_count == 0) return GLTFA_SUCCESS;
    GLTFA__REQUIRE(joints != NULL && memory != NULL, GLTFA_ERROR_INVALID_ARGUMENT);
    if (joint_count > (size_t)-1 / 64) return GLTFA_ERROR_SIZE_OVERFLOW;
    for (j = 0; j < joint_count; ++j)
        if (joints[j] >= node_count) {
            if (bad_joint != NULL) *bad_joint = j;
            return GLTFA_ERROR_NODE_INDEX;
        }
    if (inverse_bind != NULL) {
        const gltfa_accessor *a = inverse_bind;
        if (a->data == NULL) return GLTFA_ERROR_NULL_DATA;
        if (a->component_type != GLTFA_FLOAT) {
            return a->component_type == GLTFA_BYTE || a->component_type == GLTFA_UNSIGNED_BYTE ||
                           a->component_type == GLTFA_SHORT ||
                           a->component_type == GLTFA_UNSIGNED_SHORT ||
                           a->component_type == GLTFA_UNSIGNED_INT
                       ? GLTFA_ERROR_COMPONENT_TYPE
                       : GLTFA_ERROR_UNKNOWN_COMPONENT_TYPE;
        }
        if (a->normalized) return GLTFA_ERROR_NORMALIZED;
        if (a->components != 16) return GLTFA_ERROR_COMPONENT_COUNT;
        if (a->count < joint_count) return GLTFA_ERROR_COUNT_MISMATCH;
        if (a->byte_stride != 0) {
            if (a->byte_stride < 64) return GLTFA_ERROR_STRIDE;
            stride = a->byte_stride;
        }
        /* the bytes read: (joint_count - 1) strides and one matrix */
        if (joint_count - 1 > ((size_t)-1 - 64) / stride) return GLTFA_ERROR_SIZE_OVERFLOW;
        if (a->byte_length != 0 && (joint_count - 1) * stride + 64 > a->byte_length)
            return GLTFA_ERROR_DATA_TOO_SHORT;
        base = (const unsigned char *)a->data;
    }
    for (j = 0; j < joint_count; ++j) {
        size_t e;
        for (e = 0; e < 16; ++e) {
            float identity = e % 5 == 0 ? 1.0f : 0.0f; /* e = 0, 5, 10, 15: the diagonal */
            float v = base == NULL ? identity : gltfa__f32le(base + j * stride + 4 * e);
            if (!gltfa__finite(v)) {
                if (bad_joint != NULL) *bad_joint = j;
                return GLTFA_ERROR_VALUE_NOT_FINITE;
            }
            memory[16 * j + e] = v;
        }
    }
    skin->joints = joints;
    skin->inverse_bind = memory;
    skin->joint_count = joint_count;
    return GLTFA_SUCCESS;
}

GLTFA_API size_t gltfa_skin_joint_count(const gltfa_skin *skin)
{
    return skin == NULL ? 0 : skin->joint_count;
}

GLTFA_API gltfa_result gltfa_skin_joints(const gltfa_skin *skin, const float *world,
                                         float *joint_matrices)
{
    size_t j, n;
    GLTFA__REQUIRE(skin != NULL, GLTFA_ERROR_INVALID_ARGUMENT);
    n = skin->joint_count;
    if (n == 0) return GLTFA_SUCCESS;
    GLTFA__REQUIRE(world != NULL && joint_matrices != NULL && skin->joints != NULL,
                        GLTFA_ERROR_INVALID_ARGUMENT);
    if (gltfa__sk_joints_lanes(skin, world, joint_matrices)) return GLTFA_SUCCESS;
    for (j = 0; j < n; ++j) {
        /* out = w x b, every row: ((w[r][0] b[0][c] + w[r][1] b[1][c]) + w[r][2] b[2][c]) +
           w[r][3] b[3][c]; w's last row is 0 0 0 1, so out's is b's (up to the sign of 0) */
        const float *w = world + 16 * skin->joints[j], *b = skin->inverse_bind + 16 * j;
        float *out = joint_matrices + 16 * j;
        size_t r, c;
        for (c = 0; c < 4; ++c)
            for (r = 0; r < 4; ++r) {
                float v = w[r] * b[4 * c] + w[4 + r] * b[4 * c + 1];
                v = v + w[8 + r] * b[4 * c + 2];
                out[4 * c + r] = gltfa__sk_clamp(v + w[12 + r] * b[4 * c + 3]);
            }
    }
    return GLTFA_SUCCESS;
}

/* ---------------------------------------------------------------------------------------
   THE SKELETON'S LANES (GLTFA__MX, the platform layer's): four floats at once, the scalar
   code's operations in its order, so the same bits. gltfa_skeleton_world and
   gltfa_skin_joints call them first.
   --------------------------------------------------------------------------------------- */
#ifdef GLTFA__MX
/* gltfa__sk_local4 loads 16 bytes from rotation + 3: rotation[3], then scale[0..2], which
   must follow it in gltfa_trs with no padding; a root's translation is 16 bytes from
   translation (rotation[0] follows, replaced by the matrix's 1). */
typedef char gltfa__sk_scale_follows_rotation[
    offsetof(gltfa_trs, scale) == offsetof(gltfa_trs, rotation) + 4 * sizeof(float) ? 1 : -1];
typedef char gltfa__sk_rotation_follows_translation[
    offsetof(gltfa_trs, rotation) == offsetof(gltfa_trs, translation) + 3 * sizeof(float) ? 1 : -1];

/* Four poses' local matrices at once, a lane a pose, with gltfa__sk_local's operations:
   lane i of lm[3c + r] is row r of column c of pose i's (c < 3; the translation is the
   pose's). */
static void gltfa__sk_local4(gltfa__mx *lm, const gltfa_trs *const *pose)
{
    gltfa__mx x, y, z, w, sx, sy, sz, sc, xs, ys, zs, wx, wy, wz, xx, xy, xz, yy, yz, zz, one;
    /* x y z w of each pose, and w sx sy sz (the 16 bytes from rotation[3], inside the
       struct), transposed: a lane a pose */
    x = GLTFA__MX_LOAD(pose[0]->rotation); y = GLTFA__MX_LOAD(pose[1]->rotation);
    z = GLTFA__MX_LOAD(pose[2]->rotation); w = GLTFA__MX_LOAD(pose[3]->rotation);
    GLTFA__MX_TRANSPOSE4(x, y, z, w);
    sc = GLTFA__MX_LOAD(pose[0]->rotation + 3); sx = GLTFA__MX_LOAD(pose[1]->rotation + 3);
    sy = GLTFA__MX_LOAD(pose[2]->rotation + 3); sz = GLTFA__MX_LOAD(pose[3]->rotation + 3);
    GLTFA__MX_TRANSPOSE4(sc, sx, sy, sz);
    sc = GLTFA__MX_TWO_OVER(GLTFA__MX_ADD(GLTFA__MX_ADD(GLTFA__MX_ADD(GLTFA__MX_MUL(x, x),
        GLTFA__MX_MUL(y, y)), GLTFA__MX_MUL(z, z)), GLTFA__MX_MUL(w, w)));
    xs = GLTFA__MX_MUL(x, sc); ys = GLTFA__MX_MUL(y, sc); zs = GLTFA__MX_MUL(z, sc);
    wx = GLTFA__MX_MUL(w, xs); wy = GLTFA__MX_MUL(w, ys); wz = GLTFA__MX_MUL(w, zs);
    xx = GLTFA__MX_MUL(x, xs); xy = GLTFA__MX_MUL(x, ys); xz = GLTFA__MX_MUL(x, zs);
    yy = GLTFA__MX_MUL(y, ys); yz = GLTFA__MX_MUL(y, zs); zz = GLTFA__MX_MUL(z, zs);
    one = GLTFA__MX_SET(1.0f);
    lm[0] = GLTFA__MX_MUL(GLTFA__MX_SUB(one, GLTFA__MX_ADD(yy, zz)), sx);
    lm[1] = GLTFA__MX_MUL(GLTFA__MX_ADD(xy, wz), sx);
    lm[2] = GLTFA__MX_MUL(GLTFA__MX_SUB(xz, wy), sx);
    lm[3] = GLTFA__MX_MUL(GLTFA__MX_SUB(xy, wz), sy);
    lm[4] = GLTFA__MX_MUL(GLTFA__MX_SUB(one, GLTFA__MX_ADD(xx, zz)), sy);
    lm[5] = GLTFA__MX_MUL(GLTFA__MX_ADD(yz, wx), sy);
    lm[6] = GLTFA__MX_MUL(GLTFA__MX_ADD(xz, wy), sz);
    lm[7] = GLTFA__MX_MUL(GLTFA__MX_SUB(yz, wx), sz);
    lm[8] = GLTFA__MX_MUL(GLTFA__MX_SUB(one, GLTFA__MX_ADD(xx, yy)), sz);
}

/* gltfa__sk_affine_mul in lanes: out = p x l, l's element (row k, column c < 3) in every
   lane of e[3c + k], its translation (column 3) in e[9 + k]. clamp 1: each column clamped,
   as the scalar code does. clamp 0 (a constant where it is called): not clamped, and *sum
   gathers the columns (a NaN or an infinity in any makes it non-finite); row 3 of column 3
   is then ((+-0 + +-0) + +-0) + 1 = 1 exactly, as p's last row is 0 0 0 1. */
static GLTFA__ALWAYS_INLINE void gltfa__sk_mul_lanes(float *out, const float *p, const gltfa__mx *e,
                                                    int clamp, gltfa__mx *sum)
{
    gltfa__mx p0 = GLTFA__MX_LOAD(p), p1 = GLTFA__MX_LOAD(p + 4), p2 = GLTFA__MX_LOAD(p + 8);
    gltfa__mx p3 = GLTFA__MX_LOAD(p + 12), v;
    size_t c;
    GLTFA__UNROLL
    for (c = 0; c < 3; ++c) {
        v = GLTFA__MX_ADD(GLTFA__MX_ADD(GLTFA__MX_MUL(p0, e[3 * c]), GLTFA__MX_MUL(p1, e[3 * c + 1])),
                          GLTFA__MX_MUL(p2, e[3 * c + 2]));
        if (clamp) v = GLTFA__MX_CLAMP(v);
        else *sum = GLTFA__MX_ADD(*sum, v);
        GLTFA__MX_STORE(out + 4 * c, GLTFA__MX_ROW3_ZERO(v));
    }
    v = GLTFA__MX_ADD(GLTFA__MX_ADD(GLTFA__MX_ADD(GLTFA__MX_MUL(p0, e[9]), GLTFA__MX_MUL(p1, e[10])),
                                    GLTFA__MX_MUL(p2, e[11])),
                      p3);
    if (clamp) {
        v = GLTFA__MX_ROW3_ONE(GLTFA__MX_CLAMP(v));
    } else {
        *sum = GLTFA__MX_ADD(*sum, v);
    }
    GLTFA__MX_STORE(out + 12, v);
}

/* A root's world matrix: its local matrix's columns c0..c3 (their last rows 0, 0, 0, 1)
   clamped (clamp 1), or as they are with *sum gathering them (clamp 0), as
   gltfa__sk_mul_lanes. */
static GLTFA__ALWAYS_INLINE void gltfa__sk_root_lanes(float *out, gltfa__mx c0, gltfa__mx c1,
                                                     gltfa__mx c2, gltfa__mx c3, int clamp,
                                                     gltfa__mx *sum)
{
    if (clamp) {
        c0 = GLTFA__MX_CLAMP(c0); c1 = GLTFA__MX_CLAMP(c1);
        c2 = GLTFA__MX_CLAMP(c2); c3 = GLTFA__MX_CLAMP(c3);
    } else {
        *sum = GLTFA__MX_ADD(GLTFA__MX_ADD(*sum, GLTFA__MX_ADD(c0, c1)), GLTFA__MX_ADD(c2, c3));
    }
    GLTFA__MX_STORE(out, c0);
    GLTFA__MX_STORE(out + 4, c1);
    GLTFA__MX_STORE(out + 8, c2);
    GLTFA__MX_STORE(out + 12, c3);
}

/* Whether the four lanes of a sum are finite. */
static int gltfa__sk_sum_finite(gltfa__mx sum)
{
    float v[4];
    GLTFA__MX_STORE(v, sum);
    return gltfa__finite(v[0]) && gltfa__finite(v[1]) && gltfa__finite(v[2]) && gltfa__finite(v[3]);
}

/* The poses of the block of four nodes from order[k] (the last block repeats its first). */
static GLTFA__ALWAYS_INLINE void gltfa__sk_pose4(const gltfa_trs **pose, const gltfa_trs *poses,
                                                const size_t *order, size_t k, size_t n)
{
    size_t i;
    if (k + 4 <= n) { /* every block but a short last one */
        pose[0] = &poses[order[k]];
        pose[1] = &poses[order[k + 1]];
        pose[2] = &poses[order[k + 2]];
        pose[3] = &poses[order[k + 3]];
        return;
    }
    for (i = 0; i < 4; ++i) pose[i] = &poses[order[k + i < n ? k + i : k]];
}

/* Lane i of v in every lane (i is a constant where it is inlined). */
static GLTFA__ALWAYS_INLINE gltfa__mx gltfa__sk_lane(gltfa__mx v, size_t i)
{
    switch (i) {
    case 0: return GLTFA__MX_DUP(v, 0);
    case 1: return GLTFA__MX_DUP(v, 1);
    case 2: return GLTFA__MX_DUP(v, 2);
    default: return GLTFA__MX_DUP(v, 3);
    }
}

/* The world matrix (at out) of a root, or of a node with a matrix m (else NULL) whose
   parent is p: lane i of lm is its local matrix, pose its pose. Returns the sum of its
   columns (clamp 0), as gltfa__sk_mul_lanes gathers them. Out of line: these are few (and
   the caller's sum stays in a register). */
static GLTFA__NOINLINE gltfa__mx gltfa__sk_node_other(float *out, const float *world, size_t p,
                                                      const float *m, const gltfa__mx *lm,
                                                      size_t i, const gltfa_trs *pose, int clamp)
{
    gltfa__mx sum = GLTFA__MX_SET(0.0f);
    if (m != NULL && p != GLTFA_NO_PARENT) {
        gltfa__mx e[12];
        size_t c, r;
        for (c = 0; c < 4; ++c)
            for (r = 0; r < 3; ++r) e[3 * c + r] = GLTFA__MX_SET(m[4 * c + r]);
        gltfa__sk_mul_lanes(out, world + 16 * p, e, clamp, &sum);
    } else if (m != NULL) {
        gltfa__sk_root_lanes(out, GLTFA__MX_ROW3_ZERO(GLTFA__MX_LOAD(m)),
                             GLTFA__MX_ROW3_ZERO(GLTFA__MX_LOAD(m + 4)),
                             GLTFA__MX_ROW3_ZERO(GLTFA__MX_LOAD(m + 8)),
                             GLTFA__MX_ROW3_ONE(GLTFA__MX_LOAD(m + 12)), clamp, &sum);
    } else { /* a root: lm's lanes transposed, lane i its columns (row 3 zero) */
        gltfa__mx c[3][4], zero = GLTFA__MX_SET(0.0f);
        size_t j;
        for (j = 0; j < 3; ++j) {
            c[j][0] = lm[3 * j];
            c[j][1] = lm[3 * j + 1];
            c[j][2] = lm[3 * j + 2];
            c[j][3] = zero;
            GLTFA__MX_TRANSPOSE4(c[j][0], c[j][1], c[j][2], c[j][3]);
        }
        gltfa__sk_root_lanes(out, c[0][i], c[1][i], c[2][i],
                             GLTFA__MX_ROW3_ONE(GLTFA__MX_LOAD(pose->translation)), clamp, &sum);
    }
    return sum;
}

/* The world matrix of the node at order[k + i], lane i of the block's lm and pose (i a
   constant where it is inlined: its elements are taken from lm's registers). */
static GLTFA__ALWAYS_INLINE void gltfa__sk_node(float *world, const size_t *order,
                                               const size_t *order_parent, size_t k, size_t i,
                                               const float *const *matrices, int any_matrix,
                                               const gltfa__mx *lm, const gltfa_trs *const *pose,
                                               int clamp, gltfa__mx *sum)
{
    const size_t v = order[k + i], p = order_parent[k + i];
    const float *m = any_matrix ? matrices[v] : NULL;
    if (m == NULL && p != GLTFA_NO_PARENT) {
        gltfa__mx e[12], t = GLTFA__MX_LOAD(pose[i]->translation);
        e[0] = gltfa__sk_lane(lm[0], i); e[1] = gltfa__sk_lane(lm[1], i);
        e[2] = gltfa__sk_lane(lm[2], i); e[3] = gltfa__sk_lane(lm[3], i);
        e[4] = gltfa__sk_lane(lm[4], i); e[5] = gltfa__sk_lane(lm[5], i);
        e[6] = gltfa__sk_lane(lm[6], i); e[7] = gltfa__sk_lane(lm[7], i);
        e[8] = gltfa__sk_lane(lm[8], i);
        e[9] = GLTFA__MX_DUP(t, 0); e[10] = GLTFA__MX_DUP(t, 1); e[11] = GLTFA__MX_DUP(t, 2);
        gltfa__sk_mul_lanes(world + 16 * v, world + 16 * p, e, clamp, sum);
    } else {
        *sum = GLTFA__MX_ADD(*sum, gltfa__sk_node_other(world + 16 * v, world, p, m, lm, i,
                                                        pose[i], clamp));
    }
}

/* The lanes' world matrices, clamped (clamp 1) or not (clamp 0: then 1 when every element is
   finite, else 0). */
static GLTFA__ALWAYS_INLINE int gltfa__sk_world_pass(const gltfa_skeleton *skeleton,
                                                    const gltfa_trs *poses, float *world, int clamp,
                                                    int any_matrix)
{
    const size_t n = skeleton->node_count, *order = skeleton->order;
    const size_t *order_parent = skeleton->order_parent;
    const float *const *matrices = skeleton->matrices;
    gltfa__mx sum = GLTFA__MX_SET(0.0f);
    gltfa__mx lm[3][9];
    const gltfa_trs *pose[3][4];
    size_t k, b = 0;
    /* Four nodes at a time in parent-first order: their local matrices in lanes (they wait
       for no parent), then each one's product (a parent earlier in the block is done). The
       local matrices of the block two ahead are made before this block's products, which
       wait for their parents: the two overlap (one block ahead, the products did not cover
       the local matrices' division). */
    gltfa__sk_pose4(pose[0], poses, order, 0, n);
    gltfa__sk_local4(lm[0], pose[0]);
    if (4 < n) {
        gltfa__sk_pose4(pose[1], poses, order, 4, n);
        gltfa__sk_local4(lm[1], pose[1]);
    }
    for (k = 0; k < n; k += 4, b = b == 2 ? 0 : b + 1) {
        if (k + 8 < n) {
            const size_t b2 = b == 0 ? 2 : b - 1;
            gltfa__sk_pose4(pose[b2], poses, order, k + 8, n);
            gltfa__sk_local4(lm[b2], pose[b2]);
        }
        /* the last block has 1 to 4 nodes */
        gltfa__sk_node(world, order, order_parent, k, 0, matrices, any_matrix, lm[b], pose[b],
                       clamp, &sum);
        if (k + 1 < n)
            gltfa__sk_node(world, order, order_parent, k, 1, matrices, any_matrix, lm[b], pose[b],
                           clamp, &sum);
        if (k + 2 < n)
            gltfa__sk_node(world, order, order_parent, k, 2, matrices, any_matrix, lm[b], pose[b],
                           clamp, &sum);
        if (k + 3 < n)
            gltfa__sk_node(world, order, order_parent, k, 3, matrices, any_matrix, lm[b], pose[b],
                           clamp, &sum);
    }
    return clamp || gltfa__sk_sum_finite(sum);
}

/* The clamp is the identity on finite values, so a pass without it gives the same bits
   whenever every element it computes is finite (a node reads only its parent's elements,
   which it checked). Where one is not (a NaN pose, or a hostile file's huge scales), the
   pass is done again with the clamp. */
static int gltfa__sk_world_lanes(const gltfa_skeleton *skeleton, const gltfa_trs *poses,
                                 float *world)
{
    if (skeleton->matrices == NULL ? !gltfa__sk_world_pass(skeleton, poses, world, 0, 0)
                                   : !gltfa__sk_world_pass(skeleton, poses, world, 0, 1))
        (void)gltfa__sk_world_pass(skeleton, poses, world, 1, skeleton->matrices != NULL);
    return 1;
}

/* The lanes' joint matrices, clamped or not, as gltfa__sk_world_pass. */
static GLTFA__ALWAYS_INLINE int gltfa__sk_joints_pass(const gltfa_skin *skin, const float *world,
                                                     float *joint_matrices, int clamp)
{
    gltfa__mx sum = GLTFA__MX_SET(0.0f);
    const size_t n = skin->joint_count, *joints = skin->joints; /* read once: the stores */
    const float *inverse_bind = skin->inverse_bind;              /* might alias skin */
    size_t j;
    for (j = 0; j < n; ++j) {
        const float *w = world + 16 * joints[j], *b = inverse_bind + 16 * j;
        float *out = joint_matrices + 16 * j;
        gltfa__mx w0 = GLTFA__MX_LOAD(w), w1 = GLTFA__MX_LOAD(w + 4), w2 = GLTFA__MX_LOAD(w + 8);
        gltfa__mx w3 = GLTFA__MX_LOAD(w + 12), v, bc;
        size_t c;
        GLTFA__UNROLL
        for (c = 0; c < 4; ++c) {
            bc = GLTFA__MX_LOAD(b + 4 * c); /* b's column c, each element in every lane */
            v = GLTFA__MX_ADD(GLTFA__MX_ADD(GLTFA__MX_ADD(GLTFA__MX_MUL(w0, GLTFA__MX_DUP(bc, 0)),
                                                          GLTFA__MX_MUL(w1, GLTFA__MX_DUP(bc, 1))),
                                            GLTFA__MX_MUL(w2, GLTFA__MX_DUP(bc, 2))),
                              GLTFA__MX_MUL(w3, GLTFA__MX_DUP(bc, 3)));
            if (clamp) v = GLTFA__MX_CLAMP(v);
            else sum = GLTFA__MX_ADD(sum, v);
            GLTFA__MX_STORE(out + 4 * c, v);
        }
    }
    return clamp || gltfa__sk_sum_finite(sum);
}

static int gltfa__sk_joints_lanes(const gltfa_skin *skin, const float *world, float *joint_matrices)
{
    if (!gltfa__sk_joints_pass(skin, world, joint_matrices, 0))
        (void)gltfa__sk_joints_pass(skin, world, joint_matrices, 1);
    return 1;
}
#else
static int gltfa__sk_world_lanes(const gltfa_skeleton *skeleton, const gltfa_trs *poses,
                                 float *world)
{
    (void)skeleton; (void)poses; (void)world;
    return 0;
}

static int gltfa__sk_joints_lanes(const gltfa_skin *skin, const float *world, float *joint_matrices)
{
    (void)skin; (void)world; (void)joint_matrices;
    return 0;
}
#endif

/* ---------------------------------------------------------------------------------------
   Root motion. The ground transforms are planar: a translation (x, y) on the axes
   (up + 1) % 3, (up + 2) % 3 and a turn, kept as its cosine and sine or as an angle in
   turns (1 turn = 2 pi), where a reduction by whole turns is exact. No libm: the sine, the
   cosine and the arc tangent are series on at most an eighth of a turn, in gltfa__real.
   --------------------------------------------------------------------------------------- */

#define GLTFA__RM_READY 0x100u        /* flags: initialized */
#define GLTFA__RM_LOOPS GLTFA__RM_R(1073741824L) /* 2^30: the loop counts the motion takes */
#define GLTFA__RM_R(x) ((gltfa__real)(x)) /* a constant in the kernels' type */
#define GLTFA__RM_TWO_PI GLTFA__RM_R(6.283185307179586476925286766559)

/* x less its nearest integer, in (-1/2, 1/2] (|x| < 2^30): exact. */
static gltfa__real gltfa__rm_wrap(gltfa__real x)
{
    x -= (gltfa__real)(long)x; /* (long) truncates: |x| < 1 now, exactly */
    if (x > (gltfa__real)0.5) x -= 1;
    else if (x <= (gltfa__real)-0.5) x += 1;
    return x;
}

/* cs = (cos, sin) of x turns (|x| < 2^30): x wrapped, less its nearest quarter turn (both
   exact), then the Taylor series of the two on at most an eighth of a turn (pi / 4: their
   terms up to degree 18 reach the double rounding). */
static void gltfa__rm_sincos(gltfa__real x, gltfa__real *cs)
{
    static const gltfa__real sn[8] = { GLTFA__RM_R(-1.0 / 6.0), GLTFA__RM_R(1.0 / 120.0), GLTFA__RM_R(-1.0 / 5040.0), GLTFA__RM_R(1.0 / 362880.0),
                                       GLTFA__RM_R(-1.0 / 39916800.0), GLTFA__RM_R(1.0 / 6227020800.0),
                                       GLTFA__RM_R(-1.0 / 1307674368000.0), GLTFA__RM_R(1.0 / 355687428096000.0) };
    static const gltfa__real cn[9] = { GLTFA__RM_R(-1.0 / 2.0), GLTFA__RM_R(1.0 / 24.0), GLTFA__RM_R(-1.0 / 720.0), GLTFA__RM_R(1.0 / 40320.0),
                                       GLTFA__RM_R(-1.0 / 3628800.0), GLTFA__RM_R(1.0 / 479001600.0),
                                       GLTFA__RM_R(-1.0 / 87178291200.0), GLTFA__RM_R(1.0 / 20922789888000.0),
                                       GLTFA__RM_R(-1.0 / 6402373705728000.0) };
    gltfa__real a, a2, s = 0, c = 0, t;
    int quarter, i, n;
    x = gltfa__rm_wrap(x);
    quarter = (int)(x * 4 + (x < 0 ? (gltfa__real)-0.5 : (gltfa__real)0.5)); /* -2 .. 2 */
    a = (x - (gltfa__real)quarter * (gltfa__real)0.25) * GLTFA__RM_TWO_PI;
    a2 = a * a;
    n = a2 < GLTFA__RM_R(1e-4) ? 3 : 8; /* a small angle: a^10 / 10! < 2^-53 a^2 ... */
    for (i = n - 1; i >= 0; --i) s = (s + sn[i]) * a2;
    for (i = n; i >= 0; --i) c = (c + cn[i]) * a2;
    s = a + a * s;
    c = 1 + c;
    quarter = (quarter + 4) & 3; /* a quarter turn maps (c, s) to (-s, c) */
    if (quarter & 1) { t = c; c = -s; s = t; }
    if (quarter & 2) { c = -c; s = -s; }
    cs[0] = c;
    cs[1] = s;
}

/* atan2(y, x) in turns, in (-1/2, 1/2] (0 for (0, 0)): the octant by exact steps (swap,
   signs), an eighth of a turn off for z = min / max above tan(pi / 8), then the Taylor
   series of atan on |w| <= tan(pi / 8) (terms up to w^41 reach the double rounding). */
static gltfa__real gltfa__rm_atan2(gltfa__real y, gltfa__real x)
{
    static const gltfa__real at[20] = {
        GLTFA__RM_R(-1.0 / 3.0), GLTFA__RM_R(1.0 / 5.0), GLTFA__RM_R(-1.0 / 7.0), GLTFA__RM_R(1.0 / 9.0), GLTFA__RM_R(-1.0 / 11.0), GLTFA__RM_R(1.0 / 13.0), GLTFA__RM_R(-1.0 / 15.0),
        GLTFA__RM_R(1.0 / 17.0), GLTFA__RM_R(-1.0 / 19.0), GLTFA__RM_R(1.0 / 21.0), GLTFA__RM_R(-1.0 / 23.0), GLTFA__RM_R(1.0 / 25.0), GLTFA__RM_R(-1.0 / 27.0), GLTFA__RM_R(1.0 / 29.0),
        GLTFA__RM_R(-1.0 / 31.0), GLTFA__RM_R(1.0 / 33.0), GLTFA__RM_R(-1.0 / 35.0), GLTFA__RM_R(1.0 / 37.0), GLTFA__RM_R(-1.0 / 39.0), GLTFA__RM_R(1.0 / 41.0) };
    gltfa__real ax = x < 0 ? -x : x, ay = y < 0 ? -y : y, z, z2, r = 0, a;
    int i, n, swap = ay > ax, eighth = 0;
    if (!(ax > 0) && !(ay > 0)) return 0;
    z = swap ? ax / ay : ay / ax; /* [0, 1] */
    if (z > (gltfa__real)0.41421356237309504880) {
        z = (z - 1) / (z + 1); /* atan z = pi / 4 + atan((z - 1) / (z + 1)) */
        eighth = 1;
    }
    z2 = z * z;
    /* terms to w^(2n+1): z2^n below the double rounding (a frame's turn is small) */
    n = z2 < GLTFA__RM_R(1e-4) ? 4 : z2 < GLTFA__RM_R(1e-2) ? 8 : 20;
    if (GLTFA__FLOAT_KERNELS && n > 9) n = 9;
    for (i = n; i >= 1; --i) r = (r + at[i - 1]) * z2;
    a = (z + z * r) / GLTFA__RM_TWO_PI; /* turns */
    if (eighth) a += (gltfa__real)0.125;
    if (swap) a = (gltfa__real)0.25 - a;
    if (x < 0) a = (gltfa__real)0.5 - a;
    return y < 0 ? -a : a;
}

/* a b + c d from exact products: in double a product of floats is exact; with float
   kernels each float is cut in two halves of 12 bits by its bits (no fused multiply-add can
   change that), whose products are exact. The result is then accurate to its own size
   (a twist's sine relative to the start's, however small). */
static gltfa__real gltfa__rm_dot2(float a, float b, float c, float d)
{
    float v[4], hi[4], lo[4];
    int i;
    if (!GLTFA__FLOAT_KERNELS)
        return (gltfa__real)a * (gltfa__real)b + (gltfa__real)c * (gltfa__real)d;
    v[0] = a; v[1] = b; v[2] = c; v[3] = d;
    for (i = 0; i < 4; ++i) {
        hi[i] = gltfa__bits_to_f32(gltfa__f32_to_bits(v[i]) & 0xFFFFF000u);
        lo[i] = v[i] - hi[i];
    }
    return (gltfa__real)((hi[0] * hi[1] + hi[2] * hi[3]) +
                         ((hi[0] * lo[1] + lo[0] * hi[1]) + (hi[2] * lo[3] + lo[2] * hi[3]) +
                          (lo[0] * lo[1] + lo[2] * lo[3])));
}

/* A real as a finite float: clamped to +-FLT_MAX, NaN (a float-kernel overflow) to 0. */
static float gltfa__rm_float(gltfa__real x)
{
    if (!(x == x)) return 0.0f;
    if (x > (gltfa__real)FLT_MAX) return FLT_MAX;
    if (x < -(gltfa__real)FLT_MAX) return -FLT_MAX;
    return (float)x;
}

/* The root's pose at clip time q: translation pose[0..2], rotation pose[3..6]. */
static GLTFA__NO_LIBC_LOOPS void gltfa__rm_pose(gltfa_root_motion *rm, float q, float *pose)
{
    size_t i, j;
    for (i = 0; i < 2; ++i) {
        float *out = pose + 3 * i;
        const size_t n = i ? 4 : 3;
        if (rm->sampler[i] == NULL ||
            gltfa_sampler_sample_cursor(rm->sampler[i], q, &rm->cursor[i], out, n) != GLTFA_SUCCESS)
            for (j = 0; j < n; ++j) out[j] = rm->fixed[3 * i + j];
    }
}

/* The twist half-angle of a pose's rotation, h = (w, rotation[up]), (1, 0) without the yaw
   or where both are 0 (a half turn about a ground axis: no twist). */
static void gltfa__rm_twist(const gltfa_root_motion *rm, const float *pose, float *h)
{
    h[0] = 1.0f;
    h[1] = 0.0f;
    if ((rm->flags & GLTFA_ROOT_MOTION_YAW) && (pose[6] != 0.0f || pose[3 + rm->up] != 0.0f)) {
        h[0] = pose[6];
        h[1] = pose[3 + rm->up];
    }
}

/* cs = cos, sin of the full turn of the half-angle complex number re + i im (rational:
   (re^2 - im^2, 2 re im) / (re^2 + im^2)); left as it is for 0. */
static void gltfa__rm_cos_sin(gltfa__real re, gltfa__real im, gltfa__real *cs)
{
    const gltfa__real n = re * re + im * im;
    if (n > 0) {
        cs[0] = (re * re - im * im) / n;
        cs[1] = 2 * re * im / n;
    }
}

/* The turn from twist a to twist b in turns, in (-1/2, 1/2]: the angle of conj(a) b (the
   half angle; a and -a are one rotation) from exact products, accurate to its own size. */
static gltfa__real gltfa__rm_turn(const float *a, const float *b)
{
    gltfa__real re = gltfa__rm_dot2(a[0], b[0], a[1], b[1]);
    gltfa__real im = gltfa__rm_dot2(a[0], b[1], -a[1], b[0]);
    if (re < 0) { re = -re; im = -im; }
    return 2 * gltfa__rm_atan2(im, re);
}

/* Playback time `time`: its loop count k (clamped to +-2^30), and of the pose at its clip
   time q, rel(q) = G(t0)^-1 o G(q) (translation p, the turn's cos and sin) and the twist h.
   Kept for the last time asked: a frame's delta starts where the last one ended (the same
   values as computed anew). */
static void gltfa__rm_state(gltfa_root_motion *rm, float time)
{
    const unsigned i = (rm->up + 1) % 3, j = (rm->up + 2) % 3;
    gltfa__real dx, dy, kr;
    float q, pose[7];
    long k;
    if (rm->state_ok && gltfa__f32_to_bits(time) == gltfa__f32_to_bits(rm->state_time)) return;
    q = gltfa_wrap_repeat(time, rm->start, rm->end, &k);
    kr = (gltfa__real)k;
    rm->state[0] = kr > GLTFA__RM_LOOPS ? GLTFA__RM_LOOPS : (kr < -GLTFA__RM_LOOPS ? -GLTFA__RM_LOOPS : kr);
    gltfa__rm_pose(rm, q, pose);
    dx = (gltfa__real)pose[i] - rm->p0[0];
    dy = (gltfa__real)pose[j] - rm->p0[1];
    rm->state[1] = rm->turn0[0] * dx + rm->turn0[1] * dy; /* turned back by the start's yaw */
    rm->state[2] = rm->turn0[0] * dy - rm->turn0[1] * dx;
    gltfa__rm_twist(rm, pose, rm->state_h);
    rm->state[3] = 1;
    rm->state[4] = 0;
    if (rm->flags & GLTFA_ROOT_MOTION_YAW) /* conj(h0) h: the relative turn's half angle */
        gltfa__rm_cos_sin(gltfa__rm_dot2(rm->h0[0], rm->state_h[0], rm->h0[1], rm->state_h[1]),
                          gltfa__rm_dot2(rm->h0[0], rm->state_h[1], -rm->h0[1], rm->state_h[0]),
                          rm->state + 3);
    rm->state_time = time;
    rm->state_ok = 1;
}

/* L^k: translation t, angle *turns and its cos, sin: k times the loop angle (k exact in
   turns, wrapped), the translation sum_{j < k} R(j theta) l = e^{i (k - 1) theta / 2}
   (sin(k theta / 2) / sin(theta / 2)) l, in the form (C S + i S^2) e^{-i theta / 2} /
   sin(theta / 2) with C + i S = e^{i k theta / 2}: bounded by |k| |l|, and k l where the
   loop angle is 0. */
static void gltfa__rm_loops(const gltfa_root_motion *rm, gltfa__real k, gltfa__real *t,
                            gltfa__real *turns, gltfa__real *cs)
{
    gltfa__real h[2], a, b, v0, v1;
    const gltfa__real x = k * rm->half_turns;
    if (k == 0) { /* the identity (a frame within one pass) */
        t[0] = t[1] = *turns = cs[1] = 0;
        cs[0] = 1;
        return;
    }
    gltfa__rm_sincos(x, h);
    cs[0] = h[0] * h[0] - h[1] * h[1];
    cs[1] = 2 * h[0] * h[1];
    *turns = 2 * gltfa__rm_wrap(x);
    if (rm->half[1] == 0) {
        t[0] = k * rm->loop[0];
        t[1] = k * rm->loop[1];
        return;
    }
    a = h[0] * h[1] / rm->half[1];
    b = h[1] * h[1] / rm->half[1];
    v0 = a * rm->half[0] + b * rm->half[1];
    v1 = b * rm->half[0] - a * rm->half[1];
    t[0] = v0 * rm->loop[0] - v1 * rm->loop[1];
    t[1] = v0 * rm->loop[1] + v1 * rm->loop[0];
}

/* The motion's floats from translation t (in the plane) and angle turns (any). */
static GLTFA__NO_LIBC_LOOPS void gltfa__rm_motion(const gltfa_root_motion *rm, const gltfa__real *t, gltfa__real turns,
                             gltfa_motion *m)
{
    gltfa__real cs[2];
    int i;
    turns = gltfa__rm_wrap(turns);
    gltfa__rm_sincos(turns / 2, cs); /* an angle in (-1/4, 1/4]: cos >= 0 */
    for (i = 0; i < 3; ++i) {
        m->translation[i] = 0.0f;
        m->rotation[i] = 0.0f;
    }
    m->translation[(rm->up + 1) % 3] = gltfa__rm_float(t[0]);
    m->translation[(rm->up + 2) % 3] = gltfa__rm_float(t[1]);
    m->yaw = (float)(turns * GLTFA__RM_TWO_PI);
    m->rotation[rm->up] = (float)cs[1];
    m->rotation[3] = (float)cs[0];
}

GLTFA_API GLTFA__NO_LIBC_LOOPS gltfa_result gltfa_root_motion_init(
    gltfa_root_motion *root_motion, const gltfa_clip *clip, const gltfa_nodes *nodes, size_t node,
    unsigned up, unsigned flags)
{
    gltfa_root_motion *rm = root_motion;
    const gltfa_trs *pose;
    float first[7];
    gltfa_result r = GLTFA_SUCCESS;
    gltfa__real twist_turns;
    size_t c, n;
    int i;
    GLTFA__REQUIRE(rm != NULL, GLTFA_ERROR_INVALID_ARGUMENT);
    rm->sampler[0] = rm->sampler[1] = NULL;
    rm->cursor[0] = rm->cursor[1] = 0;
    for (i = 0; i < 7; ++i) rm->fixed[i] = 0.0f;
    rm->start = rm->end = 0.0f;
    rm->up = 0;
    rm->flags = 0; /* not ready */
    rm->state_ok = 0;
    rm->h0[0] = 1.0f;
    rm->h0[1] = 0.0f;
    rm->p0[0] = rm->p0[1] = rm->loop[0] = rm->loop[1] = rm->half_turns = rm->half[1] = 0;
    rm->turn0[0] = rm->half[0] = 1;
    rm->turn0[1] = 0;
    GLTFA__REQUIRE(clip != NULL && nodes != NULL && !(flags & ~GLTFA_ROOT_MOTION_YAW),
                   GLTFA_ERROR_INVALID_ARGUMENT);
    if (node >= nodes->node_count || nodes->poses == NULL) return GLTFA_ERROR_NODE_INDEX;
    if (up > 2) return GLTFA_ERROR_AXIS;
    pose = &nodes->poses[node];
    n = gltfa_clip_channel_count(clip);
    for (c = 0; c < n; ++c) {
        const float *dest = gltfa_clip_channel_dest(clip, c, NULL);
        const gltfa_sampler *s = gltfa_clip_channel_sampler(clip, c);
        if (dest == pose->translation) {
            if (gltfa_sampler_width(s) != 3 || gltfa_sampler_is_quaternion(s))
                r = GLTFA_ERROR_WIDTH_MISMATCH;
            rm->sampler[0] = s;
        } else if (dest == pose->rotation && (flags & GLTFA_ROOT_MOTION_YAW)) {
            if (!gltfa_sampler_is_quaternion(s)) r = GLTFA_ERROR_WIDTH_MISMATCH;
            rm->sampler[1] = s;
        }
    }
    for (i = 0; i < 2 && r == GLTFA_SUCCESS; ++i)
        if (rm->sampler[i] != NULL) r = gltfa_sampler_check(rm->sampler[i], NULL);
    if (r == GLTFA_SUCCESS && rm->sampler[0] == NULL && rm->sampler[1] == NULL)
        r = GLTFA_ERROR_NOT_ANIMATED;
    for (i = 0; i < 3; ++i) rm->fixed[i] = pose->translation[i];
    for (i = 0; i < 4; ++i) rm->fixed[3 + i] = pose->rotation[i];
    for (i = 0; i < 7; ++i) {
        if (r == GLTFA_SUCCESS && !gltfa__finite(rm->fixed[i]) &&
            (i < 3 ? rm->sampler[0] == NULL
                   : rm->sampler[1] == NULL && (flags & GLTFA_ROOT_MOTION_YAW)))
            r = GLTFA_ERROR_VALUE_NOT_FINITE; /* a part without a channel, used */
    }
    if (r != GLTFA_SUCCESS) {
        rm->sampler[0] = rm->sampler[1] = NULL;
        for (i = 0; i < 7; ++i) rm->fixed[i] = 0.0f;
        return r;
    }
    rm->up = up;
    rm->flags = flags;
    rm->start = gltfa_clip_start(clip);
    rm->end = gltfa_clip_end(clip);
    if (!(rm->end > rm->start)) rm->end = rm->start; /* zero span: the identity */
    /* G(t0), then L = rel(tn) */
    gltfa__rm_pose(rm, rm->start, first);
    rm->p0[0] = (gltfa__real)first[(up + 1) % 3];
    rm->p0[1] = (gltfa__real)first[(up + 2) % 3];
    gltfa__rm_twist(rm, first, rm->h0);
    gltfa__rm_cos_sin((gltfa__real)rm->h0[0], (gltfa__real)rm->h0[1], rm->turn0);
    rm->flags |= GLTFA__RM_READY;
    gltfa__rm_state(rm, rm->end); /* k = 0, q = end */
    rm->loop[0] = rm->state[1];
    rm->loop[1] = rm->state[2];
    twist_turns = gltfa__rm_turn(rm->h0, rm->state_h);
    /* a loop angle below 2^-100 turns moves nothing in 2^30 loops: 0, and k l exactly */
    rm->half_turns = twist_turns > GLTFA__RM_R(7.8886090522101181e-31) ||
                     twist_turns < GLTFA__RM_R(-7.8886090522101181e-31) ? twist_turns / 2 : 0;
    gltfa__rm_sincos(rm->half_turns, rm->half);
    if (rm->half_turns == 0) rm->half[1] = 0;
    return GLTFA_SUCCESS;
}

GLTFA_API gltfa_result gltfa_root_motion_at(gltfa_root_motion *root_motion, float time,
                                            gltfa_motion *motion)
{
    gltfa_root_motion *rm = root_motion;
    gltfa__real t[2], turns, cs[2], p[2], twist_turns;
    GLTFA__REQUIRE(rm != NULL && motion != NULL && (rm->flags & GLTFA__RM_READY),
                   GLTFA_ERROR_INVALID_ARGUMENT);
    gltfa__rm_state(rm, time);
    p[0] = rm->state[1];
    p[1] = rm->state[2];
    twist_turns = rm->flags & GLTFA_ROOT_MOTION_YAW ? gltfa__rm_turn(rm->h0, rm->state_h) : 0;
    gltfa__rm_loops(rm, rm->state[0], t, &turns, cs); /* L^k o rel(q) */
    t[0] += cs[0] * p[0] - cs[1] * p[1];
    t[1] += cs[1] * p[0] + cs[0] * p[1];
    gltfa__rm_motion(rm, t, turns + twist_turns, motion);
    return GLTFA_SUCCESS;
}

GLTFA_API gltfa_result gltfa_root_motion_delta(gltfa_root_motion *root_motion, float from,
                                               float to, gltfa_motion *delta)
{
    gltfa_root_motion *rm = root_motion;
    gltfa__real k1, t[2], x[2], turns, cs[2], p1[2], cs1[2], twist_turns;
    float h1[2];
    GLTFA__REQUIRE(rm != NULL && delta != NULL && (rm->flags & GLTFA__RM_READY),
                   GLTFA_ERROR_INVALID_ARGUMENT);
    gltfa__rm_state(rm, from);
    k1 = rm->state[0];
    p1[0] = rm->state[1];
    p1[1] = rm->state[2];
    cs1[0] = rm->state[3];
    cs1[1] = rm->state[4];
    h1[0] = rm->state_h[0];
    h1[1] = rm->state_h[1];
    gltfa__rm_state(rm, to);
    /* X = L^(k2 - k1) o rel(q2), then rel(q1)^-1 o X; the turn: (k2 - k1) theta + the turn
       from q1's twist to q2's */
    gltfa__rm_loops(rm, rm->state[0] - k1, t, &turns, cs);
    x[0] = t[0] + (cs[0] * rm->state[1] - cs[1] * rm->state[2]) - p1[0];
    x[1] = t[1] + (cs[1] * rm->state[1] + cs[0] * rm->state[2]) - p1[1];
    t[0] = cs1[0] * x[0] + cs1[1] * x[1];
    t[1] = cs1[0] * x[1] - cs1[1] * x[0];
    twist_turns = rm->flags & GLTFA_ROOT_MOTION_YAW ? gltfa__rm_turn(h1, rm->state_h) : 0;
    gltfa__rm_motion(rm, t, turns + twist_turns, delta);
    return GLTFA_SUCCESS;
}

/* The square root of x > 0 in gltfa__real, the same bits everywhere: scaled into [1, 4) by
   powers of four, six Newton steps from (1 + m) / 2, scaled back (gltfa__sk_sqrt's). */
static gltfa__real gltfa__rm_sqrt(gltfa__real x)
{
    gltfa__real scale = 1, m = x, y;
    int i;
    while (m >= 4) { m *= (gltfa__real)0.25; scale *= 2; }
    while (m < 1) { m *= 4; scale *= (gltfa__real)0.5; }
    y = (gltfa__real)0.5 * (1 + m);
    for (i = 0; i < 6; ++i) y = (gltfa__real)0.5 * (y + m / y);
    return y * scale;
}

GLTFA_API GLTFA__NO_LIBC_LOOPS void gltfa_root_motion_ground(const gltfa_root_motion *root_motion,
                                                              const gltfa_trs *pose,
                                                              gltfa_trs *grounded)
{
    const gltfa_root_motion *rm = root_motion;
    unsigned u, i, j;
    float r[4];
    int c;
    if (rm == NULL || pose == NULL || grounded == NULL || !(rm->flags & GLTFA__RM_READY)) return;
    u = rm->up;
    i = (u + 1) % 3;
    j = (u + 2) % 3;
    for (c = 0; c < 4; ++c) r[c] = pose->rotation[c];
    for (c = 0; c < 3; ++c) {
        grounded->translation[c] = pose->translation[c];
        grounded->scale[c] = pose->scale[c];
    }
    grounded->translation[i] = 0.0f;
    grounded->translation[j] = 0.0f;
    if (rm->flags & GLTFA_ROOT_MOTION_YAW) {
        /* conj(h) x rotation / |h|, h = (w, rotation[u]): w |h|, rotation[u] 0 */
        const float hc = r[3], hs = r[u];
        const gltfa__real n2 = gltfa__rm_dot2(hc, hc, hs, hs);
        if (n2 > 0 && n2 < (gltfa__real)FLT_MAX) {
            const gltfa__real n = gltfa__rm_sqrt(n2);
            grounded->rotation[i] = (float)(gltfa__rm_dot2(hc, r[i], hs, r[j]) / n);
            grounded->rotation[j] = (float)(gltfa__rm_dot2(hc, r[j], -hs, r[i]) / n);
            grounded->rotation[u] = 0.0f;
            grounded->rotation[3] = (float)n;
            return;
        }
    }
    for (c = 0; c < 4; ++c) grounded->rotation[c] = r[c];
}

#if defined(GLTFA__SK_CONTRACT_OFF) && GLTFA__SK_CONTRACT_OFF == 1
#pragma STDC FP_CONTRACT DEFAULT
#elif defined(GLTFA__SK_CONTRACT_OFF)
#pragma GCC pop_options
#endif

#if defined(_MSC_VER) && !defined(__clang__) && defined(GLTF_ANIM_STATIC)
#pragma warning(pop)
#endif
#endif /* GLTF_ANIM_BIND_IMPLEMENTATION */

/*
   REVISION HISTORY
     0.9.0 (unreleased) split out of gltf_anim.h 0.8.0 (binding, pointers; its IMPLEMENTATION in
                        one file); skeletons: gltfa_skeleton_init, _world, gltfa_skin_init, _joints;
                        gltfa_nodes gains parents and matrices (zero it first).
                        Root motion: gltfa_root_motion_init, _at, _delta, _ground.

   LICENSE: public domain or MIT, as gltf_anim.h (see the end of that file).
*/
