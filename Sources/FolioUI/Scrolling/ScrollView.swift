public import FolioCore

/// A view that lets the user move content larger than itself by dragging, flicking, with
/// the mouse wheel or trackpad and with the keyboard, the counterpart of `UIScrollView`.
///
/// The content offset is the origin of ``View/bounds``: subviews are placed in content
/// coordinates and the scroll view shows the part at ``contentOffset``. Motion follows iOS's
/// physics (docs/Architecture.md §5): rubber-banding past the edges, exponential deceleration
/// (``decelerationRate``), a critically damped bounce, and paging that snaps to the page the
/// flick's projected offset lands in.
///
/// ```swift
/// let scrollView = ScrollView(frame: view.bounds)
/// scrollView.isPagingEnabled = true
/// scrollView.contentSize = Size(width: view.bounds.width * 3, height: view.bounds.height)
/// scrollView.delegate = self
/// for (index, page) in pages.enumerated() {
///     page.frame = Rect(x: Double(index) * view.bounds.width, y: 0,
///                       width: view.bounds.width, height: view.bounds.height)
///     scrollView.addSubview(page)
/// }
/// ```
///
/// - Note: Folio additions: ``maximumPagesPerFlick`` (UIKit always moves one page) and
///   delegate start/end calls that always pair (see ``ScrollViewDelegate``). The scroll
///   indicators are subviews, as in UIKit, added the first time they show.
@MainActor
open class ScrollView: View {
    /// Follows and steers the scrolling.
    public weak var delegate: (any ScrollViewDelegate)?

    /// The size of the scrollable content.
    public var contentSize = Size.zero {
        didSet { if contentSize != oldValue { configureAxes() } }
    }

    /// Extra scrollable space around the content.
    public var contentInset = EdgeInsets.zero {
        didSet { if contentInset != oldValue { configureAxes() } }
    }

    /// The insets used for scrolling.
    ///
    /// - Note: Folio has no safe area or bars to adjust for, so this equals ``contentInset``.
    public var adjustedContentInset: EdgeInsets { contentInset }

    /// Whether the user can scroll (drag, wheel, keys). Programmatic scrolling always works.
    public var isScrollEnabled = true {
        didSet {
            panGestureRecognizer.isEnabled = isScrollEnabled
            configureAxes()
        }
    }

    /// Whether the content comes to rest on multiples of the scroll view's size.
    public var isPagingEnabled = false {
        didSet { configureAxes() }
    }

    /// How many pages one flick may move from the page the drag began on; `nil` for no limit.
    /// 1 by default, as in UIKit.
    ///
    /// - Note: A Folio addition; UIKit always limits a paging flick to one page.
    public var maximumPagesPerFlick: Int? = 1 {
        didSet { configureAxes() }
    }

    /// Whether the content can be pulled past its edges and bounces back.
    public var bounces = true {
        didSet { configureAxes() }
    }

    /// Whether vertical drags rubber-band even when the content is not taller than the view.
    public var alwaysBounceVertical = false {
        didSet { configureAxes() }
    }

    /// Whether horizontal drags rubber-band even when the content is not wider than the view.
    public var alwaysBounceHorizontal = false {
        didSet { configureAxes() }
    }

    /// Whether a drag that starts mostly along one axis scrolls only along it.
    public var isDirectionalLockEnabled = false {
        didSet { configureAxes() }
    }

    /// How quickly the content slows down after a flick.
    public var decelerationRate = DecelerationRate.normal {
        didSet { configureAxes() }
    }

    /// Whether the horizontal indicator shows while scrolling.
    public var showsHorizontalScrollIndicator = true
    /// Whether the vertical indicator shows while scrolling.
    public var showsVerticalScrollIndicator = true
    /// The colour of the scroll indicators.
    public var indicatorStyle = IndicatorStyle.default

    /// The recognizer that drags the content. You can add it to failure requirements or set
    /// its delegate's simultaneity, as in UIKit; do not change its target.
    public let panGestureRecognizer: PanGestureRecognizer

    /// The physics model; the bounds origin mirrors its offset.
    var physics = ScrollPhysics()
    /// The pan translation when the current drag began (the slop is not applied to the content).
    var dragTranslationOrigin = Point.zero
    /// Whether the current touch caught a moving scroll view.
    var isCatching = false
    /// Set while the scroll view itself moves the bounds origin.
    var isApplyingOffset = false
    var linkToken: DisplayLink.Token?
    weak var linkOwner: DisplayLink?
    /// Accumulated precise (trackpad) wheel travel towards the next page.
    var wheelPageAccumulator = Point.zero
    /// The time of the last user-visible scroll, for the indicators' fade.
    var lastScrollActivity = -Double.infinity
    var horizontalIndicator: View?
    var verticalIndicator: View?
    /// The zoom scale, limits, gesture and animation (ScrollView+Zooming.swift).
    var zoom = ZoomState()
    /// The pinch that zooms, created when the zoom limits first differ (see
    /// ``pinchGestureRecognizer``).
    var storedPinch: PinchGestureRecognizer?
    /// A drag that went past this zoomable scroll view's edge into an enclosing one.
    var handoff: Handoff?
    /// Receives every delegate call after ``delegate`` (see ``ScrollView/internalDelegate``).
    package weak var internalDelegate: (any ScrollViewDelegate)?
    /// The page size used for paging instead of the bounds size.
    package var pagingLength: Size? {
        didSet { configureAxes() }
    }

