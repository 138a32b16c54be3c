import FolioCore
import FolioPaging
import FolioTesting
import FolioUI

/// A page that logs its lifecycle and counts live instances.
final class NamedPage: RecordingViewController {
    let counter: LiveCounter?

    init(_ name: String, recorder: LifecycleRecorder, counter: LiveCounter? = nil) {
        self.counter = counter
        super.init(name, recorder: recorder)
        counter?.didCreate()
    }

    deinit {
        counter?.didDestroy()
    }
}

/// A UIKit-style data source over named pages, optionally with presentation answers.
@MainActor
final class ListBook: PageViewControllerDataSource {
    var pages: [ViewController]
    var presentsCount = false
    var presentsIndex = false
    var presentationCountValue: Int?
    private(set) var presentationQuestions = 0
    private(set) var questions: [String] = []

    init(_ pages: [ViewController]) { self.pages = pages }

    func pageViewController(
        _ pageViewController: PageViewController, viewControllerBefore viewController: ViewController
    ) -> ViewController? {
        questions.append("before \(viewController.title ?? "?")")
        guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(
        _ pageViewController: PageViewController, viewControllerAfter viewController: ViewController
    ) -> ViewController? {
        questions.append("after \(viewController.title ?? "?")")
        guard let index = pages.firstIndex(where: { $0 === viewController }), index + 1 < pages.count else {
            return nil
        }
        return pages[index + 1]
    }

    func presentationCount(for pageViewController: PageViewController) -> Int {
        presentationQuestions += 1
        return presentsCount ? presentationCountValue ?? pages.count : 0
    }

    func presentationIndex(for pageViewController: PageViewController) -> Int {
        guard presentsIndex, let current = pageViewController.viewControllers?.first else { return -1 }
        return pages.firstIndex { $0 === current } ?? -1
    }

    func clearQuestions() { questions = [] }
}

/// An index-based data source that makes a fresh page for every question.
@MainActor
final class GeneratedBook: PageViewControllerIndexDataSource {
    let recorder: LifecycleRecorder
    let counter = LiveCounter()
    var count: Int
    /// Whether each page gets a name of its own ("3#12"), so that a lifecycle log can tell
    /// two instances of the same index apart.
    var namesInstances = false
    private var serial = 0

    init(count: Int, recorder: LifecycleRecorder) {
        self.count = count
        self.recorder = recorder
    }

    func numberOfPages(in pageViewController: PageViewController) -> Int { count }

    func pageViewController(_ pageViewController: PageViewController, viewControllerAt index: Int) -> ViewController? {
        serial += 1
        return NamedPage(namesInstances ? "\(index)#\(serial)" : "\(index)", recorder: recorder, counter: counter)
    }
}

/// Records the public delegate contract.
@MainActor
final class DelegateRecorder: PageViewControllerDelegate {
    enum Call: Hashable, CustomStringConvertible {
        case will([String])
        case did(finished: Bool, previous: [String], completed: Bool)
        case spine(InterfaceOrientation)
        case failed(PageViewControllerError)

        var description: String {
            switch self {
            case .will(let names): "will \(names)"
            case .did(let finished, let previous, let completed): "did \(finished) \(previous) \(completed)"
            case .spine(let orientation): "spine \(orientation)"
            case .failed(let error): "failed \(error)"
            }
        }
    }

    var calls: [Call] = []
    var progresses: [Double] = []
    var spineAnswer: PageViewController.SpineLocation?
    var onSpine: ((PageViewController) -> Void)?
    var onWill: ((PageViewController) -> Void)?
    var onDid: ((PageViewController) -> Void)?

    var transitionCalls: [Call] {
        calls.filter {
            switch $0 {
            case .will, .did: true
            default: false
            }
        }
    }

    var errors: [PageViewControllerError] {
        calls.compactMap {
            if case .failed(let error) = $0 { error } else { nil }
        }
    }

