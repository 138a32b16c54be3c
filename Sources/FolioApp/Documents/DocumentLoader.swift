import FolioCore
import FolioRender
import Foundation

/// Opens what the user names on the command line as a ``Book``: a folder of images, a PDF,
/// an EPUB, a Markdown or plain-text file, or the built-in sample.
///
/// Files are recognised by their content (``DocumentKind``), so a file without an
/// extension opens too; the extension only breaks ties.
@MainActor
struct DocumentLoader {
    /// Measures text for pagination (Pango in the app, a fake in tests).
    var measurer: any TextMeasuring
    /// The page layout text files are paginated into.
    var textLayout = TextPageLayout()
    /// Where PDF pages are drawn: in a helper process with limits (the app), or in this
    /// process when nil (tests, the fuzzer).
    var pdfIsolation = PDFIsolation.current

    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg"]
    static let markdownExtensions: Set<String> = ["md", "markdown", "mdown", "mkd"]
    static let textExtensions: Set<String> = ["txt", "text"]

    /// Opens `path`.
    ///
    /// - Parameters:
    ///   - path: The file or folder.
    ///   - password: The password of a protected PDF, typed in the window (never taken from
    ///     the command line); `nil` for every other file.
    /// - Throws: ``DocumentError`` for a missing path, an unsupported file, a folder without
    ///   images, a corrupt image, a bad PDF, or a text file that is empty or binary.
    func load(path: String, password: String? = nil) throws(DocumentError) -> Book {
        // What the path is decides, before anything is opened: a FIFO or a device is refused
        // here, since opening one could wait forever.
        let sniffed: DocumentKind?
        do throws(FileReadError) {
            sniffed = try OpenedFile.kind(of: path) == .folder ? nil : try DocumentKind.of(path: path)
        } catch .notFound {
            throw .fileNotFound(path: path)
        } catch {
            throw .unreadable(path: path, reason: error.description)
        }
        guard let kind = sniffed else { return try loadImageFolder(path) }
        let fileExtension = (path as NSString).pathExtension.lowercased()
        switch kind {
        case .pdf:
            return try loadPDF(path, password: password)
        case .png, .jpeg:
            if Self.imageExtensions.contains(fileExtension) {
                // One picture: show its folder, starting at it.
                return try loadImageFolder(Self.folder(containing: path), startingAt: path)
            }
            return try loadPicture(path)
        case .epub:
            return try loadEPUB(path)
        case .text, .unknown:
            // Content decides; the extension is only a hint. A file that names a format it
            // does not contain gets that format's error, which says what is wrong.
            if kind == .unknown, EPUBArchive.holdsABook(atPath: path) { return try loadEPUB(path) }
            if fileExtension == "pdf" { return try loadPDF(path, password: password) }
            if fileExtension == "epub" { throw .epub(path: path, .notZip) }
            if Self.markdownExtensions.contains(fileExtension) { return try loadText(path, markdown: true) }
            if kind == .text || Self.textExtensions.contains(fileExtension) {
                return try loadText(path, markdown: false)
            }
            throw .unsupportedFile(path: path)
        }
    }

    /// A picture whose name does not say it is one (no extension): a book of that picture.
    private func loadPicture(_ path: String) throws(DocumentError) -> Book {
        do {
            try ImageLoader.check(contentsOfFile: path)
        } catch {
            throw .corruptImage(path: path, detail: error.description)
        }
        return Book(
            title: (path as NSString).lastPathComponent, style: .pictures, pages: [.image(ImageFile(path: path))],
            pageSize: Size(width: 800, height: 600))
    }

    private func loadEPUB(_ path: String) throws(DocumentError) -> Book {
        let book: Book?
        do {
            book = try EPUBBookBuilder(layout: textLayout).book(
                from: EPUBDocument(path: path), fileName: (path as NSString).lastPathComponent)
        } catch {
            throw .epub(path: path, error)
        }
        guard let book else { throw .emptyText(path: path) }
        return book
    }

    /// The built-in sample book.
    static func sampleBook() -> Book {
        Book(
            title: SampleBook.title, style: .pages, pages: SampleBook.pages.map { .sample($0) },
            pageSize: SamplePage.designSize)
    }

    private func loadPDF(_ path: String, password: String?) throws(DocumentError) -> Book {
        do {
            let document = try PDFDocument(path: path, password: password)
            let size = try document.pageSize(at: 0)
            let pages = (0..<document.pageCount).map { BookPage.pdf(document, index: $0) }
            let book = Book(title: (path as NSString).lastPathComponent, style: .pages, pages: pages, pageSize: size)
            book.contents = Self.contents(ofPDF: document)
            book.pdfRenderer = pdfIsolation.map { IsolatedPDFRenderer(isolation: $0, path: path, password: password) }
            return book
        } catch {
            throw .pdf(error)
        }
    }

    /// The largest Markdown file opened: 16 MB. cmark-gfm parses the whole text at once and
    /// the parsed document holds a few copies of it, which stays within the reader's 512 MB.
    static let maximumTextBytes = 16 * 1_048_576
    /// The largest plain-text file opened: 256 MB. Plain text is read a paragraph at a time
    /// as pages are laid out (``PlainTextStream``); paginated to its end, a book keeps
    /// about its text once in its items and once in its pages' text.
    static let maximumPlainTextBytes = 256 * 1_048_576

