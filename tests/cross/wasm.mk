# ---------------------------------------------------------------------------------------
# WebAssembly (tests/cross/wasm.mk; included from tests/cross/cross.mk): wasm32-wasi programs
# built by clang with Debian's wasi-libc (--sysroot=/usr) and run by node's WASI (preview1)
# through tests/cross/wasi_run.mjs.
#
#   make test-wasm          both of:
#   make test-wasm-scalar   the suite (TEST_SRC: the library's tests and the loader's) built
#                           with clang --target=wasm32-wasi, -std=c89 -O2 and the strict
#                           flags (warnings are errors)
#   make test-wasm-simd128  the same with -msimd128 (__wasm_simd128__: the header's SIMD128
#                           lanes)
#   make bench-wasm         the benchmark under node, scalar and SIMD128, and the targets
#                           (below)
#
# The suite runs with the repo folder preopened (it writes under build/) and $(SHARED) (when
# present) preopened under its own name, GLTF_ANIM_SHARED=$(SHARED): the real-asset tests
# run. wasi-libc resolves a path by longest prefix match against the preopens' names, and
# node refuses a path that leaves its preopen, so "../shared/x" is found through a preopen
# named ../shared, not through "." (wasi_run.mjs says more). The tool contract test is left
# out (-test_tool_contract), as on the other targets; WASI has no processes at all (wasi-libc
# declares system() but does not define it): tests/test_loader.c makes its folder with
# mkdir() there and test_tool_contract skips. Each prints the runner's last line and its run
# time (cross_run); a failure prints the log (build/cross/test-wasm-*.log).
#
# bench-wasm: tests/bench/ as `make bench` builds it (BENCH_FLAGS: -std=c99 -O2, no LTO; the
# three translation units each alone), for wasm32-wasi, scalar and with -msimd128 (the same
# flags for all three), named wasm-scalar and wasm-simd128 in the output through bench.c's
# BENCH_COMPILER macro: `RESULT wasm-scalar <row> ns= ratio= maxerr=` lines, as make bench's.
# bench.c's own TARGET lines are left out of the wasm runs: they hold the native targets
# (x86-64 gcc's, for any name but clang). Then the native gcc bench (`make bench
# BENCH_COMPILERS=gcc`, its output as is) on the same rows, for the comparison in the same
# run and on the same machine. Then two TARGET lines per clip row (the rows that sample with
# gltfa_clip_sample: clip_* and crowd_seq), from tests/cross/wasm_targets.awk:
#   TARGET wasm-simd128 <row> ns=<simd128> target<=<scalar / 2> (wasm-scalar ns= / 2) ...
#       the library's own time with SIMD128 at most half of its scalar time;
#   TARGET wasm-simd128 <row> ratio=<simd128> target<=<1.5 x gcc> (gcc ratio= x 1.5) ...
#       its ratio to the baseline (built with -msimd128 too) within 1.5x of native gcc's;
# each `met` or `missed by N %` (and "(error above 2e-6)" past the bench's bound), as
# bench.c's. Goals, never failing; a build or run failure fails. All rows by default (about
# 80 s: 30 s for each wasm run, 20 s for gcc's); BENCH_FILTER=clip for the targeted rows
# alone (about 20 s; crowd_seq then left out); BENCH_WASM_NATIVE= (empty) leaves out the
# native run (no second TARGET line). Objects and logs: build/bench/wasm-scalar/,
# build/bench/wasm-simd128/, build/bench/wasm-native.log.
#
# Needs: clang (14), lld (wasm-ld), wasi-libc, libclang-rt-14-dev-wasm32 (the builtins) and
# node (20: WASI preview1); `make wasm-tools` names what is missing.

WASI_SYSROOT ?= /usr
WASM_CC ?= clang
NODE ?= node
WASM = $(WASM_CC) --target=wasm32-wasi --sysroot=$(WASI_SYSROOT)
# node 20's WASI crashes (SIGSEGV) at the exit of a program that grew its memory to 64 MiB
# or more, with V8's fast API calls on (wasi_run.mjs says more): off
NODE_WASI = $(NODE) --no-warnings --no-turbo-fast-api-calls tests/cross/wasi_run.mjs
WASI_RUN = $(NODE_WASI) --dir . $(if $(wildcard $(SHARED)),--dir $(SHARED))
WASM_NM := $(firstword $(shell command -v llvm-nm llvm-nm-14 2>/dev/null))
BENCH_WASM_NATIVE ?= $(if $(GCC),gcc)

