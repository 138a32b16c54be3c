/// A sheet of paper curling over a cylinder: the deformation behind the page-curl transition.
///
/// Everything is expressed in the deformed layer's bounds coordinates, so a renderer needs no
/// notion of spines, orientations or spreads. The sheet is ``pageRect`` (usually the layer's
/// bounds). It is rolled over a cylinder of ``radius`` R whose axis passes through
/// ``axisPoint`` P₀; ``normal`` n is the unit vector perpendicular to the axis that points
/// towards the lifted free edge. For a page point p with d = (p − P₀)·n:
///
/// - d ≤ 0: flat, drawn at p, front up;
/// - 0 < d < πR: on the cylinder, drawn at p − d·n + R·sin(d/R)·n, back up once d > πR/2;
/// - d ≥ πR: flipped over, drawn at p − (2d − πR)·n, back up.
///
/// ``project(_:)`` and ``unproject(_:)`` implement exactly this (orthographic view from above).
/// The page underneath is an ordinary sibling layer below the curling one; the renderer only
/// darkens what is already drawn there (contact darkening along the fold, a drop shadow around
/// the lifted part, a spine shadow in spreads) inside ``shadowBounds``.
///
/// ```swift
/// var layer = LayerNode(id: 7, bounds: Rect(x: 0, y: 0, width: 400, height: 600))
/// layer.deformation = .pageCurl(
///     PageCurl(
///         pageRect: layer.bounds, axisPoint: Point(x: 250, y: 300), normal: Point(x: 1, y: 0),
///         radius: 40, back: .seenThrough(paperColor: .paper, washAlpha: 0.6)))
/// ```
///
/// - Note: UIKit draws its page curl with private Core Animation filters and has no public
///   equivalent of this type; FolioPaging fills it in from the pan gesture.
public struct PageCurl {
    /// The sheet that curls, in the layer's bounds coordinates.
    public var pageRect: Rect
    /// A point on the cylinder axis (where the sheet leaves the flat plane).
    public var axisPoint: Point
    /// Unit vector perpendicular to the axis, pointing towards the lifted free edge.
    public var normal: Point
    /// The cylinder's radius in points; values below ``minimumRadius`` are treated as it (a
    /// sharp fold).
    public var radius: Double
    /// What the back of the sheet shows.
    public var back: Back
    /// How the sheet is lit.
    public var shading: Shading
    /// The shadows the sheet casts on what lies beneath it.
    public var shadow: Shadow
    /// Where contact darkening, drop shadow and spine shadow may darken what is beneath the
    /// sheet (the book's area in the layer's coordinates); the sheet itself is never clipped.
    public var shadowBounds: Rect
    /// The shadow along the spine of a two-page spread, or `nil` for single pages.
    public var spineShadow: SpineShadow?

    /// The smallest radius renderers use, in points.
    public static let minimumRadius = 0.001

    /// Creates a curl; the normal is normalised (a zero normal becomes (1, 0)).
    ///
    /// - Parameters:
    ///   - pageRect: The sheet, in the layer's bounds coordinates.
    ///   - axisPoint: A point on the cylinder axis.
    ///   - normal: Direction from the axis towards the lifted free edge.
    ///   - radius: The cylinder's radius in points.
    ///   - back: What the back of the sheet shows.
    ///   - shading: How the sheet is lit.
    ///   - shadow: The shadows the sheet casts; `nil` means the default strengths with a drop
    ///     shadow as wide as the radius.
    ///   - shadowBounds: Where shadows may fall; `nil` means `pageRect`.
    ///   - spineShadow: The shadow along the spine of a two-page spread; `nil` for none.
    public init(
        pageRect: Rect, axisPoint: Point, normal: Point, radius: Double, back: Back,
        shading: Shading = Shading(), shadow: Shadow? = nil, shadowBounds: Rect? = nil,
        spineShadow: SpineShadow? = nil
    ) {
        self.pageRect = pageRect.standardized
        self.axisPoint = axisPoint
        let length = normal.length
        self.normal = length > 0 && length.isFinite ? normal / length : Point(x: 1, y: 0)
        self.radius = radius
        self.back = back
        self.shading = shading
        self.shadow = shadow ?? Shadow(width: max(radius, Self.minimumRadius))
        self.shadowBounds = shadowBounds ?? self.pageRect
        self.spineShadow = spineShadow
    }

    /// ``radius`` clamped to ``minimumRadius``: the radius renderers and the mapping use.
    public var effectiveRadius: Double {
        radius.isFinite ? max(radius, Self.minimumRadius) : Self.minimumRadius
    }
}

