// When the host slowed this virtual machine's CPUs, for judging a window's frames against it.
//
// Usage: host-spells OUT.csv      (runs until SIGTERM or SIGINT)
// Built by scripts/frame-pipeline.sh: cc -O2 -pthread -o .build/host-spells scripts/host-spells.c
//
// A virtual machine's host now and then slows its CPUs down: here for about a tenth of a
// second every second or two, during which the same code runs 10-20 times slower (measured
// with a loop that reads the clock: no long stops, just far fewer instructions per second).
// A frame caught in such a spell is late however fast the renderer is. This canary sees the
// spells in the same seconds as the frames it is compared with. One thread per CPU, pinned to
// it, at real-time priority (SCHED_FIFO 1, as root), wakes every 2 ms on
// CLOCK_MONOTONIC and times a fixed piece of arithmetic, calibrated at start to take about
// 20 us. At that priority no ordinary thread, the renderer's included, can delay it, so when
// the arithmetic takes `slowdown` times longer, or the wake-up comes late, it is the host.
// It costs about 1 % of each CPU. Without the priority (not root) it says so, and what it
// sees may then include the load of the program it watches.
//
// Each step in which the host took time becomes a line of OUT.csv, `cpu,start_us,end_us,
// lost_us`, on CLOCK_MONOTONIC (the clock of `folio --stats-log`'s first line): the late
// wake-up, plus the step's length times (1 - 1/slowdown) when the arithmetic ran twice or more as
// times slower than calibrated (a spell lasts many steps, so one step's slowdown stands for
// the whole step). scripts/frame-stats.py subtracts what the host took inside each late frame
// before deciding whether the frame, not the host, missed its period.
#define _GNU_SOURCE
#include <errno.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { step_ns = 2000000, late_ns = 50000, work_ns = 20000, capacity = 1 << 18, most_cpus = 256 };

typedef struct {
    long long start, end, lost;
} SlowStep;

typedef struct {
    int cpu;
    SlowStep *steps;
    size_t count;
    size_t overflow;
    long long lost;
} Watch;

static atomic_int stopping;

static long long now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (long long)t.tv_sec * 1000000000LL + t.tv_nsec;
}

static volatile unsigned long long sink;

/// A fixed piece of dependent arithmetic, `rounds` long.
static void work(long rounds) {
    unsigned long long x = 88172645463325252ULL;
    for (long i = 0; i < rounds; i++) {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
    }
    sink = x;
}

/// How long `rounds` of work take on this CPU when undisturbed: a low percentile of many
/// tries, since calibration may itself meet a spell.
static long long calibrate(long rounds) {
    enum { tries = 200 };
    long long took[tries];
    for (int i = 0; i < tries; i++) {
        long long start = now_ns();
        work(rounds);
        took[i] = now_ns() - start;
        struct timespec pause = {.tv_sec = 0, .tv_nsec = 500000};
        nanosleep(&pause, NULL);
    }
    for (int i = 1; i < tries; i++) { // insertion sort, once
        long long t = took[i];
        int j = i - 1;
        for (; j >= 0 && took[j] > t; j--) took[j + 1] = took[j];
        took[j + 1] = t;
    }
    return took[tries / 10] > 0 ? took[tries / 10] : 1;
}

static void *watch(void *argument) {
    Watch *w = argument;
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(w->cpu, &set);
    pthread_setaffinity_np(pthread_self(), sizeof set, &set);
    long rounds = 1000;
    while (calibrate(rounds) < work_ns && rounds < (1L << 30)) rounds *= 2;
    long long usual = calibrate(rounds);
    long long due = now_ns(), previous = due;
    while (!atomic_load(&stopping)) {
        due += step_ns;
        struct timespec t = {.tv_sec = due / 1000000000LL, .tv_nsec = due % 1000000000LL};
        while (clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &t, NULL) == EINTR) {}
        long long woke = now_ns();
        work(rounds);
        long long end = now_ns();
        double slowdown = (double)(end - woke) / usual;
        long long lost = woke - due > late_ns ? woke - due : 0;
        if (slowdown >= 2) lost += (long long)((end - previous) * (1 - 1 / slowdown));
        if (lost > end - previous) lost = end - previous;
        if (lost > 0) {
            w->lost += lost;
            if (w->count < capacity) {
                w->steps[w->count++] = (SlowStep){previous, end, lost};
            } else {
                w->overflow++;
            }
        }
        previous = end;
        // After a step much longer than planned, the next is a step from now, not a burst of
        // steps that were due while the CPU was slow.
        if (end - due > step_ns) due = end;
    }
    return NULL;
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: host-spells OUT.csv   (runs until SIGTERM or SIGINT)\n");
        return 2;
    }
    FILE *out = fopen(argv[1], "w");
    if (!out) {
        fprintf(stderr, "host-spells: cannot write %s: %s\n", argv[1], strerror(errno));
        return 1;
    }
    sigset_t signals;
    sigemptyset(&signals);
    sigaddset(&signals, SIGTERM);
    sigaddset(&signals, SIGINT);
    pthread_sigmask(SIG_BLOCK, &signals, NULL);
    struct sched_param priority = {.sched_priority = 1};
    const char *kind = sched_setscheduler(0, SCHED_FIFO, &priority) == 0
        ? "real-time"
        : "ordinary (not root: its slow steps may include the watched program's own load)";
    cpu_set_t allowed;
    sched_getaffinity(0, sizeof allowed, &allowed);
    static Watch watches[most_cpus];
    pthread_t threads[most_cpus];
    int count = 0;
    for (int cpu = 0; cpu < most_cpus; cpu++) {
        if (!CPU_ISSET(cpu, &allowed)) continue;
        watches[count] = (Watch){.cpu = cpu, .steps = calloc(capacity, sizeof(SlowStep))};
        if (!watches[count].steps || pthread_create(&threads[count], NULL, watch, &watches[count]) != 0) {
            fprintf(stderr, "host-spells: cannot watch CPU %d\n", cpu);
            return 1;
        }
        count++;
    }
    long long started = now_ns();
    fprintf(stderr, "host-spells: watching %d CPUs at %s priority\n", count, kind);
    int received;
    sigwait(&signals, &received);
    atomic_store(&stopping, 1);
    double seconds = (now_ns() - started) / 1e9;
    fprintf(out, "cpu,start_us,end_us,lost_us\n");
    fprintf(stderr, "host-spells: time the host took in %.1f s:", seconds);
    for (int i = 0; i < count; i++) {
        pthread_join(threads[i], NULL);
        Watch *w = &watches[i];
        for (size_t s = 0; s < w->count; s++) {
            SlowStep step = w->steps[s];
            fprintf(out, "%d,%lld,%lld,%lld\n", w->cpu, step.start / 1000, step.end / 1000, step.lost / 1000);
        }
        fprintf(stderr, "%s CPU %d %.1f %%", i ? "," : "", w->cpu, 100.0 * w->lost / 1e9 / (seconds > 0 ? seconds : 1));
        if (w->overflow) fprintf(stderr, " (%zu slow steps past the first %d not listed)", w->overflow, capacity);
    }
    fprintf(stderr, "\n");
    return fclose(out) == 0 ? 0 : 1;
}
