/// Why an ``SDLHost`` could not open its window.
public enum SDLHostError: Error, Hashable, Sendable {
    /// Neither `DISPLAY` nor `WAYLAND_DISPLAY` is set, so there is no screen to open a window on.
    case noDisplayConfigured
    /// SDL could not start its video subsystem; `reason` is SDL's own message.
    case videoUnavailable(reason: String)
    /// SDL started but refused to create the window, renderer or texture.
    case windowCreationFailed(step: String, reason: String)
    /// The frame statistics log (`--stats-log`) could not be opened for writing.
    case cannotWriteStatistics(path: String, reason: String)
}

extension SDLHostError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .noDisplayConfigured:
            "no display found (neither DISPLAY nor WAYLAND_DISPLAY is set)"
        case .videoUnavailable(let reason):
            "no display available (SDL could not start video: \(reason))"
        case .windowCreationFailed(let step, let reason):
            "could not create the \(step): \(reason)"
        case .cannotWriteStatistics(let path, let reason):
            "cannot write the frame statistics to \(path): \(reason); give a file in a folder you can write to"
        }
    }
}
