import FolioUI

/// A stand-in curl renderer without geometry: the turning sheet fades out (forward) or in
/// (reverse) over the page underneath. Used until a real curl renderer is installed in
/// ``PageViewController/curlRenderer``.
@MainActor
final class FadingPageCurlRenderer: PageCurlRendering {
    func render(_ frame: PageCurlFrame) {
        frame.underneath?.isHidden = false
        frame.back?.isHidden = true
        frame.turning.isHidden = false
        let visible = frame.step == .forward ? 1 - frame.progress : frame.progress
        frame.turning.alpha = visible
        if let underneath = frame.underneath, let container = underneath.superview {
            container.bringSubviewToFront(frame.turning)
        }
    }

    func reset(_ views: [View]) {
        for view in views { view.alpha = 1 }
    }
}
