import ArgumentParser
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
    /// `text` with every control character written as an escape (`\n`, `\t`, `\u{1B}`):
    /// C0 and C1 controls, DEL, and the Unicode marks that reorder or hide text (bidirectional
    /// overrides and isolates, line and paragraph separators).
    static func oneLine(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if isUnsafe(scalar) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

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
