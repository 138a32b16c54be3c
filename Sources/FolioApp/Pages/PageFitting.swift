import FolioCore

/// How the reader fits PDF pages to its window, and the zoom that every page shares.
///
/// One instance per reader, handed to each page it shows, so that the next page opens at
/// the zoom and horizontal place the last one was left at: reading a column of small print
/// page after page needs no zooming again at each turn.
@MainActor
final class PageFitting {
    /// How large a page is at its resting zoom.
    var fit = PageFit.page
    /// Whether pages turn or scroll as one column.
    var layout = ReadingLayout.paged
    /// The zoom on top of the fit's own: 1 shows the page as ``fit`` says.
    var relativeScale = 1.0
    /// Where the middle of the view is across the zoomed page, from 0 (its left edge) to 1.
    var horizontalCentre = 0.5
    /// Whether the next page shown starts at its bottom: reading backwards from the top of a
    /// page goes on at the bottom of the one before.
    var entersAtBottom = false
    /// Told when the fit, the layout or a settled zoom changes (the reader lays out again).
    var onChange: (() -> Void)?

    /// Whether the reader zoomed in beyond the fit.
    var isZoomed: Bool { relativeScale > 1.001 }

    /// Whether pages use the whole window rather than paper of their shape: a page as wide as
    /// the window does, and so does a zoomed one (the paper's frame would clip it).
    var fillsWindow: Bool { fit == .width || isZoomed }

    /// The zoom scale, over the whole page fitted into `bounds`, at which a page of `pageSize`
    /// is as the fit says: 1 for the whole page, more for a page as wide as `bounds`.
    func fitScale(pageSize: Size, in bounds: Size) -> Double {
        guard fit == .width, pageSize.width > 0, pageSize.height > 0, bounds.width > 0, bounds.height > 0 else {
            return 1
        }
        let fittedWidth = min(bounds.width, bounds.height * pageSize.width / pageSize.height)
        return max(bounds.width / max(fittedWidth, 1), 1)
    }

    /// Back to the fit's own zoom, across the middle of the page.
    func resetZoom() {
        relativeScale = 1
        horizontalCentre = 0.5
    }
}