.PHONY: test-wasm test-wasm-scalar test-wasm-simd128 bench-wasm wasm-tools

wasm-tools:
	@missing=""; \
	command -v $(WASM_CC) >/dev/null 2>&1 || missing="$$missing clang"; \
	command -v wasm-ld >/dev/null 2>&1 || missing="$$missing lld(wasm-ld)"; \
	test -f $(WASI_SYSROOT)/lib/wasm32-wasi/libc.a || missing="$$missing wasi-libc"; \
	test -f "$$($(WASM) -print-libgcc-file-name 2>/dev/null)" || missing="$$missing libclang-rt-14-dev-wasm32"; \
	command -v $(NODE) >/dev/null 2>&1 || missing="$$missing node"; \
	if [ -n "$$missing" ]; then echo "wasm: missing:$$missing"; exit 1; fi

$(CROSS_BUILD)/wasm-scalar.wasm: $(TEST_SRC) $(TEST_HDR) | $(CROSS_BUILD) wasm-tools
	$(WASM) $(CROSS_CFLAGS) -o $@ $(TEST_SRC) -lm

$(CROSS_BUILD)/wasm-simd128.wasm: $(TEST_SRC) $(TEST_HDR) | $(CROSS_BUILD) wasm-tools
	$(WASM) -msimd128 $(CROSS_CFLAGS) -o $@ $(TEST_SRC) -lm

test-wasm-scalar: $(CROSS_BUILD)/wasm-scalar.wasm
	$(call cross_run,test-wasm-scalar,env GLTF_ANIM_SHARED=$(SHARED) $(WASI_RUN) $(CROSS_BUILD)/wasm-scalar.wasm -test_tool_contract)

test-wasm-simd128: $(CROSS_BUILD)/wasm-simd128.wasm
	$(call cross_run,test-wasm-simd128,env GLTF_ANIM_SHARED=$(SHARED) $(WASI_RUN) $(CROSS_BUILD)/wasm-simd128.wasm -test_tool_contract)

test-wasm: test-wasm-scalar test-wasm-simd128

# $(1) the command, $(2) its log: its output shown as it comes (bench.c's TARGET lines left
# out when $(3) is 1) and kept in the log; fails when the command fails.
define wasm_logged
{ rc=0; $(1) || rc=$$?; echo $$rc > $(2).status; } 2>&1 | tee $(2) | \
	  awk -v drop=$(3) 'drop != 1 || !/^TARGET /{ print; fflush() }'; \
	  test "$$(cat $(2).status)" = 0 || { echo "bench-wasm: $(1): exit status $$(cat $(2).status)"; exit 1; }
endef

