import FolioCore

/// Renders one document's pages in a helper process and watches it: a page that takes
/// longer than its budget gets the process killed, a process that dies is started again for
/// the next page, and a page that failed is not tried again (each try would cost the reader
/// the whole budget).
///
/// The process is started on the first page asked for and kept for the document's life, so
/// turning a page costs one request and one copy of its pixels, not a start and an open.
final class IsolatedPDFRenderer {
    let isolation: PDFIsolation
    private let launch: () throws(PDFPageFailure) -> any PDFRenderChannel
    private var channel: (any PDFRenderChannel)?
    /// Pages that could not be drawn, and why.
    private(set) var failures: [Int: PDFPageFailure] = [:]
    /// Pages the renderer drew within ``PDFIsolation/vectorBudget``.
    private var quickPages: Set<Int> = []
    /// How many times a renderer was started, for tests of the restarts.
    private(set) var launchCount = 0

    /// A supervisor of renderers made by `launch` (a ``PDFRendererProcess`` in the app, a
    /// scripted channel in tests).
    init(isolation: PDFIsolation, launch: @escaping () throws(PDFPageFailure) -> any PDFRenderChannel) {
        self.isolation = isolation
        self.launch = launch
    }

    /// A supervisor of ``PDFRendererProcess``es for the document at `path`.
    convenience init(isolation: PDFIsolation, path: String, password: String?) {
        self.init(isolation: isolation) { () throws(PDFPageFailure) in
            try PDFRendererProcess(isolation: isolation, path: path, password: password)
        }
    }

    deinit { channel?.stop() }

    /// Page `page` at `scale` pixels per point, or why it cannot be drawn.
    func render(page: Int, scale: Double) -> Result<Image, PDFPageFailure> {
        if let failure = failures[page] { return .failure(failure) }
        let result = attempt(page: page, scale: scale)
        if case .failure(let failure) = result { failures[page] = failure }
        return result
    }

    /// Whether page `page` may be drawn in the app's own process as vectors (zoomed): only
    /// once the renderer has drawn it, quickly. Poppler decodes a page's images at full size
    /// at any scale, so a page that fitted the renderer's memory at one scale fits at all;
    /// and a zoomed page is drawn once per tile, each running all of its operators again, so
    /// only a page that drew well within its budget is drawn that way.
    func drawsVectors(ofPage page: Int) -> Bool { quickPages.contains(page) }

    private func attempt(page: Int, scale: Double) -> Result<Image, PDFPageFailure> {
        let running: any PDFRenderChannel
        if let channel, channel.isRunning {
            running = channel
        } else {
            channel?.stop()
            do throws(PDFPageFailure) {
                launchCount += 1
                running = try launch()
            } catch {
                return .failure(error)
            }
            channel = running
        }
        let (outcome, elapsed) = running.render(page: page, scale: scale, budget: isolation.timeBudget)
        switch outcome {
        case .rendered(let image):
            if elapsed <= isolation.vectorBudget { quickPages.insert(page) }
            return .success(image)
        case .refused(let reason):
            return .failure(.damaged(reason))
        case .outOfMemory:
            return .failure(.tooLarge(limit: isolation.memoryLimit))
        case .timedOut:
            running.stop()
            channel = nil
            return .failure(.tooSlow(budget: isolation.timeBudget))
        case .ended(let exit):
            running.stop()
            channel = nil
            return .failure(.from(exit, isolation: isolation))
        }
    }
}
