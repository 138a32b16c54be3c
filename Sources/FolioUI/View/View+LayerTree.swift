public import FolioCore

extension View {
    /// The render model of this view and its subtree, with presentation values while
    /// animations run.
    ///
    /// Each view publishes one ``LayerNode`` with a stable `id`, its bounds, its centre as the
    /// position, its transform about the centre, and `.drawing(self, version:)` content when it
    /// ``drawsContent``.
    package func layerNode() -> LayerNode {
        layerNode(inheritedRasterization: 1)
    }

    private func layerNode(inheritedRasterization: Double) -> LayerNode {
        let p = presentation()
        let rasterization = inheritedRasterization * rasterizationScale
        var node = LayerNode(
            id: layerID, bounds: p.bounds, position: p.center, anchorPoint: Point(x: 0.5, y: 0.5),
            transform: p.transform3D, sublayerTransform: sublayerTransform, alpha: p.alpha, isHidden: isHidden,
            clipsToBounds: clipsToBounds, backgroundColor: p.backgroundColor, cornerRadius: cornerRadius,
            content: layerContent(), deformation: layerDeformation,
            sublayers: subviews.map { $0.layerNode(inheritedRasterization: rasterization) })
        node.contentsScale = rasterization
        node.drawsAhead = drawsAhead
        node.curlSnapshotRank = curlSnapshotRank
        node.allowsGroupOpacity = allowsGroupOpacity
        return node
    }

    /// Draws through ``draw(in:)``; the renderer calls this when the content version changes.
    public func drawContent(in context: any GraphicsContext, bounds: Rect) {
        draw(in: context)
    }

    /// The version published with drawn content: it changes after ``setNeedsDisplay()`` and
    /// whenever the effective layout direction flips, so content that draws differently right
    /// to left (natural text alignment, bar items, dots) is redrawn without each view tracking
    /// the direction it last drew with.
    var contentVersion: Int {
        displayVersion &* 2 &+ (effectiveUserInterfaceLayoutDirection == .rightToLeft ? 1 : 0)
    }
}

extension View {
    private static var lastLayerID: UInt64 = 0

    /// A new identity for a view's published layer node, never given out before.
    static func makeLayerID() -> UInt64 {
        lastLayerID += 1
        return lastLayerID
    }
}
