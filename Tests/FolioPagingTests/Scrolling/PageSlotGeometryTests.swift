import FolioCore
import Testing

@testable import FolioPaging

@MainActor
@Suite struct PageSlotGeometryTests {
    private let page = Size(width: 300, height: 400)

    /// A layout with the resting page and pages at `neighbours` turns.
    private func layout(neighbours: [Int]) -> PageLayout<TestPage> {
        let turns = (neighbours + [0]).sorted()
        return PageLayout(placements: turns.map { .init(page: TestPage("p\($0)"), turn: $0, position: 0) })
    }

    private func geometry(
        neighbours: [Int] = [-1, 1], spacing: Double = 0, isVertical: Bool = false, isReversed: Bool = false
    ) -> PageSlotGeometry {
        PageSlotGeometry(
            layout: layout(neighbours: neighbours), pageSize: page, spacing: spacing, isVertical: isVertical,
            isReversed: isReversed)
    }

    @Test(arguments: [
        ([-1, 1], -1...1), ([1], 0...1), ([-1], -1...0), ([], 0...0), ([-2, -1, 1, 2], -1...1),
    ])
    func onlyTheNeighboursNextToRestGetASlot(neighbours: [Int], turns: ClosedRange<Int>) {
        #expect(geometry(neighbours: neighbours).turns == turns)
    }

    @Test func slotsLieEndToEndWithTheSpacingBetweenThem() {
        let slots = geometry(spacing: 20)
        #expect(slots.stride == 320)
        #expect([-1, 0, 1].map(slots.origin(ofTurn:)) == [0, 320, 640])
        #expect(slots.contentSize == Size(width: 940, height: 400))
        #expect(slots.pagingLength == Size(width: 320, height: 400))
        #expect(slots.pageFrame(at: 640) == Rect(x: 640, y: 0, width: 300, height: 400))
    }

    @Test func theFirstPageOfABookHasNoSlotBeforeIt() {
        let slots = geometry(neighbours: [1], spacing: 10)
        #expect(slots.origin(ofTurn: 0) == 0)
        #expect(slots.contentOffset(ofTurn: 1) == Point(x: 310, y: 0))
        #expect(slots.contentSize.width == 610)
    }

    @Test func aVerticalBookStacksItsSlotsAlongY() {
        let slots = geometry(spacing: 8, isVertical: true)
        #expect(slots.stride == 408)
        #expect(slots.contentOffset(ofTurn: 1) == Point(x: 0, y: 816))
        #expect(slots.contentSize == Size(width: 300, height: 1_216))
        #expect(slots.pagingLength == Size(width: 300, height: 408))
        #expect(slots.pageFrame(at: 408) == Rect(x: 0, y: 408, width: 300, height: 400))
        #expect(slots.shift(by: 5) == Point(x: 0, y: 5))
    }

    @Test func aRightToLeftBookPutsTheForwardSlotOnTheLeft() {
        let slots = geometry(spacing: 20, isReversed: true)
        #expect([-1, 0, 1].map(slots.origin(ofTurn:)) == [640, 320, 0])
        let firstPage = geometry(neighbours: [1], isReversed: true)
        #expect(firstPage.origin(ofTurn: 1) == 0)
        #expect(firstPage.origin(ofTurn: 0) == 300)
    }

    @Test(arguments: [false, true])
    func progressCountsTurnsFromTheRestingSlotForward(isReversed: Bool) {
        let slots = geometry(spacing: 20, isReversed: isReversed)
        #expect(slots.progress(at: slots.contentOffset(ofTurn: 0)) == 0)
        #expect(slots.progress(at: slots.contentOffset(ofTurn: 1)) == 1)
        #expect(slots.progress(at: slots.contentOffset(ofTurn: -1)) == -1)
        let quarter = slots.origin(ofTurn: 0) + (isReversed ? -80 : 80)
        #expect(slots.progress(at: Point(x: quarter, y: 0)) == 0.25)
    }

    @Test func anEmptyViewHasNoDivisionByZero() {
        let slots = PageSlotGeometry(
            turns: 0...1, pageSize: .zero, spacing: 0, isVertical: false, isReversed: false)
        #expect(slots.progress(at: Point(x: 0.5, y: 0)) == 0.5)
    }
}
