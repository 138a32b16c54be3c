import FolioCore
import FolioPaging
import FolioRender
import FolioTesting
import Testing

/// A `.pageCurl` deformation in a layer tree renders exactly what the curl rasteriser draws
/// when called directly: the compositor's only job is to hand it the page's flat rendering,
/// the back page and what lies underneath.
@MainActor
@Suite struct CompositorCurlTests {
    private static let width = 320
    private static let height = 200

    /// The scene as a layer tree: table, underneath page, curling sheet.
    private func tree(_ scene: CurlScene, curl: PageCurl, sheet: Bitmap) -> LayerNode {
        // CurlScene numbers the page underneath 3 in a double-sided book (2 is the back), else 2.
        let underNumber = scene.isDoubleSided ? 3 : 2
        let page = scene.frame.pageRect
        let bounds = Rect(x: 0, y: 0, width: Double(Self.width), height: Double(Self.height))
        let pageBounds = Rect(x: 0, y: 0, width: page.width, height: page.height)
        let under = LayerNode(
            id: 2, bounds: pageBounds, position: page.center,
            content: .image(
                Image(bitmap: CurlTestPages.page(width: Int(page.width), height: Int(page.height), number: underNumber))
            ))
        let sheetLayer = LayerNode(
            id: 3, bounds: pageBounds, position: page.center, content: .image(Image(bitmap: sheet)),
            deformation: .pageCurl(curl))
        return LayerNode(
            id: 1, bounds: bounds, backgroundColor: Color(white: 0.35), sublayers: [under, sheetLayer])
    }

    private func maxChannelDifference(_ a: Bitmap, _ b: Bitmap) -> Int {
        var worst = 0
        for (p, q) in zip(a.pixels, b.pixels) where p != q {
            for shift in stride(from: 0, through: 24, by: 8) {
                worst = max(worst, abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF)))
            }
        }
        return worst
    }

    @Test(arguments: [0.1, 0.35, 0.6, 0.85])
    func singleSidedCurlInALayerTreeMatchesTheRasterizer(progress: Double) {
        let scene = CurlScene(width: Self.width, height: Self.height, spine: .min, orientation: .horizontal)
        let model = CurlAnimation.fullTurn(drag: scene.drag).model(at: progress)
        let curl = scene.pageCurl(model)
        let expected = scene.frame(model: model)
        let actual = Compositor().render(
            tree(scene, curl: curl, sheet: scene.sheet), width: Self.width, height: Self.height)
        #expect(maxChannelDifference(actual, expected) <= 1)
        // And the curl really moved pixels: the untouched book looks different.
        let untouched = Compositor().render(
            tree(
                scene, curl: scene.pageCurl(CurlAnimation.fullTurn(drag: scene.drag).model(at: 0)), sheet: scene.sheet),
            width: Self.width, height: Self.height)
        #expect(maxChannelDifference(actual, untouched) > 32)
    }

    @Test func aBackPageGivenAsALayerDrawsLikeTheSameBackGivenAsAnImage() throws {
        let scene = CurlScene(
            width: Self.width, height: Self.height, spine: .min, orientation: .horizontal, doubleSided: true)
        let back = try #require(scene.back)
        let model = CurlAnimation.fullTurn(drag: scene.drag).model(at: 0.6)
        let imageCurl = scene.pageCurl(model)
        guard case .image(_, let mirror) = imageCurl.back else {
            Issue.record("a double-sided scene curls with an image back")
            return
        }
        var layerCurl = imageCurl
        let page = scene.frame.pageRect
        layerCurl.back = .layer(
            LayerNode(
                id: 9, bounds: Rect(x: 0, y: 0, width: page.width, height: page.height),
                content: .image(Image(bitmap: back))),
            mirror: mirror)
        let viaImage = Compositor().render(
            tree(scene, curl: imageCurl, sheet: scene.sheet), width: Self.width, height: Self.height)
        let viaLayer = Compositor().render(
            tree(scene, curl: layerCurl, sheet: scene.sheet), width: Self.width, height: Self.height)
        #expect(maxChannelDifference(viaImage, viaLayer) <= 1)
        #expect(maxChannelDifference(viaImage, scene.frame(model: model)) <= 1)
    }
}
