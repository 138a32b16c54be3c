import FolioCore

extension Compositor {
    /// Draws `node` and its subtree: places it, then chooses between a deformation, an
    /// offscreen opacity group and drawing straight onto the target.
    func drawNode(
        _ node: LayerNode, parent: LayerNode?, parentToDevice: Homography, target: RasterTarget, alpha: Double
    ) {
        let index = paintCounter
        let end = index < subtreeEnd.count ? subtreeEnd[index] : index + 1
        defer { paintCounter = end }
        paintCounter += 1
        if Self.keepsOutOfSight(node) {
            // Keep what was drawn ahead until it shows, rather than draw it again in the frame
            // it does.
            keepBackingStores(of: node, shown: false)
            return
        }
        guard !node.isHidden, node.alpha > 0, alpha > 0 else { return }
        let m = LayerGeometry.toParent(node, parent: parent).concatenating(parentToDevice)
        let a = alpha * min(node.alpha, 1)
        var t = target
        t.paintIndex = 2 * index + 1
        if let deformation = node.deformation {
            drawDeformed(node, deformation, toDevice: m, target: t, alpha: a, index: index)
        } else if a < 1 && needsGroup(node) {
            drawGroup(node, toDevice: m, target: t, alpha: a, index: index)
        } else {
            drawLayer(node, toDevice: m, target: t, alpha: a, index: index)
        }
    }

    /// Draws a layer's background, content and sublayers, already placed by `m`.
    func drawLayer(_ node: LayerNode, toDevice m: Homography, target: RasterTarget, alpha: Double, index: Int) {
        let b = node.bounds.standardized
        guard !b.isNull else { return }
        var inner = target
        var usesMask = false
        if node.clipsToBounds && !clipCutsNothing(node, bounds: b, toDevice: m) {
            let mask = acquireMask()
            usesMask = true
            inner.clip = target.clipping(
                minX: b.minX, minY: b.minY, maxX: b.maxX, maxY: b.maxY, radius: node.cornerRadius, toDevice: m,
                mask: mask)
        }
        defer { if usesMask { releaseMask() } }

        if let color = node.backgroundColor, color.alpha > 0, !drawsBackgroundInStore(node, bounds: b),
            !backgroundIsHidden(node, bounds: b, toDevice: m, target: target, alpha: alpha)
        {
            var bg = target
            bg.paintIndex = 2 * index
            let pixel = color.withAlphaComponent(min(color.alpha, 1) * alpha).premultipliedARGB
            bg.fill(
                pixel, minX: b.minX, minY: b.minY, maxX: b.maxX, maxY: b.maxY, radius: node.cornerRadius, toDevice: m)
        }
        if let content = node.content {
            // Content is clipped by the rounded corners only when the layer clips (as with
            // `masksToBounds`); a square clip changes nothing for content inside the bounds.
            let contentTarget = node.clipsToBounds && node.cornerRadius > 0 ? inner : target
            drawContent(content, of: node, bounds: b, toDevice: m, target: contentTarget, alpha: alpha)
        }
        guard !node.sublayers.isEmpty, !inner.clip.rect.isEmpty else { return }
        for sub in node.sublayers {
            drawNode(sub, parent: node, parentToDevice: m, target: inner, alpha: alpha)
        }
    }

    /// Whether `node`'s background, about to be filled through `target` seen through `m`,
    /// would be covered whole by a sublayer: a scroll view with a background colour whose
    /// zoomed page fills it, turned in a cube or a cover flow.
    ///
    /// Only in perspective, where a background has no occluder to skip it: it was filled span
    /// by span on the drawing thread alone, only for the page to be drawn over it (a sixth of
    /// the main thread's samples in a real PDF's cube frames). A fill and a page seen in
    /// perspective each cover the pixels whose centres lie inside, so the page covers every
    /// pixel the fill would have. Not under a mask (a square one would do, but a rounded
    /// corner of a layer around this one blends the fill into the page's anti-aliased arc),
    /// nor with rounded corners of its own. Flat layers keep their fills, which the occluders
    /// already skip.
    func backgroundIsHidden(
        _ node: LayerNode, bounds b: Rect, toDevice m: Homography, target: RasterTarget, alpha: Double
    ) -> Bool {
        guard !m.isAxisAligned, alpha >= 1, node.cornerRadius <= 0, target.clip.mask == nil else { return false }
        for sub in node.sublayers where !sub.isHidden && sub.alpha >= 1 && sub.deformation == nil {
            let sb = sub.bounds.standardized
            guard let placed = LayerGeometry.toParent(sub, parent: node).axisAlignedImage(of: sb), placed.contains(b),
                rendersOpaqueFlat(sub, bounds: sb)
            else { continue }
            return true
        }
        return false
    }

