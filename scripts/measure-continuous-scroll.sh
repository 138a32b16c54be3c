#!/bin/sh
# Frame rate of the continuous PDF column while the wheel turns steadily for about three
# seconds, in a 1920 x 1080 window under Xvfb, at FOLIO_SCALE 1 or 2.
#
# Usage: scripts/measure-continuous-scroll.sh FOLIO PDF SCALE [PERF-DATA]
#   FOLIO      the folio binary (a release build: swift build -c release --product folio)
#   PDF        a long PDF (valgrind_manual.pdf from Debian's valgrind package, gunzipped)
#   SCALE      1 or 2 (FOLIO_SCALE; scale 2 renders 3840 x 2160 pixels)
#   PERF-DATA  optional: record `perf record -g` of the app while it scrolls into this file
# WHEEL_MS sets the time between wheel notches (default 10; STATS_COPY=FILE keeps the log).
# Prints frame-stats.py's summary of the scrolling frames. scripts/host-spells.c watches the
# run, as in frame-pipeline.sh, so the "own" columns leave out the frames the virtual
# machine's host made late (HOST_SPELLS=0 runs without it).
set -eu
folio=$1 pdf=$2 scale=$3 perfdata=${4:-}
wheel=${WHEEL_MS:-10}
repeats=$((3000 / (wheel + 1)))
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat >"$work/run.sh" <<INNER
#!/bin/sh
set -eu
export FOLIO_SCALE=$scale XDG_STATE_HOME="$work/state"
"$folio" open "$pdf" --page 20 --size 1920x1080 --fit width --layout continuous \
    --stats-log "$work/stats.csv" >"$work/folio.out" 2>&1 &
pid=\$!
wid=""
for _ in \$(seq 100); do
    wid=\$(xdotool search --onlyvisible --pid \$pid 2>/dev/null | head -1 || true)
    [ -n "\$wid" ] && break
    sleep 0.1
done
[ -n "\$wid" ] || { echo "no window" >&2; kill \$pid; exit 1; }
eval \$(xdotool getwindowgeometry --shell \$wid)
xdotool mousemove \$((X + 960)) \$((Y + 540))
sleep 2
if [ -n "$perfdata" ]; then
    perf record -g -o "$perfdata" -p \$pid -- sleep 3.5 >/dev/null 2>&1 &
    perfpid=\$!
fi
# One xdotool process: a wheel notch every WHEEL_MS (default 10) ms plus xdotool's own time,
# for about three seconds. Faster than the display's 16.7 ms, so every refresh has news, as
# frame-pipeline.sh's drags move every 5 ms: at 16 ms, xdotool's own time left some refreshes
# without a wheel event, and the stats counted those as the app's dropped frames.
steps="click --repeat $repeats --delay $wheel 5"
xdotool \$steps
sleep 0.5
[ -z "$perfdata" ] || wait \$perfpid || true
kill \$pid
wait \$pid || true
INNER
chmod +x "$work/run.sh"
spells=
if [ "${HOST_SPELLS:-1}" != 0 ]; then
    compiler=$(command -v clang || command -v cc || true)
    [ -n "$compiler" ] || { echo "no C compiler for host-spells.c; run with HOST_SPELLS=0" >&2; exit 1; }
    "$compiler" -O2 -pthread -o "$work/host-spells" "$here/host-spells.c"
    "$work/host-spells" "$work/spells.csv" 2>"$work/spells.log" &
    canary=$!
    spells=":$work/spells.csv"
fi
xvfb-run -a -s "-screen 0 1920x1080x24" "$work/run.sh"
[ -z "$spells" ] || { kill $canary 2>/dev/null || true; wait $canary 2>/dev/null || true; }
cp "$work/stats.csv" "${STATS_COPY:-/dev/null}"
# Only the scroll's frames: from the first that answered input 1.5 s or more after launch (the
# wheel starts 2 s after the window opens). The launch's frames, as the first pages arrive from
# the renderer, lie within a quarter second of each other and would count as dropped.
/usr/bin/python3 - "$work/stats.csv" "$work/scroll.csv" <<'FILTER'
import sys
lines = open(sys.argv[1]).read().splitlines()
kept, started = [], False
for line in lines:
    fields = line.split(",")
    if line.startswith("#") or fields[0] == "frame":
        kept.append(line)
        continue
    started = started or (fields[1] != "" and int(fields[1]) >= 1_500_000)
    if started:
        kept.append(line)
open(sys.argv[2], "w").write("\n".join(kept) + "\n")
FILTER
/usr/bin/python3 "$here/frame-stats.py" "$work/scroll.csv:60:scale$scale$spells"
