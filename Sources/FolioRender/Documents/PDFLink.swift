public import FolioCore

/// A link on a PDF page: the area a click follows it in, and where it goes.
///
/// ```swift
/// if let link = try document.link(at: tap, onPage: index), let page = link.target.pageIndex {
///     pageViewController.setCurrentIndex(page, animated: false)
/// }
/// ```
public struct PDFLink: Hashable, Sendable {
    /// The link's area in points, from the page's top-left corner (as ``PDFDocument/pageSize(at:)``
    /// measures the page), not PDF's bottom-left.
    public var frame: Rect
    /// Where the link goes.
    public var target: PDFLinkTarget

    /// - Parameters:
    ///   - frame: The area in points from the page's top left.
    ///   - target: Where the link goes.
    public init(frame: Rect, target: PDFLinkTarget) {
        self.frame = frame
        self.target = target
    }
}
