import FolioUI

/// Why a book cannot be shown with the turn style asked for.
enum ReaderError: Error, Equatable, CustomStringConvertible {
    /// The page view controller refused the combination (its message says why).
    case invalidTurnStyle(String)

    var description: String {
        switch self {
        case .invalidTurnStyle(let reason): reason
        }
    }
}

/// Makes the view controller that shows a book: the single place where the app chooses a
/// page container for a turn style.
@MainActor
enum ReaderFactory {
    /// The reader for `book` as `turnStyle` asks.
    ///
    /// - Throws: ``ReaderError/invalidTurnStyle(_:)`` when the page view controller
    ///   rejects the combination of options.
    static func makeReader(for book: Book, turnStyle: TurnStyle) throws(ReaderError) -> ReaderViewController {
        try ReaderViewController(book: book, turnStyle: turnStyle)
    }
}
