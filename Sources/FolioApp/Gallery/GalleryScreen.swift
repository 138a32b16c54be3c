import FolioPaging
import FolioUI

/// One screen of the gallery: a navigation pattern shown with the sample content.
struct GalleryScreen {
    /// A short identifier used in state reports ("carousel").
    var id: String
    /// The title in the menu.
    var title: String
    /// The title on the gallery's tab strip, where a dozen tabs share the window's width
    /// (the menu title when `nil`).
    var tabTitle: String? = nil
    /// One line saying what the screen demonstrates.
    var summary: String
    /// Makes the screen's view controller (each time the screen is opened).
    var make: @MainActor () throws -> ViewController
}
