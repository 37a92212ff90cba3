# gltf_anim.h - build and test. Needs only a C compiler and make; `make check` also uses
# clang, g++, clang++ and tcc when present (CI installs tcc).
#
#   make demo     build and run examples/demo.c (a table of every interpolation mode)
#   make test     build and run the test suite (uses ../shared/reference when present)
#   make check    everything CI runs: test, the compiler/language matrix, float-only
#                 kernels, tcc, static and two-TU builds, hooks, ASan+UBSan, README check
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

TEST_SRC = tests/test_main.c tests/harness.c tests/fixture.c tests/refmodel.c \
           tests/test_impl.c tests/test_rules.c tests/test_errors.c tests/test_random.c \
           tests/test_assets.c tests/test_clip.c
TEST_HDR = gltf_anim.h tests/harness.h tests/fixture.h tests/refmodel.h

# Tools `make check` uses when they are installed.
CLANG := $(shell command -v clang 2>/dev/null)
CLANGXX := $(shell command -v clang++ 2>/dev/null)
GXX := $(shell command -v g++ 2>/dev/null)
GCC := $(shell command -v gcc 2>/dev/null)
TCC := $(shell command -v tcc 2>/dev/null)

.PHONY: all test demo examples check matrix float tcc static hooks sanitize readme clean

all: $(BUILD)/test_runner examples

$(BUILD):
	@mkdir -p $(BUILD)

$(BUILD)/test_runner: $(TEST_SRC) $(TEST_HDR) | $(BUILD)
	$(CC) -std=c89 $(WARN) $(CFLAGS) -o $@ $(TEST_SRC) -lm

test: $(BUILD)/test_runner
	GLTF_ANIM_SHARED="$(SHARED)" ./$(BUILD)/test_runner

examples: $(BUILD)/demo $(BUILD)/quickstart $(BUILD)/play_clip

$(BUILD)/demo: examples/demo.c gltf_anim.h | $(BUILD)
	$(CC) -std=c89 $(WARN) $(CFLAGS) -o $@ examples/demo.c -lm

$(BUILD)/quickstart: examples/quickstart.c gltf_anim.h | $(BUILD)
	$(CC) -std=c89 $(WARN) $(CFLAGS) -I. -o $@ examples/quickstart.c -lm

$(BUILD)/play_clip: examples/play_clip.c gltf_anim.h | $(BUILD)
	$(CC) -std=c89 $(WARN) $(CFLAGS) -I. -o $@ examples/play_clip.c -lm

demo: $(BUILD)/demo
	./$(BUILD)/demo

# One test-suite build per compiler and language mode, each run in full: warnings are
# errors, and every build must pass every test.
define run_suite
	@echo "== $(1)"
	@$(1) -o $(BUILD)/suite $(TEST_SRC) -lm
	@GLTF_ANIM_SHARED="$(SHARED)" ./$(BUILD)/suite > $(BUILD)/suite.log || { cat $(BUILD)/suite.log; exit 1; }
	@tail -n 1 $(BUILD)/suite.log
endef

matrix: | $(BUILD)
ifneq ($(GCC),)
	$(call run_suite,gcc -std=c89 -O2 $(STRICT_C))
	$(call run_suite,gcc -std=c99 -O0 $(STRICT_C))
	$(call run_suite,gcc -std=c11 -O3 $(STRICT_C))
endif
ifneq ($(CLANG),)
	$(call run_suite,clang -std=c89 -O2 $(STRICT_C))
	$(call run_suite,clang -std=c99 -O0 $(STRICT_C))
	$(call run_suite,clang -std=c11 -O3 $(STRICT_C))
endif
ifneq ($(GXX),)
	$(call run_suite,g++ -x c++ -std=c++98 -O2 $(STRICT))
	$(call run_suite,g++ -x c++ -std=c++11 -O2 $(STRICT))
endif
ifneq ($(CLANGXX),)
	$(call run_suite,clang++ -x c++ -std=c++98 -O2 $(STRICT) -Wno-deprecated)
	$(call run_suite,clang++ -x c++ -std=c++11 -O2 $(STRICT))
endif

# The float-only kernels (what Cortex-M4F builds get): same suite, accuracy judged by the
# documented float bound.
float: | $(BUILD)
	$(call run_suite,$(CC) -std=c89 -O2 $(STRICT_C) -DGLTFA_NO_DOUBLE)

