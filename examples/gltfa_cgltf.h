/* gltfa_cgltf.h - cgltf (1.15) -> gltf_anim.h adapter. Public domain or MIT, like gltf_anim.h.

   Copy this file next to cgltf.h and gltf_anim.h and include it after them, in any file
   (every function is static; no code of cgltf's is in here, it only calls cgltf's public
   functions). It needs cgltf's implementation linked (CGLTF_IMPLEMENTATION in one file)
   and gltf_anim.h's (GLTF_ANIM_IMPLEMENTATION in one file). C89 code; cgltf.h itself needs
   C99 (or include it from a system include path, -isystem, under strict C89 flags).

   No allocation: every function that needs memory says how much first (a *_size call),
   and the caller provides it (malloc's alignment). Nothing is kept between calls.

     gltfa_cgltf_accessor_size / gltfa_cgltf_accessor
         cgltf_accessor -> gltfa_accessor: the glTF component type code (cgltf keeps its
         own enum 1..6), components, byte_stride, data through cgltf_buffer_view_data()
         (which honours buffer_view->data, e.g. meshopt), byte_length bounded by BOTH the
         buffer view and the buffer (a bufferView that runs past its buffer is refused,
         never read), and sparse accessors (or no bufferView: zeros) densified with
         gltfa_accessor_densify into your memory, in the accessor's own component type, so
         the library's exact decoding runs (not cgltf_accessor_unpack_floats, which turns
         normalized SHORT -32768 into -1.0000305).
     gltfa_cgltf_nodes_size / gltfa_cgltf_nodes
         the file's nodes -> gltfa_nodes: rest poses (TRS; a node with a matrix gets the
         identity, glTF forbids animating those) and a morph weights array per node with a
         mesh that has targets (node.weights, else mesh.weights, else zeros).
     gltfa_cgltf_clip_size / gltfa_cgltf_clip
         a cgltf_animation -> gltfa_clip bound to those nodes (gltfa_clip_init_nodes, which
         checks every sampler: gltfa_sampler_check), core channels and KHR_animation_pointer
         channels (cgltf does not parse the extension: the pointer string is read from the
         channel target's raw extension JSON and goes through gltfa_pointer_parse). Pointers
         to properties that are not a node's go where your callback says.
     gltfa_cgltf_check_interpolation
         cgltf reads an unknown interpolation string ("SMOOTH") as LINEAR and keeps no
         trace of it. This re-reads the raw JSON cgltf keeps (data->json, valid until
         cgltf_free) and finds every animation sampler whose interpolation is not LINEAR,
         STEP or CUBICSPLINE. Call it once per untrusted file after cgltf_parse*; the clip
         functions cannot see the difference.

   For untrusted files: cgltf_parse_file, cgltf_load_buffers, gltfa_cgltf_check_interpolation,
   then the calls above; cgltf_validate is not needed for anything this adapter reads (it
   re-checks every bound itself). Cap what *_size returns before you allocate it: a sparse
   accessor without a bufferView may claim any count.
*/
#ifndef GLTFA_CGLTF_H
#define GLTFA_CGLTF_H

#include <string.h>

