/// Values kept only while frames use them: every lookup marks its entry as used this frame,
/// and ``endFrame()`` drops the entries nothing used since ``beginFrame()`` — so a layer, an
/// image or a page that leaves the screen frees what was cached for it the frame it goes.
///
/// The compositor's backing stores, page snapshots and image-opacity scans all live this
/// long; this is their one bookkeeping.
struct FrameScopedCache<Key: Hashable, Value> {
    /// Held by reference so that marking an entry used reads the dictionary instead of
    /// mutating it in place: the in-place path goes through a `_modify` coroutine whose frame
    /// is allocated, which made every lookup of every frame allocate.
    private final class Slot {
        let value: Value
        var lastFrame: Int
        init(_ value: Value, lastFrame: Int) {
            self.value = value
            self.lastFrame = lastFrame
        }
    }

    private var entries: [Key: Slot] = [:]
    private var stale: [Key] = []
    private var frame = 0

    /// How many entries are cached.
    var count: Int { entries.count }

    /// Starts a frame: entries not used before ``endFrame()`` are dropped then.
    mutating func beginFrame() { frame += 1 }

    /// The value for `key`, marked as used this frame; `nil` when there is none.
    func use(_ key: Key) -> Value? {
        guard let slot = entries[key] else { return nil }
        slot.lastFrame = frame
        return slot.value
    }

    /// The value for `key`, made and stored by `make` when there is none; marked as used.
    mutating func use(_ key: Key, orInsert make: () -> Value) -> Value {
        if let value = use(key) { return value }
        let value = make()
        insert(value, for: key)
        return value
    }

    /// Stores `value` for `key`, marked as used this frame.
    mutating func insert(_ value: Value, for key: Key) { entries[key] = Slot(value, lastFrame: frame) }

    /// The value for `key` without marking it used.
    func peek(_ key: Key) -> Value? { entries[key]?.value }

    /// Calls `body` with every entry, in no particular order, without marking any used.
    func forEach(_ body: (Key, Value) -> Void) {
        for (key, slot) in entries { body(key, slot.value) }
    }

    /// Drops the entry for `key` now, before the frame ends (a cache over its budget).
    mutating func remove(_ key: Key) { entries.removeValue(forKey: key) }

    /// Drops the entries no lookup used this frame, handing each to `evicted` first (to
    /// recycle its storage).
    mutating func endFrame(evicted: (Value) -> Void = { _ in }) {
        stale.removeAll(keepingCapacity: true)
        for (key, entry) in entries where entry.lastFrame != frame { stale.append(key) }
        for key in stale {
            if let slot = entries.removeValue(forKey: key) { evicted(slot.value) }
        }
    }
}
