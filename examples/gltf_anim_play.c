/* gltf_anim_play.c - list, sample and plot the animations of a .glb/.gltf file with
   gltf_anim.h (and the small loader in gltf_load.c). Run with --help for the usage.
   Exit status: 0 success, 1 usage error, 2 the file could not be read or is invalid. */
#define GLTF_ANIM_IMPLEMENTATION
#include "../gltf_anim.h"
#include "gltf_load.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const usage_lines[] = {
    "usage: gltf_anim_play --list FILE",
    "       gltf_anim_play --sample FILE --times LIST [--animation N]",
    "       gltf_anim_play --svg OUT.svg FILE [--animation N]",
    "       gltf_anim_play --help",
    "",
    "Reads a glTF 2.0 file (.glb, or .gltf with external or data: buffers) and uses",
    "gltf_anim.h to sample its animations exactly as the glTF 2.0 specification says.",
    "",
    "  --list FILE      every animation (index, name, time span START .. END and duration)",
    "                   and channel (index, node, path or KHR_animation_pointer pointer,",
    "                   interpolation, key count, time range, output type). As the",
    "                   specification defines them, START is the earliest first key time and",
    "                   END the latest last key time over the animation's channels (skipped",
    "                   channels do not count), and the duration is END - START.",
    "  --sample FILE    prints tab-separated lines under the header",
    "                     animation<TAB>channel<TAB>node<TAB>path<TAB>interpolation<TAB>time<TAB>values",
    "                   one line per channel per time: animations and channels in file order,",
    "                   for each channel the times in the order given. values are the",
    "                   channel's floats separated by single spaces, each printed with %.9g",
    "                   (rotations are unit quaternions x y z w). node is -1 and path is the",
    "                   pointer string for KHR_animation_pointer channels.",
    "  --times LIST     comma-separated times in seconds (e.g. 0,0.5,1.25), or @PATH for a",
    "                   file with one time per line.",
    "  --animation N    only animation N (default: all).",
    "  --svg OUT.svg    writes a plot: one panel per channel, time on x over the animation's",
    "                   span START .. END, every component as a densely sampled curve in its",
    "                   own colour, key times marked.",
    "",
    "Channels without a node (and not KHR_animation_pointer) are ignored, as the",
    "specification says; pointer channels to properties gltf_anim.h does not know are",
    "listed and skipped with a warning. Any invalid data (bad indices, accessors past their",
    "buffers, non-increasing key times, ...) is an error: one line on stderr, exit status 2.",
    NULL
};

static const char *prog = "gltf_anim_play";
static int quiet = 0; /* the fuzzer silences the per-channel diagnostics */

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
    printf("%s: %lu animation%s, %lu nodes\n", file, (unsigned long)f->animation_count,
           f->animation_count == 1 ? "" : "s", (unsigned long)f->node_count);
    for (a = 0; a < f->animation_count; ++a) {
        const gl_animation *A = &f->animations[a];
        if (only >= 0 && (size_t)only != a) continue;
        printf("animation %lu \"%s\": %.9g .. %.9g s (duration %.9g s), %lu channels, %lu samplers\n",
               (unsigned long)a, printable(A->name), (double)st[a].start, (double)st[a].end,
               (double)st[a].duration, (unsigned long)A->channel_count,
               (unsigned long)A->sampler_count);
        for (c = 0; c < A->channel_count; ++c) {
            const gl_channel *C = &A->channels[c];
            const ch_state *S = &st[a].ch[c];
            printf("  channel %lu: node %ld %s %s, %lu keys", (unsigned long)c, C->node,
                   channel_path(C), gltfa_interp_name(C->interp), (unsigned long)C->input.count);
            if (S->ok) printf(", %.9g .. %.9g s", (double)S->first, (double)S->last);
            printf(", output %s %s%s x %lu", C->output_type, ct_name(C->output.component_type),
                   C->output.normalized ? " normalized" : "", (unsigned long)C->output.count);
            if (S->ok) printf(" (%lu floats per sample)", (unsigned long)gltfa_sampler_width(&S->s));
            if (S->ignored) printf(" [skipped: %s]", S->why);
            printf("\n");
        }
    }
}