#if defined(__GNUC__) || defined(__clang__)
#define GLTFA_CGLTF_API __attribute__((unused)) static
#else
#define GLTFA_CGLTF_API static
#endif

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
 *   buffer not loaded, a sparse part without a buffer view),
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
 *   (no data, or data->json is gone: cgltf_parse's buffer was freed).
 */
GLTFA_CGLTF_API gltfa_result gltfa_cgltf_check_interpolation(const cgltf_data *data,
                                                             size_t *animation, size_t *sampler)
{
    const char *p, *e, *key, *v, *next;
    size_t klen;
    if (data == NULL || data->json == NULL) return GLTFA_ERROR_INVALID_ARGUMENT;
    e = data->json + data->json_size;
    p = gltfa_cgltf__ws(data->json, e);
    if (p >= e || *p != '{') return GLTFA_ERROR_INVALID_ARGUMENT;
    ++p;
    for (; (next = gltfa_cgltf__member(p, e, &key, &klen, &v)) != NULL; p = next) {
        const char *ap, *av, *anext;
        size_t ai = 0;
        if (!gltfa_cgltf__is(key, klen, "animations") || *v != '[') continue;
        for (ap = v + 1; (anext = gltfa_cgltf__element(ap, next, &av)) != NULL; ap = anext, ++ai) {
            const char *mp, *mv, *mnext;
            if (*av != '{') continue;
            for (mp = av + 1; (mnext = gltfa_cgltf__member(mp, anext, &key, &klen, &mv)) != NULL; mp = mnext) {
                const char *sp, *sv, *snext;
                size_t si = 0;
                if (!gltfa_cgltf__is(key, klen, "samplers") || *mv != '[') continue;
                for (sp = mv + 1; (snext = gltfa_cgltf__element(sp, mnext, &sv)) != NULL; sp = snext, ++si) {
                    const char *ip, *iv, *inext;
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
            }
        }
    }
    return GLTFA_SUCCESS;
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

/* Morph targets of a node's mesh (of its first primitive, as glTF requires them equal). */
static size_t gltfa_cgltf__targets(const cgltf_node *n)
{
    if (n->mesh == NULL || n->mesh->primitives_count == 0) return 0;
    return n->mesh->primitives[0].targets_count;
}

/* Memory gltfa_cgltf_nodes needs for the file's nodes. */
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
        !gltfa_cgltf__add(&total, floats, sizeof(float)))
        return GLTFA_ERROR_SIZE_OVERFLOW;
    *bytes = total;
    return GLTFA_SUCCESS;
}

/* Fills nodes with the file's nodes, in data->nodes order, in memory
 * (gltfa_cgltf_nodes_size bytes, malloc-aligned): rest poses from translation, rotation,
 * scale (glTF defaults when absent; the identity for a node with a matrix, which glTF does
 * not allow to be animated), and for each node whose mesh has morph targets a weights
 * array of that many floats, from node.weights, else mesh.weights (when the count
 * matches), else zeros. nodes->poses[i] is node i's pose; a clip writes into it.
 * Returns GLTFA_SUCCESS, GLTFA_ERROR_INVALID_ARGUMENT or GLTFA_ERROR_MEMORY_TOO_SMALL.
 */
GLTFA_CGLTF_API gltfa_result gltfa_cgltf_nodes(gltfa_nodes *nodes, const cgltf_data *data,
                                               void *memory, size_t memory_bytes)
{
    size_t need, i, j, n;
    unsigned char *m = (unsigned char *)memory;
    gltfa_trs *poses;
    float **weights;
    size_t *counts;
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
        }
        counts[i] = t;
        weights[i] = t != 0 ? w : NULL;
        for (j = 0; j < t; ++j) {
            if (c->weights_count == t) w[j] = c->weights[j];
            else if (c->mesh->weights_count == t) w[j] = c->mesh->weights[j];
            else w[j] = 0.0f;
        }
        w += t;
    }
    nodes->poses = poses;
    nodes->node_count = n;
    nodes->weights = weights;
    nodes->weight_counts = counts;
    return GLTFA_SUCCESS;
}

/* Where a KHR_animation_pointer channel to a property that is not a node's writes (a
 * material color, a light's intensity, ...): return room for *dest_count floats (set it
 * to the sampler's width: info->width, or for float[] the property's length), or NULL to
 * leave the channel unbound (then gltfa_cgltf_clip fails with GLTFA_ERROR_NO_DESTINATION
 * for it). pointer is the decoded string. */
typedef float *(*gltfa_cgltf_dest_fn)(void *user, const char *pointer, const gltfa_pointer *info,
                                     size_t *dest_count);

/* What gltfa_cgltf_clip did. */
typedef struct gltfa_cgltf_status {
    size_t bad_channel; /* on error: the index in anim->channels of the channel that failed */
    size_t channels;    /* on success: channels in the clip */
    size_t ignored;     /* channels without a target node and without KHR_animation_pointer
                           (glTF: the target is defined by an extension we do not know) */
} gltfa_cgltf_status;

