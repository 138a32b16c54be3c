import FolioCore

extension Compositor {
    /// Renders the subtree into an offscreen buffer covering only the pixels it can touch,
    /// then blends that with the group's opacity through the current clip.
    func drawGroup(_ node: LayerNode, toDevice m: Homography, target: RasterTarget, alpha: Double, index: Int) {
        let box = deviceBounds(of: node, toDevice: m).intersection(target.clip.rect)
        guard !box.isEmpty else { return }
        let buffer = acquireGroupBuffer(width: box.width, height: box.height)
        defer { releaseGroupBuffer() }
        let offscreen = RasterTarget(
            surface: buffer.surface, clip: Clip(rect: buffer.surface.bounds, mask: nil), occluders: Occluders(),
            paintIndex: target.paintIndex, scratchRow: scratchRow, worker: frameWorker,
            perspectiveColumns: perspectiveColumns)
        drawLayer(
            node, toDevice: m.concatenating(.translation(Double(-box.x0), Double(-box.y0))), target: offscreen,
            alpha: 1, index: index)
        let a = UInt32((min(max(alpha, 0), 1) * 255).rounded())
        target.draw(buffer.texture, opaque: false, toDevice: .translation(Double(box.x0), Double(box.y0)), alpha: a)
    }

    /// Renders a layer's own content and sublayers (not its transform) into a texture of
    /// the layer's bounds at `textureScale`, for deformations to resample. As a `snapshot`,
    /// the rendering is kept and reused while the subtree stays the same (``SnapshotCache``).
    func renderOffscreen(
        _ node: LayerNode, bounds b: Rect, index: Int, snapshot: Bool = false,
        body: (Texture, Homography) -> Void
    ) {
        if drawsOnlyItsContent(node) {
            // The content alone is the texture: no offscreen copy.
            switch node.content {
            case .image(let image)?:
                let bitmap = image.bitmap
                guard bitmap.width > 0, bitmap.height > 0 else { break }
                bitmap.withTexture { t in
                    if let t { body(t, Self.layerToTexture(b, width: bitmap.width, height: bitmap.height)) }
                }
                return
            case .drawing(let drawer, let version)?:
                guard
                    let store = backingStores.store(
                        id: node.id, drawer: drawer, version: version, bounds: b,
                        scale: wholeStoreScale(node, bounds: b), background: bakedBackground(of: node))
                else { break }
                let buffer = store.buffer
                body(buffer.texture, Self.layerToTexture(b, width: buffer.width, height: buffer.height))
                return
            case nil:
                break
            }
        }
        let (w, h, ts) = snapshotSize(of: b)
        guard w > 0, h > 0 else { return }
        let layerToTexture = Self.layerToTexture(b, width: w, height: h)
        // An opaque background or content covers every texel: clearing first would be wasted.
        let clear = !coversBoundsOpaquely(node, bounds: b)
        if snapshot {
            let (entry, isCurrent) = snapshots.entry(for: node, width: w, height: h, scale: ts, frameScale: scale)
            if isCurrent {
                keepBackingStores(of: node)
            } else {
                if clear { entry.buffer.clear() }
                draw(node, into: entry.buffer, toTexture: layerToTexture, index: index)
            }
            body(entry.buffer.texture, layerToTexture)
            return
        }
        let buffer = acquireGroupBuffer(width: w, height: h, clear: clear)
        defer { releaseGroupBuffer() }
        draw(node, into: buffer, toTexture: layerToTexture, index: index)
        body(buffer.texture, layerToTexture)
    }

    /// The pixels of a layer's flat rendering for a deformation, and the scale it is drawn at:
    /// the frame's, unless the layer is too large for a surface at it.
    func snapshotSize(of b: Rect) -> (width: Int, height: Int, scale: Double) {
        let ts = min(scale, Double(Self.maximumSurfaceWidth / 2) / max(b.width, b.height, 1))
        let (w, h) = BackingStoreCache.pixelSize(of: b, scale: ts)
        return (w, h, ts)
    }

