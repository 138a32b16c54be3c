public import FolioCore
import FolioRender

extension HeadlessWindow {
    /// Renders what the window shows now with Folio's compositor.
    ///
    /// ```swift
    /// let host = HeadlessWindow(size: Size(width: 320, height: 200), scale: 2)
    /// host.rootViewController = CoverController()
    /// assertSnapshot(of: host.render(scale: 2))
    /// ```
    ///
    /// Runs the layout pass first. Backing stores are kept between calls, so content is
    /// redrawn only after `setNeedsDisplay()` or a size change, as on screen.
    ///
    /// - Parameters:
    ///   - scale: Pixels per point.
    ///   - background: What shows where nothing is drawn (transparent by default).
    /// - Returns: A bitmap of the window's size times `scale`, rounded up.
    public func render(scale: Double = 1, background: Color = .clear) -> Bitmap {
        window.update()
        let s = scale > 0 && scale.isFinite ? scale : 1
        let size = window.bounds.size
        let width = Int((size.width * s).rounded(.up))
        let height = Int((size.height * s).rounded(.up))
        return compositor.render(window.layerTree(), width: width, height: height, scale: s, background: background)
    }
}
