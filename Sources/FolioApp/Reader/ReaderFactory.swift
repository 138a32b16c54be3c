import FolioUI

/// Why a book cannot be shown with the presentation asked for.
enum ReaderError: Error, Equatable, CustomStringConvertible {
    /// The page view controller refused the combination (its message says why).
    case invalidPresentation(String)

    var description: String {
        switch self {
        case .invalidPresentation(let reason): reason
        }
    }
}

/// Makes the view controller that shows a book: the single place where the app chooses a
/// page container for a presentation.
@MainActor
enum ReaderFactory {
    /// The reader for `book` as `presentation` asks.
    ///
    /// - Throws: ``ReaderError/invalidPresentation(_:)`` when the page view controller
    ///   rejects the combination of options.
    static func makeReader(for book: Book, presentation: Presentation) throws(ReaderError) -> ReaderViewController {
        try ReaderViewController(book: book, presentation: presentation)
    }
}
