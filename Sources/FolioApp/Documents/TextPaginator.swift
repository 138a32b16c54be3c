import FolioCore

/// Flows text blocks onto pages of a fixed size, the way an e-book reader paginates.
///
/// Blocks are measured with a ``TextMeasuring`` (Pango in the app, a simple fake in tests).
/// A paragraph that does not fit is split at the last word (or, in Chinese and Japanese, the
/// last character) that fits; headings are never split and never left alone at the bottom
/// of a page.
@MainActor
struct TextPaginator {
    let measurer: any TextMeasuring
    let layout: TextPageLayout

    /// Lays `blocks` out on as many pages as they need; an empty input gives no pages.
    func paginate(_ blocks: [TextBlock]) -> [TextPage] {
        var pages: [TextPage] = []
        var current: [TextPage.Placement] = []
        let area = layout.textArea
        var y = area.minY

        func finishPage() {
            if !current.isEmpty { pages.append(TextPage(placements: current)) }
            current = []
            y = area.minY
        }

        for (index, block) in blocks.enumerated() {
            var remaining = block.text[...]
            let style = layout.style(for: block.role)
            let indent = layout.indent(for: block.role)
            let width = max(area.width - indent, 1)
            while !remaining.isEmpty {
                let spacing = current.isEmpty ? 0 : layout.blockSpacing
                let available = area.maxY - y - spacing
                // A very long paragraph is never measured whole: it certainly needs splitting,
                // and measuring it on every page would make pagination quadratic.
                // (Counted only up to the limit: the rest of a long line is never walked.)
                let utf8 = remaining.utf8
                let isShort = utf8.index(utf8.startIndex, offsetBy: 12_001, limitedBy: utf8.endIndex) == nil
                let needed = isShort ? measure(remaining, style, width) : .infinity
                var reserve = 0.0
                if block.isHeading, index + 1 < blocks.count {
                    // Keep a heading with at least one line of what follows it.
                    let next = blocks[index + 1]
                    reserve = layout.blockSpacing + measure("Xg", layout.style(for: next.role), width)
                }
                if needed + reserve <= available {
                    place(remaining, block.role, x: area.minX + indent, y: y + spacing, width, needed, into: &current)
                    y += spacing + needed
                    remaining = ""
                } else if block.isHeading || (block.role == .code && needed <= area.height) {
                    // Headings and code blocks that fit on a page move to the next one whole.
                    if current.isEmpty {
                        place(remaining, block.role, x: area.minX + indent, y: y, width, needed, into: &current)
                        remaining = ""
                    }
                    finishPage()
                } else {
                    let cut = longestFittingPrefix(of: remaining, style, width, available)
                    if cut == remaining.startIndex {
                        if current.isEmpty {
                            // Not even one word fits an empty page: place one anyway so that
                            // pagination always makes progress.
                            let end = BreakOpportunities.first(in: remaining)
                            let part = remaining[..<end]
                            let height = measure(part, style, width)
                            place(part, block.role, x: area.minX + indent, y: y, width, height, into: &current)
                            remaining = trimLeadingSpace(remaining[end...])
                        }
                        finishPage()
                        continue
                    }
                    let part = remaining[..<cut]
                    let height = measure(part, style, width)
                    place(part, block.role, x: area.minX + indent, y: y + spacing, width, height, into: &current)
                    y += spacing + height
                    remaining = trimLeadingSpace(remaining[cut...])
                    if !remaining.isEmpty { finishPage() }
                }
            }
        }
        finishPage()
        return pages
    }

    /// The end of the longest prefix of `text` (cut at a break opportunity) whose height fits
    /// `available`; `text.startIndex` when not even the first word fits.
    private func longestFittingPrefix(
        of text: Substring, _ style: TextStyle, _ width: Double, _ available: Double
    ) -> Substring.Index {
        // Find an upper bound by doubling, so that a huge paragraph is never measured whole,
        // and find its breaks the same way: scanning the whole rest of a paragraph for every
        // page made a one-line file quadratic (a 1 MB line took 27 s, 10 MB never ended).
        var limit = 1024  // characters: about half a page, whatever the breaks are like
        var breaks = BreakOpportunities.prefix(in: text, count: 64, withinCharacters: limit)
        var low = 0  // breaks[..<low] fit (0 means nothing known to fit)
        var high = breaks.count
        while breaks.last != text.endIndex, let last = breaks.last,
            measure(text[..<last], style, width) <= available
        {
            low = high
            limit *= 2
            breaks = BreakOpportunities.prefix(in: text, count: breaks.count * 2, withinCharacters: limit)
            high = breaks.count
        }
        // Invariant: prefixes ending at breaks[low - 1] fit; the one ending at breaks[high - 1]
        // may not. Binary search the count of breaks in between.
        while low < high {
            let mid = (low + high + 1) / 2
            if measure(text[..<breaks[mid - 1]], style, width) <= available {
                low = mid
            } else {
                high = mid - 1
            }
        }
        return low == 0 ? text.startIndex : breaks[low - 1]
    }

    private func measure(_ text: Substring, _ style: TextStyle, _ width: Double) -> Double {
        measurer.size(of: String(text.trimmingTrailingWhitespace), style: style, maxWidth: width).height
    }

    private func place(
        _ text: Substring, _ role: TextBlock.Role, x: Double, y: Double, _ width: Double, _ height: Double,
        into placements: inout [TextPage.Placement]
    ) {
        let frame = Rect(x: x, y: y, width: width, height: height)
        placements.append(.init(role: role, text: String(text.trimmingTrailingWhitespace), frame: frame))
    }

    private func trimLeadingSpace(_ text: Substring) -> Substring {
        text.drop(while: \.isWhitespace)
    }
}

extension Substring {
    fileprivate var trimmingTrailingWhitespace: Substring {
        var end = endIndex
        while end > startIndex, self[index(before: end)].isWhitespace { end = index(before: end) }
        return self[..<end]
    }
}
