package import FolioCore
import Foundation

/// A curl driven by time instead of a finger: a released sheet settling, or a whole scripted
/// turn for `setViewControllers(_:direction:animated:)` and tap zones.
///
/// It is a pure function of progress 0…1 (elapsed time over ``duration``), so a display link
/// or a manual clock can drive it and tests can sample any frame.
///
/// ```swift
/// let turn = CurlAnimation.fullTurn(drag: CurlDrag.scripted(frame: frame, motion: .lifting))
/// let model = turn.model(atTime: 0.25)
/// ```
package struct CurlAnimation: Hashable, Sendable {
    /// The route the touch point takes.
    package enum Path: Hashable, Sendable {
        /// From a released touch point straight to a resting one, easing out.
        case settle(from: Point, to: Point)
        /// A whole turn from flat to turned over: from the grab point across the page and over
        /// the spine, rising a little on the way so the fold runs diagonally mid-turn.
        /// `reversed` plays it backwards (a returning sheet).
        case fullTurn(reversed: Bool)
    }

    /// How far a full turn's touch point rises mid-turn, as a fraction of H.
    package static let fullTurnRise = 0.15
    /// The length of a full turn, in seconds.
    package static let fullTurnDuration = 0.6

    package let drag: CurlDrag
    package let path: Path
    /// In seconds.
    package let duration: Double
    /// Where the sheet ends.
    package let target: CurlDrag.Target
    /// Whether ending there completes the page turn.
    package let completes: Bool

    /// A released sheet settling at `target`, in 0.15…0.45 s depending on the distance left.
    package static func settle(drag: CurlDrag, from: Point, target: CurlDrag.Target, completes: Bool) -> CurlAnimation {
        let to = drag.restingTouch(target)
        let w = max(drag.frame.size.width, 1)
        let duration = 0.15 + 0.3 * CurlModel.clamp(from.distance(to: to) / (2 * w), 0, 1)
        return CurlAnimation(
            drag: drag, path: .settle(from: from, to: to), duration: duration, target: target, completes: completes)
    }

    /// A complete programmatic turn: lifting turns go from flat to turned over, returning turns
    /// the other way.
    package static func fullTurn(drag: CurlDrag) -> CurlAnimation {
        let reversed = drag.motion == .returning
        return CurlAnimation(
            drag: drag, path: .fullTurn(reversed: reversed), duration: fullTurnDuration,
            target: reversed ? .flat : .turned, completes: true)
    }

    /// The touch point at `progress` (clamped to 0…1).
    package func touch(at progress: Double) -> Point {
        let u = CurlModel.clamp(progress.isFinite ? progress : 1, 0, 1)
        switch path {
        case .settle(let from, let to):
            let e = 1 - (1 - u) * (1 - u) * (1 - u)
            return from + (to - from) * e
        case .fullTurn(let reversed):
            let v = reversed ? 1 - u : u
            let e = v * v * (3 - 2 * v)
            let size = drag.frame.size
            let grab = drag.grab
            return Point(
                x: grab.x - 2 * size.width * e,
                y: grab.y - Self.fullTurnRise * size.height * sin(Double.pi * e))
        }
    }

    /// The sheet at `progress` (0…1).
    package func model(at progress: Double) -> CurlModel { drag.model(touch: touch(at: progress)) }

    /// The sheet `time` seconds after the animation started.
    package func model(atTime time: Double) -> CurlModel {
        model(at: duration > 0 ? time / duration : 1)
    }

    /// Whether the animation has finished `time` seconds after it started.
    package func isFinished(atTime time: Double) -> Bool { time >= duration }
}

extension CurlDrag {
    /// A drag for a scripted turn: grabbed on the free edge near the bottom (spine-frame)
    /// corner, where a reader would take hold of the page.
    package static func scripted(
        frame: SpineFrame, motion: Motion, parameters: CurlModel.Parameters = .init()
    ) -> CurlDrag {
        let size = frame.size
        let start = frame.toView(Point(x: size.width, y: size.height * 0.92))
        return CurlDrag(frame: frame, motion: motion, start: start, parameters: parameters)
    }
}
