public import FolioCore

/// A row of dots showing which of several pages is current, the counterpart of `UIPageControl`.
///
/// Tapping before or after the current dot (left/right, or above/below when vertical) steps
/// one page; dragging across the control scrubs through the pages. Each change made by the
/// user sends ``Control/Event/valueChanged``; setting ``currentPage`` in code does not.
/// When the dots do not fit, the control shows a window of them that scrolls with the current
/// page, and the dots at an edge with more pages beyond shrink, as iOS 14's control does;
/// nothing is ever drawn outside the bounds.
///
/// ```swift
/// let pageControl = PageControl(frame: Rect(x: 0, y: 560, width: 400, height: 26))
/// pageControl.numberOfPages = 3
/// pageControl.addTarget(self, action: Pager.changePage, for: .valueChanged)
/// ```
///
/// The control is an `.adjustable` accessibility element: its value reads "page 2 of 3" and
/// ``accessibilityIncrement()`` / ``accessibilityDecrement()`` step the page.
@MainActor
open class PageControl: Control {
    /// The direction the pages run in, the counterpart of `UIPageControl.Direction`.
    public enum Direction: Int, Hashable, Sendable {
        /// Left to right, or right to left in a right-to-left layout.
        case natural
        case leftToRight
        case rightToLeft
        case topToBottom
        case bottomToTop
    }

    /// How the user is interacting, the counterpart of `UIPageControl.InteractionState`.
    public enum InteractionState: Int, Hashable, Sendable {
        /// No touch.
        case none
        /// A touch that will step one page when it lifts (a tap).
        case discrete
        /// A drag scrubbing through the pages.
        case continuous
    }

    /// The number of pages (dots). Negative values become 0.
    public var numberOfPages = 0 {
        didSet {
            if numberOfPages < 0 { numberOfPages = 0 }
            guard numberOfPages != oldValue else { return }
            if currentPage > max(numberOfPages - 1, 0) { currentPage = max(numberOfPages - 1, 0) }
            updateWindow(animated: false)
            setNeedsDisplay()
        }
    }

    /// The current page, clamped to `0…numberOfPages − 1`.
    public var currentPage: Int {
        get { storedCurrentPage }
        set {
            let page = min(max(newValue, 0), max(numberOfPages - 1, 0))
            guard page != storedCurrentPage else { return }
            storedCurrentPage = page
            updateWindow(animated: true)
            setNeedsDisplay()
        }
    }

    /// Whether the control shows nothing (and ignores touches) when there is only one page.
    public var hidesForSinglePage = false {
        didSet { setNeedsDisplay() }
    }

    /// The colour of the other dots; `nil` uses a translucent dark grey.
    public var pageIndicatorTintColor: Color? {
        didSet { setNeedsDisplay() }
    }

    /// The colour of the current dot; `nil` uses a nearly opaque dark grey.
    public var currentPageIndicatorTintColor: Color? {
        didSet { setNeedsDisplay() }
    }

    /// The direction the pages run in.
    public var direction = Direction.natural {
        didSet { setNeedsDisplay() }
    }

    /// Whether dragging across the control scrubs through the pages. `true` by default.
    public var allowsContinuousInteraction = true

    /// The current interaction.
    public internal(set) var interactionState = InteractionState.none

    /// "page N of M", the value read out by assistive technologies; derived from the pages, so
    /// setting it has no effect.
    public override var accessibilityValue: String? {
        get {
            guard numberOfPages > 0 else { return nil }
            return "page \(currentPage + 1) of \(numberOfPages)"
        }
        set {}  // swift-format-ignore: derived value
    }

    /// Moves to the next page as a swipe up with VoiceOver would, sending `valueChanged`.
    public override func accessibilityIncrement() {
        setCurrentPageByUser(currentPage + 1)
    }

    /// Moves to the previous page, sending `valueChanged`.
    public override func accessibilityDecrement() {
        setCurrentPageByUser(currentPage - 1)
    }

    var storedCurrentPage = 0
    /// The page shown in the first dot slot, and the fractional start being drawn while the
    /// window scrolls towards it.
    var windowStart = 0
    var displayedWindowStart = 0.0
    var windowAnimation: (from: Double, start: Double)?
    var windowLinkToken: DisplayLink.Token?
    weak var windowLinkOwner: DisplayLink?
    /// Where the tracked touch went down, along the main axis.
    var trackingOrigin = 0.0

