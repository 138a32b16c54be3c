#ifndef FOLIO_KERNELS_H
#define FOLIO_KERNELS_H

// Compiler builtins the compositor's inner loops need and Swift does not expose. Everything
// here is `static inline`, so it compiles into the Swift caller with no call.

/// Asks the CPU to start loading the cache line holding `address` for reading. A hint only:
/// it never faults, whatever the address.
static inline __attribute__((always_inline)) void folio_prefetch(const void *address) {
    __builtin_prefetch(address, 0, 3);
}

#endif
