#ifndef FOLIO_THREADS_H
#define FOLIO_THREADS_H

// Where a frame's two threads run: the CPUs a thread may use, cut into two halves, so that the
// compositor's thread and its row worker each keep to one (see FolioRender's RowWorker).

#include <stdint.h>

#pragma clang assume_nonnull begin

/// A set of CPUs, as a bit mask of CPU numbers below 1024.
typedef struct FolioCPUSet {
    uint64_t bits[16];
} FolioCPUSet;

/// Puts the CPUs the calling thread may run on now in `set`. Returns how many, or 0 when the
/// system does not say (anywhere but Linux).
int folio_thread_cpus(FolioCPUSet *set);

/// Cuts `all` in two: its lower-numbered ⌈n / 2⌉ CPUs in `lower`, the rest in `upper`.
void folio_split_cpus(const FolioCPUSet *all, FolioCPUSet *lower, FolioCPUSet *upper);

/// Lets the calling thread run only on the CPUs of `set`. Returns 0, or -1 when `set` is empty
/// or the system refuses (anywhere but Linux, or none of them is one the thread's process
/// may use).
int folio_keep_thread_on(const FolioCPUSet *set);

#pragma clang assume_nonnull end

#endif
