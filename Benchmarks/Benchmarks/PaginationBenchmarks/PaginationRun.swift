import Foundation

/// Runs the release `folio` on a text file, as a reader opening it would.
enum PaginationRun {
    /// `FOLIO`, or the main package's release build beside this folder.
    static func binary() -> String? {
        if let named = ProcessInfo.processInfo.environment["FOLIO"] {
            return FileManager.default.isExecutableFile(atPath: named) ? named : nil
        }
        // Benchmarks/Benchmarks/PaginationBenchmarks/PaginationRun.swift → the repository.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let path = root.appendingPathComponent(".build/release/folio").path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    /// Exports one 600 × 800 frame of `path` at `page`, and returns the number of pages the
    /// text has (a page past the end lays out every page, then fails naming the count), or
    /// the pages laid out to show `page`.
    static func export(_ folio: String, _ path: String, page: Int) -> Int {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("folio-pagination-\(UUID())")
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: folio)
        process.arguments = [
            "export", path, "-o", output.path, "--frames", "1", "--size", "600x800", "--transition", "curl",
            "--page", "\(page)",
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            return 0
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        let count = pages(in: text)
        // A run that laid out nothing measured nothing: say so where the harness shows it.
        if count == 0 { FileHandle.standardError.write(Data("folio export \(path): \(text)\n".utf8)) }
        return count
    }

    /// "… has pages 1-758" or "… 2 text pages laid out": the last number of pages named.
    static func pages(in output: String) -> Int {
        if let range = output.range(of: "has pages 1-") {
            return Int(output[range.upperBound...].prefix(while: \.isNumber)) ?? 0
        }
        if let range = output.range(of: " text pages laid out") {
            return Int(output[..<range.lowerBound].split(separator: " ").last ?? "") ?? 0
        }
        return 0
    }
}
