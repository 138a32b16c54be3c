/// A set of interface orientations, the counterpart of `UIInterfaceOrientationMask`.
///
/// ```swift
/// override var supportedInterfaceOrientations: InterfaceOrientationMask { .landscape }
/// ```
public struct InterfaceOrientationMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    /// Creates a mask from its raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let portrait = InterfaceOrientationMask(rawValue: 1 << 0)
    public static let portraitUpsideDown = InterfaceOrientationMask(rawValue: 1 << 1)
    public static let landscapeLeft = InterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscapeRight = InterfaceOrientationMask(rawValue: 1 << 3)
    public static let landscape: InterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: InterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
    public static let allButUpsideDown: InterfaceOrientationMask = [.portrait, .landscape]

    /// Whether the mask contains `orientation`.
    public func contains(_ orientation: InterfaceOrientation) -> Bool {
        let mask: InterfaceOrientationMask =
            switch orientation {
            case .portrait: .portrait
            case .portraitUpsideDown: .portraitUpsideDown
            case .landscapeLeft: .landscapeLeft
            case .landscapeRight: .landscapeRight
            }
        return isSuperset(of: mask)
    }
}
