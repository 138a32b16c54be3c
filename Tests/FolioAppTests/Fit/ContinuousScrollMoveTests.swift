import FolioCore
import FolioRender
import FolioTesting
import FolioUI
import Foundation
import Testing

@testable import FolioApp

/// The continuous column drawn over its last frame, as the window draws it: a wheel step
/// moves the pixels already on screen and draws only the strip that scrolled in, and the
/// frame is the one a full redraw gives.
@MainActor
@Suite struct ContinuousScrollMoveTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    private func column(window size: Size) throws -> (HeadlessWindow, ContinuousPagesView) {
        let opened = try ContinuousColumnFixture.open(
            pages: (1...6).map { ["Page \($0)", "A line of text on page \($0)"] }, window: size, in: folder)
        return (opened.host, opened.column)
    }

    /// Draws the window's tree over `pixels` (the last frame, drawn from `last`) as the SDL
    /// host does, and returns what the frame changed.
    private func drawOver(
        _ pixels: inout Bitmap, from last: LayerNode, to tree: LayerNode, compositor: Compositor, scale: Double
    ) -> FrameDamage {
        let whole = IntRect(x0: 0, y0: 0, x1: pixels.width, y1: pixels.height)
        let damage = compositor.frameDamage(from: last, to: tree, scale: scale, bounds: whole)
        let (width, height) = (pixels.width, pixels.height)
        pixels.pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            damage.move?.apply(to: base, rowLength: width)
            for index in 0..<damage.rects.count {
                compositor.render(
                    tree, intoPixels: base, width: width, height: height, rowLength: width, scale: scale,
                    background: .clear, limitedTo: damage.rects[index])
            }
        }
        return damage
    }

    @Test(arguments: [1.0, 2.0])
    func wheelStepsMoveThePixelsAndDrawOnlyTheStripThatScrolledIn(scale: Double) throws {
        let (host, column) = try column(window: Size(width: 400, height: 300))
        let (width, height) = (Int(400 * scale), Int(300 * scale))
        let compositor = Compositor()
        var last = host.window.layerTree()
        var frame = compositor.render(last, width: width, height: height, scale: scale, background: .clear)
        let reference = Compositor()
        // Down across a page join, then back up.
        for (step, delta) in [40.0, 40, 40, 40, 40, 40, 40, 40, -40, -40].enumerated() {
            let location = Point(x: 200, y: 150)
            _ = host.window.sendEvent(.scrollWheel(ScrollWheelEvent(location: location, delta: Point(x: 0, y: delta))))
            host.window.update()
            let tree = host.window.layerTree()
            let damage = drawOver(&frame, from: last, to: tree, compositor: compositor, scale: scale)
            last = tree
            let move = try #require(damage.move, "step \(step): the scroll was drawn whole")
            #expect(move.dy == Int(-delta * scale), "step \(step)")
            // The strip, and the scroll indicator where it was and where it is.
            var drawn = 0
            for index in 0..<damage.rects.count {
                let r = damage.rects[index]
                drawn += (r.x1 - r.x0) * (r.y1 - r.y0)
            }
            #expect(
                drawn <= width * abs(move.dy) + width * height / 50,
                "step \(step): \(drawn) of \(width * height) pixels drawn after moving \(move.dy) rows")
            let expected = reference.render(tree, width: width, height: height, scale: scale, background: .clear)
            let comparison = SnapshotComparison(actual: frame, reference: expected, tolerance: .exact)
            #expect(
                comparison.differingPixels == 0,
                "step \(step): \(comparison.differingPixels) pixels differ by up to \(comparison.maxChannelDifference)")
        }
        #expect(column.contentOffset.y > 0)
    }
}
