#!/usr/bin/env bash
# Soak test of the folio window: runs the release app under Xvfb and drives it with random
# input (drags, flicks, keys, the wheel, taps, window resizes, gallery switches) for a fixed
# time, recording its resident memory every few seconds. It fails when the app crashes or
# exits with an error, when a frame gets stuck (a resize produces no new resting frame), or
# when memory keeps growing.
#
# Usage: scripts/soak.sh [SECONDS]   (default: $SOAK_SECONDS, else 600)
#   FOLIO=path/to/folio        the app (default .build/release/folio)
#   SOAK_OUT=dir               where the RSS CSV, logs and state files go (default .build/soak)
#   SOAK_SEED=n                the random seed (default 1), so a failing run can be replayed
#   SOAK_GROWTH_MB=n           the allowed growth (default 64), see check_growth below
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_TOTAL=${1:-${SOAK_SECONDS:-600}}
FOLIO=$(realpath "${FOLIO:-.build/release/folio}")
OUT=$(realpath -m "${SOAK_OUT:-.build/soak}")
GROWTH_MB=${SOAK_GROWTH_MB:-64}
if [ -z "${FOLIO_SOAK_INSIDE_XVFB:-}" ]; then
    [ -x "$FOLIO" ] || { echo "soak: no app at $FOLIO (swift build -c release --product folio)" >&2; exit 1; }
    rm -rf "$OUT" && mkdir -p "$OUT"
    export FOLIO_SOAK_INSIDE_XVFB=1 FOLIO SOAK_OUT="$OUT" SOAK_GROWTH_MB="$GROWTH_MB"
    exec xvfb-run -a -s "-screen 0 1280x800x24" bash "$0" "$SECONDS_TOTAL"
fi
RANDOM=${SOAK_SEED:-1}
CSV="$OUT/rss.csv"
echo "phase,seconds,rss_kb" >"$CSV"

fail() { echo "soak: FAIL: $*" >&2; exit 1; }
note() { echo "soak: $*"; }

APP_PID=""
SAMPLER_PID=""
cleanup() {
    if [ -n "$SAMPLER_PID" ]; then kill "$SAMPLER_PID" 2>/dev/null || true; fi
    if [ -n "$APP_PID" ] && kill -0 "$APP_PID" 2>/dev/null; then kill -TERM "$APP_PID"; fi
}
trap cleanup EXIT

# start NAME ARGS...: launches folio with its state and frame reports under $OUT/NAME.*, finds
# its window, and starts sampling its RSS every 2 s into the CSV.
start() {
    PHASE=$1; shift
    STATE="$OUT/$PHASE.state"; FRAME="$OUT/$PHASE.frame.png"; LOG="$OUT/$PHASE.log"
    FOLIO_STATE_FILE="$STATE" FOLIO_FRAME_FILE="$FRAME" "$FOLIO" "$@" >"$LOG" 2>&1 &
    APP_PID=$!
    for _ in $(seq 200); do [ -s "$STATE" ] && break; sleep 0.1; done
    [ -s "$STATE" ] || fail "folio $* showed no frame ($(cat "$LOG"))"
    WID=$(xdotool search --onlyvisible --pid "$APP_PID" 2>/dev/null | head -1)
    [ -n "$WID" ] || fail "no visible window for: folio $*"
    W=800; H=600
    (
        start=$(date +%s)
        while rss=$(awk '/^VmRSS:/ { print $2 }' "/proc/$APP_PID/status" 2>/dev/null) && [ -n "$rss" ]; do
            echo "$PHASE,$(($(date +%s) - start)),$rss" >>"$CSV"
            sleep 2
        done
    ) &
    SAMPLER_PID=$!
}

# alive: fails with the app's exit status and the end of its log when it has gone.
alive() {
    kill -0 "$APP_PID" 2>/dev/null && return 0
    local status=0
    wait "$APP_PID" || status=$?
    APP_PID=""
    fail "$PHASE: folio died (exit status $status): $(tail -3 "$LOG")"
}

frame_time() { date -r "$FRAME" +%s%N 2>/dev/null || echo 0; }

