/* standalone.c - runs a fuzz target on files without libFuzzer (any C compiler), so the
   committed regression inputs and seeds run in `make test`: standalone FILE... */
#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size);
int LLVMFuzzerInitialize(int *argc, char ***argv);

#ifdef FUZZ_HAS_INIT
#define CALL_INIT(a, b) LLVMFuzzerInitialize(a, b)
#else
#define CALL_INIT(a, b) ((void)0)
#endif

int main(int argc, char **argv)
{
    int i, ran = 0;
    CALL_INIT(&argc, &argv);
    for (i = 1; i < argc; ++i) {
        FILE *fp = fopen(argv[i], "rb");
        long size;
        unsigned char *buf;
        if (fp == NULL) { fprintf(stderr, "cannot read %s\n", argv[i]); return 2; }
        fseek(fp, 0, SEEK_END);
        size = ftell(fp);
        fseek(fp, 0, SEEK_SET);
        buf = (unsigned char *)malloc((size_t)(size > 0 ? size : 1));
        if (buf == NULL || (size > 0 && fread(buf, 1, (size_t)size, fp) != (size_t)size)) {
            fclose(fp);
            return 2;
        }
        fclose(fp);
        LLVMFuzzerTestOneInput(buf, (size_t)size);
        free(buf);
        ++ran;
    }
    fprintf(stderr, "ran %d inputs\n", ran);
    return 0;
}
