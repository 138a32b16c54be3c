public import FolioUI

/// Supplies a ``PageViewController`` with pages by number, so that it can keep a
/// ``PageViewController/currentIndex``, jump anywhere, reload, loop and announce "page N
/// of M".
///
/// ```swift
/// extension PhotoBook: PageViewControllerIndexDataSource {
///     func numberOfPages(in pageViewController: PageViewController) -> Int { photos.count }
///     func pageViewController(
///         _ pageViewController: PageViewController, viewControllerAt index: Int
///     ) -> ViewController? {
///         PhotoPage(photo: photos[index])
///     }
/// }
/// pageViewController.indexDataSource = book
/// ```
///
/// Return a fresh controller (or one you cache); the page view controller keeps only the
/// visible pages and a small preload window alive, so a book of a million pages costs the
/// same as a book of three.
///
/// - Note: A Folio addition; UIKit only has the before/after data source.
@MainActor
public protocol PageViewControllerIndexDataSource: AnyObject {
    /// How many pages the book has.
    ///
    /// - Parameter pageViewController: The asking page view controller.
    /// - Returns: The page count; 0 shows nothing.
    func numberOfPages(in pageViewController: PageViewController) -> Int

    /// The page at `index` (always in `0..<numberOfPages`).
    ///
    /// - Parameters:
    ///   - pageViewController: The asking page view controller.
    ///   - index: The page number, from 0.
    /// - Returns: A view controller not shown elsewhere, or `nil` to end the book there.
    func pageViewController(_ pageViewController: PageViewController, viewControllerAt index: Int) -> ViewController?

    /// The name the page prints for itself when it is not its number, for screen readers:
    /// "iii" makes the third page of a book's front matter "Page iii (3 of 397)".
    ///
    /// - Parameters:
    ///   - pageViewController: The asking page view controller.
    ///   - index: The page number, from 0.
    /// - Returns: The page's label, or `nil` (the default) to say its number.
    ///
    /// - Note: A Folio addition, for what a PDF's page labels give Books on iOS.
    func pageViewController(_ pageViewController: PageViewController, accessibilityLabelForPageAt index: Int)
        -> String?

    /// How screen readers hear the page count when it is not simply ``numberOfPages(in:)``:
    /// "about 940" while a long book is still being counted makes "Page 61 of about 940".
    ///
    /// - Parameter pageViewController: The asking page view controller.
    /// - Returns: The spoken count, or `nil` (the default) to say ``numberOfPages(in:)``.
    ///
    /// - Note: A Folio addition.
    func accessibilityPageCount(in pageViewController: PageViewController) -> String?
}

extension PageViewControllerIndexDataSource {
    /// Returns `nil`: pages are called by their numbers.
    public func pageViewController(_ pageViewController: PageViewController, accessibilityLabelForPageAt index: Int)
        -> String?
    { nil }

    /// Returns `nil`: the count is ``numberOfPages(in:)``.
    public func accessibilityPageCount(in pageViewController: PageViewController) -> String? { nil }
}