# probe: a stuck-frame check. Every screen lays out again when the window is resized, and
# the app writes the frame it presents whenever it comes to rest, so a resize that does not
# produce a new resting frame within 10 s means the window stopped drawing or never settles.
probe() {
    local before
    before=$(frame_time)
    resize
    for _ in $(seq 100); do
        [ "$(frame_time)" != "$before" ] && return 0
        alive
        sleep 0.1
    done
    fail "$PHASE: no new frame within 10 s of a resize to ${W}x${H} (state: $(cat "$STATE"))"
}

rand() { echo $((RANDOM % $1)); }
resize() {
    local sizes=(800x600 1024x768 640x480 1200x780 540x720 960x640 400x300)
    local size=${sizes[$(rand ${#sizes[@]})]}
    if [ "$size" = "${W}x${H}" ]; then size=700x500; fi
    W=${size%x*}; H=${size#*x}
    xdotool windowsize "$WID" "$W" "$H"
}

# drag STEPS PAUSE: a drag between two random points, in STEPS moves PAUSE seconds apart
# (separate xdotool calls, so that SDL stamps them at different times for velocity).
drag() {
    local x0 y0 x1 y1 i
    x0=$(rand "$W"); y0=$(rand "$H"); x1=$(rand "$W"); y1=$(rand "$H")
    xdotool mousemove --window "$WID" "$x0" "$y0" mousedown 1
    for i in $(seq "$1"); do
        sleep "$2"
        xdotool mousemove --window "$WID" $((x0 + (x1 - x0) * i / $1)) $((y0 + (y1 - y0) * i / $1))
    done
    xdotool mouseup 1
}

# act GALLERY: one random action; GALLERY=1 adds screen switches (digits, Escape and back).
act() {
    # No Tab: it can reach the menu, where a following Escape would quit.
    local keys=(Right Left Up Down Next Prior Home End space Return)
    case $(rand 10) in
        0 | 1 | 2) drag 8 0.03 ;;
        3) drag 3 0.01 ;;  # a flick
        4 | 5) xdotool key --window "$WID" "${keys[$(rand ${#keys[@]})]}" ;;
        6) xdotool mousemove --window "$WID" "$(rand "$W")" "$(rand "$H")" click "$((4 + $(rand 2)))" ;;
        7) xdotool mousemove --window "$WID" "$(rand "$W")" "$(rand "$H")" click 1 ;;
        8) if [ "$(rand 4)" = 0 ]; then resize; fi ;;
        9)
            if [ "$1" = 1 ]; then
                # Escape only from a screen (from the menu it quits), and straight back into one.
                if [ "$(rand 2)" = 0 ] && ! grep -q "screen=menu" "$STATE"; then
                    xdotool key --window "$WID" Escape
                    for _ in $(seq 30); do grep -q "screen=menu" "$STATE" && break; alive; sleep 0.1; done
                    # A first Escape closes what a random tap or key opened over the screen (a
                    # reader's scrubber shown by a tap in the middle of the page, its contents
                    # list) before the second leaves the screen, as a user would press it twice.
                    if ! grep -q "screen=menu" "$STATE"; then
                        xdotool key --window "$WID" Escape
                        for _ in $(seq 100); do grep -q "screen=menu" "$STATE" && break; alive; sleep 0.1; done
                    fi
                    grep -q "screen=menu" "$STATE" || fail "Escape did not return to the menu ($(cat "$STATE"))"
                fi
                xdotool key --window "$WID" "$((1 + $(rand 9)))"
            fi
            ;;
    esac
    sleep 0.0$(rand 10)
}

# quit: leaves the window the way a user does (Escape; from a gallery screen, twice) and
# checks that the app exits with status 0.
quit() {
    local _
    for _ in 1 2; do
        xdotool key --window "$WID" Escape 2>/dev/null || true
        for _ in $(seq 30); do kill -0 "$APP_PID" 2>/dev/null || break; sleep 0.1; done
        kill -0 "$APP_PID" 2>/dev/null || break
    done
    kill -0 "$APP_PID" 2>/dev/null && fail "$PHASE: Escape did not close the window"
    wait "$APP_PID" || fail "$PHASE: folio exited with status $? ($(tail -3 "$LOG"))"
    APP_PID=""
    kill "$SAMPLER_PID" 2>/dev/null || true
    wait "$SAMPLER_PID" 2>/dev/null || true
    SAMPLER_PID=""
}

