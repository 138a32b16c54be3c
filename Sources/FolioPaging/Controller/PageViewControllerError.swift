/// A misuse of ``PageViewController`` that UIKit answers with an exception (or a crash deep
/// inside UIKit); Folio throws it, or reports it through
/// ``PageViewControllerDelegate/pageViewController(_:didFailWith:)`` when nothing can throw.
///
/// ```swift
/// do {
///     try book.setViewControllers([left], direction: .forward, animated: false)
/// } catch {
///     print(error)  // The number of view controllers provided (1) doesn't match the number
///                   // required (2) for the requested spine location (….mid)
/// }
/// ```
public enum PageViewControllerError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An animated navigation passed the wrong number of view controllers.
    case viewControllerCountMismatchForTransition(provided: Int, required: Int)
    /// An immediate navigation passed the wrong number of view controllers for the spine.
    case viewControllerCountMismatchForSpineLocation(
        provided: Int, required: Int, spineLocation: PageViewController.SpineLocation)
    /// `isDoubleSided` was set to false with a mid spine.
    case doubleSidedRequiredForMidSpine
    /// The same view controller instance was passed at two positions.
    case duplicateViewController(first: Int, second: Int)
    /// The data source returned a view controller that is already on show at another
    /// position; that side is treated as the end of the book.
    case duplicateNeighbour(direction: PageViewController.NavigationDirection)
    /// A page already has another parent view controller.
    case viewControllerHasParent(child: String, parent: String)
    /// The page view controller appeared with no page to show.
    case noInitialViewController
    /// The delegate chose a spine that the curl style cannot use.
    case invalidSpineLocation(PageViewController.SpineLocation)
    /// A value in UIKit's options dictionary had a type its key does not take; it was
    /// ignored, as UIKit ignores it, and reported so that it is not ignored silently.
    case invalidOption(key: String, value: String)

    public var description: String {
        switch self {
        case .viewControllerCountMismatchForTransition(let provided, let required):
            "The number of view controllers provided (\(provided)) doesn't match the number required (\(required)) "
                + "for the requested transition"
        case .viewControllerCountMismatchForSpineLocation(let provided, let required, let spine):
            "The number of view controllers provided (\(provided)) doesn't match the number required (\(required)) "
                + "for the requested spine location (\(spine))"
        case .doubleSidedRequiredForMidSpine:
            "If spine location mid is specified, doubleSided must be true"
        case .duplicateViewController(let first, let second):
            "The same view controller instance was passed at positions \(first) and \(second); "
                + "every page needs its own instance."
        case .duplicateNeighbour(let direction):
            "The data source returned, as the page \(direction == .forward ? "after" : "before") the current one, "
                + "a view controller that is already shown at another position. Return a separate instance "
                + "(a looping book needs at least three pages); that side is treated as the end of the book."
        case .viewControllerHasParent(let child, let parent):
            "\(child) is already a child of \(parent). A page can be shown by one container at a time: "
                + "remove it from its parent first."
        case .noInitialViewController:
            "The page view controller appeared without a page. Call setViewControllers(_:direction:animated:"
                + "completion:) (or give it an index data source) before it is shown."
        case .invalidSpineLocation(let spine):
            "\(spine) is not a valid spine for the page-curl style; use .min, .mid or .max."
        case .invalidOption(let key, let value):
            "The options value \(value) for \(key) was ignored: .spineLocation takes a SpineLocation or its "
                + "rawValue, .interPageSpacing a number. PageViewController.Options checks this at compile time."
        }
    }
}
