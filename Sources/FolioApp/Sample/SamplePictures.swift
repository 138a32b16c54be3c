import FolioCore
import FolioRender

/// Generated photographs for the carousel screen: each sample illustration rendered
/// full-bleed as a 4:3 picture, so that nothing needs downloading.
@MainActor
enum SamplePictures {
    static let size = Size(width: 960, height: 720)

    static let captions = [
        "Sunrise over the hills", "A page lifting", "Mountains", "Sailing", "Flat memory", "Autumn tree",
        "Film strip", "Moonlit night",
    ]

    /// The carousel's book: one picture per illustration.
    static func book() -> Book {
        let pages = zip(SampleIllustration.allCases, captions).map { illustration, caption in
            BookPage.picture(render(illustration), caption: caption)
        }
        return Book(title: "Sample pictures", style: .pictures, pages: pages, pageSize: size)
    }

    static func render(_ illustration: SampleIllustration) -> Image {
        let context = CairoGraphicsContext(width: Int(size.width), height: Int(size.height))
        illustration.draw(in: context, rect: Rect(origin: .zero, size: size))
        return Image(bitmap: context.makeBitmap())
    }
}
