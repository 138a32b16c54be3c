import FolioCore
import FolioRender
import Foundation

/// Images and scenes the tests draw.
@MainActor
enum Fixtures {
    static func solid(_ color: Color, width: Int, height: Int) -> Image {
        Image(bitmap: Bitmap(width: width, height: height, fill: color))
    }

    /// A small landscape "photo": sky gradient, sun, two hills and a frame, 160 × 100 points.
    static func photo(width: Int = 160, height: Int = 100) -> Image {
        let ctx = CairoGraphicsContext(width: width, height: height)
        let w = Double(width)
        let h = Double(height)
        ctx.addRect(Rect(x: 0, y: 0, width: w, height: h))
        ctx.clip()
        ctx.drawLinearGradient(
            Gradient(colors: [Color(rgb: 0x2E6FD8), Color(rgb: 0xBFE3FF)]), start: Point(x: 0, y: 0),
            end: Point(x: 0, y: h * 0.7))
        ctx.setFillColor(Color(rgb: 0xFFD23F))
        ctx.addEllipse(in: Rect(x: w * 0.68, y: h * 0.12, width: h * 0.26, height: h * 0.26))
        ctx.fillPath()
        ctx.setFillColor(Color(rgb: 0x3C9A4A))
        ctx.move(to: Point(x: 0, y: h * 0.75))
        ctx.addQuadCurve(to: Point(x: w * 0.6, y: h * 0.8), control: Point(x: w * 0.25, y: h * 0.35))
        ctx.addLine(to: Point(x: w * 0.6, y: h))
        ctx.addLine(to: Point(x: 0, y: h))
        ctx.closePath()
        ctx.fillPath()
        ctx.setFillColor(Color(rgb: 0x23703A))
        ctx.move(to: Point(x: w * 0.35, y: h))
        ctx.addCurve(
            to: Point(x: w, y: h * 0.6), control1: Point(x: w * 0.55, y: h * 0.45),
            control2: Point(x: w * 0.8, y: h * 0.5))
        ctx.addLine(to: Point(x: w, y: h))
        ctx.closePath()
        ctx.fillPath()
        ctx.setStrokeColor(Color(rgb: 0x8A5A2B))
        ctx.setLineWidth(4)
        ctx.stroke(Rect(x: 2, y: 2, width: w - 4, height: h - 4))
        return Image(bitmap: ctx.makeBitmap())
    }

    /// A page with detail on every row and every column (no two neighbouring rows alike), so
    /// a pixel skipped, drawn twice over a translucent one, or shifted by a row shows; `alpha`
    /// below 255 makes every pixel translucent (premultiplied).
    static func detailedPage(width: Int, height: Int, tint: UInt32, alpha: UInt32 = 255) -> Image {
        var bitmap = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let r = UInt32((x * 7 + y * 3) & 0xFF) * alpha / 255
                let g = UInt32((y * 5) & 0xFF) * alpha / 255
                bitmap[x, y] = alpha << 24 | r << 16 | g << 8 | tint * alpha / 255
            }
        }
        return Image(bitmap: bitmap)
    }

    /// Squares of two colours, `cell` pixels each.
    static func checkerboard(width: Int, height: Int, cell: Int, _ a: Color, _ b: Color) -> Image {
        var bitmap = Bitmap(width: width, height: height)
        let pa = a.premultipliedARGB
        let pb = b.premultipliedARGB
        for y in 0..<height {
            for x in 0..<width { bitmap[x, y] = ((x / cell + y / cell) % 2 == 0) ? pa : pb }
        }
        return Image(bitmap: bitmap)
    }

    /// A page of a book: paper, a heading bar, text lines and a page number, drawn with the
    /// graphics context.
    static func pageDrawing(number: Int) -> DrawingBlock {
        DrawingBlock { ctx, bounds in
            ctx.setFillColor(.paper)
            ctx.fill(bounds)
            ctx.setFillColor(Color(hue: Double(number) * 0.17, saturation: 0.6, brightness: 0.8))
            ctx.fill(Rect(x: 16, y: 16, width: bounds.width - 32, height: 28))
            ctx.setFillColor(Color(white: 0.55))
            var y = 60.0
            while y < bounds.height - 40 {
                ctx.fill(
                    Rect(x: 16, y: y, width: bounds.width - 32 - (y.truncatingRemainder(dividingBy: 3)) * 12, height: 6)
                )
                y += 14
            }
            ctx.draw(
                "\(number)", in: Rect(x: 0, y: bounds.height - 30, width: bounds.width, height: 24),
                style: TextStyle(font: .boldSystemFont(ofSize: 16), color: .darkGray, alignment: .center))
        }
    }

    /// Every pixel of `bitmap` inside `rect` (pixels).
    static func pixels(of bitmap: Bitmap, in rect: (x0: Int, y0: Int, x1: Int, y1: Int)) -> [UInt32] {
        var out: [UInt32] = []
        for y in rect.y0..<rect.y1 {
            for x in rect.x0..<rect.x1 { out.append(bitmap[x, y]) }
        }
        return out
    }
}
