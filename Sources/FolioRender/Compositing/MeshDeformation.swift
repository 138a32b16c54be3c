import FolioCore

/// Draws a layer through a ``LayerMesh``: each triangle textured from the layer's flat
/// rendering, with per-vertex shade and alpha.
struct MeshDeformation: DeformationRendering {
    let mesh: LayerMesh

    func deviceBounds(layerBounds: Rect, toDevice m: Homography) -> IntRect {
        var minX = Double.infinity
        var minY = Double.infinity
        var maxX = -Double.infinity
        var maxY = -Double.infinity
        for v in mesh.vertices {
            guard let p = m.apply(v.position.x, v.position.y) else { continue }
            minX = min(minX, p.x)
            minY = min(minY, p.y)
            maxX = max(maxX, p.x)
            maxY = max(maxY, p.y)
        }
        guard minX <= maxX, minY <= maxY else { return .empty }
        return IntRect(
            x0: Self.clampInt(minX.rounded(.down)) - 1, y0: Self.clampInt(minY.rounded(.down)) - 1,
            x1: Self.clampInt(maxX.rounded(.up)) + 1, y1: Self.clampInt(maxY.rounded(.up)) + 1)
    }

    func draw(_ c: DeformationContext) {
        let m = c.toDevice
        let affine = m.isAffine
        let lt = c.layerToTexture
        c.scratch.meshVertices.removeAll(keepingCapacity: true)
        for v in mesh.vertices {
            let h = m.applyHomogeneous(v.position.x, v.position.y)
            let x = h.x / h.w * 256
            let y = h.y / h.w * 256
            let visible = h.w > Homography.minimumW && abs(x) < 1e12 && abs(y) < 1e12
            // Texel-centre coordinates: texture pixel i covers [i, i + 1), its centre is i + 0.5.
            let tu = v.textureCoordinate.x * lt.m11 + lt.m31 - 0.5
            let tv = v.textureCoordinate.y * lt.m22 + lt.m32 - 0.5
            let invW = affine ? 1 : 1 / h.w
            c.scratch.meshVertices.append(
                DeviceVertex(
                    x: visible ? x.roundedInt : 0, y: visible ? y.roundedInt : 0, invW: invW,
                    u: tu * invW, v: tv * invW, shade: min(max(v.shade, 0), 1), alpha: min(max(v.alpha, 0), 1),
                    isVisible: visible))
        }
        c.scratch.meshVertices.withUnsafeBufferPointer { vs in
            mesh.indices.withUnsafeBufferPointer { idx in
                if let worker = c.target.worker, isWorthSharing(c) {
                    drawShared(vs, idx, context: c, affine: affine, worker: worker)
                } else {
                    drawInOrder(vs, idx, context: c, affine: affine)
                }
            }
        }
    }

    /// Whether the mesh covers enough pixels that a second thread pays for itself.
    private func isWorthSharing(_ c: DeformationContext) -> Bool {
        let b = deviceBounds(layerBounds: c.layerBounds, toDevice: c.toDevice).intersection(c.target.clip.rect)
        return b.width * b.height >= RasterTarget.parallelResampleMinimum
    }

    /// Draws every triangle, one after another, on this thread.
    private func drawInOrder(
        _ vs: UnsafeBufferPointer<DeviceVertex>, _ idx: UnsafeBufferPointer<Int>, context c: DeformationContext,
        affine: Bool
    ) {
        let count = vs.count
        var i = 0
        while i + 2 < idx.count {
            let a = idx[i]
            let b = idx[i + 1]
            let d = idx[i + 2]
            i += 3
            guard a >= 0, b >= 0, d >= 0, a < count, b < count, d < count else { continue }
            MeshRasterizer.drawTriangle(
                vs[a], vs[b], vs[d], texture: c.texture, opaque: c.isOpaque, affine: affine, alpha: c.alpha,
                into: c.target)
        }
    }

    /// Sorts the triangles into bands of rows and draws the bands on this thread and the
    /// worker's, one band at a time each (see ``MeshBands``).
    private func drawShared(
        _ vs: UnsafeBufferPointer<DeviceVertex>, _ idx: UnsafeBufferPointer<Int>, context c: DeformationContext,
        affine: Bool, worker: RowWorker
    ) {
        let bins = c.scratch.meshBins
        bins.bin(vertices: vs, indices: idx, clip: c.target.clip.rect)
        bins.bandStarts.withUnsafeBufferPointer { starts in
            bins.triangles.withUnsafeBufferPointer { triangles in
                let bands = MeshBands(
                    vertices: vs, indices: idx, bandStarts: starts, triangles: triangles, firstRow: bins.firstRow,
                    bandHeight: bins.bandHeight, endRow: bins.endRow, texture: c.texture, opaque: c.isOpaque,
                    affine: affine, alpha: c.alpha, target: c.target)
                worker.share(.meshBands(bands), rows: 0..<bands.bandCount, rowsPerTake: 1)
            }
        }
    }

    private static func clampInt(_ v: Double) -> Int { Int(min(max(v, -1e9), 1e9)) }
}
