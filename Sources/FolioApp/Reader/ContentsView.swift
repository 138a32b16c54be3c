import FolioCore
import FolioUI

/// A book's table of contents over the page, opened with `t`: one row per chapter; a click
/// or Return jumps to the chapter, the arrow keys move the selection, Escape or `t` closes.
///
/// It becomes first responder while open, so the arrow keys move the selection instead of
/// turning pages.
final class ContentsView: View {
    let entries: [BookContentsEntry]
    /// The page each entry starts on, for the current pagination.
    let pageIndices: [Int]
    /// Called with the chosen entry's index, or nil when the list is closed without a choice.
    var onFinish: @MainActor (Int?) -> Void = { _ in }
    private(set) var selectedIndex: Int
    /// The first row shown, so that the selection stays on screen in a long list.
    private var firstRow = 0

    static let rowHeight = 34.0
    static let headerHeight = 64.0

    init(entries: [BookContentsEntry], pageIndices: [Int], currentPage: Int) {
        self.entries = entries
        self.pageIndices = pageIndices
        // The chapter the reader is in: the last one starting at or before the page.
        selectedIndex = pageIndices.lastIndex { $0 <= currentPage } ?? 0
        super.init(frame: .zero)
        backgroundColor = Color(white: 0, alpha: 0.45)
        addGestureRecognizer(
            TapGestureRecognizer { [unowned self] recognizer in
                self.onFinish(self.row(at: recognizer.location(in: self)))
            })
    }

    override var drawsContent: Bool { true }
    override var canBecomeFirstResponder: Bool { true }

    /// The panel the list is drawn in.
    var panel: Rect {
        let width = min(560, bounds.width - 32)
        // At least one row: an empty table of contents says so in it.
        let rows = Double(max(entries.count, 1))
        let height = min(Self.headerHeight + rows * Self.rowHeight + 16, bounds.height - 48)
        return Rect(x: (bounds.width - width) / 2, y: 24, width: width, height: max(height, Self.headerHeight))
    }

    private var visibleRows: Int { max(Int((panel.height - Self.headerHeight - 16) / Self.rowHeight), 1) }

    /// Where "This book has no table of contents." is written: the first row's place.
    static func emptyMessageFrame(in panel: Rect) -> Rect {
        Rect(x: panel.minX + 20, y: panel.minY + headerHeight, width: panel.width - 40, height: 24)
    }

    func rowFrame(_ index: Int) -> Rect {
        let panel = self.panel
        return Rect(
            x: panel.minX + 12, y: panel.minY + Self.headerHeight + Double(index - firstRow) * Self.rowHeight,
            width: panel.width - 24, height: Self.rowHeight - 4)
    }

    /// The entry under `point`, if any.
    func row(at point: Point) -> Int? {
        let last = min(firstRow + visibleRows, entries.count)
        return (firstRow..<last).first { rowFrame($0).contains(point) }
    }

    override func keyDown(_ event: KeyEvent) -> Bool {
        switch event.key {
        case .upArrow: select(selectedIndex - 1)
        case .downArrow: select(selectedIndex + 1)
        case .pageUp: select(selectedIndex - visibleRows)
        case .pageDown: select(selectedIndex + visibleRows)
        case .home: select(0)
        case .end: select(entries.count - 1)
        case .enter, .space: onFinish(entries.indices.contains(selectedIndex) ? selectedIndex : nil)
        case .escape, .character("t"): onFinish(nil)
        default: return super.keyDown(event)
        }
        return true
    }

    private func select(_ index: Int) {
        guard !entries.isEmpty else { return }
        selectedIndex = min(max(index, 0), entries.count - 1)
        if selectedIndex < firstRow { firstRow = selectedIndex }
        if selectedIndex >= firstRow + visibleRows { firstRow = selectedIndex - visibleRows + 1 }
        setNeedsDisplay()
    }

    override func draw(in context: any GraphicsContext) {
        let panel = self.panel
        context.setFillColor(Color(white: 0.98))
        context.beginPath()
        context.addRoundedRect(panel, cornerRadius: 12)
        context.fillPath()
        context.draw(
            "Contents", in: Rect(x: panel.minX + 20, y: panel.minY + 16, width: panel.width - 40, height: 30),
            style: TextStyle(font: Font(family: "Sans", size: 22, weight: .bold), color: Color(white: 0.1)))
        if entries.isEmpty {
            context.draw(
                "This book has no table of contents.",
                in: Self.emptyMessageFrame(in: panel),
                style: TextStyle(font: Font(family: "Sans", size: 15), color: Color(white: 0.4)))
            return
        }
        let last = min(firstRow + visibleRows, entries.count)
        for index in firstRow..<last {
            let row = rowFrame(index)
            let entry = entries[index]
            if index == selectedIndex {
                context.setFillColor(Color.systemBlue)
                context.beginPath()
                context.addRoundedRect(row, cornerRadius: 6)
                context.fillPath()
            }
            let color = index == selectedIndex ? Color.white : Color(white: 0.15)
            let indent = Double(min(entry.depth, 4)) * 20
            context.draw(
                entry.title,
                in: Rect(x: row.minX + 10 + indent, y: row.minY + 5, width: row.width - 90 - indent, height: 22),
                // One line per row: a long chapter title ends in an ellipsis rather than
                // running its second line into the next row.
                style: TextStyle(
                    font: Font(family: "Sans", size: 15, weight: entry.depth == 0 ? .semibold : .regular), color: color,
                    lineBreakMode: .byTruncatingTail, numberOfLines: 1)
            )
            context.draw(
                "\(pageIndices[index] + 1)", in: Rect(x: row.maxX - 70, y: row.minY + 5, width: 60, height: 22),
                style: TextStyle(font: Font(family: "Sans", size: 14), color: color, alignment: .right))
        }
    }
}
