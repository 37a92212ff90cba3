/* gltf_load.c - see gltf_load.h. A strict loader for the animation part of glTF 2.0:
   its own JSON reader (RFC 8259, depth-limited), GLB chunks, buffers (GLB, external files,
   base64 data: URIs), bufferViews (meshopt-compressed ones decoded by meshoptimizer under
   GL_MESHOPT), accessors (with sparse), animations. Every index, offset
   and length is checked before use; errors are one line with the JSON path or byte offset. */
#include "gltf_load.h"
#include "../gltf_anim_bind.h" /* gltfa_pointer_parse */
#ifdef GL_MESHOPT
#include <meshoptimizer.h>
#endif
#include <errno.h>
#include <float.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---------------------------------------------------------------------------------------
   Owned memory: every block is kept on a list freed by gl_free. Every allocation for a file
   (blocks and the JSON parser's tables) is first checked against the file's memory budget
   (gl_options.max_memory, gltf_load.h): past it, nothing is allocated and the load fails.
   --------------------------------------------------------------------------------------- */

typedef struct gl_block {
    struct gl_block *next;
} gl_block;

typedef struct gl_ctx {
    gl_block *blocks;
    char *err;
    size_t err_size;
    int failed;
    const char *base_dir;
    size_t used, peak;  /* bytes held now and at most, the malloc sizes as asked */
    size_t budget;      /* the cap on used */
    size_t input;       /* bytes read (the file, external buffers): the default budget's base */
    int budget_fixed;   /* set by the caller: input does not move it */
    int over_budget;
    const char *where;  /* the JSON path for messages (the document's), or NULL */
} gl_ctx;

static int gl_fail(gl_ctx *c, const char *msg, const char *where);

/* The default budget, max(GL_BUDGET_FLOOR, GL_BUDGET_FACTOR x input), saturating. */
static void gl_budget_input(gl_ctx *c, size_t bytes)
{
    c->input = bytes > ((size_t)-1) - c->input ? (size_t)-1 : c->input + bytes;
    if (c->budget_fixed) return;
    c->budget = c->input > ((size_t)-1) / GL_BUDGET_FACTOR ? (size_t)-1 : c->input * GL_BUDGET_FACTOR;
    if (c->budget < GL_BUDGET_FLOOR) c->budget = GL_BUDGET_FLOOR;
}

/* 1 when `bytes` more fit in the budget; else the load fails, naming the budget and what
   asked (nothing is allocated). */
static int gl_reserve(gl_ctx *c, size_t bytes, const char *what)
{
    char msg[256];
    if (bytes <= c->budget && c->used <= c->budget - bytes) return 1;
    sprintf(msg, "over the loader's memory budget of %lu bytes: %.100s asks for %lu bytes more, "
                 "with %lu in use", (unsigned long)c->budget, what, (unsigned long)bytes,
            (unsigned long)c->used);
    c->over_budget = 1;
    return gl_fail(c, msg, c->where);
}

static void gl_held(gl_ctx *c, size_t more)
{
    c->used += more;
    if (c->used > c->peak) c->peak = c->used;
}

/* A zeroed block of size bytes (one more, zero, after them), for `what` (messages). */
static void *gl_alloc_for(gl_ctx *c, size_t size, const char *what)
{
    gl_block *b;
    size_t total;
    if (size > ((size_t)-1) - sizeof(gl_block) - 16) {
        gl_reserve(c, (size_t)-1, what);
        return NULL;
    }
    total = sizeof(gl_block) + size + 1;
    if (!gl_reserve(c, total, what)) return NULL;
    b = (gl_block *)malloc(total);
    if (b == NULL) return NULL;
    gl_held(c, total);
    b->next = c->blocks;
    c->blocks = b;
    memset(b + 1, 0, size + 1);
    return (void *)(b + 1);
}

static void *gl_alloc(gl_ctx *c, size_t size)
{
    return gl_alloc_for(c, size, "a table of the document");
}

static int gl_fail(gl_ctx *c, const char *msg, const char *where)
{
    if (!c->failed) {
        char *p;
        c->failed = 1;
        if (where != NULL && where[0] != '\0')
            sprintf(c->err, "%.*s (%.*s)", (int)(c->err_size / 2), msg,
                    (int)(c->err_size / 2 - 8), where);
        else
            sprintf(c->err, "%.*s", (int)(c->err_size - 1), msg);
        /* one line, whatever the file's strings hold (they are quoted in some messages) */
        for (p = c->err; *p != '\0'; ++p)
            if ((unsigned char)*p < 0x20 || *p == 0x7F) *p = '?';
    }
    return 0;
}

/* ---------------------------------------------------------------------------------------
   JSON
   --------------------------------------------------------------------------------------- */

enum { J_NULL, J_FALSE, J_TRUE, J_NUMBER, J_STRING, J_ARRAY, J_OBJECT };

typedef struct jnode {
    int type;
    double num;
    const char *str;   /* J_STRING: decoded, NUL-terminated */
    const char *key;   /* member name when the parent is an object */
    size_t count;      /* children */
    size_t kids;       /* containers: the children, in order, are jparser.kid[kids ..
                          kids + count - 1], so arr[i] is O(1) */
} jnode;

typedef struct jparser {
    gl_ctx *c;
    char *text;        /* mutable copy: strings are decoded in place */
    size_t len, pos;
    jnode *nodes;
    size_t n, cap;
    int depth;
    long *kid;         /* every container's children, each container's together */
    size_t kn, kcap;
    long *stack;       /* children of the containers being parsed (popped at their close) */
    size_t sn, scap;
    size_t work;       /* nodes made, children indexed, members compared, indices looked up */
} jparser;

#define J_MAX_DEPTH 64

static int j_err(jparser *p, const char *msg)
{
    char where[64];
    sprintf(where, "JSON byte %lu", (unsigned long)p->pos);
    return gl_fail(p->c, msg, where);
}

/* The parser's tables grow by doubling; the new size is checked against the budget (before
   the realloc) with the old block still counted, as realloc may hold both at once. */
static void j_held_grow(gl_ctx *c, size_t old_bytes, size_t new_bytes)
{
    gl_held(c, new_bytes);
    c->used -= old_bytes;
}

static long j_new(jparser *p, int type)
{
    if (p->n == p->cap) {
        size_t cap = p->cap ? p->cap * 2 : 256;
        jnode *nn;
        if (cap > ((size_t)-1) / sizeof(jnode)) return -1;
        if (!gl_reserve(p->c, cap * sizeof(jnode), "parsing the JSON")) return -1;
        nn = (jnode *)realloc(p->nodes, cap * sizeof(jnode));
        if (nn == NULL) return -1;
        j_held_grow(p->c, p->cap * sizeof(jnode), cap * sizeof(jnode));
        p->nodes = nn;
        p->cap = cap;
    }
    memset(&p->nodes[p->n], 0, sizeof(jnode));
    p->nodes[p->n].type = type;
    ++p->work;
    return (long)p->n++;
}

/* Appends v to a growable array of longs; 0 when out of memory or over the budget. */
static int j_grow_push(gl_ctx *ctx, long **arr, size_t *n, size_t *cap, long v)
{
    if (*n == *cap) {
        size_t c = *cap ? *cap * 2 : 256;
        long *na;
        if (c > ((size_t)-1) / sizeof(long)) return 0;
        if (!gl_reserve(ctx, c * sizeof(long), "parsing the JSON")) return 0;
        na = (long *)realloc(*arr, c * sizeof(long));
        if (na == NULL) return 0;
        j_held_grow(ctx, *cap * sizeof(long), c * sizeof(long));
        *arr = na;
        *cap = c;
    }
    (*arr)[(*n)++] = v;
    return 1;
}

static void j_ws(jparser *p)
{
    while (p->pos < p->len && (p->text[p->pos] == ' ' || p->text[p->pos] == '\t' ||
                               p->text[p->pos] == '\n' || p->text[p->pos] == '\r'))
        ++p->pos;
}

static int j_hex(char ch)
{
    if (ch >= '0' && ch <= '9') return ch - '0';
    if (ch >= 'a' && ch <= 'f') return ch - 'a' + 10;
    if (ch >= 'A' && ch <= 'F') return ch - 'A' + 10;
    return -1;
}

/* Parses a string at p->pos (the opening quote) and decodes it in place. */
static int j_string(jparser *p, const char **out)
{
    char *dst;
    size_t i;
    if (p->pos >= p->len || p->text[p->pos] != '"') return j_err(p, "expected a string");
    i = ++p->pos;
    dst = p->text + i;
    *out = dst;
    while (i < p->len && p->text[i] != '"') {
        unsigned char ch = (unsigned char)p->text[i];
        if (ch < 0x20) { p->pos = i; return j_err(p, "control character in a string"); }
        if (ch == '\\') {
            char e;
            if (i + 1 >= p->len) break;
            e = p->text[i + 1];
            i += 2;
            switch (e) {
            case '"': *dst++ = '"'; break;
            case '\\': *dst++ = '\\'; break;
            case '/': *dst++ = '/'; break;
            case 'b': *dst++ = '\b'; break;
            case 'f': *dst++ = '\f'; break;
            case 'n': *dst++ = '\n'; break;
            case 'r': *dst++ = '\r'; break;
            case 't': *dst++ = '\t'; break;
            case 'u': {
                unsigned long cp = 0;
                int k;
                if (i + 4 > p->len) { p->pos = i; return j_err(p, "truncated \\u escape"); }
                for (k = 0; k < 4; ++k) {
                    int h = j_hex(p->text[i + (size_t)k]);
                    if (h < 0) { p->pos = i; return j_err(p, "bad \\u escape"); }
                    cp = cp * 16 + (unsigned long)h;
                }
                i += 4;
                if (cp >= 0xD800 && cp <= 0xDBFF) { /* surrogate pair */
                    unsigned long lo = 0;
                    if (i + 6 > p->len || p->text[i] != '\\' || p->text[i + 1] != 'u') {
                        p->pos = i;
                        return j_err(p, "unpaired surrogate in \\u escape");
                    }
                    for (k = 0; k < 4; ++k) {
                        int h = j_hex(p->text[i + 2 + (size_t)k]);
                        if (h < 0) { p->pos = i; return j_err(p, "bad \\u escape"); }
                        lo = lo * 16 + (unsigned long)h;
                    }
                    if (lo < 0xDC00 || lo > 0xDFFF) { p->pos = i; return j_err(p, "unpaired surrogate in \\u escape"); }
                    i += 6;
                    cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
                } else if (cp >= 0xDC00 && cp <= 0xDFFF) {
                    p->pos = i;
                    return j_err(p, "unpaired surrogate in \\u escape");
                }
                /* UTF-8; never longer than the 6+ escape characters it replaces */
                if (cp < 0x80) {
                    *dst++ = (char)cp;
                } else if (cp < 0x800) {
                    *dst++ = (char)(0xC0 | (cp >> 6));
                    *dst++ = (char)(0x80 | (cp & 0x3F));
                } else if (cp < 0x10000) {
                    *dst++ = (char)(0xE0 | (cp >> 12));
                    *dst++ = (char)(0x80 | ((cp >> 6) & 0x3F));
                    *dst++ = (char)(0x80 | (cp & 0x3F));
                } else {
                    *dst++ = (char)(0xF0 | (cp >> 18));
                    *dst++ = (char)(0x80 | ((cp >> 12) & 0x3F));
                    *dst++ = (char)(0x80 | ((cp >> 6) & 0x3F));
                    *dst++ = (char)(0x80 | (cp & 0x3F));
                }
                break;
            }
            default:
                p->pos = i - 1;
                return j_err(p, "bad escape in a string");
            }
        } else {
            *dst++ = (char)ch;
            ++i;
        }
    }
    if (i >= p->len) { p->pos = i; return j_err(p, "unterminated string"); }
    *dst = '\0'; /* safe: dst <= text + i, and text[i] is the closing quote */
    p->pos = i + 1;
    return 1;
}

static int j_number(jparser *p, double *out)
{
    size_t s = p->pos, i = p->pos;
    char buf[64];
    if (i < p->len && p->text[i] == '-') ++i;
    if (i >= p->len) return j_err(p, "bad number");
    if (p->text[i] == '0') {
        ++i;
    } else if (p->text[i] >= '1' && p->text[i] <= '9') {
        while (i < p->len && p->text[i] >= '0' && p->text[i] <= '9') ++i;
    } else {
        return j_err(p, "unexpected character");
    }
    if (i < p->len && p->text[i] == '.') {
        ++i;
        if (i >= p->len || p->text[i] < '0' || p->text[i] > '9') { p->pos = i; return j_err(p, "bad number"); }
        while (i < p->len && p->text[i] >= '0' && p->text[i] <= '9') ++i;
    }
    if (i < p->len && (p->text[i] == 'e' || p->text[i] == 'E')) {
        ++i;
        if (i < p->len && (p->text[i] == '+' || p->text[i] == '-')) ++i;
        if (i >= p->len || p->text[i] < '0' || p->text[i] > '9') { p->pos = i; return j_err(p, "bad number"); }
        while (i < p->len && p->text[i] >= '0' && p->text[i] <= '9') ++i;
    }
    if (i - s <= 15) { /* a plain integer of up to 15 digits is exact in a double: no strtod */
        size_t k = p->text[s] == '-' ? s + 1 : s;
        double v = 0.0;
        while (k < i && p->text[k] >= '0' && p->text[k] <= '9') v = v * 10.0 + (double)(p->text[k++] - '0');
        if (k == i) {
            *out = p->text[s] == '-' ? -v : v;
            p->pos = i;
            return 1;
        }
    }
    if (i - s >= sizeof buf) return j_err(p, "number too long");
    memcpy(buf, p->text + s, i - s);
    buf[i - s] = '\0';
    *out = strtod(buf, NULL);
    p->pos = i;
    return 1;
}

static int j_literal(jparser *p, const char *lit)
{
    size_t n = strlen(lit);
    if (p->len - p->pos < n || memcmp(p->text + p->pos, lit, n) != 0)
        return j_err(p, "unexpected character");
    p->pos += n;
    return 1;
}

static long j_value(jparser *p);

/* A container: its children are pushed on p->stack as they are parsed (nested containers
   pop their own before returning), and at the close they move, in order, to the end of
   p->kid. Linear; the recursion is bounded by J_MAX_DEPTH. */
static long j_container(jparser *p, int type)
{
    long self = j_new(p, type);
    size_t mark = p->sn, k;
    char close = type == J_OBJECT ? '}' : ']';
    if (self < 0) { gl_fail(p->c, "out of memory", ""); return -1; }
    if (++p->depth > J_MAX_DEPTH) { j_err(p, "JSON nested too deeply"); return -1; }
    ++p->pos;
    j_ws(p);
    p->nodes[self].kids = p->kn;
    if (p->pos < p->len && p->text[p->pos] == close) {
        ++p->pos;
        --p->depth;
        return self;
    }
    for (;;) {
        const char *key = NULL;
        long child;
        j_ws(p);
        if (type == J_OBJECT) {
            if (!j_string(p, &key)) return -1;
            j_ws(p);
            if (p->pos >= p->len || p->text[p->pos] != ':') { j_err(p, "expected ':'"); return -1; }
            ++p->pos;
            j_ws(p);
        }
        child = j_value(p);
        if (child < 0) return -1;
        p->nodes[child].key = key;
        if (!j_grow_push(p->c, &p->stack, &p->sn, &p->scap, child)) { gl_fail(p->c, "out of memory", ""); return -1; }
        ++p->nodes[self].count;
        j_ws(p);
        if (p->pos < p->len && p->text[p->pos] == ',') { ++p->pos; continue; }
        if (p->pos < p->len && p->text[p->pos] == close) { ++p->pos; break; }
        j_err(p, type == J_OBJECT ? "expected ',' or '}'" : "expected ',' or ']'");
        return -1;
    }
    p->nodes[self].kids = p->kn;
    for (k = mark; k < p->sn; ++k)
        if (!j_grow_push(p->c, &p->kid, &p->kn, &p->kcap, p->stack[k])) { gl_fail(p->c, "out of memory", ""); return -1; }
    p->work += p->sn - mark;
    p->sn = mark;
    --p->depth;
    return self;
}

static long j_value(jparser *p)
{
    long id;
    j_ws(p);
    if (p->pos >= p->len) { j_err(p, "unexpected end of JSON"); return -1; }
    switch (p->text[p->pos]) {
    case '{': return j_container(p, J_OBJECT);
    case '[': return j_container(p, J_ARRAY);
    case '"': {
        const char *s = NULL;
        id = j_new(p, J_STRING);
        if (id < 0) { gl_fail(p->c, "out of memory", ""); return -1; }
        if (!j_string(p, &s)) return -1;
        p->nodes[id].str = s;
        return id;
    }
    case 't': id = j_new(p, J_TRUE); if (id < 0 || !j_literal(p, "true")) return -1; return id;
    case 'f': id = j_new(p, J_FALSE); if (id < 0 || !j_literal(p, "false")) return -1; return id;
    case 'n': id = j_new(p, J_NULL); if (id < 0 || !j_literal(p, "null")) return -1; return id;
    default: {
        double d = 0;
        id = j_new(p, J_NUMBER);
        if (id < 0) { gl_fail(p->c, "out of memory", ""); return -1; }
        if (!j_number(p, &d)) return -1;
        p->nodes[id].num = d;
        return id;
    }
    }
}

/* ---------------------------------------------------------------------------------------
   The document
   --------------------------------------------------------------------------------------- */

typedef struct gl_buffer {
    const unsigned char *data; /* NULL for a meshopt fallback buffer without bytes */
    size_t length; /* byteLength (data holds at least this many bytes) */
} gl_buffer;

/* EXT_meshopt_compression / KHR_meshopt_compression on a bufferView: where the compressed
   bytes are and how they decode (count x stride bytes: the view's byteLength). */
typedef struct gl_meshopt {
    const char *ext;   /* the extension's name, NULL for a plain view */
    size_t buffer, offset, length, stride, count;
    int mode;          /* GL_MO_ATTRIBUTES, GL_MO_TRIANGLES, GL_MO_INDICES */
    int filter;        /* GL_MO_NONE, GL_MO_OCTAHEDRAL, GL_MO_QUATERNION, GL_MO_EXPONENTIAL */
} gl_meshopt;

enum { GL_MO_ATTRIBUTES, GL_MO_TRIANGLES, GL_MO_INDICES };
enum { GL_MO_NONE, GL_MO_OCTAHEDRAL, GL_MO_QUATERNION, GL_MO_EXPONENTIAL };

typedef struct gl_view {
    size_t buffer, offset, length, stride;
    const unsigned char *data; /* the view's bytes: in its buffer, or decoded (meshopt) */
    gl_meshopt meshopt;        /* meshopt.ext NULL: a plain view */
} gl_view;

typedef struct gl_doc {
    gl_ctx *c;
    jparser *j;
    long root;
    const unsigned char *bin;
    size_t bin_len;
    int has_bin;
    gl_buffer *buffers;
    size_t buffer_count;
    gl_view *views;
    size_t view_count;
    gltfa_accessor *accessors; /* resolved lazily */
    char *accessor_done;       /* 0 not yet, 1 resolved */
    const char **accessor_types;
    long *accessor_views;      /* the bufferView (-1: none), for the byteStride warning */
    size_t accessor_count;
    long accessor_arr;         /* the root's "accessors" array, -1 when absent */
    char path[256];            /* JSON path for messages */
} gl_doc;

static const jnode *j_at(const gl_doc *d, long id) { return &d->j->nodes[id]; }

/* The first member named key (a linear scan of the object's members: the loader asks each
   object for a bounded number of keys, and reads each object once - samplers and accessors
   are resolved once and kept - so the scans add up to linear in the JSON). */
static long j_member(const gl_doc *d, long obj, const char *key)
{
    const long *ch;
    size_t i, n;
    if (obj < 0 || j_at(d, obj)->type != J_OBJECT) return -1;
    n = j_at(d, obj)->count;
    ++d->j->work;
    if (n == 0) return -1; /* (kid may still be NULL) */
    ch = d->j->kid + j_at(d, obj)->kids;
    for (i = 0; i < n; ++i) {
        ++d->j->work;
        if (strcmp(j_at(d, ch[i])->key, key) == 0) return ch[i];
    }
    return -1;
}

/* arr[i] in O(1), from the child table. */
static long j_index(const gl_doc *d, long arr, size_t i)
{
    if (arr < 0 || j_at(d, arr)->type != J_ARRAY || i >= j_at(d, arr)->count) return -1;
    ++d->j->work;
    return d->j->kid[j_at(d, arr)->kids + i];
}

/* Message with the current JSON path plus an optional member. */
static int d_fail(gl_doc *d, const char *msg, const char *member)
{
    char where[320];
    if (member != NULL && d->path[0] != '\0') sprintf(where, "%s.%s", d->path, member);
    else if (member != NULL) sprintf(where, "%s", member);
    else sprintf(where, "%s", d->path);
    return gl_fail(d->c, msg, where);
}

/* Reads an integer member: 1 found and valid, 0 error, 2 absent (value untouched). */
static int d_int(gl_doc *d, long obj, const char *key, int required, long lo, long hi, long *out)
{
    long m = j_member(d, obj, key);
    double v;
    char msg[128];
    if (m < 0) {
        if (required) {
            sprintf(msg, "missing '%s'", key);
            return d_fail(d, msg, NULL);
        }
        return 2;
    }
    if (j_at(d, m)->type != J_NUMBER) {
        sprintf(msg, "'%s' must be a number", key);
        return d_fail(d, msg, key);
    }
    v = j_at(d, m)->num;
    /* the range first: converting a double outside long's range is undefined (fuzz_loader) */
    if (!(v >= (double)lo && v <= (double)hi) || v != (double)(long)v) {
        sprintf(msg, "'%s' must be an integer in [%ld, %ld]", key, lo, hi);
        return d_fail(d, msg, key);
    }
    *out = (long)v;
    return 1;
}

static int d_string(gl_doc *d, long obj, const char *key, const char **out)
{
    long m = j_member(d, obj, key);
    char msg[128];
    if (m < 0) return 2;
    if (j_at(d, m)->type != J_STRING) {
        sprintf(msg, "'%s' must be a string", key);
        return d_fail(d, msg, key);
    }
    *out = j_at(d, m)->str;
    return 1;
}

/* An array member: its node and count. 2 absent. */
static int d_array(gl_doc *d, long obj, const char *key, long *arr, size_t *count)
{
    long m = j_member(d, obj, key);
    char msg[128];
    if (m < 0) { *arr = -1; *count = 0; return 2; }
    if (j_at(d, m)->type != J_ARRAY) {
        sprintf(msg, "'%s' must be an array", key);
        return d_fail(d, msg, key);
    }
    *arr = m;
    *count = j_at(d, m)->count;
    return 1;
}

static int d_object_at(gl_doc *d, long arr, size_t i, const char *name, long *out)
{
    long e = j_index(d, arr, i);
    sprintf(d->path, "%s[%lu]", name, (unsigned long)i);
    if (e < 0 || j_at(d, e)->type != J_OBJECT) return d_fail(d, "must be an object", NULL);
    *out = e;
    return 1;
}

/* ---------------------------------------------------------------------------------------
   Buffers
   --------------------------------------------------------------------------------------- */

static int b64_value(unsigned char ch)
{
    if (ch >= 'A' && ch <= 'Z') return ch - 'A';
    if (ch >= 'a' && ch <= 'z') return ch - 'a' + 26;
    if (ch >= '0' && ch <= '9') return ch - '0' + 52;
    if (ch == '+') return 62;
    if (ch == '/') return 63;
    return -1;
}

/* Decodes base64 (padding optional at the end only); 0 on any bad character. */
static int b64_decode(gl_doc *d, const char *s, unsigned char **out, size_t *out_len)
{
    size_t n = strlen(s), i, o = 0, pad = 0;
    unsigned char *buf;
    unsigned long acc = 0;
    int bits = 0;
    while (n > 0 && s[n - 1] == '=' && pad < 2) { --n; ++pad; }
    buf = (unsigned char *)gl_alloc_for(d->c, n * 3 / 4 + 3, "decoding a data: URI");
    if (buf == NULL) return d_fail(d, "out of memory", NULL);
    for (i = 0; i < n; ++i) {
        int v = b64_value((unsigned char)s[i]);
        if (v < 0) {
            char msg[96];
            sprintf(msg, "bad base64 character at offset %lu of the data: URI", (unsigned long)i);
            return d_fail(d, msg, "uri");
        }
        acc = ((acc << 6) | (unsigned long)v) & 0xFFFFFFUL;
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            buf[o++] = (unsigned char)((acc >> bits) & 0xFF);
        }
    }
    if (n % 4 == 1) return d_fail(d, "truncated base64 data", "uri");
    *out = buf;
    *out_len = o;
    return 1;
}