# check_growth: fails when the RSS of the phase's last third exceeds the highest RSS before
# it by more than GROWTH_MB. The reader's caches are bounded (160 MB of decoded images, 160 MB
# of PDF pages, 32 MB of zoom tiles), and how soon they fill depends on how many actions the
# machine manages per second: on a busy machine the pictures phase fills its image cache over
# two thirds of the run, then levels off. Memory that keeps growing still grows in the last
# third: a leak of one 1280x800 frame (4 MB) per turn or resize passes 64 MB within a third
# of any phase, while a cache that has reached its budget cannot.
check_growth() {
    awk -F, -v phase="$PHASE" -v limit="$GROWTH_MB" '
        $1 == phase { rss[n++] = $3 }
        END {
            if (n < 6) { print "too few samples (" n ")"; exit 0 }
            third = int(n / 3)
            for (i = 0; i < third; i++) if (rss[i] > early) early = rss[i]
            for (i = 0; i < n - third; i++) if (rss[i] > before) before = rss[i]
            for (i = n - third; i < n; i++) if (rss[i] > late) late = rss[i]
            for (i = 0; i < n; i++) if (rss[i] > peak) peak = rss[i]
            printf "RSS start %.1f MB, end %.1f MB, max %.1f MB (first third max %.1f, before the last third %.1f, last third max %.1f)\n",
                rss[0] / 1024, rss[n - 1] / 1024, peak / 1024, early / 1024, before / 1024, late / 1024
            if (late - before > limit * 1024) { print "GROWTH"; exit 1 }
        }' "$CSV" >"$OUT/$PHASE.rss.txt" || fail "$PHASE: memory grew: $(head -1 "$OUT/$PHASE.rss.txt")"
    note "$PHASE: $(head -1 "$OUT/$PHASE.rss.txt")"
}

# soak NAME SECONDS GALLERY ARGS...: one app run under random input for SECONDS.
soak() {
    local name=$1 seconds=$2 gallery=$3 count=0
    shift 3
    start "$name" "$@"
    if [ "$gallery" = 1 ]; then xdotool key --window "$WID" 1; fi
    resize
    local end=$((SECONDS + seconds)) next_probe=$((SECONDS + 10))
    while [ "$SECONDS" -lt "$end" ]; do
        act "$gallery"
        count=$((count + 1))
        alive
        if [ "$SECONDS" -ge "$next_probe" ]; then
            probe
            next_probe=$((SECONDS + 10))
        fi
    done
    probe
    quit
    note "$name: $count random actions in ${seconds}s, no crash, no stuck frame"
    check_growth
}

# Material to open: the sample book, this README (Markdown), a PDF manual from the system's
# documentation when one is installed, and a folder of pictures folio renders itself.
PICTURES="$OUT/pictures"
"$FOLIO" export --sample --frames 40 --size 800x600 -o "$PICTURES" >/dev/null 2>&1 \
    || fail "could not make the picture folder"
PDF=$(ls /usr/share/doc/*/*.pdf 2>/dev/null | head -1 || true)

SHARE=$((SECONDS_TOTAL / 6))
soak gallery $((SHARE * 2)) 1 gallery
soak sample "$SHARE" 0 open --sample --size 800x600
soak markdown "$SHARE" 0 open README.md --size 800x600
soak pictures "$SHARE" 0 open "$PICTURES" --size 800x600
if [ -n "$PDF" ]; then
    soak pdf "$SHARE" 0 open "$PDF" --size 800x600
else
    soak sample-curl-mid "$SHARE" 0 open --sample --transition curl --spine mid --size 800x600
fi
note "PASS in ${SECONDS}s (RSS samples in $CSV)"
