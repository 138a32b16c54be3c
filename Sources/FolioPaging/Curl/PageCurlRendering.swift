package import FolioUI

/// Shapes the views of a curling page, frame by frame: the integration point between
/// Folio's paging state and the curl geometry.
///
/// The page view controller lays every page out flat at its resting place, then calls
/// ``render(_:)`` on every frame of a curl turn and ``reset(_:)`` when it ends.
@MainActor
package protocol PageCurlRendering: AnyObject {
    /// Shapes the views of `frame` (deformation of the turning sheet, shadow on the page
    /// underneath, which pages are visible).
    func render(_ frame: PageCurlFrame)

    /// Removes every deformation and shadow from `views` (the turn is over).
    func reset(_ views: [View])
}
