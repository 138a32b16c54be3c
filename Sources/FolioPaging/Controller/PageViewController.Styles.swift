extension PageViewController {
    /// How pages move, the counterpart of `UIPageViewController.TransitionStyle`; the raw
    /// values are UIKit's.
    public enum TransitionStyle: Int, Hashable, Sendable {
        /// Pages turn like the pages of a book, curling about the spine.
        case pageCurl
        /// Pages slide side by side, like a paging scroll view.
        case scroll
    }

    /// The axis pages move along, the counterpart of `UIPageViewController.NavigationOrientation`.
    public enum NavigationOrientation: Int, Hashable, Sendable {
        /// Pages move left and right; forward is right to left, like a book.
        case horizontal
        /// Pages move up and down; forward is bottom to top, like a wall calendar.
        case vertical
    }

    /// Which way a programmatic navigation goes, the counterpart of
    /// `UIPageViewController.NavigationDirection`.
    public enum NavigationDirection: Int, Hashable, Sendable {
        /// Towards the pages the data source puts after the current one.
        case forward
        /// Towards the pages the data source puts before the current one.
        case reverse

        var step: PageStep { self == .forward ? .forward : .reverse }

        init(_ step: PageStep) { self = step == .forward ? .forward : .reverse }
    }

    /// Where the spine of a curling book is, the counterpart of
    /// `UIPageViewController.SpineLocation`.
    public enum SpineLocation: Int, Hashable, Sendable, CustomStringConvertible {
        /// No spine: the scroll style (and what curl books never have).
        case none
        /// At the left (or top) edge: one page at a time.
        case min
        /// In the middle: a two-page spread, always double-sided.
        case mid
        /// At the right (or bottom) edge: one page at a time, read right to left.
        case max

        public var description: String { "PageViewController.SpineLocation.\(name)" }

        private var name: String {
            switch self {
            case .none: "none"
            case .min: "min"
            case .mid: "mid"
            case .max: "max"
            }
        }
    }
}
