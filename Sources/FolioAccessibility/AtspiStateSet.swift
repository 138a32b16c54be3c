/// A set of states as AT-SPI sends it: bit `n` of a 64-bit set, sent as two 32-bit words.
struct AtspiStateSet: Hashable, Sendable {
    private(set) var bits: UInt64 = 0

    init(_ states: [AtspiState] = []) {
        for state in states { insert(state) }
    }

    mutating func insert(_ state: AtspiState) {
        bits |= 1 << UInt64(state.rawValue)
    }

    func contains(_ state: AtspiState) -> Bool {
        bits & (1 << UInt64(state.rawValue)) != 0
    }

    /// The two words of `GetState`'s answer, low word first.
    var words: [UInt32] {
        [UInt32(truncatingIfNeeded: bits), UInt32(truncatingIfNeeded: bits >> 32)]
    }
}
