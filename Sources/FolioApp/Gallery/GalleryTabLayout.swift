import FolioCore

/// Where the gallery's tabs go and what each says, for a strip of a given width.
///
/// Labels never wrap: a label is drawn on one line, whole if it fits, else with an ellipsis.
/// To fit, the strip first shrinks its font (14 → 12 points), then shows only the key of
/// each tab that has one and is not selected ("1", "2", … "c"), so that the menu tab and the
/// open screen keep their names down to a 400-point window.
struct GalleryTabLayout: Equatable {
    /// One tab: its frame in the strip, its label and the font size to draw it at.
    struct Tab: Equatable {
        var frame: Rect
        var label: String
        var fontSize: Double
        /// Whether only the tab's key is shown.
        var isCompact: Bool
    }

    var tabs: [Tab]

    /// The font sizes tried in turn before tabs are shown by their keys.
    static let fontSizes = [14.0, 13.0, 12.0]
    /// The room around a label, left and right together.
    static let padding = 16.0
    /// The narrowest a tab showing only its key may be, so that it stays a usable target.
    static let minimumKeyWidth = 22.0

    /// The label of a tab with `title` and `key`: "3  Spread", or the title alone.
    static func label(title: String, key: Character?) -> String {
        key.map { "\($0)  \(title)" } ?? title
    }

    /// Lays out the tabs.
    ///
    /// - Parameters:
    ///   - titles: The tab titles, in order.
    ///   - keys: The key shown with each title (nil: none; such a tab always shows its title).
    ///   - selected: The selected tab, which is drawn bold and keeps its title.
    ///   - size: The strip's size.
    ///   - measure: The width of a one-line label at a font size, bold or not.
    init(
        titles: [String], keys: [Character?], selected: Int, size: Size,
        measure: (_ label: String, _ fontSize: Double, _ bold: Bool) -> Double
    ) {
        let count = titles.count
        guard count > 0, size.width > 0 else {
            tabs = []
            return
        }
        let labels = titles.indices.map {
            Self.label(title: titles[$0], key: keys.indices.contains($0) ? keys[$0] : nil)
        }
        for fontSize in Self.fontSizes {
            let natural = labels.indices.map { measure(labels[$0], fontSize, $0 == selected) + Self.padding }
            let total = natural.reduce(0, +)
            guard total <= size.width else { continue }
            let widest = natural.max() ?? 0
            // Equal tabs when the widest fits that way; otherwise each gets its own width
            // and an equal share of what is left.
            let widths =
                widest * Double(count) <= size.width
                ? Array(repeating: size.width / Double(count), count: count)
                : natural.map { $0 + (size.width - total) / Double(count) }
            tabs = Self.place(labels: labels, widths: widths, fontSize: fontSize, compact: [], height: size.height)
            return
        }
        // Too narrow for every title: tabs with a key show only it, except the selected one.
        let fontSize = Self.fontSizes.last ?? 12
        var compact = Set<Int>()
        for index in labels.indices where index != selected && keys.indices.contains(index) && keys[index] != nil {
            compact.insert(index)
        }
        var shown = labels
        var widths = Array(repeating: 0.0, count: count)
        var remaining = size.width
        for index in compact.sorted() {
            let key = keys[index].map { String($0) } ?? ""
            shown[index] = key
            widths[index] = max(measure(key, fontSize, false) + Self.padding / 2, Self.minimumKeyWidth)
            remaining -= widths[index]
        }
        // The tabs that keep their titles share the rest, the shortest first, so that "Menu"
        // stays whole and a long title gets the ellipsis.
        let full = labels.indices.filter { !compact.contains($0) }
            .map { (index: $0, width: measure(labels[$0], fontSize, $0 == selected) + Self.padding) }
            .sorted { $0.width < $1.width }
        var left = full.count
        for tab in full {
            let share = max(remaining, 0) / Double(max(left, 1))
            widths[tab.index] = min(tab.width, share)
            remaining -= widths[tab.index]
            left -= 1
        }
        // Any room still left widens the key-only tabs.
        if remaining > 0, !compact.isEmpty {
            for index in compact { widths[index] += remaining / Double(compact.count) }
        } else if remaining > 0, !full.isEmpty {
            for tab in full { widths[tab.index] += remaining / Double(full.count) }
        }
        tabs = Self.place(labels: shown, widths: widths, fontSize: fontSize, compact: compact, height: size.height)
    }

    private static func place(
        labels: [String], widths: [Double], fontSize: Double, compact: Set<Int>, height: Double
    ) -> [Tab] {
        var x = 0.0
        return labels.indices.map { index in
            defer { x += widths[index] }
            return Tab(
                frame: Rect(x: x, y: 0, width: widths[index], height: height), label: labels[index],
                fontSize: fontSize, isCompact: compact.contains(index))
        }
    }
}
