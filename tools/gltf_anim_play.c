/* gltf_anim_play.c - list, sample and plot the animations of a .glb/.gltf file with
   gltf_anim.h (and the small loader in gltf_load.c). Run with --help for the usage.
   Exit status: --help lists it. */
#define GLTF_ANIM_IMPLEMENTATION
#define GLTF_ANIM_BIND_IMPLEMENTATION
#include "../gltf_anim_bind.h"
#include "gltf_load.h"
#include <errno.h>
#include <float.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h> /* the plot's ticks and Euler angles (the library itself uses no libm) */

static const char *const usage_lines[] = {
    "usage: gltf_anim_play --list FILE",
    "       gltf_anim_play --sample FILE --times LIST [--animation N]",
    "       gltf_anim_play --world FILE --times LIST [--animation N]",
    "       gltf_anim_play --joints FILE --times LIST [--animation N]",
    "       gltf_anim_play --root-motion FILE --node NAME|INDEX --times LIST [--animation N]",
    "                      [--yaw] [--up x|y|z]",
    "       gltf_anim_play --svg OUT.svg FILE [--animation N] [--node NAME|INDEX] [--euler]",
    "                      [--fps N] [--scale shared|own]",
    "       gltf_anim_play --help",
    "",
    "Reads a glTF 2.0 file (.glb, or .gltf with external or data: buffers) and uses",
    "gltf_anim.h to sample its animations exactly as the glTF 2.0 specification says.",
    "",
    "  --list FILE      every animation (index, name, time span START .. END and duration)",
    "                   and channel (index, node and its name, path or KHR_animation_pointer",
    "                   pointer, interpolation, key count, time range, output type). Names",
    "                   are in double quotes, with \\\" and \\\\ for a quote and a backslash",
    "                   in them and control characters as '?'. As the",
    "                   specification defines them, START is the earliest first key time and",
    "                   END the latest last key time over the animation's channels (skipped",
    "                   channels do not count), and the duration is END - START.",
    "  --sample FILE    prints tab-separated lines under the header",
    "                     animation<TAB>channel<TAB>node<TAB>path<TAB>interpolation<TAB>time<TAB>values<TAB>node_name",
    "                   one line per channel per time: animations and channels in file order,",
    "                   for each channel the times in the order given. values are the",
    "                   channel's floats separated by single spaces, each printed with %.9g",
    "                   (rotations are unit quaternions x y z w). node is -1 and path is the",
    "                   pointer string for KHR_animation_pointer channels. node_name (the",
    "                   last column, new after 0.8.0) is the node's name as it is, tabs and",
    "                   other control characters as '?', or empty (no name, or no node).",
    "  --world FILE     every node's world matrix at each time: one header line starting",
    "                   with '#', then one line per time and node, times in the order given,",
    "                   nodes in index order:",
    "                     time node m0 m1 ... m15",
    "                   separated by single spaces, each float with %.9g: the 4x4 world",
    "                   matrix, column-major as glTF stores matrices (m12 m13 m14 is the",
    "                   translation), world(node) = world(parent) x local(node), local the",
    "                   node's matrix or translation x rotation x scale of its pose. The",
    "                   poses: animation N's channels (default 0) that target a node's",
    "                   translation, rotation or scale (core or KHR_animation_pointer),",
    "                   sampled at the time as --sample samples them (held at their first",
    "                   and last keys, no looping), every other node at its rest pose (a",
    "                   node with a matrix always at its matrix). No animation: rest poses.",
    "  --joints FILE    every skin's joint (skinning) matrices at each time, as --world: one",
    "                   '#' header line, then one line per time, skin and joint:",
    "                     time skin joint node m0 m1 ... m15",
    "                   skins and joints in file order, node the joint's node, m the matrix",
    "                   world(node) x inverseBindMatrices[joint] (the identity when the skin",
    "                   has none), column-major, each float with %.9g.",
    "  --root-motion FILE  the root motion of a node (--node) in animation N (default 0)",
    "                   played in a loop (REPEAT over the animation's span START .. END), at",
    "                   each time: one '#' header line, then one line per time, in the order",
    "                   given:",
    "                     time k q mx my mz yaw dx dy dz dyaw gx gy gz gqx gqy gqz gqw",
    "                   separated by single spaces, floats with %.9g. k and q: the loop count",
    "                   and the clip time (time = START + k (END - START) + (q - START)); m:",
    "                   M(time), the node's motion from START in its local axes (its ground",
    "                   translation, across the up axis: the up component is 0) and its turn",
    "                   about the up axis (yaw, radians in (-pi, pi]; 0 without --yaw); d:",
    "                   the motion from the previous time listed in the axes of that moment",
    "                   (0 0 0 0 on the first line); g: the node's grounded pose at q, its",
    "                   translation and rotation without that motion (gltf_anim_bind.h:",
    "                   gltfa_root_motion_at, _delta, _ground). --up: the up axis of the",
    "                   node's local frame (default y, glTF's; z for a rig under a Z-up node).",
    "                   --yaw: the turn too, not only the translation. A node the animation",
    "                   animates neither the translation nor (with --yaw) the rotation of:",
    "                   exit status 1.",
    "  --times LIST     comma-separated times in seconds (e.g. 0,0.5,1.25), or @PATH for a",
    "                   file with one time per line (a pipe too: @/dev/stdin, @<(seq 0 0.1 2));",
    "                   each a finite float (no nan, no inf).",
    "  --animation N    only animation N (default: all; --world, --joints, --root-motion: 0).",
    "  --svg OUT.svg    writes a plot (SVG) of each animation over its span START .. END:",
    "                   one row per node, under the node's name (\"node N\" when it has none),",
    "                   its channels side by side in columns: translation, rotation",
    "                   (quaternion), scale, weights. Every component is a curve in its own",
    "                   colour (x y z w; r g b a for a colour), keys are ticks under each",
    "                   panel, time (s) and values are on round 1-2-5 ticks. Other",
    "                   KHR_animation_pointer properties (materials, lights, cameras) follow,",
    "                   one row each under the pointer; colours also as a colour strip.",
    "  --node NAME|INDEX  with --root-motion: the node (a character's root). With --svg:",
    "                   only that node, in detail: one large panel per channel,",
    "                   keys as hollow marks on the curves, in every animation that animates",
    "                   it (or animation N). NAME is the node's name in the file; a number",
    "                   that is no node's name is a node index.",
    "  --euler          with --svg: rotations also as Euler angles in degrees beside the",
    "                   quaternion: Blender's \"XYZ Euler\", R = Rz(Z) * Ry(Y) * Rx(X), that is",
    "                   extrinsic X, then Y, then Z about the parent's fixed axes (the same as",
    "                   intrinsic Z, Y', X''); in glTF's frame (Y up; no axis conversion),",
    "                   kept continuous over time (no jump at +-180 degrees). Near Y = +-90",
    "                   (gimbal lock) X and Z can swing fast: the angles do, not the data.",
    "                   A dashed purple line marks a flip: where a quaternion's sign flips",
    "                   between two samples (q and -q are one rotation: the data changes",
    "                   hemisphere), and where the Euler angles as computed jump by a half turn",
    "                   or more (an angle wraps, or near gimbal lock the other of a rotation's",
    "                   two triples is nearer): the curves stay continuous, the mark says so.",
    "  --fps N          with --svg: a frame axis (time x N) under each time axis.",
    "  --scale shared|own  with --svg: the overview's value axes, one per column (shared,",
    "                   the default: every translation panel on one scale, every scale on",
    "                   another, ...; the rotation panels, quaternion and Euler, each their",
    "                   own, as one bone's turn would flatten another's) or each panel its own",
    "                   range (own). Every axis is labelled at both ends. Every",
    "                   column has the same time scale: what happens at one instant lines up.",
    "                   Channels that are constant over the span (or move by at most 2^-16 of",
    "                   their size: float rounding) get no panel either way: one line of text",
    "                   under the rows lists them with their values, and the skipped ones.",
    "                   An animation of many nodes gets shorter rows, to fit one screen.",
    "  --max-memory BYTES  the most memory the loader may hold for the file, in bytes, with",
    "                   an optional K, M or G suffix (x 1024, 1024^2, 1024^3): every",
    "                   allocation is checked before it is made, and past the budget the",
    "                   file is refused (exit status 2). Default: 128 x the size of the file",
    "                   and its external buffers, at least 16M.",
    "",
    "Channels without a node (and not KHR_animation_pointer) are ignored, as the",
    "specification says; pointer channels to properties gltf_anim.h does not know are",
    "listed and skipped with a warning. Any invalid data (bad indices, accessors past their",
    "buffers, non-increasing key times, ...) is an error: one line on stderr, exit status 2.",
    "--world and --joints also read the nodes and skins, with the same checks: a node that",
    "is the child of two nodes, a cycle of parents, a matrix that is not translation x",
    "rotation x scale, a skin's joint out of range, its inverseBindMatrices not MAT4 FLOAT,",
    "too few or not finite, two channels for one node property: exit status 2.",
    "What the specification forbids but can be read as meant (a byteStride on an animation",
    "sampler's accessor) is a warning on stderr, and the exit status stays as it is.",
    "",
    "Exit status:",
    "  0  success (warnings included)",
    "  1  usage error: an unknown or misplaced option, a bad --times or --max-memory, an",
    "     --animation N or --node the file does not have, or a node no animation animates",
    "  2  the file (or a buffer it names) cannot be read, is not valid glTF or its data is",
    "     invalid, needs more than --max-memory, has no animation (--sample, --svg), or",
    "     the output cannot be written (OUT.svg, standard output) or memory runs out",
    NULL
};

static const char *prog = "gltf_anim_play";
#define PLURAL(n) ((n) == 1 ? "" : "s") /* "1 node", "2 nodes" */
static int quiet = 0; /* the fuzzer silences the per-channel diagnostics */
static double plot_fps = 0.0; /* --fps: a frame axis under the time axis (0: none) */
static int plot_own_scale = 0; /* --scale own: each overview panel its own value range */

static int usage_error(const char *msg)
{
    fprintf(stderr, "%s: %s\n(see %s --help)\n", prog, msg, prog);
    return 1;
}

typedef struct ch_state {
    gltfa_sampler s;
    int ok;        /* usable */
    int ignored;   /* no node and not a pointer, or unknown pointer: skipped */
    const char *why;
    float first, last;
    gltfa_cursor cursor;
} ch_state;

typedef struct anim_state {
    ch_state *ch;
    float start, end; /* the time span over the usable channels, by the specification */
    float duration;   /* end - start */
} anim_state;

/* The glTF name of a componentType code, "?" for one glTF does not define. */
static const char *ct_name(int ct)
{
    const char *name = gltfa_component_type_name(ct);
    return name[0] ? name : "?";
}

static const char *channel_path_raw(const gl_channel *c)
{
    return c->pointer != NULL && strcmp(c->path, "pointer") == 0 ? c->pointer : c->path;
}

/* A file's string for one line of output: control characters (a tab or a newline in a
   hostile name would break the line and column contract) become '?', and it is cut at 400
   bytes. Two alternating buffers, so two may be used in one printf. */
static const char *printable(const char *s)
{
    static char buf[2][404];
    static int which = 0;
    char *d = buf[which ^= 1];
    size_t i;
    if (s == NULL) s = "";
    for (i = 0; i < 400 && s[i] != '\0'; ++i) {
        if ((unsigned char)s[i] < 0x20 || s[i] == 0x7F) d[i] = '?';
        else d[i] = s[i];
    }
    d[i] = '\0';
    return d;
}

static const char *channel_path(const gl_channel *c)
{
    return printable(channel_path_raw(c));
}

/* The name of the node a channel animates, NULL when it has none (or no node). */
static const char *channel_node_name(const gl_file *f, const gl_channel *c)
{
    if (c->node < 0 || (size_t)c->node >= f->node_count) return NULL;
    return f->node_names[c->node];
}

/* A file's string in double quotes for --list: '"' and '\\' escaped with a backslash,
   control characters as '?' (spaces kept: the quotes delimit it), cut at 400 bytes. */
static void print_quoted(const char *s)
{
    size_t i;
    putchar('"');
    for (i = 0; s != NULL && i < 400 && s[i] != '\0'; ++i) {
        if (s[i] == '"' || s[i] == '\\') putchar('\\');
        putchar((unsigned char)s[i] < 0x20 || s[i] == 0x7F ? '?' : s[i]);
    }
    putchar('"');
}

/* An animation's time span: a clip over its usable channels, each channel's sampler with a
   scratch destination of its own (the clip is only asked for its span, never sampled). The
   clip's span is the specification's: the earliest first key to the latest last key. The
   clip gets its slot array, as a player's would. Returns 0 when out of memory. */
static int animation_span(const gl_animation *A, anim_state *st)
{
    size_t c, n = 0, floats = 0;
    gltfa_channel *chans;
    gltfa_clip_slot *clip_slots;
    float *scratch;
    gltfa_clip clip;
    int ok;
    for (c = 0; c < A->channel_count; ++c)
        if (st->ch[c].ok) { ++n; floats += gltfa_sampler_width(&st->ch[c].s); }
    chans = (gltfa_channel *)malloc((n + 1) * sizeof(gltfa_channel));
    clip_slots = (gltfa_clip_slot *)malloc((n + 1) * sizeof(gltfa_clip_slot));
    scratch = (float *)malloc((floats + 1) * sizeof(float));
    if (chans == NULL || clip_slots == NULL || scratch == NULL) {
        free(chans); free(clip_slots); free(scratch);
        return 0;
    }
    n = 0;
    floats = 0;
    for (c = 0; c < A->channel_count; ++c) {
        if (!st->ch[c].ok) continue;
        chans[n].sampler = st->ch[c].s;
        chans[n].dest = scratch + floats;
        floats += gltfa_sampler_width(&st->ch[c].s);
        ++n;
    }
    ok = gltfa_clip_init(&clip, chans, n, clip_slots) == GLTFA_SUCCESS; /* distinct dests: always */
    st->start = ok ? gltfa_clip_start(&clip) : 0.0f;
    st->end = ok ? gltfa_clip_end(&clip) : 0.0f;
    st->duration = ok ? gltfa_clip_duration(&clip) : 0.0f;
    free(chans);
    free(clip_slots);
    free(scratch);
    return 1;
}

