extension PageViewController {
    /// The settings fixed when a page view controller is created: UIKit's options
    /// dictionary as one typed value.
    ///
    /// ```swift
    /// let book = PageViewController(
    ///     transitionStyle: .pageCurl, navigationOrientation: .horizontal,
    ///     options: .init(spineLocation: .mid))
    /// let carousel = PageViewController(
    ///     transitionStyle: .scroll, navigationOrientation: .horizontal,
    ///     options: .init(interPageSpacing: 12))
    /// ```
    ///
    /// - Note: UIKit takes `[UIPageViewController.OptionsKey: Any]`; a mistyped value there
    ///   is silently ignored, here it does not compile.
    public struct Options: Hashable, Sendable {
        /// The spine of a curl book; `nil` picks the default (`.min` for curl). Ignored by
        /// the scroll style, whose spine is always `.none`.
        public var spineLocation: SpineLocation?
        /// The gap between pages in the scroll style, in points. Rounded up to an even
        /// number, negative values become 0; ignored by the curl style.
        public var interPageSpacing: Double
        /// How many turns' worth of pages are kept alive on each side of the visible ones
        /// (at least 1). Everything further away is released. The scroll style keeps more
        /// when its transition shows pages farther out (``PageTransition/reach``).
        ///
        /// - Note: A Folio addition; UIKit decides on its own and its children pile up.
        public var preloadDistance: Int
        /// Which pages share a spread when the spine is `.mid`: UIKit's pairing by default,
        /// or the cover alone on the right as in a printed book.
        ///
        /// - Note: A Folio addition.
        public var spreadPairing: SpreadPairing

        /// Creates options.
        ///
        /// - Parameters:
        ///   - spineLocation: The curl spine; `nil` for the style's default.
        ///   - interPageSpacing: The scroll-style gap between pages, in points.
        ///   - preloadDistance: Turns of pages kept alive on each side.
        ///   - spreadPairing: Which pages share a spread with a mid spine.
        public init(
            spineLocation: SpineLocation? = nil, interPageSpacing: Double = 0, preloadDistance: Int = 1,
            spreadPairing: SpreadPairing = .fromFirstPage
        ) {
            self.spineLocation = spineLocation
            self.interPageSpacing = interPageSpacing
            self.preloadDistance = preloadDistance
            self.spreadPairing = spreadPairing
        }
    }
}

extension PageViewController.Options {
    /// UIKit's rule for `interPageSpacing`: rounded up to an even number, never negative.
    static func normalizedSpacing(_ spacing: Double) -> Double {
        guard spacing.isFinite, spacing > 0 else { return 0 }
        return 2 * (spacing / 2).rounded(.up)
    }
}
