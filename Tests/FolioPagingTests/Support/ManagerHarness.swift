@testable import FolioPaging

/// A brain wired to a ``TestBook`` and a ``ManagerRecorder``, with gesture helpers.
@MainActor
final class ManagerHarness {
    let book: TestBook
    let recorder = ManagerRecorder()
    let manager: PageViewManager<TestPage>

    /// Creates a brain showing `name` (if given), optionally with its container on screen,
    /// and clears the recording.
    init(
        _ book: TestBook, configuration: PageViewManagerConfiguration = .init(), showing names: [String] = ["B"],
        appeared: Bool = true
    ) {
        self.book = book
        manager = PageViewManager(configuration: configuration)
        manager.dataSource = book
        manager.delegate = recorder
        if !names.isEmpty {
            try? manager.setPages(names.map { book[$0] }, animated: false)
        }
        if appeared {
            manager.containerWillAppear(animated: false)
            manager.containerDidAppear(animated: false)
        }
        recorder.reset()
        book.resetQuestions()
    }

    convenience init(
        _ names: [String] = ["A", "B", "C", "D", "E"], configuration: PageViewManagerConfiguration = .init(),
        showing: [String] = ["B"], appeared: Bool = true
    ) {
        self.init(TestBook(names: names), configuration: configuration, showing: showing, appeared: appeared)
    }

    var current: [String] { manager.current.map(\.name) }
    var window: [String] { manager.window.pages.map(\.name) }
    var live: [String] { manager.live.map(\.name) }

    /// A drag through `progresses`, released, then carried by "physics" to `rest` and settled.
    func swipe(through progresses: [Double], settleAt rest: Double) {
        manager.beginDragging()
        for progress in progresses { manager.update(progress: progress) }
        manager.endDragging()
        manager.update(progress: rest)
        manager.transitionDidSettle()
    }

    /// Finishes a programmatic animation the brain asked for.
    func finishAnimation(_ step: PageStep = .forward) {
        manager.update(progress: Double(step.sign) * 0.5)
        manager.update(progress: Double(step.sign))
        manager.transitionDidSettle()
    }

    /// Every appearance-order error any page of the book has seen.
    var appearanceErrors: [String] { book.pages.flatMap(\.appearanceErrors) }
}
