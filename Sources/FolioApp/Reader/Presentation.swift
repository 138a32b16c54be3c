import FolioPaging

/// How a book is shown, with every choice made: the resolved form of ``PresentationOptions``.
struct Presentation: Hashable, Sendable {
    var transition: TransitionChoice
    var orientation: OrientationChoice
    /// The spine of a curl book (`.min` unless asked); ignored by other transitions.
    var spine: SpineChoice
    var isDoubleSided: Bool
    var isRightToLeft: Bool
    /// Which pages share a spread: the cover alone on the right (a printed book's way, the
    /// default for a mid spine) or UIKit's pairs from the first page.
    var spreadPairing: PageViewController.SpreadPairing

    init(
        transition: TransitionChoice, orientation: OrientationChoice = .horizontal, spine: SpineChoice = .min,
        isDoubleSided: Bool = false, isRightToLeft: Bool = false, spreadPairing: PageViewController.SpreadPairing? = nil
    ) {
        self.transition = transition
        self.orientation = orientation
        self.spine = spine
        self.isDoubleSided = isDoubleSided || (transition == .curl && spine == .mid)
        self.isRightToLeft = isRightToLeft
        self.spreadPairing = spreadPairing ?? (transition == .curl && spine == .mid ? .coverAlone : .fromFirstPage)
    }

    /// The way a finger moves a page forward.
    var forwardDirection: ForwardDirection {
        if orientation == .vertical { return .upward }
        if transition == .curl { return spine == .max ? .rightward : .leftward }
        return isRightToLeft ? .rightward : .leftward
    }

    /// How many pages one forward turn advances: two in a spread.
    var pagesPerTurn: Int { transition == .curl && spine == .mid ? 2 : 1 }
}

extension PresentationOptions {
    /// The presentation for a book of `style`, with defaults filled in.
    func resolved(for style: Book.Style) -> Presentation {
        let transition = resolvedTransition(for: style)
        return Presentation(
            transition: transition, orientation: orientation, spine: spine ?? .min, isDoubleSided: isDoubleSided,
            isRightToLeft: rightToLeft, spreadPairing: coverAlone.map { $0 ? .coverAlone : .fromFirstPage })
    }
}
