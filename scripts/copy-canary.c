// How long this machine takes to copy a 4K frame, alone and with every CPU copying at once:
// the yardstick scripts/frame-pipeline.sh prints before and after its scenes, so a table of
// frame times says how busy the machine was while it was measured.
//
// Usage: copy-canary      (prints one line)
// Built by scripts/frame-pipeline.sh: cc -O2 -pthread -o .build/copy-canary scripts/copy-canary.c
//
// Why a copy: a 4K frame at scale 2 is 33 MB, and drawing one is mostly moving that much memory,
// so a frame's render time follows what a plain copy of it costs. On the project's shared
// 2-vCPU machines the same copy took 4.0 ms in one hour and 6 ms in another, with the host
// canary (scripts/host-spells.c) seeing no spells: a neighbour on the host sharing the memory
// bus is invisible to it. Each copy is timed 40 times and the median printed, first on one
// thread, then on one thread per CPU at once (each with its own buffers), which is how the
// renderer's two threads meet the memory bus.
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

enum { frame_bytes = 3840 * 2160 * 4, copies = 40, most_threads = 8 };

static double milliseconds(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

static int ascending(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

typedef struct {
    pthread_barrier_t *start;
    double median;
    int failed;
} Copier;

static void *copy_frames(void *argument) {
    Copier *c = argument;
    unsigned char *from = malloc(frame_bytes), *to = malloc(frame_bytes);
    if (!from || !to) {
        c->failed = 1;
        free(from);
        free(to);
        if (c->start) pthread_barrier_wait(c->start);
        return NULL;
    }
    // Touch every page first, so the copies time memory rather than page faults (the empty
    // asm keeps the compiler from dropping the second fill, which the first copy overwrites).
    memset(from, 1, frame_bytes);
    memset(to, 2, frame_bytes);
    __asm__ volatile("" : : "r"(to) : "memory");
    if (c->start) pthread_barrier_wait(c->start);
    double t[copies];
    for (int i = 0; i < copies; i++) {
        double begin = milliseconds();
        memcpy(to, from, frame_bytes);
        // Each copy reads what the last one wrote, so none can be left out.
        from[i] = to[frame_bytes - 1 - i];
        t[i] = milliseconds() - begin;
    }
    qsort(t, copies, sizeof t[0], ascending);
    c->median = t[copies / 2];
    free(from);
    free(to);
    return NULL;
}

// Static, so that threads still waiting in it when main returns early wait on live memory.
static pthread_barrier_t start;

int main(void) {
    Copier alone = {0};
    copy_frames(&alone);
    if (alone.failed) {
        fprintf(stderr, "copy-canary: out of memory (it needs 66 MB a CPU)\n");
        return 1;
    }
    long cpus = sysconf(_SC_NPROCESSORS_ONLN);
    int n = cpus < 1 ? 1 : cpus > most_threads ? most_threads : (int)cpus;
    Copier together[most_threads] = {0};
    pthread_t threads[most_threads];
    if (pthread_barrier_init(&start, NULL, (unsigned)n) != 0) {
        fprintf(stderr, "copy-canary: could not make a barrier for %d threads\n", n);
        return 1;
    }
    for (int i = 0; i < n; i++) {
        together[i].start = &start;
        if (pthread_create(&threads[i], NULL, copy_frames, &together[i]) != 0) {
            // The threads started wait at the barrier for the rest; exiting ends them.
            fprintf(stderr, "copy-canary: could not start %d threads\n", n);
            return 1;
        }
    }
    for (int i = 0; i < n; i++) pthread_join(threads[i], NULL);
    for (int i = 0; i < n; i++) {
        if (together[i].failed) {
            fprintf(stderr, "copy-canary: out of memory (it needs 66 MB a CPU)\n");
            return 1;
        }
    }
    printf("a 4K frame copy (33 MB, median of %d): %.2f ms alone, ", copies, alone.median);
    for (int i = 0; i < n; i++) printf("%s%.2f", i == 0 ? "" : " / ", together[i].median);
    printf(" ms with %d CPUs copying at once\n", n);
    return 0;
}
