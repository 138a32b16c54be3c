import Foundation
import Testing

@testable import FolioApp

/// pandoc's own stylesheet, as every pandoc EPUB carries it, read through the cascade: a
/// real sheet nobody on the project wrote (made at test time, ``PandocFixture``).
@Suite struct PandocStyleSheetTests {
    @Test func pandocsSheetStylesWhatItMeans() throws {
        let folder = try TemporaryFolder()
        let archive = try EPUBArchive(path: try PandocFixture.make(in: folder))
        let cssPath = try #require(archive.paths.first { $0.hasSuffix(".css") }, "pandoc wrote no stylesheet")
        var sheet = EPUBStyleSheet()
        sheet.add(String(decoding: try archive.data(at: cssPath), as: UTF8.self))
        func declared(_ name: String, id: String? = nil, classes: [String] = [], in ancestors: [CSSElement] = [])
            -> EPUBStyleSheet.Declarations
        {
            var examined = 0
            var attributes: [String: String] = [:]
            if let id { attributes["id"] = id }
            return sheet.declarations(
                for: CSSElement(name: name, id: id, classes: classes, attributes: attributes),
                ancestors: CSSAncestors.chain(ancestors), style: nil, examined: &examined)
        }
        // body { text-align: justify; margin: 5% }, inherited by the text.
        #expect(declared("body").alignment == .justified)
        #expect(declared("h2").alignment == .left)
        // em em { font-style: normal }: emphasis inside emphasis is upright.
        #expect(declared("em").italic == true)
        #expect(declared("em", in: [CSSElement(name: "em")]).italic == false)
        // nav#toc ol li { list-style-type: none; margin: 0 }.
        let toc = [CSSElement(name: "nav", id: "toc", attributes: ["id": "toc"]), CSSElement(name: "ol")]
        #expect(declared("li", in: toc).listStyle == ListStyle.none)
        #expect(declared("li", in: toc).marginTop == .pixels(0))
        #expect(declared("li").listStyle == nil)
        // a.footnote-ref { vertical-align: super }.
        #expect(declared("a", classes: ["footnote-ref"]).verticalAlign == .super)
    }
}
