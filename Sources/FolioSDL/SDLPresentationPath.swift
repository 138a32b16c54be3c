/// How an ``SDLHost`` gets a frame's pixels onto the screen.
///
/// The window surface is the default: on X11 it is shared memory the X server reads
/// (`XShmPutImage`), so a frame costs one copy into it and one request, where SDL's
/// renderers add an OpenGL texture upload and a draw (with Mesa's software OpenGL, as
/// under Xvfb, both are CPU copies). The renderer paths remain for displays whose surface
/// SDL cannot give, whose format is not 32-bit RGB, or whose pixels differ from its points
/// (a high-density Wayland or macOS window), and for measuring: `FOLIO_PRESENTER` picks one.
public enum SDLPresentationPath: String, CaseIterable, Sendable {
    /// `SDL_GetWindowSurface` and `SDL_UpdateWindowSurface`, with SDL's GPU framebuffer
    /// emulation turned off (on X11: MIT-SHM `XShmPutImage`).
    case windowSurface = "surface"
    /// The window surface as SDL chooses it by default, which on X11 with OpenGL available
    /// is an OpenGL texture it updates and draws (for comparison).
    case acceleratedWindowSurface = "surface-gl"
    /// A streaming texture filled with `SDL_UpdateTexture`, drawn by an SDL renderer.
    case textureUpdate = "update"
    /// A streaming texture filled through `SDL_LockTexture`, drawn by an SDL renderer.
    case textureLock = "lock"

    /// Whether an SDL renderer draws the frame.
    var usesRenderer: Bool { self == .textureUpdate || self == .textureLock }
}
