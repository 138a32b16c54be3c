internal import CSDL2
internal import FolioRender

/// Which pixels of the window surface a present sends to the screen: all of them, or the
/// parts a frame drawn over the last one changed (at most two: the damage and the statistics
/// overlay, which may lie far apart).
struct SurfaceUpdate: Sendable {
    /// The changed parts, empty ones included; nil for the whole surface.
    let parts: (IntRect, IntRect?)?

    /// The whole surface.
    static let whole = SurfaceUpdate(parts: nil)

    init(changed: IntRect, alsoChanged: IntRect?) {
        parts = (changed, alsoChanged)
    }

    private init(parts: (IntRect, IntRect?)?) {
        self.parts = parts
    }
}
