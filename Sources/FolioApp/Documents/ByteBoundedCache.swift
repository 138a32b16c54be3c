import FolioCore

/// Values by key, least recently used first out, bounded by the bytes they cost rather than
/// by their number: eight panoramas must not cost what eight icons do. It holds decoded
/// images (costed by their pixels) and PDF page texts (by their UTF-8).
struct ByteBoundedCache<Key: Hashable, Value> {
    /// The most bytes held; the newest value is kept even if it alone is larger.
    /// Lowering it evicts at once.
    var byteLimit: Int {
        didSet { evictOverLimit() }
    }
    private var entries: [Key: (value: Value, cost: Int)] = [:]
    /// Keys from least to most recently used.
    private var order: [Key] = []
    /// The bytes held now.
    private(set) var bytes = 0

    init(byteLimit: Int) {
        self.byteLimit = byteLimit
    }

    var count: Int { entries.count }

    /// The value kept for `key`, marked as used; nil when there is none.
    subscript(key: Key) -> Value? {
        mutating get {
            guard let entry = entries[key] else { return nil }
            if let position = order.firstIndex(of: key) { order.remove(at: position) }
            order.append(key)
            return entry.value
        }
    }

    /// Keeps `value` for `key`, counting `cost` bytes against ``byteLimit``, and evicts the
    /// least recently used values until the rest fit.
    mutating func insert(_ value: Value, for key: Key, cost: Int) {
        if let old = entries.removeValue(forKey: key) {
            bytes -= old.cost
            order.removeAll { $0 == key }
        }
        entries[key] = (value, cost)
        order.append(key)
        bytes += cost
        evictOverLimit()
    }

    private mutating func evictOverLimit() {
        while bytes > byteLimit, order.count > 1 {
            let evicted = order.removeFirst()
            if let old = entries.removeValue(forKey: evicted) { bytes -= old.cost }
        }
    }
}

extension ByteBoundedCache where Value == Image {
    /// Keeps `image` for `key`, costed by its pixels.
    mutating func insert(_ image: Image, for key: Key) {
        insert(image, for: key, cost: Self.size(of: image))
    }

    static func size(of image: Image) -> Int {
        image.bitmap.pixels.count * MemoryLayout<UInt32>.stride
    }
}
