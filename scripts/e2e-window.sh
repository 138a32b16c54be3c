#!/usr/bin/env bash
# End-to-end test of the folio window: runs it under Xvfb, drives it with xdotool like a
# person would (drags, keys, the wheel), captures the window, and checks that what is on
# screen matches the page the app reports and a headless rendering of the same state.
# Usage: scripts/e2e-window.sh [path/to/folio]. Screenshots are kept in .build/e2e/.
E2E_NAME=e2e; E2E_OUT_DEFAULT=.build/e2e
source "$(dirname "$0")/e2e-lib.sh" "$@"

# differs A B: fails unless screenshots A and B differ in many pixels.
differs() {
    local diff
    diff=$(compare -metric AE "$OUT/$1.png" "$OUT/$2.png" null: 2>&1 || true)
    [ "${diff%%.*}" -gt 1000 ] 2>/dev/null || fail "$2 looks like $1 ($diff pixels differ)"
}

# drag X0 Y0 X1 Y1: a mouse drag in window coordinates, in eight steps with short pauses so
# that SDL stamps them at different times (velocity estimation needs that).
drag() {
    xdotool mousemove --window "$WID" "$1" "$2" mousedown 1
    for i in 1 2 3 4 5 6 7 8; do
        sleep 0.03
        xdotool mousemove --window "$WID" $(($1 + ($3 - $1) * i / 8)) $(($2 + ($4 - $2) * i / 8))
    done
    sleep 0.03
    xdotool mouseup 1
}

# matches_headless NAME PAGE W H: the screenshot NAME equals a headless rendering of the
# sample book at rest on PAGE, made by `folio export` at the same size.
matches_headless() {
    "$FOLIO" export --sample --page "$2" --frames 1 --size "$3x$4" -o "$OUT/headless-$2" >/dev/null 2>&1 \
        || fail "headless export of page $2 failed"
    local diff
    diff=$(compare -metric AE "$OUT/$1.png" "$OUT/headless-$2/frame-00001.png" null: 2>&1 || true)
    [ "$diff" = "0" ] || fail "$1: the window differs from the headless rendering of page $2 ($diff pixels)"
}

# --- 1. The reader: a drag, a key and the wheel each turn one page; every resting frame is
# what the app presented and what a headless rendering of that page looks like.
W=540; H=720
start reader open --sample --size "${W}x${H}"
wait_state "page=1 of 8"
capture reader-1
matches_headless reader-1 1 $W $H
drag $((W * 9 / 10)) $((H * 6 / 10)) $((W / 10)) $((H * 55 / 100))
wait_state "page=2 of 8"
capture reader-2
differs reader-1 reader-2
matches_headless reader-2 2 $W $H
xdotool key --window "$WID" Right
wait_state "page=3 of 8"
capture reader-3
matches_headless reader-3 3 $W $H
xdotool mousemove --window "$WID" $((W / 2)) $((H / 2)) click 5
wait_state "page=4 of 8"
capture reader-4
matches_headless reader-4 4 $W $H
quit
note "reader: drag, Right and the wheel turned pages 1 -> 2 -> 3 -> 4; screen = presented frame = headless render"

# --- 2. The gallery: opens on its menu, a number key opens the carousel, a drag turns a
# picture, Escape goes back and Escape again quits.
start gallery
wait_state "screen=menu"
capture gallery-menu
xdotool mousemove --window "$WID" 500 400 key 1
wait_state "screen=carousel page=1 of 8"
capture gallery-carousel-1
differs gallery-menu gallery-carousel-1
drag 900 400 150 380
wait_state "screen=carousel page=2 of 8"
capture gallery-carousel-2
differs gallery-carousel-1 gallery-carousel-2
xdotool key --window "$WID" Escape
wait_state "screen=menu"
quit
note "gallery: menu -> carousel (key 1) -> next picture (drag) -> menu (Escape) -> quit (Escape)"

# --- 3. No display: folio says so in one line and writes the sample flip-through.
NODISPLAY="$OUT/no-display"
mkdir -p "$NODISPLAY"
(cd "$NODISPLAY" && env -u DISPLAY -u WAYLAND_DISPLAY "$FOLIO" >stdout.txt 2>stderr.txt) \
    || fail "folio without a display exited with an error: $(tail -2 "$NODISPLAY/stderr.txt")"
head -1 "$NODISPLAY/stdout.txt" | grep -q "^folio: no display found" || fail "no one-line 'no display' notice"
COUNT=$(ls "$NODISPLAY/folio-export" | grep -c '^frame-.*\.png$')
grep -q "wrote $COUNT PNG frames to folio-export/" "$NODISPLAY/stdout.txt" \
    || fail "folio did not say where the $COUNT frames are: $(cat "$NODISPLAY/stdout.txt")"
note "no display: $(tail -1 "$NODISPLAY/stdout.txt")"

# --- 4. A PDF with a password: the window asks for it, typed text reaches the field (SDL's
# text input), a wrong password is refused and the right one shows the book.
printf '%%PDF-1.4\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n2 0 obj <</Type/Pages/Kids[3 0 R]/Count 1>> endobj\n3 0 obj <</Type/Page/Parent 2 0 R/MediaBox[0 0 300 400]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>> endobj\n4 0 obj <</Length 40>> stream\nBT /F1 36 Tf 40 200 Td (Unlocked) Tj ET\nendstream endobj\n5 0 obj <</Type/Font/Subtype/Type1/BaseFont/Helvetica>> endobj\ntrailer <</Root 1 0 R>>\n%%%%EOF\n' \
    >"$OUT/plain.pdf"
# qpdf rebuilds the cross-reference table the hand-written file lacks (exit 3: warnings only).
qpdf "$OUT/plain.pdf" --encrypt "tea for two" owner 256 -- "$OUT/locked.pdf" 2>/dev/null || [ $? -eq 3 ] \
    || fail "qpdf could not encrypt the fixture"
start password open "$OUT/locked.pdf" --size 540x720
wait_state "screen=password"
xdotool type --window "$WID" --delay 30 "tea for three"
xdotool key --window "$WID" Return
wait_state "screen=password refused"
capture password-refused
xdotool type --window "$WID" --delay 30 "tea for two"
xdotool key --window "$WID" Return
wait_state "page=1 of 1"
capture password-open
differs password-refused password-open
quit
note "password: a wrong password refused in the window, the right one typed opens the book"

note "PASS (screenshots in $OUT)"
