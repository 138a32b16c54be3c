import FolioCore
import FolioUI

/// The reader's search field over the page: a ``TextField`` for the query and, beside it,
/// what the search found ("3 of 41", "No matches").
final class SearchBar: View {
    let field = TextField()
    let statusLabel = Label()

    static let height = 44.0
    static let width = 380.0

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = Color(white: 0.97)
        cornerRadius = 8
        field.placeholder = "Search"
        field.borderStyle = .roundedRect
        field.font = .systemFont(ofSize: 16)
        statusLabel.font = .systemFont(ofSize: 14)
        statusLabel.textColor = Color(white: 0.3)
        statusLabel.textAlignment = .right
        addSubview(field)
        addSubview(statusLabel)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let statusWidth = 104.0
        field.frame = Rect(x: 8, y: 6, width: max(bounds.width - statusWidth - 20, 40), height: bounds.height - 12)
        statusLabel.frame = Rect(x: bounds.width - statusWidth - 8, y: 0, width: statusWidth, height: bounds.height)
    }

    /// Colours the bar and its field for `theme`.
    func apply(_ theme: ReaderTheme) {
        backgroundColor = theme.panel
        statusLabel.textColor = theme.panelSecondaryText
        theme.style(field)
    }

    /// Where the bar sits in a view of `size`: centred at the top, narrower in a narrow window.
    static func frame(in size: Size) -> Rect {
        let width = min(Self.width, max(size.width - 24, 120))
        return Rect(x: ((size.width - width) / 2).rounded(), y: 12, width: width, height: Self.height)
    }
}
