import FolioCore
import FolioUI

/// The gallery's first screen: the list of screens with their keys, in a scroll view so that
/// it fits any window (wheel, drag, arrow keys, Page Up / Page Down, Home / End); a tap opens
/// a screen.
final class GalleryMenuViewController: ViewController {
    let screens: [GalleryScreen]
    let onOpen: @MainActor (Int) -> Void
    /// The scroll view the menu lives in (the controller's view).
    let scrollView = ScrollView()
    /// The list itself, as tall as its rows.
    let menuView: GalleryMenuView

    init(screens: [GalleryScreen], onOpen: @escaping @MainActor (Int) -> Void) {
        self.screens = screens
        self.onOpen = onOpen
        menuView = GalleryMenuView(screens: screens)
        super.init()
    }

    override func loadView() {
        scrollView.backgroundColor = GalleryMenuView.background
        scrollView.alwaysBounceVertical = true
        scrollView.showsHorizontalScrollIndicator = false
        menuView.addGestureRecognizer(
            TapGestureRecognizer { [unowned self] recognizer in
                guard let index = self.menuView.rowIndex(at: recognizer.location(in: self.menuView)) else { return }
                self.onOpen(index)
            })
        menuView.addRowControls { [unowned self] index in self.onOpen(index) }
        scrollView.addSubview(menuView)
        view = scrollView
    }

    override func viewWillLayoutSubviews() {
        let width = scrollView.bounds.width
        let height = menuView.contentHeight(forWidth: width)
        let frame = Rect(x: 0, y: 0, width: width, height: height)
        if menuView.frame != frame { menuView.frame = frame }
        if scrollView.contentSize != frame.size { scrollView.contentSize = frame.size }
    }

    override func viewDidAppear(_ animated: Bool) {
        // The arrow and page keys scroll the menu; the keys it does not use (1–9, letters,
        // Tab, Escape) travel on up the responder chain to the gallery.
        _ = scrollView.becomeFirstResponder()
    }
}
