import FolioCore
import FolioRender
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Encodes frames into a GIF, APNG or MP4 by piping raw pixels to the `ffmpeg` program.
///
/// Frames are premultiplied ARGB32 in native byte order, which on little-endian machines is
/// ffmpeg's `bgra`; exported frames are opaque, so premultiplication changes nothing.
///
/// ffmpeg writes into a private folder beside the output (``ExportWorkspace``), by an
/// absolute `file:` URL (so no output name is read as a protocol such as `pipe:` or as an
/// option such as `-x`), and logs there; its file is renamed over the output only when
/// ffmpeg succeeds, so a failed or interrupted export (a full disk, Ctrl-C) leaves neither a
/// truncated file nor ffmpeg's log behind, and a link planted beside the output is never
/// written through.
///
/// Memory stays bounded whatever the frame count: frames stream through a pipe, and a GIF
/// takes its palette from a file made beforehand (``Role/palette``) instead of ffmpeg's
/// `split`/`palettegen` graph, which holds every raw frame until the input ends (3 GB for
/// 799 frames at 1200 × 776).
@MainActor
final class FFmpegEncoder: FrameSink {
    /// What this ffmpeg run makes.
    enum Role: Equatable, Sendable {
        /// The animation in `format`; a GIF maps its colours to the palette image at `palette`.
        case animation(palette: String?)
        /// A 256-colour palette image for a GIF, from the frames it is given (a sample).
        case palette
    }

    let output: String
    let format: ExportFormat
    let role: Role
    /// The name ffmpeg's messages use for the output: the user's file, even in the palette pass.
    private let reportedName: String
    private let process = Process()
    private let input = Pipe()
    /// The private folder ffmpeg writes into.
    let workspace: ExportWorkspace
    /// Whether this encoder removes the workspace when it ends.
    private let ownsWorkspace: Bool
    private let logPath: String
    /// Where ffmpeg writes until it has succeeded.
    let partialPath: String
    private let partialName: String
    private let cleanup: ExportCleanup
    private(set) var count = 0

    /// The absolute path for `output`, after refusing names ffmpeg would read as a protocol
    /// or URL (`pipe:1.gif`, `http://…`); `./pipe:1.gif` names a file and is accepted.
    nonisolated static func validatedPath(_ output: String) throws(ExportError) -> String {
        let scheme = output.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
        if let first = scheme.first, first.isLetter, output.dropFirst(scheme.count).first == ":" {
            throw .unsafeOutputName(path: output)
        }
        guard !output.isEmpty else { throw .unsafeOutputName(path: output) }
        let absolute =
            output.hasPrefix("/")
            ? output : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(output)
        return (absolute as NSString).standardizingPath
    }

