import FolioCore
import FolioRender

extension ReaderTheme {
    /// `paragraph` with its colour and its spans' colours as this theme shows them: text is
    /// typeset once, in the designed colours, and recoloured as it is drawn, so changing the
    /// theme never paginates a book again.
    func recolored(_ paragraph: StyledParagraph) -> StyledParagraph {
        guard self != .light else { return paragraph }
        var result = paragraph
        result.color = recolored(paragraph.color)
        for index in result.spans.indices {
            if let foreground = result.spans[index].attributes.foreground {
                result.spans[index].attributes.foreground = recolored(foreground)
            }
            if let background = result.spans[index].attributes.background {
                result.spans[index].attributes.background = recolored(background)
            }
        }
        return result
    }
}
