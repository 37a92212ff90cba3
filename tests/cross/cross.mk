# ---------------------------------------------------------------------------------------
# The suite on emulated targets (tests/cross/; included from the Makefile).
#
#   make test-m4     the library's tests (TESTS_LIBRARY) for Cortex-M4F (hard float, single-
#                    precision FPU: the library picks its float kernels) on QEMU's mps2-an386
#                    board, newlib + rdimon semihosting (stdout, ../shared read through
#                    fopen, exit status)
#   make test-m0     the same for Cortex-M0 (ARMv6-M, soft float) on QEMU's microbit board
#                    (nRF51) with its flash and RAM enlarged on the QEMU command line
#   make test-rv32   the same for a RISC-V rv32imafc core (single-precision FPU, soft double;
#                    QEMU's SiFive E34 CPU on its virt board), picolibc + its semihosting
#                    crt0 and library (stdout, ../shared through fopen, exit status)
#   make test-be     big-endian: static s390x build under qemu-s390x
#   make test-arm64  static AArch64 build under qemu-aarch64
#   make test-cross  all five
#
# test-be and test-arm64 also run the loader's tests (TESTS_TOOLS); the tests of the tool are
# left out (-test_tool_: the contract, the plot, the skeleton and root motion outputs): they
# spawn the host's build/gltf_anim_play, not the target's (a stale or missing one fails them). Each prints the runner's last line and its run time; a failure prints the log.
# Needs (Debian): gcc-arm-none-eabi libnewlib-arm-none-eabi qemu-system-arm qemu-user
# gcc-s390x-linux-gnu libc6-dev-s390x-cross gcc-aarch64-linux-gnu libc6-dev-arm64-cross;
# test-rv32: gcc-riscv64-unknown-elf picolibc-riscv64-unknown-elf qemu-system-misc.

CROSS_BUILD = $(BUILD)/cross
CROSS_TIMEOUT ?= 600
# the suite's own flags, as for the host (warnings are errors); -O2, as users build
CROSS_CFLAGS = -std=c89 -O2 $(STRICT_C) -DTH_SHARED_DIR='"$(SHARED)"'
# the startup code (vector table, inline asm) is target glue, not a test: GNU C
CROSS_STARTUP_FLAGS = -std=gnu99 -O2 -Wall -Wextra -Werror
M4_FLAGS = -mthumb -mcpu=cortex-m4 -mfpu=fpv4-sp-d16 -mfloat-abi=hard
M0_FLAGS = -mthumb -mcpu=cortex-m0 -mfloat-abi=soft
CROSS_LINK = --specs=rdimon.specs -Wl,--gc-sections
QEMU_SEMI = -nographic -monitor none -serial none -semihosting-config enable=on,target=native,arg=test_runner
QEMU_M4 = qemu-system-arm -M mps2-an386 -cpu cortex-m4 $(QEMU_SEMI)
QEMU_M0 = qemu-system-arm -M microbit -cpu cortex-m0 -global nrf51-soc.flash-size=0x400000 \
          -global nrf51-soc.sram-size=0x1000000 $(QEMU_SEMI)
# rv32imafc, ilp32f: float arguments in FPU registers, double in software. The -march string
# must be exactly rv32imafc: GCC 12 picks the multilib (picolibc's rv32imafc/ilp32f build) by
# that string, and with rv32imafc_zicsr it takes the default (rv64imafdc) libraries, which
# do not link ("ABI is incompatible"). The C code needs no CSR instruction (picolibc's crt0
# has them).
RV32_CC ?= riscv64-unknown-elf-gcc
RV32_FLAGS = -march=rv32imafc -mabi=ilp32f
# picolibc's RISC-V <machine/math.h> (1.8) uses FP_ZERO and the other C99 classification
# macros, which its <math.h> defines only for C99 and later: every C89 file that includes
# <math.h> fails ("'FP_ZERO' undeclared"; upstream does not support C89 headers, picolibc
# PR 464). The suite stays C89 (-std=c89 -pedantic); only the C library's C99 names are made
# visible.
RV32_LIBC = -D_ISOC99_SOURCE
RV32_LINK = --specs=picolibc.specs --oslib=semihost --crt0=semihost -Wl,--wrap=main -Wl,--gc-sections
# the E34 is an rv32imafc core: a double-precision instruction would trap, not run
QEMU_RV32 = qemu-system-riscv32 -M virt -cpu sifive-e34 -m 128M -bios none $(QEMU_SEMI)
S390X_CC ?= s390x-linux-gnu-gcc
AARCH64_CC ?= aarch64-linux-gnu-gcc

.PHONY: test-m4 test-m0 test-rv32 test-be test-arm64 test-cross

$(CROSS_BUILD):
	@mkdir -p $(CROSS_BUILD)

