# ---------------------------------------------------------------------------------------
# Windows (tests/cross/win64.mk; included from tests/cross/cross.mk).
#
#   make test-win64  the whole suite (TEST_SRC: the library's tests and the loader's) for
#                    x86-64 Windows with mingw-w64, static (no DLL to find), built twice:
#                    as C89 (x86_64-w64-mingw32-gcc -std=c89 -O2, the strict flags) and as
#                    C++98 (x86_64-w64-mingw32-g++ -x c++ -std=c++98 -O2 $(STRICT)), each
#                    run under wine64 with ../shared's assets as on Linux. tests/test_impl.c
#                    includes all of <windows.h> (no WIN32_LEAN_AND_MEAN) before the
#                    implementation. The tool contract test is left out
#                    (-test_tool_contract), as on test-be and test-arm64. The runs use their
#                    own wine prefix, build/cross/wine, made on first use (wineboot, a few
#                    seconds); nothing outside build/ is touched. Each run starts after
#                    the previous one's wineserver has exited (wineserver -w), and a run
#                    that wine ends before the program prints a line (a wine start-up
#                    failure: the suite always prints) is started once more, saying so;
#                    a run that prints anything and fails is a failure. Not part of
#                    test-cross.
#   make msvc        the header's MSVC code (_MSC_VER, _M_X64, _M_IX86_FP: __inline, SSE
#                    without __SSE2__, the intrinsics) compiled by clang in MSVC mode
#                    (--target=*-pc-windows-msvc -fms-extensions -fms-compatibility), as C89
#                    and C++98 with the strict flags, on tests/probes/msvc.c (the implementation
#                    and the main API): -fsyntax-only and -ffreestanding, since no MSVC SDK
#                    is installed (clang's <xmmintrin.h> would include the SDK's
#                    <malloc.h>). x64 and 32-bit x86 (x87, /arch:SSE, /arch:SSE2), x64 with
#                    GLTFA_AVX2; each once as clang-cl compiles it (__clang__ defined: the
#                    header's GNU branches) and once as cl.exe would (MSVC_AS_CL: no
#                    __clang__, no __SSE*__, no __FLT_EVAL_METHOD__; the header's
#                    `#elif defined(_MSC_VER)` branches). Skips when clang is not installed.
#
# Needs (Debian): gcc-mingw-w64-x86-64 g++-mingw-w64-x86-64 wine64 (wine's binary is
# /usr/lib/wine/wine64 there; set WINE to use another); make msvc: clang.

WIN64_CC ?= x86_64-w64-mingw32-gcc
WIN64_CXX ?= x86_64-w64-mingw32-g++
WINE ?= $(firstword $(wildcard /usr/lib/wine/wine64) $(shell command -v wine64 wine 2>/dev/null) wine64)
WINESERVER ?= $(firstword $(wildcard $(dir $(WINE))wineserver) $(shell command -v wineserver 2>/dev/null) true)
WIN64_PREFIX = $(abspath $(CROSS_BUILD)/wine)
# quiet, self-contained runs: the prefix under build/, no debug channels, no prompt to
# install wine-mono or wine-gecko; the assets' folder as test-be and test-arm64 give it
WIN64_WINE = env WINEPREFIX=$(WIN64_PREFIX) WINEDEBUG=-all WINEDLLOVERRIDES=mscoree,mshtml= \
             GLTF_ANIM_SHARED=$(SHARED) $(WINE)

.PHONY: test-win64 msvc win64-tools

win64-tools:
	@for t in $(WIN64_CC) $(WIN64_CXX) $(WINE); do command -v $$t >/dev/null 2>&1 || { \
	  echo "test-win64: $$t not found (apt-get install gcc-mingw-w64-x86-64 g++-mingw-w64-x86-64 wine64)"; \
	  exit 1; }; done

$(CROSS_BUILD)/win64_c.exe: $(TEST_SRC) $(TEST_HDR) | $(CROSS_BUILD) win64-tools
	$(WIN64_CC) $(CROSS_CFLAGS) -static -o $@ $(TEST_SRC) -lm

$(CROSS_BUILD)/win64_cpp.exe: $(TEST_SRC) $(TEST_HDR) | $(CROSS_BUILD) win64-tools
	$(WIN64_CXX) -x c++ -std=c++98 -O2 $(STRICT) -DTH_SHARED_DIR='"$(SHARED)"' -static -o $@ $(TEST_SRC) -lm

