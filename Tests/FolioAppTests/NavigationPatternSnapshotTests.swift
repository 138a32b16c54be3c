import FolioCore
import FolioTesting
import FolioUI
import Testing

@testable import FolioApp

/// Each navigation pattern mid-transition, rendered by Folio's compositor from the
/// gallery's own screens (references in `__Snapshots__/NavigationPatternSnapshotTests`).
@MainActor
@Suite struct NavigationPatternSnapshotTests {
    private static let size = Size(width: 390, height: 640)

    private func host(_ root: ViewController) -> HeadlessWindow {
        let host = HeadlessWindow(size: Self.size)
        host.rootViewController = root
        host.settle()
        return host
    }

    /// Advances frame by frame until `done` holds (at most two seconds).
    private func advance(_ host: HeadlessWindow, until done: () -> Bool) {
        for _ in 0..<120 where !done() { host.advance(frames: 1) }
    }

    @Test func pushHalfway() throws {
        let navigation = try NavigationPatternGallery.navigationStack()
        let host = host(navigation)
        let next = NavigationPatternGallery.stackCard(depth: 2)
        try navigation.pushViewController(next, animated: true)
        advance(host) { next.view.transform.tx <= Self.size.width / 2 }
        #expect(next.view.transform.tx > 0)
        assertSnapshot(of: host.render(background: .white))
    }

    @Test func backSwipeHalfway() throws {
        let navigation = try NavigationPatternGallery.navigationStack()
        let host = host(navigation)
        let next = NavigationPatternGallery.stackCard(depth: 2)
        try navigation.pushViewController(next, animated: false)
        host.drag(from: Point(x: 4, y: 400), to: Point(x: 199, y: 400), duration: 0.4, lift: false)
        #expect(abs(next.view.transform.tx - 195) < 1e-9)
        assertSnapshot(of: host.render(background: .white))
    }

    @Test func tabSwitchCrossDissolving() throws {
        let tabs = try NavigationPatternGallery.tabs()
        tabs.switchAnimation = .crossDissolve(duration: 0.3)
        let host = host(tabs)
        host.press(.character("2"), modifiers: .control)
        let incoming = try #require(tabs.selectedViewController)
        advance(host) { incoming.view.alpha >= 0.5 }
        #expect(incoming.view.alpha < 0.8)
        assertSnapshot(of: host.render(background: .white))
    }

    @Test func modalHalfwayUp() throws {
        let card = NavigationPatternGallery.modal()
        let host = host(card)
        let sheet = NavigationPatternGallery.modalCard(level: 1, style: .pageSheet)
        try card.present(sheet, animated: true)
        // The frame includes the transform; the resting top is the centre minus half the height.
        let travel = Self.size.height - (sheet.view.center.y - sheet.view.bounds.height / 2)
        advance(host) { sheet.view.transform.ty <= travel / 2 }
        #expect(sheet.view.transform.ty > 0)
        assertSnapshot(of: host.render(background: .white))
        // A transition in flight holds its controllers and window, as UIKit's does: let it end.
        #expect(host.settle())
        #expect(card.presentedViewController === sheet)
    }

    @Test func pullDownHalfway() throws {
        let card = NavigationPatternGallery.modal()
        let host = host(card)
        let sheet = NavigationPatternGallery.modalCard(level: 1, style: .pageSheet)
        try card.present(sheet, animated: false)
        let travel = Self.size.height - sheet.view.frame.minY
        host.drag(from: Point(x: 195, y: 120), to: Point(x: 195, y: 120 + travel / 2), duration: 0.4, lift: false)
        #expect(abs(sheet.view.transform.ty - travel / 2) < 1e-9)
        assertSnapshot(of: host.render(background: .white))
        // The interactive dismissal holds its controllers and window until it ends: let go.
        host.touchUp()
        #expect(host.settle())
    }

    @Test func swipeContainerDragging() throws {
        let container = try NavigationPatternGallery.swipeContainer()
        let host = host(container)
        try container.pushChildViewController(NavigationPatternGallery.swipeCard(number: 2), animated: false)
        host.settle()
        host.drag(from: Point(x: 100, y: 500), to: Point(x: 240, y: 500), duration: 0.4, lift: false)
        assertSnapshot(of: host.render(background: .white))
    }

    @Test func nestedSheetBackSwipeOverThePager() throws {
        let card = NavigationPatternGallery.nested()
        let host = host(card)
        try card.present(NavigationPatternGallery.nestedSheet(), animated: false)
        host.settle()
        host.drag(from: Point(x: 4, y: 400), to: Point(x: 160, y: 400), duration: 0.4, lift: false)
        assertSnapshot(of: host.render(background: .white))
    }
}
