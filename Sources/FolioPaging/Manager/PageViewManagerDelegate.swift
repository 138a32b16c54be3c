/// What the brain asks of the view controller that adapts it (Parchment's
/// `PageViewManagerDelegate` pattern): containment, layout, appearance forwarding, the
/// public delegate contract, and starting an animation.
///
/// Every method is called synchronously from inside a brain mutation. Navigation requests
/// made from inside them are queued and run when the mutation ends.
@MainActor
protocol PageViewManagerDelegate<Page>: AnyObject {
    associatedtype Page: AnyObject

    /// A page enters the live window: make it a child and add its view.
    func addPage(_ page: Page)
    /// A page leaves the live window (already disappeared): remove its view and the child.
    func removePage(_ page: Page)
    /// Where every live page sits; called whenever a placement changes.
    func layoutPages(_ layout: PageLayout<Page>)
    /// Forward `beginAppearanceTransition(_:animated:)` to `page`.
    func beginAppearanceTransition(_ isAppearing: Bool, for page: Page, animated: Bool)
    /// Forward `endAppearanceTransition()` to `page`.
    func endAppearanceTransition(for page: Page)
    /// A user-driven turn towards `pages` began (`willTransitionTo`).
    func willTransition(to pages: [Page])
    /// A user-driven turn ended (`didFinishAnimating…transitionCompleted`).
    func didFinishTransition(finished: Bool, previousPages: [Page], completed: Bool)
    /// Animate the progress from 0 to 1 in `step`'s direction, report it with
    /// ``PageViewManager/update(progress:)`` and end with ``PageViewManager/transitionDidSettle()``.
    func animateTransition(_ step: PageStep)
    /// Something the caller did could not be honoured.
    func didFail(_ error: PageViewManagerError)
}
