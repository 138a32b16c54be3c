/// Text bound for a terminal, made into one inert line: the escaping every message of
/// Folio's goes through, in whichever module prints it.
///
/// A file name may contain a newline, and a file's own text (an EPUB's `full-path`, a
/// statistics log path, an error a library quotes) reaches messages too. Printed as they
/// are, they could start a line that looks like Folio's (`folio: wrote 3 PNG frames`),
/// move the cursor or reorder what follows. It lives here, in the lowest module, so that
/// the window host and the page view controller, which cannot see the app, escape exactly
/// as the app does.
package enum TerminalLine {
    /// `text` with every control character written as an escape (`\n`, `\t`, `\u{1B}`):
    /// C0 and C1 controls, DEL, and the Unicode marks that reorder or hide text (bidirectional
    /// marks, overrides and isolates, line and paragraph separators).
    package static func escaping(_ text: String) -> String {
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
}
