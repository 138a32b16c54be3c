public import Foundation

/// Writes small PDFs whose pages carry page labels ("i", "ii", "1", "A-1"), as books with
/// numbered front matter and appendices do, written byte by byte so that tests need no
/// tool and no font to make them.
///
/// ```swift
/// try LabelledPDF.write(
///     pages: (1...12).map { "Page \($0)" },
///     labels: [.init(from: 0, style: .lowerRoman), .init(from: 4, style: .decimal)],
///     to: folder + "/book.pdf")   // pages "i" to "iv", then "1" to "8"
/// ```
public enum LabelledPDF {
    /// How a range of pages is numbered (the `/S` entry of a PDF page-label dictionary).
    public enum Style: String, Sendable {
        /// 1, 2, 3
        case decimal = "D"
        /// i, ii, iii
        case lowerRoman = "r"
        /// I, II, III
        case upperRoman = "R"
        /// a, b, … z, aa
        case lowerLetters = "a"
    }

    /// A run of pages numbered alike, from page `from` (index from 0) to the next range.
    public struct Range: Sendable {
        public var from: Int
        public var style: Style?
        public var prefix: String
        public var firstNumber: Int

        /// A range starting at page index `from`, its pages numbered in `style` (nil: the
        /// prefix alone) from `firstNumber`, each after `prefix` ("A-").
        public init(from: Int, style: Style?, prefix: String = "", firstNumber: Int = 1) {
            self.from = from
            self.style = style
            self.prefix = prefix
            self.firstNumber = firstNumber
        }
    }

    /// Writes a PDF of US-letter pages, each showing its text (ASCII) top left, labelled by
    /// `labels` (none: the PDF has no page labels).
    public static func write(pages: [String], labels: [Range], to path: String) throws {
        try data(pages: pages, labels: labels).write(to: URL(fileURLWithPath: path))
    }

    /// The bytes of the PDF ``write(pages:labels:to:)`` writes.
    public static func data(pages: [String], labels: [Range]) -> Data {
        var objects = [String]()
        let pageObjects = pages.indices.map { 4 + 2 * $0 }
        let labelEntry = labels.isEmpty ? "" : " /PageLabels << /Nums [\(labels.map(entry).joined(separator: " "))] >>"
        objects.append("<< /Type /Catalog /Pages 2 0 R\(labelEntry) >>")
        objects.append(
            "<< /Type /Pages /Count \(pages.count) /Kids [\(pageObjects.map { "\($0) 0 R" }.joined(separator: " "))] >>"
        )
        objects.append("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>")
        for (index, text) in pages.enumerated() {
            objects.append(
                "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> "
                    + "/Contents \(pageObjects[index] + 1) 0 R >>")
            let content = "BT /F1 36 Tf 72 700 Td (\(escaped(text))) Tj ET"
            objects.append("<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream")
        }
        var output = "%PDF-1.4\n"
        var offsets = [Int]()
        for (number, body) in objects.enumerated() {
            offsets.append(output.utf8.count)
            output += "\(number + 1) 0 obj\n\(body)\nendobj\n"
        }
        let table = output.utf8.count
        output += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets {
            let digits = String(offset)
            output += String(repeating: "0", count: max(10 - digits.count, 0)) + digits + " 00000 n \n"
        }
        output += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(table)\n%%EOF\n"
        return Data(output.utf8)
    }

    private static func entry(_ range: Range) -> String {
        var dictionary = "<<"
        if let style = range.style { dictionary += " /S /\(style.rawValue)" }
        if !range.prefix.isEmpty { dictionary += " /P (\(escaped(range.prefix)))" }
        if range.firstNumber != 1 { dictionary += " /St \(range.firstNumber)" }
        return "\(range.from) \(dictionary) >>"
    }

    private static func escaped(_ text: String) -> String {
        let ascii = text.unicodeScalars.map { $0.isASCII && $0.value >= 32 ? String($0) : "?" }.joined()
        return ascii.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "(", with: "\\(")
            .replacingOccurrences(of: ")", with: "\\)")
    }
}
