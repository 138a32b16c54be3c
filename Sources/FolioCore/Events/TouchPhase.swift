/// The phase of a touch or a pressed mouse button, the counterpart of `UITouch.Phase`.
public enum TouchPhase: Hashable, Sendable {
    case began
    case moved
    case ended
    case cancelled
}
