internal import CSDL2
public import FolioCore
internal import FolioRender
public import FolioUI

/// A real window on Linux (X11 or Wayland) that shows an ``SDLScene`` and feeds it input.
///
/// The host converts SDL's mouse, touch, wheel and keyboard events into Folio `Event`s with
/// timestamps on its clock, and redraws only when the scene says something changed, so an
/// idle window costs no CPU. Frames go to the window with one copy and no conversion: into
/// the window surface (on X11 shared memory the X server reads), or into an SDL renderer's
/// streaming texture where the surface is unavailable (``SDLPresentationPath``).
///
/// ```swift
/// let clock = SystemClock()
/// let host = try SDLHost(configuration: .init(title: "Photos", size: Size(width: 900, height: 600)), clock: clock)
/// host.run(scene)   // returns when the window is closed, Ctrl-C is pressed or the scene finishes
/// ```
///
/// - Note: Everything but one call happens on the main thread: SDL is polled from the loop
///   and no SDL callback is installed, so no C code ever calls back into main-actor code from
///   another thread. The exception is `SDL_UpdateWindowSurface` on X11, which runs on a
///   present thread so that showing one frame overlaps drawing the next
///   (`FOLIO_PRESENT_THREAD=0` keeps it on the main thread). SIGINT and SIGTERM are turned into a quit event by SDL's own async-signal-safe
///   handler, and the loop then shuts down cleanly.
@MainActor
public final class SDLHost {
    /// Why the last ``run(_:)`` returned, or nil while it runs (or before).
    public internal(set) var closeReason: CloseReason?

    /// The clock event timestamps refer to; give the same clock to the scene.
    public let clock: any MediaClock
    /// The window's size in points.
    public private(set) var windowSize: Size
    /// Pixels per point.
    public private(set) var scale: Double = 1
    /// The screen this host shows: the window's size in points at the display's pixels per
    /// point, kept up to date on resizes. Opening the host makes it `Screen.main`.
    public let screen = Screen(size: .zero)
    /// The window's title. Setting it changes what the window manager shows at once, so an
    /// app can name the page on screen ("manual.pdf — 12 of 40").
    public var title: String {
        get { configuration.title }
        set {
            guard newValue != configuration.title else { return }
            configuration.title = newValue
            presenter.setTitle(newValue)
        }
    }
    /// What draws frames on the window: "window surface", or the SDL renderer in use
    /// ("opengl", "software", …).
    public var rendererName: String { presenter.rendererName }
    /// How frames reach the screen: the window surface unless it is unavailable, a software
    /// renderer was asked for, or `FOLIO_PRESENTER` names another path.
    public var presentationPath: SDLPresentationPath { presenter.path }
    /// Whether presenting waits for vsync; when it does not, the host paces frames itself.
    public var isVSyncEnabled: Bool { presenter.isVSyncEnabled }
    /// Called after every presented frame with the pixels shown (for logging and testing).
    /// While it is set, frames are drawn into a bitmap and copied to the window, so that the
    /// bitmap exists to hand over.
    public var onFramePresented: (@MainActor (Bitmap) -> Void)?
    /// Called after every presented frame, without the frame. Unlike ``onFramePresented``, it
    /// lets a `WindowScene` draw straight into the window surface (no frame copy), so use it
    /// when you only need to know that a frame went out.
    public var onFrameShown: (@MainActor () -> Void)?
    /// Called at the start of every pass of the loop, on the main thread: after each frame or
    /// batch of input, and at least twice a second while idle (``wakeUp()`` brings one sooner).
    /// An accessibility bridge does its main-thread work here.
    public var onLoopPass: (@MainActor () -> Void)?
    /// Offered every key pressed or released in the window, as X describes it, before the
    /// scene gets it; answering true keeps the key from the scene. An accessibility bridge
    /// offers it to the screen reader here, which on X hears an application's keys only
    /// through the application (Orca's commands while the window has focus).
    public var keystrokeFilter: (@MainActor (X11Keystroke) -> Bool)?
    /// Where the window's top-left corner is on the screen, in points.
    public var windowPosition: Point { presenter.windowPosition }
    /// The number of frames rendered so far.
    public internal(set) var framesRendered = 0
    /// The frame rate the host paces animations to: the one asked for, or the display's.
    public let framesPerSecond: Double
    /// Timing of the frames presented so far (fps, frame times, drops, input latency).
    public internal(set) var statistics: FrameStatistics

    private var configuration: Configuration
    /// What the loop's statistics show and log.
    var statisticsOptions: FrameStatisticsOptions { configuration.statistics }
    /// The scale `FOLIO_SCALE` forces, read once.
    private let forcedScale = ProcessEnvironment().forcedScale
    /// Whether a `WindowScene` may draw into the window surface directly, read once.
    private let drawsInSurface = ProcessEnvironment().allowsDrawingInSurface
    /// Whether a frame drawn into the window surface over the last draws only what changed
    /// (`FOLIO_DAMAGE`, on unless `0`), read once.
    let redrawsOnlyDamage = ProcessEnvironment().allowsDamageOnlyFrames
    private let presenter: SDLPresenter
    private var isOpen = true

