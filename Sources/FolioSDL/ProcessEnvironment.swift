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
}
