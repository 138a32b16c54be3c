#!/usr/bin/env bash
# End-to-end frame timing in the real window: the release folio under Xvfb at 1920x1080,
# each transition (curl, cube, flip, cover flow) dragged back and forth under a held pointer
# ("-drag": the pointer moves every 5 ms) and turned by keys ("-anim": Right or Left every
# 0.8 s, so the turn animates on its own), for SECONDS each, and on request (SCENES=scroll)
# flicks through pages in the scroll style, at 60 Hz and 120 Hz (--fps), at scale 1 and 2
# (FOLIO_SCALE=2: 3840x2160 pixels). Prints fps, p99 frame time, dropped frames and
# input-to-present latency per run, the median render / upload / present split and the app's
# CPU time per frame (both threads; the host's spells do not count), as one table
# (scripts/frame-stats.py). Usage: scripts/frame-pipeline.sh [SECONDS]
# SCALES="1", RATES="60" and SCENES="curl-drag cube-anim" narrow the runs; FOLIO_ARGS adds
# options to `folio open` (e.g. "--spread single"); DOCUMENT=FILE turns the pages of a real
# book instead of the sample (with FOLIO_ARGS="--page 3": the reader reopens a file where the
# last scene left it, in a state folder of the pipeline's own, and the same page each scene
# keeps scenes alike); FOLIO_BIN uses a release binary built
# elsewhere; FOLIO_PRESENTER=surface|surface-gl|update|lock picks how frames reach the
# window (default: the window surface); FOLIO_DAMAGE=0 draws every frame whole. While each
# scene runs, scripts/host-spells.c notes when the virtual machine's host slowed the CPUs
# (at real-time priority as root; built with clang or cc), and the table's verdicts judge
# only the misses left once that is removed (the "own" columns; the totals are printed
# beside them); HOST_SPELLS=0 runs without it, and every miss is then the scene's own.
# OTHERS=1 (root, with perf) also traces which task held each CPU while a scene ran, and
# after it lists the late frames in which a task other than the app and the harness held a
# CPU (scripts/frame-others.py): the guest's own kernel threads and daemons run at normal
# priority, so the canary does not see them and their time counts as the app's. The table's
# verdicts ignore it; the tracer itself takes a little CPU. Before the scenes and after them,
# scripts/copy-canary.c prints how long a plain copy of a 4K frame takes, alone and with both
# CPUs copying: a shared machine whose neighbours load the memory bus draws every frame slower
# without any spell the host canary would see, and this says how quiet the run was.
# Logs stay in .build/frame-pipeline/.
# Timing figures belong here and in Benchmarks/, never in a test.
set -euo pipefail
# A relative DOCUMENT names a file from where the script was started, and so does $0.
if [ -n "${DOCUMENT:-}" ] && [ -e "$DOCUMENT" ]; then
    DOCUMENT=$(realpath -- "$DOCUMENT")
    export DOCUMENT
fi
self=$(realpath -- "$0")
cd "$(dirname "$self")/.."
seconds=${1:-10}
# Runs itself again inside a 1920x1080 Xvfb display.
if [ -z "${FOLIO_PIPELINE_IN_XVFB:-}" ]; then
    export FOLIO_PIPELINE_IN_XVFB=1
    exec xvfb-run -a -s "-screen 0 1920x1080x24" "$self" "$@"
fi
out=.build/frame-pipeline
# The reader remembers where each book was left (and the theme): the runs keep that apart
# from the user's.
export XDG_STATE_HOME="$PWD/$out/state"
if [ -n "${DOCUMENT:-}" ]; then
    [ -r "$DOCUMENT" ] || { echo "frame-pipeline: cannot read DOCUMENT=$DOCUMENT" >&2; exit 1; }
    document=("$DOCUMENT")
else
    document=(--sample)
