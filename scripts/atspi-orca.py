#!/usr/bin/python3
"""Two things Orca does that scripts/atspi-client.py does not (scripts/e2e-atspi.sh runs it).

Usage: atspi-orca.py FOLIO PDF OUTDIR

Keys: 
On X, Orca hears the focused application's keys only when the application offers them to the
accessibility registry, as GTK does. This client registers a keystroke listener the way Orca
does (synchronous, allowed to consume), opens PDF in folio, and presses Right twice with
xdotool. It takes the first press for itself, as Orca takes its commands, and lets the second
through. It checks that it heard both presses with X's key code and name, and that folio turned
one page, not two: a key the screen reader takes is not the window's.

Read-all: Orca reads an object's text line by line to its end, then asks for the object's
relations and follows "flows to" into the next object's text. The client does that on page 2:
the relation leads to an object whose text is page 3's, as pdftotext reads it, and folio has
turned to page 3. Exits non-zero on the first failure.
"""
import os
import subprocess
import sys
import time
import warnings

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402

warnings.filterwarnings("ignore", category=DeprecationWarning)  # get_text_at_offset: what Orca 43 calls

FOLIO, PDF, OUT = sys.argv[1], sys.argv[2], sys.argv[3]
heard = []


def fail(message):
    print(f"atspi-orca: FAIL: {message}", file=sys.stderr)
    sys.exit(1)


def pump(seconds):
    end = time.monotonic() + seconds
    context = GLib.MainContext.default()
    while time.monotonic() < end:
        while context.pending():
            context.iteration(False)
        time.sleep(0.02)


def on_key(event, _data=None):
    pressed = event.type == Atspi.EventType.KEY_PRESSED_EVENT
    heard.append((pressed, event.event_string, event.hw_code, event.id))
    # The first press of Right and its release are the screen reader's; the rest are folio's.
    presses = [entry for entry in heard if entry[0] and entry[1] == "Right"]
    return event.event_string == "Right" and len(presses) == 1


def page_of(state_file):
    try:
        with open(state_file) as file:
            return file.read().strip()
    except OSError:
        return ""


def normalise(text):
    return " ".join(text.split())


def find_page(pid, name):
    desktop = Atspi.get_desktop(0)
    for index in range(desktop.get_child_count()):
        app = desktop.get_child_at_index(index)
        if app is None or app.get_process_id() != pid:
            continue
        stack = [app]
        while stack:
            node = stack.pop()
            if node.get_role() == Atspi.Role.DOCUMENT_TEXT and node.get_name() == name:
                return node
            stack.extend(filter(None, (node.get_child_at_index(i) for i in range(node.get_child_count()))))
    return None


def read_all(pid, state):
    """Reads page 2 as Orca's read-all does, and follows it into the next page."""
    page = None
    end = time.monotonic() + 10
    while page is None or not page.get_text(0, -1):
        if time.monotonic() > end:
            fail("no text for page 2")
        pump(0.2)
        page = find_page(pid, "Page 2")
    offset, length = 0, page.get_character_count()
    while offset < length:
        part = page.get_text_at_offset(offset, Atspi.TextBoundaryType.SENTENCE_START)
        offset = max(part.end_offset, offset + 1)
    flows = [
        relation.get_target(0)
        for relation in page.get_relation_set()
        if relation.get_relation_type() == Atspi.RelationType.FLOWS_TO
    ]
    if not flows:
        fail("page 2, read to its end, flows to nothing")
    got = normalise(flows[0].get_text(0, -1))
    expected = normalise(subprocess.run(
        ["pdftotext", "-f", "3", "-l", "3", PDF, "-"], capture_output=True, text=True).stdout)
    if got != expected:
        fail(f"page 2 flows to {got!r}, not page 3's {expected!r}")
    if "page=3" not in page_of(state):
        fail(f"folio shows {page_of(state)!r} after reading page 2 to its end; expected page=3")
    print(f"atspi-orca: page 2 read to its end flows to page 3 ({got!r}); folio turned to it")


def main():
    listener = Atspi.DeviceListener.new(on_key)
    kinds = (1 << Atspi.EventType.KEY_PRESSED_EVENT) | (1 << Atspi.EventType.KEY_RELEASED_EVENT)
    sync = Atspi.KeyListenerSyncType.SYNCHRONOUS | Atspi.KeyListenerSyncType.CANCONSUME
    Atspi.get_desktop(0).get_child_count()  # starts the registry
    # As Orca (through pyatspi) registers: every key, no modifier held.
    Atspi.register_keystroke_listener(listener, [], 0, kinds, sync)
    state = os.path.join(OUT, "keys-state.txt")
    log = open(os.path.join(OUT, "folio-keys.log"), "w")
    process = subprocess.Popen(
        [FOLIO, "open", PDF, "--spread", "single", "--verbose"],
        stdout=log, stderr=subprocess.STDOUT,
        # A home of its own: atspi-client.py left this book open on its last page.
        env={**os.environ, "FOLIO_STATE_FILE": state, "XDG_STATE_HOME": os.path.join(OUT, "orca-state")})
    try:
        end = time.monotonic() + 30
        while "page=1" not in page_of(state):
            if time.monotonic() > end:
                fail(f"folio did not show page 1 (state: {page_of(state)!r})")
            pump(0.1)
        window = subprocess.run(
            ["xdotool", "search", "--onlyvisible", "--pid", str(process.pid)], capture_output=True, text=True
        ).stdout.split()
        if not window:
            fail("no visible window")
        subprocess.run(["xdotool", "windowfocus", "--sync", window[0]], check=False)
        for _ in range(2):
            subprocess.run(["xdotool", "key", "--window", window[0], "Right"], check=True)
            pump(1.0)
        end = time.monotonic() + 10
        while "page=2" not in page_of(state) and time.monotonic() < end:
            pump(0.1)
        pump(1.0)
        presses = [entry for entry in heard if entry[0] and entry[1] == "Right"]
        if len(presses) != 2:
            fail(f"heard {heard}, not two presses of Right")
        if any(entry[2] != 114 or entry[3] != 0xFF53 for entry in presses):
            fail(f"Right arrived as {presses}, not key code 114, key symbol 0xff53")
        if "page=2" not in page_of(state):
            fail(f"folio shows {page_of(state)!r} after one Right taken and one let through; expected page=2")
        print(f"atspi-orca: heard {len(heard)} key events; Right as key code 114; folio turned one page of two")
        read_all(process.pid, state)
    finally:
        process.terminate()
        process.wait(timeout=10)
        Atspi.deregister_keystroke_listener(listener, [], 0, kinds)


main()
