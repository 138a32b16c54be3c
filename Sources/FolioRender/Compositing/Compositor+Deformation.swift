import FolioCore

extension Compositor {
    /// The one place each kind of deformation is matched to its renderer.
    func renderer(for deformation: LayerDeformation, back: Texture? = nil) -> any DeformationRendering {
        switch deformation {
        case .mesh(let mesh): MeshDeformation(mesh: mesh)
        case .pageCurl(let curl): scratch.curlDeformation.configured(curl, back: back)
        }
    }

    /// Renders the layer flat offscreen, then hands it to its deformation.
    func drawDeformed(
        _ node: LayerNode, _ deformation: LayerDeformation, toDevice m: Homography, target: RasterTarget,
        alpha: Double, index: Int
    ) {
        let b = node.bounds.standardized
        guard !b.isNull, b.width > 0, b.height > 0 else { return }
        let r = renderer(for: deformation)
        guard !r.deviceBounds(layerBounds: b, toDevice: m).intersection(target.clip.rect).isEmpty else { return }
        let a = UInt32((min(max(alpha, 0), 1) * 255).rounded())
        let opaque = rendersOpaqueFlat(node, bounds: b)
        // The question the occlusion pass asks too; the curl uses it only for a back page.
        var backOpaque = false
        if case .pageCurl(let curl) = deformation { backOpaque = curlBackIsOpaque(curl) }
        withBackTexture(of: deformation, of: node, index: index) { back in
            renderOffscreen(node, bounds: b, index: index, snapshot: true) { texture, layerToTexture in
                // Asked for only now: rendering the back or the front offscreen may draw other
                // deformations, which reuse the shared curl renderer.
                renderer(for: deformation, back: back).draw(
                    DeformationContext(
                        texture: texture, layerToTexture: layerToTexture, layerBounds: b, toDevice: m, isOpaque: opaque,
                        alpha: a, isBackOpaque: backOpaque,
                        target: target, scratch: scratch))
            }
        }
    }

    /// Renders the back page of a double-sided curl (its layer offscreen, or its image as is)
    /// and hands it to `body`; `nil` for every other deformation.
    private func withBackTexture(
        of deformation: LayerDeformation, of node: LayerNode, index: Int, body: (Texture?) -> Void
    ) {
        guard case .pageCurl(let curl) = deformation else { return body(nil) }
        switch curl.back {
        case .mirroredFront, .seenThrough:
            body(nil)
        case .layer(let backNode, _):
            let bb = backNode.bounds.standardized
            guard !bb.isNull, bb.width > 0, bb.height > 0 else { return body(nil) }
            var drew = false
            // Snapshots are kept by the layer drawn: a back that is its own front is not one.
            renderOffscreen(backNode, bounds: bb, index: index, snapshot: backNode.id != node.id) { texture, _ in
                drew = true
                body(texture)
            }
            // A back too small to render at this scale: the curl still draws (with the washed
            // front as its back), as the occlusion pass assumed when it hid what lies beneath.
            if !drew { body(nil) }
        case .image(let image, _):
            image.bitmap.withTexture(body)
        }
    }

    func deformationBounds(_ deformation: LayerDeformation, of node: LayerNode, toDevice m: Homography) -> IntRect {
        renderer(for: deformation).deviceBounds(layerBounds: node.bounds.standardized, toDevice: m)
    }
}
