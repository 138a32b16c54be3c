package import FolioCore

/// Damage with scrolling: a clipped layer whose bounds' origin alone moved (a scroll view
/// scrolled) moves the pixels it already shows, and only what scrolled in is drawn.
///
/// The move is taken only where it gives exactly the pixels a full frame would: the layer is
/// placed on whole device pixels without rotation, scrolls by whole pixels, draws nothing of
/// its own that stays put, and what lies under it is one flat colour (or it is opaque).
/// Layers drawn over it are drawn again where they were before the move and after it.
extension Compositor {
    /// What a frame drawn over the pixels of the frame `old` was drawn as must do to show
    /// `new`: at most one ``FrameMove`` (the first scrolled layer that qualifies), then a few
    /// rectangles to draw. Without a move the rectangles hold what ``damage(from:to:scale:)``
    /// finds.
    ///
    /// - Parameter bounds: The frame's pixels (everything is clipped to them).
    package func frameDamage(from old: LayerNode, to new: LayerNode, scale: Double, bounds: IntRect) -> FrameDamage {
        let s = scale > 0 && scale.isFinite ? scale : 1
        var walk = DamageWalk()
        collect(old, new, oldParent: nil, newParent: nil, parentToDevice: .scale(s, s), clip: bounds, walk: &walk)
        guard let move = walk.move, let id = walk.movedLayer else {
            return FrameDamage(move: nil, rects: walk.rects)
        }
        var rects = walk.rects
        guard walk.movedLayerIsOpaque || underlayIsFlat(new, under: id, in: move.rect, scale: s) else {
            // What the scrolled layer shows through is not flat: draw it all, as before.
            return FrameDamage(move: nil, rects: Self.plainDamage(walk.rects, adding: move.rect))
        }
        collectOverlays(old, over: id, move: move, scale: s, into: &rects)
        rects.add(move.uncovered)
        return FrameDamage(move: move, rects: rects)
    }

    private static func plainDamage(_ rects: DamageRects, adding rect: IntRect) -> DamageRects {
        var all = rects
        all.add(rect)
        return all
    }

    /// Adds what differs between `old` and `new`, whose parents drew alike (so both are
    /// placed by `parentToDevice`), taking the first scroll that qualifies as a move.
    private func collect(
        _ old: LayerNode, _ new: LayerNode, oldParent: LayerNode?, newParent: LayerNode?,
        parentToDevice: Homography, clip: IntRect, walk: inout DamageWalk
    ) {
        let oldToDevice = LayerGeometry.toParent(old, parent: oldParent).concatenating(parentToDevice)
        if let (before, after) = Self.movedCurls(old, new) {
            // The spine's strip and the sheet's box apart: the page between them stays. So
            // does the page beneath where both curls reveal it; only where the fold moved
            // across the page does that change.
            func add(_ rect: Rect) {
                walk.rects.add(CurlDeformation.pixelBounds(of: rect, toDevice: oldToDevice).intersection(clip))
            }
            func add(_ curl: PageCurl) {
                let parts = curl.changedParts
                add(parts.sheet)
                if let spine = parts.spine { add(spine) }
            }
            add(before)
            add(after)
            if let lifted = PageCurl.liftedChange(from: before, to: after) { add(lifted) }
            return
        }
        if Self.drawsAlike(old, new), old.sublayers.count == new.sublayers.count {
            if old.isHidden || old.alpha <= 0 { return }
            var inner = clip
            let (wasExact, wasOpaque) = (walk.clipIsExact, walk.chainIsOpaque)
            if old.clipsToBounds {
                if !Self.isUpright(oldToDevice) || old.cornerRadius != 0 { walk.clipIsExact = false }
                inner = inner.intersection(deviceBounds(of: old, toDevice: oldToDevice))
            }
            walk.chainIsOpaque = wasOpaque && old.alpha >= 1
            for (o, n) in zip(old.sublayers, new.sublayers) {
                collect(o, n, oldParent: old, newParent: new, parentToDevice: oldToDevice, clip: inner, walk: &walk)
            }
            (walk.clipIsExact, walk.chainIsOpaque) = (wasExact, wasOpaque)
            return
        }
        let newToDevice = LayerGeometry.toParent(new, parent: newParent).concatenating(parentToDevice)
        if walk.move == nil, walk.clipIsExact, walk.chainIsOpaque,
            let move = Self.scrollMove(old, new, toDevice: newToDevice, clip: clip)
        {
            walk.move = move
            walk.movedLayer = new.id
            walk.movedLayerIsOpaque = (new.backgroundColor?.alpha ?? 0) >= 1
            collectScrolled(old, new, toDevice: newToDevice, clip: move.rect, walk: &walk)
            return
        }
        walk.rects.add(deviceBounds(of: old, toDevice: oldToDevice).intersection(clip))
        walk.rects.add(deviceBounds(of: new, toDevice: newToDevice).intersection(clip))
    }

