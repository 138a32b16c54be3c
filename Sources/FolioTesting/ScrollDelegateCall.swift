public import FolioCore
import FolioUI

/// One scroll-view delegate call.
public enum ScrollDelegateCall: Hashable, Sendable, CustomStringConvertible {
    case didScroll
    case willBeginDragging
    /// `velocity` in points per millisecond; `target` as proposed (before any change).
    case willEndDragging(velocity: Point, target: Point)
    case didEndDragging(willDecelerate: Bool)
    case willBeginDecelerating
    case didEndDecelerating
    case didEndScrollingAnimation

    public var description: String {
        switch self {
        case .didScroll: "didScroll"
        case .willBeginDragging: "willBeginDragging"
        case .willEndDragging(let velocity, let target): "willEndDragging(\(velocity), \(target))"
        case .didEndDragging(let decelerate): "didEndDragging(\(decelerate))"
        case .willBeginDecelerating: "willBeginDecelerating"
        case .didEndDecelerating: "didEndDecelerating"
        case .didEndScrollingAnimation: "didEndScrollingAnimation"
        }
    }

    /// The call without its payload, for comparing sequences.
    public var name: String {
        switch self {
        case .willEndDragging: "willEndDragging"
        case .didEndDragging(let decelerate): "didEndDragging(\(decelerate))"
        default: description
        }
    }
}
