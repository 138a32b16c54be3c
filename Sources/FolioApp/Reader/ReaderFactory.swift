import FolioUI

/// Why a book cannot be shown with the presentation asked for.
enum ReaderError: Error, Equatable, CustomStringConvertible {
    /// This build has no page container for the transition yet.
    case transitionUnavailable(TransitionChoice)

    var description: String {
        switch self {
        case .transitionUnavailable(let transition):
            "the \(transition.rawValue) transition is not available in this build of folio yet"
        }
    }
}

/// Makes the view controller that shows a book: the single place where the app chooses a
/// page container for a presentation.
@MainActor
enum ReaderFactory {
    /// The reader for `book` as `presentation` asks.
    ///
    /// - Throws: ``ReaderError/transitionUnavailable(_:)`` when no container for the
    ///   transition has been built into this version.
    static func makeReader(for book: Book, presentation: Presentation) throws(ReaderError) -> ViewController {
        // Registration point: PageViewController-based readers are returned here once
        // FolioPaging provides the controller.
        throw .transitionUnavailable(presentation.transition)
    }
}
