import FolioCore

/// The layers around a scroll move: what it shows through, and what is drawn over it.
extension Compositor {
    /// Whether the pixels of `rect` under layer `id` (everything `root` draws before it)
    /// are one flat colour, so that moving what the layer shows over them changes nothing
    /// beneath.
    func underlayIsFlat(_ root: LayerNode, under id: UInt64, in rect: IntRect, scale s: Double) -> Bool {
        var walk = UnderlayWalk(rect: rect, layer: id)
        visitUnder(root, parent: nil, parentToDevice: .scale(s, s), alpha: 1, clip: nil, walk: &walk)
        return walk.isFlat && walk.reached
    }

    /// Adds the pixels of every layer `old` drew over layer `id` inside the move's rect, at
    /// its place and at the place the move carries its pixels to: both are drawn again.
    func collectOverlays(
        _ old: LayerNode, over id: UInt64, move: FrameMove, scale s: Double, into rects: inout DamageRects
    ) {
        var passed = false
        visitOver(old, parent: nil, parentToDevice: .scale(s, s), move: move, layer: id, passed: &passed, rects: &rects)
    }

    private func visitUnder(
        _ node: LayerNode, parent: LayerNode?, parentToDevice: Homography, alpha: Double, clip: Rect?,
        walk: inout UnderlayWalk
    ) {
        if walk.reached { return }
        if node.id == walk.layer {
            walk.reached = true
            return
        }
        if node.isHidden || node.alpha <= 0 { return }
        let m = LayerGeometry.toParent(node, parent: parent).concatenating(parentToDevice)
        let a = alpha * node.alpha
        if node.deformation != nil {
            if !deviceBounds(of: node, toDevice: m).intersection(walk.rect).isEmpty { walk.isFlat = false }
            return
        }
        let exact = Self.exactRect(node.bounds, m)
        if Self.draws(node), !Self.ownBounds(node, m).intersection(walk.rect).isEmpty {
            let covered = exact.map {
                Self.contains($0, walk.rect) && (clip.map { Self.contains($0, walk.rect) } ?? true)
            }
            walk.isFlat =
                node.content == nil && (node.backgroundColor?.alpha ?? 0) >= 1 && node.cornerRadius == 0 && a >= 1
                && covered == true
        }
        var inner = clip
        if node.clipsToBounds {
            // An inexact clip (rotated, rounded) is trusted to cover nothing.
            inner = node.cornerRadius == 0 ? exact.map { r in clip.map { r.intersection($0) } ?? r } ?? .null : .null
        }
        for sub in node.sublayers {
            visitUnder(sub, parent: node, parentToDevice: m, alpha: a, clip: inner, walk: &walk)
            if walk.reached { return }
        }
    }

    private func visitOver(
        _ node: LayerNode, parent: LayerNode?, parentToDevice: Homography, move: FrameMove, layer: UInt64,
        passed: inout Bool, rects: inout DamageRects
    ) {
        if node.id == layer {
            passed = true
            return
        }
        if node.isHidden || node.alpha <= 0 { return }
        let m = LayerGeometry.toParent(node, parent: parent).concatenating(parentToDevice)
        if passed, Self.draws(node) || node.deformation != nil {
            let b = node.deformation != nil ? deviceBounds(of: node, toDevice: m) : Self.ownBounds(node, m)
            let shown = b.intersection(move.rect)
            rects.add(shown)
            rects.add(shown.offsetBy(dx: 0, dy: move.dy).intersection(move.rect))
            if node.deformation != nil { return }
        }
        for sub in node.sublayers {
            visitOver(sub, parent: node, parentToDevice: m, move: move, layer: layer, passed: &passed, rects: &rects)
        }
    }

    /// Whether the layer itself puts pixels down (a background or content).
    private static func draws(_ node: LayerNode) -> Bool {
        node.content != nil || (node.backgroundColor?.alpha ?? 0) > 0
    }

    /// The pixels the layer's own bounds may touch.
    private static func ownBounds(_ node: LayerNode, _ m: Homography) -> IntRect {
        let b = node.bounds.standardized
        guard !b.isNull else { return .empty }
        let poly = ConvexPolygon(rectMinX: b.minX, minY: b.minY, maxX: b.maxX, maxY: b.maxY, through: m)
        return poly.isEmpty ? .empty : poly.pixelBounds
    }

    /// The device rectangle of `bounds` under an upright map, or nil under any other.
    private static func exactRect(_ bounds: Rect, _ m: Homography) -> Rect? {
        isUpright(m) ? m.axisAlignedImage(of: bounds) : nil
    }

    private static func contains(_ r: Rect, _ pixels: IntRect) -> Bool {
        r.minX <= Double(pixels.x0) && r.minY <= Double(pixels.y0) && r.maxX >= Double(pixels.x1)
            && r.maxY >= Double(pixels.y1)
    }
}

/// What the walk under a scrolled layer has found so far.
private struct UnderlayWalk {
    let rect: IntRect
    let layer: UInt64
    /// Whether what is drawn so far over the rect is one colour (the frame's background, at first).
    var isFlat = true
    var reached = false
}
