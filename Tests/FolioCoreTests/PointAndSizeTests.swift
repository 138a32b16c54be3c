import FolioCore
import Testing

@Suite struct PointAndSizeTests {
    @Test func pointArithmeticWorksComponentwise() {
        let p = Point(x: 3, y: 4)
        #expect(p + Point(x: 1, y: 2) == Point(x: 4, y: 6))
        #expect(p - Point(x: 1, y: 2) == Point(x: 2, y: 2))
        #expect(p * 2 == Point(x: 6, y: 8))
        #expect(2 * p == Point(x: 6, y: 8))
        #expect(p / 2 == Point(x: 1.5, y: 2))
        #expect(-p == Point(x: -3, y: -4))
        var q = p
        q += Point(x: 1, y: 1)
        q -= Point(x: 0, y: 2)
        #expect(q == Point(x: 4, y: 3))
    }

    @Test func pointMeasuresLengthDistanceAndDot() {
        #expect(Point(x: 3, y: 4).length == 5)
        #expect(Point(x: 1, y: 1).distance(to: Point(x: 4, y: 5)) == 5)
        #expect(Point(x: 2, y: 3).dot(Point(x: 4, y: -1)) == 5)
        #expect(Point(x: 1, y: 1).offsetBy(dx: 2, dy: -3) == Point(x: 3, y: -2))
    }

    @Test(arguments: [
        (Size(width: 0, height: 10), true), (Size(width: 10, height: 0), true),
        (Size(width: -1, height: 10), true), (Size(width: 1, height: 1), false),
    ])
    func sizeIsEmptyWhenEitherSideIsNotPositive(size: Size, empty: Bool) {
        #expect(size.isEmpty == empty)
    }

    @Test func sizeScales() {
        #expect(Size(width: 2, height: 3) * 2 == Size(width: 4, height: 6))
    }

    @Test func edgeInsetsSumTheirSides() {
        let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(insets.horizontal == 6)
        #expect(insets.vertical == 4)
        #expect(EdgeInsets(all: 5) == EdgeInsets(top: 5, left: 5, bottom: 5, right: 5))
        #expect(EdgeInsets.zero == EdgeInsets())
    }
}
