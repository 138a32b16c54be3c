import FolioApp
import Foundation

/// A text or Markdown file loaded and paginated the way `folio open` does, with Pango
/// measuring, so decoding, parsing and pagination all see the input.
enum FuzzTextInput {
    @MainActor
    static func run(_ data: Data, fileExtension: String) {
        guard let path = FuzzScratchFile.write(data, fileExtension: fileExtension) else { return }
        _ = AppInputs.openDocument(atPath: path)
    }
}
