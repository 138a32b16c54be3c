#!/usr/bin/env python3
"""Summarises `folio --stats-log` CSVs: fps, p99 frame time, dropped frames,
input-to-present latency, and where a frame's time goes (render, upload, present).

Usage: frame-stats.py LOG.csv HZ [SCENE-NAME]
       frame-stats.py LOG.csv:HZ:SCENE-NAME[:FLOOR] ...     (one table row per log)

Frames closer together than a quarter second belong to one burst of animation; within a
burst, each gap between presents that spans more than one display period (rounded) counts
the refreshes it missed as dropped frames. Frame time is layout to present; render is
render start to upload start, upload is the copy to the window surface or texture, present
is the rest (logs without a present_start_us column count it all as present).

Input-to-present latency is the present time minus the oldest input the frame handled. The
launch frame (frame 1) is left out of its percentiles and shown on its own ("launch"): its
input is whatever the window received while the app started (the pointer resting in the
window), so it measures start-up, not a response. "late" counts the frames whose latency
exceeds one display period plus the frame's own render time, the end-to-end target.

The last two columns are the verdicts. "drops" compares the dropped share with FLOOR, the
percentage of periods that a loop of fixed work with no window missed on this machine in the
same run (host-steadiness.py): "ok" when the scene drops no more than that, "over" when it
drops more, "ok" / "over" against 0 when no floor is given. "in>pres" is "ok" when at most
1 % of the frames that answered input were late, so that the p99 latency is under one period
plus the frame's own render time.
"""
import csv
import sys

HEADER = (
    f"{'scene':<8} {'Hz':>4} {'scale':>5} {'frames':>6} {'fps':>6} {'p50 ms':>7} {'p99 ms':>7} "
    f"{'dropped':>13} {'in>pres p50':>11} {'p99':>6} {'late':>5} {'launch':>6} "
    f"{'render':>7} {'upload':>7} {'present':>7} {'floor':>7} {'drops':>5} {'in>pres':>7}"
)


def percentile(values, p):
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(int(-(-p * len(ordered) // 1)) - 1, 0)
    return ordered[min(rank, len(ordered) - 1)]


def row(path, hz, name, floor=None):
    period = 1e6 / hz
    rows = list(csv.DictReader(open(path)))
    if not rows:
        return f"{name:<8} {hz:>4.0f}  (no frames)"
    presents = [int(r["present_us"]) for r in rows]
    times = [(int(r["present_us"]) - int(r["layout_us"])) / 1000 for r in rows]
    renders = [(int(r["upload_us"]) - int(r["render_us"])) / 1000 for r in rows]
    responses = [
        ((int(r["present_us"]) - int(r["input_us"])) / 1000, render)
        for r, render in zip(rows, renders)
        if r["input_us"] and r["frame"] != "1"
    ]
    latencies = [latency for latency, _ in responses]
    late = sum(1 for latency, render in responses if latency > period / 1000 + render)
    launch = next(
        ((int(r["present_us"]) - int(r["input_us"])) / 1000 for r in rows if r["frame"] == "1" and r["input_us"]),
        None,
    )
    launch_text = f"{launch:>6.1f}" if launch is not None else f"{'-':>6}"
    starts = [int(r.get("present_start_us") or r["upload_us"]) for r in rows]
    uploads = [(s - int(r["upload_us"])) / 1000 for r, s in zip(rows, starts)]
    shows = [(int(r["present_us"]) - s) / 1000 for r, s in zip(rows, starts)]
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
    floor_text = f"{floor:.1f} %" if floor is not None else "-"
    drops_verdict = "ok" if share <= (floor if floor is not None else 0.0) else "over"
    latency_verdict = "ok" if late <= 0.01 * len(responses) else "over"
    return (
        f"{name:<8} {hz:>4.0f} {rows[0]['scale']:>5} {len(rows):>6} {fps:>6.1f} "
        f"{percentile(times, 0.5):>7.2f} {percentile(times, 0.99):>7.2f} "
        f"{dropped:>5} ({share:>4.1f} %) {percentile(latencies, 0.5):>11.1f} {percentile(latencies, 0.99):>6.1f} "
        f"{late:>5} {launch_text} {percentile(renders, 0.5):>7.2f} {percentile(uploads, 0.5):>7.2f} {percentile(shows, 0.5):>7.2f} "
        f"{floor_text:>7} {drops_verdict:>5} {latency_verdict:>7}"
    )


def main():
    args = sys.argv[1:]
    if not args:
        sys.exit(__doc__)
    if ":" in args[0]:
        specs = []
        for arg in args:
            path, rest = arg.split(":", 1)
            fields = rest.split(":")
            floor = float(fields[2]) if len(fields) > 2 and fields[2] else None
            specs.append((path, fields[0], fields[1] if len(fields) > 1 else path, floor))
    else:
        specs = [(args[0], args[1], args[2] if len(args) > 2 else args[0], None)]
    print(HEADER)
    print("(times in ms, medians unless marked; render/upload/present split the frame time)")
    for path, hz, name, floor in specs:
        print(row(path, float(hz), name, floor))


if __name__ == "__main__":
    main()