/* Memory gltfa_cgltf_clip needs for anim: its channels, clip slots, descriptions, the dense
 * copies of its sparse (or bufferView-less) accessors and its pointer strings. The clip
 * keeps using this memory: free it after the clip. May be as large as the file's counts
 * claim: cap it before allocating for untrusted files.
 * Returns GLTFA_SUCCESS, GLTFA_ERROR_INVALID_ARGUMENT, GLTFA_ERROR_NULL_DATA (a channel
 *   without a sampler or a sampler without accessors), GLTFA_ERROR_SIZE_OVERFLOW or an
 *   error of gltfa_cgltf_accessor_size.
 */
GLTFA_CGLTF_API gltfa_result gltfa_cgltf_clip_size(const cgltf_animation *anim, size_t *bytes)
{
    size_t total = 0, i, n;
    if (anim == NULL || bytes == NULL) return GLTFA_ERROR_INVALID_ARGUMENT;
    n = anim->channels_count;
    if (!gltfa_cgltf__add(&total, n, sizeof(gltfa_channel_desc)) ||
        !gltfa_cgltf__add(&total, n, sizeof(gltfa_channel)) ||
        !gltfa_cgltf__add(&total, n, sizeof(gltfa_clip_slot)) ||
        !gltfa_cgltf__add(&total, n, sizeof(size_t)))
        return GLTFA_ERROR_SIZE_OVERFLOW;
    for (i = 0; i < n; ++i) {
        const cgltf_animation_channel *c = &anim->channels[i];
        const cgltf_extension *ext = gltfa_cgltf__pointer_ext(c);
        size_t b;
        int k;
        if (c->sampler == NULL || c->sampler->input == NULL || c->sampler->output == NULL)
            return GLTFA_ERROR_NULL_DATA;
        for (k = 0; k < 2; ++k) {
            gltfa_result r = gltfa_cgltf_accessor_size(k ? c->sampler->output : c->sampler->input, &b);
            if (r != GLTFA_SUCCESS) return r;
            if (!gltfa_cgltf__add(&total, b, 1)) return GLTFA_ERROR_SIZE_OVERFLOW;
        }
        if (ext != NULL && !gltfa_cgltf__add(&total, strlen(ext->data) + 1, 1))
            return GLTFA_ERROR_SIZE_OVERFLOW;
    }
    *bytes = total;
    return GLTFA_SUCCESS;
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
 * times, finite values) and binds everything, and refuses duplicate targets.
 * status [out, optional]: the failing channel, or the channel counts.
 * Returns GLTFA_SUCCESS or the first error (the clip is zeroed then).
 */
