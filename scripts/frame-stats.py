#!/usr/bin/env python3
"""Summarises a `folio --stats-log` CSV: fps, p99 frame time, dropped frames and
input-to-present latency over the frames of continuous animation.

Usage: frame-stats.py LOG.csv HZ [SCENE-NAME]

Frames closer together than a quarter second belong to one burst of animation; within a
burst, each gap between presents that spans more than one display period (rounded) counts
the refreshes it missed as dropped frames. Frame time is layout to present.
"""
import csv
import sys


def percentile(values, p):
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(int(-(-p * len(ordered) // 1)) - 1, 0)
    return ordered[min(rank, len(ordered) - 1)]


def main():
    path, hz = sys.argv[1], float(sys.argv[2])
    name = sys.argv[3] if len(sys.argv) > 3 else path
    period = 1e6 / hz
    rows = list(csv.DictReader(open(path)))
    presents = [int(r["present_us"]) for r in rows]
    times = [(int(r["present_us"]) - int(r["layout_us"])) / 1000 for r in rows]
    latencies = [(int(r["present_us"]) - int(r["input_us"])) / 1000 for r in rows if r["input_us"]]
    dropped, animated_frames, animated_time = 0, 0, 0.0
    for before, after in zip(presents, presents[1:]):
        gap = after - before
        if gap > 250_000:
            continue
        animated_frames += 1
        animated_time += gap
        missed = round(gap / period) - 1
        if missed > 0:
            dropped += missed
    fps = animated_frames / (animated_time / 1e6) if animated_time else 0.0
    expected = animated_frames + dropped
    share = 100.0 * dropped / expected if expected else 0.0
    print(
        f"{name:<28} {hz:>5.0f} Hz  scale {rows[0]['scale'] if rows else '-':>4}  frames {len(rows):>5}  "
        f"fps {fps:6.1f}  frame p50 {percentile(times, 0.5):5.2f} p99 {percentile(times, 0.99):5.2f} ms  "
        f"dropped {dropped:>4} ({share:4.1f} %)  input>present p50 {percentile(latencies, 0.5):5.1f} "
        f"p99 {percentile(latencies, 0.99):5.1f} ms"
    )


if __name__ == "__main__":
    main()
