/// The states Folio reports, with AT-SPI's bit numbers (`AtspiStateType`).
enum AtspiState: UInt32, CaseIterable, Sendable {
    case active = 1
    case enabled = 8
    case focusable = 11
    case focused = 12
    case multiLine = 17
    case resizable = 21
    case selectable = 22
    case selected = 23
    case sensitive = 24
    case showing = 25
    case visible = 30
    case selectableText = 38
    case readOnly = 43

    /// The name `StateChanged` events carry as their detail.
    var eventName: String {
        switch self {
        case .active: "active"
        case .enabled: "enabled"
        case .focusable: "focusable"
        case .focused: "focused"
        case .multiLine: "multi-line"
        case .resizable: "resizable"
        case .selectable: "selectable"
        case .selected: "selected"
        case .sensitive: "sensitive"
        case .showing: "showing"
        case .visible: "visible"
        case .selectableText: "selectable-text"
        case .readOnly: "read-only"
        }
    }
}

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
