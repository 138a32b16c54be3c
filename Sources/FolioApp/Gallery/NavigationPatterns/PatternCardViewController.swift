import FolioCore
import FolioUI

/// One screen of the pattern demos: a coloured card with a heading, a line of explanation
/// and buttons, drawn by Folio itself so the demos need no assets.
@MainActor
final class PatternCardViewController: ViewController {
    /// A button under the text.
    struct Button {
        var title: String
        var action: @MainActor (PatternCardViewController) -> Void
    }

    let heading: String
    let body: String
    let color: Color
    var buttons: [Button]

    init(_ heading: String, body: String, color: Color, buttons: [Button] = []) {
        self.heading = heading
        self.body = body
        self.color = color
        self.buttons = buttons
        super.init()
        title = heading
    }

    override func loadView() {
        let card = PatternCardView(heading: heading, body: body, color: color)
        for button in buttons {
            card.addSubview(
                DemoButton(title: button.title, tint: color.interpolated(to: .black, fraction: 0.35)) {
                    [weak self] in
                    guard let self else { return }
                    button.action(self)
                })
        }
        view = card
    }
}
