import FolioCore
import FolioRender
import FolioTesting
import Testing

@testable import FolioPaging

/// A single-sided sheet drawn pixel-aligned is copied texel for texel up to its last row, but
/// where its flat part is shadowed (or near the spine) and translucent it was sampled with
/// bilinear 2 × 2 blocks, whose lower row is one past the page's pixels on the last row
/// (an 8-byte heap-buffer-overflow in `Texture.pair` from `drawFlat`). The weight of
/// that row is zero, so no pixel showed it: only AddressSanitizer does, and under it
/// (`make sanitize`) this test crashed before the fix. The frames are the ones
/// CurlSnapshotTests pins for "minHorizontalSingle", so the fix changed no pixel.
@Suite struct CurlLastRowReadTests {
    @Test(arguments: [0.10, 0.35, 0.60, 0.85])
    func aTranslucentAlignedSheetIsReadOnlyInsideItsPixels(_ progress: Double) {
        let scene = CurlScene(width: 180, height: 240, spine: .min, orientation: .horizontal, doubleSided: false)
        let frame = scene.frame(progress: progress, rasterizer: CurlRasterizer())
        #expect(frame.width == 180 && frame.height == 240)
    }
}
