import FolioCore
import FolioUI

/// A thin bar along the bottom of the reader that shows how far into the document the
/// reader is, and jumps to a page when dragged or tapped: the scrubber of Apple Books and
/// of video players. Sends `valueChanged` whenever the page under the finger changes.
final class PageScrubber: Control {
    /// The number of pages the bar spans.
    var numberOfPages = 1 {
        didSet { if numberOfPages != oldValue { setNeedsDisplay() } }
    }
    /// The page the thumb marks, from 0.
    var currentPage = 0 {
        didSet { if currentPage != oldValue { setNeedsDisplay() } }
    }

    /// The track's inset from each end, so that the thumb fits at the ends.
    static let inset = 14.0

    override var drawsContent: Bool { true }

    override func draw(in context: any GraphicsContext) {
        let track = trackRect
        context.setFillColor(Color(white: 0.1, alpha: 0.55))
        context.beginPath()
        context.addRoundedRect(bounds, cornerRadius: bounds.height / 2)
        context.fillPath()
        context.setFillColor(Color(white: 1, alpha: 0.35))
        context.fill(track)
        let x = position(ofPage: currentPage)
        context.setFillColor(Color(white: 1, alpha: 0.9))
        context.fill(Rect(x: track.minX, y: track.minY, width: x - track.minX, height: track.height))
        let thumb = 10.0
        context.beginPath()
        context.addEllipse(in: Rect(x: x - thumb / 2, y: bounds.midY - thumb / 2, width: thumb, height: thumb))
        context.fillPath()
    }

    private var trackRect: Rect {
        Rect(x: Self.inset, y: bounds.midY - 1, width: max(bounds.width - 2 * Self.inset, 1), height: 2)
    }

    /// Where page `page`'s mark sits along the bar.
    func position(ofPage page: Int) -> Double {
        let track = trackRect
        guard numberOfPages > 1 else { return track.minX }
        return track.minX + track.width * Double(page) / Double(numberOfPages - 1)
    }

    /// The page nearest `x` along the bar.
    func page(at x: Double) -> Int {
        let track = trackRect
        guard numberOfPages > 1, track.width > 0, x.isFinite else { return 0 }
        let fraction = min(max((x - track.minX) / track.width, 0), 1)
        return Int((fraction * Double(numberOfPages - 1)).rounded())
    }

    override func beginTracking(_ touch: Touch, with event: PointerEvent) -> Bool {
        scrub(to: touch.location(in: self).x)
        return true
    }

    override func continueTracking(_ touch: Touch, with event: PointerEvent) -> Bool {
        scrub(to: touch.location(in: self).x)
        return true
    }

    private func scrub(to x: Double) {
        let page = page(at: x)
        guard page != currentPage else { return }
        currentPage = page
        sendActions(for: .valueChanged)
    }
}
