/// A linear function of the device position: f(x, y) = f0 + dx·(x − x0) + dy·(y − y0).
struct AttributePlane {
    let origin: (x: Double, y: Double)
    let f0: Double
    let dx: Double
    let dy: Double

    @inline(__always)
    func at(_ x: Double, _ y: Double) -> Double { f0 + dx * (x - origin.x) + dy * (y - origin.y) }
}
