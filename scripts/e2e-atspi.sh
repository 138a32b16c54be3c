#!/usr/bin/env bash
# End-to-end test of folio's AT-SPI2 bridge: a private D-Bus session with the accessibility
# bus (at-spi2-core) and Xvfb, folio in it, and a client on Debian's Atspi bindings (what
# Orca uses) that walks the gallery's tree, presses a tab, reads a generated PDF's pages
# hears the page turn announced, and reads on through the next page as a say-all does
# (scripts/atspi-client.py); and a keystroke listener, as Orca registers one, hears folio's
# keys and takes one of them, and a read-all follows a page's "flows to" into the next
# (scripts/atspi-orca.py).
# Usage: scripts/e2e-atspi.sh [path/to/folio]. Logs and the gallery's tree in .build/e2e-atspi/.
# Needs: dbus, at-spi2-core, python3-gi, gir1.2-atspi-2.0, poppler-utils, xvfb, xdotool.
set -euo pipefail
cd "$(dirname "$0")/.."
FOLIO=$(realpath "${1:-.build/debug/folio}")
OUT=$(realpath -m "${E2E_OUT:-.build/e2e-atspi}")

if [ -z "${FOLIO_ATSPI_INSIDE:-}" ]; then
    rm -rf "$OUT" && mkdir -p "$OUT"
    export FOLIO_ATSPI_INSIDE=1
    exec dbus-run-session -- xvfb-run -a -s "-screen 0 1280x800x24" bash ${E2E_TRACE:+-x} "$0" "$FOLIO"
fi

# A home of its own: the reader would otherwise reopen the test book where a last run left it.
export XDG_STATE_HOME="$OUT/state" XDG_CONFIG_HOME="$OUT/config"

BUS_PID=""
cleanup() { if [ -n "$BUS_PID" ]; then kill "$BUS_PID" 2>/dev/null || true; fi; }
trap cleanup EXIT

# The accessibility bus, as a desktop session starts it; it registers org.a11y.Bus.
/usr/libexec/at-spi-bus-launcher --launch-immediately >"$OUT/bus.log" 2>&1 &
BUS_PID=$!
for _ in $(seq 50); do
    dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus org.a11y.Bus.GetAddress \
        >/dev/null 2>&1 && break
    sleep 0.1
done

# Three pages of known text; the first two are labelled i and ii, as a book's front matter.
scripts/write-text-pdf.py "$OUT/three-pages.pdf" --size 18 --roman-front 2 \
    "Folio reads this first page aloud.|The quick brown fox jumps over the lazy dog." \
    "The second page follows the first.|Screen readers hear it after the turn." \
    "A third page ends the book."

/usr/bin/python3 scripts/atspi-client.py "$FOLIO" "$OUT/three-pages.pdf" "$OUT"
# Keys offered to a screen reader first, and a read-all from page to page, as Orca does them.
/usr/bin/python3 scripts/atspi-orca.py "$FOLIO" "$OUT/three-pages.pdf" "$OUT"
