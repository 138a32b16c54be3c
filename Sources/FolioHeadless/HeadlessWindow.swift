public import FolioCore
import FolioRender
public import FolioUI

/// A window without a screen whose time the test advances frame by frame, the heart of
/// Folio's deterministic tests (and of offline rendering).
///
/// ```swift
/// let host = HeadlessWindow(size: Size(width: 400, height: 300))
/// host.rootViewController = ReaderController()
/// host.drag(from: Point(x: 300, y: 150), to: Point(x: 100, y: 150), duration: 0.2)
/// host.settle()
/// ```
///
/// The window is visible from the start, so setting ``rootViewController`` makes it appear.
/// Creating one makes its screen (the window's size, scale 1 unless told) `Screen.main`, so
/// the default `loadView` makes views of the window's size, as on a device.
/// Every frame advances the `ManualClock` by `1 / framesPerSecond` and runs
/// `Window.update()` (gesture timeouts, display link, layout).
@MainActor
public final class HeadlessWindow {
    /// The manual clock driving the window.
    public let clock: ManualClock
    /// The window under test.
    public let window: Window
    /// The frame rate used by ``advance(frames:)``.
    public let framesPerSecond: Double
    /// Current locations of the touches injected and not yet lifted, by pointer id.
    var touchLocations: [Int: Point] = [:]
    /// The clipboard while this window is the newest: `Pasteboard.general` keeps its text
    /// here, in memory, where a test reads what the app copied.
    public let pasteboard = Pasteboard()
    /// Renders frames for ``render(scale:background:)``, keeping backing stores between them.
    let compositor = Compositor()

    /// Creates a visible headless window.
    ///
    /// - Parameters:
    ///   - size: The window size in points.
    ///   - scale: The screen's pixels per point (`UIScreen.scale`), which views that size
    ///     their pixels to the screen read. Pass the scale you will ``render(scale:background:)``
    ///     at; values below 1 become 1.
    ///   - framesPerSecond: The frame rate of the simulated display.
    public init(size: Size, scale: Double = 1, framesPerSecond: Double = 60) {
        clock = ManualClock()
        self.framesPerSecond = max(framesPerSecond, 1)
        let screen = Screen(size: size, scale: scale)
        screen.makeMain()
        window = Window(size: size, clock: clock, framesPerSecond: self.framesPerSecond)
        window.screen = screen
        window.textMeasurer = PangoTextMeasurer()
        window.makeKeyAndVisible()
        pasteboard.makeGeneral()
    }

    /// The window's root view controller.
    public var rootViewController: ViewController? {
        get { window.rootViewController }
        set {
            window.rootViewController = newValue
            window.update()
        }
    }

    /// The duration of one frame in seconds.
    public var frameDuration: Double { 1 / framesPerSecond }

    /// Runs `frames` frames, advancing the clock by one frame duration before each.
    public func advance(frames: Int = 1) {
        for _ in 0..<max(frames, 0) {
            clock.advance(by: frameDuration)
            window.update()
        }
    }

    /// Advances time by `seconds`, one frame at a time; a remainder shorter than a frame
    /// becomes one last, shorter frame, so the clock ends exactly `seconds` later.
    public func advance(by seconds: Double) {
        let target = clock.now + seconds
        while clock.now + frameDuration <= target + 1e-9 {
            advance(frames: 1)
        }
        if clock.now < target - 1e-12 {
            clock.advance(to: target)
            window.update()
        }
    }

    /// Runs frames until nothing is pending (no animation, display-link callback, layout or
    /// gesture timeout), for at most `maxSeconds`.
    ///
    /// - Returns: Whether the window came to rest.
    @discardableResult
    public func settle(maxSeconds: Double = 10) -> Bool {
        let limit = clock.now + maxSeconds
        window.update()
        while window.hasPendingWork, clock.now < limit {
            advance(frames: 1)
        }
        return !window.hasPendingWork
    }

    /// Resizes the window and its screen (a rotation when the aspect flips) and runs a frame.
    public func resize(to size: Size) {
        window.screen.update(size: size)
        window.setSize(size)
        window.update()
    }

    /// The layer tree the window publishes now.
    public func layerTree() -> LayerNode {
        window.layerTree()
    }
}
