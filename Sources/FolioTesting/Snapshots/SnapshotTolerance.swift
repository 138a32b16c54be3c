/// How different a rendering may be from its reference image and still match.
///
/// A pixel differs when any of its four channels is off by more than ``perChannel``; the
/// snapshot matches when at most ``maxDifferingFraction`` of the pixels differ.
///
/// ```swift
/// assertSnapshot(of: frame, tolerance: SnapshotTolerance(perChannel: 4, maxDifferingFraction: 0.001))
/// ```
public struct SnapshotTolerance: Hashable, Sendable {
    /// Largest accepted difference of one 8-bit channel.
    public var perChannel: Int
    /// Largest accepted fraction (0…1) of pixels beyond ``perChannel``.
    public var maxDifferingFraction: Double

    /// Creates a tolerance.
    public init(perChannel: Int, maxDifferingFraction: Double) {
        self.perChannel = max(perChannel, 0)
        self.maxDifferingFraction = min(max(maxDifferingFraction, 0), 1)
    }

    /// Every pixel identical.
    public static let exact = SnapshotTolerance(perChannel: 0, maxDifferingFraction: 0)

    /// Small rounding differences (±2 per channel) anywhere, nothing more: the default.
    public static let `default` = SnapshotTolerance(perChannel: 2, maxDifferingFraction: 0)

    /// For text, whose anti-aliasing may shift slightly with the font stack: ±8 per channel
    /// and up to 0.5 % of the pixels beyond that.
    public static let text = SnapshotTolerance(perChannel: 8, maxDifferingFraction: 0.005)
}
