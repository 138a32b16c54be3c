import FolioCore
import FolioRender
import Testing

@Suite @MainActor struct CompositorTests {
    let compositor = Compositor()

    @Test func integerOffsetImageIsCopiedExactly() {
        var bitmap = Bitmap(width: 4, height: 3)
        for i in 0..<12 { bitmap.pixels[i] = 0xFF00_0000 | UInt32(i * 20) << 8 | UInt32(i) }
        let image = Image(bitmap: bitmap)
        let root = LayerNode(
            id: 1, bounds: Rect(x: 0, y: 0, width: 20, height: 10),
            sublayers: [
                LayerNode(
                    id: 2, bounds: Rect(x: 0, y: 0, width: 4, height: 3), position: Point(x: 12, y: 6.5),
                    content: .image(image))
            ])
        let frame = compositor.render(root, width: 20, height: 10)
        for y in 0..<3 {
            for x in 0..<4 { #expect(frame[10 + x, 5 + y] == bitmap[x, y]) }
        }
        #expect(frame[9, 5] == 0)
        #expect(frame[14, 5] == 0)
    }

    @Test func backgroundCoversExactlyTheFrameAtScale() {
        let root = LayerNode(
            id: 1, bounds: Rect(x: 0, y: 0, width: 10, height: 10),
            sublayers: [
                LayerNode(
                    id: 2, bounds: Rect(x: 0, y: 0, width: 3, height: 2), position: Point(x: 3.5, y: 3),
                    backgroundColor: .red)
            ])
        let frame = compositor.render(root, width: 20, height: 20, scale: 2)
        // Frame (2, 2, 3, 2) points → pixels x 4..<10, y 4..<8.
        for y in 0..<20 {
            for x in 0..<20 {
                let inside = (4..<10).contains(x) && (4..<8).contains(y)
                #expect(frame[x, y] == (inside ? 0xFFFF_0000 : 0), "(\(x), \(y))")
            }
        }
    }

    /// A layer at half opacity over red and blue halves that overlap in columns 4 and 5.
    static func fadedOverlappingPair(groupOpacity: Bool) -> LayerNode {
        var group = LayerNode(
            id: 2, bounds: Rect(x: 0, y: 0, width: 10, height: 10), alpha: 0.5,
            sublayers: [
                LayerNode(
                    id: 3, bounds: Rect(x: 0, y: 0, width: 6, height: 10), position: Point(x: 3, y: 5),
                    backgroundColor: .red),
                LayerNode(
                    id: 4, bounds: Rect(x: 0, y: 0, width: 6, height: 10), position: Point(x: 7, y: 5),
                    backgroundColor: .blue),
            ])
        group.allowsGroupOpacity = groupOpacity
        return LayerNode(id: 1, bounds: Rect(x: 0, y: 0, width: 10, height: 10), sublayers: [group])
    }

    @Test func groupOpacityHidesWhatOverlappingChildrenCover() {
        let frame = compositor.render(Self.fadedOverlappingPair(groupOpacity: true), width: 10, height: 10)
        #expect(frame[1, 5] == 0x8080_0000)
        #expect(frame[5, 5] == 0x8000_0080)  // blue only: red does not show through
        #expect(frame[9, 5] == 0x8000_0080)
    }

    /// Without group opacity each child is blended on its own, as Core Animation does: the
    /// children's own pixels are those of the group, and where they overlap the one behind
    /// shows through.
    @Test func withoutGroupOpacityEachChildFadesOnItsOwn() {
        let frame = compositor.render(Self.fadedOverlappingPair(groupOpacity: false), width: 10, height: 10)
        #expect(frame[1, 5] == 0x8080_0000)
        #expect(frame[5, 5] == 0xC040_0080)  // red shows through half-transparent blue
        #expect(frame[9, 5] == 0x8000_0080)
    }

    @Test func opacityMultipliesDownTheTree() {
        let inner = LayerNode(id: 3, bounds: Rect(x: 0, y: 0, width: 4, height: 4), alpha: 0.5, backgroundColor: .white)
        let outer = LayerNode(id: 2, bounds: Rect(x: 0, y: 0, width: 4, height: 4), alpha: 0.5, sublayers: [inner])
        let root = LayerNode(id: 1, bounds: Rect(x: 0, y: 0, width: 4, height: 4), sublayers: [outer])
        let frame = compositor.render(root, width: 4, height: 4)
        #expect(frame[2, 2] == 0x4040_4040)
    }

    @Test func nestedRectangularClipsIntersect() {
        let content = LayerNode(id: 4, bounds: Rect(x: 0, y: 0, width: 40, height: 40), backgroundColor: .green)
        let inner = LayerNode(
            id: 3, bounds: Rect(x: 0, y: 0, width: 20, height: 20), position: Point(x: 20, y: 20), clipsToBounds: true,
            sublayers: [content])
        let outer = LayerNode(
            id: 2, bounds: Rect(x: 0, y: 0, width: 20, height: 20), position: Point(x: 10, y: 10), clipsToBounds: true,
            sublayers: [inner])
        let root = LayerNode(id: 1, bounds: Rect(x: 0, y: 0, width: 40, height: 40), sublayers: [outer])
        let frame = compositor.render(root, width: 40, height: 40)
        // Outer clip: [0, 20)², inner clip: [10, 30)² in root space → [10, 20)².
        for y in 0..<40 {
            for x in 0..<40 {
                let inside = (10..<20).contains(x) && (10..<20).contains(y)
                #expect(frame[x, y] == (inside ? 0xFF00_FF00 : 0), "(\(x), \(y))")
            }
        }
    }

    @Test func roundedClipMakesCornersTransparent() {
        let content = LayerNode(id: 3, bounds: Rect(x: 0, y: 0, width: 40, height: 40), backgroundColor: .blue)
        let card = LayerNode(
            id: 2, bounds: Rect(x: 0, y: 0, width: 40, height: 40), clipsToBounds: true, cornerRadius: 10,
            sublayers: [content])
        let frame = compositor.render(LayerNode(id: 1, bounds: card.bounds, sublayers: [card]), width: 40, height: 40)
        #expect(frame[0, 0] == 0)
        #expect(frame[39, 39] == 0)
        #expect(frame[2, 2] == 0)
        #expect(frame[20, 0] == 0xFF00_00FF)
        #expect(frame[0, 20] == 0xFF00_00FF)
        #expect(frame[20, 20] == 0xFF00_00FF)
        // The arc is anti-aliased: pixels along it are partially covered.
        let corner = Fixtures.pixels(of: frame, in: (0, 0, 10, 10)).map { $0 >> 24 }
        #expect(corner.filter { $0 > 0 && $0 < 255 }.count >= 5)
    }

    @Test func rotatedClipFollowsTheRotatedBounds() {
        let content = LayerNode(id: 3, bounds: Rect(x: 0, y: 0, width: 100, height: 100), backgroundColor: .red)
        let clipper = LayerNode(
            id: 2, bounds: Rect(x: 0, y: 0, width: 40, height: 40), position: Point(x: 50, y: 50),
            transform: Transform3D(rotationAngle: .pi / 4, x: 0, y: 0, z: 1), clipsToBounds: true,
            sublayers: [LayerNode(id: 3, bounds: content.bounds, position: Point(x: 20, y: 20), backgroundColor: .red)])
        let frame = compositor.render(
            LayerNode(id: 1, bounds: content.bounds, sublayers: [clipper]), width: 100, height: 100)
        // A diamond of half-diagonal 20·√2 ≈ 28.3 around (50, 50).
        #expect(frame[50, 50] == 0xFFFF_0000)
        #expect(frame[50, 24] == 0xFFFF_0000)
        #expect(frame[76, 50] == 0xFFFF_0000)
        #expect(frame[50, 20] == 0)
        #expect(frame[32, 32] == 0)
        #expect(frame[68, 68] == 0)
    }

    @Test func hiddenLayersAndTheirSublayersAreNotDrawn() {
        let child = LayerNode(id: 3, bounds: Rect(x: 0, y: 0, width: 4, height: 4), backgroundColor: .red)
        let hidden = LayerNode(id: 2, bounds: child.bounds, isHidden: true, backgroundColor: .blue, sublayers: [child])
        let frame = compositor.render(LayerNode(id: 1, bounds: child.bounds, sublayers: [hidden]), width: 4, height: 4)
        #expect(frame.pixels.allSatisfy { $0 == 0 })
    }

    /// A page rendered for the screen is a rounding larger than its layer: on a whole-pixel
    /// corner it is copied one for one, clipped to the layer, not stretched by 1.0002.
    @Test func anImageWithinAPixelOfItsLayerIsCopiedPixelForPixel() {
        let bitmap =
            Bitmap(
                width: 8, height: 6, pixels: (0..<48).map { 0xFF00_0000 | UInt32($0) * 0x0004_0503 })
            ?? Bitmap(width: 0, height: 0)
        // 7.6 × 5.5 points hold an 8 × 6 image: within a pixel each way.
        let layer = LayerNode(
            id: 2, bounds: Rect(x: 0, y: 0, width: 7.6, height: 5.5), position: Point(x: 2 + 3.8, y: 1 + 2.75),
            content: .image(Image(bitmap: bitmap)))
        let frame = compositor.render(
            LayerNode(id: 1, bounds: Rect(x: 0, y: 0, width: 12, height: 9), sublayers: [layer]), width: 12, height: 9)
        var differing = 0
        for y in 0..<5 {
            for x in 0..<8 where frame[2 + x, 1 + y] != bitmap[x, y] { differing += 1 }
        }
        #expect(differing == 0, "\(differing) pixels resampled")
        // Nothing lands beyond the pixels the layer covers.
        #expect(frame[3, 7] == 0)
        #expect(frame[10, 2] == 0)
    }

    @Test func bilinearFilteringAveragesAtHalfTexelOffsets() {
        let image = Image(
            bitmap: Bitmap(width: 2, height: 1, pixels: [0xFF00_0000, 0xFFFF_FFFF]) ?? Bitmap(width: 0, height: 0))
        let layer = LayerNode(
            id: 2, bounds: Rect(x: 0, y: 0, width: 2, height: 1), position: Point(x: 1.5, y: 0.5),
            content: .image(image))
        let frame = compositor.render(
            LayerNode(id: 1, bounds: Rect(x: 0, y: 0, width: 4, height: 1), sublayers: [layer]), width: 4, height: 1)
        // Shifted right by half a pixel: pixel 1's centre falls between the two texels.
        let mid = frame[1, 0]
        #expect(mid >> 24 == 0xFF)
        #expect(abs(Int(mid & 0xFF) - 128) <= 1)
        // Pixel 0's centre is on the left edge (inside, clamped to texel 0); pixel 2's is on
        // the right edge (outside).
        #expect(frame[0, 0] == 0xFF00_0000)
        #expect(frame[2, 0] == 0)
    }

    @Test func perspectiveRotationMakesTheNearEdgeTallerThanTheFarEdge() {
        var perspective = LayerNode(id: 1, bounds: Rect(x: 0, y: 0, width: 200, height: 100))
        perspective.sublayerTransform = .perspective(distance: 300)
        perspective.sublayers = [
            LayerNode(
                id: 2, bounds: Rect(x: 0, y: 0, width: 100, height: 60), position: Point(x: 100, y: 50),
                transform: Transform3D(rotationAngle: .pi / 4, x: 0, y: 1, z: 0), backgroundColor: .white)
        ]
        let frame = compositor.render(perspective, width: 200, height: 100)
        func columnHeight(_ x: Int) -> Int { (0..<100).filter { frame[x, $0] != 0 }.count }
        let covered = (0..<200).filter { columnHeight($0) > 0 }
        guard let left = covered.first, let right = covered.last else {
            Issue.record("nothing drawn")
            return
        }
        // Rotating about y by +45° brings the left edge towards the viewer (CA convention).
        #expect(columnHeight(left + 1) != columnHeight(right - 1))
        #expect(abs(columnHeight(left + 1) - columnHeight(right - 1)) > 10)
        #expect(right - left < 100)
    }
}
