import FolioCore
import FolioTesting
import Testing

@testable import FolioPaging

@Suite struct SpineFrameTests {
    let page = Rect(x: 30, y: 40, width: 300, height: 500)

    @Test(arguments: SpineFrame.Edge.allCases)
    func spineAndFreeEdgeMapToTheCanonicalFrame(_ edge: SpineFrame.Edge) {
        let frame = SpineFrame(pageRect: page, spineEdge: edge)
        let size = frame.size
        // The spine is x = 0 and the free edge x = W.
        let spineMidpoint: Point
        let freeMidpoint: Point
        switch edge {
        case .left:
            (spineMidpoint, freeMidpoint) = (Point(x: page.minX, y: page.midY), Point(x: page.maxX, y: page.midY))
        case .right:
            (spineMidpoint, freeMidpoint) = (Point(x: page.maxX, y: page.midY), Point(x: page.minX, y: page.midY))
        case .top:
            (spineMidpoint, freeMidpoint) = (Point(x: page.midX, y: page.minY), Point(x: page.midX, y: page.maxY))
        case .bottom:
            (spineMidpoint, freeMidpoint) = (Point(x: page.midX, y: page.maxY), Point(x: page.midX, y: page.minY))
        }
        expectClose(frame.toSpine(spineMidpoint), Point(x: 0, y: size.height / 2))
        expectClose(frame.toSpine(freeMidpoint), Point(x: size.width, y: size.height / 2))
        #expect(frame.isHorizontalTurn == (size.width == page.width))
    }

    @Test(arguments: SpineFrame.Edge.allCases)
    func mappingsAreInverseIsometries(_ edge: SpineFrame.Edge) {
        let frame = SpineFrame(pageRect: page, spineEdge: edge)
        var random = SeededRandom(seed: 11)
        for _ in 0..<200 {
            let p = Point(x: random.uniform(-500...500), y: random.uniform(-500...500))
            let q = Point(x: random.uniform(-500...500), y: random.uniform(-500...500))
            expectClose(frame.toView(frame.toSpine(p)), p, tolerance: 1e-9)
            expectClose(frame.toSpine(frame.toView(p)), p, tolerance: 1e-9)
            #expect(abs(frame.toSpine(p).distance(to: frame.toSpine(q)) - p.distance(to: q)) < 1e-9)
            expectClose(frame.vectorToView(frame.vectorToSpine(p)), p, tolerance: 1e-9)
            expectClose(frame.vectorToSpine(q - p), frame.toSpine(q) - frame.toSpine(p), tolerance: 1e-9)
        }
        #expect(frame.toView(.zero).x == (edge == .right ? page.maxX : page.minX))
    }

    @Test func aSpreadTurnsTheRightPageForwardAndTheLeftPageBack() {
        let layout = CurlLayout(
            bounds: Rect(x: 0, y: 0, width: 800, height: 500), spine: .mid, orientation: .horizontal)
        #expect(
            layout.sheetFrame(for: .forward)
                == SpineFrame(pageRect: Rect(x: 400, y: 0, width: 400, height: 500), spineEdge: .left))
        #expect(
            layout.sheetFrame(for: .reverse)
                == SpineFrame(pageRect: Rect(x: 0, y: 0, width: 400, height: 500), spineEdge: .right))
        #expect(layout.motion(for: .forward) == .lifting && layout.motion(for: .reverse) == .lifting)
        #expect(layout.midline(in: layout.sheetFrame(for: .forward)) == 0)
        #expect(layout.sheetFrame(for: .forward).backMirror == .horizontal)

        let vertical = CurlLayout(
            bounds: Rect(x: 0, y: 0, width: 500, height: 800), spine: .mid, orientation: .vertical)
        #expect(
            vertical.sheetFrame(for: .forward)
                == SpineFrame(pageRect: Rect(x: 0, y: 400, width: 500, height: 400), spineEdge: .top))
        #expect(
            vertical.sheetFrame(for: .reverse)
                == SpineFrame(pageRect: Rect(x: 0, y: 0, width: 500, height: 400), spineEdge: .bottom))
        #expect(vertical.sheetFrame(for: .forward).backMirror == .vertical)
    }

    @Test func aSinglePageReturnsThePreviousSheetWhenPagingBack() {
        let bounds = Rect(x: 0, y: 0, width: 400, height: 600)
        for spine in [CurlLayout.Spine.min, .max] {
            let layout = CurlLayout(bounds: bounds, spine: spine, orientation: .horizontal)
            #expect(layout.sheetFrame(for: .forward) == layout.sheetFrame(for: .reverse))
            #expect(layout.motion(for: .forward) == .lifting && layout.motion(for: .reverse) == .returning)
            #expect(layout.midline(in: layout.sheetFrame(for: .forward)) == 200)
            #expect(layout.spineLine == nil)
        }
        #expect(
            CurlLayout(bounds: bounds, spine: .max, orientation: .vertical).sheetFrame(for: .forward).spineEdge
                == .bottom)
    }
}
