import FolioCore

/// The flat renderings of deformed layers (a curling page, its back page), kept from one frame
/// to the next while nothing they show changes.
///
/// A page turn redraws its curl every frame, but the pages themselves stand still: as
/// UIKit does, Folio snapshots a page when the turn starts rather than re-rendering its views
/// each frame. A snapshot is reused while its layer subtree — everything that reaches its
/// pixels: geometry, colours, content and content versions — is identical to the one it was
/// rendered from, so live content is still picked up the frame it changes.
///
/// Snapshots are kept by the layer they show, not the leaf they are drawn for: the page view
/// controller's next pages are rendered flat while the window is idle
/// (``Compositor/makeCurlSnapshotsAhead(_:screen:mayDraw:)``), a hidden page made ahead
/// serves as a leaf's back, and a turn's leaf, kept when the turn ends, serves the turn back.
final class SnapshotCache {
    final class Entry {
        /// The layer the snapshot shows (the page drawn, whether a leaf's front or its back).
        var id: UInt64 = 0
        let buffer = PixelBuffer()
        var fingerprint: [UInt64] = []
        /// The images and drawing objects the snapshot shows, held so that their identities
        /// in the fingerprint cannot be reused by new objects while it lives.
        var objects: [AnyObject] = []
    }

    /// The snapshots frames use, by the id of the layer drawn.
    private var entries = FrameScopedCache<UInt64, Entry>()
    /// Snapshots no frame uses now, most recent first: made while the window was idle for the
    /// turns the resting pages allow, or kept from a turn that ended (its leaf, now the page
    /// before, is the next turn back's). A turn takes its pages from here.
    private var ahead: [Entry] = []
    /// Storage of snapshots let go, kept to be drawn into again: fresh memory for a page-sized
    /// snapshot costs a page fault per 4 KB on first touch.
    private var spare: [Entry] = []
    /// The fingerprint of the subtree being looked up, reused between lookups.
    private var scratch: [UInt64] = []
    private var scratchObjects: [AnyObject] = []
    /// How many snapshots frames have rendered (not reused), for tests and statistics.
    private(set) var renderCount = 0
    /// How many snapshots were made ahead, while the window was idle, for tests.
    private(set) var aheadRenderCount = 0
    /// How many snapshots had to grow their storage in a frame (fresh memory, touched then),
    /// for tests.
    private(set) var growthCount = 0

    /// The most snapshots kept while no frame uses them, made ahead or spare: a curl turn
    /// renders two pages flat (a leaf's front and back), and the resting pages allow two turns.
    static let keptLimit = 4
    /// The most spares kept among them: one turn's two pages.
    static let spareLimit = 2

    func beginFrame() { entries.beginFrame() }

    /// Lets go of the snapshots no layer used this frame (a finished turn frees its pages):
    /// those that can show their page again are kept for the next turns, the most recent first.
    func endFrame() {
        entries.endFrame { entry in
            guard !entry.fingerprint.isEmpty else { return recycle(entry) }
            // First: the page of a turn just ended is the likeliest to turn again.
            ahead.insert(entry, at: 0)
            trimKept()
        }
    }

    var count: Int { entries.count }

    /// How many snapshots are kept ready for turns to come, for tests.
    var aheadCount: Int { ahead.count }

    /// The bytes held by snapshots no frame uses now, made ahead or spare.
    var keptBytes: Int {
        ahead.reduce(0) { $0 + $1.buffer.allocatedBytes } + spare.reduce(0) { $0 + $1.buffer.allocatedBytes }
    }

    /// The snapshot of the layer `node` for this frame and whether it still shows `node`
    /// rendered `width × height` at `scale` (when not, the caller renders into its buffer,
    /// already sized).
    func entry(
        for node: LayerNode, width: Int, height: Int, scale: Double, frameScale: Double
    ) -> (Entry, isCurrent: Bool) {
        let reusable = takeFingerprint(
            of: node, width: width, height: height, scale: scale, frameScale: frameScale)
        let e = entries.use(node.id) { takeAhead(node.id) ?? spare.popLast() ?? Entry() }
        if reusable && showsFingerprintTaken(e) { return (e, true) }
        renderCount += 1
        if width * height > e.buffer.capacityInPixels { growthCount += 1 }
        fill(e, id: node.id, reusable: reusable, width: width, height: height)
        return (e, false)
    }

    /// Whether a snapshot of `node` rendered `width × height` at `scale` is wanted and not
    /// kept: none is kept for it, or the one kept shows something else. Subtrees that change
    /// every frame (a deformation inside) are never made ahead.
    func needsMakingAhead(_ node: LayerNode, width: Int, height: Int, scale: Double, frameScale: Double) -> Bool {
        guard takeFingerprint(of: node, width: width, height: height, scale: scale, frameScale: frameScale)
        else { return false }
        guard let e = entries.peek(node.id) ?? ahead.first(where: { $0.id == node.id }) else { return true }
        return !showsFingerprintTaken(e)
    }

    /// Storage for `node`'s snapshot made ahead, sized `width × height` and recorded as
    /// showing it: the caller draws it now. Call after ``needsMakingAhead(_:width:height:scale:frameScale:)``
    /// said so, and never for a layer a frame uses now. It goes first among those kept, until
    /// ``keepAhead(only:)`` puts them in the order of the next turns.
    func makeAhead(_ node: LayerNode, width: Int, height: Int, scale: Double, frameScale: Double) -> Entry {
        let reusable = takeFingerprint(
            of: node, width: width, height: height, scale: scale, frameScale: frameScale)
        let e = takeAhead(node.id) ?? spare.popLast() ?? Entry()
        aheadRenderCount += 1
        fill(e, id: node.id, reusable: reusable, width: width, height: height)
        ahead.insert(e, at: 0)
        trimKept()
        return e
    }

