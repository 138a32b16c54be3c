import FolioCore
import FolioUI

/// Draws the menu: a title, how to get around, and one row per screen with the key that
/// opens it. Its height follows its width (the hint wraps, rows grow in a narrow window), so
/// that the scroll view around it knows how far to scroll.
final class GalleryMenuView: View {
    let screens: [GalleryScreen]
    static let background = Color(white: 0.96)
    /// The rows' Tab stops, in order (``GalleryMenuView/addRowControls(onOpen:)``).
    var rowControls: [DrawnItemControl] = []

    init(screens: [GalleryScreen]) {
        self.screens = screens
        super.init(frame: .zero)
        backgroundColor = Self.background
        accessibilityLabel = "Folio Gallery"
        accessibilityContainerType = .list
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        for (index, control) in rowControls.enumerated() { control.frame = rowFrame(index) }
    }

    override var drawsContent: Bool { true }

    /// Below this width rows stack the summary on up to two lines.
    private static let narrowWidth = 560.0
    private static let titleStyle = TextStyle(
        font: Font(family: "Sans", size: 30, weight: .bold), color: Color(white: 0.1), lineBreakMode: .byTruncatingTail,
        numberOfLines: 1)
    private static let hintStyle = TextStyle(font: Font(family: "Sans", size: 15), color: Color(white: 0.4))

    /// What the menu says under its title.
    var hint: String {
        guard !screens.isEmpty else {
            return "No navigation patterns are built into this version yet. Press Escape to quit."
        }
        return "Click a pattern or press its key (\(GalleryKeys.summary(count: screens.count))). "
            + "Scroll with the wheel, a drag or the arrow keys. "
            + "Tab moves between the patterns, Return opens one, Escape comes back here."
    }

    private var isNarrow: Bool { bounds.width < Self.narrowWidth }
    private var margin: Double { isNarrow ? 16 : 24 }
    private var columnWidth: Double { max(min(640, bounds.width - 2 * margin), 1) }
    private var columnX: Double { max((bounds.width - columnWidth) / 2, margin) }
    private var rowHeight: Double { isNarrow ? 84 : 64 }

    /// The hint's height at `width`, measured by the window's text measurer (estimated
    /// without one, as in a test that draws nothing).
    private func hintHeight(columnWidth: Double) -> Double {
        if let measurer = window?.textMeasurer {
            return measurer.size(of: hint, style: Self.hintStyle, maxWidth: columnWidth).height
        }
        let characters = Double(hint.count) * Self.hintStyle.font.size * 0.55
        return (characters / columnWidth).rounded(.up) * Self.hintStyle.font.size * 1.3
    }

    private var rowsTop: Double { 84 + hintHeight(columnWidth: columnWidth) + 16 }

    /// The height the menu needs at `width`: every row and a margin below the last.
    func contentHeight(forWidth width: Double) -> Double {
        let narrow = width < Self.narrowWidth
        let margin = narrow ? 16.0 : 24.0
        let column = max(min(640, width - 2 * margin), 1)
        let rows = Double(screens.count) * (narrow ? 84 : 64)
        return 84 + hintHeight(columnWidth: column) + 16 + rows + 16
    }

    func rowFrame(_ index: Int) -> Rect {
        Rect(x: columnX, y: rowsTop + Double(index) * rowHeight, width: columnWidth, height: rowHeight - 8)
    }

    func rowIndex(at point: Point) -> Int? {
        screens.indices.first { rowFrame($0).contains(point) }
    }

    override func draw(in context: any GraphicsContext) {
        let x = columnX
        let width = columnWidth
        context.draw("Folio Gallery", in: Rect(x: x, y: 32, width: width, height: 42), style: Self.titleStyle)
        context.draw(
            hint, in: Rect(x: x, y: 84, width: width, height: hintHeight(columnWidth: width) + 4),
            style: Self.hintStyle)
        for (index, screen) in screens.enumerated() {
            drawRow(screen, key: GalleryKeys.key(forScreen: index), in: rowFrame(index), context: context)
        }
    }

    private func drawRow(_ screen: GalleryScreen, key: Character?, in row: Rect, context: any GraphicsContext) {
        context.setFillColor(.white)
        context.beginPath()
        context.addRoundedRect(row, cornerRadius: 10)
        context.fillPath()
        let badge = Rect(x: row.minX + 14, y: row.minY + 12, width: 32, height: 32)
        context.setFillColor(key == nil ? Color(white: 0.7) : Color.systemBlue)
        context.beginPath()
        context.addEllipse(in: badge)
        context.fillPath()
        if let key {
            context.draw(
                String(key), in: Rect(x: badge.minX, y: badge.midY - 10, width: badge.width, height: 22),
                style: TextStyle(font: Font(family: "Sans", size: 15, weight: .bold), color: .white, alignment: .center)
            )
        }
        let textWidth = max(row.width - 74, 1)
        context.draw(
            screen.title, in: Rect(x: row.minX + 62, y: row.minY + 8, width: textWidth, height: 22),
            style: TextStyle(
                font: Font(family: "Sans", size: 17, weight: .semibold), color: Color(white: 0.12),
                lineBreakMode: .byTruncatingTail, numberOfLines: 1))
        let lines = isNarrow ? 2 : 1
        context.draw(
            screen.summary,
            in: Rect(x: row.minX + 62, y: row.minY + 31, width: textWidth, height: 18 * Double(lines) + 2),
            style: TextStyle(
                font: Font(family: "Sans", size: 13), color: Color(white: 0.45), lineBreakMode: .byTruncatingTail,
                numberOfLines: lines))
    }
}
