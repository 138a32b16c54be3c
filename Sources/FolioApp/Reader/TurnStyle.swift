import FolioPaging

/// How a book is shown, with every choice made: the resolved form of ``TurnStyleOptions``.
struct TurnStyle: Hashable, Sendable {
    var transition: TransitionChoice
    var orientation: OrientationChoice
    /// The spine of a curl book (`.min` unless asked); ignored by other transitions.
    var spine: SpineChoice
    /// Whether double-sided pages were asked for (`--double-sided`) whatever the spread.
    var asksDoubleSided: Bool
    var isRightToLeft: Bool
    /// Which pages share a spread: the cover alone on the right (a printed book's way, the
    /// default for a mid spine) or UIKit's pairs from the first page.
    var spreadPairing: PageViewController.SpreadPairing
    /// The colours the book opens in (the reader's theme key changes them afterwards).
    var theme: ReaderTheme
    /// One page or a spread by the window's shape (the reader's `s` key changes it
    /// afterwards); nil for the paper of the document's own shape, a spread only with a mid
    /// spine (an export's fixed flip-through).
    var spread: SpreadChoice?

    init(
        transition: TransitionChoice, orientation: OrientationChoice = .horizontal, spine: SpineChoice = .min,
        isDoubleSided: Bool = false, isRightToLeft: Bool = false,
        spreadPairing: PageViewController.SpreadPairing? = nil,
        theme: ReaderTheme = .light, spread: SpreadChoice? = nil
    ) {
        self.transition = transition
        self.orientation = orientation
        self.spine = spine
        asksDoubleSided = isDoubleSided
        self.isRightToLeft = isRightToLeft
        let pairs = transition == .curl && (spine == .mid || spread != nil)
        self.spreadPairing = spreadPairing ?? (pairs ? .coverAlone : .fromFirstPage)
        self.theme = theme
        self.spread = spread
    }

    /// Whether the curl may show a spread: asked for with a mid spine or a spread choice
    /// other than single. The page view controller then starts with a mid spine and its
    /// delegate answers one page or two for each window size.
    var mayShowSpread: Bool {
        guard transition == .curl else { return false }
        guard let spread else { return spine == .mid }
        return spread != .single
    }

    /// Whether pages have backs: asked for, or because a spread may show (a spread's pages
    /// are the two sides of its leaves). One page alone is single-sided unless asked.
    var isDoubleSided: Bool { asksDoubleSided || mayShowSpread }

    /// The spine the page view controller is created with.
    var initialSpine: SpineChoice { mayShowSpread ? .mid : singlePageSpine }

    /// The spine of one page shown alone: as asked, or, when it was mid or the window
    /// decides, on the side pages turn from.
    var singlePageSpine: SpineChoice {
        guard spine == .mid || spread != nil else { return spine }
        return isRightToLeft || spine == .max ? .max : .min
    }

    /// The way a finger moves a page forward.
    var forwardDirection: ForwardDirection {
        if orientation == .vertical { return .upward }
        if transition == .curl { return spine == .max ? .rightward : .leftward }
        return isRightToLeft ? .rightward : .leftward
    }

    /// How many pages one forward turn advances: two in a spread.
    var pagesPerTurn: Int { mayShowSpread ? 2 : 1 }
}

extension TurnStyleOptions {
    /// The turn style for a book of `style`, with defaults filled in.
    func resolved(for style: Book.Style) -> TurnStyle {
        let transition = resolvedTransition(for: style)
        return TurnStyle(
            transition: transition, orientation: orientation, spine: spine ?? .min, isDoubleSided: doubleSided,
            isRightToLeft: rightToLeft, spreadPairing: coverAlone.map { $0 ? .coverAlone : .fromFirstPage },
            theme: theme?.theme ?? .light, spread: spread)
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
