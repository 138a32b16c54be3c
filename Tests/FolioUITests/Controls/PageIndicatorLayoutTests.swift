import FolioUI
import Testing

@Suite struct PageIndicatorLayoutTests {
    @Test func fewPagesAreCentredAtFullSize() {
        let layout = PageIndicatorLayout(numberOfPages: 5, length: 200)
        #expect(!layout.scrolls)
        let dots = layout.dots()
        #expect(dots.map(\.page) == [0, 1, 2, 3, 4])
        #expect(dots.map(\.center) == [68, 84, 100, 116, 132])
        #expect(dots.allSatisfy { $0.diameter == PageIndicatorLayout.dotDiameter })
    }

    @Test(arguments: [60, 12, 1000])
    func manyPagesNeverOverflowTheBounds(pages: Int) {
        let layout = PageIndicatorLayout(numberOfPages: pages, length: 200)
        #expect(layout.scrolls)
        #expect(layout.visibleSlots == 11)
        var start = 0.0
        while start <= Double(layout.maximumWindowStart) {
            let dots = layout.dots(windowStart: start)
            #expect(!dots.isEmpty)
            for dot in dots {
                #expect(dot.center - dot.diameter / 2 >= 0)
                #expect(dot.center + dot.diameter / 2 <= 200)
            }
            #expect(dots.count <= layout.visibleSlots + 2)
            start += 0.25
        }
    }

    @Test func dotsAtAnEdgeWithMorePagesBeyondShrink() {
        let layout = PageIndicatorLayout(numberOfPages: 60, length: 200)
        let atStart = layout.dots(windowStart: 0)
        // Nothing before page 0: the leading dots are full size; the trailing edge shrinks.
        #expect(atStart.first?.diameter == PageIndicatorLayout.dotDiameter)
        let trailing = atStart.suffix(2).map(\.diameter)
        #expect(trailing[0] < PageIndicatorLayout.dotDiameter && trailing[1] < trailing[0])
        let middle = layout.dots(windowStart: 20)
        #expect(middle.count == 11)
        #expect(middle.first?.page == 20)
        #expect(middle[0].diameter < middle[1].diameter && middle[1].diameter < middle[2].diameter)
        #expect(middle[2...8].allSatisfy { $0.diameter == PageIndicatorLayout.dotDiameter })
        let atEnd = layout.dots(windowStart: 49)
        #expect(atEnd.last?.page == 59)
        #expect(atEnd.last?.diameter == PageIndicatorLayout.dotDiameter)
    }

    @Test func windowScrollsOnlyWhenTheCurrentPageNearsAnEdge() {
        let layout = PageIndicatorLayout(numberOfPages: 60, length: 200)
        var start = 0
        var starts: [Int] = []
        for page in 0..<60 {
            start = layout.windowStart(showing: page, previous: start)
            starts.append(start)
            // The current page is always shown at full size.
            let dot = layout.dots(windowStart: Double(start)).first { $0.page == page }
            #expect(dot?.diameter == PageIndicatorLayout.dotDiameter)
        }
        #expect(starts[0...8].allSatisfy { $0 == 0 })
        #expect(starts[9] == 1)
        #expect(starts[59] == 49)
        // Going back, the window stays put until the page is two slots from the leading edge.
        #expect(layout.windowStart(showing: 47, previous: 49) == 45)
        #expect(layout.windowStart(showing: 55, previous: 49) == 49)
    }

    @Test func scrubbingPicksTheDotUnderTheFingerOrAProportion() {
        let few = PageIndicatorLayout(numberOfPages: 5, length: 200)
        #expect(few.page(scrubbingAt: 0) == 0)
        #expect(few.page(scrubbingAt: 117) == 3)
        #expect(few.page(scrubbingAt: 199) == 4)
        let many = PageIndicatorLayout(numberOfPages: 60, length: 200)
        #expect(many.page(scrubbingAt: 8) == 0)
        #expect(many.page(scrubbingAt: 100) == 30)
        #expect(many.page(scrubbingAt: 192) == 59)
    }

    @Test func tinyControlStillShowsOneDotInside() {
        let layout = PageIndicatorLayout(numberOfPages: 3, length: 10)
        #expect(layout.visibleSlots == 1)
        let start = layout.windowStart(showing: 1, previous: 0)
        #expect(start == 1)
        let dots = layout.dots(windowStart: Double(start))
        #expect(dots.first { $0.page == 1 }?.diameter == 10.0 * 7 / 16)
        #expect(dots.allSatisfy { $0.center - $0.diameter / 2 >= 0 && $0.center + $0.diameter / 2 <= 10 })
    }

    @Test func requiredLengthFitsAllDots() {
        let length = PageIndicatorLayout.length(forNumberOfPages: 7)
        #expect(!PageIndicatorLayout(numberOfPages: 7, length: length).scrolls)
        #expect(PageIndicatorLayout(numberOfPages: 7, length: length - 1).scrolls)
    }
}