bench-wasm: | $(BUILD) wasm-tools
	@set -e; \
	echo "machine: $$(uname -m), $$(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2 | sed 's/^ //'), $$(nproc 2>/dev/null) cores; $$($(WASM_CC) --version | head -n 1); node $$($(NODE) --version)"; \
	for v in scalar simd128; do \
	  d=$(BUILD)/bench/wasm-$$v; mkdir -p $$d; f128=; [ $$v = scalar ] || f128=-msimd128; \
	  for f in $(BENCH_TUS); do \
	    echo "$(WASM) $$f128 $(BENCH_FLAGS) -DBENCH_COMPILER='\"wasm-$$v\"' -c tests/bench/$$f.c -o $$d/$$f.o"; \
	    $(WASM) $$f128 $(BENCH_FLAGS) "-DBENCH_COMPILER=\"wasm-$$v\"" -c tests/bench/$$f.c -o $$d/$$f.o; done; \
	  $(WASM) $$f128 -o $$d/bench.wasm $(foreach f,$(BENCH_TUS),$$d/$(f).o) -lm; \
	  if [ -n "$(WASM_NM)" ]; then for s in gltfa_sampler_sample_cursor gltfa_clip_sample bl_lerp3 bl_slerp; do \
	    $(WASM_NM) -u $$d/bench.o | grep -qw $$s || { echo "bench-wasm: $$s is not an external call from bench.o"; exit 1; }; done; fi; \
	  $(call wasm_logged,$(NODE_WASI) $$d/bench.wasm $(BENCH_FILTER),$$d/bench.log,1); \
	done; \
	native=$(BUILD)/bench/wasm-native.log; rm -f $$native; \
	if [ -n "$(BENCH_WASM_NATIVE)" ]; then \
	  echo "== native: make bench BENCH_COMPILERS=$(BENCH_WASM_NATIVE)$(if $(BENCH_FILTER), BENCH_FILTER=$(BENCH_FILTER))"; \
	  $(call wasm_logged,$(MAKE) --no-print-directory bench BENCH_COMPILERS=$(BENCH_WASM_NATIVE) BENCH_FILTER=$(BENCH_FILTER),$$native,0); \
	else echo "skip: bench-wasm: no native gcc run (BENCH_WASM_NATIVE is empty): no ratio comparison"; fi; \
	echo "== targets (tests/cross/wasm_targets.awk)"; \
	awk -v native=$(BENCH_WASM_NATIVE) -f tests/cross/wasm_targets.awk $(BUILD)/bench/wasm-scalar/bench.log \
	  $(BUILD)/bench/wasm-simd128/bench.log $$([ -f $$native ] && echo $$native)

# ---------------------------------------------------------------------------------------
# emscripten, as the README's Web section builds a game (emcc -O2, with and without
# -msimd128):
#   make test-emcc   (in make check) the quick start (examples/quickstart.c) must print
#                    0.5 1 1.5 under node; then the library's tests (LIB_TEST_SRC, the golden bits
#                    included) built by emcc -std=c89 -O2 with the strict flags and
#                    -sNODERAWFS=1 (node's own file system: ../shared and tests/ are read as
#                    on the host), scalar and SIMD128, each to N passed, 0 failed.
# Debian's emscripten (3.1.6) finds its node-acorn through NODE_PATH=/usr/share/nodejs (this
# machine's node is not Debian's), and its output runs under node 20 only with
# --no-experimental-fetch. Skipped with a line when emcc is not installed (apt-get install
# emscripten node-acorn; .ci/run does).
EMCC ?= emcc
EMCC_RUN = env NODE_PATH=/usr/share/nodejs $(EMCC)
EMCC_NODE = $(NODE) --no-experimental-fetch

.PHONY: test-emcc
test-emcc: | $(CROSS_BUILD)
ifneq ($(shell command -v $(EMCC) 2>/dev/null),)
	@for v in scalar simd128; do f=; [ $$v = scalar ] || f=-msimd128; \
	  echo "== emcc -O2 $$f examples/quickstart.c"; \
	  $(EMCC_RUN) -O2 $$f -I. -o $(CROSS_BUILD)/emcc-quickstart-$$v.js examples/quickstart.c || exit 1; \
	  out=$$($(EMCC_NODE) $(CROSS_BUILD)/emcc-quickstart-$$v.js); \
	  test "$$out" = "0.5 1 1.5" || { echo "test-emcc: the quick start printed '$$out'"; exit 1; }; \
	  $(EMCC_RUN) $$f $(CROSS_CFLAGS) -DTH_LIBRARY_ONLY -sNODERAWFS=1 -sALLOW_MEMORY_GROWTH=1 \
	    -o $(CROSS_BUILD)/emcc-$$v.js $(LIB_TEST_SRC) || exit 1; done
	$(call cross_run,test-emcc-scalar,env GLTF_ANIM_SHARED=$(SHARED) $(EMCC_NODE) $(CROSS_BUILD)/emcc-scalar.js)
	$(call cross_run,test-emcc-simd128,env GLTF_ANIM_SHARED=$(SHARED) $(EMCC_NODE) $(CROSS_BUILD)/emcc-simd128.js)
else
	@echo "skip: test-emcc: emcc not installed (apt-get install emscripten node-acorn)"
endif
