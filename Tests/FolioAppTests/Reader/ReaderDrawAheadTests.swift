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
    /// expects nothing drawn in the first quarter second of each (every turn lasts longer),
    /// and no page drawn up to and past its end, a second after the key: the page number,
    /// which changes as the turn ends, is drawn then. Cover flow shows the page beside the
    /// resting one, so the turn's end brings the page two away into view; it must have been
    /// drawn ahead.
    private func expectTurnsDrawNoPage(_ style: TurnStyle, turns: Int, after: Int = 0) throws {
        let transition = style.transition
        // A page covers about a third of the window; the labels a turn changes, far less.
        let pagePixels = Int(Self.size.width * Self.size.height * Self.scale * Self.scale) / 8
        let (host, _) = try ShownReader.show(
            DocumentLoader.sampleBook(), turnStyle: style, size: Self.size, framesPerSecond: 60)
        let compositor = Compositor()
        var frame = Bitmap(width: Int(Self.size.width * Self.scale), height: Int(Self.size.height * Self.scale))
        compositor.render(host.layerTree(), into: &frame, scale: Self.scale)
        let shown = compositor.contentDrawCount
        // Idle: the host draws ahead one layer at a time until nothing is left.
        while compositor.drawAhead(host.layerTree(), scale: Self.scale, limit: 1) {}
        #expect(compositor.contentDrawCount > shown, "no page was drawn ahead")
        for turn in 1...(after + turns) {
            let drawnAhead = compositor.contentDrawCount
            #expect(host.press(.rightArrow))
            for index in 0..<60 {
                let pixels = compositor.contentDrawnPixelCount
                host.advance(frames: 1)
                compositor.render(host.layerTree(), into: &frame, scale: Self.scale)
                guard turn > after else { continue }
                if index < 15 {
                    #expect(
                        compositor.contentDrawCount == drawnAhead,
                        "frame \(index) of \(transition.rawValue) turn \(turn) drew content")
                } else {
                    #expect(
                        compositor.contentDrawnPixelCount - pixels < pagePixels,
                        "frame \(index) of \(transition.rawValue) turn \(turn) drew a page")
                }
            }
            // Idle time draws the next neighbours.
            while compositor.drawAhead(host.layerTree(), scale: Self.scale, limit: 1) {}
        }
    }
}
