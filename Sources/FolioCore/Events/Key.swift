/// A key on the keyboard, as far as navigation cares.
public enum Key: Hashable, Sendable {
    case leftArrow, rightArrow, upArrow, downArrow
    case pageUp, pageDown, home, end
    case space, enter, escape, tab, backspace
    /// A key that produces a character, lower-cased (`"a"`, `"1"`, …).
    case character(Character)
}
