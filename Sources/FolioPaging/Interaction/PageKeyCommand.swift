import FolioCore

/// What a key does to a book.
enum PageKeyCommand: Hashable, Sendable {
    case turn(PageStep)
    case first
    case last

    /// The command for `key`, given the book's axis and which screen side is forward.
    ///
    /// Arrows follow the screen (in a right-to-left scroll book the left arrow goes
    /// forward); Page Down / Page Up and space (shift-space) follow reading order;
    /// Home / End jump to the ends.
    init?(key: Key, modifiers: KeyModifiers, isVertical: Bool, isReversed: Bool) {
        let screenForward: PageStep = isReversed ? .reverse : .forward
        // Alt, Control or Command with a key is the app's shortcut (Alt+Left goes back in a
        // reader's history, as in a browser), not a page turn.
        guard modifiers.isDisjoint(with: [.option, .control, .command]) else { return nil }
        switch key {
        case .rightArrow where !isVertical, .downArrow where isVertical:
            self = .turn(screenForward)
        case .leftArrow where !isVertical, .upArrow where isVertical:
            self = .turn(screenForward.opposite)
        case .pageDown:
            self = .turn(.forward)
        case .pageUp:
            self = .turn(.reverse)
        case .space:
            self = .turn(modifiers.contains(.shift) ? .reverse : .forward)
        case .home:
            self = .first
        case .end:
            self = .last
        default:
            return nil
        }
    }
}
