import FolioCore
import FolioTesting
import FolioUI
import Testing

/// Target-action code as a porter writes it without `#selector`: the method itself, taking
/// the concrete recognizer or control type.
@MainActor
private final class Pager: ViewController {
    var pans: [GestureRecognizer.State] = []
    var pages: [Int] = []
    var senders: [String] = []
    var taps = 0

    func handlePan(_ gesture: PanGestureRecognizer) {
        pans.append(gesture.state)
    }

    func handleTap() {
        taps += 1
    }

    func changePage(_ sender: PageControl) {
        pages.append(sender.currentPage)
    }

    func changePageFromAnything(_ sender: AnyObject) {
        senders.append("\(type(of: sender))")
    }
}

@MainActor
@Suite struct TargetActionPortingTests {
    @Test func aPanRecognizerWithTargetAndActionCallsTheMethodWithThePan() {
        let host = HeadlessWindow(size: Size(width: 400, height: 300))
        let pager = Pager()
        let pan = PanGestureRecognizer(target: pager, action: Pager.handlePan)
        let tap = TapGestureRecognizer(target: pager, action: Pager.handleTap)
        pager.view.addGestureRecognizer(pan)
        pager.view.addGestureRecognizer(tap)
        host.rootViewController = pager
        host.drag(from: Point(x: 300, y: 150), to: Point(x: 100, y: 150), duration: 0.2)
        host.settle()
        #expect(pager.pans.first == .began)
        #expect(pager.pans.last == .ended)
        host.tap(at: Point(x: 50, y: 50))
        host.settle()
        #expect(pager.taps == 1)
    }

    @Test func aControlActionTakingThePageControlOrAnyObjectIsCalled() {
        let pager = Pager()
        let pageControl = PageControl(frame: Rect(x: 0, y: 0, width: 300, height: 37))
        pageControl.numberOfPages = 3
        pageControl.addTarget(pager, action: Pager.changePage, for: .valueChanged)
        pageControl.addTarget(pager, action: Pager.changePageFromAnything, for: .valueChanged)
        pageControl.currentPage = 2
        pageControl.sendActions(for: .valueChanged)
        #expect(pager.pages == [2])
        #expect(pager.senders == ["PageControl"])
    }

    @Test func navigationAndTabViewControllersAreSettable() throws {
        let first = ViewController()
        let second = ViewController()
        let navigationController = NavigationController()
        navigationController.viewControllers = [first, second]
        #expect(navigationController.viewControllers.count == 2)
        #expect(navigationController.topViewController === second)
        #expect(second.parent === navigationController)

        let tabBarController = TabBarController()
        let library = ViewController()
        let settings = ViewController()
        tabBarController.viewControllers = [library, settings]
        #expect(tabBarController.viewControllers.count == 2)
        #expect(settings.parent === tabBarController)
        // A stack UIKit rejects leaves it unchanged (and is reported), instead of crashing.
        navigationController.viewControllers = [first, first]
        #expect(navigationController.viewControllers.count == 2)
    }
}
