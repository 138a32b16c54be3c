#!/usr/bin/env python3
"""Which late frames of a `folio --stats-log` had another program on the CPUs.

Usage: frame-others.py LOG.csv HZ SCHED.txt TIDS [SCENE-NAME]

SCHED.txt is `perf script -F cpu,time,event,trace` of `perf record -a -e sched:sched_switch -e
sched:sched_process_fork -k CLOCK_MONOTONIC` over the same seconds (scripts/frame-pipeline.sh
records it with OTHERS=1); TIDS lists the app's threads and those of the processes it started
(a PDF is drawn in a process of its own), comma-separated. Whatever the trace shows them start
counts as the app too.

The host's spells are seen by scripts/host-spells.c, at real-time priority. The guest's own
tasks are not: a kernel thread or a daemon at normal priority is preempted by the canary, so
the canary never sees it, and the time it takes from the app counts as the app's. This
prints, for each gap between presents that missed a refresh (frame-stats.py's rule), the
tasks other than the app, idle and the harness (Xvfb, xdotool, the canary, perf, shells) that held a
CPU inside the gap for more than 0.3 ms. A last line gives the totals, and how many of those
misses the gap would not have had without the most those tasks took from one CPU (the rule
frame-stats.py applies to the host's spells, here without the host's spells taken away too,
so the count does not add up with the table's "own" column). It judges nothing:
frame-stats.py's verdicts ignore it, and this says which misses a quieter machine might not
have had (a late gap with nothing else in it is the app's, or the host's).
"""
import collections
import importlib.util
import os
import re
import sys

# The harness: the X server, the input, the canary, the tracer and the pipeline's shell. The
# pipeline runs as `bash` (its `#!/usr/bin/env bash`), its gestures' loops in subshells with
# `seq`, and `tr` reads the app's threads; a shell of another program counts as harness too.
HARNESS = {"Xvfb", "xdotool", "host-spells", "perf", "bash", "seq", "sleep", "grep", "tr"}
THRESHOLD_MS = 0.3

# `[001] 62150.875645: sched:sched_switch: prev_comm=folio prev_pid=26357 prev_prio=120
# prev_state=R ==> next_comm=Xvfb next_pid=26347 next_prio=120`
SWITCH = re.compile(
    r"\[(\d+)\]\s+([\d.]+):.*prev_comm=(.*) prev_pid=(\d+) prev_prio=.*==> next_comm=(.*) next_pid=(\d+) next_prio="
)
# `[000] 62150.875645: sched:sched_process_fork: comm=folio pid=26351 child_comm=folio child_pid=26361`
FORK = re.compile(r"sched_process_fork:.* pid=(\d+) child_comm=.* child_pid=(\d+)")


def frame_stats():
    """scripts/frame-stats.py, for its log reader and its rule for missed refreshes."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "frame-stats.py")
    sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
    spec = importlib.util.spec_from_file_location("frame_stats", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def started_by(app, path):
    """`app` and every thread or process the trace shows one of them start, and so on."""
    forks = []
    with open(path) as lines:
        for line in lines:
            m = FORK.search(line)
            if m:
                forks.append((int(m.group(1)), int(m.group(2))))
    found = set(app)
    grew = True
    while grew:
        grew = False
        for parent, child in forks:
            if parent in found and child not in found:
                found.add(child)
                grew = True
    return found


def holders(path):
    """Per CPU, who held it from when to when, [(start_s, end_s, comm, tid)], from the first
    switch on any CPU to the last: before a CPU's first switch, the task it switched from;
    after its last, the task it switched to."""
    events = collections.defaultdict(list)
    with open(path) as lines:
        for line in lines:
            m = SWITCH.search(line)
            if m:
                cpu, t = int(m.group(1)), float(m.group(2))
                events[cpu].append((t, m.group(3), int(m.group(4)), m.group(5), int(m.group(6))))
    if not events:
        return {}, 0.0, 0.0
    first = min(e[0][0] for e in events.values())
    last = max(e[-1][0] for e in events.values())
    spans = {}
    for cpu, switches in events.items():
        held = [(first, switches[0][0], switches[0][1], switches[0][2])]
        for (t, _, _, comm, tid), (u, *_) in zip(switches, switches[1:] + [(last,)]):
            held.append((t, u, comm, tid))
        spans[cpu] = held
    return spans, first, last


def main():
    if len(sys.argv) < 5:
        sys.exit(__doc__)
    log, hz, sched, tids = sys.argv[1], float(sys.argv[2]), sys.argv[3], sys.argv[4]
    name = sys.argv[5] if len(sys.argv) > 5 else log
    app = {int(t) for t in tids.split(",") if t.strip().isdigit()}
    if not app:
        sys.exit("frame-others: give the app's thread ids (/proc/PID/task), comma-separated")
    stats = frame_stats()
    rows, origin = stats.read_log(log)
    if origin is None or not rows:
        sys.exit(f"frame-others: {log} has no frames, or no clock_monotonic_us line to line them up with")
    app = started_by(app, sched)
    spans, first, last = holders(sched)
    if not spans:
        sys.exit(f"frame-others: {sched} holds no sched_switch events as `perf script -F cpu,time,event,trace` prints them")
    period = 1e6 / hz
    missed = with_others = explained = outside = 0
    taken = collections.Counter()
    for _, after, n, before in stats.animated_gaps(rows, period):
        if n <= 0:
            continue
        a, b = (origin + before) / 1e6, (origin + after) / 1e6
        if a < first or b > last:
            outside += n
            continue
        missed += n
        here = collections.Counter()
        for cpu, held in spans.items():
            for start, end, comm, tid in held:
                overlap = min(b, end) - max(a, start)
                if overlap > 0 and tid != 0 and tid not in app and comm not in HARNESS:
                    here[(comm, cpu)] += overlap * 1000
        here = {k: v for k, v in here.items() if v > THRESHOLD_MS}
        if here:
            with_others += n
            taken.update({f"{comm} (CPU {cpu})": v for (comm, cpu), v in here.items()})
            # As frame-stats.py takes the host's spells away: the most taken from one CPU.
            most = max(sum(v for (_, c), v in here.items() if c == cpu) for cpu in {c for _, c in here})
            explained += n - stats.refreshes_missed(after - before, period, most * 1000)
            shown = ", ".join(
                f"{comm} (CPU {cpu}) {v:.1f} ms" for (comm, cpu), v in sorted(here.items(), key=lambda kv: -kv[1])
            )
            print(f"{name}: gap of {(after - before) / 1000:.1f} ms at {before / 1e6:.3f} s missed {n}: {shown}")
    totals = ", ".join(f"{k} {v:.1f} ms" for k, v in taken.most_common()) or "none"
    if outside:
        print(f"{name}: {outside} missed refreshes fell outside the trace and are not counted")
    print(
        f"{name}: {with_others} of {missed} missed refreshes had another task on a CPU (over {THRESHOLD_MS} ms), "
        f"{explained} of them not without it: {totals}"
    )


if __name__ == "__main__":
    main()