GLTFA_CGLTF_API gltfa_result gltfa_cgltf_clip(gltfa_clip *clip, const cgltf_data *data,
                                              const cgltf_animation *anim,
                                              const gltfa_nodes *nodes, gltfa_cgltf_dest_fn dest,
                                              void *user, void *memory, size_t memory_bytes,
                                              gltfa_cgltf_status *status)
{
    size_t need, n, i, k = 0, ignored = 0, bad = 0, left;
    unsigned char *m = (unsigned char *)memory;
    gltfa_channel_desc *descs;
    gltfa_channel *channels;
    gltfa_clip_slot *clip_slots;
    size_t *from;
    gltfa_result r;
    gltfa_cgltf_status st;
    memset(&st, 0, sizeof st);
    if (status != NULL) *status = st;
    if (clip == NULL || data == NULL) return GLTFA_ERROR_INVALID_ARGUMENT;
    memset(clip, 0, sizeof *clip);
    r = gltfa_cgltf_clip_size(anim, &need);
    if (r != GLTFA_SUCCESS) return r;
    if (memory_bytes < need || (memory == NULL && need != 0)) return GLTFA_ERROR_MEMORY_TOO_SMALL;
    n = anim->channels_count;
    descs = (gltfa_channel_desc *)(void *)m;
    m += GLTFA_CGLTF__ROUND(n * sizeof(gltfa_channel_desc));
    channels = (gltfa_channel *)(void *)m;
    m += GLTFA_CGLTF__ROUND(n * sizeof(gltfa_channel));
    clip_slots = (gltfa_clip_slot *)(void *)m;
    m += GLTFA_CGLTF__ROUND(n * sizeof(gltfa_clip_slot));
    from = (size_t *)(void *)m;
    m += GLTFA_CGLTF__ROUND(n * sizeof(size_t));
    left = need - (size_t)(m - (unsigned char *)memory);
    for (i = 0; i < n; ++i) {
        const cgltf_animation_channel *c = &anim->channels[i];
        const cgltf_extension *ext = gltfa_cgltf__pointer_ext(c);
        gltfa_channel_desc *d = &descs[k];
        int core = c->target_node != NULL && c->target_path != cgltf_animation_path_type_invalid;
        int j;
        if (c->target_node == NULL && ext == NULL) { ++ignored; continue; }
        memset(d, 0, sizeof *d);
        for (j = 0; j < 2; ++j) {
            const cgltf_accessor *a = j ? c->sampler->output : c->sampler->input;
            size_t b = 0;
            r = gltfa_cgltf_accessor_size(a, &b);
            if (r == GLTFA_SUCCESS) r = gltfa_cgltf_accessor(a, b ? m : NULL, b, j ? &d->output : &d->input);
            if (r != GLTFA_SUCCESS) { bad = i; goto fail; }
            b = GLTFA_CGLTF__ROUND(b);
            m += b;
            left -= b;
        }
        switch (c->sampler->interpolation) {
        case cgltf_interpolation_type_step: d->interp = GLTFA_INTERP_STEP; break;
        case cgltf_interpolation_type_cubic_spline: d->interp = GLTFA_INTERP_CUBICSPLINE; break;
        default: d->interp = GLTFA_INTERP_LINEAR; break;
        }
        if (core) {
            static const gltfa_path paths[5] = { GLTFA_PATH_NONE, GLTFA_PATH_TRANSLATION,
                GLTFA_PATH_ROTATION, GLTFA_PATH_SCALE, GLTFA_PATH_WEIGHTS };
            size_t at = (size_t)(c->target_node - data->nodes);
            if (at >= data->nodes_count ||
                (int)c->target_path < 0 || (int)c->target_path > 4) {
                r = GLTFA_ERROR_NODE_INDEX; bad = i; goto fail;
            }
            d->node = at;
            d->path = paths[(int)c->target_path];
        } else if (ext != NULL) {
            size_t len = strlen(ext->data) + 1;
            gltfa_pointer info;
            char *s = (char *)m;
            r = gltfa_cgltf_pointer(ext, s, len);
            if (r != GLTFA_SUCCESS) { bad = i; goto fail; }
            len = GLTFA_CGLTF__ROUND(len);
            m += len;
            left -= len;
            d->path = GLTFA_PATH_POINTER;
            d->pointer = s;
            if (gltfa_pointer_parse(s, &info) == GLTFA_SUCCESS && info.path == GLTFA_PATH_POINTER &&
                dest != NULL)
                d->dest = dest(user, s, &info, &d->dest_count);
        } else {
            r = GLTFA_ERROR_UNKNOWN_TARGET; bad = i; goto fail;
        }
        from[k++] = i;
    }
    (void)left;
    r = gltfa_clip_init_nodes(clip, channels, clip_slots, descs, k, nodes, &bad);
    if (r != GLTFA_SUCCESS) {
        bad = bad < k ? from[bad] : 0;
        goto fail;
    }
    st.channels = k;
    st.ignored = ignored;
    if (status != NULL) *status = st;
    return GLTFA_SUCCESS;
fail:
    memset(clip, 0, sizeof *clip);
    st.bad_channel = bad;
    st.ignored = ignored;
    if (status != NULL) *status = st;
    return r;
}

#endif /* GLTFA_CGLTF_H */
