extension View {
    /// UIKit's `CALayer`, which Folio does not have: the layer properties a port uses live
    /// on the view itself.
    @available(
        *, unavailable,
        message:
            "Folio has no CALayer: use the view's cornerRadius, transform3D (layer.transform), sublayerTransform and allowsGroupOpacity"
    )
    public var layer: View { self }
}
