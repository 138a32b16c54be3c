#!/usr/bin/env bash
# End-to-end test of the reader's search in a real window under Xvfb: opens a PDF nobody on
# the project wrote (one from /usr/share/doc, else a small one written here), presses Ctrl-F,
# types a word, presses Escape and captures the window; then opens the same file with
# `folio open FILE --page N`, N being the page of the word's first match from the starting
# page (found with pdftotext), and captures again. The two captures must be identical.
# Usage: scripts/e2e-search.sh [path/to/folio]. Screenshots are kept in .build/e2e-search/.
set -euo pipefail
cd "$(dirname "$0")/.."
FOLIO=$(realpath "${1:-.build/debug/folio}")
OUT=$(realpath -m "${E2E_OUT:-.build/e2e-search}")
if [ -z "${FOLIO_E2E_INSIDE_XVFB:-}" ]; then
    rm -rf "$OUT" && mkdir -p "$OUT"
    export FOLIO_E2E_INSIDE_XVFB=1
    exec xvfb-run -a -s "-screen 0 1280x800x24" bash ${E2E_TRACE:+-x} "$0" "$FOLIO"
fi

fail() { echo "e2e-search: FAIL: $*" >&2; exit 1; }
note() { echo "e2e-search: $*"; }
for tool in pdftotext xdotool import compare; do
    command -v "$tool" >/dev/null || fail "$tool is missing (Debian: poppler-utils, xdotool, imagemagick)"
done
export XDG_STATE_HOME="$OUT/state"  # no remembered page from an earlier run
SIZE=900x700

APP_PID=""
cleanup() { if [ -n "$APP_PID" ] && kill -0 "$APP_PID" 2>/dev/null; then kill -TERM "$APP_PID"; fi; }
trap cleanup EXIT

# The PDF: a real manual if one is installed, else four pages written here by hand.
PDF="$OUT/document.pdf"
DOCS=${E2E_SEARCH_DOCS:-/usr/share/doc}  # where to look for a real PDF
SOURCE=$( (find "$DOCS" -name "*.pdf" -size +20k 2>/dev/null || true) | sort | head -1)
[ -n "$SOURCE" ] || SOURCE=$( (find "$DOCS" -name "*.pdf.gz" -size +20k 2>/dev/null || true) | sort | head -1)
if [ -n "$SOURCE" ] && [ "${SOURCE%.gz}" != "$SOURCE" ]; then
    gunzip -c "$SOURCE" >"$PDF"
elif [ -n "$SOURCE" ]; then
    cp "$SOURCE" "$PDF"
else
    SOURCE="(written here)"
    scripts/write-text-pdf.py "$PDF" "Search test|nothing to see" "still nothing" \
        "the lighthouse keeper" "another lighthouse"
fi
PAGES=$(pdfinfo "$PDF" 2>/dev/null | awk '/^Pages:/ { print $2 }' || true)
[ -n "$PAGES" ] || PAGES=$(pdftotext "$PDF" - | tr -cd '\f' | wc -c)
[ "$PAGES" -ge 2 ] || fail "$SOURCE has fewer than two pages"

# page_text N: the text of page N (from 1), lower-cased.
page_text() { pdftotext -q -f "$1" -l "$1" "$PDF" - | tr '[:upper:]' '[:lower:]'; }

# The word: the longest plain word of the page a little after the start that is on neither
# the start page nor the page after it, so the search has to move.
START=$(( PAGES >= 6 ? 3 : 1 ))
TARGET=$(( START + 2 <= PAGES ? START + 2 : PAGES ))
BEFORE=$( { page_text "$START"; [ $((START + 1)) -lt "$TARGET" ] && page_text $((START + 1)); true; } )
WORD=""
for candidate in $(page_text "$TARGET" | grep -oE '\b[a-z]{6,14}\b' | awk '{ print length, $0 }' | sort -rn | cut -d' ' -f2); do
    if ! grep -q -- "$candidate" <<<"$BEFORE"; then WORD=$candidate; break; fi
done
[ -n "$WORD" ] || fail "no word on page $TARGET of $SOURCE that is not on the pages before it"

# The page of the first match from the start page, wrapping around, as the reader searches.
EXPECTED=""
for page in $(seq "$START" "$PAGES") $(seq 1 $((START - 1))); do
    if page_text "$page" | grep -q -- "$WORD"; then EXPECTED=$page; break; fi
done
[ -n "$EXPECTED" ] || fail "pdftotext finds '$WORD' nowhere"
note "$SOURCE: $PAGES pages; from page $START, '$WORD' is first on page $EXPECTED"

# start ARGS...: runs folio with its state and frame reports under $OUT.
start() {
    STATE="$OUT/state.txt"; FRAME="$OUT/frame.png"
    rm -f "$STATE" "$FRAME"
    # One page at a time: in a window this wide the reader would show a spread, whose state
    # names its left page, and the check is about where search goes, not the layout.
    FOLIO_STATE_FILE="$STATE" FOLIO_FRAME_FILE="$FRAME" "$FOLIO" open "$PDF" --size "$SIZE" --spread single "$@" \
        >"$OUT/folio.log" 2>&1 &
    APP_PID=$!
    for _ in $(seq 200); do [ -s "$STATE" ] && break; sleep 0.1; done
    [ -s "$STATE" ] || fail "folio showed no frame ($(cat "$OUT/folio.log"))"
    WID=$(xdotool search --onlyvisible --pid "$APP_PID" 2>/dev/null | head -1)
    [ -n "$WID" ] || fail "no visible folio window"
}

# wait_state TEXT: waits until the app reports a state containing TEXT.
wait_state() {
    for _ in $(seq 100); do grep -q -- "$1" "$STATE" 2>/dev/null && return 0; sleep 0.1; done
    fail "state never became '$1' (last: $(cat "$STATE" 2>/dev/null || echo none))"
}

# capture NAME: the window to $OUT/NAME.png, which must be the frame the app presented.
capture() {
    sleep 0.5
    import -window "$WID" "$OUT/$1.png"
    local diff
    diff=$(compare -metric AE "$OUT/$1.png" "$FRAME" null: 2>&1 || true)
    [ "$diff" = "0" ] || fail "$1: the window is not the app's last frame ($diff pixels differ)"
}

stop() {
    kill -TERM "$APP_PID" 2>/dev/null || true
    wait "$APP_PID" 2>/dev/null || true
    APP_PID=""
}

start --page "$START"
wait_state "page=$START of"
xdotool key --window "$WID" ctrl+f
sleep 0.3
xdotool type --window "$WID" --delay 60 "$WORD"
wait_state "page=$EXPECTED of"
sleep 0.5  # the search may still be counting; the page it went to does not change
xdotool key --window "$WID" Escape
sleep 0.3
wait_state "page=$EXPECTED of"
capture searched
stop

start --page "$EXPECTED"
wait_state "page=$EXPECTED of"
capture opened
stop

diff=$(compare -metric AE "$OUT/searched.png" "$OUT/opened.png" "$OUT/difference.png" 2>&1 || true)
[ "$diff" = "0" ] || fail "after the search the window differs from 'folio open --page $EXPECTED' ($diff pixels; see $OUT)"
note "ok: Ctrl-F, '$WORD', Escape shows exactly what 'folio open --page $EXPECTED' shows"
