package import ArgumentParser
import FolioSDL
import Foundation

/// `folio`: page-by-page navigation for Swift, as an app. With no arguments it opens the
/// gallery, or, without a display, exports the sample book's flip-through.
package struct FolioCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "folio",
        abstract: "Page-by-page navigation for Swift: a gallery, a reader and a headless exporter.",
        discussion: """
            With no arguments, folio opens the gallery when a display is available; without one \
            it writes the sample book's flip-through as PNG frames to ./folio-export/.
            """,
        version: FolioVersion.current,
        subcommands: [GalleryCommand.self, OpenCommand.self, ExportCommand.self, PDFRendererCommand.self])

    package init() {}

    /// Parses the command line and runs the command; an error ends the process with one
    /// line on standard error (``TerminalText/userFacing(_:)``).
    package static func main() {
        // The app draws PDF pages in a helper process with limits: it opens files it did not write.
        MainActor.assumeIsolated { PDFIsolation.current = .forRunningApp() }
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            exit(withError: TerminalText.userFacing(error))
        }
    }

    package func run() throws {
        let probe = MainActor.assumeIsolated { () -> SDLHostError? in
            do throws(SDLHostError) {
                try SDLHost.probeDisplay()
                return nil
            } catch {
                return error
            }
        }
        if let error = probe {
            print(
                "folio: \(TerminalText.oneLine("\(error)")), so writing the sample book's flip-through to files instead"
            )
            var export = try ExportCommand.parse([])
            export.turnStyle = try TurnStyleOptions.parse([])
            try export.run()
            return
        }
        try GalleryCommand.parse([]).run()
    }
}
