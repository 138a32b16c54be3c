/// The page view controller's brain: a headless state machine that owns the resting page
/// set, the neighbours kept alive around it, the turn in flight and the requests waiting
/// for it, and drives a view controller through ``PageViewManagerDelegate``.
///
/// Inputs are navigation requests (``setPages(_:index:step:animated:notifiesDelegate:completion:)``,
/// ``turn(_:animated:notifiesDelegate:completion:)``, ``reload(replacingCurrentWith:index:)``),
/// interaction (``beginDragging()``, ``update(progress:)``, ``endDragging()``,
/// ``transitionDidSettle()``) and the container's own appearance. Every input runs as one
/// mutation; requests made while a turn runs, or from inside a delegate call, wait in a
/// queue and run as soon as the brain is at rest, so no page is ever left half shown.
@MainActor
final class PageViewManager<Page: AnyObject> {
    weak var dataSource: (any PageViewManagerDataSource<Page>)?
    weak var delegate: (any PageViewManagerDelegate<Page>)?

    /// The shape of the book; change it with ``reconfigure(_:pages:index:)``, or only how many
    /// pages are kept alive with ``setPreloadDistance(_:)``.
    private(set) var configuration: PageViewManagerConfiguration
    /// The resting pages and their live neighbours.
    private(set) var window = PageWindow<Page>()
    /// What the brain is doing.
    private(set) var phase: PagePhase = .idle
    /// The turn in flight, if any.
    private(set) var turn: PageTurn<Page>?
    /// The appearance of the container whose children the pages are.
    private(set) var containerAppearance: PageAppearance = .disappeared
    /// Pages added through ``PageViewManagerDelegate/addPage(_:)`` and not yet removed.
    private(set) var live: [Page] = []
    /// Whether a debug build stops at the first broken invariant (tests that collect
    /// violations themselves turn this off).
    var assertsInvariants = true
    /// Told about broken invariants at the end of every outermost mutation, when set
    /// (randomised tests report them with their seed instead of stopping the process).
    var invariantObserver: (@MainActor ([String]) -> Void)?

    private(set) var appearance = PageAppearanceTracker<Page>()
    private(set) var queue = PageRequestQueue<Page>()
    /// How many mutations are running (more than one means a delegate call re-entered).
    private(set) var depth = 0
    private var needsAppearanceSync = false

    /// Creates a brain for a book of the given shape.
    init(configuration: PageViewManagerConfiguration = .init()) {
        self.configuration = configuration
    }

    // MARK: Interaction

    /// A finger went down on the pages. Returns whether a drag may follow: not while a
    /// programmatic turn animates, nor with nothing on screen. Catches a settling turn.
    @discardableResult
    func beginDragging() -> Bool {
        guard depth == 0, !window.current.isEmpty else { return false }
        switch phase {
        case .animating:
            return false
        case .dragging:
            return true
        case .idle, .settling:
            mutate { phase = .dragging }
            return true
        }
    }

    /// The pages moved to `progress` turns from rest (positive forward): the finger, the
    /// physics after release, or an animation started by ``PageViewManagerDelegate/animateTransition(_:)``.
    ///
    /// While dragging, the sign picks the turn: revealing a page starts one
    /// (`willTransitionTo`), crossing back over rest abandons it (`didFinishAnimating` with
    /// `finished` and `completed` false) and starts the other. Calls made from inside a
    /// brain callback (a view re-centring itself) are ignored.
    func update(progress value: Double) {
        guard depth == 0, phase != .idle, value.isFinite else { return }
        mutate {
            if phase == .animating {
                if let step = turn?.step {
                    turn?.progress = min(max(value * Double(step.sign), 0), 1)
                }
            } else {
                follow(value)
            }
        }
    }

    /// The finger lifted; the turn settles (physics keeps reporting progress) until
    /// ``transitionDidSettle()``. A drag that revealed nothing ends here.
    func endDragging() {
        guard depth == 0, phase == .dragging else { return }
        mutate { phase = turn == nil ? .idle : .settling }
    }

    /// The pages came to rest: a settling turn completes when it got at least half way,
    /// otherwise it is cancelled; an animation always completes.
    func transitionDidSettle() {
        guard depth == 0 else { return }
        mutate {
            switch phase {
            case .settling: finishTurn(commit: (turn?.progress ?? 0) >= 0.5)
            case .animating: finishTurn(commit: true)
            case .idle, .dragging: break
            }
        }
    }

    /// Ends any turn in flight at once, at its nearest resting place (rotation, the
    /// container leaving the screen).
    func interruptTransition() {
        guard depth == 0 else { return }
        mutate { interrupt() }
    }

    // MARK: Container appearance

    /// The container's `viewWillAppear`.
    func containerWillAppear(animated: Bool) { setContainerAppearance(.appearing, animated: animated) }
    /// The container's `viewDidAppear`.
    func containerDidAppear(animated: Bool) { setContainerAppearance(.appeared, animated: animated) }
    /// The container's `viewWillDisappear`; a turn in flight ends first.
    func containerWillDisappear(animated: Bool) { setContainerAppearance(.disappearing, animated: animated) }
    /// The container's `viewDidDisappear`.
    func containerDidDisappear(animated: Bool) { setContainerAppearance(.disappeared, animated: animated) }

