import FolioCore
import FolioRender
import Foundation

/// Links on a book's pages: where one is under a point, and where it goes.
extension Book {
    /// The link under `point` on page `index`, in the page's own coordinates (PDF points
    /// for a PDF page, the text layout's points for a typeset page); nil off links.
    func link(at point: Point, onPage index: Int) -> BookLink? {
        switch page(at: index) {
        case .pdf(let document, let pageIndex)?:
            guard let link = try? document.link(at: point, onPage: pageIndex) else { return nil }
            switch link.target {
            // A PDF book shows every page of its file, in order.
            case .page(let target, _): return self.page(at: target) == nil ? nil : .page(target)
            case .external(let address): return .external(address)
            }
        case .text(let page)?:
            guard let href = textPaginator?.document.link(at: point, on: page) else { return nil }
            return target(ofHref: href)
        default:
            return nil
        }
    }

    /// Where a link written `href` in the text goes: an anchor of the book (`#id`,
    /// `chapter.xhtml#id`, a chapter), or an address with a scheme outside it. Links to
    /// files that are not part of the book go nowhere.
    func target(ofHref href: String) -> BookLink? {
        if let position = anchors[href] ?? href.removingPercentEncoding.flatMap({ anchors[$0] }) {
            return .position(position)
        }
        // A fragment the book does not know still reaches its chapter.
        if let hash = href.firstIndex(of: "#"), let position = anchors[String(href[..<hash])] {
            return .position(position)
        }
        // An EPUB's later chapters are converted when a link first needs them.
        if !Self.hasScheme(href), let position = spineText?.position(ofHref: href) { return .position(position) }
        return Self.hasScheme(href) ? .external(href) : nil
    }

    /// The page `link` shows now.
    func pageIndex(of link: BookLink) -> Int? {
        switch link {
        case .page(let index): return index
        case .position(let position):
            return pageIndex(of: BookContentsEntry(title: "", position: position, depth: 0))
        case .external: return nil
        }
    }

    /// Whether `href` starts with a URI scheme (`https:`, `mailto:`).
    nonisolated static func hasScheme(_ href: String) -> Bool {
        guard let colon = href.firstIndex(of: ":"), colon != href.startIndex else { return false }
        let scheme = href[..<colon]
        return scheme.first?.isLetter == true && scheme.allSatisfy { $0.isLetter || $0.isNumber || "+-.".contains($0) }
    }
}
