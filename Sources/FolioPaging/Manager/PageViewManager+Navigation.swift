extension PageViewManager {
    // MARK: Where the book is

    /// The resting pages, in reading order.
    var current: [Page] { window.current }
    /// The index of the first resting page, when the data source counts pages.
    var currentIndex: Int? { window.currentIndex }
    /// The signed progress of the turn in flight (positive forward), 0 at rest.
    var progress: Double { turn?.signedProgress ?? 0 }
    /// Requests waiting for the brain to be at rest.
    var pendingRequestCount: Int { queue.requests.count }

    /// The sheet a turn on `step`'s side would bring, when its pages are loaded.
    func loadedSheet(_ step: PageStep) -> [Page]? {
        window.sheet(step, turnLength: configuration.turnLength)
    }

    /// Whether a whole turn is available on `step`'s side of the resting pages.
    func canTurn(_ step: PageStep) -> Bool {
        window.sheet(step, turnLength: configuration.turnLength) != nil
    }

    /// The appearance state last forwarded to `page`.
    func appearanceState(of page: Page) -> PageAppearance { appearance.state(of: page) }

    // MARK: Requests

    /// Shows `pages`: the resting pages, or the whole sheet of an animated turn.
    ///
    /// Runs now when the brain is at rest, otherwise after the turn in flight (a later
    /// request supersedes this one; its completion is then told `false`). Not animated
    /// when nothing is on screen yet or the container is not on screen.
    ///
    /// - Throws: ``PageViewManagerError`` when the count or the instances are wrong.
    func setPages(
        _ pages: [Page], index: Int? = nil, step: PageStep = .forward, animated: Bool,
        notifiesDelegate: Bool = false, completion: (@MainActor (Bool) -> Void)? = nil
    ) throws {
        if let error = Self.validationError(pages, animated: animated, configuration: configuration) {
            throw error
        }
        let kind = PageRequest<Page>.Kind.set(pages: pages, index: index, step: step, animated: animated)
        submit(PageRequest(kind: kind, notifiesDelegate: notifiesDelegate, completion: completion))
    }

    /// Turns to the neighbouring sheet on `step`'s side (resolved when the request runs);
    /// completes with `false` at the end of the book.
    func turn(
        _ step: PageStep, animated: Bool, notifiesDelegate: Bool = false,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        let kind = PageRequest<Page>.Kind.step(step, animated: animated)
        submit(PageRequest(kind: kind, notifiesDelegate: notifiesDelegate, completion: completion))
    }

    /// Keeps `distance` turns of pages alive on each side (at least 1), asking the data
    /// source for more or releasing the farthest; the resting pages stay. Waits for a turn in
    /// flight to end; the last distance asked for is the one kept.
    func setPreloadDistance(_ distance: Int) {
        submit(PageRequest(kind: .preload(distance), notifiesDelegate: false, completion: nil))
    }

    /// Asks the data source again for every neighbour, first replacing the resting pages
    /// with what `resolve` picks when it runs (an empty array clears the book).
    func reload(
        resolvingCurrent resolve: PageResolver<Page>? = nil, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        submit(PageRequest(kind: .reload(resolve: resolve), notifiesDelegate: false, completion: completion))
    }

    /// Changes the shape of the book (a new spine on rotation) and shows the pages
    /// `resolve` picks, ending any turn in flight first. Pages that do not fit the new
    /// shape are reported through ``PageViewManagerDelegate/didFail(_:)`` and leave the
    /// book as it was; `completion` says which happened.
    func reconfigure(
        _ newConfiguration: PageViewManagerConfiguration, resolvingCurrent resolve: @escaping PageResolver<Page>,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        let request = PageRequest<Page>(
            kind: .reconfigure(newConfiguration, resolve: resolve), notifiesDelegate: false, completion: completion)
        if depth > 0 {
            enqueue(request)
        } else {
            mutate { perform(request) }
        }
    }

    /// Why `pages` cannot be shown under `configuration`, if they cannot.
    static func validationError(
        _ pages: [Page], animated: Bool, configuration: PageViewManagerConfiguration
    ) -> PageViewManagerError? {
        configuration.validationError(for: pages, animated: animated)
    }

    /// What `page` is doing now, or `nil` when it has left the window.
    func role(of page: Page) -> PageRole? {
        if let turn {
            if turn.sheet.contains(where: { $0 === page }) { return .entering }
            if window.current.contains(where: { $0 === page }) { return .leaving }
        } else if window.current.contains(where: { $0 === page }) {
            return .resting
        }
        return window.contains(page) ? .hidden : nil
    }
}
