import FolioAccessibility
import FolioSDL
import FolioUI

extension WindowRunner {
    /// Shows `window` to screen readers through the accessibility bus while `host` runs it:
    /// the bridge's thread wakes the loop when a screen reader asks for something. Without a
    /// bus, nothing more happens (one line with `--verbose`).
    ///
    /// - Returns: The bridge, which the caller keeps for as long as the window is shown and
    ///   updates at each pass of the host's loop.
    func startAccessibility(for window: Window, in host: SDLHost) -> AccessibilityBridge {
        let verbose = options.verbose
        let bridge = AccessibilityBridge(
            window: window, applicationName: "folio",
            host: AccessibilityBridge.Host(
                title: { [weak host] in host?.title ?? "Folio" },
                windowOrigin: { [weak host] in host?.windowPosition ?? .zero }, wake: SDLHost.wakeUp),
            log: { line in if verbose { print("folio: \(line)") } })
        // Orca hears the keys of the window that has focus only through it.
        host.keystrokeFilter = { [weak bridge] key in bridge?.screenReaderTakes(key) ?? false }
        return bridge
    }
}
