import BenchmarkSupport
import Folio

/// A page drawn as content: the renderer's pixels for the page, drawn into the compositor's
/// tiles at one pixel per pixel (the page view's `draw(in:)`, as for a page with a search
/// match on it; the reader's column otherwise shows the image itself as the layer's content).
@MainActor
final class ScrollPage: LayerContentDrawing {
    let image: Image

    init(image: Image) {
        self.image = image
    }

    func drawContent(in context: any GraphicsContext, bounds: Rect) {
        context.draw(image, in: bounds)
    }
}

/// The continuous column of A4 pages as wide as a 1920 × 1080 window less its margins, with
/// the reader's gaps, moved one wheel notch per frame; only the pages near the screen are in
/// the tree, as in `ContinuousPagesView`.
@MainActor
final class ScrollColumn {
    nonisolated static let width = 1920
    nonisolated static let height = 1080
    static let pageSize = Size(width: 1892, height: 2676)
    static let gap = 8.0
    static let margin = 14.0
    static let notch = 40.0
    /// How many pages the column has: the frames wrap to the top after them.
    static let pageCount = 40

    /// The columns the benchmarks scroll, each made and warmed up once: pages as the layers'
    /// images (the reader's column) and pages drawn into tiles.
    static let imagesAtScale1 = ScrollColumn(pages: pagesAtScale1, scale: 1, asImages: true)
    static let imagesAtScale2 = ScrollColumn(pages: pagesAtScale2, scale: 2, asImages: true)
    static let tilesAtScale1 = ScrollColumn(pages: pagesAtScale1, scale: 1, asImages: false)
    static let tilesAtScale2 = ScrollColumn(pages: pagesAtScale2, scale: 2, asImages: false)
    /// The pages' pixels, shared by both ways of showing them (320 MB at scale 2).
    private static let pagesAtScale1 = pages(scale: 1)
    private static let pagesAtScale2 = pages(scale: 2)

    private let pages: [ScrollPage]
    private let asImages: Bool
    private var offset = 0.0
    private let scale: Double
    private let compositor = Compositor(threads: 2)
    /// The frame drawn into, reused.
    private(set) var frame: Bitmap

    /// Draws the column one notch further down into ``frame``.
    func drawNextFrame() {
        compositor.render(nextFrame(), into: &frame, scale: scale)
    }

    /// A column of `pages` rendered at `scale` pixels per point, shown as the layers' images
    /// or drawn into tiles.
    init(pages: [ScrollPage], scale: Int, asImages: Bool) {
        self.pages = pages
        self.asImages = asImages
        self.scale = Double(scale)
        frame = Bitmap(width: Self.width * scale, height: Self.height * scale)
        // A screen of notches first: the tiles around the start are drawn.
        for _ in 0..<30 { drawNextFrame() }
    }

    /// Four pages' pixels at `scale` pixels per point, which the column's pages take turns
    /// among, so tiles of one page are never another's; read for opacity as the reader reads
    /// a page arriving from its renderer.
    static func pages(scale: Int) -> [ScrollPage] {
        let w = Int(Self.pageSize.width) * scale
        let h = Int(Self.pageSize.height) * scale
        return (0..<4).map { variant in
            var bitmap = Bitmap(width: w, height: h)
            for y in 0..<h {
                for x in 0..<w {
                    // Lines of "text" on white, a different pattern per page.
                    let line = (y / scale + variant * 7) % 24 < 12 && x / scale > 90 && x / scale < 1800
                    bitmap[x, y] = line && (x / scale + y / scale) % 9 < 4 ? 0xFF20_2020 : 0xFFFF_FFFF
                }
            }
            return ScrollPage(image: Image(scanningOpacityOf: bitmap, scale: Double(scale)))
        }
    }

    /// The layer tree of the next frame: the column one notch further down.
    func nextFrame() -> LayerNode {
        let stride = Self.pageSize.height + Self.gap
        let length = Self.margin + Double(Self.pageCount) * stride
        offset += Self.notch
        if offset + Double(Self.height) > length { offset = 0 }
        let top = offset - Double(Self.height) / 2
        let bottom = offset + Double(Self.height) * 1.5
        var sublayers: [LayerNode] = []
        for index in 0..<Self.pageCount {
            let y = Self.margin + Double(index) * stride
            guard y + Self.pageSize.height > top, y < bottom else { continue }
            let page = pages[index % pages.count]
            sublayers.append(
                LayerNode(
                    id: 100 + UInt64(index), bounds: Rect(origin: .zero, size: Self.pageSize),
                    position: Point(x: Self.margin + Self.pageSize.width / 2, y: y + Self.pageSize.height / 2),
                    backgroundColor: .white, content: asImages ? .image(page.image) : .drawing(page, version: 0)))
        }
        let size = Size(width: Double(Self.width), height: Double(Self.height))
        let column = LayerNode(
            id: 2, bounds: Rect(x: 0, y: offset, width: size.width, height: size.height),
            position: Point(x: size.width / 2, y: size.height / 2), clipsToBounds: true, sublayers: sublayers)
        return LayerNode(
            id: 1, bounds: Rect(origin: .zero, size: size), backgroundColor: Color(rgb: 0x3A3D42),
            sublayers: [column])
    }
}
