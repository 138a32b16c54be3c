import FolioTesting
import Testing

@testable import FolioPaging

/// Thousands of seeded random inputs against the brain, checking its invariants, UIKit's
/// appearance rules, will/did pairing and that no page outlives the window after each step.
@MainActor
@Suite struct PageViewManagerRandomTests {
    /// The recorder's view of the public delegate contract and of released pages.
    final class Checker: PageViewManagerDelegate {
        var openTurns = 0
        var errors: [String] = []
        var onDid: (() -> Void)?

        func addPage(_ page: TestPage) {}
        func removePage(_ page: TestPage) {
            if page.appearance != .disappeared { errors.append("\(page.name) removed while \(page.appearance)") }
            errors += page.appearanceErrors
        }
        func layoutPages(_ layout: PageLayout<TestPage>) {}
        func beginAppearanceTransition(_ isAppearing: Bool, for page: TestPage, animated: Bool) {
            page.begin(appearing: isAppearing)
        }
        func endAppearanceTransition(for page: TestPage) { page.end() }
        func willTransition(to pages: [TestPage]) {
            openTurns += 1
            if openTurns > 1 { errors.append("two willTransitionTo without a didFinish") }
        }
        func didFinishTransition(finished: Bool, previousPages: [TestPage], completed: Bool) {
            openTurns -= 1
            if openTurns < 0 { errors.append("didFinish without willTransitionTo") }
            onDid?()
        }
        func animateTransition(_ step: PageStep) {}
        func didFail(_ error: PageViewManagerError) {}
    }

    @Test func randomInputsNeverBreakTheInvariants() {
        for seed in UInt64(0)..<150 {
            if let failure = run(seed: seed, steps: 500) {
                Issue.record("seed \(seed): \(failure)")
                return
            }
        }
    }

    /// Runs one seeded scenario; returns the first problem found, described with its step.
    /// Pass `verbose` while debugging a seed to print every step.
    private func run(seed: UInt64, steps: Int, verbose: Bool = false) -> String? {
        var random = SeededRandom(seed: seed)
        let book = CountingBook(count: Int.random(in: 1...12, using: &random))
        book.isLooping = random.chance(0.3)
        var configuration = randomConfiguration(&random)
        var history: [String] = []
        do {
            let checker = Checker()
            let manager = PageViewManager<TestPage>(configuration: configuration)
            manager.assertsInvariants = false
            manager.dataSource = book
            manager.delegate = checker
            var randomBox = random
            checker.onDid = {
                if randomBox.chance(0.2) {
                    manager.turn(randomBox.chance(0.5) ? .forward : .reverse, animated: randomBox.chance(0.5))
                }
            }
            for step in 0..<steps {
                let action = perform(on: manager, book: book, configuration: &configuration, random: &random)
                history.append(action)
                if verbose, step > 95 {
                    print(
                        step, action, manager.phase, manager.currentIndex ?? -99, manager.window.pages.map(\.name),
                        manager.queue.requests.map { "\($0.kind)" })
                }
                let problems = manager.invariantViolations + checker.errors + liveProblems(manager, book)
                if !problems.isEmpty {
                    let state =
                        "book \(book.count)\(book.isLooping ? " looping" : ""), index \(manager.currentIndex ?? -99), "
                        + "window \(manager.window.pages.map(\.name)), phase \(manager.phase)"
                    return "step \(step) after \(history.suffix(25)): \(problems); \(state)"
                }
            }
            random = randomBox
            manager.reload { _, _ in ([], nil) }
            if manager.phase == .idle, !manager.live.isEmpty { return "pages left after clearing" }
        }
        return book.counter.live == 0 ? nil : "\(book.counter.live) pages leaked after the brain went away"
    }

    private func randomConfiguration(_ random: inout SeededRandom) -> PageViewManagerConfiguration {
        PageViewManagerConfiguration(
            spreadSize: random.chance(0.25) ? 2 : 1, isDoubleSided: random.chance(0.3),
            preloadDistance: Int.random(in: 1...2, using: &random))
    }

