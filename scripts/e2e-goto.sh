#!/usr/bin/env bash
# End-to-end test of going to a page and of the place a book reopens at, in the real window
# under Xvfb: a page number typed and Return shows exactly what `folio open --page N` shows;
# a page label typed after `:` goes to its page; an EPUB left on a page and reopened at
# another window size keeps its place in the text (the remembered position is unchanged).
# Usage: scripts/e2e-goto.sh [path/to/folio]. Screenshots are kept in .build/e2e-goto/.
E2E_NAME=e2e-goto; E2E_OUT_DEFAULT=.build/e2e-goto
source "$(dirname "$0")/e2e-lib.sh" "$@"

# make_pdf FILE PAGES: a PDF of PAGES pages, each saying its number in large type, labelled
# i, ii, iii, iv and then 1, 2, 3….
make_pdf() {
    local pages=() i
    for ((i = 1; i <= $2; i++)); do pages+=("Page $i"); done
    scripts/write-text-pdf.py "$1" --size 96 --roman-front 4 "${pages[@]}"
}
# wait_title TEXT: waits until the window's title contains TEXT.
wait_title() {
    for _ in $(seq 50); do
        if xdotool getwindowname "$WID" 2>/dev/null | grep -qF -- "$1"; then return 0; fi
        sleep 0.1
    done
    fail "the title never showed '$1' (last: $(xdotool getwindowname "$WID" 2>/dev/null))"
}

# keys KEY...: one key at a time, as a person types.
keys() { for key in "$@"; do xdotool key --window "$WID" "$key"; sleep 0.15; done; }

PDF="$OUT/labelled.pdf"
make_pdf "$PDF" 40
SIZE=600x800

# --- 1. A page number typed, then Return, shows what `--page 17` opens on.
export XDG_STATE_HOME="$OUT/state-typed"
start typed open "$PDF" --size "$SIZE"
wait_state "page=1 of 40"
keys 1 7 Return
wait_state "page=17 of 40"
wait_title "13 · 17 of 40"
capture typed-17
quit
export XDG_STATE_HOME="$OUT/state-opened"
start opened open "$PDF" --size "$SIZE" --page 17
wait_state "page=17 of 40"
capture opened-17
diff=$(compare -metric AE "$OUT/typed-17.png" "$OUT/opened-17.png" null: 2>&1 || true)
[ "$diff" = "0" ] || fail "typing 17 and Return differs from --page 17 ($diff pixels)"
note "typed 1 7 Return = folio open --page 17 (0 pixels differ); the title says 13 · 17 of 40"

# --- 2. A page label after `:`, and a page that does not exist.
keys colon i i i Return
wait_state "page=3 of 40"
wait_title "iii · 3 of 40"
keys 9 9 Return Escape
sleep 0.3
grep -q "page=3 of 40" "$STATE" || fail "page 99 of 40 moved the reader ($(cat "$STATE"))"
capture label-iii
quit
note ": i i i Return went to the page labelled iii; 99 Return stayed"

# --- 3. An EPUB left on a page and reopened at another size keeps its place in the text.
MD="$OUT/numbered.md"
{ printf -- '---\ntitle: Numbered\nlang: en\n---\n\n'
  for c in 1 2 3; do
      printf '# Chapter %d\n\n' "$c"
      for p in $(seq 60); do for w in $(seq 40); do printf 'c%dp%dw%d ' "$c" "$p" "$w"; done; printf '\n\n'; done
  done; } >"$MD"
EPUB="$OUT/numbered.epub"
pandoc "$MD" -o "$EPUB" -t epub3 || fail "pandoc could not write the EPUB"
export XDG_STATE_HOME="$OUT/state-epub"
RECORD_DIR="$XDG_STATE_HOME/folio/positions"
start epub-wide open "$EPUB" --size 1000x700
keys 8 Return
wait_state "page=8 of"
capture epub-wide
quit
position() { grep -o '"position":{[^}]*}' "$RECORD_DIR"/*.json || fail "no position remembered ($(cat "$RECORD_DIR"/*.json))"; }
before=$(position)
start epub-narrow open "$EPUB" --size 480x800
sleep 1
capture epub-narrow
quit
after=$(position)
[ "$before" = "$after" ] || fail "reopening at 480x800 moved the place: $before -> $after"
note "EPUB left on page 8 at 1000x700, reopened at 480x800 on $(grep -o 'page=[0-9]* of [0-9+]*' "$STATE"): the same place $after"
note "all passed; screenshots in $OUT"
