import FolioCore

/// What a deformation gets to draw with.
struct DeformationContext {
    /// The layer's content and sublayers rendered flat, at `layerToTexture`.
    let texture: Texture
    /// Layer bounds coordinates → texture pixels.
    let layerToTexture: Homography
    let layerBounds: Rect
    /// Layer bounds coordinates → device pixels (the layer's full transform).
    let toDevice: Homography
    /// Whether every texel of `texture` is opaque, so flat parts can be copied.
    let isOpaque: Bool
    /// Opacity, 0…255.
    let alpha: UInt32
    /// Whether every texel of a double-sided curl's back is opaque.
    var isBackOpaque = false
    let target: RasterTarget
    /// Reusable storage, so steady frames allocate nothing.
    let scratch: DeformationScratch
}
