import FolioCore
import FolioUI

/// The gallery: a tab strip over the current screen, a menu to start from, and keys to move
/// around — 1–9 and then a, b, c, … open a screen (``GalleryKeys``), Tab and Shift-Tab step
/// through them, Escape goes back to the menu (and, on the menu, closes the window).
final class GalleryViewController: ViewController, AppStateReporting {
    static let preferredSize = Size(width: 1000, height: 720)
    static let tabStripHeight = 44.0

    let screens: [GalleryScreen]
    /// The open screen, or nil for the menu.
    private(set) var selectedIndex: Int?
    private(set) var current: ViewController?
    private let tabStrip: GalleryTabStrip
    private let content = View()

    init(screens: [GalleryScreen] = GalleryCatalog.screens()) {
        self.screens = screens
        tabStrip = GalleryTabStrip(
            titles: ["Menu"] + screens.map { $0.tabTitle ?? $0.title },
            keys: [nil] + screens.indices.map { GalleryKeys.key(forScreen: $0) })
        super.init()
        title = "Folio Gallery"
    }

    override func loadView() {
        let root = View()
        root.backgroundColor = Color(white: 0.96)
        tabStrip.onSelect = { [unowned self] index in self.select(index == 0 ? nil : index - 1) }
        root.addSubview(tabStrip)
        content.clipsToBounds = true
        root.addSubview(content)
        view = root
    }

    override func viewDidLoad() {
        select(nil)
    }

    override func viewWillLayoutSubviews() {
        let bounds = view.bounds
        tabStrip.frame = Rect(x: 0, y: 0, width: bounds.width, height: Self.tabStripHeight)
        content.frame = Rect(
            x: 0, y: Self.tabStripHeight, width: bounds.width, height: max(bounds.height - Self.tabStripHeight, 0))
        current?.viewIfLoaded?.frame = Rect(origin: .zero, size: content.bounds.size)
    }

    /// Opens screen `index` (nil: the menu), replacing the current one.
    func select(_ index: Int?) {
        guard index.map({ screens.indices.contains($0) }) ?? true else { return }
        // A screen's modal presentations hang off the gallery (the top-most presenter, as in
        // UIKit): take them down with the screen.
        if presentedViewController != nil { dismiss(animated: false) }
        if let old = current {
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        let next: ViewController
        if let index {
            do {
                next = try screens[index].make()
            } catch {
                next = MessageViewController(message: "\(screens[index].title) could not be shown: \(error)")
            }
        } else {
            next = GalleryMenuViewController(screens: screens) { [unowned self] in self.select($0) }
        }
        // A freshly made controller has no parent, so adding it cannot fail.
        try? addChild(next)
        next.view.frame = Rect(origin: .zero, size: content.bounds.size)
        next.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        content.addSubview(next.view)
        next.didMove(toParent: self)
        current = next
        selectedIndex = index
        tabStrip.selectedIndex = index.map { $0 + 1 } ?? 0
    }

    override func keyDown(_ event: KeyEvent) -> Bool {
        // Keys reach the gallery up the responder chain from a screen's first responder (a
        // page view controller, a scroll view) when the screen does not use them, or
        // directly when no view is first responder (the menu).
        switch event.key {
        case .character(let character) where event.modifiers.isEmpty:
            if let index = GalleryKeys.screen(forKey: character, count: screens.count) {
                select(index)
                return true
            }
        case .tab where !screens.isEmpty, .pageDown where isScreenStep(event), .pageUp where isScreenStep(event):
            // Tab reaches here only when no view on the screen takes keyboard focus (the
            // window moves focus otherwise); Control-Page Down/Up step screens everywhere.
            let count = screens.count + 1
            let back = event.modifiers.contains(.shift) || event.key == .pageUp
            let position = (selectedIndex.map { $0 + 1 } ?? 0) + (back ? count - 1 : 1)
            select(position % count == 0 ? nil : position % count - 1)
            return true
        case .escape:
            guard selectedIndex != nil else { return false }
            select(nil)
            return true
        default:
            break
        }
        return super.keyDown(event)
    }

    private func isScreenStep(_ event: KeyEvent) -> Bool {
        !screens.isEmpty && event.modifiers.contains(.control)
    }

    var stateDescription: String {
        guard let index = selectedIndex else { return "screen=menu" }
        let detail = (current as? any AppStateReporting)?.stateDescription
        return "screen=\(screens[index].id)" + (detail.map { " " + $0 } ?? "")
    }
}
