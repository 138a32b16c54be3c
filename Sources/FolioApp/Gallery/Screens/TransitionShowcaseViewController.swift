import FolioCore
import FolioPaging
import FolioUI

/// The custom transitions: the sample book in a scroll-style page view controller whose
/// transition is picked from a strip at the bottom (or cycled with the T key).
final class TransitionShowcaseViewController: ViewController, AppStateReporting {
    static let choices: [TransitionChoice] = [.cube, .coverFlow, .stack, .zoomOut, .flip, .fade, .scroll]
    static let stripHeight = 40.0

    let reader: ReaderViewController
    private let strip: GalleryTabStrip
    private(set) var selected = 0

    init(book: Book) throws(ReaderError) {
        reader = try ReaderViewController(book: book, turnStyle: TurnStyle(transition: Self.choices[0]))
        strip = GalleryTabStrip(titles: Self.choices.map(\.rawValue))
        super.init()
        title = "Custom transitions"
    }

    override func loadView() {
        let root = View()
        root.backgroundColor = Color(white: 0.85)
        try? addChild(reader)
        root.addSubview(reader.view)
        reader.didMove(toParent: self)
        strip.onSelect = { [unowned self] index in self.select(index) }
        root.addSubview(strip)
        view = root
    }

    override func viewWillLayoutSubviews() {
        let bounds = view.bounds
        reader.view.frame = Rect(x: 0, y: 0, width: bounds.width, height: max(bounds.height - Self.stripHeight, 1))
        strip.frame = Rect(x: 0, y: bounds.height - Self.stripHeight, width: bounds.width, height: Self.stripHeight)
    }

    func select(_ index: Int) {
        guard Self.choices.indices.contains(index) else { return }
        selected = index
        strip.selectedIndex = index
        if let transition = ReaderViewController.pageTransition(for: Self.choices[index]) {
            reader.pageViewController.transition = transition
        }
    }

    override func keyDown(_ event: KeyEvent) -> Bool {
        // The page view controller is the first responder; keys it does not use come here.
        guard event.key == .character("t") else { return super.keyDown(event) }
        select((selected + 1) % Self.choices.count)
        return true
    }

    var stateDescription: String { "transition=\(Self.choices[selected].rawValue) \(reader.stateDescription)" }
}
