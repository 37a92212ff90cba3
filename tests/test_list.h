/* test_list.h - the registry: every test function is named here and where it is defined,
   nowhere else. TESTS_LIBRARY are the library's own tests (no processes spawned: they also
   run on a target under an emulator); TESTS_BIND are the library's tests of the companion
   header gltf_anim_bind.h (tests/test_nodes.c, tests/test_bind.c, tests/test_skeleton.c: the runner leaves them
   out with TH_NO_BIND, make test-core); TESTS_TOOLS test the loader and the
   gltf_anim_play tool's contract (they need tools/gltf_load.c and system()). */
#ifndef TEST_LIST_H
#define TEST_LIST_H

#define TESTS_LIBRARY(X) \
    X(test_decode_normalized_exhaustive) \
    X(test_decode_n_every_code) \
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
    X(test_rule_cubic_overflow_clamped) \
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
    X(test_rule_value_names) \
    X(test_table_every_row) \
    X(test_table_unknown_properties) \
    X(test_table_property_width) \
    X(test_queries) \
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
    X(test_random_slerp_ranges) \
    X(test_random_lerp_normalized_codes) \
    X(test_clip_duration_and_holding) \
    X(test_clip_equals_channels) \
    X(test_clip_errors) \
    X(test_clip_simd_lanes) \
    X(test_clip_snorm_rotation_lanes) \
    X(test_clip_few_channels) \
    X(test_clip_pipeline_equals_channels) \
    X(test_clip_slots_reinit) \
    X(test_clip_pipeline_unchecked_times) \
    X(test_clip_lanes_infinite_key_times) \
    X(test_span_of_clips) \
    X(test_span_wrap_repeat) \
    X(test_wrap_differential) \
    X(test_clip_init_span) \
    X(test_wrap_table) \
    X(test_wrap_nonfinite_and_degenerate) \
    X(test_wrap_hour_at_60fps) \
    X(test_wrap_wide_range) \
    X(test_blend_by_hand) \
    X(test_sparse_index_types) \
    X(test_sparse_base_stride) \
    X(test_sparse_no_base_zeros) \
    X(test_sparse_normalized_short_rotation) \
    X(test_sparse_errors) \
    X(test_sparse_hostile_loop) \
    X(test_assets_reference) \
    X(test_golden_bits)

#define TESTS_BIND(X) \
    X(test_clip_duplicates_sorted) \
    X(test_nodes_three_calls) \
    X(test_nodes_errors) \
    X(test_nodes_pointer_channels) \
    X(test_bind_skip_reasons) \
    X(test_bind_skip_without_nodes) \
    X(test_bind_skip_span) \
    X(test_bind_strict_unchanged) \
    X(test_bind_skip_errors) \
    X(test_bind_skip_duplicates) \
    X(test_clip_channel_queries) \
    X(test_pointer_parse_valid) \
    X(test_pointer_parse_errors) \
    X(test_pointer_samplers) \
    X(test_skeleton_hand_values) \
    X(test_skeleton_trs_matrix) \
    X(test_skeleton_random_vs_double) \
    X(test_skeleton_errors) \
    X(test_root_motion_straight_walk) \
    X(test_root_motion_circle) \
    X(test_root_motion_late_start) \
    X(test_root_motion_tiny_angle) \
    X(test_root_motion_vs_model) \
    X(test_root_motion_errors)

#define TESTS_TOOLS(X) \
    X(test_loader_glb) \
    X(test_loader_gltf_data_uri) \
    X(test_loader_gltf_external_bin) \
    X(test_loader_offsets_stride_types) \
    X(test_loader_sparse) \
    X(test_loader_pointer_and_defaults) \
    X(test_loader_errors) \
    X(test_loader_linear_work) \
    X(test_loader_memory_budget) \
    X(test_loader_warnings_and_messages) \
    X(test_tool_contract) \
    X(test_tool_contract_plot) \
    X(test_tool_skeleton) \
    X(test_tool_skeleton_assets) \
    X(test_tool_root_motion) \
    X(test_meshopt_gltfpack_c) \
    X(test_meshopt_gltfpack_cc) \
    X(test_meshopt_modes_and_filters) \
    X(test_meshopt_hostile)

/* The golden bits of the matrices: test_golden_bits (tests/test_golden.c) calls
   th_golden_skeleton (tests/test_skeleton.c) and th_golden_root_motion (tests/test_root_motion.c),
   not with TH_NO_BIND, which hand each case to
   th_golden_case. */
struct th_rng;
void th_golden_case(const char *name, const float *v, unsigned long count, double rel);
void th_golden_skeleton(struct th_rng *r);
void th_golden_root_motion(struct th_rng *r);

#define TH_DECLARE_TEST(name) void name(void);
TESTS_LIBRARY(TH_DECLARE_TEST)
TESTS_BIND(TH_DECLARE_TEST)
TESTS_TOOLS(TH_DECLARE_TEST)
#undef TH_DECLARE_TEST

#endif
