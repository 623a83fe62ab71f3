#ifndef SEGUELINT_CFUZZER_H
#define SEGUELINT_CFUZZER_H
#include <stddef.h>
#include <stdint.h>
// libFuzzer's entry point for programs that keep their own main (linked with
// libclang_rt.fuzzer_no_main).
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
#endif
