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

    /// A dark photograph, generated: a night sky from deep blue to black with stars, a pale
    /// moon at the top left, black hills along the bottom with a few lit windows on the right,
    /// and the page number small at the top right. Mostly dark, so the back of a sheet showing
    /// it must stay dark; asymmetric, so any mirror shows.
    package static func darkPhoto(width: Int, height: Int, number: Int) -> Bitmap {
        var b = Bitmap(width: width, height: height)
        let w = Double(width)
        let h = Double(height)
        let moon = (x: w * 0.27, y: h * 0.2, r: min(w, h) * 0.09)
        for y in 0..<height {
            let t = Double(y) / max(h - 1, 1)
            let sky = Color(red: 0.02 + 0.05 * t, green: 0.03 + 0.06 * t, blue: 0.1 + 0.12 * t)
            for x in 0..<width {
                let fx = Double(x)
                let fy = Double(y)
                var c = sky
                // Stars from a hash of the pixel, a fixed pattern at every size.
                let hash = (x &* 73_856_093) ^ (y &* 19_349_663) ^ (number &* 83_492_791)
                if hash % 211 == 0 { c = Color(white: 0.75 + Double(hash % 7) / 30) }
                let d = ((fx - moon.x) * (fx - moon.x) + (fy - moon.y) * (fy - moon.y)).squareRoot()
                if d < moon.r { c = Color(red: 0.93, green: 0.91, blue: 0.8) }
                // Two ridges of hills: triangle waves of different periods.
                let near = abs((fx / w * 2.6 + 0.3).truncatingRemainder(dividingBy: 2) - 1)
                let far = abs((fx / w * 5.3).truncatingRemainder(dividingBy: 2) - 1)
                let hill = h * (0.7 + 0.1 * near - 0.05 * far)
                if fy > hill { c = Color(red: 0.015, green: 0.02, blue: 0.03) }
                b.pixels[y * width + x] = c.premultipliedARGB
            }
        }
        // Lit windows in the hills on the right.
        let window = Color(red: 0.95, green: 0.7, blue: 0.3).premultipliedARGB
        for k in 0..<4 {
            let x0 = w * (0.62 + 0.08 * Double(k))
            let y0 = h * (0.86 + 0.025 * Double(k % 2))
            fill(&b, x0: x0, y0: y0, x1: x0 + w * 0.03, y1: y0 + h * 0.025, window)
        }
        digits(&b, String(number), x: w * 0.82, y: h * 0.04, height: h * 0.06, Color(white: 0.7).premultipliedARGB)
        return b
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