static int hexval(char ch) { return j_hex(ch); }

/* Reads a file into a block of its own, at most max bytes of it (a buffer needs only its
   byteLength). 1 done; 0 failed: *why is the OS's reason (strerror) and the caller words
   the message, or NULL when the message is set already (over the budget). The bytes read
   are input: they raise the default budget before they are counted against it. */
static int read_whole_file(gl_ctx *c, const char *path, size_t max, const char *what,
                           unsigned char **out, size_t *len, const char **why)
{
    FILE *fp;
    long size;
    size_t n;
    unsigned char *buf;
    int e;
    *why = "read error";
    errno = 0;
    fp = fopen(path, "rb");
    if (fp == NULL) {
        if (errno != 0) *why = strerror(errno);
        return 0;
    }
    /* one byte first: a folder opens on some systems, and says so at its first read */
    errno = 0;
    if (getc(fp) == EOF && ferror(fp)) {
        e = errno;
        fclose(fp);
        if (e != 0) *why = strerror(e);
        return 0;
    }
    errno = 0;
    if (fseek(fp, 0, SEEK_END) != 0 || (size = ftell(fp)) < 0 || fseek(fp, 0, SEEK_SET) != 0) {
        e = errno;
        fclose(fp);
        if (e != 0) *why = strerror(e);
        return 0;
    }
    n = (size_t)size < max ? (size_t)size : max;
    gl_budget_input(c, n);
    buf = (unsigned char *)gl_alloc_for(c, n, what);
    if (buf == NULL) {
        fclose(fp);
        *why = c->failed ? NULL : "out of memory";
        return 0;
    }
    errno = 0;
    if (n > 0 && fread(buf, 1, n, fp) != n) {
        e = errno;
        *why = ferror(fp) && e != 0 ? strerror(e) : "the file is shorter than its size";
        fclose(fp);
        return 0;
    }
    fclose(fp);
    *out = buf;
    *len = n;
    return 1;
}

