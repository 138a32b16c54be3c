import FolioCore
import FolioRender
import FolioTesting
import Foundation
import Testing

@testable import FolioApp

/// Files made to hurt the reader open, render within memory budgets, and decode text the
/// way it was written.
@MainActor
@Suite struct HostileDocumentTests {
    let folder: TemporaryFolder
    let loader = DocumentLoader(measurer: FixedWidthMeasurer())

    init() throws {
        folder = try TemporaryFolder()
    }

    /// Shows `page` of the book in a 640 × 400 headless reader and renders a frame.
    func show(_ book: Book, page: Int) throws {
        book.initialPage = page
        let host = HeadlessWindow(size: Size(width: 640, height: 400), framesPerSecond: 10)
        host.window.textMeasurer = FixedWidthMeasurer()
        host.rootViewController = try ReaderViewController(book: book, turnStyle: TurnStyle(transition: .curl))
        host.settle(maxSeconds: 1)
        _ = host.render()
    }

    @Test(arguments: [(200_000.0, 200_000.0), (3e9, 10), (14_400, 14_400)])
    func aPageWithAnAbsurdBoxRendersAtWindowSize(width: Double, height: Double) throws {
        // The first page is ordinary, so the book's page size (and the scale that fits it)
        // comes from it; the second page must still be drawn at the size shown.
        let path = try folder.write("poster.pdf", HostileFiles.pdf(pageSizes: [(612, 792), (width, height)]))
        let book = try loader.load(path: path)
        try show(book, page: 1)
        #expect(book.cachedImageBytes > 0)
        #expect(book.cachedImageBytes <= 2 * PDFDocument.maximumPixelCount * 4)
    }

    @Test func aFolderOfThousandsOfImagesOpensWithoutDecodingThem() throws {
        let photos = try folder.makeFolder("photos")
        // Signatures only: decoding any of these would fail, so opening must not decode.
        for number in 1...2000 {
            _ = try folder.write("photos/\(number).jpg", Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0]))
        }
        let book = try loader.load(path: photos)
        #expect(book.pageCount == 2000)
        #expect(book.cachedImageBytes == 0)
    }

    @Test func picturesAreDecodedAtTheSizeTheyAreShown() throws {
        let photos = try folder.makeFolder("wide")
        try Bitmap(width: 3000, height: 1000, fill: .blue).writePNG(toFile: photos + "/1.png")
        let book = try loader.load(path: photos)
        let image = try book.image(
            for: ImageFile(path: photos + "/1.png"),
            fitting: BookPageView.decodeLimit(for: Size(width: 640, height: 400)))
        #expect(image.bitmap.width == 1280)
        // The declared size, give or take the rounding of the reduced height.
        #expect(abs(image.size.width - 3000) < 1 && abs(image.size.height - 1000) < 1)
    }

    @Test func theImageCacheIsBoundedByBytesNotCount() {
        var cache = ByteBoundedCache<Int, Image>(byteLimit: 10 * 1_048_576)
        for key in 0..<8 { cache.insert(Image(bitmap: Bitmap(width: 1024, height: 1024)), for: key) }
        // Eight 4 MB images in a 10 MB cache: the two newest stay.
        #expect(cache.count == 2)
        #expect(cache.bytes <= 10 * 1_048_576)
        #expect(cache[7] != nil && cache[6] != nil && cache[0] == nil)
    }

    @Test func invalidUTF8BecomesAReplacementCharacterWhereItOccurs() throws {
        var bytes = Data("# 标题\n\nabc".utf8)
        bytes.append(0xFF)
        bytes.append(contentsOf: Data("def 日本語のテキスト".utf8))
        let path = try folder.write("notes.md", bytes)
        let text = try loader.load(path: path).pages.map { page -> String in
            if case .text(let page) = page { return page.text }
            return ""
        }.joined(separator: "\n")
        #expect(text.contains("标题"))
        #expect(text.contains("abc\u{FFFD}def"))
        #expect(text.contains("日本語のテキスト"))
    }

    @Test func aLongSingleLineIsPaginatedWhole() throws {
        // 200 KB on one line, with and without spaces: every character is on some page.
        for line in [String(repeating: "lorem ipsum ", count: 17_000), String(repeating: "x", count: 200_000)] {
            let path = try folder.write("line.txt", Data(line.utf8))
            let book = try loader.load(path: path)
            book.paginateAll()
            let placed = book.pages.reduce(0) { count, page in
                guard case .text(let page) = page else { return count }
                return count + page.placements.reduce(0) { $0 + $1.text.filter { $0 != " " }.count }
            }
            #expect(placed == line.filter { $0 != " " }.count)
        }
    }

    @Test func markdownWithThousandsOfUnclosedBracketsStaysText() {
        let source = String(repeating: "[a ", count: 20_000)
        let document = CommonMarkReader().document(from: source)
        #expect(document.blocks.map(\.kind) == [.paragraph(RichText(source.trimmingCharacters(in: .whitespaces)))])
    }
}

extension HostileDocumentTests {
    @Test func aTextFileOverTheLimitIsRefusedWithOneLineNamingIt() throws {
        // Markdown is parsed whole, plain text is read as it is paginated: two limits.
        for (name, limit) in [
            ("huge.md", DocumentLoader.maximumTextBytes), ("huge.txt", DocumentLoader.maximumPlainTextBytes),
        ] {
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: try folder.write(name, Data("x".utf8))))
            try handle.truncate(atOffset: UInt64(limit + 1))
            try handle.close()
            do {
                _ = try loader.load(path: folder.path(name))
                Issue.record("a text file over the limit opened")
            } catch {
                #expect(error.description.contains("limit of \(limit / 1_048_576) MB"))
                #expect(!error.description.contains("\n"))
            }
        }
    }
}

extension HostileDocumentTests {
    @Test func aNamedPictureThatOnlyClaimsAPosterSizeIsAOneLineError() throws {
        let photos = try folder.makeFolder("poster")
        let path = try folder.write("poster/huge.png", HostileFiles.pngHeader(width: 20000, height: 20000))
        do {
            _ = try loader.load(path: path)
            Issue.record("a 20000 × 20000 PNG header without pixels opened")
        } catch {
            #expect(error.description.contains("PNG"))
            #expect(!error.description.contains("\n"))
        }
        // The folder itself opens; the picture shows its error on its page.
        #expect(try loader.load(path: photos).pageCount == 1)
    }
}
