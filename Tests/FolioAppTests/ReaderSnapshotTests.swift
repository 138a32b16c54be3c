import FolioCore
import FolioHeadless
import FolioRender
import FolioTesting
import FolioUI
import Testing

@testable import FolioApp

/// The reader's paper as rendered by Folio's compositor: a page mid-curl that moves
/// nothing outside the paper, a cover alone, the gutter of a spread, the page label
/// (references in `__Snapshots__/ReaderSnapshotTests`).
@MainActor
@Suite struct ReaderSnapshotTests {
    private func reader(spine: SpineChoice, size: Size, page: Int = 0) throws -> (ReaderViewController, HeadlessWindow)
    {
        let book = DocumentLoader.sampleBook()
        book.initialPage = page
        let reader = try ReaderViewController(book: book, turnStyle: TurnStyle(transition: .curl, spine: spine))
        let host = HeadlessWindow(size: size)
        host.window.textMeasurer = PangoTextMeasurer()
        host.rootViewController = reader
        host.settle()
        return (reader, host)
    }

    /// The pixels of `rect` (whole points at scale 1) of `bitmap`.
    private func crop(_ bitmap: Bitmap, _ rect: Rect) -> Bitmap? {
        let x0 = max(Int(rect.minX), 0)
        let y0 = max(Int(rect.minY), 0)
        let x1 = min(Int(rect.maxX), bitmap.width)
        let y1 = min(Int(rect.maxY), bitmap.height)
        guard x1 > x0, y1 > y0 else { return nil }
        var pixels: [UInt32] = []
        for y in y0..<y1 {
            for x in x0..<x1 { pixels.append(bitmap[x, y]) }
        }
        return Bitmap(width: x1 - x0, height: y1 - y0, pixels: pixels)
    }

    @Test func paperPageMidCurlMovesNothingOutsideThePaper() throws {
        let (reader, host) = try reader(spine: .min, size: Size(width: 800, height: 600))
        let atRest = host.render()
        let paper = reader.pageViewController.view.frame
        host.drag(
            from: Point(x: paper.maxX - 8, y: paper.midY + 120), to: Point(x: paper.midX, y: paper.midY + 60),
            duration: 0.3, lift: false)
        let curling = host.render()
        assertSnapshot(of: curling)
        // Beside the paper and its shadow, left and right, and below it (the label too),
        // every pixel is the one at rest. The whole window curled before, so these bands
        // moved with it. (Above, the lifted corner of the sheet itself rises over the
        // top edge, as paper does.)
        let shadow = PaperShadowView.frame(around: paper)
        let bands = [
            Rect(x: 0, y: 0, width: shadow.minX, height: 600),
            Rect(x: shadow.maxX, y: 0, width: 800 - shadow.maxX, height: 600),
            Rect(x: 0, y: shadow.maxY, width: 800, height: 600 - shadow.maxY),
        ]
        for band in bands {
            let unchanged = crop(atRest, band) == crop(curling, band)
            #expect(unchanged, "pixels moved in \(band)")
        }
        let curled = crop(atRest, paper) != crop(curling, paper)
        #expect(curled, "the page is curling")
        host.touchUp()
        host.settle()
    }

    @Test func coverAloneOnTheRight() throws {
        let (reader, host) = try reader(spine: .mid, size: Size(width: 1000, height: 600))
        let frame = host.render()
        assertSnapshot(of: frame)
        // The left half is the background, not paper.
        let paper = reader.pageViewController.view.frame
        let leftMiddle = frame.color(x: Int(paper.minX + paper.width / 4), y: Int(paper.midY))
        let background = frame.color(x: 4, y: 4)
        #expect(leftMiddle == background)
    }

    @Test func gutterAtRest() throws {
        let (reader, host) = try reader(spine: .mid, size: Size(width: 1000, height: 600), page: 1)
        let shaded = host.render()
        assertSnapshot(of: shaded)
        reader.gutterShadow.isHidden = true
        let plain = host.render()
        let gutter = reader.gutterShadow.frame
        let spine = reader.pageViewController.view.frame.midX
        // The shade darkens the spine and nothing beyond the gutter.
        #expect(
            shaded.color(x: Int(spine), y: Int(gutter.midY)).red < plain.color(x: Int(spine), y: Int(gutter.midY)).red)
        let left = Rect(x: 0, y: 0, width: gutter.minX, height: 600)
        let right = Rect(x: gutter.maxX, y: 0, width: 1000 - gutter.maxX, height: 600)
        let leftUnchanged = crop(shaded, left) == crop(plain, left)
        let rightUnchanged = crop(shaded, right) == crop(plain, right)
        #expect(leftUnchanged && rightUnchanged)
    }

    @Test func pageLabelUnderThePaper() throws {
        let (reader, host) = try reader(spine: .min, size: Size(width: 800, height: 600), page: 4)
        #expect(reader.pageLabel.text == "5 of \(reader.book.pageCount)")
        let paper = reader.pageViewController.view.frame
        let region = Rect(x: 300, y: paper.maxY - 20, width: 200, height: 600 - (paper.maxY - 20))
        assertSnapshot(of: try #require(crop(host.render(), region)))
    }
}
