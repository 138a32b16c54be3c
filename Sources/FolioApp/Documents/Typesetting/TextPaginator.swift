import FolioCore
import FolioRender
import Foundation

/// Flows a ``TypesetDocument`` onto pages, one page at a time, as they are asked for.
///
/// Line breaking is Pango's (``ParagraphLayout``): a page takes the lines of a paragraph
/// that fit, and the next page starts at the first line that did not. A long paragraph is
/// laid out a page's worth of text at a time (growing the slice only when it does not fill
/// the page), so the work per page is bounded and a 10 MB line paginates in linear time.
/// Headings are never the last thing on a page.
///
/// Pages start at ``RichPosition``s; ``pageIndex(containing:)`` finds the page showing a
/// position after the layout changed, which is how the reader keeps its place.
@MainActor
final class TextPaginator {
    let document: TypesetDocument
    var layout: TextPageLayout { document.layout }
    private(set) var pages: [TextPage] = []
    /// Where the next page starts.
    private var cursor = RichPosition.start
    /// Whether every page has been laid out.
    private(set) var isComplete = false
    private var tables: [Int: TableGeometry] = [:]
    private var imageSizes: [Int: Size] = [:]

    init(_ document: TypesetDocument) {
        self.document = document
        isComplete = document.items.isEmpty
    }

    /// Page `index`, laying out pages up to it first; nil past the end.
    func page(at index: Int) -> TextPage? {
        guard index >= 0 else { return nil }
        while pages.count <= index, !isComplete { layOutNextPage() }
        return index < pages.count ? pages[index] : nil
    }

    /// Lays out every remaining page.
    func paginateAll() {
        while !isComplete { layOutNextPage() }
    }

    /// The index of the page that shows `position` (the last page starting at or before
    /// it), laying out pages as far as needed.
    func pageIndex(containing position: RichPosition) -> Int {
        var index = 0
        while let page = self.page(at: index + 1), page.start <= position { index += 1 }
        return index
    }

    // MARK: Laying out one page

    private var area: Rect { layout.textArea }

    private func layOutNextPage() {
        let start = cursor
        var placements: [TextPage.Placement] = []
        var y = area.minY
        var position = cursor
        pageLoop: while position.item < document.items.count {
            let item = document.items[position.item]
            let spacing = placements.isEmpty ? 0 : item.spaceBefore
            let top = y + spacing
            let available = area.maxY - top
            let x = area.minX + item.indent
            let width = max(area.width - item.indent, 1)
            switch item.content {
            case .text, .code:
                guard
                    let result = placeLines(
                        of: position, width: width, available: available, pageIsEmpty: placements.isEmpty)
                else { break pageLoop }
                if item.keepsWithNext, !placements.isEmpty, result.next.item == position.item + 1,
                    top + result.height + followingLineHeight(after: position.item) > area.maxY
                {
                    break pageLoop
                }
                placements.append(
                    TextPage.Placement(
                        item: position.item, content: .lines(chunk: result.chunk, lines: result.lines),
                        frame: Rect(x: x, y: top, width: width, height: result.height), text: result.text))
                y = top + result.height
                let finished = result.next.item != position.item
                position = result.next
                if !finished { break pageLoop }
            case .pageBreak:
                position = RichPosition(item: position.item + 1)
                if !placements.isEmpty { break pageLoop }
            case .rule:
                let height = layout.blockSpacing * 2
                if height > available, !placements.isEmpty { break pageLoop }
                placements.append(
                    TextPage.Placement(
                        item: position.item, content: .rule, frame: Rect(x: x, y: top, width: width, height: height),
                        text: "—"))
                y = top + height
                position = RichPosition(item: position.item + 1)
            case .image(let image):
                let size = imageSize(item: position.item, image, width: width)
                if size.height > available, !placements.isEmpty { break pageLoop }
                let frame = Rect(x: x + (width - size.width) / 2, y: top, width: size.width, height: size.height)
                placements.append(
                    TextPage.Placement(item: position.item, content: .image, frame: frame, text: image.altText))
                y = top + size.height
                position = RichPosition(item: position.item + 1)
            case .table(let table):
                let geometry = tableGeometry(item: position.item, table, width: width)
                var row = position.offset
                var height = 0.0
                while row < geometry.rowHeights.count,
                    height + geometry.rowHeights[row] <= available || (placements.isEmpty && row == position.offset)
                {
                    height += geometry.rowHeights[row]
                    row += 1
                }
                if row == position.offset {
                    if geometry.rowHeights.isEmpty {
                        position = RichPosition(item: position.item + 1)
                        continue
                    }
                    break pageLoop
                }
                let text = geometry.cells[position.offset..<row].map { cells in
                    cells.map { Self.visible($0.text) }.joined(separator: " | ")
                }.joined(separator: "\n")
                placements.append(
                    TextPage.Placement(
                        item: position.item, content: .rows(position.offset..<row),
                        frame: Rect(x: x, y: top, width: geometry.width, height: height), text: text))
                y = top + height
                if row < geometry.rowHeights.count {
                    position = RichPosition(item: position.item, offset: row)
                    break pageLoop
                }
                position = RichPosition(item: position.item + 1)
            }
        }
        cursor = position
        if !placements.isEmpty { pages.append(TextPage(placements: placements, start: start)) }
        if position.item >= document.items.count || placements.isEmpty { isComplete = true }
    }

