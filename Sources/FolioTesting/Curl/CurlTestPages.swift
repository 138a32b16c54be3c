package import FolioCore

/// Distinct, asymmetric test pages for curl pictures and tests: a tinted paper gradient, a
/// header bar with the page number in seven-segment digits on the left, ragged "text" lines,
/// a gradient box at the bottom right and a big number at the bottom left, so any mirror or
/// swap shows.
package enum CurlTestPages {
    package static func page(width: Int, height: Int, number: Int) -> Bitmap {
        var b = Bitmap(width: width, height: height)
        let hue = Double((number * 37) % 100) / 100
        let w = Double(width)
        let h = Double(height)
        for y in 0..<height {
            let t = Double(y) / max(h - 1, 1)
            let c = Color(hue: hue, saturation: 0.08 + 0.1 * t, brightness: 0.99 - 0.06 * t).premultipliedARGB
            for x in 0..<width { b.pixels[y * width + x] = c }
        }
        let margin = w * 0.08
        let header = Color(hue: hue, saturation: 0.6, brightness: 0.55).premultipliedARGB
        fill(&b, x0: 0, y0: 0, x1: w, y1: h * 0.1, header)
        digits(&b, String(number), x: margin, y: h * 0.02, height: h * 0.06, Color.white.premultipliedARGB)
        // Ragged text lines, indented paragraphs.
        let ink = Color(white: 0.2).premultipliedARGB
        var y = h * 0.15
        var line = 0
        while y < h * 0.62 {
            let ragged = 0.55 + 0.4 * Double((line * 7 + number * 3) % 10) / 10
            let indent = line % 5 == 0 ? w * 0.06 : 0
            fill(&b, x0: margin + indent, y0: y, x1: margin + (w - 2 * margin) * ragged, y1: y + h * 0.018, ink)
            y += line % 5 == 4 ? h * 0.055 : h * 0.035
            line += 1
        }
        // A gradient box at the bottom right, red to blue left to right, light to dark downwards.
        let bx0 = w * 0.55
        let by0 = h * 0.68
        let bx1 = w - margin
        let by1 = h - margin
        for py in Int(by0)..<Int(by1) {
            for px in Int(bx0)..<Int(bx1) {
                let s = (Double(px) - bx0) / (bx1 - bx0)
                let v = (Double(py) - by0) / (by1 - by0)
                b.pixels[py * width + px] =
                    Color(red: 0.9 * (1 - s), green: 0.25, blue: 0.9 * s).interpolated(to: .black, fraction: 0.5 * v)
                    .premultipliedARGB
            }
        }
        digits(&b, String(number), x: margin, y: h * 0.7, height: h * 0.22, header)
        return b
    }

    package static func fill(_ b: inout Bitmap, x0: Double, y0: Double, x1: Double, y1: Double, _ p: UInt32) {
        let ix0 = max(Int(x0.rounded()), 0)
        let iy0 = max(Int(y0.rounded()), 0)
        let ix1 = min(Int(x1.rounded()), b.width)
        let iy1 = min(Int(y1.rounded()), b.height)
        guard ix0 < ix1, iy0 < iy1 else { return }
        for y in iy0..<iy1 {
            for x in ix0..<ix1 { b.pixels[y * b.width + x] = p }
        }
    }

    /// Seven-segment digits, `height` tall.
    package static func digits(_ b: inout Bitmap, _ text: String, x: Double, y: Double, height: Double, _ p: UInt32) {
        let segments: [Character: [Int]] = [
            "0": [0, 1, 2, 4, 5, 6], "1": [2, 5], "2": [0, 2, 3, 4, 6], "3": [0, 2, 3, 5, 6], "4": [1, 2, 3, 5],
            "5": [0, 1, 3, 5, 6], "6": [0, 1, 3, 4, 5, 6], "7": [0, 2, 5], "8": [0, 1, 2, 3, 4, 5, 6],
            "9": [0, 1, 2, 3, 5, 6],
        ]
        let dw = height * 0.5
        let t = height * 0.12
        var cx = x
        for ch in text {
            for s in segments[ch] ?? [] {
                switch s {
                case 0: fill(&b, x0: cx, y0: y, x1: cx + dw, y1: y + t, p)
                case 1: fill(&b, x0: cx, y0: y, x1: cx + t, y1: y + height / 2, p)
                case 2: fill(&b, x0: cx + dw - t, y0: y, x1: cx + dw, y1: y + height / 2, p)
                case 3: fill(&b, x0: cx, y0: y + height / 2 - t / 2, x1: cx + dw, y1: y + height / 2 + t / 2, p)
                case 4: fill(&b, x0: cx, y0: y + height / 2, x1: cx + t, y1: y + height, p)
                case 5: fill(&b, x0: cx + dw - t, y0: y + height / 2, x1: cx + dw, y1: y + height, p)
                default: fill(&b, x0: cx, y0: y + height - t, x1: cx + dw, y1: y + height, p)
                }
            }
            cx += dw + t * 1.5
        }
    }
}