/* The EXT_meshopt_compression or KHR_meshopt_compression object in obj's extensions (the
   two have the same JSON shape; KHR_ is the ratified name), or -1; *name gets its name. */
static long meshopt_ext(const gl_doc *d, long obj, const char **name)
{
    static const char *const names[2] = { "KHR_meshopt_compression", "EXT_meshopt_compression" };
    long ext = j_member(d, obj, "extensions"), m;
    int k;
    for (k = 0; k < 2; ++k) {
        m = j_member(d, ext, names[k]);
        if (m >= 0) {
            *name = names[k];
            return m;
        }
    }
    return -1;
}

/* Resolves buffers[i]: the GLB BIN chunk, a data: URI, or a relative file. A buffer
   without uri marked as a meshopt fallback ("fallback": true) has no bytes: only
   compressed bufferViews may refer to it. */
static int load_buffers(gl_doc *d)
{
    long arr = -1, b = -1;
    size_t i, n = 0;
    if (!d_array(d, d->root, "buffers", &arr, &n)) return 0;
    d->buffer_count = n;
    d->buffers = (gl_buffer *)gl_alloc(d->c, (n + 1) * sizeof(gl_buffer));
    if (d->buffers == NULL) return d_fail(d, "out of memory", NULL);
    for (i = 0; i < n; ++i) {
        long len = 0;
        const char *uri = NULL;
        const unsigned char *data = NULL;
        unsigned char *decoded = NULL;
        size_t have = 0;
        if (!d_object_at(d, arr, i, "buffers", &b)) return 0;
        if (!d_int(d, b, "byteLength", 1, 1, 0x7FFFFFFFL, &len)) return 0;
        if (!d_string(d, b, "uri", &uri)) return 0;
        if (uri == NULL && (i != 0 || !d->has_bin)) {
            const char *ext = NULL;
            long mo = meshopt_ext(d, b, &ext), fb = j_member(d, mo, "fallback");
            if (fb < 0 || j_at(d, fb)->type != J_TRUE)
                return d_fail(d, "buffer without uri and no GLB BIN chunk", NULL);
            d->buffers[i].data = NULL; /* the fallback: its views are decoded (load_views) */
            d->buffers[i].length = (size_t)len;
            continue;
        }
        if (uri == NULL) {
            /* a block of its own, exactly the chunk, so that AddressSanitizer would see any
               read past it */
            decoded = (unsigned char *)gl_alloc_for(d->c, d->bin_len, "copying the GLB BIN chunk");
            if (decoded == NULL) return d_fail(d, "out of memory", NULL);
            if (d->bin_len) memcpy(decoded, d->bin, d->bin_len);
            data = decoded;
            have = d->bin_len;
        } else if (strncmp(uri, "data:", 5) == 0) {
            const char *comma = strchr(uri, ',');
            if (comma == NULL || comma - uri < 7 || strncmp(comma - 7, ";base64", 7) != 0)
                return d_fail(d, "data: URI is not base64", "uri");
            if (!b64_decode(d, comma + 1, &decoded, &have)) return 0;
            data = decoded;
        } else {
            char file[1024], msg[1200];
            size_t k = 0, u;
            const char *colon = strchr(uri, ':'), *sep = strpbrk(uri, "/\\");
            /* a ':' before the first '/' or '\' starts a scheme (file:, http:) or, on
               Windows, names a drive (C:/x.bin, C:x.bin): not relative */
            if (strstr(uri, "://") != NULL || (colon != NULL && (sep == NULL || colon < sep)) ||
                uri[0] == '/' || uri[0] == '\\')
                return d_fail(d, "only relative buffer URIs are read", "uri");
            if (d->c->base_dir == NULL) return d_fail(d, "external buffer but no base folder", "uri");
            if (strlen(d->c->base_dir) + strlen(uri) + 2 > sizeof file)
                return d_fail(d, "buffer URI too long", "uri");
            if (d->c->base_dir[0] != '\0') {
                sprintf(file, "%s/", d->c->base_dir);
                k = strlen(file);
            }
            for (u = 0; uri[u] != '\0'; ++u) { /* percent-decoding */
                if (uri[u] == '%') {
                    int h1 = uri[u + 1] ? hexval(uri[u + 1]) : -1, h2 = h1 >= 0 && uri[u + 2] ? hexval(uri[u + 2]) : -1;
                    if (h1 < 0 || h2 < 0) return d_fail(d, "bad percent escape in buffer URI", "uri");
                    if (h1 == 0 && h2 == 0) return d_fail(d, "%00 in buffer URI", "uri");
                    file[k++] = (char)(h1 * 16 + h2);
                    u += 2;
                } else {
                    file[k++] = uri[u];
                }
            }
            file[k] = '\0';
            {
                const char *why;
                char what[64];
                sprintf(what, "reading buffer %lu's file", (unsigned long)i);
                if (!read_whole_file(d->c, file, (size_t)len, what, &decoded, &have, &why)) {
                    if (why == NULL) return 0; /* over the budget: said */
                    sprintf(msg, "cannot read buffer file '%.160s': %.200s", file, why);
                    return d_fail(d, msg, "uri");
                }
            }
            data = decoded;
        }
        if (have < (size_t)len) {
            char msg[128];
            sprintf(msg, "buffer holds %lu bytes, byteLength says %ld", (unsigned long)have, len);
            return d_fail(d, msg, "byteLength");
        }
        d->buffers[i].data = data;
        d->buffers[i].length = (size_t)len;
    }
    return 1;
}

