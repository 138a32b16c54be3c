import FolioCore
import FolioUI

/// The small field over the bottom of the page where a page number or label is typed:
/// opened by a digit (which it shows) or `:`, Return goes there, Escape closes it.
///
/// The field is first responder while it shows, so digits and letters are text here rather
/// than the reader's keys. A page that does not exist is said under the field, and the
/// field stays open to be corrected.
final class GoToPageView: View, TextFieldDelegate {
    let field = TextField()
    let reading: GoToPageRequest.Reading
    /// Asked to go to what was typed: returns the words to show when it cannot, or nil
    /// once it went there (the reader then closes the field).
    var onGo: @MainActor (GoToPageRequest) -> String? = { _ in nil }
    /// Called when Escape closes the field without going anywhere.
    var onCancel: @MainActor () -> Void = {}
    private let titleLabel = Label()
    private let messageLabel = Label()

    /// The panel's size in points.
    static let panelSize = Size(width: 260, height: 92)

    /// A field showing `typed` (the digit that opened it), reading numbers or labels first.
    init(typed: String, reading: GoToPageRequest.Reading) {
        self.reading = reading
        super.init(frame: Rect(origin: .zero, size: Self.panelSize))
        backgroundColor = Color(white: 0.98, alpha: 0.97)
        cornerRadius = 10
        titleLabel.text = reading == .numberFirst ? "Go to page" : "Go to page label"
        titleLabel.font = Font(family: "Sans", size: 13, weight: .semibold)
        titleLabel.textColor = Color(white: 0.25)
        field.text = typed
        field.font = Font(family: "Sans", size: 16)
        field.borderStyle = .roundedRect
        field.maximumLength = GoToPageRequest.maximumLength
        field.delegate = self
        messageLabel.font = Font(family: "Sans", size: 12)
        messageLabel.textColor = Color(red: 0.75, green: 0.1, blue: 0.1)
        messageLabel.numberOfLines = 1
        messageLabel.lineBreakMode = .byTruncatingTail
        [titleLabel, field, messageLabel].forEach(addSubview)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width - 24
        titleLabel.frame = Rect(x: 12, y: 8, width: width, height: 18)
        field.frame = Rect(x: 12, y: 28, width: width, height: 32)
        messageLabel.frame = Rect(x: 12, y: 64, width: width, height: 18)
    }

    /// Colours the panel, its title, field and message for `theme`.
    func apply(_ theme: ReaderTheme) {
        backgroundColor = theme.panel.withAlphaComponent(0.97)
        titleLabel.textColor = theme.panelSecondaryText
        messageLabel.textColor = theme.warning
        theme.style(field)
    }

    /// What the field says under the text: nothing, or why it cannot go there.
    var message: String { messageLabel.text ?? "" }

    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        let request = GoToPageRequest(text: textField.text ?? "", reading: reading)
        if let problem = onGo(request) { messageLabel.text = problem }
        return false
    }

    /// Escape closes the field; every other key the field does not take goes on up.
    override func keyDown(_ event: KeyEvent) -> Bool {
        guard event.key == .escape, event.modifiers.isEmpty else { return super.keyDown(event) }
        onCancel()
        return true
    }
}
