/// Any input a host feeds into a window.
public enum Event: Hashable, Sendable {
    case pointer(PointerEvent)
    case key(KeyEvent)
    case scrollWheel(ScrollWheelEvent)
    /// The mouse moving with no button held.
    case hover(HoverEvent)
    /// Text typed on the keyboard (or composed by an input method), delivered to the first
    /// responder when it takes text (``TextInputEvent``).
    case textInput(TextInputEvent)
}
