#!/usr/bin/python3
"""Time from starting `folio open FILE` to its first frame on screen, median of N runs.

Usage (under a display, e.g. xvfb-run -a -s "-screen 0 1600x900x24"):
    scripts/measure-first-frame.py [--runs 5] [--folio .build/debug/folio] FILE [-- OPTIONS...]
    scripts/measure-first-frame.py --compare OLD_FOLIO NEW_FOLIO FILE   (interleaved A/B)

The first frame is read from the window's own log (`--stats-log`): its first line gives
the log's start on CLOCK_MONOTONIC, which Python's time.monotonic() also reads, and the
first frame's line its present time. Each run gets an empty XDG_STATE_HOME, so no
remembered page or size changes what is laid out. The machine is shared: report the load
(uptime) with the figures, and compare builds interleaved rather than one after the other.
"""
import argparse
import importlib.util
import os
import statistics
import subprocess
import sys
import tempfile
import time


def load_read_log():
    """frame-stats.py's reader of a stats log (its name has a hyphen: loaded by path)."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "frame-stats.py")
    spec = importlib.util.spec_from_file_location("frame_stats", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.read_log


read_log = load_read_log()


def first_frame(folio, path, options, wait):
    """Seconds from starting folio to its first presented frame."""
    with tempfile.TemporaryDirectory() as work:
        log = os.path.join(work, "frames.csv")
        env = dict(os.environ, XDG_STATE_HOME=os.path.join(work, "state"))
        start = time.monotonic()
        process = subprocess.Popen(
            [folio, "open", path, "--stats-log", log, *options],
            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        # The log is buffered until the window closes: give it time to show, then end it.
        time.sleep(wait)
        process.terminate()
        process.wait()
        rows, origin = read_log(log)
        present = int(rows[0]["present_us"])
        return (origin + present) / 1e6 - start


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--folio", default=".build/debug/folio")
    parser.add_argument("--compare", nargs=2, metavar=("OLD", "NEW"))
    parser.add_argument("--wait", type=float, default=10, help="seconds each window is given")
    parser.add_argument("file")
    parser.add_argument("options", nargs="*")
    args = parser.parse_args()
    builds = args.compare or [args.folio]
    times = {build: [] for build in builds}
    for run in range(args.runs):
        for build in builds:
            seconds = first_frame(build, args.file, args.options, args.wait)
            times[build].append(seconds)
            print(f"run {run + 1} {build}: {seconds:.3f} s", flush=True)
    for build in builds:
        print(f"{build}: median of {args.runs}: {statistics.median(times[build]):.3f} s")
    print(f"load: {os.getloadavg()}")


if __name__ == "__main__":
    sys.exit(main())
