import FolioCore

/// How a renderer process ended.
enum PDFRendererExit: Hashable, Sendable {
    case signal(Int32)
    case status(Int32)

    /// Decodes a `waitpid` status (the `WIFSIGNALED` macros do not import into Swift).
    init(waitStatus: Int32) {
        let signal = waitStatus & 0x7F
        self = signal != 0 && signal != 0x7F ? .signal(signal) : .status((waitStatus >> 8) & 0xFF)
    }
}
