import FolioRender
import Foundation

/// PNG and JPEG bytes through the decoder the app's image folders use.
enum FuzzImageInput {
    static func run(_ data: Data) {
        // Folio decodes whatever the signature says, so both targets take the same path;
        // their seed corpora differ.
        _ = try? ImageLoader.decode(data)
    }
}
