public import FolioUI

/// Supplies a ``PageViewController`` with the pages around the one on screen, the
/// counterpart of `UIPageViewControllerDataSource`.
///
/// ```swift
/// extension Reader: PageViewControllerDataSource {
///     func pageViewController(
///         _ pageViewController: PageViewController, viewControllerBefore viewController: ViewController
///     ) -> ViewController? {
///         (viewController as? ChapterPage).flatMap { page(at: $0.number - 1) }
///     }
///     func pageViewController(
///         _ pageViewController: PageViewController, viewControllerAfter viewController: ViewController
///     ) -> ViewController? {
///         (viewController as? ChapterPage).flatMap { page(at: $0.number + 1) }
///     }
/// }
/// ```
///
/// "Before" is the page to the left (or above), "after" the one to the right (or below);
/// a right-to-left layout swaps them in the scroll style. Returning `nil` ends the book on
/// that side. Without a data source, gestures cannot turn pages.
@MainActor
public protocol PageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or `nil` at the start of the book.
    ///
    /// - Parameters:
    ///   - pageViewController: The asking page view controller.
    ///   - viewController: A page it shows or is about to show.
    /// - Returns: A view controller that is not shown elsewhere, or `nil`.
    func pageViewController(
        _ pageViewController: PageViewController, viewControllerBefore viewController: ViewController
    ) -> ViewController?

    /// The page after `viewController`, or `nil` at the end of the book.
    ///
    /// - Parameters:
    ///   - pageViewController: The asking page view controller.
    ///   - viewController: A page it shows or is about to show.
    /// - Returns: A view controller that is not shown elsewhere, or `nil`.
    func pageViewController(
        _ pageViewController: PageViewController, viewControllerAfter viewController: ViewController
    ) -> ViewController?

    /// The number of dots of the built-in page indicator, UIKit's `presentationCount(for:)`.
    ///
    /// The indicator appears only when this and ``presentationIndex(for:)`` are both
    /// implemented, in the horizontal scroll style, as in UIKit. It is asked after
    /// `setViewControllers`, after every completed turn and when the data source is set.
    /// A count below 1 is ignored (the last good values stay).
    ///
    /// - Note: UIKit makes this an optional Objective-C method. Here it is a requirement with
    ///   UIKit's exact signature and a default that returns 0 (no indicator), so a literal
    ///   port's `-> Int` method is the one called.
    func presentationCount(for pageViewController: PageViewController) -> Int

    /// The selected dot of the built-in page indicator, UIKit's `presentationIndex(for:)`.
    ///
    /// A value outside `0..<presentationCount` is ignored (the last good values stay).
    ///
    /// - Note: The default returns -1, no selection, so that implementing only
    ///   ``presentationCount(for:)`` shows no indicator, as in UIKit.
    func presentationIndex(for pageViewController: PageViewController) -> Int
}

extension PageViewControllerDataSource {
    /// Returns 0: no page indicator.
    public func presentationCount(for pageViewController: PageViewController) -> Int { 0 }

    /// Returns -1: no page indicator.
    public func presentationIndex(for pageViewController: PageViewController) -> Int { -1 }
}