static int load_meshopt(gl_doc *d, long v, gl_view *view);

static int load_views(gl_doc *d)
{
    long arr = -1, v = -1;
    size_t i, n = 0;
    if (!d_array(d, d->root, "bufferViews", &arr, &n)) return 0;
    d->view_count = n;
    d->views = (gl_view *)gl_alloc(d->c, (n + 1) * sizeof(gl_view));
    if (d->views == NULL) return d_fail(d, "out of memory", NULL);
    for (i = 0; i < n; ++i) {
        long buf = 0, off = 0, len = 0, stride = 0; /* = 0: the analyzer cannot see that a
                                                       required d_int() never returns 2 */
        if (!d_object_at(d, arr, i, "bufferViews", &v)) return 0;
        if (!d_int(d, v, "buffer", 1, 0, 0x7FFFFFFFL, &buf)) return 0;
        if ((size_t)buf >= d->buffer_count) return d_fail(d, "buffer index out of range", "buffer");
        if (!d_int(d, v, "byteOffset", 0, 0, 0x7FFFFFFFL, &off)) return 0;
        if (!d_int(d, v, "byteLength", 1, 1, 0x7FFFFFFFL, &len)) return 0;
        if (!d_int(d, v, "byteStride", 0, 4, 252, &stride)) return 0;
        if ((size_t)off > d->buffers[buf].length || (size_t)len > d->buffers[buf].length - (size_t)off)
            return d_fail(d, "bufferView extends past its buffer", NULL);
        d->views[i].buffer = (size_t)buf;
        d->views[i].offset = (size_t)off;
        d->views[i].length = (size_t)len;
        d->views[i].stride = (size_t)stride;
        if (!load_meshopt(d, v, &d->views[i])) return 0;
        if (d->views[i].meshopt.ext == NULL) {
            if (d->buffers[buf].data == NULL)
                return d_fail(d, "bufferView of a meshopt fallback buffer (no bytes) without "
                                 "EXT_meshopt_compression", "buffer");
            d->views[i].data = d->buffers[buf].data + (size_t)off;
        }
    }
    return 1;
}

/* Reads and checks a bufferView's meshopt extension (none: view->meshopt.ext stays NULL).
   Everything the decoder asserts or relies on is checked here, so that a hostile file gets
   a message, not an assertion or a read past the compressed bytes. */
static int load_meshopt(gl_doc *d, long v, gl_view *view)
{
    static const char *const modes[3] = { "ATTRIBUTES", "TRIANGLES", "INDICES" };
    static const char *const filters[4] = { "NONE", "OCTAHEDRAL", "QUATERNION", "EXPONENTIAL" };
    const char *ext = NULL, *mode = NULL, *filter = "NONE";
    long m = meshopt_ext(d, v, &ext), buf = 0, off = 0, len = 0, stride = 1, count = 1; /* (the
                                                       analyzer cannot see that a required
                                                       d_int() sets them or fails) */
    gl_meshopt *mo = &view->meshopt;
    size_t k, saved = strlen(d->path);
    char msg[200];
    if (m < 0) return 1;
    if (strlen(d->path) + 40 < sizeof d->path) sprintf(d->path + saved, ".extensions.%s", ext);
    if (j_at(d, m)->type != J_OBJECT) return d_fail(d, "must be an object", NULL);
    if (!d_int(d, m, "buffer", 1, 0, 0x7FFFFFFFL, &buf)) return 0;
    if ((size_t)buf >= d->buffer_count) return d_fail(d, "buffer index out of range", "buffer");
    if (d->buffers[buf].data == NULL)
        return d_fail(d, "the compressed bytes are in a fallback buffer (no bytes)", "buffer");
    if (!d_int(d, m, "byteOffset", 0, 0, 0x7FFFFFFFL, &off)) return 0;
    if (!d_int(d, m, "byteLength", 1, 1, 0x7FFFFFFFL, &len)) return 0;
    if (!d_int(d, m, "byteStride", 1, 1, 256, &stride)) return 0;
    if (!d_int(d, m, "count", 1, 1, 0x7FFFFFFFL, &count)) return 0;
    if (d_string(d, m, "mode", &mode) != 1) return d_fail(d, "missing or bad 'mode'", "mode");
    if (!d_string(d, m, "filter", &filter)) return 0;
    if ((size_t)off > d->buffers[buf].length || (size_t)len > d->buffers[buf].length - (size_t)off)
        return d_fail(d, "the compressed bytes extend past their buffer", NULL);
    for (k = 0; k < 3 && strcmp(mode, modes[k]) != 0; ++k) {}
    if (k == 3) {
        sprintf(msg, "unknown mode '%.40s' (ATTRIBUTES, TRIANGLES or INDICES)", mode);
        return d_fail(d, msg, "mode");
    }
    mo->mode = (int)k;
    for (k = 0; k < 4 && strcmp(filter, filters[k]) != 0; ++k) {}
    if (k == 4) {
        sprintf(msg, "unknown filter '%.40s' (NONE, OCTAHEDRAL, QUATERNION or EXPONENTIAL)", filter);
        return d_fail(d, msg, "filter");
    }
    mo->filter = (int)k;
    if (mo->mode == GL_MO_ATTRIBUTES && stride % 4 != 0)
        return d_fail(d, "byteStride of mode ATTRIBUTES must be a multiple of 4 (at most 256)", "byteStride");
    if (mo->mode != GL_MO_ATTRIBUTES && stride != 2 && stride != 4)
        return d_fail(d, "byteStride of mode TRIANGLES or INDICES must be 2 or 4", "byteStride");
    if (mo->mode == GL_MO_TRIANGLES && count % 3 != 0)
        return d_fail(d, "count of mode TRIANGLES must be a multiple of 3", "count");
    if (mo->filter != GL_MO_NONE && mo->mode != GL_MO_ATTRIBUTES)
        return d_fail(d, "a filter needs mode ATTRIBUTES", "filter");
    if ((mo->filter == GL_MO_OCTAHEDRAL && stride != 4 && stride != 8) ||
        (mo->filter == GL_MO_QUATERNION && stride != 8))
        return d_fail(d, "byteStride does not fit the filter (OCTAHEDRAL 4 or 8, QUATERNION 8)", "byteStride");
    /* count x byteStride is the decoded size: the view's byteLength, without overflow */
    if ((size_t)count > view->length / (size_t)stride || (size_t)count * (size_t)stride != view->length) {
        sprintf(msg, "count x byteStride (%ld x %ld) is not the bufferView's byteLength (%lu)", count,
                stride, (unsigned long)view->length);
        return d_fail(d, msg, NULL);
    }
    mo->ext = ext;
    mo->buffer = (size_t)buf;
    mo->offset = (size_t)off;
    mo->length = (size_t)len;
    mo->stride = (size_t)stride;
    mo->count = (size_t)count;
    d->path[saved] = '\0';
    return 1;
}

