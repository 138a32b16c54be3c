/// A key pressed or released in the window, described as the X server describes it: its
/// key symbol, its key code, its modifier mask and the text it types.
///
/// A screen reader on an X desktop (Orca) hears the keys of the window that has focus only
/// through that application, which offers each key to the accessibility registry before
/// acting on it, as GTK does; the registry answers whether the screen reader took it (Orca's
/// say-all, its flat review). Folio's SDL host describes each key this way and hands it to
/// `SDLHost.keystrokeFilter`; the accessibility bridge offers it to the screen reader.
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

    /// Describes one key press or release.
    public init(
        isPress: Bool, keysym: UInt32, keycode: UInt32, modifiers: UInt32, text: String, isText: Bool,
        timestamp: UInt32
    ) {
        self.isPress = isPress
        self.keysym = keysym
        self.keycode = keycode
        self.modifiers = modifiers
        self.text = text
        self.isText = isText
        self.timestamp = timestamp
    }
}
