import FolioCore
import FolioTesting
import FolioUI
import Testing

// Apple's PhotoScroller sample (ImageScrollView), ported line by line: the image view is the
// view for zooming, and `layoutSubviews` centres it while it is smaller than the bounds.
// Renamed only where Linux forces it: the UI prefixes, CGSize/CGRect as Size/Rect.

@MainActor
private final class ImageScrollView: ScrollView, ScrollViewDelegate {
    var zoomView: ImageView?
    var imageSize = Size.zero

    override init(frame: Rect) {
        super.init(frame: frame)
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        bouncesZoom = true
        decelerationRate = .fast
        delegate = self
    }

    override func layoutSubviews() {
        super.layoutSubviews()

        // center the zoom view as it becomes smaller than the size of the screen
        let boundsSize = bounds.size
        guard let zoomView else { return }
        var frameToCenter = zoomView.frame

        // center horizontally
        if frameToCenter.size.width < boundsSize.width {
            frameToCenter.origin.x = (boundsSize.width - frameToCenter.size.width) / 2
        } else {
            frameToCenter.origin.x = 0
        }

        // center vertically
        if frameToCenter.size.height < boundsSize.height {
            frameToCenter.origin.y = (boundsSize.height - frameToCenter.size.height) / 2
        } else {
            frameToCenter.origin.y = 0
        }

        zoomView.frame = frameToCenter
    }

    // MARK: - UIScrollViewDelegate

    func viewForZooming(in scrollView: ScrollView) -> View? {
        return zoomView
    }

    // MARK: - Configure scrollView to display new image

    func display(_ image: Image) {
        // clear the previous image
        zoomView?.removeFromSuperview()
        zoomView = nil

        // reset our zoomScale to 1.0 before doing any further calculations
        zoomScale = 1.0

        // make a new UIImageView for the new image
        let imageView = ImageView(image: image)
        zoomView = imageView
        addSubview(imageView)

        configureForImageSize(image.size)
    }

    func configureForImageSize(_ imageSize: Size) {
        self.imageSize = imageSize
        contentSize = imageSize
        setMaxMinZoomScalesForCurrentBounds()
        zoomScale = minimumZoomScale
    }

    func setMaxMinZoomScalesForCurrentBounds() {
        let boundsSize = bounds.size

        // calculate min/max zoomscale
        let xScale = boundsSize.width / imageSize.width  // the scale needed to perfectly fit the image width-wise
        let yScale = boundsSize.height / imageSize.height  // the scale needed to perfectly fit the image height-wise

        // fill width if the image and phone are both portrait or both landscape; otherwise take smaller scale
        let imagePortrait = imageSize.height > imageSize.width
        let phonePortrait = boundsSize.height > boundsSize.width
        var minScale = imagePortrait == phonePortrait ? xScale : min(xScale, yScale)

        // on high resolution screens we have double the pixel density, so we will be seeing every pixel if we limit the
        // maximum zoom scale to 0.5.
        let maxScale = 2.0

        // don't let minScale exceed maxScale. (If the image is smaller than the screen, we don't want to force it to be
        // zoomed.)
        if minScale > maxScale {
            minScale = maxScale
        }

        maximumZoomScale = maxScale
        minimumZoomScale = minScale
    }
}

/// A 640 × 480 landscape photo in a 320 × 480 portrait scroll view: it fits the width at the
/// minimum scale 0.5 (320 × 240) and PhotoScroller centres it vertically.
@MainActor
private struct PhotoScroller {
    let host = HeadlessWindow(size: Size(width: 320, height: 480))
    let scrollView = ImageScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let middle = Point(x: 160, y: 240)

    init() {
        let root = ViewController()
        host.rootViewController = root
        root.view.addSubview(scrollView)
        scrollView.display(Image(bitmap: Bitmap(width: 640, height: 480, fill: .gray), scale: 1))
        host.advance()
    }

    var imageView: View? { scrollView.zoomView }

    /// The photo's centre on screen (window coordinates).
    var centreOnScreen: Point {
        guard let imageView else { return Point(x: -1, y: -1) }
        return imageView.convert(imageView.bounds.center, to: nil)
    }

