import FolioCore

/// The flat renderings of deformed layers (a curling page, its back page), kept from one frame
/// to the next while nothing they show changes.
///
/// A page turn redraws its curl every frame, but the pages themselves stand still: as
/// UIKit does, Folio snapshots a page when the turn starts rather than re-rendering its views
/// each frame. A snapshot is reused while its layer subtree — everything that reaches its
/// pixels: geometry, colours, content and content versions — is identical to the one it was
/// rendered from, so live content is still picked up the frame it changes.
final class SnapshotCache {
    final class Entry {
        let buffer = PixelBuffer()
        var fingerprint: [UInt64] = []
        /// The images and drawing objects the snapshot shows, held so that their identities
        /// in the fingerprint cannot be reused by new objects while it lives.
        var objects: [AnyObject] = []
    }

    private var entries = FrameScopedCache<Key, Entry>()
    /// The fingerprint of the subtree being looked up, reused between lookups.
    private var scratch: [UInt64] = []
    private var scratchObjects: [AnyObject] = []
    /// How many snapshots have been rendered (not reused), for tests and statistics.
    private(set) var renderCount = 0

    /// The front of a layer, or the back page drawn for it.
    struct Key: Hashable {
        let id: UInt64
        let isBack: Bool
    }

    func beginFrame() { entries.beginFrame() }

    /// Drops the snapshots no layer used this frame (a finished turn frees its pages), keeping
    /// the storage of two for the next turn: fresh memory for a page-sized snapshot costs
    /// a page fault per 4 KB on first touch, milliseconds in the first frame of every turn.
    func endFrame() {
        entries.endFrame { entry in
            guard spare.count < Self.spareLimit else { return }
            entry.fingerprint.removeAll(keepingCapacity: true)
            entry.objects.removeAll()
            spare.append(entry)
        }
    }

    /// Snapshots whose storage is kept for reuse after their turn ended.
    private var spare: [Entry] = []
    /// A turn snapshots two pages at most: the leaf's front and its back.
    static let spareLimit = 2
    /// How many snapshots had to grow their storage in a frame (fresh memory, touched then),
    /// for tests.
    private(set) var growthCount = 0

    /// Makes sure the storage of two snapshots of `pixels` pixels each is kept, allocated
    /// and touched, for the next turn: called while the window is idle, so that the first
    /// frame of the first turn only draws its pages into it. Snapshots the last frame used (a
    /// turn held still under the pointer) count among the two.
    func reserveSpares(pixels: Int) {
        guard pixels > 0 else { return }
        while spare.count < sparesWanted { spare.append(Entry()) }
        for entry in spare.prefix(sparesWanted) { entry.buffer.reserve(pixels) }
    }

    /// Whether ``reserveSpares(pixels:)`` would allocate.
    func lacksSpares(pixels: Int) -> Bool {
        guard pixels > 0 else { return false }
        return spare.count < sparesWanted || spare.prefix(sparesWanted).contains { $0.buffer.capacityInPixels < pixels }
    }

    /// How many spares a turn could still need: two, less the snapshots in use.
    private var sparesWanted: Int { max(Self.spareLimit - entries.count, 0) }

    /// The bytes the kept storage of snapshots not in use holds.
    var spareBytes: Int { spare.reduce(0) { $0 + $1.buffer.allocatedBytes } }

    var count: Int { entries.count }

    /// The snapshot for `key` and whether it still shows `node` rendered `width × height` at
    /// `scale` (when not, the caller renders into its buffer, already sized).
    func entry(_ key: Key, for node: LayerNode, width: Int, height: Int, scale: Double) -> (Entry, isCurrent: Bool) {
        scratch.removeAll(keepingCapacity: true)
        scratchObjects.removeAll(keepingCapacity: true)
        scratch.append(UInt64(width))
        scratch.append(UInt64(height))
        scratch.append(scale.bitPattern)
        let reusable = fingerprint(node, isRoot: true)
        let e = entries.use(key) { spare.popLast() ?? Entry() }
        // The fingerprint starts with the size, and the buffer always has the fingerprint's size.
        if reusable && e.fingerprint == scratch && sameObjects(e.objects, scratchObjects) {
            return (e, true)
        }
        renderCount += 1
        swap(&e.fingerprint, &scratch)
        swap(&e.objects, &scratchObjects)
        if !reusable { e.fingerprint.removeAll(keepingCapacity: true) }
        if width * height > e.buffer.capacityInPixels { growthCount += 1 }
        e.buffer.resize(width: width, height: height)
        return (e, false)
    }

    private func sameObjects(_ a: [AnyObject], _ b: [AnyObject]) -> Bool {
        guard a.count == b.count else { return false }
        for k in a.indices where a[k] !== b[k] { return false }
        return true
    }

    /// Everything about a subtree that reaches its flat rendering, as words (and the objects it
    /// draws). The root's own placement (position, transform, opacity) is left out: the
    /// snapshot is drawn without it. Returns `false` when the subtree holds a deformation of its
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
        let flags: UInt64 =
            (node.isHidden ? 1 : 0) | (node.clipsToBounds ? 2 : 0) | (node.backgroundColor == nil ? 4 : 0)
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