# $(1) name, $(2) the command that runs the runner (its output goes to the log)
define cross_run
	@echo "== $(1): $(2)"
	@t0=$$(date +%s%N); timeout $(CROSS_TIMEOUT) $(2) > $(CROSS_BUILD)/$(1).log 2>&1; rc=$$?; \
	  t1=$$(date +%s%N); ms=$$(( (t1 - t0) / 1000000 )); \
	  if [ $$rc -ne 0 ] || ! tail -n 1 $(CROSS_BUILD)/$(1).log | grep -q '^[0-9]* passed, 0 failed'; then \
	    cat $(CROSS_BUILD)/$(1).log; echo "$(1): FAILED (exit status $$rc, $$ms ms)"; exit 1; fi; \
	  echo "$(1): $$(tail -n 1 $(CROSS_BUILD)/$(1).log) in $$((ms / 1000)).$$(( ms % 1000 / 100 )) s"
endef

$(CROSS_BUILD)/m4.elf: $(LIB_TEST_SRC) $(TEST_HDR) tests/cross/startup.c tests/cross/sections.ld tests/cross/mps2-an386.ld | $(CROSS_BUILD)
	$(ARM_CC) $(M4_FLAGS) $(CROSS_STARTUP_FLAGS) -c tests/cross/startup.c -o $(CROSS_BUILD)/startup_m4.o
	$(ARM_CC) $(M4_FLAGS) $(CROSS_CFLAGS) -DTH_LIBRARY_ONLY $(CROSS_LINK) -T tests/cross/mps2-an386.ld \
	  -o $@ $(LIB_TEST_SRC) $(CROSS_BUILD)/startup_m4.o -lm

$(CROSS_BUILD)/m0.elf: $(LIB_TEST_SRC) $(TEST_HDR) tests/cross/startup.c tests/cross/sections.ld tests/cross/microbit.ld | $(CROSS_BUILD)
	$(ARM_CC) $(M0_FLAGS) $(CROSS_STARTUP_FLAGS) -c tests/cross/startup.c -o $(CROSS_BUILD)/startup_m0.o
	$(ARM_CC) $(M0_FLAGS) $(CROSS_CFLAGS) -DTH_LIBRARY_ONLY $(CROSS_LINK) -T tests/cross/microbit.ld \
	  -o $@ $(LIB_TEST_SRC) $(CROSS_BUILD)/startup_m0.o -lm

$(CROSS_BUILD)/rv32.elf: $(LIB_TEST_SRC) $(TEST_HDR) tests/cross/startup_rv32.c tests/cross/rv32-virt.ld | $(CROSS_BUILD)
	$(RV32_CC) $(RV32_FLAGS) --specs=picolibc.specs $(CROSS_STARTUP_FLAGS) -c tests/cross/startup_rv32.c \
	  -o $(CROSS_BUILD)/startup_rv32.o
	$(RV32_CC) $(RV32_FLAGS) $(CROSS_CFLAGS) $(RV32_LIBC) -DTH_LIBRARY_ONLY $(RV32_LINK) -T tests/cross/rv32-virt.ld \
	  -o $@ $(LIB_TEST_SRC) $(CROSS_BUILD)/startup_rv32.o -lm

# s390x in a standard C mode evaluates float arithmetic in double (FLT_EVAL_METHOD 1), which
# -Wdouble-promotion reports at every float comparison (18 times in gltf_anim.h alone):
# that one warning is off there; the excess precision itself is what this target tests.
$(CROSS_BUILD)/s390x: $(TEST_SRC) $(TEST_HDR) | $(CROSS_BUILD)
	$(S390X_CC) $(CROSS_CFLAGS) -Wno-double-promotion -static -o $@ $(TEST_SRC) -lm

$(CROSS_BUILD)/aarch64: $(TEST_SRC) $(TEST_HDR) | $(CROSS_BUILD)
	$(AARCH64_CC) $(CROSS_CFLAGS) -static -o $@ $(TEST_SRC) -lm

test-m4: $(CROSS_BUILD)/m4.elf
	$(call cross_run,test-m4,$(QEMU_M4) -kernel $(CROSS_BUILD)/m4.elf)

test-m0: $(CROSS_BUILD)/m0.elf
	$(call cross_run,test-m0,$(QEMU_M0) -kernel $(CROSS_BUILD)/m0.elf)

test-rv32: $(CROSS_BUILD)/rv32.elf
	$(call cross_run,test-rv32,$(QEMU_RV32) -kernel $(CROSS_BUILD)/rv32.elf)

test-be: $(CROSS_BUILD)/s390x
	$(call cross_run,test-be,env GLTF_ANIM_SHARED=$(SHARED) qemu-s390x $(CROSS_BUILD)/s390x -test_tool_)

test-arm64: $(CROSS_BUILD)/aarch64
	$(call cross_run,test-arm64,env GLTF_ANIM_SHARED=$(SHARED) qemu-aarch64 $(CROSS_BUILD)/aarch64 -test_tool_)

test-cross: test-m4 test-m0 test-rv32 test-be test-arm64

# Windows x64 (mingw-w64 under wine64) and WebAssembly (clang, wasi-libc, node's WASI):
# their own files, beside this one.
include tests/cross/win64.mk
include tests/cross/wasm.mk
