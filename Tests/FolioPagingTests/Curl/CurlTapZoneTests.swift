import FolioCore
import Testing

@testable import FolioPaging

@Suite struct CurlTapZoneTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var spine: CurlLayout.Spine
        var orientation: CurlLayout.Orientation
        var point: Point
        var expected: CurlLayout.Direction?
        var testDescription: String { "\(spine)/\(orientation) at \(point)" }
    }

    static let bounds = Rect(x: 0, y: 0, width: 400, height: 600)

    static let cases: [Case] = [
        Case(spine: .min, orientation: .horizontal, point: Point(x: 321, y: 300), expected: .forward),
        Case(spine: .min, orientation: .horizontal, point: Point(x: 319, y: 300), expected: nil),
        Case(spine: .min, orientation: .horizontal, point: Point(x: 79, y: 10), expected: .reverse),
        Case(spine: .min, orientation: .horizontal, point: Point(x: 81, y: 10), expected: nil),
        Case(spine: .max, orientation: .horizontal, point: Point(x: 5, y: 300), expected: .forward),
        Case(spine: .max, orientation: .horizontal, point: Point(x: 395, y: 300), expected: .reverse),
        Case(spine: .min, orientation: .vertical, point: Point(x: 200, y: 590), expected: .forward),
        Case(spine: .min, orientation: .vertical, point: Point(x: 200, y: 10), expected: .reverse),
        Case(spine: .min, orientation: .vertical, point: Point(x: 395, y: 300), expected: nil),
        Case(spine: .max, orientation: .vertical, point: Point(x: 200, y: 10), expected: .forward),
        Case(spine: .mid, orientation: .horizontal, point: Point(x: 341, y: 300), expected: .forward),
        Case(spine: .mid, orientation: .horizontal, point: Point(x: 339, y: 300), expected: nil),
        Case(spine: .mid, orientation: .horizontal, point: Point(x: 59, y: 300), expected: .reverse),
        Case(spine: .mid, orientation: .vertical, point: Point(x: 200, y: 541), expected: .forward),
        Case(spine: .min, orientation: .horizontal, point: Point(x: 500, y: 300), expected: nil),
    ]

    @Test(arguments: cases)
    func tapsInTheEdgeStripsTurnOnePage(_ c: Case) {
        let layout = CurlLayout(bounds: Self.bounds, spine: c.spine, orientation: c.orientation)
        #expect(layout.tapDirection(at: c.point) == c.expected)
    }

    @Test func stripsAreNeverMoreThanHalfTheView() {
        let narrow = CurlLayout(
            bounds: Rect(x: 0, y: 0, width: 100, height: 600), spine: .min, orientation: .horizontal)
        #expect(narrow.tapZoneDepth == 50)
        #expect(narrow.tapDirection(at: Point(x: 49.9, y: 1)) == .reverse)
        #expect(narrow.tapDirection(at: Point(x: 50, y: 1)) == .forward)
        #expect(CurlLayout(bounds: Self.bounds, spine: .mid, orientation: .horizontal).tapZoneDepth == 60)
        #expect(CurlLayout(bounds: .zero, spine: .min, orientation: .horizontal).tapDirection(at: .zero) == nil)
    }
}
