import FolioCore

extension View {
    /// The bounds size whose transformed bounding box is `frameSize`, for the ``frame`` setter
    /// of a view with a scale or a quarter-turn transform, as Core Animation sets it: Apple's
    /// PhotoScroller sets the frame of its zoomed image view to centre it, which moves the view
    /// without changing its size. `nil` for any other transform.
    func untransformedSize(forFrameSize frameSize: Size) -> Size? {
        guard modelTransform.isAffine else { return nil }
        let m = modelTransform.affine
        let size: Size
        if m.b == 0 && m.c == 0 {
            size = Size(width: frameSize.width / abs(m.a), height: frameSize.height / abs(m.d))
        } else if m.a == 0 && m.d == 0 {
            // A quarter turn swaps the axes.
            size = Size(width: frameSize.height / abs(m.b), height: frameSize.width / abs(m.c))
        } else {
            return nil
        }
        guard size.width.isFinite, size.height.isFinite else { return nil }
        return size
    }
}
