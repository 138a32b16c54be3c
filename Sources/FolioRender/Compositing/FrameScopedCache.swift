/// Values kept only while frames use them: every lookup marks its entry as used this frame,
/// and ``endFrame()`` drops the entries nothing used since ``beginFrame()`` — so a layer, an
/// image or a page that leaves the screen frees what was cached for it the frame it goes.
///
/// The compositor's backing stores, page snapshots and image-opacity scans all live this
/// long; this is their one bookkeeping.
struct FrameScopedCache<Key: Hashable, Value> {
    private var entries: [Key: (value: Value, lastFrame: Int)] = [:]
    private var stale: [Key] = []
    private var frame = 0

    /// How many entries are cached.
    var count: Int { entries.count }

    /// Starts a frame: entries not used before ``endFrame()`` are dropped then.
    mutating func beginFrame() { frame += 1 }

    /// The value for `key`, marked as used this frame; `nil` when there is none.
    mutating func use(_ key: Key) -> Value? {
        guard entries[key] != nil else { return nil }
        entries[key]?.lastFrame = frame
        return entries[key]?.value
    }

    /// The value for `key`, made and stored by `make` when there is none; marked as used.
    mutating func use(_ key: Key, orInsert make: () -> Value) -> Value {
        if let value = use(key) { return value }
        let value = make()
        insert(value, for: key)
        return value
    }

    /// Stores `value` for `key`, marked as used this frame.
    mutating func insert(_ value: Value, for key: Key) { entries[key] = (value, frame) }

    /// The value for `key` without marking it used.
    func peek(_ key: Key) -> Value? { entries[key]?.value }

    /// Drops the entries no lookup used this frame.
    mutating func endFrame() {
        stale.removeAll(keepingCapacity: true)
        for (key, entry) in entries where entry.lastFrame != frame { stale.append(key) }
        for key in stale { entries[key] = nil }
    }
}
