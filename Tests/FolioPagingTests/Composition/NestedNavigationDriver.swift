import FolioCore
import FolioPaging
import FolioTesting
import FolioUI

/// Drives a ``NestedNavigationHarness`` with random actions, checking the invariants after
/// every frame, and remembers what it did so a failure can be replayed by eye.
@MainActor
final class NestedNavigationDriver {
    let h: NestedNavigationHarness
    var rng: SeededRandom
    private(set) var log: [String] = []
    /// The first violations seen, with the frame they appeared in.
    private(set) var failure: String?
    private var frame = 0
    private var fingerDown = false

    init(seed: UInt64) throws {
        h = try NestedNavigationHarness()
        rng = SeededRandom(seed: seed)
    }

    /// Runs one frame and checks the invariants.
    func tick(_ frames: Int = 1) {
        for _ in 0..<frames {
            h.host.advance(frames: 1)
            frame += 1
            check()
        }
    }

    func check() {
        guard failure == nil else { return }
        let found = h.violations(atRest: !fingerDown && h.isIdle)
        if !found.isEmpty {
            failure = "frame \(frame) after \(log.suffix(6)): \(found)"
        }
    }

    /// A finger drag checked frame by frame; it lifts, is cancelled, or rests before lifting.
    func drag(from start: Point, to end: Point) {
        let frames = Int(rng.uniform(3...30))
        let ending = rng.uniform(0...1)
        h.host.touchDown(at: start)
        fingerDown = true
        check()
        for i in 1...frames {
            tick()
            h.host.touchMove(to: start + (end - start) * (Double(i) / Double(frames)))
            check()
            if i == frames / 2, rng.chance(0.15) { interrupt() }
        }
        if ending < 0.2 {
            h.host.touchCancel()
        } else {
            if ending > 0.8 { tick(Int(rng.uniform(2...12))) }
            h.host.touchUp()
        }
        fingerDown = false
        check()
    }

    /// A programmatic request made while a finger is down.
    private func interrupt() {
        switch Int(rng.uniform(0...2.999)) {
        case 0: push()
        case 1: pop()
        default: switchTab()
        }
    }

    func step() {
        let roll = rng.uniform(0...1)
        switch roll {
        case ..<0.08: presentSheet()
        case ..<0.13: dismissSheet()
        case ..<0.17: presentOverlay()
        case ..<0.27: pullDown()
        case ..<0.37: push()
        case ..<0.45: pop()
        case ..<0.58: backSwipe()
        case ..<0.68: switchTab()
        case ..<0.82: pageSwipe()
        case ..<0.86: jumpPage()
        default: tick(Int(rng.uniform(1...25)))
        }
        tick(Int(rng.uniform(0...6)))
    }

    private var animated: Bool { rng.chance(0.7) }

    private func note(_ action: String) { log.append(action) }

    private func presentSheet() {
        let animated = animated
        note("present sheet animated \(animated)")
        do {
            try h.home.present(h.navigation, animated: animated)
        } catch {
            note("  rejected: \(error)")
        }
        check()
    }

    private func dismissSheet() {
        let animated = animated
        let fromHome = rng.chance(0.5)
        note("dismiss \(fromHome ? "from home" : "sheet") animated \(animated)")
        (fromHome ? h.home : h.navigation).dismiss(animated: animated)
        check()
    }

    private func presentOverlay() {
        let overlay = h.makeDetail()
        overlay.modalPresentationStyle = rng.chance(0.5) ? .fullScreen : .pageSheet
        let animated = animated
        note("present \(overlay.name) from the sheet animated \(animated)")
        do {
            try h.navigation.present(overlay, animated: animated)
        } catch {
            note("  rejected: \(error)")
        }
        check()
    }

    private func pullDown() {
        let distance = rng.uniform(20...480)
        note("pull down \(Int(distance))")
        drag(from: NestedNavigationHarness.barPoint, to: NestedNavigationHarness.barPoint + Point(x: 4, y: distance))
    }

    private func push() {
        let animated = animated
        if !h.navigation.viewControllers.contains(where: { $0 === h.tabs }), rng.chance(0.6) {
            note("push tabs animated \(animated)")
            try? h.navigation.pushViewController(h.tabs, animated: animated)
        } else {
            let detail = h.makeDetail()
            note("push \(detail.name) animated \(animated)")
            try? h.navigation.pushViewController(detail, animated: animated)
        }
        check()
    }

    private func pop() {
        let animated = animated
        if rng.chance(0.2) {
            note("pop to root animated \(animated)")
            h.navigation.popToRootViewController(animated: animated)
        } else {
            note("pop animated \(animated)")
            h.navigation.popViewController(animated: animated)
        }
        check()
    }

    private func backSwipe() {
        let distance = rng.uniform(10...390)
        note("back swipe \(Int(distance))")
        drag(from: Point(x: 3, y: 300), to: Point(x: 3 + distance, y: 300 + rng.uniform(-20...20)))
    }

    private func switchTab() {
        switch Int(rng.uniform(0...2.999)) {
        case 0:
            let x = rng.uniform(5...395)
            note("tap tab bar at \(Int(x))")
            h.host.touchDown(at: Point(x: x, y: 585))
            fingerDown = true
            tick()
            h.host.touchUp()
            fingerDown = false
        case 1:
            let key = rng.chance(0.5) ? "1" : "2"
            note("press control-\(key)")
            h.host.press(.character(Character(key)), modifiers: .control)
        default:
            let index = rng.chance(0.5) ? 0 : 1
            note("select tab \(index)")
            h.tabs.selectedIndex = index
        }
        check()
    }

    private func pageSwipe() {
        let distance = rng.uniform(-380...380)
        note("page swipe \(Int(distance))")
        let start = Point(x: distance < 0 ? 350 : 50, y: 300)
        drag(from: start, to: start + Point(x: distance, y: rng.uniform(-15...15)))
    }

    private func jumpPage() {
        let index = Int(rng.uniform(0...3.999))
        let animated = animated
        note("jump to page \(index) animated \(animated)")
        h.pager.setCurrentIndex(index, animated: animated)
        check()
    }

    /// Lets everything finish and checks the settled state.
    func settle() {
        tick(1)
        h.host.settle()
        check()
        guard failure == nil else { return }
        let found = h.violations(atRest: true)
        if !found.isEmpty { failure = "settled after \(log.suffix(6)): \(found)" }
    }

    /// Tears everything down so the controllers can be released.
    func tearDown() {
        h.home.dismiss(animated: false)
        h.host.settle()
        h.host.rootViewController = nil
        h.host.settle()
    }
}
