/// What a live page is doing right now, which decides where its appearance should go.
enum PageRole: Hashable, Sendable {
    /// On screen at rest.
    case resting
    /// On screen and being turned away.
    case leaving
    /// Being turned onto the screen.
    case entering
    /// Alive off screen (preloaded).
    case hidden

    /// The appearance a page in this role should have while the container is in `container`.
    func desiredAppearance(container: PageAppearance) -> PageAppearance {
        switch (container, self) {
        case (_, .hidden), (.disappeared, _):
            .disappeared
        case (.appearing, _):
            .appearing
        case (.disappearing, _):
            .disappearing
        case (.appeared, .resting):
            .appeared
        case (.appeared, .leaving):
            .disappearing
        case (.appeared, .entering):
            .appearing
        }
    }
}
