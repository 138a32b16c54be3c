public import FolioCore

extension AccessibilityBridge {
    /// Offers a key to the screen reader before the window acts on it, and says whether the
    /// screen reader took it (one of its commands: Orca's say-all, its flat review), in which
    /// case the window must not act on it. Call it for every key press and release, on the
    /// main thread.
    ///
    /// Without a screen reader listening for keys it answers false at once. With one, it
    /// waits for its answer, at most a quarter of a second, as GTK applications do.
    ///
    /// ```swift
    /// host.keystrokeFilter = { key in bridge.screenReaderTakes(key) }
    /// ```
    public func screenReaderTakes(_ keystroke: X11Keystroke) -> Bool {
        endpoint.offer(keystroke)
    }
}
