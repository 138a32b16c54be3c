/// What Folio remembers about one book between runs: where the reader was, the text size,
/// the transition, and the bookmarks.
///
/// Written as a small JSON object, one file per book (``BookStateStore``):
///
/// ```json
/// {"version":2,"path":"/home/ana/books/guide.epub","page":41,
///  "position":{"item":310,"offset":1204},"textSize":19.5,"transition":"curl",
///  "bookmarks":[{"position":{"item":12,"offset":0},"text":"Chapter one. It was"}]}
/// ```
///
/// `page` is the page shown, from 0; in a reflowable book (EPUB, Markdown, text) the place
/// is `position`, a paragraph (block) and a character in it, which is the same words at any
/// window or text size, and `page` is kept only for earlier versions of Folio, which read
/// `{"path":…,"page":…}` and ignore the rest. A record of an earlier version has no
/// `version` and only a page, and still opens on that page.
struct BookState: Codable, Equatable, Sendable {
    /// The format written now.
    static let currentVersion = 2
    /// The most bookmarks kept per book; a new one past this drops the oldest. With
    /// ``Bookmark/maximumTextLength`` this keeps a record under
    /// ``BookStateStore/maximumFileSize``.
    static let maximumBookmarks = 50

    var version: Int?
    /// The canonical path of the book, checked on reading (see ``BookStateStore``).
    var path: String
    /// The page shown, from 0.
    var page: Int?
    /// The place in a reflowable book's text.
    var position: TextPosition?
    /// The body text size in points, when the reader changed it.
    var textSize: Double?
    /// The page transition last used (`--transition`'s names).
    var transition: String?
    /// One page or a spread, as last chosen with the `s` key (`--spread`'s names).
    var spread: String?
    var bookmarks: [Bookmark]?
    /// How a PDF's pages fit the window (`--fit`'s names), when the reader chose.
    var fit: String?
    /// Whether a PDF's pages turn or scroll in one column (`--layout`'s names).
    var layout: String?
    /// False when the reader turned an EPUB's own styles off (`p`); nil or true keeps them.
    var publisherStyles: Bool?

    /// A place in a reflowable book: block `item` of the typeset document, character
    /// `offset` in it (a ``RichPosition``).
    struct TextPosition: Codable, Hashable, Sendable {
        var item: Int
        var offset: Int

        init(_ position: RichPosition) {
            item = position.item
            offset = position.offset
        }

        var richPosition: RichPosition { RichPosition(item: item, offset: offset) }
    }

    /// A bookmarked page: a place in the text (reflowable books) or a page (PDFs, pictures,
    /// an EPUB's cover), with the words that name it in the contents panel.
    struct Bookmark: Codable, Hashable, Sendable {
        /// The longest name kept, in characters.
        static let maximumTextLength = 40

        var page: Int?
        var position: TextPosition?
        var text: String

        init(page: Int?, position: TextPosition?, text: String) {
            self.page = page
            self.position = position
            self.text = String(text.prefix(Self.maximumTextLength))
        }
    }

    init(path: String) {
        self.version = Self.currentVersion
        self.path = path
    }

    /// The record with anything out of range dropped: a record is only a hint, and a
    /// damaged or hand-edited one must open the book all the same.
    var sanitized: BookState {
        var state = self
        if let page, page < 0 { state.page = nil }
        if let position, position.item < 0 || position.offset < 0 { state.position = nil }
        if let textSize, !(6.0...96.0).contains(textSize) { state.textSize = nil }
        if let transition, TransitionChoice(rawValue: transition) == nil { state.transition = nil }
        if let fit, PageFit(rawValue: fit) == nil { state.fit = nil }
        if let layout, ReadingLayout(rawValue: layout) == nil { state.layout = nil }
        if let spread, SpreadChoice(rawValue: spread) == nil { state.spread = nil }
        state.bookmarks = bookmarks.map { marks in
            marks.filter { mark in
                (mark.page.map { $0 >= 0 } ?? true) && (mark.position.map { $0.item >= 0 && $0.offset >= 0 } ?? true)
                    && (mark.page != nil || mark.position != nil)
            }
            .suffix(Self.maximumBookmarks).map { Bookmark(page: $0.page, position: $0.position, text: $0.text) }
        }
        return state
    }
}
