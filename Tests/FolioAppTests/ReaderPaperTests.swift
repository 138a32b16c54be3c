import FolioCore
import FolioHeadless
import FolioPaging
import FolioTesting
import FolioUI
import Foundation
import Testing

@testable import FolioApp

/// The reader's paper, spreads and "where you are": geometry, spine answers, the label,
/// the scrubber, the window title and the remembered page.
@MainActor
@Suite struct ReaderPaperTests {
    private func reader(
        spine: SpineChoice = .min, size: Size = Size(width: 800, height: 600), page: Int = 0,
        transition: TransitionChoice = .curl
    ) throws -> (ReaderViewController, HeadlessWindow) {
        let book = DocumentLoader.sampleBook()
        book.initialPage = page
        let reader = try ReaderViewController(
            book: book, turnStyle: TurnStyle(transition: transition, spine: spine))
        let host = HeadlessWindow(size: size)
        host.rootViewController = reader
        host.settle()
        return (reader, host)
    }

    @Test func paperHasThePageAspectAndIsCentred() throws {
        let (reader, host) = try reader()
        let paper = reader.pageViewController.view.frame
        #expect(abs(paper.width / paper.height - 600.0 / 800.0) < 0.01)
        #expect(abs(paper.midX - 400) <= 1)
        #expect(paper.maxY <= 600 - PaperLayout.labelBand)
        host.resize(to: Size(width: 1200, height: 500))
        let wide = reader.pageViewController.view.frame
        #expect(abs(wide.width / wide.height - 600.0 / 800.0) < 0.01)
        #expect(abs(wide.midX - 600) <= 1)
    }

    @Test func spreadIsTwoPagesWideInAWideWindow() throws {
        let (reader, _) = try reader(spine: .mid, size: Size(width: 1000, height: 600))
        #expect(reader.pageViewController.spineLocation == .mid)
        let paper = reader.pageViewController.view.frame
        #expect(abs(paper.width / paper.height - 1200.0 / 800.0) < 0.01)
    }

    @Test func eachPageOfASpreadLiesOnWholePoints() throws {
        // 1920 × 1080 makes a paper 1515 points wide when it is only rounded as a whole.
        let (reader, _) = try reader(spine: .mid, size: Size(width: 1920, height: 1080))
        let pages = try #require(reader.pageViewController.viewControllers)
        #expect(pages.count == 2)
        for page in pages {
            let frame = page.view.convert(page.view.bounds, to: nil)
            #expect(frame.minX == frame.minX.rounded() && frame.width == frame.width.rounded(), "\(frame)")
        }
    }

    @Test func spreadBecomesOnePageInAPortraitWindowAndComesBack() throws {
        let (reader, host) = try reader(spine: .mid, size: Size(width: 1000, height: 600))
        host.resize(to: Size(width: 500, height: 800))
        #expect(reader.pageViewController.spineLocation == .min)
        #expect(!reader.pageViewController.isDoubleSided)
        #expect(reader.pageViewController.viewControllers?.count == 1)
        let paper = reader.pageViewController.view.frame
        #expect(abs(paper.width / paper.height - 600.0 / 800.0) < 0.01)
        host.resize(to: Size(width: 1000, height: 600))
        #expect(reader.pageViewController.spineLocation == .mid)
        #expect(reader.pageViewController.viewControllers?.count == 2)
    }

    @Test func spreadTooSmallToReadBecomesOnePage() throws {
        let small = Size(width: 700, height: 500)
        #expect(!PaperLayout.spreadIsLegible(pageSize: SamplePage.designSize, in: Rect(origin: .zero, size: small)))
        let (reader, _) = try reader(spine: .mid, size: small)
        #expect(reader.pageViewController.spineLocation == .min)
    }

    @Test func bookWithMidSpineOpensOnItsCoverAlone() throws {
        let (reader, _) = try reader(spine: .mid, size: Size(width: 1000, height: 600))
        let pages = try #require(reader.pageViewController.viewControllers)
        #expect(!(pages[0] is BookPageViewController))
        #expect((pages[1] as? BookPageViewController)?.index == 0)
        #expect(reader.blankHalf == 0)
        #expect(reader.gutterShadow.isHidden)
        #expect(reader.pageText == "1 of \(reader.book.pageCount)")
    }

