import FolioCore
import FolioUI

/// The row of tabs at the top of the gallery; a tap selects a tab.
///
/// Labels stay on one line at any width (``GalleryTabLayout``): they shrink, then tabs show
/// only their keys, and a title that still does not fit ends with an ellipsis.
final class GalleryTabStrip: View {
    let titles: [String]
    /// The key shown with each title (the gallery's screens have one; the menu tab does not).
    let keys: [Character?]
    var onSelect: (@MainActor (Int) -> Void)?
    var selectedIndex = 0 {
        didSet { if selectedIndex != oldValue { setNeedsDisplay() } }
    }
    /// One accessibility element per tab, made when a screen reader first asks.
    var accessibilityTabs: [AccessibilityElement] = []

    init(titles: [String], keys: [Character?]) {
        self.titles = titles
        self.keys = keys
        super.init(frame: .zero)
        backgroundColor = Color(white: 1)
        accessibilityTraits = [.tabBar]
        accessibilityLabel = "Screens"
        addGestureRecognizer(
            TapGestureRecognizer { [unowned self] recognizer in
                guard let index = self.tabIndex(at: recognizer.location(in: self)) else { return }
                self.onSelect?(index)
            })
    }

    /// A strip whose tabs show titles only.
    convenience init(titles: [String]) {
        self.init(titles: titles, keys: titles.map { _ in nil })
    }

    override var drawsContent: Bool { true }

    private static func style(fontSize: Double, selected: Bool) -> TextStyle {
        TextStyle(
            font: Font(family: "Sans", size: fontSize, weight: selected ? .bold : .medium),
            color: selected ? Color.systemBlue : Color(white: 0.25), alignment: .center,
            lineBreakMode: .byTruncatingTail, numberOfLines: 1)
    }

    /// The tabs at the strip's current size, measured with the window's text measurer (or
    /// estimated without one).
    var layout: GalleryTabLayout {
        let measurer = window?.textMeasurer
        return GalleryTabLayout(titles: titles, keys: keys, selected: selectedIndex, size: bounds.size) {
            label, size, bold in
            measurer?.size(of: label, style: Self.style(fontSize: size, selected: bold), maxWidth: nil).width
                ?? Double(label.count) * size * 0.6
        }
    }

    /// The tab frames, in the strip's coordinates.
    func tabFrames() -> [Rect] { layout.tabs.map(\.frame) }

    func tabIndex(at point: Point) -> Int? {
        tabFrames().firstIndex { $0.contains(point) }
    }

    override func draw(in context: any GraphicsContext) {
        for (index, tab) in layout.tabs.enumerated() {
            let frame = tab.frame
            let selected = index == selectedIndex
            if selected {
                context.setFillColor(Color.systemBlue)
                context.fill(Rect(x: frame.minX + 6, y: frame.maxY - 3, width: max(frame.width - 12, 1), height: 3))
            }
            let style = Self.style(fontSize: tab.fontSize, selected: selected)
            let width = max(frame.width - GalleryTabLayout.padding / 2, 1)
            let height = context.size(of: tab.label, style: style, maxWidth: width).height
            context.draw(
                tab.label,
                in: Rect(
                    x: frame.minX + GalleryTabLayout.padding / 4, y: frame.midY - height / 2, width: width,
                    height: height + 2),
                style: style)
        }
        context.setFillColor(Color(white: 0.85))
        context.fill(Rect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1))
    }
}
