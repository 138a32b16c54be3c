import ArgumentParser
import Foundation

/// `folio pdf-renderer`: the helper process that draws an untrusted PDF's pages for the app
/// (``PDFIsolation``). Hidden from `--help`: only the app starts it, with its socket on
/// descriptor 3.
struct PDFRendererCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pdf-renderer", abstract: "Draws PDF pages for the app in a separate process.",
        shouldDisplay: false)

    @Option(help: "The most memory the renderer may use, in MB.")
    var memoryLimitMB = PDFIsolation.defaultMemoryLimit >> 20

    @Option(help: "The most CPU time one page may take, in seconds.")
    var cpuSecondsPerPage = 30

    @Option(help: "The process that started the renderer: if it is gone already, the renderer ends.")
    var parent: Int32?

    func run() throws {
        let child = PDFRendererChild(
            memoryLimit: min(max(memoryLimitMB, 1), 1 << 24) * 1_048_576,
            cpuSecondsPerPage: cpuSecondsPerPage, parent: parent)
        throw ExitCode(child.serve())
    }
}
