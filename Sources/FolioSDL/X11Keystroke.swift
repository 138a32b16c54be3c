internal import CSDL2

/// A key pressed or released in the window, described as the X server describes it: its
/// key symbol, its key code, its modifier mask and the text it types.
///
/// A screen reader on an X desktop (Orca) hears the keys of the window that has focus only
/// through that application, which offers each key to the accessibility registry before
/// acting on it, as GTK does; the registry answers whether the screen reader took it (Orca's
/// say-all, its flat review). ``SDLHost/keystrokeFilter`` hands these to whoever does that.
///
/// The key code is the evdev code plus 8, the codes of every X server that uses the evdev
/// keymap rules (Xorg since 2009, Xvfb, Xwayland), which is how a screen reader finds
/// its key bindings.
public struct X11Keystroke: Sendable, Equatable {
    /// Whether the key went down (true) or up.
    public var isPress: Bool
    /// The X key symbol (`XK_KP_Add` is 0xffab, `a` is 0x61).
    public var keysym: UInt32
    /// The X key code of the key's position on the keyboard (0 when it has none we know).
    public var keycode: UInt32
    /// The X modifier mask held: Shift 1, Lock 2, Control 4, Mod1 (Alt) 8, Mod2 (Num Lock)
    /// 16, Mod4 (Super) 64.
    public var modifiers: UInt32
    /// The text the key types ("a", "A", "+"), or for a key that types none its key symbol's
    /// name ("KP_Add", "Right", "Insert"), as GTK reports it.
    public var text: String
    /// Whether ``text`` is typed text rather than a key's name.
    public var isText: Bool
    /// When it happened, in milliseconds on the host's clock.
    public var timestamp: UInt32

    /// Describes a key that SDL reported; nil for a key with no X symbol we know.
    init?(_ key: SDL_Keysym, isPress: Bool, timestamp: UInt32) {
        let mod = UInt32(key.mod)
        let scancode = key.scancode.rawValue
        var modifiers: UInt32 = 0
        if mod & KMOD_SHIFT.rawValue != 0 { modifiers |= 1 }
        if mod & KMOD_CAPS.rawValue != 0 { modifiers |= 2 }
        if mod & KMOD_CTRL.rawValue != 0 { modifiers |= 4 }
        if mod & KMOD_ALT.rawValue != 0 { modifiers |= 8 }
        if mod & KMOD_NUM.rawValue != 0 { modifiers |= 16 }
        if mod & KMOD_GUI.rawValue != 0 { modifiers |= 64 }
        self.isPress = isPress
        self.modifiers = modifiers
        self.timestamp = timestamp
        keycode = X11KeyTable.keycode(forScancode: scancode)
        if let named = X11KeyTable.namedKey(forScancode: scancode, numLock: modifiers & 16 != 0) {
            keysym = named.keysym
            text = named.name
            isText = false
            return
        }
        // A key that types a character: its symbol is the character, upper case with Shift
        // or Caps Lock for a letter (X's symbols for Latin-1 are their code points).
        let sym = UInt32(bitPattern: key.sym)
        guard (0x20..<0x7F).contains(sym) || (0xA0...0xFF).contains(sym), var scalar = Unicode.Scalar(sym) else {
            return nil
        }
        let upper = (modifiers & 1 != 0) != (modifiers & 2 != 0)
        if upper, let shifted = String(scalar).uppercased().unicodeScalars.first,
            String(scalar).uppercased().unicodeScalars.count == 1, shifted.value <= 0xFF
        {
            scalar = shifted
        }
        keysym = scalar.value
        text = scalar == " " ? "space" : String(scalar)
        isText = scalar != " "
    }
}
