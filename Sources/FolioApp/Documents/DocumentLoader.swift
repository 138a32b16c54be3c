import FolioCore
import FolioRender
import Foundation

/// Opens what the user names on the command line as a ``Book``: a folder of images, a PDF,
/// a Markdown or plain-text file, or the built-in sample.
@MainActor
struct DocumentLoader {
    /// Measures text for pagination (Pango in the app, a fake in tests).
    var measurer: any TextMeasuring
    /// The page layout text files are paginated into.
    var textLayout = TextPageLayout()

    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg"]
    static let markdownExtensions: Set<String> = ["md", "markdown", "mdown", "mkd"]
    static let textExtensions: Set<String> = ["txt", "text"]

    /// Opens `path`.
    ///
    /// - Throws: ``DocumentError`` for a missing path, an unsupported file, a folder without
    ///   images, a corrupt image, a bad PDF, or a text file that is empty or binary.
    func load(path: String) throws(DocumentError) -> Book {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .fileNotFound(path: path)
        }
        if isDirectory.boolValue { return try loadImageFolder(path) }
        let fileExtension = (path as NSString).pathExtension.lowercased()
        if fileExtension == "pdf" { return try loadPDF(path) }
        if Self.markdownExtensions.contains(fileExtension) { return try loadText(path, markdown: true) }
        if Self.textExtensions.contains(fileExtension) { return try loadText(path, markdown: false) }
        if Self.imageExtensions.contains(fileExtension) {
            // One picture: show its folder, starting at it.
            let book = try loadImageFolder((path as NSString).deletingLastPathComponent, startingAt: path)
            return book
        }
        if (try? FileHandle(forReadingFrom: URL(fileURLWithPath: path)).read(upToCount: 5)) == Data("%PDF-".utf8) {
            return try loadPDF(path)
        }
        throw .unsupportedFile(path: path)
    }

    /// The built-in sample book.
    static func sampleBook() -> Book {
        Book(
            title: SampleBook.title, style: .pages, pages: SampleBook.pages.map { .sample($0) },
            pageSize: SamplePage.designSize)
    }

    private func loadPDF(_ path: String) throws(DocumentError) -> Book {
        do {
            let document = try PDFDocument(path: path)
            let size = try document.pageSize(at: 0)
            let pages = (0..<document.pageCount).map { BookPage.pdf(document, index: $0) }
            return Book(title: (path as NSString).lastPathComponent, style: .pages, pages: pages, pageSize: size)
        } catch {
            throw .pdf(error)
        }
    }

    private func loadText(_ path: String, markdown: Bool) throws(DocumentError) -> Book {
        let data: Data
        do {
            data = try FileContents.read(path)
        } catch {
            throw .unreadable(path: path, reason: (error as NSError).localizedDescription)
        }
        guard !data.prefix(8192).contains(0) else { throw .notText(path: path) }
        // UTF-8 when it decodes, otherwise Latin-1 (which decodes any bytes); no byte-order mark.
        var text = String(data: data, encoding: .utf8) ?? String(data: data, encoding: .isoLatin1) ?? ""
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        let blocks = markdown ? MarkdownParser.blocks(from: text) : PlainTextParser.blocks(from: text)
        guard !blocks.isEmpty else { throw .emptyText(path: path) }
        let pages = TextPaginator(measurer: measurer, layout: textLayout).paginate(blocks)
        guard !pages.isEmpty else { throw .emptyText(path: path) }
        return Book(
            title: (path as NSString).lastPathComponent, style: .pages, pages: pages.map { .text($0) },
            pageSize: textLayout.pageSize)
    }

    private func loadImageFolder(_ folder: String, startingAt start: String? = nil) throws(DocumentError) -> Book {
        let files = try Self.imageFiles(in: folder)
        guard !files.isEmpty else { throw .noImages(folder: folder) }
        // Decode every image once now, so that a corrupt file is reported before the window
        // opens rather than as a blank page later.
        for file in files {
            do {
                _ = try ImageLoader.load(contentsOfFile: file.path)
            } catch {
                throw .corruptImage(path: file.path, detail: error.description)
            }
        }
        let startName = start.map { ($0 as NSString).lastPathComponent }
        let initial = files.firstIndex { $0.name == startName } ?? 0
        return Book(
            title: (folder as NSString).lastPathComponent, style: .pictures, pages: files.map { .image($0) },
            pageSize: Size(width: 800, height: 600), initialPage: initial)
    }

    /// The PNG and JPEG files directly in `folder`, in natural order ("2.png" before
    /// "10.png"), skipping hidden files.
    static func imageFiles(in folder: String) throws(DocumentError) -> [ImageFile] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            throw .unreadable(path: folder, reason: (error as NSError).localizedDescription)
        }
        return
            names
            .filter { !$0.hasPrefix(".") && imageExtensions.contains(($0 as NSString).pathExtension.lowercased()) }
            .sorted { $0.compare($1, options: [.numeric, .caseInsensitive]) == .orderedAscending }
            .map { ImageFile(path: (folder as NSString).appendingPathComponent($0)) }
    }
}
