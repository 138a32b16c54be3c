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

    /// The number of dots of the built-in page indicator, or `nil` (the default) for none.
    ///
    /// The indicator appears only when this and ``presentationIndex(for:)`` both answer,
    /// in the horizontal scroll style. It is asked after `setViewControllers` and when the
    /// data source is set; values below 1 are ignored.
    ///
    /// - Note: UIKit makes this an optional Objective-C method; here `nil` means "not implemented".
    func presentationCount(for pageViewController: PageViewController) -> Int?

    /// The selected dot of the built-in page indicator, or `nil` (the default) for none;
    /// values outside `0..<presentationCount` are ignored.
    func presentationIndex(for pageViewController: PageViewController) -> Int?
}

extension PageViewControllerDataSource {
    /// Returns `nil`: no page indicator.
    public func presentationCount(for pageViewController: PageViewController) -> Int? { nil }

    /// Returns `nil`: no page indicator.
    public func presentationIndex(for pageViewController: PageViewController) -> Int? { nil }
}
