import FolioCore

/// PDF pages in a theme's colours, kept beside the rendered pages they came from, so a page
/// is recoloured once, when it is first shown in a theme, and never per frame.
@MainActor
final class RecoloredPages {
    private var cache = ByteBoundedCache<Key, Image>(byteLimit: RecoloredPages.byteLimit)

    /// The pages on screen and their neighbours in a spread at 2560 × 1600, about: the
    /// rendered originals stay in the book's own cache.
    static let byteLimit = 96 * 1_048_576

    /// `image`, page `page` of the PDF at `path`, in `theme`'s colours.
    func page(_ image: Image, path: String, page: Int, theme: ReaderTheme) -> Image {
        guard theme != .light else { return image }
        let key = Key(
            path: path, page: page, width: image.bitmap.width, height: image.bitmap.height, theme: theme)
        if let cached = cache[key] { return cached }
        // Read for opacity once here (recolouring keeps alpha), so the page is copied, not
        // blended, wherever it is drawn.
        let recolored = Image(scanningOpacityOf: theme.recoloredPage(image.bitmap), scale: image.scale)
        cache.insert(recolored, for: key)
        return recolored
    }

    /// Bytes of pixels held.
    var bytes: Int { cache.bytes }

    private struct Key: Hashable {
        var path: String
        var page: Int
        var width: Int
        var height: Int
        var theme: ReaderTheme
    }
}
