/// Supplies the brain with the pages around a page.
///
/// `index` is the position of `page` when the brain knows it (an index-based source set
/// it up), so index-based sources answer with `page(at: index ± 1)` and never need to map
/// a page back to its index. Returning `nil` ends the book on that side.
@MainActor
protocol PageViewManagerDataSource<Page>: AnyObject {
    associatedtype Page: AnyObject
    func page(before page: Page, index: Int?) -> Page?
    func page(after page: Page, index: Int?) -> Page?
}

extension PageViewManagerDataSource {
    /// The neighbour of `page` one page away in `step`'s direction.
    func page(_ step: PageStep, of page: Page, index: Int?) -> Page? {
        switch step {
        case .forward: self.page(after: page, index: index)
        case .reverse: self.page(before: page, index: index)
        }
    }
}
