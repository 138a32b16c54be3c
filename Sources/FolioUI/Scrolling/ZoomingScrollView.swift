public import FolioCore

/// A scroll view that zooms one content view the way Photos does: pinch, Control + wheel,
/// double tap to zoom in on a point and again to zoom back out, content smaller than the
/// view kept in its middle.
///
/// It is what UIKit apps build by hand from a `UIScrollView` (Apple's PhotoScroller sample):
/// the content view is the view for zooming, ``ScrollView/centersZoomedContent`` is on, and
/// a double-tap recognizer is installed. Any ``ScrollView/delegate`` you set still hears
/// every call; its `viewForZooming(in:)` may return `nil` to keep ``contentView``.
///
/// ```swift
/// let zooming = ZoomingScrollView(contentView: pageView)
/// zooming.maximumZoomScale = 8
/// singleTap.require(toFail: zooming.doubleTapGestureRecognizer)
/// page.view.addSubview(zooming)
/// ```
///
/// The content view is sized to fit the scroll view at ``ScrollView/minimumZoomScale`` 1
/// whenever the scroll view's size changes (the zoom is reset then).
@MainActor
open class ZoomingScrollView: ScrollView, ScrollViewDelegate {
    /// The view that is zoomed.
    public let contentView: View

    /// Zooms in on a double-tapped point, or back out when zoomed in.
    public let doubleTapGestureRecognizer: TapGestureRecognizer

    /// The scale a double tap zooms in to. 2.5 by default (clamped to the limits).
    public var doubleTapZoomScale = 2.5

    private var laidOutSize = Size.zero

    /// Creates a zooming scroll view around `contentView`.
    ///
    /// - Parameters:
    ///   - contentView: The view to zoom; it becomes a subview.
    ///   - frame: The frame in the superview's coordinates.
    public init(contentView: View, frame: Rect = .zero) {
        self.contentView = contentView
        let doubleTap = TapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        doubleTapGestureRecognizer = doubleTap
        super.init(frame: frame)
        internalDelegate = self
        centersZoomedContent = true
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        maximumZoomScale = 4
        addSubview(contentView)
        doubleTap.addTarget { [weak self] recognizer in
            guard let self, recognizer.state == .ended else { return }
            self.toggleZoom(at: recognizer.location(in: self.contentView))
        }
        addGestureRecognizer(doubleTap)
    }

    /// Zooms in on `point` (in ``contentView``'s coordinates) to ``doubleTapZoomScale``,
    /// or back out to the minimum when zoomed in: what a double tap does.
    public func toggleZoom(at point: Point) {
        if zoomScale > minimumZoomScale + 1e-6 {
            setZoomScale(minimumZoomScale, animated: true)
            return
        }
        let scale = clampedZoomScale(doubleTapZoomScale)
        let size = Size(width: bounds.width / scale, height: bounds.height / scale)
        zoom(
            to: Rect(x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width, height: size.height),
            animated: true)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        guard bounds.size != laidOutSize else { return }
        laidOutSize = bounds.size
        // A new size (a window resize, a rotation): the content fits again at scale 1.
        stopZoomAnimation()
        zoom.scale = 1
        contentView.transform = .identity
        contentView.bounds = Rect(origin: .zero, size: bounds.size)
        layoutZoomView(contentView, scale: 1)
        contentView.rasterizationScale = 1
        contentOffset = .zero
    }

    // MARK: ScrollViewDelegate (internal)

    /// The content view, unless the public delegate names another.
    public func viewForZooming(in scrollView: ScrollView) -> View? { contentView }
}
