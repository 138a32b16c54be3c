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
        scrubber.numberOfPages = book.pageCount
        scrubber.isHidden = true
        scrubber.addAction(Control.Action { [unowned self] _ in self.scrubberChanged() }, for: .valueChanged)
        view.addSubview(scrubber)
        let tap = TapGestureRecognizer { [unowned self] recognizer in
            if recognizer.state == .ended { self.toggleScrubber() }
        }
        tap.delegate = middleTapFilter
        middleTapFilter.reader = self
        view.addGestureRecognizer(tap)
        updateWhereYouAre()
    }

    /// "12 of 196", "12–13 of 196" for a spread; "12 of 30+" while a long text is still
    /// being laid out (30 pages known so far, more to come); "iv · 6 of 311" on a PDF page
    /// whose printed label is not its number.
    var pageText: String {
        guard let label = book.ownPageLabel(at: currentIndex) else { return pageNumberText }
        return "\(label) · \(pageNumberText)"
    }

    private var pageNumberText: String {
        let count = book.pageCount
        let total = book.isPaginated ? "\(count)" : "\(max(count - 1, 1))+"
        let first = currentIndex
        if pageViewController.spineLocation == .mid, blankHalf == nil, first + 1 < count {
            return "\(first + 1)–\(first + 2) of \(total)"
        }
        return "\(first + 1) of \(total)"
    }

    func updateWhereYouAre() {
        pageLabel.text = pageText
        scrubber.numberOfPages = book.pageCount
        scrubber.currentPage = currentIndex
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
        pageViewController.setCurrentIndex(scrubber.currentPage, animated: false) { [weak self] _ in
            self?.pageDidChange()
        }
        // The label follows the finger at once, before the page is shown.
        pageLabel.text = "\(scrubber.currentPage + 1) of \(book.pageCount)"
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
