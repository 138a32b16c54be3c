import FolioCore
import FolioRender
import FolioTesting
import FolioUI
import Testing

@Suite @MainActor struct ImageViewSnapshotTests {
    @Test(arguments: [
        ImageView.ContentMode.scaleToFill, .scaleAspectFit, .scaleAspectFill, .center, .topLeft, .bottomRight,
    ])
    func imageViewInContentMode(_ mode: ImageView.ContentMode) {
        let host = HeadlessWindow(size: Size(width: 160, height: 160))
        let controller = ViewController()
        host.rootViewController = controller
        controller.view.backgroundColor = .white
        let imageView = ImageView(image: Fixtures.photo())
        imageView.frame = Rect(x: 20, y: 20, width: 120, height: 120)
        imageView.backgroundColor = Color(white: 0.9)
        imageView.contentMode = mode
        controller.view.addSubview(imageView)
        assertSnapshot(of: host.render(scale: 2), named: "imageViewInContentMode-\(mode)")
    }
}
