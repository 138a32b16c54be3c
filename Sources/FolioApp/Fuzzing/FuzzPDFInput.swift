import FolioCore
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
            let book = try? DocumentLoader(measurer: PangoTextMeasurer()).load(path: path)
        else { return }
        for page in book.pages.prefix(pageLimit) {
            guard case .pdf(let document, let index) = page, let size = try? document.pageSize(at: index) else {
                continue
            }
            let longest = max(size.width, size.height)
            let scale = longest.isFinite && longest > longestSidePixels ? longestSidePixels / longest : 1
            _ = try? document.renderPage(at: index, scale: scale)
        }
    }
}
