import FolioCore
import Foundation
import Testing

@testable import FolioPaging

@Suite struct CurlAnimationTests {
    @Test(arguments: CurlConfiguration.all)
    func aFullTurnGoesFromFlatToTurnedOverDiagonallyOnTheWay(_ configuration: CurlConfiguration) {
        let layout = configuration.layout()
        let frame = layout.sheetFrame(for: configuration.direction)
        let motion = layout.motion(for: configuration.direction)
        let turn = CurlAnimation.fullTurn(drag: .scripted(frame: frame, motion: motion))
        let size = frame.size
        let (startProgress, endProgress) = motion == .lifting ? (0.0, 1.0) : (1.0, 0.0)
        #expect(turn.model(at: 0).progress == startProgress)
        #expect(turn.model(at: 1).progress == endProgress)
        #expect(turn.completes && turn.target == (motion == .lifting ? .turned : .flat))
        let turned = motion == .lifting ? turn.model(at: 1) : turn.model(at: 0)
        for p in [Point(x: size.width, y: 0), Point(x: size.width / 3, y: size.height / 2)] {
            expectClose(turned.project(p).point, Point(x: -p.x, y: p.y), tolerance: 0.01)
        }
        let middle = turn.model(atTime: turn.duration / 2)
        #expect(abs(middle.normal.y) > 0.05, "the fold runs diagonally mid-turn")
        #expect(middle.progress > 0.2 && middle.progress < 0.8)
    }

    @Test func progressIsClampedAndTimeScalesIt() {
        let frame = SpineFrame(pageRect: Rect(x: 0, y: 0, width: 300, height: 400), spineEdge: .left)
        let turn = CurlAnimation.fullTurn(drag: .scripted(frame: frame, motion: .lifting))
        #expect(turn.touch(at: -1) == turn.touch(at: 0))
        #expect(turn.touch(at: 7) == turn.touch(at: 1))
        #expect(turn.model(atTime: turn.duration * 0.3) == turn.model(at: 0.3))
    }
}