    private func liveProblems(_ manager: PageViewManager<TestPage>, _ book: CountingBook) -> [String] {
        let queued = manager.queue.requests.reduce(0) { count, request in
            switch request.kind {
            case .set(let pages, _, _, _): count + pages.count
            case .reload, .reconfigure, .step, .preload: count
            }
        }
        let allowed = manager.live.count + queued
        var problems = book.counter.live > allowed ? ["\(book.counter.live) pages alive, \(allowed) accounted for"] : []
        // CountingBook names each page after its index, so every slot's index is checkable.
        if manager.phase == .idle, manager.pendingRequestCount == 0, let index = manager.currentIndex {
            let first = index - manager.window.before.count
            for (offset, page) in manager.window.pages.enumerated() where page.name != book.name(at: first + offset) {
                problems.append("page \(page.name) sits at index \(first + offset)")
            }
        }
        return problems
    }

    private func pages(
        _ count: Int, from index: Int, in book: CountingBook
    ) -> [TestPage]? {
        let pages = (0..<count).compactMap { book.page(at: index + $0) }
        return pages.count == count ? pages : nil
    }

    /// One random input; returns its description for the failure report.
    private func perform(
        on manager: PageViewManager<TestPage>, book: CountingBook,
        configuration: inout PageViewManagerConfiguration, random: inout SeededRandom
    ) -> String {
        let step: PageStep = random.chance(0.5) ? .forward : .reverse
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<15:
            return "beginDragging -> \(manager.beginDragging())"
        case 15..<35:
            let progress = Double.random(in: -1.2...1.2, using: &random)
            manager.update(progress: progress)
            return "update \(progress)"
        case 35..<45:
            manager.endDragging()
            return "endDragging"
        case 45..<60:
            let rests: [Double] = [-1, 0, 1]
            let rest = rests[Int.random(in: 0..<3, using: &random)]
            manager.update(progress: rest)
            manager.transitionDidSettle()
            return "settle at \(rest)"
        case 60..<70:
            let animated = random.chance(0.5)
            let count = configuration.requiredCount(animated: animated)
            let index = Int.random(in: -2...book.count, using: &random)
            guard let pages = pages(count, from: index, in: book) else { return "no pages at \(index)" }
            try? manager.setPages(
                pages, index: index, step: step, animated: animated, notifiesDelegate: random.chance(0.3))
            return "set \(index) animated \(animated)"
        case 70..<78:
            manager.turn(step, animated: random.chance(0.6), notifiesDelegate: random.chance(0.5))
            return "turn \(step)"
        case 78..<82:
            // Like the index-based adapter: the current page is asked for again, clamped.
            book.count = Int.random(in: 0...12, using: &random)
            manager.reload { current, _ in
                let spread = manager.configuration.spreadSize
                let index = book.isLooping ? current ?? 0 : max(min(current ?? 0, book.count - spread), 0)
                return (self.pages(spread, from: index, in: book) ?? [], index)
            }
            return "reload with \(book.count) pages"
        case 82..<86:
            configuration = randomConfiguration(&random)
            let spread = configuration.spreadSize
            manager.reconfigure(configuration) { current, _ in
                let index = max(current ?? 0, 0)
                return (self.pages(spread, from: index, in: book) ?? [], index)
            }
            return "reconfigure \(configuration)"
        case 86..<94:
            let states: [(String, () -> Void)] = [
                ("willAppear", { manager.containerWillAppear(animated: true) }),
                ("didAppear", { manager.containerDidAppear(animated: true) }),
                ("willDisappear", { manager.containerWillDisappear(animated: true) }),
                ("didDisappear", { manager.containerDidDisappear(animated: true) }),
            ]
            let (name, action) = states[Int.random(in: 0..<states.count, using: &random)]
            action()
            return name
        case 94..<97:
            // A transition that shows farther pages widens the window; another narrows it.
            let distance = Int.random(in: 1...3, using: &random)
            manager.setPreloadDistance(distance)
            return "preload \(distance)"
        default:
            manager.interruptTransition()
            return "interrupt"
        }
    }
}
