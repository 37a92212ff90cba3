/* startup_rv32.c - argv for the test runner on QEMU's RISC-V virt board (test-rv32 in
   tests/cross/cross.mk). picolibc's semihosting crt0 (--crt0=semihost) does the rest: it
   enables the FPU (mstatus.FS), copies .data, zeroes .bss, sets the TLS pointer, installs a
   trap handler that prints the registers and exits with status 1, reads the command line
   through SYS_GET_CMDLINE, calls main and exit() (SYS_EXIT_EXTENDED: the runner's exit
   status is QEMU's). But it builds argv as { "program-name", the words of the command line },
   where newlib's rdimon crt0 (the Cortex-M targets) takes the first word as argv[0]: the
   runner would take QEMU's arg=test_runner for a test name and select no test at all. The
   link wraps main (-Wl,--wrap=main): crt0 calls this function, which drops the placeholder
   so that argv[0] is "test_runner" there too. */

int __real_main(int argc, char **argv);
int __wrap_main(int argc, char **argv);

int __wrap_main(int argc, char **argv)
{
    if (argc > 1) return __real_main(argc - 1, argv + 1);
    return __real_main(argc, argv);
}
