/// What the built-in page indicator shows.
public struct PageIndicatorState: Hashable, Sendable {
    /// The number of dots.
    public var numberOfPages: Int
    /// The highlighted dot.
    public var currentPage: Int
}

extension PageViewController {
    /// Whether the built-in page indicator can appear at all (UIKit's rule): the scroll
    /// style, horizontal, with a data source answering both presentation questions.
    public var showsPageIndicator: Bool { pageIndicator != nil }

    /// Asks the data source for the indicator's values; called after `setViewControllers`
    /// and when the data source is set. A count below 1 or an index outside the count is
    /// ignored (the last good values stay).
    func refreshPageIndicator() {
        guard transitionStyle == .scroll, navigationOrientation == .horizontal,
            case .linked(let box) = source, let source = box.value,
            let count = source.presentationCount(for: self),
            let index = source.presentationIndex(for: self)
        else {
            if !isLinkedWithIndicator { pageIndicator = nil }
            return
        }
        guard count >= 1, (0..<count).contains(index) else { return }
        pageIndicator = PageIndicatorState(numberOfPages: count, currentPage: index)
    }

    /// Whether the current data source still qualifies for an indicator (so that ignored
    /// values keep the last good ones rather than removing it).
    private var isLinkedWithIndicator: Bool {
        guard transitionStyle == .scroll, navigationOrientation == .horizontal, case .linked(let box) = source,
            let source = box.value
        else { return false }
        return source.presentationCount(for: self) != nil && source.presentationIndex(for: self) != nil
    }
}
