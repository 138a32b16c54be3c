import FolioCore
import Testing

@Suite struct BitmapTests {
    @Test func initFillsEveryPixel() {
        let bitmap = Bitmap(width: 3, height: 2, fill: .red)
        #expect(bitmap.pixels.count == 6)
        #expect(bitmap.pixels.allSatisfy { $0 == 0xFFFF_0000 })
        #expect(Bitmap(width: 2, height: 2).pixels == [0, 0, 0, 0])
        #expect(Bitmap(width: -4, height: 3).pixels.isEmpty)
    }

    @Test func initFromPixelsChecksTheCount() {
        #expect(Bitmap(width: 2, height: 2, pixels: [1, 2, 3]) == nil)
        #expect(Bitmap(width: 2, height: 1, pixels: [1, 2])?.pixels == [1, 2])
    }

    @Test func subscriptIsRowMajor() {
        var bitmap = Bitmap(width: 3, height: 2)
        bitmap[2, 1] = 0xFF12_3456
        #expect(bitmap.pixels[5] == 0xFF12_3456)
        #expect(bitmap[2, 1] == 0xFF12_3456)
        bitmap[0, 1] = 7
        #expect(bitmap.pixels[3] == 7)
    }

    @Test(arguments: [(-1, 0), (0, -1), (3, 0), (0, 2)])
    func subscriptOutsideTheBitmapReadsZeroAndIgnoresWrites(x: Int, y: Int) {
        var bitmap = Bitmap(width: 3, height: 2, fill: .white)
        let before = bitmap.pixels
        #expect(bitmap[x, y] == 0)
        bitmap[x, y] = 0xFF00_00FF
        #expect(bitmap.pixels == before)
    }

    @Test func colorUnpremultiplies() {
        var bitmap = Bitmap(width: 1, height: 1)
        bitmap[0, 0] = Color(red: 1, green: 0.5, blue: 0, alpha: 0.5).premultipliedARGB
        let c = bitmap.color(x: 0, y: 0)
        #expect(isClose(c.alpha, 128.0 / 255))
        #expect(isClose(c.red, 1))
        #expect(isClose(c.green, 64.0 / 128))
        #expect(c.blue == 0)
        #expect(bitmap.color(x: 5, y: 5) == .clear)
    }

    @Test func imageSizeIsPixelsDividedByScale() {
        let image = Image(bitmap: Bitmap(width: 200, height: 100), scale: 2)
        #expect(image.size == Size(width: 100, height: 50))
        #expect(Image(bitmap: Bitmap(width: 30, height: 10)).size == Size(width: 30, height: 10))
        #expect(Image(bitmap: Bitmap(width: 30, height: 10), scale: 0).scale == 1)
    }
}
