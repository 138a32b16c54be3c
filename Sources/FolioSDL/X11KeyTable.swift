internal import CSDL2

/// Where each key of a PC keyboard is to X, by SDL scan code (a position on the keyboard, as
/// USB numbers it): its evdev code, and for keys that type no character their X symbol and
/// its name. X's key code is the evdev code plus 8.
enum X11KeyTable {
    /// The X key code of the key at `scancode`, or 0 for a key not in the table.
    static func keycode(forScancode scancode: UInt32) -> UInt32 {
        if let letter = letterOrDigit(scancode) { return letter + 8 }
        guard let entry = entries[scancode] else { return 0 }
        return entry.evdev + 8
    }

    /// The X symbol and name of the key at `scancode` when it types no character (arrows,
    /// function keys, modifiers, the keypad); nil for a key that types one. The keypad's
    /// digits and point type only with Num Lock on; without it they are its navigation keys.
    static func namedKey(forScancode scancode: UInt32, numLock: Bool) -> (keysym: UInt32, name: String)? {
        if let key = keypad[scancode] { return numLock ? key.withNumLock : key.withoutNumLock }
        guard let entry = entries[scancode], let keysym = entry.keysym, let name = entry.name else { return nil }
        return (keysym, name)
    }

    /// Letters (scan codes 4–29, in alphabetical order) and the digit row (30–39, 1 to 0):
    /// their evdev codes follow the QWERTY rows, not the alphabet.
    private static func letterOrDigit(_ scancode: UInt32) -> UInt32? {
        let letters: [UInt32] = [
            30, 48, 46, 32, 18, 33, 34, 35, 23, 36, 37, 38, 50, 49, 24, 25, 16, 19, 31, 20, 22, 47, 17, 45, 21, 44,
        ]
        if scancode >= 4, scancode < 30 { return letters[Int(scancode - 4)] }
        if scancode >= 30, scancode < 40 { return scancode - 28 }
        return nil
    }

    private struct Entry {
        var evdev: UInt32
        var keysym: UInt32?
        var name: String?
        init(_ evdev: UInt32, _ keysym: UInt32? = nil, _ name: String? = nil) {
            self.evdev = evdev
            self.keysym = keysym
            self.name = name
        }
    }

