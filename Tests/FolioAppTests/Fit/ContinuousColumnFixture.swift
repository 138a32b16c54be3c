import FolioCore
import FolioRender
import FolioTesting
import FolioUI
import Foundation
import Testing

@testable import FolioApp

/// A PDF of 300 × 400-point pages with the given lines, opened in the reader's continuous
/// column at fit width in a headless window of `size`, settled: the set-up the continuous
/// column's suites share.
@MainActor
enum ContinuousColumnFixture {
    static func open(pages: [[String]], window size: Size, in folder: TemporaryFolder) throws
        -> (host: HeadlessWindow, reader: ReaderViewController, column: ContinuousPagesView, book: Book)
    {
        let path = folder.path("column.pdf")
        try PDFWriter.write(pages: pages, size: Size(width: 300, height: 400), to: path)
        let book = try DocumentLoader(measurer: FixedWidthMeasurer()).load(path: path)
        let reader = try ReaderViewController(book: book, turnStyle: TurnStyle(transition: .scroll))
        reader.startFitting(fit: .width, layout: .continuous)
        let host = HeadlessWindow(size: size)
        host.rootViewController = reader
        host.settle()
        return (host, reader, try #require(reader.continuousView), book)
    }
}
