/// Options for ``View/animate(withDuration:delay:options:animations:completion:)``, the
/// counterpart of `UIView.AnimationOptions`.
///
/// ```swift
/// View.animate(withDuration: 0.25, options: [.curveEaseOut, .beginFromCurrentState]) { card.alpha = 0 }
/// ```
public struct AnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    /// Creates options from their raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Views that are animating still receive touches (by default they do not).
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Start from what is on screen, replacing running animations of the same properties
    /// (their completions get `finished == false` once nothing of them is left), instead of
    /// adding to them.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Ease in and out (the default).
    public static let curveEaseInOut = AnimationOptions([])
    /// Ease in.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Ease out.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Linear.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// The curve selected by the options.
    var curve: AnimationCurve {
        switch (rawValue >> 16) & 3 {
        case 1: .easeIn
        case 2: .easeOut
        case 3: .linear
        default: .easeInOut
        }
    }
}
