import FolioCore
import FolioRender
import FolioTesting
import Testing

@testable import FolioPaging

/// Interactive curls through the real page view controller, from touches to pixels: for every
/// spine, orientation and sidedness, forward and back, a finger drags the sheet and stops
/// four times on the way (a picture each), then lets go (two pictures of the settle). Each
/// reference was looked at: the sheet curls like paper over the right page underneath, with
/// the right back.
@MainActor
@Suite struct PageCurlDragSnapshotTests {
    struct Configuration: Sendable, CustomTestStringConvertible {
        var name: String
        var spine: PageViewController.SpineLocation
        var orientation: PageViewController.NavigationOrientation = .horizontal
        var doubleSided = false
        var direction: CurlLayout.Direction = .forward
        var showing: [Int]
        var expected: [Int]
        var width = 240.0
        var height = 180.0
        var testDescription: String { name }
    }

    nonisolated static let configurations: [Configuration] = [
        Configuration(name: "minSingleForward", spine: .min, showing: [2], expected: [3]),
        Configuration(name: "minSingleReverse", spine: .min, direction: .reverse, showing: [2], expected: [1]),
        Configuration(name: "minDoubleForward", spine: .min, doubleSided: true, showing: [3], expected: [5]),
        Configuration(
            name: "minDoubleReverse", spine: .min, doubleSided: true, direction: .reverse, showing: [5], expected: [3]),
        Configuration(name: "maxSingleForward", spine: .max, showing: [2], expected: [3]),
        Configuration(name: "maxDoubleForward", spine: .max, doubleSided: true, showing: [3], expected: [5]),
        Configuration(name: "maxSingleReverse", spine: .max, direction: .reverse, showing: [2], expected: [1]),
        Configuration(name: "midForward", spine: .mid, showing: [2, 3], expected: [4, 5], width: 360, height: 200),
        Configuration(
            name: "midReverse", spine: .mid, direction: .reverse, showing: [4, 5], expected: [2, 3], width: 360,
            height: 200),
        Configuration(
            name: "verticalMinSingleForward", spine: .min, orientation: .vertical, showing: [2], expected: [3],
            width: 180, height: 240),
        Configuration(
            name: "verticalMinDoubleForward", spine: .min, orientation: .vertical, doubleSided: true, showing: [3],
            expected: [5], width: 180, height: 240),
        Configuration(
            name: "verticalMinSingleReverse", spine: .min, orientation: .vertical, direction: .reverse, showing: [2],
            expected: [1], width: 180, height: 240),
        Configuration(
            name: "verticalMaxDoubleForward", spine: .max, orientation: .vertical, doubleSided: true, showing: [3],
            expected: [5], width: 180, height: 240),
        Configuration(
            name: "verticalMidForward", spine: .mid, orientation: .vertical, showing: [2, 3], expected: [4, 5],
            width: 200, height: 320),
        Configuration(
            name: "verticalMidReverse", spine: .mid, orientation: .vertical, direction: .reverse, showing: [4, 5],
            expected: [2, 3], width: 200, height: 320),
    ]

    @Test(arguments: configurations)
    func aDraggedSheetCurlsOverThePageUnderneath(_ c: Configuration) {
        let book = PrintedBook(
            spine: c.spine, orientation: c.orientation, doubleSided: c.doubleSided, showing: c.showing,
            size: Size(width: c.width, height: c.height))
        let (start, end) = Self.dragPath(for: book.controller.curlLayout, direction: c.direction)
        var frames = book.drag(from: start, to: end, stops: [0.15, 0.4, 0.65, 0.9])
        #expect(book.curl != nil, "the sheet is curled while the finger is down")
        frames += book.release(renderingEvery: 4, count: 2)
        #expect(book.current == c.expected)
        #expect(book.curl == nil, "no deformation is left once the turn is over")
        frames.append(book.render())
        assertSnapshot(of: CurlSnapshotTests.strip(frames), named: c.name, tolerance: .text)
    }

    /// A drag that turns the page in `direction`: from near the free edge of a flat sheet
    /// (or the spine of a sheet lying turned over) across the book, in view coordinates.
    static func dragPath(for layout: CurlLayout, direction: CurlLayout.Direction) -> (Point, Point) {
        let frame = layout.sheetFrame(for: direction)
        let w = frame.size.width
        let h = frame.size.height
        switch layout.motion(for: direction) {
        case .lifting:
            let far = layout.isSpread ? -0.85 * w : 0.04 * w
            return (frame.toView(Point(x: 0.96 * w, y: 0.8 * h)), frame.toView(Point(x: far, y: 0.62 * h)))
        case .returning:
            return (frame.toView(Point(x: 0.04 * w, y: 0.8 * h)), frame.toView(Point(x: 0.96 * w, y: 0.7 * h)))
        }
    }
}