    private func setContainerAppearance(_ state: PageAppearance, animated: Bool) {
        containerAppearance = state
        if depth > 0 {
            needsAppearanceSync = true
            return
        }
        mutate {
            if state == .disappearing { interrupt() }
            sync(animated: animated)
        }
    }
}

// MARK: - Mutations

extension PageViewManager {
    /// Runs `body` as one mutation: requests arriving meanwhile queue, and once the
    /// outermost mutation is done the queue drains while the brain is at rest.
    func mutate(_ body: () -> Void) {
        depth += 1
        body()
        if depth == 1 {
            repeat {
                if needsAppearanceSync {
                    needsAppearanceSync = false
                    sync(animated: false)
                }
                while phase == .idle, let request = queue.popFirst() {
                    perform(request)
                }
            } while needsAppearanceSync
        }
        depth -= 1
        if depth == 0, let invariantObserver {
            let violations = invariantViolations
            if !violations.isEmpty { invariantObserver(violations) }
        } else if depth == 0, assertsInvariants {
            assert(invariantViolations.isEmpty, "PageViewManager: \(invariantViolations)")
        }
    }

    func submit(_ request: PageRequest<Page>) {
        if depth > 0 || phase != .idle {
            enqueue(request)
        } else {
            mutate { perform(request) }
        }
    }

    func enqueue(_ request: PageRequest<Page>) {
        let superseded = queue.enqueue(request)
        guard !superseded.isEmpty else { return }
        mutate {
            for request in superseded { request.completion?(false) }
        }
    }

    func perform(_ request: PageRequest<Page>) {
        let turnLength = configuration.turnLength
        switch request.kind {
        case .set(let pages, let index, let step, let animated):
            if let error = Self.validationError(pages, animated: animated, configuration: configuration) {
                delegate?.didFail(error)
                request.completion?(false)
                return
            }
            let cached = window.sheet(step, turnLength: turnLength)
            let adjacent = animated && cached.map { $0.elementsEqual(pages, by: ===) } == true
            show(sheet: pages, index: index, step: step, animated: animated, adjacent: adjacent, request: request)
        case .step(let step, let animated):
            guard let sheet = window.sheet(step, turnLength: turnLength) else {
                request.completion?(false)
                return
            }
            let index = window.index(atDistance: step == .forward ? 1 : turnLength, step)
            let pages = animated ? sheet : configuration.restingPages(of: sheet, step: step)
            let restingIndex =
                animated
                ? index
                : configuration.restingIndex(
                    sheetIndex: index, sheetCount: sheet.count, step: step)
            show(sheet: pages, index: restingIndex, step: step, animated: animated, adjacent: true, request: request)
        case .reload(let resolve):
            guard let resolve else {
                fillWindow(reask: true)
                sync(animated: false)
                request.completion?(true)
                return
            }
            let (pages, index) = resolve(window.currentIndex, window.current)
            replace(with: pages, index: index, configuration: configuration, request: request)
        case .reconfigure(let newConfiguration, let resolve):
            interrupt()
            let (pages, index) = resolve(window.currentIndex, window.current)
            replace(with: pages, index: index, configuration: newConfiguration, request: request)
        case .preload(let distance):
            if max(distance, 1) != configuration.preloadDistance {
                configuration.preloadDistance = max(distance, 1)
                fillWindow(reask: false)
                sync(animated: false)
            }
            request.completion?(true)
        }
    }

    /// Shows `pages` under `newConfiguration` after checking they fit it; otherwise reports
    /// why, keeps the book as it is and refreshes its neighbours.
    private func replace(
        with pages: [Page], index: Int?, configuration newConfiguration: PageViewManagerConfiguration,
        request: PageRequest<Page>
    ) {
        if !pages.isEmpty,
            let error = Self.validationError(pages, animated: false, configuration: newConfiguration)
        {
            delegate?.didFail(error)
            fillWindow(reask: true)
            sync(animated: false)
            request.completion?(false)
            return
        }
        configuration = newConfiguration
        replace(with: pages, index: index, request: request)
    }

    /// Starts an animated turn through `sheet`, or shows its resting pages at once.
    private func show(
        sheet: [Page], index: Int?, step: PageStep, animated: Bool, adjacent: Bool, request: PageRequest<Page>
    ) {
        let pending = animated ? configuration.restingPages(of: sheet, step: step) : sheet
        let pendingIndex =
            animated ? configuration.restingIndex(sheetIndex: index, sheetCount: sheet.count, step: step) : index
        // A page cannot be turned away from and onto the screen at once: a sheet that
        // includes a resting page is shown without animation.
        let sharesPages = sheet.contains { page in window.current.contains { $0 === page } }
        guard animated, !window.current.isEmpty, containerAppearance == .appeared, !sharesPages else {
            replace(with: pending, index: pendingIndex, request: request)
            return
        }
        if !adjacent { window.place(sheet: sheet, step, turnLength: configuration.turnLength) }
        turn = PageTurn(
            step: step, sheet: sheet, pending: pending, pendingIndex: pendingIndex, isInteractive: false,
            notifiesDelegate: request.notifiesDelegate, isAdjacent: adjacent, completion: request.completion)
        phase = .animating
        if request.notifiesDelegate { delegate?.willTransition(to: pending) }
        sync(animated: true)
        delegate?.animateTransition(step)
    }

