/* test_main.c - the test runner: a plain table of test functions (C89; no registration
   magic, so it also runs on a target under an emulator). Prints one line per test and ends
   with "N passed, N failed[, N skipped]"; exits non-zero on any failure. An argument runs
   only the tests whose name contains it. */
#include "harness.h"
#include <stdio.h>
#include <string.h>

extern int th_checks_failed, th_skipped, th_sub_passed, th_sub_failed;

#define TESTS(X) \
    X(test_decode_normalized_exhaustive) \
    X(test_decode_integers_and_floats) \
    X(test_rule_exact_keys_all_modes) \
    X(test_rule_clamp_and_first_key_after_zero) \
    X(test_rule_cubic_clamps_to_value_element) \
    X(test_rule_single_key) \
    X(test_rule_step) \
    X(test_rule_linear) \
    X(test_rule_slerp_hand_values) \
    X(test_rule_slerp_degenerate) \
    X(test_rule_cubic_closed_form) \
    X(test_rule_cubic_triplet_order) \
    X(test_rule_cubic_rotation_normalized) \
    X(test_rule_rotation_keys_normalized) \
    X(test_rule_normalized_outputs) \
    X(test_rule_weights_layouts) \
    X(test_rule_offsets_and_stride) \
    X(test_rule_cursor_cases) \
    X(test_rule_mixed_interpolation_one_node) \
    X(test_rule_tiny_segments_large_times) \
    X(test_rule_nonfinite_sample_times) \
    X(test_rule_end_time_and_two_ranges) \
    X(test_rule_vector_targets) \
    X(test_rule_parse_names) \
    X(test_errors_misuse) \
    X(test_errors_output_too_small_sweep) \
    X(test_errors_views) \
    X(test_errors_types_and_counts) \
    X(test_errors_bounds) \
    X(test_errors_check_times_and_values) \
    X(test_errors_unchecked_bad_times_are_memory_safe) \
    X(test_errors_names) \
    X(test_random_accuracy) \
    X(test_random_cursor_sequences) \
    X(test_random_continuity_at_keys) \
    X(test_clip_duration_and_holding) \
    X(test_clip_equals_channels) \
    X(test_clip_errors) \
    X(test_wrap_modes_by_hand) \
    X(test_wrap_edges) \
    X(test_wrap_hour_at_60fps) \
    X(test_nodes_three_calls) \
    X(test_nodes_errors) \
    X(test_pointer_parse_valid) \
    X(test_pointer_parse_errors) \
    X(test_pointer_samplers) \
    X(test_blend_by_hand) \
    X(test_loader_glb) \
    X(test_loader_gltf_data_uri) \
    X(test_loader_gltf_external_bin) \
    X(test_loader_offsets_stride_types) \
    X(test_loader_sparse) \
    X(test_loader_pointer_and_defaults) \
    X(test_loader_errors) \
    X(test_tool_contract) \
    X(test_assets_reference)

#define DECLARE(name) void name(void);
TESTS(DECLARE)
#undef DECLARE

typedef struct test_case {
    const char *name;
    void (*fn)(void);
} test_case;

#define ENTRY(name) { #name, name },
static const test_case tests[] = { TESTS(ENTRY) { NULL, NULL } };
#undef ENTRY

int main(int argc, char **argv)
{
    int passed = 0, failed = 0, skipped = 0, i;
    const char *filter = argc > 1 ? argv[1] : NULL;
    for (i = 0; tests[i].name != NULL; ++i) {
        int before = th_checks_failed, sub_p = th_sub_passed, sub_f = th_sub_failed;
        if (filter != NULL && strstr(tests[i].name, filter) == NULL) continue;
        printf("%s\n", tests[i].name);
        th_skipped = 0;
        tests[i].fn();
        if (th_skipped) {
            ++skipped;
        } else if (th_checks_failed != before) {
            ++failed;
            printf("FAIL %s\n", tests[i].name);
        } else if (th_sub_passed == sub_p && th_sub_failed == sub_f) {
            ++passed; /* a test with sub-results counts through them instead */
        }
        fflush(stdout);
    }
    passed += th_sub_passed;
    failed += th_sub_failed;
    if (skipped) printf("%d passed, %d failed, %d skipped\n", passed, failed, skipped);
    else printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
