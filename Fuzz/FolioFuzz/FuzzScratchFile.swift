import Foundation

/// A per-process scratch file for loaders that open paths rather than bytes (PDFs, text).
///
/// Written on every input, so it lives in memory-backed /dev/shm when there is one; the
/// process id keeps parallel fuzzers (`-jobs`) from sharing it.
enum FuzzScratchFile {
    static func write(_ data: Data, fileExtension: String) -> String? {
        let folder = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
        let path = (folder as NSString).appendingPathComponent(
            "folio-fuzz-\(ProcessInfo.processInfo.processIdentifier).\(fileExtension)")
        do {
            try data.write(to: URL(fileURLWithPath: path))
        } catch {
            return nil
        }
        return path
    }
}
