import FolioCore

extension Compositor {
    /// Walks the tree once before drawing: numbers nodes in paint order (recording where
    /// each subtree ends) and collects the opaque whole-pixel rectangles drawn straight onto
    /// the frame, which let earlier fills and copies skip pixels that will be covered.
    func collectOccluders(_ root: LayerNode, rootToDevice: Homography, frame: IntRect) {
        occluders.removeAll()
        subtreeEnd.removeAll(keepingCapacity: true)
        frameSharesRows = false
        visitForOcclusion(
            root, parent: nil, parentToDevice: rootToDevice, clip: frame, masked: false, opaquePath: true, direct: true)
        if !isOcclusionEnabled { occluders.removeAll() }
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
        let a = m.apply(b.minX, b.minY) ?? (0, 0)
        let c = m.apply(b.maxX, b.maxY) ?? (0, 0)
        let rect = IntRect(covering: min(a.x, c.x), min(a.y, c.y), max(a.x, c.x), max(a.y, c.y))
        if visible && !b.isNull
            && (node.deformation != nil || rect.width * rect.height >= RasterTarget.parallelCopyMinimum)
        {
            frameSharesRows = true
        }
        if direct && visible && opaque && !masked && !b.isNull, case .pageCurl(let curl) = node.deformation,
            rendersOpaqueFlat(node, bounds: b)
        {
            addCurlOccluders(
                curl, bounds: b, toDevice: m, clip: clip, paintIndex: 2 * index + 1,
                backIsOpaque: curlBackIsOpaque(curl))
        }
        var childClip = clip
        var childMasked = masked
        if isDirect && !b.isNull {
            let canOcclude = opaque && !masked
            if canOcclude && m.isAxisAligned {
                let square = node.cornerRadius <= 0
                if square, let bg = node.backgroundColor, bg.alpha >= 1 {
                    occluders.add(rect.intersection(clip), paintIndex: 2 * index)
                }
                if square || !node.clipsToBounds, let content = node.content, isOpaque(content, of: node, bounds: b) {
                    occluders.add(rect.intersection(clip), paintIndex: 2 * index + 1)
                }
            } else if canOcclude && node.cornerRadius <= 0, let content = node.content,
                isOpaque(content, of: node, bounds: b)
            {
                // A rotated or 3D-turned page: the rectangle inside its screen image.
                let inner = Self.inscribedRect(
                    of: ConvexPolygon(
                        rectMinX: b.minX, minY: b.minY, maxX: b.maxX, maxY: b.maxY, through: m))
                occluders.add(inner.intersection(clip), paintIndex: 2 * index + 1)
            }
            if node.clipsToBounds {
                if node.cornerRadius <= 0 && m.isAxisAligned {
                    childClip = clip.intersection(rect)
                } else if !clipCutsNothing(node, bounds: b, toDevice: m) {
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

    /// A large axis-aligned rectangle of whole pixels inside a convex polygon, one pixel clear
    /// of its edges; empty when there is none worth having.
    ///
    /// A textured quad writes every pixel whose centre lies in its polygon (ConvexPolygon's
    /// rule), so with opaque texels those pixels are covered. For a convex polygon, a column
    /// whose centres lie inside on two rows lies inside on every row between, so the columns
    /// common to a top and a bottom row bound a rectangle wholly inside; a few pairs of rows,
    /// moved in from the polygon's extent, are tried and the largest rectangle kept.
    static func inscribedRect(of polygon: ConvexPolygon) -> IntRect {
        let bounds = polygon.pixelBounds
        let height = bounds.y1 - bounds.y0
        guard !polygon.isEmpty, height > 4 else { return .empty }
        var best = IntRect.empty
        var bestArea = 0
        for step in 0..<8 {
            let inset = 1 + step * height / 32
            let top = bounds.y0 + inset
            let bottom = bounds.y1 - 1 - inset
            guard top < bottom else { break }
            let s0 = polygon.span(row: top)
            let s1 = polygon.span(row: bottom)
            let rect = IntRect(x0: max(s0.x0, s1.x0) + 1, y0: top, x1: min(s0.x1, s1.x1) - 1, y1: bottom + 1)
            guard !rect.isEmpty else { continue }
            let area = rect.width * rect.height
            if area > bestArea {
                best = rect
                bestArea = area
            }
        }
        return best
    }

    /// Whether the back a curl shows on its turned-over part is opaque (given an opaque
    /// front): a washed front is, a back page when it renders opaque. The occlusion pass
    /// hides what lies beneath by it; the curl samples an opaque back page without a test.
    func curlBackIsOpaque(_ curl: PageCurl) -> Bool {
        switch curl.back {
        case .mirroredFront, .seenThrough: true
        case .image(let image, _): isOpaque(image)
        case .layer(let node, _): rendersOpaqueFlat(node, bounds: node.bounds.standardized)
        }
    }

    /// Whether content is known to cover its bounds with opaque pixels.
    private func isOpaque(_ content: LayerContent, of node: LayerNode, bounds: Rect) -> Bool {
        switch content {
        case .image(let image):
            return isOpaque(image)
        case .drawing(let drawer, let version):
            // Tiles over a baked background are opaque whatever they show.
            if TileCache.needsTiles(bounds: bounds, scale: contentScale(node)) {
                return drawsBackgroundInStore(node, bounds: bounds)
            }
            return backingStores.isKnownOpaque(
                id: node.id, drawer: drawer, version: version, bounds: bounds,
                scale: wholeStoreScale(node, bounds: bounds), background: bakedBackground(of: node))
        }
    }
}
