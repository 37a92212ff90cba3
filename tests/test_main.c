/* test_main.c - the test runner: a plain table of test functions (C89; no registration
   magic, so it also runs on a target under an emulator). Prints one line per test and ends
   with a "skipped N: why" line per reason, when some did not run, then "N passed, N
   failed[, N skipped]": a test that did not run counts as skipped, and so does each
   sub-result (an asset of the real-data test, say) that did not; exits non-zero on any
   failure. Arguments pick
   tests by name: NAME runs only the tests whose name contains it (any of them, when there
   are several), -NAME leaves out those whose name contains it (the cross targets leave out
   the tool contract test, which would spawn a host program). */
#include "harness.h"
#include "test_list.h"
#include <stdio.h>
#include <string.h>
#ifdef _WIN32
#include <fcntl.h> /* _O_BINARY */
#include <io.h>    /* _setmode */
#endif

extern int th_checks_failed, th_skipped, th_sub_passed, th_sub_failed, th_skipped_units;


typedef struct test_case {
    const char *name;
    void (*fn)(void);
} test_case;

#define ENTRY(name) { #name, name },
static const test_case tests[] = {
    TESTS_LIBRARY(ENTRY)
#ifndef TH_NO_BIND
    TESTS_BIND(ENTRY)
#endif
#ifndef TH_LIBRARY_ONLY
    TESTS_TOOLS(ENTRY)
#endif
    { NULL, NULL }
};
#undef ENTRY

/* 1 when the arguments select the test (see the top of the file). */
static int selected(const char *name, int argc, char **argv)
{
    int i, includes = 0, included = 0;
    for (i = 1; i < argc; ++i) {
        if (argv[i][0] == '-') {
            if (strstr(name, argv[i] + 1) != NULL) return 0;
        } else {
            ++includes;
            if (strstr(name, argv[i]) != NULL) included = 1;
        }
    }
    return includes == 0 || included;
}

int main(int argc, char **argv)
{
    int passed = 0, failed = 0, skipped = 0, i;
#ifdef _WIN32
    /* "\n", not the text mode's "\r\n": the same bytes as on every other target, so the
       last line is exactly "N passed, N failed" (make test-win64 checks it) */
    (void)_setmode(_fileno(stdout), _O_BINARY);
#endif
    for (i = 0; tests[i].name != NULL; ++i) {
        int before = th_checks_failed, sub_p = th_sub_passed, sub_f = th_sub_failed;
        if (!selected(tests[i].name, argc, argv)) continue;
        printf("%s\n", tests[i].name);
        th_skipped = 0;
        tests[i].fn();
        if (th_skipped) {
            /* counted through th_skipped_units */
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
    skipped = th_skipped_units;
    th_print_skips();
    if (skipped) printf("%d passed, %d failed, %d skipped\n", passed, failed, skipped);
    else printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
