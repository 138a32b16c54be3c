import FolioCore
import FolioTesting
import FolioUI
import Testing

@testable import FolioPaging

/// Records what a curl renderer is asked to draw.
@MainActor
final class RecordingCurlRenderer: PageCurlRendering {
    struct Frame: Equatable {
        var step: PageStep
        var progress: Double
        var turning: String
        var back: String?
        var underneath: String?
        var stationary: String?
        var touch: Point
    }

    var frames: [Frame] = []
    var resets = 0

    func render(_ frame: PageCurlFrame) {
        frames.append(
            Frame(
                step: frame.step, progress: frame.progress, turning: Self.name(frame.turning),
                back: frame.back.map(Self.name), underneath: frame.underneath.map(Self.name),
                stationary: frame.stationary.map(Self.name), touch: frame.touch))
    }

    func reset(_ views: [View]) { resets += 1 }

    static func name(_ view: View) -> String {
        (view.next as? ViewController)?.title ?? "?"
    }
}

@MainActor
@Suite struct PageViewControllerCurlTests {
    func curl(
        spine: PageViewController.SpineLocation? = nil, showing: [String]? = ["B"], names: [String]? = nil,
        size: Size = Size(width: 400, height: 300)
    ) -> (PagingHarness, RecordingCurlRenderer) {
        let harness = PagingHarness(
            style: .pageCurl, options: .init(spineLocation: spine),
            names: names ?? ["A", "B", "C", "D", "E", "F"], showing: showing, size: size)
        let renderer = RecordingCurlRenderer()
        harness.controller.curlRenderer = renderer
        return (harness, renderer)
    }

    @Test func curlHasPanAndTapRecognizersScrollHasNone() {
        let (book, _) = curl()
        #expect(book.controller.gestureRecognizers.count == 2)
        #expect(book.controller.gestureRecognizers[0] is PanGestureRecognizer)
        #expect(book.controller.gestureRecognizers[1] is TapGestureRecognizer)
        #expect(PagingHarness().controller.gestureRecognizers.isEmpty)
    }

