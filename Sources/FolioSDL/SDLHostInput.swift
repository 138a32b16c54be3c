internal import CSDL2
import FolioCore

/// What one SDL event means to the host loop.
enum SDLHostInput {
    /// Input for the scene.
    case event(Event)
    /// The window's size (and maybe its pixel density) changed.
    case resized
    /// The window was uncovered: present the last frame again.
    case exposed
    /// The user or the system asked to quit.
    case quit(SDLHost.CloseReason)
}
