/// The keys the reader and the gallery handle, printed by `folio open --help` and
/// `folio gallery --help`.
///
/// This is the one list of keys. A screen that learns a key adds a line to ``reader`` (every
/// window that shows a document) or ``gallery`` (the gallery's own keys) here, in the order a
/// user would look for it.
enum KeyReference {
    /// One line of the reference: the keys, and what they do.
    struct Entry: Hashable, Sendable {
        var keys: String
        var action: String
    }

    // MARK: - The reader (folio open, and the gallery's book screens)

    static let reader: [Entry] = [
        Entry(keys: "Right, Left", action: "next / previous page (Down, Up in a vertical book)"),
        Entry(keys: "Space, Shift-Space", action: "next / previous page"),
        Entry(keys: "Page Down, Page Up", action: "next / previous page"),
        Entry(keys: "Home, End", action: "first / last page"),
        Entry(keys: "wheel, drag", action: "turn pages (drag a corner to curl it)"),
        Entry(
            keys: "+ (or =), -, 0",
            action: "zoom a PDF page or photo in / out / back to the whole page; in a text book, the text size"),
        Entry(keys: "Ctrl-wheel, pinch", action: "zoom about the pointer or the fingers"),
        Entry(keys: "double-click", action: "zoom in on a point; again to zoom back out"),
        Entry(keys: "drag (zoomed)", action: "pan the page; dragging on at its edge turns the page"),
        Entry(keys: "w", action: "a PDF page whole or as wide as the window (Up, Down, Space scroll it; remembered)"),
        Entry(keys: "c", action: "PDF pages turned one at a time or scrolled as one continuous column (remembered)"),
        Entry(
            keys: "t",
            action: "contents (PDF outline, EPUB sections, Markdown headings): arrows, wheel; Return jumps"),
        Entry(keys: "click a link", action: "follow it; an address outside the book asks first (Return opens it)"),
        Entry(keys: "Alt-Left, Alt-Right", action: "back / forward through the places links, contents, search left"),
        Entry(keys: "Backspace, Shift-Backspace", action: "back / forward, as Alt-Left and Alt-Right"),
        Entry(
            keys: "Ctrl-F, /",
            action: "search the book: Return, Shift-Return go to the next / previous match; Esc closes the field"),
        Entry(
            keys: "Shift-drag, hold-drag",
            action: "select text (a PDF's too; hold-drag: press half a second first); click or Esc clears"),
        Entry(keys: "Ctrl-C, Ctrl-A", action: "copy the selected text to the clipboard; select the page's text"),
        Entry(
            keys: "1-9, :",
            action: "go to a page: type its number (after :, a PDF page label such as iv), Return; Esc cancels"),
        Entry(keys: "b", action: "bookmark the page shown, or take its bookmark off (t lists them)"),
        Entry(keys: "d", action: "colours: light, sepia, dark, in turn (remembered; --theme sets one)"),
        Entry(
            keys: "s",
            action: "one page or a spread: auto (by the window's shape), single, double, in turn (remembered)"),
        Entry(keys: "p", action: "an EPUB's own styles (its CSS) off and on again (remembered for the book)"),
        Entry(
            keys: "g, a tap in the middle",
            action: "a bar to jump pages (it also shows with the pointer near the bottom); g again hides it"),
    ]

    /// The reader's keys in its own window (`folio open`), where Escape closes the window; in
    /// the gallery, Escape goes back to the menu instead.
    static let readerWindow = reader + [Entry(keys: "Escape", action: "close the window")]

    // MARK: - The gallery (folio gallery, folio with a display)

    static let gallery: [Entry] = [
        Entry(keys: "1-9, a, b, c, ...", action: "open a screen (each menu entry shows its key)"),
        Entry(keys: "Ctrl-Page Down, Ctrl-Page Up", action: "next / previous screen"),
        Entry(keys: "Tab, Shift-Tab", action: "move the focus ring; on the menu, next / previous screen"),
        Entry(keys: "Return, Space", action: "press the focused control (arrows adjust a focused slider)"),
        Entry(keys: "Escape", action: "back to the menu; on the menu, close the window"),
        Entry(keys: "Up, Down, Page Up, Page Down, Home, End, wheel, drag", action: "scroll the menu"),
        Entry(keys: "t", action: "next transition (Effects screen)"),
        Entry(keys: "Ctrl-1...9, Ctrl-Tab", action: "switch tabs (Tabs screen)"),
    ]

    /// `entries` as help text under a heading: one line per entry, actions aligned.
    static func text(_ heading: String, _ entries: [Entry]) -> String {
        let width = min(entries.map(\.keys.count).max() ?? 0, 24)
        let lines = entries.map { entry in
            let keys =
                entry.keys.count < width
                ? entry.keys + String(repeating: " ", count: width - entry.keys.count) : entry.keys
            return entry.keys.count > width
                ? "  \(keys)\n  \(String(repeating: " ", count: width))  \(entry.action)" : "  \(keys)  \(entry.action)"
        }
        return ([heading] + lines).joined(separator: "\n")
    }
}