fi
mkdir -p "$out"
rm -f "$out"/*.csv "$out"/*.log
# FOLIO_BIN names a release binary built elsewhere; otherwise this builds one.
folio=${FOLIO_BIN:-}
if [ -z "$folio" ]; then
    swift build -c release --product folio >/dev/null
    folio=$PWD/.build/release/folio
fi

if [ "${OTHERS:-0}" != 0 ] && { [ "$(id -u)" != 0 ] || ! command -v perf >/dev/null; }; then
    echo "frame-pipeline: OTHERS=1 traces the scheduler with perf, as root: apt-get install linux-perf, then run it as root" >&2
    exit 1
fi

# The canaries are built with the compiler that came with Swift.
compiler=$(command -v clang || command -v cc || true)
# The canary for the host's spells.
canary_bin=.build/host-spells
if [ "${HOST_SPELLS:-1}" != 0 ] && { [ ! -x "$canary_bin" ] || [ scripts/host-spells.c -nt "$canary_bin" ]; }; then
    if [ -z "$compiler" ]; then
        echo "frame-pipeline: no C compiler for scripts/host-spells.c; install Swift's toolchain (it brings clang), or run with HOST_SPELLS=0" >&2
        exit 1
    fi
    "$compiler" -O2 -pthread -o "$canary_bin" scripts/host-spells.c
fi
# How busy the machine's memory is (scripts/copy-canary.c), printed before and after the scenes.
copy_bin=.build/copy-canary
if [ ! -x "$copy_bin" ] || [ scripts/copy-canary.c -nt "$copy_bin" ]; then
    [ -z "$compiler" ] || "$compiler" -O2 -pthread -o "$copy_bin" scripts/copy-canary.c ||
        echo "frame-pipeline: scripts/copy-canary.c did not build; the run goes on without it" >&2
fi
copy_canary() {
    if [ -x "$copy_bin" ]; then
        echo "frame-pipeline: $("$copy_bin" || echo "the copy canary failed")"
    else
        echo "frame-pipeline: no copy canary (scripts/copy-canary.c needs a C compiler)"
    fi
}

drive() { # scene seconds
    # Each gesture is one xdotool process with a chain of commands: spawning xdotool per
    # step took milliseconds under load, so the drag's motion arrived in bursts and its gaps
    # counted as dropped frames of the app.
    local scene=$1 end=$((SECONDS + $2))
    case $scene in
    *-drag)
        # The sample book's page fills the window's height: in the scroll style one page,
        # centred (about x 575-1345 at 1920x1080); the curl shows a spread in a window this
        # wide, its right-hand page at about x 960-1720. The drag starts on the right page's
        # outer edge and sweeps 700 points towards the spine and back, moving every 5 ms
        # (faster than either display rate, so every refresh has news), never let go: the
        # turn follows the pointer the whole time.
        local from=1320 sweep=()
        [ "$scene" != curl-drag ] || from=1700
        for x in $(seq $from -8 $((from - 700))) $(seq $((from - 700)) 8 $from); do
            sweep+=(mousemove "$x" $((900 - (from - x) / 4)) sleep 0.005)
        done
        xdotool mousemove $from 900 mousedown 1
        while [ $SECONDS -lt $end ]; do xdotool "${sweep[@]}"; done
        xdotool mouseup 1 ;;
    scroll)
        local direction=-1 count=0 flick
        while [ $SECONDS -lt $end ]; do
            # Flicks across the page (about x 575-1345 at 1920x1080), not the margins.
            if [ $direction -lt 0 ]; then from=1300 to=620; else from=620 to=1300; fi
            flick=(mousemove $from 540 mousedown 1)
            for step in 1 2 3 4 5 6 7 8 9 10 11 12; do flick+=(mousemove $((from + (to - from) * step / 12)) 540 sleep 0.006); done
            xdotool "${flick[@]}" mouseup 1 sleep 0.9
            count=$((count + 1))
            if [ $((count % 5)) -eq 0 ]; then direction=$((-direction)); fi
        done ;;
    *-anim)
        local key=Right count=0
        while [ $SECONDS -lt $end ]; do
            xdotool key $key sleep 0.8
            count=$((count + 1))
            if [ $((count % 5)) -eq 0 ]; then if [ $key = Right ]; then key=Left; else key=Right; fi; fi
        done ;;
    esac
}

run_scene() { # scene hz scale
    local scene=$1 hz=$2 scale=$3 log="$out/$1-$2hz-scale$3.csv" transition=${1%-*}
    [ "$transition" != cover ] || transition=cover-flow
    local spells="$out/$1-$2hz-scale$3-host.csv"
    # The canary that sees the host's spells (scripts/host-spells.c) watches the whole run.
    local canary=
    if [ "${HOST_SPELLS:-1}" != 0 ]; then
        "$canary_bin" "$spells" 2>"$out/$scene-$hz-$scale-host.log" &
        canary=$!
    else
        spells=
    fi
    for _ in $(seq 1 50); do [ -z "$canary" ] || grep -q "watching" "$out/$scene-$hz-$scale-host.log" 2>/dev/null && break; sleep 0.1; done
    FOLIO_SCALE=$scale "$folio" open "${document[@]}" --transition "$transition" --size 1920x1080 --fps "$hz" \
        --stats-log "$log" ${FOLIO_ARGS:-} >"$out/$scene-$hz-$scale.log" 2>&1 &
    local pid=$!
    for _ in $(seq 1 100); do grep -q "window open" "$out/$scene-$hz-$scale.log" 2>/dev/null && break; sleep 0.1; done
    local tracer= trace="$out/$scene-$hz-$scale-sched"
    if [ "${OTHERS:-0}" != 0 ]; then
        perf record -q -a -e sched:sched_switch -e sched:sched_process_fork -k CLOCK_MONOTONIC \
            -o "$trace.data" 2>"$trace.log" &
        tracer=$!
    fi
    sleep 1
    # The app's CPU time (both threads) over the gestures, for the table's CPU per frame.
    local before after
    cpu_now "$pid"
    before=$cpu_reading
    drive "$scene" "$seconds"
    cpu_now "$pid"
    after=$cpu_reading
    local threads=
    [ -z "$tracer" ] || threads=$(app_threads "$pid")
    sleep 1
    [ -z "$tracer" ] || { kill -INT "$tracer" 2>/dev/null || true; wait "$tracer" 2>/dev/null || true; }
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    [ -z "$canary" ] || { kill "$canary" 2>/dev/null || true; wait "$canary" 2>/dev/null || true; }
    [ -z "$canary" ] || grep -h "host-spells:" "$out/$scene-$hz-$scale-host.log" | tail -1 | sed "s/^/$scene $hz Hz scale $scale: /" >&2
    if [ -n "$tracer" ]; then
        perf script -i "$trace.data" -F cpu,time,event,trace >"$trace.txt" 2>>"$trace.log" || true
        python3 scripts/frame-others.py "$log" "$hz" "$trace.txt" "$threads" "$scene $hz Hz scale $scale" >&2 ||
            echo "frame-pipeline: scripts/frame-others.py could not judge $scene (its message is above; perf's is in $trace.log)" >&2
    fi
    specs+=("$log:$hz:$scene:$spells:$(cpu_between "$before" "$after")")
}

app_threads() { # pid: the threads of the app and of the processes it started (a PDF's renderer), comma-separated
    # Each process's parent, from /proc/PID/stat (its fourth field, after the name in brackets).
    local stat f parents=() found=("$1") list=() p t k
    for f in /proc/[0-9]*/stat; do
        { read -r stat <"$f"; } 2>/dev/null || continue
        local -a fields=(${stat##*) })
        parents+=("${f//[^0-9]/}:${fields[1]}")
    done
    for ((k = 0; k < ${#found[@]}; k++)); do
        for p in "${parents[@]}"; do [ "${p#*:}" != "${found[k]}" ] || found+=("${p%%:*}"); done
    done
    for p in "${found[@]}"; do
        for t in /proc/"$p"/task/*; do [ -e "$t" ] && list+=("${t##*/}"); done
    done
    local IFS=,
    echo "${list[*]}"
}

cpu_now() { # pid: sets cpu_reading to "TICKS MICROSECONDS": its user and system time, CLOCK_REALTIME
    # Builtins only: the reading after a drag falls on the frames that settle the turn, and a
    # process started there (Python takes about 0.1 s of CPU to start on these machines) took
    # a core from the app, whose frames then counted as its own misses.
    local stat time=${EPOCHREALTIME:-}
    cpu_reading=
    [ -n "$time" ] && { read -r stat <"/proc/$1/stat"; } 2>/dev/null || return 0
    local -a fields=(${stat##*) })
    time=${time/[.,]/}
    cpu_reading="$((fields[11] + fields[12])) $((10#$time))"
}

cpu_between() { # before after: "MS,FROM,TO" for frame-stats.py (FROM, TO on CLOCK_MONOTONIC), or nothing
    [ -n "$1" ] && [ -n "$2" ] || return 0
    # After the scene, so Python takes no core from it; the offset between the clocks is the
    # same seconds later.
    python3 -c 'import os, sys, time
t0, r0, t1, r1 = (int(x) for x in sys.argv[1].split() + sys.argv[2].split())
offset = time.clock_gettime_ns(time.CLOCK_REALTIME) // 1000 - time.clock_gettime_ns(time.CLOCK_MONOTONIC) // 1000
print("%.1f,%d,%d" % ((t1 - t0) * 1000 / os.sysconf("SC_CLK_TCK"), r0 - offset, r1 - offset))' "$1" "$2"
}

specs=()
echo "frame-pipeline: $(uptime | sed 's/.*load/load/'), presenter ${FOLIO_PRESENTER:-default}, ${seconds} s per scene"
copy_canary
for scale in ${SCALES:-1 2}; do for hz in ${RATES:-60 120}; do
    for scene in ${SCENES:-curl-drag curl-anim cube-drag cube-anim flip-drag flip-anim cover-drag cover-anim}; do run_scene $scene $hz $scale; done
done; done
grep -h "window open" "$out"/*.log | head -1
python3 scripts/frame-stats.py "${specs[@]}"
copy_canary
echo "frame-pipeline: done, $(uptime | sed 's/.*load/load/')"
