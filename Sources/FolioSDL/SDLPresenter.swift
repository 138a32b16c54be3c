internal import CSDL2
import FolioCore
internal import FolioRender

/// Owns the SDL window and what puts frames on it: the window surface, or a renderer and
/// its streaming texture (``SDLPresentationPath``).
///
/// Frames are premultiplied ARGB32, which is SDL's `ARGB8888` (and, with the alpha byte
/// ignored, X11's 24-bit `XRGB8888`) on every platform, so a frame goes to the screen with
/// one copy and no conversion. What the compositor drew is exactly what the window shows.
///
/// A `WindowScene` draws straight into the window surface (``drawIntoSurface(width:height:_:)``),
/// so a frame is not copied at all; other scenes, and frames something reads as a `Bitmap`
/// (`onFramePresented`), are drawn into a bitmap and copied with ``upload(_:)``. That copy
/// took a median 1.0-1.4 ms at 1920 × 1080 under Xvfb on the 2-core VM, and `XShmPutImage`
/// 1.2 ms more, where SDL's OpenGL renderer (llvmpipe) took 3 ms to upload the same frame
/// and 16 ms to present it, and locking its texture instead saved nothing.
/// docs/Benchmarks.md §4.2 has the figures of every path.
@MainActor
final class SDLPresenter {
    private(set) var window: OpaquePointer?
    private(set) var renderer: OpaquePointer?
    private var texture: OpaquePointer?
    private var textureWidth = 0
    private var textureHeight = 0
    private(set) var presentThread: SurfacePresentThread?
    /// Presents the window surface on the main thread when there is no present thread.
    private let surfaceUpdater = SurfaceUpdater()
    /// Copies frames in; on the scene's compositor's two threads when it has one and a copy
    /// is large (the run loop sets `frameCopy.compositor`).
    let frameCopy = SharedFrameCopy()
    /// The window surface's pixels and size as the last ``drawIntoSurface(width:height:_:)``
    /// left them: the surface still holds that frame while SDL gives the same pixels.
    var lastDrawnSurface: (pixels: UnsafeMutableRawPointer, width: Int, height: Int)?
    /// The same for the last frame copied in (``upload(_:changed:alsoChanged:)``), with the
    /// frame's size.
    var lastCopiedSurface:
        (pixels: UnsafeMutableRawPointer, width: Int, height: Int, frameWidth: Int, frameHeight: Int)?

    /// How frames reach the screen.
    let path: SDLPresentationPath
    /// What draws them: "window surface", or the SDL renderer's name ("opengl", "software", …).
    let rendererName: String
    /// Whether presenting waits for the display's vertical blank.
    let isVSyncEnabled: Bool

