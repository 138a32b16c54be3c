import FolioCore
import Testing

@Suite struct ColorTests {
    static let packings: [(Color, UInt32)] = [
        (Color.white, 0xFFFF_FFFF),
        (Color.black, 0xFF00_0000),
        (Color.clear, 0x0000_0000),
        (Color(red: 1, green: 0, blue: 0), 0xFFFF_0000),
        (Color(red: 0, green: 1, blue: 0, alpha: 0.2), 0x3300_3300),
        // 0.5·255 = 127.5 rounds up; 0.25·255 = 63.75 rounds to 64.
        (Color(red: 1, green: 0.5, blue: 0, alpha: 0.5), 0x8080_4000),
        // Out-of-range components are clamped, not wrapped.
        (Color(red: 2, green: -1, blue: 0.5, alpha: 1.5), 0xFFFF_0080),
        // NaN counts as 0, rather than trapping.
        (Color(red: .nan, green: 1, blue: 0, alpha: 1), 0xFF00_FF00),
        (Color(red: 1, green: 1, blue: 1, alpha: .nan), 0x0000_0000),
    ]

    static let hues: [(Double, Color)] = [
        (0.0, Color.red), (1.0 / 6, Color.yellow), (1.0 / 3, Color.green),
        (0.5, Color(red: 0, green: 1, blue: 1)), (2.0 / 3, Color.blue),
        (5.0 / 6, Color(red: 1, green: 0, blue: 1)), (1.0, Color.red), (-1.0 / 3, Color.blue),
    ]

    @Test(arguments: packings)
    func premultipliedARGBPacksPremultipliedRoundedBytes(color: Color, pixel: UInt32) {
        #expect(color.premultipliedARGB == pixel)
    }

    @Test func rgbInitialiserReadsEachByte() {
        let c = Color(rgb: 0x007AFF, alpha: 0.5)
        #expect(c == Color(red: 0, green: 122.0 / 255, blue: 1, alpha: 0.5))
        #expect(Color(rgb: 0x12_3456).premultipliedARGB == 0xFF12_3456)
        #expect(Color(rgb: 0xFF12_3456) == Color(rgb: 0x12_3456))
    }

    @Test(arguments: hues)
    func hueOfAPrimaryOrSecondaryGivesThatColour(hue: Double, expected: Color) {
        #expect(isClose(Color(hue: hue, saturation: 1, brightness: 1), expected))
    }

    @Test func saturationAndBrightnessScaleTowardsGreyAndBlack() {
        #expect(isClose(Color(hue: 0.4, saturation: 0, brightness: 0.6), Color(white: 0.6)))
        #expect(isClose(Color(hue: 0, saturation: 0.5, brightness: 0.8), Color(red: 0.8, green: 0.4, blue: 0.4)))
        #expect(isClose(Color(hue: 0.25, saturation: 1, brightness: 1, alpha: 0.3).alpha, 0.3))
    }

    @Test func interpolationBlendsEveryComponent() {
        let from = Color(red: 1, green: 0, blue: 0, alpha: 1)
        let to = Color(red: 0, green: 0, blue: 1, alpha: 0)
        #expect(isClose(from.interpolated(to: to, fraction: 0.25), Color(red: 0.75, green: 0, blue: 0.25, alpha: 0.75)))
        #expect(from.interpolated(to: to, fraction: 0) == from)
        #expect(from.interpolated(to: to, fraction: 1) == to)
    }

    @Test func withAlphaComponentKeepsTheHue() {
        #expect(Color.systemBlue.withAlphaComponent(0.4) == Color(rgb: 0x007AFF, alpha: 0.4))
    }
}
