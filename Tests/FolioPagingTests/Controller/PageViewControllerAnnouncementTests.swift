import FolioCore
import FolioTesting
import FolioUI
import Testing

@testable import FolioPaging

@MainActor
@Suite struct PageViewControllerAnnouncementTests {
    /// A generated book whose first pages are labelled in roman numerals, as a PDF's front matter.
    @MainActor
    final class LabelledBook: PageViewControllerIndexDataSource {
        var count: Int
        var labels: [Int: String] = [0: "i", 1: "ii", 2: "iii"]
        var spokenCount: String?

        init(count: Int) { self.count = count }

        func numberOfPages(in pageViewController: PageViewController) -> Int { count }

        func pageViewController(_ pageViewController: PageViewController, viewControllerAt index: Int)
            -> ViewController?
        {
            let page = ViewController()
            page.title = "\(index)"
            return page
        }

        func pageViewController(_ pageViewController: PageViewController, accessibilityLabelForPageAt index: Int)
            -> String?
        {
            labels[index]
        }

        func accessibilityPageCount(in pageViewController: PageViewController) -> String? { spokenCount }
    }

    @MainActor
    final class Fixture {
        let host = HeadlessWindow(size: Size(width: 400, height: 300))
        let book: LabelledBook
        let controller = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        var notifications: [AccessibilityNotification] = []

        init(count: Int) {
            book = LabelledBook(count: count)
            controller.indexDataSource = book
            host.window.accessibilityNotificationHandler = { [unowned self] in notifications.append($0) }
            host.rootViewController = controller
            host.settle()
        }
    }

    @Test func aLabelledPageIsCalledByItsLabelWithItsNumberAndTheCount() {
        let fixture = Fixture(count: 397)
        #expect(fixture.controller.pagePositionDescription == "Page i (1 of 397)")
        fixture.controller.setCurrentIndex(2)
        fixture.host.settle()
        fixture.controller.setCurrentIndex(3)
        fixture.host.settle()
        #expect(fixture.notifications == [.pageScrolled("Page iii (3 of 397)"), .pageScrolled("Page 4 of 397")])
    }

    @Test func pagesMadeAgainAtTheSamePlaceAreNotAnnouncedTwice() {
        let fixture = Fixture(count: 3)
        fixture.book.labels = [:]
        fixture.controller.setCurrentIndex(1)
        fixture.host.settle()
        // A long book being counted: the count grows and the pages are made again.
        for count in [5, 9, 40] {
            fixture.book.count = count
            fixture.controller.reloadData()
            fixture.host.settle()
        }
        fixture.controller.setCurrentIndex(1)
        fixture.host.settle()
        #expect(fixture.notifications == [.pageScrolled("Page 2 of 3")])
        #expect(fixture.controller.pagePositionDescription == "Page 2 of 40")
        fixture.controller.setCurrentIndex(2)
        fixture.host.settle()
        #expect(fixture.notifications.last == .pageScrolled("Page 3 of 40"))
    }

    @Test func aCountStillBeingMadeIsSaidAsTheDataSourceSaysIt() {
        let fixture = Fixture(count: 60)
        fixture.book.spokenCount = "about 940"
        fixture.controller.setCurrentIndex(2)
        fixture.host.settle()
        fixture.controller.setCurrentIndex(5)
        fixture.host.settle()
        #expect(
            fixture.notifications == [.pageScrolled("Page iii (3 of about 940)"), .pageScrolled("Page 6 of about 940")])
        fixture.book.spokenCount = nil
        fixture.controller.reloadData()
        fixture.host.settle()
        #expect(fixture.notifications.count == 2)
        #expect(fixture.controller.pagePositionDescription == "Page 6 of 60")
    }
}

extension PageViewControllerAnnouncementTests {
    @Test func labelsThatDifferOnlyInTheirOwnWordsAreEachAnnounced() {
        let fixture = Fixture(count: 10)
        // A label's words are the label's: " of " and " (" say nothing about the count.
        fixture.book.labels = [4: "Plate (1 of 2)", 5: "Plate (2 of 2)", 6: "1 of 2", 7: "1 of 3"]
        for index in 4...7 {
            fixture.controller.setCurrentIndex(index)
            fixture.host.settle()
        }
        #expect(
            fixture.notifications == [
                .pageScrolled("Page Plate (1 of 2) (5 of 10)"), .pageScrolled("Page Plate (2 of 2) (6 of 10)"),
                .pageScrolled("Page 1 of 2 (7 of 10)"), .pageScrolled("Page 1 of 3 (8 of 10)"),
            ])
    }
}
