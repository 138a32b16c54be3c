import Foundation

/// Keeps one open book's ``BookState`` up to date in a ``BookStateStore``: the reader tells
/// it when the page, the text size or the bookmarks change, and it writes the record.
///
/// A store that cannot be written (a read-only or full disk) says so once on standard
/// error; the book goes on being read. Without a store (a book not opened from a file) the
/// state lasts as long as the reader.
@MainActor
final class BookStateKeeper {
    let store: BookStateStore?
    /// The document as it was opened.
    let path: String
    private(set) var state: BookState
    /// Where each warning goes (standard error in the app; a list in tests).
    let warn: @MainActor (String) -> Void
    private var hasWarned = false

    init(
        store: BookStateStore?, path: String, state: BookState,
        warn: @escaping @MainActor (String) -> Void = TerminalText.warn
    ) {
        self.store = store
        self.path = path
        self.state = state
        self.warn = warn
    }

    /// Reads what is remembered of the document at `path`: a fresh state when nothing is,
    /// or, with a one-line warning, when the record cannot be read.
    static func open(
        _ path: String, in store: BookStateStore, warn: @escaping @MainActor (String) -> Void = TerminalText.warn
    ) -> BookStateKeeper {
        let fresh = BookState(path: BookStateStore.canonicalPath(of: path) ?? path)
        do throws(BookStateError) {
            let state = try store.state(forDocumentAt: path) ?? fresh
            return BookStateKeeper(store: store, path: path, state: state, warn: warn)
        } catch {
            warn(error.description + "; the book opens at its start")
            return BookStateKeeper(store: store, path: path, state: fresh, warn: warn)
        }
    }

    /// Records where `book` is: the page (from 0) and, for a text book, the reading
    /// position and the text size.
    func bookDidMove(_ book: Book, toPage page: Int) {
        var next = state
        next.page = page
        let inText = book.textPaginator != nil && page >= book.fixedPageCount
        next.position = inText ? BookState.TextPosition(book.readingPosition) : nil
        next.textSize = book.textPaginator.map { $0.layout.body.font.size }
        update(next)
    }

    /// Records whether an EPUB's own styles apply.
    func remember(publisherStyles: Bool) {
        var next = state
        next.publisherStyles = publisherStyles ? nil : false
        update(next)
    }

    /// Records the transition the book was opened with.
    func remember(transition: TransitionChoice) {
        var next = state
        next.transition = transition.rawValue
        update(next)
    }

    /// Records the choice of one page or a spread.
    func remember(spread: SpreadChoice) {
        var next = state
        next.spread = spread.rawValue
        update(next)
    }

    /// Records how the book's PDF pages fit the window and follow each other.
    func remember(fit: PageFit, layout: ReadingLayout) {
        var next = state
        next.fit = fit.rawValue
        next.layout = layout.rawValue
        update(next)
    }

    /// Replaces the bookmarks.
    func setBookmarks(_ bookmarks: [BookState.Bookmark]) {
        var next = state
        next.bookmarks = Array(bookmarks.suffix(BookState.maximumBookmarks))
        update(next)
    }

    /// The bookmarks remembered, oldest first.
    var bookmarks: [BookState.Bookmark] { state.bookmarks ?? [] }

    private func update(_ next: BookState) {
        guard next != state else { return }
        state = next
        guard let store else { return }
        do throws(BookStateError) {
            try store.save(state, forDocumentAt: path)
        } catch  where !hasWarned {
            hasWarned = true
            warn(error.description)
        } catch {}
    }
}