/* bufferViews[i]'s bytes; a compressed view is decoded at its first use (only the views
   the animations read are), with meshoptimizer's decoder when the loader is built with
   GL_MESHOPT (the Makefile does when libmeshoptimizer-dev is installed). */
static int view_bytes(gl_doc *d, size_t i, const unsigned char **out)
{
    gl_view *v = &d->views[i];
    const gl_meshopt *mo = &v->meshopt;
    char msg[300];
#ifdef GL_MESHOPT
    static const char *const calls[3] = { "meshopt_decodeVertexBuffer", "meshopt_decodeIndexBuffer",
                                          "meshopt_decodeIndexSequence" };
    unsigned char *dst;
    const unsigned char *src;
    char what[96];
    int rc;
#endif
    if (v->data != NULL || mo->ext == NULL) {
        *out = v->data;
        return 1;
    }
#ifdef GL_MESHOPT
    sprintf(what, "decoding bufferView %lu (%s)", (unsigned long)i, mo->ext);
    dst = (unsigned char *)gl_alloc_for(d->c, v->length, what);
    if (dst == NULL) return d_fail(d, "out of memory", NULL);
    src = d->buffers[mo->buffer].data + mo->offset;
    if (mo->mode == GL_MO_ATTRIBUTES)
        rc = meshopt_decodeVertexBuffer(dst, mo->count, mo->stride, src, mo->length);
    else if (mo->mode == GL_MO_TRIANGLES)
        rc = meshopt_decodeIndexBuffer(dst, mo->count, mo->stride, src, mo->length);
    else
        rc = meshopt_decodeIndexSequence(dst, mo->count, mo->stride, src, mo->length);
    if (rc != 0) {
        sprintf(msg, "bufferView %lu: %s failed (%d): the %s data is %s", (unsigned long)i,
                calls[mo->mode], rc, mo->ext, rc == -1 ? "of an encoding version this "
                "meshoptimizer does not decode, or not meshopt data" : "truncated or corrupt");
        return d_fail(d, msg, NULL);
    }
    if (mo->filter == GL_MO_OCTAHEDRAL) meshopt_decodeFilterOct(dst, mo->count, mo->stride);
    else if (mo->filter == GL_MO_QUATERNION) meshopt_decodeFilterQuat(dst, mo->count, mo->stride);
    else if (mo->filter == GL_MO_EXPONENTIAL) meshopt_decodeFilterExp(dst, mo->count, mo->stride);
    v->data = dst;
    *out = dst;
    return 1;
#else
    sprintf(msg, "bufferView %lu is compressed (%s) and this build has no meshopt decoder: "
                 "install libmeshoptimizer-dev and rebuild", (unsigned long)i, mo->ext);
    return d_fail(d, msg, NULL);
#endif
}

static size_t component_size(long ct)
{
    switch (ct) {
    case 5120: case 5121: return 1;
    case 5122: case 5123: return 2;
    case 5125: case 5126: return 4;
    default: return 0;
    }
}

static int type_components(const char *t)
{
    static const char *const names[7] = { "SCALAR", "VEC2", "VEC3", "VEC4", "MAT2", "MAT3", "MAT4" };
    static const int comps[7] = { 1, 2, 3, 4, 4, 9, 16 };
    int i;
    for (i = 0; i < 7; ++i)
        if (strcmp(t, names[i]) == 0) return comps[i];
    return 0;
}

/* Scratch memory for one densified accessor is capped, so a hostile count cannot make the
   loader commit gigabytes. */
#define GL_MAX_SCRATCH (64UL * 1024UL * 1024UL)

/* Resolves accessors[i] into d->accessors[i] (densifying sparse ones). */
static int resolve_accessor(gl_doc *d, size_t i)
{
    long a = -1, view = -1, off = 0, ct = 0, count = 0, norm_node;
    size_t comps, csize, esize, stride;
    const char *type = NULL;
    gltfa_accessor *out;
    long sparse;
    char saved[256], what[80];
    if (d->accessor_done[i]) return 1;
    strcpy(saved, d->path);
    if (!d_object_at(d, d->accessor_arr, i, "accessors", &a)) return 0;
    out = &d->accessors[i];
    if (!d_int(d, a, "componentType", 1, 0, 0x7FFFFFFFL, &ct)) return 0;
    csize = component_size(ct);
    if (csize == 0) return d_fail(d, "unknown componentType", "componentType");
    if (!d_int(d, a, "count", 1, 1, 0x7FFFFFFFL, &count)) return 0;
    if (d_string(d, a, "type", &type) != 1) return d_fail(d, "missing or bad 'type'", "type");
    comps = (size_t)type_components(type);
    if (comps == 0) return d_fail(d, "unknown accessor type", "type");
    norm_node = j_member(d, a, "normalized");
    if (norm_node >= 0 && j_at(d, norm_node)->type != J_TRUE && j_at(d, norm_node)->type != J_FALSE)
        return d_fail(d, "'normalized' must be a boolean", "normalized");
    if (!d_int(d, a, "byteOffset", 0, 0, 0x7FFFFFFFL, &off)) return 0;
    if (!d_int(d, a, "bufferView", 0, 0, 0x7FFFFFFFL, &view)) return 0;
    esize = csize * comps;
    gltfa_accessor_init(out, NULL, (size_t)count, (int)ct, (int)comps);
    out->normalized = norm_node >= 0 && j_at(d, norm_node)->type == J_TRUE;
    d->accessor_types[i] = type;
    d->accessor_views[i] = view;
    if (view >= 0) {
        const gl_view *v;
        const unsigned char *base;
        if ((size_t)view >= d->view_count) return d_fail(d, "bufferView index out of range", "bufferView");
        v = &d->views[view];
        stride = v->stride ? v->stride : esize;
        if (v->stride && v->stride < esize) return d_fail(d, "byteStride smaller than the element", "bufferView");
        /* (count - 1) * stride + esize <= view length - offset, without overflow */
        if ((size_t)off > v->length) return d_fail(d, "accessor byteOffset past its bufferView", "byteOffset");
        if ((size_t)count - 1 > (v->length - (size_t)off) / stride ||
            ((size_t)count - 1) * stride + esize > v->length - (size_t)off) {
            char msg[160];
            sprintf(msg, "accessor %lu extends past bufferView %ld", (unsigned long)i, view);
            return d_fail(d, msg, NULL);
        }
        if (!view_bytes(d, (size_t)view, &base)) return 0;
        out->data = base + (size_t)off;
        out->byte_stride = v->stride;
        out->byte_length = v->length - (size_t)off;
    }
    sparse = j_member(d, a, "sparse");
    if (sparse >= 0) {
        long scount = 0, idx, vals, iview = -1, ioff = 0, ict = 0, vview = -1, voff = 0;
        unsigned char *dense;
        const unsigned char *ip, *vp;
        size_t isize, k, prev = 0;
        if (j_at(d, sparse)->type != J_OBJECT) return d_fail(d, "'sparse' must be an object", "sparse");
        if (!d_int(d, sparse, "count", 1, 1, count, &scount)) return 0;
        idx = j_member(d, sparse, "indices");
        vals = j_member(d, sparse, "values");
        if (idx < 0 || vals < 0 || j_at(d, idx)->type != J_OBJECT || j_at(d, vals)->type != J_OBJECT)
            return d_fail(d, "sparse needs 'indices' and 'values' objects", "sparse");
        strcat(d->path, ".sparse.indices");
        if (!d_int(d, idx, "bufferView", 1, 0, 0x7FFFFFFFL, &iview)) return 0;
        if (!d_int(d, idx, "byteOffset", 0, 0, 0x7FFFFFFFL, &ioff)) return 0;
        if (!d_int(d, idx, "componentType", 1, 0, 0x7FFFFFFFL, &ict)) return 0;
        if (ict != 5121 && ict != 5123 && ict != 5125) return d_fail(d, "sparse indices must be unsigned", "componentType");
        isize = component_size(ict);
        if ((size_t)iview >= d->view_count) return d_fail(d, "bufferView index out of range", "bufferView");
        if ((size_t)ioff > d->views[iview].length ||
            (size_t)scount > (d->views[iview].length - (size_t)ioff) / isize)
            return d_fail(d, "sparse indices extend past their bufferView", NULL);
        sprintf(d->path, "accessors[%lu].sparse.values", (unsigned long)i);
        if (!d_int(d, vals, "bufferView", 1, 0, 0x7FFFFFFFL, &vview)) return 0;
        if (!d_int(d, vals, "byteOffset", 0, 0, 0x7FFFFFFFL, &voff)) return 0;
        if ((size_t)vview >= d->view_count) return d_fail(d, "bufferView index out of range", "bufferView");
        if ((size_t)voff > d->views[vview].length ||
            (size_t)scount > (d->views[vview].length - (size_t)voff) / esize)
            return d_fail(d, "sparse values extend past their bufferView", NULL);
        if ((size_t)count > GL_MAX_SCRATCH / esize) return d_fail(d, "sparse accessor too large", NULL);
        sprintf(what, "densifying sparse accessor %lu", (unsigned long)i);
        dense = (unsigned char *)gl_alloc_for(d->c, (size_t)count * esize, what);
        if (dense == NULL) return d_fail(d, "out of memory", NULL);
        if (out->data != NULL) { /* base values, de-strided */
            const unsigned char *src = (const unsigned char *)out->data;
            size_t st = out->byte_stride ? out->byte_stride : esize;
            for (k = 0; k < (size_t)count; ++k) memcpy(dense + k * esize, src + k * st, esize);
        }
        if (!view_bytes(d, (size_t)iview, &ip) || !view_bytes(d, (size_t)vview, &vp)) return 0;
        ip += (size_t)ioff;
        vp += (size_t)voff;
        for (k = 0; k < (size_t)scount; ++k) {
            size_t at = 0, b;
            for (b = 0; b < isize; ++b) at |= (size_t)ip[k * isize + b] << (8 * b);
            if (at >= (size_t)count) return d_fail(d, "sparse index out of range", NULL);
            if (k > 0 && at <= prev) return d_fail(d, "sparse indices not strictly increasing", NULL);
            prev = at;
            memcpy(dense + at * esize, vp + k * esize, esize);
        }
        out->data = dense;
        out->byte_stride = 0;
        out->byte_length = (size_t)count * esize;
    }
    if (out->data == NULL) {
        /* no bufferView and no sparse: all zeros (the specification's default) */
        unsigned char *zeros;
        if ((size_t)count > GL_MAX_SCRATCH / esize) return d_fail(d, "accessor without bufferView too large", NULL);
        sprintf(what, "accessor %lu (no bufferView: its zeros)", (unsigned long)i);
        zeros = (unsigned char *)gl_alloc_for(d->c, (size_t)count * esize, what);
        if (zeros == NULL) return d_fail(d, "out of memory", NULL);
        out->data = zeros;
        out->byte_length = (size_t)count * esize;
    }
    d->accessor_done[i] = 1;
    strcpy(d->path, saved);
    return 1;
}

