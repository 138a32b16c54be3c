import FolioRender

/// Why `folio open` or `folio export` cannot show a path. Each prints as one line that says
/// what is wrong and, where it helps, what to do.
enum DocumentError: Error, Equatable {
    case fileNotFound(path: String)
    case unreadable(path: String, reason: String)
    case unsupportedFile(path: String)
    case noImages(folder: String)
    case corruptImage(path: String, detail: String)
    case pdf(PDFDocumentError)
    case emptyText(path: String)
    case notText(path: String)
    /// An EPUB that cannot be read; the ``EPUBError`` says why.
    case epub(path: String, EPUBError)
}

extension DocumentError: CustomStringConvertible {
    var description: String {
        switch self {
        case .fileNotFound(let path):
            "no such file or folder: \(path)"
        case .unreadable(let path, let reason):
            "cannot read \(path): \(reason)"
        case .unsupportedFile(let path):
            "cannot open \(path): give a folder of PNG/JPEG images, a PDF, an EPUB, a PNG or JPEG image, or a text or Markdown file"
        case .noImages(let folder):
            "\(folder) contains no PNG or JPEG images"
        case .corruptImage(let path, let detail):
            "\(path) is not a valid image: \(detail)"
        case .pdf(let error):
            error.description
        case .emptyText(let path):
            "\(path) has no text to show (it is empty or only white space)"
        case .notText(let path):
            "\(path) is not a text file (it contains binary data)"
        case .epub(let path, let error):
            "cannot open the EPUB \(path): \(error.description)"
        }
    }
}
