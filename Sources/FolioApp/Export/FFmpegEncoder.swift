import FolioCore
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Encodes frames into a GIF, APNG or MP4 by piping raw pixels to the `ffmpeg` program.
///
/// Frames are premultiplied ARGB32 in native byte order, which on little-endian machines is
/// ffmpeg's `bgra`; exported frames are opaque, so premultiplication changes nothing.
@MainActor
final class FFmpegEncoder: FrameSink {
    let output: String
    let format: ExportFormat
    private let process = Process()
    private let input = Pipe()
    private let logPath: String
    private(set) var count = 0

    /// Finds `ffmpeg` on the `PATH` (or in `searchPath` when given).
    nonisolated static func locate(searchPath: String? = ProcessInfo.processInfo.environment["PATH"]) -> String? {
        for directory in (searchPath ?? "").split(separator: ":") {
            let candidate = (String(directory) as NSString).appendingPathComponent("ffmpeg")
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Starts ffmpeg, ready to receive `width × height` frames at `framesPerSecond`.
    init(
        program: String, output: String, format: ExportFormat, width: Int, height: Int, framesPerSecond: Int
    ) throws(ExportError) {
        self.output = output
        self.format = format
        logPath = NSTemporaryDirectory() + "folio-ffmpeg-\(ProcessInfo.processInfo.processIdentifier).log"
        _ = FileManager.default.createFile(atPath: logPath, contents: nil)
        #if _endian(little)
            let pixelFormat = "bgra"
        #else
            let pixelFormat = "argb"
        #endif
        var arguments = [
            "-hide_banner", "-loglevel", "error", "-y", "-f", "rawvideo", "-pix_fmt", pixelFormat,
            "-video_size", "\(width)x\(height)", "-framerate", "\(framesPerSecond)", "-i", "-",
        ]
        switch format {
        case .gif:
            // One palette for the whole animation, computed from the frames' differences.
            arguments += [
                "-filter_complex", "[0:v]split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=bayer",
                "-loop", "0",
            ]
        case .apng:
            arguments += ["-pix_fmt", "rgb24", "-plays", "0", "-f", "apng"]
        case .mp4:
            arguments += [
                "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-pix_fmt", "yuv420p", "-crf", "20",
                "-movflags", "+faststart",
            ]
        case .png:
            break
        }
        arguments.append(output)
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle(forWritingAtPath: logPath)
        // If ffmpeg exits early, writing to its pipe must fail with an error, not kill us.
        signal(SIGPIPE, SIG_IGN)
        do {
            try process.run()
        } catch {
            throw .encoderFailed(program: program, detail: (error as NSError).localizedDescription)
        }
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
        defer { try? FileManager.default.removeItem(atPath: logPath) }
        guard process.terminationStatus == 0 else {
            throw .encoderFailed(
                program: "ffmpeg", detail: lastLogLine() ?? "exit status \(process.terminationStatus)")
        }
        let bytes = (try? FileManager.default.attributesOfItem(atPath: output)[.size] as? Int) ?? 0
        return "wrote \(output) (\(format.rawValue.uppercased()), \(count) frames, \(bytes / 1024) KiB)"
    }

    private func lastLogLine() -> String? {
        guard let log = try? String(contentsOfFile: logPath, encoding: .utf8) else { return nil }
        return log.split(separator: "\n").last.map(String.init)
    }
}
