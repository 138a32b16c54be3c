import FolioCore
import FolioRender
import FolioTesting
import Testing

@testable import FolioPaging

/// Pictures of page turns at 10 %, 35 %, 60 % and 85 % of a programmatic turn, side by side,
/// for every spine location and orientation, single- and double-sided. Each reference was
/// looked at: the sheet must curl like paper, its back must read correctly once turned over
/// (double-sided) or show its own content mirrored and washed out (single-sided).
@Suite struct CurlSnapshotTests {
    struct Configuration: Sendable, CustomTestStringConvertible {
        var name: String
        var spine: CurlLayout.Spine
        var orientation: CurlLayout.Orientation
        var direction: CurlLayout.Direction = .forward
        var doubleSided: Bool
        var width: Int
        var height: Int
        var testDescription: String { name }
    }

    static let configurations: [Configuration] = [
        Configuration(
            name: "minHorizontalSingle", spine: .min, orientation: .horizontal, doubleSided: false, width: 180,
            height: 240),
        Configuration(
            name: "minHorizontalDouble", spine: .min, orientation: .horizontal, doubleSided: true, width: 180,
            height: 240),
        Configuration(
            name: "minHorizontalReverse", spine: .min, orientation: .horizontal, direction: .reverse,
            doubleSided: false,
            width: 180, height: 240),
        Configuration(
            name: "maxHorizontalSingle", spine: .max, orientation: .horizontal, doubleSided: false, width: 180,
            height: 240),
        Configuration(
            name: "maxHorizontalDouble", spine: .max, orientation: .horizontal, doubleSided: true, width: 180,
            height: 240),
        Configuration(
            name: "midHorizontalForward", spine: .mid, orientation: .horizontal, doubleSided: true, width: 360,
            height: 240),
        Configuration(
            name: "midHorizontalReverse", spine: .mid, orientation: .horizontal, direction: .reverse, doubleSided: true,
            width: 360, height: 240),
        Configuration(
            name: "minVerticalSingle", spine: .min, orientation: .vertical, doubleSided: false, width: 240, height: 180),
        Configuration(
            name: "minVerticalDouble", spine: .min, orientation: .vertical, doubleSided: true, width: 240, height: 180),
        Configuration(
            name: "maxVerticalDouble", spine: .max, orientation: .vertical, doubleSided: true, width: 240, height: 180),
        Configuration(
            name: "midVerticalForward", spine: .mid, orientation: .vertical, doubleSided: true, width: 240, height: 360),
    ]

    static let stages = [0.10, 0.35, 0.60, 0.85]

    @Test(arguments: configurations)
    func aProgrammaticTurnCurlsLikePaper(_ c: Configuration) {
        let scene = CurlScene(
            width: c.width, height: c.height, spine: c.spine, orientation: c.orientation, direction: c.direction,
            doubleSided: c.doubleSided)
        let rasterizer = CurlRasterizer()
        assertSnapshot(
            of: Self.strip(Self.stages.map { scene.frame(progress: $0, rasterizer: rasterizer) }), named: c.name)
    }

    @Test func aDragHeldPastTheSpineKeepsThePageOnIt() {
        // Grabbed at the bottom corner, dragged up, far past the spine, off the window and back.
        let scene = CurlScene(width: 180, height: 240, spine: .min, orientation: .horizontal)
        let drag = CurlDrag(frame: scene.frame, motion: .lifting, start: Point(x: 178, y: 236))
        let fingers = [Point(x: 120, y: 150), Point(x: -60, y: 40), Point(x: -400, y: 300), Point(x: 60, y: 260)]
        let rasterizer = CurlRasterizer()
        assertSnapshot(
            of: Self.strip(fingers.map { scene.frame(model: drag.model(finger: $0), rasterizer: rasterizer) }),
            named: "dragPastTheSpine")
    }

    /// Frames side by side on a dark ground, 6 px apart.
    static func strip(_ frames: [Bitmap]) -> Bitmap {
        let gap = 6
        let w = frames.map(\.width).reduce(gap) { $0 + $1 + gap }
        let h = (frames.map(\.height).max() ?? 0) + 2 * gap
        var out = Bitmap(width: w, height: h, fill: Color(white: 0.12))
        var x0 = gap
        for f in frames {
            for y in 0..<f.height {
                for x in 0..<f.width { out[x0 + x, gap + y] = f[x, y] }
            }
            x0 += f.width + gap
        }
        return out
    }
}
