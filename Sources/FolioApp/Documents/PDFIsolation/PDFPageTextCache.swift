/// What was read of the pages lately, by page, within a budget of bytes: the least recently
/// used page goes first when a new one would pass it.
struct PDFPageTextCache<Value> {
    let budget: Int
    private var entries: [Int: (value: Value, cost: Int)] = [:]
    /// Pages from the least to the most recently used.
    private var order: [Int] = []
    private(set) var cost = 0

    init(budget: Int) { self.budget = budget }

    /// The value kept for `page`, marked as used; nil when there is none.
    subscript(page: Int) -> Value? {
        mutating get {
            guard let entry = entries[page] else { return nil }
            order.removeAll { $0 == page }
            order.append(page)
            return entry.value
        }
    }

    /// Keeps `value` for `page`, counting `cost` bytes against the budget; a value that
    /// would take the whole budget on its own is not kept.
    mutating func insert(_ value: Value, page: Int, cost: Int) {
        if let old = entries.removeValue(forKey: page) {
            self.cost -= old.cost
            order.removeAll { $0 == page }
        }
        guard cost <= budget else { return }
        while self.cost + cost > budget, !order.isEmpty {
            let evicted = order.removeFirst()
            self.cost -= entries.removeValue(forKey: evicted)?.cost ?? 0
        }
        entries[page] = (value, cost)
        order.append(page)
        self.cost += cost
    }
}
