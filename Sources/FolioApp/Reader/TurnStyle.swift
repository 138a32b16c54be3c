import FolioPaging

/// How a book is shown, with every choice made: the resolved form of ``TurnStyleOptions``.
struct TurnStyle: Hashable, Sendable {
    var transition: TransitionChoice
    var orientation: OrientationChoice
    /// The spine of a curl book (`.min` unless asked); ignored by other transitions.
    var spine: SpineChoice
    var isDoubleSided: Bool
    var isRightToLeft: Bool
    /// Which pages share a spread: the cover alone on the right (a printed book's way, the
    /// default for a mid spine) or UIKit's pairs from the first page.
    var spreadPairing: PageViewController.SpreadPairing
    /// The colours the book opens in (the reader's theme key changes them afterwards).
    var theme: ReaderTheme

    init(
        transition: TransitionChoice, orientation: OrientationChoice = .horizontal, spine: SpineChoice = .min,
        isDoubleSided: Bool = false, isRightToLeft: Bool = false,
        spreadPairing: PageViewController.SpreadPairing? = nil,
        theme: ReaderTheme = .light
    ) {
        self.transition = transition
        self.orientation = orientation
        self.spine = spine
        self.isDoubleSided = isDoubleSided || (transition == .curl && spine == .mid)
        self.isRightToLeft = isRightToLeft
        self.spreadPairing = spreadPairing ?? (transition == .curl && spine == .mid ? .coverAlone : .fromFirstPage)
        self.theme = theme
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

extension TurnStyleOptions {
    /// The turn style for a book of `style`, with defaults filled in.
    func resolved(for style: Book.Style) -> TurnStyle {
        let transition = resolvedTransition(for: style)
        return TurnStyle(
            transition: transition, orientation: orientation, spine: spine ?? .min, isDoubleSided: isDoubleSided,
            isRightToLeft: rightToLeft, spreadPairing: coverAlone.map { $0 ? .coverAlone : .fromFirstPage },
            theme: theme?.theme ?? .light)
    }
}

extension TurnStyleOptions {
    /// The turn style for `book`: ``resolved(for:)-(Book.Style)`` plus the page direction
    /// the book itself asks for.
    ///
    /// A right-to-left book (an EPUB whose spine says `page-progression-direction="rtl"`,
    /// which vertical Japanese and Chinese books also use) turns the way its paper edition
    /// does. Folio expresses that as UIKit apps do: the page view controller's view is
    /// forced right-to-left (`semanticContentAttribute`), so a scrolling book's next page
    /// comes in from the left, and a curl book gets its spine on the right (`.max`), so
    /// pages lift from the left edge and turn rightward. Reversing the page order instead
    /// would make page indices, the table of contents and the page control count backwards.
    /// An explicit `--spine` wins.
    @MainActor
    func resolved(for book: Book) -> TurnStyle {
        var turnStyle = resolved(for: book.style)
        guard book.isRightToLeft else { return turnStyle }
        turnStyle.isRightToLeft = true
        if turnStyle.transition == .curl, spine == nil, !turnStyle.isDoubleSided {
            turnStyle.spine = .max
        }
        return turnStyle
    }
}