    private func loadText(_ path: String, markdown: Bool) throws(DocumentError) -> Book {
        let typeset: TypesetDocument
        do {
            typeset = try typesetText(path, markdown: markdown)
        } catch let error as DocumentError {
            throw error
        } catch {
            throw .unreadable(path: path, reason: FileReadError(error).description)
        }
        // Only the first page is laid out now; the rest as the reader asks for them.
        let paginator = TextPaginator(typeset)
        guard paginator.page(at: 0) != nil else { throw .emptyText(path: path) }
        let book = Book(
            title: (path as NSString).lastPathComponent, style: .pages, pages: [], pageSize: textLayout.pageSize,
            textPaginator: paginator)
        if markdown { Self.addHeadingOutline(to: book, from: typeset) }
        return book
    }

    /// The text of `path`, opened once: its size (a link's target's) checked against the
    /// limit, its head checked for binary data, then parsed or streamed.
    private func typesetText(_ path: String, markdown: Bool) throws -> TypesetDocument {
        let file = try OpenedFile(path: path)
        let head = try file.read(upToCount: 8192)
        // UTF-16 (with its byte-order mark) is read whole and decoded, within the Markdown limit.
        let isUTF16 = DocumentKind.isUTF16(head)
        let limit = markdown || isUTF16 ? Self.maximumTextBytes : Self.maximumPlainTextBytes
        guard file.size <= limit else {
            let kind = markdown ? "Markdown" : isUTF16 ? "UTF-16 text" : "text"
            throw DocumentError.unreadable(
                path: path,
                reason: "it is \(file.size / 1_048_576) MB, over Folio's limit of \(limit / 1_048_576) MB "
                    + "for a \(kind) file; split it into smaller files")
        }
        guard isUTF16 || !head.contains(0) else { throw DocumentError.notText(path: path) }
        guard markdown || isUTF16 else {
            // Read paragraph by paragraph as pages are laid out: nothing past the first page
            // is read, decoded or split before it shows.
            return TypesetDocument(.plainTextFile(path: path), layout: textLayout)
        }
        try file.seek(to: 0)
        let data = try file.readAll(limit: limit)
        // UTF-8, with U+FFFD where a byte is invalid: one bad byte must not turn the whole
        // file (CJK included) into Latin-1 mojibake. Foundation reads UTF-16 by its mark.
        var text = isUTF16 ? String(data: data, encoding: .utf16) ?? "" : String(decoding: data, as: UTF8.self)
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        guard markdown else {
            return TypesetDocument(PlainTextParser.document(from: text), layout: textLayout)
        }
        let folder = (path as NSString).deletingLastPathComponent
        let document = CommonMarkReader(baseDirectory: folder).document(from: text)
        // Rules alone are no text to read.
        guard document.blocks.contains(where: { $0.kind != .thematicBreak }) else {
            throw DocumentError.emptyText(path: path)
        }
        return TypesetDocument(document, layout: textLayout)
    }

    private func loadImageFolder(_ folder: String, startingAt start: String? = nil) throws(DocumentError) -> Book {
        let files = try Self.imageFiles(in: folder)
        guard !files.isEmpty else { throw .noImages(folder: folder) }
        // Check each file's signature and header now, so that a wrong file is reported
        // before the window opens; decoding waits until a page is shown, so that a folder
        // of thousands of photos opens at once and costs only the pages on screen.
        for file in files {
            do {
                try ImageLoader.checkSignature(ofFile: file.path)
            } catch {
                throw .corruptImage(path: file.path, detail: error.description)
            }
        }
        if let start {
            // The picture the user named is checked now (decoded small, or a progressive JPEG's
            // header and scans only: it is decoded once, when shown), so that a bad or
            // oversized file is a one-line error, not a page showing one.
            do {
                try ImageLoader.check(contentsOfFile: start)
            } catch {
                throw .corruptImage(path: start, detail: error.description)
            }
        }
        let startName = start.map { ($0 as NSString).lastPathComponent }
        let initial = files.firstIndex { $0.name == startName } ?? 0
        return Book(
            title: (folder as NSString).lastPathComponent, style: .pictures, pages: files.map { .image($0) },
            pageSize: Size(width: 800, height: 600), initialPage: initial)
    }

    /// The folder a file is in: the current directory for a bare file name (`folio open
    /// photo.png`), whose path has no folder part.
    static func folder(containing path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? FileManager.default.currentDirectoryPath : folder
    }

    /// The PNG and JPEG files directly in `folder`, in natural order ("2.png" before
    /// "10.png"), skipping hidden files and anything with an image's name that is not a
    /// regular file (a folder called `x.png`, a FIFO, a device), which is never opened.
    static func imageFiles(in folder: String) throws(DocumentError) -> [ImageFile] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            throw .unreadable(path: folder, reason: FileReadError(error).description)
        }
        return
            names
            .filter { !$0.hasPrefix(".") && imageExtensions.contains(($0 as NSString).pathExtension.lowercased()) }
            .filter { OpenedFile.isRegularFile((folder as NSString).appendingPathComponent($0)) }
            .sorted { $0.compare($1, options: [.numeric, .caseInsensitive]) == .orderedAscending }
            .map { ImageFile(path: (folder as NSString).appendingPathComponent($0)) }
    }
}
