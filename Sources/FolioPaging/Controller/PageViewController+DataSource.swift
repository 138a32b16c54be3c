internal import FolioCore
public import FolioUI

extension PageViewController {
    /// Supplies the pages before and after the visible ones (held weakly). Setting it asks
    /// again for the neighbours and for the page indicator's values; `nil` disables
    /// gesture navigation. Setting it replaces any ``indexDataSource``.
    public var dataSource: (any PageViewControllerDataSource)? {
        get {
            if case .linked(let box) = source { box.object } else { nil }
        }
        set {
            source = newValue.map { .linked(WeakBox($0)) } ?? .none
            ownedArraySource = nil
            manager.reload()
            refreshPageIndicator()
        }
    }

    /// Supplies pages by number (held weakly), which gives the page view controller a
    /// ``currentIndex``, jumps, ``reloadData()``, looping and "page N of M". Setting it
    /// replaces any ``dataSource`` and shows the current index (page 0 at first).
    ///
    /// - Note: A Folio addition.
    public var indexDataSource: (any PageViewControllerIndexDataSource)? {
        get {
            if case .indexed(let box) = source { box.object } else { nil }
        }
        set {
            source = newValue.map { .indexed(WeakBox($0)) } ?? .none
            if newValue !== ownedArraySource { ownedArraySource = nil }
            reloadData()
        }
    }

    /// Shows `viewControllers` as the whole book, through an array data source the page
    /// view controller keeps.
    ///
    /// ```swift
    /// try onboarding.setPages([welcome, features, signIn])
    /// ```
    ///
    /// - Parameters:
    ///   - viewControllers: The pages, in reading order, each instance once.
    ///   - index: The page to show first.
    /// - Throws: ``PageViewControllerError/duplicateViewController(first:second:)`` when an
    ///   instance appears twice.
    public func setPages(_ viewControllers: [ViewController], startingAt index: Int = 0) throws {
        for (first, page) in viewControllers.enumerated() {
            if let second = viewControllers[(first + 1)...].firstIndex(where: { $0 === page }) {
                throw PageViewControllerError.duplicateViewController(first: first, second: second)
            }
        }
        let array = PageArrayDataSource(viewControllers)
        ownedArraySource = array
        source = .indexed(WeakBox(array))
        manager.reload { [weak self] _, _ in self?.restingPages(near: index) ?? ([], nil) }
        refreshPageIndicator()
    }

    /// The number of pages of an index-based book, `nil` with a UIKit-style data source.
    public var numberOfPages: Int? {
        guard case .indexed(let box) = source, let source = box.object else { return nil }
        return max(source.numberOfPages(in: self), 0)
    }

    /// The index of the first page on screen: always the page shown at rest (during a turn,
    /// the page the turn started from). `nil` without an index-based data source (or
    /// before the first page). Looping books report an index in `0..<numberOfPages`.
    ///
    /// - Note: A Folio addition; UIKit users track it by hand and it drifts.
    public var currentIndex: Int? {
        guard let index = manager.currentIndex, let count = numberOfPages, count > 0 else { return nil }
        if loops { return ((index % count) + count) % count }
        // The blank facing a cover is not a page of the book: the cover is the first.
        return isPairingCoverAlone ? max(index, 0) : index
    }

    /// Where the reader is between pages, as a fractional index: ``currentIndex`` plus how
    /// far the pages have moved towards the next (or previous) one; 2.25 while a quarter of
    /// the way from page 2 to page 3. `nil` without an index-based data source.
    ///
    /// - Note: A Folio addition; read it from
    ///   ``PageViewControllerDelegate/pageViewController(_:didUpdateProgress:)`` to drive a
    ///   custom indicator.
    public var fractionalPageIndex: Double? {
        currentIndex.map { Double($0) + manager.progress * Double(manager.configuration.turnLength) }
    }

    /// Whether indices wrap: ``isInfinite`` with at least three pages.
    var loops: Bool { isInfinite && (numberOfPages ?? 0) >= 3 }

