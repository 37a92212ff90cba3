# ---------------------------------------------------------------------------------------
# The suite on emulated targets (tests/cross/; included from the Makefile).
#
#   make test-m4     the library's tests (TESTS_LIBRARY) for Cortex-M4F (hard float, single-
#                    precision FPU: the library picks its float kernels) on QEMU's mps2-an386
#                    board, newlib + rdimon semihosting (stdout, ../shared read through
#                    fopen, exit status)
#   make test-m0     the same for Cortex-M0 (ARMv6-M, soft float) on QEMU's microbit board
#                    (nRF51) with its flash and RAM enlarged on the QEMU command line
#   make test-be     big-endian: static s390x build under qemu-s390x
#   make test-arm64  static AArch64 build under qemu-aarch64
#   make test-cross  all four
#
# test-be and test-arm64 also run the loader's tests (TESTS_TOOLS); the tool contract test is
# left out (-test_tool_contract): it would spawn the host's build/gltf_anim_play, not the
# target's. Each prints the runner's last line and its run time; a failure prints the log.
# Needs (Debian): gcc-arm-none-eabi libnewlib-arm-none-eabi qemu-system-arm qemu-user
# gcc-s390x-linux-gnu libc6-dev-s390x-cross gcc-aarch64-linux-gnu libc6-dev-arm64-cross.

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
S390X_CC ?= s390x-linux-gnu-gcc
AARCH64_CC ?= aarch64-linux-gnu-gcc

.PHONY: test-m4 test-m0 test-be test-arm64 test-cross

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

test-be: $(CROSS_BUILD)/s390x
	$(call cross_run,test-be,env GLTF_ANIM_SHARED=$(SHARED) qemu-s390x $(CROSS_BUILD)/s390x -test_tool_contract)

test-arm64: $(CROSS_BUILD)/aarch64
	$(call cross_run,test-arm64,env GLTF_ANIM_SHARED=$(SHARED) qemu-aarch64 $(CROSS_BUILD)/aarch64 -test_tool_contract)

test-cross: test-m4 test-m0 test-be test-arm64
