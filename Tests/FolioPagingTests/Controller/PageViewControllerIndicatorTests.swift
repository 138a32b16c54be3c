import FolioCore
import FolioTesting
import FolioUI
import Testing

@testable import FolioPaging

@MainActor
@Suite struct PageViewControllerIndicatorTests {
    @Test func theIndicatorNeedsBothPresentationAnswers() {
        let harness = PagingHarness()
        #expect(!harness.controller.showsPageIndicator)
        harness.book.presentsCount = true
        harness.controller.dataSource = harness.book
        #expect(!harness.controller.showsPageIndicator)
        harness.book.presentsIndex = true
        harness.controller.dataSource = harness.book
        #expect(harness.controller.pageIndicator == PageIndicatorState(numberOfPages: 5, currentPage: 1))
    }

    @Test func onlyHorizontalScrollBooksShowIt() {
        for (style, orientation) in [
            (PageViewController.TransitionStyle.pageCurl, PageViewController.NavigationOrientation.horizontal),
            (.scroll, .vertical),
        ] {
            let harness = PagingHarness(style: style, orientation: orientation)
            harness.book.presentsCount = true
            harness.book.presentsIndex = true
            harness.controller.dataSource = harness.book
            #expect(!harness.controller.showsPageIndicator, "\(style) \(orientation)")
        }
    }

    @Test func itIsAskedAfterSetViewControllersAndWhenTheDataSourceIsSet() throws {
        let harness = PagingHarness()
        harness.book.presentsCount = true
        harness.book.presentsIndex = true
        let before = harness.book.presentationQuestions
        harness.controller.dataSource = harness.book
        #expect(harness.book.presentationQuestions > before)
        let afterSource = harness.book.presentationQuestions
        try harness.controller.setViewControllers([harness["D"]], direction: .forward, animated: false)
        #expect(harness.book.presentationQuestions > afterSource)
        #expect(harness.controller.pageIndicator?.currentPage == 3)
        harness.swipe(by: -200)
        #expect(harness.controller.pageIndicator?.currentPage == 4)
    }

    @Test func outOfRangeValuesAreIgnored() throws {
        let harness = PagingHarness()
        harness.book.presentsCount = true
        harness.book.presentsIndex = true
        harness.controller.dataSource = harness.book
        harness.book.presentationCountValue = 0
        try harness.controller.setViewControllers([harness["C"]], direction: .forward, animated: false)
        #expect(harness.controller.pageIndicator == PageIndicatorState(numberOfPages: 5, currentPage: 1))
        harness.book.presentationCountValue = 2
        try harness.controller.setViewControllers([harness["D"]], direction: .forward, animated: false)
        #expect(harness.controller.pageIndicator == PageIndicatorState(numberOfPages: 5, currentPage: 1))
    }
}

@MainActor
@Suite struct PageViewControllerPageControlTests {
    func withIndicator() -> PagingHarness {
        let harness = PagingHarness()
        harness.book.presentsCount = true
        harness.book.presentsIndex = true
        harness.controller.dataSource = harness.book
        return harness
    }

    @Test func theIndicatorIsAPageControlAlongTheBottom() throws {
        let harness = withIndicator()
        let control = try #require(harness.controller.view.subviews.compactMap { $0 as? PageControl }.first)
        #expect(control.frame == Rect(x: 0, y: 274, width: 400, height: 26))
        #expect(control.numberOfPages == 5)
        #expect(control.currentPage == 1)
        harness.swipe(by: -200)
        #expect(control.currentPage == 2)
        harness.controller.dataSource = nil
        #expect(control.superview == nil)
    }

    @Test func tappingTheIndicatorCountsAsAGesture() throws {
        let harness = withIndicator()
        let control = try #require(harness.controller.pageControl)
        // A tap after the current dot steps one page forward.
        let point = control.convert(Point(x: control.bounds.maxX - 20, y: 13), to: nil)
        harness.host.tap(at: point)
        harness.host.settle()
        #expect(harness.current == ["C"])
        #expect(
            harness.delegate.transitionCalls == [.will(["C"]), .did(finished: true, previous: ["B"], completed: true)])
    }
}
