package import Foundation

/// Reads whole files for the loaders (images, PDFs, text), through `Data(contentsOf:)`.
///
/// On Linux, swift-foundation reads a file whose size is 0 into a 4 KB buffer (files in /proc
/// report 0 and still have contents) and, when nothing comes, returns an empty `Data` without
/// freeing that buffer: every empty file opened leaked 4 KB (issue 18, seen by LeakSanitizer
/// in `DocumentLoader.loadText` and by the fuzzers). An empty regular file is answered here
/// without that path; everything else, errors included, is `Data(contentsOf:)`'s.
package enum FileContents {
    package static func read(_ path: String) throws -> Data {
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size == 0 { return Data() }
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }
}
