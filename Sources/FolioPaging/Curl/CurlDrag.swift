package import FolioCore

/// Turns a finger's path into curl models for one interactive page turn.
///
/// The drag is set up when the pan begins, in view coordinates. A *lifting* turn (a forward
/// turn, or any turn in a spread) grabs the flat sheet's free edge at the finger's height, or
/// its corner when the finger starts near one, and keeps that edge under the finger: the finger
/// is the touch point T, shifted only by how far from the free edge the pan began, so nothing
/// jumps. A *returning* turn (a reverse turn on a single page) brings back a sheet that lies
/// turned over beyond the spine: the finger pushes the fold, which reaches the free edge
/// exactly when the finger does.
///
/// ```swift
/// let drag = CurlDrag(frame: layout.sheetFrame(for: .forward), motion: .lifting, start: pan.location)
/// let model = drag.model(finger: pan.location)
/// let settle = drag.release(finger: pan.location, velocity: pan.velocity, midline: layout.midline(in: drag.frame))
/// ```
package struct CurlDrag: Hashable, Sendable {
    /// How the sheet moves during the turn.
    package enum Motion: Hashable, Sendable {
        /// The sheet starts flat and turns over; completing means turning over.
        case lifting
        /// The sheet starts turned over and comes back flat; completing means lying flat.
        case returning
    }

    /// Where a released sheet goes.
    package enum Target: Hashable, Sendable {
        /// Turned over beyond the spine.
        case turned
        /// Flat on its own side.
        case flat
    }

    /// The speed along the paging axis, in points per second, above which the direction of a
    /// flick decides the outcome instead of the release position.
    package static let flickVelocity = 300.0
    /// The fraction of H near the top and bottom of the free edge where a grab takes the corner.
    package static let cornerZoneFraction = 0.2

    /// The sheet's frame.
    package let frame: SpineFrame
    package let motion: Motion
    /// The grabbed point S in the spine frame.
    package let grab: Point
    /// The finger's starting point in the spine frame.
    package let start: Point
    package let parameters: CurlModel.Parameters

    /// Starts a drag at a view point.
    package init(frame: SpineFrame, motion: Motion, start: Point, parameters: CurlModel.Parameters = .init()) {
        self.frame = frame
        self.motion = motion
        self.parameters = parameters
        let size = frame.size
        let p = frame.toSpine(start)
        self.start = Point(x: CurlModel.clamp(p.x, 0, size.width), y: CurlModel.clamp(p.y, 0, size.height))
        self.grab = Self.grabPoint(forY: self.start.y, size: size)
    }

    /// The point of the free edge a finger at height `y` (spine frame) takes hold of: the
    /// corner when `y` is within ``cornerZoneFraction`` of the top or bottom, else the edge at `y`.
    package static func grabPoint(forY y: Double, size: Size) -> Point {
        let zone = cornerZoneFraction * size.height
        if y <= zone { return Point(x: size.width, y: 0) }
        if y >= size.height - zone { return Point(x: size.width, y: size.height) }
        return Point(x: size.width, y: y)
    }

    /// The touch point T (spine frame) for a finger at a view point.
    package func touchPoint(finger: Point) -> Point {
        let f = frame.toSpine(finger)
        let w = frame.size.width
        switch motion {
        case .lifting:
            // The pan began (w − start.x) short of the edge; keep that offset so nothing jumps.
            return Point(x: f.x + (w - start.x), y: f.y + (grab.y - start.y))
        case .returning:
            // The fold follows the finger: T runs from −W (turned) at the start to W (flat)
            // when the finger reaches the free edge (or has moved W/2, if it began nearer).
            let span = max(w - start.x, w / 2, 1)
            return Point(x: -w + 2 * w * (f.x - start.x) / span, y: f.y + (grab.y - start.y))
        }
    }

    /// The sheet for a finger at a view point.
    package func model(finger: Point) -> CurlModel {
        CurlModel(pageSize: frame.size, grab: grab, touch: touchPoint(finger: finger), parameters: parameters)
    }

    /// The sheet for a touch point already in the spine frame.
    package func model(touch: Point) -> CurlModel {
        CurlModel(pageSize: frame.size, grab: grab, touch: touch, parameters: parameters)
    }

    /// Where the sheet rests when it is `target`: the touch point that puts it there.
    package func restingTouch(_ target: Target) -> Point {
        target == .flat ? grab : Point(x: -grab.x, y: grab.y)
    }

    /// Decides where a released sheet goes: a flick faster than ``flickVelocity`` along the
    /// paging axis decides by its direction; otherwise the side of `midline` (a spine-frame x,
    /// see ``CurlLayout/midline(in:)``) the finger is released on.
    ///
    /// - Parameters:
    ///   - finger: The release point, in view coordinates.
    ///   - velocity: The finger's velocity in view points per second.
    /// - Returns: The target, and whether that completes the turn.
    package func releaseTarget(finger: Point, velocity: Point, midline: Double) -> (target: Target, completes: Bool) {
        let v = frame.vectorToSpine(velocity).x
        let target: Target
        if v < -Self.flickVelocity {
            target = .turned
        } else if v > Self.flickVelocity {
            target = .flat
        } else {
            target = frame.toSpine(finger).x < midline ? .turned : .flat
        }
        return (target, (target == .turned) == (motion == .lifting))
    }

    /// The animation from the released sheet to where it rests.
    package func release(finger: Point, velocity: Point, midline: Double) -> CurlAnimation {
        let decision = releaseTarget(finger: finger, velocity: velocity, midline: midline)
        return CurlAnimation.settle(
            drag: self, from: touchPoint(finger: finger), target: decision.target, completes: decision.completes)
    }
}
