import FolioCore
import FolioUI

/// A screen that only says something (why a gallery screen could not be shown).
final class MessageViewController: ViewController {
    let message: String

    init(message: String) {
        self.message = message
        super.init()
    }

    override func loadView() {
        view = MessageView(message: message)
    }
}

private final class MessageView: View {
    let message: String

    init(message: String) {
        self.message = message
        super.init(frame: .zero)
        backgroundColor = Color(white: 0.96)
    }

    override var drawsContent: Bool { true }

    override func draw(in context: any GraphicsContext) {
        context.draw(
            message, in: bounds.insetBy(dx: 40, dy: 40),
            style: TextStyle(font: Font(family: "Sans", size: 17), color: Color(white: 0.3), alignment: .center))
    }
}
