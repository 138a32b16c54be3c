#!/usr/bin/env python3
"""How steady this machine is, as a floor for the window's dropped frames.

Usage: host-steadiness.py SECONDS HZ WORK_MS

Runs a frame loop with no window and no Folio in it: every frame does the same fixed
amount of arithmetic, calibrated to take WORK_MS on this machine when it is undisturbed,
paced to HZ as the SDL host paces itself (a late frame's successor starts at once). It
prints how many frames missed their period and how much longer than WORK_MS the slowest
took. On a steady machine nothing is missed while WORK_MS is well under the period; a
virtual machine whose host slows its cores down now and then (here, for 0.1-0.3 s every
1.5 s, both cores at once, making the same work 2-7 times slower) misses frames that no
renderer can keep. A quick look at how steady a machine is; frame-pipeline.sh no longer
compares its scenes with this floor, measured in other seconds, but watches the host in the
scenes' own seconds (host-spells.c).
"""
import sys
import time


def spin(n):
    x = 0
    for i in range(n):
        x += i * i
    return x


def calibrate(work_ms):
    n = 20000
    while True:
        samples = []
        for _ in range(15):
            t = time.perf_counter()
            spin(n)
            samples.append(time.perf_counter() - t)
        median = sorted(samples)[len(samples) // 2]
        if median > 0.002:
            return max(1, int(n * (work_ms / 1000) / median))
        n *= 2


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    seconds, hz, work_ms = float(sys.argv[1]), float(sys.argv[2]), float(sys.argv[3])
    period = 1 / hz
    n = calibrate(work_ms)
    frames = missed = 0
    slowest = 0.0
    end = time.perf_counter() + seconds
    deadline = time.perf_counter()
    while deadline < end:
        now = time.perf_counter()
        if deadline > now:
            time.sleep(deadline - now)
        start = time.perf_counter()
        spin(n)
        finish = time.perf_counter()
        slowest = max(slowest, finish - start)
        frames += 1
        if finish - start > period:
            missed += round((finish - start) / period)
        deadline += period
        if deadline <= finish:
            deadline = finish
    print(
        f"host floor {hz:.0f} Hz: {frames} frames of {work_ms:.1f} ms of fixed work, "
        f"{missed} periods missed ({100 * missed / max(frames + missed, 1):.1f} %), slowest {1000 * slowest:.1f} ms"
    )


if __name__ == "__main__":
    main()