/* Builds and checks every channel's sampler, then each animation's span. Returns 0 (message
   printed) on invalid data. */
static int prepare(const char *file, const gl_file *f, anim_state *st)
{
    size_t a, c;
    for (a = 0; a < f->animation_count; ++a) {
        const gl_animation *A = &f->animations[a];
        st[a].ch = (ch_state *)calloc(A->channel_count + 1, sizeof(ch_state));
        st[a].start = st[a].end = st[a].duration = 0.0f;
        if (st[a].ch == NULL) {
            fprintf(stderr, "%s: out of memory\n", prog);
            return 0;
        }
        for (c = 0; c < A->channel_count; ++c) {
            const gl_channel *C = &A->channels[c];
            ch_state *S = &st[a].ch[c];
            gltfa_result r;
            size_t bad = 0;
            if (C->pointer == NULL && C->node < 0) {
                S->ignored = 1;
                S->why = "no target node (ignored, as the specification says)";
                continue;
            }
            r = gl_channel_sampler(C, &S->s);
            if (r == GLTFA_ERROR_POINTER_UNKNOWN || r == GLTFA_ERROR_POINTER_SYNTAX) {
                S->ignored = 1;
                S->why = gltfa_result_name(r);
                if (!quiet)
                    fprintf(stderr, "%s: warning: %s: animation %lu channel %lu: pointer '%s': %s; skipped\n",
                            prog, file, (unsigned long)a, (unsigned long)c, printable(C->pointer), S->why);
                continue;
            }
            if (r == GLTFA_SUCCESS) r = gltfa_sampler_check(&S->s, &bad);
            if (r != GLTFA_SUCCESS && quiet) return 0;
            if (r != GLTFA_SUCCESS) {
                fprintf(stderr, "%s: %s: animation %lu channel %lu (animations[%lu].samplers[%ld], "
                                "input accessor %ld, output accessor %ld): %s",
                        prog, file, (unsigned long)a, (unsigned long)c, (unsigned long)a, C->sampler,
                        C->input_index, C->output_index, gltfa_result_name(r));
                if (r == GLTFA_ERROR_TIME_NOT_FINITE || r == GLTFA_ERROR_TIME_NEGATIVE ||
                    r == GLTFA_ERROR_TIME_NOT_INCREASING)
                    fprintf(stderr, " (key %lu)", (unsigned long)bad);
                if (r == GLTFA_ERROR_VALUE_NOT_FINITE) fprintf(stderr, " (float %lu)", (unsigned long)bad);
                fprintf(stderr, "\n");
                return 0;
            }
            S->ok = gltfa_sampler_time_range(&S->s, &S->first, &S->last) == GLTFA_SUCCESS;
        }
        if (!animation_span(A, &st[a])) {
            fprintf(stderr, "%s: out of memory\n", prog);
            return 0;
        }
    }
    return 1;
}

static void list(const char *file, const gl_file *f, const anim_state *st, long only)
{
    size_t a, c;
    printf("%s: %lu animation%s, %lu node%s\n", file, (unsigned long)f->animation_count,
           PLURAL(f->animation_count), (unsigned long)f->node_count, PLURAL(f->node_count));
    for (a = 0; a < f->animation_count; ++a) {
        const gl_animation *A = &f->animations[a];
        if (only >= 0 && (size_t)only != a) continue;
        printf("animation %lu ", (unsigned long)a);
        print_quoted(A->name);
        printf(": %.9g .. %.9g s (duration %.9g s), %lu channel%s, %lu sampler%s\n",
               (double)st[a].start, (double)st[a].end,
               (double)st[a].duration, (unsigned long)A->channel_count, PLURAL(A->channel_count),
               (unsigned long)A->sampler_count, PLURAL(A->sampler_count));
        for (c = 0; c < A->channel_count; ++c) {
            const gl_channel *C = &A->channels[c];
            const ch_state *S = &st[a].ch[c];
            const char *name = channel_node_name(f, C);
            printf("  channel %lu: node %ld ", (unsigned long)c, C->node);
            if (name != NULL) { print_quoted(name); putchar(' '); }
            printf("%s %s, %lu key%s", channel_path(C), gltfa_interp_name(C->interp),
                   (unsigned long)C->input.count, PLURAL(C->input.count));
            if (S->ok) printf(", %.9g .. %.9g s", (double)S->first, (double)S->last);
            printf(", output %s %s%s x %lu", C->output_type, ct_name(C->output.component_type),
                   C->output.normalized ? " normalized" : "", (unsigned long)C->output.count);
            if (S->ok)
                printf(" (%lu float%s per sample)", (unsigned long)gltfa_sampler_width(&S->s),
                       PLURAL(gltfa_sampler_width(&S->s)));
            if (S->ignored) printf(" [skipped: %s]", S->why);
            printf("\n");
        }
    }
}

/* The most bytes a --times @FILE may have (a pipe that never ends is refused there). */
#define TIMES_FILE_MAX ((size_t)64 << 20)
#define TIMES_FILE_MAX_TEXT "64 MiB"

/* Reads --times: "a,b,c" or "@path" (a file or a pipe). Returns the count, or -1 (message
   printed). */
static long parse_times(const char *arg, float **out)
{
    size_t cap = 64, n = 0;
    unsigned long item = 0; /* the item (or line of the file) being read, from 1 */
    float *t = (float *)malloc(cap * sizeof(float));
    char *text = NULL, *p, *tok;
    int from_file = arg[0] == '@';
    if (t == NULL) return -1;
    if (from_file) { /* read to its end in blocks: a pipe (@/dev/stdin, @<(seq ...)) too */
        FILE *fp = fopen(arg + 1, "rb");
        size_t size = 0, room = 4096, got;
        const char *why = NULL;
        if (fp == NULL) {
            fprintf(stderr, "%s: cannot read times file '%s': %s\n", prog, arg + 1, strerror(errno));
            free(t);
            return -1;
        }
        text = (char *)malloc(room + 1);
        while (text != NULL && why == NULL) {
            got = fread(text + size, 1, room - size, fp);
            size += got;
            if (size < room) {
                if (ferror(fp)) why = strerror(errno);
                break;
            }
            if (room >= TIMES_FILE_MAX) why = "longer than " TIMES_FILE_MAX_TEXT;
            else {
                char *bigger = (char *)realloc(text, room * 2 + 1);
                if (bigger == NULL) { free(text); text = NULL; }
                else { text = bigger; room *= 2; }
            }
        }
        fclose(fp);
        if (text == NULL || why != NULL) {
            fprintf(stderr, "%s: cannot read times file '%s': %s\n", prog, arg + 1, why ? why : "out of memory");
            free(t); free(text);
            return -1;
        }
        text[size] = '\0';
    } else {
        text = (char *)malloc(strlen(arg) + 1);
        if (text == NULL) { free(t); return -1; }
        strcpy(text, arg);
    }
    p = text;
    for (;;) {
        char *end;
        double v;
        char sep = from_file ? '\n' : ',';
        tok = p;
        while (*p != '\0' && *p != sep) ++p;
        if (*p == sep) *p++ = '\0';
        else p = NULL;
        ++item;
        if (from_file) { /* trim a CR and blanks; skip empty lines */
            size_t len = strlen(tok);
            while (len > 0 && (tok[len - 1] == '\r' || tok[len - 1] == ' ' || tok[len - 1] == '\t')) tok[--len] = '\0';
            while (*tok == ' ' || *tok == '\t') ++tok;
            if (*tok == '\0') { if (p == NULL) break; continue; }
        }
        errno = 0;
        v = strtod(tok, &end);
        /* nan and inf are refused too, and values beyond float's range (1e39; 1e999, which
           strtod gives as HUGE_VAL with ERANGE): a time must be a finite float (NaN fails
           every comparison) */
        if (tok[0] == '\0' || *end != '\0' || !(v >= -(double)FLT_MAX && v <= (double)FLT_MAX)) {
            const char *why = tok[0] == '\0' || *end != '\0' ? "not a number"
                              : !(v >= -DBL_MAX && v <= DBL_MAX) && errno != ERANGE ? "not finite"
                                                                                    : "beyond float's range";
            if (from_file)
                fprintf(stderr, "%s: bad time '%.200s' in --times %.300s, line %lu: %s (see %s --help)\n",
                        prog, tok, arg, item, why, prog);
            else
                fprintf(stderr, "%s: bad time '%.200s' in --times, item %lu: %s (see %s --help)\n",
                        prog, tok, item, why, prog);
            free(t); free(text);
            return -1;
        }
        if (n == cap) {
            float *nt;
            cap *= 2;
            nt = (float *)realloc(t, cap * sizeof(float));
            if (nt == NULL) { free(t); free(text); return -1; }
            t = nt;
        }
        t[n++] = (float)v;
        if (p == NULL) break;
    }
    free(text);
    if (n == 0) {
        free(t);
        fprintf(stderr, "%s: --times lists no time (see %s --help)\n", prog, prog);
        return -1;
    }
    *out = t;
    return (long)n;
}

/* --max-memory: a number of bytes > 0, with an optional K, M or G suffix (powers of 1024).
   Returns 0 when it is not one (or does not fit in a size_t). */
static int parse_bytes(const char *s, size_t *out)
{
    size_t v = 0, unit = 1;
    const char *p = s;
    if (*p < '0' || *p > '9') return 0;
    for (; *p >= '0' && *p <= '9'; ++p) {
        size_t digit = (size_t)(*p - '0');
        if (v > (((size_t)-1) - digit) / 10) return 0;
        v = v * 10 + digit;
    }
    if (*p == 'K' || *p == 'k') unit = 1024;
    else if (*p == 'M' || *p == 'm') unit = (size_t)1024 * 1024;
    else if (*p == 'G' || *p == 'g') unit = (size_t)1024 * 1024 * 1024;
    if (unit != 1) ++p;
    if (*p != '\0' || v == 0 || v > ((size_t)-1) / unit) return 0;
    *out = v * unit;
    return 1;
}

/* The loader's warnings about the file, one line each on stderr (they change no status). */
static void print_warnings(const char *file, const gl_file *f)
{
    size_t k;
    if (quiet) return;
    for (k = 0; k < f->warning_count && k < GL_MAX_WARNINGS; ++k)
        fprintf(stderr, "%s: warning: %s: %s\n", prog, file, f->warnings[k]);
    if (f->warning_count > GL_MAX_WARNINGS)
        fprintf(stderr, "%s: warning: %s: %lu more warnings like these\n", prog, file,
                (unsigned long)(f->warning_count - GL_MAX_WARNINGS));
}

/* Prints every usable channel at every time, however wide (one heap buffer of the widest
   channel's floats). Returns 0 (message printed) when out of memory. */
static int sample(const gl_file *f, anim_state *st, long only, const float *times, long n_times)
{
    size_t a, c, j, widest = 1;
    long i;
    float *v;
    for (a = 0; a < f->animation_count; ++a)
        for (c = 0; c < f->animations[a].channel_count; ++c)
            if (st[a].ch[c].ok && gltfa_sampler_width(&st[a].ch[c].s) > widest)
                widest = gltfa_sampler_width(&st[a].ch[c].s);
    v = widest <= ((size_t)-1) / sizeof(float) ? (float *)malloc(widest * sizeof(float)) : NULL;
    if (v == NULL) {
        fprintf(stderr, "%s: out of memory\n", prog);
        return 0;
    }
    printf("animation\tchannel\tnode\tpath\tinterpolation\ttime\tvalues\tnode_name\n");
    for (a = 0; a < f->animation_count; ++a) {
        const gl_animation *A = &f->animations[a];
        if (only >= 0 && (size_t)only != a) continue;
        for (c = 0; c < A->channel_count; ++c) {
            const gl_channel *C = &A->channels[c];
            ch_state *S = &st[a].ch[c];
            size_t w;
            if (!S->ok) continue;
            w = gltfa_sampler_width(&S->s);
            for (i = 0; i < n_times; ++i) {
                gltfa_sampler_sample_cursor(&S->s, times[i], &S->cursor, v, w);
                printf("%lu\t%lu\t%ld\t%s\t%s\t%.9g\t", (unsigned long)a, (unsigned long)c,
                       C->pointer != NULL && strcmp(C->path, "pointer") == 0 ? -1L : C->node,
                       channel_path(C), gltfa_interp_name(C->interp), (double)times[i]);
                for (j = 0; j < w; ++j) printf(j ? " %.9g" : "%.9g", (double)v[j]);
                printf("\t%s\n", C->pointer != NULL && strcmp(C->path, "pointer") == 0
                                      ? "" : printable(channel_node_name(f, C)));
            }
        }
    }
    free(v);
    return 1;
}

/* --root-motion's node, up axis and GLTFA_ROOT_MOTION_YAW. */
typedef struct root_opts {
    long node;
    unsigned up, flags;
} root_opts;

static int root_motion_out(const char *file, const gl_file *f, const anim_state *st, long anim,
                           const float *times, long n_times, gltfa_clip *clip,
                           gltfa_channel *chans, size_t k, gltfa_clip_slot *slots,
                           gltfa_nodes *nodes, const root_opts *ro);

/* --world (joints 0) and --joints (joints 1): animation `anim`'s node channels (translation,
   rotation, scale; core and KHR_animation_pointer) as a clip bound to the rest poses, sampled
   at each time, then every node's world matrix (gltfa_skeleton_world) and every skin's joint
   matrices (gltfa_skin_joints); with ro, --root-motion (root_motion_out). Returns 0, or 2
   (message printed) on invalid data or when memory runs out (--root-motion: 1 for a node
   the animation does not move). */
