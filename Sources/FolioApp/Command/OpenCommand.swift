import ArgumentParser
import FolioCore
import FolioRender
import Foundation

/// `folio open PATH`: shows a folder of images, a PDF or a text file in a window.
struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Show a folder of images (a carousel), a PDF, an EPUB or a text/Markdown file (a book) in a window.",
        // The path is what open is for; --sample is the exception, so the usage says so.
        usage: "folio open (<path> | --sample) [<options>]",
        discussion: "Files are recognised by their content, so a file without an extension opens too.\n\n"
            + KeyReference.text("Keys:", KeyReference.readerWindow))

    @Argument(help: "A folder of PNG/JPEG images, a PDF, an EPUB, an image, or a text/Markdown file.")
    var path: String?

    @Flag(help: "Open the built-in sample book.")
    var sample = false

    @Option(
        help: """
            The page to start at, from 1 (default: where you left this document, remembered \
            in $XDG_STATE_HOME/folio, else the first).
            """)
    var page: Int?

    @Option(
        help: "The window size in points, WIDTHxHEIGHT (each 16...8192; default: suits the document).",
        transform: PixelSize.parse)
    var size: PixelSize?

    @OptionGroup var turnStyle: TurnStyleOptions

    @OptionGroup var fitOptions: FitOptions

    @OptionGroup var window: WindowOptions

    @Flag(
        help: """
            Started by a desktop launcher (the desktop entry passes it): a file that cannot be \
            opened shows its error in a window as well as on standard error, and with no path \
            the gallery opens.
            """)
    var fromDesktop = false

    func validate() throws {
        if sample && path != nil { throw ValidationError("give either a PATH or --sample, not both") }
        if !sample && path == nil && !fromDesktop {
            throw ValidationError(
                "give what to open: a folder of PNG/JPEG images, a .pdf, an .epub or a text/Markdown file "
                    + "(folio open ~/Pictures/trip), or --sample for the built-in book")
        }
        if let page, page < 1 { throw ValidationError("--page starts at 1") }
    }

    func run() throws {
        guard fromDesktop else { return try openReader() }
        try runFromDesktop()
    }

    /// Loads the document and shows it in the reader's window until the user closes it. A
    /// PDF with a password asks for it in the window first.
    func openReader() throws {
        try MainActor.assumeIsolated { () throws in
            let book: Book
            do {
                book =
                    try path.map { try DocumentLoader(measurer: PangoTextMeasurer()).load(path: $0) }
                    ?? DocumentLoader.sampleBook()
            } catch DocumentError.pdf(.encrypted(let protected)) {
                return try openProtectedPDF(protected)
            }
            let (reader, windowSize) = try makeReader(for: book)
            try WindowRunner(title: "Folio — \(book.title)", size: windowSize, options: window).run(reader)
        }
    }

    /// The reader for `book`, on the page asked for or where it was left (at the text size
    /// and with the transition it had), remembering where it is left, and the size of a
    /// window that suits it.
    @MainActor
    func makeReader(for book: Book, environment: [String: String] = ProcessInfo.processInfo.environment) throws
        -> (ReaderViewController, Size)
    {
        let keeper = path.flatMap { path in
            BookStateStore(environment: environment).map { BookStateKeeper.open(path, in: $0) }
        }
        // An EPUB whose own styles were turned off is typeset again without them.
        if keeper?.state.publisherStyles == false, let path { _ = book.setPublisherStyles(false, path: path) }
        var options = turnStyle
        try restore(keeper?.state, into: book, options: &options)
        options.spread = Self.openingSpread(asked: turnStyle.spread, spine: turnStyle.spine, state: keeper?.state)
        var resolved = options.resolved(for: book)
        let themes = Self.chooseTheme(for: &resolved, asked: turnStyle.theme, environment: environment)
        let reader = try ReaderFactory.makeReader(for: book, turnStyle: resolved)
        // A window never waits for a PDF page: pages arrive from the renderer later.
        book.pdfRenderer?.queue = BackgroundPDFRenderQueue()
        reader.onThemeChange = { Self.remember($0, in: themes) }
        startFitting(reader, remembered: keeper)
        if let keeper {
            // The reader's first page resets the reading position to its start; a
            // remembered position is finer than that.
            if page == nil, let position = keeper.state.position { book.restore(position: position.richPosition) }
            reader.bookState = keeper
            if turnStyle.transition != nil { keeper.remember(transition: resolved.transition) }
            reader.onPageChange = { [unowned book] page in keeper.bookDidMove(book, toPage: page) }
        }
        let windowSize =
            size.map { Size(width: Double($0.width), height: Double($0.height)) }
            ?? Self.defaultWindowSize(for: book, turnStyle: resolved)
        return (reader, windowSize)
    }

    /// Applies what is remembered of `book` where the command line does not say otherwise:
    /// `--page` wins over the place, `--transition` (or `--spine`) over the transition.
    @MainActor
    private func restore(_ state: BookState?, into book: Book, options: inout TurnStyleOptions) throws {
        if let size = state?.textSize { book.restore(textSize: size) }
        if let page {
            book.start(atPage: try PageOutOfRangeError.index(ofPage: page, in: book))
        }
        guard let state else { return }
        if options.transition == nil, options.spine == nil,
            let remembered = state.transition.flatMap(TransitionChoice.init(rawValue:))
        {
            options.transition = remembered
        }
        guard page == nil else { return }
        if let position = state.position, book.restore(position: position.richPosition) {
            // The same words at any window and text size.
        } else if let remembered = state.page {
            book.restore(rememberedPage: remembered)
        }
    }

    /// A window that shows a page (or a spread) large, within a 1280 × 800 screen.
    static func defaultWindowSize(for book: Book, turnStyle: TurnStyle) -> Size {
        if book.style == .pictures { return Size(width: 960, height: 640) }
        let pages = turnStyle.transition == .curl && turnStyle.spine == .mid ? 2.0 : 1.0
        let aspect = book.pageSize.width * pages / max(book.pageSize.height, 1)
        let height = 760.0
        return Size(width: min((height * aspect).rounded(), 1240), height: height)
    }
}
