#!/usr/bin/env bash
# End-to-end test of the reader's search in a real window under Xvfb: opens a PDF nobody on
# the project wrote (one from /usr/share/doc, else a small one written here), presses Ctrl-F,
# types a word, presses Escape and captures the window; then opens the same file with
# `folio open FILE --page N`, N being the page of the word's first match from the starting
# page (found with pdftotext), and captures again. The two captures must be identical.
# Usage: scripts/e2e-search.sh [path/to/folio]. Screenshots are kept in .build/e2e-search/.
E2E_NAME=e2e-search; E2E_OUT_DEFAULT=.build/e2e-search
source "$(dirname "$0")/e2e-lib.sh" "$@"

for tool in pdftotext xdotool import compare; do
    command -v "$tool" >/dev/null || fail "$tool is missing (Debian: poppler-utils, xdotool, imagemagick)"
done
export XDG_STATE_HOME="$OUT/state"  # no remembered page from an earlier run
SIZE=900x700

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

# open_pdf NAME ARGS...: the PDF in a window of $SIZE, one page at a time: in a window this
# wide the reader would show a spread, whose state names its left page, and the check is
# about where search goes, not the layout.
open_pdf() {
    local name=$1; shift
    start "$name" open "$PDF" --size "$SIZE" --spread single "$@"
}

open_pdf searching --page "$START"
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

open_pdf opened --page "$EXPECTED"
wait_state "page=$EXPECTED of"
capture opened
stop

diff=$(compare -metric AE "$OUT/searched.png" "$OUT/opened.png" "$OUT/difference.png" 2>&1 || true)
[ "$diff" = "0" ] || fail "after the search the window differs from 'folio open --page $EXPECTED' ($diff pixels; see $OUT)"
note "ok: Ctrl-F, '$WORD', Escape shows exactly what 'folio open --page $EXPECTED' shows"
