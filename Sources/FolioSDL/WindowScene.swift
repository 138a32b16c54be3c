public import FolioCore
public import FolioRender
public import FolioUI

/// Shows a Folio `Window` through an ``SDLHost``: events go to the window, each frame runs
/// `Window.update()` and composites `Window.layerTree()`.
///
/// An Escape key press that no responder handles closes the window, so a screen that wants
/// Escape for "back" handles it, and the first screen lets it quit.
///
/// ```swift
/// let clock = SystemClock()
/// let window = Window(size: Size(width: 800, height: 600), clock: clock)
/// window.rootViewController = GalleryViewController()
/// window.makeKeyAndVisible()
/// let host = try SDLHost(configuration: .init(title: "Folio", size: window.bounds.size), clock: clock)
/// host.run(WindowScene(window: window))
/// ```
@MainActor
public final class WindowScene: SDLScene {
    /// The window shown.
    public let window: Window
    /// The compositor that draws the window's layer tree; it keeps backing stores between frames.
    public let compositor: Compositor
    /// What shows where no view draws.
    public var background: Color
    /// Set to close the window after the current frame.
    public var isFinished = false
    /// The scale of the last frame drawn, which content drawn ahead matches.
    private var lastScale: Double?

    /// Creates a scene for `window`; by default its compositor draws frames on two threads
    /// where there are two cores (`Compositor.forDisplay()`).
    public init(window: Window, compositor: Compositor = .forDisplay(), background: Color = .white) {
        self.window = window
        self.compositor = compositor
        self.background = background
    }

    public func setSize(_ size: Size) {
        window.setSize(size)
    }

    public func sendEvent(_ event: Event) {
        let handled = window.sendEvent(event)
        if !handled, case .key(let key) = event, key.key == .escape, key.phase == .down {
            isFinished = true
        }
    }

    public var needsUpdate: Bool { window.needsUpdate }

    public func update() {
        window.update()
    }

    public func render(into frame: inout Bitmap, scale: Double) {
        lastScale = scale
        compositor.render(window.layerTree(), into: &frame, scale: scale, background: background)
    }

    /// Draws the current state straight into the window's pixels (see
    /// ``SDLHost``: the window surface, when nothing else needs the frame as a `Bitmap`).
    package func render(
        intoPixels base: UnsafeMutablePointer<UInt32>, width: Int, height: Int, rowLength: Int, scale: Double
    ) {
        lastScale = scale
        compositor.render(
            window.layerTree(), intoPixels: base, width: width, height: height, rowLength: rowLength, scale: scale,
            background: background)
    }

    /// Draws one layer marked `drawsAhead` that frames have not drawn, hidden or off screen
    /// (a page view controller's neighbour pages), at the scale of the last frame.
    public func drawAhead() -> Bool {
        guard let scale = lastScale else { return false }
        return compositor.drawAhead(window.layerTree(), scale: scale, limit: 1)
    }
}
