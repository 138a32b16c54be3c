import FolioCore
import Testing

@Suite struct RectTests {
    let rect = Rect(x: 10, y: 20, width: 100, height: 50)

    @Test func insetByShrinksEverySide() {
        #expect(rect.insetBy(dx: 5, dy: 10) == Rect(x: 15, y: 30, width: 90, height: 30))
        #expect(rect.insetBy(dx: -5, dy: 0) == Rect(x: 5, y: 20, width: 110, height: 50))
    }

    @Test func insetByToExactlyZeroKeepsAnEmptyRect() {
        let r = rect.insetBy(dx: 50, dy: 0)
        #expect(!r.isNull)
        #expect(r.isEmpty)
        #expect(r == Rect(x: 60, y: 20, width: 0, height: 50))
    }

    @Test(arguments: [(51.0, 0.0), (0.0, 26.0), (60.0, 60.0)])
    func insetByPastTheMiddleIsNull(dx: Double, dy: Double) {
        #expect(rect.insetBy(dx: dx, dy: dy).isNull)
    }

    @Test func insetByOfNullStaysNull() {
        #expect(Rect.null.insetBy(dx: -10, dy: -10) == .null)
    }

    @Test func insetByEdgeInsetsMovesEachEdgeOnItsOwn() {
        let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(rect.inset(by: insets) == Rect(x: 12, y: 21, width: 94, height: 46))
        #expect(rect.inset(by: EdgeInsets(all: -10)) == Rect(x: 0, y: 10, width: 120, height: 70))
    }

    @Test func insetByEdgeInsetsLargerThanTheRectLeavesZeroSize() {
        let r = rect.inset(by: EdgeInsets(top: 0, left: 80, bottom: 0, right: 80))
        #expect(r == Rect(x: 90, y: 20, width: 0, height: 50))
    }

    @Test func offsetByMovesTheOriginOnly() {
        #expect(rect.offsetBy(dx: -10, dy: 5) == Rect(x: 0, y: 25, width: 100, height: 50))
    }

    @Test func unionIsTheBoundingBox() {
        let other = Rect(x: -5, y: 60, width: 10, height: 30)
        #expect(rect.union(other) == Rect(x: -5, y: 20, width: 115, height: 70))
        #expect(other.union(rect) == rect.union(other))
    }

    @Test func unionWithNullIsTheOtherRect() {
        #expect(rect.union(.null) == rect)
        #expect(Rect.null.union(rect) == rect)
        #expect(Rect.null.union(.null).isNull)
    }

    @Test func intersectionIsTheOverlap() {
        let other = Rect(x: 100, y: 0, width: 50, height: 40)
        #expect(rect.intersection(other) == Rect(x: 100, y: 20, width: 10, height: 20))
        #expect(rect.intersects(other))
    }

    @Test func intersectionOfDisjointRectsIsNull() {
        let other = Rect(x: 200, y: 0, width: 10, height: 10)
        #expect(rect.intersection(other).isNull)
        #expect(!rect.intersects(other))
        #expect(rect.intersection(.null).isNull)
    }

    @Test func rectsTouchingAlongAnEdgeIntersectInAnEmptyRectButDoNotIntersect() {
        let right = Rect(x: 110, y: 20, width: 10, height: 50)
        let i = rect.intersection(right)
        #expect(!i.isNull)
        #expect(i == Rect(x: 110, y: 20, width: 0, height: 50))
        #expect(!rect.intersects(right))
    }

    @Test(arguments: [
        (Point(x: 10, y: 20), true), (Point(x: 109.999, y: 69.999), true), (Point(x: 60, y: 45), true),
        (Point(x: 110, y: 30), false), (Point(x: 30, y: 70), false), (Point(x: 9.999, y: 30), false),
    ])
    func containsIncludesTheMinimumEdgesAndExcludesTheMaximumEdges(point: Point, inside: Bool) {
        #expect(rect.contains(point) == inside)
    }

    @Test func containsRectRequiresTheWholeRect() {
        #expect(rect.contains(rect))
        #expect(rect.contains(Rect(x: 20, y: 30, width: 10, height: 10)))
        #expect(!rect.contains(Rect(x: 100, y: 30, width: 20, height: 10)))
        #expect(!rect.contains(Rect.null))
        #expect(!Rect.null.contains(Point.zero))
    }

    @Test func integralRoundsOutward() {
        let r = Rect(x: 0.4, y: -0.6, width: 10.2, height: 1.1)
        #expect(r.integral == Rect(x: 0, y: -1, width: 11, height: 2))
        #expect(Rect(x: 1, y: 2, width: 3, height: 4).integral == Rect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func standardizedFlipsNegativeSizes() {
        let r = Rect(x: 10, y: 10, width: -4, height: -6)
        #expect(r.standardized == Rect(x: 6, y: 4, width: 4, height: 6))
        #expect(r.minX == 6 && r.maxX == 10 && r.minY == 4 && r.maxY == 10)
        #expect(r.width == 4 && r.height == 6)
        #expect(r.center == Point(x: 8, y: 7))
        #expect(r.contains(Point(x: 7, y: 5)))
        #expect(r.integral == Rect(x: 6, y: 4, width: 4, height: 6))
    }

    @Test func negativeSizesTakePartInSetOperationsStandardized() {
        let flipped = Rect(x: 110, y: 70, width: -100, height: -50)
        #expect(flipped.union(rect) == rect)
        #expect(flipped.intersection(rect) == rect)
        #expect(flipped.insetBy(dx: 5, dy: 5) == rect.insetBy(dx: 5, dy: 5))
    }

    @Test func emptinessAndNullness() {
        #expect(Rect.null.isNull && Rect.null.isEmpty)
        #expect(!Rect.zero.isNull && Rect.zero.isEmpty)
        #expect(Rect(x: 5, y: 5, width: 0, height: 10).isEmpty)
        #expect(!rect.isEmpty && !rect.isNull)
    }
}
