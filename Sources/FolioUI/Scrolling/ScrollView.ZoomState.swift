import FolioCore

extension ScrollView {
    /// Everything zooming keeps between frames: the limits, the scale, the pinch in progress
    /// and the animation (a bounce back within the limits, or an animated zoom).
    struct ZoomState {
        var minimum = 1.0
        var maximum = 1.0
        var scale = 1.0
        var bounces = true
        var centersContent = false
        /// A pinch is changing the scale.
        var isZooming = false
        /// A zoom step is running the layout (`layoutZoomedContent()`).
        var isLayingOut = false
        /// The view being zoomed by the gesture or animation in progress.
        weak var view: View?
        /// The point of the zoom view (its bounds coordinates) kept under the fingers.
        var anchor = Point.zero
        /// The scale when the pinch began, and the pinch's own scale then (its slop).
        var gestureStartScale = 1.0
        var pinchScaleAtStart = 1.0
        /// Where the fingers were last, relative to the visible top-left corner.
        var focal = Point.zero
        var animation: ZoomAnimation?
        var linkToken: DisplayLink.Token?
        weak var linkOwner: DisplayLink?
    }

    /// An animated change of scale and offset: the visible rectangle (in the zoom view's own
    /// coordinates) moves on a critically damped spring, so the scale changes smoothly in
    /// the reciprocal and no point drifts back and forth.
    struct ZoomAnimation {
        var fromScale: Double
        var toScale: Double
        /// The visible top-left corner in the zoom view's coordinates, at both ends.
        var fromCorner: Point
        var toCorner: Point
        var start: Double
        /// A bounce back within the limits (``ScrollView/isZoomBouncing``).
        var isBounce: Bool
        /// Whether `scrollViewDidEndZooming` is told at the end.
        var reportsEnd: Bool

        static let spring = Spring.springBack

        /// The progress 0…1 at `time`, and whether the motion is over.
        func progress(at time: Double) -> (Double, Bool) {
            let t = max(0, time - start)
            let rest = Self.spring.displacement(at: t, initialDisplacement: 1, initialVelocity: 0)
            if abs(rest) < 1e-3 || t > 2 { return (1, true) }
            return (1 - rest, false)
        }

        /// The scale and the visible corner at progress `p`.
        func state(at p: Double) -> (scale: Double, corner: Point) {
            let inverse = 1 / fromScale + (1 / toScale - 1 / fromScale) * p
            let scale = p >= 1 ? toScale : 1 / inverse
            return (scale, fromCorner + (toCorner - fromCorner) * p)
        }
    }

    /// How far past a zoom limit a pinch can go, in natural-log units of scale: the band
    /// follows the fingers at about half speed at first and never passes e^0.5 ≈ 1.65 times
    /// the limit.
    static let zoomBounceDimension = 0.5
    /// How much one wheel notch (40 points) zooms with the Control key: about 22 %.
    static let wheelZoomPerPoint = 0.005
}
