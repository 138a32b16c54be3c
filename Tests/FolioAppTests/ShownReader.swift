import FolioCore
import FolioHeadless
import FolioRender
import Foundation

@testable import FolioApp

/// What most reader tests start from: a Markdown book laid out for the test's window, and a
/// reader showing a book in a headless window that has settled.
@MainActor
enum ShownReader {
    /// `markdown`, written to `name` in `folder`, loaded as a typeset book whose pages fit a
    /// window of `size` (measured by Pango, as in the reader's window).
    static func markdownBook(
        _ markdown: String, named name: String = "book.md", in folder: TemporaryFolder, fitting size: Size
    ) throws -> Book {
        let path = try folder.write(name, Data(markdown.utf8))
        var loader = DocumentLoader(measurer: PangoTextMeasurer())
        loader.textLayout = TextPageLayout.fitting(size, body: TextPageLayout().body)
        return try loader.load(path: path)
    }

    /// A reader for `book` turning its pages as `turnStyle` says, in a headless window of
    /// `size` that measures text with Pango, after its first layout and turn have settled.
    static func show(
        _ book: Book, turnStyle: TurnStyle = TurnStyle(transition: .curl), size: Size,
        framesPerSecond: Double = 10
    ) throws -> (HeadlessWindow, ReaderViewController) {
        let reader = try ReaderViewController(book: book, turnStyle: turnStyle)
        let host = HeadlessWindow(size: size, framesPerSecond: framesPerSecond)
        host.window.textMeasurer = PangoTextMeasurer()
        host.rootViewController = reader
        host.settle(maxSeconds: 1)
        return (host, reader)
    }
}
