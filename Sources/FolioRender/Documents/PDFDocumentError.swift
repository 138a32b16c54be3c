/// Why a PDF could not be opened or a page could not be rendered.
///
/// Every case carries the file's path and prints as one line that says what is wrong, so
/// that a command-line tool can show it as is.
public enum PDFDocumentError: Error, Hashable, Sendable {
    /// Nothing exists at the path.
    case fileNotFound(path: String)
    /// The file exists but could not be read (a directory, no permission).
    case unreadable(path: String, reason: String)
    /// The file does not start with the `%PDF-` signature.
    case notAPDF(path: String)
    /// The file ends before the PDF's end-of-file marker: it was cut short while copying or
    /// downloading.
    case truncated(path: String)
    /// The file is a PDF but its structure is broken beyond repair.
    case damaged(path: String, reason: String)
    /// The PDF needs a password to open, and none was given.
    case encrypted(path: String)
    /// The password given does not open the PDF.
    case wrongPassword(path: String)
    /// The PDF opened but has no pages.
    case noPages(path: String)
    /// A page index outside `0..<pageCount`.
    case pageOutOfRange(index: Int, pageCount: Int)
}

extension PDFDocumentError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .fileNotFound(let path):
            "no such file: \(path)"
        case .unreadable(let path, let reason):
            "cannot read \(path): \(reason)"
        case .notAPDF(let path):
            "\(path) is not a PDF file (it does not start with %PDF-)"
        case .truncated(let path):
            "\(path) is a truncated PDF (it ends before its %%EOF marker); download or copy it again"
        case .damaged(let path, let reason):
            "\(path) is a damaged PDF (\(reason))"
        case .encrypted(let path):
            "\(path) is protected by a password; open it in a window to type the password"
        case .wrongPassword(let path):
            "the password does not open \(path)"
        case .noPages(let path):
            "\(path) is a PDF with no pages"
        case .pageOutOfRange(let index, let pageCount):
            "page index \(index) is out of range: the document has \(pageCount) page\(pageCount == 1 ? "" : "s")"
        }
    }
}
