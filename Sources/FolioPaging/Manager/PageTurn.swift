/// A turn in flight: what it reveals, how far it has got, and whom to tell when it ends.
struct PageTurn<Page: AnyObject> {
    /// Which way the turn goes.
    var step: PageStep
    /// Every page the turn brings on screen, in reading order (a double-sided sheet
    /// includes the back of the turning page).
    var sheet: [Page]
    /// The resting pages if the turn completes.
    var pending: [Page]
    /// The index of `pending[0]`, if known.
    var pendingIndex: Int?
    /// How far the turn has got, 0…1.
    var progress: Double = 0
    /// Whether the user drives it (drag, flick), as opposed to an animation to the end.
    var isInteractive: Bool
    /// Whether the public delegate hears `willTransitionTo` / `didFinishAnimating`.
    var notifiesDelegate: Bool
    /// Whether the sheet is the cached neighbour (so the window can shift instead of
    /// asking the data source again).
    var isAdjacent: Bool
    /// Called with whether the turn completed.
    var completion: (@MainActor (Bool) -> Void)?

    /// The signed progress: positive forward, negative reverse.
    var signedProgress: Double { Double(step.sign) * progress }
}
