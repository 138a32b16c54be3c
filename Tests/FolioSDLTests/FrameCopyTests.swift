import FolioRender
import Testing

@testable import FolioSDL

@Suite struct FrameCopyTests {
    /// Copies `source` into a buffer of `height` rows of `pitch` bytes pre-filled with a marker.
    private func copy(
        _ source: [UInt32], width sourceWidth: Int, height sourceHeight: Int, into width: Int, _ height: Int,
        pitch: Int, only: IntRect? = nil
    ) -> [UInt32] {
        var target = [UInt32](repeating: 0xDEAD_BEEF, count: height * pitch / 4)
        source.withUnsafeBufferPointer { from in
            target.withUnsafeMutableBytes { to in
                if let base = to.baseAddress {
                    FrameCopy.copy(
                        from, sourceWidth: sourceWidth, sourceHeight: sourceHeight, into: base, width: width,
                        height: height, pitch: pitch, only: only)
                }
            }
        }
        return target
    }

    /// A changed part of the frame, copied alone, puts into its target rectangle exactly what
    /// the whole copy puts there, and writes nothing outside it but whole rows of the general
    /// ratio's stepped loop; every target pixel sampling a changed pixel is inside.
    @Test(arguments: [(8, 6, 8, 6), (8, 6, 4, 3), (12, 9, 4, 3), (10, 7, 4, 3)])
    func aChangedPartIsCopiedAsTheWholeCopyWouldCopyIt(
        sourceWidth: Int, sourceHeight: Int, width: Int, height: Int
    ) {
        let source = (0..<sourceWidth * sourceHeight).map { UInt32($0) }
        let whole = copy(source, width: sourceWidth, height: sourceHeight, into: width, height, pitch: width * 4)
        let changed = IntRect(x0: 3, y0: 2, x1: 5, y1: 4)
        let part = FrameCopy.targetRect(
            covering: changed, sourceWidth: sourceWidth, sourceHeight: sourceHeight, width: width, height: height)
        let partial = copy(
            source, width: sourceWidth, height: sourceHeight, into: width, height, pitch: width * 4, only: part)
        let wholeRatio = sourceWidth % width == 0
        for y in 0..<height {
            for x in 0..<width {
                let i = y * width + x
                let inside = x >= part.x0 && x < part.x1 && y >= part.y0 && y < part.y1
                if inside {
                    #expect(partial[i] == whole[i])
                } else if wholeRatio || y < part.y0 || y >= part.y1 {
                    #expect(partial[i] == 0xDEAD_BEEF)
                }
                let sx = FrameCopy.sample(x, of: width, from: sourceWidth)
                let sy = FrameCopy.sample(y, of: height, from: sourceHeight)
                if sx >= changed.x0 && sx < changed.x1 && sy >= changed.y0 && sy < changed.y1 {
                    #expect(inside, "target (\(x), \(y)) samples a changed pixel outside \(part)")
                }
            }
        }
    }

    @Test func aFrameOfTheSurfacesSizeIsCopiedRowByRowLeavingThePaddingAlone() {
        let target = copy([1, 2, 3, 4, 5, 6], width: 3, height: 2, into: 3, 2, pitch: 16)
        #expect(target == [1, 2, 3, 0xDEAD_BEEF, 4, 5, 6, 0xDEAD_BEEF])
    }

    @Test func unpaddedRowsAreOneCopy() {
        let target = copy([1, 2, 3, 4], width: 2, height: 2, into: 2, 2, pitch: 8)
        #expect(target == [1, 2, 3, 4])
    }

    @Test func aFrameTwiceTheSurfacesSizeShowsTheNearestPixelOfEachTwoByTwoBlock() {
        // 4 × 2 source: each target pixel's centre falls on the second pixel of its pair
        // (x = 0.5 · 2 = 1, 3), as SDL's renderer samples a texture stretched with nearest.
        let source: [UInt32] = [10, 11, 12, 13, 20, 21, 22, 23, 30, 31, 32, 33, 40, 41, 42, 43]
        let target = copy(source, width: 4, height: 4, into: 2, 2, pitch: 8)
        #expect(target == [21, 23, 41, 43])
    }

    /// At twice the surface's size (FOLIO_SCALE=2, the copy's constant column step): whatever
    /// part is copied, starting and ending on any column, each surface pixel inside it is the
    /// source pixel nearest its centre, and no pixel outside it (nor the rows' padding) is
    /// written.
    @Test(arguments: [(0, 37), (1, 36), (3, 11), (1, 7), (5, 9), (2, 6), (4, 5)])
    func aFrameTwiceTheSurfacesSizeGivesEachPixelOfAPartItsNearestSourcePixel(x0: Int, x1: Int) {
        let (width, height, rowLength) = (37, 3, 39)
        // Distinct values, so a pixel taken from the wrong column or row shows.
        let source = (0..<4 * width * height).map { UInt32(truncatingIfNeeded: $0 &* 2_654_435_761) }
        for only in [IntRect(x0: x0, y0: 1, x1: x1, y1: 3), nil] {
            let target = copy(
                source, width: 2 * width, height: 2 * height, into: width, height, pitch: rowLength * 4, only: only)
            let part = only ?? IntRect(x0: 0, y0: 0, x1: width, y1: height)
            for y in 0..<height {
                for x in 0..<rowLength {
                    let inside = x >= part.x0 && x < part.x1 && y >= part.y0 && y < part.y1
                    let expected = inside ? source[(2 * y + 1) * 2 * width + 2 * x + 1] : 0xDEAD_BEEF
                    #expect(target[y * rowLength + x] == expected, "(\(x), \(y)) copying \(part)")
                }
            }
        }
    }

