import FolioApp
import FolioRender
import Foundation

/// A PDF opened the way `folio open` opens one, with its first pages sized and rendered.
enum FuzzPDFInput {
    /// Enough pages to reach a second page box (where a fuzzed file's huge boxes were), few
    /// enough to keep an input fast.
    static let pageLimit = 3
    /// Rendering at thumbnail size keeps each input fast while still running poppler's
    /// content streams through Cairo.
    static let longestSidePixels = 64.0

    @MainActor
    static func run(_ data: Data) {
        guard let path = FuzzScratchFile.write(data, fileExtension: "pdf"),
            let pages = AppInputs.openDocument(atPath: path)
        else { return }
        for (document, index) in pages.prefix(pageLimit) {
            guard let size = try? document.pageSize(at: index) else { continue }
            let longest = max(size.width, size.height)
            let scale = longest.isFinite && longest > longestSidePixels ? longestSidePixels / longest : 1
            _ = try? document.renderPage(at: index, scale: scale)
        }
    }
}
