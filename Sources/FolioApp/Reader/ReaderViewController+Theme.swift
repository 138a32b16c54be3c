import FolioCore
import FolioPaging
import FolioUI

/// The reader's colours: the theme key and what a theme changes.
extension ReaderViewController {
    /// The key that moves to the next theme: light, sepia, dark, light…
    static let themeKey = Key.character("d")

    /// The reader's colours now.
    var theme: ReaderTheme { book.theme }

    /// Handles the theme key; false for every other key (and while the contents are open,
    /// or a page is turning, when the pages cannot be swapped).
    func handleThemeKey(_ event: KeyEvent) -> Bool {
        guard event.key == Self.themeKey, event.modifiers.isEmpty, contentsView == nil, !isTurning else {
            return false
        }
        setTheme(theme.next)
        onThemeChange?(theme)
        return true
    }

    /// Shows the book in `theme`: the desk and label at once, and the pages drawn again (PDF
    /// pages recoloured once each, as they are shown).
    func setTheme(_ theme: ReaderTheme) {
        guard theme != book.theme else { return }
        book.theme = theme
        applyThemeColors()
        // The pages on screen, and those kept beside them, were drawn in the old colours.
        let index = currentIndex
        isRepaginating = true
        pageViewController.reloadData()
        pageViewController.setCurrentIndex(index, animated: false)
        isRepaginating = false
        continuousView?.redrawPages()
        pageDidChange()
    }

    /// Colours what the reader draws around the pages, and the panels open over them, for
    /// ``theme``. Photos beside the paper keep their dark background and light label in
    /// every theme.
    func applyThemeColors() {
        view.backgroundColor = Self.background(for: book)
        pageLabel.textColor = book.style == .pictures ? Color(white: 0.7) : theme.label
        pageViewController.curlPaperColor = theme.paper
        // A panel left open (a search the pointer moved away from) changes with the pages.
        searchBarController?.bar.apply(theme)
        goToPageView?.apply(theme)
    }
}
