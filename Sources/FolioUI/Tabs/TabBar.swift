public import FolioCore

/// The bar of tabs at the bottom of a ``TabBarController``, the counterpart of `UITabBar`.
///
/// The tab bar controller owns and fills it; you can restyle it:
///
/// ```swift
/// tabs.tabBar.tintColor = Color(rgb: 0x8B4513)
/// ```
///
/// Each item gets an equal share of the width, its image (if any) above its title; the
/// selected one is drawn in ``tintColor``. In right-to-left layouts the first tab is on the right.
public final class TabBar: View {
    /// The bar's height in points.
    public static let height = 49.0

    /// The background colour.
    public var barTintColor = Color(white: 0.97) { didSet { setNeedsDisplay() } }
    /// The colour of the selected item.
    public var tintColor = Color.systemBlue { didSet { setNeedsDisplay() } }
    /// The colour of the other items.
    public var unselectedItemTintColor = Color(white: 0.56) { didSet { setNeedsDisplay() } }

    /// The items shown, in tab order.
    public internal(set) var items: [TabBarItem] = [] {
        didSet { if items != oldValue { setNeedsDisplay() } }
    }
    /// The index of the highlighted item.
    public internal(set) var selectedIndex: Int? {
        didSet { if selectedIndex != oldValue { setNeedsDisplay() } }
    }
    /// Called with the index of a tapped item.
    var onSelect: (@MainActor (Int) -> Void)?

    /// Creates a bar; tab bar controllers make their own.
    override public init(frame: Rect = .zero) {
        super.init(frame: frame)
        addGestureRecognizer(
            TapGestureRecognizer { [weak self] recognizer in
                guard let self, recognizer.state == .ended else { return }
                if let index = self.itemIndex(at: recognizer.location(in: self)) { self.onSelect?(index) }
            })
    }

    override public var drawsContent: Bool { true }

    /// The item under `point` (in the bar's coordinates), if any.
    public func itemIndex(at point: Point) -> Int? {
        guard !items.isEmpty, bounds.contains(point), bounds.width > 0 else { return nil }
        let slot = Int(point.x / (bounds.width / Double(items.count)))
        let index = min(max(slot, 0), items.count - 1)
        return isRightToLeft ? items.count - 1 - index : index
    }

    /// The rectangle of the item at `index`.
    public func itemFrame(at index: Int) -> Rect {
        guard !items.isEmpty else { return .zero }
        let width = bounds.width / Double(items.count)
        let slot = isRightToLeft ? items.count - 1 - index : index
        return Rect(x: Double(slot) * width, y: 0, width: width, height: bounds.height)
    }

    override public func draw(in context: any GraphicsContext) {
        context.setFillColor(barTintColor)
        context.fill(bounds)
        context.setFillColor(Color(white: 0.78))
        context.fill(Rect(x: 0, y: 0, width: bounds.width, height: 0.5))
        for (index, item) in items.enumerated() {
            draw(item, in: itemFrame(at: index), selected: index == selectedIndex, context: context)
        }
    }

    private var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    private func draw(_ item: TabBarItem, in frame: Rect, selected: Bool, context: any GraphicsContext) {
        let color = selected ? tintColor : unselectedItemTintColor
        let title = item.title ?? ""
        if let image = item.image {
            let side = 26.0
            let imageRect = Rect(x: frame.midX - side / 2, y: frame.minY + 5, width: side, height: side)
            context.saveGState()
            if !selected { context.setAlpha(0.5) }
            context.draw(image, in: imageRect)
            context.restoreGState()
            let style = TextStyle(
                font: .systemFont(ofSize: 10, weight: .medium), color: color, alignment: .center,
                lineBreakMode: .byTruncatingTail, numberOfLines: 1)
            context.draw(
                title, in: Rect(x: frame.minX + 2, y: frame.minY + 33, width: frame.width - 4, height: 14), style: style
            )
        } else {
            let style = TextStyle(
                font: .systemFont(ofSize: 13, weight: selected ? .semibold : .regular), color: color,
                alignment: .center, lineBreakMode: .byTruncatingTail, numberOfLines: 1)
            let size = context.size(of: title, style: style, maxWidth: frame.width - 8)
            let y = frame.minY + (frame.height - size.height) / 2
            context.draw(
                title, in: Rect(x: frame.minX + 4, y: y, width: frame.width - 8, height: size.height), style: style)
        }
    }
}
