import FolioCore
import FolioUI

/// The row of tabs at the top of the gallery; a tap selects a tab.
final class GalleryTabStrip: View {
    let titles: [String]
    /// Whether tabs after the first show their number key (the gallery's screens do).
    let isNumbered: Bool
    var onSelect: (@MainActor (Int) -> Void)?
    var selectedIndex = 0 {
        didSet { if selectedIndex != oldValue { setNeedsDisplay() } }
    }

    private static let titleStyle = TextStyle(
        font: Font(family: "Sans", size: 14, weight: .medium), color: Color(white: 0.25), alignment: .center)

    init(titles: [String], numbered: Bool = true) {
        self.titles = titles
        self.isNumbered = numbered
        super.init(frame: .zero)
        backgroundColor = Color(white: 1)
        addGestureRecognizer(
            TapGestureRecognizer { [unowned self] recognizer in
                guard let index = self.tabIndex(at: recognizer.location(in: self)) else { return }
                self.onSelect?(index)
            })
    }

    override var drawsContent: Bool { true }

    /// The tab frames: in a numbered strip the menu tab is narrow and the others share the
    /// rest; otherwise all are equal.
    func tabFrames() -> [Rect] {
        let width = bounds.width
        guard !titles.isEmpty, width > 0 else { return [] }
        let menuWidth = isNumbered ? min(90, width / Double(titles.count)) : width / Double(titles.count)
        let others = Double(max(titles.count - 1, 1))
        let otherWidth = (width - menuWidth) / others
        return titles.indices.map { index in
            index == 0
                ? Rect(x: 0, y: 0, width: menuWidth, height: bounds.height)
                : Rect(x: menuWidth + Double(index - 1) * otherWidth, y: 0, width: otherWidth, height: bounds.height)
        }
    }

    func tabIndex(at point: Point) -> Int? {
        tabFrames().firstIndex { $0.contains(point) }
    }

    override func draw(in context: any GraphicsContext) {
        let frames = tabFrames()
        for (index, frame) in frames.enumerated() {
            var style = Self.titleStyle
            if index == selectedIndex {
                context.setFillColor(Color.systemBlue)
                context.fill(Rect(x: frame.minX + 6, y: frame.maxY - 3, width: frame.width - 12, height: 3))
                style.color = Color.systemBlue
                style.font.weight = .bold
            }
            var label = !isNumbered || index == 0 || index > 9 ? titles[index] : "\(index)  \(titles[index])"
            var height = context.size(of: label, style: style, maxWidth: frame.width - 8).height
            // In a narrow window a title that needs more than two lines gives way to its number.
            if isNumbered, index > 0, index <= 9, height > style.font.size * 2.6 {
                label = "\(index)"
                height = context.size(of: label, style: style, maxWidth: frame.width - 8).height
            }
            context.draw(
                label,
                in: Rect(x: frame.minX + 4, y: frame.midY - height / 2, width: frame.width - 8, height: height + 2),
                style: style)
        }
        context.setFillColor(Color(white: 0.85))
        context.fill(Rect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1))
    }
}