    @Test func gutterShowsOnAWholeSpreadAtRest() throws {
        let (reader, _) = try reader(spine: .mid, size: Size(width: 1000, height: 600), page: 1)
        #expect(reader.blankHalf == nil)
        #expect(!reader.gutterShadow.isHidden)
        #expect(abs(reader.gutterShadow.frame.midX - reader.pageViewController.view.frame.midX) <= 1)
        #expect(reader.pageText == "2–3 of \(reader.book.pageCount)")
    }

    @Test func gutterHidesWhileAPageTurns() throws {
        let (reader, host) = try reader(spine: .mid, size: Size(width: 1000, height: 600), page: 1)
        let paper = reader.pageViewController.view.frame
        host.drag(
            from: Point(x: paper.maxX - 10, y: paper.midY), to: Point(x: paper.maxX - 200, y: paper.midY),
            duration: 0.3, lift: false)
        #expect(reader.isTurning)
        #expect(reader.gutterShadow.isHidden)
        host.touchUp()
        host.settle()
        #expect(!reader.isTurning)
        #expect(!reader.gutterShadow.isHidden)
    }

    @Test func cubeTurnShowsTheBackgroundWhereTheFacesLeaveThePaperBare() throws {
        let (reader, host) = try reader(transition: .cube)
        let paper = reader.pageViewController.view.frame
        let background = ReaderViewController.background(for: reader.book)
        host.drag(
            from: Point(x: paper.maxX - 20, y: paper.midY), to: Point(x: paper.midX, y: paper.midY), duration: 0.3,
            lift: false)
        #expect(reader.isTurning)
        #expect(reader.paperShadow.alpha == 0)
        host.advance(by: ReaderViewController.shadowFadeDuration)
        // Mid-turn the two faces narrow towards the top and bottom of the paper's corners.
        let frame = host.render(background: .black)
        let corner = frame[Int(paper.minX) + 3, Int(paper.minY) + 2]
        #expect(
            SnapshotComparison.channelDifference(corner, background.premultipliedARGB) <= 2,
            "the paper's bare top-left corner is \(String(corner, radix: 16)), not the background")
        host.touchUp()
        host.settle()
        #expect(!reader.isTurning)
        #expect(reader.paperShadow.alpha == 1)
    }

    @Test func paperShadowIsARingAroundThePaper() throws {
        let (reader, host) = try reader()
        let paper = reader.pageViewController.view.frame
        reader.pageViewController.view.isHidden = true
        let frame = host.render()
        let background = ReaderViewController.background(for: reader.book).premultipliedARGB
        // Where the paper rests nothing is drawn; just outside it, the shadow darkens the
        // background.
        #expect(frame[Int(paper.midX), Int(paper.midY)] == background)
        #expect(frame[Int(paper.minX) + 2, Int(paper.minY) + 2] == background)
        let beside = frame[Int(paper.maxX) + 2, Int(paper.midY)]
        #expect(beside & 0xFF < background & 0xFF - 8, "beside the paper: \(String(beside, radix: 16))")
    }

    @Test func curlTurnKeepsThePaperShadow() throws {
        let (reader, host) = try reader()
        let paper = reader.pageViewController.view.frame
        host.drag(
            from: Point(x: paper.maxX - 10, y: paper.midY), to: Point(x: paper.maxX - 200, y: paper.midY),
            duration: 0.3, lift: false)
        #expect(reader.isTurning)
        #expect(reader.paperShadow.alpha == 1)
        host.touchUp()
        host.settle()
    }

    @Test func labelAndTitleSayWhereYouAre() throws {
        let (reader, host) = try reader(page: 2)
        let count = reader.book.pageCount
        #expect(reader.pageLabel.text == "3 of \(count)")
        #expect(reader.windowTitle == "\(reader.book.title) — 3 of \(count)")
        var reported: [Int] = []
        reader.onPageChange = { reported.append($0) }
        host.press(.rightArrow)
        host.settle()
        #expect(reader.pageLabel.text == "4 of \(count)")
        #expect(reader.windowTitle == "\(reader.book.title) — 4 of \(count)")
        #expect(reported == [3])
    }

    @Test func scrubberShowsOnHoverNearTheBottomAndHidesAway() throws {
        let (reader, host) = try reader()
        #expect(reader.scrubber.isHidden)
        host.window.sendEvent(.hover(HoverEvent(location: Point(x: 400, y: 590))))
        #expect(!reader.scrubber.isHidden)
        host.window.sendEvent(.hover(HoverEvent(location: Point(x: 400, y: 200))))
        #expect(reader.scrubber.isHidden)
    }

    @Test func gKeyAndAMiddleTapToggleTheScrubber() throws {
        let (reader, host) = try reader()
        #expect(host.press(.character("g")))
        #expect(!reader.scrubber.isHidden)
        host.press(.character("g"))
        #expect(reader.scrubber.isHidden)
        let paper = reader.pageViewController.view.frame
        host.tap(at: Point(x: paper.midX, y: paper.midY))
        host.settle()
        #expect(!reader.scrubber.isHidden)
        #expect(reader.currentIndex == 0)
    }

    /// Escape closes what G or a tap opened, as it closes the contents list; only then does
    /// it go on to close the window.
    @Test func escapeHidesTheScrubberBeforeClosingTheWindow() throws {
        let (reader, host) = try reader()
        host.press(.character("g"))
        #expect(host.press(.escape))
        #expect(reader.scrubber.isHidden)
        #expect(!host.press(.escape), "with nothing open, Escape is left to the window (which closes)")
        let paper = reader.pageViewController.view.frame
        host.tap(at: Point(x: paper.midX, y: paper.midY))
        host.settle()
        #expect(!reader.scrubber.isHidden)
        #expect(host.press(.escape))
        #expect(reader.scrubber.isHidden)
    }

    @Test func theScrubberFollowsTheFingerBeforeItLifts() throws {
        let (reader, host) = try reader()
        host.press(.character("g"))
        let bar = reader.scrubber.frame
        let y = bar.midY
        host.touchDown(at: Point(x: bar.minX + PageScrubber.inset, y: y))
        host.advance(frames: 2)
        for step in 1...10 {
            host.touchMove(to: Point(x: bar.minX + PageScrubber.inset + Double(step) * (bar.width / 2 - 12) / 10, y: y))
            host.advance(frames: 1)
        }
        let middle = reader.scrubber.page(at: bar.width / 2)
        #expect(abs(reader.scrubber.currentPage - middle) <= 1)
        #expect(reader.pageLabel.text?.hasPrefix("\(reader.scrubber.currentPage + 1) of") == true)
        #expect(reader.scrubber.currentPage > 0)
        host.touchUp()
        host.settle()
        #expect(reader.currentIndex == reader.scrubber.currentPage)
    }

    @Test func draggingTheScrubberJumpsPages() throws {
        let (reader, host) = try reader()
        host.press(.character("g"))
        let bar = reader.scrubber.frame
        let last = reader.book.pageCount - 1
        let y = bar.midY
        host.drag(
            from: Point(x: bar.minX + PageScrubber.inset, y: y), to: Point(x: bar.maxX - 2, y: y), duration: 0.3)
        host.settle()
        #expect(reader.currentIndex == last)
        #expect(reader.pageLabel.text == "\(last + 1) of \(last + 1)")
    }

    @Test func pageOutOfRangeIsAnErrorNamingTheRange() throws {
        let book = DocumentLoader.sampleBook()
        let count = book.pageCount
        #expect(throws: PageOutOfRangeError(page: 99, pageCount: count, title: book.title)) {
            try PageOutOfRangeError.index(ofPage: 99, in: book)
        }
        #expect(
            PageOutOfRangeError(page: 99, pageCount: 40, title: "dotguide.pdf").description
                == "--page 99 is out of range: dotguide.pdf has pages 1-40")
        #expect(try PageOutOfRangeError.index(ofPage: count, in: book) == count - 1)
    }
}
