import FolioCore
import FolioRender
import Foundation

/// Writes frames as `frame-00001.png`, `frame-00002.png`, … into a folder.
///
/// The folder must be new or empty: an export writes only files it creates and never
/// deletes or replaces what the user keeps there (a `frame-vacation.png` included).
///
/// Frames are compressed on background threads (``PNGEncodingQueue``), two at a time, while
/// the next one renders.
@MainActor
final class PNGFrameSink: FrameSink {
    let folder: String
    private(set) var count = 0
    /// Whether this export created the folder (and so may remove it when it fails).
    private let createdFolder: Bool
    /// The frames written so far, removed again if the export fails.
    private var written: [String] = []
    private let encoder = PNGEncodingQueue(inFlight: min(max(ProcessInfo.processInfo.activeProcessorCount, 1), 2))

    /// Creates the folder, or takes an existing empty one.
    ///
    /// - Throws: ``ExportError/outputFolderNotEmpty(path:)`` for a folder that holds
    ///   anything, ``ExportError/cannotCreateFolder(path:reason:)`` when it cannot be made.
    init(folder: String) throws(ExportError) {
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
                throw .cannotCreateFolder(path: folder, reason: (error as NSError).localizedDescription)
            }
            guard contents.isEmpty else { throw .outputFolderNotEmpty(path: folder) }
            createdFolder = false
        } else {
            do {
                try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw .cannotCreateFolder(path: folder, reason: (error as NSError).localizedDescription)
            }
            createdFolder = true
        }
    }

    static func frameName(_ number: Int) -> String {
        "frame-" + String(repeating: "0", count: max(0, 5 - String(number).count)) + String(number) + ".png"
    }

    static func isFrameName(_ name: String) -> Bool {
        name.hasPrefix("frame-") && name.hasSuffix(".png")
    }

    func write(_ frame: Bitmap) throws(ExportError) {
        count += 1
        let path = (folder as NSString).appendingPathComponent(Self.frameName(count))
        // Listed before it is written, so that an abandoned export removes it either way.
        written.append(path)
        try encoder.submit(frame, to: path)
    }

    func finish() throws(ExportError) -> String {
        try encoder.finish()
        return "wrote \(count) PNG frame\(count == 1 ? "" : "s") to \(folder)/"
    }

    func abandon() {
        // Frames still being written would otherwise appear after the clean-up.
        try? encoder.finish()
        let manager = FileManager.default
        for path in written { try? manager.removeItem(atPath: path) }
        written = []
        // Only a folder this export made, and only if nothing else appeared in it meanwhile.
        if createdFolder, (try? manager.contentsOfDirectory(atPath: folder))?.isEmpty == true {
            try? manager.removeItem(atPath: folder)
        }
    }
}
