/// Something a screen reader asked an object to do, queued by the bridge's thread for the
/// main thread, where views live.
enum AccessibleRequest: Equatable, Sendable {
    case perform(AccessibleAction, id: Int)
    case setValue(Double, id: Int)
    case grabFocus(id: Int)
    /// The client moved a text's caret (an event tells every client).
    case moveCaret(Int32, id: Int)
    /// The client read a page's text to its end (say-all): the page turns, as VoiceOver turns
    /// an element's with the "causes page turn" trait.
    case readToEnd(id: Int)
}
