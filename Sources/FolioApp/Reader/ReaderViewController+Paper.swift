import FolioCore
import FolioPaging
import FolioUI

extension ReaderViewController {
    /// Sizes the pages to the paper (or, without paper, to the window above the page control),
    /// with the decorations, the scrubber and the text laid out for that size.
    func layoutPaper() {
        let bounds = view.bounds
        guard usesPaper else {
            let controlHeight = pageControl == nil ? 0 : Self.pageControlHeight
            pageViewController.view.frame = Rect(
                x: 0, y: 0, width: bounds.width, height: max(bounds.height - controlHeight, 1))
            pageControl?.frame = Rect(
                x: 0, y: bounds.height - controlHeight, width: bounds.width, height: controlHeight)
            layoutScrubber(over: pageViewController.view.frame)
            relayOutTextIfNeeded()
            return
        }
        settleSpine()
        let paper = pagesFrame(in: bounds)
        pageViewController.view.frame = paper
        layoutPaperDecorations()
        layoutScrubber(over: paper)
        relayOutTextIfNeeded()
    }

    /// The paper's geometry now: one page, or two while the spine is in the middle; a text
    /// book's pages take the window's shape when the layout follows the window.
    var paperLayout: PaperLayout {
        PaperLayout(
            pageSize: book.pageSize, pagesAcross: pageViewController.spineLocation == .mid ? 2 : 1,
            isVertical: turnStyle.orientation == .vertical,
            isReflowable: spreadChoice != nil && book.textPaginator != nil)
    }

    /// Whether the spread on screen is a cover alone on the right (or a last page alone on
    /// the left): the blank half has no paper under it.
    var blankHalf: Int? {
        guard pageViewController.spineLocation == .mid, let pages = pageViewController.viewControllers,
            pages.count == 2
        else { return nil }
        if !(pages[0] is BookPageViewController) { return 0 }
        if !(pages[1] is BookPageViewController) { return 1 }
        return nil
    }

    /// Places the shadow under the paper actually shown, and the gutter on a whole spread.
    func layoutPaperDecorations() {
        guard usesPaper else { return }
        var paper = pageViewController.view.frame
        let spread = pageViewController.spineLocation == .mid
        let vertical = turnStyle.orientation == .vertical
        if let blank = blankHalf, !isTurning {
            if vertical {
                paper = Rect(
                    x: paper.minX, y: paper.minY + (blank == 0 ? paper.height / 2 : 0), width: paper.width,
                    height: paper.height / 2)
            } else {
                paper = Rect(
                    x: paper.minX + (blank == 0 ? paper.width / 2 : 0), y: paper.minY, width: paper.width / 2,
                    height: paper.height)
            }
        }
        paperShadow.frame = PaperShadowView.frame(around: paper)
        gutterShadow.isVertical = vertical
        gutterShadow.frame = GutterShadowView.frame(onSpread: pageViewController.view.frame, isVertical: vertical)
        gutterShadow.isHidden = !spread || isTurning || blankHalf != nil
        pageLabel.frame = Rect(
            x: 0, y: pageViewController.view.frame.maxY + 4, width: view.bounds.width, height: PaperLayout.labelBand - 6
        )
        updateBookmarkRibbon()
    }
}
