import FolioUI

extension PageViewController {
    /// Where the reader is, as a screen reader says it: "Page 3 of 10" ("Page 3" when the
    /// count is unknown, "Pages 4 and 5 of 10" for a spread); `nil` before the first page.
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
        let total = count.map { " of \($0)" } ?? ""
        let facesABlank = manager.current.contains { $0 is BlankPageViewController }
        if manager.configuration.spreadSize == 2, !facesABlank, count.map({ index + 1 < $0 }) ?? true {
            return "Pages \(index + 1) and \(index + 2)\(total)"
        }
        return "Page \(index + 1)\(total)"
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

    /// Posts the new position once the resting pages changed.
    func announcePageIfChanged() {
        let current = manager.current.map(ObjectIdentifier.init)
        guard manager.phase == .idle, current != announcedPages else { return }
        let isFirst = announcedPages.isEmpty
        announcedPages = current
        refreshPageIndicator()
        guard !isFirst, let description = pagePositionDescription, let view = viewIfLoaded else { return }
        view.postAccessibilityNotification(.pageScrolled(description))
    }
}
