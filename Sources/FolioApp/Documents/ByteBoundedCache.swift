import FolioCore

/// Decoded images by key, least recently used first out, bounded by the bytes of their
/// pixels rather than by their number: eight panoramas must not cost what eight icons do.
struct ByteBoundedCache<Key: Hashable> {
    /// The most bytes of pixels held; the newest image is kept even if it alone is larger.
    /// Lowering it evicts at once.
    var byteLimit: Int {
        didSet { evictOverLimit() }
    }
    private var images: [Key: Image] = [:]
    /// Keys from least to most recently used.
    private var order: [Key] = []
    /// The bytes of pixels held now.
    private(set) var bytes = 0

    init(byteLimit: Int) {
        self.byteLimit = byteLimit
    }

    var count: Int { images.count }

    subscript(key: Key) -> Image? {
        mutating get {
            guard let image = images[key] else { return nil }
            if let position = order.firstIndex(of: key) { order.remove(at: position) }
            order.append(key)
            return image
        }
    }

    mutating func insert(_ image: Image, for key: Key) {
        if let old = images.removeValue(forKey: key) {
            bytes -= Self.size(of: old)
            order.removeAll { $0 == key }
        }
        images[key] = image
        order.append(key)
        bytes += Self.size(of: image)
        evictOverLimit()
    }

    private mutating func evictOverLimit() {
        while bytes > byteLimit, order.count > 1 {
            let evicted = order.removeFirst()
            if let old = images.removeValue(forKey: evicted) { bytes -= Self.size(of: old) }
        }
    }

    static func size(of image: Image) -> Int {
        image.bitmap.pixels.count * MemoryLayout<UInt32>.stride
    }
}
