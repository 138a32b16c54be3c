public import FolioCore

/// Zooming, UIKit's way: the delegate names a subview in ``ScrollViewDelegate/viewForZooming(in:)``,
/// the scroll view scales that view's ``View/transform`` and sets ``contentSize`` to its
/// scaled frame, and a pinch keeps the point under the fingers fixed.
///
/// Every zoom step runs the scroll view's `layoutSubviews` before it works out the offset,
/// so a subclass that moves the zoomed view there, as Apple's PhotoScroller centres a photo
/// smaller than the screen, keeps it where it puts it while the pinch goes on, below the
/// minimum scale too, and the point under the fingers still stays under them.
///
/// ```swift
/// scrollView.minimumZoomScale = 1
/// scrollView.maximumZoomScale = 8
/// scrollView.delegate = self          // viewForZooming(in:) returns pageView
/// scrollView.zoom(to: Rect(x: 100, y: 80, width: 200, height: 120), animated: true)
/// ```
extension ScrollView {
    /// The smallest scale the content can be zoomed to. 1 by default.
    public var minimumZoomScale: Double {
        get { zoom.minimum }
        set {
            guard newValue.isFinite, newValue > 0 else { return }
            zoom.minimum = newValue
            updatePinchAvailability()
        }
    }

    /// The largest scale the content can be zoomed to. 1 by default, so a scroll view zooms
    /// only once you raise it (and its delegate gives a view to zoom).
    public var maximumZoomScale: Double {
        get { zoom.maximum }
        set {
            guard newValue.isFinite, newValue > 0 else { return }
            zoom.maximum = newValue
            updatePinchAvailability()
        }
    }

