/// One mesh vertex on the device: position, and the attributes interpolated across
/// triangles. Texture coordinates are texel-centre coordinates of the mesh's texture.
struct DeviceVertex {
    /// Position in 1/256 pixel, snapped once so that triangles sharing a vertex agree exactly.
    var x: Int
    var y: Int
    /// 1/w (1 for affine maps); attributes below are already divided by w.
    var invW: Double
    var u: Double
    var v: Double
    var shade: Double
    var alpha: Double
    /// False when the vertex lies behind the eye.
    var isVisible: Bool

    /// Whether triangles may use the vertex: it is visible, and its position is within
    /// ±``MeshRasterizer/coordinateLimit``, where the rasteriser's integer arithmetic is exact.
    var isDrawable: Bool {
        let limit = MeshRasterizer.coordinateLimit
        return isVisible && x > -limit && x < limit && y > -limit && y < limit
    }
}