    /// Draws `.image` or `.drawing` content stretched over the bounds.
    private func drawContent(
        _ content: LayerContent, of node: LayerNode, bounds b: Rect, toDevice m: Homography, target: RasterTarget,
        alpha: Double
    ) {
        let a = UInt32((min(max(alpha, 0), 1) * 255).rounded())
        switch content {
        case .image(let image):
            let bitmap = image.bitmap
            guard bitmap.width > 0, bitmap.height > 0, b.width > 0, b.height > 0 else { return }
            let opaque = isOpaque(image)
            var toDevice = Self.textureToLayer(b, width: bitmap.width, height: bitmap.height).concatenating(m)
            var target = target
            if m.isAxisAligned, m.m11 > 0, m.m22 > 0, let corner = m.apply(b.minX, b.minY),
                let far = m.apply(b.maxX, b.maxY),
                let covered = PixelExactPlacement.pixels(
                    x0: corner.x, y0: corner.y, x1: far.x, y1: far.y, width: bitmap.width, height: bitmap.height,
                    padsEdges: false)
            {
                // Within a pixel of the layer on a whole-pixel corner: copied, clipped to it.
                toDevice = .translation(Double(covered.x0), Double(covered.y0))
                target.clip.rect = target.clip.rect.intersection(covered)
            }
            bitmap.withTexture { t in
                if let t { target.draw(t, opaque: opaque, toDevice: toDevice, alpha: a) }
            }
        case .drawing(let drawer, let version):
            let contentScale = self.contentScale(node)
            if TileCache.needsTiles(bounds: b, scale: contentScale) {
                drawTiles(
                    node, drawer: drawer, version: version, bounds: b, scale: contentScale, toDevice: m, target: target,
                    alpha: a)
                return
            }
            guard isOnTarget(b, toDevice: m, target: target) else {
                // Off screen (a neighbour page beside a scroll view's bounds): not drawn until
                // it shows, or drawn ahead while idle; what it has is kept.
                backingStores.touch(id: node.id, shown: false)
                return
            }
            guard
                let store = backingStores.store(
                    id: node.id, drawer: drawer, version: version, bounds: b, scale: contentScale,
                    background: bakedBackground(of: node), shown: !isMakingSnapshotsAhead)
            else { return }
            let buffer = store.buffer
            let toDevice = Self.textureToLayer(b, width: buffer.width, height: buffer.height).concatenating(m)
            target.draw(buffer.texture, opaque: store.isOpaque, toDevice: toDevice, alpha: a)
        }
    }

    /// Whether any pixel of the target's clip lies inside `b` placed by `m`.
    private func isOnTarget(_ b: Rect, toDevice m: Homography, target: RasterTarget) -> Bool {
        let poly = ConvexPolygon(rectMinX: b.minX, minY: b.minY, maxX: b.maxX, maxY: b.maxY, through: m)
        guard !poly.isEmpty else { return false }
        // Without the column of slack the polygon keeps for its spans: a page that only abuts
        // the screen is off it.
        var r = poly.pixelBounds
        r.x0 += 1
        r.x1 -= 1
        return !r.intersection(target.clip.rect).isEmpty
    }

    /// Maps a texture's pixel space onto a layer's bounds.
    static func textureToLayer(_ b: Rect, width: Int, height: Int) -> Homography {
        Homography.scale(b.width / Double(width), b.height / Double(height))
            .concatenating(.translation(b.minX, b.minY))
    }

    /// Whether opacity below 1 must be applied to the subtree as a whole: it draws more than
    /// one thing, so applying alpha to each would show overlaps through each other, and the
    /// layer has not opted out (`allowsGroupOpacity`).
    func needsGroup(_ node: LayerNode) -> Bool {
        guard node.allowsGroupOpacity else { return false }
        var count = 0
        return countDrawables(node, &count, isRoot: true) > 1
    }

    private func countDrawables(_ node: LayerNode, _ count: inout Int, isRoot: Bool) -> Int {
        if !isRoot && (node.isHidden || node.alpha <= 0) { return count }
        // A background drawn into the content's store is part of one drawable.
        if node.backgroundColor.map({ $0.alpha > 0 }) ?? false,
            !drawsBackgroundInStore(node, bounds: node.bounds.standardized)
        {
            count += 1
        }
        if node.content != nil { count += 1 }
        if node.deformation != nil && !isRoot { count += 1 }
        for sub in node.sublayers where count <= 1 { _ = countDrawables(sub, &count, isRoot: false) }
        return count
    }
}
