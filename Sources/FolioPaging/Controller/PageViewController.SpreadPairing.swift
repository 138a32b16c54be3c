extension PageViewController {
    /// Which pages of an index-based book share a spread when the spine is `.mid`.
    ///
    /// ```swift
    /// let book = PageViewController(
    ///     transitionStyle: .pageCurl, navigationOrientation: .horizontal,
    ///     options: .init(spineLocation: .mid, spreadPairing: .coverAlone))
    /// ```
    ///
    /// - Note: A Folio addition. UIKit always pairs pages as ``fromFirstPage`` does, and
    ///   that stays the default; ``coverAlone`` is how printed books, Apple Books and
    ///   StPageFlip's `showCover` lay out a spread.
    public enum SpreadPairing: Hashable, Sendable {
        /// UIKit's pairing: pages 0 and 1, 2 and 3, and so on.
        case fromFirstPage
        /// A printed book's pairing: the cover (page 0) alone on the right, then pages 1 and
        /// 2, 3 and 4, and so on; a last page that falls on the left is alone there too.
        /// The empty half is a blank, transparent page the page view controller supplies
        /// itself; the data source is never asked for it. Applies to index-based data
        /// sources (``PageViewController/indexDataSource``, ``PageViewController/setPages(_:startingAt:)``)
        /// that do not loop, and only while the spine is `.mid`.
        case coverAlone
    }
}