/* Keeps a warning in the file: counted, and its text kept while there is room. */
static void gl_warn(gl_file *f, const char *msg)
{
    if (f->warning_count < GL_MAX_WARNINGS) {
        char *w = f->warnings[f->warning_count], *p;
        sprintf(w, "%.*s", GL_WARNING_SIZE - 1, msg);
        for (p = w; *p != '\0'; ++p) /* one line */
            if ((unsigned char)*p < 0x20 || *p == 0x7F) *p = '?';
    }
    ++f->warning_count;
}

/* The specification forbids a byteStride on the bufferView of an animation sampler's
   accessors (the glTF validator's ANIMATION_SAMPLER_ACCESSOR_WITH_BYTESTRIDE); the loader
   honours it (the library reads strided data) and warns. */
static void stride_warning(const gl_doc *d, gl_file *f, size_t anim, long sampler, const char *role,
                           long acc)
{
    long view = d->accessor_views[acc];
    char msg[GL_WARNING_SIZE];
    if (view < 0 || d->views[view].stride == 0) return;
    sprintf(msg, "animation %lu sampler %ld: %s accessor %ld has byteStride %lu (bufferView %ld; "
                 "the specification forbids it; honoured)", (unsigned long)anim, sampler, role, acc,
            (unsigned long)d->views[view].stride, view);
    gl_warn(f, msg);
}

/* One animation sampler, read once however many channels share it. */
typedef struct gl_smp {
    long input, output;
    gltfa_interp interp;
    int done;
} gl_smp;

static int load_animations(gl_doc *d, gl_file *f)
{
    long arr = -1, acc_arr = -1, nodes_arr = -1;
    size_t n = 0, i, acc_n = 0, nodes_n = 0;
    if (!d_array(d, d->root, "accessors", &acc_arr, &acc_n)) return 0;
    if (!d_array(d, d->root, "nodes", &nodes_arr, &nodes_n)) return 0;
    f->node_count = nodes_n;
    f->node_names = (const char **)gl_alloc(d->c, (nodes_n + 1) * sizeof(const char *));
    if (f->node_names == NULL) return d_fail(d, "out of memory", NULL);
    for (i = 0; i < nodes_n; ++i) { /* display names only: a bad one is no error */
        long nd = j_index(d, nodes_arr, i), nm = j_member(d, nd, "name");
        f->node_names[i] = nm >= 0 && j_at(d, nm)->type == J_STRING ? j_at(d, nm)->str : NULL;
    }
    d->accessor_count = acc_n;
    d->accessor_arr = acc_arr;
    d->accessors = (gltfa_accessor *)gl_alloc(d->c, (acc_n + 1) * sizeof(gltfa_accessor));
    d->accessor_done = (char *)gl_alloc(d->c, acc_n + 1);
    d->accessor_types = (const char **)gl_alloc(d->c, (acc_n + 1) * sizeof(const char *));
    d->accessor_views = (long *)gl_alloc(d->c, (acc_n + 1) * sizeof(long));
    if (!d->accessors || !d->accessor_done || !d->accessor_types || !d->accessor_views)
        return d_fail(d, "out of memory", NULL);
    if (!d_array(d, d->root, "animations", &arr, &n)) return 0;
    f->animation_count = n;
    f->animations = (gl_animation *)gl_alloc(d->c, (n + 1) * sizeof(gl_animation));
    if (f->animations == NULL) return d_fail(d, "out of memory", NULL);
    for (i = 0; i < n; ++i) {
        long an = -1, chans = -1, samps = -1;
        size_t cn = 0, sn = 0, k;
        gl_animation *A = &f->animations[i];
        gl_smp *smps;
        char base[64];
        if (!d_object_at(d, arr, i, "animations", &an)) return 0;
        sprintf(base, "animations[%lu]", (unsigned long)i);
        A->name = "";
        if (!d_string(d, an, "name", &A->name)) return 0;
        if (d_array(d, an, "channels", &chans, &cn) != 1) return d_fail(d, "missing or bad 'channels'", "channels");
        if (d_array(d, an, "samplers", &samps, &sn) != 1) return d_fail(d, "missing or bad 'samplers'", "samplers");
        A->channel_count = cn;
        A->sampler_count = sn;
        A->channels = (gl_channel *)gl_alloc(d->c, (cn + 1) * sizeof(gl_channel));
        smps = (gl_smp *)gl_alloc(d->c, (sn + 1) * sizeof(gl_smp));
        if (A->channels == NULL || smps == NULL) return d_fail(d, "out of memory", NULL);
        for (k = 0; k < cn; ++k) {
            gl_channel *C = &A->channels[k];
            long ch = j_index(d, chans, k), target, ext, ptr;
            gl_smp *S;
            sprintf(d->path, "%s.channels[%lu]", base, (unsigned long)k);
            if (ch < 0 || j_at(d, ch)->type != J_OBJECT) return d_fail(d, "must be an object", NULL);
            if (!d_int(d, ch, "sampler", 1, 0, 0x7FFFFFFFL, &C->sampler)) return 0;
            if ((size_t)C->sampler >= sn) return d_fail(d, "sampler index out of range", "sampler");
            target = j_member(d, ch, "target");
            if (target < 0 || j_at(d, target)->type != J_OBJECT) return d_fail(d, "missing or bad 'target'", "target");
            strcat(d->path, ".target");
            C->node = -1;
            if (!d_int(d, target, "node", 0, 0, 0x7FFFFFFFL, &C->node)) return 0;
            if (C->node >= 0 && (size_t)C->node >= nodes_n) return d_fail(d, "node index out of range", "node");
            C->path = NULL;
            if (d_string(d, target, "path", &C->path) != 1 || C->path == NULL)
                return d_fail(d, "missing or bad 'path'", "path");
            C->pointer = NULL;
            ext = j_member(d, target, "extensions");
            if (ext >= 0) {
                if (j_at(d, ext)->type != J_OBJECT) return d_fail(d, "'extensions' must be an object", "extensions");
                ptr = j_member(d, ext, "KHR_animation_pointer");
                if (ptr >= 0) {
                    if (j_at(d, ptr)->type != J_OBJECT) return d_fail(d, "must be an object", "extensions.KHR_animation_pointer");
                    strcat(d->path, ".extensions.KHR_animation_pointer");
                    if (d_string(d, ptr, "pointer", &C->pointer) != 1) return d_fail(d, "missing or bad 'pointer'", "pointer");
                }
            }
            if (strcmp(C->path, "pointer") == 0 && C->pointer == NULL)
                return d_fail(d, "path 'pointer' without a KHR_animation_pointer pointer", NULL);
            /* the sampler: read and checked at its first channel, kept for the others */
            S = &smps[C->sampler];
            if (!S->done) {
                long smp = j_index(d, samps, (size_t)C->sampler);
                const char *interp = NULL;
                S->input = S->output = 0;
                sprintf(d->path, "%s.samplers[%ld]", base, C->sampler);
                if (smp < 0 || j_at(d, smp)->type != J_OBJECT) return d_fail(d, "must be an object", NULL);
                if (!d_int(d, smp, "input", 1, 0, 0x7FFFFFFFL, &S->input)) return 0;
                if (!d_int(d, smp, "output", 1, 0, 0x7FFFFFFFL, &S->output)) return 0;
                if ((size_t)S->input >= acc_n) return d_fail(d, "accessor index out of range", "input");
                if ((size_t)S->output >= acc_n) return d_fail(d, "accessor index out of range", "output");
                if (!d_string(d, smp, "interpolation", &interp)) return 0;
                if (gltfa_interp_parse(interp, &S->interp) != GLTFA_SUCCESS) {
                    char msg[160];
                    sprintf(msg, "unknown interpolation '%.100s'", interp);
                    return d_fail(d, msg, "interpolation");
                }
                if (!resolve_accessor(d, (size_t)S->input) || !resolve_accessor(d, (size_t)S->output)) return 0;
                stride_warning(d, f, i, C->sampler, "input", S->input);
                stride_warning(d, f, i, C->sampler, "output", S->output);
                S->done = 1;
            }
            C->interp = S->interp;
            C->input = d->accessors[S->input];
            C->output = d->accessors[S->output];
            C->output_type = d->accessor_types[S->output];
            C->input_index = S->input;
            C->output_index = S->output;
        }
    }
    return 1;
}