    /// Finds `ffmpeg` on the `PATH` (or in `searchPath` when given).
    nonisolated static func locate(searchPath: String? = ProcessInfo.processInfo.environment["PATH"]) -> String? {
        for directory in (searchPath ?? "").split(separator: ":") {
            let candidate = (String(directory) as NSString).appendingPathComponent("ffmpeg")
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Starts ffmpeg, ready to receive `width × height` frames at `framesPerSecond`.
    ///
    /// - Parameters:
    ///   - reportedName: The file named in error messages (the output by default).
    ///   - workspace: The private folder to write in (one made beside the output, and
    ///     removed when the encoder ends, by default).
    ///   - removesWorkspace: Whether the encoder removes a `workspace` it is given when it
    ///     ends (the last encoder of an export does).
    init(
        program: String, output: String, format: ExportFormat, width: Int, height: Int, framesPerSecond: Int,
        role: Role = .animation(palette: nil), reportedName: String? = nil, workspace: ExportWorkspace? = nil,
        cleanup: ExportCleanup = .shared, removesWorkspace: Bool = false
    ) throws(ExportError) {
        self.output = output
        self.format = format
        self.role = role
        self.reportedName = reportedName ?? output
        self.cleanup = cleanup
        let absolute = try Self.validatedPath(output)
        ownsWorkspace = workspace == nil || removesWorkspace
        let folder: ExportWorkspace
        if let workspace {
            folder = workspace
        } else {
            folder = try ExportWorkspace(beside: absolute, cleanup: cleanup)
        }
        self.workspace = folder
        let name = role == .palette ? "palette" : "animation"
        partialName = "\(name).partial"
        partialPath = folder.file(partialName)
        logPath = folder.file("\(name).log")
        var arguments = Self.arguments(
            format: format, role: role, width: width, height: height, framesPerSecond: framesPerSecond)
        // The format is named above, so the partial file's name does not matter to ffmpeg.
        arguments.append("file:" + partialPath)
        do throws(ExportError) {
            try start(program: program, arguments: arguments)
        } catch {
            if ownsWorkspace { folder.remove() }
            throw error
        }
    }

    /// Runs ffmpeg with its log in a file Folio made (exclusively, in the workspace).
    private func start(program: String, arguments: [String]) throws(ExportError) {
        let log = try workspace.create((logPath as NSString).lastPathComponent)
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle(fileDescriptor: log, closeOnDealloc: true)
        // If ffmpeg exits early, writing to its pipe must fail with an error, not kill us.
        signal(SIGPIPE, SIG_IGN)
        do {
            try process.run()
        } catch {
            throw .encoderFailed(program: program, detail: FileReadError(error).description)
        }
        cleanup.register(process: process.processIdentifier)
    }

    /// How a GIF's frames are mapped to its palette. Bayer's ordered dither laid a crosshatch
    /// over the flat grey desk, which no palette colour matches exactly; error diffusion
    /// (Sierra's light variant) leaves a flat area flat and still breaks the curl's shading
    /// into grain rather than bands. Only the rectangle that changed since the previous frame
    /// is dithered again, so the still parts of a turn do not shimmer (and compress better).
    nonisolated static let gifPaletteUse = "dither=sierra2_4a:diff_mode=rectangle"

    /// ffmpeg's arguments up to the output file: raw frames on standard input, then the
    /// encoding for `format` (or the palette pass).
    nonisolated static func arguments(
        format: ExportFormat, role: Role, width: Int, height: Int, framesPerSecond: Int
    ) -> [String] {
        #if _endian(little)
            let pixelFormat = "bgra"
        #else
            let pixelFormat = "argb"
        #endif
        var arguments = [
            "-hide_banner", "-loglevel", "error", "-y", "-f", "rawvideo", "-pix_fmt", pixelFormat,
            "-video_size", "\(width)x\(height)", "-framerate", "\(framesPerSecond)", "-i", "-",
        ]
        switch (format, role) {
        case (_, .palette):
            // Colour statistics only: a few MB whatever the number of frames.
            arguments += [
                "-vf", "palettegen=stats_mode=diff", "-frames:v", "1", "-update", "1", "-f", "image2", "-c:v", "png",
            ]
        case (.gif, .animation(let palette)):
            if let palette {
                // One palette for the whole animation, made beforehand; every frame streams
                // straight through paletteuse.
                arguments += [
                    "-i", "file:" + palette, "-filter_complex", "[0:v][1:v]paletteuse=" + gifPaletteUse, "-loop",
                    "0", "-f", "gif",
                ]
            } else {
                // Without a palette file, ffmpeg's default palette: still streaming, but coarse.
                arguments += ["-loop", "0", "-f", "gif"]
            }
        case (.apng, .animation):
            arguments += ["-pix_fmt", "rgb24", "-plays", "0", "-f", "apng"]
        case (.mp4, .animation):
            // x264 on its own takes 1.5 threads per core and looks 40 frames ahead: 270 MB at
            // 1200 × 776. Two threads and 20 frames keep it near 200 MB, with the same file.
            arguments += [
                "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-pix_fmt", "yuv420p", "-crf", "20",
                "-threads", "2", "-x264-params", "rc-lookahead=20", "-movflags", "+faststart", "-f", "mp4",
            ]
        case (.png, .animation):
            break
        }
        return arguments
    }

    func write(_ frame: Bitmap) throws(ExportError) {
        count += 1
        do {
            try frame.pixels.withUnsafeBytes { bytes in
                try input.fileHandleForWriting.write(contentsOf: bytes)
            }
        } catch {
            throw .encoderFailed(program: "ffmpeg", detail: lastLogLine() ?? "it stopped reading frames")
        }
    }

    func finish() throws(ExportError) -> String {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        cleanup.unregister(process: process.processIdentifier)
        defer { endWorkspace() }
        guard process.terminationStatus == 0 else {
            let detail = lastLogLine() ?? "exit status \(process.terminationStatus)"
            throw .encoderFailed(program: "ffmpeg", detail: detail)
        }
        // rename(2) replaces the output in one step: it is either the old file or the new one
        // (and a link there is replaced, not followed).
        try workspace.move(partialName, to: output)
        var info = stat()
        let bytes = stat(output, &info) == 0 ? Int(info.st_size) : 0
        return "wrote \(output) (\(format.rawValue.uppercased()), \(count) frames, \(bytes / 1024) KiB)"
    }

    func abandon() {
        try? input.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        cleanup.unregister(process: process.processIdentifier)
        try? FileManager.default.removeItem(atPath: partialPath)
        endWorkspace()
    }

    /// Removes ffmpeg's log (and, for an encoder that made its workspace, the workspace).
    private func endWorkspace() {
        try? FileManager.default.removeItem(atPath: logPath)
        try? FileManager.default.removeItem(atPath: partialPath)
        if ownsWorkspace { workspace.remove() }
    }

    private func lastLogLine() -> String? {
        guard let data = try? FileContents.read(logPath, limit: 1_048_576) else { return nil }
        let log = String(decoding: data, as: UTF8.self)
        // ffmpeg names the hidden partial file; the user knows the output by its own name.
        return log.split(whereSeparator: \.isNewline).last.map {
            $0.replacingOccurrences(of: "file:" + partialPath, with: reportedName)
                .replacingOccurrences(of: partialPath, with: reportedName)
        }
    }
}
