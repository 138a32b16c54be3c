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

#if defined(__linux__)
#include <sched.h>

enum { folio_cpu_limit = 16 * 64 };

int folio_read_thread_cpus(FolioCPUHalves *mask) {
    memset(mask, 0, sizeof *mask);
    cpu_set_t allowed;
    CPU_ZERO(&allowed);
    if (sched_getaffinity(0, sizeof allowed, &allowed) != 0) return 0;
    int count = 0;
    for (int cpu = 0; cpu < folio_cpu_limit && cpu < CPU_SETSIZE; cpu++) {
        if (!CPU_ISSET(cpu, &allowed)) continue;
        mask->first[cpu / 64] |= (uint64_t)1 << (cpu % 64);
        count++;
    }
    return count;
}

int folio_split_cpus(FolioCPUHalves *halves) {
    FolioCPUHalves allowed;
    int count = folio_read_thread_cpus(&allowed);
    memset(halves, 0, sizeof *halves);
    int firstCount = (count + 1) / 2, seen = 0;
    for (int cpu = 0; cpu < folio_cpu_limit; cpu++) {
        uint64_t bit = (uint64_t)1 << (cpu % 64);
        if (!(allowed.first[cpu / 64] & bit)) continue;
        (seen < firstCount ? halves->first : halves->second)[cpu / 64] |= bit;
        seen++;
    }
    return count;
}

int folio_keep_thread_on(const FolioCPUHalves *halves, int which) {
    cpu_set_t set;
    CPU_ZERO(&set);
    int count = 0;
    for (int cpu = 0; cpu < folio_cpu_limit && cpu < CPU_SETSIZE; cpu++) {
        uint64_t bit = (uint64_t)1 << (cpu % 64);
        if (((which & 1) && (halves->first[cpu / 64] & bit)) || ((which & 2) && (halves->second[cpu / 64] & bit))) {
            CPU_SET(cpu, &set);
            count++;
        }
    }
    if (count == 0) return -1;
    return sched_setaffinity(0, sizeof set, &set);
}

int folio_current_cpu(void) { return sched_getcpu(); }

#else

int folio_split_cpus(FolioCPUHalves *halves) {
    memset(halves, 0, sizeof *halves);
    return 0;
}

int folio_read_thread_cpus(FolioCPUHalves *mask) {
    memset(mask, 0, sizeof *mask);
    return 0;
}

int folio_keep_thread_on(const FolioCPUHalves *halves, int which) {
    (void)halves, (void)which;
    return -1;
}

int folio_current_cpu(void) { return -1; }

#endif