    /// The neighbour of `page` one page away, from the data source, or `nil` (end of the
    /// book, no data source, or an answer that cannot be shown).
    func neighbour(_ step: PageStep, of page: ViewController, index: Int?) -> ViewController? {
        let answer: ViewController?
        switch source {
        case .none:
            answer = nil
        case .linked(let box):
            guard let source = box.object else { return nil }
            answer =
                step == .forward
                ? source.pageViewController(self, viewControllerAfter: page)
                : source.pageViewController(self, viewControllerBefore: page)
        case .indexed:
            answer = index.flatMap { self.page(at: $0 + step.sign) }
        }
        guard let answer else { return nil }
        if let parent = answer.parent, parent !== self {
            report(PageViewControllerError.viewControllerHasParent(child: answer.debugLabel, parent: parent.debugLabel))
            return nil
        }
        return answer
    }

    /// The page at a (possibly wrapped) index of an index-based book; in a
    /// ``SpreadPairing/coverAlone`` spread, the blank before the cover (-1) or after a last
    /// page on the left (the page count, when it is even).
    func page(at index: Int, spreadSize: Int? = nil) -> ViewController? {
        guard case .indexed(let box) = source, let source = box.object else { return nil }
        let count = source.numberOfPages(in: self)
        if pairsCoverAlone(spreadSize: spreadSize ?? manager.configuration.spreadSize),
            index == -1 || (index == count && count % 2 == 0)
        {
            return blankPage(at: index)
        }
        let wrapped = loops ? ((index % count) + count) % count : index
        guard (0..<count).contains(wrapped) else { return nil }
        return source.pageViewController(self, viewControllerAt: wrapped)
    }

    /// Whether spreads of `spreadSize` pages put the cover alone: asked for, in a spread,
    /// in a book that does not loop.
    func pairsCoverAlone(spreadSize: Int) -> Bool {
        spreadPairing == .coverAlone && spreadSize == 2 && !loops
    }

    /// Whether the book shows its cover alone now.
    var isPairingCoverAlone: Bool { pairsCoverAlone(spreadSize: manager.configuration.spreadSize) }

    private func blankPage(at index: Int) -> BlankPageViewController {
        if let blank = blankPages[index] { return blank }
        // Only the two ends can be blank; forget blanks of a book that changed length.
        blankPages = blankPages.filter { $0.key == -1 }
        let blank = BlankPageViewController(index: index)
        blankPages[index] = blank
        return blank
    }

    /// The resting pages nearest `index` (clamped to the book, a spread starting on an even
    /// page, or on an odd one when the cover is alone), for reloads and jumps of index-based
    /// books; `spreadSize` is the current configuration's unless given.
    func restingPages(near index: Int, spreadSize: Int? = nil) -> (pages: [ViewController], index: Int?) {
        guard let count = numberOfPages, count > 0 else { return ([], nil) }
        let spread = spreadSize ?? manager.configuration.spreadSize
        var start = loops ? index : min(max(index, 0), count - 1)
        if pairsCoverAlone(spreadSize: spread) {
            start -= ((start + 1) % 2 + 2) % 2
        } else if spread == 2 {
            start -= ((start % 2) + 2) % 2
        }
        let pages = (0..<spread).compactMap { page(at: start + $0, spreadSize: spread) }
        guard pages.count == spread, !pages.contains(where: { $0.parent != nil && $0.parent !== self }) else {
            return ([], nil)
        }
        return (pages, start)
    }

    /// The index of `page` in an index-based book, when it can be known: the array source
    /// searches its list; otherwise a page the book shows (or keeps) has a known slot.
    func pageIndex(of page: ViewController) -> Int? {
        if let blank = page as? BlankPageViewController { return blank.index }
        if case .indexed(let box) = source, let array = box.object as? PageArrayDataSource {
            return array.index(of: page)
        }
        guard let currentIndex = manager.currentIndex else { return nil }
        let pages = manager.window.pages
        guard let offset = pages.firstIndex(where: { $0 === page }) else { return nil }
        return currentIndex - manager.window.before.count + offset
    }
}

extension ViewController {
    /// A name for error messages: the title, or the type.
    var debugLabel: String {
        let type = String(describing: Swift.type(of: self))
        guard let title, !title.isEmpty else { return type }
        return "\(type) \"\(title)\""
    }
}
