public import FolioUI

/// Hears about user-driven page turns and answers questions about the spine and
/// orientations, the counterpart of `UIPageViewControllerDelegate`. Every method has a
/// default.
///
/// ```swift
/// extension Reader: PageViewControllerDelegate {
///     func pageViewController(
///         _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
///         previousViewControllers: [ViewController], transitionCompleted completed: Bool
///     ) {
///         if completed { updateTitle() }
///     }
/// }
/// ```
///
/// Gesture-driven turns (and keyboard, wheel, tap-zone and auto-advance turns) report
/// ``pageViewController(_:willTransitionTo:)`` when they start and
/// ``pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)``
/// when they end, always in pairs. `setViewControllers` never calls the delegate; its
/// completion handler reports instead.
@MainActor
public protocol PageViewControllerDelegate: AnyObject {
    /// A user-driven turn towards `pendingViewControllers` begins.
    func pageViewController(
        _ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController])

    /// A user-driven turn ended. `completed` is false (and `viewControllers` unchanged) when
    /// the user let go before the turn took; `finished` is false when the turn was
    /// abandoned for the other direction mid-drag.
    func pageViewController(
        _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [ViewController], transitionCompleted completed: Bool)

    /// The spine to use in `orientation` (curl style only), asked before the first
    /// appearance and on every rotation. You may call `setViewControllers` or change
    /// `isDoubleSided` from here. The default keeps the current spine.
    func pageViewController(
        _ pageViewController: PageViewController, spineLocationFor orientation: InterfaceOrientation
    ) -> PageViewController.SpineLocation

    /// The orientations the page view controller supports. `.all` by default.
    func pageViewControllerSupportedInterfaceOrientations(
        _ pageViewController: PageViewController
    ) -> InterfaceOrientationMask

    /// The orientation to present in. `.portrait` by default.
    func pageViewControllerPreferredInterfaceOrientationForPresentation(
        _ pageViewController: PageViewController
    ) -> InterfaceOrientation

    /// The pages moved: `progress` is the signed fraction of the current turn (positive
    /// forward, −1…1), called every frame while dragging and animating, and 0 at rest.
    ///
    /// - Note: A Folio addition; with UIKit you dig out the inner scroll view.
    func pageViewController(_ pageViewController: PageViewController, didUpdateProgress progress: Double)

    /// Something could not be honoured where nothing could throw (a bad data-source answer,
    /// an invalid spine from the delegate, appearing without a page). The default prints
    /// the error to standard error.
    func pageViewController(_ pageViewController: PageViewController, didFailWith error: PageViewControllerError)
}

extension PageViewControllerDelegate {
    /// Does nothing.
    public func pageViewController(
        _ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController]
    ) {}

    /// Does nothing.
    public func pageViewController(
        _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [ViewController], transitionCompleted completed: Bool
    ) {}

    /// Keeps the current spine.
    public func pageViewController(
        _ pageViewController: PageViewController, spineLocationFor orientation: InterfaceOrientation
    ) -> PageViewController.SpineLocation {
        pageViewController.spineLocation
    }

    /// Returns `.all`.
    public func pageViewControllerSupportedInterfaceOrientations(
        _ pageViewController: PageViewController
    ) -> InterfaceOrientationMask { .all }

    /// Returns `.portrait`.
    public func pageViewControllerPreferredInterfaceOrientationForPresentation(
        _ pageViewController: PageViewController
    ) -> InterfaceOrientation { .portrait }

    /// Does nothing.
    public func pageViewController(_ pageViewController: PageViewController, didUpdateProgress progress: Double) {}

    /// Prints the error to standard error.
    public func pageViewController(_ pageViewController: PageViewController, didFailWith error: PageViewControllerError)
    {
        PageViewController.reportToStandardError(error)
    }
}