/* ---------------------------------------------------------------------------------------
   Nodes and skins (gl_options.skeleton)
   --------------------------------------------------------------------------------------- */

/* A member that is an array of n numbers, each a finite float, into out: 1 read, 2 absent,
   0 error. */
static int d_floats(gl_doc *d, long obj, const char *key, size_t n, float *out)
{
    long arr = -1;
    size_t count = 0, i;
    char msg[128];
    int r = d_array(d, obj, key, &arr, &count);
    if (r != 1) return r;
    if (count != n) {
        sprintf(msg, "'%s' must have %lu numbers", key, (unsigned long)n);
        return d_fail(d, msg, key);
    }
    for (i = 0; i < n; ++i) {
        long e = j_index(d, arr, i);
        double v;
        if (e < 0 || j_at(d, e)->type != J_NUMBER) {
            sprintf(msg, "'%s' must have %lu numbers", key, (unsigned long)n);
            return d_fail(d, msg, key);
        }
        v = j_at(d, e)->num;
        if (!(v >= -(double)FLT_MAX && v <= (double)FLT_MAX)) {
            sprintf(msg, "'%s' element %lu is not a finite float", key, (unsigned long)i);
            return d_fail(d, msg, key);
        }
        out[i] = (float)v;
    }
    return 1;
}

static int load_skeleton(gl_doc *d, gl_file *f)
{
    long nodes_arr = -1, skins_arr = -1;
    size_t n = 0, i, k, sn = 0;
    float *mats;
    char msg[200];
    if (!d_array(d, d->root, "nodes", &nodes_arr, &n)) return 0;
    f->rest = (gltfa_trs *)gl_alloc(d->c, (n + 1) * sizeof(gltfa_trs));
    f->parents = (size_t *)gl_alloc(d->c, (n + 1) * sizeof(size_t));
    f->matrices = (const float **)gl_alloc(d->c, (n + 1) * sizeof(const float *));
    mats = (float *)gl_alloc(d->c, (16 * n + 1) * sizeof(float));
    if (f->rest == NULL || f->parents == NULL || f->matrices == NULL || mats == NULL)
        return d_fail(d, "out of memory", NULL);
    for (i = 0; i < n; ++i) f->parents[i] = (size_t)-1;
    for (i = 0; i < n; ++i) {
        long nd = -1, children = -1;
        size_t cn = 0;
        gltfa_trs *p = &f->rest[i];
        int t, r, s, m;
        gltfa_result res;
        if (!d_object_at(d, nodes_arr, i, "nodes", &nd)) return 0;
        p->translation[0] = p->translation[1] = p->translation[2] = 0.0f;
        p->rotation[0] = p->rotation[1] = p->rotation[2] = 0.0f;
        p->rotation[3] = 1.0f;
        p->scale[0] = p->scale[1] = p->scale[2] = 1.0f;
        f->matrices[i] = NULL;
        if (!(t = d_floats(d, nd, "translation", 3, p->translation)) ||
            !(r = d_floats(d, nd, "rotation", 4, p->rotation)) ||
            !(s = d_floats(d, nd, "scale", 3, p->scale)) ||
            !(m = d_floats(d, nd, "matrix", 16, mats + 16 * i)))
            return 0;
        if (m == 1) {
            if (t == 1 || r == 1 || s == 1) return d_fail(d, "both 'matrix' and translation, rotation or scale", "matrix");
            res = gltfa_matrix_to_trs(p, mats + 16 * i);
            if (res != GLTFA_SUCCESS) {
                sprintf(msg, "not translation x rotation x scale (%s)", gltfa_result_name(res));
                return d_fail(d, msg, "matrix");
            }
            f->matrices[i] = mats + 16 * i;
        }
        if (!d_array(d, nd, "children", &children, &cn)) return 0;
        for (k = 0; k < cn; ++k) {
            long c = j_index(d, children, k);
            double v = c >= 0 && j_at(d, c)->type == J_NUMBER ? j_at(d, c)->num : -1.0;
            size_t ci;
            if (!(v >= 0.0 && v < (double)n) || v != (double)(size_t)v) {
                sprintf(msg, "children[%lu] is not a node index in [0, %lu)", (unsigned long)k, (unsigned long)n);
                return d_fail(d, msg, NULL);
            }
            ci = (size_t)v;
            if (f->parents[ci] != (size_t)-1) {
                sprintf(msg, "node %lu is a child of nodes %lu and %lu (glTF: one parent at most)",
                        (unsigned long)ci, (unsigned long)f->parents[ci], (unsigned long)i);
                return d_fail(d, msg, "children");
            }
            f->parents[ci] = i;
        }
    }
    if (!d_array(d, d->root, "skins", &skins_arr, &sn)) return 0;
    f->skins = (gl_skin *)gl_alloc(d->c, (sn + 1) * sizeof(gl_skin));
    if (f->skins == NULL) return d_fail(d, "out of memory", NULL);
    for (i = 0; i < sn; ++i) {
        long sk = -1, joints = -1, ibm = -1;
        size_t jn = 0;
        gl_skin *S = &f->skins[i];
        memset(S, 0, sizeof *S);
        if (!d_object_at(d, skins_arr, i, "skins", &sk)) return 0;
        if (d_array(d, sk, "joints", &joints, &jn) != 1 || jn == 0)
            return d_fail(d, "missing, bad or empty 'joints'", "joints");
        S->joints = (size_t *)gl_alloc(d->c, jn * sizeof(size_t));
        if (S->joints == NULL) return d_fail(d, "out of memory", NULL);
        S->joint_count = jn;
        for (k = 0; k < jn; ++k) {
            long e = j_index(d, joints, k);
            double v = e >= 0 && j_at(d, e)->type == J_NUMBER ? j_at(d, e)->num : -1.0;
            if (!(v >= 0.0 && v < (double)n) || v != (double)(size_t)v) {
                sprintf(msg, "joints[%lu] is not a node index in [0, %lu)", (unsigned long)k, (unsigned long)n);
                return d_fail(d, msg, NULL);
            }
            S->joints[k] = (size_t)v;
        }
        S->inverse_bind_index = -1;
        if (!d_int(d, sk, "inverseBindMatrices", 0, 0, 0x7FFFFFFFL, &ibm)) return 0;
        if (ibm >= 0) {
            if ((size_t)ibm >= d->accessor_count) return d_fail(d, "accessor index out of range", "inverseBindMatrices");
            if (!resolve_accessor(d, (size_t)ibm)) return 0;
            S->inverse_bind = d->accessors[ibm];
            S->inverse_bind_index = ibm;
        }
    }
    f->skin_count = sn;
    return 1;
}

/* ---------------------------------------------------------------------------------------
   GLB and entry points
   --------------------------------------------------------------------------------------- */

static unsigned long u32le(const unsigned char *p)
{
    return (unsigned long)p[0] | ((unsigned long)p[1] << 8) | ((unsigned long)p[2] << 16) |
           ((unsigned long)p[3] << 24);
}

static int parse_glb(gl_ctx *c, const unsigned char *data, size_t size, const unsigned char **json,
                     size_t *json_len, const unsigned char **bin, size_t *bin_len, int *has_bin)
{
    unsigned long total, clen, ctype;
    size_t pos;
    char where[96];
    if (size < 12) return gl_fail(c, "truncated GLB header", "byte 0");
    if (u32le(data + 4) != 2) return gl_fail(c, "unsupported GLB version", "byte 4");
    total = u32le(data + 8);
    if (total > size) {
        sprintf(where, "byte 8: header says %lu, file has %lu", total, (unsigned long)size);
        return gl_fail(c, "truncated GLB", where);
    }
    if (total < 20) return gl_fail(c, "GLB too short for a JSON chunk", "byte 8");
    pos = 12;
    *has_bin = 0;
    /* first chunk: JSON */
    clen = u32le(data + pos);
    ctype = u32le(data + pos + 4);
    if (ctype != 0x4E4F534AUL) return gl_fail(c, "first GLB chunk is not JSON", "byte 16");
    if (clen > total - pos - 8) {
        sprintf(where, "byte %lu", (unsigned long)pos);
        return gl_fail(c, "truncated JSON chunk", where);
    }
    *json = data + pos + 8;
    *json_len = clen;
    pos += 8 + clen;
    while (pos + 8 <= total) {
        clen = u32le(data + pos);
        ctype = u32le(data + pos + 4);
        if (clen > total - pos - 8) {
            sprintf(where, "byte %lu", (unsigned long)pos);
            return gl_fail(c, "truncated chunk", where);
        }
        if (ctype == 0x004E4942UL) {
            if (*has_bin) {
                sprintf(where, "byte %lu", (unsigned long)pos);
                return gl_fail(c, "second BIN chunk", where);
            }
            *bin = data + pos + 8;
            *bin_len = clen;
            *has_bin = 1;
        }
        pos += 8 + clen; /* unknown chunks are skipped */
    }
    if (pos != total) {
        sprintf(where, "byte %lu", (unsigned long)pos);
        return gl_fail(c, "truncated chunk header", where);
    }
    return 1;
}

