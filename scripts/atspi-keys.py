#!/usr/bin/python3
"""A screen reader's keys reach it through folio (scripts/e2e-atspi.sh runs it).

Usage: atspi-keys.py FOLIO PDF OUTDIR

On X, Orca hears the focused application's keys only when the application offers them to the
accessibility registry, as GTK does. This client registers a keystroke listener the way Orca
does (synchronous, allowed to consume), opens PDF in folio, and presses Right twice with
xdotool. It takes the first press for itself, as Orca takes its commands, and lets the second
through. It checks that it heard both presses with X's key code and name, and that folio turned
one page, not two: a key the screen reader takes is not the window's. Exits non-zero on failure.
"""
import os
import subprocess
import sys
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402

FOLIO, PDF, OUT = sys.argv[1], sys.argv[2], sys.argv[3]
heard = []


def fail(message):
    print(f"atspi-keys: FAIL: {message}", file=sys.stderr)
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
        stdout=log, stderr=subprocess.STDOUT, env={**os.environ, "FOLIO_STATE_FILE": state})
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
        print(f"atspi-keys: heard {len(heard)} key events; Right as key code 114; folio turned one page of two")
    finally:
        process.terminate()
        process.wait(timeout=10)
        Atspi.deregister_keystroke_listener(listener, [], 0, kinds)


main()
