import FolioCore

/// How one kind of ``LayerDeformation`` is drawn: the layer's content arrives as a texture
/// (its bounds at the compositor's scale) and the deformation resamples it onto the target.
@MainActor
protocol DeformationRendering {
    /// The device pixels the deformed layer can touch.
    func deviceBounds(layerBounds: Rect, toDevice m: Homography) -> IntRect
    /// Draws the deformed content.
    func draw(_ context: DeformationContext)
}

/// What a deformation gets to draw with.
struct DeformationContext {
    /// The layer's content and sublayers rendered flat, at `layerToTexture`.
    let texture: Texture
    /// Layer bounds coordinates → texture pixels.
    let layerToTexture: Homography
    let layerBounds: Rect
    /// Layer bounds coordinates → device pixels (the layer's full transform).
    let toDevice: Homography
    /// Opacity, 0…255.
    let alpha: UInt32
    let target: RasterTarget
    /// Reusable storage, so steady frames allocate nothing.
    let scratch: DeformationScratch
}

/// Storage deformations reuse from frame to frame.
final class DeformationScratch {
    var meshVertices: [DeviceVertex] = []
}

extension Compositor {
    /// The one place each kind of deformation is matched to its renderer.
    func renderer(for deformation: LayerDeformation) -> any DeformationRendering {
        switch deformation {
        case .mesh(let mesh): MeshDeformation(mesh: mesh)
        // Transitional (integration in progress): the curl rasterizer replaces this flat mapping.
        case .pageCurl(let curl): MeshDeformation(mesh: .grid(over: curl.pageRect, columns: 1, rows: 1))
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
        renderOffscreen(node, bounds: b, index: index) { texture, layerToTexture in
            r.draw(
                DeformationContext(
                    texture: texture, layerToTexture: layerToTexture, layerBounds: b, toDevice: m, alpha: a,
                    target: target, scratch: scratch))
        }
    }

    func deformationBounds(_ deformation: LayerDeformation, of node: LayerNode, toDevice m: Homography) -> IntRect {
        renderer(for: deformation).deviceBounds(layerBounds: node.bounds.standardized, toDevice: m)
    }
}
