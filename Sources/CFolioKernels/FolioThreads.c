// Keeping a frame's two threads on different CPUs (see include/FolioThreads.h).
//
// Why: the kernel places a woken thread near the thread that woke it, and on the project's
// 2-vCPU machine the row worker, woken when a frame began, often ran on the compositor's CPU
// while the other CPU stood idle: `perf` showed the two threads taking turns on one CPU for
// a whole frame (6.7 ms for a frame whose median is 2.5 ms). Each thread keeping to its own
// half of the CPUs cannot meet the other there.
#define _GNU_SOURCE
#include "FolioThreads.h"

#include <string.h>

enum { folio_cpu_limit = 16 * 64 };

static inline int has_cpu(const FolioCPUSet *set, int cpu) { return (set->bits[cpu / 64] >> (cpu % 64)) & 1; }

static inline void add_cpu(FolioCPUSet *set, int cpu) { set->bits[cpu / 64] |= (uint64_t)1 << (cpu % 64); }

void folio_split_cpus(const FolioCPUSet *all, FolioCPUSet *lower, FolioCPUSet *upper) {
    memset(lower, 0, sizeof *lower);
    memset(upper, 0, sizeof *upper);
    int count = 0;
    for (int cpu = 0; cpu < folio_cpu_limit; cpu++) count += has_cpu(all, cpu);
    int seen = 0;
    for (int cpu = 0; cpu < folio_cpu_limit; cpu++) {
        if (!has_cpu(all, cpu)) continue;
        add_cpu(seen < (count + 1) / 2 ? lower : upper, cpu);
        seen++;
    }
}

#if defined(__linux__)
#include <sched.h>

int folio_thread_cpus(FolioCPUSet *set) {
    memset(set, 0, sizeof *set);
    cpu_set_t allowed;
    CPU_ZERO(&allowed);
    if (sched_getaffinity(0, sizeof allowed, &allowed) != 0) return 0;
    int count = 0;
    for (int cpu = 0; cpu < folio_cpu_limit && cpu < CPU_SETSIZE; cpu++) {
        if (!CPU_ISSET(cpu, &allowed)) continue;
        add_cpu(set, cpu);
        count++;
    }
    return count;
}

int folio_keep_thread_on(const FolioCPUSet *set) {
    cpu_set_t allowed;
    CPU_ZERO(&allowed);
    int count = 0;
    for (int cpu = 0; cpu < folio_cpu_limit && cpu < CPU_SETSIZE; cpu++) {
        if (!has_cpu(set, cpu)) continue;
        CPU_SET(cpu, &allowed);
        count++;
    }
    if (count == 0) return -1;
    return sched_setaffinity(0, sizeof allowed, &allowed);
}

#else

int folio_thread_cpus(FolioCPUSet *set) {
    memset(set, 0, sizeof *set);
    return 0;
}

int folio_keep_thread_on(const FolioCPUSet *set) {
    (void)set;
    return -1;
}

#endif
