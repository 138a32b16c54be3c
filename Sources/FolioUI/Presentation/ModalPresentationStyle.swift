import FolioCore

/// How a presented view controller covers the screen, the counterpart of `UIModalPresentationStyle`.
public enum ModalPresentationStyle: Int, Hashable, Sendable {
    /// The presented view covers the window; the presenting controller disappears and its
    /// view leaves the window once the presentation completes.
    case fullScreen = 0
    /// The presented view covers the window, but the presenting controller stays on screen
    /// underneath (for translucent overlays).
    case overFullScreen = 5
    /// A sheet that leaves a strip of the presenting controller visible at the top, dimmed;
    /// the presenting controller stays on screen, and pulling the sheet down dismisses it
    /// (unless ``ViewController/isModalInPresentation`` is set). While presented, the view's
    /// corners are rounded (it clips to them).
    ///
    /// - Note: UIKit's default (`.automatic`) resolves to this style; Folio's default stays
    ///   ``fullScreen``.
    case pageSheet = 1
}

extension ModalPresentationStyle {
    /// Where a presented view with this style sits in a window of `bounds`.
    func frame(in bounds: Rect) -> Rect {
        switch self {
        case .fullScreen, .overFullScreen:
            return bounds
        case .pageSheet:
            let inset = min(max(bounds.height * 0.06, 20), 48)
            return Rect(
                x: bounds.minX, y: bounds.minY + inset, width: bounds.width, height: max(bounds.height - inset, 0))
        }
    }

    /// How dark the backdrop behind a presented view gets.
    var dimmingColor: Color {
        switch self {
        case .fullScreen, .pageSheet: Color(white: 0, alpha: 0.4)
        case .overFullScreen: .clear
        }
    }
}
