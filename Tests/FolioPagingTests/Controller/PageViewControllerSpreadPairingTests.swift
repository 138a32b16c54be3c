import FolioCore
import FolioTesting
import FolioUI
import Testing

@testable import FolioPaging

/// `SpreadPairing.coverAlone`: a printed book's spreads, and UIKit's pairing left alone for
/// everyone who does not ask.
@MainActor
@Suite struct PageViewControllerSpreadPairingTests {
    private func book(
        pages count: Int, pairing: PageViewController.SpreadPairing, startingAt index: Int = 0
    ) throws -> (PageViewController, HeadlessWindow, [ViewController]) {
        let pages = (0..<count).map { number in
            let page = ViewController()
            page.title = "\(number)"
            return page
        }
        let controller = PageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .horizontal,
            options: .init(spineLocation: .mid, spreadPairing: pairing))
        try controller.setPages(pages, startingAt: index)
        let host = HeadlessWindow(size: Size(width: 800, height: 500))
        host.rootViewController = controller
        host.settle()
        return (controller, host, pages)
    }

    /// The titles on screen, a blank half as "-".
    private func shown(_ controller: PageViewController) -> [String] {
        (controller.viewControllers ?? []).map { $0 is BlankPageViewController ? "-" : ($0.title ?? "?") }
    }

    @Test func uikitPairingIsTheDefault() throws {
        #expect(PageViewController.Options().spreadPairing == .fromFirstPage)
        let (controller, _, _) = try book(pages: 5, pairing: .fromFirstPage)
        #expect(shown(controller) == ["0", "1"])
        #expect(controller.currentIndex == 0)
    }

    @Test func coverSitsAloneOnTheRight() throws {
        let (controller, _, _) = try book(pages: 5, pairing: .coverAlone)
        #expect(shown(controller) == ["-", "0"])
        #expect(controller.currentIndex == 0)
        #expect(controller.pagePositionDescription == "Page 1 of 5")
    }

    @Test func turnsPairPagesAfterTheCover() throws {
        let (controller, host, _) = try book(pages: 5, pairing: .coverAlone)
        controller.turnPage(.forward, animated: false)
        host.settle()
        #expect(shown(controller) == ["1", "2"])
        #expect(controller.currentIndex == 1)
        #expect(controller.pagePositionDescription == "Pages 2 and 3 of 5")
        controller.turnPage(.forward, animated: false)
        host.settle()
        #expect(shown(controller) == ["3", "4"])
        controller.turnPage(.forward, animated: false)
        host.settle()
        #expect(shown(controller) == ["3", "4"])
        controller.turnPage(.reverse, animated: false)
        controller.turnPage(.reverse, animated: false)
        host.settle()
        #expect(shown(controller) == ["-", "0"])
    }

    @Test func anEvenBookEndsWithItsLastPageAloneOnTheLeft() throws {
        let (controller, _, _) = try book(pages: 6, pairing: .coverAlone, startingAt: 5)
        #expect(shown(controller) == ["5", "-"])
        #expect(controller.currentIndex == 5)
    }

    @Test(arguments: [(0, ["-", "0"]), (1, ["1", "2"]), (2, ["1", "2"]), (3, ["3", "4"]), (4, ["3", "4"])])
    func jumpsLandOnTheSpreadHoldingThePage(index: Int, expected: [String]) throws {
        let (controller, host, _) = try book(pages: 5, pairing: .coverAlone)
        controller.setCurrentIndex(index)
        host.settle()
        #expect(shown(controller) == expected)
    }

    @Test func oneUpAndBackKeepsTheCoverAlone() throws {
        let delegate = SpineAnswer()
        let (controller, host, _) = try book(pages: 5, pairing: .coverAlone)
        controller.delegate = delegate
        delegate.spine = .min
        host.resize(to: Size(width: 400, height: 600))
        #expect(controller.spineLocation == .min)
        #expect(shown(controller) == ["0"])
        delegate.spine = .mid
        host.resize(to: Size(width: 800, height: 500))
        #expect(shown(controller) == ["-", "0"])
        controller.setCurrentIndex(3)
        host.settle()
        delegate.spine = .min
        host.resize(to: Size(width: 400, height: 600))
        #expect(shown(controller) == ["3"])
        delegate.spine = .mid
        host.resize(to: Size(width: 800, height: 500))
        #expect(shown(controller) == ["3", "4"])
        #expect(delegate.errors.isEmpty)
    }
}

@MainActor
private final class SpineAnswer: PageViewControllerDelegate {
    var spine = PageViewController.SpineLocation.mid
    var errors: [PageViewControllerError] = []

    func pageViewController(
        _ pageViewController: PageViewController, spineLocationFor orientation: InterfaceOrientation
    ) -> PageViewController.SpineLocation {
        pageViewController.isDoubleSided = spine == .mid
        return spine
    }

    func pageViewController(_ pageViewController: PageViewController, didFailWith error: PageViewControllerError) {
        errors.append(error)
    }
}
