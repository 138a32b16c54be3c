import FolioCore
import FolioRender
import FolioTesting
import FolioUI
import Testing

@testable import FolioPaging

/// The page view controller's curl renderer: where the deformation lands, what is stacked on
/// what, where shadows may fall, and that no deformation outlives its turn.
@MainActor
@Suite struct CylinderPageCurlRendererTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var spine: PageViewController.SpineLocation
        var orientation: PageViewController.NavigationOrientation = .horizontal
        var direction: CurlLayout.Direction = .forward
        var showing: [Int]
        var size = Size(width: 240, height: 180)
        /// Moves the turning page's bounds origin (a page that scrolls its own content).
        var boundsOrigin = Point.zero
        var testDescription: String { name }
    }

    nonisolated static let cases: [Case] = [
        Case(name: "min", spine: .min, showing: [2]),
        Case(name: "minReverse", spine: .min, direction: .reverse, showing: [2]),
        Case(name: "max", spine: .max, showing: [2]),
        Case(name: "midForward", spine: .mid, showing: [2, 3], size: Size(width: 360, height: 200)),
        Case(
            name: "midReverse", spine: .mid, direction: .reverse, showing: [4, 5], size: Size(width: 360, height: 200)),
        Case(
            name: "verticalMid", spine: .mid, orientation: .vertical, showing: [2, 3],
            size: Size(width: 200, height: 320)),
        Case(
            name: "verticalMax", spine: .max, orientation: .vertical, showing: [2], size: Size(width: 180, height: 240)),
        Case(
            name: "movedBounds", spine: .mid, showing: [2, 3], size: Size(width: 360, height: 200),
            boundsOrigin: Point(x: 15, y: -20)),
    ]

    @Test(arguments: cases)
    func theSheetIsDrawnWhereTheGeometryPutsIt(_ c: Case) throws {
        let book = PrintedBook(spine: c.spine, orientation: c.orientation, showing: c.showing, size: c.size)
        let layout = book.controller.curlLayout
        let turningNumber = layout.isSpread ? (c.direction == .forward ? c.showing[1] : c.showing[0]) : c.showing[0]
        if c.boundsOrigin != .zero { book[turningNumber].view.bounds.origin = c.boundsOrigin }
        let (start, end) = PageCurlDragSnapshotTests.dragPath(for: layout, direction: c.direction)
        _ = book.drag(from: start, to: end, stops: [0.5])
        let (view, curl) = try #require(book.curl)
        let turn = try #require(book.controller.curlTurn)
        let container = book.controller.pagesView
        #expect(curl.pageRect == view.bounds)
        #expect(
            curl.shadowBounds == view.convert(container.bounds, from: container), "shadows may fall on the whole book")
        let frame = turn.drag.frame
        let model = turn.model
        for i in 0...8 {
            for j in 0...8 {
                let sheetPoint = Point(x: frame.size.width * Double(i) / 8, y: frame.size.height * Double(j) / 8)
                let expected = model.project(sheetPoint)
                let inLayer = view.convert(frame.toView(sheetPoint), from: container)
                let drawn = curl.project(inLayer)
                let onScreen = view.convert(drawn.point, to: container)
                #expect(onScreen.distance(to: frame.toView(expected.point)) < 1e-6, "\(sheetPoint)")
                #expect(drawn.face == expected.face)
            }
        }
    }

    @Test func theSheetIsStackedOverTheStillPageOverThePageUnderneath() throws {
        let book = PrintedBook(spine: .mid, showing: [2, 3], size: Size(width: 360, height: 200))
        let (start, end) = PageCurlDragSnapshotTests.dragPath(for: book.controller.curlLayout, direction: .forward)
        _ = book.drag(from: start, to: end, stops: [0.5])
        let subviews = book.controller.pagesView.subviews
        func index(_ number: Int) -> Int { subviews.firstIndex { $0 === book[number].view } ?? -1 }
        #expect(index(5) < index(2))
        #expect(index(2) < index(3))
        #expect(index(3) == subviews.count - 1)
        #expect(book[4].view.isHidden)
        for number in [2, 3, 5] { #expect(!book[number].view.isHidden, "page \(number)") }
        if case .layer(let node, let mirror) = try #require(book.curl).curl.back {
            #expect(node.id == book[4].view.layerNode().id)
            #expect(!node.isHidden, "the back page's tree is drawn although its view is hidden")
            #expect(mirror == .horizontal)
        } else {
            Issue.record("a spread's back is the back page's layer tree")
        }
    }

    /// Late in a spread's turn the sheet lies over the still left page, outside the turning
    /// view's own (clipping) bounds; its drop shadow must darken that page beside it.
    @Test func theShadowFallsOnTheStillPageOutsideTheSheetsOwnBounds() throws {
        let book = PrintedBook(spine: .mid, showing: [2, 3], size: Size(width: 360, height: 200))
        let (start, end) = PageCurlDragSnapshotTests.dragPath(for: book.controller.curlLayout, direction: .forward)
        let frame = try #require(book.drag(from: start, to: end, stops: [0.8]).first)
        let (view, curl) = try #require(book.curl)
        #expect(view.clipsToBounds)
        let still = PrintedBook.flatPage(2, size: Size(width: 180, height: 200))
        var darkened = 0
        for y in 0..<200 {
            for x in 0..<170 {
                let p = view.convert(Point(x: Double(x) + 0.5, y: Double(y) + 0.5), from: nil)
                guard curl.unproject(p) == nil else { continue }
                let seen = Double((frame[x, y] >> 8) & 0xFF)
                let flat = Double((still[x, y] >> 8) & 0xFF)
                #expect(seen >= flat * (1 - curl.shadow.drop - curl.shadow.contact) - 2)
                if seen < flat * 0.9 { darkened += 1 }
            }
        }
        #expect(darkened > 200, "\(darkened) pixels of the still page lie in the sheet's shadow")
    }

    @Test func noViewKeepsADeformationAfterItsTurn() {
        let container = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let first = View(frame: container.bounds)
        let second = View(frame: container.bounds)
        container.addSubview(first)
        container.addSubview(second)
        let layout = CurlLayout(bounds: container.bounds, spine: .min, orientation: .horizontal)
        let sheet = layout.sheetFrame(for: .forward)
        let drag = CurlDrag(frame: sheet, motion: .lifting, start: Point(x: 195, y: 50))
        func frame(turning: View, underneath: View) -> PageCurlFrame {
            PageCurlFrame(
                step: .forward, progress: 0.3, touch: Point(x: 100, y: 50), spineLocation: .min, isVertical: false,
                isDoubleSided: false, bounds: container.bounds, turning: turning, back: nil, underneath: underneath,
                stationary: nil, layout: layout, drag: drag, model: drag.model(finger: Point(x: 100, y: 50)))
        }
        let renderer = CylinderPageCurlRenderer()
        renderer.render(frame(turning: first, underneath: second))
        #expect(first.layerDeformation != nil)
        #expect(container.subviews.last === first)
        renderer.render(frame(turning: second, underneath: first))
        #expect(first.layerDeformation == nil, "a new turn clears the last one's sheet")
        #expect(second.layerDeformation != nil)
        second.removeFromSuperview()
        renderer.reset([first])
        #expect(second.layerDeformation == nil, "even a page no longer in the book is cleared")
    }

    @Test func aRotationMidTurnLeavesFlatPages() {
        let book = PrintedBook(showing: [2])
        _ = book.drag(from: Point(x: 230, y: 130), to: Point(x: 100, y: 120), stops: [1])
        #expect(book.curl != nil)
        book.host.resize(to: Size(width: 180, height: 240))
        book.host.touchUp()
        book.host.settle()
        #expect(book.curl == nil)
        #expect(book.current.count == 1)
        for page in book.pages where page.isViewLoaded {
            #expect(page.view.isHidden != book.current.contains(page.number), "page \(page.number)")
        }
    }
}
