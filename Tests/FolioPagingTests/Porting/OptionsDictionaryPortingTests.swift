import FolioCore
import FolioUI
import Foundation
import Testing

@testable import FolioPaging

/// UIKit's options dictionary written as Apple documents it ("wrap one of these constants in
/// an NSNumber object") works on Linux, where Swift does not bridge numbers to `NSNumber`.
@MainActor
@Suite struct OptionsDictionaryPortingTests {
    @Test func anNSNumberSpineLocationMakesASpreadThatTakesTwoPages() throws {
        let book = PageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .horizontal,
            options: [.spineLocation: NSNumber(value: PageViewController.SpineLocation.mid.rawValue)])
        #expect(book.spineLocation == .mid)
        #expect(book.isDoubleSided)
        try book.setViewControllers([ViewController(), ViewController()], direction: .forward, animated: false)
        #expect(book.viewControllers?.count == 2)
    }

    @Test func anNSNumberInterPageSpacingIsRoundedAsUIKitRoundsIt() {
        let pager = PageViewController(
            transitionStyle: .scroll, navigationOrientation: .horizontal,
            options: [.interPageSpacing: NSNumber(value: 9.5)])
        #expect(pager.interPageSpacing == 10)
    }

    @Test(arguments: [
        NSNumber(value: 3), NSNumber(value: Int32(3)), NSNumber(value: 3.0), NSNumber(value: Float(3)),
    ])
    func everyNumericNSNumberNamesTheSpine(_ value: NSNumber) {
        let (options, errors) = PageViewController.Options.parse([.spineLocation: value])
        #expect(options.spineLocation == .max)
        #expect(errors.isEmpty)
    }

    @Test func swiftNumbersOfEveryKindAreReadAsWell() {
        let values: [Any] = [2, Int8(2), UInt(2), 2.0, Float(2), PageViewController.SpineLocation.mid]
        for value in values {
            let (options, errors) = PageViewController.Options.parse([.spineLocation: value])
            #expect(options.spineLocation == .mid, "\(type(of: value))")
            #expect(errors.isEmpty, "\(type(of: value))")
        }
        let (spaced, spacingErrors) = PageViewController.Options.parse([.interPageSpacing: Float(6)])
        #expect(spaced.interPageSpacing == 6)
        #expect(spacingErrors.isEmpty)
    }

    @Test func aNumberThatIsNoSpineIsReportedNotGuessed() {
        let fraction = PageViewController.Options.parse([.spineLocation: NSNumber(value: 2.5)])
        #expect(fraction.0.spineLocation == nil)
        #expect(fraction.1.count == 1)
        let outOfRange = PageViewController.Options.parse([.spineLocation: NSNumber(value: 9)])
        #expect(outOfRange.0.spineLocation == nil)
        #expect(outOfRange.1.count == 1)
        let notFinite = PageViewController.Options.parse([.interPageSpacing: NSNumber(value: Double.nan)])
        #expect(notFinite.0.interPageSpacing == 0)
        #expect(notFinite.1.count == 1)
    }
}
