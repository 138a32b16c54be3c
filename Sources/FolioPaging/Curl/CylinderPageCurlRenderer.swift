import FolioCore
import FolioUI
import Foundation

/// The page view controller's curl: shapes the turning sheet on the cylinder model of
/// docs/Curl.md by giving its view a ``PageCurl`` deformation, frame by frame.
///
/// The sheet's front is the turning page's own rendering. Its back is that rendering again,
/// mirrored by the geometry and seen through a translucent paper wash, as on iOS
/// (single-sided: `PageCurl.Back.seenThrough`), or the back page's layer tree, mirrored
/// across the axis perpendicular to the spine (double-sided); the back page's own view stays
/// hidden, since only the sheet shows it. The page underneath and
/// the still page of a spread are ordinary siblings below the sheet, so the renderer only
/// darkens them with the sheet's shadows, which may fall anywhere in the book.
///
/// ```swift
/// controller.curlRenderer = CylinderPageCurlRenderer()  // the default
/// ```
@MainActor
final class CylinderPageCurlRenderer: PageCurlRendering {
    /// How the sheet is drawn (shading, shadows, paper).
    var appearance = CurlAppearance()

    /// The views this renderer gave a deformation, so none keeps one after the turn, even a
    /// page that is no longer live by then.
    private var shaped: [WeakBox<View>] = []

    func render(_ frame: PageCurlFrame) {
        let turning = frame.turning
        guard let container = turning.superview else { return }
        clearShapes(except: turning)
        frame.back?.isHidden = true
        frame.underneath?.isHidden = false
        frame.stationary?.isHidden = false
        turning.isHidden = false
        stack(frame, in: container)

        let look = appearance(for: frame)
        let curl = frame.model.pageCurl(
            frame: frame.drag.frame, layout: frame.layout,
            viewToLayer: Self.transform(from: container, to: turning), back: backContent(of: frame),
            appearance: look)
        turning.layerDeformation = .pageCurl(curl)
        if !shaped.contains(where: { $0.object === turning }) { shaped.append(WeakBox(turning)) }
    }

    func reset(_ views: [View]) {
        for view in views where view.layerDeformation != nil { view.layerDeformation = nil }
        clearShapes(except: nil)
    }

    /// The look of this frame. In a spread the sheet lands in view, so what would change
    /// when it does fades out with the turn instead: the gutter darkens as the sheet lifts
    /// out of it and clears as it lands, and the back's tint lifts as the back page lies
    /// down to become a page at rest.
    private func appearance(for frame: PageCurlFrame) -> CurlAppearance {
        var look = appearance
        guard frame.layout.isSpread else { return look }
        let p = CurlModel.clamp(frame.model.progress, 0, 1)
        look.spineShadowStrength = appearance.spineShadowStrength * sin(Double.pi * p)
        look.shading.backTint = 1 - (1 - appearance.shading.backTint) * (1 - p * p * p)
        return look
    }

    /// What the back of the sheet shows: the back page's layer tree as a flat, visible page
    /// (its own view is hidden, and its position does not matter to the sheet).
    private func backContent(of frame: PageCurlFrame) -> CurlModel.BackContent {
        guard frame.isDoubleSided, let back = frame.back else { return .paper }
        var node = back.layerNode()
        node.isHidden = false
        node.alpha = 1
        node.transform = .identity
        return .layer(node)
    }

    /// Paints the page underneath first, then the still page of a spread, then the sheet,
    /// which curls over both and shades them.
    private func stack(_ frame: PageCurlFrame, in container: View) {
        let order = [frame.underneath, frame.stationary, frame.turning].compactMap { $0 }
            .filter { $0.superview === container }
        let indices = order.compactMap { view in container.subviews.firstIndex { $0 === view } }
        guard indices != indices.sorted() || indices.last != container.subviews.count - 1 else { return }
        for view in order { container.bringSubviewToFront(view) }
    }

    private func clearShapes(except keep: View?) {
        for entry in shaped {
            guard let view = entry.object, view !== keep, view.layerDeformation != nil else { continue }
            view.layerDeformation = nil
        }
        shaped.removeAll { $0.object == nil || $0.object !== keep }
    }

    /// The mapping from `container`'s bounds coordinates to `view`'s: where the frame's
    /// geometry lands in the layer the deformation applies to.
    static func transform(from container: View, to view: View) -> AffineTransform2D {
        let o = view.convert(Point.zero, from: container)
        let x = view.convert(Point(x: 1, y: 0), from: container) - o
        let y = view.convert(Point(x: 0, y: 1), from: container) - o
        return AffineTransform2D(a: x.x, b: x.y, c: y.x, d: y.y, tx: o.x, ty: o.y)
    }
}