static int skeleton_out(const char *file, const gl_file *f, const anim_state *st, long anim,
                        const float *times, long n_times, int joints, const root_opts *ro)
{
    size_t n = f->node_count, c, k = 0, s, j, jmax = 1, bad = 0, *from = NULL;
    const gl_animation *A = anim >= 0 && (size_t)anim < f->animation_count ? &f->animations[anim] : NULL;
    size_t cn = A != NULL ? A->channel_count : 0;
    gltfa_trs *poses = (gltfa_trs *)malloc((n + 1) * sizeof(gltfa_trs));
    size_t *order = (size_t *)malloc((2 * n + 1) * sizeof(size_t));
    float *world = (float *)malloc((16 * n + 1) * sizeof(float)), *jm = NULL, **ibm = NULL;
    gltfa_channel_desc *descs = (gltfa_channel_desc *)calloc(cn + 1, sizeof(gltfa_channel_desc));
    gltfa_channel *chans = (gltfa_channel *)malloc((cn + 1) * sizeof(gltfa_channel));
    gltfa_clip_slot *slots = (gltfa_clip_slot *)malloc((cn + 1) * sizeof(gltfa_clip_slot));
    gltfa_skin *skins = (gltfa_skin *)calloc(f->skin_count + 1, sizeof(gltfa_skin));
    gltfa_skeleton sk;
    gltfa_clip clip;
    gltfa_nodes nodes;
    gltfa_result r;
    long i;
    int rc = 2;
    from = (size_t *)malloc((cn + 1) * sizeof(size_t));
    ibm = (float **)calloc(f->skin_count + 1, sizeof(float *));
    for (s = 0; s < f->skin_count; ++s)
        if (f->skins[s].joint_count > jmax) jmax = f->skins[s].joint_count;
    jm = jmax <= ((size_t)-1) / 64 ? (float *)malloc(jmax * 16 * sizeof(float)) : NULL;
    if (poses == NULL || order == NULL || world == NULL || descs == NULL || chans == NULL ||
        slots == NULL || skins == NULL || from == NULL || ibm == NULL || jm == NULL) {
        if (!quiet) fprintf(stderr, "%s: out of memory\n", prog);
        goto done;
    }
    if (n != 0) memcpy(poses, f->rest, n * sizeof(gltfa_trs));
    r = gltfa_skeleton_init(&sk, f->parents, f->matrices, n, order, &bad);
    if (r != GLTFA_SUCCESS) {
        if (!quiet) fprintf(stderr, "%s: %s: node %lu (nodes[%lu]): %s\n", prog, file, (unsigned long)bad,
                (unsigned long)bad, gltfa_result_name(r));
        goto done;
    }
    for (c = 0; c < cn; ++c) { /* the channels that move a node: its translation, rotation, scale */
        const gl_channel *C = &A->channels[c];
        gltfa_channel_desc *d = &descs[k];
        gltfa_path path = GLTFA_PATH_NONE;
        if (!st[anim].ch[c].ok) continue;
        if (C->pointer != NULL && strcmp(C->path, "pointer") == 0) {
            gltfa_pointer info;
            if (gltfa_pointer_parse(C->pointer, &info) != GLTFA_SUCCESS) continue;
            path = info.path;
            d->pointer = C->pointer;
        } else if (gltfa_path_parse(C->path, &path) != GLTFA_SUCCESS) {
            continue;
        }
        if (path != GLTFA_PATH_TRANSLATION && path != GLTFA_PATH_ROTATION && path != GLTFA_PATH_SCALE) {
            d->pointer = NULL;
            continue;
        }
        d->input = C->input;
        d->output = C->output;
        d->interp = C->interp;
        d->path = d->pointer != NULL ? GLTFA_PATH_POINTER : path;
        d->node = (size_t)C->node;
        from[k++] = c;
    }
    memset(&nodes, 0, sizeof nodes);
    nodes.poses = poses;
    nodes.node_count = n;
    r = gltfa_clip_init_nodes(&clip, chans, slots, descs, k, &nodes, &bad);
    if (r != GLTFA_SUCCESS) {
        if (!quiet) fprintf(stderr, "%s: %s: animation %ld channel %lu: %s\n", prog, file, anim,
                (unsigned long)(bad < k ? from[bad] : 0), gltfa_result_name(r));
        goto done;
    }
    if (ro != NULL) {
        rc = root_motion_out(file, f, st, anim, times, n_times, &clip, chans, k, slots, &nodes, ro);
        goto done;
    }
    for (s = 0; joints && s < f->skin_count; ++s) {
        const gl_skin *S = &f->skins[s];
        ibm[s] = (float *)malloc(S->joint_count * 16 * sizeof(float));
        if (ibm[s] == NULL) {
            if (!quiet) fprintf(stderr, "%s: out of memory\n", prog);
            goto done;
        }
        bad = 0;
        r = gltfa_skin_init(&skins[s], S->joints, S->joint_count, n,
                            S->inverse_bind_index >= 0 ? &S->inverse_bind : NULL, ibm[s], &bad);
        if (r != GLTFA_SUCCESS) {
            if (!quiet) fprintf(stderr, "%s: %s: skin %lu (skins[%lu], inverseBindMatrices accessor %ld) joint %lu: %s\n",
                    prog, file, (unsigned long)s, (unsigned long)s, S->inverse_bind_index,
                    (unsigned long)bad, gltfa_result_name(r));
            goto done;
        }
    }
    if (joints)
        printf("# time skin joint node m0 m1 m2 m3 m4 m5 m6 m7 m8 m9 m10 m11 m12 m13 m14 m15 "
               "(joint matrix = world(node) x inverseBindMatrices[joint], column-major; %s %ld)\n",
               A != NULL ? "animation" : "rest pose, no animation", A != NULL ? anim : 0L);
    else
        printf("# time node m0 m1 m2 m3 m4 m5 m6 m7 m8 m9 m10 m11 m12 m13 m14 m15 "
               "(world matrix, column-major; %s %ld)\n",
               A != NULL ? "animation" : "rest pose, no animation", A != NULL ? anim : 0L);
    for (i = 0; i < n_times; ++i) {
        gltfa_clip_sample(&clip, times[i]);
        gltfa_skeleton_world(&sk, poses, world);
        for (s = 0; s < (joints ? f->skin_count : 1); ++s) {
            const float *m = world;
            size_t count = n;
            if (joints) {
                gltfa_skin_joints(&skins[s], world, jm);
                m = jm;
                count = f->skins[s].joint_count;
            }
            for (j = 0; j < count; ++j) {
                int e;
                if (joints)
                    printf("%.9g %lu %lu %lu", (double)times[i], (unsigned long)s, (unsigned long)j,
                           (unsigned long)f->skins[s].joints[j]);
                else
                    printf("%.9g %lu", (double)times[i], (unsigned long)j);
                for (e = 0; e < 16; ++e) printf(" %.9g", (double)m[16 * j + (size_t)e]);
                printf("\n");
            }
        }
    }
    rc = 0;
done:
    for (s = 0; ibm != NULL && s < f->skin_count; ++s) free(ibm[s]);
    free(ibm); free(from); free(jm); free(skins); free(slots); free(chans); free(descs);
    free(world); free(order); free(poses);
    return rc;
}

/* --root-motion over the clip skeleton_out bound (its k channels, re-planned over the
   animation's span: the loop's period is the animation's, whatever channels move nodes).
   Returns 0, 1 (the node not moved by the animation) or 2 (message printed). */
static int root_motion_out(const char *file, const gl_file *f, const anim_state *st, long anim,
                           const float *times, long n_times, gltfa_clip *clip,
                           gltfa_channel *chans, size_t k, gltfa_clip_slot *slots,
                           gltfa_nodes *nodes, const root_opts *ro)
{
    gltfa_root_motion rm;
    gltfa_result r;
    long i;
    const char *name = f->node_names[ro->node] != NULL ? f->node_names[ro->node] : "";
    r = gltfa_clip_init_span(clip, chans, k, slots, st[anim].start, st[anim].end);
    if (r == GLTFA_SUCCESS) r = gltfa_root_motion_init(&rm, clip, nodes, (size_t)ro->node, ro->up, ro->flags);
    if (r == GLTFA_ERROR_NOT_ANIMATED) {
        if (!quiet) fprintf(stderr, "%s: %s: animation %ld moves neither the translation%s of node %ld '%s': no root motion\n",
                            prog, file, anim, ro->flags ? " nor the rotation" : "", ro->node, printable(name));
        return 1;
    }
    if (r != GLTFA_SUCCESS) {
        if (!quiet) fprintf(stderr, "%s: %s: animation %ld node %ld: %s\n", prog, file, anim, ro->node,
                            gltfa_result_name(r));
        return 2;
    }
    printf("# time k q mx my mz yaw dx dy dz dyaw gx gy gz gqx gqy gqz gqw (root motion of node %ld, "
           "up %c%s; animation %ld, span %.9g .. %.9g)\n", ro->node, "xyz"[ro->up],
           ro->flags ? ", yaw" : "", anim, (double)gltfa_clip_start(clip), (double)gltfa_clip_end(clip));
    for (i = 0; i < n_times; ++i) {
        gltfa_motion m, d;
        gltfa_trs g;
        long loops;
        float q = gltfa_wrap_repeat(times[i], gltfa_clip_start(clip), gltfa_clip_end(clip), &loops);
        gltfa_root_motion_at(&rm, times[i], &m);
        memset(&d, 0, sizeof d);
        if (i > 0) gltfa_root_motion_delta(&rm, times[i - 1], times[i], &d);
        gltfa_clip_sample(clip, q);
        gltfa_root_motion_ground(&rm, &nodes->poses[ro->node], &g);
        printf("%.9g %ld %.9g %.9g %.9g %.9g %.9g %.9g %.9g %.9g %.9g %.9g %.9g %.9g %.9g %.9g %.9g %.9g\n",
               (double)times[i], loops, (double)q, (double)m.translation[0], (double)m.translation[1],
               (double)m.translation[2], (double)m.yaw, (double)d.translation[0],
               (double)d.translation[1], (double)d.translation[2], (double)d.yaw,
               (double)g.translation[0], (double)g.translation[1], (double)g.translation[2],
               (double)g.rotation[0], (double)g.rotation[1], (double)g.rotation[2],
               (double)g.rotation[3]);
    }
    return 0;
}

/* ---------------------------------------------------------------------------------------
   SVG: for each animation an overview (one row per node, under its name, its channels side
   by side in columns), or with --node one node's channels in detail. Time (s) and values
   on round 1-2-5 ticks; key times as ticks under each panel (and, in detail, as hollow
   marks on the curves); components coloured x y z w (r g b a for a colour property).
   --------------------------------------------------------------------------------------- */

static void xml_text(FILE *fp, const char *s)
{
    for (; *s != '\0'; ++s) {
        switch (*s) {
        case '&': fputs("&amp;", fp); break;
        case '<': fputs("&lt;", fp); break;
        case '>': fputs("&gt;", fp); break;
        case '"': fputs("&quot;", fp); break;
        default:
            if ((unsigned char)*s >= 0x20 || *s == '\t') fputc(*s, fp);
        }
    }
}

/* s cut to max characters (UTF-8 sequences kept whole), ending in an ellipsis when longer. */
static void xml_text_cut(FILE *fp, const char *s, size_t max)
{
    char buf[256];
    size_t n = 0, chars = 0;
    if (max > 60) max = 60;
    while (s[n] != '\0' && chars < max) {
        ++n;
        while (((unsigned char)s[n] & 0xC0) == 0x80) ++n;
        ++chars;
    }
    if (s[n] == '\0') { xml_text(fp, s); return; }
    if (max > 1) { /* room for the ellipsis */
        n = 0;
        chars = 0;
        while (chars + 1 < max) {
            ++n;
            while (((unsigned char)s[n] & 0xC0) == 0x80) ++n;
            ++chars;
        }
    }
    memcpy(buf, s, n);
    buf[n] = '\0';
    xml_text(fp, buf);
    fputs("\xE2\x80\xA6", fp); /* U+2026 HORIZONTAL ELLIPSIS */
}

static float next_down(float f)
{
    /* a time just before f, for sharp STEP edges */
    float d = f - (f > 1.0f || f < -1.0f ? (f < 0 ? -f : f) : 1.0f) * 1e-6f;
    return d;
}

static int finite_d(double v) { return v - v == 0.0; }

/* The overview's columns, and the order of a node's panels in the detail view. */
enum { COL_T, COL_R, COL_E, COL_S, COL_W, COL_COUNT };
#define COL_OTHER (-1)
/* A column's title: the path's glTF name (gltfa_path_name), and for rotations the form. */
static const char *col_title(int col)
{
    static const gltfa_path paths[COL_COUNT] = { GLTFA_PATH_TRANSLATION, GLTFA_PATH_ROTATION,
                                                 GLTFA_PATH_ROTATION, GLTFA_PATH_SCALE,
                                                 GLTFA_PATH_WEIGHTS };
    static const char *const forms[COL_COUNT] = { "", " (quaternion)", " (XYZ Euler, \xC2\xB0)", "", "" };
    static char buf[COL_COUNT][48];
    if (col < 0 || col >= COL_COUNT) return "";
    sprintf(buf[col], "%s%s", gltfa_path_name(paths[col]), forms[col]);
    return buf[col];
}

/* How a curve's components are named and coloured. */
enum { KIND_XYZW, KIND_RGBA, KIND_EULER, KIND_ARRAY, KIND_SCALAR };

/* x y z w as Blender draws them (red, green, blue; w orange); r g b in their own colours,
   alpha grey; morph weights and other arrays from a palette. */
static const char *comp_color(int kind, size_t j)
{
    static const char *const xyzw[4] = { "#d62728", "#2ca02c", "#1f77b4", "#ff7f0e" };
    static const char *const rgba[4] = { "#d62728", "#2ca02c", "#1f77b4", "#666666" };
    static const char *const many[8] = { "#d62728", "#2ca02c", "#1f77b4", "#ff7f0e",
                                         "#9467bd", "#8c564b", "#e377c2", "#17becf" };
    if (kind == KIND_XYZW || kind == KIND_EULER) return xyzw[j % 4];
    if (kind == KIND_RGBA) return rgba[j % 4];
    if (kind == KIND_SCALAR) return "#1f77b4";
    return many[j % 8];
}

static void comp_name(int kind, size_t j, size_t first, char *buf)
{
    static const char *const xyzw = "xyzw", *const rgba = "rgba", *const euler = "XYZ";
    if (kind == KIND_XYZW && j < 4) sprintf(buf, "%c", xyzw[j]);
    else if (kind == KIND_RGBA && j < 4) sprintf(buf, "%c", rgba[j]);
    else if (kind == KIND_EULER && j < 3) sprintf(buf, "%c", euler[j]);
    else if (kind == KIND_SCALAR) strcpy(buf, "value");
    else sprintf(buf, "[%lu]", (unsigned long)(first + j));
}

