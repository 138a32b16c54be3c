import FolioCore
import FolioRender

extension TypesetDocument {
    /// The destination of the link under `point` (in page coordinates) on `page`, as the
    /// text wrote it (a URL, `#fragment`, `chapter.xhtml#id`); nil off links.
    func link(at point: Point, on page: TextPage) -> String? {
        for placement in page.placements where placement.frame.insetBy(dx: -2, dy: -2).contains(point) {
            guard case .lines(let chunk, let lines) = placement.content,
                let links = item(at: placement.item)?.source?.preparedLinks(), !links.isEmpty,
                let paragraph = paragraph(at: placement.item)
            else { continue }
            // Laid out as the page drew it: the slice from the chunk, the first line shown
            // at the placement's top.
            let layout = ParagraphLayout(paragraph.slice(chunk), width: placement.frame.width)
            guard layout.lines.indices.contains(lines.lowerBound) else { continue }
            let top = layout.lines[lines.lowerBound].top
            let local = Point(x: point.x - placement.frame.minX, y: point.y - placement.frame.minY + top)
            guard let offset = layout.characterOffset(at: local) else { continue }
            let inParagraph = chunk.lowerBound + offset
            if let link = links.first(where: { $0.range.contains(inParagraph) }) { return link.link }
        }
        return nil
    }
}
