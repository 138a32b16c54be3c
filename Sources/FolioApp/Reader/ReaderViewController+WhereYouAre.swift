import FolioCore
import FolioPaging
import FolioUI

/// Where the reader is: the page label under the paper, the scrubber, the window title.
extension ReaderViewController {
    /// The key that shows or hides the scrubber.
    static let scrubberKey = Key.character("g")

    func installWhereYouAre() {
        pageLabel.font = Font(family: "Sans", size: 13)
        // Dark grey on the light background of books, light grey beside photos.
        pageLabel.textColor = Color(white: book.style == .pictures ? 0.7 : 0.3)
        pageLabel.textAlignment = .center
        pageLabel.isUserInteractionEnabled = false
        if usesPaper {
            view.addSubview(gutterShadow)
            view.addSubview(pageLabel)
        }
        scrubber.numberOfPages = book.pageTotal.count
        scrubber.isHidden = true
        scrubber.addAction(Control.Action { [unowned self] _ in self.scrubberChanged() }, for: .valueChanged)
        view.addSubview(scrubber)
        let tap = TapGestureRecognizer { [unowned self] recognizer in
            if recognizer.state == .ended { self.toggleScrubber() }
        }
        tap.delegate = middleTapFilter
        middleTapFilter.reader = self
        view.addGestureRecognizer(tap)
        installLastPageKey()
        updateWhereYouAre()
    }

    /// "12 of 196", "12–13 of 196" for a spread; "12 of ~940" while a long text is still
    /// being laid out (an estimate, exact once every page is counted; "12 of 30+" for a
    /// plain-text file, whose length is not known ahead); "iv · 6 of 311" on a PDF page
    /// whose printed label is not its number.
    var pageText: String {
        guard let label = book.ownPageLabel(at: currentIndex) else { return pageNumberText }
        return "\(label) · \(pageNumberText)"
    }

    private var pageNumberText: String {
        let count = book.pageCount
        let total = book.pageTotal.text
        let first = currentIndex
        if pageViewController.spineLocation == .mid, blankHalf == nil, first + 1 < count {
            return "\(first + 1)–\(first + 2) of \(total)"
        }
        return "\(first + 1) of \(total)"
    }

    func updateWhereYouAre() {
        pageLabel.text = pageText
        let total = book.pageTotal
        scrubber.numberOfPages = total.count
        scrubber.currentPage = currentIndex
        scrubber.accessibilityValue = "Page \(currentIndex + 1) of \(total.spokenText)"
    }

    /// Puts the scrubber over the bottom of the paper, clear of the page label under it
    /// (or, for photos, above the page control at the bottom of the window).
    func layoutScrubber(over area: Rect) {
        let width = max(min(area.width - 24, 640), 120)
        let bottom = usesPaper ? area.maxY - 10 : area.maxY - 8
        scrubber.frame = Rect(
            x: (area.midX - width / 2).rounded(), y: (bottom - 28).rounded(), width: width, height: 28)
        if usesPaper { pageLabel.text = pageText }
    }

    /// Shows the scrubber, or hides it when it shows.
    func toggleScrubber() {
        scrubber.isHidden.toggle()
        scrubberWasAskedFor = !scrubber.isHidden
    }

    private func scrubberChanged() {
        // While a long text is still being counted the bar spans the estimated pages: the
        // text is laid out as far as the page under the finger first (the last page, at
        // most, when the estimate was high).
        let index = book.clampedPageIndex(scrubber.currentPage)
        pageViewController.setCurrentIndex(index, animated: false) { [weak self] _ in
            self?.pageDidChange()
        }
        // The label follows the finger at once, before the page is shown.
        pageLabel.text = "\(index + 1) of \(book.pageTotal.text)"
    }

    /// The pointer near the bottom edge shows the scrubber; moving away hides it again.
    func handleHover(_ event: HoverEvent) {
        let point = view.convert(event.location, from: nil)
        let near = point.y >= view.bounds.height - Self.scrubberHoverBand
        if near {
            scrubber.isHidden = false
        } else if !scrubber.isTracking {
            scrubber.isHidden = true
            scrubberWasAskedFor = false
        }
    }

    /// Whether `point` (in the reader's view) is in the middle of the paper, where a tap
    /// shows the scrubber: clear of the page view controller's tap zones at the edges.
    func isInMiddle(_ point: Point) -> Bool {
        let paper = pageViewController.view.frame
        let third = paper.width / 3
        return point.x > paper.minX + third && point.x < paper.maxX - third && point.y > paper.minY
            && point.y < paper.maxY
    }
}

/// Lets the reader's tap see only touches in the middle of the paper, so that taps on the
/// edges keep turning pages.
@MainActor
final class MiddleTapFilter: GestureRecognizerDelegate {
    weak var reader: ReaderViewController?

    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        guard let reader else { return false }
        return reader.isInMiddle(touch.location(in: reader.view))
    }

    /// A tap in the middle waits for a zoomable page's double tap to fail, as a single tap
    /// does in Photos: a double tap zooms, and only a lone tap shows the scrubber.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer)
        -> Bool
    {
        ((other as? TapGestureRecognizer)?.numberOfTapsRequired ?? 1) > 1
    }
}
