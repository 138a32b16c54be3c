/// What produced a pointer event.
public enum PointerKind: Hashable, Sendable {
    /// A finger on a touch screen.
    case touch
    /// A mouse with a button held; Folio treats a drag exactly like one touch.
    case mouse
}
