import FolioCore
import Testing

@testable import FolioUI

@Suite @MainActor struct ImageViewTests {
    /// A 200 × 100-point image (pixel contents do not matter here).
    let image = Image(bitmap: Bitmap(width: 400, height: 200), scale: 2)

    func view(_ mode: ImageView.ContentMode) -> ImageView {
        let v = ImageView(image: image)
        v.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        v.contentMode = mode
        return v
    }

    @Test(arguments: [
        (ImageView.ContentMode.scaleToFill, Rect(x: 0, y: 0, width: 100, height: 100)),
        (.scaleAspectFit, Rect(x: 0, y: 25, width: 100, height: 50)),
        (.scaleAspectFill, Rect(x: -50, y: 0, width: 200, height: 100)),
        (.center, Rect(x: -50, y: 0, width: 200, height: 100)),
        (.topLeft, Rect(x: 0, y: 0, width: 200, height: 100)),
        (.bottomRight, Rect(x: -100, y: 0, width: 200, height: 100)),
        (.right, Rect(x: -100, y: 0, width: 200, height: 100)),
    ])
    func contentModePlacesTheImage(mode: ImageView.ContentMode, expected: Rect) {
        #expect(view(mode).imageRect(for: image) == expected)
    }

    @Test func initSizesTheViewToTheImageInPoints() {
        let v = ImageView(image: image)
        #expect(v.bounds.size == Size(width: 200, height: 100))
        #expect(v.sizeThatFits(Size(width: 10, height: 10)) == Size(width: 200, height: 100))
    }

    @Test func scaleToFillPublishesTheImageItself() {
        guard case .image(let shown)? = view(.scaleToFill).layerContent() else {
            Issue.record("expected image content")
            return
        }
        #expect(shown === image)
        guard case .drawing? = view(.scaleAspectFit).layerContent() else {
            Issue.record("expected drawn content")
            return
        }
        #expect(ImageView(image: nil).layerContent() == nil)
    }

    @Test func changingTheModeRequestsARedraw() {
        let v = view(.scaleAspectFit)
        let before = v.displayVersion
        v.contentMode = .scaleAspectFill
        #expect(v.displayVersion != before)
    }
}
