import FolioCore

/// Recolouring a rendered PDF page, as zathura's recolour mode does while keeping hue, but
/// with photographs left as they are.
///
/// Every pixel's lightness is mapped as ``ReaderTheme/recolored(_:)`` maps a colour, through
/// lookup tables, so a page costs two passes over its pixels and is recoloured once, when it
/// is rendered into the page cache, never per frame. A dark theme inverts lightness, which
/// turns a photograph into a negative; so the page is first cut into
/// ``ReaderTheme/photoBlock``-pixel blocks, and a block that looks like a photograph keeps
/// its pixels: most of its pixels are mid-tones (lightness between 10 % and 90 %) and
/// almost none are near white. Text never looks like that, however small: antialiased
/// glyph edges are a minority of the pixels, and the paper between lines and letters is
/// white. A block next to a photograph also keeps its mid-tones, so a photograph's edge
/// that falls inside a block of margin is not inverted either.
extension ReaderTheme {
    /// The side of the square blocks a page is judged in, in pixels.
    static let photoBlock = 16

    /// `bitmap` (premultiplied ARGB, a rendered page) in this theme's colours, photographs
    /// kept. The light theme returns it unchanged.
    func recoloredPage(_ bitmap: Bitmap) -> Bitmap {
        guard self != .light, bitmap.width > 0, bitmap.height > 0 else { return bitmap }
        let photos = PhotoBlocks(bitmap)
        let tables = LightnessTables(self)
        var result = bitmap
        result.pixels.withUnsafeMutableBufferPointer { pixels in
            for y in 0..<bitmap.height {
                let blockRow = y / Self.photoBlock
                let rowStart = y * bitmap.width
                for x in 0..<bitmap.width {
                    let keep = photos.keeps(column: x / Self.photoBlock, row: blockRow)
                    let index = rowStart + x
                    let pixel = pixels[index]
                    if keep == .all { continue }
                    if keep == .midTones, PhotoBlocks.isMidTone(PhotoBlocks.luma(pixel)) { continue }
                    pixels[index] = tables.map(pixel)
                }
            }
        }
        return result
    }
}

/// Which blocks of a page look like photographs.
private struct PhotoBlocks {
    enum Keep { case none, midTones, all }

    let columns: Int
    let rows: Int
    /// Per block, row-major: what it keeps.
    private var keep: [Keep]

    init(_ bitmap: Bitmap) {
        let side = ReaderTheme.photoBlock
        let columns = (bitmap.width + side - 1) / side
        let rows = (bitmap.height + side - 1) / side
        self.columns = columns
        self.rows = rows
        var midTones = [Int](repeating: 0, count: columns * rows)
        var whites = [Int](repeating: 0, count: columns * rows)
        bitmap.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<bitmap.height {
                let rowBase = (y / side) * columns
                for x in 0..<bitmap.width {
                    let luma = Self.luma(pixels[y * bitmap.width + x])
                    let block = rowBase + x / side
                    if Self.isMidTone(luma) { midTones[block] += 1 } else if luma > 235 { whites[block] += 1 }
                }
            }
        }
        var isPhoto = [Bool](repeating: false, count: columns * rows)
        for row in 0..<rows {
            let height = min(side, bitmap.height - row * side)
            for column in 0..<columns {
                let area = min(side, bitmap.width - column * side) * height
                let block = row * columns + column
                // Most pixels mid-tones, under a tenth near white.
                isPhoto[block] = midTones[block] * 2 >= area && whites[block] * 10 < area
            }
        }
        keep = Self.spread(isPhoto, columns: columns, rows: rows)
    }

    /// What each block keeps: everything when it is a photograph, its mid-tones when it
    /// touches one (a photograph's edge), nothing otherwise.
    private static func spread(_ isPhoto: [Bool], columns: Int, rows: Int) -> [Keep] {
        var keep = [Keep](repeating: .none, count: isPhoto.count)
        for row in 0..<rows {
            for column in 0..<columns where isPhoto[row * columns + column] {
                for y in max(row - 1, 0)...min(row + 1, rows - 1) {
                    for x in max(column - 1, 0)...min(column + 1, columns - 1) where keep[y * columns + x] == .none {
                        keep[y * columns + x] = .midTones
                    }
                }
            }
        }
        for block in isPhoto.indices where isPhoto[block] { keep[block] = .all }
        return keep
    }

    /// What the block at `column`, `row` keeps.
    func keeps(column: Int, row: Int) -> Keep { keep[row * columns + column] }

    /// Rec. 601 luma of a premultiplied pixel, 0…255, as if over black.
    static func luma(_ pixel: UInt32) -> Int {
        let red = Int((pixel >> 16) & 0xFF)
        let green = Int((pixel >> 8) & 0xFF)
        let blue = Int(pixel & 0xFF)
        return (77 * red + 150 * green + 29 * blue) >> 8
    }

    static func isMidTone(_ luma: Int) -> Bool { luma >= 26 && luma <= 230 }
}

/// The theme's lightness map as three 256-entry tables: the grey a lightness becomes.
private struct LightnessTables {
    private var red = [Int](repeating: 0, count: 256)
    private var green = [Int](repeating: 0, count: 256)
    private var blue = [Int](repeating: 0, count: 256)

    init(_ theme: ReaderTheme) {
        let ink = theme.ink
        let paper = theme.paper
        for luma in 0..<256 {
            let t = Double(luma) / 255
            red[luma] = Int(((ink.red + (paper.red - ink.red) * t) * 255).rounded())
            green[luma] = Int(((ink.green + (paper.green - ink.green) * t) * 255).rounded())
            blue[luma] = Int(((ink.blue + (paper.blue - ink.blue) * t) * 255).rounded())
        }
    }

    /// `pixel` recoloured: the grey of its lightness plus its own offset from grey. A
    /// translucent pixel is mapped as its colour and keeps its coverage.
    func map(_ pixel: UInt32) -> UInt32 {
        let alpha = Int(pixel >> 24)
        guard alpha > 0 else { return pixel }
        var r = Int((pixel >> 16) & 0xFF)
        var g = Int((pixel >> 8) & 0xFF)
        var b = Int(pixel & 0xFF)
        if alpha < 255 {
            r = min(r * 255 / alpha, 255)
            g = min(g * 255 / alpha, 255)
            b = min(b * 255 / alpha, 255)
        }
        let luma = (77 * r + 150 * g + 29 * b) >> 8
        var outR = min(max(red[luma] + r - luma, 0), 255)
        var outG = min(max(green[luma] + g - luma, 0), 255)
        var outB = min(max(blue[luma] + b - luma, 0), 255)
        if alpha < 255 {
            outR = outR * alpha / 255
            outG = outG * alpha / 255
            outB = outB * alpha / 255
        }
        return UInt32(alpha) << 24 | UInt32(outR) << 16 | UInt32(outG) << 8 | UInt32(outB)
    }
}