    /// Starts SDL's video subsystem and opens the window.
    ///
    /// - Throws: ``SDLHostError`` when there is no display or SDL cannot create the window.
    public init(configuration: Configuration, clock: any MediaClock) throws(SDLHostError) {
        try SDLHost.startVideo()
        do {
            presenter = try SDLPresenter(
                title: configuration.title, size: configuration.size,
                path: ProcessEnvironment().presentationPath
                    ?? (configuration.prefersSoftwareRenderer ? .textureUpdate : .windowSurface),
                forceSoftware: configuration.prefersSoftwareRenderer, vsync: configuration.framesPerSecond == nil,
                presentsOnThread: ProcessEnvironment().allowsPresentThread)
        } catch {
            SDL_Quit()
            throw error
        }
        var configuration = configuration
        configuration.statistics.showsOverlay =
            configuration.statistics.showsOverlay || ProcessEnvironment().requestsStatistics
        framesPerSecond = configuration.framesPerSecond ?? presenter.displayRefreshRate ?? 60
        statistics = FrameStatistics(period: 1 / min(max(framesPerSecond, 1), 1000))
        self.configuration = configuration
        self.clock = clock
        self.windowSize = configuration.size
        SDL_StopTextInput()
        updateMetrics()
        screen.makeMain()
        Pasteboard(storage: SDLClipboard()).makeGeneral()
    }

    isolated deinit {
        close()
    }

    /// Checks that a window could be opened: a display is configured and SDL's video starts.
    ///
    /// - Throws: ``SDLHostError/noDisplayConfigured`` or ``SDLHostError/videoUnavailable(reason:)``.
    public static func probeDisplay() throws(SDLHostError) {
        try startVideo()
        SDL_Quit()
    }

    /// Shows `scene` until the window is closed, SIGINT/SIGTERM arrives or the scene finishes,
    /// then closes the window.
    ///
    /// Each frame runs in pipeline order: wait for the frame's start (when the host paces
    /// itself), take the input queued by then, lay out, render, upload, present. Input is
    /// read after the wait, as late as possible, so a drag's frame shows the newest touch,
    /// and a frame drawn for input starts on the cadence too, so input never draws two
    /// frames in one display period.
    public func run(_ scene: any SDLScene) {
        guard isOpen else { return }
        defer { close() }
        closeReason = nil
        let pacesItself = configuration.framesPerSecond != nil || !presenter.isVSyncEnabled
        SDLRunLoop(host: self, scene: scene, presenter: presenter, pacesItself: pacesItself).run()
    }

    /// Destroys the texture, renderer and window and shuts SDL down. Safe to call twice.
    public func close() {
        guard isOpen else { return }
        isOpen = false
        presenter.close()
        SDL_Quit()
    }

    /// Makes standard output line-buffered, so that a harness reading it through a pipe sees
    /// each line when it is printed.
    package static func lineBufferStandardOutput() {
        folio_line_buffer_stdout()
    }

    /// Whether an event waits in SDL's queue, after gathering what the window system has
    /// sent: the run loop's draw-ahead step stops for it (``IdleDrawAhead``).
    func inputIsPending() -> Bool {
        SDL_PumpEvents()
        return SDL_HasEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) != SDL_FALSE
    }

    /// The scene to draw straight into the window surface, when it can (a `WindowScene`, and
    /// `FOLIO_DRAW_IN_SURFACE` is not `0`); nil to draw into a bitmap and copy it.
    func directScene(_ scene: any SDLScene) -> WindowScene? {
        guard drawsInSurface else { return nil }
        return scene as? WindowScene
    }

    func updateMetrics() {
        windowSize = presenter.pointSize
        let pixels = presenter.pixelSize
        scale = windowSize.width > 0 ? max(Double(pixels.width) / windowSize.width, 1) : 1
        if let forcedScale { scale = forcedScale }
        screen.update(size: windowSize, scale: scale)
    }

    /// The frame's size in pixels: the drawable's, or the window's points at a scale forced
    /// with `FOLIO_SCALE` (SDL then stretches the texture onto the window).
    var framePixelSize: (width: Int, height: Int) {
        guard forcedScale != nil else { return presenter.pixelSize }
        let width = (windowSize.width * scale).rounded(.up)
        let height = (windowSize.height * scale).rounded(.up)
        guard width.isFinite, height.isFinite, width < 65536, height < 65536 else { return presenter.pixelSize }
        return (Int(max(width, 1)), Int(max(height, 1)))
    }

    private static func startVideo() throws(SDLHostError) {
        let environment = ProcessEnvironment()
        guard environment.hasDisplay else { throw .noDisplayConfigured }
        // A click that focuses the window also acts on it, as on a touch screen.
        SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
        // Do not ask X11 compositors to turn off compositing for a reader window.
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
            let reason = SDLPresenter.lastError()
            SDL_Quit()
            throw .videoUnavailable(reason: reason)
        }
    }
}
