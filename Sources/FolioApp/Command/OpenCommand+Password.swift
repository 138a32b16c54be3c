import FolioCore
import FolioRender
import Foundation

/// A PDF with a password: the window asks for it (``PasswordPromptViewController``) and
/// shows the book once it opens. The password is never an option on the command line,
/// where the shell's history and every process listing would keep it.
extension OpenCommand {
    /// The prompt's window, before the book's page size is known.
    static let passwordWindowSize = Size(width: 720, height: 760)

    @MainActor
    func openProtectedPDF(_ protectedPath: String) throws {
        let name = URL(fileURLWithPath: protectedPath).lastPathComponent
        let prompt = PasswordPromptViewController(fileName: name) { password in
            let book = try DocumentLoader(measurer: PangoTextMeasurer()).load(path: protectedPath, password: password)
            return try makeReader(for: book).0
        }
        let windowSize =
            size.map { Size(width: Double($0.width), height: Double($0.height)) } ?? Self.passwordWindowSize
        try WindowRunner(title: "Folio — \(TerminalText.oneLine(name))", size: windowSize, options: window).run(prompt)
    }
}
