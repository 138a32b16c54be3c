import FolioCore
import FolioUI

/// The book's own styles: `p` turns an EPUB's style sheets off and on again.
extension ReaderViewController {
    /// The key that turns an EPUB's own styles off and on.
    static let publisherStylesKey = Key.character("p")

    /// Handles the publisher-styles key for an EPUB opened from a file; false for every
    /// other key and book (and while the contents are open or a page is turning).
    func handlePublisherStylesKey(_ event: KeyEvent) -> Bool {
        guard event.key == Self.publisherStylesKey, event.modifiers.isEmpty, contentsView == nil, !isTurning,
            book.textPaginator != nil, let path = bookState?.path, Self.isEPUB(path)
        else { return false }
        setPublisherStyles(!book.usesPublisherStyles, path: path)
        return true
    }

    /// Typesets the book again with its own styles on or off, on the same words, and
    /// remembers the choice for the book.
    func setPublisherStyles(_ on: Bool, path: String) {
        guard on != book.usesPublisherStyles, let index = book.setPublisherStyles(on, path: path) else { return }
        showRepaginated(at: index)
        bookState?.remember(publisherStyles: on)
        bookState?.bookDidMove(book, toPage: currentIndex)
    }

    private static func isEPUB(_ path: String) -> Bool {
        (try? DocumentKind.of(path: path)) == .epub
    }
}
