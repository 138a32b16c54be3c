/// Where a page control puts its dots along its length, with iOS 14's behaviour for many
/// pages: when the dots do not fit, a window of them is shown, the dots at a window edge that
/// has more pages beyond it shrink, and the window scrolls to keep the current page away
/// from the edges. Nothing is ever placed outside `0…length`.
///
/// Positions are along the control's main axis in points from its start; the control maps
/// them to x or y (and mirrors them for right-to-left or bottom-to-top).
package struct PageIndicatorLayout: Hashable, Sendable {
    /// One visible dot.
    package struct Dot: Hashable, Sendable {
        /// The page it stands for.
        package var page: Int
        /// Its centre along the main axis.
        package var center: Double
        /// Its diameter.
        package var diameter: Double
    }

    /// The diameter of a full-size dot.
    package static let dotDiameter = 7.0
    /// The distance between the centres of neighbouring dots.
    package static let dotPitch = 16.0
    /// The space kept free at both ends.
    package static let padding = 8.0
    /// The thickness a page control asks for.
    package static let thickness = 26.0
    /// The current page stays at least this many slots away from a window edge with more pages beyond.
    package static let edgeSlots = 2

    /// The number of pages.
    package var numberOfPages: Int
    /// The control's length along its main axis.
    package var length: Double

    /// Creates a layout.
    package init(numberOfPages: Int, length: Double) {
        self.numberOfPages = max(numberOfPages, 0)
        self.length = max(length, 0)
    }

    /// The length a control needs to show `pages` dots without scrolling.
    package static func length(forNumberOfPages pages: Int) -> Double {
        Double(max(pages, 0)) * dotPitch + 2 * padding
    }

    /// How many dot slots fit.
    package var visibleSlots: Int {
        guard numberOfPages > 0 else { return 0 }
        let fitting = Int(((length - 2 * Self.padding) / Self.dotPitch).rounded(.down))
        return min(numberOfPages, max(fitting, 1))
    }

    /// Whether there are more pages than slots, so the dots scroll.
    package var scrolls: Bool { numberOfPages > visibleSlots }

    /// The largest window start.
    package var maximumWindowStart: Int { max(numberOfPages - visibleSlots, 0) }

    /// The distance between slot centres actually used (shrunk only when one slot does not fit).
    private var slotPitch: Double { visibleSlots == 1 ? min(Self.dotPitch, length) : Self.dotPitch }

    /// The centre of slot 0.
    private var firstSlotCenter: Double {
        (length - Double(visibleSlots) * slotPitch) / 2 + slotPitch / 2
    }

    /// The window start (the page in slot 0) that shows `page`, moving as little as possible
    /// from `previous` and keeping ``edgeSlots`` between the page and an edge with more pages.
    package func windowStart(showing page: Int, previous: Int) -> Int {
        let slots = visibleSlots
        guard scrolls, slots > 0 else { return 0 }
        let margin = min(Self.edgeSlots, (slots - 1) / 2)
        let page = min(max(page, 0), numberOfPages - 1)
        var start = min(max(previous, page - (slots - 1 - margin)), page - margin)
        start = min(max(start, 0), maximumWindowStart)
        return start
    }

    /// The visible dots when the window starts at `windowStart` (fractional while it scrolls).
    package func dots(windowStart: Double = 0) -> [Dot] {
        let slots = visibleSlots
        guard slots > 0 else { return [] }
        let start = scrolls ? min(max(windowStart, 0), Double(maximumWindowStart)) : 0
        let full = min(Self.dotDiameter, slotPitch * Self.dotDiameter / Self.dotPitch)
        let margin = min(Self.edgeSlots, (slots - 1) / 2)
        let leftWeight = min(start, 1)
        let rightWeight = min(Double(maximumWindowStart) - start, 1)
        let first = max(Int(start.rounded(.down)) - 1, 0)
        let last = min(Int((start + Double(slots)).rounded(.up)), numberOfPages - 1)
        var result: [Dot] = []
        for page in first...max(first, last) where page < numberOfPages {
            let slot = Double(page) - start
            let leftScale = 1 - leftWeight * (1 - Self.edgeScale(slot, margin: margin))
            let rightScale = 1 - rightWeight * (1 - Self.edgeScale(Double(slots - 1) - slot, margin: margin))
            let center = firstSlotCenter + slot * slotPitch
            // A dot sliding out of a narrow control is trimmed so that it never crosses the bounds.
            let diameter = min(full * (scrolls ? min(leftScale, rightScale) : 1), 2 * min(center, length - center))
            guard diameter > 0.05 else { continue }
            result.append(Dot(page: page, center: center, diameter: diameter))
        }
        return result
    }

    /// The size factor of a dot `distance` slots from a window edge with more pages beyond it.
    /// With the usual margin of two slots: one third on the edge slot, two thirds on the next,
    /// full size further in, fading to nothing one slot outside the window.
    static func edgeScale(_ distance: Double, margin: Int) -> Double {
        let margin = Double(max(margin, 0))
        if distance >= margin { return 1 }
        return max(0, (1 + distance) / (margin + 1))
    }

    /// The centre of `page`'s dot when the window starts at `windowStart`.
    package func center(ofPage page: Int, windowStart: Double = 0) -> Double {
        let start = scrolls ? min(max(windowStart, 0), Double(maximumWindowStart)) : 0
        return firstSlotCenter + (Double(page) - start) * slotPitch
    }

    /// The page a scrubbing finger at `position` selects: the dot under it when all dots fit,
    /// otherwise the position's proportion of the whole control over all pages.
    package func page(scrubbingAt position: Double) -> Int {
        guard numberOfPages > 1 else { return 0 }
        if !scrolls {
            let slot = ((position - firstSlotCenter) / slotPitch).rounded()
            return min(max(Int(slot), 0), numberOfPages - 1)
        }
        let usable = max(length - 2 * Self.padding, 1)
        let fraction = min(max((position - Self.padding) / usable, 0), 1)
        return min(Int((fraction * Double(numberOfPages)).rounded(.down)), numberOfPages - 1)
    }
}
