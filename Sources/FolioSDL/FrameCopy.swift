internal import FolioRender

/// Copies a frame's pixels into memory SDL owns (the window surface, or a locked streaming
/// texture), whose rows may be padded, and which may be smaller than the frame when
/// `FOLIO_SCALE` renders more pixels than the window has.
///
/// Same size: one copy per row (`pitch` may exceed the row). Different size: nearest
/// neighbour, the pixel whose centre maps onto the target pixel's, as SDL's renderer does
/// when it stretches a texture with its default (nearest) scale quality, so a window shows
/// the same pixels whichever path presents it.
enum FrameCopy {
    /// Copies `source` (`sourceWidth × sourceHeight` pixels, rows unpadded) into
    /// `destination`, `width × height` pixels with rows `pitch` bytes apart.
    ///
    /// Does nothing when a size is not positive, `source` is too short, or `pitch` is
    /// smaller than a row or not a multiple of 4.
    ///
    /// With `only`, a rectangle of the destination, just its pixels are written (the parts of
    /// a frame drawn over the last one that changed, ``targetRect(covering:sourceWidth:sourceHeight:width:height:)``);
    /// what they hold is what the whole copy would put there.
    static func copy(
        _ source: UnsafeBufferPointer<UInt32>, sourceWidth: Int, sourceHeight: Int,
        into destination: UnsafeMutableRawPointer, width: Int, height: Int, pitch: Int, only: IntRect? = nil
    ) {
        guard sourceWidth > 0, sourceHeight > 0, width > 0, height > 0, pitch >= width * 4, pitch % 4 == 0,
            source.count >= sourceWidth * sourceHeight, let from = source.baseAddress
        else { return }
        let stride = pitch / 4
        let to = destination.assumingMemoryBound(to: UInt32.self)
        let whole = IntRect(x0: 0, y0: 0, x1: width, y1: height)
        let part = only.map { $0.intersection(whole) } ?? whole
        guard !part.isEmpty else { return }
        let (rows, columns) = (part.y0..<part.y1, part.x0..<part.x1)
        if sourceWidth == width && sourceHeight == height {
            if stride == width && part == whole {
                to.update(from: from, count: width * height)
            } else {
                for row in rows {
                    (to + row * stride + part.x0).update(from: from + row * width + part.x0, count: columns.count)
                }
            }
            return
        }
        if sourceWidth % width == 0 {
            // A whole ratio (a frame at FOLIO_SCALE=2 shown in its window): target column c
            // samples c·k + k/2. The stepped loop below took 5 ms for a 4K frame into 1080p.
            @inline(__always)
            func copyRows(columnStep k: Int) {
                for row in rows {
                    let sourceRow = from + sample(row, of: height, from: sourceHeight) * sourceWidth + k / 2
                    let target = to + row * stride
                    for column in columns { target[column] = sourceRow[column &* k] }
                }
            }
            // With the step a constant, an optimised build copies pixels four at a time with
            // vector shuffles; known only at run time, it multiplies for each pixel
            // (docs/Benchmarks.md §4.18). Twice the window's pixels is the common ratio.
            let k = sourceWidth / width
            if k == 2 { copyRows(columnStep: 2) } else { copyRows(columnStep: k) }
            return
        }
        // Column by column, the sampled index advances by sourceWidth / width: stepped as a
        // whole part and a remainder over 2 × width, so no pixel pays for a division.
        let denominator = 2 * width
        let step = (2 * sourceWidth).quotientAndRemainder(dividingBy: denominator)
        let first = sourceWidth.quotientAndRemainder(dividingBy: denominator)
        let last = sourceWidth - 1
        for row in rows {
            let sourceRow = from + sample(row, of: height, from: sourceHeight) * sourceWidth
            let target = to + row * stride
            var index = first.quotient
            var remainder = first.remainder
            for column in 0..<width {
                target[column] = sourceRow[min(index, last)]
                index += step.quotient
                remainder += step.remainder
                if remainder >= denominator {
                    index += 1
                    remainder -= denominator
                }
            }
        }
    }

    /// The destination pixels whose samples lie in `source` (a rectangle of the frame): no
    /// more, so that a copy of a changed part never samples a pixel around it, which the
    /// frame may not have drawn (the statistics overlay drawn again over a frame whose
    /// scroll moved the surface's pixels, not the frame's, showed a ring of such pixels).
    static func targetRect(covering source: IntRect, sourceWidth: Int, sourceHeight: Int, width: Int, height: Int)
        -> IntRect
    {
        guard !source.isEmpty, sourceWidth > 0, sourceHeight > 0, width > 0, height > 0 else { return .empty }
        // The first target index whose sample is at least `v`: sample(i) ≥ v exactly when
        // (2i + 1) · sourceCount ≥ 2 · count · v.
        func first(_ v: Int, _ count: Int, _ sourceCount: Int) -> Int {
            let v = min(max(v, 0), sourceCount)
            let twice = (2 * count * v + sourceCount - 1) / sourceCount
            return v == sourceCount ? count : min(twice / 2, count)
        }
        return IntRect(
            x0: first(source.x0, width, sourceWidth), y0: first(source.y0, height, sourceHeight),
            x1: first(source.x1, width, sourceWidth), y1: first(source.y1, height, sourceHeight)
        ).intersection(IntRect(x0: 0, y0: 0, x1: width, y1: height))
    }

    /// The source index whose pixel centre is nearest to target pixel `index`'s centre when
    /// `sourceCount` pixels are shown in `count`.
    static func sample(_ index: Int, of count: Int, from sourceCount: Int) -> Int {
        let centre = (2 * index + 1) * sourceCount / (2 * count)
        return min(max(centre, 0), sourceCount - 1)
    }
}
