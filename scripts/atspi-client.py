#!/usr/bin/python3
"""Drives folio through AT-SPI, as a screen reader does (scripts/e2e-atspi.sh runs it).

Usage: atspi-client.py FOLIO PDF OUTDIR

Opens the gallery, walks its accessible tree (roles, names, extents), presses a tab through
the Action interface; then opens PDF, reads its first page through the Text interface and
compares it with pdftotext's, checks one character's box (GetCharacterExtents inside the page,
GetOffsetAtPoint at its centre giving it back), turns the page through the Action interface, waits for the
announcement "Page ii (2 of 3)" (the PDF labels its first two pages i and ii) and reads the
second page; then reads the second page as a say-all does, sentence by sentence with the caret
following, until the end, which turns to the third page: its caret-moved event, its announcement
and its text follow. Exits non-zero on the first failure.
"""
import os
import subprocess
import sys
import time
import warnings

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402

warnings.filterwarnings("ignore", category=DeprecationWarning)  # get_action_name: pyatspi 2.46 has no other

FOLIO, PDF, OUT = sys.argv[1], sys.argv[2], sys.argv[3]
ROLE = Atspi.Role
STATE = Atspi.StateType
events = []


def fail(message):
    print(f"atspi: FAIL: {message}", file=sys.stderr)
    sys.exit(1)


def note(message):
    print(f"atspi: {message}", flush=True)


def pump(seconds):
    """Runs GLib's main loop (event delivery) for a while."""
    end = time.monotonic() + seconds
    context = GLib.MainContext.default()
    while time.monotonic() < end:
        while context.pending():
            context.iteration(False)
        time.sleep(0.02)


def wait_for(what, predicate, seconds=20):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        try:
            value = predicate()
        except GLib.GError:
            # An object left the tree between being listed and being asked (a page turned
            # mid-walk, as say-all turns it): the tree is live, so ask again.
            value = None
        if value:
            return value
        pump(0.1)
    fail(f"timed out waiting for {what}")


def find_app(pid):
    desktop = Atspi.get_desktop(0)
    for index in range(desktop.get_child_count()):
        app = desktop.get_child_at_index(index)
        if app is not None and app.get_process_id() == pid:
            return app
    return None


def walk(node, depth=0, out=None):
    out = [] if out is None else out
    out.append((depth, node))
    for index in range(node.get_child_count()):
        child = node.get_child_at_index(index)
        if child is not None:
            walk(child, depth + 1, out)
    return out


def describe(tree):
    lines = []
    for depth, node in tree:
        extents = node.get_extents(Atspi.CoordType.SCREEN)
        lines.append(
            f"{'  ' * depth}{node.get_role_name()} {node.get_name()!r} "
            f"({extents.x},{extents.y} {extents.width}x{extents.height})")
    return "\n".join(lines)


def launch(*arguments):
    log = open(os.path.join(OUT, f"folio-{arguments[0]}.log"), "w")
    process = subprocess.Popen([FOLIO, *arguments, "--verbose"], stdout=log, stderr=subprocess.STDOUT)
    app = wait_for(f"folio {arguments[0]} on the accessibility bus", lambda: find_app(process.pid))
    return process, app


def window_geometry(pid):
    window = subprocess.run(
        ["xdotool", "search", "--onlyvisible", "--pid", str(pid)], capture_output=True, text=True
    ).stdout.split()
    if not window:
        fail("no visible window")
    shell = subprocess.run(
        ["xdotool", "getwindowgeometry", "--shell", window[0]], capture_output=True, text=True
    ).stdout
    values = dict(line.split("=", 1) for line in shell.split() if "=" in line)
    return int(values["X"]), int(values["Y"]), int(values["WIDTH"]), int(values["HEIGHT"])


def normalise(text):
    return " ".join(text.split())


