public import FolioCore
public import FolioUI

/// A view that logs the touches, keys and wheel events that reach it.
///
/// Touches are consumed (not forwarded); key and wheel events are logged and then handled
/// or passed up the responder chain according to ``handlesKeys`` and ``handlesScrollWheel``.
open class RecordingView: View {
    /// The name used in the log.
    public let name: String
    /// Where events go.
    public let recorder: ResponderRecorder
    /// Whether key presses stop here. `false` by default.
    public var handlesKeys = false
    /// Whether wheel events stop here. `false` by default.
    public var handlesScrollWheel = false
    /// Whether the view accepts first-responder status. `true` by default.
    public var acceptsFirstResponder = true

    /// Creates a recording view.
    public init(_ name: String, recorder: ResponderRecorder, frame: Rect = .zero) {
        self.name = name
        self.recorder = recorder
        super.init(frame: frame)
    }

    override open var canBecomeFirstResponder: Bool { acceptsFirstResponder }

    override open func touchesBegan(_ touches: Set<Touch>, with event: PointerEvent) {
        recorder.record(.touchesBegan(name))
    }

    override open func touchesMoved(_ touches: Set<Touch>, with event: PointerEvent) {
        recorder.record(.touchesMoved(name))
    }

    override open func touchesEnded(_ touches: Set<Touch>, with event: PointerEvent) {
        recorder.record(.touchesEnded(name))
    }

    override open func touchesCancelled(_ touches: Set<Touch>, with event: PointerEvent) {
        recorder.record(.touchesCancelled(name))
    }

    override open func keyDown(_ event: KeyEvent) -> Bool {
        recorder.record(.keyDown(name, event.key))
        return handlesKeys ? true : super.keyDown(event)
    }

    override open func scrollWheel(_ event: ScrollWheelEvent) -> Bool {
        recorder.record(.scrollWheel(name, delta: event.delta))
        return handlesScrollWheel ? true : super.scrollWheel(event)
    }
}