    /// Creates a page control.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityLabel = "Page"
        accessibilityTraits = [.adjustable]
    }

    static let defaultPageIndicatorColor = Color(white: 0, alpha: 0.25)
    static let defaultCurrentPageIndicatorColor = Color(white: 0, alpha: 0.85)

    /// Whether the control currently shows nothing.
    var isSuppressed: Bool { numberOfPages == 0 || (hidesForSinglePage && numberOfPages <= 1) }

    /// The size needed to show `pageCount` dots without scrolling.
    ///
    /// - Parameter pageCount: The number of pages.
    /// - Returns: The size, along the control's direction.
    public func size(forNumberOfPages pageCount: Int) -> Size {
        let length = PageIndicatorLayout.length(forNumberOfPages: pageCount)
        return isVertical
            ? Size(width: PageIndicatorLayout.thickness, height: length)
            : Size(width: length, height: PageIndicatorLayout.thickness)
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        self.size(forNumberOfPages: numberOfPages)
    }

    open override func point(inside point: Point, with event: PointerEvent?) -> Bool {
        !isSuppressed && super.point(inside: point, with: event)
    }

    open override var drawsContent: Bool { true }

    open override func draw(in context: any GraphicsContext) {
        guard !isSuppressed else { return }
        let layout = self.layout
        let others = pageIndicatorTintColor ?? Self.defaultPageIndicatorColor
        let current = currentPageIndicatorTintColor ?? Self.defaultCurrentPageIndicatorColor
        for dot in layout.dots(windowStart: displayedWindowStart) {
            let center = point(alongMainAxis: dot.center)
            let radius = dot.diameter / 2
            context.setFillColor(dot.page == currentPage ? current : others)
            context.beginPath()
            context.addEllipse(
                in: Rect(x: center.x - radius, y: center.y - radius, width: dot.diameter, height: dot.diameter))
            context.fillPath()
        }
    }

    open override var bounds: Rect {
        get { super.bounds }
        set {
            let oldSize = super.bounds.size
            super.bounds = newValue
            if super.bounds.size != oldSize { updateWindow(animated: false) }
        }
    }

    open override func beginTracking(_ touch: Touch, with event: PointerEvent) -> Bool {
        beginPageTracking(at: mainAxisPosition(of: touch.location(in: self)))
    }

    open override func continueTracking(_ touch: Touch, with event: PointerEvent) -> Bool {
        continuePageTracking(at: mainAxisPosition(of: touch.location(in: self)))
    }

    open override func endTracking(_ touch: Touch?, with event: PointerEvent?) {
        endPageTracking(at: touch.map { mainAxisPosition(of: $0.location(in: self)) })
    }

    open override func cancelTracking(with event: PointerEvent?) {
        interactionState = .none
    }

    open override func willMove(toWindow newWindow: Window?) {
        super.willMove(toWindow: newWindow)
        finishWindowAnimation()
    }

    // MARK: - Geometry

    var isVertical: Bool { direction == .topToBottom || direction == .bottomToTop }

    /// Whether positions along the main axis run against the view's coordinates.
    var isReversed: Bool {
        switch direction {
        case .natural: effectiveUserInterfaceLayoutDirection == .rightToLeft
        case .rightToLeft, .bottomToTop: true
        case .leftToRight, .topToBottom: false
        }
    }

    var mainLength: Double { isVertical ? bounds.height : bounds.width }

    var layout: PageIndicatorLayout { PageIndicatorLayout(numberOfPages: numberOfPages, length: mainLength) }

    /// The point in bounds coordinates at `position` along the main axis, centred across it.
    func point(alongMainAxis position: Double) -> Point {
        let along = isReversed ? mainLength - position : position
        return isVertical
            ? Point(x: bounds.minX + bounds.width / 2, y: bounds.minY + along)
            : Point(x: bounds.minX + along, y: bounds.minY + bounds.height / 2)
    }

    /// The position along the main axis of a point in bounds coordinates.
    func mainAxisPosition(of point: Point) -> Double {
        let along = isVertical ? point.y - bounds.minY : point.x - bounds.minX
        return isReversed ? mainLength - along : along
    }
}