    /// The current scale of the zoomed view. Setting it zooms about the centre of the visible
    /// area, clamped to the limits, without animation.
    public var zoomScale: Double {
        get { zoom.scale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Whether a pinch can go past the limits with resistance and springs back on release.
    /// `true` by default; without it the scale stops at the limits.
    public var bouncesZoom: Bool {
        get { zoom.bounces }
        set { zoom.bounces = newValue }
    }

    /// Whether a pinch is changing the scale now.
    public var isZooming: Bool { zoom.isZooming }

    /// Whether the scale is springing back within the limits after a pinch went past them.
    public var isZoomBouncing: Bool { zoom.animation?.isBounce ?? false }

    /// The pinch that zooms; `nil` until the zoom limits differ, as in UIKit.
    public var pinchGestureRecognizer: PinchGestureRecognizer? { storedPinch }

    /// Whether content smaller than the scroll view is kept in its middle (along each axis
    /// on which it is smaller). `false` by default.
    ///
    /// - Note: A Folio addition. UIKit leaves the zoomed view at the top-left corner of the
    ///   content and apps centre it themselves, usually in `layoutSubviews` or
    ///   `scrollViewDidZoom`; this does the same inside every zoom step, so the focal point
    ///   stays fixed while the content is centred.
    public var centersZoomedContent: Bool {
        get { zoom.centersContent }
        set {
            zoom.centersContent = newValue
            if let view = zoomingView() { layoutZoomView(view, scale: zoom.scale) }
        }
    }

    /// Zooms to `scale` (clamped to the limits) about the centre of the visible area.
    ///
    /// Without animation only `scrollViewDidZoom` is told; an animation reports
    /// `scrollViewWillBeginZooming`, `scrollViewDidZoom` each frame and
    /// `scrollViewDidEndZooming` at the end, as in UIKit.
    ///
    /// - Parameters:
    ///   - scale: The new scale.
    ///   - animated: Whether to animate.
    public func setZoomScale(_ scale: Double, animated: Bool) {
        guard scale.isFinite, scale > 0, let view = zoomingView() else { return }
        let target = clampedZoomScale(scale)
        let centre = Point(x: bounds.width / 2, y: bounds.height / 2)
        let anchor = zoomAnchor(forVisiblePoint: centre, in: view)
        let offset = clampedZoomOffset(
            zoomOffset(keeping: anchor, at: centre, scale: target, in: view), scale: target, in: view)
        moveZoom(to: target, offset: offset, in: view, animated: animated)
    }

    /// Zooms so that `rect` (in the zoomed view's coordinates) fills the scroll view as far
    /// as the limits allow, centred.
    ///
    /// ```swift
    /// // Double tap: zoom in on the tapped point, or back out.
    /// if scrollView.zoomScale > scrollView.minimumZoomScale {
    ///     scrollView.setZoomScale(scrollView.minimumZoomScale, animated: true)
    /// } else {
    ///     let p = tap.location(in: pageView)
    ///     scrollView.zoom(to: Rect(x: p.x - 50, y: p.y - 50, width: 100, height: 100), animated: true)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - rect: The area to show, in the coordinates of the view returned by `viewForZooming(in:)`.
    ///   - animated: Whether to animate.
    public func zoom(to rect: Rect, animated: Bool) {
        guard let view = zoomingView(), !rect.isNull, rect.width > 0 || rect.height > 0 else { return }
        let fit = min(
            rect.width > 0 ? bounds.width / rect.width : .infinity,
            rect.height > 0 ? bounds.height / rect.height : .infinity)
        let target = clampedZoomScale(fit)
        let centre = Point(x: bounds.width / 2, y: bounds.height / 2)
        let offset = clampedZoomOffset(
            zoomOffset(keeping: rect.center, at: centre, scale: target, in: view), scale: target, in: view)
        moveZoom(to: target, offset: offset, in: view, animated: animated)
    }

    // MARK: - Geometry

    /// The view the delegate (then the internal delegate) wants zoomed, if it is inside this
    /// scroll view.
    func zoomingView() -> View? {
        let view = delegate?.viewForZooming(in: self) ?? internalDelegate?.viewForZooming(in: self)
        guard let view, view !== self, view.isDescendant(of: self) else { return nil }
        return view
    }

    func clampedZoomScale(_ scale: Double) -> Double {
        min(max(scale, zoom.minimum), max(zoom.minimum, zoom.maximum))
    }

    /// Where the scroll view puts the top-left corner of the zoomed view, in content
    /// coordinates, for a scaled size: the origin, or the middle with ``centersZoomedContent``.
    /// The app may move the view from there (Apple's PhotoScroller centres a small photo in
    /// `layoutSubviews`); the zoom math reads where it is (``zoomOrigin(of:)``).
    func zoomContentOrigin(for size: Size) -> Point {
        guard zoom.centersContent else { return .zero }
        let inset = contentInset
        let width = bounds.width - inset.left - inset.right
        let height = bounds.height - inset.top - inset.bottom
        return Point(x: max(0, (width - size.width) / 2), y: max(0, (height - size.height) / 2))
    }

    /// Scales `view` to `scale`, places it and sets the content size to its frame.
    func layoutZoomView(_ view: View, scale: Double) {
        view.transform = AffineTransform2D(scaleX: scale, y: scale)
        let size = Size(width: view.bounds.width * scale, height: view.bounds.height * scale)
        let origin = zoomContentOrigin(for: size)
        view.center = Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2)
        contentSize = size
    }

    /// Runs this scroll view's `layoutSubviews` now, as UIKit runs it on every zoom step, so
    /// that one that moves the zoomed view (PhotoScroller's centring) has placed it before
    /// the offset is worked out. Not again from inside a layout it started: a
    /// `layoutSubviews` that sets ``zoomScale`` does not loop.
    func layoutZoomedContent() {
        guard !zoom.isLayingOut else { return }
        zoom.isLayingOut = true
        defer { zoom.isLayingOut = false }
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// Where the top-left corner of the zoomed view is now, in content coordinates: where
    /// the scroll view put it, or where the app moved it since.
    func zoomOrigin(of view: View) -> Point {
        convert(view.bounds.origin, from: view)
    }

    /// Where the top-left corner of the zoomed view will be at `scale`: where it is now at
    /// the current scale; otherwise the view is laid out at `scale` (the app's
    /// `layoutSubviews` included), looked at and put back, so a target computed for an
    /// animation or a release lands where the app will place the view.
    func zoomOrigin(of view: View, at scale: Double) -> Point {
        guard scale != zoom.scale else { return zoomOrigin(of: view) }
        let (transform, center, size) = (view.transform, view.center, contentSize)
        layoutZoomView(view, scale: scale)
        layoutZoomedContent()
        let origin = zoomOrigin(of: view)
        view.transform = transform
        view.center = center
        contentSize = size
        setNeedsLayout()
        return origin
    }

    /// The point of `view` (its bounds coordinates) shown at `visible`, a point relative to
    /// the scroll view's visible top-left corner.
    func zoomAnchor(forVisiblePoint visible: Point, in view: View) -> Point {
        (visible + contentOffset - zoomOrigin(of: view)) / zoom.scale + view.bounds.origin
    }

    /// The content offset that shows `anchor` (in `view`'s coordinates) at `visible` when
    /// the scale is `scale`.
    func zoomOffset(keeping anchor: Point, at visible: Point, scale: Double, in view: View) -> Point {
        zoomOrigin(of: view, at: scale) + (anchor - view.bounds.origin) * scale - visible
    }

    /// `offset` moved into the scrollable range the content will have at `scale`.
    func clampedZoomOffset(_ offset: Point, scale: Double, in view: View) -> Point {
        let inset = contentInset
        let width = view.bounds.width * scale
        let height = view.bounds.height * scale
        let maxX = max(-inset.left, width + inset.right - bounds.width)
        let maxY = max(-inset.top, height + inset.bottom - bounds.height)
        return Point(x: min(max(offset.x, -inset.left), maxX), y: min(max(offset.y, -inset.top), maxY))
    }

    /// The visible top-left corner in `view`'s coordinates for a scale and offset.
    func zoomCorner(scale: Double, offset: Point, in view: View) -> Point {
        (offset - zoomOrigin(of: view, at: scale)) / scale + view.bounds.origin
    }

    /// Applies one zoom step that shows `anchor` (in `view`'s coordinates) at `visible`:
    /// the view is scaled and laid out first, so the offset follows where it really is.
    func applyZoomStep(scale: Double, keeping anchor: Point, at visible: Point, clamped: Bool, in view: View) {
        zoom.scale = scale
        layoutZoomView(view, scale: scale)
        layoutZoomedContent()
        var offset = zoomOrigin(of: view) + (anchor - view.bounds.origin) * scale - visible
        if clamped { offset = clampedZoomOffset(offset, scale: scale, in: view) }
        applyZoomOffset(offset)
    }

    /// Applies one zoom step: scale, placement, content size and offset, then tells the
    /// delegates (`scrollViewDidZoom`, then `scrollViewDidScroll` if the offset moved).
    func applyZoomStep(scale: Double, offset: Point, in view: View) {
        zoom.scale = scale
        layoutZoomView(view, scale: scale)
        applyZoomOffset(offset)
    }

    /// Moves to `offset` within a zoom step and tells the delegates.
    private func applyZoomOffset(_ offset: Point) {
        let old = super.bounds
        let moved = offset != old.origin
        if moved {
            isApplyingOffset = true
            physics.jump(to: offset)
            bounds = Rect(origin: offset, size: old.size)
            isApplyingOffset = false
            noteScrollActivity()
            updateIndicators(at: currentTime)
        }
        notifyDelegates { $0.scrollViewDidZoom(self) }
        if moved { notifyDidScroll() }
    }

    /// Moves to a resting scale and offset, at once or with the spring.
    private func moveZoom(to scale: Double, offset: Point, in view: View, animated: Bool) {
        stopZoomAnimation()
        if physics.isMoving {
            let phase = physics.phase
            physics.stop()
            reportEnd(of: phase)
        }
        guard animated, window != nil, scale != zoom.scale || offset != contentOffset else {
            applyZoomStep(scale: scale, offset: offset, in: view)
            zoomDidSettle(view)
            return
        }
        notifyDelegates { $0.scrollViewWillBeginZooming(self, with: view) }
        startZoomAnimation(to: scale, offset: offset, in: view, isBounce: false)
    }

    /// The zoom came to rest: drawn content under the zoomed view is redrawn for the new scale.
    func zoomDidSettle(_ view: View) {
        view.rasterizationScale = zoom.scale
    }

    /// Makes the pinch exist (and be enabled) exactly when the limits allow zooming.
    func updatePinchAvailability() {
        let zooms = zoom.maximum > zoom.minimum
        if zooms, storedPinch == nil {
            let pinch = PinchGestureRecognizer()
            pinch.addTarget { [weak self] recognizer in
                guard let self, let pinch = recognizer as? PinchGestureRecognizer else { return }
                self.handlePinch(pinch)
            }
            storedPinch = pinch
            addGestureRecognizer(pinch)
        }
        storedPinch?.isEnabled = zooms
    }
}