/* Reads --times: "a,b,c" or "@path". Returns the count, or -1 (message printed). */
static long parse_times(const char *arg, float **out)
{
    size_t cap = 64, n = 0;
    float *t = (float *)malloc(cap * sizeof(float));
    char *text = NULL, *p, *tok;
    int from_file = arg[0] == '@';
    if (t == NULL) return -1;
    if (from_file) {
        FILE *fp = fopen(arg + 1, "rb");
        long size;
        if (fp == NULL) { free(t); fprintf(stderr, "%s: cannot read times file '%s'\n", prog, arg + 1); return -1; }
        fseek(fp, 0, SEEK_END);
        size = ftell(fp);
        fseek(fp, 0, SEEK_SET);
        text = (char *)malloc((size_t)(size > 0 ? size : 0) + 1);
        if (text == NULL || size < 0 || fread(text, 1, (size_t)size, fp) != (size_t)size) {
            fclose(fp); free(t); free(text);
            fprintf(stderr, "%s: cannot read times file '%s'\n", prog, arg + 1);
            return -1;
        }
        text[size] = '\0';
        fclose(fp);
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
        if (from_file) { /* trim a CR and blanks; skip empty lines */
            size_t len = strlen(tok);
            while (len > 0 && (tok[len - 1] == '\r' || tok[len - 1] == ' ' || tok[len - 1] == '\t')) tok[--len] = '\0';
            while (*tok == ' ' || *tok == '\t') ++tok;
            if (*tok == '\0') { if (p == NULL) break; continue; }
        }
        v = strtod(tok, &end);
        if (tok[0] == '\0' || *end != '\0') {
            fprintf(stderr, "%s: bad time '%s' in --times (see %s --help)\n", prog, tok, prog);
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
    printf("animation\tchannel\tnode\tpath\tinterpolation\ttime\tvalues\n");
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
                printf("\n");
            }
        }
    }
    free(v);
    return 1;
}

/* ---------------------------------------------------------------------------------------
   SVG
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

static float next_down(float f)
{
    /* a time just before f, for sharp STEP edges */
    float d = f - (f > 1.0f || f < -1.0f ? (f < 0 ? -f : f) : 1.0f) * 1e-6f;
    return d;
}

#define SVG_W 960
#define PANEL_H 200
#define PLOT_X 70
#define PLOT_W 840
#define PLOT_H 130
#define SAMPLES 300

