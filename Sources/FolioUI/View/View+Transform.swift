public import FolioCore

extension View {
    /// The 2D transform applied about the centre: the affine part of ``transform3D``.
    ///
    /// - Note: Folio keeps one source of truth: reading this while ``transform3D`` has depth
    ///   or perspective returns only its 2D part.
    public var transform: AffineTransform2D {
        get { modelTransform.affine }
        set { transform3D = Transform3D(newValue) }
    }

    /// The 3D transform applied about the centre, the counterpart of `layer.transform`.
    public var transform3D: Transform3D {
        get { modelTransform }
        set {
            guard newValue != modelTransform else { return }
            animatableWillChange(.transform)
            modelTransform = newValue
            treeDidChange()
        }
    }
}
