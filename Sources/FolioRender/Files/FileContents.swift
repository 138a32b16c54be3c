package import Foundation

/// Reads whole files for the loaders (images, PDFs, text), through ``OpenedFile``: only a
/// regular file (a link counts as its target), and only up to a limit checked against the
/// opened descriptor's size.
///
/// This also keeps clear of a leak in swift-foundation's `Data(contentsOf:)` on Linux, which
/// reads a file whose size is 0 into a 4 KB buffer (files in /proc report 0 and still have
/// contents) and, when nothing comes, returned an empty `Data` without freeing that buffer
/// (seen by LeakSanitizer in the text loader and by the fuzzers).
package enum FileContents {
    /// The file at `path`, refused when it is not a regular file or holds more than `limit`
    /// bytes.
    package static func read(_ path: String, limit: Int = Int.max) throws(FileReadError) -> Data {
        try OpenedFile(path: path).readAll(limit: limit)
    }
}