static int svg(const char *out_path, const char *file, const gl_file *f, anim_state *st, long only)
{
    static const char *const colors[8] = { "#d62728", "#2ca02c", "#1f77b4", "#ff7f0e",
                                           "#9467bd", "#8c564b", "#e377c2", "#17becf" };
    static const char *const xyzw[4] = { "x", "y", "z", "w" };
    size_t a, c, j, panels = 0, panel = 0;
    FILE *fp;
    float *buf;
    for (a = 0; a < f->animation_count; ++a)
        if (only < 0 || (size_t)only == a)
            for (c = 0; c < f->animations[a].channel_count; ++c) panels += st[a].ch[c].ok;
    fp = fopen(out_path, "wb"); /* binary: "\n" line ends, the same file on every host */
    if (fp == NULL) {
        fprintf(stderr, "%s: cannot write '%s'\n", prog, out_path);
        return 2;
    }
    fprintf(fp, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    fprintf(fp, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%lu\" "
                "viewBox=\"0 0 %d %lu\" font-family=\"sans-serif\" font-size=\"11\">\n",
            SVG_W, (unsigned long)(panels * PANEL_H + 40), SVG_W, (unsigned long)(panels * PANEL_H + 40));
    fprintf(fp, "<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n");
    fprintf(fp, "<text x=\"10\" y=\"22\" font-size=\"15\" font-weight=\"bold\">");
    xml_text(fp, file);
    fprintf(fp, " - gltf_anim.h %s</text>\n", GLTFA_VERSION_STRING);
    for (a = 0; a < f->animation_count; ++a) {
        const gl_animation *A = &f->animations[a];
        /* the x axis: the animation's span [start, end] (one second from start when the span
           has no length); positions are computed in double, so a key at end lands on the
           right edge exactly */
        float t0 = st[a].start, span = st[a].end > st[a].start ? st[a].duration : 1.0f;
        double t0d = (double)st[a].start;
        double span_d = st[a].end > st[a].start ? (double)st[a].end - t0d : 1.0;
        if (only >= 0 && (size_t)only != a) continue;
        for (c = 0; c < A->channel_count; ++c) {
            const gl_channel *C = &A->channels[c];
            ch_state *S = &st[a].ch[c];
            size_t w, k, n_pts, keys;
            float lo = 0, hi = 0, *pts;
            double y0 = 40.0 + (double)panel * PANEL_H + 28.0;
            int tick;
            if (!S->ok) continue;
            w = gltfa_sampler_width(&S->s);
            keys = gltfa_sampler_key_count(&S->s);
            if (w == 0) continue;
            /* sample: SAMPLES uniform times plus each key time and just before it */
            n_pts = SAMPLES + 1 + 2 * keys;
            pts = (float *)malloc(n_pts * sizeof(float));
            buf = (float *)malloc(n_pts * w * sizeof(float));
            if (pts == NULL || buf == NULL) { free(pts); free(buf); fclose(fp); return 2; }
            for (k = 0; k <= SAMPLES; ++k) pts[k] = t0 + span * (float)k / (float)SAMPLES;
            if (st[a].end > st[a].start) pts[SAMPLES] = st[a].end; /* no rounding past it */
            {
                size_t m = SAMPLES + 1;
                for (k = 0; k < keys; ++k) {
                    float tk;
                    if (gltfa_sampler_key_time(&S->s, k, &tk) != GLTFA_SUCCESS) break;
                    pts[m++] = next_down(tk);
                    pts[m++] = tk;
                }
                /* insertion sort: the uniform part is sorted, the keys are sorted */
                for (k = 1; k < m; ++k) {
                    float x = pts[k];
                    size_t q = k;
                    while (q > 0 && pts[q - 1] > x) { pts[q] = pts[q - 1]; --q; }
                    pts[q] = x;
                }
                n_pts = m;
            }
            for (k = 0; k < n_pts; ++k) {
                gltfa_sampler_sample_cursor(&S->s, pts[k], &S->cursor, buf + k * w, w);
                for (j = 0; j < w; ++j) {
                    float v = buf[k * w + j];
                    if ((k == 0 && j == 0) || v < lo) lo = v;
                    if ((k == 0 && j == 0) || v > hi) hi = v;
                }
            }
            if (hi - lo < 1e-6f) { lo -= 1.0f; hi += 1.0f; }
            else { float pad = (hi - lo) * 0.06f; lo -= pad; hi += pad; }
            /* frame, title, axes */
            fprintf(fp, "<g>\n<text x=\"%d\" y=\"%.1f\" font-size=\"12\" font-weight=\"bold\">animation %lu \"",
                    PLOT_X, y0 - 10.0, (unsigned long)a);
            xml_text(fp, A->name);
            fprintf(fp, "\" - channel %lu: node %ld ", (unsigned long)c,
                    C->pointer != NULL && strcmp(C->path, "pointer") == 0 ? -1L : C->node);
            xml_text(fp, channel_path(C));
            fprintf(fp, " (%s, %lu keys)</text>\n", gltfa_interp_name(C->interp), (unsigned long)keys);
            fprintf(fp, "<rect x=\"%d\" y=\"%.1f\" width=\"%d\" height=\"%d\" fill=\"#fafafa\" stroke=\"#888\"/>\n",
                    PLOT_X, y0, PLOT_W, PLOT_H);
            for (tick = 0; tick <= 4; ++tick) {
                double tx = PLOT_X + PLOT_W * tick / 4.0, ty = y0 + PLOT_H - PLOT_H * tick / 4.0;
                fprintf(fp, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#ddd\"/>\n",
                        tx, y0, tx, y0 + PLOT_H);
                fprintf(fp, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\">%.3g</text>\n", tx,
                        y0 + PLOT_H + 14.0, t0d + span_d * tick / 4.0);
                fprintf(fp, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#ddd\"/>\n",
                        PLOT_X, ty, PLOT_X + PLOT_W, ty);
                fprintf(fp, "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%.3g</text>\n", PLOT_X - 6,
                        ty + 4.0, (double)lo + ((double)hi - (double)lo) * tick / 4.0);
            }
            fprintf(fp, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\">time (s)</text>\n",
                    PLOT_X + PLOT_W / 2.0, y0 + PLOT_H + 28.0);
            fprintf(fp, "<text x=\"14\" y=\"%.1f\" transform=\"rotate(-90 14 %.1f)\" text-anchor=\"middle\">value</text>\n",
                    y0 + PLOT_H / 2.0, y0 + PLOT_H / 2.0);
            /* key times: ticks along the bottom of the plot */
            for (k = 0; k < keys; ++k) {
                float tk;
                double u, kx;
                if (gltfa_sampler_key_time(&S->s, k, &tk) != GLTFA_SUCCESS) break;
                u = ((double)tk - t0d) / span_d;
                if (u < 0.0 || u > 1.0) continue;
                kx = PLOT_X + PLOT_W * u;
                fprintf(fp, "<line x1=\"%.2f\" y1=\"%.1f\" x2=\"%.2f\" y2=\"%.1f\" stroke=\"#333\" stroke-width=\"1.5\"/>\n",
                        kx, y0 + PLOT_H - 7.0, kx, y0 + PLOT_H);
            }
            /* curves */
            for (j = 0; j < w; ++j) {
                fprintf(fp, "<polyline fill=\"none\" stroke-width=\"1.5\" stroke=\"%s\" points=\"", colors[j % 8]);
                for (k = 0; k < n_pts; ++k) {
                    double u = ((double)pts[k] - t0d) / span_d;
                    double px = PLOT_X + PLOT_W * u;
                    double py = y0 + PLOT_H - PLOT_H * ((double)buf[k * w + j] - (double)lo) / ((double)hi - (double)lo);
                    if (u < 0.0 || u > 1.0) continue;
                    fprintf(fp, "%.1f,%.1f ", px, py);
                }
                fprintf(fp, "\"/>\n");
                fprintf(fp, "<text x=\"%d\" y=\"%.1f\" fill=\"%s\">", PLOT_X + PLOT_W + 8, y0 + 12.0 + 13.0 * (double)(j % 9),
                        colors[j % 8]);
                if (j < 9) {
                    if (w <= 4 && C->output.components > 1) fprintf(fp, "%s", xyzw[j]);
                    else fprintf(fp, "[%lu]", (unsigned long)j);
                } else if (j == 9) {
                    fprintf(fp, "...");
                }
                fprintf(fp, "</text>\n");
            }
            free(pts);
            free(buf);
            fprintf(fp, "</g>\n");
            ++panel;
        }
    }
    fprintf(fp, "</svg>\n");
    if (fclose(fp) != 0) {
        fprintf(stderr, "%s: cannot write '%s'\n", prog, out_path);
        return 2;
    }
    return 0;
}

int main(int argc, char **argv)
{
    const char *mode = NULL, *file = NULL, *times_arg = NULL, *svg_out = NULL;
    long only = -1, n_times = 0;
    float *times = NULL;
    gl_file f;
    anim_state *st;
    char err[512];
    int i, rc = 0;
    for (i = 1; i < argc; ++i) {
        const char *a = argv[i];
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            int u;
            for (u = 0; usage_lines[u] != NULL; ++u) printf("%s\n", usage_lines[u]);
            return 0;
        } else if (strcmp(a, "--list") == 0 || strcmp(a, "--sample") == 0) {
            if (mode != NULL) return usage_error("choose one of --list, --sample, --svg");
            mode = a + 2;
            if (i + 1 >= argc) return usage_error("missing FILE");
            file = argv[++i];
        } else if (strcmp(a, "--svg") == 0) {
            if (mode != NULL) return usage_error("choose one of --list, --sample, --svg");
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
        } else {
            char msg[300];
            sprintf(msg, "unknown argument '%.200s'", a);
            return usage_error(msg);
        }
    }
    if (mode == NULL) return usage_error("nothing to do: give --list, --sample or --svg");
    if (strcmp(mode, "sample") == 0 && times_arg == NULL) return usage_error("--sample needs --times");
    if (strcmp(mode, "sample") != 0 && times_arg != NULL) return usage_error("--times goes with --sample");
    if (strcmp(mode, "list") == 0 && only >= 0) { /* allowed: lists one animation */ }
    if (times_arg != NULL) {
        n_times = parse_times(times_arg, &times);
        if (n_times < 0) return 1;
    }
    if (!gl_load_file(file, &f, err, sizeof err)) {
        fprintf(stderr, "%s: %s: %s\n", prog, file, err);
        free(times);
        return 2;
    }
    if (only >= 0 && (size_t)only >= f.animation_count) {
        fprintf(stderr, "%s: %s: no animation %ld (the file has %lu)\n", prog, file, only,
                (unsigned long)f.animation_count);
        gl_free(&f);
        free(times);
        return 1;
    }
    st = (anim_state *)calloc(f.animation_count + 1, sizeof(anim_state));
    if (st == NULL || !prepare(file, &f, st)) {
        rc = 2;
    } else if (strcmp(mode, "list") == 0) {
        list(file, &f, st, only);
    } else if (strcmp(mode, "sample") == 0) {
        if (!sample(&f, st, only, times, n_times)) rc = 2;
    } else {
        rc = svg(svg_out, file, &f, st, only);
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
