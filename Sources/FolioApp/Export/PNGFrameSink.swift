import FolioCore
import FolioRender
import Foundation

/// Writes frames as `frame-00001.png`, `frame-00002.png`, … into a folder.
///
/// The folder must be new or empty: an export writes only files it creates and never
/// deletes or replaces what the user keeps there (a `frame-vacation.png` included).
/// Frames are written into a private folder beside it (``ExportWorkspace``), which becomes
/// the output folder in one rename once every frame is written: a failed or interrupted
/// export leaves no frames anywhere, and no name inside the user's folder can be a link
/// planted to redirect a frame.
///
/// Frames are compressed on background threads (``PNGEncodingQueue``), two at a time, while
/// the next one renders.
@MainActor
final class PNGFrameSink: FrameSink {
    let folder: String
    private(set) var count = 0
    private let workspace: ExportWorkspace
    private let encoder = PNGEncodingQueue(inFlight: min(max(ProcessInfo.processInfo.activeProcessorCount, 1), 2))

    /// Checks that the folder is new or empty, and makes the private folder beside it.
    ///
    /// - Throws: ``ExportError/outputFolderNotEmpty(path:)`` for a folder that holds
    ///   anything, ``ExportError/cannotCreateFolder(path:reason:)`` when it cannot be made.
    init(folder: String, cleanup: ExportCleanup = .shared) throws(ExportError) {
        self.folder = folder
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: folder, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw .cannotCreateFolder(path: folder, reason: "a file with that name exists")
            }
            let contents: [String]
            do {
                contents = try manager.contentsOfDirectory(atPath: folder)
            } catch {
                throw .cannotCreateFolder(path: folder, reason: FileReadError(error).description)
            }
            guard contents.isEmpty else { throw .outputFolderNotEmpty(path: folder) }
        }
        let absolute = try FFmpegEncoder.validatedPath(folder)
        let parent = (absolute as NSString).deletingLastPathComponent
        do {
            try manager.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch {
            throw .cannotCreateFolder(path: parent, reason: FileReadError(error).description)
        }
        try ExportJob.checkWritable(folder: parent)
        workspace = try ExportWorkspace(beside: absolute, cleanup: cleanup)
    }

    static func frameName(_ number: Int) -> String {
        "frame-" + String(repeating: "0", count: max(0, 5 - String(number).count)) + String(number) + ".png"
    }

    static func isFrameName(_ name: String) -> Bool {
        name.hasPrefix("frame-") && name.hasSuffix(".png")
    }

    func write(_ frame: Bitmap) throws(ExportError) {
        count += 1
        try encoder.submit(frame, as: Self.frameName(count), in: workspace)
    }

    func finish() throws(ExportError) -> String {
        do {
            try encoder.finish()
            try workspace.moveFolder(to: folder)
        } catch {
            abandon()
            throw error
        }
        return "wrote \(count) PNG frame\(count == 1 ? "" : "s") to \(folder)/"
    }

    func abandon() {
        // Frames still being written would otherwise appear after the clean-up.
        try? encoder.finish()
        workspace.remove()
    }
}
