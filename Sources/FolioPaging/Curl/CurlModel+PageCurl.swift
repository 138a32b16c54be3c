package import FolioCore

/// How a curling sheet is drawn: the look that does not depend on the finger.
package struct CurlAppearance: Hashable, Sendable {
    package var shading: PageCurl.Shading
    /// Contact darkening strength along the fold.
    package var contactShadow: Double
    /// Drop shadow strength α around the lifted part.
    package var dropShadow: Double
    /// Drop shadow width as a multiple of the current radius (w ≈ 0.5–1.5·R).
    package var dropShadowWidthFactor: Double
    /// A lower bound for the drop shadow width, in points, so a sharp fold still casts one.
    package var minimumDropShadowWidth: Double
    /// Spine shadow width as a fraction of the spread's extent along the paging axis.
    package var spineShadowFraction: Double
    package var spineShadowStrength: Double
    /// The wash over every single-sided page's back, light or dark, so the back reads as paper
    /// with the front showing through (`PageCurl.Back.seenThrough`).
    package var paperColor: Color
    /// How much the wash covers a single-sided back's mirrored content.
    package var washAlpha: Double
    /// The back tint of a single-sided sheet, whose wash already says "back": lighter than a
    /// double-sided sheet's (`shading.backTint`), so a light page's back stays near-white.
    package var seenThroughBackTint: Double

    /// The defaults of docs/Curl.md §6.
    package init(
        shading: PageCurl.Shading = .init(), contactShadow: Double = 0.45, dropShadow: Double = 0.4,
        dropShadowWidthFactor: Double = 1, minimumDropShadowWidth: Double = 6, spineShadowFraction: Double = 1.0 / 20,
        spineShadowStrength: Double = 0.3, paperColor: Color = .paper, washAlpha: Double = 0.6,
        seenThroughBackTint: Double = 0.95
    ) {
        self.shading = shading
        self.contactShadow = contactShadow
        self.dropShadow = dropShadow
        self.dropShadowWidthFactor = dropShadowWidthFactor
        self.minimumDropShadowWidth = minimumDropShadowWidth
        self.spineShadowFraction = spineShadowFraction
        self.spineShadowStrength = spineShadowStrength
        self.paperColor = paperColor
        self.washAlpha = washAlpha
        self.seenThroughBackTint = seenThroughBackTint
    }
}

extension CurlModel {
    /// What the back of the sheet shows, before it is placed in a layer.
    package enum BackContent {
        /// Single-sided: the sheet's own content seen through the paper, as on iOS.
        case paper
        /// Double-sided: another page's layer tree.
        case layer(LayerNode)
        /// Double-sided: a snapshot of another page.
        case image(Image)
    }

    /// The deformation value for the layer that shows the sheet.
    ///
    /// - Parameters:
    ///   - frame: The sheet's spine frame (view coordinates of the page view controller).
    ///   - layout: The book, for the shadow area and the spine of a spread.
    ///   - viewToLayer: Maps the page view controller's coordinates to the curling layer's
    ///     bounds coordinates (an isometry); `nil` means the layer's bounds are `frame.pageRect`
    ///     moved to the origin.
    ///   - back: What the back shows.
    package func pageCurl(
        frame: SpineFrame, layout: CurlLayout, viewToLayer: AffineTransform2D? = nil, back: BackContent,
        appearance: CurlAppearance = .init()
    ) -> PageCurl {
        let toLayer =
            viewToLayer ?? AffineTransform2D(translationX: -frame.pageRect.minX, y: -frame.pageRect.minY)
        func point(_ p: Point) -> Point { toLayer.apply(to: frame.toView(p)) }
        func vector(_ v: Point) -> Point {
            let w = frame.vectorToView(v)
            return Point(x: toLayer.a * w.x + toLayer.c * w.y, y: toLayer.b * w.x + toLayer.d * w.y)
        }
        let curlBack: PageCurl.Back
        var shading = appearance.shading
        switch back {
        case .paper:
            curlBack = .seenThrough(paperColor: appearance.paperColor, washAlpha: appearance.washAlpha)
            shading.backTint = appearance.seenThroughBackTint
        case .layer(let node): curlBack = .layer(node, mirror: frame.backMirror)
        case .image(let image): curlBack = .image(image, mirror: frame.backMirror)
        }
        var spineShadow: PageCurl.SpineShadow?
        if let line = layout.spineLine {
            let extent = layout.orientation == .horizontal ? layout.bounds.width : layout.bounds.height
            spineShadow = PageCurl.SpineShadow(
                point: toLayer.apply(to: line.point),
                normal: Point(
                    x: toLayer.a * line.normal.x + toLayer.c * line.normal.y,
                    y: toLayer.b * line.normal.x + toLayer.d * line.normal.y),
                width: extent * appearance.spineShadowFraction, strength: appearance.spineShadowStrength)
        }
        return PageCurl(
            pageRect: toLayer.apply(to: frame.pageRect), axisPoint: point(axisPoint), normal: vector(normal),
            radius: radius, back: curlBack, shading: shading,
            shadow: PageCurl.Shadow(
                contact: appearance.contactShadow, drop: appearance.dropShadow,
                width: max(radius * appearance.dropShadowWidthFactor, appearance.minimumDropShadowWidth)),
            shadowBounds: toLayer.apply(to: layout.shadowRect), spineShadow: spineShadow)
    }
}
