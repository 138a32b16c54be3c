import ArgumentParser
import FolioCore
import FolioRender
import Foundation

/// Text for the terminal: one line, in Folio's words, whatever a file or its name holds.
///
/// A file name may contain a newline, and a file's own text (an EPUB's `full-path`, an
/// ffmpeg log line naming it) reaches messages too; printed as they are, they could start
/// a line that looks like Folio's (`folio: wrote 3 PNG frames`) or move the cursor. Every
/// message the app prints goes through ``oneLine(_:)``, and every error through
/// ``userFacing(_:)``.
enum TerminalText {
    /// `text` with every control character written as an escape (`\n`, `\t`, `\u{1B}`), as
    /// FolioCore's `TerminalLine` writes it for every module.
    static func oneLine(_ text: String) -> String { TerminalLine.escaping(text) }

    /// Writes `folio: MESSAGE` as one line on standard error.
    static func warn(_ message: String) {
        FileHandle.standardError.write(Data("folio: \(oneLine(message))\n".utf8))
    }

    /// The error to hand to ArgumentParser for printing: its own errors (usage, validation,
    /// help) as they are; any other as one escaped line, with Foundation's and the system's
    /// errors (whose text says "NSCocoaErrorDomain error 256") in Folio's words.
    static func userFacing(_ error: any Error) -> any Error {
        if String(reflecting: type(of: error)).hasPrefix("ArgumentParser.") { return error }
        if error is CocoaError || error is POSIXError { return Failure(message: FileReadError(error).description) }
        return Failure(message: oneLine(String(describing: error)))
    }

    /// An error that prints exactly its message.
    struct Failure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
