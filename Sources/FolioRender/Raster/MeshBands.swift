/// A triangle mesh cut into horizontal bands of rows, so that two threads can share it
/// (``RowWorker``): each band lists the triangles that reach it, in the mesh's order, and a
/// thread draws a band by drawing those triangles' rows inside it.
///
/// A pixel lies in one band, and that band draws the triangles covering it in the mesh's
/// order, each pixel's value depending only on its triangle and row
/// (``MeshRasterizer``): overlapping triangles blend in the order one thread blends them, and
/// two threads draw the frame one thread does, to the bit.
///
/// It holds raw views of the vertices, indices and band lists (``MeshBins``), valid only
/// while the caller that made it keeps them alive and unchanged: for the length of a
/// ``RowWorker/share(_:rows:rowsPerTake:)`` call.
struct MeshBands {
    let vertices: UnsafeBufferPointer<DeviceVertex>
    /// The mesh's indices, three per triangle.
    let indices: UnsafeBufferPointer<Int>
    /// Band `k`'s triangles are `triangles[bandStarts[k]..<bandStarts[k + 1]]`, each the
    /// position of its first index in `indices`.
    let bandStarts: UnsafeBufferPointer<Int>
    let triangles: UnsafeBufferPointer<Int>
    /// The first row of band 0, the rows in each band, and the row the last band ends at.
    let firstRow: Int
    let bandHeight: Int
    let endRow: Int
    let texture: Texture
    let opaque: Bool
    let affine: Bool
    let alpha: UInt32
    let target: RasterTarget

    /// How many bands there are: the range ``draw(bands:)`` takes.
    var bandCount: Int { max(bandStarts.count - 1, 0) }

    /// Draws the rows of `bands`.
    func draw(bands: Range<Int>) {
        for band in bands {
            let top = firstRow + band * bandHeight
            let rows = top..<min(endRow, top + bandHeight)
            for k in bandStarts[band]..<bandStarts[band + 1] {
                let i = triangles[k]
                MeshRasterizer.drawTriangle(
                    vertices[indices[i]], vertices[indices[i + 1]], vertices[indices[i + 2]], texture: texture,
                    opaque: opaque, affine: affine, alpha: alpha, into: target, rows: rows)
            }
        }
    }
}
