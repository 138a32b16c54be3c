/// Where a PDF link or outline entry goes, resolved as far as a reader needs: a page of the
/// same document, or an address outside it.
///
/// Named destinations ("chapter-3") are looked up when the outline or the links are read,
/// so a reader never sees a name, only the page it points at.
public enum PDFLinkTarget: Hashable, Sendable {
    /// Page `index` (from 0) of the same document; `top` is how far down the page the
    /// destination is, in points from the page's top edge, when the PDF says.
    case page(Int, top: Double?)
    /// A URI outside the document (a web page, a mail address). A reader should show it and
    /// open it only when the user confirms, since a PDF can link anywhere.
    case external(String)

    /// The page a `.page` target goes to; nil for an external one.
    public var pageIndex: Int? {
        if case .page(let index, _) = self { return index }
        return nil
    }
}
