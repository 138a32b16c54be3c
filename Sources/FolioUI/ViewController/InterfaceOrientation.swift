/// The orientation of the interface, the counterpart of `UIInterfaceOrientation`.
///
/// A ``Window`` derives it from its size: wider than tall is `.landscapeLeft`, otherwise `.portrait`.
public enum InterfaceOrientation: Int, Hashable, Sendable {
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 4
    case landscapeRight = 3

    /// Whether the orientation is a landscape one.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// Whether the orientation is a portrait one.
    public var isPortrait: Bool { !isLandscape }
}
