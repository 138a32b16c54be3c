package import FolioCore

/// The scroll physics of one axis: tracking a finger with rubber-banding, decelerating after a
/// flick, bouncing off an edge, springing back from overscroll and snapping to pages.
///
/// Everything is in content-offset terms: a positive displacement or velocity moves the
/// content offset up (the content moves towards the start of the axis, opposite to the
/// finger). Motion after a release is a closed-form curve started at a known time and
/// evaluated by ``step(to:)``, so the result does not depend on the frame rate and every
/// frame lands exactly where the formulas of docs/Architecture.md §5 say.
package struct ScrollAxis: Hashable, Sendable {
    /// How the axis is moving.
    package enum Motion: Hashable, Sendable {
        /// At rest at ``ScrollAxis/offset``.
        case resting
        /// Following a finger; `anchor` is the un-rubber-banded offset at zero displacement.
        case tracking(anchor: Double)
        /// Slowing down exponentially after a flick.
        case decelerating(DecelerationSegment)
        /// Moving under a spring to `target` (snap, spring-back, bounce or programmatic animation).
        case springing(SpringSegment)
    }

    /// Motion closer than this to its target, in points, ends and lands exactly on the target.
    package static let restingTolerance = 0.1

    /// The resting range of the offset (from −inset to content − viewport + inset).
    package var range: ClosedRange<Double>
    /// The viewport's length along the axis: the rubber-band dimension and the default page length.
    package var viewport: Double
    /// Whether the axis responds to drags at all (content larger than the viewport, or `alwaysBounce`).
    package var isScrollable = true
    /// Whether the content can go past the edges while dragging and bounce back.
    package var bounces = true
    /// The deceleration after a flick.
    package var deceleration = Deceleration.normal
    /// The page length when paging is enabled, `nil` otherwise.
    package var pageLength: Double?
    /// How many pages a single flick may move from where the drag began; `nil` means no limit.
    package var maximumPagesPerFlick: Int? = 1
    /// The spring used to snap to pages and for programmatic animations.
    package var snapSpring = Spring.pageSnap
    /// The spring used to return from overscroll and after hitting an edge.
    package var bounceSpring = Spring.springBack

    /// The current content offset along the axis.
    package internal(set) var offset: Double
    /// The current motion.
    package internal(set) var motion = Motion.resting
    /// The offset when the current drag began, used to limit paging to one page per flick.
    package private(set) var dragOrigin: Double

    /// Creates an axis at rest.
    package init(offset: Double = 0, range: ClosedRange<Double> = 0...0, viewport: Double = 0) {
        self.offset = offset
        self.range = range
        self.viewport = viewport
        self.dragOrigin = offset
    }

    /// Whether the axis is doing anything but resting.
    package var isMoving: Bool { motion != .resting }

    /// Whether the axis is following a finger.
    package var isTracking: Bool {
        if case .tracking = motion { return true }
        return false
    }

    /// Where the current motion will come to rest: the spring's target, the edge a bouncing
    /// deceleration returns to, the deceleration's landing point, or the offset itself.
    package var destination: Double {
        switch motion {
        case .resting, .tracking: offset
        case .springing(let segment): segment.target
        case .decelerating(let segment):
            if let impact = segment.impact { impact.edge } else { segment.rest }
        }
    }

    /// The offset clamped into ``range``.
    package func clamped(_ value: Double) -> Double { min(max(value, range.lowerBound), range.upperBound) }

    /// How far the offset is outside ``range`` (negative before the start), 0 inside it.
    package var overscroll: Double {
        if offset < range.lowerBound { return offset - range.lowerBound }
        if offset > range.upperBound { return offset - range.upperBound }
        return 0
    }

    /// Moves the offset and everything the current motion refers to by `delta`, so that a
    /// drag or deceleration in progress continues seamlessly (what `contentOffset = …` does
    /// during a scroll in UIKit, which infinite scrollers rely on to re-centre).
    package mutating func shift(by delta: Double) {
        offset += delta
        dragOrigin += delta
        switch motion {
        case .resting: break
        case .tracking(let anchor): motion = .tracking(anchor: anchor + delta)
        case .decelerating(var segment):
            segment.shift(by: delta)
            motion = .decelerating(segment)
        case .springing(var segment):
            segment.shift(by: delta)
            motion = .springing(segment)
        }
    }

    /// Jumps to `value` and stops any motion (`setContentOffset(_:animated: false)`).
    package mutating func jump(to value: Double) {
        offset = value
        dragOrigin = value
        motion = .resting
    }

    /// Stops where it is.
    package mutating func stop() {
        motion = .resting
    }

    /// The velocity at `time`, in points per second (content-offset direction).
    package func velocity(at time: Double) -> Double {
        switch motion {
        case .resting, .tracking: 0
        case .decelerating(let segment): segment.velocity(at: time)
        case .springing(let segment): segment.velocity(at: time)
        }
    }
}

// MARK: - Tracking

extension ScrollAxis {
    /// A finger took hold: stops any motion and remembers where the drag starts. When the
    /// content is past an edge (a bounce was caught), the raw finger position that would have
    /// produced this overscroll is recovered, so the content does not jump.
    package mutating func beginTracking() {
        let over = overscroll
        let anchor: Double
        if over != 0, bounces {
            let edge = offset - over
            anchor = edge + RubberBand.overshoot(offset: over, dimension: viewport)
        } else {
            anchor = offset
        }
        motion = .tracking(anchor: anchor.isFinite ? anchor : offset)
        dragOrigin = offset
    }

    /// Follows the finger: `displacement` is how far the finger has moved since
    /// ``beginTracking()``, in content-offset direction (the negated finger translation).
    package mutating func track(displacement: Double) {
        guard case .tracking(let anchor) = motion, isScrollable else { return }
        offset = rubberBanded(anchor + displacement)
    }

    /// The displayed offset for a raw (finger) offset: inside the range unchanged, past an edge
    /// rubber-banded when bouncing, clamped otherwise.
    package func rubberBanded(_ raw: Double) -> Double {
        if raw < range.lowerBound {
            guard bounces else { return range.lowerBound }
            return range.lowerBound + RubberBand.offset(overshoot: raw - range.lowerBound, dimension: viewport)
        }
        if raw > range.upperBound {
            guard bounces else { return range.upperBound }
            return range.upperBound + RubberBand.offset(overshoot: raw - range.upperBound, dimension: viewport)
        }
        return raw
    }
}