def gallery():
    process, app = launch("gallery")
    try:
        if app.get_role() != ROLE.APPLICATION or app.get_name() != "folio":
            fail(f"application is {app.get_role_name()} {app.get_name()!r}")
        frame = wait_for("the window", lambda: app.get_child_at_index(0) if app.get_child_count() else None)
        if frame.get_role() != ROLE.FRAME or "Folio" not in frame.get_name():
            fail(f"window is {frame.get_role_name()} {frame.get_name()!r}")
        def laid_out_tabs():
            tabs = [n for _, n in walk(frame) if n.get_role() == ROLE.PAGE_TAB]
            return tabs if tabs and all(t.get_extents(Atspi.CoordType.SCREEN).width > 0 for t in tabs) else None

        tabs = wait_for("the gallery's tabs, laid out", laid_out_tabs)
        tree = walk(frame)
        with open(os.path.join(OUT, "gallery-tree.txt"), "w") as out:
            out.write(describe(tree) + "\n")
        note(f"gallery tree: {len(tree)} objects, {len(tabs)} tabs ({', '.join(t.get_name() for t in tabs)})")
        x, y, width, height = window_geometry(process.pid)
        extents = frame.get_extents(Atspi.CoordType.SCREEN)
        if (extents.x, extents.y, extents.width, extents.height) != (x, y, width, height):
            fail(f"window extents {extents.x},{extents.y} {extents.width}x{extents.height}, "
                 f"X11 says {x},{y} {width}x{height}")
        for tab in tabs:
            box = tab.get_extents(Atspi.CoordType.SCREEN)
            if not (x <= box.x and box.x + box.width <= x + width and y <= box.y and box.height > 0):
                fail(f"tab {tab.get_name()!r} at {box.x},{box.y} {box.width}x{box.height} is outside the window")
        selected = [t.get_name() for t in tabs if t.get_state_set().contains(STATE.SELECTED)]
        target = tabs[1]
        if target.get_action_name(0) != "click":
            fail(f"tab action is {target.get_action_name(0)!r}")
        target.do_action(0)
        name = target.get_name()

        def selected_now():
            current = [n for _, n in walk(frame) if n.get_role() == ROLE.PAGE_TAB]
            return [t for t in current if t.get_name() == name and t.get_state_set().contains(STATE.SELECTED)]

        wait_for(f"tab {name!r} to be selected", selected_now)
        note(f"pressed tab {name!r} through the Action interface (was {selected}); it is selected")
    finally:
        process.terminate()
        process.wait(10)


def page_node(frame):
    pages = [n for _, n in walk(frame) if n.get_role() == ROLE.DOCUMENT_TEXT and n.get_state_set().contains(STATE.SHOWING)]
    return pages[0] if len(pages) == 1 else None


def page_named(frame, name):
    page = page_node(frame)
    return page if page is not None and page.get_name() == name else None


def reader():
    events.clear()
    listener = Atspi.EventListener.new(lambda event: events.append((event.type, event.any_data)))
    listener.register("object:announcement")
    listener.register("object:text-caret-moved")
    process, app = launch("open", PDF)
    try:
        frame = wait_for("the window", lambda: app.get_child_at_index(0) if app.get_child_count() else None)
        for number in (1, 2):
            page = wait_for(f"page {number}", lambda: page_named(frame, f"Page {number}"))
            # A PDF page's text is read by the PDF renderer process when a client asks, and
            # arrives a moment later (with a text-changed event), as a screen reader hears it.
            text = wait_for(f"page {number}'s text", lambda: page.get_text(0, -1))
            expected = subprocess.run(
                ["pdftotext", "-f", str(number), "-l", str(number), PDF, "-"],
                capture_output=True, text=True).stdout
            if normalise(text) != normalise(expected):
                fail(f"page {number} reads {text!r}; pdftotext says {expected!r}")
            note(f"page {number} through the Text interface matches pdftotext: {normalise(text)[:60]!r}")
            if number == 1:
                character_box(page, text)
            if number == 2:
                break
            pane = wait_for("the paged scroll pane", lambda: [
                n for _, n in walk(frame) if n.get_role() == ROLE.SCROLL_PANE])[0]
            actions = [pane.get_action_name(i) for i in range(pane.get_n_actions())]
            pane.do_action(actions.index("scroll forward"))
            heard = wait_for("the page-turn announcement",
                             lambda: [d for t, d in events if "Page ii (2 of 3)" in str(d)])
            note(f"announced: {heard[0]!r}")
        say_all(frame, page)
    finally:
        listener.deregister("object:announcement")
        listener.deregister("object:text-caret-moved")
        process.terminate()
        process.wait(10)