    /// Keeps only the snapshots made ahead for `ids` (the pages the next turns render flat,
    /// most wanted first), in that order, so that a turn that ends lets go of the least
    /// wanted; keeps as spares what fits of the rest.
    func keepAhead(only ids: [UInt64]) {
        let dropped = ahead.filter { !ids.contains($0.id) }
        ahead = ids.compactMap { id in ahead.first { $0.id == id } }
        for e in dropped { recycle(e) }
    }

    /// Whether a snapshot of the layer `id` is kept ready for a turn to come, for tests.
    func isMadeAhead(_ id: UInt64) -> Bool { ahead.contains { $0.id == id } }

    /// Whether a frame uses the snapshot of the layer `id` now (a turn held still).
    func isInUse(_ id: UInt64) -> Bool { entries.peek(id) != nil }

    private func takeAhead(_ id: UInt64) -> Entry? {
        guard let k = ahead.firstIndex(where: { $0.id == id }) else { return nil }
        return ahead.remove(at: k)
    }

    /// Storage let go: kept as a spare while there is room (``trimKept()``).
    private func recycle(_ entry: Entry) {
        guard ahead.count + spare.count < Self.keptLimit, spare.count < Self.spareLimit else { return }
        entry.fingerprint.removeAll(keepingCapacity: true)
        entry.objects.removeAll()
        spare.append(entry)
    }

    /// Lets go of spares, then of the oldest snapshots made ahead, beyond ``keptLimit``, and
    /// of spares beyond ``spareLimit``.
    private func trimKept() {
        while ahead.count + spare.count > Self.keptLimit || spare.count > Self.spareLimit {
            if spare.popLast() == nil { ahead.removeLast() }
        }
    }

    /// Records the fingerprint just taken as `e`'s and sizes its buffer.
    private func fill(_ e: Entry, id: UInt64, reusable: Bool, width: Int, height: Int) {
        e.id = id
        swap(&e.fingerprint, &scratch)
        swap(&e.objects, &scratchObjects)
        if !reusable { e.fingerprint.removeAll(keepingCapacity: true) }
        e.buffer.resize(width: width, height: height)
    }

    /// The fingerprint of `node` rendered `width × height` at `scale` in a frame drawn at
    /// `frameScale`, in `scratch`; whether a snapshot of it may be reused. The size comes
    /// first, and a buffer always has its fingerprint's size. The frame's scale counts apart
    /// from the snapshot's (clamped for a huge layer): content inside is drawn at the frame's.
    private func takeFingerprint(
        of node: LayerNode, width: Int, height: Int, scale: Double, frameScale: Double
    ) -> Bool {
        scratch.removeAll(keepingCapacity: true)
        scratchObjects.removeAll(keepingCapacity: true)
        scratch.append(UInt64(width))
        scratch.append(UInt64(height))
        scratch.append(scale.bitPattern)
        scratch.append(frameScale.bitPattern)
        return fingerprint(node, isRoot: true)
    }

    /// Whether `e` shows what the fingerprint last taken (`scratch`) describes.
    private func showsFingerprintTaken(_ e: Entry) -> Bool {
        e.fingerprint == scratch && sameObjects(e.objects, scratchObjects)
    }

    private func sameObjects(_ a: [AnyObject], _ b: [AnyObject]) -> Bool {
        guard a.count == b.count else { return false }
        for k in a.indices where a[k] !== b[k] { return false }
        return true
    }

    /// Everything about a subtree that reaches its flat rendering, as words (and the objects it
    /// draws). The root's own placement (position, transform, opacity) and whether it is
    /// hidden are left out: the snapshot is drawn without them, so a hidden page made ahead
    /// serves as the back of a turn's leaf. Returns `false` when the subtree holds a deformation of its
    /// own, which changes from frame to frame in practice: such snapshots are never reused.
    private func fingerprint(_ node: LayerNode, isRoot: Bool) -> Bool {
        scratch.append(node.id)
        Self.append(node.bounds, to: &scratch)
        if !isRoot {
            Self.append(node.position, to: &scratch)
            Self.append(node.anchorPoint, to: &scratch)
            Self.append(node.transform, to: &scratch)
            scratch.append(node.alpha.bitPattern)
        }
        Self.append(node.sublayerTransform, to: &scratch)
        // Content is drawn at the frame's scale times this (a zoom that settled).
        scratch.append(node.contentsScale.bitPattern)
        let flags: UInt64 =
            (node.isHidden && !isRoot ? 1 : 0) | (node.clipsToBounds ? 2 : 0) | (node.backgroundColor == nil ? 4 : 0)
            | (node.allowsGroupOpacity ? 8 : 0)
        scratch.append(flags)
        if let color = node.backgroundColor { Self.append(color, to: &scratch) }
        scratch.append(node.cornerRadius.bitPattern)
        switch node.content {
        case nil:
            scratch.append(0)
        case .image(let image)?:
            scratch.append(1)
            scratchObjects.append(image)
        case .drawing(let drawer, let version)?:
            scratch.append(2)
            scratch.append(UInt64(bitPattern: Int64(version)))
            scratchObjects.append(drawer)
        }
        var reusable = isRoot || node.deformation == nil
        scratch.append(UInt64(node.sublayers.count))
        for sub in node.sublayers where !fingerprint(sub, isRoot: false) { reusable = false }
        return reusable
    }

    /// The words of a value made only of `Double`s.
    private static func append<T>(_ value: T, to words: inout [UInt64]) {
        withUnsafeBytes(of: value) { raw in
            for k in 0..<(raw.count / 8) { words.append(raw.loadUnaligned(fromByteOffset: k * 8, as: UInt64.self)) }
        }
    }
}
