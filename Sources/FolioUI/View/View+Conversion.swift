public import FolioCore

extension View {
    /// Converts a point from this view's bounds coordinates to `view`'s.
    ///
    /// Both views may carry 2D or 3D transforms; points are projected up to the common window
    /// and unprojected down, so the result is where the point appears under the finger.
    ///
    /// ```swift
    /// let inWindow = button.convert(Point(x: 0, y: 0), to: nil)
    /// ```
    ///
    /// - Parameters:
    ///   - point: A point in this view's bounds coordinates.
    ///   - view: The target view; `nil` means the window (or the root of this view's hierarchy).
    /// - Returns: The point in `view`'s bounds coordinates.
    public func convert(_ point: Point, to view: View?) -> Point {
        let root = convertToRoot(point)
        guard let view else { return root }
        return view.convertFromRoot(root)
    }

    /// Converts a point from `view`'s bounds coordinates to this view's.
    ///
    /// - Parameters:
    ///   - point: A point in `view`'s bounds coordinates.
    ///   - view: The source view; `nil` means the window.
    /// - Returns: The point in this view's bounds coordinates.
    public func convert(_ point: Point, from view: View?) -> Point {
        let root = view?.convertToRoot(point) ?? point
        return convertFromRoot(root)
    }

    /// Converts a rectangle to `view`'s coordinates; returns the bounding box of its converted corners.
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        Self.boundingBox(of: rect) { convert($0, to: view) }
    }

    /// Converts a rectangle from `view`'s coordinates; returns the bounding box of its converted corners.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        Self.boundingBox(of: rect) { convert($0, from: view) }
    }

    // MARK: - Internals

    /// The model transform from this view's bounds coordinates to its superview's, as
    /// ``LayerNode/transform(toParent:)`` defines it (anchor at the centre, flattened).
    func transformToSuperview(includingSublayerTransform: Bool = true) -> Transform3D {
        let b = modelBounds
        var m = Transform3D(translationX: -b.midX, y: -b.midY, z: 0)
            .concatenating(modelTransform)
            .concatenating(Transform3D(translationX: modelCenter.x, y: modelCenter.y, z: 0))
        if includingSublayerTransform, let parent = superview, !parent.sublayerTransform.isIdentity {
            let pb = parent.modelBounds
            m = m.concatenating(Transform3D(translationX: -pb.midX, y: -pb.midY, z: 0))
                .concatenating(parent.sublayerTransform)
                .concatenating(Transform3D(translationX: pb.midX, y: pb.midY, z: 0))
        }
        m.m13 = 0
        m.m23 = 0
        m.m33 = 1
        m.m43 = 0
        return m
    }

    /// Whether mapping to the superview is a plain translation (the common, fast case).
    private var isTranslationOnly: Bool {
        modelTransform.isIdentity && (superview?.sublayerTransform.isIdentity ?? true)
    }

    /// Maps a point in this view's bounds coordinates to the superview's; `nil` when it
    /// projects behind the eye.
    func convertToSuperview(_ point: Point) -> Point? {
        if isTranslationOnly {
            return Point(x: point.x - modelBounds.midX + modelCenter.x, y: point.y - modelBounds.midY + modelCenter.y)
        }
        return transformToSuperview().project(point)
    }

    /// Maps a point in the superview's bounds coordinates to this view's; `nil` when the view
    /// is seen edge-on.
    func convertFromSuperview(_ point: Point) -> Point? {
        if isTranslationOnly {
            return Point(x: point.x - modelCenter.x + modelBounds.midX, y: point.y - modelCenter.y + modelBounds.midY)
        }
        return transformToSuperview().unproject(point)
    }

    private func convertToRoot(_ point: Point) -> Point {
        var p = point
        var view = self
        while let parent = view.superview {
            p = view.convertToSuperview(p) ?? p
            view = parent
        }
        return p
    }

    private func convertFromRoot(_ point: Point) -> Point {
        var chain: [View] = []
        var view = self
        while let parent = view.superview {
            chain.append(view)
            view = parent
        }
        var p = point
        for v in chain.reversed() {
            p = v.convertFromSuperview(p) ?? p
        }
        return p
    }

    private static func boundingBox(of rect: Rect, _ map: (Point) -> Point) -> Rect {
        guard !rect.isNull else { return rect }
        let r = rect.standardized
        let corners = [
            Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY),
            Point(x: r.minX, y: r.maxY), Point(x: r.maxX, y: r.maxY),
        ].map(map)
        return corners.reduce(Rect.null) { $0.union(Rect(origin: $1, size: .zero)) }
    }
}
