# gltf_anim.h - build and test. Needs only a C compiler and make; `make check` also uses
# clang, g++, clang++ and tcc when present (CI installs tcc). `make help` lists the targets.
#
#   make          the test runner, the examples and the tools, into build/ (about 25 s the
#                 first time; it says so in one line first)
#   make demo     the project's demo asset through gltf_anim_play: listed, sampled and
#                 plotted (demo.svg); make demo-modes: examples/demo.c's table of every
#                 interpolation mode
#   make test     build and run the test suite: fuzz regressions, conformance and the test
#                 runner, counted in one last line; SHARED=DIR (default ../shared) holds the
#                 Khronos assets, their reference and cgltf (what it lacks counts as skipped)
#   make check    everything CI runs: test, the compiler/language matrix, float-only
#                 kernels, tcc, static and two-TU builds, hooks, ASan+UBSan, TSan (threads),
#                 the code blocks of the header and the README, the macro-pollution (unity
#                 build) builds
#   make help     the main targets, one line each
#   make clean

CC ?= cc
CXX ?= c++
CFLAGS ?= -O2 -g
SHARED ?= ../shared
BUILD = build

WARN = -Wall -Wextra -pedantic
STRICT = -Wall -Wextra -pedantic -Werror -Wshadow -Wdouble-promotion -Wfloat-conversion \
         -Wcast-qual -Wundef
STRICT_C = $(STRICT) -Wmissing-prototypes -Wstrict-prototypes -Wdeclaration-after-statement \
           -Wold-style-definition

# The library's own tests (LIB_TEST_SRC: no loader, no processes spawned) and the tests of
# the loader and the gltf_anim_play tool (tools/); tests/test_list.h is the registry of both.
LIB_TEST_SRC = tests/test_main.c tests/harness.c tests/fixture.c tests/refmodel.c \
           tests/test_impl.c tests/test_rules.c tests/test_errors.c tests/test_random.c \
           tests/test_assets.c tests/test_clip.c tests/test_span.c tests/test_table.c tests/test_plan.c \
           tests/test_sparse.c tests/test_golden.c tests/test_bind.c tests/test_nodes.c tests/test_skeleton.c \
           tests/test_root_motion.c tests/wrap_reference.c
# The tests of the companion header gltf_anim_bind.h (TESTS_BIND in tests/test_list.h;
# test_bind.c holds its implementation): CORE_TEST_SRC is the library's tests without them.
BIND_TEST_SRC = tests/test_bind.c tests/test_nodes.c tests/test_skeleton.c tests/test_root_motion.c
CORE_TEST_SRC = $(filter-out $(BIND_TEST_SRC),$(LIB_TEST_SRC))
TEST_SRC = $(LIB_TEST_SRC) tests/test_loader.c tests/test_meshopt.c tools/gltf_load.c
TEST_HDR = gltf_anim.h gltf_anim_bind.h tests/harness.h tests/fixture.h tests/refmodel.h tests/wrap_reference.h \
           tests/test_list.h tools/gltf_load.h
LOADER = tools/gltf_load.c tools/gltf_load.h gltf_anim.h gltf_anim_bind.h

# Tools `make check` uses when they are installed.
CLANG := $(shell command -v clang 2>/dev/null)
CLANGXX := $(shell command -v clang++ 2>/dev/null)
GXX := $(shell command -v g++ 2>/dev/null)
GCC := $(shell command -v gcc 2>/dev/null)
TCC := $(shell command -v tcc 2>/dev/null)

.PHONY: docs golden test-library bench size all test demo demo-modes demo-asset conformance examples tools examples-strict check matrix \
        test-core float tcc static hooks sanitize readme clean fuzz fuzz-build fuzz-regress lint valgrind \
        fastmath small avx2 avx2-run test-cgltf examples-cgltf options pollution tsan

all: all-banner $(BUILD)/test_runner examples

# The first thing plain `make` prints (a first build is silent for a while otherwise).
all-banner:
	@echo "make: building the test runner, the examples and the tools into $(BUILD)/ (about 25 s the first time; make help lists the other targets)"

# The main targets, one line each (the comments above each rule, here and in
# tests/cross/*.mk, say more).
help:
	@echo "make                the test runner, the examples and the tools, into $(BUILD)/ (about 25 s the first time)"
	@echo "make demo           the demo asset through gltf_anim_play: listed, sampled, plotted (demo.svg)"
	@echo "make demo-modes     examples/demo.c: a table of every interpolation mode"
	@echo "make test           the test suite, the fuzz regressions and the conformance run (SHARED=../shared)"
	@echo "make check          everything CI runs (long): test, the compiler matrix, sanitizers, valgrind,"
	@echo "                    lint, docs, size, fuzz, cgltf, msvc, test-emcc"
	@echo "make sanitize       the suite under ASan+UBSan, with gcc and clang"
	@echo "make tsan           threads sampling shared samplers and clips, under ThreadSanitizer"
	@echo "make examples-strict  the examples and the tools under the strict warning flags (gcc, clang, g++)"
	@echo "make bench          speed: the library against a textbook sampler, gcc and clang"
	@echo "make size           footprint (code, stack) on Cortex-M4F, Cortex-M0, RV32IMAFC, RV32IMAC"
	@echo "make firmware       the README's firmware program, built with its command lines (M4F, RV32IMAC)"
	@echo "make test-cross     the suite under QEMU: Cortex-M4F, Cortex-M0, RV32, s390x (big-endian), AArch64"
	@echo "make test-win64     the suite for Windows x64 (mingw-w64), as C89 and C++98, under wine64"
	@echo "make test-wasm      the suite for wasm32-wasi (clang), scalar and SIMD128, under node"
	@echo "make test-emcc      the quick start and the library's tests built by emscripten, under node"
	@echo "make golden         rewrite tests/golden_bits.txt (the reference bits) from this build (x86-64)"
	@echo "make fuzz           libFuzzer on each fuzz target, FUZZ_SECONDS (60) each (clang)"
	@echo "make fuzz-regress   the committed fuzz regressions and seeds, any compiler (in make test)"
	@echo "make docs           every code block of the header and the README compiled (and run)"
	@echo "make clean          remove $(BUILD)/ and demo.svg"
	@echo "also: tools test-library test-core matrix float small fastmath avx2 tcc static hooks options pollution"
	@echo "      valgrind lint readme conformance test-cgltf msvc bench-wasm plot-fox"
	@echo "      test-m4 test-m0 test-rv32 test-be test-arm64"

.PHONY: help all-banner

$(BUILD):
	@mkdir -p $(BUILD)

$(BUILD)/test_runner: $(TEST_SRC) $(TEST_HDR) | $(BUILD)
	$(CC) -std=c89 $(WARN) $(CFLAGS) $(MESHOPT_CFLAGS) -o $@ $(TEST_SRC) $(MESHOPT_LIBS) -lm

# The suite: the fuzz regressions, the end-to-end conformance run and the test runner, in
# one count (tests/suite.sh: its last line sums them, "N passed, N failed[, N skipped]",
# after a "skipped N: why" line per reason). SHARED (../shared) is the folder with the
# Khronos assets, their reference values and cgltf; the programs get it as GLTF_ANIM_SHARED.
SUITE = BUILD='$(BUILD)' SHARED='$(SHARED)' CGLTF_DIR='$(CGLTF_DIR)' REGRESS_TARGETS='$(REGRESS_TARGETS)' sh tests/suite.sh
# The programs are built first, in parallel (one job per online core, unless make already
# runs with -j): each compiles the implementation, and one after the other they take most
# of make test's time on a fresh clone.
TEST_PROGRAMS = $(BUILD)/test_runner $(BUILD)/gltf_anim_play $(BUILD)/demo.glb \
                $(BUILD)/gltf_anim_conformance regress-build
NPROC := $(shell getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)
TEST_JOBS = $(if $(filter --jobserver%,$(MAKEFLAGS)),,-j$(NPROC))
test: | $(BUILD)
	@$(MAKE) --no-print-directory $(TEST_JOBS) $(TEST_PROGRAMS)
	@$(SUITE) regress conformance runner