/* What a channel is, for the plot. */
typedef struct plot_ch {
    long node;    /* the node it animates (a core path or /nodes/{i}/...), else -1 */
    int col;      /* COL_T, COL_R, COL_S, COL_W, or COL_OTHER (another pointer property) */
    int kind;     /* KIND_*: how its components are named and coloured */
    size_t first; /* KIND_ARRAY: the index of component 0 (j of /nodes/{i}/weights/{j}) */
    int quat;     /* a unit quaternion: --euler also shows it as angles */
    int constant; /* the same value over the animation's span (or nearly: NEAR_CONSTANT):
                     a line of text, no panel */
    double spread; /* constant: how far it moves (0: not at all) */
} plot_ch;

/* A colour property of KHR_animation_pointer: baseColorFactor, emissiveFactor,
   sheenColorFactor, attenuationColor, a light's color, clearcoatTintFactor, ... */
static int color_pointer(const char *pointer)
{
    const char *last = strrchr(pointer, '/');
    size_t n;
    last = last != NULL ? last + 1 : pointer;
    n = strlen(last);
    return strstr(last, "Color") != NULL || strstr(last, "color") != NULL ||
           strcmp(last, "emissiveFactor") == 0 ||
           (n >= 10 && strcmp(last + n - 10, "TintFactor") == 0);
}

static void classify(const gl_file *f, const gl_channel *C, const ch_state *S, plot_ch *pc)
{
    gltfa_path path = GLTFA_PATH_NONE;
    gltfa_pointer info;
    size_t w = gltfa_sampler_width(&S->s);
    int array = 0, color = 0;
    pc->node = -1;
    pc->col = COL_OTHER;
    pc->first = 0;
    pc->quat = gltfa_sampler_is_quaternion(&S->s) && w == 4;
    if (C->pointer != NULL && strcmp(C->path, "pointer") == 0) {
        if (gltfa_pointer_parse(C->pointer, &info) == GLTFA_SUCCESS) {
            if (info.path != GLTFA_PATH_POINTER && info.index[0] < f->node_count) {
                pc->node = (long)info.index[0];
                path = info.path;
                if (info.index_count == 2) pc->first = info.index[1];
            }
            array = info.property == GLTFA_PROPERTY_FLOAT_ARRAY;
            color = path == GLTFA_PATH_NONE && color_pointer(C->pointer) && (w == 3 || w == 4);
        }
    } else if (gltfa_path_parse(C->path, &path) == GLTFA_SUCCESS && C->node >= 0) {
        pc->node = C->node;
    } else {
        path = GLTFA_PATH_NONE;
    }
    if (path == GLTFA_PATH_TRANSLATION) pc->col = COL_T;
    else if (path == GLTFA_PATH_ROTATION) pc->col = COL_R;
    else if (path == GLTFA_PATH_SCALE) pc->col = COL_S;
    else if (path == GLTFA_PATH_WEIGHTS) { pc->col = COL_W; array = 1; }
    else pc->node = -1;
    if (color) pc->kind = KIND_RGBA;
    else if (array || w > 4) pc->kind = KIND_ARRAY;
    else if (w == 1) pc->kind = KIND_SCALAR;
    else pc->kind = KIND_XYZW;
}

/* A node's name from the file, or "node N" when it has none. */
static const char *node_label(const gl_file *f, long node, char *buf)
{
    if (node >= 0 && (size_t)node < f->node_count && f->node_names != NULL &&
        f->node_names[node] != NULL && f->node_names[node][0] != '\0')
        return printable(f->node_names[node]);
    sprintf(buf, "node %ld", node);
    return buf;
}

static int node_named(const gl_file *f, long node)
{
    return node >= 0 && (size_t)node < f->node_count && f->node_names != NULL &&
           f->node_names[node] != NULL && f->node_names[node][0] != '\0';
}

/* An animation's name from the file, or "animation N" when it has none. */
static const char *anim_label(const gl_file *f, size_t a, char *buf)
{
    if (f->animations[a].name != NULL && f->animations[a].name[0] != '\0')
        return printable(f->animations[a].name);
    sprintf(buf, "animation %lu", (unsigned long)a);
    return buf;
}

/* ---- curves ---- */

typedef struct curve {
    size_t w, n, keys;
    float *t;      /* n times, sorted: uniform samples, each key time and the instant before */
    double *v;     /* n * w values */
    float *kt;     /* the key times */
    double lo, hi; /* the range of the finite values (0, 0 when none) */
    float *ft;     /* flips: sample times where a quaternion's sign flips (dot < 0 with the
                      sample before) or where the Euler angles, as computed, jump by a half
                      turn or more (wrapped, or the other of a rotation's two triples:
                      near gimbal lock); the plotted angles are kept continuous there */
    size_t nf;
    int constant;  /* every component the same over the span, or near it (NEAR_CONSTANT) */
    double spread; /* the largest range of one component over the span */
} curve;

/* Near-constant: a component whose range over the span is at most NEAR_CONSTANT x its
   magnitude (at least 1) is plotted as a constant. 2^-16 is the last 7 of a float's 24
   bits: rounding noise of an exporter's float math (a scale of 1 +- 1e-6, as in Fox's
   bones; 1e-6 is 8 float steps at 1), motion no panel can show (a panel's range spans
   over 80 px). */
#define NEAR_CONSTANT (1.0 / 65536.0)

static void curve_free(curve *cv)
{
    free(cv->t);
    free(cv->v);
    free(cv->kt);
    free(cv->ft);
    memset(cv, 0, sizeof *cv);
}

/* Rotation quaternion (x, y, z, w) to Blender's "XYZ Euler" angles in degrees:
   R = Rz(e[2]) * Ry(e[1]) * Rx(e[0]), rotating about the fixed X, then Y, then Z axes
   (extrinsic x-y-z; the same as intrinsic z-y'-x''). */
static void quat_to_euler_xyz(const float *q, double *e)
{
    const double deg = 57.295779513082320876798;
    double x = (double)q[0], y = (double)q[1], z = (double)q[2], w = (double)q[3];
    double n = x * x + y * y + z * z + w * w, sy;
    if (n > 0.0 && finite_d(n)) {
        n = 1.0 / sqrt(n);
        x *= n; y *= n; z *= n; w *= n;
    }
    sy = 2.0 * (w * y - x * z);
    if (sy > 1.0) sy = 1.0;
    if (sy < -1.0) sy = -1.0;
    e[1] = asin(sy) * deg;
    if (sy > 0.9999999 || sy < -0.9999999) { /* gimbal lock: only z - x is defined; x = 0 */
        e[0] = 0.0;
        e[2] = atan2(-2.0 * (x * y - z * w), 1.0 - 2.0 * (x * x + z * z)) * deg;
    } else {
        e[0] = atan2(2.0 * (y * z + x * w), 1.0 - 2.0 * (x * x + y * y)) * deg;
        e[2] = atan2(2.0 * (x * y + z * w), 1.0 - 2.0 * (y * y + z * z)) * deg;
    }
}

static double wrap_near(double a, double ref)
{
    return a + 360.0 * floor((ref - a) / 360.0 + 0.5);
}

/* Makes e the XYZ Euler triple of the same rotation nearest prev: each angle moved by
   whole turns, and of the two triples of a rotation ((x, y, z) and
   (x + 180, 180 - y, z + 180)) the nearer, so curves do not jump at +-180 degrees. */
static void euler_compatible(double *e, const double *prev)
{
    double c1[3], c2[3], d1 = 0.0, d2 = 0.0;
    int i;
    c2[0] = e[0] + 180.0;
    c2[1] = 180.0 - e[1];
    c2[2] = e[2] + 180.0;
    for (i = 0; i < 3; ++i) {
        c1[i] = wrap_near(e[i], prev[i]);
        c2[i] = wrap_near(c2[i], prev[i]);
        d1 += fabs(c1[i] - prev[i]);
        d2 += fabs(c2[i] - prev[i]);
    }
    for (i = 0; i < 3; ++i) e[i] = d2 < d1 ? c2[i] : c1[i];
}

/* Samples a channel over [t0, t1]: `samples` + 1 uniform times, plus each key time and the
   instant before it (sharp STEP edges). euler: a quaternion becomes XYZ Euler angles.
   Returns 0 when out of memory. */
static int curve_make(ch_state *S, double t0, double t1, size_t samples, int euler, curve *cv)
{
    size_t w = gltfa_sampler_width(&S->s), keys = gltfa_sampler_key_count(&S->s);
    size_t n, k, i, m, j, ow;
    float *u = NULL, *buf = NULL;
    double span = t1 - t0, raw[3] = { 0.0, 0.0, 0.0 }; /* the last Euler angles as computed */
    memset(cv, 0, sizeof *cv);
    if (w == 0) return 1;
    if (samples < 2) samples = 2;
    ow = euler && w == 4 ? 3 : w;
    n = samples + 1 + 2 * keys;
    if (keys > ((size_t)-1) / 4 || w > ((size_t)-1) / sizeof(double) / n) return 0;
    cv->t = (float *)malloc(n * sizeof(float));
    cv->kt = (float *)malloc((keys + 1) * sizeof(float));
    cv->v = (double *)malloc(n * ow * sizeof(double));
    cv->ft = (float *)malloc(n * sizeof(float));
    u = (float *)malloc((samples + 1) * sizeof(float));
    buf = (float *)malloc(n * w * sizeof(float));
    if (cv->t == NULL || cv->kt == NULL || cv->v == NULL || cv->ft == NULL || u == NULL || buf == NULL) {
        free(u);
        free(buf);
        curve_free(cv);
        return 0;
    }
    for (k = 0; k <= samples; ++k) u[k] = (float)(t0 + span * (double)k / (double)samples);
    u[samples] = (float)t1; /* the span's end (a float): no rounding past it */
    for (k = 0; k < keys; ++k)
        if (gltfa_sampler_key_time(&S->s, k, &cv->kt[k]) != GLTFA_SUCCESS) break;
    keys = k;
    /* merge the uniform times with the (sorted) key times and the instants before them */
    for (i = 0, k = 0, m = 0; i <= samples || k < 2 * keys; ++m) {
        float kx = k < 2 * keys ? cv->kt[k / 2] : 0.0f;
        if (k < 2 * keys && k % 2 == 0) { /* the instant before the key, after the key before */
            kx = next_down(kx);
            if (k > 0 && kx < cv->kt[k / 2 - 1]) kx = cv->kt[k / 2 - 1];
        }
        if (k >= 2 * keys || (i <= samples && u[i] <= kx)) cv->t[m] = u[i++];
        else { cv->t[m] = kx; ++k; }
    }
    n = m;
    cv->n = n;
    cv->w = ow;
    cv->keys = keys;
    for (k = 0; k < n; ++k) gltfa_sampler_sample_cursor(&S->s, cv->t[k], &S->cursor, buf + k * w, w);
    for (k = 0; k < n; ++k) {
        double *o = cv->v + k * ow;
        int flip = 0;
        if (ow != w) {
            quat_to_euler_xyz(buf + k * w, o);
            for (j = 0; j < 3; ++j) {
                flip |= k > 0 && fabs(o[j] - raw[j]) >= 180.0; /* against the last sample's */
                raw[j] = o[j];
            }
            if (k > 0) euler_compatible(o, o - ow);
        } else {
            for (j = 0; j < w; ++j) o[j] = (double)buf[k * w + j];
            if (k > 0 && w == 4 && gltfa_sampler_is_quaternion(&S->s)) {
                const float *q = buf + k * w, *r = q - w;
                flip = (double)q[0] * (double)r[0] + (double)q[1] * (double)r[1] + (double)q[2] * (double)r[2] +
                       (double)q[3] * (double)r[3] < 0.0;
            }
        }
        if (flip) cv->ft[cv->nf++] = cv->t[k];
    }
    {
        int any = 0;
        for (k = 0; k < n * ow; ++k) {
            double v = cv->v[k];
            if (!finite_d(v)) continue;
            if (!any || v < cv->lo) cv->lo = v;
            if (!any || v > cv->hi) cv->hi = v;
            any = 1;
        }
        cv->constant = 1;
        cv->spread = 0.0;
        for (j = 0; j < ow; ++j) {
            double lo = cv->v[j], hi = cv->v[j], mag;
            for (k = 1; k < n; ++k) {
                double b = cv->v[k * ow + j];
                if (!(b >= lo)) lo = b; /* NaN: not constant (below) */
                if (!(b <= hi)) hi = b;
            }
            mag = fabs(lo) > fabs(hi) ? fabs(lo) : fabs(hi);
            if (mag < 1.0) mag = 1.0;
            if (!(hi - lo <= NEAR_CONSTANT * mag)) cv->constant = 0;
            if (!(hi - lo <= cv->spread)) cv->spread = hi - lo;
        }
    }
    free(u);
    free(buf);
    return 1;
}

/* ---- axes ---- */

/* Ticks at k * step for k0 <= k <= k1, step = mant x 10^exp with mant 1, 2 or 5. */
typedef struct ticks {
    double step;
    long k0, k1;
    int dec; /* the decimals a label needs */
} ticks;

/* The smallest 1-2-5 step that puts at most max_n intervals on [lo, hi]; a smaller one when
   that leaves no tick, or (min2) fewer than two. */
static void ticks_make(double lo, double hi, int max_n, int min2, ticks *tk)
{
    double raw = (hi - lo) / (double)(max_n < 1 ? 1 : max_n), r;
    int e, m;
    tk->k0 = 1;
    tk->k1 = 0; /* none */
    tk->dec = 0;
    tk->step = 1.0;
    if (!(raw > 0.0) || !finite_d(raw) || !finite_d(lo) || !finite_d(hi)) return;
    e = (int)floor(log10(raw));
    r = raw / pow(10.0, (double)e); /* in [1, 10) */
    if (r <= 1.0 + 1e-9) m = 1;
    else if (r <= 2.0 + 1e-9) m = 2;
    else if (r <= 5.0 + 1e-9) m = 5;
    else { m = 1; ++e; }
    for (;;) {
        tk->step = (double)m * pow(10.0, (double)e);
        tk->dec = e < 0 ? (-e > 30 ? 30 : -e) : 0;
        if (!(tk->step > 0.0) || fabs(lo / tk->step) > 1e12 || fabs(hi / tk->step) > 1e12) return;
        tk->k0 = (long)ceil(lo / tk->step - 1e-9);
        tk->k1 = (long)floor(hi / tk->step + 1e-9);
        if (tk->k1 > tk->k0 || (!min2 && tk->k1 == tk->k0)) break;
        /* fewer than two ticks: the next smaller step (5 -> 2 -> 1 -> 0.5) */
        if (m == 5) m = 2;
        else if (m == 2) m = 1;
        else { m = 5; --e; }
    }
    if (tk->k1 - tk->k0 > 100) tk->k1 = tk->k0 + 100;
}

