import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Shows how far an export is: a bar redrawn in place on a terminal, a plain line every 10 %
/// otherwise (logs, pipes, CI). Writes to standard error, so that standard output carries
/// only the result.
struct ExportProgress {
    let total: Int
    let isTerminal: Bool
    private var lastDecile = -1
    private var lastWidth = -1

    init(total: Int, isTerminal: Bool = isatty(STDERR_FILENO) == 1) {
        self.total = max(total, 1)
        self.isTerminal = isTerminal
    }

    /// The text shown after `done` frames; nil when nothing needs printing.
    mutating func line(done: Int) -> String? {
        let fraction = min(Double(done) / Double(total), 1)
        if isTerminal {
            let width = 30
            let filled = Int((fraction * Double(width)).rounded(.down))
            guard filled != lastWidth || done == total else { return nil }
            lastWidth = filled
            let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
            return "\r[\(bar)] \(Int(fraction * 100))% frame \(done)/\(total)" + (done == total ? "\n" : "")
        }
        let decile = Int((fraction * 10).rounded(.down))
        guard decile != lastDecile else { return nil }
        lastDecile = decile
        return "exporting: \(decile * 10)% (frame \(done)/\(total))\n"
    }

    /// Prints the progress after `done` frames.
    mutating func report(done: Int) {
        guard let text = line(done: done) else { return }
        FileHandle.standardError.write(Data(text.utf8))
    }
}
