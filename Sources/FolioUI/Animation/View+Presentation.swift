public import FolioCore

/// What a view looks like on screen at this moment, the counterpart of `layer.presentation()`.
///
/// While an animation runs, the model properties of a view already hold the end values;
/// these are the in-between values the window publishes.
public struct ViewPresentation: Hashable, Sendable {
    /// The centre in the superview's coordinates.
    public var center: Point
    /// The bounds.
    public var bounds: Rect
    /// The 3D transform.
    public var transform3D: Transform3D
    /// The opacity.
    public var alpha: Double
    /// The background colour.
    public var backgroundColor: Color?

    /// The frame, ignoring the transform.
    public var frame: Rect {
        Rect(
            x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width, height: bounds.height)
    }
}

extension View {
    /// The values on screen now: the model values plus whatever running animations add.
    ///
    /// ```swift
    /// View.animate(withDuration: 1) { card.alpha = 0 }
    /// headless.advance(by: 0.5)
    /// card.presentation().alpha  // ≈ 0.5 (ease in-out)
    /// ```
    public func presentation() -> ViewPresentation {
        var result = ViewPresentation(
            center: modelCenter, bounds: modelBounds, transform3D: modelTransform, alpha: modelAlpha,
            backgroundColor: modelBackgroundColor)
        guard !animations.isEmpty else { return result }
        var vectors: [AnimatableProperty: [Double]] = [:]
        for animation in animations {
            var v = vectors[animation.property] ?? modelVector(animation.property)
            let k = animation.remaining
            for i in v.indices { v[i] += animation.delta[i] * k }
            vectors[animation.property] = v
        }
        for (property, v) in vectors {
            switch property {
            case .center: result.center = Point(x: v[0], y: v[1])
            case .bounds: result.bounds = Rect(x: v[0], y: v[1], width: max(v[2], 0), height: max(v[3], 0))
            case .transform: result.transform3D = Self.transform(v)
            case .alpha: result.alpha = v[0]
            case .backgroundColor: result.backgroundColor = Self.color(v)
            }
        }
        return result
    }

    /// The presentation value of one property as a vector.
    func presentationVector(_ property: AnimatableProperty) -> [Double] {
        var v = modelVector(property)
        for animation in animations where animation.property == property {
            let k = animation.remaining
            for i in v.indices { v[i] += animation.delta[i] * k }
        }
        return v
    }

    /// Removes the animations of a view that left its window; their animators finish with
    /// `finished == false` when nothing else remains for them, as in UIKit.
    func cancelAnimationsOnRemovalFromWindow() {
        guard !animations.isEmpty else { return }
        let removed = animations
        animations = []
        for animation in removed { animation.driver?.animationWasRemoved(animation) }
    }
}