/* k * step with only the digits the step needs ("0" for 0, "0.5", "1", "1.5", "-0.02"). */
static void tick_label(const ticks *tk, long k, char *buf)
{
    size_t n;
    if (k == 0) { strcpy(buf, "0"); return; }
    sprintf(buf, "%.*f", tk->dec, (double)k * tk->step);
    n = strlen(buf);
    if (strchr(buf, '.') != NULL) {
        while (n > 0 && buf[n - 1] == '0') buf[--n] = '\0';
        if (n > 0 && buf[n - 1] == '.') buf[--n] = '\0';
    }
}

/* The value axis for a curve: its range (value_ticks grows it to the ticks around it, the
   margin a plot needs, and labels both ends). A flat curve (a range within
   NEAR_CONSTANT of its magnitude: float rounding, as in exported scales of 1 +- 1e-6) gets
   +-10% of its value (at least +-0.1) around it. */
static int value_range(const curve *cv, double *lo, double *hi)
{
    int flat;
    double a = cv->lo, b = cv->hi, m = 1.0;
    if (fabs(a) > m) m = fabs(a);
    if (fabs(b) > m) m = fabs(b);
    flat = b - a <= NEAR_CONSTANT * m;
    if (flat) {
        double c = 0.5 * (a + b), half = fabs(c) > 1.0 ? 0.1 * fabs(c) : 0.1;
        a = c - half;
        b = c + half;
    }
    *lo = a;
    *hi = b;
    return flat;
}

/* A plot rectangle, its time range (x) and value range (y). */
typedef struct frame {
    double x, y, w, h;
    double t0, t1, lo, hi;
} frame;

static double fx(const frame *fr, double t) { return fr->x + fr->w * (t - fr->t0) / (fr->t1 - fr->t0); }
static double fy(const frame *fr, double v) { return fr->y + fr->h - fr->h * (v - fr->lo) / (fr->hi - fr->lo); }

/* The time labels of a frame, centred under (or over) each tick at baseline y. */
static void x_labels(FILE *fp, const frame *fr, double y)
{
    ticks tk;
    long k;
    char lab[96];
    ticks_make(fr->t0, fr->t1, (int)(fr->w / (fr->w > 600.0 ? 80.0 : 40.0)), 1, &tk);
    tick_label(&tk, 1, lab);
    fprintf(fp, "<g class=\"xaxis\" data-step=\"%s\" data-px-per-s=\"%.4f\" text-anchor=\"middle\">", lab,
            fr->w / (fr->t1 - fr->t0));
    for (k = tk.k0; k <= tk.k1; ++k) {
        tick_label(&tk, k, lab);
        fprintf(fp, "<text x=\"%.1f\" y=\"%.1f\">%s</text>", fx(fr, (double)k * tk.step), y, lab);
    }
    fprintf(fp, "</g>\n");
}

/* With --fps: the frame numbers (t x fps) under the time labels, on their own 1-2-5 ticks. */
static void frame_labels(FILE *fp, const frame *fr, double y)
{
    ticks tk;
    long k;
    char lab[96];
    if (!(plot_fps > 0.0)) return;
    ticks_make(fr->t0 * plot_fps, fr->t1 * plot_fps, (int)(fr->w / (fr->w > 600.0 ? 80.0 : 40.0)), 1, &tk);
    if (tk.step < 1.0) { /* whole frames only */
        tk.step = 1.0;
        tk.dec = 0;
        tk.k0 = (long)ceil(fr->t0 * plot_fps - 1e-9);
        tk.k1 = (long)floor(fr->t1 * plot_fps + 1e-9);
    }
    tick_label(&tk, 1, lab);
    fprintf(fp, "<g class=\"frameaxis\" data-step=\"%s\" text-anchor=\"middle\" fill=\"#777\">", lab);
    for (k = tk.k0; k <= tk.k1; ++k) {
        tick_label(&tk, k, lab);
        fprintf(fp, "<text x=\"%.1f\" y=\"%.1f\">%s</text>", fx(fr, (double)k * tk.step / plot_fps), y, lab);
    }
    fprintf(fp, "</g>\n");
}

/* 1 when the points a+1 .. b-1 of p (x, y pairs) all lie within 0.1 px of the segment
   from point a to point b. */
static int near_segment(const double *p, size_t a, size_t b)
{
    double ax = p[2 * a], ay = p[2 * a + 1], dx = p[2 * b] - ax, dy = p[2 * b + 1] - ay;
    double len2 = dx * dx + dy * dy;
    size_t k;
    for (k = a + 1; k < b; ++k) {
        double qx = p[2 * k] - ax, qy = p[2 * k + 1] - ay;
        double cross = qx * dy - qy * dx, dot = qx * dx + qy * dy;
        if (len2 > 0.0) {
            if (cross * cross > 0.01 * len2 || dot < 0.0 || dot > len2) return 0;
        } else if (qx * qx + qy * qy > 0.01) {
            return 0;
        }
    }
    return 1;
}

/* Frame, grid and value labels (at most max_y intervals; 0: a single tick is enough), the
   key ticks under the frame, then the curves; marks: hollow key marks on the curves too. */
/* The value ticks of a panel: at most max_n intervals (0: a flat curve, whose one tick is
   enough). Else the range grows to the ticks around it, so that both ends of the axis are
   labelled; where that would put labels under 12.5 px apart, a coarser step (one that
   covers the range in one interval spans at most two). */
static void value_ticks(frame *fr, int max_n, ticks *tk)
{
    int n;
    ticks_make(fr->lo, fr->hi, max_n > 0 ? max_n : 1, 0, tk);
    if (max_n <= 0 || tk->k1 < tk->k0) return;
    for (n = max_n; n >= 1; --n) {
        long k0, k1;
        ticks_make(fr->lo, fr->hi, n, 0, tk);
        if (tk->k1 < tk->k0 && n > 1) continue;
        k0 = (long)floor(fr->lo / tk->step + 1e-9);
        k1 = (long)ceil(fr->hi / tk->step - 1e-9);
        if (k1 <= k0) k1 = k0 + 1;
        if (n > 1 && fr->h < 12.5 * (double)(k1 - k0)) continue;
        tk->k0 = k0;
        tk->k1 = k1;
        fr->lo = (double)k0 * tk->step;
        fr->hi = (double)k1 * tk->step;
        return;
    }
}

static void draw_panel(FILE *fp, frame *fr, const curve *cv, int kind, int max_y, int marks)
{
    ticks xt, yt;
    long k;
    size_t j, i;
    char lab[96];
    double base = fr->y + fr->h, *px;
    fprintf(fp, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"#fcfcfc\" stroke=\"#999\"/>\n",
            fr->x, fr->y, fr->w, fr->h);
    ticks_make(fr->t0, fr->t1, (int)(fr->w / (fr->w > 600.0 ? 80.0 : 40.0)), 1, &xt);
    value_ticks(fr, max_y, &yt);
    fprintf(fp, "<g stroke=\"#e6e6e6\">");
    for (k = xt.k0; k <= xt.k1; ++k) {
        double x = fx(fr, (double)k * xt.step);
        fprintf(fp, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\"/>", x, fr->y, x, base);
    }
    for (k = yt.k0; k <= yt.k1; ++k) {
        double y = fy(fr, (double)k * yt.step);
        fprintf(fp, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\"%s/>", fr->x, y, fr->x + fr->w, y,
                k == 0 ? " stroke=\"#b0b0b0\"" : "");
    }
    tick_label(&yt, 1, lab);
    fprintf(fp, "</g>\n<g class=\"yaxis\" data-step=\"%s\" text-anchor=\"end\">", lab);
    for (k = yt.k0; k <= yt.k1; ++k) {
        tick_label(&yt, k, lab);
        fprintf(fp, "<text x=\"%.1f\" y=\"%.1f\">%s</text>", fr->x - 5.0, fy(fr, (double)k * yt.step) + 4.0, lab);
    }
    fprintf(fp, "</g>\n<g class=\"keys\" stroke=\"#444\">");
    for (i = 0; i < cv->keys; ++i) {
        double u = ((double)cv->kt[i] - fr->t0) / (fr->t1 - fr->t0);
        if (u < 0.0 || u > 1.0) continue;
        fprintf(fp, "<line x1=\"%.2f\" y1=\"%.1f\" x2=\"%.2f\" y2=\"%.1f\"/>", fr->x + fr->w * u, base + 1.0,
                fr->x + fr->w * u, base + 5.0);
    }
    fprintf(fp, "</g>\n");
    px = (double *)malloc((cv->n + 1) * 2 * sizeof(double));
    for (j = 0; j < cv->w; ++j) {
        size_t m = 0, a = 0;
        /* x, y, z (w) each thinner than the one before, drawn over it: a curve that lies on
           another shows as a border of its colour around it (equal components stay seen) */
        fprintf(fp, "<polyline fill=\"none\" stroke-width=\"%.1f\" stroke-linejoin=\"round\" stroke=\"%s\" points=\"",
                cv->w <= 4 ? 1.5 + 0.6 * (double)(cv->w - 1 - j) : 1.5, comp_color(kind, j));
        for (i = 0; i < cv->n; ++i) {
            double u = ((double)cv->t[i] - fr->t0) / (fr->t1 - fr->t0), v = cv->v[i * cv->w + j];
            if (u < 0.0 || u > 1.0 || !finite_d(v)) continue;
            if (px == NULL) { /* no memory for the simplification: every point */
                fprintf(fp, "%s%.1f,%.1f", m++ ? " " : "", fr->x + fr->w * u, fy(fr, v));
                continue;
            }
            px[2 * m] = fr->x + fr->w * u;
            px[2 * m + 1] = fy(fr, v);
            ++m;
        }
        if (px != NULL && m > 0) {
            /* without the points that lie within 0.1 px of the segment between the points
               kept around them (straight LINEAR stretches cost two points) */
            fprintf(fp, "%.1f,%.1f", px[0], px[1]);
            for (i = 1; i < m; ++i) {
                if (i + 1 < m && i + 1 - a <= 64 && near_segment(px, a, i + 1)) continue;
                fprintf(fp, " %.1f,%.1f", px[2 * i], px[2 * i + 1]);
                a = i;
            }
        }
        fprintf(fp, "\"/>\n");
    }
    free(px);
    if (cv->nf > 0) {
        /* flips: a dashed line each (those under 3 px from the last one drawn are left out) */
        double last = -1e9;
        fprintf(fp, "<g class=\"flips\" stroke=\"#b000b0\" stroke-width=\"1.2\" stroke-dasharray=\"4,3\">");
        for (i = 0; i < cv->nf; ++i) {
            double u = ((double)cv->ft[i] - fr->t0) / (fr->t1 - fr->t0), x = fr->x + fr->w * u;
            if (u < 0.0 || u > 1.0 || x - last < 3.0) continue;
            last = x;
            fprintf(fp, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\"><title>%s at %.4g s</title></line>",
                    x, fr->y, x, base,
                    kind == KIND_EULER ? "Euler angles wrap or change branch (gimbal); plotted continuously"
                                       : "quaternion sign flip (q and -q are one rotation)",
                    (double)cv->ft[i]);
        }
        fprintf(fp, "</g>\n");
    }
    if (marks) {
        /* a hollow mark at each key's value: the key time itself is among the samples */
        size_t kk = 0;
        fprintf(fp, "<g class=\"keymarks\" fill=\"none\" stroke-width=\"1.2\">");
        for (i = 0; i < cv->n && kk < cv->keys; ++i) {
            double u;
            while (kk < cv->keys && cv->kt[kk] < cv->t[i]) ++kk;
            if (kk >= cv->keys || cv->kt[kk] != cv->t[i]) continue;
            ++kk;
            u = ((double)cv->t[i] - fr->t0) / (fr->t1 - fr->t0);
            if (u < 0.0 || u > 1.0) continue;
            for (j = 0; j < cv->w; ++j) {
                double v = cv->v[i * cv->w + j];
                if (!finite_d(v)) continue;
                fprintf(fp, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" stroke=\"%s\"/>", fr->x + fr->w * u,
                        fy(fr, v), comp_color(kind, j));
            }
        }
        fprintf(fp, "</g>\n");
    }
}

/* A strip of the colour over time (sRGB from the linear factors, clamped to [0, 1]). */
static void color_strip(FILE *fp, const frame *fr, const curve *cv, double y, double h)
{
    int seg, segs = (int)(fr->w / 4.0);
    size_t i = 0;
    if (cv->w < 3 || cv->n == 0 || segs < 1) return;
    fprintf(fp, "<g class=\"colorstrip\">");
    for (seg = 0; seg < segs; ++seg) {
        double t = fr->t0 + (fr->t1 - fr->t0) * ((double)seg + 0.5) / (double)segs;
        int c, rgb[3];
        while (i + 1 < cv->n && (double)cv->t[i + 1] <= t) ++i;
        for (c = 0; c < 3; ++c) {
            double v = cv->v[i * cv->w + (size_t)c];
            if (!(v > 0.0)) v = 0.0;
            if (v > 1.0) v = 1.0;
            v = v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1.0 / 2.4) - 0.055;
            rgb[c] = (int)(v * 255.0 + 0.5);
        }
        fprintf(fp, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"#%02x%02x%02x\"/>",
                fr->x + fr->w * (double)seg / (double)segs, y, fr->w / (double)segs + 0.3, h, rgb[0], rgb[1], rgb[2]);
    }
    fprintf(fp, "</g>\n<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"none\" stroke=\"#999\"/>\n",
            fr->x, y, fr->w, h);
}

/* Coloured component names from x on baseline y (at most 9, then "..."); returns the end x
   (12 px text: about 7.5 px a character). */
