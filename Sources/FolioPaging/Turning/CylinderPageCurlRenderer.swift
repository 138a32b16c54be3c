import FolioCore
import FolioUI

/// The page-curl renderer: turns each frame's sheet into a ``LayerDeformation/pageCurl(_:)``
/// on the turning page's view, which the compositor draws with the curl rasteriser (front,
/// back, shading and the shadows it casts on the page underneath).
///
/// A double-sided sheet carries the back page's layer tree; a single-sided one shows its own
/// front, mirrored and washed towards the paper colour.
@MainActor
final class CylinderPageCurlRenderer: PageCurlRendering {
    /// How the sheet looks (shading, shadows, paper).
    var appearance = CurlAppearance()

    func render(_ frame: PageCurlFrame) {
        let turning = frame.turning
        let back: CurlModel.BackContent
        if let backView = frame.back {
            backView.isHidden = false
            back = .layer(backView.layerNode())
            backView.isHidden = true
        } else {
            back = .paper
        }
        // The turning view is untransformed at its resting frame, so the book's coordinates
        // map to its bounds by a translation.
        let toLayer = AffineTransform(translationX: -turning.frame.minX, y: -turning.frame.minY)
        turning.layerDeformation = .pageCurl(
            frame.model.pageCurl(
                frame: frame.drag.frame, layout: frame.layout, viewToLayer: toLayer, back: back,
                appearance: appearance))
        turning.isHidden = false
        frame.underneath?.isHidden = false
        turning.superview?.bringSubviewToFront(turning)
    }

    func reset(_ views: [View]) {
        for view in views where view.layerDeformation != nil {
            view.layerDeformation = nil
        }
    }
}
