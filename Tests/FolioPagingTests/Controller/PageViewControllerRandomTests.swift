import FolioCore
import FolioTesting
import FolioUI
import Foundation
import Testing

@testable import FolioPaging

/// Seeded random sessions against a page view controller in a headless window: drags,
/// flicks, taps, keys, wheel, programmatic jumps (animated and not, valid and not),
/// reloads, data-source swaps, rotations, the book leaving and rejoining the window, and
/// delegate callbacks that navigate re-entrantly. After every frame: the brain's
/// invariants, children equal to the live pages, will/did paired, appearance legal, no
/// page alive that should not be; at rest: the resting pages are exactly what is on screen
/// and everything is settled. A failure names its seed and the steps before it.
@MainActor
@Suite struct PageViewControllerRandomTests {
    /// 40 sessions of 150 steps (6,000 steps, each followed by frame-by-frame checks);
    /// set `FOLIO_PAGING_SEEDS` to sweep more (`FOLIO_PAGING_SEEDS=400 swift test --filter
    /// PageViewControllerRandomTests`). Re-run one seed with `PageSession(seed:).run(steps:trace:)`.
    @Test func randomSessionsKeepEveryInvariant() {
        let seeds = ProcessInfo.processInfo.environment["FOLIO_PAGING_SEEDS"].flatMap { UInt64($0) } ?? 40
        for seed in UInt64(1)...max(seeds, 1) {
            if let failure = PageSession(seed: seed).run(steps: 150) {
                print("PageViewControllerRandomTests failing seed: \(seed)")
                Issue.record("seed \(seed): \(failure)")
                return
            }
        }
    }
}

@MainActor
final class PageSession {
    var random: SeededRandom
    let host: HeadlessWindow
    let recorder: LifecycleRecorder
    let delegate = DelegateRecorder()
    let controller: PageViewController
    let generated: GeneratedBook
    let list: ListBook
    var history: [String] = []
    var openTurns = 0
    /// The first invariant the brain saw broken at the end of one of its mutations.
    var brokenInvariant: String?
    var isCurl: Bool { controller.transitionStyle == .pageCurl }

    init(seed: UInt64) {
        random = SeededRandom(seed: seed)
        let recorder = LifecycleRecorder()
        self.recorder = recorder
        host = HeadlessWindow(size: Size(width: 400, height: 300))
        let curl = random.chance(0.3)
        let spine: PageViewController.SpineLocation = [.min, .mid, .max][Int.random(in: 0..<3, using: &random)]
        controller = PageViewController(
            transitionStyle: curl ? .pageCurl : .scroll,
            navigationOrientation: random.chance(0.3) ? .vertical : .horizontal,
            options: .init(
                spineLocation: spine, interPageSpacing: random.chance(0.3) ? 10 : 0,
                preloadDistance: random.chance(0.2) ? 2 : 1))
        generated = GeneratedBook(count: Int.random(in: 1...9, using: &random), recorder: recorder)
        generated.namesInstances = true
        list = ListBook((0..<Int.random(in: 2...7, using: &random)).map { NamedPage("L\($0)", recorder: recorder) })
        controller.delegate = delegate
        // Broken invariants are reported with the seed rather than stopping the process.
        controller.manager.invariantObserver = { [unowned self] violations in
            if brokenInvariant == nil { brokenInvariant = "\(violations) during \(history.last ?? "set-up")" }
        }
        if !curl {
            let transitions: [any PageTransition] = [.slide, .fade, .cube, .stack, .zoomOut, .coverFlow, .flip]
            controller.transition = transitions[Int.random(in: 0..<transitions.count, using: &random)]
        }
        if random.chance(0.2) { host.window.userInterfaceLayoutDirection = .rightToLeft }
        if random.chance(0.2) { try? controller.setDoubleSided(true) }
        controller.isInfinite = random.chance(0.2)
        controller.indexDataSource = generated
        host.rootViewController = controller
        delegate.onWill = { [unowned self] _ in
            openTurns += 1
            if random.chance(0.05) { controller.turnPage(.forward) }
        }
        delegate.onDid = { [unowned self] _ in
            openTurns -= 1
            if random.chance(0.15) { jump(animated: random.chance(0.5)) }
        }
        delegate.onSpine = { [unowned self] _ in
            let spines: [PageViewController.SpineLocation] = [.min, .mid, .max]
            delegate.spineAnswer = spines[Int.random(in: 0..<3, using: &random)]
        }
    }

