import FolioUI

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
