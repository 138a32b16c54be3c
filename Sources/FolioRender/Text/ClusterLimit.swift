/// Caps the marks one character carries, before Pango sees the text.
///
/// Pango shapes a grapheme cluster (a letter and the accents, joiners and selectors that
/// combine with it) as one unit, in time that grows with the square of its length: one
/// letter with 100,000 combining accents in a 200 KB text never finished laying out. A
/// cluster keeps its first ``maximumMarks`` scalars after its base, and the rest are
/// dropped.
///
/// Dropped, not split: marks split off a cluster would each be drawn on a dotted circle,
/// thousands of them, and no script stacks anywhere near this many marks on one letter
/// (Unicode's Stream-Safe Text Format bounds a run of combining marks at 30 for the same
/// reason). Nothing of ordinary text changes.
package enum ClusterLimit {
    /// The most scalars kept after a cluster's first: Unicode's stream-safe bound.
    package static let maximumMarks = 30

    /// `text` with every grapheme cluster cut to its first `maximumMarks + 1` scalars;
    /// `text` itself when no cluster is that long (ASCII never is).
    package static func capped(_ text: String, maximumMarks: Int = maximumMarks) -> String {
        guard !text.utf8.allSatisfy({ $0 < 0x80 }), hasLongCluster(text, maximumMarks) else { return text }
        var result = String.UnicodeScalarView()
        for character in text {
            result.append(contentsOf: character.unicodeScalars.prefix(maximumMarks + 1))
        }
        return String(result)
    }

    /// Whether some cluster has more than `maximumMarks` scalars after its first (most text
    /// has none: no copy).
    private static func hasLongCluster(_ text: String, _ maximumMarks: Int) -> Bool {
        var scalars = 0
        // A run of scalars that are not the first of a character: cheaper to find by
        // counting scalars per character only where a character has more than one.
        for character in text where character.utf8.count > 4 {
            scalars = 0
            for _ in character.unicodeScalars {
                scalars += 1
                if scalars > maximumMarks + 1 { return true }
            }
        }
        return false
    }
}
