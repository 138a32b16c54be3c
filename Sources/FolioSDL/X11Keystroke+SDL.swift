internal import CSDL2
import FolioCore

extension X11Keystroke {
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
        let keycode = X11KeyTable.keycode(forScancode: scancode)
        if let named = X11KeyTable.namedKey(forScancode: scancode, numLock: modifiers & 16 != 0) {
            self.init(
                isPress: isPress, keysym: named.keysym, keycode: keycode, modifiers: modifiers, text: named.name,
                isText: false, timestamp: timestamp)
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
        // GTK names the space bar "space": a space is not a graphic character.
        self.init(
            isPress: isPress, keysym: scalar.value, keycode: keycode, modifiers: modifiers,
            text: scalar == " " ? "space" : String(scalar), isText: scalar != " ", timestamp: timestamp)
    }
}
