import FolioCore

/// A document whose blocks are made as the typesetting reaches them, rather than all before
/// the first page: an EPUB's spine, converted one chapter at a time (``EPUBSpineText``), so
/// that a long book's first page needs only its first chapter.
///
/// A ``TypesetDocument`` made from a source flattens the blocks made so far and asks for
/// more only when the paginator needs an item past them; several typesettings of one book
/// (another page size) share one source, and so convert each chapter once.
@MainActor
protocol RichBlockSource: AnyObject {
    /// The language of the text, for hyphenation (BCP 47), or nil.
    var language: String? { get }
    /// The blocks made so far, in reading order; later calls only ever append.
    var blocks: [RichBlock] { get }
    /// Makes the next blocks (the next chapter, which may turn out empty); false once every
    /// block is made.
    func makeMoreBlocks() -> Bool
    /// What is not made yet, as a multiple of what is (an EPUB: the XHTML bytes of the
    /// chapters not converted over those converted); 0 once every block is made. The page
    /// estimate scales the text made so far by it.
    var unmadeRatio: Double { get }
}
