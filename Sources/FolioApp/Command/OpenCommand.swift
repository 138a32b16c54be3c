import ArgumentParser
import FolioCore
import FolioRender

/// `folio open PATH`: shows a folder of images, a PDF or a text file in a window.
struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Show a folder of images (a carousel), a PDF or a .txt/.md file (a book) in a window.")

    @Argument(help: "A folder of PNG/JPEG images, a .pdf file, or a .txt/.md file.")
    var path: String

    @Option(help: "The window size in points, WIDTHxHEIGHT (default: suits the document).")
    var size: PixelSize?

    @OptionGroup var presentation: PresentationOptions

    func run() throws {
        try MainActor.assumeIsolated { () throws in
            let book = try DocumentLoader(measurer: PangoTextMeasurer()).load(path: path)
            let resolved = presentation.resolved(for: book.style)
            let reader = try ReaderFactory.makeReader(for: book, presentation: resolved)
            let windowSize =
                size.map { Size(width: Double($0.width), height: Double($0.height)) }
                ?? Self.defaultWindowSize(for: book, presentation: resolved)
            try WindowRunner(title: "Folio — \(book.title)", size: windowSize).run(reader)
        }
    }

    /// A window that shows a page (or a spread) large, within a 1280 × 800 screen.
    static func defaultWindowSize(for book: Book, presentation: Presentation) -> Size {
        if book.style == .pictures { return Size(width: 960, height: 640) }
        let pages = presentation.transition == .curl && presentation.spine == .mid ? 2.0 : 1.0
        let aspect = book.pageSize.width * pages / max(book.pageSize.height, 1)
        let height = 760.0
        return Size(width: min((height * aspect).rounded(), 1240), height: height)
    }
}
