/// Where a view controller is in its appearance cycle.
///
/// UIKit keeps this private; Folio exposes it so tests and containers can check it.
///
/// ```swift
/// #expect(child.appearanceState == .appeared)
/// ```
public enum AppearanceState: Hashable, Sendable {
    /// Not on screen (the initial state).
    case disappeared
    /// `viewWillAppear` was called; `viewDidAppear` is pending.
    case appearing
    /// On screen.
    case appeared
    /// `viewWillDisappear` was called; `viewDidDisappear` is pending.
    case disappearing
}
