import FolioCore
import FolioUI

/// Connects the reader's ``SearchBar`` to its ``ReaderSearchSession``: what is typed becomes
/// the query, Return goes to the next match, and the status and the highlights on the
/// pages follow the search.
final class SearchBarController: TextFieldDelegate {
    let bar = SearchBar()
    let session: ReaderSearchSession
    /// Asks the pages on screen to draw again when their highlights changed.
    var redrawPages: (_ changed: (Int) -> Bool) -> Void = { _ in }
    private var shownHighlights = SearchHighlights.none

    init(session: ReaderSearchSession) {
        self.session = session
        bar.field.delegate = self
        bar.field.addAction(
            Control.Action { [unowned self] _ in self.session.setQuery(self.bar.field.text ?? "") },
            for: .editingChanged)
        session.onChange = { [unowned self] in self.sessionDidChange() }
    }

    /// Return: the next match, and the field keeps the keyboard.
    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        session.next()
        return false
    }

    private func sessionDidChange() {
        bar.statusLabel.text = session.status
        let highlights = session.book.searchHighlights
        guard highlights != shownHighlights else { return }
        let old = shownHighlights
        shownHighlights = highlights
        redrawPages { page in
            old.matchesByPage[page] != highlights.matchesByPage[page]
                || (old.current?.page == page) != (highlights.current?.page == page)
                || (highlights.current?.page == page && old.current?.match != highlights.current?.match)
        }
    }
}
