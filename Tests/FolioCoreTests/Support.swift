import FolioCore
import Testing

/// Whether two numbers agree to within `tolerance`.
func isClose(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// Whether two points agree to within `tolerance` in each coordinate.
func isClose(_ a: Point?, _ b: Point?, tolerance: Double = 1e-9) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    return isClose(a.x, b.x, tolerance: tolerance) && isClose(a.y, b.y, tolerance: tolerance)
}

/// Whether two rectangles agree to within `tolerance` in each component.
func isClose(_ a: Rect, _ b: Rect, tolerance: Double = 1e-9) -> Bool {
    isClose(a.origin, b.origin, tolerance: tolerance)
        && isClose(a.size.width, b.size.width, tolerance: tolerance)
        && isClose(a.size.height, b.size.height, tolerance: tolerance)
}

/// Whether all sixteen entries agree to within `tolerance`.
func isClose(_ a: Transform3D, _ b: Transform3D, tolerance: Double = 1e-9) -> Bool {
    zip(a.entries, b.entries).allSatisfy { isClose($0, $1, tolerance: tolerance) }
}

/// Whether two colours agree to within `tolerance` in each component.
func isClose(_ a: Color, _ b: Color, tolerance: Double = 1e-9) -> Bool {
    isClose(a.red, b.red, tolerance: tolerance) && isClose(a.green, b.green, tolerance: tolerance)
        && isClose(a.blue, b.blue, tolerance: tolerance) && isClose(a.alpha, b.alpha, tolerance: tolerance)
}

extension Transform3D {
    /// The entries row by row.
    var entries: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }
}
