import FolioCore
import FolioTesting
import FolioUI
import Testing

@MainActor
final class SwipeHarness {
    let recorder = LifecycleRecorder()
    let host = HeadlessWindow(size: Size(width: 400, height: 300))
    let container = SwipeContainerViewController()
    private var markIndex = 0

    /// A container showing `names[current]` out of `names`.
    init(_ names: [String], current: Int = 0) throws {
        container.title = "container"
        try container.setChildViewControllers(
            names.map { RecordingViewController($0, recorder: recorder) }, currentIndex: current)
        host.rootViewController = container
        host.settle()
        mark()
    }

    func mark() { markIndex = recorder.events.count }
    var recent: [LifecycleEvent] { Array(recorder.events.dropFirst(markIndex)) }
    var currentName: String? { container.currentChild?.title }
    func make(_ name: String) -> RecordingViewController { RecordingViewController(name, recorder: recorder) }
    func child(_ name: String) -> ViewController? { container.children.first { $0.title == name } }
    var onScreen: [String] {
        container.children.filter { $0.viewIfLoaded?.window != nil }.compactMap(\.title)
    }
}

@MainActor
@Suite struct SwipeContainerTests {
    @Test func pushFollowsTheContainmentOrderAndSlidesTheChildIn() throws {
        let h = try SwipeHarness(["first"])
        try h.container.pushChildViewController(h.make("second"), animated: true)
        #expect(
            h.recent == [
                .willMoveToParent("second", parent: "container"), .viewDidLoad("second"),
                .didMoveToParent("second", parent: "container"), .viewWillDisappear("first"),
                .viewWillAppear("second"),
            ])
        h.host.advance(frames: 5)
        let tx = h.child("second")?.view.presentation().transform3D.m41 ?? -1
        #expect(tx > 0 && tx < 400, "slides in from the trailing edge")
        h.host.settle()
        #expect(h.recent.suffix(2) == [.viewDidDisappear("first"), .viewDidAppear("second")])
        #expect(h.currentName == "second" && h.container.currentChildIndex == 1)
        #expect(h.onScreen == ["second"])
    }

    @Test func popKeepsTheChildLingeringAndPushDropsIt() throws {
        let h = try SwipeHarness(["first", "second"], current: 1)
        h.container.popChildViewController(animated: true)
        h.host.settle()
        #expect(h.currentName == "first")
        #expect(titles(h.container.children) == ["first", "second"], "the popped child lingers")
        #expect(h.onScreen == ["first"])
        h.mark()
        try h.container.pushChildViewController(h.make("third"), animated: false)
        #expect(
            Array(h.recent.prefix(3)) == [
                .willMoveToParent("second", parent: nil), .didMoveToParent("second", parent: nil),
                .willMoveToParent("third", parent: "container"),
            ])
        #expect(titles(h.container.children) == ["first", "third"])
        #expect(h.recorder.appearanceViolations(requireSettled: true).isEmpty)
    }

    @Test func aDragPastHalfTheWidthCommitsAndAShortOneSlidesBack() throws {
        let h = try SwipeHarness(["a", "b", "c"], current: 1)
        h.host.drag(from: Point(x: 300, y: 150), to: Point(x: 150, y: 150), duration: 1, lift: false)
        h.host.advance(frames: 10)
        h.host.touchUp()
        h.host.settle()
        #expect(h.currentName == "b", "150 of 400 points, slowly, slides back")
        h.host.drag(from: Point(x: 300, y: 150), to: Point(x: 60, y: 150), duration: 1, lift: false)
        #expect(h.onScreen.sorted() == ["b", "c"])
        h.host.advance(frames: 10)
        h.host.touchUp()
        h.host.settle()
        #expect(h.currentName == "c")
        #expect(h.onScreen == ["c"])
        #expect(h.recorder.appearanceViolations(requireSettled: true).isEmpty)
    }

    @Test func aFlickCommitsOnHalfItsVelocity() throws {
        let h = try SwipeHarness(["a", "b", "c"], current: 1)
        // 80 points + 0.5 × 1,000 pt/s is past half of 400.
        h.host.flick(from: Point(x: 100, y: 150), velocity: Point(x: 1000, y: 0), duration: 0.08)
        h.host.settle()
        #expect(h.currentName == "a")
        #expect(
            h.recent.filter(\.isAppearance) == [
                .viewWillDisappear("b"), .viewWillAppear("a"), .viewDidDisappear("b"), .viewDidAppear("a"),
            ])
    }

    @Test func changingDirectionMidDragCancelsTheFirstNeighbour() throws {
        let h = try SwipeHarness(["a", "b", "c"], current: 1)
        h.host.drag(from: Point(x: 200, y: 150), to: Point(x: 140, y: 150), duration: 0.2, lift: false)
        #expect(h.onScreen.sorted() == ["b", "c"])
        h.host.continueDrag(from: Point(x: 140, y: 150), to: Point(x: 260, y: 150), duration: 0.3, lift: false)
        #expect(h.onScreen.sorted() == ["a", "b"])
        h.host.advance(frames: 10)
        h.host.touchUp()
        h.host.settle()
        #expect(h.currentName == "b")
        #expect(
            h.recent.filter(\.isAppearance) == [
                .viewWillDisappear("b"), .viewWillAppear("c"), .viewWillDisappear("c"), .viewDidDisappear("c"),
                .viewWillAppear("a"), .viewWillDisappear("a"), .viewWillAppear("b"), .viewDidDisappear("a"),
                .viewDidAppear("b"),
            ])
        #expect(h.recorder.appearanceViolations(requireSettled: true).isEmpty)
    }

    @Test func draggingPastTheEndResistsAndReportsNoAppearance() throws {
        let h = try SwipeHarness(["only"])
        h.host.drag(from: Point(x: 100, y: 150), to: Point(x: 300, y: 150), duration: 0.3, lift: false)
        let tx = h.container.currentChild?.view.transform.tx ?? 0
        #expect(tx > 0 && tx < 150, "rubber-banded, well short of the 200 points dragged")
        h.host.touchUp()
        h.host.settle()
        #expect(h.recent.isEmpty)
        #expect(h.container.currentChild?.view.transform == .identity)
    }

    @Test func requestsDuringASlideRunInOrderAfterIt() throws {
        let h = try SwipeHarness(["first"])
        try h.container.pushChildViewController(h.make("second"), animated: true)
        try h.container.pushChildViewController(h.make("third"), animated: true)
        h.container.popChildViewController(animated: true)
        #expect(h.currentName == "second")
        h.host.settle()
        #expect(titles(h.container.children) == ["first", "second", "third"])
        #expect(h.currentName == "second")
        #expect(h.onScreen == ["second"])
        #expect(h.recorder.appearanceViolations(requireSettled: true).isEmpty)
    }

    @Test func aVerticalDragDoesNotPage() throws {
        let h = try SwipeHarness(["a", "b"])
        h.host.drag(from: Point(x: 200, y: 50), to: Point(x: 180, y: 280), duration: 0.3)
        h.host.settle()
        #expect(h.currentName == "a")
        #expect(h.recent.isEmpty)
    }

    @Test func childrenOfAnOffscreenContainerGetNoAppearanceCallbacks() throws {
        let recorder = LifecycleRecorder()
        let container = SwipeContainerViewController()
        try container.pushChildViewController(RecordingViewController("a", recorder: recorder), animated: true)
        try container.pushChildViewController(RecordingViewController("b", recorder: recorder), animated: true)
        container.loadViewIfNeeded()
        container.popChildViewController(animated: true)
        #expect(recorder.appearanceEvents.isEmpty)
        #expect(container.currentChild?.title == "a")
        let host = HeadlessWindow(size: Size(width: 200, height: 100))
        host.rootViewController = container
        #expect(recorder.appearanceEvents == [.viewWillAppear("a"), .viewDidAppear("a")])
        #expect(throws: ContainmentError.self) {
            try container.pushChildViewController(container.children[0], animated: false)
        }
    }
}
