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
    /// host.keystrokeFilter = { key in
    ///     bridge.screenReaderTakes(
    ///         AccessibilityKeystroke(
    ///             isPress: key.isPress, keysym: key.keysym, keycode: key.keycode, modifiers: key.modifiers,
    ///             text: key.text, isText: key.isText, timestamp: key.timestamp))
    /// }
    /// ```
    public func screenReaderTakes(_ keystroke: AccessibilityKeystroke) -> Bool {
        endpoint.offer(keystroke)
    }
}
