import FolioCore
import FolioRender
import Foundation

/// Writes frames as `frame-00001.png`, `frame-00002.png`, … into a folder.
@MainActor
final class PNGFrameSink: FrameSink {
    let folder: String
    private(set) var count = 0

    /// Creates the folder if needed and removes frames left by an earlier export, so that the
    /// folder holds exactly this export's frames.
    init(folder: String) throws(ExportError) {
        self.folder = folder
        let manager = FileManager.default
        do {
            try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for name in try manager.contentsOfDirectory(atPath: folder) where Self.isFrameName(name) {
                try manager.removeItem(atPath: (folder as NSString).appendingPathComponent(name))
            }
        } catch {
            throw .cannotCreateFolder(path: folder, reason: (error as NSError).localizedDescription)
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
        do {
            try frame.writePNG(toFile: path)
        } catch {
            throw .cannotWrite(path: path, reason: error.description)
        }
    }

    func finish() throws(ExportError) -> String {
        "wrote \(count) PNG frame\(count == 1 ? "" : "s") to \(folder)/"
    }
}
