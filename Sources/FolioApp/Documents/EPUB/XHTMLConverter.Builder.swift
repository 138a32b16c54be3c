extension XHTMLConverter {
    /// Gathers inline text into paragraphs, collapsing white space as HTML does, and
    /// collects the finished blocks.
    struct Builder {
        var blocks: [RichBlock] = []
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
        mutating func flush(alignment: RichAlignment) {
            let paragraph = trimmedText
            if !paragraph.isBlank { blocks.append(RichBlock(.paragraph(paragraph), alignment: alignment)) }
            text = RichText()
            endsInSpace = true
        }
    }
}
