/// A rectangle with rounded corners in a layer's coordinates, seen through a homography:
/// answers how much of a device pixel it covers. Straight edges follow the pixel-centre rule
/// of ``ConvexPolygon`` (the caller only asks about pixels inside the polygon); the corner
/// arcs are anti-aliased from the signed distance, scaled by the map's local magnification.
struct RoundedRectShape {
    let minX: Double
    let minY: Double
    let maxX: Double
    let maxY: Double
    let radius: Double
    /// Device → layer.
    let inverse: Homography
    /// |det| of layer → device, for the local magnification.
    private let forwardDeterminant: Double
    private let forward: Homography

    init?(minX: Double, minY: Double, maxX: Double, maxY: Double, radius: Double, toDevice h: Homography) {
        guard let inv = h.inverted() else { return nil }
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
        self.radius = max(0, min(radius, (maxX - minX) / 2, (maxY - minY) / 2))
        inverse = inv
        forward = h
        forwardDeterminant =
            abs(
                h.m11 * (h.m22 * h.m33 - h.m23 * h.m32) - h.m12 * (h.m21 * h.m33 - h.m23 * h.m31)
                    + h.m13 * (h.m21 * h.m32 - h.m22 * h.m31))
    }

    /// Coverage, 0…255, of the pixel at `(x, y)` assumed inside the straight edges.
    @inline(__always)
    func coverage(x: Int, y: Int) -> UInt8 {
        let r = radius
        guard r > 0 else { return 255 }
        let h = inverse.applyHomogeneous(Double(x) + 0.5, Double(y) + 0.5)
        guard h.w != 0 else { return 0 }
        let px = h.x / h.w
        let py = h.y / h.w
        let cx: Double
        if px < minX + r {
            cx = minX + r
        } else if px > maxX - r {
            cx = maxX - r
        } else {
            return 255
        }
        let cy: Double
        if py < minY + r {
            cy = minY + r
        } else if py > maxY - r {
            cy = maxY - r
        } else {
            return 255
        }
        let dx = px - cx
        let dy = py - cy
        let d = (dx * dx + dy * dy).squareRoot() - r
        // Pixels per layer unit near p: sqrt(|det J|) with det J = det H / w³.
        let w = px * forward.m13 + py * forward.m23 + forward.m33
        let magnification = (forwardDeterminant / max(abs(w * w * w), 1e-12)).squareRoot()
        let c = 0.5 - d * magnification
        if c >= 1 { return 255 }
        if c <= 0 { return 0 }
        return UInt8(c * 255 + 0.5)
    }
}
