import FolioCore

/// A simple picture drawn with vector shapes, one per sample page.
enum SampleIllustration: CaseIterable, Hashable, Sendable {
    case sunrise, curlDiagram, mountains, sailboat, bars, tree, filmStrip, moon

    /// Draws the picture filling `rect`.
    @MainActor
    func draw(in context: any GraphicsContext, rect: Rect) {
        context.saveGState()
        context.beginPath()
        context.addRoundedRect(rect, cornerRadius: min(rect.width, rect.height) * 0.04)
        context.clip()
        context.translateBy(x: rect.minX, y: rect.minY)
        let w = rect.width
        let h = rect.height
        switch self {
        case .sunrise: drawSunrise(context, w, h)
        case .curlDiagram: drawCurlDiagram(context, w, h)
        case .mountains: drawMountains(context, w, h)
        case .sailboat: drawSailboat(context, w, h)
        case .bars: drawBars(context, w, h)
        case .tree: drawTree(context, w, h)
        case .filmStrip: drawFilmStrip(context, w, h)
        case .moon: drawMoon(context, w, h)
        }
        context.restoreGState()
    }

    @MainActor private func sky(_ c: any GraphicsContext, _ w: Double, _ h: Double, _ top: UInt32, _ bottom: UInt32) {
        c.drawLinearGradient(
            Gradient(colors: [Color(rgb: top), Color(rgb: bottom)]), start: Point(x: 0, y: 0), end: Point(x: 0, y: h))
    }

    @MainActor private func hill(
        _ c: any GraphicsContext, _ w: Double, _ h: Double, base: Double, peak: Double, _ color: UInt32
    ) {
        c.beginPath()
        c.move(to: Point(x: 0, y: h))
        c.addLine(to: Point(x: 0, y: h * base))
        c.addCurve(
            to: Point(x: w, y: h * base), control1: Point(x: w * 0.3, y: h * peak),
            control2: Point(x: w * 0.7, y: h * (base + 0.1)))
        c.addLine(to: Point(x: w, y: h))
        c.closePath()
        c.setFillColor(Color(rgb: color))
        c.fillPath()
    }

    @MainActor private func drawSunrise(_ c: any GraphicsContext, _ w: Double, _ h: Double) {
        sky(c, w, h, 0xFFD9A0, 0xF6A57A)
        c.setFillColor(Color(rgb: 0xFFF3C4))
        c.beginPath()
        c.addEllipse(in: Rect(x: w * 0.38, y: h * 0.3, width: w * 0.24, height: w * 0.24))
        c.fillPath()
        hill(c, w, h, base: 0.7, peak: 0.5, 0x7FA36B)
        hill(c, w, h, base: 0.85, peak: 0.7, 0x4E7A4A)
    }

    @MainActor private func drawCurlDiagram(_ c: any GraphicsContext, _ w: Double, _ h: Double) {
        c.setFillColor(Color(rgb: 0xE8EEF8))
        c.fill(Rect(x: 0, y: 0, width: w, height: h))
        let page = Rect(x: w * 0.15, y: h * 0.15, width: w * 0.7, height: h * 0.7)
        c.setFillColor(.white)
        c.fill(page)
        c.setStrokeColor(Color(rgb: 0x3A78E0))
        c.setLineWidth(max(w * 0.008, 1))
        c.stroke(page)
        // The lifted corner and its fold line.
        c.beginPath()
        c.move(to: Point(x: page.maxX - page.width * 0.45, y: page.maxY))
        c.addQuadCurve(
            to: Point(x: page.maxX, y: page.maxY - page.height * 0.45),
            control: Point(x: page.maxX - page.width * 0.35, y: page.maxY - page.height * 0.35))
        c.addLine(to: Point(x: page.maxX, y: page.maxY))
        c.closePath()
        c.setFillColor(Color(rgb: 0xE8EEF8))
        c.fillPath()
        c.beginPath()
        c.move(to: Point(x: page.maxX - page.width * 0.45, y: page.maxY))
        c.addQuadCurve(
            to: Point(x: page.maxX, y: page.maxY - page.height * 0.45),
            control: Point(x: page.maxX - page.width * 0.12, y: page.maxY - page.height * 0.12))
        c.closePath()
        c.drawLinearGradient(
            Gradient(colors: [Color(rgb: 0xB9C8E6), Color(rgb: 0xF4F7FC)]),
            start: Point(x: page.maxX - page.width * 0.3, y: page.maxY - page.height * 0.3),
            end: Point(x: page.maxX, y: page.maxY))
        c.setStrokeColor(Color(rgb: 0x3A78E0))
        c.setLineDash(phase: 0, lengths: [w * 0.02, w * 0.015])
        c.beginPath()
        c.move(to: Point(x: page.maxX - page.width * 0.55, y: page.maxY))
        c.addLine(to: Point(x: page.maxX, y: page.maxY - page.height * 0.55))
        c.strokePath()
    }

    @MainActor private func drawMountains(_ c: any GraphicsContext, _ w: Double, _ h: Double) {
        sky(c, w, h, 0xBFE3F2, 0xEAF6EE)
        for (offset, color, height) in [
            (0.0, 0x8DB8A8 as UInt32, 0.35), (0.35, 0x5E9C83, 0.25), (-0.2, 0x3F7D63, 0.45),
        ] {
            c.beginPath()
            c.move(to: Point(x: w * (offset - 0.1), y: h))
            c.addLine(to: Point(x: w * (offset + 0.35), y: h * height))
            c.addLine(to: Point(x: w * (offset + 0.85), y: h))
            c.closePath()
            c.setFillColor(Color(rgb: color))
            c.fillPath()
        }
    }