# The reference bits (tests/test_golden.c, ACCURACY in gltf_anim.h): rewrites
# tests/golden_bits.txt from this machine's build, when a change of results is intended.
# Run it on x86-64 (the test refuses to write from a build without
# GLTFA_CONFIG_REFERENCE_BITS), then check the other targets: make test-arm64 test-wasm
# test-win64.
golden: $(BUILD)/test_runner
	GLTF_ANIM_GOLDEN_WRITE=tests/golden_bits.txt ./$(BUILD)/test_runner golden_bits

# The examples (examples/: the tutorials the README shows) and the tools (tools/: the loader
# gltf_load.c, the gltf_anim_play tool, the conformance run and the demo asset's generator).
examples: $(BUILD)/demo $(BUILD)/quickstart $(BUILD)/play_clip $(BUILD)/game_loop tools
tools: $(BUILD)/gltf_anim_play $(BUILD)/make_demo_asset $(BUILD)/gltf_anim_conformance

$(BUILD)/gltf_anim_play: tools/gltf_anim_play.c $(LOADER) | $(BUILD)
	$(CC) -std=c89 $(WARN) $(CFLAGS) $(MESHOPT_CFLAGS) -o $@ tools/gltf_anim_play.c tools/gltf_load.c \
	  $(MESHOPT_LIBS) -lm

$(BUILD)/make_demo_asset: tools/make_demo_asset.c | $(BUILD)
	$(CC) -std=c89 $(WARN) $(CFLAGS) -o $@ tools/make_demo_asset.c

$(BUILD)/gltf_anim_conformance: tools/conformance.c $(LOADER) | $(BUILD)
	$(CC) -std=c89 $(WARN) $(CFLAGS) -o $@ tools/conformance.c tools/gltf_load.c -lm

# The project's own demo asset, made by its own generator.
$(BUILD)/demo.glb: $(BUILD)/make_demo_asset
	./$(BUILD)/make_demo_asset $@

demo-asset: $(BUILD)/demo.glb

# Every file of $(SHARED)/assets through the loader and the library, compared with the
# reference's spec values.
conformance: $(BUILD)/gltf_anim_conformance
	GLTF_ANIM_SHARED="$(SHARED)" ./$(BUILD)/gltf_anim_conformance

$(BUILD)/demo: examples/demo.c gltf_anim.h | $(BUILD)
	$(CC) -std=c89 $(WARN) $(CFLAGS) -I. -o $@ examples/demo.c -lm

$(BUILD)/quickstart: examples/quickstart.c gltf_anim.h | $(BUILD)
	$(CC) -std=c89 $(WARN) $(CFLAGS) -I. -o $@ examples/quickstart.c -lm

$(BUILD)/play_clip: examples/play_clip.c gltf_anim.h gltf_anim_bind.h | $(BUILD)
	$(CC) -std=c89 $(WARN) $(CFLAGS) -I. -o $@ examples/play_clip.c -lm

$(BUILD)/game_loop: examples/game_loop.c gltf_anim.h | $(BUILD)
	$(CC) -std=c89 $(WARN) $(CFLAGS) -I. -o $@ examples/game_loop.c -lm

# The demo: the project's own asset, listed, sampled and plotted.
demo: examples $(BUILD)/demo.glb
	@echo "== ./$(BUILD)/gltf_anim_play --list $(BUILD)/demo.glb"
	@./$(BUILD)/gltf_anim_play --list $(BUILD)/demo.glb
	@echo
	@echo "== ./$(BUILD)/gltf_anim_play --sample $(BUILD)/demo.glb --times 0,0.25,0.75,1.5,2 --animation 1"
	@./$(BUILD)/gltf_anim_play --sample $(BUILD)/demo.glb --times 0,0.25,0.75,1.5,2 --animation 1
	@./$(BUILD)/gltf_anim_play --svg demo.svg $(BUILD)/demo.glb
	@echo
	@echo "wrote $$(pwd)/demo.svg: every channel of every animation, plotted (open it in a browser)"
	@echo "(the same modes on a hand-written buffer, without a file: make demo-modes)"

# Every interpolation mode on a hand-written buffer, as a table.
demo-modes: $(BUILD)/demo
	./$(BUILD)/demo

# One test-suite build per compiler and language mode, each run in full: warnings are
# errors, and every build must pass every test (tests/run_suite.sh builds and runs one;
# tests/matrix.sh lists the matrix's).
SUITE_ENV = BUILD='$(BUILD)' SHARED='$(SHARED)' TEST_SRC='$(TEST_SRC)'
define run_suite
	@$(SUITE_ENV) sh tests/run_suite.sh '$(1)' $(2)
endef

matrix: | $(BUILD)
	@$(SUITE_ENV) STRICT='$(STRICT)' STRICT_C='$(STRICT_C)' GCC='$(GCC)' CLANG='$(CLANG)' GXX='$(GXX)' \
	  CLANGXX='$(CLANGXX)' sh tests/matrix.sh

# The library's tests alone, built without the loader and the tool tests (as on a target).
test-library: | $(BUILD)
	$(call run_suite,$(CC) -std=c89 -O2 $(STRICT_C) -DTH_LIBRARY_ONLY,$(LIB_TEST_SRC))

