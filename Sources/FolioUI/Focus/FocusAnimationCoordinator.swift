/// Runs the changes a view makes when it gains or loses focus. The counterpart of
/// `UIFocusAnimationCoordinator`.
///
/// Folio moves focus at once, so coordinated animations run immediately; code written for
/// UIKit that wraps its focus appearance in ``addCoordinatedAnimations(_:completion:)`` works
/// unchanged.
@MainActor
public final class FocusAnimationCoordinator {
    init() {}

    /// Runs `animations`, then `completion`.
    public func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        animations?()
        completion?()
    }
}
