public import FolioCore

/// A standard animation curve, the counterpart of `UIView.AnimationCurve`.
public enum AnimationCurve: Int, Hashable, Sendable {
    case easeInOut
    case easeIn
    case easeOut
    case linear

    /// The cubic Bézier this curve stands for.
    public var timingCurve: TimingCurve {
        switch self {
        case .easeInOut: .easeInOut
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .linear: .linear
        }
    }
}