    /// The photo's centre in the scroll view's content, where `layoutSubviews` put it.
    var centreInContent: Point { imageView?.center ?? Point(x: -1, y: -1) }
}

@MainActor
@Suite struct PhotoScrollerZoomTests {
    @Test func thePhotoStartsCentredAtTheMinimumScale() {
        let p = PhotoScroller()
        #expect(p.scrollView.minimumZoomScale == 0.5)
        #expect(p.scrollView.zoomScale == 0.5)
        #expect(p.imageView?.frame == Rect(x: 0, y: 120, width: 320, height: 240))
        #expect(p.centreOnScreen == p.middle)
    }

    @Test func pinchingBelowTheMinimumKeepsThePhotoCentred() {
        let p = PhotoScroller()
        // A pinch closing in the middle of the screen, one finger move per frame.
        p.host.pinch(center: p.middle, startSpan: 200, endSpan: 80, duration: 0.5, lift: false)
        #expect(p.scrollView.zoomScale < 0.45, "the pinch went below the minimum: \(p.scrollView.zoomScale)")
        #expect(p.imageView.map { $0.frame.width < 320 } == true)
        p.host.advance()
        #expect(p.centreInContent.distance(to: p.middle) < 0.5, "\(p.centreInContent)")
        #expect(p.centreOnScreen.distance(to: p.middle) < 0.5, "\(p.centreOnScreen)")
        // Each further step of the fingers keeps it there.
        for half in [35.0, 30, 25] {
            p.host.touchMove(to: Point(x: 160 - half, y: 240), id: 1)
            p.host.touchMove(to: Point(x: 160 + half, y: 240), id: 2)
            p.host.advance()
            #expect(p.centreOnScreen.distance(to: p.middle) < 0.5, "\(p.centreOnScreen)")
        }
        p.host.touchUp(id: 1)
        p.host.touchUp(id: 2)
        for _ in 0..<20 {
            p.host.advance()
            #expect(p.centreOnScreen.distance(to: p.middle) < 0.5, "springing back: \(p.centreOnScreen)")
        }
        p.host.settle()
        #expect(p.scrollView.zoomScale == 0.5)
        #expect(p.scrollView.contentOffset == .zero)
        #expect(p.centreInContent.distance(to: p.middle) < 1e-9, "\(p.centreInContent)")
        #expect(p.centreOnScreen.distance(to: p.middle) < 1e-9, "\(p.centreOnScreen)")
    }

    @Test func zoomingInKeepsThePointUnderTheFingersFixed() throws {
        let p = PhotoScroller()
        let imageView = try #require(p.imageView)
        let focal = Point(x: 100, y: 200)
        let touched = imageView.convert(focal, from: nil)
        p.host.pinch(center: focal, startSpan: 60, endSpan: 80, duration: 0.1, lift: false)
        p.host.advance()
        // The photo did not jump when the pinch began: the point touched is still under the
        // fingers, give or take the half step of one finger the pinch began on.
        #expect(imageView.convert(touched, to: nil).distance(to: focal) < 3, "\(imageView.convert(touched, to: nil))")
        // From then on the point under the centroid stays exactly there, while the photo is
        // still smaller than the screen (centred by layoutSubviews) and once it is larger.
        let anchor = imageView.convert(focal, from: nil)
        for half in [50.0, 60, 70, 80, 90, 100] {
            p.host.touchMove(to: Point(x: focal.x - half, y: focal.y), id: 1)
            p.host.touchMove(to: Point(x: focal.x + half, y: focal.y), id: 2)
            p.host.advance()
            #expect(
                imageView.convert(anchor, to: nil).distance(to: focal) < 0.01,
                "at scale \(p.scrollView.zoomScale): \(imageView.convert(anchor, to: nil))")
        }
        #expect(p.scrollView.zoomScale > 1)
        p.host.touchUp(id: 1)
        p.host.touchUp(id: 2)
        p.host.settle()
        #expect(!p.scrollView.isZooming)
        #expect(imageView.frame.origin == .zero, "the zoomed-in photo fills the view from its corner")
    }
}