extension PageCurl {
    /// What the back of the curling sheet shows.
    public enum Back {
        /// A single-sided page: the sheet's own content seen through the paper (the geometry
        /// mirrors it), mixed towards `paperColor` by `washAlpha` (0 = content unchanged,
        /// 1 = plain paper). It draws exactly as ``seenThrough(paperColor:washAlpha:)``, the
        /// name that says what iOS does; both are kept so that existing code compiles.
        case mirroredFront(paperColor: Color, washAlpha: Double)
        /// A single-sided page as iOS shows it: the sheet's own content, mirrored by the
        /// geometry, seen through the back of the paper. A translucent `paperColor` wash covers
        /// it by `washAlpha` (0 = content unchanged, 1 = plain paper), whatever the page's
        /// colour: the back of a white page of text is near-white with the text showing
        /// through, the back of a pure red page is paper with the red showing through (pink),
        /// the back of a black or night-photo page is a mid grey with its content faintly seen.
        /// A dark or saturated page's back is lighter than its front and reads as paper, never
        /// as a solid card in the page's own colour.
        ///
        /// ```swift
        /// let back = PageCurl.Back.seenThrough(paperColor: .paper, washAlpha: 0.6)
        /// ```
        ///
        /// - Note: What `UIPageViewController` does when `isDoubleSided` is `false`: "the content
        ///   on the front of the page will partially show through to the back".
        case seenThrough(paperColor: Color, washAlpha: Double)
        /// A double-sided page whose back is another page's layer tree. The renderer draws it
        /// offscreen like the front, at `pageRect.size`, ignoring its position and transform,
        /// and shows it mirrored by `mirror`.
        indirect case layer(LayerNode, mirror: Mirror)
        /// A double-sided page whose back is a ready image stretched over `pageRect`, shown
        /// mirrored by `mirror`.
        case image(Image, mirror: Mirror)
    }

    /// How the back page's content is mirrored onto the sheet.
    ///
    /// A sheet turned over a vertical spine shows its back page flipped left to right
    /// (`horizontal`); over a horizontal spine, top to bottom (`vertical`). The back page's
    /// point (x, y) appears at the sheet point (pageRect.minX + pageRect.maxX − x, y) for
    /// `horizontal`.
    public enum Mirror: Hashable, Sendable {
        case horizontal
        case vertical
    }

    /// Which side of the sheet faces the viewer.
    public enum Face: Hashable, Sendable {
        case front
        case back
    }

    /// Lambert lighting with the light at the viewer: intensity a + (1 − a)·|cos φ|, where φ
    /// is the angle of the surface normal from the viewing direction.
    public struct Shading: Hashable, Sendable {
        /// The intensity where the sheet is seen edge-on (a), 0…1.
        public var ambient: Double
        /// A multiplier on the back side, so the back reads as the back (about 0.85).
        public var backTint: Double

        /// Creates shading parameters.
        public init(ambient: Double = 0.45, backTint: Double = 0.85) {
            self.ambient = ambient
            self.backTint = backTint
        }
    }

    /// The shadows cast on what lies beneath the sheet.
    ///
    /// Contact darkening along the fold multiplies the uncovered background at axis distance
    /// s (0 ≤ s < 2R) by 1 − contact·(1 + cos(π·s/2R))/2; the drop shadow multiplies what
    /// is beside the lifted part at distance t from its edge by 1 − drop·(1 − t/width)².
    public struct Shadow: Hashable, Sendable {
        /// Strength of the contact darkening at the axis, 0…1.
        public var contact: Double
        /// Strength of the drop shadow at the lifted part's edge (α), 0…1.
        public var drop: Double
        /// How far the drop shadow reaches from the lifted part, in points (w).
        public var width: Double

        /// Creates shadow parameters.
        public init(contact: Double = 0.45, drop: Double = 0.4, width: Double) {
            self.contact = contact
            self.drop = drop
            self.width = width
        }
    }

    /// The darkening along the spine of a two-page spread: everything the curl draws and
    /// everything beneath it inside ``PageCurl/shadowBounds`` at distance t from the spine
    /// line is multiplied by 1 − strength·(1 − t/width)².
    public struct SpineShadow: Hashable, Sendable {
        /// A point on the spine line.
        public var point: Point
        /// Unit normal of the spine line.
        public var normal: Point
        /// How far the shadow reaches on each side, in points (about a twentieth of the spread).
        public var width: Double
        /// Darkening at the spine, 0…1.
        public var strength: Double

        /// Creates a spine shadow; the normal is normalised.
        public init(point: Point, normal: Point, width: Double, strength: Double = 0.3) {
            self.point = point
            let length = normal.length
            self.normal = length > 0 && length.isFinite ? normal / length : Point(x: 1, y: 0)
            self.width = width
            self.strength = strength
        }

        /// The multiplier at `point`: 1 away from the spine, 1 − strength on it.
        public func factor(at p: Point) -> Double {
            let t = abs((p - point).dot(normal))
            guard width > 0, t < width else { return 1 }
            let u = 1 - t / width
            return 1 - strength * u * u
        }
    }
}