    func pageViewController(
        _ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController]
    ) {
        calls.append(.will(pendingViewControllers.map { $0.title ?? "?" }))
        onWill?(pageViewController)
    }

    func pageViewController(
        _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [ViewController], transitionCompleted completed: Bool
    ) {
        calls.append(
            .did(finished: finished, previous: previousViewControllers.map { $0.title ?? "?" }, completed: completed))
        onDid?(pageViewController)
    }

    func pageViewController(
        _ pageViewController: PageViewController, spineLocationFor orientation: InterfaceOrientation
    ) -> PageViewController.SpineLocation {
        calls.append(.spine(orientation))
        onSpine?(pageViewController)
        return spineAnswer ?? pageViewController.spineLocation
    }

    func pageViewController(_ pageViewController: PageViewController, didUpdateProgress progress: Double) {
        progresses.append(progress)
    }

    func pageViewController(_ pageViewController: PageViewController, didFailWith error: PageViewControllerError) {
        calls.append(.failed(error))
    }
}

/// A page view controller in a 400×300 headless window over pages "A"…"E".
@MainActor
final class PagingHarness {
    let host: HeadlessWindow
    let recorder: LifecycleRecorder
    let delegate = DelegateRecorder()
    let pages: [NamedPage]
    let book: ListBook
    let controller: PageViewController

    init(
        style: PageViewController.TransitionStyle = .scroll,
        orientation: PageViewController.NavigationOrientation = .horizontal,
        options: PageViewController.Options = .init(), names: [String] = ["A", "B", "C", "D", "E"],
        showing: [String]? = ["B"], size: Size = Size(width: 400, height: 300), install: Bool = true
    ) {
        host = HeadlessWindow(size: size)
        let recorder = LifecycleRecorder()
        self.recorder = recorder
        pages = names.map { NamedPage($0, recorder: recorder) }
        book = ListBook(pages)
        controller = PageViewController(transitionStyle: style, navigationOrientation: orientation, options: options)
        controller.delegate = delegate
        controller.dataSource = book
        if let showing {
            try? controller.setViewControllers(showing.map { self[$0] }, direction: .forward, animated: false)
        }
        if install { host.rootViewController = controller }
        setupEventCount = recorder.events.count
        book.clearQuestions()
    }

    /// How many lifecycle events the set-up produced.
    private(set) var setupEventCount = 0

    /// The appearance events since the set-up.
    var newAppearanceEvents: [LifecycleEvent] {
        recorder.events.dropFirst(setupEventCount).filter(\.isAppearance)
    }

    /// Where the page's top-left corner is on screen, in the page view controller's view.
    func screenOrigin(_ name: String) -> Point {
        self[name].view.convert(Point.zero, to: controller.view)
    }

    /// Where the page's centre is on screen, in the page view controller's view.
    func screenCenter(_ name: String) -> Point {
        let view = self[name].view
        return view.convert(Point(x: view.bounds.midX, y: view.bounds.midY), to: controller.view)
    }

    subscript(_ name: String) -> NamedPage {
        pages.first { $0.name == name } ?? NamedPage("missing", recorder: recorder)
    }

    var current: [String] { controller.viewControllers?.map { $0.title ?? "?" } ?? [] }
    var children: [String] { controller.children.map { $0.title ?? "?" } }

    /// A horizontal swipe across the middle of the view by `distance` points (negative:
    /// right to left, forward in LTR) over `duration` seconds, then the pages settle.
    func swipe(by distance: Double, duration: Double = 0.15, vertical: Bool = false) {
        let size = host.window.bounds.size
        let start = Point(
            x: vertical ? size.width / 2 : (distance < 0 ? size.width * 0.8 : size.width * 0.2),
            y: vertical ? (distance < 0 ? size.height * 0.8 : size.height * 0.2) : size.height / 2)
        let end = vertical ? start.offsetBy(dx: 0, dy: distance) : start.offsetBy(dx: distance, dy: 0)
        host.drag(from: start, to: end, duration: duration)
        host.settle()
    }
}
