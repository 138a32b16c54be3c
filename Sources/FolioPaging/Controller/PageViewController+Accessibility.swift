extension PageViewController {
    /// What a screen reader says for the book: "Page 3 of 10" (or "Page 3" when the count
    /// is unknown, "Pages 4 and 5 of 10" for a spread); empty before the first page.
    ///
    /// Numbers come from ``currentIndex`` and ``numberOfPages`` with an index-based data
    /// source, otherwise from the data source's presentation index and count.
    ///
    /// - Note: A Folio addition: VoiceOver cannot page a `UIPageViewController` on its own.
    public var accessibilityValue: String {
        guard let (index, count) = pagePosition else { return "" }
        let total = count.map { " of \($0)" } ?? ""
        if manager.configuration.spreadSize == 2, let count, index + 1 < count {
            return "Pages \(index + 1) and \(index + 2)\(total)"
        }
        return "Page \(index + 1)\(total)"
    }

    /// Turns forward, as a screen reader's swipe up does ("increment"); the delegate hears
    /// about it like a gesture.
    public func accessibilityIncrement() {
        manager.turn(.forward, animated: true, notifiesDelegate: true)
        flushPendingSettle()
    }

    /// Turns back, as a screen reader's swipe down does ("decrement").
    public func accessibilityDecrement() {
        manager.turn(.reverse, animated: true, notifiesDelegate: true)
        flushPendingSettle()
    }

    /// The zero-based index and the count to announce, when known.
    var pagePosition: (index: Int, count: Int?)? {
        if let index = currentIndex { return (index, numberOfPages) }
        if let indicator = pageIndicator { return (indicator.currentPage, indicator.numberOfPages) }
        return nil
    }

    /// Announces the page after a change.
    func announcePage() {
        let value = accessibilityValue
        guard !value.isEmpty else { return }
        accessibilityAnnouncementHandler?(value)
    }
}
