import FolioCore

/// The view properties that animate, each handled as a vector of numbers so that animations
/// can be added on top of each other (as Core Animation's additive animations are).
enum AnimatableProperty: Hashable, Sendable, CaseIterable {
    case center
    case bounds
    case transform
    case alpha
    case backgroundColor
}

extension View {
    /// The model value of `property` as a vector.
    func modelVector(_ property: AnimatableProperty) -> [Double] {
        switch property {
        case .center: [modelCenter.x, modelCenter.y]
        case .bounds: [modelBounds.origin.x, modelBounds.origin.y, modelBounds.size.width, modelBounds.size.height]
        case .transform: Self.vector(modelTransform)
        case .alpha: [modelAlpha]
        case .backgroundColor: Self.vector(modelBackgroundColor)
        }
    }

    /// Sets the model value of `property` from a vector, through the public setters (so layout
    /// and change tracking follow) but without animating.
    func setModelVector(_ vector: [Double], for property: AnimatableProperty) {
        View.performWithoutAnimation {
            switch property {
            case .center: center = Point(x: vector[0], y: vector[1])
            case .bounds: bounds = Rect(x: vector[0], y: vector[1], width: vector[2], height: vector[3])
            case .transform: transform3D = Self.transform(vector)
            case .alpha: alpha = vector[0]
            case .backgroundColor: backgroundColor = Self.color(vector)
            }
        }
    }

    static func vector(_ t: Transform3D) -> [Double] {
        [
            t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
            t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
        ]
    }

    static func transform(_ v: [Double]) -> Transform3D {
        Transform3D(
            m11: v[0], m12: v[1], m13: v[2], m14: v[3], m21: v[4], m22: v[5], m23: v[6], m24: v[7],
            m31: v[8], m32: v[9], m33: v[10], m34: v[11], m41: v[12], m42: v[13], m43: v[14], m44: v[15])
    }

    /// Colours animate premultiplied, so that fading from `nil` (transparent) to a colour
    /// does not pass through black.
    static func vector(_ color: Color?) -> [Double] {
        guard let color else { return [0, 0, 0, 0] }
        return [color.red * color.alpha, color.green * color.alpha, color.blue * color.alpha, color.alpha]
    }

    static func color(_ v: [Double]) -> Color? {
        let alpha = min(max(v[3], 0), 1)
        guard alpha > 1e-6 else { return v == [0, 0, 0, 0] ? nil : Color(red: 0, green: 0, blue: 0, alpha: 0) }
        return Color(red: v[0] / alpha, green: v[1] / alpha, blue: v[2] / alpha, alpha: alpha)
    }
}
