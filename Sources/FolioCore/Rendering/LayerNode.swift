/// One node of the render model: the snapshot of a view that a renderer turns into pixels.
///
/// Views publish a tree of these once per frame (`Window.layerTree()`); FolioRender's
/// compositor consumes it. The geometry follows Core Animation exactly:
/// a point `p` in the layer's bounds coordinates lands in its parent's bounds coordinates at
/// `position + transform(p − bounds.origin − anchorPoint·bounds.size)`, and the parent's
/// ``sublayerTransform`` is then applied about the parent's anchor point. Each layer is
/// flattened onto its parent's plane, as Core Animation does for ordinary layers.
/// See ``transform(toParent:)``.
public struct LayerNode {
    /// Stable identity across frames (renderers cache backing stores by it).
    public var id: UInt64
    /// The layer's own coordinate space: origin (the scroll offset, for a scroll view) and size.
    public var bounds: Rect
    /// Where the anchor point sits in the parent's bounds coordinates.
    public var position: Point
    /// The point the transform is applied about, in unit coordinates of the bounds; (0.5, 0.5) is the centre.
    public var anchorPoint: Point
    /// The layer's transform, applied about its anchor point.
    public var transform: Transform3D
    /// A transform applied to all sublayers about this layer's anchor point (use for perspective).
    public var sublayerTransform: Transform3D
    /// Opacity multiplied into the layer and its sublayers.
    public var alpha: Double
    /// Hidden layers and their sublayers are not drawn.
    public var isHidden: Bool
    /// Whether sublayers are clipped to the bounds (and the corner radius).
    public var clipsToBounds: Bool
    /// Filled across the bounds (rounded by ``cornerRadius``) below the content.
    public var backgroundColor: Color?
    /// Rounds the background, and the clip when ``clipsToBounds`` is set.
    public var cornerRadius: Double
    /// What the layer shows above its background.
    public var content: LayerContent?
    /// When set, the layer and its sublayers are rendered offscreen and drawn through this
    /// deformation rather than as a flat quad.
    public var deformation: LayerDeformation?
    /// Children, back to front.
    public var sublayers: [LayerNode]
    /// How many times finer than the render scale drawn content is rasterised (a zoomed
    /// view's scale once the zoom settles). 1 by default; renderers tile content that would
    /// be too large to keep whole.
    public var contentsScale: Double = 1
    /// Whether the renderer may draw this subtree's content ahead of time, when it has nothing
    /// else to do, while the layer is hidden, transparent or off screen, and keep it until the
    /// layer shows: the frame that shows a page then only composites it. Page view controllers
    /// set it on the neighbour pages they keep loaded. `false` by default: hidden layers are
    /// otherwise never drawn, and off-screen ones only once they come on screen.
    public var drawsAhead = false
    /// Where this layer stands among the pages a page-curl turn from the resting pages would
    /// render flat (a page view controller's pages in the `.pageCurl` style): 0 the leaf of a
    /// forward turn, 1 that leaf's back page, 2 the leaf of a turn back, 3 its back page; `nil`
    /// for every other layer. While the window is idle the renderer makes those flat
    /// renderings ahead, lowest first, within its budget, so that the first frame of a turn
    /// only composites them.
    package var curlSnapshotRank: Int? = nil
    /// Whether opacity below 1 applies to the subtree as one image (`true`, the default, as
    /// Core Animation's `allowsGroupOpacity`): the subtree is drawn apart, then blended once.
    /// `false` blends each sublayer on its own with the opacity multiplied in, which is the
    /// same picture only where they do not overlap, and spares the renderer an offscreen image
    /// as large as the layer.
    public var allowsGroupOpacity = true

    /// Creates a layer node; only `id` and `bounds` are required.
    public init(
        id: UInt64, bounds: Rect, position: Point? = nil, anchorPoint: Point = Point(x: 0.5, y: 0.5),
        transform: Transform3D = .identity, sublayerTransform: Transform3D = .identity, alpha: Double = 1,
        isHidden: Bool = false, clipsToBounds: Bool = false, backgroundColor: Color? = nil,
        cornerRadius: Double = 0, content: LayerContent? = nil, deformation: LayerDeformation? = nil,
        sublayers: [LayerNode] = []
    ) {
        self.id = id
        self.bounds = bounds
        self.position =
            position ?? Point(x: bounds.width * anchorPoint.x, y: bounds.height * anchorPoint.y)
        self.anchorPoint = anchorPoint
        self.transform = transform
        self.sublayerTransform = sublayerTransform
        self.alpha = alpha
        self.isHidden = isHidden
        self.clipsToBounds = clipsToBounds
        self.backgroundColor = backgroundColor
        self.cornerRadius = cornerRadius
        self.content = content
        self.deformation = deformation
        self.sublayers = sublayers
    }

    /// The layer's rectangle in its parent's coordinates when its transform is the identity
    /// (the `frame` of the view that published it).
    public var frame: Rect {
        Rect(
            x: position.x - anchorPoint.x * bounds.width, y: position.y - anchorPoint.y * bounds.height,
            width: bounds.width, height: bounds.height)
    }

    /// The anchor point in bounds coordinates.
    public var anchorInBounds: Point {
        Point(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    }

    /// The matrix that maps this layer's bounds coordinates to `parent`'s bounds coordinates,
    /// including the parent's sublayer transform, flattened to the parent's plane.
    public func transform(toParent parent: LayerNode?) -> Transform3D {
        let a = anchorInBounds
        var m = Transform3D(translationX: -a.x, y: -a.y, z: 0)
            .concatenating(transform)
            .concatenating(Transform3D(translationX: position.x, y: position.y, z: 0))
        if let parent, !parent.sublayerTransform.isIdentity {
            let pa = parent.anchorInBounds
            m = m.concatenating(Transform3D(translationX: -pa.x, y: -pa.y, z: 0))
                .concatenating(parent.sublayerTransform)
                .concatenating(Transform3D(translationX: pa.x, y: pa.y, z: 0))
        }
        // Flatten: z does not carry into the parent's plane.
        m.m13 = 0
        m.m23 = 0
        m.m33 = 1
        m.m43 = 0
        return m
    }
}
