import FolioCore
import FolioUI
import Testing

@testable import FolioPaging

/// UIKit's spellings of the page view controller's creation and enums compile and mean
/// what they mean in UIKit.
@MainActor
@Suite struct UIKitSpellingTests {
    @Test func theOptionsDictionaryAndNilOptions() {
        let carousel = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
        #expect(carousel.spineLocation == .none)
        #expect(carousel.interPageSpacing == 0)

        let options: [PageViewController.OptionsKey: Any] = [
            .spineLocation: PageViewController.SpineLocation.mid.rawValue
        ]
        let book = PageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: options)
        #expect(book.spineLocation == .mid)
        #expect(book.isDoubleSided)

        let spaced = PageViewController(
            transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 10])
        #expect(spaced.interPageSpacing == 10)
        let typed = PageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .vertical,
            options: [.spineLocation: PageViewController.SpineLocation.max])
        #expect(typed.spineLocation == .max)
    }

    @Test func aValueOfTheWrongTypeIsReportedNotSilentlyIgnored() {
        let (options, errors) = PageViewController.Options.parse([.spineLocation: "mid"])
        #expect(options.spineLocation == nil)
        #expect(errors == [.invalidOption(key: ".spineLocation", value: "mid")])
    }

    @Test func theEnumsAreIntBackedWithUIKitsRawValues() {
        #expect(PageViewController.SpineLocation.mid.rawValue == 2)
        #expect(PageViewController.SpineLocation(rawValue: 3) == .max)
        #expect(PageViewController.TransitionStyle.scroll.rawValue == 1)
        #expect(PageViewController.NavigationOrientation.vertical.rawValue == 1)
        #expect(PageViewController.NavigationDirection.reverse.rawValue == 1)
        #expect(InterfaceOrientation.landscapeLeft.rawValue == 4)
        #expect(GestureRecognizer.State.ended.rawValue == 3)
        #expect(ImageView.ContentMode.center.rawValue == 4)
        #expect(ModalPresentationStyle.overFullScreen.rawValue == 5)
        #expect(SemanticContentAttribute.forceRightToLeft.rawValue == 4)
    }
}