    /// The set-up and the state, for failure reports.
    var state: String {
        let manager = controller.manager
        let pages = manager.live.map { page -> String in
            let view = page.view
            let rect = view.convert(view.bounds, to: controller.view)
            return
                "\(page.title ?? "?")[\(Int(rect.minX)),\(Int(rect.minY)) \(view.isHidden ? "hidden" : "a\(view.alpha)")]"
        }
        return "\(controller.transitionStyle) \(controller.navigationOrientation) \(controller.spineLocation) "
            + "\(type(of: controller.transition)) current \(manager.current.map(\.title)) index \(manager.currentIndex ?? -99) "
            + "live \(pages) phase \(manager.phase)"
    }

    /// Runs `steps` random actions; returns the first problem, described.
    func run(steps: Int, trace: ((Int, String) -> Void)? = nil) -> String? {
        for step in 0..<steps {
            let action = randomAction()
            history.append(action)
            trace?(step, action)
            if let problem = check(atRest: false) {
                return "step \(step) \(problem) after \(history.suffix(8)) — \(state)"
            }
            if random.chance(0.25) {
                host.settle()
                if let problem = check(atRest: isAtRest) {
                    return "step \(step) (settled) \(problem) after \(history.suffix(8)) — \(state)"
                }
            }
        }
        host.settle()
        if let problem = check(atRest: isAtRest) { return "at the end: \(problem)" }
        host.rootViewController = nil
        controller.indexDataSource = nil
        controller.dataSource = nil
        if let problem = check(atRest: false) { return "after removal: \(problem)" }
        return nil
    }

    var isAtRest: Bool {
        controller.manager.phase == .idle && controller.progressAnimator == nil
            && (controller.scrollView.map { !$0.isTracking && $0.scrollPhase == .resting } ?? true)
            && controller.curlTurn == nil && host.window.rootViewController === controller
    }

    // MARK: - Actions

    func point(edge: Bool) -> Point {
        let size = host.window.bounds.size
        if edge {
            let x = random.chance(0.5) ? Double.random(in: 1...40, using: &random) : size.width - 20
            return Point(x: x, y: Double.random(in: 20...(size.height - 20), using: &random))
        }
        return Point(
            x: Double.random(in: 10...(size.width - 10), using: &random),
            y: Double.random(in: 10...(size.height - 10), using: &random))
    }

    /// One frame, checking the invariants after it.
    func frame() {
        host.advance(frames: 1)
    }

