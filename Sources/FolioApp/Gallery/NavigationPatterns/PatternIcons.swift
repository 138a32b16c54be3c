import FolioCore
import FolioUI

/// Small procedurally drawn images for the demo tabs (so the demos need no files).
enum PatternIcons {
    enum Shape {
        case circle
        case square
        case diamond
    }

    /// A 52 × 52 pixel (26 pt at 2×) antialiased shape in `color`.
    static func image(_ shape: Shape, color: Color) -> Image {
        let size = 52
        var bitmap = Bitmap(width: size, height: size)
        let c = Double(size) / 2
        for y in 0..<size {
            for x in 0..<size {
                let px = Double(x) + 0.5 - c
                let py = Double(y) + 0.5 - c
                // Signed distance to the shape's edge (negative inside), radius 20 px.
                let distance: Double
                switch shape {
                case .circle: distance = (px * px + py * py).squareRoot() - 20
                case .square: distance = max(abs(px), abs(py)) - 17
                case .diamond: distance = (abs(px) + abs(py)) / 2.0.squareRoot() - 15
                }
                let coverage = min(max(0.5 - distance, 0), 1)
                guard coverage > 0 else { continue }
                bitmap.pixels[y * size + x] = color.withAlphaComponent(color.alpha * coverage).premultipliedARGB
            }
        }
        return Image(bitmap: bitmap, scale: 2)
    }
}
