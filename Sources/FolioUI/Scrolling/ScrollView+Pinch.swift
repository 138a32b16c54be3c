import FolioCore
import Foundation

extension ScrollView {
    /// Follows the pinch: the scale is the pinch's (past the limits with a rubber band), and
    /// the point of the content that was under the fingers' centroid when it began stays
    /// under the centroid, which may itself move (a pinch also pans).
    func handlePinch(_ pinch: PinchGestureRecognizer) {
        switch pinch.state {
        case .began:
            guard let view = zoomingView() else { return }
            // Catch a bounce or an animated zoom where it is.
            stopZoomAnimation()
            if physics.isMoving {
                let phase = physics.phase
                physics.step(to: currentTime)
                applyOffset(physics.offset, userDriven: true)
                physics.stop()
                reportEnd(of: phase)
            }
            // The anchor is read from where the view is: the app may have moved it.
            layoutZoomedContent()
            zoom.view = view
            zoom.isZooming = true
            zoom.gestureStartScale = zoom.scale
            zoom.pinchScaleAtStart = pinch.scale
            zoom.focal = pinch.location(in: self) - contentOffset
            zoom.anchor = zoomAnchor(forVisiblePoint: zoom.focal, in: view)
            notifyDelegates { $0.scrollViewWillBeginZooming(self, with: view) }
        case .changed:
            guard zoom.isZooming, let view = zoom.view else { return }
            let raw = zoom.gestureStartScale * pinch.scale / max(zoom.pinchScaleAtStart, 1e-9)
            let scale = rubberBandedZoomScale(raw)
            zoom.focal = pinch.location(in: self) - contentOffset
            applyZoomStep(scale: scale, keeping: zoom.anchor, at: zoom.focal, clamped: !bounces, in: view)
        case .ended, .cancelled:
            endPinch()
        default:
            break
        }
    }

    /// `raw` within the limits, or past them with resistance when ``bouncesZoom`` is on.
    func rubberBandedZoomScale(_ raw: Double) -> Double {
        let low = zoom.minimum
        let high = max(zoom.minimum, zoom.maximum)
        guard raw.isFinite, raw > 0 else { return zoom.scale }
        if raw > high {
            guard zoom.bounces else { return high }
            return high
                * exp(RubberBand.offset(overshoot: Foundation.log(raw / high), dimension: Self.zoomBounceDimension))
        }
        if raw < low {
            guard zoom.bounces else { return low }
            return low
                / exp(RubberBand.offset(overshoot: Foundation.log(low / raw), dimension: Self.zoomBounceDimension))
        }
        return raw
    }

    /// The fingers lifted: spring back within the limits (and the content into range),
    /// keeping the last focal point as still as the limits allow, then report the end.
    private func endPinch() {
        guard zoom.isZooming, let view = zoom.view else { return }
        zoom.isZooming = false
        if isDragging {
            // The pan that moved with the pinch gives the content back to the zoom's spring.
            panGestureRecognizer.isEnabled = false
            panGestureRecognizer.isEnabled = isScrollEnabled
        }
        if physics.isMoving { physics.stop() }
        let target = clampedZoomScale(zoom.scale)
        let anchor = zoomAnchor(forVisiblePoint: zoom.focal, in: view)
        let offset = clampedZoomOffset(
            zoomOffset(keeping: anchor, at: zoom.focal, scale: target, in: view), scale: target, in: view)
        if target == zoom.scale && offset == contentOffset {
            finishZoom(view)
        } else {
            startZoomAnimation(to: target, offset: offset, in: view, isBounce: target != zoom.scale)
        }
    }

    /// Reports the end of a zoom and redraws the content for the scale it rests at.
    func finishZoom(_ view: View) {
        zoomDidSettle(view)
        stopTickingIfIdle(at: currentTime)
        notifyDelegates { $0.scrollViewDidEndZooming(self, with: view, atScale: self.zoom.scale) }
    }

    // MARK: - Animation

    func startZoomAnimation(to scale: Double, offset: Point, in view: View, isBounce: Bool) {
        zoom.view = view
        zoom.animation = ZoomAnimation(
            fromScale: zoom.scale, toScale: scale,
            fromCorner: zoomCorner(scale: zoom.scale, offset: contentOffset, in: view),
            toCorner: zoomCorner(scale: scale, offset: offset, in: view), start: currentTime, isBounce: isBounce,
            reportsEnd: true)
        guard zoom.linkToken == nil, let link = window?.displayLink else {
            if window?.displayLink == nil { stepZoomAnimation(at: .infinity) }
            return
        }
        zoom.linkOwner = link
        zoom.linkToken = link.add { [weak self] link in
            self?.stepZoomAnimation(at: link.timestamp)
        }
    }

    /// One frame of the zoom animation.
    func stepZoomAnimation(at time: Double) {
        guard let animation = zoom.animation, let view = zoom.view else {
            stopZoomAnimation()
            return
        }
        let (p, done) = animation.progress(at: time)
        let state = animation.state(at: p)
        applyZoomStep(scale: state.scale, keeping: state.corner, at: .zero, clamped: done, in: view)
        guard done else { return }
        stopZoomAnimation()
        if animation.reportsEnd { finishZoom(view) }
    }

    /// Stops the zoom animation where it is, without reporting.
    func stopZoomAnimation() {
        zoom.animation = nil
        if let token = zoom.linkToken {
            zoom.linkOwner?.remove(token)
            zoom.linkToken = nil
        }
    }

    // MARK: - Wheel

    /// Control + wheel (and trackpad pinches that arrive that way) zooms about the pointer:
    /// a notch up zooms in by about a fifth. Each event is one zoom from start to end.
    ///
    /// - Returns: Whether the scroll view zooms.
    func handleZoomWheel(_ event: ScrollWheelEvent) -> Bool {
        guard zoom.maximum > zoom.minimum, !zoom.isZooming, let view = zoomingView() else { return false }
        let amount = abs(event.delta.y) >= abs(event.delta.x) ? event.delta.y : event.delta.x
        guard amount != 0 else { return false }
        let base = zoom.animation?.toScale ?? zoom.scale
        let target = clampedZoomScale(base * exp(-amount * Self.wheelZoomPerPoint))
        guard target != zoom.scale else { return true }
        stopZoomAnimation()
        let visible = convert(event.location, from: nil) - contentOffset
        let anchor = zoomAnchor(forVisiblePoint: visible, in: view)
        let offset = clampedZoomOffset(
            zoomOffset(keeping: anchor, at: visible, scale: target, in: view), scale: target, in: view)
        notifyDelegates { $0.scrollViewWillBeginZooming(self, with: view) }
        applyZoomStep(scale: target, offset: offset, in: view)
        finishZoom(view)
        return true
    }
}
