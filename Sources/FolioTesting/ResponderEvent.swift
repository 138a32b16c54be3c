public import FolioCore
import FolioUI

/// One touch, key or wheel callback received by a ``RecordingView``.
public enum ResponderEvent: Hashable, Sendable {
    case touchesBegan(String)
    case touchesMoved(String)
    case touchesEnded(String)
    case touchesCancelled(String)
    case keyDown(String, Key)
    case scrollWheel(String, delta: Point)
}
