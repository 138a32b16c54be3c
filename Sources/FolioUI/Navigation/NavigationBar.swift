public import FolioCore

/// The bar at the top of a ``NavigationController``: the top controller's title in the
/// middle and a back button at the leading edge, the counterpart of `UINavigationBar`.
///
/// The navigation controller owns and fills it; you can restyle it:
///
/// ```swift
/// navigation.navigationBar.barTintColor = .paper
/// navigation.navigationBar.tintColor = Color(rgb: 0x8B4513)
/// ```
///
/// During a push or pop the old and new titles cross-fade with the transition.
///
/// - Note: Folio's bar is minimal: a title and a back button titled after the previous
///   controller (or "Back"). There are no navigation items, bar button items or large titles.
public final class NavigationBar: View {
    /// The bar's height in points.
    public static let height = 44.0

    /// The background colour.
    public var barTintColor = Color(white: 0.97) { didSet { setNeedsDisplay() } }
    /// The colour of the back button.
    public var tintColor = Color.systemBlue { didSet { setNeedsDisplay() } }
    /// The colour of the title.
    public var titleColor = Color.black { didSet { setNeedsDisplay() } }

    /// What the bar shows for one controller.
    struct Item: Hashable, Sendable {
        var title: String?
        /// The back button's title, `nil` for no back button.
        var backTitle: String?
    }

    /// The item shown (the destination during a transition).
    private(set) var item = Item(title: nil, backTitle: nil)
    /// The item fading out during a transition.
    private(set) var previousItem: Item?
    /// How far the running transition is (0…1), `nil` at rest.
    var transitionProgress: Double? {
        didSet { if transitionProgress != oldValue { setNeedsDisplay() } }
    }
    /// Called when the back button is tapped.
    var onBack: (@MainActor () -> Void)?

    private static let titleFont = Font.boldSystemFont(ofSize: 17)
    private static let buttonFont = Font.systemFont(ofSize: 17)

    /// Creates a bar; navigation controllers make their own.
    override public init(frame: Rect = .zero) {
        super.init(frame: frame)
        addGestureRecognizer(
            TapGestureRecognizer { [weak self] recognizer in
                guard let self, recognizer.state == .ended else { return }
                self.handleTap(at: recognizer.location(in: self))
            })
    }

    override public var drawsContent: Bool { true }

    /// Whether the running transition is a push (titles move towards the leading edge)
    /// or a pop (towards the trailing edge).
    private(set) var isPushing = true

    /// Shows `to`, sliding and cross-fading from `from` while a transition runs.
    func setItems(from: Item?, to: Item, isPush: Bool = true) {
        guard from != previousItem || to != item || isPush != isPushing else { return }
        previousItem = from
        item = to
        isPushing = isPush
        setNeedsDisplay()
    }

    /// The area that triggers the back button, in the bar's coordinates; `nil` without one.
    var backButtonFrame: Rect? {
        guard let title = item.backTitle else { return nil }
        let style = TextStyle(font: Self.buttonFont)
        let textWidth =
            window?.textMeasurer?.size(of: title, style: style, maxWidth: nil).width
            ?? Double(title.count) * Self.buttonFont.size * 0.55
        let width = min(max(textWidth + 34, 44), bounds.width / 2)
        let x = isRightToLeft ? bounds.width - width : 0
        return Rect(x: x, y: 0, width: width, height: bounds.height)
    }

    override public func draw(in context: any GraphicsContext) {
        context.setFillColor(barTintColor)
        context.fill(bounds)
        context.setFillColor(Color(white: 0.78))
        context.fill(Rect(x: 0, y: bounds.height - 0.5, width: bounds.width, height: 0.5))
        guard let progress = transitionProgress, let previousItem, previousItem != item else {
            draw(item, alpha: 1, titleOffset: 0, in: context)
            return
        }
        // Titles travel a quarter of the bar: the old one out towards where the new one is
        // not coming from, the new one in from the other side (mirrored for right-to-left).
        let travel = bounds.width / 4 * (isRightToLeft ? -1 : 1) * (isPushing ? 1 : -1)
        draw(previousItem, alpha: 1 - progress, titleOffset: -travel * progress, in: context)
        draw(item, alpha: progress, titleOffset: travel * (1 - progress), in: context)
    }

    private var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    private func handleTap(at point: Point) {
        guard let frame = backButtonFrame, frame.contains(point) else { return }
        onBack?()
    }

    private func draw(_ item: Item, alpha: Double, titleOffset: Double, in context: any GraphicsContext) {
        guard alpha > 0.001 else { return }
        context.saveGState()
        context.setAlpha(min(alpha, 1))
        let reserved = item.backTitle == nil ? 16.0 : min(bounds.width / 4, 96)
        if let title = item.title, !title.isEmpty {
            let style = TextStyle(
                font: Self.titleFont, color: titleColor, alignment: .center, lineBreakMode: .byTruncatingTail,
                numberOfLines: 1)
            let area = bounds.insetBy(dx: reserved, dy: 0).offsetBy(dx: titleOffset, dy: 0)
            drawLine(title, in: area, style: style, context: context)
        }
        if let backTitle = item.backTitle {
            drawBackButton(backTitle, context: context)
        }
        context.restoreGState()
    }

    private func drawBackButton(_ title: String, context: any GraphicsContext) {
        let midY = bounds.height / 2
        let chevronX = isRightToLeft ? bounds.width - 10 : 10
        let direction = isRightToLeft ? -1.0 : 1.0
        context.setStrokeColor(tintColor)
        context.setLineWidth(2.5)
        context.setLineCap(.round)
        context.setLineJoin(.round)
        context.beginPath()
        context.move(to: Point(x: chevronX + 8 * direction, y: midY - 9))
        context.addLine(to: Point(x: chevronX, y: midY))
        context.addLine(to: Point(x: chevronX + 8 * direction, y: midY + 9))
        context.strokePath()
        let style = TextStyle(
            font: Self.buttonFont, color: tintColor, alignment: isRightToLeft ? .right : .left,
            lineBreakMode: .byTruncatingTail, numberOfLines: 1)
        let width = max(bounds.width / 2 - 26, 0)
        let x = isRightToLeft ? bounds.width - 26 - width : 26
        drawLine(title, in: Rect(x: x, y: 0, width: width, height: bounds.height), style: style, context: context)
    }

    /// Draws one line of text vertically centred in `rect`.
    private func drawLine(_ text: String, in rect: Rect, style: TextStyle, context: any GraphicsContext) {
        let size = context.size(of: text, style: style, maxWidth: rect.width)
        let y = rect.minY + (rect.height - size.height) / 2
        context.draw(text, in: Rect(x: rect.minX, y: y, width: rect.width, height: size.height), style: style)
    }
}
