import CCairoReference
import Foundation

/// The documents the search scenes read, generated once per run into a temporary folder
/// with a fixed sequence, so every run searches the same text: prose of made-up words in
/// which one word in 50 is "needle", a 900-page PDF of it written with Cairo's PDF surface,
/// and 10 MB of it as one string.
enum SearchFiles {
    static let folder = FileManager.default.temporaryDirectory.appendingPathComponent("folio-search-benchmarks").path

    /// `count` words: syllables drawn by a linear congruential sequence, every 50th "needle".
    static func words(_ count: Int) -> [String] {
        let syllables = ["ka", "lo", "mé", "ri", "tan", "su", "vo", "er", "ßa", "ni", "po", "del"]
        var state: UInt64 = 0x2545_F491
        return (0..<count).map { index in
            if index % 50 == 49 { return "needle" }
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let length = Int(state >> 60) % 3 + 1
            return (0..<length).map { syllables[Int((state >> UInt64(8 * $0 + 8)) % 12)] }.joined()
        }
    }

    /// 10 MB of the prose, in paragraphs of about 100 words.
    static func text(bytes: Int) -> String {
        var text = ""
        text.reserveCapacity(bytes + 100)
        let pool = words(200_000)
        var index = 0
        while text.utf8.count < bytes {
            text += pool[index % pool.count]
            text += index % 100 == 99 ? "\n\n" : " "
            index += 1
        }
        return text
    }

    /// A PDF of `pages` A4 pages of 40 lines of prose each, written once.
    static func pdf(pages: Int) -> String {
        let path = folder + "/prose-\(pages).pdf"
        if FileManager.default.fileExists(atPath: path) { return path }
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let pool = words(pages * 40 * 10)
        let surface = cairo_pdf_surface_create(path, 595, 842)
        let cairo = cairo_create(surface)
        cairo_select_font_face(cairo, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cairo, 11)
        for page in 0..<pages {
            for line in 0..<40 {
                let first = (page * 40 + line) * 10
                cairo_move_to(cairo, 56, 72 + Double(line) * 18)
                cairo_show_text(cairo, pool[first..<(first + 10)].joined(separator: " "))
            }
            cairo_show_page(cairo)
        }
        cairo_destroy(cairo)
        cairo_surface_finish(surface)
        cairo_surface_destroy(surface)
        return path
    }
}
