import FolioCore
import FolioRender

@testable import FolioApp

/// A renderer that draws the pages of `document` in the test's own process, with real
/// pixels, so that tests of the reader's asynchronous pages need no helper process.
final class InProcessRenderChannel: PDFRenderChannel {
    private let document: PDFDocument
    private(set) var requests: [Int] = []
    private(set) var isInterrupted = false

    init(document: PDFDocument) { self.document = document }

    var isRunning: Bool { !isInterrupted }

    func render(page: Int, scale: Double, budget: Duration) -> (outcome: PDFRenderOutcome, elapsed: Duration) {
        requests.append(page)
        do {
            return (.rendered(try document.renderPage(at: page, scale: scale)), .milliseconds(5))
        } catch {
            return (.refused(error.description), .milliseconds(5))
        }
    }

    func text(page: Int, budget: Duration) -> (outcome: PDFRenderOutcome, elapsed: Duration) {
        requests.append(page)
        do {
            return (.text(try document.text(onPage: page)), .milliseconds(5))
        } catch {
            return (.refused(error.description), .milliseconds(5))
        }
    }

    func stop() {}

    func interrupt() { isInterrupted = true }
}
