import FolioCore
import FolioHeadless
import FolioRender
import Testing

@testable import FolioApp

/// A turn's frames only composite: the page a turn brings on screen was drawn while the
/// reader was idle, at the display's scale, as the SDL host's idle step draws it
/// (docs/Architecture.md §6.1).
@MainActor
@Suite struct ReaderDrawAheadTests {
    /// A high-density window: 960 × 540 points at scale 2.
    private static let size = Size(width: 960, height: 540)
    private static let scale = 2.0

    @Test(arguments: [TransitionChoice.curl, .cube, .flip, .coverFlow])
    func aTurnAfterIdleTimeDrawsNoPageInItsFrames(_ transition: TransitionChoice) throws {
        let (host, _) = try ShownReader.show(
            DocumentLoader.sampleBook(), turnStyle: TurnStyle(transition: transition), size: Self.size,
            framesPerSecond: 60)
        let compositor = Compositor()
        var frame = Bitmap(width: Int(Self.size.width * Self.scale), height: Int(Self.size.height * Self.scale))
        compositor.render(host.layerTree(), into: &frame, scale: Self.scale)
        let shown = compositor.contentDrawCount
        // Idle: the host draws ahead one layer at a time until nothing is left.
        while compositor.drawAhead(host.layerTree(), scale: Self.scale, limit: 1) {}
        // Cover flow shows its neighbours at rest, so the first frame drew them.
        if transition != .coverFlow {
            #expect(compositor.contentDrawCount > shown, "the next page was not drawn ahead")
        }
        let drawnAhead = compositor.contentDrawCount
        #expect(host.press(.rightArrow))
        // Every transition's turn lasts longer than these frames (a third of a second).
        for index in 0..<20 {
            host.advance(frames: 1)
            compositor.render(host.layerTree(), into: &frame, scale: Self.scale)
            #expect(
                compositor.contentDrawCount == drawnAhead,
                "frame \(index) of the \(transition.rawValue) turn drew content")
        }
    }
}
