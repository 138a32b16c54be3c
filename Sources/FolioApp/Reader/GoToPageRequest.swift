import Foundation

/// What the reader typed in the go-to-page field, and the page it names.
///
/// A number is the page's place in the book, from 1, as `folio open --page` counts; a PDF
/// page label ("iv", "A-3") names the page it is printed on. The field opened with a digit
/// reads a number first; the one opened with `:` reads a label first, so that a book whose
/// numbered pages follow roman ones can be sent to its printed page "3" too.
struct GoToPageRequest: Equatable, Sendable {
    /// Which reading wins when the text is both a number and a label.
    enum Reading: Equatable, Sendable {
        /// The place in the book (a digit opened the field).
        case numberFirst
        /// The printed label (`:` opened the field).
        case labelFirst
    }

    /// What was typed.
    var text: String
    var reading: Reading

    /// The longest entry the field takes: a label is short, and a number this long is
    /// already past any book.
    static let maximumLength = 24

    /// The page (from 0) that `text` names in `book`.
    ///
    /// A text book still being laid out is laid out as far as the number asked for, within
    /// ``Book/restoreLayoutBudget`` pages of what is known, so a mistyped huge number cannot
    /// hold the window up.
    ///
    /// - Throws: ``GoToPageError`` with the words the field shows.
    @MainActor
    func pageIndex(in book: Book) throws(GoToPageError) -> Int {
        let typed = text.trimmingCharacters(in: .whitespaces)
        guard !typed.isEmpty else { throw .empty }
        let label = book.pageIndex(forLabel: typed)
        let number = Int(typed).flatMap { pageIndex(ofNumber: $0, in: book) }
        let found = reading == .numberFirst ? number ?? label : label ?? number
        if let found { return found }
        if Int(typed) != nil || typed.allSatisfy(\.isNumber) {
            throw .outOfRange(typed, pageText(of: book))
        }
        throw .noSuchLabel(typed)
    }

    /// Page `number` (from 1) when the book has it.
    @MainActor
    private func pageIndex(ofNumber number: Int, in book: Book) -> Int? {
        guard number >= 1 else { return nil }
        let known = book.pages.count
        let (reachable, overflow) = known.addingReportingOverflow(Book.restoreLayoutBudget)
        guard overflow || number - 1 <= reachable, book.page(at: number - 1) != nil else { return nil }
        return number - 1
    }

    /// "1 to 311"; for a text still being laid out, "1 to ~940" (an estimate) or "1 to 40
    /// so far" (a plain-text file, whose length is not known ahead).
    @MainActor
    private func pageText(of book: Book) -> String {
        let total = book.pageTotal
        return total.kind == .atLeast ? "1 to \(total.count) so far" : "1 to \(total.text)"
    }
}
