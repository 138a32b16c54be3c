import FolioCore
import FolioTesting
import FolioUI
import Testing

@testable import FolioPaging

@MainActor
@Suite struct PageViewControllerNavigationTests {
    @Test func viewControllersIsNilUntilTheFirstPageIsSet() throws {
        let harness = PagingHarness(showing: nil, install: false)
        #expect(harness.controller.viewControllers == nil)
        try harness.controller.setViewControllers([harness["C"]], direction: .forward, animated: false)
        #expect(harness.current == ["C"])
    }

    @Test func programmaticNavigationCallsOnlyItsCompletion() throws {
        let harness = PagingHarness()
        var results: [Bool] = []
        try harness.controller.setViewControllers([harness["D"]], direction: .forward, animated: false) {
            results.append($0)
        }
        #expect(results == [true])
        try harness.controller.setViewControllers([harness["A"]], direction: .reverse, animated: true) {
            results.append($0)
        }
        #expect(results == [true])
        harness.host.settle()
        #expect(results == [true, true])
        #expect(harness.current == ["A"])
        #expect(harness.delegate.transitionCalls.isEmpty)
        #expect(harness.recorder.appearanceViolations(requireSettled: true).isEmpty)
    }

    @Test func theFirstPagesAreNeverAnimated() throws {
        let harness = PagingHarness(showing: nil)
        var done = false
        try harness.controller.setViewControllers([harness["C"]], direction: .forward, animated: true) { done = $0 }
        #expect(done)
        #expect(harness.controller.manager.phase == .idle)
    }

    @Test func theAsyncVariantReturnsWhenThePagesAreOnScreen() async throws {
        let harness = PagingHarness()
        let task = Task { @MainActor in
            try await harness.controller.setViewControllers([harness["C"]], direction: .forward, animated: true)
        }
        await Task.yield()
        harness.host.settle()
        #expect(try await task.value)
        #expect(harness.current == ["C"])
        await #expect(throws: PageViewControllerError.self) {
            try await harness.controller.setViewControllers([], direction: .forward, animated: false)
        }
    }

    @Test func anAnimatedJumpAsksForFreshNeighbours() throws {
        let harness = PagingHarness()
        try harness.controller.setViewControllers([harness["E"]], direction: .forward, animated: true)
        harness.host.settle()
        #expect(harness.book.questions.contains("before E"))
        #expect(harness.children.sorted() == ["D", "E"])
        harness.swipe(by: 200)
        #expect(harness.current == ["D"])
    }

    @Test func aRequestDuringADragWaitsForTheRelease() throws {
        let harness = PagingHarness()
        harness.host.drag(from: Point(x: 300, y: 150), to: Point(x: 150, y: 150), duration: 0.2, lift: false)
        var done: Bool?
        try harness.controller.setViewControllers([harness["E"]], direction: .forward, animated: true) { done = $0 }
        #expect(harness.current == ["B"])
        #expect(done == nil)
        harness.host.touchUp()
        harness.host.settle()
        #expect(harness.current == ["E"])
        #expect(done == true)
        #expect(harness.recorder.appearanceViolations(requireSettled: true).isEmpty)
    }

    @Test func setViewControllersFromDidFinishIsQueued() {
        let harness = PagingHarness()
        harness.delegate.onDid = { [unowned harness] controller in
            try? controller.setViewControllers([harness["A"]], direction: .reverse, animated: true)
        }
        harness.swipe(by: -200)
        #expect(harness.current == ["A"])
        #expect(harness.controller.manager.invariantViolations.isEmpty)
    }

    @Test func wrongCountsThrowUIKitsMessages() {
        let harness = PagingHarness()
        #expect {
            try harness.controller.setViewControllers(
                [harness["A"], harness["B"]], direction: .forward, animated: true)
        } throws: { error in
            (error as? PageViewControllerError)?.description
                == "The number of view controllers provided (2) doesn't match the number required (1) for the requested transition"
        }
        #expect {
            try harness.controller.setViewControllers(nil, direction: .forward, animated: false)
        } throws: { error in
            (error as? PageViewControllerError)?.description
                == "The number of view controllers provided (0) doesn't match the number required (1) for the "
                + "requested spine location (PageViewController.SpineLocation.none)"
        }
        #expect(harness.current == ["B"])
    }

    @Test func aPageOwnedByAnotherContainerIsRejected() throws {
        let harness = PagingHarness()
        let other = ViewController()
        try other.addChild(harness["D"])
        #expect(
            throws: PageViewControllerError.viewControllerHasParent(child: "NamedPage \"D\"", parent: "ViewController")
        ) {
            try harness.controller.setViewControllers([harness["D"]], direction: .forward, animated: false)
        }
    }

    @Test func appearingWithoutAPageIsReported() {
        let harness = PagingHarness(showing: nil)
        #expect(harness.delegate.errors == [.noInitialViewController])
        #expect(
            PageViewControllerError.noInitialViewController.description.contains("setViewControllers(_:direction:"))
    }

    @Test func theDataSourceMayEndTheBookOnEitherSide() {
        let harness = PagingHarness(names: ["A", "B"], showing: ["A"])
        harness.swipe(by: 200)
        #expect(harness.current == ["A"])
        harness.swipe(by: -200)
        harness.swipe(by: -200)
        #expect(harness.current == ["B"])
        #expect(harness.delegate.transitionCalls.count == 2)
    }

    @Test func aDataSourceAnsweringWithAShownPageIsReportedAndEndsTheBook() {
        final class Stuck: PageViewControllerDataSource {
            let page: ViewController
            init(_ page: ViewController) { self.page = page }
            func pageViewController(_ p: PageViewController, viewControllerBefore v: ViewController) -> ViewController?
            { page }
            func pageViewController(_ p: PageViewController, viewControllerAfter v: ViewController) -> ViewController? {
                page
            }
        }
        let harness = PagingHarness()
        let stuck = Stuck(harness["B"])
        harness.controller.dataSource = stuck
        #expect(harness.delegate.errors.contains(.duplicateNeighbour(direction: .forward)))
        harness.swipe(by: -200)
        #expect(harness.current == ["B"])
    }

    @Test func turnPageStepsWithoutTellingTheDelegate() {
        let harness = PagingHarness()
        var result: Bool?
        harness.controller.turnPage(.forward) { result = $0 }
        harness.host.settle()
        #expect(result == true)
        #expect(harness.current == ["C"])
        #expect(harness.delegate.transitionCalls.isEmpty)
    }
}