def character_box(page, text):
    """A character's box (the first letter of the page's second line) lies inside the page and
    is much smaller than it, and the character at its centre is that one: the Text interface
    says where each character is, not only the page."""
    line = text.find("\n") + 1
    offset = next((i for i in range(line, len(text)) if text[i].isalnum()), None)
    if offset is None:
        fail(f"no letter on the page's second line: {text!r}")
    whole = page.get_extents(Atspi.CoordType.SCREEN)

    def real_box():
        box = page.get_character_extents(offset, Atspi.CoordType.SCREEN)
        small = box.width > 0 and box.height > 0 and box.width * box.height * 100 < whole.width * whole.height
        return box if small else None

    # The boxes come with the page's text layout, once the page is drawn and its text read.
    box = wait_for(f"character {offset}'s own box", real_box)
    inside = (whole.x <= box.x and box.x + box.width <= whole.x + whole.width
              and whole.y <= box.y and box.y + box.height <= whole.y + whole.height)
    if not inside:
        fail(f"character {offset} at {box.x},{box.y} {box.width}x{box.height} is outside the page "
             f"{whole.x},{whole.y} {whole.width}x{whole.height}")
    centre = (box.x + box.width // 2, box.y + box.height // 2)
    back = page.get_offset_at_point(centre[0], centre[1], Atspi.CoordType.SCREEN)
    if back != offset:
        fail(f"the character at {centre} is {back}, not {offset} ({text[offset]!r})")
    outside = page.get_character_extents(len(text) + 5, Atspi.CoordType.SCREEN)
    if (outside.x, outside.y, outside.width, outside.height) != (-1, -1, 0, 0):
        fail(f"an offset past the text has a box: {outside.x},{outside.y} {outside.width}x{outside.height}")
    note(f"character {offset} ({text[offset]!r}) is at {box.x},{box.y} {box.width}x{box.height} on the page "
         f"{whole.x},{whole.y} {whole.width}x{whole.height}; the offset at its centre is {back}")


def say_all(frame, page):
    """Reads `page` from its caret to its end a sentence at a time, moving the caret along as
    Orca's say-all does; the end of the page turns it, and the next page's text follows."""
    offset, spoken = page.get_caret_offset(), []
    while True:
        piece = page.get_text_at_offset(offset, Atspi.TextBoundaryType.SENTENCE_START)
        if not piece.content:
            break
        spoken.append(piece.content)
        offset = piece.end_offset
        page.set_caret_offset(offset)
    note(f"say-all read page 2 to its end in {len(spoken)} sentences")
    events.clear()
    nxt = wait_for("page 3 after the say-all", lambda: page_named(frame, "Page 3"))
    wait_for("the caret moving into page 3", lambda: [t for t, _ in events if t == "object:text-caret-moved"])
    heard = wait_for("page 3's announcement", lambda: [d for t, d in events if "(3 of 3)" in str(d)])
    expected = subprocess.run(["pdftotext", "-f", "3", "-l", "3", PDF, "-"], capture_output=True, text=True).stdout
    wait_for("page 3's text", lambda: nxt.get_text(0, -1))
    if normalise(nxt.get_text(0, -1)) != normalise(expected):
        fail(f"page 3 reads {nxt.get_text(0, -1)!r}; pdftotext says {expected!r}")
    note(f"say-all went on to page 3 (announced {heard[0]!r}, caret moved): {normalise(expected)[:60]!r}")


gallery()
reader()
note("passed")
