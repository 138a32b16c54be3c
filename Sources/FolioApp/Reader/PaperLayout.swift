import FolioCore

/// Where the paper of a book sits in the reader: the page view controller's frame, sized to
/// the document's page aspect (one page, or two side by side in a spread) and centred, so
/// that a curl, or any other transition, moves the paper and nothing around it.
///
/// Pure geometry, so that tests can pin it without a window.
struct PaperLayout: Hashable, Sendable {
    /// The designed size of one page.
    var pageSize: Size
    /// Pages across the paper: 2 for a spread, else 1.
    var pagesAcross: Int
    /// Whether spread pages stack top to bottom (a vertical book).
    var isVertical = false

    /// The gap kept between the paper and the window's edges, in points.
    static let margin = 14.0
    /// The band under the paper that holds the page label.
    static let labelBand = 26.0
    /// The narrowest a page of a spread may be, in points: below this a spread becomes one
    /// page. At 360 points a US Letter page's 10-point body text is about 6 points tall,
    /// the smallest a reader can still read without zooming.
    static let minimumLegiblePageWidth = 360.0

    /// The paper's aspect, width over height.
    var aspect: Double {
        let across = Double(max(pagesAcross, 1))
        let width = max(pageSize.width, 1) * (isVertical ? 1 : across)
        let height = max(pageSize.height, 1) * (isVertical ? across : 1)
        return width / height
    }

    /// The area the paper may fill in `bounds`: inside the margins, above the label band.
    static func area(in bounds: Rect) -> Rect {
        let width = max(bounds.width - 2 * margin, 1)
        let height = max(bounds.height - 2 * margin - labelBand, 1)
        return Rect(x: bounds.minX + margin, y: bounds.minY + margin, width: width, height: height)
    }

    /// The paper's frame in `bounds`: the largest rectangle of the paper's aspect in
    /// ``area(in:)``, centred, on whole points so that pages are copied, not resampled.
    func paperFrame(in bounds: Rect) -> Rect {
        let area = Self.area(in: bounds)
        let ratio = aspect
        var width = area.width
        var height = width / ratio
        if height > area.height {
            height = area.height
            width = height * ratio
        }
        width = max(width.rounded(), 1)
        height = max(height.rounded(), 1)
        let x = (area.midX - width / 2).rounded()
        let y = (area.midY - height / 2).rounded()
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// Whether a two-page spread of `pageSize` stays legible in `bounds`: each of its pages
    /// at least ``minimumLegiblePageWidth`` wide.
    static func spreadIsLegible(pageSize: Size, in bounds: Rect) -> Bool {
        let spread = PaperLayout(pageSize: pageSize, pagesAcross: 2).paperFrame(in: bounds)
        return spread.width / 2 >= minimumLegiblePageWidth
    }
}
