package import FolioCore

/// The text of one PDF page with each character's place on it, in points from the page's top
/// left: a selection's carets, highlight and copied text, made by
/// `PDFDocument.textLayout(onPage:)`.
///
/// A caret offset is a place between characters, from 0 (before the first) to the number of
/// characters (after the last), in reading order.
package struct PDFPageText: Sendable, Equatable {
    /// The page's characters in reading order; a line break ends each printed line.
    package let scalars: [Unicode.Scalar]
    /// Where each character is printed, one rectangle per element of ``scalars``.
    package let rects: [Rect]

    package init(scalars: [Unicode.Scalar], rects: [Rect]) {
        let count = min(scalars.count, rects.count)
        self.scalars = Array(scalars.prefix(count))
        self.rects = Array(rects.prefix(count))
    }

    /// No text: a page without any, or one whose text could not be read.
    package static let empty = PDFPageText(scalars: [], rects: [])

    /// The number of characters.
    package var count: Int { scalars.count }

    /// The caret nearest `point`: before or after the character on the same printed line
    /// closest to it (the line's end for a point right of it), else on the nearest line.
    /// Line breaks and characters with no area are never picked.
    package func caretOffset(nearest point: Point) -> Int {
        guard point.x.isFinite, point.y.isFinite else { return 0 }
        var best: (index: Int, dy: Double, dx: Double)?
        for (index, rect) in rects.enumerated() where rect.width > 0 && rect.height > 0 {
            guard !Self.isLineBreak(scalars[index]) else { continue }
            let dy = max(rect.minY - point.y, point.y - rect.maxY, 0)
            let dx = max(rect.minX - point.x, point.x - rect.maxX, 0)
            if let current = best, (current.dy, current.dx) <= (dy, dx) { continue }
            best = (index, dy, dx)
        }
        guard let best else { return 0 }
        return point.x > rects[best.index].midX ? best.index + 1 : best.index
    }

    /// The text between two carets, in reading order.
    package func text(in range: Range<Int>) -> String {
        let clamped = range.clamped(to: 0..<count)
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[clamped])
        return String(view)
    }

    /// The rectangles a highlight of `range` paints: the characters' rectangles joined along
    /// each printed line, top to bottom.
    package func rects(in range: Range<Int>) -> [Rect] {
        var joined: [Rect] = []
        for index in range.clamped(to: 0..<count) {
            let rect = rects[index]
            guard rect.width > 0, rect.height > 0, !Self.isLineBreak(scalars[index]) else { continue }
            if let last = joined.last, Self.sameLine(last, rect) {
                joined[joined.count - 1] = last.union(rect)
            } else {
                joined.append(rect)
            }
        }
        return joined
    }

    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\r"
    }

    /// Whether `next` continues the line `line` ends with: it overlaps its height by half and
    /// does not start far before it.
    private static func sameLine(_ line: Rect, _ next: Rect) -> Bool {
        let overlap = min(line.maxY, next.maxY) - max(line.minY, next.minY)
        return overlap >= min(line.height, next.height) / 2 && next.minX >= line.maxX - line.height
    }
}