tcc: | $(BUILD)
ifneq ($(TCC),)
	$(call run_suite,tcc -std=c89 -Wall -Werror)
else
	@echo "tcc not installed: skipping the tcc build (CI installs it)"; exit 1
endif

# GLTF_ANIM_STATIC in two translation units linked together (no clash, no exported
# gltfa_ symbols); and the include-twice pattern, as C and as C++.
static: | $(BUILD)
	$(CC) -std=c89 $(STRICT_C) -c tests/static_a.c -o $(BUILD)/static_a.o
	$(CC) -std=c89 $(STRICT_C) -c tests/static_b.c -o $(BUILD)/static_b.o
	$(CC) -o $(BUILD)/static_ab $(BUILD)/static_a.o $(BUILD)/static_b.o -lm
	./$(BUILD)/static_ab
	@if nm $(BUILD)/static_a.o $(BUILD)/static_b.o | grep -E ' [TDB] gltfa_'; then \
	  echo "static mode exported symbols"; exit 1; fi
	$(CC) -std=c89 $(STRICT_C) -o $(BUILD)/twice_c tests/compile_twice.c -lm
	./$(BUILD)/twice_c
	$(CXX) -x c++ -std=c++98 $(STRICT) -o $(BUILD)/twice_cpp tests/compile_twice.c -lm
	./$(BUILD)/twice_cpp

# User hooks: GLTFA_API, GLTFA_ASSERT and the math macros are used; GLTFA_NO_STDLIB
# builds an object whose only undefined symbols are the user's hooks.
hooks: | $(BUILD)
	$(CC) -std=c89 $(STRICT_C) -o $(BUILD)/hooks tests/hooks.c -lm
	./$(BUILD)/hooks
	$(CC) -std=c89 $(STRICT_C) -O2 -ffreestanding -c tests/nostdlib.c -o $(BUILD)/nostdlib.o
	@u=$$(nm -u $(BUILD)/nostdlib.o | awk '{print $$2}' | sort | tr '\n' ' '); \
	  echo "nostdlib.o undefined symbols: $$u"; \
	  test "$$u" = "user_acosf user_sinf user_sqrtf " || { echo "unexpected symbols"; exit 1; }

sanitize: | $(BUILD)
ifneq ($(GCC),)
	$(call run_suite,gcc -std=c99 -O1 -g $(STRICT_C) -fsanitize=address$(,)undefined -fno-sanitize-recover=all -fno-omit-frame-pointer)
endif
ifneq ($(CLANG),)
	$(call run_suite,clang -std=c99 -O1 -g $(STRICT_C) -fsanitize=address$(,)undefined -fno-sanitize-recover=all -fno-omit-frame-pointer)
endif

# The README's code blocks are the examples, verbatim, and they run (the quick start prints
# what its comment says; the clip example's output is in the README too).
readme: $(BUILD)/quickstart $(BUILD)/play_clip
	@awk '/<!-- quickstart -->/{f=1;next} /<!-- \/quickstart -->/{f=0} f' README.md \
	  | sed '1d;$$d' > $(BUILD)/readme_quickstart.c
	@diff -u examples/quickstart.c $(BUILD)/readme_quickstart.c
	@test "$$(./$(BUILD)/quickstart)" = "0.5 1 1.5"
	@awk '/<!-- play_clip -->/{f=1;next} /<!-- \/play_clip -->/{f=0} f' README.md \
	  | sed '1d;$$d' > $(BUILD)/readme_play_clip.c
	@diff -u examples/play_clip.c $(BUILD)/readme_play_clip.c
	@./$(BUILD)/play_clip > $(BUILD)/play_clip.out
	@awk '/<!-- play_clip_output -->/{f=1;next} /<!-- \/play_clip_output -->/{f=0} f' README.md \
	  | sed '1d;$$d' > $(BUILD)/readme_play_clip.out
	@diff -u $(BUILD)/play_clip.out $(BUILD)/readme_play_clip.out
	@echo "README code == examples/quickstart.c and examples/play_clip.c; outputs as shown"

, := ,

check: test matrix float tcc static hooks sanitize readme examples
	./$(BUILD)/demo > /dev/null
	$(CXX) -x c++ -std=c++98 $(STRICT) -I. -o $(BUILD)/play_clip_cpp examples/play_clip.c -lm
	@echo "make check: all passed"

clean:
	rm -rf $(BUILD) demo.svg