    /// Seed 001, as UIKit: the gesture recognizers exist only once a data source is set.
    @Test func curlGestureRecognizersExistOnlyWithADataSource() {
        let (book, _) = curl()
        book.controller.dataSource = nil
        #expect(book.controller.gestureRecognizers.isEmpty)
        book.controller.dataSource = book.book
        #expect(book.controller.gestureRecognizers.count == 2)
        let bare = PageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: nil)
        #expect(bare.gestureRecognizers.isEmpty)
    }

    @Test func spinesDefaultByStyleAndMidMeansDoubleSided() {
        #expect(curl().0.controller.spineLocation == .min)
        #expect(!curl().0.controller.isDoubleSided)
        let scroll = PagingHarness(options: .init(spineLocation: .mid))
        #expect(scroll.controller.spineLocation == .none)
        let spread = curl(spine: .mid, showing: ["C", "D"]).0
        #expect(spread.controller.isDoubleSided)
        #expect(spread.current == ["C", "D"])
    }

    @Test func singleSidedIsRejectedWithAMidSpine() throws {
        let (spread, _) = curl(spine: .mid, showing: ["C", "D"])
        #expect {
            try spread.controller.setDoubleSided(false)
        } throws: { error in
            (error as? PageViewControllerError)?.description
                == "If spine location mid is specified, doubleSided must be true"
        }
        spread.controller.isDoubleSided = false
        #expect(spread.controller.isDoubleSided)
        #expect(spread.delegate.errors == [.doubleSidedRequiredForMidSpine])
    }

    struct CountCase: Sendable, CustomStringConvertible {
        var spine: PageViewController.SpineLocation
        var doubleSided: Bool
        var animated: Bool
        var required: Int
        var description: String { "\(spine) doubleSided \(doubleSided) animated \(animated) → \(required)" }
    }

    nonisolated static let counts: [CountCase] = [
        CountCase(spine: .min, doubleSided: false, animated: false, required: 1),
        CountCase(spine: .min, doubleSided: false, animated: true, required: 1),
        CountCase(spine: .max, doubleSided: true, animated: false, required: 1),
        CountCase(spine: .max, doubleSided: true, animated: true, required: 2),
        CountCase(spine: .mid, doubleSided: true, animated: false, required: 2),
        CountCase(spine: .mid, doubleSided: true, animated: true, required: 2),
    ]

    @Test(arguments: counts)
    func curlCountsFollowUIKit(_ item: CountCase) throws {
        let (book, _) = curl(spine: item.spine, showing: nil)
        try book.controller.setDoubleSided(item.doubleSided)
        let wrong = item.required == 1 ? [book["B"], book["C"]] : [book["B"]]
        #expect {
            try book.controller.setViewControllers(wrong, direction: .forward, animated: item.animated)
        } throws: { error in
            let expected: PageViewControllerError =
                item.animated
                ? .viewControllerCountMismatchForTransition(provided: wrong.count, required: item.required)
                : .viewControllerCountMismatchForSpineLocation(
                    provided: wrong.count, required: item.required, spineLocation: item.spine)
            return (error as? PageViewControllerError) == expected
        }
        let right = Array([book["B"], book["C"]].prefix(item.required))
        try book.controller.setViewControllers(right, direction: .forward, animated: item.animated)
        #expect(book.controller.viewControllers?.count == (item.spine == .mid ? 2 : 1))
    }

    @Test func theSpineIsAskedOnlyForCurlBeforeAppearingAndOnRotation() {
        let scroll = PagingHarness()
        scroll.host.resize(to: Size(width: 300, height: 400))
        #expect(!scroll.delegate.calls.contains { if case .spine = $0 { true } else { false } })

        let (book, _) = curl()
        #expect(book.delegate.calls.filter { if case .spine = $0 { true } else { false } } == [.spine(.landscapeLeft)])
        book.host.resize(to: Size(width: 300, height: 400))
        book.host.resize(to: Size(width: 400, height: 300))
        #expect(
            book.delegate.calls.filter { if case .spine = $0 { true } else { false } } == [
                .spine(.landscapeLeft), .spine(.portrait), .spine(.landscapeLeft),
            ])
    }

    @Test func theSpineDelegateMaySetTheSpreadItself() {
        let (book, _) = curl(size: Size(width: 300, height: 400))
        book.delegate.spineAnswer = .mid
        book.delegate.onSpine = { [unowned book] controller in
            try? controller.setViewControllers([book["C"], book["D"]], direction: .forward, animated: false)
        }
        book.host.resize(to: Size(width: 800, height: 400))
        #expect(book.controller.spineLocation == .mid)
        #expect(book.controller.isDoubleSided)
        #expect(book.current == ["C", "D"])
        #expect(book["C"].view.frame == Rect(x: 0, y: 0, width: 400, height: 400))
        #expect(book["D"].view.frame == Rect(x: 400, y: 0, width: 400, height: 400))
        #expect(book.recorder.appearanceViolations(requireSettled: true).isEmpty)
    }

    @Test func aNewSpreadIsDerivedWhenTheDelegateOnlyAnswers() {
        let (book, _) = curl(size: Size(width: 300, height: 400))
        book.delegate.spineAnswer = .mid
        book.host.resize(to: Size(width: 800, height: 400))
        #expect(book.current == ["B", "C"])
        book.delegate.spineAnswer = .min
        book.host.resize(to: Size(width: 300, height: 400))
        #expect(book.current == ["B"])
        #expect(book.controller.spineLocation == .min)
    }

    @Test func anInvalidSpineIsReportedAndIgnored() {
        let (book, _) = curl(size: Size(width: 300, height: 400))
        book.delegate.spineAnswer = PageViewController.SpineLocation.none
        book.host.resize(to: Size(width: 800, height: 400))
        #expect(book.controller.spineLocation == .min)
        #expect(book.delegate.errors == [.invalidSpineLocation(.none)])
    }

    @Test func aCurlDragBeginsOnlyTowardsAnExistingPage() {
        let (book, renderer) = curl(showing: ["F"])
        book.swipe(by: -250)
        #expect(book.current == ["F"])
        #expect(book.delegate.transitionCalls.isEmpty)
        #expect(book.controller.panRecognizer.state == .possible)
        #expect(renderer.frames.isEmpty)
        book.swipe(by: 250)
        #expect(book.current == ["E"])
    }

    @Test func aCurlDragFeedsTheRendererAndCompletesPastTheMidline() {
        let (book, renderer) = curl()
        book.host.drag(from: Point(x: 390, y: 150), to: Point(x: 150, y: 150), duration: 1, lift: false)
        let last = renderer.frames.last
        #expect(last?.turning == "B" && last?.underneath == "C" && last?.step == .forward)
        // The grabbed edge stays under the finger, offset by where the drag began (10 pt in).
        #expect(last?.touch == Point(x: 160, y: 150))
        #expect(zip(renderer.frames, renderer.frames.dropFirst()).allSatisfy { $0.progress <= $1.progress })
        book.host.touchUp()
        book.host.settle()
        #expect(book.current == ["C"])
        #expect(renderer.frames.last?.progress == 1)
    }

    @Test func aSlowCurlReleaseShortOfTheMidlineReturns() {
        let (book, _) = curl()
        book.host.drag(from: Point(x: 390, y: 150), to: Point(x: 250, y: 150), duration: 1)
        book.host.settle()
        #expect(book.current == ["B"])
        #expect(book.delegate.transitionCalls.last == .did(finished: true, previous: ["B"], completed: false))
    }

    @Test func aFlickBackCancelsACurlPastTheMidline() {
        let (book, _) = curl()
        book.host.drag(from: Point(x: 390, y: 150), to: Point(x: 120, y: 150), duration: 0.5, lift: false)
        for x in [150.0, 190, 240] {
            book.host.advance(frames: 1)
            book.host.touchMove(to: Point(x: x, y: 150))
        }
        book.host.touchUp()
        book.host.settle()
        #expect(book.current == ["B"])
    }

    @Test func tapsInTheEdgeStripsTurnPages() {
        let (book, _) = curl()
        book.host.tap(at: Point(x: 200, y: 150))
        book.host.settle()
        #expect(book.current == ["B"])
        book.host.tap(at: Point(x: 390, y: 150))
        book.host.settle()
        #expect(book.current == ["C"])
        book.host.advance(by: 1)
        book.host.tap(at: Point(x: 10, y: 150))
        book.host.settle()
        #expect(book.current == ["B"])
        #expect(
            book.delegate.transitionCalls == [
                .will(["C"]), .did(finished: true, previous: ["B"], completed: true),
                .will(["B"]), .did(finished: true, previous: ["C"], completed: true),
            ])
    }

    @Test func aDoubleSidedSheetShowsItsBackOnlyDuringTheTurn() throws {
        let (book, renderer) = curl(names: ["A", "a", "B", "b", "C", "c"])
        try book.controller.setDoubleSided(true)
        book.host.drag(from: Point(x: 390, y: 150), to: Point(x: 200, y: 150), duration: 0.5, lift: false)
        #expect(renderer.frames.last?.back == "b")
        #expect(book["b"].appearanceState == .appearing)
        for x in stride(from: 180.0, through: 60, by: -20) {
            book.host.advance(frames: 1)
            book.host.touchMove(to: Point(x: x, y: 150))
        }
        book.host.touchUp()
        book.host.settle()
        #expect(book.current == ["C"])
        #expect(book["b"].appearanceState == .disappeared)
        #expect(book.recorder.appearanceViolations(requireSettled: true).isEmpty)
    }

    @Test func aSpreadTurnsItsRightPageOverTheSpine() {
        let (book, renderer) = curl(spine: .mid, showing: ["C", "D"], size: Size(width: 800, height: 400))
        book.host.drag(from: Point(x: 780, y: 200), to: Point(x: 300, y: 200), duration: 0.5)
        book.host.settle()
        #expect(renderer.frames.first?.turning == "D")
        #expect(renderer.frames.first?.back == "E")
        #expect(renderer.frames.first?.underneath == "F")
        #expect(renderer.frames.first?.stationary == "C")
        #expect(book.current == ["E", "F"])
    }
}