    /// - Parameters:
    ///   - path: The path to try first; the window surface falls back to a renderer when SDL
    ///     cannot give it in a 32-bit RGB format at the window's pixel size.
    ///   - forceSoftware: Use SDL's software renderer when a renderer draws.
    ///   - vsync: Whether presenting may wait for the display's vertical blank; off when the
    ///     host paces to a rate of its own (`--fps`). The window surface never waits.
    ///   - presentsOnThread: Present X11's window surface on a thread of its own, so that the
    ///     X server's copy of one frame overlaps the rendering of the next.
    init(
        title: String, size: Size, path: SDLPresentationPath = .windowSurface, forceSoftware: Bool,
        vsync: Bool = true, presentsOnThread: Bool = false
    ) throws(SDLHostError) {
        let flags =
            SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
        // Decides what SDL_GetWindowSurface gives: shared memory the X server reads, or an
        // OpenGL texture SDL draws. Read once, when the first surface is made.
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, path == .acceleratedWindowSurface ? "1" : "0")
        guard
            let window = SDL_CreateWindow(
                title, folio_sdl_windowpos_centered(), folio_sdl_windowpos_centered(),
                Int32(max(size.width, 1).rounded()), Int32(max(size.height, 1).rounded()), flags)
        else {
            throw .windowCreationFailed(step: "window", reason: SDLPresenter.lastError())
        }
        self.window = window
        if !path.usesRenderer, SDLPresenter.surfaceIsUsable(window) {
            self.path = path
            // Only X11's surface is plain shared memory; elsewhere SDL may draw it with OpenGL,
            // whose context belongs to the main thread.
            if presentsOnThread, path == .windowSurface, SDLPresenter.videoDriver == "x11" {
                presentThread = SurfacePresentThread()
            }
            rendererName = path == .windowSurface ? "window surface" : "window surface (accelerated)"
            isVSyncEnabled = false
            return
        }
        self.path = path.usesRenderer ? path : .textureUpdate
        let accelerated = SDL_RENDERER_ACCELERATED.rawValue | (vsync ? SDL_RENDERER_PRESENTVSYNC.rawValue : 0)
        var created = forceSoftware ? nil : SDL_CreateRenderer(window, -1, accelerated)
        if created == nil {
            created = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
        }
        guard let renderer = created else {
            let reason = SDLPresenter.lastError()
            SDL_DestroyWindow(window)
            throw .windowCreationFailed(step: "renderer", reason: reason)
        }
        self.renderer = renderer
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        rendererName = info.name.map { String(cString: $0) } ?? "unknown"
        isVSyncEnabled = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
    }

    /// Whether the window's surface can take frames as they are: 32-bit RGB with the alpha
    /// byte first or ignored, as many pixels as the window has points (SDL 2 makes the
    /// surface at the window's size in points, which would lose a high-density display's
    /// pixels), and no lock needed.
    private static func surfaceIsUsable(_ window: OpaquePointer) -> Bool {
        guard let surface = SDL_GetWindowSurface(window), let format = surface.pointee.format else { return false }
        let pixelFormat = format.pointee.format
        guard pixelFormat == SDL_PIXELFORMAT_ARGB8888.rawValue || pixelFormat == SDL_PIXELFORMAT_RGB888.rawValue,
            folio_sdl_must_lock(surface) == 0
        else { return false }
        var pointWidth: Int32 = 0
        var pointHeight: Int32 = 0
        var pixelWidth: Int32 = 0
        var pixelHeight: Int32 = 0
        SDL_GetWindowSize(window, &pointWidth, &pointHeight)
        SDL_GetWindowSizeInPixels(window, &pixelWidth, &pixelHeight)
        return pointWidth == pixelWidth && pointHeight == pixelHeight
    }

    /// The window's size in points (what mouse coordinates are measured in).
    var pointSize: Size {
        var width: Int32 = 0
        var height: Int32 = 0
        if let window { SDL_GetWindowSize(window, &width, &height) }
        return Size(width: Double(width), height: Double(height))
    }

    /// Where the window's top-left corner is on the screen, in points.
    var windowPosition: Point {
        var x: Int32 = 0
        var y: Int32 = 0
        if let window { SDL_GetWindowPosition(window, &x, &y) }
        return Point(x: Double(x), y: Double(y))
    }

    /// The drawable's size in pixels; larger than ``pointSize`` on a high-density display.
    var pixelSize: (width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        if let renderer {
            SDL_GetRendererOutputSize(renderer, &width, &height)
        } else if let window {
            SDL_GetWindowSizeInPixels(window, &width, &height)
        }
        return (Int(width), Int(height))
    }

    /// The refresh rate of the display the window is on, in hertz, or nil when SDL does not
    /// know it (some X servers, Xvfb among them, report 0).
    var displayRefreshRate: Double? {
        guard let window else { return nil }
        var mode = SDL_DisplayMode()
        guard SDL_GetWindowDisplayMode(window, &mode) == 0, mode.refresh_rate > 0 else {
            let display = SDL_GetWindowDisplayIndex(window)
            guard display >= 0, SDL_GetCurrentDisplayMode(display, &mode) == 0, mode.refresh_rate > 0 else {
                return nil
            }
            return Double(mode.refresh_rate)
        }
        return Double(mode.refresh_rate)
    }

    /// Changes the title the window manager shows.
    func setTitle(_ title: String) {
        if let window { SDL_SetWindowTitle(window, title) }
    }

    /// The SDL window id, for matching with external tools.
    var windowID: UInt32 { window.map { SDL_GetWindowID($0) } ?? 0 }

    /// Uploads `frame` and shows it.
    func present(_ frame: Bitmap) throws(SDLHostError) {
        try upload(frame)
        presentLastFrame()
    }

    /// Copies `frame` to where the next present shows it: the window surface, or the
    /// streaming texture (by `SDL_UpdateTexture` or into `SDL_LockTexture`'s memory), and
    /// returns what of the window surface the present should send.
    ///
    /// A frame larger than the window surface (`FOLIO_SCALE` on a display without high
    /// density) is sampled down as SDL's renderer stretches a texture: nearest pixel. With
    /// `changed` (and `alsoChanged`), the parts of `frame` that differ from the frame last
    /// uploaded, only those are copied into a window surface that still holds that frame.
    @discardableResult
    func upload(_ frame: Bitmap, changed: IntRect? = nil, alsoChanged: IntRect? = nil) throws(SDLHostError)
        -> SurfaceUpdate
    {
        guard frame.width > 0, frame.height > 0 else { return .whole }
        guard let renderer else {
            return try copyToSurface(frame, changed: changed, alsoChanged: alsoChanged)
        }
        if texture == nil || textureWidth != frame.width || textureHeight != frame.height {
            if let texture { SDL_DestroyTexture(texture) }
            texture = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                Int32(frame.width), Int32(frame.height))
            guard let texture else { throw .windowCreationFailed(step: "texture", reason: SDLPresenter.lastError()) }
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
            textureWidth = frame.width
            textureHeight = frame.height
        }
        if path == .textureLock {
            var pixels: UnsafeMutableRawPointer?
            var pitch: Int32 = 0
            guard SDL_LockTexture(texture, nil, &pixels, &pitch) == 0, let pixels else {
                throw .windowCreationFailed(step: "texture lock", reason: SDLPresenter.lastError())
            }
            frame.pixels.withUnsafeBufferPointer { source in
                frameCopy.copy(
                    source, sourceWidth: frame.width, sourceHeight: frame.height, into: pixels, width: frame.width,
                    height: frame.height, pitch: Int(pitch))
            }
            SDL_UnlockTexture(texture)
        } else {
            frame.pixels.withUnsafeBytes { bytes in
                _ = SDL_UpdateTexture(texture, nil, bytes.baseAddress, Int32(frame.width * 4))
            }
        }
        return .whole
    }

    /// Copies the frame into the window surface, which SDL makes again after a resize: the
    /// parts `changed` and `alsoChanged` name when the surface still holds the last frame
    /// copied in, all of it otherwise.
    private func copyToSurface(_ frame: Bitmap, changed: IntRect?, alsoChanged: IntRect?) throws(SDLHostError)
        -> SurfaceUpdate
    {
        _ = presentThread?.wait()
        lastDrawnSurface = nil
        guard let window, let surface = SDL_GetWindowSurface(window), let pixels = surface.pointee.pixels else {
            throw .windowCreationFailed(step: "window surface", reason: SDLPresenter.lastError())
        }
        let (width, height) = (Int(surface.pointee.w), Int(surface.pointee.h))
        let copied = (pixels: pixels, width: width, height: height, frameWidth: frame.width, frameHeight: frame.height)
        let holdsLastFrame = lastCopiedSurface.map { $0 == copied } ?? false
        lastCopiedSurface = copied
        func target(_ r: IntRect) -> IntRect {
            FrameCopy.targetRect(
                covering: r, sourceWidth: frame.width, sourceHeight: frame.height, width: width, height: height)
        }
        let parts = holdsLastFrame ? changed.map { (target($0), alsoChanged.map(target)) } : nil
        frame.pixels.withUnsafeBufferPointer { source in
            @MainActor func copy(_ only: IntRect?) {
                frameCopy.copy(
                    source, sourceWidth: frame.width, sourceHeight: frame.height, into: pixels, width: width,
                    height: height, pitch: Int(surface.pointee.pitch), only: only)
            }
            if let (first, second) = parts {
                copy(first)
                if let second { copy(second) }
            } else {
                copy(nil)
            }
        }
        return parts.map { SurfaceUpdate(changed: $0.0, alsoChanged: $0.1) } ?? .whole
    }

    /// Whether a frame of this size may be drawn into the window surface: no renderer stands
    /// between them, and the surface had that size when a frame was last drawn or copied into
    /// it (or, after a resize, the window has it in pixels). Asked before waiting for the
    /// present in flight, so it does not ask SDL for the surface, which it might make anew
    /// under that present; ``drawIntoSurface(width:height:_:)`` checks the surface itself.
    func surfaceMayHold(width: Int, height: Int) -> Bool {
        guard renderer == nil else { return false }
        if let last = lastDrawnSurface { return last.width == width && last.height == height }
        if let last = lastCopiedSurface { return last.width == width && last.height == height }
        return pixelSize == (width, height)
    }

    /// Hands `body` the window surface's pixels to draw a `width` × `height` frame into,
    /// after any present still reading them has finished; returns false (drawing nothing)
    /// unless frames go through the window surface and it has exactly that size in 32-bit
    /// pixels. `holdsLastFrame` tells `body` that the pixels still hold what the last call
    /// drew (SDL made no new surface, and no frame was copied in since).
    func drawIntoSurface(
        width: Int, height: Int,
        _ body: (_ pixels: UnsafeMutablePointer<UInt32>, _ rowLength: Int, _ holdsLastFrame: Bool) -> Void
    ) -> Bool {
        guard renderer == nil, let window else { return false }
        _ = presentThread?.wait()
        guard let surface = SDL_GetWindowSurface(window), let pixels = surface.pointee.pixels,
            let format = surface.pointee.format,
            format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue
                || format.pointee.format == SDL_PIXELFORMAT_RGB888.rawValue,
            folio_sdl_must_lock(surface) == 0, Int(surface.pointee.w) == width, Int(surface.pointee.h) == height
        else { return false }
        let pitch = Int(surface.pointee.pitch)
        guard pitch >= width * 4, pitch % 4 == 0 else { return false }
        let holdsLastFrame = lastDrawnSurface.map { $0 == (pixels, width, height) } ?? false
        body(pixels.assumingMemoryBound(to: UInt32.self), pitch / 4, holdsLastFrame)
        lastDrawnSurface = (pixels, width, height)
        lastCopiedSurface = nil
        return true
    }

    /// Forgets what the window surface held: after a resize SDL makes a new surface, which may
    /// reuse the old one's address and size (a window resized and back between two frames)
    /// without its pixels, so the next frame must be drawn and copied whole.
    func forgetSurfaceContents() {
        lastDrawnSurface = nil
        lastCopiedSurface = nil
    }

    /// Whether ``presentLastFrame()`` returns before the frame is on screen (the window
    /// surface presented on a thread of its own); ``finishPresent()`` then waits for it.
    var presentsAsynchronously: Bool { presentThread != nil }

    /// Waits for a present still in flight on the present thread; returns how many seconds
    /// ago it finished, or nil when none was in flight.
    func finishPresent() -> Double? {
        presentThread?.wait()
    }

    /// Shows the last uploaded frame again (after the window was uncovered), or the parts of
    /// the window surface `update` names after a frame drawn or copied in over the last one
    /// (what ``upload(_:changed:alsoChanged:)`` returned). A renderer always shows the whole
    /// frame. With a present thread, call ``finishPresent()`` first.
    func presentLastFrame(_ update: SurfaceUpdate = .whole) {
        guard let renderer else {
            guard let window else { return }
            if let presentThread {
                presentThread.present(window, update)
            } else {
                surfaceUpdater.update(window, update)
            }
            return
        }
        // The back buffer is undefined after a present, so every present copies the texture.
        SDL_RenderClear(renderer)
        if let texture { SDL_RenderCopy(renderer, texture, nil, nil) }
        SDL_RenderPresent(renderer)
    }

    /// Drops the texture, for example after SDL reset the renderer's resources.
    func discardTexture() {
        if let texture { SDL_DestroyTexture(texture) }
        texture = nil
    }

    /// Destroys texture, renderer and window, in that order. Safe to call twice.
    func close() {
        presentThread?.stop()
        presentThread = nil
        if renderer == nil, let window {
            // SDL 2.26 wakes an event loop blocked in SDL_WaitEventTimeout by sending a
            // message to the window over a second X connection. One still in flight when the
            // window is destroyed gets BadWindow, and Xlib's default handler ends the program
            // (seen under load, about one quit in three; SDL 2.28 drops a pending wake-up on
            // destroy). The OpenGL renderer's teardown used to give the X server that time:
            // the window surface's does not, so hide the window and give it a few milliseconds.
            SDL_HideWindow(window)
            for _ in 0..<3 {
                SDL_PumpEvents()
                SDL_Delay(10)
            }
        }
        discardTexture()
        if let renderer { SDL_DestroyRenderer(renderer) }
        renderer = nil
        if let window { SDL_DestroyWindow(window) }
        window = nil
    }

    /// The name of SDL's video driver ("x11", "wayland", …).
    static var videoDriver: String {
        SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
    }

    static func lastError() -> String {
        let message = String(cString: SDL_GetError())
        return message.isEmpty ? "unknown SDL error" : message
    }
}
