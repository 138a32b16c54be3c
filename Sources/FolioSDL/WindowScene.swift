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
    /// The last frame drawn into pixels that keep it (the window surface), from which the
    /// next frame's damage is measured; nil after a frame drawn elsewhere.
    private var lastDrawnInPlace: DrawnFrame?
    /// Whether the host's bitmap lacks pixels the window shows: a scroll moved the window
    /// surface's pixels instead of the bitmap's (``render(into:scale:surfaceRatio:redrawsOnlyDamage:)``).
    private var bitmapIsPartial = false
    /// Pixels the host drew over the last frame (the statistics overlay): a scroll's move
    /// carries them along, so they are drawn again where they land.
    package var pixelsDrawnOver: IntRect?
    /// Whether SDL is composing text (``SDLTextInput``), kept in step with the first responder.
    private var textInput = SDLTextInput()

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
        textInput.follow(window)
        if !handled, case .key(let key) = event, key.key == .escape, key.phase == .down {
            isFinished = true
        }
    }

    public var needsUpdate: Bool { window.needsUpdate }

    /// When the window's pending gesture timeout falls due, if that is all it waits for and
    /// the last frame changed no pixel (a press that may still become a double tap). While
    /// frames change (a drag), the host keeps drawing on its cadence instead: a frame
    /// started the moment input woke an idle loop drew a curl at 4K about 2.5 ms slower.
    public var onlyWaitsUntil: Double? { lastFrameChangedNothing ? window.onlyWaitsUntil : nil }

    /// Whether the last frame drawn over the one before found nothing to draw.
    private var lastFrameChangedNothing = false

    public func update() {
        window.update()
        textInput.follow(window)
    }

    public func render(into frame: inout Bitmap, scale: Double) {
        lastScale = scale
        lastDrawnInPlace = nil
        bitmapIsPartial = false
        lastFrameChangedNothing = false
        compositor.render(window.layerTree(), into: &frame, scale: scale, background: background)
    }

    /// Draws the current state into `frame` and returns the pixels it drew: only what changed
    /// since the last frame when `frameHoldsLastFrame` promises that `frame` holds it (the
    /// host's bitmap for a frame larger than the window surface, which it keeps).
    package func render(
        into frame: inout Bitmap, scale: Double, frameHoldsLastFrame: Bool, redrawsOnlyDamage: Bool = true
    ) -> IntRect {
        let (width, height) = (frame.width, frame.height)
        var drawn = IntRect(x0: 0, y0: 0, x1: width, y1: height)
        frame.pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            drawn = render(
                intoPixels: base, width: width, height: height, rowLength: width, scale: scale,
                pixelsHoldLastFrame: frameHoldsLastFrame && !bitmapIsPartial, redrawsOnlyDamage: redrawsOnlyDamage)
        }
        bitmapIsPartial = false
        return drawn
    }

    /// Draws the current state into `frame`, `ratio` times the window surface's size, over
    /// the last frame the surface shows, leaving a scroll's move to the surface
    /// (`SDLPresenter.upload(_:damage:ratio:alsoChanged:)`): only the rectangles of the
    /// returned damage are drawn, on whole multiples of `ratio`. Returns nil after drawing the
    /// whole frame (no last frame to draw over).
    package func render(into frame: inout Bitmap, scale: Double, surfaceRatio k: Int, redrawsOnlyDamage: Bool = true)
        -> FrameDamage?
    {
        lastScale = scale
        let tree = window.layerTree()
        let (width, height) = (frame.width, frame.height)
        let drawn = DrawnFrame(tree: tree, width: width, height: height, scale: scale, background: background)
        let whole = IntRect(x0: 0, y0: 0, x1: width, y1: height)
        defer { lastDrawnInPlace = drawn }
        guard k > 0, redrawsOnlyDamage, let last = lastDrawnInPlace, last.isDrawn(like: drawn) else {
            bitmapIsPartial = false
            lastFrameChangedNothing = false
            compositor.render(tree, into: &frame, scale: scale, background: background)
            return nil
        }
        var found = compositor.frameDamage(from: last.tree, to: tree, scale: scale, bounds: whole)
        addMovedOverlay(to: &found)
        var damage = FrameDamage(move: found.move?.scaledDown(by: k) == nil ? nil : found.move)
        if damage.move == nil, let move = found.move { damage.rects.add(move.rect) }
        for index in 0..<found.rects.count {
            let r = found.rects[index]
            let aligned = IntRect(
                x0: r.x0 / k * k, y0: r.y0 / k * k, x1: (r.x1 + k - 1) / k * k, y1: (r.y1 + k - 1) / k * k)
            damage.rects.add(aligned.intersection(whole))
        }
        bitmapIsPartial = bitmapIsPartial || damage.move != nil
        lastFrameChangedNothing = Self.isEmpty(damage)
        frame.pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for index in 0..<max(damage.rects.count, 1) {
                compositor.render(
                    tree, intoPixels: base, width: width, height: height, rowLength: width, scale: scale,
                    background: background, limitedTo: damage.rects.count > 0 ? damage.rects[index] : .empty)
            }
        }
        return damage
    }

    /// Draws the current state straight into the window's pixels (see
    /// ``SDLHost``: the window surface, when nothing else needs the frame as a `Bitmap`) and
    /// returns the pixels it drew.
    ///
    /// When `pixelsHoldLastFrame` promises that the pixels still hold the last frame this
    /// scene drew into them, only what changed since is drawn (``Compositor/damage(from:to:scale:)``);
    /// otherwise, or with `redrawsOnlyDamage` false, the whole frame.
    package func render(
        intoPixels base: UnsafeMutablePointer<UInt32>, width: Int, height: Int, rowLength: Int, scale: Double,
        pixelsHoldLastFrame: Bool = false, redrawsOnlyDamage: Bool = true
    ) -> IntRect {
        lastScale = scale
        let tree = window.layerTree()
        let frame = DrawnFrame(tree: tree, width: width, height: height, scale: scale, background: background)
        let whole = IntRect(x0: 0, y0: 0, x1: width, y1: height)
        guard pixelsHoldLastFrame, redrawsOnlyDamage, let last = lastDrawnInPlace, last.isDrawn(like: frame) else {
            lastFrameChangedNothing = false
            compositor.render(
                tree, intoPixels: base, width: width, height: height, rowLength: rowLength, scale: scale,
                background: background)
            lastDrawnInPlace = frame
            return whole
        }
        // A scroll moves the pixels already there and draws only what scrolled in.
        var damage = compositor.frameDamage(from: last.tree, to: tree, scale: scale, bounds: whole)
        addMovedOverlay(to: &damage)
        lastFrameChangedNothing = Self.isEmpty(damage)
        damage.move?.apply(to: base, rowLength: rowLength)
        for index in 0..<max(damage.rects.count, 1) {
            compositor.render(
                tree, intoPixels: base, width: width, height: height, rowLength: rowLength, scale: scale,
                background: background, limitedTo: damage.rects.count > 0 ? damage.rects[index] : .empty)
        }
        lastDrawnInPlace = frame
        return damage.changed
    }

    /// Whether a frame's damage draws nothing and moves nothing.
    private static func isEmpty(_ damage: FrameDamage) -> Bool {
        damage.move == nil && (0..<damage.rects.count).allSatisfy { damage.rects[$0].isEmpty }
    }

    /// Adds where a move carries ``pixelsDrawnOver``: the scene's pixels are drawn there again.
    private func addMovedOverlay(to damage: inout FrameDamage) {
        guard let move = damage.move, let over = pixelsDrawnOver else { return }
        let shown = over.intersection(move.rect)
        damage.rects.add(IntRect(x0: shown.x0, y0: shown.y0 + move.dy, x1: shown.x1, y1: shown.y1 + move.dy))
        damage.rects.add(shown)
    }

    /// Draws one layer marked `drawsAhead` that frames have not drawn, hidden or off screen
    /// (a page view controller's neighbour pages), at the scale of the last frame.
    public func drawAhead() -> Bool {
        guard let scale = lastScale else { return false }
        return compositor.drawAhead(window.layerTree(), scale: scale, limit: 1)
    }
}

/// A frame drawn into pixels that keep it: its tree and what else decided its pixels.
private struct DrawnFrame {
    let tree: LayerNode
    let width: Int
    let height: Int
    let scale: Double
    let background: Color

    /// Whether `other` is drawn at the same size, scale and background, so that only the
    /// trees' damage tells the two apart.
    func isDrawn(like other: DrawnFrame) -> Bool {
        width == other.width && height == other.height && scale == other.scale && background == other.background
    }
}
