/// An entry of a PDF's outline (the "bookmarks" sidebar of a PDF viewer, the table of
/// contents of a manual), with the entries nested in it.
///
/// ```swift
/// for chapter in try document.outline() {
///     print(chapter.title, chapter.target?.pageIndex.map { $0 + 1 } ?? "–")
/// }
/// ```
///
/// - Note: PDFKit's `PDFOutline` is a class with a parent link, read lazily; this is a
///   value, read whole (within ``PDFDocument/maximumOutlineItems``) when asked for.
public struct PDFOutlineItem: Hashable, Sendable {
    /// The entry's title, as the PDF writes it.
    public var title: String
    /// Where the entry goes, or `nil` when it goes nowhere a reader can follow (another
    /// file, a script, a destination the document does not define).
    public var target: PDFLinkTarget?
    /// The entries nested in this one, in order.
    public var children: [PDFOutlineItem]

    /// - Parameters:
    ///   - title: The title shown.
    ///   - target: Where the entry goes, or `nil`.
    ///   - children: The entries nested in this one.
    public init(title: String, target: PDFLinkTarget?, children: [PDFOutlineItem] = []) {
        self.title = title
        self.target = target
        self.children = children
    }

    /// This entry and every entry nested in it, depth first (the order a table of contents
    /// lists them), each with its depth below this one (0 for this entry).
    public var flattened: [(item: PDFOutlineItem, depth: Int)] {
        var result: [(item: PDFOutlineItem, depth: Int)] = []
        var stack: [(item: PDFOutlineItem, depth: Int)] = [(self, 0)]
        while let (item, depth) = stack.popLast() {
            result.append((item, depth))
            stack += item.children.reversed().map { ($0, depth + 1) }
        }
        return result
    }
}
