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