static void free_blocks(gl_block *b)
{
    while (b != NULL) {
        gl_block *next = b->next;
        free(b);
        b = next;
    }
}

/* Sets up a context: err, and the budget (the caller's fixed one, or the default from the
   input's size). */
static void ctx_init(gl_ctx *c, const gl_options *options, size_t input, char *err, size_t err_size)
{
    memset(c, 0, sizeof *c);
    c->err = err;
    c->err_size = err_size;
    if (options != NULL && options->max_memory != 0) {
        c->budget = options->max_memory;
        c->budget_fixed = 1;
    }
    gl_budget_input(c, input);
}

static void file_memory(gl_file *file, const gl_ctx *c)
{
    file->memory = c->peak;
    file->memory_budget = c->budget;
    file->over_budget = c->over_budget;
}

/* gl_load_memory_ex, with the accounting of gl_load_file's context (outer: the file's own
   bytes in use, the budget) when it calls. */
static int load_memory(const unsigned char *data, size_t size, const char *base_dir,
                       const gl_options *options, gl_file *file, char *err, size_t err_size,
                       const gl_ctx *outer)
{
    gl_ctx c;
    jparser jp;
    gl_doc d;
    const unsigned char *json, *bin = NULL;
    size_t json_len = size, bin_len = 0;
    int has_bin = 0, ok;
    unsigned char first = 0;
    char dummy[8];
    memset(file, 0, sizeof *file);
    if (err == NULL || err_size < 64) { err = dummy; err_size = sizeof dummy; }
    err[0] = '\0';
    if (outer != NULL) {
        memcpy(&c, outer, sizeof c);
        c.blocks = NULL;
        c.err = err;
        c.err_size = err_size;
    } else {
        ctx_init(&c, options, size, err, err_size);
    }
    c.base_dir = base_dir;
    /* nothing kept points into data: the JSON text and the GLB BIN chunk are copied into
       blocks of their own (jp.text below, load_buffers) */
    json = data;
    if (size >= 4 && memcmp(data, "glTF", 4) == 0) {
        if (!parse_glb(&c, data, size, &json, &json_len, &bin, &bin_len, &has_bin)) {
            free_blocks(c.blocks);
            file_memory(file, &c);
            return 0;
        }
        first = '{';
    } else {
        size_t k = 0;
        if (size >= 3 && data[0] == 0xEF && data[1] == 0xBB && data[2] == 0xBF) k = 3;
        while (k < size && (data[k] == ' ' || data[k] == '\t' || data[k] == '\n' || data[k] == '\r')) ++k;
        first = k < size ? data[k] : 0;
        /* what can start a JSON value goes to the JSON reader (a JSON root that is not an
           object gets its own message below); anything else is not JSON at all */
        if (k == size) { /* nothing but white space, or nothing at all */
            gl_fail(&c, size == 0 ? "the file is empty (0 bytes)" : "the file holds only white space", "byte 0");
            free_blocks(c.blocks);
            file_memory(file, &c);
            return 0;
        }
        if (strchr("{[\"-0123456789tfn", (char)first) == NULL) {
            gl_fail(&c, "neither a GLB nor a JSON glTF file (bad magic)", "byte 0");
            free_blocks(c.blocks);
            file_memory(file, &c);
            return 0;
        }
    }
    memset(&jp, 0, sizeof jp); /* NOLINT(clang-analyzer-unix.Malloc): c.blocks is a list freed by free_blocks() or handed to file->priv below; the analyzer loses it */
    jp.c = &c;
    jp.text = (char *)gl_alloc_for(&c, json_len, "copying the JSON text");
    if (jp.text == NULL) { gl_fail(&c, "out of memory", ""); free_blocks(c.blocks); file_memory(file, &c); return 0; }
    if (json_len) memcpy(jp.text, json, json_len);
    jp.len = json_len;
    memset(&d, 0, sizeof d);
    d.accessor_arr = -1;
    d.c = &c;
    d.j = &jp;
    d.bin = bin;
    d.bin_len = bin_len;
    d.has_bin = has_bin;
    /* skip a UTF-8 byte order mark */
    if (jp.len >= 3 && (unsigned char)jp.text[0] == 0xEF && (unsigned char)jp.text[1] == 0xBB &&
        (unsigned char)jp.text[2] == 0xBF)
        jp.pos = 3;
    d.root = j_value(&jp);
    ok = d.root >= 0;
    if (ok) {
        j_ws(&jp);
        /* GLB JSON chunks are padded with spaces (and some writers use zeros) */
        while (jp.pos < jp.len && jp.text[jp.pos] == '\0') ++jp.pos;
        if (jp.pos != jp.len) ok = j_err(&jp, "trailing characters after the JSON value");
    }
    if (!ok && first != '{' && first != '[' && !c.over_budget) {
        /* "2 apples", "true story": text that is not JSON, rather than a JSON error */
        c.failed = 0;
        gl_fail(&c, "neither a GLB nor a JSON glTF file (bad magic)", "byte 0");
    }
    if (ok && jp.nodes[d.root].type != J_OBJECT) {
        static const char *const kinds[7] = { "null", "false", "true", "a number", "a string",
                                              "an array", "an object" };
        char msg[128];
        sprintf(msg, "the JSON root is not an object but %s (a glTF file is a JSON object)",
                kinds[jp.nodes[d.root].type]);
        ok = gl_fail(&c, msg, "");
    }
    d.path[0] = '\0';
    c.where = d.path;
    if (ok) ok = load_buffers(&d) && load_views(&d) && load_animations(&d, file) &&
                 (options == NULL || !options->skeleton || load_skeleton(&d, file));
    if (!ok) {
        free(jp.nodes);
        free(jp.kid);
        free(jp.stack);
        free_blocks(c.blocks);
        memset(file, 0, sizeof *file);
        file_memory(file, &c);
        return 0;
    }
    /* the JSON nodes are no longer needed, but strings point into jp.text (a block) */
    free(jp.nodes);
    free(jp.kid);
    free(jp.stack);
    file->work = jp.work;
    file->priv = c.blocks;
    file_memory(file, &c);
    return 1;
}

int gl_load_memory_ex(const unsigned char *data, size_t size, const char *base_dir,
                      const gl_options *options, gl_file *file, char *err, size_t err_size)
{
    return load_memory(data, size, base_dir, options, file, err, err_size, NULL);
}

int gl_load_memory(const unsigned char *data, size_t size, const char *base_dir, gl_file *file,
                   char *err, size_t err_size)
{
    return load_memory(data, size, base_dir, NULL, file, err, err_size, NULL);
}

int gl_load_file_ex(const char *path, const gl_options *options, gl_file *file, char *err,
                    size_t err_size)
{
    gl_ctx c;
    unsigned char *data = NULL;
    size_t len = 0;
    char dir[1024];
    const char *slash, *why;
    int ok;
    char dummy[8];
    memset(file, 0, sizeof *file);
    if (err == NULL || err_size < 64) { err = dummy; err_size = sizeof dummy; }
    err[0] = '\0';
    /* the budget's input grows by the file's size as read_whole_file opens it */
    ctx_init(&c, options, 0, err, err_size);
    if (!read_whole_file(&c, path, (size_t)-1, "reading the file", &data, &len, &why)) {
        if (why != NULL) { /* else over the budget, said */
            char msg[1100];
            sprintf(msg, "cannot read '%.900s': %.100s", path, why);
            sprintf(err, "%.*s", (int)(err_size - 1), msg);
        }
        free_blocks(c.blocks);
        file_memory(file, &c);
        return 0;
    }
    slash = strrchr(path, '/');
#ifdef _WIN32
    { /* Windows paths also separate folders with '\' (C:\models\a.gltf, ..\a.gltf) */
        const char *back = strrchr(path, '\\');
        if (back != NULL && (slash == NULL || back > slash)) slash = back;
    }
#endif
    strcpy(dir, ".");
    if (slash == path) {
        strcpy(dir, "/");
    } else if (slash != NULL && (size_t)(slash - path) < sizeof dir) {
        memcpy(dir, path, (size_t)(slash - path));
        dir[slash - path] = '\0';
    }
    ok = load_memory(data, len, dir, options, file, err, err_size, &c);
    free_blocks(c.blocks);
    return ok;
}

int gl_load_file(const char *path, gl_file *file, char *err, size_t err_size)
{
    return gl_load_file_ex(path, NULL, file, err, err_size);
}

void gl_free(gl_file *file)
{
    if (file == NULL) return;
    free_blocks((gl_block *)file->priv);
    memset(file, 0, sizeof *file);
}

gltfa_result gl_channel_sampler(const gl_channel *ch, gltfa_sampler *s)
{
    gltfa_path path;
    gltfa_property property;
    gltfa_result r = gltfa_path_parse(ch->path, &path);
    if (r == GLTFA_SUCCESS && path == GLTFA_PATH_POINTER) {
        /* KHR_animation_pointer: the pointer names the property, and so the rules row */
        gltfa_pointer info;
        r = ch->pointer != NULL ? gltfa_pointer_parse(ch->pointer, &info) : GLTFA_ERROR_UNKNOWN_TARGET;
        if (r != GLTFA_SUCCESS) {
            memset(s, 0, sizeof *s);
            return r;
        }
        property = info.property;
    } else {
        /* a core path; another string (kept by the loader as given) is not animatable */
        property = r == GLTFA_SUCCESS ? gltfa_path_property(path) : GLTFA_PROPERTY_NONE;
        if (property == GLTFA_PROPERTY_NONE) {
            memset(s, 0, sizeof *s);
            return GLTFA_ERROR_UNKNOWN_TARGET;
        }
    }
    return gltfa_sampler_init(s, &ch->input, &ch->output, ch->interp, property);
}
