import FolioCore

extension Compositor {
    /// Walks the tree once before drawing: numbers nodes in paint order (recording where
    /// each subtree ends) and collects the opaque whole-pixel rectangles drawn straight onto
    /// the frame, which let earlier fills and copies skip pixels that will be covered.
    func collectOccluders(_ root: LayerNode, rootToDevice: Homography, frame: IntRect) {
        occluders.removeAll()
        subtreeEnd.removeAll(keepingCapacity: true)
        visitForOcclusion(
            root, parent: nil, parentToDevice: rootToDevice, clip: frame, masked: false, opaquePath: true, direct: true)
    }

    private func visitForOcclusion(
        _ node: LayerNode, parent: LayerNode?, parentToDevice: Homography, clip: IntRect, masked: Bool,
        opaquePath: Bool, direct: Bool
    ) {
        let index = subtreeEnd.count
        subtreeEnd.append(index + 1)
        defer { subtreeEnd[index] = subtreeEnd.count }
        let visible = !node.isHidden && node.alpha > 0
        let m = LayerGeometry.toParent(node, parent: parent).concatenating(parentToDevice)
        let opaque = opaquePath && node.alpha >= 1
        // Offscreen subtrees (deformations, groups) never paint the frame directly.
        let isDirect = direct && visible && node.deformation == nil && (opaque || !needsGroup(node))
        let b = node.bounds.standardized
        if direct && visible && opaque && !masked && !b.isNull, case .pageCurl(let curl) = node.deformation,
            !(node.clipsToBounds && node.cornerRadius > 0), coversBoundsOpaquely(node, bounds: b)
        {
            addCurlOccluders(curl, bounds: b, toDevice: m, clip: clip, paintIndex: 2 * index + 1)
        }
        var childClip = clip
        var childMasked = masked
        if isDirect && !b.isNull {
            let canOcclude = opaque && !masked && m.isAxisAligned
            let a = m.apply(b.minX, b.minY) ?? (0, 0)
            let c = m.apply(b.maxX, b.maxY) ?? (0, 0)
            let rect = IntRect(covering: min(a.x, c.x), min(a.y, c.y), max(a.x, c.x), max(a.y, c.y))
            if canOcclude {
                let square = node.cornerRadius <= 0
                if square, let bg = node.backgroundColor, bg.alpha >= 1 {
                    occluders.add(rect.intersection(clip), paintIndex: 2 * index)
                }
                if square || !node.clipsToBounds, let content = node.content, isOpaque(content, of: node, bounds: b) {
                    occluders.add(rect.intersection(clip), paintIndex: 2 * index + 1)
                }
            }
            if node.clipsToBounds {
                if node.cornerRadius <= 0 && m.isAxisAligned {
                    childClip = clip.intersection(rect)
                } else {
                    childMasked = true
                }
            }
        }
        for sub in node.sublayers {
            visitForOcclusion(
                sub, parent: node, parentToDevice: m, clip: childClip, masked: childMasked, opaquePath: opaque,
                direct: isDirect)
        }
    }

    /// Whether content is known to cover its bounds with opaque pixels.
    private func isOpaque(_ content: LayerContent, of node: LayerNode, bounds: Rect) -> Bool {
        switch content {
        case .image(let image):
            return isOpaque(image)
        case .drawing(let drawer, let version):
            return backingStores.isKnownOpaque(
                id: node.id, drawer: drawer, version: version, bounds: bounds, scale: scale)
        }
    }
}
