import FolioCore
import FolioTesting
import Testing

@testable import FolioRender

/// A compositor drawing on two threads (the rows of large copies and curls shared) must
/// produce the frame one thread draws, to the bit.
@Suite @MainActor struct TwoThreadCompositingTests {
    private static let width = 800
    private static let height = 600

    private static func pageLayer(id: UInt64, image: Image, x: Double, y: Double = 300) -> LayerNode {
        LayerNode(
            id: id, bounds: Rect(x: 0, y: 0, width: Double(width), height: Double(height)), position: Point(x: x, y: y),
            content: .image(image))
    }

    private func render(_ root: LayerNode, threads: Int) -> Bitmap {
        Compositor(threads: threads).render(root, width: Self.width, height: Self.height)
    }

    private func scenes() -> [(String, LayerNode)] {
        let bounds = Rect(x: 0, y: 0, width: Double(Self.width), height: Double(Self.height))
        let a = Fixtures.detailedPage(width: Self.width, height: Self.height, tint: 0x30)
        let b = Fixtures.detailedPage(width: Self.width, height: Self.height, tint: 0xA0)
        let slide = LayerNode(
            id: 1, bounds: bounds, backgroundColor: .white,
            sublayers: [Self.pageLayer(id: 2, image: a, x: 400 - 317), Self.pageLayer(id: 3, image: b, x: 400 + 483)])
        let translucent = LayerNode(
            id: 1, bounds: bounds, backgroundColor: .white,
            sublayers: [
                Self.pageLayer(id: 2, image: a, x: 400),
                Self.pageLayer(
                    id: 3, image: Fixtures.detailedPage(width: Self.width, height: Self.height, tint: 0x60, alpha: 140),
                    x: 421, y: 283),
            ])
        // A rounded clip: the copy goes through a coverage mask.
        let rounded = LayerNode(
            id: 1, bounds: bounds, backgroundColor: .black,
            sublayers: [
                LayerNode(
                    id: 2, bounds: Rect(x: 0, y: 0, width: 760, height: 560), position: Point(x: 400, y: 300),
                    clipsToBounds: true, cornerRadius: 40,
                    sublayers: [Self.pageLayer(id: 3, image: b, x: 377, y: 277)])
            ])
        var sheet = Self.pageLayer(id: 3, image: b, x: 400)
        sheet.deformation = .pageCurl(
            PageCurl(
                pageRect: bounds, axisPoint: Point(x: 430, y: 250), normal: Point(x: 0.93, y: 0.36), radius: 70,
                back: .mirroredFront(paperColor: .paper, washAlpha: 0.7)))
        let curl = LayerNode(
            id: 1, bounds: bounds, backgroundColor: .white, sublayers: [Self.pageLayer(id: 2, image: a, x: 400), sheet])
        // Half-transparent over the white: drawn offscreen as a group, then blended.
        let group = LayerNode(
            id: 1, bounds: bounds, backgroundColor: .white,
            sublayers: [
                LayerNode(
                    id: 4, bounds: bounds, position: Point(x: 400, y: 300), alpha: 0.7,
                    sublayers: [Self.pageLayer(id: 2, image: a, x: 400), sheet])
            ])
        return [
            ("slide", slide), ("translucent page", translucent), ("rounded clip", rounded), ("curl", curl),
            ("curl in an opacity group", group), ("background under a page in depth", Self.backgroundInDepth(a)),
        ]
    }

    /// A background filled through a rounded clip's mask, most of it left uncovered by a page
    /// turned about the vertical axis, too small to share: the fill alone is shared.
    private static func backgroundInDepth(_ page: Image) -> LayerNode {
        let bounds = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        let turned = Transform3D.perspective(distance: 500).concatenating(
            Transform3D(rotationAngle: .pi / 5, x: 0, y: 1, z: 0))
        return LayerNode(
            id: 1, bounds: bounds, backgroundColor: .black,
            sublayers: [
                LayerNode(
                    id: 2, bounds: Rect(x: 0, y: 0, width: 760, height: 560), position: Point(x: 400, y: 300),
                    clipsToBounds: true, cornerRadius: 40,
                    sublayers: [
                        LayerNode(
                            id: 3, bounds: Rect(x: 0, y: 0, width: 740, height: 540), position: Point(x: 380, y: 280),
                            backgroundColor: Color(red: 0.9, green: 0.85, blue: 0.7),
                            sublayers: [
                                LayerNode(
                                    id: 4, bounds: Rect(x: 0, y: 0, width: 200, height: 150),
                                    position: Point(x: 370, y: 270), transform: turned,
                                    content: .image(page))
                            ])
                    ])
            ])
    }

    @Test func framesDrawnOnTwoThreadsMatchOneThreadToTheBit() {
        for (name, root) in scenes() {
            let one = render(root, threads: 1)
            let two = render(root, threads: 2)
            let differing = zip(one.pixels, two.pixels).filter { $0 != $1 }.count
            #expect(differing == 0, "\(name): \(differing) pixels differ")
            #expect(Set(one.pixels).count > 64, "\(name): the scene draws detail")
        }
    }

    @Test func onlyFramesWithWorkToShareWakeTheSecondThread() {
        let compositor = Compositor(threads: 2)
        let small = LayerNode(
            id: 1, bounds: Rect(x: 0, y: 0, width: 300, height: 200), backgroundColor: .white,
            sublayers: [
                LayerNode(
                    id: 2, bounds: Rect(x: 0, y: 0, width: 200, height: 100), position: Point(x: 150, y: 100),
                    content: .image(Fixtures.detailedPage(width: 200, height: 100, tint: 0x30)))
            ])
        _ = compositor.render(small, width: 300, height: 200)
        #expect(!compositor.frameSharesRows, "a small frame has nothing to share")
        for (name, root) in scenes() {
            _ = compositor.render(root, width: Self.width, height: Self.height)
            #expect(compositor.frameSharesRows, "\(name): a page-sized copy or a curl is shared")
        }
    }
}
