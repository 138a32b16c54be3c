// libFuzzer's driver entry (compiler-rt's FuzzerInterface.h), declared for Swift. Only the
// -D FUZZING build of folio-fuzz calls it, and -sanitize=fuzzer links its definition; the
// declaration alone costs the normal build nothing.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*UserCb)(const uint8_t *Data, size_t Size));