    func randomAction() -> String {
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<25:
            let start = point(edge: random.chance(0.3))
            let end = point(edge: false)
            let frames = Int.random(in: 2...30, using: &random)
            let lift = random.chance(0.8)
            host.drag(from: start, to: end, duration: Double(frames) / 60, lift: lift)
            if !lift {
                for _ in 0..<Int.random(in: 0...10, using: &random) { frame() }
                host.touchUp()
            }
            return "drag \(start) → \(end) in \(frames) frames"
        case 25..<32:
            let velocity = Point(x: Double.random(in: -3000...3000, using: &random), y: 0)
            host.flick(from: point(edge: false), velocity: velocity, duration: 0.05)
            return "flick \(velocity.x)"
        case 32..<38:
            let at = point(edge: random.chance(0.7))
            host.tap(at: at)
            return "tap \(at)"
        case 38..<48:
            let frames = Int.random(in: 1...40, using: &random)
            for _ in 0..<frames { frame() }
            return "advance \(frames)"
        case 48..<58:
            return jump(animated: random.chance(0.6))
        case 58..<63:
            controller.turnPage(random.chance(0.5) ? .forward : .reverse, animated: random.chance(0.7))
            return "turnPage"
        case 63..<68:
            generated.count = Int.random(in: 0...9, using: &random)
            controller.reloadData()
            return "reload \(generated.count)"
        case 68..<73:
            if controller.indexDataSource == nil {
                controller.indexDataSource = generated
                return "index data source"
            }
            controller.dataSource = list
            try? controller.setViewControllers(
                Array(list.pages.prefix(controller.manager.configuration.spreadSize)), direction: .forward,
                animated: false)
            return "list data source"
        case 73..<78:
            let size = host.window.bounds.size
            host.resize(to: Size(width: size.height, height: size.width))
            return "rotate"
        case 78..<84:
            let keys: [Key] = [.rightArrow, .leftArrow, .upArrow, .downArrow, .pageDown, .pageUp, .home, .end]
            let key = keys[Int.random(in: 0..<keys.count, using: &random)]
            host.press(key)
            return "key \(key)"
        case 84..<88:
            host.scroll(delta: Point(x: 0, y: random.chance(0.5) ? 40 : -40), at: point(edge: false))
            return "wheel"
        case 88..<92:
            host.rootViewController = ViewController()
            for _ in 0..<Int.random(in: 0...5, using: &random) { frame() }
            host.rootViewController = controller
            return "left and rejoined the window"
        case 92..<96:
            controller.isDoubleSided.toggle()
            return "double-sided \(controller.isDoubleSided)"
        default:
            controller.cancelInteraction()
            return "cancel interaction"
        }
    }

    /// A programmatic jump: a valid request most of the time, sometimes a wrong one that
    /// must throw.
    @discardableResult
    func jump(animated: Bool) -> String {
        if controller.indexDataSource != nil, random.chance(0.5) {
            let index = Int.random(in: -1...10, using: &random)
            controller.setCurrentIndex(index, animated: animated)
            return "setCurrentIndex \(index)"
        }
        let pages: [ViewController] =
            controller.indexDataSource != nil
            ? (0..<3).compactMap { _ in controller.page(at: Int.random(in: 0..<max(generated.count, 1), using: &random))
            }
            : list.pages
        let count = controller.manager.configuration.requiredCount(animated: animated)
        let wrong = random.chance(0.1)
        let start = Int.random(in: 0..<max(pages.count, 1), using: &random)
        let chosen = Array(pages.dropFirst(start).prefix(wrong ? count + 1 : count))
        do {
            try controller.setViewControllers(
                chosen, direction: random.chance(0.5) ? .forward : .reverse, animated: animated)
            return "set \(chosen.count) animated \(animated)"
        } catch {
            return "set threw \(error)"
        }
    }

    // MARK: - Invariants

    func check(atRest: Bool) -> String? {
        let manager = controller.manager
        if let brokenInvariant { return "brain mid-action: \(brokenInvariant)" }
        if let violation = manager.invariantViolations.first { return "brain: \(violation)" }
        if let violation = recorder.appearanceViolations().first { return "appearance: \(violation)" }
        if !(0...1).contains(openTurns) { return "\(openTurns) open willTransitionTo" }
        let children = controller.children
        if children.count != manager.live.count
            || !manager.live.allSatisfy({ page in children.contains { $0 === page } })
        {
            return "children \(children.map(\.title)) differ from the live pages \(manager.live.map(\.title))"
        }
        let queued = manager.queue.requests.reduce(0) { total, request in
            if case .set(let pages, _, _, _) = request.kind { total + pages.count } else { total }
        }
        if generated.counter.live > manager.live.count + queued {
            return "\(generated.counter.live) generated pages alive, \(manager.live.count + queued) accounted for"
        }
        return atRest ? restProblem() : nil
    }

    /// At rest: no open turn, every page settled; each resting page shown where it rests,
    /// opaque and untransformed; no other page shown, except where a custom transition
    /// itself places neighbours in view (cover flow's side pages, stack's page underneath).
    func restProblem() -> String? {
        let manager = controller.manager
        if openTurns != 0 { return "a willTransitionTo without didFinish at rest" }
        if let violation = recorder.appearanceViolations(requireSettled: true).first { return "at rest: \(violation)" }
        let appeared = controller.appearanceState == .appeared
        let layout = manager.window.layout(turnLength: manager.configuration.turnLength)
        for page in manager.live {
            let isCurrent = manager.current.contains { $0 === page }
            let expected: AppearanceState = isCurrent && appeared ? .appeared : .disappeared
            if page.appearanceState != expected {
                return "\(page.title ?? "?") is \(page.appearanceState) at rest, expected \(expected)"
            }
            let view = page.view
            let onScreen = view.convert(view.bounds, to: controller.view).intersection(controller.view.bounds)
            let visible = !view.isHidden && view.alpha > 0.01 && onScreen.width > 0.5 && onScreen.height > 0.5
            if isCurrent {
                if !visible || abs(view.alpha - 1) > 1e-9 || !view.transform3D.isIdentity {
                    return "\(page.title ?? "?") rests but is not shown flat and opaque"
                }
            } else if visible {
                let turn = layout.placement(of: page)?.turn ?? 0
                let decoration =
                    !isCurl && !(controller.transition is SlidePageTransition) && abs(turn) == 1
                    && !controller.transition.attributes(
                        at: Double(turn), in: PageTransitionContext(pageSize: controller.pagesView.bounds.size)
                    ).isHidden
                if !decoration { return "\(page.title ?? "?") is shown but does not rest" }
            }
        }
        if !isCurl, let first = manager.current.first {
            let origin = first.view.convert(Point.zero, to: controller.view)
            if abs(origin.x) > 1e-6 || abs(origin.y) > 1e-6 { return "the resting page is off by \(origin)" }
        }
        return nil
    }
}
