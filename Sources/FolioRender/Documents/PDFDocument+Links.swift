internal import CPoppler
public import FolioCore

extension PDFDocument {
    /// The most links read from one page.
    public static let maximumLinksPerPage = 10_000

    /// The links on page `index`, in the order the page lists them, each with its area in
    /// points from the page's top left and its target resolved (named destinations to
    /// their page). Links to another file, to a program or to a script are left out.
    ///
    /// - Throws: ``PDFDocumentError/pageOutOfRange(index:pageCount:)``.
    public func links(onPage index: Int) throws(PDFDocumentError) -> [PDFLink] {
        let page = try self.page(at: index)
        defer { g_object_unref(UnsafeMutableRawPointer(page)) }
        var width = 0.0
        var height = 0.0
        poppler_page_get_size(page, &width, &height)
        guard let mapping = poppler_page_get_link_mapping(page) else { return [] }
        defer { poppler_page_free_link_mapping(mapping) }
        var links: [PDFLink] = []
        var node: UnsafeMutablePointer<GList>? = mapping
        while let current = node, links.count < Self.maximumLinksPerPage {
            node = current.pointee.next
            guard let entry = current.pointee.data?.assumingMemoryBound(to: PopplerLinkMapping.self),
                let action = entry.pointee.action, let target = target(of: action)
            else { continue }
            let area = entry.pointee.area
            // Poppler measures from the page's bottom left; a view from its top left.
            let frame = Rect(
                x: min(area.x1, area.x2), y: height - max(area.y1, area.y2), width: abs(area.x2 - area.x1),
                height: abs(area.y2 - area.y1))
            guard [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].allSatisfy(\.isFinite) else {
                continue
            }
            links.append(PDFLink(frame: frame, target: target))
        }
        // Poppler lists a page's links last first.
        return links.reversed()
    }

    /// The link under `point` (in points from the top left of page `index`): where a tap
    /// on the page should go instead of turning it. Where links overlap, the smallest wins,
    /// as a reference inside a larger linked block is the one meant.
    ///
    /// ```swift
    /// let point = Point(x: tap.x / scale, y: tap.y / scale)   // view points to page points
    /// if let link = try document.link(at: point, onPage: shown) { follow(link.target) }
    /// ```
    ///
    /// - Throws: ``PDFDocumentError/pageOutOfRange(index:pageCount:)``.
    public func link(at point: Point, onPage index: Int) throws(PDFDocumentError) -> PDFLink? {
        try links(onPage: index).filter { $0.frame.contains(point) }
            .min { $0.frame.size.width * $0.frame.size.height < $1.frame.size.width * $1.frame.size.height }
    }
}
