import FolioCore
import FolioRender
import Testing

@Suite @MainActor struct CairoGraphicsContextTests {
    @Test func clockwiseArcSweepsThroughTheLowerRightOnScreen() {
        let ctx = CairoGraphicsContext(width: 40, height: 40)
        ctx.setFillColor(.red)
        ctx.move(to: Point(x: 20, y: 20))
        ctx.addArc(center: Point(x: 20, y: 20), radius: 15, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        ctx.closePath()
        ctx.fillPath()
        let b = ctx.makeBitmap()
        #expect(b[28, 28] == 0xFFFF_0000)  // below and right of the centre
        #expect(b[28, 12] == 0)  // above right: not swept
    }

    @Test func counterClockwiseArcSweepsTheOtherWay() {
        let ctx = CairoGraphicsContext(width: 40, height: 40)
        ctx.setFillColor(.red)
        ctx.move(to: Point(x: 20, y: 20))
        ctx.addArc(center: Point(x: 20, y: 20), radius: 15, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        ctx.closePath()
        ctx.fillPath()
        let b = ctx.makeBitmap()
        #expect(b[28, 28] == 0)
        #expect(b[28, 12] == 0xFFFF_0000)
        #expect(b[12, 12] == 0xFFFF_0000)
    }

    @Test func globalAlphaWeakensFillsAndIsRestored() {
        let ctx = CairoGraphicsContext(width: 10, height: 10)
        ctx.saveGState()
        ctx.setAlpha(0.5)
        ctx.setFillColor(.white)
        ctx.fill(Rect(x: 0, y: 0, width: 5, height: 10))
        ctx.restoreGState()
        ctx.fill(Rect(x: 5, y: 0, width: 5, height: 10))
        let b = ctx.makeBitmap()
        #expect(b[2, 5] == 0x8080_8080)
        #expect(b[7, 5] == 0xFF00_0000)  // the fill colour was restored to black, alpha to 1
    }

    @Test func clipRestrictsLaterDrawing() {
        let ctx = CairoGraphicsContext(width: 20, height: 20)
        ctx.addRect(Rect(x: 5, y: 5, width: 10, height: 10))
        ctx.clip()
        ctx.setFillColor(.blue)
        ctx.fill(Rect(x: 0, y: 0, width: 20, height: 20))
        let b = ctx.makeBitmap()
        #expect(b[10, 10] == 0xFF00_00FF)
        #expect(b[2, 10] == 0)
        #expect(b[10, 17] == 0)
    }

    @Test func scaleMapsPointsToPixels() {
        let ctx = CairoGraphicsContext(width: 20, height: 20, scale: 2)
        ctx.setFillColor(.green)
        ctx.fill(Rect(x: 0, y: 0, width: 5, height: 5))
        let b = ctx.makeBitmap()
        #expect(b[9, 9] == 0xFF00_FF00)
        #expect(b[10, 10] == 0)
    }

    @Test func dashedStrokeLeavesGaps() {
        let ctx = CairoGraphicsContext(width: 40, height: 10)
        ctx.setStrokeColor(.black)
        ctx.setLineWidth(4)
        ctx.setLineDash(phase: 0, lengths: [5, 5])
        ctx.move(to: Point(x: 0, y: 5))
        ctx.addLine(to: Point(x: 40, y: 5))
        ctx.strokePath()
        let b = ctx.makeBitmap()
        #expect(b[2, 5] == 0xFF00_0000)
        #expect(b[7, 5] == 0)
        #expect(b[12, 5] == 0xFF00_0000)
    }

    @Test func linearGradientRunsBetweenItsEndPoints() {
        let ctx = CairoGraphicsContext(width: 100, height: 4)
        ctx.drawLinearGradient(Gradient(colors: [.black, .white]), start: Point(x: 0, y: 0), end: Point(x: 100, y: 0))
        let b = ctx.makeBitmap()
        #expect(b.color(x: 0, y: 1).red < 0.02)
        #expect(abs(b.color(x: 50, y: 1).red - 0.5) < 0.02)
        #expect(b.color(x: 99, y: 1).red > 0.98)
    }

    @Test func drawnImagesAreStretchedToTheRect() {
        let ctx = CairoGraphicsContext(width: 20, height: 20)
        ctx.draw(Fixtures.solid(.red, width: 2, height: 2), in: Rect(x: 5, y: 5, width: 10, height: 10))
        let b = ctx.makeBitmap()
        #expect(b[10, 10] == 0xFFFF_0000)
        #expect(b[6, 14] == 0xFFFF_0000)
        #expect(b[3, 10] == 0)
    }

    /// A page rendered for the screen comes back a rounding away from its rect's pixel size;
    /// it must be copied one for one, not filtered (slow, and blurred by a hundredth of a pixel).
    @Test func anImageWithinAPixelOfItsRectIsCopiedPixelForPixel() throws {
        let (width, height) = (37, 23)
        let pixels = (0..<width * height).map { UInt32(0xFF00_0000) | UInt32($0 &* 2_654_435_761 & 0xFF_FFFF) }
        let bitmap = try #require(Bitmap(width: width, height: height, pixels: pixels))
        let ctx = CairoGraphicsContext(width: 60, height: 40, scale: 2)
        // At scale 2: the corner lands on (8.4, 6.2) device pixels, the size is 37.6 × 22.6.
        ctx.draw(Image(bitmap: bitmap), in: Rect(x: 4.2, y: 3.1, width: 18.8, height: 11.3))
        let drawn = ctx.makeBitmap()
        for y in 0..<height - 1 {
            for x in 0..<width - 1 where drawn[8 + x, 6 + y] != bitmap[x, y] {
                Issue.record("pixel (\(x), \(y)) was filtered: \(drawn[8 + x, 6 + y]) for \(bitmap[x, y])")
                return
            }
        }
        #expect(drawn[7, 10] == 0)
        #expect(drawn[20, 5] == 0)
    }

    @Test func textIsMeasuredTheSameWithAndWithoutASurface() {
        let style = TextStyle(font: .systemFont(ofSize: 17))
        let ctx = CairoGraphicsContext(width: 10, height: 10, scale: 2)
        let measurer = PangoTextMeasurer()
        for text in ["Hello, world", "中文翻页", "A much longer sentence that wraps across several lines"] {
            let a = ctx.size(of: text, style: style, maxWidth: 120)
            let b = measurer.size(of: text, style: style, maxWidth: 120)
            #expect(abs(a.width - b.width) < 0.5 && abs(a.height - b.height) < 0.5, "\(text): \(a) vs \(b)")
        }
    }

    @Test func wrappingAndLineLimitsChangeTheMeasuredHeight() {
        let measurer = PangoTextMeasurer()
        let text = "The quick brown fox jumps over the lazy dog and keeps running far away"
        var style = TextStyle(font: .systemFont(ofSize: 16))
        let one = measurer.size(of: text, style: style, maxWidth: nil)
        let wrapped = measurer.size(of: text, style: style, maxWidth: 100)
        style.numberOfLines = 2
        let twoLines = measurer.size(of: text, style: style, maxWidth: 100)
        style.lineBreakMode = .byTruncatingTail
        let twoTruncated = measurer.size(of: text, style: style, maxWidth: 100)
        #expect(wrapped.height > 3 * one.height)
        #expect(wrapped.width <= 100)
        #expect(abs(twoLines.height - 2 * one.height) < 2)
        #expect(abs(twoTruncated.height - 2 * one.height) < 2)
        #expect(one.width > 400)
    }

    @Test func cjkTextHasGlyphs() {
        let measurer = PangoTextMeasurer()
        let style = TextStyle(font: .systemFont(ofSize: 20))
        let size = measurer.size(of: "中文翻页", style: style, maxWidth: nil)
        // Four full-width ideographs: about one em each.
        #expect(size.width > 70 && size.width < 90)
        let ctx = CairoGraphicsContext(width: 100, height: 30)
        ctx.draw("中文翻页", in: Rect(x: 0, y: 0, width: 100, height: 30), style: style)
        let inked = ctx.makeBitmap().pixels.filter { $0 >> 24 > 128 }.count
        #expect(inked > 150)
    }
}
