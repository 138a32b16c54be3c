public import FolioUI

extension PageViewController {
    /// Shows `viewControllers`, the counterpart of UIKit's method of the same name.
    ///
    /// ```swift
    /// try pages.setViewControllers([chapter2], direction: .forward, animated: true) { finished in
    ///     print("showing chapter 2: \(finished)")
    /// }
    /// ```
    ///
    /// Pass one view controller in the scroll style. In the curl style pass two for a mid
    /// spine; an animated turn of a double-sided book names its whole sheet in reading
    /// order (forward: the back of the current page, then the new page; reverse: the new
    /// page, then its back). The first call, with nothing on screen, never animates.
    ///
    /// A call made while the user drags, while a turn animates or from inside a delegate
    /// callback waits until the pages are at rest; a later call supersedes it (its
    /// completion then receives `false`). The delegate is never called; the completion is.
    ///
    /// - Parameters:
    ///   - viewControllers: The pages to show (UIKit's optional array; `nil` is an error).
    ///   - direction: Which way an animated turn goes.
    ///   - animated: Whether to animate (scroll or curl).
    ///   - completion: Called with `true` once the pages show, `false` when superseded.
    /// - Throws: ``PageViewControllerError`` for a wrong count, an instance used twice, or a
    ///   page that belongs to another container.
    /// - Note: UIKit raises an exception for a wrong count and crashes (internal assertion)
    ///   when called during a transition; Folio throws and queues.
    public func setViewControllers(
        _ viewControllers: [ViewController]?, direction: NavigationDirection, animated: Bool,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) throws {
        let pages = viewControllers ?? []
        if spineQuestion != nil {
            // Inside the spine delegate: the spine (and so the count) is not known yet.
            spineQuestion?.pages = pages
            spineQuestion?.completion = completion
            return
        }
        try validate(pages, animated: animated, configuration: manager.configuration)
        let index = pages.first.flatMap { pageIndex(of: $0) }
        try? manager.setPages(
            pages, index: index, step: direction.step, animated: animated,
            completion: { [weak self] finished in
                self?.refreshPageIndicator()
                completion?(finished)
            })
        flushPendingSettle()
    }

    /// Shows `viewControllers` and returns when they are on screen (`true`) or superseded
    /// by a later request (`false`).
    ///
    /// ```swift
    /// try await pages.setViewControllers([next], direction: .forward, animated: true)
    /// ```
    ///
    /// - Throws: ``PageViewControllerError``, as the completion-handler variant.
    @discardableResult
    public func setViewControllers(
        _ viewControllers: [ViewController]?, direction: NavigationDirection, animated: Bool
    ) async throws -> Bool {
        try await withCheckedThrowingContinuation { continuation in
            do {
                try setViewControllers(viewControllers, direction: direction, animated: animated) {
                    continuation.resume(returning: $0)
                }
            } catch {
                continuation.resume(throwing: error)
            }
        }
    }

    /// Shows the page at `index` of an index-based book, turning towards it when animated.
    ///
    /// - Parameters:
    ///   - index: The page number (wrapped in a looping book, clamped otherwise).
    ///   - animated: Whether to animate the turn.
    ///   - completion: Called with whether the page is shown (`false` without an index
    ///     data source, or when superseded).
    /// - Note: A Folio addition.
    public func setCurrentIndex(
        _ index: Int, animated: Bool = false, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        show(index: index, animated: animated, notifiesDelegate: false, completion: completion)
    }

    /// Turns one page (one sheet) forward or back, as a swipe would but without telling the
    /// delegate; completes with `false` at the end of the book.
    ///
    /// - Note: A Folio addition.
    public func turnPage(
        _ direction: NavigationDirection, animated: Bool = true, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        manager.turn(direction.step, animated: animated, completion: completion)
        flushPendingSettle()
    }

    /// Asks the data source again: for an index-based book the page count, the current
    /// page (kept where it is, or clamped into a shorter book) and its neighbours; for a
    /// UIKit-style one the neighbours. Runs once the pages are at rest.
    ///
    /// - Note: A Folio addition; UIKit users call `setViewControllers` again and hope.
    public func reloadData() {
        if case .indexed = source {
            manager.reload { [weak self] index, _ in
                self?.restingPages(near: index ?? 0) ?? ([], nil)
            }
        } else {
            manager.reload()
        }
        refreshPageIndicator()
    }

    /// Turns to `index` of an index-based book, the sheet chosen for the direction.
    func show(
        index target: Int, animated: Bool, notifiesDelegate: Bool, completion: (@MainActor (Bool) -> Void)?
    ) {
        let (resting, start) = restingPages(near: target)
        guard let start, !resting.isEmpty else {
            completion?(false)
            return
        }
        let configuration = manager.configuration
        let step: PageStep = start >= (manager.currentIndex ?? start) ? .forward : .reverse
        var sheet = resting
        var sheetIndex = start
        if animated, configuration.turnLength > configuration.spreadSize {
            // A double-sided single page: the sheet adds the back of the turning page.
            let backIndex = step == .forward ? start - 1 : start + 1
            guard let back = page(at: backIndex) else {
                completion?(false)
                return
            }
            sheet = step == .forward ? [back] + resting : resting + [back]
            sheetIndex = min(start, backIndex)
        }
        let finish: @MainActor (Bool) -> Void = { [weak self] finished in
            self?.refreshPageIndicator()
            completion?(finished)
        }
        do {
            try manager.setPages(
                sheet, index: sheetIndex, step: step, animated: animated, notifiesDelegate: notifiesDelegate,
                completion: finish)
        } catch {
            completion?(false)
        }
        flushPendingSettle()
    }

    /// Shows the first page of an index-based book if nothing is shown, or reports that a
    /// UIKit-style book appeared without a page.
    func showInitialPageIfNeeded() {
        guard manager.current.isEmpty, manager.pendingRequestCount == 0 else { return }
        if case .indexed = source, (numberOfPages ?? 0) > 0 {
            reloadData()
        } else {
            report(PageViewControllerError.noInitialViewController)
        }
    }

    /// Checks `pages` against UIKit's rules for `configuration`, with UIKit's messages.
    func validate(_ pages: [ViewController], animated: Bool, configuration: PageViewManagerConfiguration) throws {
        switch PageViewManager.validationError(pages, animated: animated, configuration: configuration) {
        case .pageCountMismatch(let provided, let required, let animated)?:
            throw animated
                ? PageViewControllerError.viewControllerCountMismatchForTransition(
                    provided: provided, required: required)
                : PageViewControllerError.viewControllerCountMismatchForSpineLocation(
                    provided: provided, required: required, spineLocation: spineLocation)
        case .duplicatePage(let first, let second)?:
            throw PageViewControllerError.duplicateViewController(first: first, second: second)
        case .duplicateNeighbour?, nil:
            break
        }
        for page in pages {
            if let parent = page.parent, parent !== self {
                throw PageViewControllerError.viewControllerHasParent(child: page.debugLabel, parent: parent.debugLabel)
            }
        }
    }
}
