internal import CSDL2
import FolioCore

/// Owns the SDL window, its renderer and the streaming texture frames are uploaded to.
///
/// Frames are premultiplied ARGB32, which is SDL's `ARGB8888` on every platform, so an upload
/// is one `SDL_UpdateTexture` copy with no conversion. The texture is opaque (blending off):
/// what the compositor drew is exactly what the window shows.
@MainActor
final class SDLPresenter {
    private var window: OpaquePointer?
    private var renderer: OpaquePointer?
    private var texture: OpaquePointer?
    private var textureWidth = 0
    private var textureHeight = 0

    /// The renderer SDL picked ("opengl", "software", …).
    let rendererName: String
    /// Whether presenting waits for the display's vertical blank.
    let isVSyncEnabled: Bool

    /// - Parameter vsync: Whether presenting may wait for the display's vertical blank; off
    ///   when the host paces to a rate of its own (`--fps`).
    init(title: String, size: Size, forceSoftware: Bool, vsync: Bool = true) throws(SDLHostError) {
        let flags =
            SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
        guard
            let window = SDL_CreateWindow(
                title, folio_sdl_windowpos_centered(), folio_sdl_windowpos_centered(),
                Int32(max(size.width, 1).rounded()), Int32(max(size.height, 1).rounded()), flags)
        else {
            throw .windowCreationFailed(step: "window", reason: SDLPresenter.lastError())
        }
        self.window = window
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

    /// The window's size in points (what mouse coordinates are measured in).
    var pointSize: Size {
        var width: Int32 = 0
        var height: Int32 = 0
        if let window { SDL_GetWindowSize(window, &width, &height) }
        return Size(width: Double(width), height: Double(height))
    }

    /// The drawable's size in pixels; larger than ``pointSize`` on a high-density display.
    var pixelSize: (width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        if let renderer { SDL_GetRendererOutputSize(renderer, &width, &height) }
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

    /// Copies `frame` into the streaming texture (one `SDL_UpdateTexture`, no conversion).
    ///
    /// Why a copy and not `SDL_LockTexture` with the compositor drawing into the texture's
    /// memory: with the OpenGL renderer (the usual one) a locked streaming texture is a
    /// staging buffer of SDL's that it uploads on unlock exactly as it uploads ours, so
    /// locking saves no copy; and a Folio frame is a `Bitmap` the compositor and
    /// `onFramePresented` keep using after the upload. docs/Architecture.md §2.5 has the
    /// first figures of upload and present against the frame's render time.
    func upload(_ frame: Bitmap) throws(SDLHostError) {
        guard let renderer, frame.width > 0, frame.height > 0 else { return }
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
        frame.pixels.withUnsafeBytes { bytes in
            _ = SDL_UpdateTexture(texture, nil, bytes.baseAddress, Int32(frame.width * 4))
        }
    }

    /// Shows the last uploaded frame again (after the window was uncovered).
    func presentLastFrame() {
        guard let renderer else { return }
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
        discardTexture()
        if let renderer { SDL_DestroyRenderer(renderer) }
        renderer = nil
        if let window { SDL_DestroyWindow(window) }
        window = nil
    }

    static func lastError() -> String {
        let message = String(cString: SDL_GetError())
        return message.isEmpty ? "unknown SDL error" : message
    }
}
