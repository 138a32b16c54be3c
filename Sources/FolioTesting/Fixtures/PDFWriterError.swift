/// Cairo could not write a PDF.
public struct PDFWriterError: Error, CustomStringConvertible {
    /// The file that was being written.
    public var path: String
    /// Cairo's reason.
    public var reason: String
    /// "cannot write PATH: REASON".
    public var description: String { "cannot write \(path): \(reason)" }
}
