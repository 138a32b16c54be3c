extension SDLHost {
    /// Why ``run(_:)`` returned.
    public enum CloseReason: Hashable, Sendable {
        /// SDL asked to quit: SIGINT or SIGTERM, or the last window was closed.
        case quitRequested
        /// The window manager asked to close the window.
        case windowClosed
        /// The scene said it is finished.
        case sceneFinished
        /// Presenting a frame failed.
        case presentationFailed
    }
}
