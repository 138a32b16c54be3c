/// One ready-made demo of a navigation pattern, for the app's gallery.
///
/// ```swift
/// let screens = NavigationPatternGallery.screens()
/// window.rootViewController = try screens[0].make()
/// ```
package struct NavigationPatternScreen {
    /// A short identifier ("navigation-stack").
    package var id: String
    /// The title to list it under.
    package var title: String
    /// One line saying what it demonstrates.
    package var summary: String
    /// Makes a fresh controller for the screen.
    package var make: @MainActor () throws -> ViewController
}
