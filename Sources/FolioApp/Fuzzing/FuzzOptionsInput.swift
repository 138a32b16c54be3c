import ArgumentParser
import Foundation

/// A command line, one argument per line of the input, parsed and validated as `folio`
/// parses it; for `export` and `open` of the sample book, also the sizes, pages and frame
/// counts the command derives from it (nothing is rendered or written).
enum FuzzOptionsInput {
    @MainActor
    static func run(_ data: Data) {
        let arguments = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        guard let command = try? FolioCommand.parseAsRoot(arguments) else { return }
        // A path would make the fuzzer read arbitrary files (/dev/zero never ends): parsing
        // it is enough.
        if let export = command as? ExportCommand, export.path == nil, let job = try? ExportJob(command: export) {
            _ = (job.pointSize, job.script.frameCount, export.resolvedOutput)
        } else if let open = command as? OpenCommand, open.path == nil {
            let book = DocumentLoader.sampleBook()
            if let page = open.page { book.start(atPage: page - 1) }
            _ = OpenCommand.defaultWindowSize(for: book, turnStyle: open.turnStyle.resolved(for: book))
        }
    }
}
