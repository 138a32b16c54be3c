import Foundation

/// The environment variables that decide whether a window can be opened.
struct ProcessEnvironment {
    var variables = ProcessInfo.processInfo.environment

    /// Whether an X11 or Wayland display is configured, or SDL was told to draw offscreen.
    var hasDisplay: Bool {
        let configured = ["DISPLAY", "WAYLAND_DISPLAY"].contains { !(variables[$0] ?? "").isEmpty }
        return configured || variables["SDL_VIDEODRIVER"] == "offscreen"
    }

    /// Whether `FOLIO_STATS` asks for the frame statistics overlay in any Folio app.
    var requestsStatistics: Bool {
        guard let value = variables["FOLIO_STATS"]?.lowercased() else { return false }
        return !["", "0", "no", "false", "off"].contains(value)
    }

    /// The pixels per point `FOLIO_SCALE` forces (1 to 4), to render as on a high-density
    /// display where there is none, such as Xvfb; nil when unset or out of range.
    var forcedScale: Double? {
        guard let text = variables["FOLIO_SCALE"], let value = Double(text), value.isFinite, value >= 1, value <= 4
        else { return nil }
        return value
    }

    /// The presentation path `FOLIO_PRESENTER` asks for (`surface`, `surface-gl`, `update`,
    /// `lock`), for measuring one against another; nil when unset or unknown.
    var presentationPath: SDLPresentationPath? {
        variables["FOLIO_PRESENTER"].flatMap { SDLPresentationPath(rawValue: $0.lowercased()) }
    }

    /// Whether `FOLIO_DRAW_IN_SURFACE` (on unless `0`) lets a `WindowScene` draw frames straight
    /// into the window surface instead of into a bitmap copied there.
    var allowsDrawingInSurface: Bool {
        variables["FOLIO_DRAW_IN_SURFACE"] != "0"
    }

    /// Whether `FOLIO_DAMAGE` (on unless `0`) lets a frame drawn into the window surface over
    /// the last draw and present only what changed; `0` draws every frame whole, for comparison.
    var allowsDamageOnlyFrames: Bool {
        variables["FOLIO_DAMAGE"] != "0"
    }

    /// Whether `FOLIO_THREADS_APART` (on unless `0`) keeps a window's two drawing threads on
    /// different CPUs (`Compositor.keepThreadsApart()`); `0` leaves them to the kernel, for
    /// comparison.
    var allowsThreadsApart: Bool {
        variables["FOLIO_THREADS_APART"] != "0"
    }

    /// Whether `FOLIO_PRESENT_THREAD` allows the window surface to be presented on a thread
    /// of its own (the default); `0` presents on the main thread, for comparison.
    var allowsPresentThread: Bool {
        guard let value = variables["FOLIO_PRESENT_THREAD"]?.lowercased() else { return true }
        return !["0", "no", "false", "off"].contains(value)
    }
}
