public import FolioCore

/// The display an app's windows are on, the counterpart of `UIScreen`.
///
/// ```swift
/// let width = Screen.main.bounds.size.width
/// let pixelsPerPoint = Screen.main.scale
/// ```
///
/// The host defines it: the SDL host from its window (its size in points and the display's
/// pixels per point, updated when the window is resized), the headless window from the
/// size and scale it was given (scale 1 unless told). Before any host exists, ``main`` is
/// 0 × 0 at scale 1.
///
/// As in UIKit, a view controller's default ``ViewController/loadView()`` makes a view the
/// size of ``main``'s bounds, so `child.view.frame = self.view.frame` in `viewDidLoad`
/// fills the screen.
///
/// - Note: Folio has one screen per host; `Screen.screens` and external displays do not exist.
@MainActor
public final class Screen {
    /// The screen the most recently created host shows its window on.
    public private(set) static var main = Screen(bounds: .zero, scale: 1)

    /// The screen's rectangle in points, its origin at zero; it follows rotations
    /// (the host's resizes), as UIKit's does since iOS 8.
    public private(set) var bounds: Rect
    /// Pixels per point.
    public private(set) var scale: Double

    /// The screen's rectangle in pixels.
    public var nativeBounds: Rect {
        Rect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// Pixels per point of the physical display; the same as ``scale`` here.
    public var nativeScale: Double { scale }

    /// Creates a screen of `size` points at `scale` pixels per point; hosts make one.
    ///
    /// - Parameters:
    ///   - size: The size in points.
    ///   - scale: Pixels per point; values below 1 (or not finite) become 1.
    package init(size: Size, scale: Double = 1) {
        bounds = Rect(origin: .zero, size: size)
        self.scale = scale.isFinite && scale >= 1 ? scale : 1
    }

    private convenience init(bounds: Rect, scale: Double) {
        self.init(size: bounds.size, scale: scale)
    }

    /// Changes the size (a host window resized or rotated) and, when given, the scale.
    package func update(size: Size, scale: Double? = nil) {
        bounds = Rect(origin: .zero, size: size)
        if let scale, scale.isFinite, scale >= 1 { self.scale = scale }
    }

    /// Makes this screen ``main``; hosts call it when they start.
    package func makeMain() {
        Screen.main = self
    }
}
