import FolioCore
import FolioRender
import FolioTesting
import Testing

@testable import FolioApp

@MainActor
@Suite struct ScratchRenderTests {
    @Test func renderSamplePages() throws {
        let book = DocumentLoader.sampleBook()
        for index in 0..<book.pageCount {
            let host = HeadlessWindow(size: Size(width: 450, height: 600))
            host.window.textMeasurer = PangoTextMeasurer()
            host.rootViewController = BookPageViewController(book: book, index: index)
            host.settle()
            let frame = Compositor().render(host.layerTree(), width: 450, height: 600)
            try frame.writePNG(toFile: "/tmp/sdlscratch/sample-\(index).png")
        }
    }
}