    /// Creates a scroll view.
    ///
    /// - Parameter frame: The frame in the superview's coordinates.
    public override init(frame: Rect = .zero) {
        let pan = ScrollViewPanGestureRecognizer()
        panGestureRecognizer = pan
        super.init(frame: frame)
        clipsToBounds = true
        pan.scrollView = self
        pan.addTarget { [weak self] recognizer in
            guard let self, let pan = recognizer as? PanGestureRecognizer else { return }
            self.handlePan(pan)
        }
        addGestureRecognizer(pan)
        physics.horizontal = ScrollAxis(offset: 0, range: 0...0, viewport: bounds.width)
        physics.vertical = ScrollAxis(offset: 0, range: 0...0, viewport: bounds.height)
        configureAxes()
    }

    // MARK: - Offset

    /// The point of the content shown at the scroll view's top-left corner: the bounds origin.
    ///
    /// Setting it moves the content immediately; a drag or deceleration in progress continues
    /// from the new offset (infinite scrollers re-centre this way). Use
    /// ``setContentOffset(_:animated:)`` with `animated: false` to also stop a deceleration.
    public var contentOffset: Point {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// The scroll view's own coordinate space; its origin is ``contentOffset``.
    open override var bounds: Rect {
        get { super.bounds }
        set {
            let old = super.bounds
            super.bounds = newValue
            let new = super.bounds
            if new.size != old.size {
                configureAxes()
                updateIndicators(at: currentTime)
            }
            guard new.origin != old.origin, !isApplyingOffset else { return }
            if physics.phase == .resting {
                physics.jump(to: new.origin)
            } else {
                physics.shift(by: new.origin - physics.offset)
            }
            notifyDidScroll()
        }
    }

    // MARK: - State

    /// Whether a finger is on the scroll view (it may not have started dragging yet).
    public var isTracking: Bool { physics.phase == .tracking || physics.phase == .dragging }
    /// Whether the user is dragging the content.
    public var isDragging: Bool { physics.phase == .dragging }
    /// Whether the content moves on its own after a drag.
    public var isDecelerating: Bool { physics.phase == .decelerating }

    // MARK: - Overrides

    open override var canBecomeFirstResponder: Bool { true }

    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        guard gestureRecognizer === panGestureRecognizer else {
            return super.gestureRecognizerShouldBegin(gestureRecognizer)
        }
        return panShouldBegin()
    }

    open override func scrollWheel(_ event: ScrollWheelEvent) -> Bool {
        if event.modifiers.contains(.control) {
            return handleZoomWheel(event) || super.scrollWheel(event)
        }
        return handleScrollWheel(event) || super.scrollWheel(event)
    }

    open override func keyDown(_ event: KeyEvent) -> Bool {
        handleKey(event) || super.keyDown(event)
    }

    open override func willMove(toWindow newWindow: Window?) {
        super.willMove(toWindow: newWindow)
        if newWindow !== window { finishMotionImmediately() }
    }

    // MARK: - Configuration

    /// Copies the properties into the physics model.
    func configureAxes() {
        let size = bounds.size
        let inset = contentInset
        let paging = pagingLength ?? size
        func configure(
            _ axis: inout ScrollAxis, content: Double, before: Double, after: Double, viewport: Double,
            alwaysBounce: Bool, page: Double
        ) {
            axis.range = -before...max(-before, content + after - viewport)
            axis.viewport = viewport
            axis.isScrollable = isScrollEnabled && (content + before + after > viewport + 1e-9 || alwaysBounce)
            axis.bounces = bounces
            axis.deceleration = decelerationRate.deceleration
            axis.pageLength = isPagingEnabled && page > 0 ? page : nil
            axis.maximumPagesPerFlick = maximumPagesPerFlick
        }
        configure(
            &physics.horizontal, content: contentSize.width, before: inset.left, after: inset.right,
            viewport: size.width, alwaysBounce: alwaysBounceHorizontal && bounces, page: paging.width)
        configure(
            &physics.vertical, content: contentSize.height, before: inset.top, after: inset.bottom,
            viewport: size.height, alwaysBounce: alwaysBounceVertical && bounces, page: paging.height)
        physics.isDirectionalLockEnabled = isDirectionalLockEnabled
    }

    /// The time on the window's clock, or the last known time outside a window.
    var currentTime: Double { window?.clock.now ?? linkOwner?.timestamp ?? 0 }
}
