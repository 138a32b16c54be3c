import FolioCore
import FolioHeadless
import FolioPaging
import FolioRender
import FolioTesting
import Foundation
import Testing

@testable import FolioApp

/// One page or a spread from the window's shape: the `auto` rule, `--spread single` and
/// `double`, the `s` key and its memory, pages that fill a tall window, and the place kept
/// when a resize switches between one page and two.
@MainActor
@Suite struct ReaderSpreadTests {
    static let wide = Size(width: 1600, height: 900)
    static let tall = Size(width: 480, height: 800)
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    private func textBook() throws -> Book {
        let paragraph = String(repeating: "Words to fill the page, and the next, and the one after. ", count: 12)
        let markdown = (1...30).map { "## Part \($0)\n\n\(paragraph)\n" }.joined(separator: "\n")
        let path = try folder.write("book.md", Data(markdown.utf8))
        return try DocumentLoader(measurer: PangoTextMeasurer()).load(path: path)
    }

    private func pdfBook() throws -> Book {
        let path = folder.path("book.pdf")
        try PDFWriter.write(
            pages: (1...9).map { ["Page \($0)"] }, size: Size(width: 612, height: 792), to: path)
        return try DocumentLoader(measurer: FixedWidthMeasurer()).load(path: path)
    }

    private func show(
        _ book: Book, spread: SpreadChoice? = .auto, size: Size, state: BookStateKeeper? = nil
    ) throws -> (ReaderViewController, HeadlessWindow) {
        let reader = try ReaderViewController(book: book, turnStyle: TurnStyle(transition: .curl, spread: spread))
        reader.bookState = state
        let host = HeadlessWindow(size: size)
        host.window.textMeasurer = PangoTextMeasurer()
        host.rootViewController = reader
        host.settle()
        return (reader, host)
    }

    private func pagesShown(_ reader: ReaderViewController) -> Int {
        reader.pageViewController.viewControllers?.count ?? 0
    }

    @Test func autoShowsATextSpreadInAWideWindowAndOnePageInATallOne() throws {
        let (reader, host) = try show(try textBook(), size: Self.wide)
        #expect(reader.pageViewController.spineLocation == .mid)
        #expect(pagesShown(reader) == 2)
        #expect(reader.pageViewController.isDoubleSided)
        host.resize(to: Self.tall)
        host.settle()
        #expect(reader.pageViewController.spineLocation == .min)
        #expect(pagesShown(reader) == 1)
        #expect(!reader.pageViewController.isDoubleSided)
    }

    @Test func autoShowsAPDFSpreadInAWideWindowAndOnePageInATallOne() throws {
        let (reader, host) = try show(try pdfBook(), size: Self.wide)
        #expect(reader.pageViewController.spineLocation == .mid)
        // The cover alone on the right, as a printed book opens.
        #expect(reader.blankHalf == 0)
        host.resize(to: Self.tall)
        host.settle()
        #expect(pagesShown(reader) == 1)
        let paper = reader.pageViewController.view.frame
        #expect(abs(paper.width / paper.height - 612.0 / 792.0) < 0.01)
        #expect(paper.width >= Self.tall.width - 2 * PaperLayout.margin - 1)
    }

    @Test func singleKeepsOnePageInAWideWindow() throws {
        let (reader, _) = try show(try textBook(), spread: .single, size: Self.wide)
        #expect(reader.pageViewController.spineLocation == .min)
        #expect(pagesShown(reader) == 1)
    }

    @Test func doubleKeepsASpreadInATallWindow() throws {
        let (reader, _) = try show(try pdfBook(), spread: .double, size: Self.tall)
        #expect(reader.pageViewController.spineLocation == .mid)
    }

    @Test func aTextPageFillsATallWindow() throws {
        let (reader, _) = try show(try textBook(), size: Self.tall)
        let paper = reader.pageViewController.view.frame
        let area = PaperLayout.area(in: Rect(origin: .zero, size: Self.tall))
        #expect(paper == area)
        let layout = try #require(reader.book.textPaginator?.layout)
        #expect(layout.pageSize == paper.size)
    }

