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
        try expectTurnsDrawNoPage(TurnStyle(transition: transition), turns: 1)
    }

    /// A spread's neighbours wait at a page's size, half the book's, so what idle time drew of
    /// them is what the turn shows; drawn at the whole book's width, each was drawn again in
    /// the first frame of the turn that showed it. The turn off the cover is left out: there
    /// the paper grows from one page to two, and its shadow's edges are drawn again.
    @Test func aSpreadsTurnAfterIdleTimeDrawsNoPageInItsFrames() throws {
        try expectTurnsDrawNoPage(
            TurnStyle(transition: .curl, spine: .mid, isDoubleSided: true, spread: .double), turns: 2,
            after: 1)
    }

    /// Turns `turns` pages forward after `after` untested turns, each after idle time, and
    /// expects no content drawn in the first 20 frames of each.
    private func expectTurnsDrawNoPage(_ style: TurnStyle, turns: Int, after: Int = 0) throws {
        let transition = style.transition
        let (host, _) = try ShownReader.show(
            DocumentLoader.sampleBook(), turnStyle: style, size: Self.size, framesPerSecond: 60)
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
        for turn in 1...(after + turns) {
            let drawnAhead = compositor.contentDrawCount
            #expect(host.press(.rightArrow))
            // Every transition's turn lasts longer than these frames (a third of a second).
            for index in 0..<20 {
                host.advance(frames: 1)
                compositor.render(host.layerTree(), into: &frame, scale: Self.scale)
                #expect(
                    turn <= after || compositor.contentDrawCount == drawnAhead,
                    "frame \(index) of \(transition.rawValue) turn \(turn) drew content")
            }
            // The turn ends; idle time draws the next neighbours.
            host.advance(frames: 60)
            compositor.render(host.layerTree(), into: &frame, scale: Self.scale)
            while compositor.drawAhead(host.layerTree(), scale: Self.scale, limit: 1) {}
        }
    }
}
