import FolioPaging
import FolioUI

/// The screens the gallery lists, in order; the single place where screens are registered.
@MainActor
enum GalleryCatalog {
    static func screens() -> [GalleryScreen] {
        [
            GalleryScreen(
                id: "carousel", title: "Image carousel", tabTitle: "Carousel",
                summary: "PageViewController, scroll transition, horizontal, with a page indicator",
                make: {
                    try ReaderViewController(
                        book: SamplePictures.book(), turnStyle: TurnStyle(transition: .scroll))
                }),
            GalleryScreen(
                id: "book", title: "Book",
                summary: "Page curl with the spine on the left, one page at a time",
                make: { try reader(TurnStyle(transition: .curl, spine: .min)) }),
            GalleryScreen(
                id: "spread", title: "Two-page spread", tabTitle: "Spread",
                summary: "Page curl with the spine in the middle, double-sided",
                make: { try reader(TurnStyle(transition: .curl, spine: .mid, isDoubleSided: true)) }),
            GalleryScreen(
                id: "paging-scroll-view", title: "Paging scroll view", tabTitle: "Scroll view",
                summary: "ScrollView with isPagingEnabled and a PageControl, children added by hand",
                make: { PagingScrollViewController(book: DocumentLoader.sampleBook()) }),
            GalleryScreen(
                id: "vertical", title: "Vertical pager", tabTitle: "Vertical",
                summary: "Scroll transition, vertical: forward is bottom to top, like a wall calendar",
                make: { try reader(TurnStyle(transition: .scroll, orientation: .vertical)) }),
            GalleryScreen(
                id: "right-to-left", title: "Right-to-left pager", tabTitle: "Right to left",
                summary: "Scroll transition in a right-to-left layout: forward is left to right",
                make: { try reader(TurnStyle(transition: .scroll, isRightToLeft: true)) }),
            GalleryScreen(
                id: "transitions", title: "Custom transitions", tabTitle: "Effects",
                summary: "Cube, cover flow, stack, zoom out, flip and fade through one PageTransition protocol",
                make: { try TransitionShowcaseViewController(book: DocumentLoader.sampleBook()) }),
        ] + navigationPatterns()
    }

    /// The containers around paging: navigation stack, swipe container, tabs, modal
    /// presentation, and all of them nested around a page view controller.
    private static func navigationPatterns() -> [GalleryScreen] {
        NavigationPatternGallery.screens(makePager: { pages in
            let pager = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            try pager.setPages(pages)
            return pager
        })
    }

    private static func reader(_ turnStyle: TurnStyle) throws(ReaderError) -> ViewController {
        try ReaderViewController(book: DocumentLoader.sampleBook(), turnStyle: turnStyle)
    }
}