static double legend_row(FILE *fp, double x, double y, int kind, size_t w, size_t first)
{
    size_t j;
    char name[48];
    for (j = 0; j < w && j < 9; ++j) {
        comp_name(kind, j, first, name);
        fprintf(fp, "<text x=\"%.1f\" y=\"%.1f\" fill=\"%s\" font-weight=\"bold\">%s</text>", x, y,
                comp_color(kind, j), name);
        x += 7.5 * (double)strlen(name) + 9.0;
    }
    if (w > 9) {
        fprintf(fp, "<text x=\"%.1f\" y=\"%.1f\">... (%lu)</text>", x, y, (unsigned long)w);
        x += 70.0;
    }
    fprintf(fp, "\n");
    return x;
}

/* ---- layout ---- */

#define SVG_W 1200
#define HEAD_H 56        /* the page's title lines */
/* overview */
#define OV_LABEL_X 12
#define OV_COLS_X 200    /* the columns start after the node names */
#define OV_YLAB 46       /* value labels, left of each panel */
#define OV_PH 80         /* panel height: a quaternion's motion readable */
#define OV_ROW 96        /* row pitch */
/* A rig of many nodes gets shorter rows, so that one animation's rows fit one screen
   (OV_SCREEN px of rows under its titles: a section of at most about 1000 px, a 1080-line
   display): Fox's 19 bones at 46 px. Never under OV_ROW_MIN (a 24 px panel: two value
   labels); the panel is the row less 16 px. */
#define OV_SCREEN 880
#define OV_ROW_MIN 40
#define OV_YTICKS(sc) ((sc)->ph >= 60.0 ? 4 : 3) /* value intervals at most on a panel */
#define OV_TOP 78        /* section title, column titles and the top time labels */
#define OV_FPS_H (plot_fps > 0.0 ? 14.0 : 0.0) /* the frame labels under the time labels */
#define OV_FOLD_LINE 16  /* a line of the constant and skipped channels' text */
#define OV_FOLD_CHARS 165
#define OV_OTHER_ROW (OV_PH + 34) /* a pointer row: its pointer, a colour strip, the panel */
/* detail */
#define DT_X 80
#define DT_W 980
#define DT_PH 180
#define DT_PANEL 262     /* title, (colour strip), plot, time labels, gap */
#define DT_TOP 40

/* One row of an animation's overview: one channel per column of one node, or one other
   pointer channel (node -1). */
typedef struct ov_row {
    long node;
    size_t ch[COL_COUNT]; /* channel + 1 per column (COL_E: none, it shows COL_R), 0: empty */
    size_t other;         /* channel + 1 of another pointer property */
    int first;            /* the node's first row: its name goes there */
} ov_row;

typedef struct section {
    size_t a;
    plot_ch *pc;        /* per channel */
    ov_row *rows;
    size_t n_rows, n_node_rows, nodes, usable, skipped;
    int used[COL_COUNT];
    size_t width[COL_COUNT]; /* the widest channel of a column (weights legends) */
    size_t count[COL_COUNT]; /* the channels in a column */
    size_t detail;      /* detail view: the node's panels */
    size_t *order;      /* detail view: the channels, in panel order */
    char *fold;         /* overview: the constant and skipped channels, as lines of text
                           ('\n' between lines) instead of panels; NULL when none */
    size_t fold_lines;
    double row, ph;     /* overview: the row pitch and panel height (OV_SCREEN) */
    double y, h;
} section;

static const plot_ch *sort_pc;

static int by_node_col(const void *pa, const void *pb)
{
    size_t a = *(const size_t *)pa, b = *(const size_t *)pb;
    const plot_ch *x = &sort_pc[a], *y = &sort_pc[b];
    if (x->node != y->node) return x->node < y->node ? -1 : 1;
    if (x->col != y->col) return x->col < y->col ? -1 : 1;
    return a < b ? -1 : (a > b ? 1 : 0);
}

/* The time range plotted: the animation's span (a second from its start when it has none,
   or less than a microsecond). */
static void anim_range(const anim_state *st, double *t0, double *t1)
{
    *t0 = (double)st->start;
    *t1 = (double)st->end;
    if (!(*t1 - *t0 >= 1e-6)) *t1 = *t0 + (fabs(*t0) > 1e6 ? fabs(*t0) * 1e-6 : 1.0);
}

/* Appends one entry to the fold text: a new line when the line would pass
   OV_FOLD_CHARS characters. */
static int fold_add(section *sc, size_t *cap, size_t *line_len, const char *entry)
{
    size_t len = sc->fold != NULL ? strlen(sc->fold) : 0, n = strlen(entry);
    if (len + n + 8 > *cap) {
        size_t nc = (len + n + 8) * 2;
        char *p = (char *)realloc(sc->fold, nc);
        if (p == NULL) return 0;
        if (sc->fold == NULL) p[0] = '\0';
        sc->fold = p;
        *cap = nc;
    }
    if (*line_len > 0 && *line_len + n + 2 > OV_FOLD_CHARS) {
        strcat(sc->fold, "\n");
        ++sc->fold_lines;
        *line_len = 0;
    } else if (*line_len > 0) {
        strcat(sc->fold, "; ");
        *line_len += 2;
    }
    strcat(sc->fold, entry);
    *line_len += n;
    return 1;
}

/* The overview's text for what gets no panel: the channels that are constant over the
   span (node, path and value) and those skipped (why). Returns 0 when out of memory. */
static int fold_make(const gl_file *f, anim_state *st, section *sc)
{
    const gl_animation *A = &f->animations[sc->a];
    size_t c, j, cap = 0, line_len = 0, n_const = 0, n_skip = 0, k = 0;
    char entry[600], buf[64];
    for (c = 0; c < A->channel_count; ++c) n_const += st[sc->a].ch[c].ok && sc->pc[c].constant;
    for (c = 0; c < A->channel_count; ++c) {
        ch_state *S = &st[sc->a].ch[c];
        const plot_ch *p = &sc->pc[c];
        size_t w = gltfa_sampler_width(&S->s);
        if (S->ok && w > 0 && p->constant) {
            float v[16];
            if (k++ == 0) sprintf(entry, "%lu constant over the span (no panel): ", (unsigned long)n_const);
            else entry[0] = '\0';
            if (p->node >= 0) sprintf(entry + strlen(entry), "%.60s %s", node_label(f, p->node, buf), col_title(p->col));
            else sprintf(entry + strlen(entry), "%.120s", channel_path(&A->channels[c]));
            gltfa_sampler_sample(&S->s, S->first, v, w < 16 ? w : 16);
            for (j = 0; j < w && j < 16; ++j) sprintf(entry + strlen(entry), " %.4g", (double)v[j]);
            if (w > 16) strcat(entry, " ...");
            if (p->spread > 0.0) sprintf(entry + strlen(entry), " (moves by %.2g at most)", p->spread);
        } else if (!S->ok || w == 0) {
            if (n_skip++ == 0 && sc->fold != NULL) { /* the skipped ones on a line of their own */
                strcat(sc->fold, "\n");
                ++sc->fold_lines;
                line_len = 0;
            }
            sprintf(entry, "%schannel %lu skipped (%.200s)", n_skip == 1 ? "Not plotted: " : "",
                    (unsigned long)c, S->why != NULL ? S->why : "nothing to plot");
        } else {
            continue;
        }
        if (!fold_add(sc, &cap, &line_len, entry)) return 0;
    }
    if (sc->fold != NULL) ++sc->fold_lines;
    return 1;
}

/* Lays out animation a's section (node: -1 the overview, else that node's detail view).
   Returns 0 when out of memory. */
static int section_make(const gl_file *f, anim_state *st, size_t a, long node, int euler, section *sc)
{
    const gl_animation *A = &f->animations[a];
    size_t c, i, n = 0, *idx;
    memset(sc, 0, sizeof *sc);
    sc->a = a;
    sc->pc = (plot_ch *)calloc(A->channel_count + 1, sizeof(plot_ch));
    idx = (size_t *)malloc((A->channel_count + 1) * sizeof(size_t));
    sc->rows = (ov_row *)calloc(A->channel_count + 1, sizeof(ov_row));
    if (sc->pc == NULL || idx == NULL || sc->rows == NULL) { free(idx); return 0; }
    for (c = 0; c < A->channel_count; ++c) {
        ch_state *S = &st[a].ch[c];
        if (!S->ok || gltfa_sampler_width(&S->s) == 0) { ++sc->skipped; continue; }
        ++sc->usable;
        classify(f, &A->channels[c], S, &sc->pc[c]);
        if (node < 0) { /* the overview folds constant channels into a line of text */
            curve cv;
            double t0, t1;
            anim_range(&st[a], &t0, &t1);
            if (!curve_make(S, t0, t1, 200, 0, &cv)) { free(idx); return 0; }
            sc->pc[c].constant = cv.constant;
            sc->pc[c].spread = cv.spread;
            curve_free(&cv);
            if (sc->pc[c].constant) continue;
        }
        if (sc->pc[c].node >= 0) idx[n++] = c;
    }
    sort_pc = sc->pc;
    qsort(idx, n, sizeof(size_t), by_node_col);
    if (node >= 0) {
        /* the detail view: the node's channels in column order, an Euler panel after each
           quaternion when asked */
        sc->order = idx;
        for (i = 0; i < n; ++i) {
            if (sc->pc[idx[i]].node != node) continue;
            idx[sc->detail++] = idx[i];
        }
        sc->h = sc->detail == 0 ? 0.0 : DT_TOP;
        for (i = 0; i < sc->detail; ++i) {
            const plot_ch *p = &sc->pc[idx[i]];
            sc->h += DT_PANEL + (p->kind == KIND_RGBA ? 16.0 : 0.0);
            if (euler && p->quat) sc->h += DT_PANEL;
        }
        return 1;
    }
    for (i = 0; i < n; ++i) {
        const plot_ch *p = &sc->pc[idx[i]];
        size_t r, first = sc->n_rows;
        size_t w = gltfa_sampler_width(&st[a].ch[idx[i]].s);
        if (i == 0 || sc->pc[idx[i - 1]].node != p->node) {
            ++sc->nodes;
            first = sc->n_rows;
        } else {
            while (first > 0 && sc->rows[first - 1].node == p->node) --first;
        }
        for (r = first; r < sc->n_rows && sc->rows[r].ch[p->col] != 0; ++r) {}
        if (r == sc->n_rows) {
            sc->rows[r].node = p->node;
            sc->rows[r].first = r == first;
            ++sc->n_rows;
        }
        sc->rows[r].ch[p->col] = idx[i] + 1;
        sc->used[p->col] = 1;
        ++sc->count[p->col];
        if (w > sc->width[p->col]) sc->width[p->col] = w;
        if (p->col == COL_R && euler && p->quat) sc->used[COL_E] = 1;
    }
    sc->n_node_rows = sc->n_rows;
    for (c = 0; c < A->channel_count; ++c) {
        if (!st[a].ch[c].ok || gltfa_sampler_width(&st[a].ch[c].s) == 0 || sc->pc[c].node >= 0 ||
            sc->pc[c].constant)
            continue;
        sc->rows[sc->n_rows].node = -1;
        sc->rows[sc->n_rows].other = c + 1;
        sc->rows[sc->n_rows].first = 1;
        ++sc->n_rows;
    }
    free(idx);
    if (!fold_make(f, st, sc)) return 0;
    sc->row = OV_ROW;
    if ((double)sc->n_node_rows * OV_ROW > OV_SCREEN) {
        sc->row = floor(OV_SCREEN / (double)sc->n_node_rows);
        if (sc->row < OV_ROW_MIN) sc->row = OV_ROW_MIN;
    }
    sc->ph = sc->row - (OV_ROW - OV_PH);
    sc->h = OV_TOP + (double)sc->n_node_rows * sc->row + (sc->n_node_rows > 0 ? 24.0 + 2.0 * OV_FPS_H : 0.0);
    sc->h += (double)sc->fold_lines * OV_FOLD_LINE + (sc->fold_lines > 0 ? 8.0 : 0.0);
    for (i = sc->n_node_rows; i < sc->n_rows; ++i)
        sc->h += OV_OTHER_ROW + (sc->pc[sc->rows[i].other - 1].kind == KIND_RGBA ? 12.0 : 0.0);
    if (sc->n_rows > sc->n_node_rows) sc->h += 22.0 + OV_FPS_H;
    sc->h += 18.0;
    return 1;
}

static void section_free(section *sc)
{
    free(sc->pc);
    free(sc->rows);
    free(sc->order);
    free(sc->fold);
    memset(sc, 0, sizeof *sc);
}

/* The section's title: the animation's name (or "animation N"), its index, span and counts. */
static void section_title(FILE *fp, const gl_file *f, const anim_state *st, const section *sc, double y,
                          const char *prefix)
{
    char buf[64];
    size_t a = sc->a;
    fprintf(fp, "<text x=\"%d\" y=\"%.1f\" font-size=\"16\" font-weight=\"bold\">", OV_LABEL_X, y);
    if (prefix != NULL) { xml_text(fp, prefix); fputs(" \xE2\x80\x94 ", fp); }
    xml_text(fp, anim_label(f, a, buf));
    fprintf(fp, "<tspan dx=\"12\" font-weight=\"normal\" fill=\"#555\" font-size=\"13\">");
    if (f->animations[a].name != NULL && f->animations[a].name[0] != '\0')
        fprintf(fp, "animation %lu, ", (unsigned long)a);
    fprintf(fp, "%.4g \xE2\x80\x93 %.4g s, %lu channel%s", (double)st[a].start, (double)st[a].end,
            (unsigned long)sc->usable, sc->usable == 1 ? "" : "s");
    if (prefix == NULL) fprintf(fp, " on %lu node%s", (unsigned long)sc->nodes, sc->nodes == 1 ? "" : "s");
    if (sc->skipped) fprintf(fp, " (%lu skipped)", (unsigned long)sc->skipped);
    fprintf(fp, "</tspan></text>\n");
}


/* The shared value range of an overview column (the default; --scale own: none): every
   channel of the column over the span, as value_range takes one, then grown to the
   ticks a panel draws. Returns 0 when out of memory; *have 0 when the column has no value. */
