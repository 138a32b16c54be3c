import FolioUI

extension PageViewController {
    /// Where the reader is, as a screen reader says it: "Page 3 of 10" ("Page 3" when the
    /// count is unknown, "Pages 4 and 5 of 10" for a spread, "Page iii (3 of 397)" for a page
    /// the index data source gives a label, "Page 61 of about 940" for a count it says so);
    /// `nil` before the first page.
    ///
    /// It is the `View.accessibilityValue` of the page view controller's view, whose
    /// `View.accessibilityIncrement()` and `View.accessibilityDecrement()` turn pages (the
    /// delegate hears about those turns like gestures), and it is posted as a
    /// `AccessibilityNotification.pageScrolled(_:)` notification after every page change.
    /// Numbers come from ``currentIndex`` and ``numberOfPages`` with an index-based data
    /// source, otherwise from the data source's presentation index and count.
    ///
    /// - Note: A Folio addition: VoiceOver cannot page a `UIPageViewController` on its own.
    public var pagePositionDescription: String? {
        guard let (index, count) = pagePosition else { return nil }
        let spokenCount = indexDataSource?.accessibilityPageCount(in: self) ?? count.map { "\($0)" }
        let total = spokenCount.map { " of \($0)" } ?? ""
        let labels = isShowingSpread(at: index, count: count) ? [index, index + 1].map(pageLabel) : [pageLabel(index)]
        guard labels.contains(where: { $0 != nil }) else {
            return labels.count == 2 ? "Pages \(index + 1) and \(index + 2)\(total)" : "Page \(index + 1)\(total)"
        }
        let names = labels.enumerated().map { $1 ?? "\(index + $0 + 1)" }
        let numbers = labels.count == 2 ? "\(index + 1)–\(index + 2)" : "\(index + 1)"
        let place = labels.count == 2 ? "Pages \(names[0]) and \(names[1])" : "Page \(names[0])"
        return "\(place) (\(numbers)\(total))"
    }

    /// Whether two pages face each other at `index`: a spread without a blank half.
    private func isShowingSpread(at index: Int, count: Int?) -> Bool {
        let facesABlank = manager.current.contains { $0 is BlankPageViewController }
        return manager.configuration.spreadSize == 2 && !facesABlank && (count.map { index + 1 < $0 } ?? true)
    }

    /// The index data source's label for a page, when it has one that is not empty.
    private func pageLabel(_ index: Int) -> String? {
        guard let label = indexDataSource?.pageViewController(self, accessibilityLabelForPageAt: index),
            !label.isEmpty
        else { return nil }
        return label
    }

    /// The zero-based index and the count to describe, when known.
    var pagePosition: (index: Int, count: Int?)? {
        if let index = currentIndex { return (index, numberOfPages) }
        if let indicator = pageIndicator { return (indicator.currentPage, indicator.numberOfPages) }
        return nil
    }

    /// A turn asked for by an assistive technology: a user action, so the delegate hears it.
    func turnFromAssistiveTechnology(_ step: PageStep) {
        noteUserActivity()
        manager.turn(step, animated: true, notifiesDelegate: true)
        flushPendingSettle()
    }

    /// Posts the new position once the resting pages changed place. Pages made again where
    /// the reader already is (a reload, a count that grows while a long book is laid out)
    /// are not announced again.
    func announcePageIfChanged() {
        let current = manager.current.map(ObjectIdentifier.init)
        guard manager.phase == .idle, current != announcedPages else { return }
        announcedPages = current
        refreshPageIndicator()
        guard let description = pagePositionDescription, let place = describedPages, place != announcedPlace
        else { return }
        let isFirst = announcedPlace == nil
        announcedPlace = place
        guard !isFirst, let view = viewIfLoaded else { return }
        view.postAccessibilityNotification(.pageScrolled(description))
    }

    /// The indices of the pages ``pagePositionDescription`` names: the place, without the
    /// count (which a page label's own words could not be told apart from).
    private var describedPages: [Int]? {
        guard let (index, count) = pagePosition else { return nil }
        return isShowingSpread(at: index, count: count) ? [index, index + 1] : [index]
    }
}
