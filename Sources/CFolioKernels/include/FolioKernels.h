#ifndef FOLIO_KERNELS_H
#define FOLIO_KERNELS_H

// Compiler builtins the compositor's inner loops need and Swift does not expose. Everything
// here is `static inline`, so it compiles into the Swift caller with no call.

/// Asks the CPU to start loading the cache line holding `address` for reading. A hint only:
/// it never faults, whatever the address.
static inline __attribute__((always_inline)) void folio_prefetch(const void *address) {
    __builtin_prefetch(address, 0, 3);
}

/// Tells the CPU this thread is spinning on a flag another thread will set: it frees the
/// core's shared resources for a moment, and ends the spin without a memory-order stall.
static inline __attribute__((always_inline)) void folio_spin_pause(void) {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__)
    __asm__ __volatile__("yield");
#endif
}

#endif
