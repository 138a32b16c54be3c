import FolioCore
import FolioRender
import Foundation

/// What one page of a ``Book`` shows.
enum BookPage {
    /// A page of the built-in sample book.
    case sample(SamplePage)
    /// A page of paginated text.
    case text(TextPage)
    /// Page `index` of a PDF.
    case pdf(PDFDocument, index: Int)
    /// A picture from an image folder, decoded when shown.
    case image(ImageFile)
    /// A picture already in memory (the sample carousel, an EPUB's cover), with its
    /// caption; an empty caption gives the picture the whole page.
    case picture(Image, caption: String)
}