    private static let entries: [UInt32: Entry] = [
        SDL_SCANCODE_RETURN.rawValue: Entry(28, 0xFF0D, "Return"),
        SDL_SCANCODE_ESCAPE.rawValue: Entry(1, 0xFF1B, "Escape"),
        SDL_SCANCODE_BACKSPACE.rawValue: Entry(14, 0xFF08, "BackSpace"),
        SDL_SCANCODE_TAB.rawValue: Entry(15, 0xFF09, "Tab"),
        SDL_SCANCODE_SPACE.rawValue: Entry(57),
        SDL_SCANCODE_MINUS.rawValue: Entry(12),
        SDL_SCANCODE_EQUALS.rawValue: Entry(13),
        SDL_SCANCODE_LEFTBRACKET.rawValue: Entry(26),
        SDL_SCANCODE_RIGHTBRACKET.rawValue: Entry(27),
        SDL_SCANCODE_BACKSLASH.rawValue: Entry(43),
        SDL_SCANCODE_SEMICOLON.rawValue: Entry(39),
        SDL_SCANCODE_APOSTROPHE.rawValue: Entry(40),
        SDL_SCANCODE_GRAVE.rawValue: Entry(41),
        SDL_SCANCODE_COMMA.rawValue: Entry(51),
        SDL_SCANCODE_PERIOD.rawValue: Entry(52),
        SDL_SCANCODE_SLASH.rawValue: Entry(53),
        SDL_SCANCODE_NONUSBACKSLASH.rawValue: Entry(86),
        SDL_SCANCODE_CAPSLOCK.rawValue: Entry(58, 0xFFE5, "Caps_Lock"),
        SDL_SCANCODE_F1.rawValue: Entry(59, 0xFFBE, "F1"),
        SDL_SCANCODE_F2.rawValue: Entry(60, 0xFFBF, "F2"),
        SDL_SCANCODE_F3.rawValue: Entry(61, 0xFFC0, "F3"),
        SDL_SCANCODE_F4.rawValue: Entry(62, 0xFFC1, "F4"),
        SDL_SCANCODE_F5.rawValue: Entry(63, 0xFFC2, "F5"),
        SDL_SCANCODE_F6.rawValue: Entry(64, 0xFFC3, "F6"),
        SDL_SCANCODE_F7.rawValue: Entry(65, 0xFFC4, "F7"),
        SDL_SCANCODE_F8.rawValue: Entry(66, 0xFFC5, "F8"),
        SDL_SCANCODE_F9.rawValue: Entry(67, 0xFFC6, "F9"),
        SDL_SCANCODE_F10.rawValue: Entry(68, 0xFFC7, "F10"),
        SDL_SCANCODE_F11.rawValue: Entry(87, 0xFFC8, "F11"),
        SDL_SCANCODE_F12.rawValue: Entry(88, 0xFFC9, "F12"),
        SDL_SCANCODE_PRINTSCREEN.rawValue: Entry(99, 0xFF61, "Print"),
        SDL_SCANCODE_SCROLLLOCK.rawValue: Entry(70, 0xFF14, "Scroll_Lock"),
        SDL_SCANCODE_PAUSE.rawValue: Entry(119, 0xFF13, "Pause"),
        SDL_SCANCODE_INSERT.rawValue: Entry(110, 0xFF63, "Insert"),
        SDL_SCANCODE_HOME.rawValue: Entry(102, 0xFF50, "Home"),
        SDL_SCANCODE_PAGEUP.rawValue: Entry(104, 0xFF55, "Page_Up"),
        SDL_SCANCODE_DELETE.rawValue: Entry(111, 0xFFFF, "Delete"),
        SDL_SCANCODE_END.rawValue: Entry(107, 0xFF57, "End"),
        SDL_SCANCODE_PAGEDOWN.rawValue: Entry(109, 0xFF56, "Page_Down"),
        SDL_SCANCODE_RIGHT.rawValue: Entry(106, 0xFF53, "Right"),
        SDL_SCANCODE_LEFT.rawValue: Entry(105, 0xFF51, "Left"),
        SDL_SCANCODE_DOWN.rawValue: Entry(108, 0xFF54, "Down"),
        SDL_SCANCODE_UP.rawValue: Entry(103, 0xFF52, "Up"),
        SDL_SCANCODE_NUMLOCKCLEAR.rawValue: Entry(69, 0xFF7F, "Num_Lock"),
        SDL_SCANCODE_KP_DIVIDE.rawValue: Entry(98, 0xFFAF, "KP_Divide"),
        SDL_SCANCODE_KP_MULTIPLY.rawValue: Entry(55, 0xFFAA, "KP_Multiply"),
        SDL_SCANCODE_KP_MINUS.rawValue: Entry(74, 0xFFAD, "KP_Subtract"),
        SDL_SCANCODE_KP_PLUS.rawValue: Entry(78, 0xFFAB, "KP_Add"),
        SDL_SCANCODE_KP_ENTER.rawValue: Entry(96, 0xFF8D, "KP_Enter"),
        SDL_SCANCODE_APPLICATION.rawValue: Entry(127, 0xFF67, "Menu"),
        SDL_SCANCODE_LCTRL.rawValue: Entry(29, 0xFFE3, "Control_L"),
        SDL_SCANCODE_LSHIFT.rawValue: Entry(42, 0xFFE1, "Shift_L"),
        SDL_SCANCODE_LALT.rawValue: Entry(56, 0xFFE9, "Alt_L"),
        SDL_SCANCODE_LGUI.rawValue: Entry(125, 0xFFEB, "Super_L"),
        SDL_SCANCODE_RCTRL.rawValue: Entry(97, 0xFFE4, "Control_R"),
        SDL_SCANCODE_RSHIFT.rawValue: Entry(54, 0xFFE2, "Shift_R"),
        SDL_SCANCODE_RALT.rawValue: Entry(100, 0xFFEA, "Alt_R"),
        SDL_SCANCODE_RGUI.rawValue: Entry(126, 0xFFEC, "Super_R"),
        // The keypad's digits and point: evdev codes here, symbols in `keypad`.
        SDL_SCANCODE_KP_1.rawValue: Entry(79), SDL_SCANCODE_KP_2.rawValue: Entry(80),
        SDL_SCANCODE_KP_3.rawValue: Entry(81), SDL_SCANCODE_KP_4.rawValue: Entry(75),
        SDL_SCANCODE_KP_5.rawValue: Entry(76), SDL_SCANCODE_KP_6.rawValue: Entry(77),
        SDL_SCANCODE_KP_7.rawValue: Entry(71), SDL_SCANCODE_KP_8.rawValue: Entry(72),
        SDL_SCANCODE_KP_9.rawValue: Entry(73), SDL_SCANCODE_KP_0.rawValue: Entry(82),
        SDL_SCANCODE_KP_PERIOD.rawValue: Entry(83),
    ]

    private typealias Named = (keysym: UInt32, name: String)

    /// The keypad's digits and point: their symbols with Num Lock on, and without it.
    private static let keypad: [UInt32: (withNumLock: Named, withoutNumLock: Named)] = [
        SDL_SCANCODE_KP_0.rawValue: ((0xFFB0, "KP_0"), (0xFF9E, "KP_Insert")),
        SDL_SCANCODE_KP_1.rawValue: ((0xFFB1, "KP_1"), (0xFF9C, "KP_End")),
        SDL_SCANCODE_KP_2.rawValue: ((0xFFB2, "KP_2"), (0xFF99, "KP_Down")),
        SDL_SCANCODE_KP_3.rawValue: ((0xFFB3, "KP_3"), (0xFF9B, "KP_Next")),
        SDL_SCANCODE_KP_4.rawValue: ((0xFFB4, "KP_4"), (0xFF96, "KP_Left")),
        SDL_SCANCODE_KP_5.rawValue: ((0xFFB5, "KP_5"), (0xFF9D, "KP_Begin")),
        SDL_SCANCODE_KP_6.rawValue: ((0xFFB6, "KP_6"), (0xFF98, "KP_Right")),
        SDL_SCANCODE_KP_7.rawValue: ((0xFFB7, "KP_7"), (0xFF95, "KP_Home")),
        SDL_SCANCODE_KP_8.rawValue: ((0xFFB8, "KP_8"), (0xFF97, "KP_Up")),
        SDL_SCANCODE_KP_9.rawValue: ((0xFFB9, "KP_9"), (0xFF9A, "KP_Prior")),
        SDL_SCANCODE_KP_PERIOD.rawValue: ((0xFFAE, "KP_Decimal"), (0xFF9F, "KP_Delete")),
    ]
}
