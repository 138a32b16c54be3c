import FolioCore
import FolioUI

/// A book's table of contents over the page, opened with `t`: one row per entry, nested
/// entries indented; a click or Return jumps to the entry, the arrow keys, Page Up/Down,
/// Home/End, the wheel and a drag move through a long list; Escape or `t` closes.
///
/// The entry the reader is in is marked with a bar at its left. It becomes first responder
/// while open, so the arrow keys move the selection instead of turning pages.
final class ContentsView: View {
    let entries: [BookContentsEntry]
    /// The page each entry starts on, for the current pagination.
    let pageIndices: [Int]
    /// What each entry's page is called in the book ("iv"), or nil for its number.
    let pageLabels: [String?]
    /// Called with the chosen entry's index, or nil when the list is closed without a choice.
    var onFinish: @MainActor (Int?) -> Void = { _ in }
    private(set) var selectedIndex: Int
    /// The entry the reader is in: the last one starting at or before the page shown.
    let currentIndex: Int?
    /// The first row shown, so that the selection stays on screen in a long list.
    private(set) var firstRow = 0
    /// Where a drag started, in rows, and the first row then.
    private var dragStart: (row: Int, translation: Double)?
    /// The Tab stops over the rows shown, first to last (``updateRowControls()``).
    var rowControls: [DrawnItemControl] = []

    static let rowHeight = 34.0
    static let headerHeight = 64.0
    /// Nesting deeper than this is not indented further, so deep outlines keep room for titles.
    static let deepestIndent = 6
    static let indentStep = 18.0

    /// - Parameter chapterCount: How many of `entries` are the book's chapters, in reading
    ///   order (the rest, bookmarks, are listed after them); the current entry is one of these.
    init(
        entries: [BookContentsEntry], pageIndices: [Int], pageLabels: [String?] = [], currentPage: Int,
        chapterCount: Int? = nil
    ) {
        self.entries = entries
        self.pageIndices = pageIndices
        self.pageLabels = pageLabels
        currentIndex = pageIndices.prefix(chapterCount ?? pageIndices.count).lastIndex { $0 <= currentPage }
        selectedIndex = currentIndex ?? 0
        super.init(frame: .zero)
        backgroundColor = Color(white: 0, alpha: 0.45)
        accessibilityLabel = "Contents"
        accessibilityContainerType = .list
        accessibilityViewIsModal = true
        addGestureRecognizer(
            TapGestureRecognizer { [unowned self] recognizer in
                self.onFinish(self.row(at: recognizer.location(in: self)))
            })
        addGestureRecognizer(
            PanGestureRecognizer { [unowned self] recognizer in
                guard let pan = recognizer as? PanGestureRecognizer else { return }
                self.drag(pan)
            })
    }

    /// The reader's colours, which the panel is drawn in.
    var theme = ReaderTheme.light {
        didSet {
            backgroundColor = theme.scrim
            setNeedsDisplay()
        }
    }

    override var drawsContent: Bool { true }

    override func draw(in context: any GraphicsContext) { drawPanel(in: context) }
    override var canBecomeFirstResponder: Bool { true }

    /// The size the rows were last fitted to.
    private var fittedSize: Size?

    override func layoutSubviews() {
        super.layoutSubviews()
        // A new size shows more or fewer rows: keep the selection among them (but leave a
        // list the wheel scrolled away from the selection where it is).
        defer { updateRowControls() }
        guard fittedSize != bounds.size else { return }
        fittedSize = bounds.size
        scrollToSelection()
    }

    /// The panel the list is drawn in.
    var panel: Rect {
        let width = min(560, bounds.width - 32)
        // At least one row: an empty table of contents says so in it.
        let rows = Double(max(entries.count, 1))
        let height = min(Self.headerHeight + rows * Self.rowHeight + 16, bounds.height - 48)
        return Rect(x: (bounds.width - width) / 2, y: 24, width: width, height: max(height, Self.headerHeight))
    }

    /// How many rows the panel shows at once.
    var visibleRows: Int { max(Int((panel.height - Self.headerHeight - 16) / Self.rowHeight), 1) }

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

    /// The page entry `index` is shown with: its label where the book has one ("iv").
    func pageText(_ index: Int) -> String {
        if pageLabels.indices.contains(index), let label = pageLabels[index] { return label }
        return "\(pageIndices[index] + 1)"
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

    /// The wheel scrolls the list a row per 40 points (a wheel click), leaving the selection.
    override func scrollWheel(_ event: ScrollWheelEvent) -> Bool {
        let rows = (event.delta.y / Self.rowHeight).rounded(event.delta.y > 0 ? .up : .down)
        scroll(toFirstRow: firstRow + Int(max(min(rows, 1_000), -1_000)))
        return true
    }

    private func drag(_ pan: PanGestureRecognizer) {
        let translation = pan.translation(in: self).y
        switch pan.state {
        case .began: dragStart = (firstRow, translation)
        case .changed:
            guard let start = dragStart else { return }
            let rows = ((start.translation - translation) / Self.rowHeight).rounded()
            scroll(toFirstRow: start.row + Int(max(min(rows, 100_000), -100_000)))
        default: dragStart = nil
        }
    }

    /// Shows rows from `row` on, as far as the list goes.
    func scroll(toFirstRow row: Int) {
        let top = min(max(row, 0), max(entries.count - visibleRows, 0))
        guard top != firstRow else { return }
        firstRow = top
        updateRowControls()
        setNeedsDisplay()
    }

    /// Selects entry `index` (clamped), scrolled into view; the keyboard focus follows.
    func select(_ index: Int) {
        guard !entries.isEmpty else { return }
        selectedIndex = min(max(index, 0), entries.count - 1)
        scrollToSelection()
        updateRowControls()
        moveFocusToSelection()
        setNeedsDisplay()
    }

    /// Scrolls as little as needed to show the selected entry.
    func scrollToSelection() {
        if selectedIndex < firstRow { firstRow = selectedIndex }
        if selectedIndex >= firstRow + visibleRows { firstRow = max(selectedIndex - visibleRows + 1, 0) }
    }
}
