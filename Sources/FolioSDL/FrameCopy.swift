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
    static func copy(
        _ source: UnsafeBufferPointer<UInt32>, sourceWidth: Int, sourceHeight: Int,
        into destination: UnsafeMutableRawPointer, width: Int, height: Int, pitch: Int
    ) {
        guard sourceWidth > 0, sourceHeight > 0, width > 0, height > 0, pitch >= width * 4, pitch % 4 == 0,
            source.count >= sourceWidth * sourceHeight, let from = source.baseAddress
        else { return }
        let stride = pitch / 4
        let to = destination.assumingMemoryBound(to: UInt32.self)
        if sourceWidth == width && sourceHeight == height {
            if stride == width {
                to.update(from: from, count: width * height)
            } else {
                for row in 0..<height { (to + row * stride).update(from: from + row * width, count: width) }
            }
            return
        }
        if sourceWidth % width == 0 {
            // A whole ratio (a frame at FOLIO_SCALE=2 shown in its window): target column c
            // samples c·k + k/2, a fixed stride the compiler turns into vector shuffles. The
            // stepped loop below took 5 ms for a 4K frame into 1080p.
            let k = sourceWidth / width
            let offset = k / 2
            for row in 0..<height {
                let sourceRow = from + sample(row, of: height, from: sourceHeight) * sourceWidth + offset
                let target = to + row * stride
                for column in 0..<width { target[column] = sourceRow[column &* k] }
            }
            return
        }
        // Column by column, the sampled index advances by sourceWidth / width: stepped as a
        // whole part and a remainder over 2 × width, so no pixel pays for a division.
        let denominator = 2 * width
        let step = (2 * sourceWidth).quotientAndRemainder(dividingBy: denominator)
        let first = sourceWidth.quotientAndRemainder(dividingBy: denominator)
        let last = sourceWidth - 1
        for row in 0..<height {
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

    /// The source index whose pixel centre is nearest to target pixel `index`'s centre when
    /// `sourceCount` pixels are shown in `count`.
    static func sample(_ index: Int, of count: Int, from sourceCount: Int) -> Int {
        let centre = (2 * index + 1) * sourceCount / (2 * count)
        return min(max(centre, 0), sourceCount - 1)
    }
}
