import FolioUI

/// Answers the brain's neighbour questions for a page view controller, from whichever data
/// source it has.
@MainActor
final class PageSourceBridge: PageViewManagerDataSource {
    weak var controller: PageViewController?

    func page(before page: ViewController, index: Int?) -> ViewController? {
        controller?.neighbour(.reverse, of: page, index: index)
    }

    func page(after page: ViewController, index: Int?) -> ViewController? {
        controller?.neighbour(.forward, of: page, index: index)
    }
}
