#ifndef FOLIO_THREADS_H
#define FOLIO_THREADS_H

// Where a frame's two threads run: the CPUs a thread may use, cut into two halves, so that the
// compositor's thread and its row worker each keep to one (see FolioRender's RowWorker).

#include <stdint.h>

#pragma clang assume_nonnull begin

/// Two disjoint sets of CPUs, as bit masks of CPU numbers below 1024.
typedef struct FolioCPUHalves {
    uint64_t first[16];
    uint64_t second[16];
} FolioCPUHalves;

/// Cuts the CPUs the calling thread may run on into two halves: the lower-numbered
/// ⌈n / 2⌉ in `first`, the rest in `second`. Returns n, or 0 when the system does not say
/// (anywhere but Linux). With fewer than two CPUs, `second` is empty.
int folio_split_cpus(FolioCPUHalves *halves);

/// Puts the CPUs the calling thread may run on now in `mask`'s `first` (its `second` empty),
/// to give back later with folio_keep_thread_on(mask, 1). Returns how many, or 0 when the
/// system does not say (anywhere but Linux).
int folio_read_thread_cpus(FolioCPUHalves *mask);

/// Lets the calling thread run only on the CPUs of `halves`' first half (`which` 1), of its
/// second (2), or of both (3). Returns 0, or -1 when those CPUs are none or the system
/// refuses (anywhere but Linux, or none of them is one the thread's process may use).
int folio_keep_thread_on(const FolioCPUHalves *halves, int which);

/// The CPU the calling thread runs on now, or -1 where the system does not say.
int folio_current_cpu(void);

#pragma clang assume_nonnull end

#endif
