internal import CSDL2
import FolioCore

/// What one SDL event means to the host loop.
enum SDLHostInput {
    /// Input for the scene.
    case event(Event)
    /// A key as X describes it, offered to ``SDLHost/keystrokeFilter`` before the scene gets
    /// the key event that follows it (if any: a modifier alone makes none).
    case keystroke(X11Keystroke)
    /// The window's size (and maybe its pixel density) changed.
    case resized
    /// The window was uncovered: present the last frame again.
    case exposed
    /// The user or the system asked to quit.
    case quit(SDLHost.CloseReason)
}
