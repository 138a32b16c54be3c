/// A screen that can say what it shows, for the end-to-end test and for logs: which screen
/// and which page is current (`"screen=book page=3 of 8"`).
@MainActor
protocol AppStateReporting: AnyObject {
    var stateDescription: String { get }
    /// The window title for what is shown ("manual.pdf — 12 of 40"), or nil to keep the
    /// title the window opened with.
    var windowTitle: String? { get }
}

extension AppStateReporting {
    var windowTitle: String? { nil }
}
