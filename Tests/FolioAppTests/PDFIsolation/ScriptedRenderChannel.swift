import FolioCore

@testable import FolioApp

/// A renderer whose every answer is written down in advance, so the supervisor's watchdog
/// (time-outs, deaths, restarts) is tested without a process or a clock.
final class ScriptedRenderChannel: PDFRenderChannel {
    /// What one request gets, and how long it "took".
    struct Step {
        var outcome: PDFRenderOutcome
        var elapsed = Duration.milliseconds(20)
    }

    private var script: [Step]
    private(set) var requests: [Int] = []
    private(set) var isStopped = false
    /// Set by a test to act out a renderer that died between pages.
    var hasDied = false

    init(_ script: [Step]) { self.script = script }

    var isRunning: Bool { !isStopped && !hasDied }

    func render(page: Int, scale: Double, budget: Duration) -> (outcome: PDFRenderOutcome, elapsed: Duration) {
        requests.append(page)
        guard !script.isEmpty else { return (.ended(.status(0)), .zero) }
        let step = script.removeFirst()
        return (step.outcome, step.elapsed)
    }

    func text(page: Int, budget: Duration) -> (outcome: PDFRenderOutcome, elapsed: Duration) {
        render(page: page, scale: 0, budget: budget)
    }

    func stop() { isStopped = true }

    func interrupt() { isStopped = true }

    /// A blank page image, as the renderer would send one.
    static func page() -> PDFRenderOutcome {
        .rendered(Image(bitmap: Bitmap(width: 4, height: 5, fill: .white), scale: 1))
    }
}
