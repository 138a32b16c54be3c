import Testing

@testable import FolioSDL

@Suite struct FrameCopyTests {
    /// Copies `source` into a buffer of `height` rows of `pitch` bytes pre-filled with a marker.
    private func copy(
        _ source: [UInt32], width sourceWidth: Int, height sourceHeight: Int, into width: Int, _ height: Int,
        pitch: Int
    ) -> [UInt32] {
        var target = [UInt32](repeating: 0xDEAD_BEEF, count: height * pitch / 4)
        source.withUnsafeBufferPointer { from in
            target.withUnsafeMutableBytes { to in
                if let base = to.baseAddress {
                    FrameCopy.copy(
                        from, sourceWidth: sourceWidth, sourceHeight: sourceHeight, into: base, width: width,
                        height: height, pitch: pitch)
                }
            }
        }
        return target
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
