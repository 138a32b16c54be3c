import FolioCore

/// ``LayerNode/transform(toParent:)`` computed without allocating, as a ``Homography``.
///
/// The full 4×4 products matter — a layer's own rotation produces the z that its parent's
/// sublayer perspective (`m34`) turns into foreshortening — and only the result is
/// flattened, exactly as `transform(toParent:)` does; a test checks the two agree.
enum LayerGeometry {
    static func toParent(_ node: LayerNode, parent: LayerNode?) -> Homography {
        let a = node.anchorInBounds
        var m = Matrix4(translationX: -a.x, y: -a.y)
        if !node.transform.isIdentity { m = m.times(Matrix4(node.transform)) }
        m = m.times(Matrix4(translationX: node.position.x, y: node.position.y))
        if let parent, !parent.sublayerTransform.isIdentity {
            let pa = parent.anchorInBounds
            m = m.times(Matrix4(translationX: -pa.x, y: -pa.y))
                .times(Matrix4(parent.sublayerTransform))
                .times(Matrix4(translationX: pa.x, y: pa.y))
        }
        // Flattening drops the z column; on the plane z = 0 what remains is x, y and w.
        return Homography(
            m11: m.e.0, m12: m.e.1, m13: m.e.3, m21: m.e.4, m22: m.e.5, m23: m.e.7,
            m31: m.e.12, m32: m.e.13, m33: m.e.15)
    }

    /// A row-major 4×4 matrix in a tuple (no heap storage).
    struct Matrix4 {
        var e:
            (
                Double, Double, Double, Double, Double, Double, Double, Double,
                Double, Double, Double, Double, Double, Double, Double, Double
            )

        init(_ t: Transform3D) {
            e = (
                t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44
            )
        }

        init(translationX x: Double, y: Double) {
            e = (1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, x, y, 0, 1)
        }

        func times(_ o: Matrix4) -> Matrix4 {
            var r = self
            withUnsafeBytes(of: e) { ab in
                withUnsafeBytes(of: o.e) { bb in
                    withUnsafeMutableBytes(of: &r.e) { rb in
                        let a = ab.bindMemory(to: Double.self)
                        let b = bb.bindMemory(to: Double.self)
                        let out = rb.bindMemory(to: Double.self)
                        for i in 0..<4 {
                            for j in 0..<4 {
                                out[i * 4 + j] =
                                    a[i * 4] * b[j] + a[i * 4 + 1] * b[4 + j] + a[i * 4 + 2] * b[8 + j]
                                    + a[i * 4 + 3] * b[12 + j]
                            }
                        }
                    }
                }
            }
            return r
        }
    }
}
