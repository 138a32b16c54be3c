import FolioCore
import FolioUI

/// The colours of the panels the reader opens over the page: contents, search, go to page,
/// and the question before an outside link opens.
///
/// A panel is the reader's own, not the book's, so it is not recoloured as a page is: each
/// theme names its panel colours, chosen so that a dark panel over a dark page does not
/// glare and a light one over sepia reads as the same paper. The selection and the caret
/// keep the system blue in every theme, as they do in a desktop's dark style.
extension ReaderTheme {
    /// The dimming over the page behind a panel that takes the whole window.
    var scrim: Color { isDark ? Color(white: 0, alpha: 0.6) : Color(white: 0, alpha: 0.45) }

    /// The inside of a text field on a panel.
    var field: Color {
        switch self {
        case .light: .white
        case .sepia: Color(rgb: 0xFFFBF2)
        case .dark: Color(rgb: 0x3A3B40)
        }
    }

    /// A button that is not the default one (Cancel), and the rules between rows.
    var secondaryButton: Color {
        switch self {
        case .light: Color(white: 0.9)
        case .sepia: Color(rgb: 0xE9DFC8)
        case .dark: Color(rgb: 0x45464C)
        }
    }

    /// Words that say something went wrong ("There is no page 900").
    var warning: Color { isDark ? Color(rgb: 0xFF8A80) : Color(red: 0.75, green: 0.1, blue: 0.1) }

    /// Gives `field` this theme's colours. The light theme keeps UIKit's rounded-rect field;
    /// the others draw a borderless field on their own colour with rounded corners, as an iOS
    /// app styles a field for a dark or tinted screen, since a white field would glare there.
    @MainActor func style(_ field: TextField) {
        field.textColor = panelText
        if self == .light {
            field.borderStyle = .roundedRect
            field.backgroundColor = nil
            field.cornerRadius = 0
        } else {
            field.borderStyle = .none
            field.backgroundColor = self.field
            field.cornerRadius = 5
        }
    }
}
