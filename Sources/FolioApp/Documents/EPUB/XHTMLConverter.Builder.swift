extension XHTMLConverter {
    /// Gathers inline text into paragraphs, collapsing white space as HTML does, and
    /// collects the finished blocks.
    struct Builder {
        /// The finished blocks; added only through ``append(_:)`` and its kin, so that each
        /// takes the pending top margin.
        private(set) var blocks: [RichBlock] = []
        /// A top margin waiting for the next block, in reader ems.
        var pendingSpaceBefore: Double?
        private var text = RichText()
        /// Whether the text so far ends in white space (so that the next space is dropped).
        private var endsInSpace = true

        mutating func appendText(_ raw: String, style: RichInlineStyle, link: String?, preformatted: Bool) {
            var collapsed = ""
            if preformatted {
                collapsed = raw
                endsInSpace = raw.last?.isWhitespace ?? endsInSpace
            } else {
                for character in raw {
                    if character.isWhitespace {
                        if !endsInSpace { collapsed.append(" ") }
                        endsInSpace = true
                    } else {
                        collapsed.append(character)
                        endsInSpace = false
                    }
                }
            }
            text.append(RichRun(collapsed, style: style, link: link))
        }

        /// The inline text so far, with white space trimmed from both ends.
        var trimmedText: RichText {
            var runs = text.runs
            while let first = runs.first, first.text.allSatisfy(\.isWhitespace) { runs.removeFirst() }
            while let last = runs.last, last.text.allSatisfy(\.isWhitespace) { runs.removeLast() }
            if !runs.isEmpty {
                runs[0].text = String(runs[0].text.drop(while: \.isWhitespace))
                let lastIndex = runs.count - 1
                runs[lastIndex].text = String(runs[lastIndex].text.reversed().drop(while: \.isWhitespace).reversed())
            }
            return RichText(runs)
        }

        /// Ends the current paragraph, if it has any text.
        mutating func flush(alignment: RichAlignment, style: RichBlockStyle? = nil) {
            let paragraph = trimmedText
            if !paragraph.isBlank { append(RichBlock(.paragraph(paragraph), alignment: alignment, style: style)) }
            text = RichText()
            endsInSpace = true
        }

        /// Adds a block, giving it the pending top margin.
        mutating func append(_ block: RichBlock) {
            var block = block
            if let pending = pendingSpaceBefore {
                var style = block.style ?? RichBlockStyle()
                style.spaceBefore = max(style.spaceBefore ?? 0, pending)
                block.style = style
                pendingSpaceBefore = nil
            }
            blocks.append(block)
        }

        /// Adds a page break, leaving the pending top margin to the block after it.
        mutating func appendPageBreak() { blocks.append(RichBlock(.pageBreak)) }

        /// Gives the last block at least `space` below it, in reader ems.
        mutating func addSpaceAfterLastBlock(_ space: Double) {
            guard let last = blocks.indices.last else { return }
            var style = blocks[last].style ?? RichBlockStyle()
            style.spaceAfter = max(style.spaceAfter ?? 0, space)
            blocks[last].style = style
        }
    }
}
