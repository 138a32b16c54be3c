internal import CSDL2
import FolioUI

/// SDL's text input, on only while a responder that takes text (a `TextField`, any
/// `KeyInput`) is the window's first responder, as iOS shows its keyboard only then.
///
/// With text input on, SDL sends the characters a key press types (`SDL_TEXTINPUT`) and an
/// input method (IBus, fcitx) may take the keys to compose text; with it off, every key is a
/// shortcut, so a reader's single-letter keys keep working whatever input method is set.
@MainActor
struct SDLTextInput {
    private var isOn = false

    /// Turns text input on or off when the first responder starts or stops taking text.
    mutating func follow(_ window: Window) {
        let wanted = window.firstResponder is any KeyInput
        guard wanted != isOn else { return }
        isOn = wanted
        if wanted { SDL_StartTextInput() } else { SDL_StopTextInput() }
    }
}
