/* cgltf_channels FILE: every channel of a glTF file, one by one (no clip, no node list):
   what it animates, its interpolation, and its value halfway through its keys. */
#define GLTF_ANIM_IMPLEMENTATION
#define GLTF_ANIM_BIND_IMPLEMENTATION
#include "gltf_anim_bind.h"
#include "cgltf.h"
#include "gltfa_cgltf.h"
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    static cgltf_options options; /* zeroed: cgltf's defaults */
    cgltf_data *data = NULL;
    size_t a, i, k, bytes = 0;
    cgltf_result cr;
    gltfa_result r;
    if (argc < 2) {
        fprintf(stderr, "usage: cgltf_channels FILE.glb|FILE.gltf\n");
        return 1;
    }
    if ((cr = cgltf_parse_file(&options, argv[1], &data)) != cgltf_result_success) {
        fprintf(stderr, "cgltf_channels: %s: %s\n", argv[1], gltfa_cgltf_parse_result_name(cr));
        return 1;
    }
    if ((cr = cgltf_load_buffers(&options, data, argv[1])) != cgltf_result_success) {
        const char *buffer = gltfa_cgltf_failed_buffer(data, &k); /* which buffer file */
        fprintf(stderr, "cgltf_channels: %s: ", argv[1]);
        if (buffer != NULL) fprintf(stderr, "buffers[%lu] \"%s\": ", (unsigned long)k, buffer);
        fprintf(stderr, "%s\n", gltfa_cgltf_parse_result_name(cr));
        cgltf_free(data);
        return 1;
    }
    if ((r = gltfa_cgltf_check_interpolation(data, NULL, NULL)) != GLTFA_SUCCESS) { /* "SMOOTH" */
        fprintf(stderr, "cgltf_channels: %s: %s\n", argv[1], gltfa_cgltf_result_name(r));
        cgltf_free(data);
        return 1;
    }
    for (a = 0; a < data->animations_count; ++a)
        for (i = 0; i < data->animations[a].channels_count; ++i) {
            gltfa_cgltf_channel_info ch;
            float first = 0, last = 0;
            void *memory;
            ch.bad_key = GLTFA_CGLTF_NONE;
            r = gltfa_cgltf_channel_size(&data->animations[a], i, &bytes);
            memory = r == GLTFA_SUCCESS ? malloc(bytes + 1) : NULL;
            if (r == GLTFA_SUCCESS && memory == NULL) r = GLTFA_CGLTF_ERROR_OUT_OF_MEMORY;
            if (r == GLTFA_SUCCESS)
                r = gltfa_cgltf_channel(&ch, data, &data->animations[a], i, memory, bytes);
            printf("animation %lu channel %lu:", (unsigned long)a, (unsigned long)i);
            if (r == GLTFA_SUCCESS) {
                gltfa_sampler_time_range(&ch.sampler, &first, &last);
                gltfa_sampler_sample(&ch.sampler, first + (last - first) / 2, ch.value, ch.width);
                printf(" %s %s, halfway:", ch.target, gltfa_interp_name(ch.interp));
                for (k = 0; k < ch.width; ++k) printf(" %g", (double)ch.value[k]);
            } else { /* why it cannot play, and where when the library knows */
                if (ch.bad_key != GLTFA_CGLTF_NONE)
                    printf(r == GLTFA_ERROR_VALUE_NOT_FINITE ? " (float %lu)" : " (key %lu)",
                           (unsigned long)ch.bad_key);
                printf(" %s", gltfa_cgltf_result_name(r));
            }
            printf("\n");
            free(memory);
        }
    cgltf_free(data);
    return 0;
}
