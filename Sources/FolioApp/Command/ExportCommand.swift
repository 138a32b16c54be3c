import ArgumentParser
import Foundation

/// `folio export`: renders a flip-through of a book without a screen.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Render a flip-through of a book to PNG frames, a GIF, an APNG or an MP4, without a screen.",
        discussion: """
            Pages are turned automatically, one drag per page (1.3 seconds each), and every frame \
            is rendered headlessly. GIF, APNG and MP4 are encoded by the ffmpeg program, which \
            receives the frames as they are made, so memory stays bounded however long the export; \
            without ffmpeg, PNG frames are written instead.
            """)

    @Argument(
        help:
            "A folder of images, a PDF, an EPUB, or a text/Markdown file. Omit it (or pass --sample) for the sample book."
    )
    var path: String?

    @Flag(help: "Export the built-in sample book.")
    var sample = false

    @Option(
        name: [.short, .long],
        help: """
            The folder for PNG frames, which must be new or empty (an export never deletes or replaces \
            files in it), or the file for GIF/APNG/MP4 (replaced only once the export succeeds; \
            write ./name for a name with a colon).
            """)
    var output: String?

    // swift-argument-parser adds the values (ExportFormat.allValueStrings) after each help text.
    @Option(help: "The output format; without it, the output's extension decides, else png")
    var format: ExportFormat?

    @Option(help: "The frame size in pixels, WIDTHxHEIGHT (each 16...8192).", transform: PixelSize.parse)
    var size = PixelSize(width: 800, height: 600)

    @Option(help: "Pixels per point (2 renders a 400x300-point window at 800x600).")
    var scale = 1.0

    @Option(help: "Frames per second (1...120).")
    var fps = 30

    @Option(help: "Stop after this many frames.")
    var frames: Int?

    @Option(help: "Stop after this many seconds.")
    var duration: Double?

    @Option(help: "The page to start at, from 1.")
    var page: Int?

    @Option(
        help:
            "How many pages to turn (default: \(ExportJob.defaultTurns), about 8 seconds; fewer if the book ends first)."
    )
    var turns: Int?

    @OptionGroup var turnStyle: TurnStyleOptions

    func validate() throws {
        if sample && path != nil { throw ValidationError("give either a PATH or --sample, not both") }
        if frames != nil && duration != nil { throw ValidationError("give either --frames or --duration, not both") }
        if let frames, frames < 1 { throw ValidationError("--frames must be at least 1") }
        if let duration, !(duration > 0 && duration <= 3600) {
            throw ValidationError("--duration must be between 0 and 3600 seconds")
        }
        if !(1...120).contains(fps) { throw ValidationError("--fps must be between 1 and 120") }
        if !(scale >= 0.25 && scale <= 8) { throw ValidationError("--scale must be between 0.25 and 8") }
        if let turns, turns < 0 { throw ValidationError("--turns cannot be negative") }
        if let page, page < 1 { throw ValidationError("--page starts at 1") }
        if format == nil, let output, let suffix = ExportFormat.unknownExtension(in: output) {
            throw ValidationError(
                "cannot write .\(suffix) files: name the output .gif, .apng or .mp4, or a folder for PNG frames "
                    + "(or pass --format)")
        }
    }

    func run() throws {
        // Ctrl-C or a SIGTERM stops ffmpeg and removes every partial file, palette, log and
        // frame (ExportCleanup), then ends with status 130 or 143.
        let cleanup = ExportCleanup.shared
        cleanup.handleInterrupts()
        do {
            let summary = try MainActor.assumeIsolated { () throws -> String in
                let job = try ExportJob(command: self)
                return try job.run()
            }
            print(TerminalText.oneLine(summary))
        } catch {
            // An ffmpeg stopped by the same Ctrl-C fails the export: the interruption is the news.
            if let signal = cleanup.interruption { cleanup.interrupt(by: signal) }
            throw error
        }
    }

    /// The format and output path, with defaults filled in. Without `--output` the export
    /// goes to the first of `folio-export`, `folio-export-2`, … (with the format's extension)
    /// that does not exist yet, so running `folio` again never meets its own earlier export
    /// (a PNG export refuses a folder that is not empty).
    var resolvedOutput: (format: ExportFormat, path: String) {
        let format = format ?? output.flatMap(ExportFormat.init(inferringFrom:)) ?? .png
        return (format, output ?? Self.firstFreeName(for: format))
    }

    static func firstFreeName(for format: ExportFormat, exists: (String) -> Bool = FileManager.default.fileExists)
        -> String
    {
        let name = format.defaultOutput
        guard exists(name) else { return name }
        let dot = name.lastIndex(of: ".") ?? name.endIndex
        for number in 2...999 {
            let candidate = "\(name[..<dot])-\(number)\(name[dot...])"
            if !exists(candidate) { return candidate }
        }
        return name
    }
}
