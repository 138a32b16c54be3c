import ArgumentParser

/// What `folio export` writes.
enum ExportFormat: String, CaseIterable, ExpressibleByArgument, Sendable {
    /// Numbered PNG files in a folder.
    case png
    /// An animated GIF (through ffmpeg).
    case gif
    /// An animated PNG (through ffmpeg).
    case apng
    /// An H.264 video (through ffmpeg).
    case mp4

    /// The format a file name implies, if any (`.gif`, `.apng`, `.mp4`; a folder or `.png`
    /// means frames).
    init?(inferringFrom output: String) {
        let lowered = output.lowercased()
        if lowered.hasSuffix(".gif") {
            self = .gif
        } else if lowered.hasSuffix(".apng") {
            self = .apng
        } else if lowered.hasSuffix(".mp4") {
            self = .mp4
        } else {
            return nil
        }
    }

    /// Whether frames are encoded by the ffmpeg program.
    var needsEncoder: Bool { self != .png }

    /// The default output name for this format.
    var defaultOutput: String {
        switch self {
        case .png: "folio-export"
        case .gif: "folio-export.gif"
        case .apng: "folio-export.apng"
        case .mp4: "folio-export.mp4"
        }
    }
}