    /// Shows `pages` at rest immediately and asks the data source for their neighbours.
    private func replace(with pages: [Page], index: Int?, request: PageRequest<Page>) {
        let previous = window.current
        if request.notifiesDelegate { delegate?.willTransition(to: pages) }
        window.replace(current: pages, index: index)
        fillWindow(reask: true)
        sync(animated: false)
        if request.notifiesDelegate {
            delegate?.didFinishTransition(finished: true, previousPages: previous, completed: true)
        }
        request.completion?(true)
    }

    /// Follows the finger to `value`, starting, abandoning or switching the turn.
    private func follow(_ value: Double) {
        if let step = PageStep(sign: value), step != turn?.step {
            if let abandoned = turn {
                turn = nil
                sync(animated: true)
                if abandoned.notifiesDelegate {
                    delegate?.didFinishTransition(finished: false, previousPages: window.current, completed: false)
                }
            }
            if let sheet = window.sheet(step, turnLength: configuration.turnLength) {
                let index = window.index(atDistance: step == .forward ? 1 : configuration.turnLength, step)
                let pending = configuration.restingPages(of: sheet, step: step)
                turn = PageTurn(
                    step: step, sheet: sheet, pending: pending,
                    pendingIndex: configuration.restingIndex(sheetIndex: index, sheetCount: sheet.count, step: step),
                    isInteractive: true, notifiesDelegate: true, isAdjacent: true)
                delegate?.willTransition(to: pending)
                sync(animated: true)
            }
        }
        if let step = turn?.step {
            turn?.progress = min(max(value * Double(step.sign), 0), 1)
        }
    }

    private func interrupt() {
        switch phase {
        case .idle: break
        case .animating: finishTurn(commit: true)
        case .dragging, .settling: finishTurn(commit: (turn?.progress ?? 0) >= 0.5)
        }
    }

    /// Ends the turn in flight, completed or cancelled, and tells whoever asked.
    private func finishTurn(commit: Bool) {
        phase = .idle
        guard let finished = turn else {
            sync(animated: false)
            return
        }
        turn = nil
        let previous = window.current
        if commit {
            if finished.isAdjacent {
                window.shift(finished.step, turnLength: configuration.turnLength, spreadSize: configuration.spreadSize)
                fillWindow(reask: false)
            } else {
                // An animated jump: never trust the neighbours cached for the old pages
                // (UIKit's stale-neighbour bug); ask the data source again.
                window.replace(current: finished.pending, index: finished.pendingIndex)
                fillWindow(reask: true)
            }
        }
        sync(animated: true)
        if finished.notifiesDelegate {
            delegate?.didFinishTransition(finished: true, previousPages: previous, completed: commit)
        }
        finished.completion?(commit)
    }

    /// Asks the data source for neighbours: all of them again (`reask`), or only to top up
    /// the window after it shifted.
    private func fillWindow(reask: Bool) {
        if reask || dataSource == nil {
            window.clearNeighbours()
        } else {
            window.trim(limit: configuration.windowLimit, turnLength: configuration.turnLength)
        }
        guard let dataSource else { return }
        window.fill(limit: configuration.windowLimit, turnLength: configuration.turnLength, source: dataSource) {
            delegate?.didFail(.duplicateNeighbour($0))
        }
    }

    /// Brings containment, appearance and layout in line with the window and the turn:
    /// new pages are added, every page gets the appearance calls its role asks for (all
    /// begins, then the layout, then the ends), and pages that left are removed.
    private func sync(animated: Bool) {
        for page in window.pages where !live.contains(where: { $0 === page }) {
            live.append(page)
            delegate?.addPage(page)
        }
        var ending: [Page] = []
        for page in live {
            let target = (role(of: page) ?? .hidden).desiredAppearance(container: containerAppearance)
            for call in appearance.state(of: page).calls(towards: target) {
                switch call {
                case .begin(let isAppearing):
                    appearance.record(call, for: page)
                    delegate?.beginAppearanceTransition(isAppearing, for: page, animated: animated)
                case .end:
                    ending.append(page)
                }
            }
        }
        delegate?.layoutPages(window.layout(turnLength: configuration.turnLength))
        for page in ending {
            appearance.record(.end, for: page)
            delegate?.endAppearanceTransition(for: page)
        }
        let leaving = live.filter { role(of: $0) == nil }
        live.removeAll { page in leaving.contains { $0 === page } }
        for page in leaving {
            appearance.forget(page)
            delegate?.removePage(page)
        }
    }
}