    private struct LinesResult {
        var chunk: Range<Int>
        var lines: Range<Int>
        var height: Double
        var next: RichPosition
        var text: String
    }

    /// The lines of the text item at `position` that fit in `available` points; nil when
    /// none fit and the page already has something on it.
    private func placeLines(of position: RichPosition, width: Double, available: Double, pageIsEmpty: Bool)
        -> LinesResult?
    {
        guard let paragraph = document.paragraph(at: position.item) else {
            return LinesResult(
                chunk: 0..<0, lines: 0..<0, height: 0, next: RichPosition(item: position.item + 1), text: "")
        }
        let total = paragraph.text.utf8.count
        var size = initialChunkBytes(paragraph, width: width)
        while true {
            let end = position.offset + size >= total ? total : paragraph.boundary(before: position.offset + size)
            let chunk = position.offset..<max(end, min(position.offset + 1, total))
            let slice = paragraph.slice(chunk)
            let laidOut = ParagraphLayout(slice, width: width)
            var usable = laidOut.lines
            let reachesEnd = chunk.upperBound >= total
            if !reachesEnd, usable.count > 1 { usable.removeLast() }
            guard let first = usable.first else {
                return LinesResult(
                    chunk: chunk, lines: 0..<0, height: 0, next: RichPosition(item: position.item + 1), text: "")
            }
            var count = 0
            while count < usable.count, usable[count].bottom - first.top <= available { count += 1 }
            if count == usable.count, !reachesEnd, laidOut.lines.count > 1 || size < total {
                // The slice did not fill the page: lay out more of the paragraph.
                let (doubled, overflow) = size.multipliedReportingOverflow(by: 2)
                size = overflow ? total : doubled
                continue
            }
            if count == 0 {
                guard pageIsEmpty else { return nil }
                count = 1  // Not even one line fits an empty page: place it anyway, to progress.
            }
            let height = usable[count - 1].bottom - first.top
            let nextOffset =
                count < laidOut.lines.count ? chunk.lowerBound + laidOut.lines[count].range.lowerBound : total
            let next =
                nextOffset >= total
                ? RichPosition(item: position.item + 1) : RichPosition(item: position.item, offset: nextOffset)
            let textEnd = count < laidOut.lines.count ? laidOut.lines[count].range.lowerBound : slice.text.utf8.count
            let utf8 = slice.text.utf8
            let text = String(slice.text[utf8.startIndex..<utf8.index(utf8.startIndex, offsetBy: textEnd)])
            return LinesResult(chunk: chunk, lines: 0..<count, height: height, next: next, text: Self.visible(text))
        }
    }

    /// A little more than a page holds of this paragraph's text, so that most pages need one
    /// layout; at least 2 KB.
    private func initialChunkBytes(_ paragraph: StyledParagraph, width: Double) -> Int {
        let size = max(paragraph.font.size, 1)
        let perLine = width / (size * 0.4)
        let lines = area.height / (size * 1.1)
        let estimate = perLine * lines * 1.25
        return estimate.isFinite ? max(2048, Int(min(estimate, 1_048_576.0))) : 2048
    }

    /// The height of the first line of the item after `index` plus the space before it: what
    /// a heading needs below it on its page.
    private func followingLineHeight(after index: Int) -> Double {
        let next = index + 1
        guard next < document.items.count else { return 0 }
        let item = document.items[next]
        guard let paragraph = document.paragraph(at: next) else {
            return item.spaceBefore + layout.body.font.size * 1.3
        }
        let slice = paragraph.slice(0..<paragraph.boundary(before: 256))
        let laidOut = ParagraphLayout(slice, width: max(area.width - item.indent, 1))
        return item.spaceBefore + (laidOut.lines.first.map { $0.bottom - $0.top } ?? 0)
    }

    func tableGeometry(item: Int, _ table: TypesetTable, width: Double) -> TableGeometry {
        if let cached = tables[item] { return cached }
        let geometry = TableGeometry(table, width: width)
        tables[item] = geometry
        return geometry
    }

    /// The size a picture is shown at: its size in points (pixels at 96 dpi shown at 72),
    /// scaled down to fit the column and the page.
    private func imageSize(item: Int, _ image: RichImage, width: Double) -> Size {
        if let cached = imageSizes[item] { return cached }
        var natural = Size(width: width, height: layout.body.font.size * 1.5)
        var data: Data?
        switch image.source {
        case .file(let path):
            let bytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
            if bytes <= ImageLoader.maximumFileBytes { data = try? FileContents.read(path) }
        case .data(let bytes):
            data = bytes
        case .unavailable:
            break
        }
        if let data, let declared = try? ImageLoader.declaredSize(data), declared.width > 0, declared.height > 0 {
            natural = Size(width: Double(declared.width) * 0.75, height: Double(declared.height) * 0.75)
        }
        let scale = min(1, width / natural.width, area.height * 0.9 / natural.height)
        let size = Size(width: natural.width * scale, height: natural.height * scale)
        imageSizes[item] = size
        return size
    }

    /// `text` without soft hyphens and zero-width spaces.
    static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 == "\u{AD}" || $0 == "\u{200B}" }) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 != "\u{AD}" && $0 != "\u{200B}" }))
    }
}
