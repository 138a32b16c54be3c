/// One step through the book: towards the pages *after* the current ones or *before* them.
///
/// The brain only knows reading order; the adapter maps steps to screen directions
/// (right-to-left for horizontal books, bottom-to-top for vertical ones, swapped in RTL).
package enum PageStep: Hashable, Sendable, CaseIterable {
    /// Towards `page(after:)`.
    case forward
    /// Towards `page(before:)`.
    case reverse

    /// The other step.
    package var opposite: PageStep { self == .forward ? .reverse : .forward }

    /// `+1` for forward, `-1` for reverse: the sign of progress and index changes.
    package var sign: Int { self == .forward ? 1 : -1 }

    /// The step whose sign matches `value`, or `nil` for zero (and NaN).
    package init?(sign value: Double) {
        if value > 0 {
            self = .forward
        } else if value < 0 {
            self = .reverse
        } else {
            return nil
        }
    }
}
