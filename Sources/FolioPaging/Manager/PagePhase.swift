/// What the brain is doing.
enum PagePhase: Hashable, Sendable {
    /// At rest.
    case idle
    /// A finger is down; the turn (if any) follows it.
    case dragging
    /// The finger lifted; physics is carrying the turn to its end or back.
    case settling
    /// A programmatic (or keyboard, tap, …) turn is animating to its end.
    case animating
}
