public import FolioCore

extension PDFWriter {
    /// A PDF to write: pages of text lines, some of them links or named destinations, an
    /// outline and page labels, the navigation aids a reader's tests need a document to have.
    ///
    /// ```swift
    /// let book = PDFWriter.Document(
    ///     pages: [
    ///         PDFWriter.Page(lines: [.text("Contents")], label: "i"),
    ///         PDFWriter.Page(lines: [.link("See Results", to: .destination("results"))], label: "1"),
    ///         PDFWriter.Page(lines: [.destination("Results", name: "results")], label: "2"),
    ///     ],
    ///     outline: [PDFWriter.OutlineEntry("Results", to: .destination("results"))])
    /// try PDFWriter.write(book, to: path)
    /// ```
    public struct Document: Sendable {
        /// Every page's size in points.
        public var size: Size
        /// The pages, in order.
        public var pages: [Page]
        /// The top-level outline entries (a PDF's bookmarks), each with its children.
        public var outline: [OutlineEntry]

        /// - Parameters:
        ///   - size: Every page's size in points; A5 portrait by default.
        ///   - pages: The pages, in order.
        ///   - outline: The outline, empty for none.
        public init(size: Size = Size(width: 420, height: 595), pages: [Page], outline: [OutlineEntry] = []) {
            self.size = size
            self.pages = pages
            self.outline = outline
        }
    }

    /// One page: lines of text from the top, and the page's label.
    public struct Page: Sendable {
        /// The lines, drawn from the top; line `n` fills ``PDFWriter/lineFrame(_:pageSize:)``.
        public var lines: [Line]
        /// The page label a viewer shows instead of the page's number ("iv", "A-1"), or `nil`
        /// for none.
        public var label: String?

        /// - Parameters:
        ///   - lines: The lines, drawn from the top.
        ///   - label: The page label, or `nil` for none.
        public init(lines: [Line], label: String? = nil) {
            self.lines = lines
            self.label = label
        }
    }

    /// A line of text on a page.
    public enum Line: Sendable, Equatable {
        /// Plain text.
        case text(String)
        /// Text that is a link: its whole line (``PDFWriter/lineFrame(_:pageSize:)``) is the
        /// link's area.
        case link(String, to: Target)
        /// Text at which the named destination `name` points.
        case destination(String, name: String)

        var text: String {
            switch self {
            case .text(let text), .link(let text, _), .destination(let text, _): text
            }
        }
    }

    /// Where a link or an outline entry goes.
    public enum Target: Sendable, Equatable {
        /// The top of a page, counted from 0.
        case page(Int)
        /// A named destination (``Line/destination(_:name:)``).
        case destination(String)
        /// A web address or any URI outside the document.
        case uri(String)
    }

    /// An outline entry (a bookmark in a PDF viewer's sidebar) and the entries nested in it.
    public struct OutlineEntry: Sendable {
        /// The title shown.
        public var title: String
        /// Where the entry goes: a page or a named destination.
        public var target: Target
        /// The entries nested in this one.
        public var children: [OutlineEntry]

        /// - Parameters:
        ///   - title: The title shown.
        ///   - target: A page or a named destination (a URI is written as the first page).
        ///   - children: The entries nested in this one.
        public init(_ title: String, to target: Target, children: [OutlineEntry] = []) {
            self.title = title
            self.target = target
            self.children = children
        }
    }
}
