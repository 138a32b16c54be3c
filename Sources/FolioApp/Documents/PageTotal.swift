/// The number of pages the reader tells: exact, or, while a long text is still being laid
/// out, an estimate ("~940") or the pages known so far ("61+").
struct PageTotal: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        /// Every page is known.
        case exact
        /// An estimate from the share of the text laid out so far.
        case estimate
        /// At least this many: the text's length is not known ahead (a plain-text file).
        case atLeast
    }

    var count: Int
    var kind: Kind

    /// As the page bar shows it: "940", "~940", "61+".
    var text: String {
        switch kind {
        case .exact: "\(count)"
        case .estimate: "~\(count)"
        case .atLeast: "\(count)+"
        }
    }

    /// As a screen reader says it: "940", "about 940", "at least 61".
    var spokenText: String {
        switch kind {
        case .exact: "\(count)"
        case .estimate: "about \(count)"
        case .atLeast: "at least \(count)"
        }
    }
}
