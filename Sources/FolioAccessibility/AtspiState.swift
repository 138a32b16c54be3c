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
