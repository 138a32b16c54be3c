/// A key on the keyboard, as far as navigation cares.
public enum Key: Hashable, Sendable {
    case leftArrow, rightArrow, upArrow, downArrow
    case pageUp, pageDown, home, end
    case space, enter, escape, tab, backspace
    /// A key that produces a character, lower-cased (`"a"`, `"1"`, …).
    case character(Character)
}

/// Modifier keys held during a key event.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    public static let control = KeyModifiers(rawValue: 1 << 1)
    public static let option = KeyModifiers(rawValue: 1 << 2)
    public static let command = KeyModifiers(rawValue: 1 << 3)
}

/// A key press or release, delivered to the focused view (then up its responder chain).
public struct KeyEvent: Hashable, Sendable {
    /// Whether the key went down or up.
    public enum Phase: Hashable, Sendable {
        case down
        case up
    }

    public var key: Key
    public var phase: Phase
    public var modifiers: KeyModifiers
    /// Whether this is an auto-repeat of a held key.
    public var isRepeat: Bool
    /// Seconds on the window's clock.
    public var timestamp: Double

    /// Creates a key event.
    public init(
        key: Key, phase: Phase = .down, modifiers: KeyModifiers = [], isRepeat: Bool = false, timestamp: Double = 0
    ) {
        self.key = key
        self.phase = phase
        self.modifiers = modifiers
        self.isRepeat = isRepeat
        self.timestamp = timestamp
    }
}