static int column_range(anim_state *st, const section *sc, int col, double t0, double t1, double w,
                        frame *out, int *have)
{
    size_t r;
    curve all;
    ticks tk;
    memset(&all, 0, sizeof all);
    *have = 0;
    for (r = 0; r < sc->n_node_rows; ++r) {
        size_t ch = col == COL_E ? sc->rows[r].ch[COL_R] : sc->rows[r].ch[col];
        curve cv;
        if (ch == 0 || (col == COL_E && !sc->pc[ch - 1].quat)) continue;
        if (!curve_make(&st[sc->a].ch[ch - 1], t0, t1, (size_t)(w / 1.5), col == COL_E, &cv)) return 0;
        if (cv.n > 0 && cv.lo <= cv.hi) {
            if (!*have || cv.lo < all.lo) all.lo = cv.lo;
            if (!*have || cv.hi > all.hi) all.hi = cv.hi;
            *have = 1;
        }
        curve_free(&cv);
    }
    if (!*have) return 1;
    memset(out, 0, sizeof *out);
    out->h = sc->ph;
    (void)value_range(&all, &out->lo, &out->hi);
    value_ticks(out, OV_YTICKS(sc), &tk);
    return 1;
}

static int overview(FILE *fp, const gl_file *f, anim_state *st, const section *sc, int euler)
{
    const gl_animation *A = &f->animations[sc->a];
    int cols[COL_COUNT] = { 0 }, nc = 0, ci, shared[COL_COUNT] = { 0 };
    size_t r;
    double y = sc->y, rows_y, cxs[COL_COUNT + 1], total = 0.0;
    int zebra = 0;
    double t0, t1;
    char buf[64];
    frame col_fr[COL_COUNT];
    anim_range(&st[sc->a], &t0, &t1);
    for (ci = 0; ci < COL_COUNT; ++ci)
        if (sc->used[ci] && (ci != COL_E || euler)) cols[nc++] = ci;
    /* equal columns: one time scale (px per second) in every column, so that what happens
       at one instant lines up across them */
    for (ci = 0; ci < nc; ++ci) {
        cxs[ci] = 1.0;
        total += cxs[ci];
    }
    for (ci = nc; ci > 0; --ci) cxs[ci] = cxs[ci - 1];
    cxs[0] = OV_COLS_X;
    for (ci = 1; ci <= nc; ++ci) cxs[ci] = cxs[ci - 1] + cxs[ci] / total * (double)(SVG_W - OV_COLS_X - 12);
    for (ci = 0; ci < nc && !plot_own_scale; ++ci)
        if (cols[ci] != COL_E && cols[ci] != COL_R &&
            !column_range(st, sc, cols[ci], t0, t1, cxs[ci + 1] - cxs[ci] - OV_YLAB - 14.0, &col_fr[ci], &shared[ci]))
            return 0;
    fprintf(fp, "<g class=\"animation\">\n");
    section_title(fp, f, st, sc, y + 22.0, NULL);
    rows_y = y + OV_TOP + OV_FPS_H;
    if (sc->n_node_rows > 0) {
        /* column titles with their legends, the time labels over the first row */
        for (ci = 0; ci < nc; ++ci) {
            int col = cols[ci];
            double cx = cxs[ci] + OV_YLAB, x;
            frame fr;
            memset(&fr, 0, sizeof fr);
            fprintf(fp, "<text x=\"%.1f\" y=\"%.1f\" font-weight=\"bold\">%s</text>\n", cx, y + 46.0, col_title(col));
            x = cx + 7.4 * (double)strlen(col_title(col)) + 10.0;
            if (col == COL_E) legend_row(fp, x, y + 46.0, KIND_EULER, 3, 0);
            else if (col == COL_W) legend_row(fp, x, y + 46.0, KIND_ARRAY, sc->width[col], 0);
            else legend_row(fp, x, y + 46.0, KIND_XYZW, col == COL_R ? 4 : 3, 0);
            fr.x = cx;
            fr.w = cxs[ci + 1] - cxs[ci] - OV_YLAB - 14.0;
            fr.t0 = t0;
            fr.t1 = t1;
            x_labels(fp, &fr, y + 66.0);
            frame_labels(fp, &fr, y + 80.0);
        }
        fprintf(fp, "<text x=\"%d\" y=\"%.1f\" fill=\"#555\">time (s)</text>\n", OV_LABEL_X, y + 66.0);
        if (plot_fps > 0.0)
            fprintf(fp, "<text x=\"%d\" y=\"%.1f\" fill=\"#777\">frame (%g fps)</text>\n", OV_LABEL_X, y + 80.0, plot_fps);
    }
    for (r = 0; r < sc->n_node_rows; ++r) {
        const ov_row *R = &sc->rows[r];
        double py = rows_y + (double)r * sc->row;
        size_t end = r + 1;
        if (R->first) {
            /* the node's band (every other node shaded), its name and index */
            while (end < sc->n_node_rows && !sc->rows[end].first) ++end;
            if (zebra)
                fprintf(fp, "<rect x=\"4\" y=\"%.1f\" width=\"%d\" height=\"%.1f\" fill=\"#f1f4f8\"/>\n", py - 7.0,
                        SVG_W - 8, (double)(end - r) * sc->row);
            zebra = !zebra;
            fprintf(fp, "<text x=\"%d\" y=\"%.1f\" font-weight=\"bold\"><title>", OV_LABEL_X, py + 12.0);
            xml_text(fp, node_label(f, R->node, buf));
            fprintf(fp, "</title>");
            xml_text_cut(fp, node_label(f, R->node, buf), 24);
            fprintf(fp, "</text>\n");
            if (node_named(f, R->node))
                fprintf(fp, "<text x=\"%d\" y=\"%.1f\" fill=\"#666\">node %ld</text>\n", OV_LABEL_X, py + 28.0, R->node);
        }
        for (ci = 0; ci < nc; ++ci) {
            int col = cols[ci];
            size_t ch = col == COL_E ? R->ch[COL_R] : R->ch[col];
            const plot_ch *p;
            curve cv;
            frame fr;
            int as_euler, flat;
            if (ch == 0) continue;
            memset(&fr, 0, sizeof fr);
            p = &sc->pc[ch - 1];
            as_euler = col == COL_E;
            if (as_euler && !p->quat) continue;
            fr.x = cxs[ci] + OV_YLAB;
            fr.y = py;
            fr.w = cxs[ci + 1] - cxs[ci] - OV_YLAB - 14.0;
            fr.h = sc->ph;
            fr.t0 = t0;
            fr.t1 = t1;
            if (!curve_make(&st[sc->a].ch[ch - 1], t0, t1, (size_t)(fr.w / 1.5), as_euler, &cv)) return 0;
            flat = value_range(&cv, &fr.lo, &fr.hi);
            if (shared[ci]) { /* the column's scale */
                fr.lo = col_fr[ci].lo;
                fr.hi = col_fr[ci].hi;
                flat = 0;
            }
            fprintf(fp, "<g class=\"panel\"><title>");
            xml_text(fp, node_label(f, R->node, buf));
            fprintf(fp, " %s: %s, %lu key%s</title>\n", col_title(col),
                    gltfa_interp_name(A->channels[ch - 1].interp), (unsigned long)cv.keys, PLURAL(cv.keys));
            draw_panel(fp, &fr, &cv, as_euler ? KIND_EULER : p->kind, flat ? 0 : OV_YTICKS(sc), 0); /* flat: its value */
            fprintf(fp, "</g>\n");
            curve_free(&cv);
        }
    }
    if (sc->n_node_rows > 0) {
        for (ci = 0; ci < nc; ++ci) {
            frame fr;
            memset(&fr, 0, sizeof fr);
            fr.x = cxs[ci] + OV_YLAB;
            fr.w = cxs[ci + 1] - cxs[ci] - OV_YLAB - 14.0;
            fr.t0 = t0;
            fr.t1 = t1;
            x_labels(fp, &fr, rows_y + (double)sc->n_node_rows * sc->row + 8.0);
            frame_labels(fp, &fr, rows_y + (double)sc->n_node_rows * sc->row + 22.0);
        }
    }
    /* the constant and skipped channels, as text */
    y = rows_y + (double)sc->n_node_rows * sc->row + (sc->n_node_rows > 0 ? 24.0 + OV_FPS_H : 0.0);
    if (sc->fold != NULL) {
        const char *line = sc->fold;
        fprintf(fp, "<g class=\"folded\" fill=\"#444\">");
        while (*line != '\0') {
            const char *nl = strchr(line, '\n');
            size_t len = nl != NULL ? (size_t)(nl - line) : strlen(line);
            char text[OV_FOLD_CHARS + 700];
            if (len >= sizeof text) len = sizeof text - 1;
            memcpy(text, line, len);
            text[len] = '\0';
            fprintf(fp, "<text x=\"%d\" y=\"%.1f\">", OV_LABEL_X, y + 12.0);
            xml_text(fp, text);
            fprintf(fp, "</text>");
            y += OV_FOLD_LINE;
            line += len + (nl != NULL);
        }
        fprintf(fp, "</g>\n");
        y += 8.0;
    }
    /* the other pointer properties: one full-width row each, under its pointer */
    for (r = sc->n_node_rows; r < sc->n_rows; ++r) {
        size_t ch = sc->rows[r].other - 1;
        const plot_ch *p = &sc->pc[ch];
        const gl_channel *C = &A->channels[ch];
        curve cv;
        frame fr;
        double x;
        memset(&fr, 0, sizeof fr);
        fr.x = OV_COLS_X + OV_YLAB;
        fr.w = SVG_W - 12.0 - 14.0 - fr.x;
        fr.h = OV_PH;
        fr.t0 = t0;
        fr.t1 = t1;
        fprintf(fp, "<g class=\"panel\">\n<text x=\"%d\" y=\"%.1f\" font-weight=\"bold\">", OV_LABEL_X, y + 14.0);
        xml_text(fp, channel_path(C));
        fprintf(fp, "</text>\n");
        x = OV_LABEL_X + 7.4 * (double)strlen(channel_path(C)) + 14.0;
        if (x < fr.x) x = fr.x;
        if (!curve_make(&st[sc->a].ch[ch], t0, t1, (size_t)(fr.w / 1.5), 0, &cv)) return 0;
        x = legend_row(fp, x, y + 14.0, p->kind, cv.w, p->first);
        fprintf(fp, "<text x=\"%.1f\" y=\"%.1f\" fill=\"#555\">%s, %lu key%s</text>\n", x + 6.0, y + 14.0,
                gltfa_interp_name(C->interp), (unsigned long)cv.keys, PLURAL(cv.keys));
        fr.y = y + 22.0;
        if (p->kind == KIND_RGBA) {
            color_strip(fp, &fr, &cv, fr.y, 8.0);
            fr.y += 12.0;
        }
        draw_panel(fp, &fr, &cv, p->kind, value_range(&cv, &fr.lo, &fr.hi) ? 0 : 4, 0);
        curve_free(&cv);
        fprintf(fp, "</g>\n");
        y = fr.y + OV_PH + 12.0;
        if (r + 1 == sc->n_rows) {
            x_labels(fp, &fr, y + 6.0);
            frame_labels(fp, &fr, y + 20.0);
        }
    }
    fprintf(fp, "</g>\n");
    return 1;
}

static int detail(FILE *fp, const gl_file *f, anim_state *st, const section *sc, long node, int euler)
{
    const gl_animation *A = &f->animations[sc->a];
    size_t i;
    double y = sc->y;
    double t0, t1;
    char buf[64], title[200];
    anim_range(&st[sc->a], &t0, &t1);
    fprintf(fp, "<g class=\"animation\">\n");
    sprintf(title, "%.150s", node_label(f, node, buf));
    if (node_named(f, node)) sprintf(title + strlen(title), " (node %ld)", node);
    section_title(fp, f, st, sc, y + 22.0, title);
    y += DT_TOP;
    for (i = 0; i < sc->detail; ++i) {
        size_t ch = sc->order[i];
        const plot_ch *p = &sc->pc[ch];
        const gl_channel *C = &A->channels[ch];
        int pass;
        for (pass = 0; pass < (euler && p->quat ? 2 : 1); ++pass) {
            curve cv;
            frame fr;
            size_t j;
            double x;
            const char *what = p->col >= 0 ? col_title(pass ? COL_E : p->col) : "";
            int kind = pass ? KIND_EULER : p->kind;
            memset(&fr, 0, sizeof fr);
            if (!curve_make(&st[sc->a].ch[ch], t0, t1, 700, pass, &cv)) return 0;
            fr.x = DT_X;
            fr.w = DT_W;
            fr.h = DT_PH;
            fr.t0 = t0;
            fr.t1 = t1;
            fprintf(fp, "<g class=\"panel\">\n<text x=\"%d\" y=\"%.1f\" font-size=\"14\" font-weight=\"bold\">%s",
                    DT_X, y + 16.0, what);
            if (C->pointer != NULL && strcmp(C->path, "pointer") == 0) {
                fprintf(fp, "%s", what[0] ? " \xE2\x80\x94 " : "");
                xml_text(fp, channel_path(C));
            }
            fprintf(fp, "<tspan dx=\"12\" font-weight=\"normal\" fill=\"#555\" font-size=\"13\">%s, %lu key%s, channel %lu</tspan></text>\n",
                    gltfa_interp_name(C->interp), (unsigned long)cv.keys, PLURAL(cv.keys), (unsigned long)ch);
            fr.y = y + 26.0;
            if (kind == KIND_RGBA) {
                color_strip(fp, &fr, &cv, fr.y, 10.0);
                fr.y += 16.0;
            }
            (void)value_range(&cv, &fr.lo, &fr.hi);
            draw_panel(fp, &fr, &cv, kind, 6, 1);
            x_labels(fp, &fr, fr.y + DT_PH + 20.0);
            frame_labels(fp, &fr, fr.y + DT_PH + 35.0);
            if (plot_fps > 0.0)
                fprintf(fp, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" fill=\"#555\">time (s); frame at %g fps</text>\n",
                        DT_X + DT_W / 2.0, fr.y + DT_PH + 51.0, plot_fps);
            else
                fprintf(fp, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" fill=\"#555\">time (s)</text>\n",
                        DT_X + DT_W / 2.0, fr.y + DT_PH + 37.0);
            if (pass)
                fprintf(fp, "<text x=\"18\" y=\"%.1f\" transform=\"rotate(-90 18 %.1f)\" text-anchor=\"middle\" fill=\"#555\">degrees</text>\n",
                        fr.y + DT_PH / 2.0, fr.y + DT_PH / 2.0);
            /* the legend, right of the plot */
            x = DT_X + DT_W + 12.0;
            for (j = 0; j < cv.w && j < 12; ++j) {
                char name[48];
                double ly = fr.y + 12.0 + 17.0 * (double)j;
                comp_name(kind, j, p->first, name);
                fprintf(fp, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" stroke-width=\"2.5\"/>"
                            "<text x=\"%.1f\" y=\"%.1f\" fill=\"%s\" font-weight=\"bold\">%s</text>\n",
                        x, ly - 4.0, x + 16.0, ly - 4.0, comp_color(kind, j), x + 21.0, ly, comp_color(kind, j), name);
            }
            if (cv.w > 12)
                fprintf(fp, "<text x=\"%.1f\" y=\"%.1f\">... (%lu)</text>\n", x, fr.y + 12.0 + 17.0 * 12.0,
                        (unsigned long)cv.w);
            fprintf(fp, "</g>\n");
            curve_free(&cv);
            y += DT_PANEL + (kind == KIND_RGBA ? 16.0 : 0.0);
        }
    }
    fprintf(fp, "</g>\n");
    return 1;
}

