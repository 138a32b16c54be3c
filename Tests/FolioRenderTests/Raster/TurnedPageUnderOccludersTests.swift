import FolioCore
import FolioTesting
import Testing

@testable import FolioRender

/// A page turned about a vertical axis under opaque rectangles painted later (cover flow's side
/// pages behind the centre one) samples only what shows: the pixels the rectangles hide keep
/// what was there (but a few at each row's ends, drawn whole), and every other pixel is the one
/// the page draws with nothing over it, to the bit, on one thread or two, opaque or not,
/// faded or through a clip's mask.
@Suite @MainActor struct TurnedPageUnderOccludersTests {
    private static let (width, height) = (520, 420)
    private static let background: UInt32 = 0xFF20_3040

    /// The map of a page turned by `angle` about its left edge, seen from 800 pixels, at (40, 30).
    private static func turnedPage(angle: Double) -> Homography {
        PerspectiveColumnsTests.turnedPage(angle: angle, about: (0, 1))
    }

    /// How a trial draws its page: opaque and plain, at an opacity, translucent, or through a
    /// clip's coverage mask (each pixel then modulated on its own).
    enum Look: CaseIterable {
        case plain, faded, translucent, masked
    }

    /// A coverage mask over the whole surface: rows of whole coverage, of none, and of
    /// partial coverage that changes every few pixels.
    private static let mask: CoverageMask = {
        let mask = CoverageMask()
        mask.reset(to: IntRect(x0: 0, y0: 0, x1: width, y1: height))
        for y in 0..<height {
            let row = mask.row(y, from: 0)
            for x in 0..<width {
                row[x] = y % 7 == 0 ? 0 : y % 3 == 0 ? 255 : UInt8(truncatingIfNeeded: 255 - (x / 5 + y) % 200)
            }
        }
        return mask
    }()

    /// The frame after drawing `page` through `map` at paint index 0, with `hiding` painted
    /// later (index 1) and `earlier` painted before (index 0, which hides nothing from it).
    private func draw(
        _ page: Bitmap, through map: Homography, hiding: [IntRect], earlier: [IntRect] = [], threads: Bool,
        look: Look = .plain
    ) -> [UInt32] {
        var pixels = [UInt32](repeating: Self.background, count: Self.width * Self.height)
        var occluders = Occluders()
        for r in hiding { occluders.add(r, paintIndex: 1) }
        for r in earlier { occluders.add(r, paintIndex: 0) }
        let worker = threads ? RowWorker() : nil
        defer { worker?.stop() }
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: Self.width)
        defer { scratch.deallocate() }
        pixels.withUnsafeMutableBufferPointer { f in
            guard let fb = f.baseAddress else { return }
            let surface = PixelSurface(base: fb, width: Self.width, height: Self.height, stride: Self.width)
            let target = RasterTarget(
                surface: surface, clip: Clip(rect: surface.bounds, mask: look == .masked ? Self.mask : nil),
                occluders: occluders, paintIndex: 0, scratchRow: scratch, worker: worker,
                perspectiveColumns: PerspectiveColumns())
            page.withTexture { t in
                if let t {
                    target.draw(t, opaque: look != .translucent, toDevice: map, alpha: look == .faded ? 200 : 255)
                }
            }
        }
        return pixels
    }

    private static func isHidden(_ i: Int, by rects: [IntRect]) -> Bool {
        let (x, y) = (i % width, i / width)
        return rects.contains { $0.x0 <= x && x < $0.x1 && $0.y0 <= y && y < $0.y1 }
    }

    @Test(arguments: Look.allCases)
    func thePixelsLaterOpaqueRectanglesHideAreNotDrawnAndTheRestAreTheUncoveredPages(look: Look) {
        var random = SeededRandom(seed: 41)
        let alpha: UInt32 = look == .translucent ? 180 : 255
        let page = Fixtures.detailedPage(width: 400, height: 340, tint: 0x40, alpha: alpha).bitmap
        var skipped = 0
        for trial in 0..<16 {
            let angle = random.uniform(-1.2...1.2)
            let map = Self.turnedPage(angle: angle)
            // One to three rectangles anywhere, some crossing the page's edges, some overlapping.
            let hiding = (0..<(1 + trial % 3)).map { _ in
                let x0 = Int(random.uniform(0...450))
                let y0 = Int(random.uniform(0...350))
                return IntRect(
                    x0: x0, y0: y0, x1: x0 + Int(random.uniform(8...300)), y1: y0 + Int(random.uniform(1...200)))
            }
            let uncovered = draw(page, through: map, hiding: [], threads: false, look: look)
            for threads in [false, true] {
                let drawn = draw(page, through: map, hiding: hiding, threads: threads, look: look)
                var wrong = 0
                for i in drawn.indices {
                    if Self.isHidden(i, by: hiding) {
                        // Hidden pixels keep the background, or (at a row's ends, drawn whole)
                        // get the page's own.
                        if drawn[i] == Self.background && uncovered[i] != Self.background {
                            skipped += 1
                        } else if drawn[i] != uncovered[i] {
                            wrong += 1
                        }
                    } else if drawn[i] != uncovered[i] {
                        wrong += 1
                    }
                }
                #expect(wrong == 0, "trial \(trial), threads \(threads): \(wrong) pixels differ")
            }
        }
        #expect(skipped > 50_000, "the rectangles must actually spare the page some pixels, or this tests nothing")
    }

    @Test func aRowHiddenWholeIsNotDrawnAtAll() {
        let page = Fixtures.detailedPage(width: 400, height: 340, tint: 0x40).bitmap
        let map = Self.turnedPage(angle: 0.6)
        let band = IntRect(x0: 0, y0: 100, x1: Self.width, y1: 140)
        let drawn = draw(page, through: map, hiding: [band], threads: true)
        let uncovered = draw(page, through: map, hiding: [], threads: false)
        let rows = (band.y0..<band.y1).flatMap { y in (0..<Self.width).map { y * Self.width + $0 } }
        #expect(rows.allSatisfy { drawn[$0] == Self.background }, "a pixel of the hidden rows was drawn")
        #expect(
            rows.contains { uncovered[$0] != Self.background }, "the page must cross the rows, or this tests nothing")
        let elsewhere = drawn.indices.filter { !Self.isHidden($0, by: [band]) }
        #expect(elsewhere.allSatisfy { drawn[$0] == uncovered[$0] })
    }

    @Test func rectanglesPaintedEarlierHideNothing() {
        let page = Fixtures.detailedPage(width: 400, height: 340, tint: 0x40).bitmap
        let map = Self.turnedPage(angle: 0.7)
        let all = IntRect(x0: 0, y0: 0, x1: Self.width, y1: Self.height)
        #expect(
            draw(page, through: map, hiding: [], earlier: [all], threads: true)
                == draw(page, through: map, hiding: [], threads: false))
    }
}
