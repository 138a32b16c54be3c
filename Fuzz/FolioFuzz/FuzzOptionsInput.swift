import FolioApp
import Foundation

/// A command line, one argument per line of the input, parsed and validated as `folio`
/// parses it; for `export` and `open` of the sample book, also the sizes, pages and frame
/// counts the command derives from it (nothing is rendered or written).
enum FuzzOptionsInput {
    @MainActor
    static func run(_ data: Data) {
        let arguments = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        _ = AppInputs.checkCommandLine(arguments)
    }
}
