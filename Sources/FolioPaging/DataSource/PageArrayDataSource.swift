public import FolioUI

/// A fixed list of pages, the simplest index data source; give it to
/// ``PageViewController/setPages(_:startingAt:)``.
///
/// ```swift
/// try pageViewController.setPages([intro, details, done])
/// ```
@MainActor
public final class PageArrayDataSource: PageViewControllerIndexDataSource {
    /// The pages, in order.
    public var viewControllers: [ViewController]

    /// Creates a data source over `viewControllers`.
    ///
    /// - Parameter viewControllers: The pages, in order; each instance once.
    public init(_ viewControllers: [ViewController]) {
        self.viewControllers = viewControllers
    }

    public func numberOfPages(in pageViewController: PageViewController) -> Int { viewControllers.count }

    public func pageViewController(
        _ pageViewController: PageViewController, viewControllerAt index: Int
    ) -> ViewController? {
        viewControllers.indices.contains(index) ? viewControllers[index] : nil
    }

    /// The position of `viewController` in the list.
    func index(of viewController: ViewController) -> Int? {
        viewControllers.firstIndex { $0 === viewController }
    }
}
