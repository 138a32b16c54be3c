#!/usr/bin/env bash
# How long the reader's window waits while a PDF page is slow to draw: in a real window under
# Xvfb, `folio open` a PDF whose page 2 runs for minutes of drawing operators
# (operators-400mb.pdf from scripts/make-hostile-files.py); page 2 is drawn ahead as soon as
# page 1 shows. Prints two figures:
#   - Right pressed a second after the window opened: how long until the next frame was
#     presented (the key's time to the frame's present, on the clock of --stats-log);
#   - Escape pressed 1.5 s after the window opened: how long until the process is gone,
#     and whether a renderer was left running.
#
# The accessibility bridge is left out (NO_AT_BRIDGE=1): the figures are the page renderer's.
#
# Usage: scripts/measure-slow-page.sh FOLIO PDF
set -uo pipefail

folio=$1
pdf=$2
work=$(mktemp -d /tmp/folio-slow-page.XXXXXX)
pid=""
trap '[ -n "$pid" ] && kill "$pid" 2>/dev/null; rm -rf "$work"' EXIT
export XDG_STATE_HOME=$work/state

# Opens the window; sets pid, display and the pointer over the window.
start_window() {
    rm -f "$work/pid" "$work/out" "$work/frames.csv"
    xvfb-run -a -s "-screen 0 1280x800x24" bash -c "
        NO_AT_BRIDGE=1 '$folio' open '$pdf' --size 800x600 --stats-log '$work/frames.csv' >'$work/out' 2>&1 &
        echo \$! >'$work/pid'
        wait
    " &
    runner=$!
    for _ in $(seq 1 200); do [ -s "$work/pid" ] && break; sleep 0.1; done
    pid=$(cat "$work/pid")
    for _ in $(seq 1 300); do grep -q 'window open' "$work/out" 2>/dev/null && break; sleep 0.1; done
    display=$(tr '\0' '\n' <"/proc/$pid/environ" | sed -n 's/^DISPLAY=//p')
    XAUTHORITY=$(tr '\0' '\n' <"/proc/$pid/environ" | sed -n 's/^XAUTHORITY=//p')
    export XAUTHORITY
    window=$(DISPLAY=$display xdotool search --onlyvisible --pid "$pid" | head -1)
    eval "$(DISPLAY=$display xdotool getwindowgeometry --shell "$window")"
    DISPLAY=$display xdotool mousemove $((X + 400)) $((Y + 300))
}

start_window
sleep 1
# When the key goes, on CLOCK_MONOTONIC, the clock of the log's origin.
key_us=$(/usr/bin/python3 -c 'import time; print(int(time.monotonic() * 1e6))')
DISPLAY=$display xdotool key Right
sleep 13
DISPLAY=$display xdotool key Escape
wait "$runner" 2>/dev/null
# The log is complete once the window has closed: the first frame presented after the key.
# (Its input column is when the loop took the key, which a blocked loop takes late.)
awk -F, -v key="$key_us" '/^# clock_monotonic_us=/ { split($0, a, "="); origin = a[2] }
    /^[0-9]/ && origin + $7 > key { printf "Right to the next frame presented: %.0f ms\n", (origin + $7 - key) / 1000; exit }' \
    "$work/frames.csv"
[ -n "${KEEP_LOG:-}" ] && cp "$work/frames.csv" "$KEEP_LOG"

start_window
sleep 1.5
start=$(date +%s%N)
DISPLAY=$display xdotool key Escape
while kill -0 "$pid" 2>/dev/null; do sleep 0.01; done
end=$(date +%s%N)
echo "Escape to the process gone: $(((end - start) / 1000000)) ms"
wait "$runner" 2>/dev/null
sleep 0.5
# The renderer names its app (--parent PID) since it dies with it; an older folio does not.
echo "renderers of that window left running: $(pgrep -c -f -- "pdf-renderer.*--parent $pid\$" || true)"
