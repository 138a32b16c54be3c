/// Chooses the resting pages when a reload or reconfiguration runs, from the resting
/// pages and index at that moment (not when it was asked for, since turns may have run
/// in between).
typealias PageResolver<Page> = @MainActor (_ index: Int?, _ current: [Page]) -> (pages: [Page], index: Int?)

/// A navigation request waiting for the brain to be at rest.
struct PageRequest<Page: AnyObject> {
    enum Kind {
        /// Show `pages` (the whole sheet when animated); `index` is the index of `pages[0]`.
        case set(pages: [Page], index: Int?, step: PageStep, animated: Bool)
        /// Turn to the neighbour on `step`'s side, resolved when the request runs.
        case step(PageStep, animated: Bool)
        /// Re-ask the data source for the neighbours, optionally replacing the resting pages.
        case reload(resolve: PageResolver<Page>?)
        /// Change the shape of the book and show the pages `resolve` picks.
        case reconfigure(PageViewManagerConfiguration, resolve: PageResolver<Page>)
        /// Keep this many turns of pages alive on each side, the resting pages unchanged.
        case preload(Int)
    }

    var kind: Kind
    /// Whether the user asked for it (the delegate hears about it) rather than code.
    var notifiesDelegate: Bool
    var completion: (@MainActor (Bool) -> Void)?

    /// Whether this request moves to other pages (and so can be superseded by a later one).
    var isNavigation: Bool {
        switch kind {
        case .set, .step: true
        case .reload, .reconfigure, .preload: false
        }
    }
}
