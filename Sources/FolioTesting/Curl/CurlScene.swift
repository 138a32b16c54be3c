package import FolioCore
package import FolioPaging
package import FolioRender

/// A book on a table, turning one page with the curl: geometry from FolioPaging, pixels from
/// FolioRender's curl rasteriser. For pictures of the curl (tests, the README) and benchmarks.
///
/// Pages are ``CurlTestPages`` numbered so each role shows: in a spread turning forward the
/// static left page is 2, the sheet 3, its back 4 and the page underneath 5.
///
/// ```swift
/// let scene = CurlScene(width: 640, height: 400, spine: .mid, orientation: .horizontal)
/// let picture = scene.frame(progress: 0.35)
/// ```
package struct CurlScene {
    package let layout: CurlLayout
    package let direction: CurlLayout.Direction
    package let isDoubleSided: Bool
    package let frame: SpineFrame
    package let drag: CurlDrag
    package let sheet: Bitmap
    package let back: Bitmap?
    let underneath: Bitmap
    /// The other page of a spread, which does not move.
    let staticPage: (Bitmap, Rect)?
    let background: Bitmap

    /// Sets up the book and its pages.
    ///
    /// - Parameter turning: The turning sheet's content instead of a test page (a photo, a
    ///   dark page), stretched over the page.
    package init(
        width: Int, height: Int, spine: CurlLayout.Spine, orientation: CurlLayout.Orientation,
        direction: CurlLayout.Direction = .forward, doubleSided: Bool = false, turning: Bitmap? = nil
    ) {
        let bounds = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        layout = CurlLayout(bounds: bounds, spine: spine, orientation: orientation)
        self.direction = direction
        self.isDoubleSided = doubleSided || spine == .mid
        frame = layout.sheetFrame(for: direction)
        drag = .scripted(frame: frame, motion: layout.motion(for: direction))
        let page = frame.pageRect
        func make(_ number: Int, _ rect: Rect) -> Bitmap {
            CurlTestPages.page(width: Int(rect.width.rounded()), height: Int(rect.height.rounded()), number: number)
        }
        let forward = direction == .forward
        if spine == .mid {
            let other = layout.sheetFrame(for: forward ? .reverse : .forward).pageRect
            sheet = turning ?? make(forward ? 3 : 2, page)
            back = make(forward ? 4 : 1, page)
            underneath = make(forward ? 5 : 0, page)
            staticPage = (make(forward ? 2 : 3, other), other)
        } else {
            // A returning sheet is the previous page coming back over the current one.
            sheet = turning ?? make(forward ? 1 : 0, page)
            back = isDoubleSided ? make(forward ? 2 : 9, page) : nil
            underneath = make(forward ? (isDoubleSided ? 3 : 2) : 1, page)
            staticPage = nil
        }
        background = Bitmap(width: width, height: height, fill: Color(white: 0.35))
    }

    /// The frame `progress` (0…1) of the way through a programmatic full turn.
    package func frame(progress: Double, rasterizer: CurlRasterizer = CurlRasterizer()) -> Bitmap {
        frame(model: CurlAnimation.fullTurn(drag: drag).model(at: progress), rasterizer: rasterizer)
    }

    /// The frame for a given sheet.
    package func frame(model: CurlModel, rasterizer: CurlRasterizer = CurlRasterizer()) -> Bitmap {
        var out = background
        render(model: model, into: &out, rasterizer: rasterizer)
        return out
    }

    /// Draws the book with the sheet into `out` (which must be the scene's size).
    package func render(model: CurlModel, into out: inout Bitmap, rasterizer: CurlRasterizer) {
        if let (bitmap, rect) = staticPage { blit(bitmap, at: rect, into: &out) }
        blit(underneath, at: frame.pageRect, into: &out)
        let curl = pageCurl(model)
        rasterizer.draw(
            curl, front: sheet, back: back, into: &out,
            transform: AffineTransform2D(translationX: frame.pageRect.minX, y: frame.pageRect.minY))
    }

    /// The deformation for the sheet's layer (bounds at the origin).
    package func pageCurl(_ model: CurlModel) -> PageCurl {
        let content: CurlModel.BackContent = back.map { .image(Image(bitmap: $0)) } ?? .paper
        return model.pageCurl(frame: frame, layout: layout, back: content)
    }

    private func blit(_ b: Bitmap, at rect: Rect, into out: inout Bitmap) {
        let x0 = Int(rect.minX.rounded())
        let y0 = Int(rect.minY.rounded())
        for y in 0..<b.height where y + y0 >= 0 && y + y0 < out.height {
            for x in 0..<b.width where x + x0 >= 0 && x + x0 < out.width {
                out.pixels[(y + y0) * out.width + x + x0] = b.pixels[y * b.width + x]
            }
        }
    }
}
