/// The planes of a triangle's attributes (divided by w), from its snapped vertices.
struct AttributePlanes {
    let u: AttributePlane
    let v: AttributePlane
    let w: AttributePlane
    let shade: AttributePlane
    let alpha: AttributePlane

    /// `area` is twice the triangle's area in pixels², positive for the winding used.
    init(_ a: DeviceVertex, _ b: DeviceVertex, _ c: DeviceVertex, area: Double) {
        let ax = Double(a.x) / 256
        let ay = Double(a.y) / 256
        let e1x = Double(b.x - a.x) / 256
        let e1y = Double(b.y - a.y) / 256
        let e2x = Double(c.x - a.x) / 256
        let e2y = Double(c.y - a.y) / 256
        func plane(_ fa: Double, _ fb: Double, _ fc: Double) -> AttributePlane {
            let d1 = fb - fa
            let d2 = fc - fa
            return AttributePlane(
                origin: (ax, ay), f0: fa, dx: (d1 * e2y - d2 * e1y) / area, dy: (d2 * e1x - d1 * e2x) / area)
        }
        u = plane(a.u, b.u, c.u)
        v = plane(a.v, b.v, c.v)
        w = plane(a.invW, b.invW, c.invW)
        shade = plane(a.shade, b.shade, c.shade)
        alpha = plane(a.alpha, b.alpha, c.alpha)
    }
}
