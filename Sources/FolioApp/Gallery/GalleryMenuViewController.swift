import FolioCore
import FolioUI

/// The gallery's first screen: the list of screens, with their keys; a tap opens one.
final class GalleryMenuViewController: ViewController {
    let screens: [GalleryScreen]
    let onOpen: @MainActor (Int) -> Void

    init(screens: [GalleryScreen], onOpen: @escaping @MainActor (Int) -> Void) {
        self.screens = screens
        self.onOpen = onOpen
        super.init()
    }

    override func loadView() {
        let menu = GalleryMenuView(screens: screens)
        menu.addGestureRecognizer(
            TapGestureRecognizer { [unowned self, unowned menu] recognizer in
                guard let index = menu.rowIndex(at: recognizer.location(in: menu)) else { return }
                self.onOpen(index)
            })
        view = menu
    }
}

/// Draws the menu: a title, how to get around, and one row per screen.
final class GalleryMenuView: View {
    let screens: [GalleryScreen]
    static let rowHeight = 64.0

    init(screens: [GalleryScreen]) {
        self.screens = screens
        super.init(frame: .zero)
        backgroundColor = Color(white: 0.96)
    }

    override var drawsContent: Bool { true }

    private var listOrigin: Point { Point(x: max(bounds.width / 2 - 320, 24), y: 150) }

    func rowFrame(_ index: Int) -> Rect {
        let origin = listOrigin
        return Rect(
            x: origin.x, y: origin.y + Double(index) * Self.rowHeight, width: min(640, bounds.width - 48),
            height: Self.rowHeight - 8)
    }

    func rowIndex(at point: Point) -> Int? {
        screens.indices.first { rowFrame($0).contains(point) }
    }

    override func draw(in context: any GraphicsContext) {
        let origin = listOrigin
        let width = min(640, bounds.width - 48)
        context.draw(
            "Folio Gallery", in: Rect(x: origin.x, y: 40, width: width, height: 44),
            style: TextStyle(font: Font(family: "Sans", size: 32, weight: .bold), color: Color(white: 0.1)))
        let hint =
            screens.isEmpty
            ? "No navigation patterns are built into this version yet. Press Escape to quit."
            : "Click a pattern or press its number. Tab moves to the next one, Escape comes back here."
        context.draw(
            hint, in: Rect(x: origin.x, y: 92, width: width, height: 44),
            style: TextStyle(font: Font(family: "Sans", size: 15), color: Color(white: 0.4)))
        for (index, screen) in screens.enumerated() {
            let row = rowFrame(index)
            context.setFillColor(.white)
            context.beginPath()
            context.addRoundedRect(row, cornerRadius: 10)
            context.fillPath()
            context.setFillColor(Color.systemBlue)
            context.beginPath()
            context.addEllipse(in: Rect(x: row.minX + 14, y: row.midY - 16, width: 32, height: 32))
            context.fillPath()
            context.draw(
                "\(index + 1)", in: Rect(x: row.minX + 14, y: row.midY - 10, width: 32, height: 22),
                style: TextStyle(font: Font(family: "Sans", size: 15, weight: .bold), color: .white, alignment: .center)
            )
            context.draw(
                screen.title, in: Rect(x: row.minX + 62, y: row.minY + 8, width: row.width - 74, height: 22),
                style: TextStyle(font: Font(family: "Sans", size: 17, weight: .semibold), color: Color(white: 0.12)))
            context.draw(
                screen.summary, in: Rect(x: row.minX + 62, y: row.minY + 31, width: row.width - 74, height: 20),
                style: TextStyle(font: Font(family: "Sans", size: 13), color: Color(white: 0.45)))
        }
    }
}
