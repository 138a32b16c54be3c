import FolioCore

/// Where the paper of a book sits in the reader: the page view controller's frame, one page
/// or two side by side in a spread, centred, so that a curl, or any other transition, moves
/// the paper and nothing around it.
///
/// A page of fixed layout (a PDF, a picture) keeps the document's page aspect and is as large
/// as fits. A reflowable page (EPUB, Markdown, text laid out for the page it is shown on)
/// takes the window's height and at most ``maximumReflowableAspect`` of it in width, so a
/// tall window is filled and a wide one does not stretch lines past a comfortable measure.
///
/// Pure geometry, so that tests can pin it without a window. docs/Reader.md, "Layout by
/// window", says why the numbers are what they are.
struct PaperLayout: Hashable, Sendable {
    /// The designed size of one page (its aspect is ignored for a reflowable page).
    var pageSize: Size
    /// Pages across the paper: 2 for a spread, else 1.
    var pagesAcross: Int
    /// Whether spread pages stack top to bottom (a vertical book).
    var isVertical = false
    /// Whether the page's text is laid out for the paper's size, whatever its shape.
    var isReflowable = false

    /// The smallest gap kept between the paper and the window's edges, in points.
    static let margin = 14.0
    /// The gap as a share of the window's shorter side, once that is larger than
    /// ``margin``: 18 points at 1600 × 900.
    static let marginShare = 0.02
    /// The band under the paper that holds the page label.
    static let labelBand = 26.0
    /// The narrowest a page of a spread may be, in points: below this a spread becomes one
    /// page. At 360 points a US Letter page's 10-point body text is about 6 points tall,
    /// the smallest a reader can still read without zooming.
    static let minimumLegiblePageWidth = 360.0
    /// The narrowest a reflowable page of a spread may be for `auto` to choose it, in
    /// points: at the default 18-point text its lines still hold about 45 characters.
    static let minimumReflowableSpreadPageWidth = 480.0
    /// The widest a reflowable page may be, as a share of its height: about a printed
    /// page's shape, and at the default text size about 70 characters a line.
    static let maximumReflowableAspect = 0.9
    /// How wide each page of a spread must be against the page shown alone for `auto` to
    /// choose the spread.
    static let spreadShare = 0.8

    /// The paper's aspect for a fixed layout, width over height.
    var aspect: Double {
        let across = Double(max(pagesAcross, 1))
        let width = max(pageSize.width, 1) * (isVertical ? 1 : across)
        let height = max(pageSize.height, 1) * (isVertical ? across : 1)
        return width / height
    }

    /// The gap kept around the paper in `bounds`: ``margin``, or ``marginShare`` of the
    /// shorter side when that is more.
    static func margin(in bounds: Rect) -> Double {
        max(margin, (min(bounds.width, bounds.height) * marginShare).rounded())
    }

    /// The area the paper may fill in `bounds`: inside the margins, above the label band.
    static func area(in bounds: Rect) -> Rect {
        let margin = margin(in: bounds)
        let width = max(bounds.width - 2 * margin, 1)
        let height = max(bounds.height - 2 * margin - labelBand, 1)
        return Rect(x: bounds.minX + margin, y: bounds.minY + margin, width: width, height: height)
    }

    /// The paper's frame in `bounds`: the largest paper that fits ``area(in:)``, centred,
    /// on whole points so that pages are copied, not resampled. Each page of a spread lies
    /// on whole points too: an odd width would put the second page half a point over, and
    /// every frame of its turn would resample it instead of copying it.
    func paperFrame(in bounds: Rect) -> Rect {
        let area = Self.area(in: bounds)
        var (width, height) = isReflowable ? reflowableSize(in: area) : fixedSize(in: area)
        let across = Double(max(pagesAcross, 1))
        width = isVertical ? max(width.rounded(), 1) : max((width / across).rounded() * across, across)
        height = isVertical ? max((height / across).rounded() * across, across) : max(height.rounded(), 1)
        let x = (area.midX - width / 2).rounded()
        let y = (area.midY - height / 2).rounded()
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// The largest paper of ``aspect`` in `area`.
    private func fixedSize(in area: Rect) -> (Double, Double) {
        let ratio = aspect
        var width = area.width
        var height = width / ratio
        if height > area.height {
            height = area.height
            width = height * ratio
        }
        return (width, height)
    }

    /// Reflowable pages as tall as `area` (shared by a vertical spread), each at most
    /// ``maximumReflowableAspect`` as wide as tall.
    private func reflowableSize(in area: Rect) -> (Double, Double) {
        let across = Double(max(pagesAcross, 1))
        let pageHeight = isVertical ? area.height / across : area.height
        let pageWidth = min(isVertical ? area.width : area.width / across, pageHeight * Self.maximumReflowableAspect)
        return isVertical ? (pageWidth, pageHeight * across) : (pageWidth * across, pageHeight)
    }

    /// The size of one page of this paper in `bounds`.
    func pageSize(in bounds: Rect) -> Size {
        let paper = paperFrame(in: bounds)
        let across = Double(max(pagesAcross, 1))
        return isVertical
            ? Size(width: paper.width, height: paper.height / across)
            : Size(width: paper.width / across, height: paper.height)
    }

    /// Whether `auto` shows a spread in `bounds`: each of its pages at least
    /// ``spreadShare`` as wide as the page shown alone, and at least
    /// ``minimumLegiblePageWidth`` (a fixed page) or ``minimumReflowableSpreadPageWidth``
    /// (a reflowable one) wide. For a fixed page of aspect *a* the first is an area wider
    /// than 1.6 *a* times its height (1.24 for US Letter); for a reflowable page, 1.44.
    static func prefersSpread(
        pageSize: Size, isReflowable: Bool, isVertical: Bool = false, in bounds: Rect
    ) -> Bool {
        let alone = PaperLayout(
            pageSize: pageSize, pagesAcross: 1, isVertical: isVertical, isReflowable: isReflowable
        ).pageSize(in: bounds)
        let paired = PaperLayout(
            pageSize: pageSize, pagesAcross: 2, isVertical: isVertical, isReflowable: isReflowable
        ).pageSize(in: bounds)
        let narrowest = isReflowable ? minimumReflowableSpreadPageWidth : minimumLegiblePageWidth
        return paired.width >= spreadShare * alone.width && paired.width >= narrowest
    }

    /// Whether a two-page spread of `pageSize` stays legible in `bounds`: each of its pages
    /// at least ``minimumLegiblePageWidth`` wide.
    static func spreadIsLegible(pageSize: Size, in bounds: Rect) -> Bool {
        let spread = PaperLayout(pageSize: pageSize, pagesAcross: 2).paperFrame(in: bounds)
        return spread.width / 2 >= minimumLegiblePageWidth
    }
}
