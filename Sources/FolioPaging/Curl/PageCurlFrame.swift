package import FolioCore
package import FolioUI

/// Everything a page-curl renderer needs for one frame of a turn: which views play which
/// part, how far the turn has got, and where the finger is.
///
/// Folio's paging code decides the roles and the progress; the renderer (the cylinder
/// geometry of `CurlModel`) only shapes views, through ``View/layerDeformation``, so it
/// never touches page state.
package struct PageCurlFrame {
    /// The direction of the turn.
    package var step: PageStep
    /// How far the turn has got, 0…1 (1: the sheet lies flat on the other side).
    package var progress: Double
    /// The touch point of the curl (the finger, or where an animation has put it), in the
    /// container's coordinates.
    package var touch: Point
    /// The spine; `.min` or `.max` for one page, `.mid` for a spread.
    package var spineLocation: PageViewController.SpineLocation
    /// Whether the book turns along y.
    package var isVertical: Bool
    /// Whether the sheet carries a separate page on its back.
    package var isDoubleSided: Bool
    /// The container's bounds: the whole book (both pages of a spread).
    package var bounds: Rect
    /// The sheet being turned (its front).
    package var turning: View
    /// The page on the back of the turning sheet (double-sided only); `nil` means the
    /// back shows the front's own content, mirrored and washed out.
    package var back: View?
    /// The page revealed under the turning sheet.
    package var underneath: View?
    /// The page of a spread that stays still during the turn.
    package var stationary: View?
    /// The book on the curl geometry's terms.
    package var layout: CurlLayout
    /// The grabbed sheet, in its spine frame.
    package var drag: CurlDrag
    /// The sheet's shape now: what to turn into the turning view's deformation.
    package var model: CurlModel
}
