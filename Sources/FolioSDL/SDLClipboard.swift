internal import CSDL2
import FolioUI

/// The desktop's clipboard through SDL, behind the window's `Pasteboard.general`: text copied
/// in the window is pasted by other programs (on X11, while the window is open, since the
/// clipboard's owner serves it), and text they copied is read here.
///
/// SDL answers after the video subsystem stopped with an error, not a trap: the clipboard then
/// reads empty and takes nothing.
@MainActor
final class SDLClipboard: PasteboardStorage {
    var string: String? {
        get {
            // One read: on X11, asking whether there is text first is a selection transfer of
            // its own. SDL answers "" when there is none.
            guard let raw = SDL_GetClipboardText() else { return nil }
            defer { SDL_free(raw) }
            let text = String(cString: raw)
            return text.isEmpty ? nil : text
        }
        set {
            // SDL copies the text; an empty string empties the clipboard. A NUL would end the C
            // string early, so the text is cut there, as a paste into a C program would be.
            let text = newValue.map { String($0.prefix { $0 != "\0" }) } ?? ""
            _ = SDL_SetClipboardText(text)
        }
    }
}
