import FolioCore
import FolioRender
import FolioTesting
import Testing

@Suite @MainActor struct TextSnapshotTests {
    static let latin =
        "Folio turns pages the way a book does: the paper curls, the light falls across it, and the next page waits underneath."

    func canvas(_ width: Int, _ height: Int, scale: Double = 2) -> CairoGraphicsContext {
        let ctx = CairoGraphicsContext(width: width, height: height, scale: scale)
        ctx.setFillColor(.white)
        ctx.fill(Rect(x: 0, y: 0, width: Double(width) / scale, height: Double(height) / scale))
        return ctx
    }

    func box(_ ctx: CairoGraphicsContext, _ r: Rect) {
        ctx.setStrokeColor(Color(rgb: 0xCCCCCC))
        ctx.setLineWidth(0.5)
        ctx.stroke(r)
    }

    @Test func latinParagraphInEveryAlignment() {
        let ctx = canvas(640, 360)
        let alignments: [TextAlignment] = [.left, .center, .right, .justified]
        for (i, alignment) in alignments.enumerated() {
            let r = Rect(x: 8 + Double(i % 2) * 160, y: 8 + Double(i / 2) * 88, width: 148, height: 80)
            box(ctx, r)
            ctx.draw(Self.latin, in: r, style: TextStyle(font: .systemFont(ofSize: 11), alignment: alignment))
        }
        assertSnapshot(of: ctx.makeBitmap(), tolerance: .text)
    }

    @Test func chineseTextWrapsAndRenders() {
        let ctx = canvas(480, 240)
        let r = Rect(x: 10, y: 10, width: 220, height: 100)
        box(ctx, r)
        ctx.draw(
            "中文翻页：纸张卷起，光线掠过，下一页在下面等待。日本語とEnglishも混在。", in: r,
            style: TextStyle(font: .systemFont(ofSize: 18), color: Color(rgb: 0x1A237E)))
        assertSnapshot(of: ctx.makeBitmap(), tolerance: .text)
    }

    @Test func lineLimitsTruncateWithAnEllipsis() {
        let ctx = canvas(640, 300)
        let cases: [(LineBreakMode, Int)] = [
            (.byTruncatingTail, 1), (.byTruncatingMiddle, 1), (.byTruncatingHead, 1), (.byTruncatingTail, 2),
            (.byWordWrapping, 2), (.byClipping, 1),
        ]
        for (i, (mode, lines)) in cases.enumerated() {
            let r = Rect(x: 8 + Double(i % 2) * 160, y: 8 + Double(i / 2) * 48, width: 148, height: 42)
            box(ctx, r)
            var style = TextStyle(font: .systemFont(ofSize: 13), lineBreakMode: mode, numberOfLines: lines)
            style.color = Color(rgb: 0x333333)
            ctx.draw(Self.latin, in: r, style: style)
        }
        assertSnapshot(of: ctx.makeBitmap(), tolerance: .text)
    }

    @Test func weightsItalicAndColours() {
        let ctx = canvas(480, 220)
        let weights: [Font.Weight] = [.light, .regular, .medium, .semibold, .bold, .heavy]
        for (i, w) in weights.enumerated() {
            ctx.draw(
                "Weight \(i)", in: Rect(x: 10, y: 6 + Double(i) * 16, width: 110, height: 16),
                style: TextStyle(font: Font(size: 13, weight: w)))
        }
        ctx.draw(
            "Serif italic", in: Rect(x: 120, y: 6, width: 110, height: 24),
            style: TextStyle(font: Font(family: "Serif", size: 18, isItalic: true), color: Color(rgb: 0xC0392B)))
        ctx.draw(
            "Monospace", in: Rect(x: 120, y: 34, width: 110, height: 24),
            style: TextStyle(font: Font(family: "Monospace", size: 14), color: Color(rgb: 0x16A085)))
        // Natural alignment follows the paragraph direction: Hebrew starts at the right.
        let r = Rect(x: 120, y: 62, width: 110, height: 40)
        box(ctx, r)
        ctx.draw("שלום עולם", in: r, style: TextStyle(font: .systemFont(ofSize: 14), alignment: .natural))
        assertSnapshot(of: ctx.makeBitmap(), tolerance: .text)
    }
}
