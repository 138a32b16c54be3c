internal import CSDL2
import FolioCore

/// Maps SDL key codes and modifier masks to Folio's navigation-oriented keys.
enum SDLKeyMapping {
    /// The Folio key for an SDL key code, or nil for keys Folio does not deliver (F-keys,
    /// modifiers on their own, media keys).
    static func key(for sym: SDL_Keycode) -> Key? {
        switch UInt32(bitPattern: sym) {
        case SDLK_LEFT.rawValue: return .leftArrow
        case SDLK_RIGHT.rawValue: return .rightArrow
        case SDLK_UP.rawValue: return .upArrow
        case SDLK_DOWN.rawValue: return .downArrow
        case SDLK_PAGEUP.rawValue: return .pageUp
        case SDLK_PAGEDOWN.rawValue: return .pageDown
        case SDLK_HOME.rawValue: return .home
        case SDLK_END.rawValue: return .end
        case SDLK_SPACE.rawValue: return .space
        case SDLK_RETURN.rawValue, SDLK_KP_ENTER.rawValue, SDLK_RETURN2.rawValue: return .enter
        case SDLK_ESCAPE.rawValue, SDLK_AC_BACK.rawValue: return .escape
        case SDLK_TAB.rawValue: return .tab
        case SDLK_BACKSPACE.rawValue: return .backspace
        case SDLK_KP_PLUS.rawValue: return .character("+")
        case SDLK_KP_MINUS.rawValue: return .character("-")
        default: break
        }
        // Printable ASCII keys have their (lower-case) character as key code; keypad digits
        // are reported as the digits they type.
        if sym > 0x20, sym < 0x7F, let scalar = Unicode.Scalar(UInt32(sym)) {
            return .character(Character(scalar))
        }
        let keypadDigits: [UInt32] = [
            SDLK_KP_0.rawValue, SDLK_KP_1.rawValue, SDLK_KP_2.rawValue, SDLK_KP_3.rawValue, SDLK_KP_4.rawValue,
            SDLK_KP_5.rawValue, SDLK_KP_6.rawValue, SDLK_KP_7.rawValue, SDLK_KP_8.rawValue, SDLK_KP_9.rawValue,
        ]
        if let digit = keypadDigits.firstIndex(of: UInt32(bitPattern: sym)) {
            return .character(Character(String(digit)))
        }
        return nil
    }

    /// The Folio modifier set for SDL's modifier mask.
    static func modifiers(for mod: UInt16) -> KeyModifiers {
        let mask = UInt32(mod)
        var result: KeyModifiers = []
        if mask & KMOD_SHIFT.rawValue != 0 { result.insert(.shift) }
        if mask & KMOD_CTRL.rawValue != 0 { result.insert(.control) }
        if mask & KMOD_ALT.rawValue != 0 { result.insert(.option) }
        if mask & KMOD_GUI.rawValue != 0 { result.insert(.command) }
        return result
    }
}

extension SDLKeyMapping {
    /// The SDL key code that ``key(for:)`` maps to `key` (for synthetic input).
    static func keycode(for key: Key) -> SDL_Keycode {
        let code: UInt32
        switch key {
        case .leftArrow: code = SDLK_LEFT.rawValue
        case .rightArrow: code = SDLK_RIGHT.rawValue
        case .upArrow: code = SDLK_UP.rawValue
        case .downArrow: code = SDLK_DOWN.rawValue
        case .pageUp: code = SDLK_PAGEUP.rawValue
        case .pageDown: code = SDLK_PAGEDOWN.rawValue
        case .home: code = SDLK_HOME.rawValue
        case .end: code = SDLK_END.rawValue
        case .space: code = SDLK_SPACE.rawValue
        case .enter: code = SDLK_RETURN.rawValue
        case .escape: code = SDLK_ESCAPE.rawValue
        case .tab: code = SDLK_TAB.rawValue
        case .backspace: code = SDLK_BACKSPACE.rawValue
        case .character(let character): code = character.unicodeScalars.first?.value ?? 0
        }
        return SDL_Keycode(bitPattern: code)
    }
}
