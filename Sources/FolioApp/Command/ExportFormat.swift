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

    /// The extension of `output` when it names a file type `folio export` cannot write
    /// (`clip.webm`, `page.jpg`), so the export refuses it rather than writing PNG frames into
    /// a folder of that name; nil for the known extensions and for names without one.
    static func unknownExtension(in output: String) -> String? {
        let name = output.split(separator: "/").last.map(String.init) ?? output
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        let suffix = name[name.index(after: dot)...]
        guard (1...5).contains(suffix.count), suffix.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }),
            suffix.contains(where: \.isLetter)
        else { return nil }
        let lowered = suffix.lowercased()
        return lowered == "png" || ExportFormat(rawValue: lowered) != nil ? nil : String(suffix)
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
