/// Where the views of a navigation transition are, from one number: how far the upper
/// controller (the pushed one, or the one being popped) covers the lower one.
///
/// The upper view slides in from the trailing edge; the lower one moves a third as far
/// towards the leading edge (UIKit's parallax) and darkens under it. In right-to-left
/// layouts everything mirrors.
struct NavigationSlideLayout: Hashable, Sendable {
    /// How far the lower view moves, as a fraction of the width, when fully covered.
    static let parallax = 0.3
    /// The opacity of the black dimming over a fully covered lower view.
    static let maximumDimming = 0.12

    /// The upper view's horizontal offset from its resting place.
    let upperOffset: Double
    /// The lower view's horizontal offset from its resting place.
    let lowerOffset: Double
    /// The opacity of the dimming over the lower view.
    let dimming: Double

    /// - Parameters:
    ///   - coverage: 0 shows only the lower view, 1 only the upper one; values outside (a
    ///     spring's overshoot) are clamped.
    ///   - width: The width of the content area.
    ///   - isRightToLeft: Whether the layout is mirrored.
    init(coverage: Double, width: Double, isRightToLeft: Bool) {
        let c = min(max(coverage, 0), 1)
        let direction = isRightToLeft ? -1.0 : 1.0
        upperOffset = direction * width * (1 - c)
        lowerOffset = -direction * Self.parallax * width * c
        dimming = Self.maximumDimming * c
    }
}
