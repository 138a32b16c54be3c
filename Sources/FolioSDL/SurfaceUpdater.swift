internal import CSDL2
internal import FolioRender

/// Puts the window surface on screen as a ``SurfaceUpdate`` says, with SDL's rectangles kept in
/// storage of its own, so that a present allocates nothing.
final class SurfaceUpdater: @unchecked Sendable {
    // @unchecked Sendable: used by one thread at a time, the present thread or the main thread
    // (the one that owns the presenter), never both.
    private let rects = UnsafeMutablePointer<SDL_Rect>.allocate(capacity: 2)

    deinit { rects.deallocate() }

    /// Presents `window`'s surface; nothing when every changed part is empty.
    func update(_ window: OpaquePointer, _ update: SurfaceUpdate) {
        guard let (first, second) = update.parts else {
            SDL_UpdateWindowSurface(window)
            return
        }
        var count = 0
        func add(_ part: IntRect) {
            guard !part.isEmpty else { return }
            rects[count] = SDL_Rect(
                x: Int32(clamping: part.x0), y: Int32(clamping: part.y0), w: Int32(clamping: part.x1 - part.x0),
                h: Int32(clamping: part.y1 - part.y0))
            count += 1
        }
        add(first)
        if let second { add(second) }
        guard count > 0 else { return }
        SDL_UpdateWindowSurfaceRects(window, rects, Int32(count))
    }
}