    @Test func aWideTextSpreadKeepsAComfortableMeasure() throws {
        let (reader, _) = try show(try textBook(), size: Self.wide)
        let layout = try #require(reader.book.textPaginator?.layout)
        #expect(abs(layout.pageSize.width * 2 - reader.pageViewController.view.frame.width) <= 1)
        // About 36 ems of 18-point text: some 70 characters a line.
        #expect(layout.textArea.width <= layout.body.font.size * 36 + 1)
        #expect(
            layout.pageSize.height >= Self.wide.height - 2
                * PaperLayout.margin(in: Rect(origin: .zero, size: Self.wide)) - PaperLayout.labelBand - 1)
    }

    @Test func sKeyGoesThroughAutoSingleDoubleAndIsRemembered() throws {
        let keeper = BookStateKeeper(store: nil, path: "book.md", state: BookState(path: "book.md"))
        let (reader, host) = try show(try textBook(), size: Self.wide, state: keeper)
        #expect(host.press(.character("s")))
        #expect(reader.spreadChoice == .single)
        #expect(pagesShown(reader) == 1)
        #expect(keeper.state.spread == "single")
        host.resize(to: Self.tall)
        host.settle()
        #expect(host.press(.character("s")))
        #expect(reader.spreadChoice == .double)
        #expect(pagesShown(reader) == 2)
        #expect(host.press(.character("s")))
        #expect(reader.spreadChoice == .auto)
        #expect(pagesShown(reader) == 1)
        #expect(keeper.state.spread == "auto")
    }

    @Test func theSpreadKeyIsLeftAloneWhereTheLayoutIsTheDocuments() throws {
        let (reader, host) = try show(try pdfBook(), spread: nil, size: Self.wide)
        #expect(!host.press(.character("s")))
        #expect(reader.spreadChoice == nil)
    }

    @Test func resizingKeepsTheWordsOfATextBook() throws {
        let (reader, host) = try show(try textBook(), size: Self.wide)
        for _ in 0..<3 {
            host.press(.rightArrow)
            host.settle()
        }
        let position = reader.book.readingPosition
        #expect(reader.currentIndex > 0)
        for size in [Self.tall, Self.wide, Self.tall] {
            host.resize(to: size)
            host.settle()
            guard case .text(let page)? = reader.book.page(at: reader.currentIndex) else {
                Issue.record("no text page at \(reader.currentIndex)")
                return
            }
            // The page shown (the spread's right page included) holds the words read last.
            let last = reader.currentIndex + pagesShown(reader)
            let next: RichPosition? =
                if case .text(let after)? = reader.book.page(at: last) { after.start } else { nil }
            #expect(page.start <= position, "at \(size)")
            #expect(next.map { position < $0 } ?? true, "at \(size)")
        }
    }

    /// The reader starts on a spread and the first spine question makes it one page: the
    /// page kept alone is the one asked for, not the first of its spread.
    @Test func aTallWindowOpensAPDFOnThePageAskedFor() throws {
        let book = try pdfBook()
        book.initialPage = 4
        let (reader, _) = try show(book, size: Self.tall)
        #expect(pagesShown(reader) == 1)
        #expect(reader.currentIndex == 4)
    }

    @Test func resizingKeepsThePageOfAPDF() throws {
        let (reader, host) = try show(try pdfBook(), size: Self.tall)
        reader.pageViewController.setCurrentIndex(4, animated: false)
        host.settle()
        host.resize(to: Self.wide)
        host.settle()
        let pages = (reader.pageViewController.viewControllers ?? []).compactMap {
            ($0 as? BookPageViewController)?.index
        }
        #expect(pages.contains(4))
        host.resize(to: Self.tall)
        host.settle()
        #expect(pages.contains(reader.currentIndex))
    }

    @Test(arguments: [
        (Size(width: 1600, height: 900), true), (Size(width: 1280, height: 800), true),
        (Size(width: 1000, height: 700), true), (Size(width: 800, height: 600), false),
        (Size(width: 480, height: 800), false), (Size(width: 1024, height: 1024), false),
    ])
    func autoRuleForReflowablePages(window: Size, spread: Bool) {
        let bounds = Rect(origin: .zero, size: window)
        #expect(
            PaperLayout.prefersSpread(pageSize: Size(width: 600, height: 800), isReflowable: true, in: bounds) == spread
        )
    }

    @Test(arguments: [
        (Size(width: 1600, height: 900), true), (Size(width: 1000, height: 800), true),
        (Size(width: 900, height: 800), false), (Size(width: 700, height: 500), false),
        (Size(width: 480, height: 800), false),
    ])
    func autoRuleForLetterPages(window: Size, spread: Bool) {
        let bounds = Rect(origin: .zero, size: window)
        #expect(
            PaperLayout.prefersSpread(pageSize: Size(width: 612, height: 792), isReflowable: false, in: bounds)
                == spread)
    }

    @Test func marginsGrowWithTheWindow() {
        #expect(PaperLayout.margin(in: Rect(x: 0, y: 0, width: 480, height: 800)) == PaperLayout.margin)
        #expect(PaperLayout.margin(in: Rect(x: 0, y: 0, width: 1600, height: 900)) == 18)
        #expect(PaperLayout.margin(in: Rect(x: 0, y: 0, width: 3840, height: 2160)) == 43)
    }

    /// `folio open` remembers the choice made with `s` in the book's record, and `--spread`
    /// wins over it.
    @Test func theChoiceIsRememberedForTheBookAndTheCommandLineWins() throws {
        let path = try folder.write("book.md", Data("# One\n\nSome words.\n".utf8))
        let environment = ["XDG_STATE_HOME": folder.path("state")]
        func open(_ arguments: [String] = []) throws -> (ReaderViewController, HeadlessWindow) {
            let command = try #require(try FolioCommand.parseAsRoot(["open", path] + arguments) as? OpenCommand)
            let book = try DocumentLoader(measurer: PangoTextMeasurer()).load(path: path)
            let (reader, _) = try command.makeReader(for: book, environment: environment)
            let host = HeadlessWindow(size: Self.wide)
            host.rootViewController = reader
            host.settle()
            return (reader, host)
        }
        let (first, host) = try open()
        #expect(first.spreadChoice == .auto)
        host.press(.character("s"))
        #expect(try open().0.spreadChoice == .single)
        #expect(try open(["--spread", "double"]).0.spreadChoice == .double)
        #expect(try open(["--spine", "mid"]).0.spreadChoice == .auto)
    }

    @Test func openingSpreadPrefersTheCommandLineThenTheSpineThenTheBook() {
        var state = BookState(path: "/b.epub")
        state.spread = "double"
        #expect(OpenCommand.openingSpread(asked: .single, spine: nil, state: state) == .single)
        #expect(OpenCommand.openingSpread(asked: nil, spine: .min, state: state) == .single)
        #expect(OpenCommand.openingSpread(asked: nil, spine: .mid, state: state) == .auto)
        #expect(OpenCommand.openingSpread(asked: nil, spine: nil, state: state) == .double)
        state.spread = "sideways"
        #expect(OpenCommand.openingSpread(asked: nil, spine: nil, state: state.sanitized) == .auto)
        #expect(OpenCommand.openingSpread(asked: nil, spine: nil, state: nil) == .auto)
    }
}

extension ReaderSpreadTests {
    @Test func aMidSpineWithSingleIsOnePageWithoutABack() throws {
        let open = try #require(
            try FolioCommand.parseAsRoot(["open", "x.pdf", "--spine", "mid", "--spread", "single"]) as? OpenCommand)
        let turnStyle = open.turnStyle.resolved(for: .pages)
        #expect(!turnStyle.mayShowSpread)
        #expect(!turnStyle.isDoubleSided)
        let reader = try ReaderViewController(book: try pdfBook(), turnStyle: turnStyle)
        let host = HeadlessWindow(size: Self.wide)
        host.rootViewController = reader
        host.settle()
        #expect(reader.pageViewController.spineLocation == .min)
        // One page alone: its back is not the next page of the book.
        #expect(!reader.pageViewController.isDoubleSided)
    }
}
