import FolioCore
import Testing

@testable import FolioApp

/// The themes' colour mapping: text colours and rendered PDF pages, photographs kept.
@Suite struct ReaderThemeTests {
    @Test func theKeyCyclesLightSepiaDark() {
        #expect(ReaderTheme.light.next == .sepia)
        #expect(ReaderTheme.sepia.next == .dark)
        #expect(ReaderTheme.dark.next == .light)
    }

    @Test func lightChangesNothing() {
        let blue = Color(red: 0.1, green: 0.33, blue: 0.72)
        #expect(ReaderTheme.light.recolored(blue) == blue)
        var bitmap = Bitmap(width: 3, height: 1, fill: .white)
        bitmap[1, 0] = blue.premultipliedARGB
        #expect(ReaderTheme.light.recoloredPage(bitmap) == bitmap)
    }

    @Test func whitePaperBecomesThePaperAndBlackTextTheInk() {
        for theme in [ReaderTheme.sepia, .dark] {
            #expect(close(theme.recolored(.white), theme.paper))
            #expect(close(theme.recolored(.black), theme.ink))
        }
    }

    @Test func aColourKeepsItsHueInTheDark() {
        // A dark blue link becomes a light blue one: lighter, and blue still the strongest.
        let link = ReaderTheme.dark.recolored(Color(red: 0.1, green: 0.33, blue: 0.72))
        #expect(link.blue > link.green && link.green > link.red)
        #expect(luma(link) > 0.5)
        // Red stays red.
        let red = ReaderTheme.dark.recolored(Color(red: 0.8, green: 0.1, blue: 0.1))
        #expect(red.red > red.green + 0.4 && red.red > red.blue + 0.4)
    }

    @Test func aTextPageIsRecolouredPixelByPixel() {
        // White paper with black "glyphs": two-pixel bars every eight pixels.
        var page = Bitmap(width: 64, height: 64, fill: .white)
        for y in 0..<64 {
            for x in 0..<64 where x % 8 < 2 { page[x, y] = Color.black.premultipliedARGB }
        }
        let dark = ReaderTheme.dark.recoloredPage(page)
        #expect(close(dark.color(x: 4, y: 4), ReaderTheme.dark.paper, within: 2.0 / 255))
        #expect(close(dark.color(x: 0, y: 4), ReaderTheme.dark.ink, within: 2.0 / 255))
    }

    @Test func aPhotographKeepsItsPixels() {
        // A page with a "photograph" (mid-tone noise, 48 × 48) in its middle, text around it.
        var page = Bitmap(width: 96, height: 96, fill: .white)
        var seed: UInt32 = 12345
        for y in 24..<72 {
            for x in 24..<72 {
                seed = seed &* 1_103_515_245 &+ 12345
                let value = 0.25 + Double((seed >> 16) % 128) / 255
                page[x, y] = Color(red: value, green: value * 0.8, blue: value * 0.6).premultipliedARGB
            }
        }
        for x in 0..<96 where x % 6 < 2 { page[x, 4] = Color.black.premultipliedARGB }
        let dark = ReaderTheme.dark.recoloredPage(page)
        for (x, y) in [(24, 24), (47, 50), (71, 71), (30, 65)] {
            #expect(dark[x, y] == page[x, y], "the photograph's pixel at \(x), \(y) changed")
        }
        #expect(close(dark.color(x: 3, y: 4), ReaderTheme.dark.paper, within: 2.0 / 255))
        #expect(close(dark.color(x: 90, y: 90), ReaderTheme.dark.paper, within: 2.0 / 255))
    }

    @Test func aTranslucentPixelKeepsItsCoverage() {
        var bitmap = Bitmap(width: 1, height: 1)
        bitmap[0, 0] = Color(white: 1, alpha: 0.5).premultipliedARGB
        #expect(ReaderTheme.dark.recoloredPage(bitmap)[0, 0] >> 24 == bitmap[0, 0] >> 24)
    }

    private func luma(_ color: Color) -> Double { 0.299 * color.red + 0.587 * color.green + 0.114 * color.blue }

    private func close(_ a: Color, _ b: Color, within tolerance: Double = 0.001) -> Bool {
        abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance && abs(a.blue - b.blue) <= tolerance
    }
}
