import FolioCore
import FolioHeadless
import FolioRender
import FolioTesting
import Foundation
import Testing

@testable import FolioApp

/// Pages of Markdown as the reader shows them, one tricky layout each (references in
/// `__Snapshots__/RichPageSnapshotTests`). The Markdown is written here, at test time.
@MainActor
@Suite struct RichPageSnapshotTests {
    static let size = Size(width: 480, height: 640)

    /// The first page of `markdown` in a headless reader of ``size``.
    func render(_ markdown: String, page: Int = 0, in folder: TemporaryFolder? = nil) throws -> Bitmap {
        let folder = try folder ?? TemporaryFolder()
        let path = try folder.write("page.md", Data(markdown.utf8))
        var loader = DocumentLoader(measurer: PangoTextMeasurer())
        // Paginated for the reader's size from the start, so `page` is a page of that size.
        loader.textLayout = TextPageLayout.fitting(Self.size, body: TextPageLayout().body)
        let book = try loader.load(path: path)
        book.initialPage = book.clampedPageIndex(page)
        let host = HeadlessWindow(size: Self.size, framesPerSecond: 10)
        host.rootViewController = try ReaderViewController(book: book, turnStyle: TurnStyle(transition: .curl))
        host.settle(maxSeconds: 1)
        return host.render()
    }

    @Test func nestedListsHangAndNumberFromTheSource() throws {
        let markdown = """
            Steps:

            3. Install the build tools, which takes a while on a slow machine and needs a network.
            4. Configure:
               - with the defaults, or
               - with options:
                 1. a prefix
                 2. a compiler, named by its full path when several are installed
            5. Build
               - [x] compile
               - [ ] test
            """
        assertSnapshot(of: try render(markdown))
    }

    @Test func aTableShrinksItsColumnsToThePage() throws {
        let markdown = """
            | Option | Default | Meaning |
            |:-------|:-------:|--------:|
            | `--prefix` | `/usr/local` | Where everything is installed, the root of bin, lib and share |
            | `--jobs` | 1 | How many compilers run at once |
            | `--verbose` | off | Print every command as it runs, which makes the log long |
            """
        assertSnapshot(of: try render(markdown))
    }

    @Test func longCodeLinesWrapWithContinuationMarks() throws {
        let markdown = """
            Add this to `~/.profile`:

            ```sh
            export PYENV_ROOT="$HOME/.pyenv"
            command -v pyenv >/dev/null || export PATH="$PYENV_ROOT/bin:$PATH"; eval "$(pyenv init -)"
            echo 0123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789
            ```

            Then restart the shell.
            """
        assertSnapshot(of: try render(markdown))
    }

    @Test func aHeadingAtThePageFootMovesWithItsText() throws {
        // Filler of growing length until the heading starts page 2 with room left for it
        // alone at the foot of page 1: only keeping it with its text moved it.
        let layout = TextPageLayout.fitting(Self.size, body: TextPageLayout().body)
        var chosen: String?
        for words in stride(from: 100, to: 400, by: 3) {
            let markdown =
                "Filler " + String(repeating: "of ordinary running text ", count: words / 4)
                + "\n\n## The heading\n\nIts first paragraph, which stays on the heading's page.\n"
            let paginator = TextPaginator(TypesetDocument(CommonMarkReader().document(from: markdown), layout: layout))
            guard let first = paginator.page(at: 0), let second = paginator.page(at: 1),
                second.placements.first?.text == "The heading", let bottom = first.placements.last?.frame.maxY
            else { continue }
            if layout.textArea.maxY - bottom > layout.headingFont(level: 2).size * 2 {
                chosen = markdown
                break
            }
        }
        let markdown = try #require(chosen)
        assertSnapshot(of: try render(markdown), named: "aHeadingAtThePageFootMovesWithItsText-1")
        assertSnapshot(of: try render(markdown, page: 1), named: "aHeadingAtThePageFootMovesWithItsText-2")
    }

    @Test func inlineStylesQuotesAndHTML() throws {
        let markdown = """
            # Inline styles

            Plain, *emphasis*, **strong**, ***both***, `code span`, ~~struck~~, a [link](https://example.com) \
            and www.example.org.

            > A quotation with a rule beside it,
            > > and one inside it.

            <details>
            <summary>Details and summary</summary>

            First line<br>second line, and <kbd>Ctrl</kbd> in HTML.

            </details>

            ---

            After the rule.
            """
        assertSnapshot(of: try render(markdown))
    }

    @Test func aPictureFromTheDocumentsFolderIsScaledToThePage() throws {
        let folder = try TemporaryFolder()
        // Wider than the page: it must be scaled down to the text's width.
        try Bitmap(width: 1600, height: 400, fill: Color(red: 0.2, green: 0.5, blue: 0.8))
            .writePNG(toFile: folder.path("wide.png"))
        let markdown = "A picture:\n\n![a wide picture](wide.png)\n\nText after it."
        assertSnapshot(of: try render(markdown, in: folder))
    }
}
