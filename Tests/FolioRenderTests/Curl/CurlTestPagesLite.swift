import FolioCore

/// A small asymmetric test page (FolioTesting's pages need the whole UI stack; these tests
/// only need pixels): a header band, stripes and a corner block.
enum CurlTestPagesLite {
    static func page(_ width: Int, _ height: Int) -> Bitmap {
        var b = Bitmap(width: width, height: height, fill: Color(rgb: 0xF4F1E8))
        for y in 0..<height {
            for x in 0..<width {
                if y < height / 8 {
                    b[x, y] = Color(rgb: 0x2E6B4F).premultipliedARGB
                } else if (y / 4) % 3 == 0 && x > width / 10 && x < width * (5 + (y / 12) % 4) / 10 {
                    b[x, y] = Color(white: 0.2).premultipliedARGB
                } else if x > width * 6 / 10 && y > height * 7 / 10 {
                    b[x, y] =
                        Color(red: Double(x) / Double(width), green: 0.3, blue: 1 - Double(x) / Double(width))
                        .premultipliedARGB
                }
            }
        }
        return b
    }
}
