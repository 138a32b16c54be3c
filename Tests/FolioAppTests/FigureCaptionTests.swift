import FolioCore
import FolioRender
import Foundation
import Testing

@testable import FolioApp

/// A figure's caption stays on its picture's page: when both do not fit at the bottom of a
/// page, the picture moves to the next page with its caption.
@MainActor
@Suite struct FigureCaptionTests {
    /// A 400 × 400-pixel picture: 300 points square, most of a page's height.
    static let picture: RichImage = {
        let data = (try? Bitmap(width: 400, height: 400, fill: Color(white: 0.5)).pngData()) ?? Data()
        return RichImage(source: .data(data), altText: "a square")
    }()

    /// The pages (from 0) holding item `item`'s placements.
    func pages(showing item: Int, in paginator: TextPaginator) -> Set<Int> {
        Set(paginator.pages.indices.filter { paginator.pages[$0].placements.contains { $0.item == item } })
    }

    func paginator(fillerLines: Int, caption: String) -> TextPaginator {
        var blocks = (0..<fillerLines).map { RichBlock(.paragraph(RichText("Line \($0) of the text before."))) }
        blocks.append(RichBlock(.image(Self.picture)))
        blocks.append(RichBlock(.paragraph(RichText(caption))))
        blocks.append(RichBlock(.paragraph(RichText("The text after the figure."))))
        let layout = TextPageLayout.fitting(Size(width: 400, height: 560), body: TextPageLayout().body)
        let paginator = TextPaginator(TypesetDocument(RichDocument(blocks: blocks), layout: layout))
        paginator.paginateAll()
        return paginator
    }

    @Test func aCaptionIsOnThePageOfItsPictureWhereverThePictureFalls() {
        var moved = 0
        for lines in 0..<16 {
            let paginator = paginator(fillerLines: lines, caption: "Figure 1. The square, in grey.")
            let picture = pages(showing: lines, in: paginator)
            let caption = pages(showing: lines + 1, in: paginator)
            #expect(picture.count == 1 && picture == caption, "with \(lines) lines before: \(picture), \(caption)")
            if picture != [0] { moved += 1 }
        }
        // Some of those layouts had the picture start a page of its own.
        #expect(moved > 0)
    }

    @Test func aLongParagraphAfterAPictureIsNoCaptionAndMayStartOnTheNextPage() {
        let long = String(repeating: "A paragraph that goes on and on about the square. ", count: 20)
        var parted = 0
        for lines in 0..<16 {
            let paginator = paginator(fillerLines: lines, caption: long)
            if pages(showing: lines, in: paginator) != pages(showing: lines + 1, in: paginator) { parted += 1 }
        }
        // The picture stays where it fits; the text flows on from under it.
        #expect(parted > 0)
    }
}
