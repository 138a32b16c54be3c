import FolioCore
import FolioTesting
import FolioUI

/// A headless window whose root view holds one full-size scroll view with a recording delegate.
@MainActor
struct ScrollHarness {
    let host: HeadlessWindow
    let scrollView: ScrollView
    let recorder = ScrollViewDelegateRecorder()

    init(
        size: Size = Size(width: 400, height: 300), contentSize: Size, paging: Bool = false,
        scrollView: ScrollView = ScrollView()
    ) {
        host = HeadlessWindow(size: size)
        let root = ViewController()
        host.rootViewController = root
        self.scrollView = scrollView
        scrollView.frame = Rect(origin: .zero, size: size)
        scrollView.contentSize = contentSize
        scrollView.isPagingEnabled = paging
        scrollView.delegate = recorder
        root.view.addSubview(scrollView)
        host.advance()
    }

    /// The window point at the scroll view's centre.
    var center: Point { Point(x: host.window.bounds.width / 2, y: host.window.bounds.height / 2) }

    /// Drags by `translation` over `duration`, then holds the finger still long enough for the
    /// release velocity to be zero, and lifts.
    func slowDrag(from start: Point, by translation: Point, duration: Double = 0.5) {
        host.drag(from: start, to: start + translation, duration: duration, lift: false)
        host.advance(by: 0.2)
        host.touchUp()
    }
}

/// The pan slop already covered by the first move of a constant-speed drag: the content does
/// not follow the finger for the part of the movement before the pan began.
func slop(ofDragBy distance: Double, duration: Double, framesPerSecond: Double = 60) -> Double {
    let frames = max(1, Int((duration * framesPerSecond).rounded()))
    let step = distance / Double(frames)
    var moved = 0.0
    while moved < 10 - 1e-9 { moved += step }
    return moved
}
