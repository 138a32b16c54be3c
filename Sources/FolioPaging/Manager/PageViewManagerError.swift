/// Misuse the brain detects; the adapter turns each into a public error with UIKit's wording.
enum PageViewManagerError: Error, Hashable, Sendable {
    /// A request carried `provided` pages where the configuration needs `required`.
    case pageCountMismatch(provided: Int, required: Int, animated: Bool)
    /// The same page instance appears twice in one request, at `first` and `second`.
    case duplicatePage(first: Int, second: Int)
    /// The data source answered with a page that is already shown at another position,
    /// so the neighbour on that side is treated as the end of the book.
    case duplicateNeighbour(PageStep)
}
