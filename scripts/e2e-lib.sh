# What the window checks (scripts/e2e-*.sh) share: running under Xvfb, launching folio with
# its state and frame reports, waiting for a state, capturing the window and comparing it
# with the frame the app presented, and closing it. Sourced, never run:
#   E2E_NAME=e2e-goto; E2E_OUT_DEFAULT=.build/e2e-goto; source scripts/e2e-lib.sh "$@"
# After it: $FOLIO (the binary, from the first argument), $OUT (a fresh folder), and the
# functions below. The script is run again inside xvfb-run the first time.
set -euo pipefail
cd "$(dirname "$0")/.."
FOLIO=$(realpath "${1:-.build/debug/folio}")
OUT=$(realpath -m "${E2E_OUT:-$E2E_OUT_DEFAULT}")
rm -rf "$OUT" && mkdir -p "$OUT"
if [ -z "${FOLIO_E2E_INSIDE_XVFB:-}" ]; then
    export FOLIO_E2E_INSIDE_XVFB=1
    exec xvfb-run -a -s "-screen 0 1280x800x24" bash ${E2E_TRACE:+-x} "$0" "$FOLIO"
fi

fail() { echo "$E2E_NAME: FAIL: $*" >&2; exit 1; }
note() { echo "$E2E_NAME: $*"; }

APP_PID=""
cleanup() { if [ -n "$APP_PID" ] && kill -0 "$APP_PID" 2>/dev/null; then kill -TERM "$APP_PID"; fi; }
trap cleanup EXIT

# start NAME ARGS...: launches `folio ARGS...` with its state and frame reports under
# $OUT/NAME.*, finds its window ($WID) and puts the pointer over it, since no window manager
# gives the window the keyboard.
start() {
    local name=$1; shift
    STATE="$OUT/$name.state"; FRAME="$OUT/$name.frame.png"; LOG="$OUT/$name.log"
    rm -f "$STATE" "$FRAME"
    FOLIO_STATE_FILE="$STATE" FOLIO_FRAME_FILE="$FRAME" "$FOLIO" "$@" >"$LOG" 2>&1 &
    APP_PID=$!
    # The first state report comes with the first frame, after SDL has created its renderer
    # (which may replace the window it first opened), so the window found then is the one.
    for _ in $(seq 200); do [ -s "$STATE" ] && break; sleep 0.1; done
    [ -s "$STATE" ] || fail "folio $* showed no frame ($(cat "$LOG"))"
    WID=$(xdotool search --onlyvisible --pid "$APP_PID" 2>/dev/null | head -1)
    [ -n "$WID" ] || fail "no visible window for: folio $*"
    eval "$(xdotool getwindowgeometry --shell "$WID")"
    xdotool mousemove $((X + WIDTH / 2)) $((Y + 40))
    sleep 0.5
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
    sleep 0.5  # the last present, and the page bar's fade
    import -window "$WID" "$OUT/$1.png"
    local diff
    diff=$(compare -metric AE "$OUT/$1.png" "$FRAME" null: 2>&1 || true)
    [ "$diff" = "0" ] || fail "$1: the window shows something else than the app's last frame ($diff pixels differ)"
}

# quit: presses Escape and checks the app exits cleanly.
quit() {
    # The window may be gone before xdotool sends the key release (BadWindow): that is the
    # point, so only the exit below is checked.
    xdotool key --window "$WID" Escape 2>/dev/null || true
    for _ in $(seq 50); do kill -0 "$APP_PID" 2>/dev/null || break; sleep 0.1; done
    kill -0 "$APP_PID" 2>/dev/null && fail "Escape did not close the window"
    wait "$APP_PID" || fail "folio exited with status $?"
    APP_PID=""
}

# stop: ends the app without asking it (when how it closes is not what is checked).
stop() {
    kill -TERM "$APP_PID" 2>/dev/null || true
    wait "$APP_PID" 2>/dev/null || true
    APP_PID=""
}
