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
    private(set) var cursor = RichPosition.start
    /// Whether every page has been laid out.
    private(set) var isComplete = false
    private var tables: [Int: TableGeometry] = [:]
    private var imageSizes: [Int: Size] = [:]
    /// How much text each item holds, for ``estimatedPageCount``: worked out when first
    /// asked, and extended as a text made chapter by chapter gets more items.
    var weights: TextWeights? {
        document.flattenMadeBlocks()
        if let count = measuredWeights?.count, count < document.items.count { measuredWeights?.extend(with: document) }
        return measuredWeights
    }
    private lazy var measuredWeights = TextWeights(document)

    init(_ document: TypesetDocument) {
        self.document = document
        isComplete = document.item(at: 0) == nil
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
        pageLoop: while let item = document.item(at: position.item) {
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
                if !placements.isEmpty, size.height + captionHeight(after: position.item) > available { break pageLoop }
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
        if document.item(at: position.item) == nil || placements.isEmpty { isComplete = true }
    }

    private struct LinesResult {
        var chunk: Range<Int>
        var lines: Range<Int>
        var height: Double
        var next: RichPosition
        var text: String
    }

    /// A stretch of one paragraph laid out by Pango, several pages long, whose lines the
    /// following pages take without laying the text out again: measuring a long paragraph
    /// costs about one layout of its text, not one per page.
    private struct MeasuredSlice {
        var item: Int
        var width: Double
        /// The paragraph's bytes laid out.
        var chunk: Range<Int>
        /// The lines, ranges relative to `chunk.lowerBound`.
        var lines: [ParagraphLayout.Line]
        /// Whether the slice ends where the paragraph does; if not, its last line stops at
        /// the cut and is laid out again with what follows.
        var reachesEnd: Bool

        /// The index of the line starting at paragraph byte `offset`, if that is a line of
        /// this slice that may be used (not the line cut by the slice's end).
        func usableLine(startingAt offset: Int) -> Int? {
            let relative = offset - chunk.lowerBound
            var low = 0
            var high = lines.count
            while low < high {
                let mid = (low + high) / 2
                if lines[mid].range.lowerBound < relative { low = mid + 1 } else { high = mid }
            }
            guard low < usableCount, lines[low].range.lowerBound == relative else { return nil }
            return low
        }

        var usableCount: Int { reachesEnd ? lines.count : max(lines.count - 1, 0) }
    }

    private var measured: MeasuredSlice?
    /// Slices grow from about a page (for the first page of a paragraph, shown at once) to
    /// this many bytes (a few dozen pages), so that Pango's work per page stays small.
    static let longestSliceBytes = 64 * 1024
    /// Whether pages take lines from the slice the page before laid out (always, but for
    /// the test that pins that this changes no page).
    var reusesMeasuredLines = true

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
        var slice: MeasuredSlice
        var first: Int
        var isFresh: Bool
        if reusesMeasuredLines, let cached = measured, cached.item == position.item, cached.width == width,
            let line = cached.usableLine(startingAt: position.offset)
        {
            slice = cached
            first = line
            isFresh = false
            // Pages keep coming from this paragraph: the next slice is longer.
            size = min(max(cached.chunk.count * 4, size), Self.longestSliceBytes)
        } else {
            slice = measure(paragraph, item: position.item, from: position.offset, bytes: size, width: width)
            first = 0
            isFresh = true
        }
        while true {
            let usable = slice.usableCount
            guard !slice.lines.isEmpty else {
                // Nothing to place (an empty paragraph): go on with the next item.
                return LinesResult(
                    chunk: slice.chunk, lines: 0..<0, height: 0, next: RichPosition(item: position.item + 1), text: "")
            }
            // Measured as the page will draw it: its first line first, without the spacing
            // above that the line has inside the longer layout.
            let top = first < slice.lines.count ? slice.lines[first].top + slice.lines[first].spacingAbove : 0
            var end = first
            while end < usable, slice.lines[end].bottom - top <= available { end += 1 }
            if end == usable, !slice.reachesEnd {
                // The slice did not fill the page: lay out more of the paragraph from here.
                if isFresh {
                    let (grown, overflow) = size.multipliedReportingOverflow(by: 2)
                    size = overflow ? total : grown
                }
                slice = measure(paragraph, item: position.item, from: position.offset, bytes: size, width: width)
                first = 0
                isFresh = true
                continue
            }
            if end == first {
                guard pageIsEmpty else { return nil }
                end = first + 1  // Not even one line fits an empty page: place it anyway, to progress.
            }
            let lines = slice.lines
            let height = lines[end - 1].bottom - top
            let base = slice.chunk.lowerBound
            let nextOffset = end < lines.count ? base + lines[end].range.lowerBound : total
            let next =
                nextOffset >= total
                ? RichPosition(item: position.item + 1) : RichPosition(item: position.item, offset: nextOffset)
            // The page draws its own lines plus the next one (so that its last line breaks,
            // and takes its hyphen, as it did here), not the whole slice.
            let drawEnd = end < lines.count ? base + lines[end].range.upperBound : slice.chunk.upperBound
            let textEnd = end < lines.count ? base + lines[end].range.lowerBound : slice.chunk.upperBound
            return LinesResult(
                chunk: position.offset..<max(drawEnd, textEnd), lines: 0..<(end - first), height: height, next: next,
                text: Self.visible(paragraph.text(position.offset..<textEnd)))
        }
    }

    /// Lays out about `bytes` of item `item`'s paragraph from byte `offset`, and keeps it
    /// for the pages that follow.
    private func measure(_ paragraph: StyledParagraph, item: Int, from offset: Int, bytes: Int, width: Double)
        -> MeasuredSlice
    {
        let total = paragraph.text.utf8.count
        let (wanted, overflow) = offset.addingReportingOverflow(bytes)
        let end = overflow || wanted >= total ? total : paragraph.boundary(before: wanted)
        let chunk = offset..<max(end, min(offset + 1, total))
        let laidOut = ParagraphLayout(paragraph.slice(chunk), width: width)
        let slice = MeasuredSlice(
            item: item, width: width, chunk: chunk, lines: laidOut.lines, reachesEnd: chunk.upperBound >= total)
        measured = slice
        return slice
    }

    /// A little more than a page holds of this paragraph's text, so that the first page of
    /// a paragraph needs one short layout; at least 2 KB.
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
        guard let item = document.item(at: next) else { return 0 }
        guard let paragraph = document.paragraph(at: next) else {
            return item.spaceBefore + layout.body.font.size * 1.3
        }
        let slice = paragraph.slice(0..<paragraph.boundary(before: 256))
        let laidOut = ParagraphLayout(slice, width: max(area.width - item.indent, 1))
        return item.spaceBefore + (laidOut.lines.first.map { $0.bottom - $0.top } ?? 0)
    }

    /// A picture's caption is short text right after it (an EPUB's `figcaption`, the line
    /// under a Markdown picture): the height it needs below the picture, which moves to the
    /// next page with the picture rather than be parted from it. Zero when what follows is
    /// no caption (a heading, a long paragraph, a table).
    private func captionHeight(after index: Int) -> Double {
        let next = index + 1
        guard let item = document.item(at: next), case .text = item.content, !item.keepsWithNext,
            let paragraph = document.paragraph(at: next), paragraph.text.utf8.count <= Self.longestCaptionBytes
        else { return 0 }
        let laidOut = ParagraphLayout(paragraph, width: max(area.width - item.indent, 1))
        guard let first = laidOut.lines.first, let last = laidOut.lines.last else { return 0 }
        return item.spaceBefore + last.bottom - first.top
    }

    /// The longest text taken for a caption: a few lines.
    static let longestCaptionBytes = 300

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
            data = try? FileContents.read(path, limit: ImageLoader.maximumFileBytes)
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

    /// `text` without soft hyphens and zero-width spaces (by their UTF-8 bytes, `C2 AD` and
    /// `E2 80 8B`: this runs for every page).
    static func visible(_ text: String) -> String {
        let utf8 = Array(text.utf8)
        guard utf8.contains(0xAD) || utf8.contains(0x8B) else { return text }
        var kept: [UInt8] = []
        kept.reserveCapacity(utf8.count)
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            if byte == 0xC2, index + 1 < utf8.count, utf8[index + 1] == 0xAD {
                index += 2
            } else if byte == 0xE2, index + 2 < utf8.count, utf8[index + 1] == 0x80, utf8[index + 2] == 0x8B {
                index += 3
            } else {
                kept.append(byte)
                index += 1
            }
        }
        return String(decoding: kept, as: UTF8.self)
    }
}
