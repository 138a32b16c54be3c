package import FolioRender
package import Foundation

/// The ways data from outside enters the app, each run as `folio` runs it, for a harness in
/// another module: `folio-fuzz` (`Fuzz/FolioFuzz`) drives them, so none of its code ships in
/// the `folio` binary. The parsers behind them stay internal; this is their one `package`
/// door. Errors are the expected answer to a bad input and come back as `nil`.
package enum AppInputs {
    /// Opens the file at `path` the way `folio open` does (recognised by content, measured
    /// with Pango, paginated) and returns the PDF pages it holds, or `nil` when it is refused.
    @MainActor
    package static func openDocument(atPath path: String) -> [(document: PDFDocument, index: Int)]? {
        guard let book = try? DocumentLoader(measurer: PangoTextMeasurer()).load(path: path) else { return nil }
        // An EPUB converts its later chapters as they are read: here, all of them, as a reader
        // paging to the end would.
        if let text = book.spineText {
            while text.makeMoreBlocks() {}
        }
        return book.pages.compactMap { page in
            guard case .pdf(let document, let index) = page else { return nil }
            return (document, index)
        }
    }

    /// Parses `data` as one chapter of an EPUB (XHTML) with the style sheets embedded in it,
    /// and converts it to blocks as the reader does; returns how many, or `nil` when libxml2
    /// refuses the markup.
    @MainActor
    package static func convertChapter(_ data: Data) -> Int? {
        guard let markup = try? MarkupParser.parseChapter(data, name: "chapter.xhtml") else { return nil }
        var styleSheet = EPUBStyleSheet()
        XHTMLConverter.styleSheetReferences(of: markup).embedded.forEach { styleSheet.add($0) }
        let converter = XHTMLConverter(
            loadImage: { _ in nil }, styleSheet: styleSheet, chapterPath: "OEBPS/chapter.xhtml")
        return converter.blocks(of: markup).count
    }

    /// Parses `arguments` as `folio`'s command line and, for `export` and `open` of the sample
    /// book, derives what the command would (sizes, the first page, frame counts) without
    /// rendering or writing anything. A command that names a file is only parsed: reading it
    /// could take any time (`/dev/zero` never ends). Returns whether the line parsed.
    @MainActor
    package static func checkCommandLine(_ arguments: [String]) -> Bool {
        guard let command = try? FolioCommand.parseAsRoot(arguments) else { return false }
        if let export = command as? ExportCommand, export.path == nil, let job = try? ExportJob(command: export) {
            _ = (job.pointSize, job.script.frameCount, export.resolvedOutput)
        } else if let open = command as? OpenCommand, open.path == nil {
            let book = DocumentLoader.sampleBook()
            if let page = open.page { book.start(atPage: page - 1) }
            _ = OpenCommand.defaultWindowSize(for: book, turnStyle: open.turnStyle.resolved(for: book))
        }
        return true
    }
}
