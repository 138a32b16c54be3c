import Foundation

/// The texts the scenes paginate, generated once per run into a temporary folder: words
/// drawn from the GPL's text (or a fixed list where it is not installed) by a fixed
/// sequence, so every run paginates the same text.
final class PaginationFiles: Sendable {
    let folder: String

    init() {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("folio-pagination-texts").path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    /// The file `name`, written from `text()` unless a previous scene or run wrote it.
    func make(_ name: String, _ text: () -> String) -> String {
        let path = folder + "/" + name
        if !FileManager.default.fileExists(atPath: path),
            !FileManager.default.createFile(atPath: path, contents: Data(text().utf8))
        {
            print("Could not write \(path): the scenes that read it will measure an error.")
        }
        return path
    }

    /// The EPUB `name` of about `proseBytes` of prose in `chapters` chapters (``LongEPUB``),
    /// written unless a previous scene or run wrote it.
    func makeEPUB(_ name: String, proseBytes: Int, chapters: Int) -> String {
        let path = folder + "/" + name
        if !FileManager.default.fileExists(atPath: path),
            !FileManager.default.createFile(
                atPath: path,
                contents: LongEPUB.make(prose: Self.prose(bytes: proseBytes, separator: "\n\n"), chapters: chapters))
        {
            print("Could not write \(path): the scenes that read it will measure an error.")
        }
        return path
    }

    /// About `bytes` of paragraphs of 40 to 160 words, joined by `separator` (a blank line
    /// for prose, a space for one long line).
    static func prose(bytes: Int, separator: String) -> String {
        let words = vocabulary()
        var state: UInt64 = 1
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var text = ""
        text.reserveCapacity(bytes + 1_000)
        while text.utf8.count < bytes {
            if !text.isEmpty { text += separator }
            let count = 40 + next(121)
            for index in 0..<count {
                if index > 0 { text += " " }
                text += words[next(words.count)]
            }
        }
        return text
    }

    private static func vocabulary() -> [String] {
        if let license = try? String(contentsOfFile: "/usr/share/common-licenses/GPL-3", encoding: .utf8) {
            let words = license.split(whereSeparator: \.isWhitespace).map(String.init)
            if !words.isEmpty { return words }
        }
        return ["the", "reader", "turns", "a", "page", "of", "international", "considerations,", "book", "license"]
    }
}
