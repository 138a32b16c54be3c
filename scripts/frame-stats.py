#!/usr/bin/env python3
"""Summarises `folio --stats-log` CSVs: fps, p99 frame time, dropped frames,
input-to-present latency, and where a frame's time goes (render, upload, present).

Usage: frame-stats.py LOG.csv HZ [SCENE-NAME]
       frame-stats.py LOG.csv:HZ:SCENE-NAME[:SPELLS.csv[:CPU]] ...     (one table row per log)

Frames closer together than a quarter second belong to one burst of animation, unless the
app was idle until over a period after the earlier one was presented: the later one answers
input that arrived then (a key turn starting a fifth of a second after the last one ended
is a new burst, and its wait is the input's latency; so is each move of a pointer slower
than the display when nothing else animates, since the app has nothing to draw between
them), or the log's woken_us says the run loop waited for something and woke then (a PDF
page arriving from the renderer after a turn, which nothing on screen waited for). A frame
the loop was woken for by no input (woken_us without input_us) never continues a burst:
the loop waits only when nothing animates, and then nobody is moving anything. Where the
loop waited for input for less than a period, the gap counts from the input, as the screen
had nothing new to show while it waited (from the wake, where no input came before it). Within a burst, each gap between presents that
spans more than one display period (rounded) counts the refreshes it missed as dropped
frames. Frame time is layout to present; render is
render start to upload start, upload is the copy to the window surface or texture, present
is the rest (logs without a present_start_us column count it all as present).

Input-to-present latency is the present time minus the oldest input the frame handled. The
launch frame (frame 1) is left out of its percentiles and shown on its own ("launch"): its
input is whatever the window received while the app started (the pointer resting in the
window), so it measures start-up, not a response.

SPELLS.csv is what scripts/host-spells.c saw in the same seconds: the time the virtual
machine's host took from each CPU. A late frame (or a late answer to input) is the host's
when taking away the most the host took from any one CPU inside it leaves it on time, and
the frame's own otherwise ("own" columns). Without SPELLS.csv every late frame is its own.

Lateness of input: the end-to-end target is that an input is on screen within one display
period plus the frame's own time. An input that arrives just after a frame read its input
waits up to a period for the next frame, which then lays out, renders, uploads and presents;
so the bound is a period plus that frame's layout-to-present time ("late"), and "late r"
counts, for reference, the frames over a period plus the render alone, which every such
input exceeds by its frame's upload and present.

CPU is `MS,FROM,TO`: the milliseconds of CPU (user and system, both of the app's threads)
the app used from FROM to TO, microseconds on CLOCK_MONOTONIC, as frame-pipeline.sh reads
them from /proc around each scene's gestures. The "cpu" column divides them by the frames
presented in those seconds: the work a frame costs, which the host's spells do not lengthen
(time the host takes is not counted as the app's), so it tells two builds apart where the
render times of alternating rounds move with the host.

The last two columns are the verdicts, on the frames' own misses: "drops" is "ok" when the
scene dropped none of its own at 60 Hz or less and under 1 % above 60 Hz; "in>pres" is "ok"
when at most 1 % of the frames that answered input were late of their own, so that the p99
latency the renderer is answerable for is under one period plus the frame's own time.
"""
import csv
import sys

HEADER = (
    f"{'scene':<10} {'Hz':>4} {'scale':>5} {'frames':>6} {'fps':>6} {'p50 ms':>7} {'p99 ms':>7} "
    f"{'dropped':>13} {'own':>4} {'in>pres p50':>11} {'p99':>6} {'late r':>6} {'late':>5} {'own':>4} {'launch':>6} "
    f"{'render':>7} {'upload':>7} {'present':>7} {'cpu':>6} {'host':>6} {'drops':>5} {'in>pres':>7}"
)