    /// The sublayers of a scrolled layer, matched by identity (pages come and go at the
    /// column's ends): their old pixels now lie where `toDevice` puts the new ones.
    private func collectScrolled(
        _ old: LayerNode, _ new: LayerNode, toDevice: Homography, clip: IntRect, walk: inout DamageWalk
    ) {
        var lastMatch = -1
        for n in new.sublayers {
            guard let index = old.sublayers.firstIndex(where: { $0.id == n.id }), index > lastMatch else {
                let m = LayerGeometry.toParent(n, parent: new).concatenating(toDevice)
                walk.rects.add(deviceBounds(of: n, toDevice: m).intersection(clip))
                continue
            }
            lastMatch = index
            collect(
                old.sublayers[index], n, oldParent: old, newParent: new, parentToDevice: toDevice, clip: clip,
                walk: &walk)
        }
        for o in old.sublayers where !new.sublayers.contains(where: { $0.id == o.id }) {
            let m = LayerGeometry.toParent(o, parent: old).concatenating(toDevice)
            walk.rects.add(deviceBounds(of: o, toDevice: m).intersection(clip))
        }
    }

    /// The move of a layer that only scrolled, in device pixels, or nil when moving its
    /// pixels would not give a full frame's.
    private static func scrollMove(
        _ old: LayerNode, _ new: LayerNode, toDevice m: Homography, clip: IntRect
    ) -> FrameMove? {
        guard old.id == new.id, old.bounds.size == new.bounds.size, old.bounds.minX == new.bounds.minX,
            old.bounds.minY != new.bounds.minY, old.position == new.position, old.anchorPoint == new.anchorPoint,
            old.transform == new.transform, old.sublayerTransform.isIdentity, new.sublayerTransform.isIdentity,
            old.alpha >= 1, new.alpha >= 1, !old.isHidden, !new.isHidden, old.clipsToBounds, new.clipsToBounds,
            old.cornerRadius == 0, new.cornerRadius == 0, old.backgroundColor == new.backgroundColor,
            old.contentsScale == new.contentsScale, old.content == nil, new.content == nil,
            old.deformation == nil, new.deformation == nil, isUpright(m)
        else { return nil }
        let b = new.bounds
        guard let p = m.apply(b.minX, b.minY), let q = m.apply(b.maxX, b.maxY), let x0 = whole(p.x),
            let y0 = whole(p.y), let x1 = whole(q.x), let y1 = whole(q.y),
            let dy = whole((old.bounds.minY - new.bounds.minY) * m.m22)
        else { return nil }
        let rect = IntRect(x0: x0, y0: y0, x1: x1, y1: y1).intersection(clip)
        guard !rect.isEmpty, dy != 0, abs(dy) < rect.height else { return nil }
        return FrameMove(rect: rect, dy: dy)
    }

    /// Whether `m` only scales (by positive factors) and translates.
    static func isUpright(_ m: Homography) -> Bool {
        m.isAffine && m.m12 == 0 && m.m21 == 0 && m.m11 > 0 && m.m22 > 0
    }

    /// `value` as a whole number when it is one (within 1/1024), else nil.
    private static func whole(_ value: Double) -> Int? {
        let r = value.rounded()
        guard r.isFinite, abs(value - r) < 1.0 / 1024, abs(r) < 1e9 else { return nil }
        return Int(r)
    }
}

/// What the damage walk carries between layers.
private struct DamageWalk {
    var rects = DamageRects()
    var move: FrameMove?
    var movedLayer: UInt64?
    var movedLayerIsOpaque = false
    /// Whether every clip above the layer being compared is an upright rectangle (a move is
    /// clipped to it exactly).
    var clipIsExact = true
    /// Whether every layer above is fully opaque (no group opacity over a move).
    var chainIsOpaque = true
}
