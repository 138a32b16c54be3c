import FolioCore

/// The search matches a page view marks: translucent rectangles over the matched text, the
/// current match in a stronger colour. Rectangles are in the page's own coordinates (PDF
/// points from the top left, or the typeset page's points), so a page draws them at any size.
struct SearchHighlights: Equatable {
    /// Each page's matches, each match its rectangles.
    var matchesByPage: [Int: [[Rect]]] = [:]
    /// The match the reader went to: its page and its place among that page's matches.
    var current: (page: Int, match: Int)?

    /// No highlights.
    static let none = SearchHighlights()

    /// The colour of a match.
    static let matchColor = Color(red: 1, green: 0.82, blue: 0, alpha: 0.38)
    /// The colour of the current match.
    static let currentColor = Color(red: 1, green: 0.45, blue: 0, alpha: 0.5)

    /// Whether any match lies on `page`; asked of every page shown in every frame, so it makes
    /// no array.
    func hasMarks(onPage page: Int) -> Bool {
        matchesByPage[page].map { matches in matches.contains { !$0.isEmpty } } ?? false
    }

    /// The rectangles on `page` with the colour each is drawn in.
    func marks(onPage page: Int) -> [(rect: Rect, color: Color)] {
        guard let matches = matchesByPage[page] else { return [] }
        var marks: [(Rect, Color)] = []
        for (index, rects) in matches.enumerated() {
            let isCurrent = current?.page == page && current?.match == index
            for rect in rects { marks.append((rect, isCurrent ? Self.currentColor : Self.matchColor)) }
        }
        return marks
    }

    static func == (lhs: SearchHighlights, rhs: SearchHighlights) -> Bool {
        lhs.matchesByPage == rhs.matchesByPage && lhs.current?.page == rhs.current?.page
            && lhs.current?.match == rhs.current?.match
    }
}
