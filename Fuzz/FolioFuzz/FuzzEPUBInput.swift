import FolioApp
import Foundation

/// An EPUB opened the way `folio open` opens one (zip, package, table of contents, XHTML,
/// CSS, typesetting). Most mutations of a zip break its checksums, so an input that is not
/// a zip is also parsed as a chapter of XHTML and converted, which lets the fuzzer reach
/// libxml2 and the converter directly.
enum FuzzEPUBInput {
    @MainActor
    static func run(_ data: Data) {
        if data.starts(with: [0x50, 0x4B, 0x03, 0x04]) {
            guard let path = FuzzScratchFile.write(data, fileExtension: "epub") else { return }
            _ = AppInputs.openDocument(atPath: path)
            return
        }
        _ = AppInputs.convertChapter(data)
    }
}
