import FolioCore
import Testing

@testable import FolioUI

@Suite @MainActor struct LabelTests {
    @Test func propertyChangesRequestARedrawOnlyWhenValuesChange() {
        let label = Label(frame: Rect(x: 0, y: 0, width: 100, height: 20))
        label.text = "A"
        let v0 = label.displayVersion
        label.text = "A"
        #expect(label.displayVersion == v0)
        label.textColor = .red
        label.font = .boldSystemFont(ofSize: 12)
        label.numberOfLines = 3
        label.textAlignment = .center
        label.lineBreakMode = .byWordWrapping
        #expect(label.displayVersion == v0 + 5)
    }

    @Test func naturalAlignmentFollowsRightToLeftLayout() {
        let label = Label()
        #expect(label.textStyle.alignment == .natural)
        label.semanticContentAttribute = .forceRightToLeft
        #expect(label.textStyle.alignment == .right)
        label.textAlignment = .center
        #expect(label.textStyle.alignment == .center)
    }

    @Test func withoutAMeasurerSizeThatFitsEstimatesFromTheFont() {
        let label = Label()
        label.font = .systemFont(ofSize: 10)
        label.text = "0123456789"
        #expect(label.sizeThatFits(.zero) == Size(width: 55, height: 12))
        label.numberOfLines = 0
        #expect(label.sizeThatFits(Size(width: 20, height: 0)).height == 36)
        label.text = nil
        #expect(label.sizeThatFits(.zero) == .zero)
    }

    @Test func defaultsMatchUIKit() {
        let label = Label()
        #expect(label.numberOfLines == 1)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.font == .systemFont(ofSize: 17))
        #expect(label.drawsContent)
    }
}
