import Testing

@testable import FolioUI

@Suite struct NavigationSlideLayoutTests {
    @Test(arguments: [0.0, 0.25, 0.5, 1.0])
    func theLowerViewMovesAThirdAsFarAsTheUpperOne(coverage: Double) {
        let layout = NavigationSlideLayout(coverage: coverage, width: 400, isRightToLeft: false)
        #expect(layout.upperOffset == 400 * (1 - coverage))
        #expect(abs(layout.lowerOffset + 0.3 * 400 * coverage) < 1e-9)
        #expect(abs(layout.dimming - NavigationSlideLayout.maximumDimming * coverage) < 1e-12)
    }

    @Test func rightToLeftMirrorsTheOffsets() {
        let ltr = NavigationSlideLayout(coverage: 0.4, width: 320, isRightToLeft: false)
        let rtl = NavigationSlideLayout(coverage: 0.4, width: 320, isRightToLeft: true)
        #expect(rtl.upperOffset == -ltr.upperOffset)
        #expect(rtl.lowerOffset == -ltr.lowerOffset)
        #expect(rtl.dimming == ltr.dimming)
    }

    @Test func aSpringOvershootIsClamped() {
        #expect(NavigationSlideLayout(coverage: 1.08, width: 400, isRightToLeft: false).upperOffset == 0)
        #expect(NavigationSlideLayout(coverage: -0.05, width: 400, isRightToLeft: false).lowerOffset == 0)
    }
}