# The core alone: gltf_anim.h without its companion gltf_anim_bind.h, which no file of this
# build includes (checked), and the library's tests that do not need it (TH_NO_BIND: not
# TESTS_BIND), as C89 and as C++98.
test-core: | $(BUILD)
	@! grep -l 'gltf_anim_bind\.h"' $(CORE_TEST_SRC) tests/*.h || { echo "test-core: those include gltf_anim_bind.h"; exit 1; }
	$(call run_suite,$(CC) -std=c89 -O2 $(STRICT_C) -DTH_LIBRARY_ONLY -DTH_NO_BIND,$(CORE_TEST_SRC))
ifneq ($(GXX),)
	$(call run_suite,g++ -x c++ -std=c++98 -O2 $(STRICT) -DTH_LIBRARY_ONLY -DTH_NO_BIND,$(CORE_TEST_SRC))
endif

# The float-only kernels (what Cortex-M4F builds get): same suite, accuracy judged by the
# documented float bound.
float: | $(BUILD)
	$(call run_suite,$(CC) -std=c89 -O2 $(STRICT_C) -DGLTFA_NO_DOUBLE)

# The core builds (-Os: what the embedded builds compile, no inline hints; GLTFA_NO_FAST at
# -O2) must give the same results: the whole suite at -Os, in double and in float-only
# mode, and at -O2 without the speed section.
small: | $(BUILD)
	$(call run_suite,$(CC) -std=c89 -Os $(STRICT_C))
	$(call run_suite,$(CC) -std=c89 -Os $(STRICT_C) -DGLTFA_NO_DOUBLE)
	$(call run_suite,$(CC) -std=c89 -O2 $(STRICT_C) -DGLTFA_NO_FAST)

# The opt-in eight-lane AVX slerp (GLTFA_AVX2, -mavx2 -mfma): the whole suite, where this CPU
# has AVX2 and FMA (the lanes must give the per-channel bits).
avx2: | $(BUILD)
	@if grep -qw avx2 /proc/cpuinfo 2>/dev/null && grep -qw fma /proc/cpuinfo 2>/dev/null; then \
	  $(MAKE) --no-print-directory avx2-run; else echo "skip: avx2: this CPU has no AVX2/FMA"; fi
avx2-run: | $(BUILD)
	$(call run_suite,$(CC) -std=c89 -O2 -mavx2 -mfma $(STRICT_C) -DGLTFA_AVX2)

tcc: | $(BUILD)
ifneq ($(TCC),)
	$(call run_suite,tcc -std=c89 -Wall -Werror)
else
	@echo "tcc not installed: skipping the tcc build (CI installs it)"; exit 1
endif

# GLTF_ANIM_STATIC in two translation units linked together (no clash, no exported
# gltfa_ symbols); and the include-twice pattern, as C and as C++ (tests/probes/static.sh).
static: | $(BUILD)
	@BUILD='$(BUILD)' CC='$(CC)' CXX='$(CXX)' STRICT='$(STRICT)' STRICT_C='$(STRICT_C)' sh tests/probes/static.sh

# Unity builds: tests/probes/pollution.c defines the macros of <windows.h> and of common
# headers and codebases over ordinary words (tests/probes/pollution.h: small, near, far,
# interface, ERROR, min(a,b), swap(a,b), slots, noinline, ...) before it includes the
# implementation, through the quick start (examples/quickstart.c), which must print
# 0.5 1 1.5. Built and run as C89 (gcc, clang) and C++98 (g++) with the strict flags, each
# with the default options, GLTFA_NO_DOUBLE, GLTFA_NO_CLIPS and GLTF_ANIM_STATIC; every build
# is tried, and any failure fails the target (tests/probes/pollution.sh).
# (tests/probes/pollution_scan.py looks wider, against every macro of the Windows SDK and of
# this machine's headers; not run here.)
pollution: | $(BUILD)
	@BUILD='$(BUILD)' CC='$(CC)' STRICT='$(STRICT)' STRICT_C='$(STRICT_C)' GCC='$(GCC)' CLANG='$(CLANG)' \
	  GXX='$(GXX)' sh tests/probes/pollution.sh

# User hooks: GLTFA_API, GLTFA_ASSERT and GLTFA_SQRTF are used; GLTFA_NO_STDLIB builds an
# object with no undefined symbol at all (no libc, no libm) (tests/probes/hooks.sh).
hooks: | $(BUILD)
	@BUILD='$(BUILD)' CC='$(CC)' STRICT_C='$(STRICT_C)' sh tests/probes/hooks.sh

# The feature-removal options: tests/probes/options.c built with each of GLTFA_ONLY_FLOAT and
# GLTFA_NO_CUBICSPLINE, with both (and GLTFA_NO_CLIPS), and with none; each build runs.
OPTION_SETS = "" "-DGLTFA_ONLY_FLOAT" "-DGLTFA_NO_CUBICSPLINE" \
              "-DGLTFA_ONLY_FLOAT -DGLTFA_NO_CUBICSPLINE -DGLTFA_NO_CLIPS"
options: | $(BUILD)
	@for f in $(OPTION_SETS); do \
	  $(CC) -std=c89 $(STRICT_C) $$f -o $(BUILD)/options tests/probes/options.c && ./$(BUILD)/options || exit 1; \
	done

sanitize: | $(BUILD)
ifneq ($(GCC),)
	$(call run_suite,gcc -std=c99 -O1 -g $(STRICT_C) -fsanitize=address$(,)undefined -fno-sanitize-recover=all -fno-omit-frame-pointer)
endif
ifneq ($(CLANG),)
	$(call run_suite,clang -std=c99 -O1 -g $(STRICT_C) -fsanitize=address$(,)undefined -fno-sanitize-recover=all -fno-omit-frame-pointer)
endif

# Threads (MEMORY AND THREADS in gltf_anim.h): tests/probes/threads.c, built with
# -fsanitize=thread by clang and by gcc (a compiler without a TSan runtime is skipped with a
# "skip:" line; at least one must run; tests/probes/tsan.sh has the mechanics), runs 2 x the
# online cores threads (at least 2) at once: each plays clips of its own (its own channel
# array of copies of the shared gltfa_sampler structs, its own destinations and slots) and
# samples the shared samplers per channel with its own cursors and without; all of them init
# and sample (under a lock: the destinations are in the channel array) one clip each over one
# shared channel array. Every result must equal, bit for bit, the single-threaded run made
# first; any data race fails (halt_on_error=1). Then the race control: two clips over the
# shared channel array sampled at once without the lock must be reported. The library stays
# thread-free: pthreads in the test only. About 2 s per compiler.
TSAN_FLAGS = -std=c99 -O2 -g $(STRICT_C) -fno-omit-frame-pointer
tsan: | $(BUILD)
	@sh tests/probes/tsan.sh $(BUILD) "$(TSAN_FLAGS)" clang gcc

# examples/demo.svg, the picture the README shows, is what gltf_anim_play draws of the demo
# asset today (make docs checks the README's code blocks and outputs).
readme: $(BUILD)/gltf_anim_play $(BUILD)/demo.glb
	@./$(BUILD)/gltf_anim_play --svg $(BUILD)/demo_check.svg $(BUILD)/demo.glb
	@cmp -s $(BUILD)/demo_check.svg examples/demo.svg || { echo "examples/demo.svg is stale: cp demo.svg examples/demo.svg after make demo"; exit 1; }
	@echo "examples/demo.svg == gltf_anim_play --svg of the demo asset"

# examples/plot_fox.png, the picture the README shows: Fox's "Walk" as gltf_anim_play plots it
# today (--euler --fps 24), the whole page (its 20 bones on one screen), rendered by
# rsvg-convert (librsvg2-bin). Without rsvg-convert or the asset, one "skip:" line. Not in
# make test.
PLOT_FOX = $(SHARED)/assets/Fox/Fox.glb
plot-fox: $(BUILD)/gltf_anim_play
	@if ! command -v rsvg-convert > /dev/null 2>&1; then \
	  echo "skip: plot-fox: rsvg-convert not installed (apt-get install librsvg2-bin)"; \
	elif [ ! -f "$(PLOT_FOX)" ]; then echo "skip: plot-fox: $(PLOT_FOX) not found (make plot-fox SHARED=DIR)"; \
	else cp "$(PLOT_FOX)" $(BUILD)/Fox.glb && cd $(BUILD) && \
	  ./gltf_anim_play --svg plot_fox.svg Fox.glb --animation 1 --euler --fps 24 && \
	  rsvg-convert -o "$(CURDIR)/examples/plot_fox.png" plot_fox.svg && \
	  echo "wrote examples/plot_fox.png (from $(BUILD)/plot_fox.svg)"; fi
.PHONY: plot-fox

# Every code block the documentation says compiles: every ```c block of README.md (the quick
# start is examples/quickstart.c and prints 0.5 1 1.5), each the example file it names, with
# the outputs the README shows, and any "~~~ c" block of gltf_anim.h's top comment
# (tests/doc_blocks.sh says how; the cgltf blocks against CGLTF_DIR).
docs: | $(BUILD)
	@sh tests/doc_blocks.sh $(CC) $(BUILD) $(CGLTF_DIR)

, := ,

# ---------------------------------------------------------------------------------------
# Hostile input: fuzzing (clang's libFuzzer), the committed fuzz regressions (any compiler),
# valgrind, static analysis, -ffast-math.

FUZZ_SECONDS ?= 60
FUZZ_CC ?= clang
FUZZ_FLAGS = -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all
FUZZ_TARGETS = sampler clip loader sparse
# and cgltf (the adapter: tests/fuzz/fuzz_cgltf.c) where cgltf is found; its rules are with
# the other cgltf rules below

$(BUILD)/fuzz_%: tests/fuzz/fuzz_%.c $(LOADER) tools/gltf_anim_play.c | $(BUILD)
	$(FUZZ_CC) $(FUZZ_FLAGS) -o $@ $< $(if $(filter loader,$*),$(MESHOPT_CFLAGS) tools/gltf_load.c $(MESHOPT_LIBS)) -lm

# Seeds for the loader: the project's own demo asset, as .glb and as .gltf (data: URI).
$(BUILD)/fuzz/seed_loader/demo.glb: $(BUILD)/make_demo_asset
	@mkdir -p $(BUILD)/fuzz/seed_loader
	./$(BUILD)/make_demo_asset $@ > /dev/null
	./$(BUILD)/make_demo_asset $(BUILD)/fuzz/seed_loader/demo.gltf > /dev/null
	@! command -v gltfpack > /dev/null || { gltfpack -c -i $@ -o $(BUILD)/fuzz/seed_loader/demo-c.glb && \
	  gltfpack -cc -i $@ -o $(BUILD)/fuzz/seed_loader/demo-cc.glb; } > /dev/null 2>&1

fuzz-build: $(foreach t,$(FUZZ_TARGETS),$(BUILD)/fuzz_$(t)) $(BUILD)/fuzz/seed_loader/demo.glb

# Each target for FUZZ_SECONDS; findings (crash inputs) land in build/fuzz/findings_<target>/.
# A finding gets minimized and committed under tests/fuzz/regress/<target>/, where
# `make test` replays it with any compiler (fuzz-regress). The runs: tests/fuzz/fuzz.sh.
fuzz: fuzz-build
	@BUILD='$(BUILD)' FUZZ_TARGETS='$(FUZZ_TARGETS)' FUZZ_SECONDS='$(FUZZ_SECONDS)' sh tests/fuzz/fuzz.sh

# The committed regression inputs and the seeds, through the same targets built with the
# plain compiler and a file-reading main (tests/fuzz/standalone.c).
$(BUILD)/regress_sampler: tests/fuzz/fuzz_sampler.c tests/fuzz/standalone.c gltf_anim.h | $(BUILD)
	$(CC) $(CFLAGS) -o $@ tests/fuzz/fuzz_sampler.c tests/fuzz/standalone.c -lm
$(BUILD)/regress_clip: tests/fuzz/fuzz_clip.c tests/fuzz/standalone.c gltf_anim.h gltf_anim_bind.h | $(BUILD)
	$(CC) $(CFLAGS) -o $@ tests/fuzz/fuzz_clip.c tests/fuzz/standalone.c -lm
$(BUILD)/regress_sparse: tests/fuzz/fuzz_sparse.c tests/fuzz/standalone.c gltf_anim.h | $(BUILD)
	$(CC) $(CFLAGS) -o $@ tests/fuzz/fuzz_sparse.c tests/fuzz/standalone.c
$(BUILD)/regress_loader: tests/fuzz/fuzz_loader.c tests/fuzz/standalone.c $(LOADER) tools/gltf_anim_play.c | $(BUILD)
	$(CC) $(CFLAGS) -DFUZZ_HAS_INIT -o $@ tests/fuzz/fuzz_loader.c tests/fuzz/standalone.c tools/gltf_load.c -lm

# Each input is one test of make test's count (tests/suite.sh; cgltf's are counted as skipped
# without cgltf).
REGRESS_TARGETS = sampler clip loader sparse cgltf tinygltf
regress-build: $(BUILD)/regress_sampler $(BUILD)/regress_clip $(BUILD)/regress_sparse $(BUILD)/regress_loader \
               $(BUILD)/fuzz/seed_loader/demo.glb $(BUILD)/fuzz/seed_cgltf/demo.glb
fuzz-regress: regress-build
	@$(SUITE) regress
.PHONY: regress-build

# valgrind memcheck over the whole suite once.
valgrind: $(BUILD)/test_runner
	GLTF_ANIM_SHARED="$(SHARED)" valgrind -q --error-exitcode=1 --leak-check=full \
	  --errors-for-leak-kinds=definite ./$(BUILD)/test_runner > $(BUILD)/valgrind.log 2>&1 || \
	  { tail -n 40 $(BUILD)/valgrind.log; exit 1; }
	@tail -n 1 $(BUILD)/valgrind.log
	@echo "valgrind memcheck: no errors"

# Static analysis with the committed configurations (.cppcheck-suppressions, .clang-tidy):
# zero findings. The cppcheck suppressions, and why:
#   variableScope: C89 declares at the top of a block; narrowing scopes is style, and
#     gltf_anim.h has none left;
#   knownConditionTrueFalse in the files listed: host byte-order probes, which cppcheck
#     evaluates for the analysing host (and `quiet` in gltf_anim_play.c, set only by the
#     fuzz target, another program);
#   missingIncludeSystem: system headers are not analysed, on purpose;
#   toomanyconfigs: cppcheck analyses 12 of the #ifdef configurations; the others are
#     compiled and tested by the matrix (float, small, static, nostdlib, ...).
LINT_TIDY = tests/test_impl.c tools/gltf_load.c tools/gltf_anim_play.c \
            tools/conformance.c tools/make_demo_asset.c tests/fuzz/fuzz_sampler.c \
            tests/fuzz/fuzz_clip.c tests/fuzz/fuzz_loader.c
lint:
	cppcheck --enable=warning,style,performance,portability --std=c89 --inline-suppr \
	  --error-exitcode=1 --quiet --suppressions-list=.cppcheck-suppressions -I. \
	  gltf_anim.h gltf_anim_bind.h examples/*.c tools/*.c tests/*.c tests/probes/*.c tests/fuzz/*.c
	@echo "cppcheck: 0 findings"
	@for f in $(LINT_TIDY); do clang-tidy --quiet $$f -- -std=c99 -I. 2>/dev/null | \
	  grep -E "warning:|error:" && exit 1; done; echo "clang-tidy: 0 findings ($(words $(LINT_TIDY)) files)"

# The suite with -ffast-math (the library's NaN checks look at bits, so they survive it).
fastmath: | $(BUILD)
ifneq ($(GCC),)
	$(call run_suite,gcc -std=c99 -O2 -ffast-math $(STRICT_C))
endif
ifneq ($(CLANG),)
	$(call run_suite,clang -std=c99 -O2 -ffast-math $(STRICT_C))
endif

# The example programs and the tools under the strict flags, as C (gcc, clang) and C++ (g++)
# (tests/probes/strict.sh).
examples-strict: | $(BUILD)
	@BUILD='$(BUILD)' STRICT='$(STRICT)' STRICT_C='$(STRICT_C)' sh tests/probes/strict.sh

check: test test-library test-core matrix float fastmath small avx2 tcc static hooks options pollution sanitize tsan valgrind lint \
       readme docs examples examples-strict size firmware fuzz-check test-cgltf msvc test-emcc \
       test-meshopt test-meshopt-cgltf test-tinygltf hostile
	./$(BUILD)/demo > /dev/null
	$(CXX) -x c++ -std=c++98 $(STRICT) -I. -o $(BUILD)/play_clip_cpp examples/play_clip.c -lm
	$(CXX) -x c++ -std=c++98 $(STRICT) -I. -o $(BUILD)/game_loop_cpp examples/game_loop.c -lm
	@echo "make check: all passed"

# ---------------------------------------------------------------------------------------
# cgltf: the adapter gltfa_cgltf.h, its example examples/play_cgltf.c and its tests
# tests/adapters/test_cgltf.c, against the real cgltf (pinned 1.15 in
# $(SHARED)/third_party/cgltf, or CGLTF_DIR=...). cgltf's implementation is compiled in its
# own translation unit with -std=c99 and none of our warning flags; our files get the strict
# C89 flags, with cgltf.h found through -isystem. The test program runs under ASan+UBSan
# (CGLTF_SAN; empty it for a compiler without sanitizers). Without cgltf.h: one "skip:" line.
# In make check, not in make test (the sanitized build of cgltf takes a while).
#   make test-cgltf      build and run tests/adapters/test_cgltf.c; build play_cgltf and play an
#                        asset (the runs: tests/adapters/cgltf.sh)
#   make examples-cgltf  build $(BUILD)/play_cgltf
CGLTF_DIR ?= $(SHARED)/third_party/cgltf
CGLTF_H = $(wildcard $(CGLTF_DIR)/cgltf.h)
CGLTF_SAN ?= -O1 -g -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
CGLTF_DEPS = gltfa_cgltf.h gltf_anim.h gltf_anim_bind.h

$(BUILD)/cgltf_impl.c: | $(BUILD)
	@printf '#define CGLTF_IMPLEMENTATION\n#include "cgltf.h"\n' > $@
$(BUILD)/cgltf_impl.o: $(BUILD)/cgltf_impl.c $(CGLTF_H)
	$(CC) -std=c99 $(CFLAGS) -I$(CGLTF_DIR) -c $(BUILD)/cgltf_impl.c -o $@
$(BUILD)/cgltf_impl_san.o: $(BUILD)/cgltf_impl.c $(CGLTF_H)
	$(CC) -std=c99 $(CGLTF_SAN) -I$(CGLTF_DIR) -c $(BUILD)/cgltf_impl.c -o $@
$(BUILD)/test_cgltf: tests/adapters/test_cgltf.c tests/harness.c tests/harness.h $(CGLTF_DEPS) $(BUILD)/cgltf_impl_san.o
	$(CC) -std=c89 $(STRICT_C) $(CGLTF_SAN) -isystem $(CGLTF_DIR) -o $@ tests/adapters/test_cgltf.c \
	  tests/harness.c $(BUILD)/cgltf_impl_san.o -lm
$(BUILD)/play_cgltf: examples/play_cgltf.c $(CGLTF_DEPS) $(BUILD)/cgltf_impl.o
	$(CC) -std=c89 $(STRICT_C) $(CFLAGS) -I. -isystem $(CGLTF_DIR) -o $@ \
	  examples/play_cgltf.c $(BUILD)/cgltf_impl.o -lm
$(BUILD)/cgltf_channels: examples/cgltf_channels.c $(CGLTF_DEPS) $(BUILD)/cgltf_impl.o
	$(CC) -std=c89 $(STRICT_C) $(CFLAGS) -I. -isystem $(CGLTF_DIR) -o $@ \
	  examples/cgltf_channels.c $(BUILD)/cgltf_impl.o -lm
$(BUILD)/cgltf_clip: examples/cgltf_clip.c $(CGLTF_DEPS) $(BUILD)/cgltf_impl.o
	$(CC) -std=c89 $(STRICT_C) $(CFLAGS) -I. -isystem $(CGLTF_DIR) -o $@ \
	  examples/cgltf_clip.c $(BUILD)/cgltf_impl.o -lm
$(BUILD)/cgltf_skin: examples/cgltf_skin.c $(CGLTF_DEPS) $(BUILD)/cgltf_impl.o
	$(CC) -std=c89 $(STRICT_C) $(CFLAGS) -I. -isystem $(CGLTF_DIR) -o $@ \
	  examples/cgltf_skin.c $(BUILD)/cgltf_impl.o -lm
# the examples under ASan+UBSan with the leak checker: every path frees what it allocated
$(BUILD)/%_san: examples/%.c $(CGLTF_DEPS) $(BUILD)/cgltf_impl_san.o
	$(CC) -std=c89 $(STRICT_C) $(CGLTF_SAN) -I. -isystem $(CGLTF_DIR) -o $@ $< $(BUILD)/cgltf_impl_san.o -lm

# The adapter's fuzz target (libFuzzer; cgltf's implementation instrumented too) and its
# regression replay (make test), seeded with the demo asset as .glb and .gltf.
$(BUILD)/fuzz_cgltf: tests/fuzz/fuzz_cgltf.c $(CGLTF_DEPS) $(BUILD)/cgltf_impl.c
	$(FUZZ_CC) $(FUZZ_FLAGS) -isystem $(CGLTF_DIR) -o $@ tests/fuzz/fuzz_cgltf.c $(BUILD)/cgltf_impl.c -lm
$(BUILD)/regress_cgltf: tests/fuzz/fuzz_cgltf.c tests/fuzz/standalone.c $(CGLTF_DEPS) $(BUILD)/cgltf_impl.o
	$(CC) $(CFLAGS) -isystem $(CGLTF_DIR) -o $@ tests/fuzz/fuzz_cgltf.c tests/fuzz/standalone.c \
	  $(BUILD)/cgltf_impl.o -lm
$(BUILD)/fuzz/seed_cgltf/demo.glb: $(BUILD)/make_demo_asset
	@mkdir -p $(BUILD)/fuzz/seed_cgltf
	./$(BUILD)/make_demo_asset $@ > /dev/null
	./$(BUILD)/make_demo_asset $(BUILD)/fuzz/seed_cgltf/demo.gltf > /dev/null

ifneq ($(CGLTF_H),)
FUZZ_TARGETS += cgltf
fuzz-build: $(BUILD)/fuzz_cgltf $(BUILD)/fuzz/seed_cgltf/demo.glb
regress-build: $(BUILD)/regress_cgltf

examples-cgltf: $(BUILD)/play_cgltf $(BUILD)/cgltf_channels $(BUILD)/cgltf_clip $(BUILD)/cgltf_skin

# The tests; the adapter and the examples as C89 (clang) and C++98 (g++) too; the examples
# on one sample asset when ../shared is there: play_cgltf plays it, and the README's two
# programs, cgltf_clip (clips) and cgltf_channels (channel by channel), must print
# tests/adapters/cgltf_clip.expected and tests/adapters/cgltf_channels.expected; the
# README's skinned-mesh program, cgltf_skin, must print on every skinned asset what
# gltf_anim_play --joints prints at the same times (its own loader: tests/test_loader.c
# checks those against a double composition).
CGLTF_ASSET = $(SHARED)/assets/InterpolationTest/InterpolationTest.glb
test-cgltf: $(BUILD)/test_cgltf $(BUILD)/play_cgltf $(BUILD)/cgltf_channels $(BUILD)/cgltf_clip \
            $(BUILD)/cgltf_skin $(BUILD)/gltf_anim_play $(BUILD)/cgltf_skin_san $(BUILD)/cgltf_clip_san \
            $(BUILD)/cgltf_channels_san $(BUILD)/cgltf_impl.c
	@BUILD='$(BUILD)' SHARED='$(SHARED)' CGLTF_DIR='$(CGLTF_DIR)' CGLTF_ASSET='$(CGLTF_ASSET)' \
	  STRICT='$(STRICT)' STRICT_C='$(STRICT_C)' CLANG='$(CLANG)' GXX='$(GXX)' sh tests/adapters/cgltf.sh
else
examples-cgltf test-cgltf:
	@echo "skip: $@: $(CGLTF_DIR)/cgltf.h not found (set CGLTF_DIR, or SHARED to the folder holding third_party/cgltf)"
endif

# ---------------------------------------------------------------------------------------
# Speed and footprint.

# The benchmark (tests/bench/): the library as users build it, in its own translation unit
# (gltf_anim_impl.c), against a textbook sampler in another (baseline.c), both called from the
# driver (bench.c), which sees only their declarations; each compiled alone at -O2 with no
# -march and no LTO. Built and run with gcc and with clang (when installed) in one go;
# medians of interleaved rounds, one `RESULT <compiler> <row> ...` line per row. Only the
# driver uses threads (pthreads, for crowd_mt: the crowd on 1 and on every online core), so
# only it is compiled with -pthread, and the link.
# BENCH_CC=clang (or a list in BENCH_COMPILERS) for one compiler; BENCH_FILTER=row to pick rows
# (a substring of their names); BENCH_ROUNDS=3 caps the rounds per row (short runs while
# developing: noisier figures). The mechanics: tests/bench/run.sh.
BENCH_COMPILERS ?= $(or $(BENCH_CC),$(strip $(if $(GCC),gcc) $(if $(CLANG),clang)),$(CC))
BENCH_FLAGS = -std=c99 -O2 -Wall -Wextra -fno-lto
BENCH_TUS = gltf_anim_impl baseline bench
# The file rows (file_<asset>_seq, file_<asset>_gltfpack_seq): every asset of
# $(SHARED)/assets (the directory names the row), and its gltfpack output made here with
# gltfpack's defaults (quantized; $(BUILD)/bench/gltfpack/, remade when the asset is newer),
# parsed by cgltf (its implementation alone in tests/bench/cgltf_impl.c, -std=c99 -O2, no
# warnings of ours) and played as clips through gltfa_cgltf.h. Without cgltf.h, the
# assets or gltfpack: one "skip:" line, and the other rows run.
BENCH_ASSETS ?= $(sort $(wildcard $(SHARED)/assets/*/*.glb $(SHARED)/assets/*/*.gltf))
BENCH_GLTFPACK ?= gltfpack
bench: | $(BUILD)
	@BUILD='$(BUILD)' SHARED='$(SHARED)' CGLTF_DIR='$(CGLTF_DIR)' CGLTF_H='$(CGLTF_H)' \
	  BENCH_COMPILERS='$(BENCH_COMPILERS)' BENCH_FLAGS='$(BENCH_FLAGS)' BENCH_TUS='$(BENCH_TUS)' \
	  BENCH_ASSETS='$(BENCH_ASSETS)' BENCH_GLTFPACK='$(BENCH_GLTFPACK)' BENCH_FILTER='$(BENCH_FILTER)' \
	  BENCH_ROUNDS='$(BENCH_ROUNDS)' sh tests/bench/run.sh

# Footprint: what a firmware links, on four targets: Cortex-M4F (FPU single precision only)
# and Cortex-M0 (no FPU) with arm-none-eabi-gcc, RV32IMAFC (FPU single only) and RV32IMAC
# (no FPU) with riscv64-unknown-elf-gcc. Five rows, from four translation units under
# tests/size/, all with GLTFA_NO_STDLIB and GLTFA_NO_RESULT_NAMES:
#   clip        clip.c: clip playback. A firmware function (size_clip_play; a few calls and
#               two loops over static key data) builds a clip of 8 channels (gltfa_sampler_init
#               each, gltfa_clip_init with 8 gltfa_clip_slot) and plays it per frame:
#               gltfa_clip_sample(&clip, gltfa_clip_time(&clip, t, GLTFA_WRAP_REPEAT, 0)).
#   api         api.c, GLTFA_NO_CLIPS: the sampler API, every feature (SIZE_API).
#   api+sparse  api.c: the same and sparse densifying (SIZE_SPARSE).
#   minimal     minimal.c, GLTFA_NO_CLIPS, GLTFA_ONLY_FLOAT, GLTFA_NO_CUBICSPLINE: playback
#               only (SIZE_PLAY).
#   skeleton    skeleton.c (gltf_anim.h and gltf_anim_bind.h): world and joint matrices
#               (SIZE_SKELETON: gltfa_skeleton_init, _world, gltfa_skin_init, _joints,
#               gltfa_trs_to_matrix).
# Each compiled $(SIZE_FLAGS) plus the target's flags, and linked -nostdlib --gc-sections
# from the row's symbols (the first -e, the others -u), with libgcc only where float is soft
# (Cortex-M0, RV32IMAC). Prints per target and row:
#   SIZE <target> <row> text=<bytes> stack=<bytes>
#     text: the linked image's code and read-only data, libgcc's helpers included;
#     stack: the worst case over the row's public functions (those reachable from the kept
#     symbols), own frame plus the deepest callee chain, from -fcallgraph-info=su
#     (tests/size/stack.awk; libgcc's frames not counted);
#   undefined: what the linked code needs from outside (nm -u of the image linked without
#     any library), or none.
# FAILS, after every row is reported, when a row needs a double-precision routine
# (__aeabi_d*, __aeabi_f2d, __aeabi_ui2d, ..., libgcc's *df*: __adddf3, __extendsfdf2, ...)
# or anything libgcc does not define (libc: memset, memcpy, abort, __assert_func, ...), and
# on the hard-float targets when it needs anything at all: a FAIL line each. Then the goals,
# met or missed, never failing: TARGET lines for the Cortex-M4F text (clip 4096, api 3072,
# minimal 2048 bytes) and the stack ($(SIZE_STACK_GOAL) bytes per call, every target, every row).
#   make size                 everything; exits non-zero after the report on a FAIL line
#   make size SIZE_STRICT=0   measure only: the same report, exit 0
#   make size SIZE_VERBOSE=1  also every command run and every public function's stack
# build/size/<target>/ keeps the objects, the call graphs (.ci) and the linked images. The
# mechanics are in tests/size/size.sh. RV32IMAFC needs no _zicsr with GCC 12.2 and binutils
# 2.40 (the library reads no CSR; gcc 12 would take rv32imafc_zicsr's libgcc from the rv64
# multilib). Needs gcc-arm-none-eabi and gcc-riscv64-unknown-elf (apt-get install; .ci/run does).
ARM_CC ?= arm-none-eabi-gcc
RISCV_CC ?= riscv64-unknown-elf-gcc
SIZE_STRICT ?= 1
SIZE_VERBOSE ?= 0
SIZE_STACK_GOAL = 128
SIZE_FLAGS = -std=c89 -Os -ffreestanding -ffunction-sections -fdata-sections -Wall -Wextra -Werror \
             -fcallgraph-info=su
SIZE_CORTEX_M4F = $(ARM_CC) -mthumb -mcpu=cortex-m4 -mfloat-abi=hard -mfpu=fpv4-sp-d16
SIZE_CORTEX_M0 = $(ARM_CC) -mthumb -mcpu=cortex-m0 -mfloat-abi=soft
SIZE_RV32IMAFC = $(RISCV_CC) -march=rv32imafc -mabi=ilp32f
SIZE_RV32IMAC = $(RISCV_CC) -march=rv32imac -mabi=ilp32
SIZE_CLIP = size_clip_play
SIZE_API = gltfa_accessor_init gltfa_sampler_init gltfa_sampler_check gltfa_sampler_sample \
           gltfa_sampler_sample_cursor gltfa_sampler_width gltfa_sampler_key_count \
           gltfa_sampler_key_time gltfa_sampler_interp gltfa_sampler_is_quaternion \
           gltfa_sampler_time_range
SIZE_SPARSE = gltfa_accessor_densify_size gltfa_accessor_densify
SIZE_PLAY = gltfa_sampler_init gltfa_sampler_sample_cursor
SIZE_SKELETON = gltfa_skeleton_init gltfa_skeleton_world gltfa_skin_init gltfa_skin_joints \
                gltfa_trs_to_matrix
size: | $(BUILD)
	@BUILD='$(BUILD)' SIZE_FLAGS='$(SIZE_FLAGS)' SIZE_CORTEX_M4F='$(SIZE_CORTEX_M4F)' \
	  SIZE_CORTEX_M0='$(SIZE_CORTEX_M0)' SIZE_RV32IMAFC='$(SIZE_RV32IMAFC)' \
	  SIZE_RV32IMAC='$(SIZE_RV32IMAC)' SIZE_CLIP='$(SIZE_CLIP)' SIZE_API='$(SIZE_API)' \
	  SIZE_SPARSE='$(SIZE_SPARSE)' SIZE_PLAY='$(SIZE_PLAY)' SIZE_SKELETON='$(SIZE_SKELETON)' SIZE_STACK_GOAL='$(SIZE_STACK_GOAL)' \
	  SIZE_STRICT='$(SIZE_STRICT)' SIZE_VERBOSE='$(SIZE_VERBOSE)' sh tests/size/size.sh

# ---------------------------------------------------------------------------------------
# The suite on emulated targets: make test-m4 (Cortex-M4F, QEMU mps2-an386), test-m0
# (Cortex-M0, QEMU microbit), test-be (s390x, qemu-s390x), test-arm64 (qemu-aarch64),
# The README's firmware program (examples/firmware.c) built for Cortex-M4F and RV32IMAC with
# the README's two command lines as written, linked freestanding, at the sizes it states
# (tests/size/firmware.sh).
firmware: | $(BUILD)
	@sh tests/size/firmware.sh $(BUILD)

# test-cross (all four). The rules: tests/cross/cross.mk.
include tests/cross/cross.mk

# A short fuzz of every target, for CI (FUZZ_SECONDS=20 each by default there).
CHECK_FUZZ_SECONDS ?= 20
fuzz-check:
	@$(MAKE) --no-print-directory fuzz FUZZ_SECONDS=$(CHECK_FUZZ_SECONDS)

clean:
	rm -rf $(BUILD) demo.svg

# ---------------------------------------------------------------------------------------
# meshopt-compressed buffer views (EXT_meshopt_compression, KHR_meshopt_compression): the
# loader (tools/gltf_load.c) decodes them with meshoptimizer's decoder when built with
# -DGL_MESHOPT and linked with -lmeshoptimizer (Debian: libmeshoptimizer-dev; a C++ library,
# whose shared object brings its own libstdc++). Detected once: MESHOPT=1 when a program
# calling it compiles and links; MESHOPT=0 builds without it (the tool then names the
# extension and the package to install when a file needs it). The probe runs once, at
# the first use of MESHOPT.
MESHOPT_PROBE = $(shell printf '\043include <meshoptimizer.h>\nint main(void) { return meshopt_decodeIndexSequence(0, 0, 2, 0, 0); }\n' | \
                  $(CC) -x c -o /dev/null - -lmeshoptimizer >/dev/null 2>&1 && echo 1 || echo 0)
MESHOPT ?= $(eval MESHOPT := $(MESHOPT_PROBE))$(MESHOPT)
MESHOPT_CFLAGS = $(if $(filter 1,$(MESHOPT)),-DGL_MESHOPT)
MESHOPT_LIBS = $(if $(filter 1,$(MESHOPT)),-lmeshoptimizer)

# The meshopt tests (tests/test_meshopt.c; in make test too) alone, under ASan+UBSan, with
# the strict flags and the decoder when it is installed (each test skips with a line
# without gltfpack or the decoder).
MESHOPT_SAN = -O1 -g -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
test-meshopt: | $(BUILD)
	$(CC) -std=c89 $(STRICT_C) $(MESHOPT_SAN) $(MESHOPT_CFLAGS) -o $(BUILD)/test_meshopt_san $(TEST_SRC) \
	  $(MESHOPT_LIBS) -lm
	GLTF_ANIM_SHARED="$(SHARED)" ./$(BUILD)/test_meshopt_san meshopt

.PHONY: test-meshopt

# cgltf and meshopt: examples/cgltf_meshopt.c (the README's decode step) and
# tests/adapters/test_meshopt_cgltf.c (gltfpack -c and -cc outputs through the loader and
# through cgltf + the decode step + the adapter: within ACCURACY of each other), under
# ASan+UBSan; cgltf_meshopt plays Fox packed with -c to what cgltf_clip prints for the same
# file without -c (the runs: tests/adapters/meshopt_cgltf.sh). One "skip:" line without
# cgltf.h, the decoder or gltfpack. In make check.
$(BUILD)/cgltf_meshopt: examples/cgltf_meshopt.c $(CGLTF_DEPS) $(BUILD)/cgltf_impl.o
	$(CC) -std=c89 $(STRICT_C) $(CFLAGS) -I. -isystem $(CGLTF_DIR) -o $@ \
	  examples/cgltf_meshopt.c $(BUILD)/cgltf_impl.o -lmeshoptimizer -lm
$(BUILD)/test_meshopt_cgltf: tests/adapters/test_meshopt_cgltf.c tests/adapters/compare_samplers.h examples/cgltf_meshopt.c $(CGLTF_DEPS) $(LOADER) \
                             $(BUILD)/cgltf_impl_san.o
	$(CC) -std=c89 $(STRICT_C) $(CGLTF_SAN) -DGL_MESHOPT -I. -isystem $(CGLTF_DIR) -o $@ \
	  tests/adapters/test_meshopt_cgltf.c tools/gltf_load.c $(BUILD)/cgltf_impl_san.o -lmeshoptimizer -lm
test-meshopt-cgltf:
	@if [ -z "$(CGLTF_H)" ]; then echo "skip: $@: $(CGLTF_DIR)/cgltf.h not found"; \
	elif [ "$(MESHOPT)" != 1 ]; then echo "skip: $@: no meshoptimizer decoder (Debian: libmeshoptimizer-dev)"; \
	elif ! command -v gltfpack >/dev/null; then echo "skip: $@: gltfpack not found (Debian: gltfpack)"; \
	else $(MAKE) --no-print-directory test-meshopt-cgltf-run; fi
test-meshopt-cgltf-run: $(BUILD)/test_meshopt_cgltf $(BUILD)/cgltf_meshopt $(BUILD)/cgltf_clip
	@BUILD='$(BUILD)' SHARED='$(SHARED)' CGLTF_DIR='$(CGLTF_DIR)' STRICT='$(STRICT)' STRICT_C='$(STRICT_C)' \
	  CLANG='$(CLANG)' GXX='$(GXX)' sh tests/adapters/meshopt_cgltf.sh

.PHONY: test-meshopt-cgltf test-meshopt-cgltf-run

# tinygltf (Debian's libtinygltf-dev: tiny_gltf.h, its implementation in -ltinygltf):
# gltfa_tinygltf.h (C++11) and the two programs that mirror the cgltf ones,
# tinygltf_clip and tinygltf_channels, built with g++ (and compiled with clang++) under the
# strict flags and run on $(CGLTF_ASSET): they must print tests/adapters/cgltf_clip.expected
# and tests/adapters/cgltf_channels.expected. With cgltf.h there too, on every sample asset,
# each prints what its cgltf twin prints (tinygltf_skin: the joint matrices, bit for bit);
# tinygltf_skin refuses bad hierarchies and node matrices with the adapter's named errors
# (files written by the script); with gltfpack and the decoder, Fox packed with -c
# is refused with GLTFA_TINYGLTF_ERROR_COMPRESSED, tinygltf_meshopt plays it as tinygltf_clip
# plays Fox packed without -c, and tests/adapters/test_meshopt_tinygltf.cpp (ASan+UBSan)
# compares every -c and -cc output through tinygltf with the loader (the runs:
# tests/adapters/tinygltf.sh).
# One "skip:" line without tinygltf. In make check.
TINYGLTF_CXX = $(CXX) -std=c++11 $(STRICT) $(CFLAGS) -I.
TINYGLTF_DEPS = gltfa_tinygltf.h gltf_anim.h gltf_anim_bind.h
$(BUILD)/tinygltf_clip: examples/tinygltf_clip.cpp $(TINYGLTF_DEPS) | $(BUILD)
	$(TINYGLTF_CXX) -o $@ examples/tinygltf_clip.cpp -ltinygltf
$(BUILD)/tinygltf_channels: examples/tinygltf_channels.cpp $(TINYGLTF_DEPS) | $(BUILD)
	$(TINYGLTF_CXX) -o $@ examples/tinygltf_channels.cpp -ltinygltf
$(BUILD)/tinygltf_skin: examples/tinygltf_skin.cpp $(TINYGLTF_DEPS) | $(BUILD)
	$(TINYGLTF_CXX) -o $@ examples/tinygltf_skin.cpp -ltinygltf
$(BUILD)/tinygltf_meshopt: examples/tinygltf_meshopt.cpp $(TINYGLTF_DEPS) | $(BUILD)
	$(TINYGLTF_CXX) -o $@ examples/tinygltf_meshopt.cpp -ltinygltf -lmeshoptimizer
$(BUILD)/test_meshopt_tinygltf: tests/adapters/test_meshopt_tinygltf.cpp tests/adapters/compare_samplers.h examples/tinygltf_meshopt.cpp \
                                $(TINYGLTF_DEPS) $(LOADER) | $(BUILD)
	$(CXX) -std=c++11 $(STRICT) $(CGLTF_SAN) -DGL_MESHOPT -I. -o $@ tests/adapters/test_meshopt_tinygltf.cpp \
	  -x c++ tools/gltf_load.c -x none -ltinygltf -lmeshoptimizer
test-tinygltf: | $(BUILD)
	@if printf '#include <tiny_gltf.h>\nint main() { tinygltf::TinyGLTF t; return 0; }\n' | \
	  $(CXX) -std=c++11 -x c++ -o $(BUILD)/tinygltf_probe - -ltinygltf > /dev/null 2>&1; then \
	  $(MAKE) --no-print-directory test-tinygltf-run; \
	else echo "skip: $@: tiny_gltf.h or -ltinygltf not found (Debian: libtinygltf-dev)"; fi
test-tinygltf-run: $(BUILD)/tinygltf_clip $(BUILD)/tinygltf_channels $(BUILD)/tinygltf_skin \
                   $(if $(CGLTF_H),$(BUILD)/cgltf_clip $(BUILD)/cgltf_channels $(BUILD)/cgltf_skin) \
                   $(if $(filter 1,$(MESHOPT)),$(BUILD)/tinygltf_meshopt $(BUILD)/test_meshopt_tinygltf)
	@BUILD='$(BUILD)' SHARED='$(SHARED)' CGLTF_H='$(CGLTF_H)' CGLTF_ASSET='$(CGLTF_ASSET)' MESHOPT='$(MESHOPT)' \
	  STRICT='$(STRICT)' CLANGXX='$(CLANGXX)' sh tests/adapters/tinygltf.sh

.PHONY: test-tinygltf test-tinygltf-run

# tinygltf found: TINYGLTF=1 when a program using it compiles and links (probed once, at
# the first use; TINYGLTF=0 leaves the tinygltf fuzz target and regressions out).
TINYGLTF_PROBE = $(shell printf '\043include <tiny_gltf.h>\nint main() { tinygltf::TinyGLTF t; return 0; }\n' | \
                   $(CXX) -std=c++11 -x c++ -o /dev/null - -ltinygltf >/dev/null 2>&1 && echo 1 || echo 0)
TINYGLTF ?= $(eval TINYGLTF := $(TINYGLTF_PROBE))$(TINYGLTF)

# The tinygltf adapter's fuzz target (tests/fuzz/fuzz_tinygltf.cpp; libFuzzer, clang++;
# tinygltf itself is Debian's -ltinygltf, not instrumented) and its regression replay in
# make test (the committed tests/fuzz/regress/tinygltf/ and the seeds: the demo asset and
# the loader's hostile files).
FUZZ_CXX ?= clang++
TINYGLTF_MESHOPT = $(if $(filter 1,$(MESHOPT)),-DGLTFA_TINYGLTF_MESHOPT)
$(BUILD)/fuzz_tinygltf: tests/fuzz/fuzz_tinygltf.cpp $(TINYGLTF_DEPS) | $(BUILD)
	$(FUZZ_CXX) -std=c++11 $(FUZZ_FLAGS) $(TINYGLTF_MESHOPT) -o $@ tests/fuzz/fuzz_tinygltf.cpp -ltinygltf \
	  $(MESHOPT_LIBS)
$(BUILD)/standalone.o: tests/fuzz/standalone.c | $(BUILD)
	$(CC) $(CFLAGS) -c -o $@ tests/fuzz/standalone.c
$(BUILD)/regress_tinygltf: tests/fuzz/fuzz_tinygltf.cpp $(BUILD)/standalone.o $(TINYGLTF_DEPS)
	$(CXX) -std=c++11 $(CFLAGS) $(TINYGLTF_MESHOPT) -o $@ tests/fuzz/fuzz_tinygltf.cpp $(BUILD)/standalone.o \
	  -ltinygltf $(MESHOPT_LIBS)
$(BUILD)/fuzz/seed_tinygltf/demo.glb: $(BUILD)/make_demo_asset
	@mkdir -p $(BUILD)/fuzz/seed_tinygltf
	./$(BUILD)/make_demo_asset $@ > /dev/null
	./$(BUILD)/make_demo_asset $(BUILD)/fuzz/seed_tinygltf/demo.gltf > /dev/null
	cp tests/fuzz/regress/loader/*.gltf $(BUILD)/fuzz/seed_tinygltf/
ifeq ($(TINYGLTF),1)
FUZZ_TARGETS += tinygltf
fuzz-build: $(BUILD)/fuzz_tinygltf $(BUILD)/fuzz/seed_tinygltf/demo.glb
regress-build: $(BUILD)/regress_tinygltf $(BUILD)/fuzz/seed_tinygltf/demo.glb
endif

# Hostile files through each adapter (make check): tests/fuzz/hostile.c runs a fuzz target
# (fuzz_cgltf.c, fuzz_tinygltf.cpp) under ASan+UBSan on HOSTILE_FILES as they are, every
# truncation (512 spread over a file above 4 KiB) and HOSTILE_MUTATIONS mutated copies of
# each (bit flips, huge counts, NaN and infinite floats, digits changed or added in the
# JSON, spans deleted or repeated; the same inputs every run), and prints one count line
# each; a crash, a sanitizer report, a NaN or an input slower than 2 s fails (cgltf's run
# decodes compressed views with gltfa_cgltf_decode_meshopt where meshoptimizer is found). The files:
# the committed hostile ones, the demo asset (and its gltfpack -c / -cc outputs), and the
# sample assets that are one .glb. One "skip:" line without the parser.
HOSTILE_MUTATIONS ?= 300
HOSTILE_ASSETS = $(wildcard $(addprefix $(SHARED)/assets/,AnimatedMorphCube/AnimatedMorphCube.glb \
                   BoxAnimated/BoxAnimated.glb InterpolationTest/InterpolationTest.glb Fox/Fox.glb))
HOSTILE_FILES = $(wildcard tests/fuzz/regress/loader/* tests/fuzz/regress/cgltf/* tests/fuzz/regress/tinygltf/*) \
                $(BUILD)/fuzz/seed_loader/demo.glb $(BUILD)/fuzz/seed_loader/demo.gltf \
                $(wildcard $(BUILD)/fuzz/seed_loader/demo-c*.glb) $(HOSTILE_ASSETS)
HOSTILE_ENV = ASAN_OPTIONS=allocator_may_return_null=1
$(BUILD)/hostile_san.o: tests/fuzz/hostile.c | $(BUILD)
	$(CC) -std=c89 $(STRICT_C) $(CGLTF_SAN) -c -o $@ tests/fuzz/hostile.c
$(BUILD)/hostile_tinygltf: tests/fuzz/fuzz_tinygltf.cpp $(BUILD)/hostile_san.o $(TINYGLTF_DEPS)
	$(CXX) -std=c++11 $(STRICT) $(CGLTF_SAN) -o $@ tests/fuzz/fuzz_tinygltf.cpp $(BUILD)/hostile_san.o -ltinygltf
$(BUILD)/hostile_cgltf: tests/fuzz/fuzz_cgltf.c $(BUILD)/hostile_san.o $(CGLTF_DEPS) $(BUILD)/cgltf_impl_san.o
	$(CC) -std=c89 $(STRICT_C) $(CGLTF_SAN) $(if $(filter 1,$(MESHOPT)),-DFUZZ_MESHOPT) -isystem $(CGLTF_DIR) \
	  -o $@ tests/fuzz/fuzz_cgltf.c $(BUILD)/hostile_san.o $(BUILD)/cgltf_impl_san.o $(MESHOPT_LIBS) -lm
hostile: hostile-cgltf hostile-tinygltf
hostile-tinygltf:
	@if [ "$(TINYGLTF)" != 1 ]; then echo "skip: $@: tiny_gltf.h or -ltinygltf not found (Debian: libtinygltf-dev)"; \
	else $(MAKE) --no-print-directory $(BUILD)/hostile_tinygltf $(BUILD)/fuzz/seed_loader/demo.glb && \
	  $(HOSTILE_ENV) ./$(BUILD)/hostile_tinygltf tinygltf $(HOSTILE_MUTATIONS) $(HOSTILE_FILES); fi
hostile-cgltf:
	@if [ -z "$(CGLTF_H)" ]; then echo "skip: $@: $(CGLTF_DIR)/cgltf.h not found"; \
	else $(MAKE) --no-print-directory $(BUILD)/hostile_cgltf $(BUILD)/fuzz/seed_loader/demo.glb && \
	  $(HOSTILE_ENV) ./$(BUILD)/hostile_cgltf cgltf $(HOSTILE_MUTATIONS) $(HOSTILE_FILES); fi
.PHONY: hostile hostile-tinygltf hostile-cgltf