    /// Draws a layer flat into an offscreen buffer.
    func draw(_ node: LayerNode, into buffer: PixelBuffer, toTexture m: Homography, index: Int) {
        let offscreen = RasterTarget(
            surface: buffer.surface, clip: Clip(rect: buffer.surface.bounds, mask: nil), occluders: Occluders(),
            paintIndex: 0, scratchRow: scratchRow, worker: frameWorker,
            perspectiveColumns: perspectiveColumns)
        drawLayer(node, toDevice: m, target: offscreen, alpha: 1, index: index)
    }

    /// Whether a frame keeps `node`'s subtree drawn without drawing it: marked `drawsAhead`
    /// and out of sight, hidden (a page view controller's neighbour) or transparent (a view
    /// faded out to come back, as the reader's paper shadow during a turn in depth).
    static func keepsOutOfSight(_ node: LayerNode) -> Bool {
        node.drawsAhead && (node.isHidden || node.alpha <= 0)
    }

    /// Keeps the backing stores of a subtree shown through a snapshot, or out of sight and
    /// drawn ahead, so they are still there, undrawn, when the subtree is drawn again. Out of
    /// sight (not `shown`), they count against the draw-ahead budget.
    func keepBackingStores(of node: LayerNode, shown: Bool = true) {
        if case .drawing? = node.content { backingStores.touch(id: node.id, shown: shown) }
        for sub in node.sublayers { keepBackingStores(of: sub, shown: shown) }
    }

    /// Whether rendering the layer flat would only reproduce its content: no visible
    /// sublayers, no rounded clip, and no background showing (none, or under opaque content).
    func drawsOnlyItsContent(_ node: LayerNode) -> Bool {
        guard node.content != nil, !(node.clipsToBounds && node.cornerRadius > 0) else { return false }
        guard node.sublayers.allSatisfy({ $0.isHidden || $0.alpha <= 0 }) else { return false }
        guard let bg = node.backgroundColor, bg.alpha > 0 else { return true }
        return coversBoundsOpaquely(node, bounds: node.bounds.standardized, ignoringBackground: true)
    }

    /// Layer bounds coordinates → the pixels of a texture stretched over them.
    static func layerToTexture(_ b: Rect, width: Int, height: Int) -> Homography {
        Homography.translation(-b.minX, -b.minY).concatenating(
            .scale(Double(width) / b.width, Double(height) / b.height))
    }

    /// Whether a layer rendered flat (for a curl) comes out opaque everywhere: its background
    /// or content covers its bounds, and no rounded clip cuts the corners. The curl draws its
    /// flat parts as copies, and occludes what lies under them, only when this holds.
    func rendersOpaqueFlat(_ node: LayerNode, bounds: Rect) -> Bool {
        !(node.clipsToBounds && node.cornerRadius > 0) && coversBoundsOpaquely(node, bounds: bounds)
    }

    /// Whether the layer's own background or content paints every pixel of its bounds opaque.
    func coversBoundsOpaquely(_ node: LayerNode, bounds: Rect, ignoringBackground: Bool = false) -> Bool {
        if !ignoringBackground, node.cornerRadius <= 0, let bg = node.backgroundColor, bg.alpha >= 1 { return true }
        switch node.content {
        case .image(let image)?: return isOpaque(image)
        case .drawing(let drawer, let version)?:
            return backingStores.isKnownOpaque(
                id: node.id, drawer: drawer, version: version, bounds: bounds,
                scale: wholeStoreScale(node, bounds: bounds), background: bakedBackground(of: node))
        case nil: return false
        }
    }

    /// The device pixels a subtree can touch (before clipping by ancestors).
    func deviceBounds(of node: LayerNode, toDevice m: Homography) -> IntRect {
        let b = node.bounds.standardized
        var r = IntRect.empty
        if let deformation = node.deformation {
            r = deformationBounds(deformation, of: node, toDevice: m)
        } else if !b.isNull {
            let poly = ConvexPolygon(rectMinX: b.minX, minY: b.minY, maxX: b.maxX, maxY: b.maxY, through: m)
            if !poly.isEmpty { r = poly.pixelBounds }
        }
        if node.clipsToBounds || node.deformation != nil { return r }
        for sub in node.sublayers where !sub.isHidden && sub.alpha > 0 {
            let sm = LayerGeometry.toParent(sub, parent: node).concatenating(m)
            r = r.union(deviceBounds(of: sub, toDevice: sm))
        }
        return r
    }
}
