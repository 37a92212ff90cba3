/* startup.c - the vector table and reset handler for running the library's test suite on
   QEMU's Cortex-M boards (mps2-an386: Cortex-M4F; microbit: Cortex-M0) with newlib's rdimon
   semihosting (tests/cross/cross.mk). Reset enables the FPU when there is one and jumps to
   newlib's rdimon crt0 (_start: zeroes .bss, asks the host for the heap and stack through
   SYS_HEAPINFO, reads argv through SYS_GET_CMDLINE, calls main and exit). exit() reaches the
   host through SYS_EXIT_EXTENDED, so the runner's exit status is QEMU's. A fault prints its
   name and ends the emulation with a failure status instead of hanging. */

extern void _start(void);
extern char __stack[];

void th_cross_reset(void);
void th_cross_fault(void);

/* Semihosting call: r0 = operation, r1 = argument; BKPT 0xAB on M-profile. */
static int th_semihost(int op, const void *arg)
{
    register int r0 __asm__("r0") = op;
    register const void *r1 __asm__("r1") = arg;
    __asm__ volatile("bkpt 0xab" : "+r"(r0) : "r"(r1) : "memory");
    return r0;
}

void th_cross_fault(void)
{
    th_semihost(0x04, "\n*** fault (HardFault or another exception): stopped\n"); /* SYS_WRITE0 */
    th_semihost(0x18, (const void *)0x20023); /* SYS_EXIT, ADP_Stopped_RunTimeErrorUnknown */
    for (;;) {}
}

void th_cross_reset(void)
{
#if defined(__ARM_FP)
    /* CPACR: full access to CP10 and CP11 (the FPU) before the first float instruction */
    *(volatile unsigned long *)0xE000ED88UL |= 0xFUL << 20;
    __asm__ volatile("dsb\n\tisb" ::: "memory");
#endif
    _start();
    th_cross_fault();
}

/* Initial stack pointer, reset, then NMI .. SysTick (all faults go to one handler). */
__attribute__((section(".vectors"), used))
static void (*const th_cross_vectors[16])(void) = {
    (void (*)(void))__stack, th_cross_reset,
    th_cross_fault, th_cross_fault, th_cross_fault, th_cross_fault, th_cross_fault,
    0, 0, 0, 0,
    th_cross_fault, th_cross_fault, 0, th_cross_fault, th_cross_fault
};
