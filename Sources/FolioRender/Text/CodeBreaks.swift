/// Zero-width places where a line may break inside code and addresses, at the seams of a
/// name (`process.report` / `.reportOnFatalError`), inserted before Pango sees the text.
///
/// Pango breaks lines by UAX #14, which finds no break in `process.report.reportOnFatalError`:
/// on a narrow page such a name was cut wherever the line ran out ("reportOnFatalE" /
/// "rror"). Readers break code where its punctuation joins two names instead, and cut inside
/// a name only when one name is wider than the line. A ZERO WIDTH SPACE (U+200B) at each
/// seam gives Pango that break: it takes no width, draws no hyphen, and is left out of
/// everything a reader gets back (copied text, search, the screen reader's text), as the
/// ones ``SoftBreaks`` inserts are.
///
/// A break goes before `.` `(` `[` `{` `::` `->` that follow a name or a closing bracket,
/// and after `/` `,` `=` `&` `?` that a name or an opening bracket follows; never inside a
/// number (`3.14`), an empty pair (`()`) or a doubled sign (`==`, `//`, `&&`), nor before a
/// sign that ends the text; and never in prose, which the app does not pass here.
package enum CodeBreaks {
    /// `code` with U+200B at each seam between names; `code` itself when it has none.
    package static func inserted(into code: String) -> String {
        guard code.unicodeScalars.contains(where: isSeamSign) else { return code }
        var result = String.UnicodeScalarView()
        var scalars = code.unicodeScalars.makeIterator()
        var previous: Unicode.Scalar?
        var current = scalars.next()
        while let scalar = current {
            let next = scalars.next()
            if let previous, breaks(between: previous, and: scalar, before: next) { result.append("\u{200B}") }
            result.append(scalar)
            (previous, current) = (scalar, next)
        }
        return String(result)
    }

    /// Whether a line may break between `previous` and `current`, which `next` follows.
    private static func breaks(
        between previous: Unicode.Scalar, and current: Unicode.Scalar, before next: Unicode.Scalar?
    ) -> Bool {
        if endsName(previous) {
            switch current {
            case ".":
                // Not inside a number (3.14), nor before a closing full stop.
                guard let next, startsName(next) else { return false }
                return !(isDigit(previous) && isDigit(next))
            case "(", "[", "{":
                // Not inside an empty pair (a lone "()" would start the next line), nor in
                // the shell's and templates' `$(` and `${`.
                return previous != "$" && next != nil && next != closing(current)
            case ":":
                return next == ":"
            case "-":
                return next == ">"
            default:
                return false
            }
        }
        switch previous {
        case "/", ",", "=", "&", "?":
            return startsName(current)
        default:
            return false
        }
    }

    /// The signs a break goes beside: text without any has no seam (most code spans).
    private static func isSeamSign(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case ".", "(", "[", "{", ":", "-", "/", ",", "=", "&", "?": true
        default: false
        }
    }

    /// Whether `scalar` can end what comes before a `.` or `(` of a name: a letter, a
    /// digit, `_`, `$`, or a closing bracket or quote.
    private static func endsName(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case ")", "]", "}", ">", "\"", "'", "`": true
        default: isNameScalar(scalar)
        }
    }

    /// Whether `scalar` can start what follows a `/` or `,`: a name, a number, an opening
    /// bracket or quote, or a sign that starts a value (`~`, `-`, `*`, `@`, `#`, `%`, `+`, `!`).
    private static func startsName(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "(", "[", "{", "\"", "'", "`", "~", "-", "*", "@", "#", "%", "+", "!": true
        default: isNameScalar(scalar)
        }
    }

    /// A letter, a digit, `_` or `$` (ASCII without a Unicode property lookup).
    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
                || scalar == "_" || scalar == "$"
        }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { (0x30...0x39).contains(scalar.value) }

    private static func closing(_ opening: Unicode.Scalar) -> Unicode.Scalar {
        switch opening {
        case "(": ")"
        case "[": "]"
        default: "}"
        }
    }
}
