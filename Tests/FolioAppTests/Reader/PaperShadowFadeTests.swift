import FolioCore
import FolioRender
import FolioUI
import Testing

@testable import FolioApp

/// The paper's shadow fades for each turn in depth. Its four edges do not overlap, so it fades
/// them one by one (`allowsGroupOpacity` off), which must look as the ring faded as one.
@MainActor
@Suite struct PaperShadowFadeTests {
    @Test func theRingFadedEdgeByEdgeLooksAsTheRingFadedWhole() {
        let shadow = PaperShadowView(frame: PaperShadowView.frame(around: Rect(x: 30, y: 20, width: 240, height: 320)))
        #expect(!shadow.allowsGroupOpacity)
        let backdrop = View(frame: Rect(x: 0, y: 0, width: 300, height: 380))
        backdrop.backgroundColor = Color(red: 0.9, green: 0.88, blue: 0.85, alpha: 1)
        backdrop.addSubview(shadow)
        shadow.layoutIfNeeded()
        let compositor = Compositor()
        func render() -> Bitmap {
            compositor.render(backdrop.layerNode(), width: 600, height: 760, scale: 2)
        }
        var bare = backdrop.layerNode()
        bare.sublayers.removeAll()
        let backdropAlone = compositor.render(bare, width: 600, height: 760, scale: 2)
        for alpha in [0.25, 0.5, 0.8] {
            shadow.alpha = alpha
            let edgeByEdge = render()
            shadow.allowsGroupOpacity = true
            let whole = render()
            shadow.allowsGroupOpacity = false
            var worst = 0
            for (p, q) in zip(edgeByEdge.pixels, whole.pixels) {
                for shift in stride(from: 0, to: 32, by: 8) {
                    worst = max(worst, abs(Int(p >> UInt32(shift) & 0xFF) - Int(q >> UInt32(shift) & 0xFF)))
                }
            }
            #expect(worst <= 1, "at alpha \(alpha) a channel differs by \(worst)")
            #expect(edgeByEdge.pixels != backdropAlone.pixels, "the shadow drew nothing")
        }
    }
}
