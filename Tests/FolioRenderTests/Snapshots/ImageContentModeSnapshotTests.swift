import FolioCore
import FolioRender
import FolioTesting
import Testing

/// Images placed the way `ImageView`'s content modes place them, emulated with layer
/// geometry: a clipping container and an image layer sized and centred per mode.
@Suite @MainActor struct ImageContentModeSnapshotTests {
    enum Mode: String, CaseIterable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, center
    }

    static func imageFrame(_ mode: Mode, image: Size, in box: Size) -> Rect {
        let size: Size
        switch mode {
        case .scaleToFill: size = box
        case .scaleAspectFit:
            let s = min(box.width / image.width, box.height / image.height)
            size = Size(width: image.width * s, height: image.height * s)
        case .scaleAspectFill:
            let s = max(box.width / image.width, box.height / image.height)
            size = Size(width: image.width * s, height: image.height * s)
        case .center: size = image
        }
        return Rect(
            x: (box.width - size.width) / 2, y: (box.height - size.height) / 2, width: size.width, height: size.height)
    }

    @Test(arguments: Mode.allCases)
    func imageInContentMode(_ mode: Mode) {
        let photo = Fixtures.photo()
        let box = Size(width: 120, height: 120)
        let f = Self.imageFrame(mode, image: photo.size, in: box)
        let image = LayerNode(
            id: 3, bounds: Rect(x: 0, y: 0, width: f.width, height: f.height), position: f.center,
            content: .image(photo))
        let container = LayerNode(
            id: 2, bounds: Rect(origin: Point(x: 0, y: 0), size: box), position: Point(x: 80, y: 80),
            clipsToBounds: true,
            backgroundColor: Color(white: 0.9), sublayers: [image])
        let root = LayerNode(
            id: 1, bounds: Rect(x: 0, y: 0, width: 160, height: 160), backgroundColor: .white, sublayers: [container])
        assertSnapshot(
            of: Compositor().render(root, width: 320, height: 320, scale: 2),
            named: "imageInContentMode-\(mode.rawValue)")
    }
}
