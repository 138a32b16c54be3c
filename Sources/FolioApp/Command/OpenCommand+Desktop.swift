import ArgumentParser
import FolioCore
import FolioSDL
import Foundation

/// `folio open --from-desktop`: what the desktop entry runs when a file manager or `xdg-open`
/// opens a file with Folio. There is no terminal to read an error from, so a file that cannot be
/// opened says why in a window; launched from the applications menu with no file, the gallery
/// opens.
extension OpenCommand {
    /// The size of the window that shows why a file could not be opened.
    static let errorWindowSize = Size(width: 640, height: 240)

    func runFromDesktop() throws {
        if path == nil && !sample {
            var gallery = try GalleryCommand.parse([])
            gallery.window = window
            return try gallery.run()
        }
        do {
            try openReader()
        } catch let error as SDLHostError {
            // No display: no window can say anything either, so the error goes to standard error.
            throw error
        } catch {
            let message = Self.desktopMessage(for: error)
            // The window shows the message as it is; the terminal gets it escaped, on one line.
            FileHandle.standardError.write(Data("folio: \(TerminalText.oneLine(message))\n".utf8))
            try MainActor.assumeIsolated { () throws in
                try WindowRunner(
                    title: "Folio — \(Self.errorTitle(path: path))", size: Self.errorWindowSize, options: window
                )
                .run(MessageViewController(message: message))
            }
            throw ExitCode.failure
        }
    }

    /// The one line a failed open shows: the same words `folio open` prints in a terminal.
    static func desktopMessage(for error: any Error) -> String {
        let message = Self.message(for: error)
        let firstLine = message.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? message
        return firstLine.isEmpty ? "this file cannot be opened" : firstLine
    }

    /// The error window's title, naming the file (not its folder) as a file manager does.
    static func errorTitle(path: String?) -> String {
        guard let path, !path.isEmpty else { return "cannot open" }
        return "cannot open \(URL(fileURLWithPath: path).lastPathComponent)"
    }
}