# The prefix, once (its stamp inside it: removing the folder makes it again).
$(WIN64_PREFIX)/.made: | $(CROSS_BUILD) win64-tools
	@echo "== wine prefix $(WIN64_PREFIX)"
	@rm -rf $(WIN64_PREFIX)
	@$(WIN64_WINE) wineboot --init > $(CROSS_BUILD)/wineboot.log 2>&1 || \
	  { cat $(CROSS_BUILD)/wineboot.log; echo "wineboot failed"; exit 1; }
	@env WINEPREFIX=$(WIN64_PREFIX) $(WINESERVER) -w
	@touch $@

# $(1) the run's name, $(2) the .exe: as cross_run (tests/cross/cross.mk), after the last
# wineserver has exited, and once more when wine failed before the program printed anything
define win64_run
	@echo "== $(1): $(WIN64_WINE) $(2) -test_tool_contract"
	@for try in 1 2; do env WINEPREFIX=$(WIN64_PREFIX) $(WINESERVER) -w; \
	  t0=$$(date +%s%N); timeout $(CROSS_TIMEOUT) $(WIN64_WINE) $(2) -test_tool_contract \
	    > $(CROSS_BUILD)/$(1).log 2>&1; rc=$$?; t1=$$(date +%s%N); ms=$$(( (t1 - t0) / 1000000 )); \
	  if [ $$rc -eq 0 ] || [ -s $(CROSS_BUILD)/$(1).log ] || [ $$try -eq 2 ]; then break; fi; \
	  echo "$(1): wine exited ($$rc) before the program printed anything: once more"; done; \
	  if [ $$rc -ne 0 ] || ! tail -n 1 $(CROSS_BUILD)/$(1).log | grep -q '^[0-9]* passed, 0 failed'; then \
	    cat $(CROSS_BUILD)/$(1).log; echo "$(1): FAILED (exit status $$rc, $$ms ms)"; exit 1; fi; \
	  echo "$(1): $$(tail -n 1 $(CROSS_BUILD)/$(1).log) in $$((ms / 1000)).$$(( ms % 1000 / 100 )) s"
endef

test-win64: $(CROSS_BUILD)/win64_c.exe $(CROSS_BUILD)/win64_cpp.exe $(WIN64_PREFIX)/.made
	$(call win64_run,test-win64-c,$(CROSS_BUILD)/win64_c.exe)
	$(call win64_run,test-win64-cpp,$(CROSS_BUILD)/win64_cpp.exe)

MSVC_FLAGS = -fms-extensions -fms-compatibility -ffreestanding -fsyntax-only
# what cl.exe does not predefine and clang does
MSVC_AS_CL = -U__clang__ -U__SSE__ -U__SSE2__ -U__SSE_MATH__ -U__SSE2_MATH__ -U__FLT_EVAL_METHOD__
MSVC_X64 = --target=x86_64-pc-windows-msvc
# clang sets _M_IX86_FP from the target: 0 (x87, cl /arch:IA32), 1 with -msse, 2 with -msse2
MSVC_X86 = --target=i686-pc-windows-msvc

# $(1) what is compiled, $(2) the flags
define msvc_one
	@echo "== msvc: $(1): $(2)"
	@$(CLANG) $(MSVC_FLAGS) $(2) -std=c89 $(STRICT_C) tests/probes/msvc.c
	@$(CLANG) $(MSVC_FLAGS) $(2) -x c++ -std=c++98 $(STRICT) tests/probes/msvc.c
endef

msvc:
ifneq ($(CLANG),)
	$(call msvc_one,x64 (clang-cl),$(MSVC_X64))
	$(call msvc_one,x64 (as cl.exe),$(MSVC_X64) $(MSVC_AS_CL))
	$(call msvc_one,x64 /arch:AVX2 GLTFA_AVX2 (as cl.exe),$(MSVC_X64) -mavx2 -DGLTFA_AVX2 $(MSVC_AS_CL))
	$(call msvc_one,x86 x87 (clang-cl),$(MSVC_X86))
	$(call msvc_one,x86 x87 /arch:IA32 (as cl.exe),$(MSVC_X86) $(MSVC_AS_CL))
	$(call msvc_one,x86 SSE2 (clang-cl),$(MSVC_X86) -msse2)
	$(call msvc_one,x86 /arch:SSE2 (as cl.exe: _M_IX86_FP 2 and no __SSE2__),$(MSVC_X86) -msse2 $(MSVC_AS_CL))
	$(call msvc_one,x86 /arch:SSE (as cl.exe: _M_IX86_FP 1),$(MSVC_X86) -msse $(MSVC_AS_CL))
	@echo "msvc: tests/probes/msvc.c compiles in every MSVC configuration, as C89 and C++98"
else
	@echo "skip: msvc: clang not installed (it compiles the header's MSVC branches)"
endif
