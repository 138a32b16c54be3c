import FolioCore
import FolioRender
import FolioTesting
import Testing

@Suite @MainActor struct DrawingSnapshotTests {
    @Test func shapesStrokesAndGradients() {
        let ctx = CairoGraphicsContext(width: 480, height: 320, scale: 2)
        ctx.setFillColor(.white)
        ctx.fill(Rect(x: 0, y: 0, width: 240, height: 160))

        // Rounded rect with a linear gradient.
        ctx.saveGState()
        ctx.addRoundedRect(Rect(x: 10, y: 10, width: 100, height: 60), cornerRadius: 14)
        ctx.clip()
        ctx.drawLinearGradient(
            Gradient(colors: [.systemBlue, Color(rgb: 0x9B59B6)]), start: Point(x: 10, y: 10), end: Point(x: 110, y: 70)
        )
        ctx.restoreGState()

        // Radial gradient disc.
        ctx.saveGState()
        ctx.addEllipse(in: Rect(x: 125, y: 10, width: 60, height: 60))
        ctx.clip()
        ctx.drawRadialGradient(
            Gradient(colors: [.white, .orange, .red]), startCenter: Point(x: 145, y: 30), startRadius: 0,
            endCenter: Point(x: 155, y: 40), endRadius: 32)
        ctx.restoreGState()

        // Pie slice: clockwise arc from -90° to 45°.
        ctx.setFillColor(Color(rgb: 0x27AE60))
        ctx.move(to: Point(x: 215, y: 40))
        ctx.addArc(center: Point(x: 215, y: 40), radius: 22, startAngle: -.pi / 2, endAngle: .pi / 4, clockwise: true)
        ctx.closePath()
        ctx.fillPath()

        // Stroke caps and joins.
        ctx.setStrokeColor(.darkGray)
        ctx.setLineWidth(8)
        for (i, (cap, join)) in [(LineCap.butt, LineJoin.miter), (.round, .round), (.square, .bevel)].enumerated() {
            let x = 20.0 + Double(i) * 40
            ctx.setLineCap(cap)
            ctx.setLineJoin(join)
            ctx.move(to: Point(x: x, y: 140))
            ctx.addLine(to: Point(x: x + 12, y: 95))
            ctx.addLine(to: Point(x: x + 24, y: 140))
            ctx.strokePath()
        }

        // Dashed Bézier and a quadratic curve.
        ctx.setLineCap(.round)
        ctx.setLineWidth(3)
        ctx.setStrokeColor(Color(rgb: 0xE74C3C))
        ctx.setLineDash(phase: 0, lengths: [8, 5])
        ctx.move(to: Point(x: 140, y: 140))
        ctx.addCurve(to: Point(x: 230, y: 100), control1: Point(x: 160, y: 80), control2: Point(x: 200, y: 150))
        ctx.strokePath()
        ctx.setLineDash(phase: 0, lengths: [])
        ctx.setStrokeColor(.systemBlue)
        ctx.move(to: Point(x: 140, y: 90))
        ctx.addQuadCurve(to: Point(x: 230, y: 90), control: Point(x: 185, y: 60))
        ctx.strokePath()

        // Even-odd ring at half alpha.
        ctx.setAlpha(0.5)
        ctx.setFillColor(.black)
        ctx.addEllipse(in: Rect(x: 60, y: 80, width: 40, height: 40))
        ctx.addEllipse(in: Rect(x: 70, y: 90, width: 20, height: 20))
        ctx.fillPath(using: .evenOdd)

        assertSnapshot(of: ctx.makeBitmap())
    }
}
