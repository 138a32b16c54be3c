import FolioRender
import Testing

@testable import FolioSDL

/// A copy shared between the compositor's two threads writes exactly the pixels the
/// one-thread copy writes, rows and padding alike.
@MainActor
@Suite struct SharedFrameCopyTests {
    /// Copies a patterned `sourceWidth × sourceHeight` frame into a marked buffer of `height`
    /// rows of `pitch` bytes, with `frameCopy`.
    private func copy(
        with frameCopy: SharedFrameCopy, sourceWidth: Int, sourceHeight: Int, into width: Int, _ height: Int,
        pitch: Int, only: IntRect?
    ) -> [UInt32] {
        let source = (0..<sourceWidth * sourceHeight).map { UInt32($0) &* 2_654_435_761 }
        var target = [UInt32](repeating: 0xDEAD_BEEF, count: height * pitch / 4)
        source.withUnsafeBufferPointer { from in
            target.withUnsafeMutableBytes { to in
                guard let base = to.baseAddress else { return }
                frameCopy.copy(
                    from, sourceWidth: sourceWidth, sourceHeight: sourceHeight, into: base, width: width,
                    height: height, pitch: pitch, only: only)
            }
        }
        return target
    }

    /// Scale 1 and 2 (a whole ratio), and a ratio that is not whole; odd sizes, padded rows,
    /// the whole frame and a part of it, all above the size at which rows are shared.
    @Test(arguments: [
        (sourceWidth: 641, sourceHeight: 413, width: 641, height: 413, pad: 0, partial: false),
        (sourceWidth: 641, sourceHeight: 413, width: 641, height: 413, pad: 3, partial: true),
        (sourceWidth: 1282, sourceHeight: 826, width: 641, height: 413, pad: 0, partial: false),
        (sourceWidth: 1282, sourceHeight: 826, width: 641, height: 413, pad: 5, partial: true),
        (sourceWidth: 1001, sourceHeight: 777, width: 641, height: 413, pad: 1, partial: false),
        (sourceWidth: 1001, sourceHeight: 777, width: 641, height: 413, pad: 0, partial: true),
    ])
    func sharedRowsWriteWhatOneThreadWrites(
        sourceWidth: Int, sourceHeight: Int, width: Int, height: Int, pad: Int, partial: Bool
    ) {
        let only = partial ? IntRect(x0: 37, y0: 11, x1: 600, y1: 402) : nil
        #expect(
            (only.map { ($0.x1 - $0.x0) * ($0.y1 - $0.y0) } ?? width * height) >= SharedFrameCopy.minimumPixels)
        let pitch = (width + pad) * 4
        let alone = copy(
            with: SharedFrameCopy(), sourceWidth: sourceWidth, sourceHeight: sourceHeight, into: width, height,
            pitch: pitch, only: only)
        let shared = SharedFrameCopy(compositor: Compositor(threads: 2))
        #expect(shared.compositor?.sharesRows == true)
        for round in 0..<3 {
            let both = copy(
                with: shared, sourceWidth: sourceWidth, sourceHeight: sourceHeight, into: width, height,
                pitch: pitch, only: only)
            let differing = zip(alone, both).count { $0 != $1 }
            #expect(differing == 0, "round \(round): \(differing) of \(alone.count) words differ")
        }
    }

    /// A copy too small to share, or a compositor that draws on one thread, copies alone and
    /// still writes the same pixels.
    @Test(arguments: [1, 2])
    func smallCopiesAndOneThreadCopyTheSame(threads: Int) {
        let only = IntRect(x0: 3, y0: 5, x1: 40, y1: 29)
        let alone = copy(
            with: SharedFrameCopy(), sourceWidth: 98, sourceHeight: 62, into: 49, 31, pitch: 49 * 4, only: only)
        let other = copy(
            with: SharedFrameCopy(compositor: Compositor(threads: threads)), sourceWidth: 98, sourceHeight: 62,
            into: 49, 31, pitch: 49 * 4, only: only)
        #expect(alone == other)
    }
}