def percentile(values, p):
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(int(-(-p * len(ordered) // 1)) - 1, 0)
    return ordered[min(rank, len(ordered) - 1)]


def read_log(path):
    """The log's rows, and its origin on CLOCK_MONOTONIC in microseconds (None for logs
    written before their first line said it)."""
    origin = None
    content = []
    with open(path) as lines:
        for line in lines:
            if line.startswith("#"):
                key, _, value = line[1:].strip().partition("=")
                if key == "clock_monotonic_us":
                    origin = int(value)
            else:
                content.append(line)
    return list(csv.DictReader(content)), origin


def refreshes_missed(gap, period, taken=0):
    """How many display refreshes a gap of `gap` between two presents missed once `taken` of it
    is taken away (the host's, or another task's, time): the periods it spans, rounded, less
    the one it should have taken; never fewer than none. Microseconds, like `period`."""
    return max(round((gap - taken) / period) - 1, 0)


def animated_gaps(rows, period):
    """Each gap between two presents within a burst of animation, as (before, after,
    missed, start): the two presents in microseconds since the log opened, the refreshes the
    gap missed (the rule in this module's docstring), and where that count starts: `before`,
    or the input (or wake) that ended an idle wait of the run loop shorter than a period."""
    presents = [int(r["present_us"]) for r in rows]
    # The earliest sign that the app was idle before a frame: the input it answered, or when
    # the run loop woke from waiting (logs written before woken_us had only the input).
    wakes = [
        min((int(r[k]) for k in ("input_us", "woken_us") if r.get(k)), default=None)
        for r in rows
    ]
    waited = [bool(r.get("woken_us")) for r in rows]
    # Frames the loop was woken for by something other than input: a page from the PDF
    # renderer, a timer.
    unprompted = [bool(r.get("woken_us")) and not r.get("input_us") for r in rows]
    for before, after, woken, idled, quiet in zip(presents, presents[1:], wakes[1:], waited[1:], unprompted[1:]):
        gap = after - before
        # A frame the app was idle for until over a period after the last present (a key
        # pressed after the previous turn had ended, a page arriving once it had) waited
        # for that, not for its drawing: the wait is the input's latency, which row() judges,
        # or nobody's, and not refreshes an animation missed. Nor does a frame woken from
        # idle by no input, however soon after the last present: nothing was animating (the
        # loop waits only then), and nobody was moving anything on screen (a page arriving
        # while the reader opens a book, a few milliseconds after the frame before).
        if gap > 250_000 or quiet or (woken is not None and woken - before > period):
            continue
        # While the loop waited for input the screen had nothing new to show: a pointer that
        # moved a little under a period after the last present, answered within one, missed
        # no refresh. The gap is counted from the input (or the wake, had none come first).
        start = woken if idled and woken is not None and woken > before else before
        yield before, after, refreshes_missed(after - start, period), start


class Spells:
    """The time the host took from each CPU (host-spells.c), asked per interval."""

    def __init__(self, path):
        self.steps = {}
        self.seconds = None
        if path is None:
            return
        with open(path) as lines:
            for row in csv.DictReader(lines):
                self.steps.setdefault(row["cpu"], []).append(
                    (int(row["start_us"]), int(row["end_us"]), int(row["lost_us"]))
                )

    def lost(self, start, end):
        """The most the host took from one CPU between start and end (microseconds on
        CLOCK_MONOTONIC), each slow step counted in the share of it that overlaps."""
        most = 0.0
        for steps in self.steps.values():
            taken = 0.0
            for step_start, step_end, lost in steps:
                overlap = min(end, step_end) - max(start, step_start)
                if overlap > 0:
                    taken += lost * overlap / max(step_end - step_start, 1)
            most = max(most, taken)
        return most

    def share(self, start, end):
        """The host's take over the whole interval, as a percentage, averaged over CPUs."""
        if not self.steps or end <= start:
            return None
        taken = sum(
            sum(lost for s, e, lost in steps if s < end and e > start) for steps in self.steps.values()
        )
        return 100.0 * taken / (end - start) / len(self.steps)


def cpu_per_frame(cpu, presents, base):
    """CPU milliseconds per frame presented inside the CPU field's seconds, or None."""
    if not cpu:
        return None
    try:
        milliseconds, start, end = (float(x) for x in cpu.split(","))
    except ValueError:
        return None
    shown = sum(1 for p in presents if start <= base + p <= end)
    return milliseconds / shown if shown else None


def row(path, hz, name, spells_path=None, cpu=None):
    period = 1e6 / hz
    rows, origin = read_log(path)
    if not rows:
        return f"{name:<10} {hz:>4.0f}  (no frames)"
    spells = Spells(spells_path if origin is not None else None)
    base = origin or 0

    def host(start, end):
        return spells.lost(base + start, base + end)

    presents = [int(r["present_us"]) for r in rows]
    times = [(int(r["present_us"]) - int(r["layout_us"])) / 1000 for r in rows]
    renders = [(int(r["upload_us"]) - int(r["render_us"])) / 1000 for r in rows]
    late = late_render = own_late = 0
    latencies = []
    for r, render, time in zip(rows, renders, times):
        if not r["input_us"] or r["frame"] == "1":
            continue
        start, end = int(r["input_us"]), int(r["present_us"])
        latency = (end - start) / 1000
        latencies.append(latency)
        bound = period / 1000 + time
        late_render += latency > period / 1000 + render
        if latency > bound:
            late += 1
            own_late += latency - host(start, end) / 1000 > bound
    launch = next(
        ((int(r["present_us"]) - int(r["input_us"])) / 1000 for r in rows if r["frame"] == "1" and r["input_us"]),
        None,
    )
    launch_text = f"{launch:>6.1f}" if launch is not None else f"{'-':>6}"
    starts = [int(r.get("present_start_us") or r["upload_us"]) for r in rows]
    uploads = [(s - int(r["upload_us"])) / 1000 for r, s in zip(rows, starts)]
    shows = [(int(r["present_us"]) - s) / 1000 for r, s in zip(rows, starts)]
    dropped = own = animated_frames = 0
    animated_time = 0.0
    for before, after, missed, start in animated_gaps(rows, period):
        animated_frames += 1
        animated_time += after - before
        if missed > 0:
            dropped += missed
            own += refreshes_missed(after - start, period, host(start, after))
    fps = animated_frames / (animated_time / 1e6) if animated_time else 0.0
    expected = animated_frames + dropped
    share = 100.0 * dropped / expected if expected else 0.0
    own_share = 100.0 * own / expected if expected else 0.0
    work = cpu_per_frame(cpu, presents, base) if origin is not None else None
    work_text = f"{work:>6.2f}" if work is not None else f"{'-':>6}"
    host_share = spells.share(base + presents[0], base + presents[-1])
    host_text = f"{host_share:.1f} %" if host_share is not None else "-"
    drops_verdict = "ok" if (own == 0 if hz <= 60 else own_share < 1.0) else "over"
    latency_verdict = "ok" if own_late <= 0.01 * len(latencies) else "over"
    return (
        f"{name:<10} {hz:>4.0f} {rows[0]['scale']:>5} {len(rows):>6} {fps:>6.1f} "
        f"{percentile(times, 0.5):>7.2f} {percentile(times, 0.99):>7.2f} "
        f"{dropped:>5} ({share:>4.1f} %) {own:>4} {percentile(latencies, 0.5):>11.1f} {percentile(latencies, 0.99):>6.1f} "
        f"{late_render:>6} {late:>5} {own_late:>4} {launch_text} "
        f"{percentile(renders, 0.5):>7.2f} {percentile(uploads, 0.5):>7.2f} {percentile(shows, 0.5):>7.2f} "
        f"{work_text} {host_text:>6} {drops_verdict:>5} {latency_verdict:>7}"
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
            spells = fields[2] if len(fields) > 2 and fields[2] else None
            cpu = fields[3] if len(fields) > 3 and fields[3] else None
            specs.append((path, fields[0], fields[1] if len(fields) > 1 else path, spells, cpu))
    else:
        specs = [(args[0], args[1], args[2] if len(args) > 2 else args[0], None, None)]
    print(HEADER)
    print(
        "(times in ms, medians unless marked; render/upload/present split the frame time; "
        "own: misses left once the host's take is removed; cpu: the app's CPU ms per frame; "
        "host: its share of the CPUs)"
    )
    for path, hz, name, spells, cpu in specs:
        print(row(path, float(hz), name, spells, cpu))


if __name__ == "__main__":
    main()
