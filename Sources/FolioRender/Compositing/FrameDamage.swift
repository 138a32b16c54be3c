/// What a frame drawn over the last one must do to its pixels: move a scrolled region's
/// rows, then draw a few rectangles (``Compositor/frameDamage(from:to:scale:bounds:)``).
///
/// A continuous PDF scrolled by the wheel changes every pixel of the column, but only
/// because they moved: moving the rows that stay on screen and drawing the strip that
/// scrolled in costs one copy of the frame instead of recompositing every tile
/// (docs/Architecture.md §6.2.1).
package struct FrameDamage: Equatable, Sendable {
    /// The rows to move before anything is drawn, or nil when nothing scrolled.
    package var move: FrameMove?
    /// What to draw after the move (each a full redraw of the pixels inside it).
    package var rects = DamageRects()

    package init(move: FrameMove? = nil, rects: DamageRects = DamageRects()) {
        self.move = move
        self.rects = rects
    }

    /// Every pixel the frame changes, moved or drawn: what a present must send.
    package var changed: IntRect {
        rects.bounds.union(move?.rect ?? .empty)
    }
}
