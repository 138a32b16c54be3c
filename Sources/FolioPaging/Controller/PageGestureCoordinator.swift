import FolioUI

/// Decides when the page view controller's recognizers may begin. A recognizer's delegate
/// must be an object, and the page view controller itself cannot be one without making the
/// conformance part of its public API, so this small object asks it.
@MainActor
final class PageGestureCoordinator: GestureRecognizerDelegate {
    weak var controller: PageViewController?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        controller?.gestureShouldBegin(gestureRecognizer) ?? false
    }
}
