import FolioCore

/// The colour a single-sided back is washed towards when the wash follows the page
/// (`PageCurl.Back.seenThrough`, docs/Curl.md §6): the paper colour on a light page, the
/// page's own average colour on a dark one, and a mix of the two in between. A night photo
/// keeps a dark back; a page of text gets iOS's near-white wash.
///
/// The average is taken over a fixed grid of texels, so it costs the same few microseconds at
/// any page size, reads no texel twice, allocates nothing and gives the same colour in every
/// frame of a turn (the front texture does not change while the page curls).
enum CurlWashTone {
    /// Texels read along each axis of the page.
    static let samplesPerAxis = 24

    /// The wash colour for `front`, whose page covers texels `u0..<u1` × `v0..<v1` (clamped to
    /// the texture), as an opaque premultiplied ARGB pixel.
    ///
    /// - Parameters:
    ///   - front: The sheet rendered flat.
    ///   - u0: The page's left edge, in texels.
    ///   - u1: The page's right edge, in texels.
    ///   - v0: The page's top edge, in texels.
    ///   - v1: The page's bottom edge, in texels.
    ///   - paper: The wash on a light page.
    /// - Returns: The wash; `paper` when the page has no opaque texels to average.
    static func wash(of front: Texture, u0: Double, u1: Double, v0: Double, v1: Double, paper: Color) -> UInt32 {
        let paperPixel = paper.withAlphaComponent(1).premultipliedARGB
        let x0 = clamp(u0, to: front.width)
        let x1 = clamp(u1, to: front.width)
        let y0 = clamp(v0, to: front.height)
        let y1 = clamp(v1, to: front.height)
        guard x0 < x1, y0 < y1 else { return paperPixel }
        var a: UInt64 = 0
        var r: UInt64 = 0
        var g: UInt64 = 0
        var b: UInt64 = 0
        let n = samplesPerAxis
        for j in 0..<n {
            // The centre of each of n equal strips, so the grid is symmetric on the page.
            let y = y0 + (2 * j + 1) * (y1 - y0) / (2 * n)
            let row = front.row(y)
            for i in 0..<n {
                let p = row[x0 + (2 * i + 1) * (x1 - x0) / (2 * n)]
                a &+= UInt64(p >> 24)
                r &+= UInt64((p >> 16) & 0xFF)
                g &+= UInt64((p >> 8) & 0xFF)
                b &+= UInt64(p & 0xFF)
            }
        }
        guard a > 0 else { return paperPixel }
        // The mean colour of what covers the page (premultiplied sums over the alpha sum).
        let mean = Color(
            red: min(Double(r) / Double(a), 1), green: min(Double(g) / Double(a), 1),
            blue: min(Double(b) / Double(a), 1))
        let lightness = 0.2126 * mean.red + 0.7152 * mean.green + 0.0722 * mean.blue
        return mean.interpolated(to: paper.withAlphaComponent(1), fraction: paperShare(lightness: lightness))
            .premultipliedARGB
    }

    /// How much of the wash is paper for a page of mean `lightness` (0…1): all of it from
    /// 0.7 up (a page of text with pictures and headings is still a light page), none of it
    /// below 0.2 (a night photo), a smoothstep between, so no lightness jumps.
    static func paperShare(lightness: Double) -> Double {
        let t = min(max((lightness - 0.2) / 0.5, 0), 1)
        return t * t * (3 - 2 * t)
    }

    /// A texel edge clamped to `0...count` (non-finite edges count as 0).
    private static func clamp(_ edge: Double, to count: Int) -> Int {
        guard edge.isFinite else { return 0 }
        return Int(min(max(edge.rounded(), 0), Double(count)))
    }
}