@MainActor
@Suite struct PageViewControllerStyleRuleTests {
    @Test func theCurlStyleIgnoresInterPageSpacing() {
        let book = PagingHarness(style: .pageCurl, options: .init(interPageSpacing: 20))
        #expect(book.controller.interPageSpacing == 0)
    }

    @Test func theScrollStyleIgnoresDoubleSided() throws {
        let harness = PagingHarness()
        try harness.controller.setDoubleSided(true)
        #expect(harness.controller.isDoubleSided)
        #expect(harness.controller.spineLocation == .none)
        // Still one page per call, animated or not.
        try harness.controller.setViewControllers([harness["D"]], direction: .forward, animated: true)
        harness.host.settle()
        #expect(harness.current == ["D"])
    }

    @Test func rightToLeftLayoutDoesNotFlipACurlBook() {
        let harness = PagingHarness(style: .pageCurl)
        harness.host.window.userInterfaceLayoutDirection = .rightToLeft
        harness.swipe(by: -250)
        #expect(harness.current == ["C"])
    }

    @Test func aMaxSpineReadsRightToLeft() {
        let harness = PagingHarness(style: .pageCurl, options: .init(spineLocation: .max))
        harness.swipe(by: 250)
        #expect(harness.current == ["C"])
    }

    @Test func theSpineDelegateMayChangeDoubleSidedInsideItsCallback() {
        let harness = PagingHarness(style: .pageCurl, size: Size(width: 300, height: 400))
        harness.delegate.spineAnswer = .max
        harness.delegate.onSpine = { controller in controller.isDoubleSided = true }
        harness.host.resize(to: Size(width: 400, height: 300))
        #expect(harness.controller.spineLocation == .max)
        #expect(harness.controller.isDoubleSided)
        #expect(harness.delegate.errors.isEmpty)
    }

    @Test func leavingAMidSpineForOneSidedPagesInsideTheCallbackIsAccepted() {
        let harness = PagingHarness(
            style: .pageCurl, options: .init(spineLocation: .mid), showing: ["B", "C"],
            size: Size(width: 800, height: 400))
        harness.delegate.spineAnswer = .min
        harness.delegate.onSpine = { controller in controller.isDoubleSided = false }
        harness.host.resize(to: Size(width: 400, height: 800))
        #expect(harness.controller.spineLocation == .min)
        #expect(!harness.controller.isDoubleSided)
        #expect(harness.current == ["B"])
        #expect(harness.delegate.errors.isEmpty)
    }
}
