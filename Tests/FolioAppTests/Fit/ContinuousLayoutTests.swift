import FolioCore
import Testing

@testable import FolioApp

/// The continuous column's geometry: pages stacked with a gap, sized by the fit.
@Suite struct ContinuousLayoutTests {
    let letter = Size(width: 612, height: 792)

    @Test func fitWidthMakesEveryPageAsWideAsTheViewLessTheMargins() {
        let layout = ContinuousLayout(
            pageSizes: [letter, letter, letter], viewport: Size(width: 480, height: 800), fit: .width)
        #expect(layout.frames.map(\.width) == [452, 452, 452])
        #expect(layout.frames[0].minY == ContinuousLayout.margin)
        #expect(layout.frames[1].minY == layout.frames[0].maxY + ContinuousLayout.gap)
        #expect(layout.contentSize.height == layout.frames[2].maxY + ContinuousLayout.margin)
    }

    @Test func fitPageMakesEveryPageWholeInTheViewsHeight() {
        let layout = ContinuousLayout(
            pageSizes: [letter, Size(width: 792, height: 612)], viewport: Size(width: 1600, height: 900), fit: .page)
        #expect(layout.frames[0].height == 872)
        #expect(layout.frames[0].midX == 800)
        // A landscape page is as tall as it can be within the view's width too.
        #expect(layout.frames[1].height == 872)
        #expect(layout.frames[1].width == (872.0 * 792 / 612).rounded())
    }

    @Test func thePageAtAHeightIsTheOneItFallsInOrTheOneAboveAGap() {
        let layout = ContinuousLayout(
            pageSizes: Array(repeating: letter, count: 5), viewport: Size(width: 480, height: 800), fit: .width)
        #expect(layout.page(at: 0) == 0)
        #expect(layout.page(at: layout.frames[2].midY) == 2)
        #expect(layout.page(at: layout.frames[2].maxY + ContinuousLayout.gap / 2) == 2)
        #expect(layout.page(at: 1e9) == 4)
        #expect(layout.pages(from: layout.frames[1].midY, to: layout.frames[3].minY + 1) == 1..<4)
    }

    @Test func noPagesGiveAnEmptyColumn() {
        let layout = ContinuousLayout(pageSizes: [], viewport: Size(width: 480, height: 800), fit: .width)
        #expect(layout.frames.isEmpty)
        #expect(layout.page(at: 100) == 0)
        #expect(layout.pages(from: 0, to: 800).isEmpty)
    }
}
