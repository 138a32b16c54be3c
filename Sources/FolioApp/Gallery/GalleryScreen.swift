import FolioUI

/// One screen of the gallery: a navigation pattern shown with the sample content.
struct GalleryScreen {
    /// A short identifier used in state reports ("carousel").
    var id: String
    /// The title on the tab and in the menu.
    var title: String
    /// One line saying what the screen demonstrates.
    var summary: String
    /// Makes the screen's view controller (each time the screen is opened).
    var make: @MainActor () -> ViewController
}

/// The screens the gallery lists, in order; the single place where screens are registered.
@MainActor
enum GalleryCatalog {
    static func screens() -> [GalleryScreen] {
        // Registration point: each pattern is listed once the container it needs exists in
        // Folio (PageViewController for the carousel, book, vertical, right-to-left and custom
        // transition screens; ScrollView + PageControl for the paging scroll view screen).
        []
    }
}
