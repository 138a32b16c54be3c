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
}
