internal import CFolioKernels
package import FolioCore

/// Draws a ``PageCurl`` by inverse mapping along scanlines (docs/Curl.md §1, §7).
///
/// For every device pixel it asks what of the sheet is seen there: the flat front (copied),
/// the cylinder band (resampled through a table of asin values), the flipped part (an affine
/// mirror, bilinear) or nothing, in which case the page underneath — already drawn in the
/// destination — is darkened by the contact shadow along the fold and the drop shadow around
/// the lifted part. Edges are anti-aliased from the signed distance to the page. A rasteriser
/// keeps its tables between frames, so steady frames allocate nothing; use one per thread of
/// compositing.
///
/// ```swift
/// let rasterizer = CurlRasterizer()
/// rasterizer.draw(curl, front: pageBitmap, back: nil, into: &frame,
///                 transform: AffineTransform2D(translationX: 100, y: 0))
/// ```
package final class CurlRasterizer {
    private let table = CurlTable()

    /// Creates a rasteriser.
    package init() {}

    /// Draws a curl into a bitmap.
    ///
    /// - Parameters:
    ///   - curl: The curl, in the layer's bounds coordinates.
    ///   - front: The layer rendered flat, covering `sourceRect` (default: `curl.pageRect`).
    ///   - back: The back page rendered flat over `curl.pageRect`, for a double-sided curl
    ///     (`.layer` or `.image` backs); ignored for single-sided backs.
    ///   - destination: Where the page underneath is already drawn.
    ///   - transform: Layer coordinates → destination pixels.
    ///   - clip: Destination pixels that may change (default: all).
    ///   - alpha: The layer's opacity.
    ///   - opaque: Whether every pixel of `front` is opaque (a page view with a background
    ///     colour); flat parts are then plain copies.
    package func draw(
        _ curl: PageCurl, front: Bitmap, back: Bitmap?, sourceRect: Rect? = nil, into destination: inout Bitmap,
        transform: AffineTransform2D, clip: IntRect? = nil, alpha: Double = 1, opaque: Bool = false
    ) {
        let width = destination.width
        let height = destination.height
        front.withTexture { frontSource in
            guard let frontSource else { return }
            destination.pixels.withUnsafeMutableBufferPointer { d in
                guard let db = d.baseAddress else { return }
                let target = PixelSurface(base: db, width: width, height: height, stride: width)
                func run(_ backSource: Texture?) {
                    draw(
                        curl, front: frontSource, back: backSource, sourceRect: sourceRect ?? curl.pageRect,
                        into: target, transform: transform, clip: clip, alpha: alpha, opaque: opaque)
                }
                guard let back, back.width > 0, back.height > 0 else { return run(nil) }
                back.withTexture(run)
            }
        }
    }

    /// Draws a curl into raw pixels (the compositor's entry point); see
    /// ``draw(_:front:back:sourceRect:into:transform:clip:alpha:opaque:)``. With a `worker`
    /// (the compositor's, in two-thread frames), its thread shares the rows.
    func draw(
        _ curl: PageCurl, front: Texture, back: Texture?, sourceRect: Rect, into target: PixelSurface,
        transform: AffineTransform2D, clip: IntRect? = nil, alpha: Double = 1, opaque: Bool = false,
        backOpaque: Bool = false, worker: RowWorker? = nil, evaluation: Evaluation = .spans
    ) {
        guard
            let renderer = renderer(
                curl, front: front, back: back, sourceRect: sourceRect, into: target, transform: transform, clip: clip,
                alpha: alpha, opaque: opaque, backOpaque: backOpaque, evaluation: evaluation, worker: worker)
        else { return }
        let area = renderer.clip
        guard let worker, area.y1 - area.y0 >= 2 else {
            renderer.drawRows(area.y0, area.y1)
            return
        }
        worker.share(.curlRows(renderer), rows: area.y0..<area.y1)
    }

    /// The frame's row renderer, its table filled (on `worker`'s thread too, when given);
    /// `nil` when there is nothing to draw. It reads this rasteriser's table: valid while the
    /// rasteriser lives, until its next frame.
    func renderer(
        _ curl: PageCurl, front: Texture, back: Texture?, sourceRect: Rect, into target: PixelSurface,
        transform: AffineTransform2D, clip: IntRect? = nil, alpha: Double = 1, opaque: Bool = false,
        backOpaque: Bool = false, evaluation: Evaluation = .spans, worker: RowWorker? = nil
    ) -> CurlRowRenderer? {
        guard Self.isFinite(curl),
            var setup = CurlSetup(
                curl: curl, frontWidth: front.width, frontHeight: front.height, sourceRect: sourceRect,
                backWidth: back?.width, backHeight: back?.height, toDevice: transform, alpha: alpha)
        else { return nil }
        setup.isOpaque = opaque
        setup.isBackOpaque = backOpaque && back != nil
        var area = setup.deviceBounds.intersection(IntRect(x0: 0, y0: 0, x1: target.width, y1: target.height))
        if let clip { area = area.intersection(clip) }
        guard !area.isEmpty else { return nil }
        table.prepare(
            radius: setup.radius, devicePerLayer: setup.devicePerLayer, ambient: curl.shading.ambient,
            backTint: curl.shading.backTint, contactStrength: curl.shadow.contact * min(max(alpha, 0), 1),
            sourceNormal: (setup.nu, setup.nv), worker: worker)
        guard let pointers = table.pointers else { return nil }
        var kernel: UnsafePointer<FolioBandKernel>?
        if evaluation == .spans,
            let constants = CurlRowRenderer.bandKernel(setup: setup, table: pointers, front: front, back: back)
        {
            table.bandKernel.pointee = constants
            kernel = UnsafePointer(table.bandKernel)
        }
        return CurlRowRenderer(
            setup: setup, table: pointers, front: front, back: setup.isDoubleSided ? back : nil, target: target,
            clip: area, bandKernel: kernel, spine: table.spineColumns(setup, within: area), evaluation: evaluation)
    }

    /// Whether every number of the curl is finite; a curl that is not draws nothing (and is
    /// not trusted to hide what lies beneath it).
    static func isFinite(_ curl: PageCurl) -> Bool {
        let p = curl.pageRect
        let s = curl.shadow
        var wash = 0.0
        switch curl.back {
        case .mirroredFront(_, let washAlpha), .seenThrough(_, let washAlpha): wash = washAlpha
        case .layer, .image: break
        }
        if let spine = curl.spineShadow {
            guard spine.point.x.isFinite, spine.point.y.isFinite, spine.normal.x.isFinite, spine.normal.y.isFinite,
                spine.width.isFinite, spine.strength.isFinite
            else { return false }
        }
        return curl.axisPoint.x.isFinite && curl.axisPoint.y.isFinite && curl.normal.x.isFinite
            && curl.normal.y.isFinite && p.minX.isFinite && p.minY.isFinite && p.width.isFinite && p.height.isFinite
            && s.width.isFinite && s.drop.isFinite && s.contact.isFinite && curl.shading.ambient.isFinite
            && curl.shading.backTint.isFinite && wash.isFinite
    }
}
