/// Something a screen reader asked an object to do, queued by the bridge's thread for the
/// main thread, where views live.
enum AccessibleRequest: Equatable, Sendable {
    case perform(AccessibleAction, id: Int)
    case setValue(Double, id: Int)
    case grabFocus(id: Int)
}