/* Writes the plot: node < 0 the overview of every animation (or only `only`), else node's
   channels in detail. Returns 0, or 2 when the file cannot be written (message printed). */
static int svg(const char *out_path, const char *file, const gl_file *f, anim_state *st, long only, long node,
               int euler)
{
    size_t a, n = 0;
    section *sc = (section *)calloc(f->animation_count + 1, sizeof(section));
    double height = HEAD_H;
    FILE *fp;
    int ok = sc != NULL;
    char buf[64];
    for (a = 0; ok && a < f->animation_count; ++a) {
        if (only >= 0 && (size_t)only != a) continue;
        ok = section_make(f, st, a, node, euler, &sc[n]);
        sc[n].y = height;
        height += sc[n].h;
        ++n;
    }
    if (!ok) {
        for (a = 0; a < n; ++a) section_free(&sc[a]);
        free(sc);
        fprintf(stderr, "%s: out of memory\n", prog);
        return 2;
    }
    fp = fopen(out_path, "wb"); /* binary: "\n" line ends, the same file on every host */
    if (fp == NULL) {
        for (a = 0; a < n; ++a) section_free(&sc[a]);
        free(sc);
        fprintf(stderr, "%s: cannot write '%s'\n", prog, out_path);
        return 2;
    }
    fprintf(fp, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    fprintf(fp, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%.0f\" viewBox=\"0 0 %d %.0f\" "
                "font-family=\"DejaVu Sans, Verdana, sans-serif\" font-size=\"12\">\n",
            SVG_W, height + 10.0, SVG_W, height + 10.0);
    fprintf(fp, "<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n");
    fprintf(fp, "<text x=\"%d\" y=\"24\" font-size=\"16\" font-weight=\"bold\">", OV_LABEL_X);
    xml_text(fp, printable(file));
    fprintf(fp, "<tspan dx=\"12\" font-weight=\"normal\" fill=\"#555\" font-size=\"13\">gltf_anim.h %s</tspan></text>\n",
            GLTFA_VERSION_STRING);
    fprintf(fp, "<text x=\"%d\" y=\"44\" fill=\"#555\">", OV_LABEL_X);
    if (node < 0)
        fprintf(fp, "Each node's channels side by side; the ticks under a panel are its keys; a dashed "
                    "purple line, a flip. One node in detail: gltf_anim_play --svg OUT.svg FILE --node NAME</text>\n");
    else {
        fprintf(fp, "Node ");
        xml_text(fp, node_label(f, node, buf));
        fprintf(fp, ": its channels in every animation that animates it; keys are the hollow marks "
                    "(and the ticks under each panel).</text>\n");
    }
    for (a = 0; ok && a < n; ++a) {
        if (node < 0) ok = overview(fp, f, st, &sc[a], euler);
        else if (sc[a].detail > 0) ok = detail(fp, f, st, &sc[a], node, euler);
    }
    fprintf(fp, "</svg>\n");
    for (a = 0; a < n; ++a) section_free(&sc[a]);
    free(sc);
    if (fclose(fp) != 0 || !ok) {
        fprintf(stderr, "%s: cannot write '%s'%s\n", prog, out_path, ok ? "" : " (out of memory)");
        return 2;
    }
    return 0;
}

/* The node --node names: a node whose name is arg, else node arg when arg is an index.
   -1 when there is none. */
static long find_node(const gl_file *f, const char *arg)
{
    size_t i;
    char *end;
    long v;
    for (i = 0; i < f->node_count; ++i)
        if (f->node_names != NULL && f->node_names[i] != NULL && strcmp(f->node_names[i], arg) == 0) return (long)i;
    v = strtol(arg, &end, 10);
    if (arg[0] >= '0' && arg[0] <= '9' && *end == '\0' && v >= 0 && (size_t)v < f->node_count) return v;
    return -1;
}

/* 1 when a usable channel of the animations shown (only: one) animates node. */
static int node_animated(const gl_file *f, const anim_state *st, long only, long node)
{
    size_t a, c;
    for (a = 0; a < f->animation_count; ++a) {
        if (only >= 0 && (size_t)only != a) continue;
        for (c = 0; c < f->animations[a].channel_count; ++c) {
            plot_ch pc;
            if (!st[a].ch[c].ok || gltfa_sampler_width(&st[a].ch[c].s) == 0) continue;
            classify(f, &f->animations[a].channels[c], &st[a].ch[c], &pc);
            if (pc.node == node) return 1;
        }
    }
    return 0;
}

int main(int argc, char **argv)
{
    const char *mode = NULL, *file = NULL, *times_arg = NULL, *svg_out = NULL, *node_arg = NULL;
    const char *fps_arg = NULL, *scale_arg = NULL, *up_arg = NULL;
    long only = -1, n_times = 0;
    int euler = 0, yaw = 0, timed, root;
    float *times = NULL;
    gl_options load_options;
    gl_file f;
    anim_state *st;
    char err[512];
    int i, rc = 0;
    memset(&load_options, 0, sizeof load_options);
    for (i = 1; i < argc; ++i) {
        const char *a = argv[i];
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            int u;
            for (u = 0; usage_lines[u] != NULL; ++u) printf("%s\n", usage_lines[u]);
            return 0;
        } else if (strcmp(a, "--list") == 0 || strcmp(a, "--sample") == 0 ||
                   strcmp(a, "--world") == 0 || strcmp(a, "--joints") == 0 ||
                   strcmp(a, "--root-motion") == 0) {
            if (mode != NULL) return usage_error("choose one of --list, --sample, --world, --joints, --root-motion, --svg");
            mode = a + 2;
            if (i + 1 >= argc) return usage_error("missing FILE");
            file = argv[++i];
        } else if (strcmp(a, "--svg") == 0) {
            if (mode != NULL) return usage_error("choose one of --list, --sample, --world, --joints, --root-motion, --svg");
            mode = "svg";
            if (i + 2 >= argc) return usage_error("--svg needs OUT.svg and FILE");
            svg_out = argv[++i];
            file = argv[++i];
        } else if (strcmp(a, "--times") == 0) {
            if (i + 1 >= argc) return usage_error("--times needs a LIST");
            times_arg = argv[++i];
        } else if (strcmp(a, "--animation") == 0) {
            char *end;
            if (i + 1 >= argc) return usage_error("--animation needs N");
            only = strtol(argv[++i], &end, 10);
            if (*end != '\0' || only < 0 || argv[i][0] == '\0') return usage_error("--animation needs a number >= 0");
        } else if (strcmp(a, "--node") == 0) {
            if (i + 1 >= argc || argv[i + 1][0] == '\0') return usage_error("--node needs a NAME or an INDEX");
            node_arg = argv[++i];
        } else if (strcmp(a, "--euler") == 0) {
            euler = 1;
        } else if (strcmp(a, "--yaw") == 0) {
            yaw = 1;
        } else if (strcmp(a, "--up") == 0) {
            if (i + 1 >= argc) return usage_error("--up needs x, y or z");
            up_arg = argv[++i];
            if (strcmp(up_arg, "x") != 0 && strcmp(up_arg, "y") != 0 && strcmp(up_arg, "z") != 0)
                return usage_error("--up needs x, y or z");
        } else if (strcmp(a, "--fps") == 0 || strcmp(a, "--scale") == 0) {
            if (i + 1 >= argc) return usage_error(a[2] == 'f' ? "--fps needs N" : "--scale needs shared or own");
            if (a[2] == 'f') fps_arg = argv[++i];
            else scale_arg = argv[++i];
        } else if (strcmp(a, "--max-memory") == 0) {
            if (i + 1 >= argc) return usage_error("--max-memory needs BYTES");
            if (!parse_bytes(argv[++i], &load_options.max_memory))
                return usage_error("--max-memory needs a number of bytes > 0, with an optional K, M or G suffix (e.g. 64M)");
        } else {
            char msg[300];
            sprintf(msg, "unknown argument '%.200s'", a);
            return usage_error(msg);
        }
    }
    if (mode == NULL) return usage_error("nothing to do: give --list, --sample, --world, --joints, --root-motion or --svg");
    root = strcmp(mode, "root-motion") == 0;
    timed = strcmp(mode, "sample") == 0 || strcmp(mode, "world") == 0 || strcmp(mode, "joints") == 0 || root;
    if (strcmp(mode, "sample") == 0 && times_arg == NULL) return usage_error("--sample needs --times");
    if (timed && times_arg == NULL)
        return usage_error(mode[0] == 'w' ? "--world needs --times" : root ? "--root-motion needs --times" : "--joints needs --times");
    if (!timed && times_arg != NULL) return usage_error("--times goes with --sample, --world, --joints or --root-motion");
    load_options.skeleton = !strcmp(mode, "world") || !strcmp(mode, "joints") || root;
    if (strcmp(mode, "list") == 0 && only >= 0) { /* allowed: lists one animation */ }
    if (root && node_arg == NULL) return usage_error("--root-motion needs --node NAME|INDEX");
    if (!root && (yaw || up_arg != NULL)) return usage_error("--yaw and --up go with --root-motion");
    if (strcmp(mode, "svg") != 0 && !root && node_arg != NULL)
        return usage_error("--node goes with --svg or --root-motion");
    if (strcmp(mode, "svg") != 0 && (euler || fps_arg != NULL || scale_arg != NULL))
        return usage_error("--euler, --fps and --scale go with --svg");
    if (fps_arg != NULL) {
        char *end;
        plot_fps = strtod(fps_arg, &end);
        if (*end != '\0' || fps_arg[0] == '\0' || !(plot_fps > 0.0 && plot_fps <= 100000.0))
            return usage_error("--fps needs a number of frames per second > 0 (e.g. 24, 29.97)");
    }
    if (scale_arg != NULL) {
        if (strcmp(scale_arg, "own") == 0) plot_own_scale = 1;
        else if (strcmp(scale_arg, "shared") != 0) return usage_error("--scale needs shared or own");
    }
    if (times_arg != NULL) {
        n_times = parse_times(times_arg, &times);
        if (n_times < 0) return 1;
    }
    if (!gl_load_file_ex(file, &load_options, &f, err, sizeof err)) {
        fprintf(stderr, "%s: %s: %s%s\n", prog, file, err,
                f.over_budget ? "; --max-memory BYTES sets the budget" : "");
        free(times);
        return 2;
    }
    print_warnings(file, &f);
    if (only >= 0 && (size_t)only >= f.animation_count) {
        fprintf(stderr, "%s: %s: no animation %ld (the file has %lu)\n", prog, file, only,
                (unsigned long)f.animation_count);
        gl_free(&f);
        free(times);
        return 1;
    }
    if (f.animation_count == 0 && strcmp(mode, "list") != 0) { /* --list says "0 animations" */
        fprintf(stderr, "%s: %s: the file has no animation: nothing to %s (%lu node%s)\n", prog, file,
                strcmp(mode, "svg") == 0 ? "plot" : "sample", (unsigned long)f.node_count, PLURAL(f.node_count));
        gl_free(&f);
        free(times);
        return 2;
    }
    st = (anim_state *)calloc(f.animation_count + 1, sizeof(anim_state));
    if (st == NULL || !prepare(file, &f, st)) {
        rc = 2;
    } else if (strcmp(mode, "list") == 0) {
        list(file, &f, st, only);
    } else if (strcmp(mode, "sample") == 0) {
        if (!sample(&f, st, only, times, n_times)) rc = 2;
    } else if (strcmp(mode, "world") == 0 || strcmp(mode, "joints") == 0) {
        rc = skeleton_out(file, &f, st, only >= 0 ? only : f.animation_count > 0 ? 0 : -1, times, n_times,
                          mode[0] == 'j', NULL);
    } else if (root) {
        root_opts ro;
        ro.node = find_node(&f, node_arg);
        ro.up = up_arg == NULL ? 1u : (unsigned)(up_arg[0] - 'x');
        ro.flags = yaw ? GLTFA_ROOT_MOTION_YAW : 0u;
        if (ro.node < 0) {
            fprintf(stderr, "%s: %s: --node %s: no node has that name or index (the file has %lu node%s)\n",
                    prog, file, printable(node_arg), (unsigned long)f.node_count, PLURAL(f.node_count));
            rc = 1;
        } else {
            rc = skeleton_out(file, &f, st, only >= 0 ? only : 0, times, n_times, 0, &ro);
        }
    } else {
        long node = node_arg != NULL ? find_node(&f, node_arg) : -1;
        if (node_arg != NULL && node < 0) {
            fprintf(stderr, "%s: %s: --node %s: no node has that name or index (the file has %lu node%s)\n",
                    prog, file, printable(node_arg), (unsigned long)f.node_count, PLURAL(f.node_count));
            rc = 1;
        } else if (node_arg != NULL && !node_animated(&f, st, only, node)) {
            fprintf(stderr, "%s: %s: %s animates node %ld '%s'\n", prog, file,
                    only >= 0 ? "the animation chosen never" : "no animation", node,
                    printable(f.node_names[node] != NULL ? f.node_names[node] : ""));
            rc = 1;
        } else {
            rc = svg(svg_out, file, &f, st, only, node, euler);
        }
    }
    if (st != NULL) {
        size_t a;
        for (a = 0; a < f.animation_count; ++a) free(st[a].ch);
        free(st);
    }
    gl_free(&f);
    free(times);
    if (fflush(stdout) != 0) rc = 2;
    return rc;
}
