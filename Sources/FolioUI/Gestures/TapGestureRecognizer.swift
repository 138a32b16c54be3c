public import FolioCore

/// Recognizes one or more taps, the counterpart of `UITapGestureRecognizer`. Discrete: it goes
/// from `possible` to `ended` when the last required tap lifts.
///
/// ```swift
/// let doubleTap = TapGestureRecognizer { _ in zoom() }
/// doubleTap.numberOfTapsRequired = 2
/// view.addGestureRecognizer(doubleTap)
/// ```
///
/// It fails when a finger moves more than ``allowableMovement``, when more fingers than
/// ``numberOfTouchesRequired`` touch, or when the next tap does not start within
/// ``maximumIntervalBetweenTaps``.
open class TapGestureRecognizer: GestureRecognizer {
    /// The number of taps needed. 1 by default.
    public var numberOfTapsRequired = 1
    /// The number of fingers needed for each tap. 1 by default.
    public var numberOfTouchesRequired = 1
    /// How far (in points) a finger may move before the tap fails. 10 by default.
    public var allowableMovement = 10.0
    /// How long (in seconds) to wait for the next tap. 0.35 by default.
    public var maximumIntervalBetweenTaps = 0.35
    /// How far (in points) a later tap may land from the first one. 45 by default.
    public var maximumTapDistance = 45.0

    private var tapsSoFar = 0
    private var firstTapLocation: Point?
    private var startLocations: [ObjectIdentifier: Point] = [:]
    private var touchesThisTap = 0

    override open func touchesBegan(_ touches: Set<Touch>, with event: PointerEvent) {
        deadline = nil
        for touch in touches {
            startLocations[ObjectIdentifier(touch)] = touch.locationInWindow
            if let first = firstTapLocation, touch.locationInWindow.distance(to: first) > maximumTapDistance {
                state = .failed
                return
            }
        }
        touchesThisTap = max(touchesThisTap, trackedTouches.count)
        if trackedTouches.count > numberOfTouchesRequired { state = .failed }
    }

    override open func touchesMoved(_ touches: Set<Touch>, with event: PointerEvent) {
        for touch in touches {
            guard let start = startLocations[ObjectIdentifier(touch)] else { continue }
            if touch.locationInWindow.distance(to: start) > allowableMovement {
                state = .failed
                return
            }
        }
    }

    override open func touchesEnded(_ touches: Set<Touch>, with event: PointerEvent) {
        guard trackedTouches.count == touches.count else { return }  // some fingers are still down
        guard touchesThisTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        tapsSoFar += 1
        if firstTapLocation == nil { firstTapLocation = centroidInWindow }
        touchesThisTap = 0
        startLocations = [:]
        if tapsSoFar >= numberOfTapsRequired {
            state = .ended
        } else {
            deadline = event.timestamp + maximumIntervalBetweenTaps
        }
    }

    override func deadlinePassed() {
        state = .failed
    }

    override open func reset() {
        tapsSoFar = 0
        firstTapLocation = nil
        startLocations = [:]
        touchesThisTap = 0
    }
}
