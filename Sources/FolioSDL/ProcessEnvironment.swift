import Foundation

/// The environment variables that decide whether a window can be opened.
struct ProcessEnvironment {
    var variables = ProcessInfo.processInfo.environment

    /// Whether an X11 or Wayland display is configured, or SDL was told to draw offscreen.
    var hasDisplay: Bool {
        let configured = ["DISPLAY", "WAYLAND_DISPLAY"].contains { !(variables[$0] ?? "").isEmpty }
        return configured || variables["SDL_VIDEODRIVER"] == "offscreen"
    }
}