    /// Twice as wide but not twice as tall: columns take every second pixel, rows the nearest.
    @Test func aFrameTwiceAsWideButThriceAsTallTakesEverySecondColumnOfTheNearestRow() {
        let source = (0..<16 * 3).map { UInt32($0) }
        let target = copy(source, width: 16, height: 3, into: 8, 1, pitch: 32)
        // The one target row's centre falls on source row 1; column c on 2c + 1.
        let expected: [UInt32] = [17, 19, 21, 23, 25, 27, 29, 31]
        #expect(target == expected)
    }

    @Test func sampleIndicesStayInsideTheSource() {
        for count in 1...7 {
            for sourceCount in 1...9 {
                for index in 0..<count {
                    let sample = FrameCopy.sample(index, of: count, from: sourceCount)
                    #expect(sample >= 0 && sample < sourceCount)
                }
            }
        }
        #expect(FrameCopy.sample(0, of: 3, from: 3) == 0)
        #expect(FrameCopy.sample(2, of: 3, from: 3) == 2)
    }

    @Test(arguments: [(pitch: 4, width: 2), (pitch: 10, width: 2), (pitch: 16, width: 0)])
    func aPitchThatCannotHoldARowOrAnEmptySizeCopiesNothing(pitch: Int, width: Int) {
        let target = copy([1, 2, 3, 4], width: 2, height: 2, into: width, 2, pitch: pitch)
        #expect(target.allSatisfy { $0 == 0xDEAD_BEEF })
    }

    @Test func aSourceShorterThanItsSizeCopiesNothing() {
        let target = copy([1, 2, 3], width: 2, height: 2, into: 2, 2, pitch: 8)
        #expect(target == [0xDEAD_BEEF, 0xDEAD_BEEF, 0xDEAD_BEEF, 0xDEAD_BEEF])
    }
}

extension FrameCopyTests {
    @Test(arguments: [(7, 3), (3, 7), (5, 5), (1920, 1366), (11, 4), (3840, 1920), (12, 4), (9, 3)])
    func scaledRowsPickTheSameColumnsAsSample(sourceWidth: Int, width: Int) {
        let source = (0..<sourceWidth * 2).map { UInt32($0) }
        let target = copy(source, width: sourceWidth, height: 2, into: width, 1, pitch: width * 4)
        let expected = (0..<width).map {
            UInt32(sourceWidth * FrameCopy.sample(0, of: 1, from: 2))
                + UInt32(FrameCopy.sample($0, of: width, from: sourceWidth))
        }
        #expect(target == expected)
    }
}

extension FrameCopyTests {
    /// The target rectangle of a part holds exactly the target pixels whose samples lie in
    /// it, whatever the parity of its edges, at scale 1, 2 and 3 and a ratio that is not whole.
    @Test(arguments: [(9, 7, 9, 7), (18, 14, 9, 7), (27, 21, 9, 7), (13, 11, 9, 7), (9, 7, 13, 11)])
    func aPartsTargetHoldsExactlyThePixelsThatSampleIt(
        sourceWidth: Int, sourceHeight: Int, width: Int, height: Int
    ) {
        for (x0, x1) in [(0, 1), (1, 4), (3, 8), (2, sourceWidth), (sourceWidth - 1, sourceWidth)] {
            for (y0, y1) in [(0, sourceHeight), (1, 2), (3, 6)] {
                let part = IntRect(x0: x0, y0: y0, x1: x1, y1: y1)
                let target = FrameCopy.targetRect(
                    covering: part, sourceWidth: sourceWidth, sourceHeight: sourceHeight, width: width, height: height)
                for y in 0..<height {
                    for x in 0..<width {
                        let sx = FrameCopy.sample(x, of: width, from: sourceWidth)
                        let sy = FrameCopy.sample(y, of: height, from: sourceHeight)
                        let samples = sx >= x0 && sx < x1 && sy >= y0 && sy < y1
                        let inside = x >= target.x0 && x < target.x1 && y >= target.y0 && y < target.y1
                        #expect(inside == samples, "(\(x), \(y)) for \(part): target \(target)")
                    }
                }
            }
        }
    }

    /// The statistics overlay drawn again over a scale-2 frame whose pixels around it are out
    /// of date (a scroll moved the surface's pixels, not the frame's): copied alone, it
    /// changes no pixel of the surface around it, whatever the parity of its far edges.
    @Test func anOverlayCopiedAloneAtScale2LeavesThePixelsAroundItAlone() {
        let (sourceWidth, sourceHeight) = (64, 48)
        let overlay = IntRect(x0: 12, y0: 12, x1: 41, y1: 31)
        let stale: UInt32 = 0xFF00_FF00
        let source = (0..<sourceWidth * sourceHeight).map { i -> UInt32 in
            let (x, y) = (i % sourceWidth, i / sourceWidth)
            let inside = x >= overlay.x0 && x < overlay.x1 && y >= overlay.y0 && y < overlay.y1
            return inside ? 0xFF10_2030 : stale
        }
        let part = FrameCopy.targetRect(
            covering: overlay, sourceWidth: sourceWidth, sourceHeight: sourceHeight, width: 32, height: 24)
        let target = copy(source, width: sourceWidth, height: sourceHeight, into: 32, 24, pitch: 32 * 4, only: part)
        let tookStale = target.count { $0 == stale }
        #expect(tookStale == 0, "surface pixels that took the out-of-date frame's")
        #expect(target.count { $0 == 0xFF10_2030 } == (20 - 6) * (15 - 6))
    }
}
