public import FolioCore

/// Describes a size change (a window resize or rotation) to view controllers, the counterpart
/// of `UIViewControllerTransitionCoordinator` and its context.
///
/// ```swift
/// override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
///     super.viewWillTransition(to: size, with: coordinator)
///     coordinator.animate(alongsideTransition: { _ in self.relayoutPages(for: size) })
/// }
/// ```
///
/// - Note: Folio resizes without an animation: `isAnimated` is false, and the alongside
///   closures run right after the new size is applied, followed by the completions.
@MainActor
public final class TransitionCoordinator {
    /// The size the view will have.
    public let targetSize: Size
    /// Whether the change is animated.
    public let isAnimated: Bool
    /// The duration of the change in seconds.
    public let transitionDuration: Double
    /// Whether the change was cancelled (never, for size changes).
    public private(set) var isCancelled = false

    private var alongside: [@MainActor (TransitionCoordinator) -> Void] = []
    private var completions: [@MainActor (TransitionCoordinator) -> Void] = []

    init(targetSize: Size, isAnimated: Bool = false, transitionDuration: Double = 0) {
        self.targetSize = targetSize
        self.isAnimated = isAnimated
        self.transitionDuration = transitionDuration
    }

    /// Runs `animation` alongside the size change and `completion` after it.
    ///
    /// - Returns: `true`, since the closures are always scheduled.
    @discardableResult
    public func animate(
        alongsideTransition animation: (@MainActor (TransitionCoordinator) -> Void)?,
        completion: (@MainActor (TransitionCoordinator) -> Void)? = nil
    ) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    func runAlongsideAnimations() {
        let pending = alongside
        alongside = []
        for animation in pending { animation(self) }
    }

    func runCompletions() {
        let pending = completions
        completions = []
        for completion in pending { completion(self) }
    }
}
