internal import CSDL2

extension SDLHost {
    /// Wakes the host's loop from any thread: an idle window sleeps in SDL's event queue, and
    /// a user event ends the sleep, so the loop passes once more (``onLoopPass``).
    ///
    /// A service on a thread of its own (the accessibility bridge's bus) calls this when it
    /// has work for the main thread.
    public nonisolated static func wakeUp() {
        var event = SDL_Event()
        event.type = SDL_USEREVENT.rawValue
        _ = SDL_PushEvent(&event)
    }
}