    @MainActor private func drawSailboat(_ c: any GraphicsContext, _ w: Double, _ h: Double) {
        sky(c, w, h, 0xCFE8FA, 0xF2F9FE)
        c.setFillColor(Color(rgb: 0x2B8FB3))
        c.fill(Rect(x: 0, y: h * 0.68, width: w, height: h * 0.32))
        c.setFillColor(Color(rgb: 0x8A5A3C))
        c.beginPath()
        c.move(to: Point(x: w * 0.3, y: h * 0.66))
        c.addLine(to: Point(x: w * 0.7, y: h * 0.66))
        c.addLine(to: Point(x: w * 0.62, y: h * 0.76))
        c.addLine(to: Point(x: w * 0.38, y: h * 0.76))
        c.closePath()
        c.fillPath()
        c.setFillColor(.white)
        c.beginPath()
        c.move(to: Point(x: w * 0.5, y: h * 0.15))
        c.addLine(to: Point(x: w * 0.5, y: h * 0.62))
        c.addLine(to: Point(x: w * 0.68, y: h * 0.62))
        c.closePath()
        c.fillPath()
        c.setFillColor(Color(rgb: 0xE0703A))
        c.beginPath()
        c.move(to: Point(x: w * 0.48, y: h * 0.22))
        c.addLine(to: Point(x: w * 0.48, y: h * 0.62))
        c.addLine(to: Point(x: w * 0.34, y: h * 0.62))
        c.closePath()
        c.fillPath()
    }

    @MainActor private func drawBars(_ c: any GraphicsContext, _ w: Double, _ h: Double) {
        c.setFillColor(Color(rgb: 0xF3EEFA))
        c.fill(Rect(x: 0, y: 0, width: w, height: h))
        let values = [0.62, 0.64, 0.63, 0.65, 0.64, 0.63]
        let barWidth = w * 0.1
        for (index, value) in values.enumerated() {
            let x = w * 0.1 + Double(index) * w * 0.14
            c.setFillColor(Color(hue: 0.75, saturation: 0.45, brightness: 0.75 - Double(index) * 0.03))
            c.beginPath()
            c.addRoundedRect(
                Rect(x: x, y: h * (1 - value), width: barWidth, height: h * value), cornerRadius: w * 0.015)
            c.fillPath()
        }
        c.setStrokeColor(Color(rgb: 0x8A5CC8))
        c.setLineWidth(max(w * 0.006, 1))
        c.beginPath()
        c.move(to: Point(x: w * 0.05, y: h * 0.95))
        c.addLine(to: Point(x: w * 0.95, y: h * 0.95))
        c.strokePath()
    }

    @MainActor private func drawTree(_ c: any GraphicsContext, _ w: Double, _ h: Double) {
        sky(c, w, h, 0xFCEBD2, 0xF7DDB8)
        c.setFillColor(Color(rgb: 0x7A5232))
        c.fill(Rect(x: w * 0.46, y: h * 0.45, width: w * 0.08, height: h * 0.45))
        for (dx, dy, r, color) in [
            (0.5, 0.35, 0.22, 0xC8913A as UInt32), (0.36, 0.45, 0.15, 0xD9A44E), (0.64, 0.45, 0.15, 0xB87A2A),
        ] {
            c.setFillColor(Color(rgb: color))
            c.beginPath()
            c.addEllipse(in: Rect(x: w * (dx - r), y: h * dy - w * r, width: w * 2 * r, height: w * 2 * r))
            c.fillPath()
        }
        c.setFillColor(Color(rgb: 0x9C7A4E))
        c.fill(Rect(x: 0, y: h * 0.9, width: w, height: h * 0.1))
    }

    @MainActor private func drawFilmStrip(_ c: any GraphicsContext, _ w: Double, _ h: Double) {
        c.setFillColor(Color(rgb: 0x2A2A33))
        c.fill(Rect(x: 0, y: 0, width: w, height: h))
        let frameWidth = w * 0.26
        for index in 0..<3 {
            let x = w * 0.06 + Double(index) * (frameWidth + w * 0.05)
            c.setFillColor(Color(hue: 0.95 - Double(index) * 0.12, saturation: 0.5, brightness: 0.9))
            c.fill(Rect(x: x, y: h * 0.22, width: frameWidth, height: h * 0.56))
        }
        c.setFillColor(Color(rgb: 0xEDEDED))
        var x = w * 0.03
        while x < w {
            c.fill(Rect(x: x, y: h * 0.07, width: w * 0.03, height: h * 0.07))
            c.fill(Rect(x: x, y: h * 0.86, width: w * 0.03, height: h * 0.07))
            x += w * 0.07
        }
    }

    @MainActor private func drawMoon(_ c: any GraphicsContext, _ w: Double, _ h: Double) {
        sky(c, w, h, 0x1C2A3F, 0x34495E)
        c.setFillColor(Color(rgb: 0xF5EBC8))
        c.beginPath()
        c.addEllipse(in: Rect(x: w * 0.55, y: h * 0.15, width: w * 0.22, height: w * 0.22))
        c.fillPath()
        c.setFillColor(.white)
        for index in 0..<14 {
            let x = Double((index * 37) % 100) / 100 * w
            let y = Double((index * 53) % 60) / 100 * h
            c.beginPath()
            c.addEllipse(in: Rect(x: x, y: y, width: w * 0.008, height: w * 0.008))
            c.fillPath()
        }
        hill(c, w, h, base: 0.82, peak: 0.7, 0x15202F)
    }
}
