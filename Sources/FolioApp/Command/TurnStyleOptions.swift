import ArgumentParser

/// How a book or carousel is presented: the options shared by `folio open` and `folio export`,
/// mirroring `UIPageViewController`'s initialiser.
struct TurnStyleOptions: ParsableArguments {
    // swift-argument-parser adds each option's values (allValueStrings) after its help text.
    @Option(help: "The page transition; without it, curl for pages and scroll for pictures")
    var transition: TransitionChoice?

    @Option(help: "Which way pages move")
    var orientation: OrientationChoice = .horizontal

    @Option(help: "Where the spine of a curl book is; mid shows a two-page spread, double-sided")
    var spine: SpineChoice?

    @Option(
        help: """
            One page or a two-page spread (curl): auto chooses by the window's shape (default for \
            open: the last chosen with the s key); single and double keep one
            """)
    var spread: SpreadChoice?

    @Flag(help: "Print on both sides of each page: the back of a turning page shows the next page.")
    var doubleSided = false

    @Flag(
        inversion: .prefixedNo,
        help: """
            With --spine mid, show the cover alone on the right and pair pages 2-3, 4-5, as a \
            printed book does (default: on with --spine mid); --no-cover-alone pairs 1-2, 3-4.
            """)
    var coverAlone: Bool?

    @Flag(help: "Lay pages out right to left, like a book in Arabic, Hebrew or traditional Chinese.")
    var rightToLeft = false

    @Option(
        help: """
            The reader's colours (default: the last chosen with the d key or --theme, else the \
            desktop's dark or light preference); auto forgets the choice and follows the desktop
            """)
    var theme: ThemeChoice?

    func validate() throws {
        if let spine, let transition, transition != .curl {
            throw ValidationError("--spine \(spine.rawValue) only applies to --transition curl")
        }
    }

    /// The transition to use for a book of `style`: as given, curl when only a spine was given,
    /// otherwise scroll for pictures and curl for pages.
    func resolvedTransition(for style: Book.Style) -> TransitionChoice {
        if let transition { return transition }
        if spine != nil { return .curl }
        return style == .pictures ? .scroll : .curl
    }
}
